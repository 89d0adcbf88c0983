//! A round's sheets photographed, read back to their boards in the window (issue 36): photos dropped on the round's
//! results page (or chosen there) are read one after another; each goes to the board its printed code names, with
//! the board's players from the pairing; the result it proposes is shown beside the board and entered only when
//! taken; a photo that is not one of the round's sheets is said so; a photo opened beside the board gives its game
//! with the board's details. Both languages.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::common::window::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use jipu::app::{AppState, Command, FilePurpose, ProposedFrom, RoundMessage, RoundTab};
use jipu::club::BoardResult;
use shakmaty::{Color, KnownOutcome};

fn chinese() -> AppState {
    AppState::with_settings(jipu::app::Settings::new(jipu::Lang::Zh))
}

fn data(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// Board 3 of round 5 of `spring-open.trf`, printed by Jipu with eight moves and `1-0` on its result line,
/// photographed upside down in perspective (tests/data/club/PICTURES.md).
fn photo() -> PathBuf {
    data("tests/data/club/round5-board3-photo.jpg")
}

/// Round 5 of the spring open, its results page shown.
fn round_five(state: AppState) -> Harness<'static, AppState> {
    let mut h = harness_sized(state, [1366.0, 768.0]);
    apply(
        h.state_mut(),
        Command::FileChosen(
            FilePurpose::OpenPairings,
            Some(data("tests/data/club/spring-open.trf")),
        ),
    );
    apply(h.state_mut(), Command::RoundDialog(RoundMessage::Choose(5)));
    apply(
        h.state_mut(),
        Command::RoundDialog(RoundMessage::Tab(RoundTab::Results)),
    );
    h.run();
    h
}

