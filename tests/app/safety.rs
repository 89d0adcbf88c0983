//! Nothing lost, nothing silently changed, as a careless user finds it: Ctrl+N, Paste and a FEN on an unsaved game ask
//! first and stay one Ctrl+Z away; undo and redo over every kind of change; a field shows exactly what is printed;
//! a finished game is not changed by a stray move; a paused clock takes no move. (Jipu's own file chooser: in
//! `chooser.rs`.)

use crate::common::window::*;
use egui::{Event, Modifiers};
use egui_kittest::kittest::Queryable;
use jipu::app::ChooserMessage;
use jipu::app::{Command, FilePurpose};
use shakmaty::{Color, Square};

fn ctrl(h: &mut egui_kittest::Harness<'_, jipu::app::AppState>, key: egui::Key) {
    h.key_press_modifiers(Modifiers::COMMAND, key);
    h.run();
}

#[test]
fn ctrl_n_on_an_unsaved_game_asks_and_the_game_is_one_undo_away() {
    let mut h = harness(english());
    type_keys(&mut h, "e4");
    type_keys(&mut h, "e5");
    ctrl(&mut h, egui::Key::N);
    assert!(
        h.query_by_label("The game has changes that are not saved.")
            .is_some()
    );
    h.key_press(egui::Key::Escape);
    h.run();
    assert_eq!(moves_en(&h), "1. e4 e5", "Escape is Cancel: the game stays");
    ctrl(&mut h, egui::Key::N);
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(moves_en(&h), "1. e4 e5", "Cancel keeps it too");
    ctrl(&mut h, egui::Key::N);
    h.get_by_label("Discard changes").click();
    h.run();
    assert_eq!(moves_en(&h), "", "a new game");
    ctrl(&mut h, egui::Key::Z);
    assert_eq!(moves_en(&h), "1. e4 e5", "Ctrl+Z brings the game back");
    assert!(h.state().is_dirty(), "and it is still unsaved");
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, egui::Key::Z);
    h.run();
    assert_eq!(moves_en(&h), "", "Ctrl+Shift+Z redoes the New");
    ctrl(&mut h, egui::Key::Z);
    ctrl(&mut h, egui::Key::Z);
    assert_eq!(moves_en(&h), "1. e4");
    ctrl(&mut h, egui::Key::Y);
    assert_eq!(moves_en(&h), "1. e4 e5", "Ctrl+Y redoes too");
}

