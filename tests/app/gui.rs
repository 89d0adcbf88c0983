//! The desktop window driven as a person would: dragging and clicking pieces, typing moves, pasting a paper
//! game, switching the language. Runs headless (egui_kittest), with the CJK font loaded.

use crate::common::window::*;
use egui::{Event, Modifiers};
use egui_kittest::kittest::Queryable;
use jipu::Lang;
use jipu::app::AppState;
use jipu::notation::{NotationStyle, import_game};
use shakmaty::{Position, Square};

#[test]
fn dragging_e2_to_e4_plays_e4() {
    let mut h = harness(english());
    drag(&mut h, Square::E2, Square::E4);
    assert_eq!(moves_en(&h), "1. e4");
    assert!(h.query_by_label("e4").is_some(), "the move list shows it");
}

#[test]
fn click_then_click_plays_a_move() {
    let mut h = harness(english());
    click(&mut h, Square::G1);
    assert_eq!(h.state().board().selected(), Some(Square::G1));
    click(&mut h, Square::F3);
    assert_eq!(moves_en(&h), "1. Nf3");
}

#[test]
fn an_illegal_drop_changes_nothing() {
    let mut h = harness(english());
    drag(&mut h, Square::E2, Square::E5);
    drag(&mut h, Square::E7, Square::E5);
    assert_eq!(moves_en(&h), "");
    assert_eq!(h.state().position(), &shakmaty::Chess::default());
}

#[test]
fn a_promotion_by_drag_asks_for_the_piece() {
    let state = english_with("[FEN \"7k/4P3/8/8/8/8/8/K7 w - - 0 1\"]");
    let mut h = harness(state);
    drag(&mut h, Square::E7, Square::E8);
    assert!(
        h.state().board().promotion().is_some(),
        "the piece is asked"
    );
    assert_eq!(moves_en(&h), "", "nothing is played before the choice");
    // Escape takes the pawn back; so does a click on the board beside the pieces.
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.state().board().promotion().is_none(), "Escape cancels");
    assert_eq!(moves_en(&h), "");
    drag(&mut h, Square::E7, Square::E8);
    assert!(h.state().board().promotion().is_some());
    let beside = center(&h, Square::A4);
    click_at(&mut h, beside);
    h.run();
    assert!(
        h.state().board().promotion().is_none(),
        "a click beside cancels"
    );
    assert_eq!(moves_en(&h), "");
    drag(&mut h, Square::E7, Square::E8);
    h.get_by_label("Promote to knight").click();
    h.run();
    // King and knight against a lone king: a dead position, drawn by the rules at once.
    assert_eq!(moves_en(&h), "1. e8=N 1/2-1/2");
}

#[test]
fn castling_by_dragging_the_king_two_squares_or_onto_its_rook() {
    let text = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5";
    for target in [Square::G1, Square::H1] {
        let mut h = harness(english_with(text));
        drag(&mut h, Square::E1, target);
        assert!(
            moves_en(&h).ends_with("4. O-O"),
            "{target}: {}",
            moves_en(&h)
        );
    }
}

#[test]
fn typing_ma_f3_and_nf3_each_play_nf3() {
    // Typing with the board focused lands in the move box; a complete move is played at once.
    for typed in ["nf3", "马f3", "Ｎｆ３"] {
        let mut h = harness(english());
        h.event(Event::Text(typed.to_string()));
        h.run();
        assert_eq!(moves_en(&h), "1. Nf3", "typed {typed}");
        assert!(h.state().entry().text().is_empty());
    }
    // Key by key, as a Chinese input method commits.
    let mut h = harness(english());
    for part in ["马", "f", "3"] {
        h.event(Event::Text(part.to_string()));
        h.run();
    }
    assert_eq!(moves_en(&h), "1. Nf3");
    // Enter plays the first candidate: `e` then Enter is e5.
    h.event(Event::Text("e".into()));
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(moves_en(&h), "1. Nf3 e5", "e5 comes before e6");
}

