//! Issue 10, "Reading every sheet": the four classes of book and scoresheet text that used to stop the import —
//! move numbers glued to moves, en passant written as a separate word, UCI underpromotion, moves glued with no
//! separator — each read whole in every listed variant, in Chinese and English styles.

use jipu::Lang;
use jipu::notation::{ImportError, NotationStyle, Stop, import_game, write_move_line};

/// The game of the glued-moves class, as SAN.
const GAME: &str = "1. e4 e6 2. d4 Be7 3. Nf3 Nf6 4. Bd3 O-O 5. e5 Ne8 6. c3 c5 7. Bb5 a6 8. Ba4 b5 \
                    9. Bb3 d5 10. exd6 Nxd6 11. O-O cxd4 12. cxd4 Ra7 13. Nc3 Rb7";

fn reads(text: &str) -> String {
    match import_game(text) {
        Ok(imported) => write_move_line(&imported.game, NotationStyle::En),
        Err(e) => panic!("`{text}` should read whole: {}", e.message(Lang::En)),
    }
}

fn stops(text: &str) -> Box<Stop> {
    match import_game(text) {
        Err(ImportError::Stopped(stop)) => stop,
        Ok(i) => panic!(
            "`{text}` should stop, read {}",
            write_move_line(&i.game, NotationStyle::En)
        ),
        Err(e) => panic!("`{text}`: {e}"),
    }
}

const RUY: &str = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6";

#[test]
fn move_numbers_glued_to_moves_before_or_after() {
    for text in [
        // Full notation as books print it: the circled number right after the previous move.
        "①e2—e4 e7—e5②马g1—f3 马b8—c6 ③象f1—b5 a7—a6④象b5—a4 马g8—f6⑤0—0 象f8—e7⑥车f1—e1 b7—b5⑦象a4—b3 d7—d6",
        "①e2—e4 e7—e5 ②马g1—f3 马b8—c6 ③象f1—b5 a7—a6 ④象b5—a4 马g8—f6 ⑤0—0 象f8—e7 ⑥车f1—e1 b7—b5 ⑦象a4—b3 d7—d6",
        "①e2—e4 e7—e5②.马g1—f3 马b8—c6③.象f1—b5 a7—a6④.象b5—a4 马g8—f6⑤.0—0 象f8—e7⑥.车f1—e1 b7—b5⑦.象a4—b3 d7—d6",
        "①e4 e5② 马f3 马c6③ 象b5 a6④ 象a4 马f6⑤ 0-0 象e7⑥ 车e1 b5⑦ 象b3 d6",
        "①e4 ①…e5 ②马f3 ②…马c6 ③象b5 ③…a6 ④象a4 ④…马f6 ⑤0-0 ⑤…象e7 ⑥车e1 ⑥…b5 ⑦象b3 ⑦…d6",
        "①e2—e4 e7—e5②马g1—f3 马b8—c6③象f1—b5 a7—a6④象b5—a4 马g8—f6⑤0—0 象f8—e7⑥车f1—e1 b7—b5⑦象a4—b3…d7—d6",
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6",
        "1.e4 1...e5 2.Nf3 2...Nc6 3.Bb5 3...a6 4.Ba4 4...Nf6 5.O-O 5...Be7 6.Re1 6...b5 7.Bb3 7...d6",
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 7…d6",
        "1.e4 e52.Nf3 Nc63.Bb5 a64.Ba4 Nf65.O-O Be76.Re1 b57.Bb3 d6",
        "第1回合 e4 e5 第2回合 马f3 马c6 第3回合 象b5 a6 第4回合 象a4 马f6 第5回合 0-0 象e7 第6回合 车e1 b5 第7回合 象b3 d6",
        "第1回合e4 e5第2回合马f3 马c6第3回合象b5 a6第4回合象a4 马f6第5回合0-0 象e7第6回合车e1 b5第7回合象b3 d6",
        "1 e4 e5\n2 Nf3 Nc6\n3 Bb5 a6\n4 Ba4 Nf6\n5 O-O Be7\n6 Re1 b5\n7 Bb3 d6\n",
        "1) e4 e5 2) Nf3 Nc6 3) Bb5 a6 4) Ba4 Nf6 5) 0-0 Be7 6) Re1 b5 7) Bb3 d6",
        "1)e4 e5 2)Nf3 Nc6 3)Bb5 a6 4)Ba4 Nf6 5)0-0 Be7 6)Re1 b5 7)Bb3 d6",
        "１．ｅ４ ｅ５２．马ｆ３ 马ｃ６３．象ｂ５ ａ６４．象ａ４ 马ｆ６５．０－０ 象ｅ７６．车ｅ１ ｂ５７．象ｂ３ ｄ６",
        "1.e4，e5，2.马f3，马c6；3.象b5，a6；4.象a4，马f6；5.0-0，象e7；6.车e1，b5；7.象b3，d6",
        "1.e2-e4 e7-e5 2.Ng1-f3 Nb8-c6 3.Bf1-b5 a7-a6 4.Bb5-a4 Ng8-f6 5.0-0 Bf8-e7 6.Rf1-e1 b7-b5 7.Ba4-b3 d7-d6",
    ] {
        assert_eq!(reads(text), RUY, "{text}");
    }
    // The spec's own shapes: `e5②`, `e5 ②`, `e5②.`, `…0—0⑦车f1—e1`.
    assert_eq!(reads("①e4 e5②马f3"), "1. e4 e5 2. Nf3");
    assert_eq!(reads("①e4 e5 ②马f3"), "1. e4 e5 2. Nf3");
    assert_eq!(reads("①e4 e5②.马f3"), "1. e4 e5 2. Nf3");
    assert_eq!(
        reads("①e4 e5②马f3 马c6③象c4 象c5④0-0 马f6⑤d3 d6⑥马c3…0—0⑦车f1—e1"),
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. d3 d6 6. Nc3 O-O 7. Re1"
    );
}

