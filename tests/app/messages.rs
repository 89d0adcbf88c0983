//! The message line says what just happened, and only for as long as it is so (issue 38: a save error stayed through
//! New, sixteen typed moves and a Paste): a message goes when the game changes after it or something newer is said;
//! what a change itself says stays.

use crate::common::window::*;
use jipu::app::{Command, FilePurpose};

/// A save that fails: the folder chosen is not there.
fn failed_save(s: &mut jipu::app::AppState) {
    let nowhere = std::env::temp_dir().join("jipu-no-such-folder-38/game.pgn");
    apply(s, Command::FileChosen(FilePurpose::SaveGame, Some(nowhere)));
    let said = s.message_text().unwrap_or_default();
    assert!(said.starts_with("cannot write"), "{said}");
}

#[test]
fn a_failed_save_is_not_said_after_the_game_has_changed() {
    let mut s = english();
    type_move(&mut s, "e4");
    failed_save(&mut s);
    // Going through the game changes nothing: the error is still the news.
    apply(&mut s, Command::PreviousMove);
    assert!(s.message_text().is_some(), "nothing happened since");
    apply(&mut s, Command::LastMove);
    type_move(&mut s, "e5");
    assert_eq!(
        s.message_text(),
        None,
        "a move typed after the failed save: the error is over"
    );
    failed_save(&mut s);
    apply(&mut s, Command::NewGame);
    apply(&mut s, Command::AnswerUnsaved(jipu::app::Unsaved::Discard));
    assert_eq!(s.message_text(), None, "another game: the error is over");
}

#[test]
fn a_wrong_move_number_is_said_while_the_sheet_is_typed_and_goes_with_another_game() {
    let mut s = english();
    for typed in ["1.e4", "e5", "3.d4"] {
        type_move(&mut s, typed);
    }
    let said = s.message_text().unwrap_or_default();
    assert!(said.contains("move 3 here; this is move 2"), "{said}");
    // The typist goes on without looking up: the warning waits for them.
    type_move(&mut s, "exd4");
    type_move(&mut s, "Nf3");
    assert_eq!(moves_en_of(&s), "1. e4 e5 2. d4 exd4 3. Nf3");
    assert_eq!(s.message_text(), Some(said));
    apply(&mut s, Command::NewGame);
    apply(&mut s, Command::AnswerUnsaved(jipu::app::Unsaved::Discard));
    assert_eq!(s.message_text(), None, "another game: it is over");
}

fn moves_en_of(s: &jipu::app::AppState) -> String {
    jipu::notation::write_move_line(s.game(), jipu::notation::NotationStyle::En)
}
