//! The board editor (issue 26): pieces dragged from a palette onto the board, from square to square and off it, or
//! put with clicks; the side to move, castling rights and the en passant square offered only where the pieces allow
//! them; the FEN shown and typed; a game started from the position — in both languages.

use crate::common::window::*;
use egui::{Pos2, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use jipu::Lang;
use jipu::app::EditorMessage;
use jipu::app::{AppState, Command, MoveListMode, Settings};
use shakmaty::{Position, Square};

fn editor_rect(h: &Harness<'_, AppState>) -> Rect {
    let name = h.state().lang().text(jipu::Key::EditorBoardName);
    h.get_by_label(name).rect()
}

/// The centre of a square of the editor's board, White at the bottom.
fn square(h: &Harness<'_, AppState>, sq: Square) -> Pos2 {
    let r = editor_rect(h);
    let s = r.width() / 8.0;
    let (f, rank) = (sq.file().to_u32() as f32, sq.rank().to_u32() as f32);
    Pos2::new(r.min.x + (f + 0.5) * s, r.min.y + (7.0 - rank + 0.5) * s)
}

/// A drag with the mouse, as a person does it: press, move in steps, release.
fn drag_between(h: &mut Harness<'_, AppState>, a: Pos2, b: Pos2) {
    h.hover_at(a);
    h.run();
    h.drag_at(a);
    h.run();
    for t in [0.2, 0.5, 0.8, 1.0] {
        h.hover_at(a + (b - a) * t);
        h.run();
    }
    h.drop_at(b);
    h.run();
}

fn from_palette(h: &mut Harness<'_, AppState>, piece: &str, to: Square) {
    let a = h.get_by_label(piece).rect().center();
    let b = square(h, to);
    drag_between(h, a, b);
}

fn fen(h: &Harness<'_, AppState>) -> String {
    h.state()
        .dialogs()
        .editor()
        .expect("the editor")
        .position_fen()
}

#[test]
fn a_position_is_set_up_by_dragging_from_the_palette_and_a_game_starts_from_it() {
    let mut h = harness_sized(english(), [1280.0, 900.0]);
    apply(h.state_mut(), Command::EditBoard);
    h.run();
    assert_eq!(
        fen(&h),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "it opens on the position shown"
    );
    h.get_by_label("Clear the board").click();
    h.run();
    assert_eq!(fen(&h), "8/8/8/8/8/8/8/8 w - - 0 1");
    let why = h.state().dialogs().editor().unwrap().problem(Lang::En);
    assert!(
        why.is_some_and(|w| h.query_by_label(w).is_some()),
        "why this is no position is said: {why:?}"
    );
    from_palette(&mut h, "White king", Square::E1);
    from_palette(&mut h, "White rook", Square::H1);
    from_palette(&mut h, "Black king", Square::E8);
    from_palette(&mut h, "Black pawn", Square::D7);
    // A piece moved on the board, then one dragged off it.
    let (d7, d5) = (square(&h, Square::D7), square(&h, Square::D5));
    drag_between(&mut h, d7, d5);
    from_palette(&mut h, "White queen", Square::A4);
    let (a4, off) = (
        square(&h, Square::A4),
        editor_rect(&h).right_top() + egui::vec2(60.0, 200.0),
    );
    drag_between(&mut h, a4, off);
    assert_eq!(fen(&h), "4k3/8/8/3p4/8/8/8/4K2R w - - 0 1");
    // Castling only where the king and the rook stand.
    assert!(
        h.get_by_label("White 0-0-0").accesskit_node().is_disabled(),
        "no rook on a1: White cannot castle long"
    );
    h.get_by_label("White 0-0").click();
    h.run();
    assert_eq!(fen(&h), "4k3/8/8/3p4/8/8/8/4K2R w K - 0 1");
    h.get_by_role_and_label(egui::accesskit::Role::RadioButton, "Black")
        .click();
    h.run();
    assert_eq!(fen(&h), "4k3/8/8/3p4/8/8/8/4K2R b K - 0 1");
    assert!(
        h.query_by_label("A position chess can be played from.")
            .is_some()
    );
    h.get_by_label("Start a game from this position").click();
    h.run();
    assert!(h.state().dialogs().editor().is_none());
    let game = h.state().game();
    assert_eq!(
        game.tags.get("FEN"),
        Some("4k3/8/8/3p4/8/8/8/4K2R b K - 0 1")
    );
    assert_eq!(h.state().position().turn(), shakmaty::Color::Black);
    type_move(h.state_mut(), "d4");
    type_move(h.state_mut(), "O-O");
    assert_eq!(
        h.state().game().tree.mainline_len(),
        2,
        "castling as set up"
    );
    apply(h.state_mut(), Command::Undo);
    apply(h.state_mut(), Command::Undo);
    apply(h.state_mut(), Command::Undo);
    assert_eq!(
        h.state().game().tags.get("FEN"),
        None,
        "the game before is one undo away"
    );
}

#[test]
fn clicks_put_the_palette_s_piece_and_a_right_click_takes_any_off() {
    let mut h = harness_sized(english(), [1280.0, 900.0]);
    apply(h.state_mut(), Command::EditBoard);
    h.run();
    h.get_by_label("White knight").click();
    h.run();
    let e4 = square(&h, Square::E4);
    click_at(&mut h, e4);
    let board = h.state().dialogs().editor().unwrap().board().clone();
    assert_eq!(
        board.piece_at(Square::E4),
        Some(shakmaty::Piece {
            color: shakmaty::Color::White,
            role: shakmaty::Role::Knight
        })
    );
    click_at(&mut h, e4);
    assert_eq!(
        h.state()
            .dialogs()
            .editor()
            .unwrap()
            .board()
            .piece_at(Square::E4),
        None,
        "the same piece again takes it off"
    );
    let a8 = square(&h, Square::A8);
    h.hover_at(a8);
    h.run();
    h.event(egui::Event::PointerButton {
        pos: a8,
        button: egui::PointerButton::Secondary,
        pressed: true,
        modifiers: egui::Modifiers::NONE,
    });
    h.event(egui::Event::PointerButton {
        pos: a8,
        button: egui::PointerButton::Secondary,
        pressed: false,
        modifiers: egui::Modifiers::NONE,
    });
    h.run();
    assert!(fen(&h).starts_with("1nbqkbnr/"), "{}", fen(&h));
}

#[test]
fn the_fen_is_typed_and_en_passant_is_offered_only_where_a_pawn_can_take() {
    let mut h = harness_sized(english(), [1280.0, 900.0]);
    apply(h.state_mut(), Command::EditBoard);
    h.run();
    // White's pawn on e5, Black's just gone d7–d5: d6 can be taken on.
    apply(
        h.state_mut(),
        Command::Editor(EditorMessage::Fen(
            "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1".into(),
        )),
    );
    h.run();
    let editor = h.state().dialogs().editor().unwrap();
    assert_eq!(editor.en_passant_squares(), [Square::D6]);
    h.get_by_label("En passant").click();
    h.run();
    h.get_by_label("d6").click();
    h.run();
    assert_eq!(fen(&h), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    // The pawn that could take is taken away: no en passant any more.
    apply(
        h.state_mut(),
        Command::Editor(EditorMessage::Put(Square::E5, None)),
    );
    h.run();
    let editor = h.state().dialogs().editor().unwrap();
    assert!(editor.en_passant_squares().is_empty());
    assert_eq!(editor.ep(), None);
    // A FEN that does not read is said, the board stays, and no game starts from it.
    apply(
        h.state_mut(),
        Command::Editor(EditorMessage::Fen("4k3/8/9/8 w".into())),
    );
    h.run();
    assert!(
        h.state()
            .dialogs()
            .editor()
            .unwrap()
            .problem(Lang::En)
            .is_some()
    );
    assert!(
        h.get_by_label("Start a game from this position")
            .accesskit_node()
            .is_disabled()
            || h.state().dialogs().editor().unwrap().position().is_ok(),
    );
}

#[test]
fn the_editor_speaks_chinese() {
    let mut settings = Settings::new(Lang::Zh);
    settings.set_list_mode(MoveListMode::Chinese);
    let mut h = harness_sized(AppState::with_settings(settings), [1280.0, 900.0]);
    apply(h.state_mut(), Command::EditBoard);
    h.run();
    for label in [
        "白方 马",
        "黑方 后",
        "轮到谁走",
        "易位权",
        "吃过路兵",
        "从这个局面开始对局",
        "清空棋盘",
    ] {
        assert!(h.query_by_label(label).is_some(), "{label}");
    }
    h.get_by_label("清空棋盘").click();
    h.run();
    apply(
        h.state_mut(),
        Command::Editor(EditorMessage::Put(
            Square::E1,
            Some(shakmaty::Piece {
                color: shakmaty::Color::White,
                role: shakmaty::Role::King,
            }),
        )),
    );
    h.run();
    let said = h
        .state()
        .dialogs()
        .editor()
        .unwrap()
        .problem(Lang::Zh)
        .unwrap();
    assert!(said.contains('王'), "a king is missing: {said}");
    assert!(h.query_by_label(said).is_some());
}

#[test]
fn the_editor_opened_in_a_game_keeps_its_move_number() {
    let text = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O \
                9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 *";
    let mut h = harness_sized(english_with(text), [1280.0, 900.0]);
    apply(h.state_mut(), Command::EditBoard);
    h.run();
    assert!(fen(&h).ends_with(" w - - 0 13"), "{}", fen(&h));
    h.get_by_label("Clear the board").click();
    h.run();
    assert!(
        fen(&h).ends_with(" 13"),
        "kept while the pieces change: {}",
        fen(&h)
    );
}