/// Clicks the paste dialog's text box and types into it.
fn type_into_paste(h: &mut egui_kittest::Harness<'_, AppState>, text: &str) {
    h.get_by_role_and_label(
        egui::Role::MultilineTextInput,
        "Paste or type a whole game, in any notation",
    )
    .click();
    h.run();
    h.get_by_role_and_label(
        egui::Role::MultilineTextInput,
        "Paste or type a whole game, in any notation",
    )
    .type_text(text);
    h.run();
}

#[test]
fn a_pasted_game_with_one_wrong_move_stops_there_and_the_first_suggestion_finishes_it() {
    let mut h = harness(english());
    h.get_by_label("Paste a game…").click();
    h.run();
    assert!(h.state().dialogs().paste().is_open());
    type_into_paste(
        &mut h,
        "1. e4 e5 2. Nf3 Nc6 3. Bb6 a6 4. Ba4 Nf6 5. O-O Be7 1/2-1/2",
    );
    h.get_by_label("Import").click();
    settle(&mut h);
    let stop = h
        .state()
        .dialogs()
        .paste()
        .stop()
        .expect("the import stops at Bb6");
    assert_eq!(stop.move_number, 3);
    assert!(
        h.query_by_label_contains("3. White Bb6").is_some(),
        "the dialog says where and why"
    );
    // The suggestions are buttons; the first is Bb5.
    h.get_by_label("Bb5").click();
    settle(&mut h);
    assert!(
        !h.state().dialogs().paste().is_open(),
        "the import finished"
    );
    assert_eq!(
        moves_en(&h),
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1/2-1/2"
    );
}

#[test]
fn cancelling_the_paste_dialog_keeps_the_text() {
    let mut h = harness(english());
    h.get_by_label("Paste a game…").click();
    h.run();
    type_into_paste(&mut h, "1. d4 d5 2. c4");
    h.get_by_label("Cancel").click();
    h.run();
    assert!(!h.state().dialogs().paste().is_open());
    h.get_by_label("Paste a game…").click();
    h.run();
    assert_eq!(h.state().dialogs().paste().text(), "1. d4 d5 2. c4");
}

#[test]
fn switching_the_language_changes_the_labels_and_the_move_list() {
    let mut h = harness(english());
    drag(&mut h, Square::G1, Square::F3);
    assert!(h.query_by_label("Nf3").is_some());
    assert!(h.query_by_label("Flip board").is_some());
    h.get_by_label("中文界面").click();
    h.run();
    assert_eq!(h.state().lang(), Lang::Zh);
    assert!(h.query_by_label("翻转棋盘").is_some());
    assert!(h.query_by_label("Flip board").is_none());
    assert!(
        h.query_by_label("Nf3").is_some(),
        "the move list keeps its own notation: the interface and the notation are chosen apart"
    );
    assert!(
        h.query_by_label("棋盘").is_some(),
        "the board's name is in Chinese"
    );
    h.get_by_label("中文").click();
    h.run();
    assert!(
        h.query_by_label("马f3").is_some(),
        "the move list in Chinese"
    );
    // Both side by side.
    h.get_by_label("双语").click();
    h.run();
    assert!(h.query_by_label("Nf3 马f3").is_some());
}

#[test]
fn arrows_home_and_end_navigate_and_a_move_from_the_past_starts_a_variation() {
    let mut h = harness(english_with("1. e4 e5 2. Nf3 Nc6"));
    h.key_press(egui::Key::Home);
    h.run();
    assert_eq!(h.state().position(), &shakmaty::Chess::default());
    h.key_press(egui::Key::ArrowRight);
    h.run();
    h.key_press(egui::Key::ArrowRight);
    h.run();
    assert_eq!(h.state().position().fullmoves().get(), 2);
    h.key_press(egui::Key::ArrowLeft);
    h.run();
    // 1... c5 instead of 1... e5: a variation, the game stays.
    drag(&mut h, Square::C7, Square::C5);
    assert_eq!(moves_en(&h), "1. e4 e5 2. Nf3 Nc6", "the main line is kept");
    assert!(
        h.query_by_label("1... c5").is_some(),
        "the variation is shown"
    );
    h.key_press(egui::Key::End);
    h.run();
    h.key_press_modifiers(Modifiers::SHIFT, egui::Key::F);
    h.run();
    assert!(h.state().flipped());
    assert!(
        h.state().entry().text().is_empty(),
        "Shift+F flips, it is not typed"
    );
}