#[test]
fn en_passant_written_as_a_separate_word() {
    let before = "1. e4 a6 2. e5 d5 3.";
    for ep in [
        "e5xd6 ep",
        "e5:d6 e.p.",
        "exd6 (e.p.)",
        "e5×d6（e．p．）",
        "e5xd6 e.p",
        "exd6 ep.",
        "e5×d6(e．p．)",
        "exd6e.p.",
    ] {
        assert_eq!(
            reads(&format!("{before} {ep} 马f6")),
            "1. e4 a6 2. e5 d5 3. exd6 Nf6",
            "{ep}"
        );
    }
    // The mark on a move that takes nothing en passant: the sheet is wrong there, in both languages.
    let stop = stops("1. e4 d5 2. exd5 e.p. Nf6");
    assert_eq!(stop.move_number, 2);
    assert_eq!(stop.written, "exd5 e.p.");
    assert_eq!(
        stop.message(Lang::En),
        "2. White `exd5 e.p.`: it is marked en passant, but it is not an en passant capture; did you mean: exd5"
    );
    assert!(
        stop.message(Lang::Zh)
            .contains("标为吃过路兵，但这步棋不是吃过路兵"),
        "{}",
        stop.message(Lang::Zh)
    );
    let offered = stop.offered()[0];
    let done = stop.resume_with_move(offered).unwrap().game;
    assert_eq!(
        write_move_line(&done, NotationStyle::En),
        "1. e4 d5 2. exd5 Nf6"
    );
}

