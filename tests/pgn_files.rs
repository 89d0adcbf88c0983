//! PGN files: many games with variations, comments, NAGs and clocks survive a write and a read; GBK and
//! BOM files read; a broken game is reported with its number and line while the other games load.

use jipu::Lang;
use jipu::notation::{NotationStyle, write_move_line};
use jipu::pgn::{decode, read_games, read_pgn, write_games};
use std::time::Duration;

const TWO_GAMES: &str = r#"[Event "Club Championship 俱乐部赛"]
[Site "Beijing"]
[Date "2026.11.29"]
[Round "3"]
[White "Wang, Yi"]
[Black "Li \"The Rook\" Er"]
[Result "1-0"]
[Board "7"]
[TimeControl "5400+30"]
[WhiteTimeUsed "1:02:03"]
[BlackTimeUsed "1:20:00"]

{A game comment} 1. e4 {[%clk 1:30:20] [%emt 0:00:10]} 1... e5 {[%clk 1:30:25]} 2. Nf3 $1 Nc6 (2... d6 {Philidor} 3. d4 (3. Bc4 Be7) 3... exd4) (2... Nf6 $5) 3. Bb5 a6 $6
4. Ba4 Nf6 5. O-O {castles [%clk 1:20:00]} Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Na5 10. Bc2 c5 11. d4 Qc7 1-0

