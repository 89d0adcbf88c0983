//! Typing in the window as a person types: one key a frame, after every way the keyboard can be taken away from the
//! move box (a drag, a click-click move, a click in the move list, a button, Escape, a closed dialog, Tab), and
//! through an input method that composes pinyin before it commits 马. Every key must land in the box, in order.

use crate::common::window::*;
use egui::{Event, ImeEvent};
use egui_kittest::kittest::Queryable;
use shakmaty::Square;

#[test]
fn keys_after_a_drag_and_a_click_click_move_land_in_order() {
    let mut h = harness(english());
    drag(&mut h, Square::E2, Square::E4);
    type_keys(&mut h, "e5");
    click(&mut h, Square::G1);
    click(&mut h, Square::F3);
    type_keys(&mut h, "Nc6");
    assert_eq!(moves_en(&h), "1. e4 e5 2. Nf3 Nc6");
}

#[test]
fn keys_after_a_click_in_the_move_list_and_a_button_land_in_order() {
    let mut h = harness(english_with("1. e4 e5 2. Nf3 Nc6"));
    h.get_by_label("Nc6").click();
    h.run();
    type_keys(&mut h, "Bc4");
    h.get_by_label("Flip board").click();
    h.run();
    type_keys(&mut h, "Bc5");
    assert_eq!(moves_en(&h), "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5");
    assert!(h.state().flipped());
}

#[test]
fn escape_clears_a_bad_entry_and_keys_after_it_land_in_order() {
    let mut h = harness(english());
    type_keys(&mut h, "Qz");
    assert_eq!(h.state().entry().text(), "Qz");
    let (stop, read) = h.state().entry().stop().expect("Qz cannot be right");
    assert!(
        stop.reason(read, jipu::Lang::En)
            .starts_with("1. White `Qz`"),
        "{}",
        stop.reason(read, jipu::Lang::En)
    );
    h.key_press(egui::Key::Escape);
    h.run();
    assert_eq!(h.state().entry().text(), "", "Escape clears the box");
    type_keys(&mut h, "d4");
    assert_eq!(moves_en(&h), "1. d4");
}

#[test]
fn keys_after_a_closed_dialog_and_after_tab_land_in_the_box() {
    let mut h = harness(english());
    h.get_by_label("Paste a game…").click();
    h.run();
    h.get_by_label("Cancel").click();
    h.run();
    type_keys(&mut h, "c4");
    // Tab moves the keyboard to a button; a letter typed then still goes into the box, at its cursor.
    h.key_press(egui::Key::Tab);
    h.run();
    type_keys(&mut h, "Nf6");
    assert_eq!(moves_en(&h), "1. c4 Nf6");
}

#[test]
fn a_move_played_by_dragging_clears_what_was_typed() {
    let mut h = harness(english());
    type_keys(&mut h, "N");
    drag(&mut h, Square::E2, Square::E4);
    assert_eq!(moves_en(&h), "1. e4");
    assert_eq!(
        h.state().entry().text(),
        "",
        "the box is empty after a move"
    );
    type_keys(&mut h, "c5");
    assert_eq!(moves_en(&h), "1. e4 c5");
}

#[test]
fn a_chinese_input_method_types_from_the_board_without_a_click_in_the_box() {
    let mut h = harness(english_with("1. e4 e5"));
    // The board was clicked last: the keyboard is not in the box.
    click(&mut h, Square::A5);
    // Pinyin `m`, `ma` composed, then 马 committed — as fcitx5 sends them — then `f`, `3` typed.
    for event in [
        Event::Ime(ImeEvent::Preedit {
            text: "m".into(),
            active_range_chars: None,
        }),
        Event::Ime(ImeEvent::Preedit {
            text: "ma".into(),
            active_range_chars: None,
        }),
        Event::Ime(ImeEvent::Commit("马".into())),
    ] {
        h.event(event);
        h.run();
        assert_eq!(
            moves_en(&h),
            "1. e4 e5",
            "nothing is played while composing"
        );
    }
    assert_eq!(h.state().entry().text(), "马");
    type_keys(&mut h, "f3");
    assert_eq!(moves_en(&h), "1. e4 e5 2. Nf3");
}

#[test]
fn arrows_act_on_the_game_while_the_box_is_empty_and_on_the_text_while_it_is_not() {
    let mut h = harness(english_with("1. e4 e5 2. Nf3"));
    h.key_press(egui::Key::ArrowLeft);
    h.run();
    assert_eq!(h.state().game().tree.path_to(h.state().cursor()).len(), 2);
    type_keys(&mut h, "Nc");
    h.key_press(egui::Key::ArrowLeft);
    h.run();
    assert_eq!(
        h.state().game().tree.path_to(h.state().cursor()).len(),
        2,
        "the arrow moved the text cursor, not the game"
    );
    type_keys(&mut h, "6");
    // The cursor was between N and c: `N6c` fits no move; the text is as typed, in order.
    assert_eq!(h.state().entry().text(), "N6c");
}

#[test]
fn a_move_no_piece_can_make_says_why_and_offers_the_move_meant() {
    let mut h = harness(english_with("1. e4 e5"));
    type_keys(&mut h, "Ng5");
    assert_eq!(h.state().entry().text(), "Ng5", "nothing is played");
    assert!(
        h.query_by_label_contains("knight").is_some(),
        "the reason names the piece"
    );
    h.get_by_label("Nf3").click();
    h.run();
    assert_eq!(moves_en(&h), "1. e4 e5 2. Nf3");
    assert_eq!(h.state().entry().text(), "", "a played move clears the box");
}

#[test]
fn capitals_and_a_bishop_written_with_a_small_b_are_played() {
    let mut h = harness(english_with("1. e4 e5 2. Nf3 Nc6 3. Bc4 d5"));
    type_keys(&mut h, "bxd5");
    assert_eq!(moves_en(&h), "1. e4 e5 2. Nf3 Nc6 3. Bc4 d5 4. Bxd5");
    type_keys(&mut h, "G8F6");
    assert_eq!(moves_en(&h), "1. e4 e5 2. Nf3 Nc6 3. Bc4 d5 4. Bxd5 Nf6");
}

#[test]
fn at_a_stop_the_correction_takes_the_keys_and_enter_reads_it() {
    let mut h = harness(english());
    h.event(Event::Paste("1. e4 e5 2. Nf3 Nc6 3. Bb9 a6".into()));
    settle(&mut h);
    h.run();
    assert!(
        h.state().dialogs().paste().stop().is_some(),
        "stopped at Bb9"
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    type_keys(&mut h, "Bb5");
    h.key_press(egui::Key::Enter);
    // The text is read again on another thread: frames until it is (`run` alone raced it).
    settle(&mut h);
    assert_eq!(moves_en(&h), "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6");
}
