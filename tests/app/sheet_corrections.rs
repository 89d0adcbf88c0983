//! A sheet's corrections recorded (issue 26, item 9): a move repaired when a paper sheet's game stopped keeps what
//! the sheet had, in the PGN and in the move list, in both languages; a correction typed into the move box is
//! recorded too.

use crate::common::window::*;
use egui_kittest::kittest::Queryable;
use jipu::Lang;
use jipu::app::PasteMessage;
use jipu::app::{AppState, Command, MoveListMode, Settings};
use jipu::pgn::write_game;

const RUY: &str = include_str!("../data/sheets/44-ruy-wrong-move.txt");

fn chinese() -> AppState {
    let mut settings = Settings::new(Lang::Zh);
    settings.set_list_mode(MoveListMode::Chinese);
    AppState::with_settings(settings)
}

#[test]
fn a_repaired_move_keeps_what_the_sheet_had_in_the_pgn_and_the_move_list() {
    for (lang, note, c3) in [
        (Lang::En, "sheet: e2—e3", "c3"),
        (Lang::Zh, "记录纸写作 e2—e3", "c3"),
    ] {
        let state = match lang {
            Lang::En => english(),
            Lang::Zh => chinese(),
        };
        let mut h = harness(state);
        apply(h.state_mut(), Command::OpenPaste);
        apply(
            h.state_mut(),
            Command::PasteDialog(PasteMessage::Edited(RUY.into())),
        );
        apply(h.state_mut(), Command::PasteDialog(PasteMessage::Import));
        settle(&mut h);
        h.get_by_label(c3).click();
        settle(&mut h);
        let g = h.state().game();
        assert_eq!(g.tree.mainline_len(), 20, "{lang:?}: read to the end");
        let ninth = g.tree.mainline()[16];
        assert_eq!(g.tree.notes(ninth).comment.as_deref(), Some(note));
        assert!(
            write_game(g).contains(&format!("9. c3 {{{note}}}")),
            "{lang:?}: in the PGN"
        );
        assert!(
            h.query_by_label(note).is_some(),
            "{lang:?}: in the move list"
        );
        // Not on a new sheet, unless asked.
        let options = h.state().sheet_options();
        let font = jipu::sheet::FontMetrics::jipu_sans();
        let plain = jipu::sheet::lay_out_game(g, &options, font);
        assert!(!plain.pages[0].texts().any(|t| t.contains("e2—e3")));
        apply(h.state_mut(), Command::SheetCorrections(true));
        let asked = jipu::sheet::lay_out_game(h.state().game(), &h.state().sheet_options(), font);
        assert!(
            asked.pages[0].texts().any(|t| t.contains("9. c3 ← e2—e3")),
            "{lang:?}: listed when asked"
        );
        assert!(asked.warnings.is_empty(), "{:?}", asked.warnings);
    }
}

#[test]
fn a_typed_correction_of_a_sheet_s_move_is_recorded_too() {
    let mut h = harness(english());
    apply(h.state_mut(), Command::OpenPaste);
    apply(
        h.state_mut(),
        Command::PasteDialog(PasteMessage::Edited(RUY.into())),
    );
    apply(h.state_mut(), Command::PasteDialog(PasteMessage::Import));
    settle(&mut h);
    // A correction mistyped first: the record keeps the sheet's text, not the typo.
    apply(
        h.state_mut(),
        Command::PasteDialog(PasteMessage::CorrectionEdited("c9".into())),
    );
    apply(h.state_mut(), Command::PasteDialog(PasteMessage::Correct));
    settle(&mut h);
    assert!(
        h.state().dialogs().paste().stop().is_some(),
        "c9 stops again"
    );
    apply(
        h.state_mut(),
        Command::PasteDialog(PasteMessage::CorrectionEdited("c2-c3".into())),
    );
    apply(h.state_mut(), Command::PasteDialog(PasteMessage::Correct));
    settle(&mut h);
    let g = h.state().game();
    let ninth = g.tree.mainline()[16];
    assert_eq!(g.tree.notes(ninth).comment.as_deref(), Some("sheet: e2—e3"));
}
