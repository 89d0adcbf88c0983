//! A large file opens without freezing the window: it is read on another thread into the list, which shows its first
//! games while the rest are read (with a progress bar and Cancel); a game is read when it is picked; the list's filter
//! finds games; a game saved in the middle of the file changes only its own bytes.

use crate::common::window::*;
use egui_kittest::kittest::Queryable;
use jipu::Lang;
use jipu::app::{AppState, Command};

fn game_text(i: usize) -> String {
    format!(
        "[Event \"Big {}\"]\n[White \"W{i}\"]\n[Black \"B{i}\"]\n[Round \"{}\"]\n[Result \"*\"]\n\n\
         1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O *\n\n",
        i % 10,
        1 + i % 9
    )
}

fn big_file(dir: &std::path::Path, games: usize) -> std::path::PathBuf {
    let path = dir.join("big.pgn");
    let text: String = (0..games).map(game_text).collect();
    std::fs::write(&path, text).unwrap();
    path
}

fn wait_until(
    h: &mut egui_kittest::Harness<'static, AppState>,
    mut done: impl FnMut(&AppState) -> bool,
) {
    for _ in 0..600 {
        h.step();
        if done(h.state()) {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    panic!("it never happened");
}

#[test]
fn a_large_file_lists_its_games_while_it_is_read_and_a_game_is_read_when_picked() {
    let dir = tempfile::tempdir().unwrap();
    let path = big_file(dir.path(), 40_000);
    let mut state = AppState::new(Lang::En);
    apply(&mut state, Command::OpenPath(path.clone()));
    assert!(
        state.reading_a_file(),
        "opening returns at once; the file is read on another thread"
    );
    let mut h = harness(state);
    wait_until(&mut h, |s| {
        s.dialogs()
            .game_list()
            .is_some_and(|l| !l.file().is_scanning() && l.caught_up())
    });
    h.step();
    let list = h
        .state()
        .dialogs()
        .game_list()
        .expect("the games are listed");
    assert_eq!(list.file().len(), 40_000);
    assert!(h.query_by_label("40000 of 40000 games").is_some());
    // Find games: round 5 of the events "Big 3", typed key by key without a click: the Find box has the keyboard.
    type_keys(&mut h, "round:5 \"Big 3\"");
    wait_until(&mut h, |s| {
        s.dialogs().game_list().is_some_and(|l| l.caught_up())
    });
    let shown = h.state().dialogs().game_list().unwrap().shown().to_vec();
    let want: Vec<u32> = (0..40_000u32)
        .filter(|i| i % 9 == 4 && i % 10 == 3)
        .collect();
    let typed = h.state().dialogs().game_list().unwrap().text().to_string();
    assert!(
        shown == want,
        "typed {typed:?}: {} games shown",
        shown.len()
    );
    // Pick one: it is read now.
    apply(h.state_mut(), Command::ChooseGame(want[2] as usize));
    assert_eq!(
        h.state().game().tags.get("White"),
        Some(format!("W{}", want[2]).as_str())
    );
    assert_eq!(h.state().game().mainline_moves().len(), 16);
}

#[test]
fn reading_a_large_file_can_be_cancelled() {
    let dir = tempfile::tempdir().unwrap();
    let path = big_file(dir.path(), 40_000);
    let mut state = AppState::new(Lang::En);
    apply(&mut state, Command::OpenPath(path));
    apply(&mut state, Command::CancelLoading);
    let mut h = harness(state);
    wait_until(&mut h, |s| !s.reading_a_file());
    let list = h.state().dialogs().game_list();
    assert!(
        list.is_none_or(|l| l.file().len() < 40_000),
        "the reading stopped"
    );
}

#[test]
fn a_game_saved_in_the_middle_of_a_large_file_changes_only_its_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let path = big_file(dir.path(), 20_000);
    let before = std::fs::read_to_string(&path).unwrap();
    let mut state = english();
    apply(&mut state, Command::OpenPath(path.clone()));
    let mut h = harness(state);
    wait_until(&mut h, |s| {
        s.dialogs()
            .game_list()
            .is_some_and(|l| !l.file().is_scanning())
    });
    apply(h.state_mut(), Command::ChooseGame(10_000));
    apply(
        h.state_mut(),
        Command::SetDetail(jipu::sheet::Field::White, "王一鸣".into()),
    );
    apply(h.state_mut(), Command::Save);
    assert!(!h.state().is_dirty(), "{:?}", h.state().message_text());
    let after = std::fs::read_to_string(&path).unwrap();
    let start = before
        .find("[Event \"Big 0\"]\n[White \"W10000\"]")
        .unwrap();
    let end = before
        .find("[Event \"Big 1\"]\n[White \"W10001\"]")
        .unwrap();
    assert!(
        after.starts_with(&before[..start]),
        "every game before is byte for byte"
    );
    assert!(
        after.ends_with(&before[end..]),
        "every game after is byte for byte"
    );
    assert!(after[start..after.len() - (before.len() - end)].contains("[White \"王一鸣\"]"));
    // Saved again, the list and the places follow: the next game still reads.
    apply(
        h.state_mut(),
        Command::SetDetail(jipu::sheet::Field::Black, "Li Er".into()),
    );
    apply(h.state_mut(), Command::Save);
    let file = h
        .state()
        .document()
        .source()
        .expect("the file")
        .file
        .clone();
    let (next, _) = file.read(10_001).unwrap();
    assert_eq!(next.unwrap().tags.get("White"), Some("W10001"));
}