#[test]
fn uci_underpromotion_in_either_case() {
    let white = "[FEN \"6nk/5P2/8/8/8/8/P4p2/K7 w - - 0 1\"]\n";
    let black = "[FEN \"4k3/P7/8/8/8/8/4p2p/1K6 b - - 0 1\"]\n";
    for (fen, text, want) in [
        (white, "f7g8b", "1. fxg8=B"),
        (white, "f7g8B", "1. fxg8=B"),
        (white, "f7g8n", "1. fxg8=N"),
        (white, "f7g8r", "1. fxg8=R+"),
        (white, "f7g8q", "1. fxg8=Q+"),
        (white, "f7f8b", "1. f8=B"),
        (white, "a2a4 f2f1n", "1. a4 f1=N"),
        (black, "e2e1b", "1... e1=B"),
        (black, "e2e1B", "1... e1=B"),
        (black, "h2h1r", "1... h1=R+"),
        (black, "h2h1R", "1... h1=R+"),
        (black, "e2e1b a7a8n", "1... e1=B 2. a8=N"),
    ] {
        let game = match import_game(&format!("{fen}{text}")) {
            Ok(i) => i.game,
            Err(e) => panic!("{text}: {e}"),
        };
        assert_eq!(write_move_line(&game, NotationStyle::En), want, "{text}");
    }
}

#[test]
fn moves_glued_with_no_separator() {
    for text in [
        // A book page that lost its spaces and line breaks: each move ends at its target square.
        "①e2—e4 e7—e6②d2—d4 象f8—e7③马g1—f3 马g8—f6④象f1—d3 0—0⑤e4—e5 马f6—e8⑥c2—c3 c7—c5⑦象d3—b5 a7—a6\
         ⑧象b5—a4 b7—b5象a4—b3 d7—d5 e5×d6(e．p．)马e8×d6 0—0c5×d4 c3×d4车a8—a7⑬马b1—c3 车a7—b7",
        "e2—e4e7—e6d2—d4象f8—e7马g1—f3马g8—f6象f1—d30—0e4—e5马f6—e8c2—c3c7—c5象d3—b5a7—a6象b5—a4b7—b5\
         象a4—b3d7—d5e5×d6(e．p．)马e8×d60—0c5×d4c3×d4车a8—a7马b1—c3车a7—b7",
        "e2e4e7e6d2d4f8e7g1f3g8f6f1d3e8g8e4e5f6e8c2c3c7c5d3b5a7a6b5a4b7b5a4b3d7d5e5d6e8d6e1g1c5d4c3d4a8a7b1c3a7b7",
        "1.e4e6 2.d4Be7 3.Nf3Nf6 4.Bd3O-O 5.e5Ne8 6.c3c5 7.Bb5a6 8.Ba4b5 9.Bb3d5 10.exd6e.p.Nxd6 11.O-Ocxd4 \
         12.cxd4Ra7 13.Nc3Rb7",
        "1.e4 e6 2.d4 Be7 3.Nf3 Nf6 4.Bd3 O-O 5.e5 Ne8 6.c3 c5 7.Bb5 a6 8.Ba4 b5 9.Bb3 d5 10.exd6 e.p. Nxd6 \
         11.O-O cxd4 12.cxd4 Ra7 13.Nc3 Rb7",
    ] {
        assert_eq!(reads(text), GAME, "{text}");
    }
    // Where two cuts are legal, the one that keeps the game legal is kept: `Bb5a6` is `Bb5` then `a6` here.
    assert_eq!(
        reads("1.e4e52.Nf3Nc63.Bb5a64.Ba4"),
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4"
    );
    // A wrong move inside a glued word stops there, with the rest of the word still to read.
    let stop = stops("1.e4e52.Nf3Nc63.Bb6a6");
    assert_eq!(stop.written, "Bb6");
    assert_eq!(stop.rest, "a6");
}

#[test]
fn a_from_square_glued_to_its_target_is_one_move_when_the_piece_stands_there() {
    // `Bb5a6` with the bishop already on b5 is the long move Bb5-a6, not `Bb5` then `a6`.
    assert_eq!(
        reads("1.e4 e5 2.Bb5 Nf6 3.Bb5a6 Nc6"),
        "1. e4 e5 2. Bb5 Nf6 3. Ba6 Nc6"
    );
    assert_eq!(
        reads("1.e4e52.Bc4Bc53.Qh5Nf64.Qh5f7"),
        "1. e4 e5 2. Bc4 Bc5 3. Qh5 Nf6 4. Qxf7# 1-0"
    );
}

