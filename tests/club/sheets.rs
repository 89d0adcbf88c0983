//! A round's boards as games whose tags fill the sheet's header, and the sheets of a round read back from the PDF.

use jipu::club::{Board, Player, Round, read_pairings};
use jipu::notation::NotationStyle;
use jipu::sheet::{FontMetrics, Mark, Measure, Paper, SheetOptions, lay_out_games, sheet_pdf};

use super::{SPRING, spring};

#[test]
fn a_board_becomes_a_game_whose_tags_fill_the_header() {
    let r5 = spring().round(5).unwrap();
    let games = r5.games();
    assert_eq!(games.len(), 4);
    let g = &games[1];
    let tag = |n: &str| g.tags.get(n).map(str::to_string);
    assert_eq!(tag("Event").as_deref(), Some("2026年春季俱乐部公开赛"));
    assert_eq!(tag("Site").as_deref(), Some("北京"));
    assert_eq!(tag("Date").as_deref(), Some("2026.04.04"));
    assert_eq!(tag("Round").as_deref(), Some("5"));
    assert_eq!(tag("Board").as_deref(), Some("2"));
    assert_eq!(tag("White").as_deref(), Some("刘洋"));
    assert_eq!(tag("Black").as_deref(), Some("王一鸣"));
    assert_eq!(tag("BlackTitle").as_deref(), Some("GM"));
    assert_eq!(tag("BlackElo").as_deref(), Some("2510"));
    assert_eq!(tag("WhiteElo").as_deref(), Some("1980"));
    assert_eq!(tag("WhiteTitle"), None);
    assert_eq!(tag("TimeControl").as_deref(), Some("5400+30"));
    assert_eq!(g.tree.mainline_len(), 0, "no moves");
}

/// The text of each page of a PDF, as a reader extracts it.
fn pdf_pages(bytes: &[u8]) -> Vec<String> {
    let doc = lopdf::Document::load_mem(bytes).expect("a valid PDF");
    doc.get_pages()
        .keys()
        .map(|&n| doc.extract_text(&[n]).expect("text extracts"))
        .collect()
}

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
fn the_sheets_of_a_round_one_page_a_board_with_players_round_and_table() {
    let r5 = spring().round(5).unwrap();
    let options = SheetOptions {
        paper: Paper::A4,
        style: NotationStyle::Zh,
        corrections: false,
    };
    let sheet = lay_out_games(&r5.games(), &options, FontMetrics::jipu_sans());
    assert!(sheet.warnings.is_empty(), "{:?}", sheet.warnings);
    let pages = pdf_pages(&sheet_pdf(&sheet, "round 5").unwrap());
    assert_eq!(pages.len(), 4, "one page per board");
    for (page, board) in pages.iter().zip(&r5.boards) {
        let white = printed(&board.white);
        let black = printed(&board.black);
        let number = board.number.to_string();
        in_order(
            page,
            &[
                "2026年春季俱乐部公开赛",
                "2026.04.04",
                "北京",
                "白方 White",
                &white,
                "时限 Limit",
                "90′ + 30″",
                "黑方 Black",
                &black,
                "轮 Round",
                "5",
                "台 Table",
                &number,
            ],
        );
    }
    in_order(&pages[0], &["FM 张三丰 (2301)", "WFM 赵敏 (2188)"]);
    in_order(&pages[1], &["刘洋 (1980)", "GM 王一鸣 (2510)"]);
}

/// A player as the header prints them.
fn printed(p: &Player) -> String {
    let mut s = match &p.title {
        Some(t) => format!("{t} {}", p.name),
        None => p.name.clone(),
    };
    if let Some(r) = p.rating {
        s.push_str(&format!(" ({r})"));
    }
    s
}

#[test]
fn a_long_name_with_title_and_rating_still_fits_its_box() {
    let round = Round {
        number: Some(1),
        boards: vec![Board {
            number: 12,
            white: Player {
                name: "Wolfeschlegelsteinhausenbergerdorff, Hubert Blaine".into(),
                title: Some("WGM".into()),
                rating: Some(2345),
            },
            black: Player {
                name: "欧阳娜娜".into(),
                title: None,
                rating: None,
            },
            result: None,
        }],
        ..Round::default()
    };
    let options = SheetOptions {
        paper: Paper::A4,
        style: NotationStyle::En,
        corrections: false,
    };
    let font = FontMetrics::jipu_sans();
    let sheet = lay_out_games(&round.games(), &options, font);
    // The White box is the first 40% of the header row, which starts at the 12 mm margin.
    let white_box_right = 12.0 + (210.0 - 24.0) * 0.4;
    let white: Vec<(f32, f32, &str)> = sheet.pages[0]
        .marks
        .iter()
        .filter_map(|m| match m {
            Mark::Text {
                x, size_pt, text, ..
            } if text.contains("Wolfe") || text.contains("Blaine") => {
                Some((*x, *size_pt, text.as_str()))
            }
            _ => None,
        })
        .collect();
    assert!(!white.is_empty());
    for (x, size, text) in &white {
        assert!(
            x + font.width_mm(text, *size) <= white_box_right,
            "`{text}` runs out of its box"
        );
    }
    let text = &pdf_pages(&sheet_pdf(&sheet, "t").unwrap())[0];
    assert!(
        text.contains("WGM Wolfeschlegelsteinhausenbergerdorff"),
        "{text}"
    );
    assert!(text.contains("欧阳娜娜"));
}

proptest::proptest! {
    /// Any one character of the fixture changed, and the file cut anywhere: an answer or an error, never a panic.
    #[test]
    fn a_damaged_file_gives_an_error_not_a_panic(
        at in 0usize..4000,
        c in proptest::char::any(),
        cut in 0usize..4000,
    ) {
        let mut chars: Vec<char> = SPRING.chars().collect();
        let at = at % chars.len();
        chars[at] = c;
        chars.truncate(cut.max(at + 1).min(chars.len()));
        let text: String = chars.into_iter().collect();
        let _ = read_pairings(text.as_bytes()).map(|t| t.rounds.iter().map(Round::games).count());
        let _ = jipu::club::read_results(text.as_bytes());
        let _ = jipu::club::Ladder::read(text.as_bytes());
    }

    #[test]
    fn any_bytes_give_an_error_not_a_panic(bytes in proptest::collection::vec(proptest::num::u8::ANY, 0..600)) {
        let _ = read_pairings(&bytes);
        let _ = jipu::club::read_results(&bytes);
        let _ = jipu::club::Ladder::read(&bytes);
    }
}
