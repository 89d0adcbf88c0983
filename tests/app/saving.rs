//! Saving into a large file: on another thread, the window drawing on; what follows the save waits for it.

use jipu::app::{AppState, Command};

use crate::common::window::{apply, english, settle_state, type_move};

/// The first game ours, then games enough to make the file larger than what is saved into at once.
fn large_file(dir: &std::path::Path) -> (std::path::PathBuf, String) {
    let path = dir.join("large.pgn");
    let ours = "[Event \"Ours\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n";
    let remark = "a long remark ".repeat(150);
    let other = format!(
        "[Event \"Other\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"1-0\"]\n\n1. d4 {{{remark}}} d5 2. c4 1-0\n\n"
    );
    let count = (jipu::app::SAVED_ON_A_THREAD as usize).div_ceil(other.len()) + 1;
    let text = format!("{ours}{}", other.repeat(count));
    std::fs::write(&path, &text).unwrap();
    (path, text)
}

fn wait_for_the_save(state: &mut AppState) {
    let start = std::time::Instant::now();
    while state.is_saving() && start.elapsed() < std::time::Duration::from_secs(60) {
        std::thread::sleep(std::time::Duration::from_millis(5));
        apply(state, Command::Tick);
    }
    assert!(!state.is_saving(), "the save ended within a minute");
}

#[test]
fn a_large_file_is_saved_into_on_another_thread_and_closing_waits_for_it() {
    let dir = tempfile::tempdir().unwrap();
    let (path, text) = large_file(dir.path());
    let mut state = english();
    apply(&mut state, Command::OpenPath(path.clone()));
    settle_state(&mut state);
    apply(&mut state, Command::ChooseGame(0));
    assert_eq!(state.game().tags.get("Event"), Some("Ours"));
    type_move(&mut state, "Nf3");

    apply(&mut state, Command::Save);
    assert!(
        state.is_saving(),
        "a large file is saved into on another thread"
    );
    let said = state.message_text().unwrap_or_default();
    assert!(said.starts_with("saving to"), "{said}");
    // The game changes on while it is saved; the window may not close under the save.
    type_move(&mut state, "Nc6");
    let effects = state.apply(Command::CloseRequested);
    assert!(effects.is_empty(), "not closed while saving: {effects:?}");
    let said = state.message_text().unwrap_or_default();
    assert!(said.contains("is still being saved"), "{said}");

    wait_for_the_save(&mut state);
    // ("Saved to" is said only while the game is as saved: it is not, by a move.)
    assert!(state.is_dirty(), "the move made while saving is not saved");
    let written = std::fs::read_to_string(&path).unwrap();
    assert!(
        written.starts_with("[Event \"Ours\"]"),
        "the game stays first"
    );
    assert!(
        written.contains("1. e4 e5 2. Nf3 *"),
        "the game as it was when saved"
    );
    assert!(!written.contains("Nc6"), "not what was played after");
    let others = text.find("[Event \"Other\"]").unwrap();
    assert!(
        written.ends_with(&text[others..]),
        "the other games byte for byte"
    );

    // Closing now asks about the move made while saving; Save, and the window closes once the file is written.
    let effects = state.apply(Command::CloseRequested);
    assert!(
        effects.is_empty() && state.dialogs().asks_to_close(),
        "{effects:?}"
    );
    let effects = state.apply(Command::AnswerUnsaved(jipu::app::Unsaved::Save));
    assert!(effects.is_empty(), "not closed before the file is written");
    assert!(state.is_saving());
    let start = std::time::Instant::now();
    let mut closed = false;
    while !closed && start.elapsed() < std::time::Duration::from_secs(60) {
        std::thread::sleep(std::time::Duration::from_millis(5));
        closed = state
            .apply(Command::Tick)
            .contains(&jipu::app::Effect::Close);
    }
    assert!(closed, "the window closes once the game is saved");
    assert!(!state.is_dirty());
    let written = std::fs::read_to_string(&path).unwrap();
    assert!(
        written.contains("1. e4 e5 2. Nf3 Nc6 *"),
        "saved before closing"
    );
}