#[test]
fn moves_from_square_to_square_in_capitals() {
    assert_eq!(
        reads("E2E4 E7E5 G1F3 B8C6 F1B5 A7A6"),
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6"
    );
    assert_eq!(
        reads("1. E2-E4 E7-E5 2. NG1-F3 b8c6"),
        "1. e4 e5 2. Nf3 Nc6"
    );
    assert_eq!(reads("Ｅ２Ｅ４ Ｅ７Ｅ５"), "1. e4 e5");
    // An underpromotion in capitals: the last `B` is the bishop the pawn becomes.
    let text = "[FEN \"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1\"]\n1. B7B8B Kd7";
    assert_eq!(reads(text), "1. b8=B Kd7");
}

#[test]
fn a_result_in_full_width_brackets_is_the_result() {
    for text in [
        "１．ｅ４　ｅ５　２．马ｆ３　马ｃ６（１／２—１／２）",
        "１．ｅ４　ｅ５　２．马ｆ３　马ｃ６ （１／２—１／２）",
        "1. e4 e5 2. Nf3 Nc6 （1/2-1/2）",
    ] {
        assert_eq!(reads(text), "1. e4 e5 2. Nf3 Nc6 1/2-1/2", "{text}");
    }
}

#[test]
fn a_game_ending_on_the_board_without_a_result_takes_the_board_s() {
    assert_eq!(reads("1.f3 e5 2.g4 Qh4#"), "1. f3 e5 2. g4 Qh4# 0-1");
    assert_eq!(reads("1.f3 e5 2.g4 Qh4"), "1. f3 e5 2. g4 Qh4# 0-1");
    // Stalemate is a draw.
    let text = "[FEN \"7k/8/6K1/8/8/8/8/5Q2 w - - 0 1\"]\n1. Qf7";
    assert_eq!(reads(text), "1. Qf7 1/2-1/2");
    // A result that is written stays as written; a game not ended stays open.
    for text in ["1.e4 e5 *", "1.e4 e5", "1.f3 e5 2.g4 Qh4# 1/2-1/2"] {
        let written = text.rsplit(' ').next().filter(|w| w.contains(['*', '/']));
        let imported = import_game(text).map(|i| i.game.tags.result().as_str().to_string());
        assert_eq!(
            imported.ok().as_deref(),
            Some(written.unwrap_or("*")),
            "{text}"
        );
    }
}

#[test]
fn a_miswritten_move_stops_the_game_instead_of_passing_for_prose() {
    // Each word has a move's shape but reads as none: the rest is not taken for a comment.
    for (text, written, meant) in [
        ("1. e4 e5 2. Nf3 Nc6 3. Bb9 a6 4. Ba4 Nf6", "Bb9", "Bb5"),
        ("1. e4 e5 2. Mf3 Nc6 3. Bb5", "Mf3", "Nf3"),
        ("1. e4 e5 2. Nf3 a9 3. Bc4", "a9", "a6"),
        ("1. e4 e5 2. Nf9 Nc6 3. Bb5", "Nf9", "Nf3"),
    ] {
        let stop = stops(text);
        assert_eq!(stop.written, written, "{text}");
        let first = stop.offered().first().copied();
        let first =
            first.map(|m| jipu::notation::write_move(stop.position(), m, NotationStyle::En));
        assert_eq!(first.as_deref(), Some(meant), "{text}");
        // Taking the suggestion reads the game to its end.
        let Some(mv) = stop.offered().first().copied() else {
            panic!("{text}: nothing offered")
        };
        assert!(stop.resume_with_move(mv).is_ok(), "{text}");
    }
}

#[test]
fn a_lower_case_b_that_no_pawn_can_be_is_the_bishop() {
    assert_eq!(
        reads("1. e4 e5 2. Nf3 Nc6 3. Bc4 d5 4. bxd5"),
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 d5 4. Bxd5"
    );
}
