//! Game details, files and print in the window: details typed into the form survive a save and a reopen; a file of
//! several games keeps the others byte for byte; the exported sheet holds the details and moves; a date that does
//! not exist is refused; a pasted FEN sets up the position. File dialogs are bypassed by giving paths.

use crate::common::window::*;
use egui::Event;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use jipu::app::FilePurpose;
use jipu::app::PasteMessage;
use jipu::app::{AppState, Command};
use jipu::notation::{NotationStyle, write_move_line};
use jipu::sheet::Field;

fn tall(state: AppState) -> Harness<'static, AppState> {
    harness_sized(state, [1120.0, 900.0])
}

/// Types `text` into the detail field labelled `label`, as a person would: click, select all, type.
fn fill(h: &mut Harness<'static, AppState>, label: &str, text: &str) {
    h.get_by_label(label).click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

fn open_details(h: &mut Harness<'static, AppState>) {
    h.get_by_label("Game details").click();
    h.run();
}

#[test]
fn details_typed_into_the_form_come_back_after_save_and_reopen() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.pgn");
    let mut h = tall(english());
    h.event(Event::Text("e4".into()));
    h.run();
    open_details(&mut h);
    for (label, value) in [
        ("Event", "城市锦标赛"),
        ("Site", "北京"),
        ("Date", "2026.11.29"),
        ("Round", "3"),
        ("Table", "7"),
        ("White", "王一鸣"),
        ("Black", "Li Er"),
        ("Limit", "90+30"),
        ("Used (White)", "1:02"),
        ("Used (Black)", "1:20"),
        ("Result", "1-0"),
    ] {
        fill(&mut h, label, value);
    }
    assert!(
        h.state().document().refused().is_empty(),
        "{:?}",
        h.state().document().refused()
    );
    assert!(h.state().is_dirty());
    assert!(h.state().window_title().contains("王一鸣 – Li Er •"));
    apply(
        h.state_mut(),
        Command::FileChosen(FilePurpose::SaveGame, Some(path.clone())),
    );
    assert!(!h.state().is_dirty());
    let saved = std::fs::read_to_string(&path).unwrap();
    assert!(saved.contains("[TimeControl \"5400+30\"]"), "{saved}");

    let mut again = english();
    apply(&mut again, Command::OpenPath(path.clone()));
    settle_state(&mut again);
    let d = again.document().details();
    assert_eq!(d.get(Field::Event), "城市锦标赛");
    assert_eq!(d.get(Field::Site), "北京");
    assert_eq!(d.get(Field::Date), "2026.11.29");
    assert_eq!(d.get(Field::Round), "3");
    assert_eq!(d.get(Field::Table), "7");
    assert_eq!(d.get(Field::White), "王一鸣");
    assert_eq!(d.get(Field::Black), "Li Er");
    assert_eq!(d.get(Field::Limit), "90′ + 30″");
    assert_eq!(d.get(Field::WhiteUsed), "1:02:00");
    assert_eq!(d.get(Field::BlackUsed), "1:20:00");
    assert_eq!(d.get(Field::Result), "1-0");
    assert_eq!(
        write_move_line(again.game(), NotationStyle::En),
        "1. e4 1-0"
    );
    // Typed once, offered again.
    assert_eq!(
        again.settings().remembered(Field::White).len(),
        0,
        "a fresh state remembers nothing"
    );
    assert!(
        h.state()
            .settings()
            .remembered(Field::White)
            .contains(&"王一鸣".to_string())
    );
    assert!(
        h.state()
            .settings()
            .remembered(Field::Event)
            .contains(&"城市锦标赛".to_string())
    );
}

#[test]
fn a_date_that_does_not_exist_is_refused_at_its_field() {
    let mut h = tall(english());
    open_details(&mut h);
    fill(&mut h, "Date", "2026.11.30");
    assert_eq!(h.state().game().tags.get("Date"), Some("2026.11.30"));
    fill(&mut h, "Date", "2026.02.30");
    assert!(
        h.query_by_label_contains("there is no such date: 2026.02.30")
            .is_some(),
        "the reason shows at the field"
    );
    assert_eq!(
        h.state().game().tags.get("Date"),
        None,
        "a refused value is never written, and no earlier value stands in for it"
    );
    fill(&mut h, "Used (White)", "-0:05");
    assert!(
        h.query_by_label_contains("a time cannot be negative")
            .is_some()
    );
}

