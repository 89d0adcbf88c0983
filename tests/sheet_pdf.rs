//! The printed scoresheet, read back from the PDF as a person would read it: every header value and every
//! move in order, in the chosen notation; long games over several pages with the header on each; small files.

use jipu::Game;
use jipu::notation::{NotationStyle, import_game};
use jipu::sheet::{
    FontMetrics, Mark, Measure, Paper, SheetOptions, lay_out_blank, lay_out_game, lay_out_games,
    sheet_pdf,
};

const GAME: &str = r#"[Event "2026年北京市国际象棋俱乐部联赛"]
[Site "北京"]
[Date "2026.11.29"]
[Round "3"]
[White "王一鸣"]
[Black "Li Er"]
[Result "1-0"]
[Board "7"]
[TimeControl "5400+30"]
[WhiteTimeUsed "1:02:00"]
[BlackTimeUsed "1:20:15"]

1. e4 e5 2. Bc4 d6 3. Nf3 Nc6 4. Nc3 Bg4 5. h3 Bh5 6. d3 h6 7. Nxe5! Bxd1?? 8. Bxf7+ Ke7 9. Nd5# 1-0
"#;

fn game(text: &str) -> Game {
    import_game(text).expect("test game reads").game
}

fn options(style: NotationStyle) -> SheetOptions {
    SheetOptions {
        paper: Paper::A4,
        style,
        corrections: false,
    }
}

/// The text of each page of a PDF, as a reader extracts it.
fn pdf_pages(bytes: &[u8]) -> Vec<String> {
    let doc = lopdf::Document::load_mem(bytes).expect("a valid PDF");
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    pages
        .iter()
        .map(|&n| doc.extract_text(&[n]).expect("text extracts"))
        .collect()
}

/// Asserts that `words` occur in `text` in this order.
fn in_order(text: &str, words: &[&str]) {
    let mut at = 0;
    for w in words {
        match text[at..].find(w) {
            Some(i) => at += i + w.len(),
            None => panic!("`{w}` not found (in order) in:\n{text}"),
        }
    }
}

#[test]
fn a_filled_sheet_holds_every_header_value_and_every_move_in_order() {
    let g = game(GAME);
    let sheet = lay_out_game(&g, &options(NotationStyle::Zh), FontMetrics::jipu_sans());
    assert!(sheet.warnings.is_empty(), "{:?}", sheet.warnings);
    let bytes = sheet_pdf(&sheet, "test").unwrap();
    let pages = pdf_pages(&bytes);
    assert_eq!(pages.len(), 1);
    let text = &pages[0];
    in_order(
        text,
        &[
            "国际象棋记录 Record of Chess",
            "比赛名称 Event",
            "2026年北京市国际象棋俱乐部联赛",
            "日期 Date",
            "2026.11.29",
            "地点 Site",
            "北京",
            "白方 White",
            "王一鸣",
            "用时 Used",
            "1:02",
            "时限 Limit",
            "90′ + 30″",
            "胜方 Winner",
            "王一鸣 (1-0)",
            "黑方 Black",
            "Li Er",
            "用时 Used",
            "1:20:15",
            "轮 Round",
            "3",
            "台 Table",
            "7",
        ],
    );
    in_order(
        text,
        &[
            "e4", "e5", "象c4", "d6", "马f3", "马c6", "马c3", "象g4", "h3", "象h5", "d3", "h6",
            "马xe5!", "象xd1??", "象xf7+", "王e7", "马d5#",
        ],
    );
    in_order(
        text,
        &["结果 Result", "1-0", "白方签名", "黑方签名", "裁判"],
    );
    assert!(bytes.len() < 100_000, "one game is {} bytes", bytes.len());
}

#[test]
fn english_and_traditional_notation() {
    let g = game(GAME);
    let text = &pdf_pages(
        &sheet_pdf(
            &lay_out_game(&g, &options(NotationStyle::En), FontMetrics::jipu_sans()),
            "t",
        )
        .unwrap(),
    )[0];
    in_order(
        text,
        &[
            "Bc4", "Nf3", "Nc6", "Nxe5!", "Bxd1??", "Bxf7+", "Ke7", "Nd5#",
        ],
    );
    let text = &pdf_pages(
        &sheet_pdf(
            &lay_out_game(
                &g,
                &options(NotationStyle::ZhHant),
                FontMetrics::jipu_sans(),
            ),
            "t",
        )
        .unwrap(),
    )[0];
    in_order(text, &["馬f3", "馬c6", "象xf7+"]);
    let sheet = lay_out_game(
        &g,
        &options(NotationStyle::Figurine),
        FontMetrics::jipu_sans(),
    );
    assert!(sheet.warnings.is_empty(), "figurines are in the font");
}

