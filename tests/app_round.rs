//! A round at the club in the window: File › Sheets for a round… reads the pairings (a TRF or a CSV), lists the boards
//! of the round, prints or saves one sheet per board, and gives a game entered afterwards the details of its board.

mod common;

use common::window::*;
use egui_kittest::kittest::Queryable;
use jipu::app::{Command, FilePurpose, PrintWhat};

const PAIRINGS: &str = "台,白方,黑方,白方等级分,黑方等级分,轮,比赛名称,日期,地点\n\
                        1,王一鸣,李二,2310,2288,5,城市公开赛,2026.11.29,北京\n\
                        2,Zhang San,Zhao Si,1950,,5,城市公开赛,2026.11.29,北京\n\
                        3,刘五,陈六,,,5,城市公开赛,2026.11.29,北京\n";

#[test]
fn the_boards_of_a_round_are_listed_printed_saved_and_give_a_game_its_details() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("round5.csv");
    std::fs::write(&csv, PAIRINGS).unwrap();
    let mut h = harness_sized(english(), [1280.0, 900.0]);
    apply(
        h.state_mut(),
        Command::FileChosen(FilePurpose::OpenPairings, Some(csv)),
    );
    h.run();
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
    apply(h.state_mut(), Command::RoundPrint);
    let dialog = h.state().dialogs().print().expect("the print dialog");
    assert_eq!(dialog.what(), PrintWhat::Several);
    let sheet = h.state().sheet_to_print().expect("the round's sheets");
    assert_eq!(sheet.pages.len(), 3);
    assert!(sheet.pages[1].texts().any(|t| t.contains("Zhang San")));
    apply(h.state_mut(), Command::PrintClose);
    // Saved as one PDF.
    let pdf = dir.path().join("round5.pdf");
    apply(
        h.state_mut(),
        Command::FileChosen(FilePurpose::ExportRound, Some(pdf.clone())),
    );
    let doc = lopdf::Document::load(&pdf).expect("a PDF");
    assert_eq!(doc.get_pages().len(), 3, "one page per board");
    // A game entered afterwards takes its board's details.
    h.run();
    // The first board's button: each board row has one.
    h.query_all_by_label("Details for this game")
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
    assert_eq!(
        h.state()
            .document()
            .details()
            .get(jipu::sheet::Field::Table),
        "1"
    );
    apply(h.state_mut(), Command::Undo);
    assert_eq!(h.state().game().tags.get("White"), None, "one undo step");
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
