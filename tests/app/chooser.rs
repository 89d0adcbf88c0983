//! Jipu's own file chooser, where the system's cannot be shown, as a person uses it: a name typed and Enter saves
//! and the folder is remembered; a double click enters a folder and opens nothing in it; a new game saved; a big
//! folder listed one entry a line within the window; a chooser starts in the folder of the game's file.

use crate::common::window::*;
use egui::{Event, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use jipu::app::ChooserMessage;
use jipu::app::{AppState, Command, FilePurpose};

fn own_chooser(h: &mut Harness<'_, AppState>, purpose: FilePurpose, name: &str) {
    apply(
        h.state_mut(),
        Command::OpenChooser {
            purpose,
            name: name.into(),
            system_failed: false,
        },
    );
    h.run();
    h.run();
}

#[test]
fn enter_in_the_name_field_saves_and_the_folder_is_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let sheets = dir.path().join("sheets");
    std::fs::create_dir(&sheets).unwrap();
    let mut h = harness(english_with("1. e4 e5"));
    own_chooser(&mut h, FilePurpose::ExportSheet, "club night.pdf");
    apply(
        h.state_mut(),
        Command::Chooser(ChooserMessage::Go(sheets.clone())),
    );
    h.run();
    assert!(
        h.get_by_label("File name").is_focused(),
        "the name field has the keyboard when the chooser opens"
    );
    h.key_press(egui::Key::Enter);
    h.run();
    assert!(sheets.join("club night.pdf").exists(), "Enter saved");
    assert!(h.state().dialogs().chooser().is_none());
    // The next chooser for a sheet starts where the last one was chosen — also after a restart.
    own_chooser(&mut h, FilePurpose::ExportSheet, "other.pdf");
    let canonical = std::fs::canonicalize(&sheets).unwrap();
    assert_eq!(h.state().dialogs().chooser().unwrap().dir(), canonical);
    let restarted = AppState::with_settings(h.state().settings().clone());
    assert_eq!(
        restarted.start_folder_for(FilePurpose::ExportSheet),
        Some(canonical)
    );
}

#[test]
fn a_double_click_on_a_folder_enters_it_and_opens_nothing_in_it() {
    let dir = tempfile::tempdir().unwrap();
    let inner = dir.path().join("a-round");
    std::fs::create_dir(&inner).unwrap();
    // In the folder entered, a game lies where the folder's line was.
    std::fs::write(inner.join("a-game.pgn"), "1. e4 e5 2. Nf3 *\n").unwrap();
    // Frames as often as a real window draws them, so that two clicks are a double-click.
    let mut h = Harness::builder()
        .with_size([1120.0, 760.0])
        .with_step_dt(1.0 / 60.0)
        .with_context_setup(jipu::app::setup)
        .build_ui_state(jipu::app::show, english());
    own_chooser(&mut h, FilePurpose::OpenGame, "");
    apply(
        h.state_mut(),
        Command::Chooser(ChooserMessage::Go(dir.path().to_path_buf())),
    );
    h.run();
    let at = rect_of(&h, "a-round/").center();
    double_click(&mut h, at);
    let chooser = h.state().dialogs().chooser().expect("still choosing");
    assert!(chooser.dir().ends_with("a-round"), "the folder was entered");
    assert_eq!(
        h.state().game().tree.mainline_len(),
        0,
        "the game under the pointer was not opened"
    );
    // A double-click on the game opens it.
    let at = rect_of(&h, "a-game.pgn").center();
    double_click(&mut h, at);
    settle(&mut h);
    assert_eq!(h.state().game().tree.mainline_len(), 3);
}

/// Two clicks a few frames apart, as a person double-clicks.
fn double_click(h: &mut Harness<'_, AppState>, p: egui::Pos2) {
    h.hover_at(p);
    // Half a second after any click before: not the third click of a triple-click.
    for _ in 0..30 {
        h.step();
    }
    for _ in 0..2 {
        for pressed in [true, false] {
            h.event(Event::PointerButton {
                pos: p,
                button: egui::PointerButton::Primary,
                pressed,
                modifiers: egui::Modifiers::NONE,
            });
        }
        h.step();
        h.step();
    }
    h.run();
}

#[test]
fn jipus_own_file_chooser_saves_a_new_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(english());
    type_keys(&mut h, "e4");
    apply(
        h.state_mut(),
        Command::OpenChooser {
            purpose: FilePurpose::SaveGame,
            name: "game.pgn".into(),
            system_failed: true,
        },
    );
    apply(
        h.state_mut(),
        Command::Chooser(ChooserMessage::Go(dir.path().to_path_buf())),
    );
    h.run();
    assert!(
        h.query_by_label_contains("Jipu's own is used instead")
            .is_some(),
        "the user is told why this chooser"
    );
    h.get_by_label("File name").click();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, egui::Key::A);
    h.run();
    type_keys(&mut h, "club");
    h.get_by_label("Save").click();
    h.run();
    let saved =
        std::fs::read_to_string(dir.path().join("club.pgn")).expect("saved with .pgn added");
    assert!(saved.contains("1. e4"));
    assert!(!h.state().is_dirty());
}

#[test]
fn jipus_own_chooser_lists_a_big_folder_one_entry_a_line_within_the_window() {
    let dir = tempfile::tempdir().unwrap();
    for i in 0..100 {
        std::fs::create_dir(dir.path().join(format!("folder{i:03}"))).unwrap();
    }
    let mut h = harness(english());
    apply(
        h.state_mut(),
        Command::OpenChooser {
            purpose: FilePurpose::SaveGame,
            name: "game.pgn".into(),
            system_failed: true,
        },
    );
    apply(
        h.state_mut(),
        Command::Chooser(ChooserMessage::Go(dir.path().to_path_buf())),
    );
    h.run();
    let screen = h.ctx.content_rect();
    for label in ["Save", "Cancel", "File name"] {
        let rect = h.get_by_label(label).rect();
        assert!(
            screen.contains_rect(rect),
            "{label} at {rect:?} is off the window {screen:?}"
        );
    }
    let first = h.get_by_label("folder000/").rect();
    let second = h.get_by_label("folder001/").rect();
    assert!(
        second.top() >= first.bottom() - 1.0,
        "one entry a line: {first:?} {second:?}"
    );
}

#[test]
fn a_file_chooser_starts_in_the_folder_of_the_game_s_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.pgn");
    std::fs::write(&path, "[Event \"Club\"]\n\n1. e4 e5 *\n").unwrap();
    let mut state = english();
    apply(&mut state, Command::OpenPath(path.clone()));
    settle_state(&mut state);
    assert_eq!(
        state.start_folder(),
        Some(std::fs::canonicalize(dir.path()).unwrap())
    );
}