[Event "Rapid"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "A"]
[Black "B"]
[Result "1/2-1/2"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"]

1... Kd7 2. e4 Kc6 3. e5 Kd5 1/2-1/2
"#;

#[test]
fn a_multi_game_file_round_trips() {
    let first = read_pgn(TWO_GAMES);
    assert!(first.problems.is_empty(), "{:?}", first.problems);
    assert_eq!(first.games.len(), 2);
    let written = write_games(&first.games);
    let second = read_pgn(&written);
    assert!(second.problems.is_empty());
    assert_eq!(second.games.len(), 2);
    for (a, b) in first.games.iter().zip(&second.games) {
        assert!(a.same_as(b), "game changed in a round trip:\n{written}");
    }
    // Written once more, the text is stable.
    assert_eq!(write_games(&second.games), written);

    let g = &first.games[0];
    assert_eq!(g.tags.get("Black"), Some("Li \"The Rook\" Er"));
    assert_eq!(g.tags.get("Board"), Some("7"));
    assert_eq!(g.tags.time_control().unwrap().to_string(), "90′ + 30″");
    assert_eq!(
        g.tags.time_used(shakmaty::Color::White),
        Some(Duration::from_secs(3723))
    );
    assert_eq!(g.comment.as_deref(), Some("A game comment"));
    let main = g.tree.mainline();
    assert_eq!(main.len(), 22);
    assert_eq!(g.tree.notes(main[0]).clock, Some(Duration::from_secs(5420)));
    assert_eq!(g.tree.notes(main[0]).emt, Some(Duration::from_secs(10)));
    assert_eq!(g.tree.notes(main[2]).nags, vec![pgn_reader::Nag::GOOD_MOVE]);
    assert_eq!(
        g.tree.children(main[2]).count(),
        3,
        "two variations after 2. Nf3"
    );
    assert_eq!(g.tree.notes(main[8]).comment.as_deref(), Some("castles"));
    assert!(
        written.contains("(2... d6 {Philidor} 3. d4 (3. Bc4 Be7) 3... exd4)"),
        "{written}"
    );
    assert!(written.contains("{[%clk 1:30:20] [%emt 0:00:10]}"));

    let g2 = &first.games[1];
    assert!(!g2.is_standard_start());
    assert_eq!(
        write_move_line(g2, NotationStyle::En),
        "1... Kd7 2. e4 Kc6 3. e5 Kd5 1/2-1/2"
    );
}

#[test]
fn gbk_and_bom_files_read() {
    let text = "[Event \"全国锦标赛\"]\n[White \"王一\"]\n\n1. e4 e5 2. 马f3 马c6 1-0\n";
    let (gbk, _, _) = encoding_rs::GBK.encode(text);
    let decoded = decode(&gbk);
    assert_eq!(decoded.encoding, Some("GBK"));
    let file = read_games(&decoded.text);
    assert!(file.problems.is_empty());
    assert_eq!(file.games[0].tags.get("Event"), Some("全国锦标赛"));
    assert_eq!(file.games[0].mainline_moves().len(), 4);

    let mut bom = vec![0xEF, 0xBB, 0xBF];
    bom.extend_from_slice(text.as_bytes());
    let decoded = decode(&bom);
    assert_eq!(decoded.encoding, None);
    assert_eq!(
        read_games(&decoded.text).games[0].tags.get("White"),
        Some("王一")
    );
}

#[test]
fn a_broken_game_is_reported_with_its_number_and_line_and_the_others_load() {
    let text = "[Event \"one\"]\n\n1. e4 e5 2. Nf3 1-0\n\n\
                [Event \"two\"]\n\n1. d4 d5 2. c4 e6\n3. Nc3 Nf6 4. Bb6 Be7 0-1\n\n\
                [Event \"three\"]\n\n1. c4 c5 *\n";
    let file = read_pgn(text);
    assert_eq!(
        file.games.len(),
        3,
        "the broken game is kept up to its bad move"
    );
    assert_eq!(file.games[0].tags.get("Event"), Some("one"));
    assert_eq!(file.games[2].tags.get("Event"), Some("three"));
    assert_eq!(file.games[2].mainline_moves().len(), 2);
    assert_eq!(file.problems.len(), 1);
    let p = &file.problems[0];
    assert_eq!(p.game_number, 2);
    assert_eq!(p.line, 8);
    assert_eq!(file.games[1].mainline_moves().len(), 6);
    let msg = p.message(Lang::En);
    assert!(msg.starts_with("game 2, line 8: 4. White `Bb6`"), "{msg}");
    assert!(msg.contains("Bg5"), "{msg}");
    assert!(p.message(Lang::Zh).starts_with("第 2 局，第 8 行："));
}

#[test]
fn non_standard_notation_inside_a_pgn_file_is_read_by_the_forgiving_reader() {
    let text = "[Event \"Chinese sheet\"]\n\n1. e4 e5 2. 马f3 马c6 3. 象b5 a6 4. 0-0 1-0\n\n[Event \"long\"]\n\n1. e2-e4 e7-e5 *\n";
    let file = read_pgn(text);
    assert!(file.problems.is_empty(), "{:?}", file.problems);
    assert_eq!(file.games.len(), 2);
    assert_eq!(
        write_move_line(&file.games[0], NotationStyle::En),
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O 1-0"
    );
    assert_eq!(file.games[1].mainline_moves().len(), 2);
}

#[test]
fn nothing_in_a_pgn_makes_reading_panic() {
    for text in [
        "",
        "[",
        "[Event",
        "[Event \"unterminated",
        "1. e4 {never closed",
        "1. e4 (1. d4 (1. c4",
        "1. e4 ))))",
        "\u{0}\u{1}\u{2}binary\u{ff}",
        "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4",
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 5. e5",
        "$999 $ $$ {}{}{} ;;;",
        "%escape\n1. e4",
    ] {
        let file = read_games(text);
        let _ = write_games(&file.games);
        for p in &file.problems {
            let _ = p.message(Lang::En);
            let _ = p.message(Lang::Zh);
        }
        let file = read_pgn(text);
        let _ = write_games(&file.games);
    }
}

#[test]
fn one_game_is_written_back_with_every_other_game_unchanged_byte_for_byte() {
    let text = "[Event \"one\"]\n[White \"A\"]\n\n1. e4   e5 {odd  spacing kept} 2. Nf3 *\n\n\n\
                [Event \"two\"]\n\n1. d4 d5 *\n\n\
                [Event \"three\"]\n\n1. c4 {kept as is} c5 *\n";
    let file = read_pgn(text);
    assert_eq!(file.games.len(), 3);
    let mut second = file.games[1].clone();
    second.tags.set("White", "王一");
    let written = file.with_game_replaced(text, 1, &second);
    let first_end = written.find("[Event \"two\"]").unwrap();
    assert_eq!(
        &written[..first_end],
        &text[..text.find("[Event \"two\"]").unwrap()]
    );
    let third_at = written.find("[Event \"three\"]").unwrap();
    assert_eq!(
        &written[third_at..],
        &text[text.find("[Event \"three\"]").unwrap()..]
    );
    let again = read_pgn(&written);
    assert_eq!(again.games.len(), 3);
    assert_eq!(again.games[1].tags.get("White"), Some("王一"));
}
