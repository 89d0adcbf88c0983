//! A round at the club in the window (issue 26): File › A round at the club… reads the pairings (a TRF or a CSV),
//! shows the round's boards with its event, date, site and round as the sheets print them, prints or saves one sheet
//! per board, starts a new game for a board (the game shown is never overwritten), takes each board's result from
//! the keyboard, writes the results back (a results CSV, the TRF's columns), and grades the round on the club's
//! ladder with the same code as `jipu grade` — the ladder file byte for byte what `jipu grade` writes.

use crate::common::window::*;
use egui::Event;
use egui_kittest::kittest::{NodeT, Queryable};
use jipu::app::{Command, Effect, FilePurpose, PrintWhat, RoundTab};
use jipu::app::{PrintMessage, RoundMessage};
use jipu::club::{BoardResult, read_pairings, read_results};
use shakmaty::{Color, KnownOutcome};

const PAIRINGS: &str = "台,白方,黑方,白方等级分,黑方等级分,轮,比赛名称,日期,地点\n\
                        1,王一鸣,李二,2310,2288,5,城市公开赛,2026.11.29,北京\n\
                        2,Zhang San,Zhao Si,1950,,5,城市公开赛,2026.11.29,北京\n\
                        3,刘五,陈六,,,5,城市公开赛,2026.11.29,北京\n";

/// Four boards and no round, event or date: a club night's list.
const CLUB_NIGHT: &str = "board,white,black\n1,Wang,Li\n2,Zhang,Zhao\n3,Liu,Chen\n4,Sun,Zhou\n";

const SPRING: &str = include_str!("../data/club/spring-open.trf");

fn open_pairings(h: &mut egui_kittest::Harness<'_, jipu::app::AppState>, path: &std::path::Path) {
    apply(
        h.state_mut(),
        Command::FileChosen(FilePurpose::OpenPairings, Some(path.to_path_buf())),
    );
    h.run();
}

fn won(winner: Color) -> Option<BoardResult> {
    Some(BoardResult::Played(KnownOutcome::Decisive { winner }))
}

#[test]
fn the_boards_of_a_round_are_listed_printed_saved_and_start_a_new_game_with_their_details() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("round5.csv");
    std::fs::write(&csv, PAIRINGS).unwrap();
    let mut h = harness_sized(english(), [1280.0, 900.0]);
    open_pairings(&mut h, &csv);
    for shown in [
        "王一鸣 (2310)",
        "李二 (2288)",
        "Zhang San (1950)",
        "刘五",
        "陈六",
    ] {
        assert!(h.query_by_label(shown).is_some(), "{shown} is listed");
    }
    // One sheet per board, previewed in the print dialog.
    h.get_by_label("Print the sheets…").click();
    // The dialog asks CUPS for its printers on a thread and looks again every 100 ms meanwhile: frames until it has
    // answered (`run` gave up after 4 frames when CUPS was slow).
    h.step();
    wait_for_printers(&mut h);
    let dialog = h.state().dialogs().print().expect("the print dialog");
    assert_eq!(dialog.what(), PrintWhat::Several);
    let sheet = h.state().sheet_to_print().expect("the round's sheets");
    assert_eq!(sheet.pages.len(), 3);
    assert!(sheet.pages[1].texts().any(|t| t.contains("Zhang San")));
    apply(h.state_mut(), Command::PrintDialog(PrintMessage::Close));
    // Saved as one PDF; the name proposed is the round's, not the open game's.
    let effects = h
        .state_mut()
        .apply(Command::RoundDialog(RoundMessage::SaveAs));
    assert_eq!(
        effects,
        [Effect::ChooseFile {
            purpose: FilePurpose::ExportRound,
            name: "round5-sheets.pdf".into()
        }]
    );
    let pdf = dir.path().join("round5.pdf");
    apply(
        h.state_mut(),
        Command::FileChosen(FilePurpose::ExportRound, Some(pdf.clone())),
    );
    let doc = lopdf::Document::load(&pdf).expect("a PDF");
    assert_eq!(doc.get_pages().len(), 3, "one page per board");
    // A board starts a new game with its details.
    h.run();
    h.query_all_by_label("Start this game")
        .next()
        .expect("a button per board")
        .click();
    h.run();
    let tags = &h.state().game().tags;
    assert_eq!(tags.get("White"), Some("王一鸣"));
    assert_eq!(tags.get("Black"), Some("李二"));
    assert_eq!(tags.get("WhiteElo"), Some("2310"));
    assert_eq!(tags.get("Round"), Some("5"));
    assert_eq!(tags.get("Board"), Some("1"));
    assert_eq!(tags.get("Event"), Some("城市公开赛"));
    assert_eq!(tags.get("Date"), Some("2026.11.29"));
    assert_eq!(
        h.state()
            .document()
            .details()
            .get(jipu::sheet::Field::Table),
        "1"
    );
    assert!(
        h.state().dialogs().round().is_none(),
        "the dialog steps aside for the game"
    );
    apply(h.state_mut(), Command::Undo);
    assert_eq!(
        h.state().game().tags.get("White"),
        None,
        "one undo step back to the game before"
    );
}

