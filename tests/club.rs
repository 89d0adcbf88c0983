//! A round at the club, through the library: a real-shaped TRF (Swiss-Manager's columns, several rounds, byes, a
//! forfeit, the last round paired and not played, TRF-2026 lines), pairing CSVs in UTF-8 and GBK with English and
//! Chinese headers, broken files each named by their line, and the sheets of a round read back from the PDF.

use encoding_rs::GBK;
use jipu::club::{Board, BoardResult, ClubError, Player, Round, Tournament, read_pairings};
use jipu::i18n::Lang;
use jipu::notation::NotationStyle;
use jipu::sheet::{FontMetrics, Mark, Measure, Paper, SheetOptions, lay_out_games, sheet_pdf};
use shakmaty::{Color, KnownOutcome};

const SPRING: &str = include_str!("data/club/spring-open.trf");

fn spring() -> Tournament {
    read_pairings(SPRING.as_bytes()).expect("the fixture reads")
}

/// `white–black` of each board, in board order.
fn pairs(round: &Round) -> Vec<String> {
    round
        .boards
        .iter()
        .map(|b| format!("{}–{}", b.white.name, b.black.name))
        .collect()
}

/// The fixture with one player line changed by `edit` (the line of the player with this starting rank).
fn with_player_line(rank: u32, edit: impl Fn(&str) -> String) -> (String, usize) {
    let mut at = 0;
    let text = SPRING
        .split("\r\n")
        .enumerate()
        .map(|(i, line)| {
            if line.starts_with("001") && line[4..8].trim() == rank.to_string() {
                at = i + 1;
                edit(line)
            } else {
                line.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\r\n");
    (text, at)
}

/// A line with the character at column `column` (from 1) replaced.
fn replace_column(line: &str, column: usize, with: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out: String = chars[..column - 1].iter().collect();
    out.push_str(with);
    out.extend(&chars[column - 1 + with.chars().count()..]);
    out
}

#[test]
fn a_trf_gives_the_event_and_every_round_it_pairs() {
    let t = spring();
    assert_eq!(t.round_numbers(), [1, 2, 3, 4, 5]);
    assert_eq!(t.latest_round(), Some(5));
    let r5 = t.round(5).unwrap();
    assert_eq!(r5.event.as_deref(), Some("2026年春季俱乐部公开赛"));
    assert_eq!(r5.site.as_deref(), Some("北京"));
    assert_eq!(
        r5.date.as_deref(),
        Some("2026.04.04"),
        "the round's own date (132)"
    );
    assert_eq!(t.round(2).unwrap().date.as_deref(), Some("2026.03.14"));
    // 222 (TRF-2026) is read before the free text of 122.
    assert_eq!(
        r5.time_control.as_ref().map(|tc| tc.to_pgn()),
        Some("5400+30".into())
    );
    // Round 5 is paired and not played: every board, no result; the bye (周杰) has no board.
    assert_eq!(
        pairs(&r5),
        [
            "张三丰–赵敏",
            "刘洋–王一鸣",
            "Li, Er–Sun, Li",
            "吴昊–Chen, Wei"
        ]
    );
    assert!(r5.boards.iter().all(|b| b.result.is_none()));
    let b1 = r5.board(1).unwrap();
    assert_eq!(
        b1.white,
        Player {
            name: "张三丰".into(),
            title: Some("FM".into()),
            rating: Some(2301)
        }
    );
    assert_eq!(b1.black.title.as_deref(), Some("WFM"));
    let b4 = r5.board(4).unwrap();
    assert_eq!(b4.white.rating, None, "an unrated player has no rating");
    assert_eq!(b4.white.title, None);
}

#[test]
fn boards_are_numbered_by_the_higher_score_then_the_sum_then_the_better_rank() {
    let t = spring();
    // Round 1: everyone on 0, so by starting rank.
    assert_eq!(
        pairs(&t.round(1).unwrap()),
        [
            "王一鸣–Chen, Wei",
            "刘洋–Li, Er",
            "张三丰–Sun, Li",
            "周杰–赵敏"
        ]
    );
    // Round 4: 赵敏 (2) v Sun (2) sum 4 comes before Li (1½) v 吴昊 (2) sum 3½, though Li has the better rank.
    assert_eq!(
        pairs(&t.round(4).unwrap()),
        [
            "王一鸣–张三丰",
            "Sun, Li–赵敏",
            "Li, Er–吴昊",
            "Chen, Wei–周杰"
        ]
    );
    // Round 5: 张三丰 3 v 赵敏 3 (sum 6) is board 1; 刘洋 2½ v 王一鸣 3 (sum 5½) board 2.
    let r5 = t.round(5).unwrap();
    assert_eq!(r5.board(1).unwrap().white.name, "张三丰");
    assert_eq!(r5.board(2).unwrap().black.name, "王一鸣");
}

#[test]
fn byes_and_forfeits_are_read_from_the_result_columns() {
    let t = spring();
    let r2 = t.round(2).unwrap();
    assert_eq!(r2.boards.len(), 4, "张三丰 has the pairing-allocated bye");
    let forfeit = r2
        .boards
        .iter()
        .find(|b| b.white.name == "Sun, Li")
        .unwrap();
    assert_eq!(
        forfeit.result,
        Some(BoardResult::Forfeit(Some(Color::White)))
    );
    assert_eq!(
        r2.board(1).unwrap().result,
        Some(BoardResult::Played(KnownOutcome::Draw))
    );
    let r3 = t.round(3).unwrap();
    assert!(
        r3.boards
            .iter()
            .all(|b| b.white.name != "Chen, Wei" && b.black.name != "Chen, Wei"),
        "a half-point bye has no board"
    );
    assert_eq!(
        r3.board(1).unwrap().result,
        Some(BoardResult::Played(KnownOutcome::Decisive {
            winner: Color::Black
        }))
    );
}

/// The fixture with each Chinese name padded to its columns the way `width` counts it (GBK bytes: 2, UTF-8: 3).
fn padded_by(width: impl Fn(char) -> usize) -> String {
    SPRING
        .split("\r\n")
        .map(|line| {
            if !line.starts_with("001") {
                return line.to_string();
            }
            let chars: Vec<char> = line.chars().collect();
            let name: String = chars[14..47].iter().collect();
            let extra: usize = name.trim_end().chars().map(|c| width(c) - 1).sum();
            let kept = 47 - extra;
            chars[..14]
                .iter()
                .chain(name.trim_end().chars().collect::<Vec<_>>().iter())
                .chain(std::iter::repeat_n(
                    &' ',
                    kept - 14 - name.trim_end().chars().count(),
                ))
                .chain(&chars[47..])
                .collect()
        })
        .collect::<Vec<_>>()
        .join("\r\n")
}

#[test]
fn chinese_names_padded_by_gbk_or_utf8_bytes_read_the_same() {
    let by_chars = spring();
    let gbk_text = padded_by(|c| if c.is_ascii() { 1 } else { 2 });
    let (gbk, _, _) = GBK.encode(&gbk_text);
    assert_eq!(read_pairings(&gbk).unwrap(), by_chars);
    let utf8_bytes = padded_by(char::len_utf8);
    assert_eq!(read_pairings(utf8_bytes.as_bytes()).unwrap(), by_chars);
}

#[test]
fn broken_trf_files_name_the_line() {
    // A 001 line cut short.
    let (text, line) = with_player_line(6, |l| l.chars().take(75).collect());
    let e = read_pairings(text.as_bytes()).unwrap_err();
    assert_eq!(e, ClubError::ShortPlayerLine { line, length: 75 });
    assert!(
        e.message(Lang::En).starts_with(&format!("line {line}: ")),
        "{e}"
    );
    assert!(e.message(Lang::Zh).contains(&format!("第 {line} 行")));

    // Li, Er paired in round 1 with number 12, who does not exist.
    let (text, line) = with_player_line(2, |l| replace_column(l, 92, "  12"));
    let e = read_pairings(text.as_bytes()).unwrap_err();
    assert_eq!(
        e,
        ClubError::MissingOpponent {
            line,
            round: 1,
            player: "Li, Er".into(),
            opponent: 12
        }
    );
    assert_eq!(
        e.message(Lang::En),
        format!("line {line}: round 1 pairs Li, Er with number 12, who is not in the file")
    );

    // Chen, Wei has white in round 1 as 王一鸣 does: the second line is wrong.
    let (text, line) = with_player_line(5, |l| replace_column(l, 97, "w"));
    let e = read_pairings(text.as_bytes()).unwrap_err();
    assert_eq!(e.line(), Some(line));
    assert_eq!(
        e.message(Lang::En),
        format!("line {line}: in round 1, Chen, Wei and 王一鸣 both have White")
    );
    assert_eq!(
        e.message(Lang::Zh),
        format!("第 {line} 行：第 1 轮 Chen, Wei 和 王一鸣 都执白方")
    );

    // 吴昊's round 3 names 刘洋, whose line says Sun, Li: the pairing is not mutual.
    let (text, _) = with_player_line(9, |l| replace_column(l, 112, "   6"));
    let e = read_pairings(text.as_bytes()).unwrap_err();
    assert!(matches!(e, ClubError::NotMutual { round: 3, .. }), "{e:?}");

    // Results that do not agree: both won.
    let (text, line) = with_player_line(5, |l| replace_column(l, 99, "1"));
    let e = read_pairings(text.as_bytes()).unwrap_err();
    assert!(
        matches!(e, ClubError::ResultsDisagree { round: 1, .. }),
        "{e:?}"
    );
    assert_eq!(e.line(), Some(line));

    // A colour that is none.
    let (text, line) = with_player_line(3, |l| replace_column(l, 97, "x"));
    assert_eq!(
        read_pairings(text.as_bytes()).unwrap_err(),
        ClubError::BadColour {
            line,
            round: 1,
            code: 'x'
        }
    );
}

#[test]
fn a_round_that_is_not_there_and_a_file_with_no_players() {
    let e = spring().round(7).unwrap_err();
    assert_eq!(
        e.message(Lang::En),
        "there is no round 7 in the file; it has round 1, 2, 3, 4, 5"
    );
    let header_only: String = SPRING
        .split("\r\n")
        .filter(|l| !l.starts_with("001"))
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(
        read_pairings(header_only.as_bytes()).unwrap_err(),
        ClubError::NoPlayers
    );
}

#[test]
fn a_csv_in_utf8_with_quotes_and_english_headers() {
    let csv = "board,white,white_rating,black,black_rating,round,event,date,site\n\
               2,\"Wang, Yi\",2510,Li Er,,4,\"Club, Spring\",2026-03-28,Beijing\n\
               1,张三,1800,李四,1750,4,,,\n";
    let round = read_pairings(csv.as_bytes()).unwrap().round(4).unwrap();
    assert_eq!(
        pairs(&round),
        ["张三–李四", "Wang, Yi–Li Er"],
        "sorted by board"
    );
    assert_eq!(round.event.as_deref(), Some("Club, Spring"));
    assert_eq!(round.date.as_deref(), Some("2026.03.28"));
    assert_eq!(round.site.as_deref(), Some("Beijing"));
    assert_eq!(round.board(2).unwrap().black.rating, None);
    assert_eq!(round.board(1).unwrap().black.rating, Some(1750));
    assert!(read_pairings(csv.as_bytes()).unwrap().round(3).is_err());
}

#[test]
fn a_csv_in_gbk_tab_separated_with_chinese_headers() {
    let text = "台次\t白方\t白方等级分\t黑方\t黑方等级分\t轮次\t比赛名称\r\n\
                1\t王一\t2100\t李二\t2050\t3\t市级联赛\r\n\
                2\t张三\t\t赵四\t\t3\t\r\n";
    let (gbk, _, _) = GBK.encode(text);
    assert!(
        std::str::from_utf8(&gbk).is_err(),
        "the test file really is GBK"
    );
    let round = read_pairings(&gbk).unwrap().round(3).unwrap();
    assert_eq!(pairs(&round), ["王一–李二", "张三–赵四"]);
    assert_eq!(round.event.as_deref(), Some("市级联赛"));
    assert_eq!(round.board(1).unwrap().white.rating, Some(2100));
    // With only 台 白方 黑方 and no round column, the file is whichever round is asked for.
    let plain = "台,白方,黑方\n1,王一,李二\n";
    let r = read_pairings(plain.as_bytes()).unwrap().round(6).unwrap();
    assert_eq!(r.number, Some(6));
    assert_eq!(r.games()[0].tags.get("Round"), Some("6"));
}

#[test]
fn broken_csv_files_name_the_line() {
    let e = read_pairings("board,white\n1,a\n".as_bytes()).unwrap_err();
    assert_eq!(
        e.message(Lang::En),
        "line 1: the header has no `black` column"
    );
    assert_eq!(e.message(Lang::Zh), "第 1 行：表头没有“黑方”这一列");
    let e = read_pairings("board,white,black\n1,a,b\n1,c,d\n".as_bytes()).unwrap_err();
    assert_eq!(e.message(Lang::En), "line 3: board 1 is already on line 2");
    let e = read_pairings("board,white,black\n1,a,b\n2,c,a\n".as_bytes()).unwrap_err();
    assert_eq!(
        e.message(Lang::En),
        "line 3: a already plays in this round (line 2)"
    );
    let e = read_pairings("board,white,black,result\n1,a,b,2-0\n".as_bytes()).unwrap_err();
    assert_eq!(e.line(), Some(2));
    let e = read_pairings("board,white,black\nx,a,b\n".as_bytes()).unwrap_err();
    assert_eq!(e.message(Lang::En), "line 2: `x` is not a number (board)");
    let e = read_pairings("board,white,black\n1,,b\n".as_bytes()).unwrap_err();
    assert_eq!(e.message(Lang::En), "line 2: the `white` is empty");
    let e = read_pairings("white,black\n\"a,b\n".as_bytes()).unwrap_err();
    assert_eq!(e.line(), Some(2));
    assert_eq!(
        read_pairings("white,black\n".as_bytes()).unwrap_err(),
        ClubError::NoRows
    );
}

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
