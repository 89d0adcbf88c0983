//! Properties over random legal games: every move written in every style reads back as the same move, and a
//! game written as PGN reads back as the same game; a game written out in any style, numbering and spacing reads
//! back as the same moves.

use jipu::notation::{MoveMatch, NotationStyle, import_game, match_move, write_move};
use jipu::pgn::{read_pgn, write_game};
use jipu::{Game, NodeId};
use proptest::prelude::*;
use shakmaty::{Chess, Color, Position};
use std::time::Duration;

/// Plays a game from choice numbers: each picks one of the legal moves.
/// The number of cases a property runs: its own, or `PROPTEST_CASES` when set (a longer search by hand:
/// `PROPTEST_CASES=3000 cargo test --release --test properties`).
fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn random_game(choices: &[(u16, u8)]) -> Game {
    let mut game = Game::new();
    let mut pos = Chess::default();
    let mut at = NodeId::ROOT;
    for &(choice, extra) in choices {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[usize::from(choice) % legal.len()];
        // Now and then a variation: another legal move from the same position.
        if extra % 7 == 0 && legal.len() > 1 {
            let other = legal[(usize::from(choice) + 1) % legal.len()];
            let v = game.tree.add_move(at, other);
            game.tree.notes_mut(v).comment = Some("变着 variation".into());
        }
        let id = game.tree.add_move(at, m);
        // Put the main move first again, in case the variation was added before it.
        game.tree.promote_to_mainline(id);
        let node = game.tree.notes_mut(id);
        match extra % 5 {
            0 => node.nags.push(pgn_reader::Nag(1 + extra % 6)),
            1 => node.comment = Some(format!("note {extra}")),
            2 => node.clock = Some(Duration::from_secs(u64::from(extra) * 37)),
            3 => node.emt = Some(Duration::from_secs(u64::from(extra))),
            _ => {}
        }
        pos.play_unchecked(m);
        at = id;
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(64)))]

    #[test]
    fn every_move_in_every_style_reads_back(choices in proptest::collection::vec(any::<u16>(), 0..150)) {
        let mut pos = Chess::default();
        for choice in choices {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[usize::from(choice) % legal.len()];
            for style in NotationStyle::ALL {
                let text = write_move(&pos, m, style);
                prop_assert_eq!(match_move(&pos, &text), MoveMatch::Unique(m), "{} in {}", text, style);
            }
            pos.play_unchecked(m);
        }
    }

    #[test]
    fn a_game_written_as_pgn_reads_back_the_same(
        choices in proptest::collection::vec((any::<u16>(), any::<u8>()), 0..120),
        white in "[A-Za-z 王李]{0,12}",
    ) {
        let mut game = random_game(&choices);
        game.tags.set("White", white);
        game.tags.set("Result", "*");
        let pgn = write_game(&game);
        let file = read_pgn(&pgn);
        prop_assert!(file.problems.is_empty(), "{:?}", file.problems);
        prop_assert_eq!(file.games.len(), 1);
        let back = &file.games[0];
        prop_assert!(back.tree.same_as(&game.tree), "tree differs:\n{}", pgn);
        prop_assert_eq!(write_game(back), pgn);
    }
}

/// The ways a number opens a move pair on paper and in books.
fn move_number(n: u32, form: u8) -> String {
    match form {
        0 => String::new(),
        1 => format!("{n}."),
        2 => format!("{n})"),
        3 if n <= 50 => jipu_circled(n),
        4 => format!("第{n}回合"),
        5 => format!("{n}．"),
        _ => format!("{n}."),
    }
}

/// ① to ㊿.
fn jipu_circled(n: u32) -> String {
    let c = match n {
        1..=20 => 0x2460 + n - 1,
        21..=35 => 0x3251 + n - 21,
        _ => 0x32B1 + n - 36,
    };
    char::from_u32(c).map(String::from).unwrap_or_default()
}