/// Issue 26, item 1: a game opened from an archive is never given another board's players — a board starts a new
/// game, and a game with unsaved changes is asked about first, as New asks.
#[test]
fn a_board_never_overwrites_the_game_shown_and_unsaved_changes_are_asked_about_first() {
    let dir = tempfile::tempdir().unwrap();
    let archive = dir.path().join("archive.pgn");
    let kept = "[Event \"Club 2025\"]\n[White \"Old\"]\n[Black \"Game\"]\n[Round \"2\"]\n[Board \"7\"]\n\
                [Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
    std::fs::write(&archive, kept).unwrap();
    let csv = dir.path().join("round5.csv");
    std::fs::write(&csv, PAIRINGS).unwrap();
    let mut h = harness_sized(english(), [1280.0, 900.0]);
    apply(h.state_mut(), Command::OpenPath(archive.clone()));
    settle(&mut h);
    assert_eq!(h.state().game().tags.get("White"), Some("Old"));
    open_pairings(&mut h, &csv);
    h.query_all_by_label("Start this game")
        .nth(1)
        .expect("board 2")
        .click();
    h.run();
    let game = h.state().game();
    assert_eq!(game.tags.get("White"), Some("Zhang San"));
    assert_eq!(
        game.tree.mainline_len(),
        0,
        "a new game, not the archive's moves"
    );
    assert_eq!(game.tags.result().as_str(), "*", "and not its result");
    assert!(h.state().document().source().is_none(), "with no file");
    // Ctrl+S asks where: the archive is not written.
    let effects = h.state_mut().apply(Command::Save);
    assert!(
        matches!(
            effects.as_slice(),
            [Effect::ChooseFile {
                purpose: FilePurpose::SaveGame,
                ..
            }]
        ),
        "{effects:?}"
    );
    assert_eq!(std::fs::read_to_string(&archive).unwrap(), kept);
    // A move typed: the game has changes; another board asks first, and Cancel keeps it.
    type_move(h.state_mut(), "d4");
    apply(h.state_mut(), Command::RoundSheets);
    h.run();
    h.query_all_by_label("Start this game")
        .nth(2)
        .expect("board 3")
        .click();
    h.run();
    assert!(
        h.state().dialogs().asks_to_replace(),
        "unsaved changes: asked"
    );
    let said = h.state().message_text().unwrap_or_default();
    assert!(
        !said.contains("table 3"),
        "no new game is announced before the answer: {said}"
    );
    apply(
        h.state_mut(),
        Command::AnswerUnsaved(jipu::app::Unsaved::Cancel),
    );
    assert_eq!(h.state().game().tags.get("White"), Some("Zhang San"));
    assert_eq!(h.state().game().tree.mainline_len(), 1);
    let said = h.state().message_text().unwrap_or_default();
    assert!(!said.contains("table 3"), "nor after Cancel: {said}");
    // Discard: the new game, and now it is said.
    apply(h.state_mut(), Command::RoundSheets);
    h.run();
    h.query_all_by_label("Start this game")
        .nth(2)
        .expect("board 3")
        .click();
    h.run();
    apply(
        h.state_mut(),
        Command::AnswerUnsaved(jipu::app::Unsaved::Discard),
    );
    let said = h.state().message_text().unwrap_or_default();
    assert!(
        said.contains("table 3"),
        "said once the game is there: {said}"
    );
}