#[test]
fn a_150_move_game_spans_three_pages_with_the_header_on_each() {
    let g = game(&format!(
        "[Event \"Marathon\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n{} 1/2-1/2",
        "Nf3 Nf6 Ng1 Ng8 ".repeat(75)
    ));
    assert_eq!(g.mainline_moves().len(), 300);
    let bytes = sheet_pdf(
        &lay_out_game(&g, &options(NotationStyle::En), FontMetrics::jipu_sans()),
        "t",
    )
    .unwrap();
    let pages = pdf_pages(&bytes);
    assert_eq!(pages.len(), 3);
    for (i, page) in pages.iter().enumerate() {
        in_order(page, &["Record of Chess", "Event", "Marathon", "A", "B"]);
        in_order(page, &[&format!("page {} of 3", i + 1)]);
    }
    in_order(&pages[0], &["Nf3", "Nf6", "Ng1", "Ng8"]);
    in_order(&pages[1], &["61", "Nf3"]);
    in_order(&pages[2], &["121", "Nf3", "150", "Ng1", "Ng8"]);
    assert!(pages[2].contains("½-½"));
    assert!(bytes.len() < 100_000);
}

#[test]
fn a_blank_form_has_no_moves() {
    let sheet = lay_out_blank(2, &options(NotationStyle::Zh), FontMetrics::jipu_sans());
    assert_eq!(sheet.pages.len(), 2);
    let pages = pdf_pages(&sheet_pdf(&sheet, "blank").unwrap());
    assert_eq!(pages.len(), 2);
    for page in &pages {
        in_order(
            page,
            &[
                "国际象棋记录",
                "比赛名称 Event",
                "1",
                "30",
                "31",
                "60",
                "裁判",
            ],
        );
        for word in page.split_whitespace() {
            let is_number = word.chars().all(|c| c.is_ascii_digit());
            let is_label = !word.chars().any(|c| c.is_ascii_digit());
            assert!(is_number || is_label, "a blank form shows `{word}`");
        }
    }
}

#[test]
fn letter_paper_is_letter_sized() {
    let sheet = lay_out_game(
        &game(GAME),
        &SheetOptions {
            paper: Paper::Letter,
            style: NotationStyle::En,
            corrections: false,
        },
        FontMetrics::jipu_sans(),
    );
    assert_eq!(sheet.pages[0].width_mm, 215.9);
    let bytes = sheet_pdf(&sheet, "t").unwrap();
    let doc = lopdf::Document::load_mem(&bytes).unwrap();
    let (_, page_id) = doc.get_pages().into_iter().next().unwrap();
    let page = doc.get_dictionary(page_id).unwrap();
    let media = page.get(b"MediaBox").unwrap().as_array().unwrap();
    let h = media[3].as_float().unwrap();
    assert!(
        (h - 792.0).abs() < 1.0,
        "letter is 11 inches high, got {h} pt"
    );
}

#[test]
fn long_names_shrink_or_wrap_and_nothing_leaves_the_page() {
    let long = "Grandmaster Alexander Alexandrovich Kotov-Ivanchuk-Smirnov ".repeat(5);
    let text = format!(
        "[Event \"{}\"]\n[White \"{long}\"]\n[Black \"欧阳{}\"]\n\n1. e4 e5 *",
        "国际象棋锦标赛".repeat(20),
        "娜".repeat(100)
    );
    let g = game(&text);
    let font = FontMetrics::jipu_sans();
    let sheet = lay_out_game(&g, &options(NotationStyle::Zh), font);
    for page in &sheet.pages {
        for mark in &page.marks {
            if let Mark::Text {
                x, size_pt, text, ..
            } = mark
            {
                let right = x + font.width_mm(text, *size_pt);
                assert!(
                    *x >= 11.9 && right <= page.width_mm - 11.9,
                    "`{text}` overflows: {x}..{right}"
                );
            }
        }
    }
    let texts: Vec<&str> = sheet.pages[0].texts().collect();
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with("Grandmaster") && t.len() < long.len())
    );
    assert!(
        texts.iter().any(|t| t.ends_with('…')),
        "what cannot fit is cut visibly"
    );
}