#[test]
fn the_move_list_menu_annotates_and_deletes() {
    let mut h = harness(english_with("1. e4 e5 2. Nf3 Nc6"));
    h.get_by_label("Nf3").click_secondary();
    h.run();
    h.get_by_label("!?").click();
    h.run();
    assert!(h.query_by_label("Nf3!?").is_some());
    h.get_by_label("Nf3!?").click_secondary();
    h.run();
    h.get_by_label("Delete from here").click();
    h.run();
    assert_eq!(moves_en(&h), "1. e4 e5");
}

#[test]
fn nothing_repaints_while_nothing_changes() {
    let mut h = harness(english_with("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6"));
    h.run();
    h.step();
    assert!(
        !h.ctx.has_requested_repaint(),
        "an idle window must not ask to be drawn again"
    );
}

#[test]
fn a_paper_game_is_entered_with_no_more_keys_than_its_san_has_characters() {
    use jipu::notation::write_move;
    let text = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O \
                9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4 15. Nb1 h6 \
                16. Bh4 c5 17. dxe5 Nxe4 18. Bxe7 Qxe7 19. exd6 Qf6 20. Nbd2 Nxd6";
    let game = import_game(text).unwrap().game;
    for (lang, style) in [(Lang::En, NotationStyle::En), (Lang::Zh, NotationStyle::Zh)] {
        let mut h = harness(AppState::new(lang));
        let (mut keys, mut san_chars) = (0, 0);
        let mut pos = game.start().clone();
        for m in game.mainline_moves() {
            san_chars += write_move(&pos, m, NotationStyle::En).chars().count();
            // What a fast typist writes: no capture or check marks, castling as 00.
            let typed: String = write_move(&pos, m, style)
                .replace("O-O", "00")
                .replace("0-0", "00")
                .chars()
                .filter(|c| !matches!(c, 'x' | '+' | '#' | '='))
                .collect();
            let before = h.state().game().tree.mainline_len();
            for ch in typed.chars() {
                h.event(Event::Text(ch.to_string()));
                h.run();
                keys += 1;
            }
            if h.state().game().tree.mainline_len() == before {
                h.key_press(egui::Key::Enter);
                h.run();
                keys += 1;
            }
            pos.play_unchecked(m);
        }
        assert_eq!(
            h.state().game().mainline_moves(),
            game.mainline_moves(),
            "{lang:?}"
        );
        assert!(
            keys <= san_chars,
            "{lang:?}: {keys} keys for {san_chars} characters of SAN"
        );
    }
}

#[test]
fn the_bar_wraps_a_group_whole_onto_the_next_row_and_the_language_first() {
    // At the window's first size, in English, the bar holds the language's switch whole, inside the window.
    let h = harness(english());
    let switch = h.get_by_label("中文界面").rect();
    assert!(
        switch.right() <= 1120.0,
        "the switch is inside the window: {switch:?}"
    );
    // Narrower, the groups go onto a second row, each whole on its row, and nothing is cut off at the edge.
    let h = harness_sized(english(), [900.0, 700.0]);
    let engine = h.get_by_label("Engine").rect();
    assert!(engine.right() <= 900.0);
    let moves = h.get_by_label("Moves:").rect();
    assert!(moves.top() > engine.bottom(), "on the next row: {moves:?}");
    for label in ["中文界面", "English", "Both", "Dark"] {
        let rect = h.get_by_label(label).rect();
        assert!(rect.right() <= 900.0, "{label} at {rect:?}");
    }
    let both = h.get_by_label("Both").rect();
    assert!(
        (both.center().y - moves.center().y).abs() < 1.0,
        "the group whole on one row: {moves:?} {both:?}"
    );
    // Wide, all three groups on one row.
    let h = harness_sized(english(), [1400.0, 760.0]);
    let engine = h.get_by_label("Engine").rect();
    for label in ["中文界面", "English", "Both", "Dark"] {
        let rect = h.get_by_label(label).rect();
        assert!(rect.right() <= 1400.0, "{label} at {rect:?}");
        assert!(rect.top() < engine.bottom(), "{label} on the first row");
    }
}