#[test]
fn a_file_of_several_games_keeps_the_others_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("round.pgn");
    let text = "[Event \"Round 1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4  e5 {kept  as is} 2. Nf3 1-0\n\n\
                [Event \"Round 1\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. d4 d5 *\n\n\
                [Event \"Round 1\"]\n[White \"E\"]\n[Black \"F\"]\n[Result \"0-1\"]\n\n1. c4 c5 0-1\n";
    std::fs::write(&path, text).unwrap();
    let mut state = english();
    apply(&mut state, Command::OpenPath(path.clone()));
    settle_state(&mut state);
    assert!(
        state.dialogs().game_list().is_some(),
        "several games: a list to pick from"
    );
    let mut h = tall(state);
    assert!(h.query_by_label("Choose a game").is_some());
    h.get_by_label("C").click();
    h.run();
    assert_eq!(h.state().game().tags.get("White"), Some("C"));
    h.event(Event::Text("c4".into()));
    h.run();
    open_details(&mut h);
    fill(&mut h, "Result", "1/2-1/2");
    apply(
        h.state_mut(),
        Command::FileChosen(FilePurpose::SaveGame, Some(path.clone())),
    );
    let written = std::fs::read_to_string(&path).unwrap();
    let second = text.find("[Event \"Round 1\"]\n[White \"C\"]").unwrap();
    let third = text.find("[Event \"Round 1\"]\n[White \"E\"]").unwrap();
    assert!(
        written.starts_with(&text[..second]),
        "the first game is unchanged"
    );
    assert!(
        written.ends_with(&text[third..]),
        "the third game is unchanged"
    );
    assert!(written.contains("1. d4 d5 2. c4 1/2-1/2"), "{written}");
}

#[test]
fn export_writes_a_pdf_with_the_details_and_the_moves() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("sheet.pdf");
    let mut h = tall(english());
    for m in ["e4", "e5", "Nf3", "Nc6"] {
        h.event(Event::Text(m.into()));
        h.run();
    }
    open_details(&mut h);
    fill(&mut h, "Event", "Club Night");
    fill(&mut h, "White", "Wang Yi");
    fill(&mut h, "Black", "Li Er");
    apply(
        h.state_mut(),
        Command::FileChosen(FilePurpose::ExportSheet, Some(pdf.clone())),
    );
    let doc = lopdf::Document::load_mem(&std::fs::read(&pdf).unwrap()).unwrap();
    let text = doc.extract_text(&[1]).unwrap();
    for word in ["Club Night", "Wang Yi", "Li Er", "e4", "e5", "Nf3", "Nc6"] {
        assert!(
            text.contains(word),
            "`{word}` missing from the sheet:\n{text}"
        );
    }
}

#[test]
fn a_pasted_fen_sets_up_the_position() {
    let mut h = tall(english());
    h.event(Event::Paste("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".into()));
    settle(&mut h);
    assert_eq!(
        h.state().game().start_fen(),
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
    );
    h.event(Event::Text("e4".into()));
    h.run();
    assert_eq!(moves_en(&h), "1. e4");
    // And a pasted game replaces it, once the unsaved game is given up.
    h.event(Event::Paste("1. d4 d5 2. c4 *".into()));
    settle(&mut h);
    h.get_by_label("Discard changes").click();
    h.run();
    assert_eq!(moves_en(&h), "1. d4 d5 2. c4");
}

#[test]
fn opening_a_broken_file_says_what_and_where_and_keeps_what_was_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("broken.pgn");
    let text = "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb6 a6 *\n";
    std::fs::write(&path, text).unwrap();
    let mut state = english();
    apply(&mut state, Command::OpenPath(path.clone()));
    settle_state(&mut state);
    let mut h = tall(state);
    h.run();
    // The repair, at the move, with the reason on screen.
    assert_eq!(
        h.state()
            .dialogs()
            .paste()
            .stop()
            .map(|s| s.written.as_str()),
        Some("Bb6")
    );
    assert!(
        h.query_by_label_contains("3. White Bb6").is_some(),
        "the move and the reason are on screen"
    );
    // Keeping only what was read: the moves before the stop, never saved over the whole game in its file.
    apply(h.state_mut(), Command::PasteDialog(PasteMessage::Keep));
    h.run();
    assert_eq!(
        write_move_line(h.state().game(), NotationStyle::En),
        "1. e4 e5 2. Nf3 Nc6"
    );
    let effects = h.state_mut().apply(Command::Save);
    assert!(!effects.is_empty(), "Save asks where: {effects:?}");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        text,
        "the file is untouched"
    );
}

