//! The document's undo, saved state and cursor.

use super::*;
use crate::notation::{MoveMatch, match_move};

fn play(doc: &mut Document, text: &str) {
    doc.begin_command();
    let MoveMatch::Unique(mv) = match_move(doc.position(), text) else {
        panic!("{text} is not one move");
    };
    doc.play(mv, &[]);
}

#[test]
fn deleting_a_line_that_holds_the_cursor_moves_the_cursor_out_of_it() {
    // The bug: the check ran after the line was cut off, so the cursor stayed on a deleted move and the next move
    // went under it, never shown, never saved.
    let mut doc = Document::default();
    for m in ["e4", "e5", "Nf3", "Nc6"] {
        play(&mut doc, m);
    }
    let e5 = doc.game().tree.mainline()[1];
    let e4 = doc.game().tree.mainline()[0];
    doc.begin_command();
    doc.delete_from(e5);
    assert_eq!(doc.cursor(), e4);
    play(&mut doc, "c5");
    let line = crate::notation::write_move_line(doc.game(), crate::notation::NotationStyle::En);
    assert_eq!(line, "1. e4 c5");
}

#[test]
fn undo_brings_back_every_change_and_the_saved_state_is_not_dirty() {
    let mut doc = Document::default();
    assert!(!doc.is_dirty());
    play(&mut doc, "e4");
    play(&mut doc, "e5");
    assert!(doc.is_dirty());
    doc.begin_command();
    for text in ["C", "Cl", "Club"] {
        doc.set_detail(Field::Event, text.into());
    }
    assert_eq!(doc.game().tags.get("Event"), Some("Club"));
    assert!(doc.undo(), "the three keys are one step");
    assert_eq!(doc.game().tags.get("Event"), None);
    assert!(doc.undo());
    assert_eq!(doc.game().mainline_moves().len(), 1);
    assert!(doc.undo());
    assert!(!doc.is_dirty(), "back where nothing was changed");
    assert!(doc.redo() && doc.redo() && doc.redo());
    assert_eq!(doc.game().tags.get("Event"), Some("Club"));
    doc.begin_command();
    doc.replace(Game::new(), None, false);
    assert_eq!(doc.game().mainline_moves().len(), 0);
    assert!(doc.undo(), "a replaced game is one undo away");
    assert_eq!(doc.game().mainline_moves().len(), 2);
    assert!(doc.is_dirty());
}
