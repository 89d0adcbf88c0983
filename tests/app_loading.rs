//! A large file opens without freezing the window: read on another thread, with a progress bar and Cancel.

mod common;

use common::window::*;
use egui_kittest::kittest::Queryable;
use jipu::Lang;
use jipu::app::{AppState, Command};

fn big_file(dir: &std::path::Path) -> std::path::PathBuf {
    let game = "[Event \"Big\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n\
                1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O *\n\n";
    let path = dir.join("big.pgn");
    std::fs::write(&path, game.repeat(40_000)).unwrap();
    path
}

#[test]
fn a_large_file_loads_in_the_background_and_then_shows_its_games() {
    let dir = tempfile::tempdir().unwrap();
    let path = big_file(dir.path());
    assert!(std::fs::metadata(&path).unwrap().len() > jipu::app::loading::BACKGROUND_BYTES);
    let mut state = AppState::new(Lang::En);
    apply(&mut state, Command::OpenPath(path.clone()));
    assert!(
        state.loading().is_some(),
        "opening returns at once; the file is read on another thread"
    );
    let mut h = harness(state);
    h.step();
    assert!(
        h.query_by_label_contains("Reading").is_some(),
        "a progress bar is shown"
    );
    for _ in 0..600 {
        if h.state().loading().is_none() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
        h.step();
    }
    let list = h
        .state()
        .dialogs()
        .game_list()
        .expect("the games are listed");
    assert_eq!(list.pgn.games.len(), 40_000);
}

#[test]
fn reading_a_large_file_can_be_cancelled() {
    let dir = tempfile::tempdir().unwrap();
    let path = big_file(dir.path());
    let mut state = AppState::new(Lang::En);
    apply(&mut state, Command::OpenPath(path.clone()));
    let mut h = harness(state);
    h.step();
    h.get_by_label("Cancel").click();
    for _ in 0..600 {
        h.step();
        if h.state().loading().is_none() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert!(h.state().loading().is_none());
    assert!(h.state().dialogs().game_list().is_none(), "nothing opened");
    assert!(
        h.state()
            .message_text()
            .unwrap_or_default()
            .contains("cancelled")
    );
}