/// Frames until every photo is read, as a person waits for the progress line.
fn photos_read(h: &mut Harness<'static, AppState>) {
    let start = Instant::now();
    while h.state().round_photos_progress().is_some() {
        assert!(
            start.elapsed() < Duration::from_secs(300),
            "the photos were still being read after 5 minutes"
        );
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    h.run();
}

fn row_of_board(h: &Harness<'static, AppState>, number: u32) -> usize {
    let round = h.state().dialogs().round().and_then(|d| d.round()).unwrap();
    round
        .boards
        .iter()
        .position(|b| b.number == number)
        .unwrap()
}

fn notes(h: &Harness<'static, AppState>, lang: jipu::Lang) -> Vec<String> {
    let dialog = h.state().dialogs().round().unwrap();
    dialog.photo_notes().iter().map(|m| m.text(lang)).collect()
}

#[test]
fn photos_dropped_on_the_results_go_back_to_their_boards_and_their_result_is_taken_with_a_click() {
    let mut h = round_five(english());
    let handwritten = data("tests/data/handwritten/jipu-photo.jpg");
    apply(
        h.state_mut(),
        Command::DroppedFiles(vec![photo(), handwritten]),
    );
    assert!(
        h.state().round_photos_progress().is_some(),
        "the photos are read"
    );
    // The board's game is never replaced by photos read into the round.
    let before = h.state().game().clone();
    photos_read(&mut h);
    assert_eq!(h.state().game().tree.mainline(), before.tree.mainline());
    let row = row_of_board(&h, 3);
    let dialog = h.state().dialogs().round().unwrap();
    let sheet = dialog.photo(row).expect("board 3 has its photo");
    assert_eq!(sheet.moves, 16, "the eight printed moves");
    assert_eq!(sheet.game.tags.get("White"), Some("Li, Er"));
    assert_eq!(sheet.game.tags.get("Black"), Some("Sun, Li"));
    let white_won = BoardResult::Played(KnownOutcome::Decisive {
        winner: Color::White,
    });
    // Read to its last move; the result printed on the sheet's result line is proposed, as a field of its header.
    assert!(!sheet.stopped);
    assert!(
        matches!(sheet.proposed, Some((r, ProposedFrom::ResultLine(_))) if r == white_won),
        "{:?}",
        sheet.proposed
    );
    // Proposed, not entered.
    assert_eq!(dialog.result(row), None);
    let said = notes(&h, jipu::Lang::En);
    assert!(
        said.iter().any(|n| n
            .contains("round5-board3-photo.jpg: board 3, Li, Er – Sun, Li: 16 half-moves read")),
        "{said:?}"
    );
    // Jipu's sheet, but printed for no round: it names no board.
    assert!(
        said.iter()
            .any(|n| n.contains("jipu-photo.jpg: no round sheet printed by Jipu")),
        "{said:?}"
    );
    assert!(h.query_by_label("16 half-moves").is_some());
    // Taken with a click: entered, and the button goes.
    h.get_by_label("Take 1-0").click();
    h.run();
    let dialog = h.state().dialogs().round().unwrap();
    assert_eq!(dialog.result(row), Some(white_won));
    assert!(h.query_by_label("Take 1-0").is_none());

    // Opened beside the board: the photo read there, its game with the board's details.
    h.get_by_label("Open the photo").click();
    h.step();
    let start = Instant::now();
    while h.state().reading_a_picture() {
        assert!(start.elapsed() < Duration::from_secs(300));
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    h.run();
    assert!(h.state().picture().is_some(), "the photo is shown");
    let game = h.state().game();
    assert_eq!(game.tree.mainline().len(), 16);
    assert_eq!(game.tags.get("White"), Some("Li, Er"));
    assert_eq!(game.tags.get("Round"), Some("5"));
    assert_eq!(game.tags.get("Board"), Some("3"));
}

/// The photo chosen in the file chooser of the results page, and read: what is said of it, in Chinese.
fn chose_the_photo(h: &mut Harness<'static, AppState>) -> Vec<String> {
    apply(
        h.state_mut(),
        Command::FileChosen(FilePurpose::OpenRoundPhoto, Some(photo())),
    );
    photos_read(h);
    notes(h, jipu::Lang::Zh)
}

#[test]
fn a_photo_chosen_on_the_chinese_results_page_is_said_in_chinese() {
    let mut h = round_five(chinese());
    assert!(h.query_by_label("读取记录纸照片…").is_some());
    let said = chose_the_photo(&mut h);
    assert!(
        said.iter()
            .any(|n| n.contains("round5-board3-photo.jpg：第 3 台，Li, Er – Sun, Li：读出 16 步")),
        "{said:?}"
    );
    assert!(h.query_by_label("照片").is_some(), "the photo column");
    assert!(h.query_by_label("16 步").is_some());
    assert!(h.query_by_label("采用 1-0").is_some());
    // The sheet of another round is not put on this one's boards.
    apply(h.state_mut(), Command::RoundDialog(RoundMessage::Choose(4)));
    let said = chose_the_photo(&mut h);
    assert!(
        said.iter()
            .any(|n| n.contains("这是第 5 轮的记录纸；当前显示的是第 4 轮")),
        "{said:?}"
    );
    let dialog = h.state().dialogs().round().unwrap();
    assert!((0..8).all(|row| dialog.photo(row).is_none()));
}

/// A round's pre-filled sheets (`jipu sheet --pairings`), filled in by a generated hand and photographed
/// (tests/data/club/PICTURES.md): dropped together, each goes back to its board with its moves read whole and marked
/// unsure where they are, and the result written on its result line proposed; both taken, the round has its results.
#[test]
fn handwritten_round_sheets_dropped_together_bring_their_results_back() {
    let mut h = harness_sized(english(), [1366.0, 768.0]);
    apply(
        h.state_mut(),
        Command::FileChosen(
            FilePurpose::OpenPairings,
            Some(data("tests/data/club/round5.csv")),
        ),
    );
    apply(
        h.state_mut(),
        Command::RoundDialog(RoundMessage::Tab(RoundTab::Results)),
    );
    h.run();
    apply(
        h.state_mut(),
        Command::DroppedFiles(vec![
            data("tests/data/club/round5-board2-handwritten.jpg"),
            data("tests/data/club/round5-board4-handwritten.jpg"),
        ]),
    );
    photos_read(&mut h);
    let won = |winner| BoardResult::Played(KnownOutcome::Decisive { winner });
    for (board, result) in [(2, won(Color::Black)), (4, won(Color::White))] {
        let row = row_of_board(&h, board);
        let dialog = h.state().dialogs().round().unwrap();
        let sheet = dialog
            .photo(row)
            .unwrap_or_else(|| panic!("board {board}'s photo"));
        assert!(
            sheet.moves > 20,
            "board {board}: {} half-moves",
            sheet.moves
        );
        assert!(
            sheet.unsure > 0,
            "board {board}: its unsure moves are marked"
        );
        assert_eq!(
            sheet.game.tags.get("Board"),
            Some(board.to_string().as_str())
        );
        assert!(
            matches!(sheet.proposed, Some((r, ProposedFrom::ResultLine(_))) if r == result),
            "board {board}: {:?}",
            sheet.proposed
        );
        apply(
            h.state_mut(),
            Command::RoundDialog(RoundMessage::TakePhotoResult(row)),
        );
    }
    h.run();
    let dialog = h.state().dialogs().round().unwrap();
    assert_eq!(dialog.result(row_of_board(&h, 2)), Some(won(Color::Black)));
    assert_eq!(dialog.result(row_of_board(&h, 4)), Some(won(Color::White)));
    assert!(h.query_by_label("2 of 4 results in").is_some());
}

/// A blank sheet read back is said to be blank (a new user had read only "0 half-moves read, stopped before the
/// end"); a second photo of a board names the one whose reading it replaces; the Photo column's words are the
/// table's size.
#[test]
fn a_blank_sheet_is_said_blank_and_a_second_photo_of_a_board_names_the_first() {
    let mut h = round_five(english());
    let small = data("tests/data/club/round5-board3-small.jpg");
    apply(
        h.state_mut(),
        Command::DroppedFiles(vec![
            data("tests/data/club/blank-round5-board1.png"),
            photo(),
            small,
        ]),
    );
    photos_read(&mut h);
    let said = notes(&h, jipu::Lang::En);
    assert!(
        said.iter()
            .any(|n| n.contains("blank-round5-board1.png: board 1")
                && n.contains("no move is written on this scoresheet")),
        "{said:?}"
    );
    assert!(
        said.iter()
            .any(|n| n.contains("round5-board3-small.jpg: board 3")
                && n.contains("in place of round5-board3-photo.jpg, read before")),
        "{said:?}"
    );
    let said = notes(&h, jipu::Lang::Zh);
    assert!(
        said.iter()
            .any(|n| n.contains("这张记录纸上没有写着法") && n.contains("第 1 台")),
        "{said:?}"
    );
    assert!(
        said.iter()
            .any(|n| n.contains("替换了此前读的 round5-board3-photo.jpg")),
        "{said:?}"
    );
    // The blank sheet proposes no result.
    let row = row_of_board(&h, 1);
    let dialog = h.state().dialogs().round().unwrap();
    assert_eq!(dialog.photo(row).map(|p| p.proposed), Some(None));
}

/// A round's sheets scanned into one PDF: every page is read back to its board, each said with its page (a new user's
/// three-page scan had brought back only its first page, with no word of the others).
#[test]
fn every_page_of_a_scanned_pdf_goes_back_to_its_board() {
    let mut h = round_five(english());
    apply(
        h.state_mut(),
        Command::DroppedFiles(vec![data("tests/data/club/round5-scanned-2-pages.pdf")]),
    );
    photos_read(&mut h);
    let said = notes(&h, jipu::Lang::En);
    assert!(
        said.iter()
            .any(|n| n.contains("round5-scanned-2-pages.pdf (1/2): board 1")),
        "{said:?}"
    );
    assert!(
        said.iter()
            .any(|n| n.contains("round5-scanned-2-pages.pdf (2/2): board 3")
                && n.contains("16 half-moves read")),
        "{said:?}"
    );
    let dialog = h.state().dialogs().round().unwrap();
    let third = dialog.photo(row_of_board(&h, 3)).expect("board 3's page");
    assert_eq!(third.page, Some((2, 2)));
    assert_eq!(third.shown(), "round5-scanned-2-pages.pdf (2/2)");
    assert!(dialog.photo(row_of_board(&h, 1)).is_some());
}
