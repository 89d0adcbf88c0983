//! Whole games as people write them: every move-number style, separator, result and wrapper; a paper game
//! with a wrong move stops exactly there, and the caller can fix it and go on.

use jipu::Lang;
use jipu::notation::{
    ImportError, NotationStyle, Problem, import_game, write_move, write_move_line,
};
use pgn_reader::Nag;
use shakmaty::Color;

const EN: &str = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7";

fn reads_as(text: &str, want: &str) {
    let game = match import_game(text) {
        Ok(imported) => imported.game,
        Err(e) => panic!("`{text}` should read: {e}"),
    };
    assert_eq!(write_move_line(&game, NotationStyle::En), want, "{text}");
}

#[test]
fn every_move_number_style_and_separator() {
    for text in [
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7",
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7",
        "1. e4 1... e5 2. Nf3 2... Nc6 3. Bb5 3... a6 4. Ba4 4... Nf6 5. O-O 5... Be7",
        "1) e4 e5 2) Nf3 Nc6 3) Bb5 a6 4) Ba4 Nf6 5) 0-0 Be7",
        "①e4 e5 ②Nf3 Nc6 ③Bb5 a6 ④Ba4 Nf6 ⑤0-0 Be7",
        "① e4, e5; ② Nf3, Nc6; ③ Bb5, a6; ④ Ba4, Nf6; ⑤ 0-0, Be7",
        "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 a6\n4. Ba4 Nf6\n5. O-O Be7\n",
        "１．ｅ４　ｅ５　２．马ｆ３　马ｃ６　３．象ｂ５　ａ６　４．象ａ４　马ｆ６　５．０－０　象ｅ７",
        "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5 a7-a6 4. Bb5-a4 Ng8-f6 5. 0-0 Bf8-e7",
        "1. e2—e4 e7—e5 2. 马g1—f3 马b8—c6 3. 象f1—b5 a7—a6 4. 象b5—a4 马g8—f6 5. 王车易位 象f8—e7",
        "5254 5755 7163 2836 6125 1716 2514 7866 5171 6857",
        "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7",
        "1 e4 e5 2 Nf3 Nc6 3 Bb5 a6 4 Ba4 Nf6 5 O-O Be7",
        "1.e4，e5 2.Nf3，Nc6 3.Bb5，a6 4.Ba4，Nf6 5.O-O，Be7",
        "[pgn]1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7[/pgn]",
    ] {
        reads_as(text, EN);
    }
}

#[test]
fn every_result_spelling() {
    for (written, result) in [
        ("1-0", "1-0"),
        ("0-1", "0-1"),
        ("1/2-1/2", "1/2-1/2"),
        ("½-½", "1/2-1/2"),
        ("1:0", "1-0"),
        ("0:1", "0-1"),
        ("1/2:1/2", "1/2-1/2"),
        ("(1／2—1／2)", "1/2-1/2"),
        ("*", "*"),
    ] {
        let game = import_game(&format!("1. e4 e5 {written}")).unwrap().game;
        assert_eq!(game.tags.get("Result"), Some(result), "{written}");
        assert_eq!(game.mainline_moves().len(), 2);
    }
}

#[test]
fn comments_tags_annotations_and_variations_are_kept() {
    let text = "[Event \"城市锦标赛\"]\n[White \"王一\"]\n[Black \"Li Er\"]\n\n{开局} 1. e4! {好棋 [%clk 1:29:50]} e5 (1... c5 {西西里} 2. Nf3) 2. Nf3 $14 Nc6?! 1/2-1/2";
    let game = import_game(text).unwrap().game;
    assert_eq!(game.tags.get("Event"), Some("城市锦标赛"));
    assert_eq!(game.tags.get("White"), Some("王一"));
    assert_eq!(game.comment.as_deref(), Some("开局"));
    let main = game.tree.mainline();
    assert_eq!(main.len(), 4);
    let e4 = game.tree.notes(main[0]);
    assert_eq!(e4.nags, vec![Nag::GOOD_MOVE]);
    assert_eq!(e4.comment.as_deref(), Some("好棋"));
    assert_eq!(e4.clock, Some(std::time::Duration::from_secs(5390)));
    assert_eq!(
        game.tree.children(main[0]).count(),
        2,
        "1... c5 is a variation"
    );
    let c5 = game.tree.children(main[0]).nth(1).unwrap();
    assert_eq!(game.tree.notes(c5).comment.as_deref(), Some("西西里"));
    assert_eq!(game.tree.children(c5).count(), 1);
    assert_eq!(game.tree.notes(main[2]).nags, vec![Nag(14)]);
    assert_eq!(game.tree.notes(main[3]).nags, vec![Nag::DUBIOUS_MOVE]);
    assert_eq!(game.tags.get("Result"), Some("1/2-1/2"));
}