#[test]
fn a_pasted_game_and_a_fen_on_an_unsaved_game_ask_first() {
    let mut h = harness(english());
    type_keys(&mut h, "d4");
    h.event(Event::Paste("1. e4 e5 2. Nf3 *".into()));
    settle(&mut h);
    assert!(
        h.query_by_label("Discard changes").is_some(),
        "a pasted game asks"
    );
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(moves_en(&h), "1. d4");
    apply(h.state_mut(), Command::SetUpFen);
    h.run();
    h.get_by_label("FEN").click();
    h.run();
    h.get_by_label("FEN")
        .type_text("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    h.run();
    h.get_by_label("OK").click();
    h.run();
    h.get_by_label("Discard changes").click();
    h.run();
    assert_eq!(
        h.state().game().start_fen(),
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
    );
    ctrl(&mut h, egui::Key::Z);
    assert_eq!(
        moves_en(&h),
        "1. d4",
        "the game before the FEN is one undo away"
    );
}

#[test]
fn text_that_holds_no_game_never_replaces_the_game() {
    let mut h = harness(english());
    type_keys(&mut h, "d4");
    h.event(Event::Paste("hello world, lorem ipsum 12345 ???".into()));
    settle(&mut h);
    assert!(
        h.query_by_label("Discard changes").is_none(),
        "nothing to replace the game with: no question"
    );
    assert!(
        h.query_by_label_contains("No moves and no game details")
            .is_some(),
        "the paste dialog says why"
    );
    assert_eq!(moves_en(&h), "1. d4");
}

#[test]
fn undo_and_redo_cover_every_change_to_the_game() {
    let mut s = english_with("1. e4 e5 2. Nf3 Nc6 (2... d6) 3. Bb5");
    let main = s.game().tree.mainline();
    let d6 = s.game().tree.children(main[2]).nth(1).expect("a variation");
    let changes: Vec<Command> = vec![
        Command::Annotate(main[2], pgn_reader::Nag::GOOD_MOVE),
        Command::EditComment(main[1]),
        Command::NoteEdited("the open game".into()),
        Command::NoteDone(true),
        Command::EditClock(main[0]),
        Command::NoteEdited("1:29".into()),
        Command::NoteDone(true),
        Command::MakeMainLine(d6),
        Command::SetDetail(jipu::sheet::Field::Event, "Club".into()),
        Command::DeleteFrom(main[4]),
    ];
    let mut states = vec![jipu::pgn::write_game(s.game())];
    for change in changes {
        let opens_dialog = matches!(
            change,
            Command::EditComment(_) | Command::EditClock(_) | Command::NoteEdited(_)
        );
        apply(&mut s, change);
        if !opens_dialog {
            states.push(jipu::pgn::write_game(s.game()));
        }
    }
    assert_eq!(states.len(), 7);
    for want in states.iter().rev().skip(1) {
        apply(&mut s, Command::Undo);
        assert_eq!(&jipu::pgn::write_game(s.game()), want);
    }
    assert!(!s.is_dirty(), "back to the game as it came");
    for want in states.iter().skip(1) {
        apply(&mut s, Command::Redo);
        assert_eq!(&jipu::pgn::write_game(s.game()), want);
    }
}

#[test]
fn a_date_typed_key_by_key_never_prints_a_value_typed_on_the_way() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("sheet.pdf");
    let mut h = harness_sized(english(), [1120.0, 900.0]);
    h.get_by_label("Game details").click();
    h.run();
    h.get_by_label("Date").click();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, egui::Key::A);
    h.run();
    type_keys(&mut h, "2024-02-3");
    assert_eq!(h.state().game().tags.get("Date"), Some("2024.02.03"));
    type_keys(&mut h, "0");
    assert_eq!(
        h.state().game().tags.get("Date"),
        None,
        "2024-02-30 is no date, and 2024.02.03 is not kept for it"
    );
    apply(
        h.state_mut(),
        Command::FileChosen(FilePurpose::ExportSheet, Some(pdf.clone())),
    );
    h.run();
    assert!(
        !pdf.exists(),
        "the sheet is not printed while the field is wrong"
    );
    assert!(
        h.query_by_label_contains("The sheet is not printed: Date")
            .is_some(),
        "and the message names the field"
    );
    apply(h.state_mut(), Command::Print);
    assert!(
        h.state()
            .message_text()
            .unwrap_or_default()
            .contains("Date"),
        "printing is refused the same way"
    );
    // Corrected, it prints.
    apply(
        h.state_mut(),
        Command::SetDetail(jipu::sheet::Field::Date, "2024-02-29".into()),
    );
    apply(
        h.state_mut(),
        Command::FileChosen(FilePurpose::ExportSheet, Some(pdf.clone())),
    );
    assert!(pdf.exists());
}

#[test]
fn a_move_on_a_finished_game_asks_and_never_changes_the_scored_game_silently() {
    let mut h = harness(english_with("1. e4 e5 2. Nf3"));
    h.get_by_label("Black resigns").click();
    h.run();
    h.get_by_label("Yes").click();
    h.run();
    assert_eq!(h.state().game().tags.result().as_str(), "1-0");
    drag(&mut h, Square::B8, Square::C6);
    assert_eq!(moves_en(&h), "1. e4 e5 2. Nf3 1-0", "nothing changed yet");
    assert!(h.query_by_label("Play on").is_some(), "the user is asked");
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(moves_en(&h), "1. e4 e5 2. Nf3 1-0");
    assert_eq!(h.state().board().selected(), None, "the piece is put down");
    drag(&mut h, Square::B8, Square::C6);
    h.get_by_label("Play on").click();
    h.run();
    assert_eq!(
        moves_en(&h),
        "1. e4 e5 2. Nf3 Nc6",
        "played on, the result taken back"
    );
}