/// Issue 26, item 2: a pairing list that gives no round prints none (as the command line does); event, date, site
/// and round are typed in the dialog and printed; Escape closes a list that is open, then the dialog, which comes
/// back as it was left.
#[test]
fn a_round_with_no_number_prints_none_and_its_details_are_typed_in_the_dialog() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("club-night.csv");
    std::fs::write(&csv, CLUB_NIGHT).unwrap();
    let mut h = harness_sized(english(), [1280.0, 900.0]);
    open_pairings(&mut h, &csv);
    let dialog = h.state().dialogs().round().expect("the round's dialog");
    assert_eq!(
        dialog.field(jipu::app::RoundField::Round),
        "",
        "no round 1 invented"
    );
    let round = dialog.round().expect("the round");
    assert_eq!(round.number, None);
    assert_eq!(round.games()[0].tags.get("Round"), None);
    assert!(
        h.query_by_label("Boards of round").is_none(),
        "no list of rounds when the file has none"
    );
    for (label, typed) in [
        ("Event", "Thursday Rapid"),
        ("Date", "2026-03-14"),
        ("Site", "Club room"),
        ("Round", "7"),
    ] {
        h.get_by_label(label).click();
        h.run();
        type_keys(&mut h, typed);
    }
    let round = h.state().dialogs().round().unwrap().round().unwrap();
    assert_eq!(round.number, Some(7));
    assert_eq!(round.date.as_deref(), Some("2026.03.14"));
    let game = &round.games()[2];
    assert_eq!(game.tags.get("Event"), Some("Thursday Rapid"));
    assert_eq!(game.tags.get("Site"), Some("Club room"));
    assert_eq!(game.tags.get("Round"), Some("7"));
    // A date that does not exist is said, and no sheet is printed with it.
    h.get_by_label("Date").click();
    h.run();
    type_keys(&mut h, "x");
    assert!(!h.state().dialogs().round().unwrap().ready());
    assert!(
        h.state_mut()
            .apply(Command::RoundDialog(RoundMessage::SaveAs))
            .is_empty()
    );
    h.key_press(egui::Key::Backspace);
    h.run();
    assert!(h.state().dialogs().round().unwrap().ready());
    // Escape: out of the field first, then the dialog closes — and comes back as it was.
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(
        h.state().dialogs().round().is_some(),
        "only the field was left"
    );
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.state().dialogs().round().is_none(), "closed");
    apply(h.state_mut(), Command::RoundSheets);
    h.run();
    let dialog = h.state().dialogs().round().expect("shown again");
    assert_eq!(dialog.field(jipu::app::RoundField::Event), "Thursday Rapid");
}