#[test]
fn a_paper_game_with_a_wrong_move_stops_exactly_there() {
    // Move 9: the sheet says e2-e3, but the e-pawn left e2 at move 1; c2-c3 was meant.
    let text = "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5 a7-a6 4. Bb5-a4 Ng8-f6 5. 0-0 Bf8-e7 \
                6. Rf1-e1 b7-b5 7. Ba4-b3 d7-d6 8. h2-h3 0-0 9. e2—e3 Nc6-a5 10. Bb3-c2 c7-c5 1-0";
    let Err(ImportError::Stopped(stop)) = import_game(text) else {
        panic!("the game must stop at move 9");
    };
    assert_eq!(stop.move_number, 9);
    assert_eq!(stop.side, Color::White);
    assert_eq!(stop.written, "e2—e3");
    assert_eq!(
        stop.game().mainline_moves().len(),
        16,
        "the moves before it are kept"
    );
    assert_eq!(
        stop.rest.trim(),
        "Nc6-a5 10. Bb3-c2 c7-c5 1-0",
        "the rest is kept untouched"
    );
    assert_eq!(
        &text[stop.offset..stop.offset + stop.written.len()],
        "e2—e3"
    );
    let offered: Vec<String> = stop
        .offered()
        .iter()
        .map(|&m| write_move(stop.position(), m, NotationStyle::En))
        .collect();
    assert_eq!(
        offered[0], "c3",
        "the spec's own example: c3 first, {offered:?}"
    );
    assert_eq!(
        stop.message(Lang::En).split(';').next().unwrap(),
        "9. White `e2—e3`: there is no white piece on e2"
    );
    assert!(
        stop.message(Lang::Zh)
            .starts_with("第9回合 白方 `e2—e3`：e2 格上没有白方的棋子")
    );
    // Accept the suggestion and the import finishes.
    let c3 = stop.offered()[offered.iter().position(|s| s == "c3").unwrap()];
    let done = stop.resume_with_move(c3).unwrap().game;
    assert_eq!(done.mainline_moves().len(), 20);
    assert_eq!(done.tags.get("Result"), Some("1-0"));
}

#[test]
fn a_stop_can_be_fixed_by_typing_a_correction() {
    let Err(ImportError::Stopped(stop)) = import_game("1. e4 e5 2. Nf3 Nc6 3. Bb6 a6 4. Ba4")
    else {
        panic!()
    };
    let done = stop.resume_with_text("象b5").unwrap().game;
    assert_eq!(
        write_move_line(&done, NotationStyle::Zh),
        "1. e4 e5 2. 马f3 马c6 3. 象b5 a6 4. 象a4"
    );
}

#[test]
fn an_ambiguous_move_stops_with_its_candidates() {
    let Err(ImportError::Stopped(stop)) = import_game("1. Nc3 a6 2. Nf3 a5 3. Ng5 a4 4. Ne4 Ra5")
    else {
        panic!()
    };
    let Problem::Ambiguous(c) = &stop.problem else {
        panic!()
    };
    assert_eq!(c.len(), 2);
    assert!(stop.message(Lang::En).contains("Nce4, Nge4"));
    let first = c[1];
    let done = stop.resume_with_move(first).unwrap().game;
    assert_eq!(done.mainline_moves().len(), 8);
}

#[test]
fn a_bad_start_position_is_a_clear_error() {
    let err = import_game("[FEN \"not a fen\"]\n1. e4").unwrap_err();
    assert!(matches!(err, ImportError::BadStart(_)));
    assert!(err.to_string().contains("not a fen"));
}

#[test]
fn a_game_from_a_position() {
    let text = "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]\n1... Kd7 2. e4 Kc6 *";
    let game = import_game(text).unwrap().game;
    assert_eq!(
        write_move_line(&game, NotationStyle::Zh),
        "1... 王d7 2. e4 王c6"
    );
}
