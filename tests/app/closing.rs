//! Closing the window as a newcomer does (issue 38): "Save" in the unsaved-changes question, for a game with no file
//! yet, writes it once and closes; "Discard" leaves nothing for the next start to offer; File › Exit asks as the
//! close button does; the title names the file a new game was saved as; the recovery dialog counts moves as a sheet
//! numbers them.

use crate::common::window::*;
use egui_kittest::kittest::Queryable;
use jipu::app::autosave::Autosave;
use jipu::app::{Command, Effect, FilePurpose};

/// How many times a file was put in place in a folder (renamed onto its name, as every save does), seen by inotify.
#[cfg(target_os = "linux")]
struct Renames {
    inotify: rustix::fd::OwnedFd,
}

#[cfg(target_os = "linux")]
impl Renames {
    fn watch(dir: &std::path::Path) -> Renames {
        use rustix::fs::inotify;
        let inotify = inotify::init(inotify::CreateFlags::NONBLOCK | inotify::CreateFlags::CLOEXEC)
            .expect("inotify");
        inotify::add_watch(&inotify, dir, inotify::WatchFlags::ALL_EVENTS).expect("a watch");
        Renames { inotify }
    }

    /// The renames onto `name` since the watch began.
    fn onto(&self, name: &str) -> usize {
        let mut buf = [std::mem::MaybeUninit::uninit(); 4096];
        let mut reader = rustix::fs::inotify::Reader::new(&self.inotify, &mut buf);
        let mut count = 0;
        while let Ok(event) = reader.next() {
            if event
                .events()
                .contains(rustix::fs::inotify::ReadFlags::MOVED_TO)
                && event
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy() == name)
            {
                count += 1;
            }
        }
        count
    }
}

#[cfg(target_os = "linux")]
#[test]
fn save_in_the_close_question_writes_a_new_game_once_and_closes() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = english();
    type_move(&mut s, "e4");
    type_move(&mut s, "e5");
    let _ = s.apply(Command::CloseRequested);
    assert!(s.dialogs().asks_to_close(), "the question is asked");
    let effects = s.apply(Command::AnswerUnsaved(jipu::app::Unsaved::Save));
    assert!(
        matches!(
            effects.as_slice(),
            [Effect::ChooseFile {
                purpose: FilePurpose::SaveGame,
                ..
            }]
        ),
        "a game with no file asks where: {effects:?}"
    );
    let renames = Renames::watch(dir.path());
    let path = dir.path().join("第三轮对局.pgn");
    let effects = s.apply(Command::FileChosen(
        FilePurpose::SaveGame,
        Some(path.clone()),
    ));
    assert_eq!(effects, [Effect::Close], "saved, the window closes");
    assert_eq!(
        renames.onto("第三轮对局.pgn"),
        1,
        "the game is written once (a second save over the file just written failed on Windows)"
    );
    assert!(std::fs::read_to_string(&path).unwrap().contains("1. e4 e5"));
    assert!(!s.is_dirty());
}

#[test]
fn discard_on_close_leaves_nothing_for_the_next_start() {
    let data = tempfile::tempdir().unwrap();
    let (mine, waiting) = Autosave::open(data.path());
    assert!(waiting.is_empty());
    let mut h = harness(english().with_autosave(mine, waiting));
    type_keys(&mut h, "e4 e5 ");
    let stored = || {
        std::fs::read_dir(data.path().join("autosave"))
            .unwrap()
            .flatten()
            .any(|e| e.path().extension().is_some_and(|x| x == "pgn"))
    };
    // The autosave has the game within the second.
    for _ in 0..40 {
        if stored() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
        h.run();
    }
    assert!(stored(), "the unsaved game is in the autosave");
    let _ = h.state_mut().apply(Command::CloseRequested);
    h.run();
    h.get_by_label("Discard changes").click();
    h.run();
    // The window draws on until it is gone, later than the autosave's pause between two looks at the game.
    std::thread::sleep(std::time::Duration::from_millis(400));
    h.run();
    assert!(!stored(), "the discarded game is not stored again");
    drop(h);
    let (_next, waiting) = Autosave::open(data.path());
    assert!(
        waiting.is_empty(),
        "the next start offers no game: {:?}",
        waiting
            .iter()
            .map(|w| w.id().to_string())
            .collect::<Vec<_>>()
    );
}

#[test]
fn file_exit_asks_about_unsaved_changes_and_closes() {
    let mut h = harness(english());
    type_keys(&mut h, "e4 ");
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Exit").click();
    h.run();
    assert!(
        h.query_by_label("The game has changes that are not saved.")
            .is_some(),
        "Exit asks first, as the close button does"
    );
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(
        moves_en(&h),
        "1. e4",
        "Cancel keeps the window and the game"
    );
    let mut saved = english();
    assert_eq!(
        saved.apply(Command::Exit),
        [Effect::Close],
        "nothing unsaved: Exit closes at once"
    );
}

#[test]
fn the_title_names_the_file_a_new_game_was_saved_as() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = english();
    type_move(&mut s, "e4");
    assert!(
        s.window_title().starts_with("New game •"),
        "{}",
        s.window_title()
    );
    let path = dir.path().join("第三轮对局.pgn");
    let _ = s.apply(Command::FileChosen(FilePurpose::SaveGame, Some(path)));
    assert!(
        s.window_title().starts_with("第三轮对局.pgn — "),
        "{}",
        s.window_title()
    );
    type_move(&mut s, "e5");
    assert!(
        s.window_title().starts_with("第三轮对局.pgn • — "),
        "{}",
        s.window_title()
    );
}

#[test]
fn the_recovery_dialog_counts_moves_as_a_sheet_numbers_them() {
    let data = tempfile::tempdir().unwrap();
    let autosave = data.path().join("autosave");
    std::fs::create_dir_all(&autosave).unwrap();
    let ten = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O \
               9. h3 Nb8 10. d4 Nbd7 *";
    std::fs::write(autosave.join("100-1.pgn"), ten).unwrap();
    std::fs::write(autosave.join("100-1.lock"), "").unwrap();
    let (mine, waiting) = Autosave::open(data.path());
    let h = harness(english().with_autosave(mine, waiting));
    assert!(
        h.query_by_label_contains("New game — 10 moves").is_some(),
        "a game of ten moves is said to have ten"
    );
}