/// Escape while the list of rounds is open closes the list, not the dialog.
#[test]
fn escape_on_the_list_of_rounds_closes_only_the_list() {
    let dir = tempfile::tempdir().unwrap();
    let trf = dir.path().join("spring.trf");
    std::fs::write(&trf, SPRING).unwrap();
    let mut h = harness_sized(english(), [1280.0, 900.0]);
    open_pairings(&mut h, &trf);
    let dialog = h.state().dialogs().round().unwrap();
    assert_eq!(dialog.rounds(), [1, 2, 3, 4, 5]);
    assert_eq!(dialog.chosen(), Some(5), "the round about to be played");
    h.get_by_label("Boards of round").click();
    h.run();
    assert!(egui::Popup::is_any_open(&h.ctx), "the rounds are listed");
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(!egui::Popup::is_any_open(&h.ctx), "the list closed");
    assert!(h.state().dialogs().round().is_some(), "the dialog stays");
    h.get_by_label("Boards of round").click();
    h.run();
    // Round 3 in the list (not the label of board 3).
    h.query_all_by_label("3")
        .find(|n| n.accesskit_node().role() != egui::accesskit::Role::Label)
        .expect("round 3 in the list")
        .click();
    h.run();
    let round = h.state().dialogs().round().unwrap().round().unwrap();
    assert_eq!(round.number, Some(3));
    assert_eq!(
        h.state().dialogs().round().unwrap().result(0),
        round.boards[0].result,
        "round 3's results, as the file has them"
    );
}

/// The results of round 5 entered from the keyboard: ↓ and ↑, `1`, `=`, `0`, `+`, Delete; written as a results CSV
/// (read back the same) and into the TRF's result columns (every other line kept, the file read back the same).
#[test]
fn results_typed_from_the_keyboard_are_written_as_a_csv_and_into_the_trf() {
    let dir = tempfile::tempdir().unwrap();
    let trf = dir.path().join("spring.trf");
    std::fs::write(&trf, SPRING).unwrap();
    let mut h = harness_sized(english(), [1280.0, 900.0]);
    open_pairings(&mut h, &trf);
    h.get_by_label("Results").click();
    h.run();
    assert_eq!(
        h.state().dialogs().round().unwrap().tab(),
        RoundTab::Results
    );
    let key = |h: &mut egui_kittest::Harness<'_, jipu::app::AppState>, text: &str| {
        h.event(Event::Text(text.into()));
        h.run();
    };
    key(&mut h, "1");
    key(&mut h, "0");
    key(&mut h, "=");
    h.key_press(egui::Key::ArrowUp);
    h.run();
    key(&mut h, "x"); // board 3: both forfeited…
    h.key_press(egui::Key::ArrowUp);
    h.run();
    h.key_press(egui::Key::Delete); // …no: board 3 is open again
    h.run();
    h.key_press(egui::Key::ArrowDown);
    h.run();
    key(&mut h, "+");
    let dialog = h.state().dialogs().round().unwrap();
    let want = [
        won(Color::White),
        won(Color::Black),
        None,
        Some(BoardResult::Forfeit(Some(Color::White))),
    ];
    for (row, result) in want.iter().enumerate() {
        assert_eq!(dialog.result(row), *result, "board {}", row + 1);
    }
    assert!(h.query_by_label("3 of 4 results in").is_some());
    // A results CSV.
    let csv = dir.path().join("round5-results.csv");
    let effects = h
        .state_mut()
        .apply(Command::RoundDialog(RoundMessage::WriteCsv));
    assert!(
        matches!(&effects[..], [Effect::ChooseFile { name, .. }] if name == "spring-5-results.csv"),
        "{effects:?}"
    );
    apply(
        h.state_mut(),
        Command::FileChosen(FilePurpose::ExportResults, Some(csv.clone())),
    );
    let written = std::fs::read(&csv).unwrap();
    let back = read_results(&written).unwrap().round(5).unwrap();
    let results: Vec<_> = back.boards.iter().map(|b| b.result).collect();
    assert_eq!(results, want);
    // The TRF's own columns.
    h.get_by_label("Write into the TRF").click();
    h.run();
    let text = std::fs::read_to_string(&trf).unwrap();
    let round = read_pairings(text.as_bytes()).unwrap().round(5).unwrap();
    let results: Vec<_> = round.boards.iter().map(|b| b.result).collect();
    assert_eq!(results, want, "the TRF read again gives the results");
    for (old, new) in SPRING.lines().zip(text.lines()) {
        if !old.starts_with("001") {
            assert_eq!(old, new, "only the players' lines change");
        } else {
            assert_eq!(
                &new[..old.len()],
                old,
                "a player's line only gains its result"
            );
        }
    }
    assert!(
        h.query_all_by_label_contains("results written").count() >= 1,
        "said in the dialog"
    );
}