#[test]
fn either_player_resigns_and_a_paused_clock_takes_no_move() {
    let mut s = english_with("1. e4 e5");
    apply(&mut s, Command::StartClock);
    type_move(&mut s, "Nf3");
    apply(&mut s, Command::PauseClock);
    type_move(&mut s, "Nc6");
    assert_eq!(
        jipu::notation::write_move_line(s.game(), jipu::notation::NotationStyle::En),
        "1. e4 e5 2. Nf3",
        "paused: no move, and no increment for it"
    );
    assert!(s.message_text().unwrap_or_default().contains("paused"));
    assert_eq!(
        s.entry().text(),
        "Nc6",
        "what was typed waits for the clock"
    );
    apply(&mut s, Command::ResumeClock);
    apply(&mut s, Command::EntrySubmit);
    assert_eq!(s.game().tree.mainline_len(), 4);
    // White resigns on Black's... no: on White's move, Black resigns — either may.
    apply(&mut s, Command::Resign(Color::Black));
    apply(&mut s, Command::Confirm(true));
    assert_eq!(s.game().tags.result().as_str(), "1-0");
}

#[test]
fn games_left_by_windows_that_are_gone_are_offered_and_restored_one_by_one() {
    let dir = tempfile::tempdir().unwrap();
    let autosave = dir.path().join("autosave");
    std::fs::create_dir_all(&autosave).unwrap();
    // Two windows that were killed: their games, and their locks that nobody holds now.
    for (id, game) in [("100-1", "1. e4 e5 2. Nf3 *"), ("200-2", "1. d4 d5 *")] {
        std::fs::write(autosave.join(format!("{id}.pgn")), game).unwrap();
        std::fs::write(autosave.join(format!("{id}.lock")), "").unwrap();
    }
    std::fs::write(autosave.join("200-2.meta"), "field\tDate\t2024-02-30\n").unwrap();
    // The older one was stored an hour earlier: the newest is offered first.
    let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    std::fs::File::options()
        .write(true)
        .open(autosave.join("100-1.pgn"))
        .unwrap()
        .set_modified(hour_ago)
        .unwrap();
    let (mine, waiting) = jipu::app::autosave::Autosave::open(dir.path());
    assert_eq!(waiting.len(), 2);
    let mut h = harness(english().with_autosave(mine, waiting));
    assert!(h.query_by_label("Unsaved games were found").is_some());
    let offers = h.query_all_by_label("Restore here").count();
    assert_eq!(offers, 2, "each game is offered");
    assert!(
        h.query_by_label("1. d4 d5").is_some(),
        "a game is shown with its first moves"
    );
    h.query_all_by_label("Restore here").next().unwrap().click();
    h.run();
    assert_eq!(moves_en(&h), "1. d4 d5", "the newest first");
    assert!(h.state().is_dirty(), "a restored game is unsaved");
    assert_eq!(
        h.query_all_by_label("Restore here").count(),
        1,
        "the other still waits"
    );
    h.get_by_label("Later").click();
    h.run();
    assert!(h.query_by_label("Unsaved games were found").is_none());
    // The restored game's files are this window's now: one old game file is left, the other's.
    let left: Vec<String> = std::fs::read_dir(&autosave)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".pgn") && (n.starts_with("100-1") || n.starts_with("200-2")))
        .collect();
    assert_eq!(
        left,
        ["100-1.pgn"],
        "the restored game's old files are gone"
    );
    // A value typed but not valid comes back as typed, marked at its field.
    assert_eq!(
        h.state().document().details().get(jipu::sheet::Field::Date),
        "2024-02-30"
    );
    assert_eq!(h.state().document().refused().len(), 1);
}