#[test]
fn the_sheet_notation_and_paper_chosen_are_used_and_the_theme_switches() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("zh.pdf");
    // Wide enough for the whole bar in English, the theme's toggle included (narrower, it is in the View menu only).
    let mut h = harness_sized(english(), [1280.0, 900.0]);
    h.event(Event::Text("Nf3".into()));
    h.run();
    apply(h.state_mut(), Command::SheetStyle(NotationStyle::ZhHant));
    apply(
        h.state_mut(),
        Command::SheetPaper(jipu::sheet::Paper::Letter),
    );
    apply(
        h.state_mut(),
        Command::FileChosen(FilePurpose::ExportSheet, Some(pdf.clone())),
    );
    let doc = lopdf::Document::load_mem(&std::fs::read(&pdf).unwrap()).unwrap();
    assert!(doc.extract_text(&[1]).unwrap().contains("馬f3"));
    assert_eq!(
        h.state().settings().paper(),
        jipu::sheet::Paper::Letter,
        "remembered in the settings"
    );
    // The theme is a toggle named "Dark", selected while the theme is dark.
    let dark = h.ctx.theme() == egui::Theme::Dark;
    let toggle = h.get_by_label("Dark");
    let shown = toggle.accesskit_node().toggled() == Some(egui::accesskit::Toggled::True);
    assert_eq!(shown, dark, "it shows the theme in use");
    toggle.click();
    h.run();
    assert_ne!((h.ctx.theme() == egui::Theme::Dark), dark);
}

#[test]
fn a_game_of_a_file_with_a_miswritten_move_opens_in_the_repair_and_is_saved_whole() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.pgn");
    let text = "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n\n\
                [Event \"Club\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n\
                1. e4 e5 2. Nf3 Nc6 3. Bb9 a6 4. Ba4 Nf6 *\n";
    std::fs::write(&path, text).unwrap();
    let mut state = english();
    apply(&mut state, Command::OpenPath(path.clone()));
    settle_state(&mut state);
    let mut h = tall(state);
    h.get_by_label("C").click();
    h.run();
    // Not shown cut short: the repair is open at the move, offering the move meant.
    let paste = h.state().dialogs().paste();
    assert!(paste.is_open(), "the repair opens");
    assert_eq!(paste.stop().map(|s| s.written.as_str()), Some("Bb9"));
    assert_eq!(
        h.state().game().tree.mainline_len(),
        0,
        "the game on the board is not replaced by a cut one"
    );
    h.get_by_label("Bb5").click();
    settle(&mut h);
    assert_eq!(
        write_move_line(h.state().game(), NotationStyle::En),
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6"
    );
    // Saved into its place in the file, whole; the other game byte for byte.
    apply(h.state_mut(), Command::Save);
    let written = std::fs::read_to_string(&path).unwrap();
    let second = text.find("[Event \"Club\"]\n[White \"C\"]").unwrap();
    assert!(written.starts_with(&text[..second]), "{written}");
    assert!(
        written.contains("3. Bb5 {sheet: Bb9} 3... a6 4. Ba4 Nf6"),
        "{written}"
    );
    assert!(
        !written.contains(" Bb9 "),
        "the sheet's Bb9 is no move, only its record: {written}"
    );
}

/// A Latin-1 file (as old databases and the PGN standard write it) is read as Windows-1252, says so, and can be read
/// again as another encoding from the File menu; a GBK file is read as GBK.
#[test]
fn a_file_in_a_legacy_encoding_says_which_and_can_be_reopened_as_another() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.pgn");
    std::fs::write(
        &path,
        b"[Event \"Caf\xe9 Open\"]\n[White \"M\xfcller, Hans\"]\n[Black \"G\xf6rgen\"]\n\n1. e4 e5 *\n",
    )
    .unwrap();
    let mut state = english();
    apply(&mut state, Command::OpenPath(path.clone()));
    settle_state(&mut state);
    assert_eq!(state.game().tags.get("White"), Some("Müller, Hans"));
    let said = state.message_text().unwrap_or_default();
    assert!(said.contains("windows-1252"), "{said}");
    let gbk = jipu::pgn::ENCODINGS
        .iter()
        .position(|e| *e == encoding_rs::GB18030)
        .unwrap();
    apply(&mut state, Command::ReopenAs(gbk));
    settle_state(&mut state);
    assert_ne!(state.game().tags.get("White"), Some("Müller, Hans"));
    let latin = jipu::pgn::ENCODINGS
        .iter()
        .position(|e| *e == encoding_rs::WINDOWS_1252)
        .unwrap();
    apply(&mut state, Command::ReopenAs(latin));
    settle_state(&mut state);
    assert_eq!(state.game().tags.get("White"), Some("Müller, Hans"));
    // The menu shows it: File › Reopen as.
    let mut h = tall(state);
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Reopen as").hover();
    h.run();
    assert!(h.query_by_label("windows-1252").is_some());
    // A Chinese file in GBK.
    let gbk_path = dir.path().join("gbk.pgn");
    let (bytes, _, _) = encoding_rs::GBK.encode("[White \"王一鸣\"]\n\n1. e4 e5 2. 马f3 *\n");
    std::fs::write(&gbk_path, &bytes).unwrap();
    let mut state = english();
    apply(&mut state, Command::OpenPath(gbk_path));
    settle_state(&mut state);
    assert_eq!(state.game().tags.get("White"), Some("王一鸣"));
    assert!(state.message_text().unwrap_or_default().contains("GBK"));
}