/// The grading of a round: the ladder before and after with each game's change and the levels, applied and written;
/// the file is byte for byte what `jipu grade` writes from the same ladder and the results the window wrote.
#[test]
fn the_grading_is_shown_and_applied_as_jipu_grade_applies_it() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("club-night.csv");
    std::fs::write(&csv, CLUB_NIGHT).unwrap();
    let ladder = "name,points,games\nWang,1510,12\nLi,1490,9\nZhang,880,3\nZhao,1200,20\nLiu,95,1\nChen,200,4\n";
    let ladder_path = dir.path().join("ladder.csv");
    std::fs::write(&ladder_path, ladder).unwrap();
    let for_cli = dir.path().join("ladder-cli.csv");
    std::fs::write(&for_cli, ladder).unwrap();
    let mut h = harness_sized(english(), [1280.0, 900.0]);
    open_pairings(&mut h, &csv);
    apply(
        h.state_mut(),
        Command::RoundDialog(RoundMessage::Tab(RoundTab::Results)),
    );
    h.run();
    for key in ["1", "=", "1", "-"] {
        h.event(Event::Text(key.into()));
        h.run();
    }
    apply(
        h.state_mut(),
        Command::FileChosen(FilePurpose::OpenLadder, Some(ladder_path.clone())),
    );
    h.run();
    assert_eq!(
        h.state().dialogs().round().unwrap().tab(),
        RoundTab::Grading
    );
    // Each game's change, and the ladder before and after with the levels.
    // The higher wins at D = 20: 10 − 20/12.5 = 8.4. The lower draws at D = 320: D/4 = 80.
    assert!(h.query_by_label("Wang +8.4 · Li -8.4").is_some(), "board 1");
    assert!(
        h.query_by_label("Zhang +80.0 · Zhao -80.0").is_some(),
        "board 2"
    );
    assert!(
        h.query_by_label("forfeit, not graded").is_some(),
        "board 4 is a forfeit"
    );
    assert!(h.query_by_label("1518.4").is_some(), "Wang after");
    // The lower wins at D = 105: D/2 = 52.5. Liu goes up to level 30, Chen down to it.
    assert!(
        h.query_by_label("no level → level 30").is_some(),
        "Liu moves up a level"
    );
    assert!(
        h.query_by_label("level 29 → level 30").is_some(),
        "Chen moves down one"
    );
    h.get_by_label("Apply the grading and write the ladder")
        .click();
    h.run();
    let by_window = std::fs::read(&ladder_path).unwrap();
    assert_ne!(by_window, ladder.as_bytes(), "the ladder moved");
    // The same round, graded by the command line from the results the window writes.
    let results = dir.path().join("results.csv");
    apply(
        h.state_mut(),
        Command::FileChosen(FilePurpose::ExportResults, Some(results.clone())),
    );
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_jipu"))
        .args(["--lang", "en", "grade"])
        .arg(&for_cli)
        .arg(&results)
        .output()
        .expect("jipu grade runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&by_window),
        String::from_utf8_lossy(&std::fs::read(&for_cli).unwrap()),
        "the window's ladder is jipu grade's, byte for byte"
    );
    assert!(
        h.get_by_label("Apply the grading and write the ladder")
            .accesskit_node()
            .is_disabled(),
        "applied once: not again by a second click"
    );
}

#[test]
fn a_broken_pairing_file_is_said_with_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("broken.csv");
    std::fs::write(&csv, "board,white,black\n1,A,B\n1,C,D\n").unwrap();
    let mut s = english();
    apply(
        &mut s,
        Command::FileChosen(FilePurpose::OpenPairings, Some(csv)),
    );
    assert!(s.dialogs().round().is_none());
    let said = s.message_text().unwrap_or_default();
    assert!(said.contains("line 3"), "{said}");
}