#[test]
fn a_game_opened_in_a_new_window_is_let_go_here_and_taken_there() {
    let dir = tempfile::tempdir().unwrap();
    let autosave = dir.path().join("autosave");
    std::fs::create_dir_all(&autosave).unwrap();
    for (id, game) in [("100-1", "1. e4 e5 2. Nf3 *"), ("200-2", "1. d4 d5 *")] {
        std::fs::write(autosave.join(format!("{id}.pgn")), game).unwrap();
        std::fs::write(autosave.join(format!("{id}.lock")), "").unwrap();
    }
    let (mine, waiting) = jipu::app::autosave::Autosave::open(dir.path());
    let index = waiting.iter().position(|w| w.id() == "100-1").unwrap();
    let mut state = english().with_autosave(mine, waiting);
    let effects = state.apply(Command::RestoreInNewWindow(index));
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, jipu::app::Effect::NewWindow { restore } if restore == "100-1")),
        "the new window is told which game to restore"
    );
    // The new window (another Autosave in the same folder) can take that game, and only that one: this window
    // still holds the other, which it still offers.
    let (_theirs, offered) = jipu::app::autosave::Autosave::open(dir.path());
    let ids: Vec<&str> = offered.iter().map(|w| w.id()).collect();
    assert_eq!(ids, ["100-1"]);
    assert_eq!(state.dialogs().waiting().len(), 1);
}

#[test]
fn dialogs_take_the_keyboard_and_enter_says_ok() {
    let mut h = harness(english_with("1. e4 e5"));
    let last = h.state().cursor();
    apply(h.state_mut(), Command::EditComment(last));
    h.run();
    h.run();
    type_keys(&mut h, "good");
    apply(h.state_mut(), Command::NoteDone(true));
    h.run();
    let comment = |h: &egui_kittest::Harness<'_, jipu::app::AppState>| {
        h.state().game().tree.notes(last).comment.clone()
    };
    assert_eq!(
        comment(&h).as_deref(),
        Some("good"),
        "typed straight into the comment"
    );
    assert_eq!(
        h.state().entry().text(),
        "",
        "nothing went into the move box"
    );
    // OK on a comment left as it was changes nothing, and leaves no undo step that undoes nothing.
    apply(h.state_mut(), Command::EditComment(last));
    h.run();
    apply(h.state_mut(), Command::NoteDone(true));
    h.run();
    ctrl(&mut h, egui::Key::Z);
    assert_eq!(comment(&h), None, "one Ctrl+Z takes the comment back");
    // The FEN dialog: typed into at once, Enter sets the position up.
    apply(h.state_mut(), Command::SetUpFen);
    h.run();
    h.run();
    type_keys(&mut h, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    assert_eq!(
        h.state()
            .dialogs()
            .fen()
            .map(|f| f.text().to_string())
            .as_deref(),
        Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
    );
    h.key_press(egui::Key::Enter);
    h.run();
    if let Some(discard) = h.query_by_label("Discard changes") {
        discard.click();
        h.run();
    }
    assert_eq!(
        h.state().game().start_fen(),
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
    );
    assert_eq!(
        h.state().game().tags.get("Date"),
        Some(jipu::app::today().as_str()),
        "dated today, as New dates a game"
    );
}

#[test]
fn saving_over_a_file_of_several_games_says_how_many_are_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let club = dir.path().join("club.pgn");
    let three =
        "[Event \"A\"]\n\n1. e4 *\n\n[Event \"B\"]\n\n1. d4 *\n\n[Event \"C\"]\n\n1. c4 *\n";
    std::fs::write(&club, three).unwrap();
    let mut h = harness(english());
    type_keys(&mut h, "e4");
    apply(
        h.state_mut(),
        Command::OpenChooser {
            purpose: FilePurpose::SaveGame,
            name: "club.pgn".into(),
            system_failed: true,
        },
    );
    apply(
        h.state_mut(),
        Command::Chooser(ChooserMessage::Go(dir.path().to_path_buf())),
    );
    h.run();
    h.get_by_label("Save").click();
    h.run();
    assert!(
        h.query_by_label_contains("already holds 3 games").is_some(),
        "the user is told what would be lost"
    );
    assert_eq!(
        std::fs::read_to_string(&club).unwrap(),
        three,
        "nothing written yet"
    );
}