const SEPARATORS: [&str; 8] = [" ", "  ", "\n", ", ", "，", "；", "\t", ""];
const ANNOTATIONS: [&str; 6] = ["!", "?", "!!", "??", "!?", "?!"];
const EN_PASSANT: [&str; 5] = [" e.p.", " ep", "(e.p.)", " (e.p.)", "（e．p．）"];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(96)))]

    /// A random legal game written in random styles (a style per move), with random separators (or none at
    /// all), numbers of every form glued or spaced, Black's own numbers now and then, annotation and en
    /// passant marks and a result in any spelling, reads back to the same moves and result.
    #[test]
    fn every_written_game_reads_back(
        plies in proptest::collection::vec((any::<u16>(), 0..7u8, 0..8usize, any::<u8>()), 0..90),
        numbering in 0..7u8,
        glue_numbers in any::<bool>(),
        result in 0..10usize,
    ) {
        let mut pos = Chess::default();
        let mut text = String::new();
        let mut moves = Vec::new();
        // Whether the last thing written may be glued to what follows: ICCF digits never are.
        let mut last_iccf = true;
        for &(choice, style, sep, mark) in &plies {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[usize::from(choice) % legal.len()];
            let style = NotationStyle::ALL[usize::from(style) % NotationStyle::ALL.len()];
            let iccf = style == NotationStyle::Iccf;
            let glue_ok = !iccf && !last_iccf;
            let separator = match SEPARATORS[sep] {
                "" if !glue_ok => " ",
                s => s,
            };
            let n = pos.fullmoves().get();
            let number = match (pos.turn(), numbering) {
                (Color::White, 6) => {
                    // A bare number opens its line, as the row of a sheet does.
                    text.push('\n');
                    format!("{n} ")
                }
                (Color::White, form) => move_number(n, form),
                (Color::Black, 1 | 5) if mark % 3 == 0 => format!("{n}..."),
                (Color::Black, 3) if mark % 3 == 0 && n <= 50 => format!("{}…", jipu_circled(n)),
                _ => String::new(),
            };
            if !number.is_empty() {
                if !text.is_empty() && !text.ends_with(['\n', ' ']) {
                    text.push_str(if glue_numbers && !last_iccf { "" } else { " " });
                }
                text.push_str(&number);
                let glued_to_move = glue_numbers && !iccf;
                if !glued_to_move && !number.ends_with(' ') {
                    text.push(' ');
                }
            } else if !text.is_empty() && !text.ends_with(['\n', ' ']) {
                text.push_str(separator);
            }
            text.push_str(&write_move(&pos, m, style));
            if m.is_en_passant() && !matches!(style, NotationStyle::Long | NotationStyle::LongEn | NotationStyle::Iccf) && mark % 2 == 0 {
                text.push_str(EN_PASSANT[usize::from(mark / 2) % EN_PASSANT.len()]);
            }
            if mark % 11 == 0 && !iccf {
                text.push_str(ANNOTATIONS[usize::from(mark / 11) % ANNOTATIONS.len()]);
            }
            last_iccf = iccf || m.is_en_passant();
            moves.push(m);
            pos.play_unchecked(m);
        }
        let results = [
            ("1-0", "1-0"), ("0-1", "0-1"), ("1/2-1/2", "1/2-1/2"), ("1：0", "1-0"), ("(1／2—1／2)", "1/2-1/2"),
            ("和棋", "1/2-1/2"), ("白胜", "1-0"), ("黑胜", "0-1"), ("*", "*"), ("", "*"),
        ];
        let (written, mut want) = results[result];
        // No result written: a game that ends on the board takes the board's result.
        if written.is_empty() {
            if pos.is_checkmate() {
                want = if pos.turn() == shakmaty::Color::White { "0-1" } else { "1-0" };
            } else if pos.is_stalemate() {
                want = "1/2-1/2";
            }
        }
        if !written.is_empty() {
            text.push(' ');
            text.push_str(written);
        }
        let game = match import_game(&text) {
            Ok(imported) => imported.game,
            Err(e) => return Err(TestCaseError::fail(format!("{}\n{text}", e.message(jipu::Lang::En)))),
        };
        prop_assert_eq!(game.mainline_moves(), moves, "{}", text);
        prop_assert_eq!(game.tags.result().as_str(), want, "{}", text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(96)))]

    /// A random legal game written in descriptive notation by Jipu's writer, as a book sets it out (a move pair a
    /// line, or numbered on one line, `ch` and `mate` glued), reads back to the same moves.
    #[test]
    fn a_game_in_descriptive_notation_reads_back(
        choices in proptest::collection::vec(any::<u16>(), 0..120),
        columns in any::<bool>(),
    ) {
        let game = random_game(&choices.iter().map(|&c| (c, 1)).collect::<Vec<_>>());
        let mut pos = Chess::default();
        let mut text = String::new();
        for (i, m) in game.mainline_moves().into_iter().enumerate() {
            let written = write_move(&pos, m, NotationStyle::Descriptive);
            if i % 2 == 0 {
                text.push_str(if columns && i > 0 { "\n" } else { " " });
                text.push_str(&format!("{} ", i / 2 + 1));
            } else {
                text.push(' ');
            }
            text.push_str(&written);
            pos.play_unchecked(m);
        }
        let read = import_game(&text);
        prop_assert!(read.is_ok(), "{}\n{:?}", text, read.err().map(|e| e.message(jipu::Lang::En)));
        if let Ok(read) = read {
            prop_assert_eq!(read.game.mainline_moves(), game.mainline_moves(), "{}", text);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(48)))]

    /// The same, written as a book prints it (issue 37): a dash for a move that takes nothing (`B-B4` where a bishop
    /// could also take on c4), `x` and the piece for a capture, the shortest form a book's reader takes for this
    /// move alone — not Jipu's own, safer form. A longer search: `PROPTEST_CASES=30000`.
    #[test]
    fn a_game_in_descriptive_notation_as_books_print_it_reads_back(
        choices in proptest::collection::vec(any::<u16>(), 0..120),
        columns in any::<bool>(),
    ) {
        let game = random_game(&choices.iter().map(|&c| (c, 1)).collect::<Vec<_>>());
        let mut pos = Chess::default();
        let mut text = String::new();
        for (i, m) in game.mainline_moves().into_iter().enumerate() {
            let written = jipu::notation::write_descriptive_as_books(&pos, m);
            if i % 2 == 0 {
                text.push_str(if columns && i > 0 { "\n" } else { " " });
                text.push_str(&format!("{}. ", i / 2 + 1));
            } else {
                text.push(' ');
            }
            text.push_str(&written);
            pos.play_unchecked(m);
        }
        let read = import_game(&text);
        prop_assert!(read.is_ok(), "{}\n{:?}", text, read.err().map(|e| e.message(jipu::Lang::En)));
        if let Ok(read) = read {
            prop_assert_eq!(read.game.mainline_moves(), game.mainline_moves(), "{}", text);
        }
    }
}