#[test]
fn a_character_the_font_lacks_is_reported_by_name() {
    let g = game("[White \"Magnus 😀\"]\n[Black \"עברית\"]\n\n1. e4 *");
    let sheet = lay_out_game(&g, &options(NotationStyle::En), FontMetrics::jipu_sans());
    let chars: Vec<char> = sheet.warnings.iter().map(|w| w.ch).collect();
    assert!(chars.contains(&'😀'));
    assert!(chars.contains(&'ע'));
    let msg = sheet.warnings[0].message(jipu::Lang::En);
    assert!(msg.contains("😀") && msg.contains("Magnus"), "{msg}");
    assert!(
        sheet.warnings[0]
            .message(jipu::Lang::Zh)
            .contains("无法打印")
    );
    // Still a valid PDF.
    assert_eq!(pdf_pages(&sheet_pdf(&sheet, "t").unwrap()).len(), 1);
}

#[test]
fn all_games_each_start_on_a_new_page() {
    let games = vec![
        game(GAME),
        game("[Event \"Second\"]\n\n1. d4 d5 *"),
        game(GAME),
    ];
    let sheet = lay_out_games(
        &games,
        &options(NotationStyle::En),
        FontMetrics::jipu_sans(),
    );
    let pages = pdf_pages(&sheet_pdf(&sheet, "t").unwrap());
    assert_eq!(pages.len(), 3);
    assert!(pages[1].contains("Second"));
    assert!(pages[1].contains("d4"));
    assert!(!pages[1].contains("Bc4"));
}

/// The player rows of the header: title before the name and rating after it, from the PGN tags.
fn player_rows(tags: &str) -> Vec<(f32, f32, String)> {
    let g = game(&format!("{tags}\n1. e4 *"));
    let sheet = lay_out_game(&g, &options(NotationStyle::En), FontMetrics::jipu_sans());
    sheet.pages[0]
        .marks
        .iter()
        .filter_map(|m| match m {
            // The White and Black rows are 35–46 mm and 46–57 mm down; their values start the rows, after the labels.
            Mark::Text {
                x,
                y,
                size_pt,
                text,
            } if *x < 20.0
                && (35.0..57.0).contains(y)
                && !text.ends_with(" White")
                && !text.ends_with(" Black") =>
            {
                Some((*y, *size_pt, text.clone()))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn a_title_and_rating_print_beside_the_name() {
    let rows = player_rows(
        "[White \"王一鸣\"]\n[Black \"Li Er\"]\n[WhiteTitle \"GM\"]\n[WhiteElo \"2510\"]\n[BlackElo \"0\"]",
    );
    let texts: Vec<&str> = rows.iter().map(|(_, _, t)| t.as_str()).collect();
    assert_eq!(
        texts,
        ["GM 王一鸣 (2510)", "Li Er"],
        "a rating of 0 is no rating"
    );
}

/// Regression: a value too long for 7 pt but short enough for one line at 6 pt was drawn on the upper of the two
/// lines used for wrapping, with nothing under it; it belongs on the row's baseline.
#[test]
fn a_value_that_fits_one_small_line_sits_on_the_baseline() {
    let rows = player_rows(
        "[White \"Wolfeschlegelsteinhausenbergerdorff, Hubert Blaine\"]\n[WhiteTitle \"WGM\"]\n[WhiteElo \"2345\"]",
    );
    let [(y, size, text)] = rows.as_slice() else {
        panic!("one line expected: {rows:?}");
    };
    assert_eq!(*size, 6.0);
    assert!(text.ends_with("(2345)"));
    assert!((y - (46.0 - 2.2)).abs() < 0.01, "drawn at {y} mm");
}

/// Regression: the layout was quadratic in the length of a field (a 20,000-character Event took 8.7 s, a megabyte one
/// did not finish). Now a megabyte Event is cut with `…` to what fits, and its warning names only its start.
#[test]
fn a_megabyte_event_is_cut_to_what_fits() {
    let mut game = Game::new();
    game.tags
        .set("Event", "国际象棋公开赛 Open ✪ ".repeat(60_000));
    let sheet = lay_out_game(&game, &SheetOptions::default(), FontMetrics::jipu_sans());
    let event: Vec<&str> = sheet.pages[0]
        .texts()
        .filter(|t| t.contains("公开赛") || t.contains("Open"))
        .collect();
    assert_eq!(event.len(), 2, "two lines: {event:?}");
    assert!(event[1].ends_with('…'), "cut with an ellipsis");
    assert!(event.iter().all(|t| t.chars().count() < 200));
    assert!(
        sheet.warnings.iter().all(|w| w.text.chars().count() <= 40),
        "a missing glyph is named with the start of its text"
    );
}
