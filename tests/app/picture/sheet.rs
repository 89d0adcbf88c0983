//! A handwritten scoresheet opened in the window is read whole: where the reading is unsure of a move it takes the
//! likeliest legal one and marks it, and goes on. F8 goes from one unsure move to the next; above the move list the
//! move read there, its other readings as buttons, and one to confirm it. Taking another reading reads the rest of
//! the sheet again from it; without the sheet (a game imported with `--mark-unsure`), the later moves are carried
//! over while legal and the old line kept as a variation where they are not. Both languages.

use std::path::Path;

use crate::common::window::*;
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use jipu::app::Command;
use jipu::notation::{NotationStyle, write_move_line};
use jipu::picture::marked_moves;

use super::{read_through, settle_reading, wide};

/// A generated scan of Jipu's 记录本 filled in by a generated hand (never a real sheet: see
/// `tests/data/handwritten/README.md`).
fn sheet() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/handwritten/jipu-scan.jpg")
}

#[test]
fn a_handwritten_sheet_is_read_whole_and_its_unsure_moves_are_settled_from_their_candidates() {
    let mut h = wide(english());
    h.run();
    apply(h.state_mut(), Command::OpenPath(sheet()));
    read_through(&mut h);
    let view = h.state().picture().expect("the sheet stays shown");
    assert!(view.is_read_whole(), "a handwritten sheet is read whole");
    let reading = view.reading().expect("the reading").clone();
    let marked = marked_moves(h.state().game());
    // The generated hand is read unsure in places by the bundled model (were every move read sure, this test would
    // need a harder sheet): each such move is marked in the game, and the reading went on past it.
    assert!(marked.len() >= 2, "unsure moves marked: {}", marked.len());
    assert_eq!(marked.len(), reading.unsure.len());
    let line = h.state().game().tree.mainline();
    assert_eq!(line.len(), reading.moves.len());
    let first = line.iter().position(|&l| l == marked[0]);
    assert!(
        first.is_some_and(|at| at + 1 < line.len()),
        "the reading went on past its first unsure move"
    );
    let said = h.state().message_text().unwrap_or_default();
    assert!(
        said.contains(&format!("unsure moves left: {}", marked.len())),
        "{said}"
    );

    // F8: the first unsure move, with what was read there.
    h.key_press(Key::F8);
    h.run();
    assert_eq!(h.state().cursor(), marked[0]);
    let of = format!("Unsure move 1 of {}", marked.len());
    assert!(h.query_by_label_contains(&of).is_some(), "the bar: {of}");
    // Confirmed as read: its mark goes, the move stays.
    let first = h.state().unsure_here().expect("an unsure move");
    let taken = jipu::notation::write_move(
        &h.state()
            .game()
            .position_at(h.state().game().tree.parent(first.node).expect("a move")),
        first.taken,
        NotationStyle::En,
    );
    h.get_by_label(&format!("{taken} is right")).click();
    h.run();
    assert_eq!(marked_moves(h.state().game()).len(), marked.len() - 1);
    assert_eq!(h.state().game().tree.mv(marked[0]), Some(first.taken));
    assert!(h.state().unsure_here().is_none(), "the move is settled");

    // On to an unsure move with another reading, and that reading taken: the sheet is read again from it.
    let mut other = None;
    for _ in 0..marked.len() {
        h.key_press(Key::F8);
        h.run();
        if let Some(here) = h.state().unsure_here().filter(|u| !u.others.is_empty()) {
            other = Some(here);
            break;
        }
    }
    let here = other.expect("an unsure move with another reading");
    let ply = h.state().game().tree.path_to(here.node).len() - 1;
    let before = moves_en(&h);
    let candidate = here.others[0];
    apply(
        h.state_mut(),
        Command::ChooseReading {
            node: here.node,
            mv: candidate,
        },
    );
    settle_reading(&mut h);
    let moves = h.state().game().mainline_moves();
    assert_eq!(moves.get(ply), Some(&candidate), "the reading taken");
    let reread = h
        .state()
        .picture()
        .and_then(|v| v.reading())
        .expect("read again");
    assert_eq!(
        reread.moves.len(),
        moves.len(),
        "the rest read again from it"
    );
    assert!(
        reread
            .moves
            .iter()
            .zip(&moves)
            .all(|(seen, m)| seen.mv == *m)
    );
    // Its later unsure moves are marked again by the new reading; the one settled before stays settled.
    let line = h.state().game().tree.mainline();
    assert!(
        marked_moves(h.state().game())
            .iter()
            .all(|m| line.iter().position(|l| l == m) > Some(ply)),
        "no move up to the one taken is marked"
    );
    // One undo brings the game as it was read back.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(moves_en(&h), before);
}

#[test]
fn without_the_sheet_the_later_moves_are_carried_over_or_kept_as_a_variation() {
    let text = "1. e4 {[%unsure e3 d4]} e5 2. Nf3 Nc6 {[%unsure Nf6]} 3. Bb5 a6";
    let mut h = wide(english_with(text));
    h.run();
    assert!(h.query_by_label_contains("unsure moves left: 2").is_some());
    h.key_press(Key::F8);
    h.run();
    assert!(
        h.query_by_label_contains("Unsure move 1 of 2: read as e4")
            .is_some()
    );
    // Taking e3: every later move still follows, and is carried over.
    h.get_by_label("e3").click();
    h.run();
    assert_eq!(moves_en(&h), "1. e3 e5 2. Nf3 Nc6 3. Bb5 a6");
    assert_eq!(
        h.state()
            .game()
            .tree
            .children(jipu::chess::NodeId::ROOT)
            .count(),
        1
    );
    let said = h.state().message_text().unwrap_or_default();
    assert!(said.contains("unsure moves left: 1"), "{said}");
    // F8 from there: Black's second move, confirmed.
    h.key_press(Key::F8);
    h.run();
    assert!(
        h.query_by_label_contains("Unsure move 1 of 1: read as Nc6")
            .is_some()
    );
    h.get_by_label("Nc6 is right").click();
    h.run();
    assert_eq!(moves_en(&h), "1. e3 e5 2. Nf3 Nc6 3. Bb5 a6");
    assert!(marked_moves(h.state().game()).is_empty());
    let said = h.state().message_text().unwrap_or_default();
    assert!(said.contains("every unsure move is settled"), "{said}");
    h.key_press(Key::F8);
    h.run();
    let said = h.state().message_text().unwrap_or_default();
    assert!(
        said.contains("no move of this game is marked unsure"),
        "{said}"
    );

    // A reading after which the game cannot go on as written: the old line is kept as a variation, nothing lost.
    let mut h = wide(english_with("1. e4 {[%unsure d4]} e5 2. Bc4 Nf6"));
    h.run();
    h.key_press(Key::F8);
    h.run();
    h.get_by_label("d4").click();
    h.run();
    let game = h.state().game();
    assert_eq!(write_move_line(game, NotationStyle::En), "1. d4 e5");
    let pgn = jipu::pgn::write_game(game);
    assert!(
        pgn.contains("(1. e4 {[%unsure d4]} 1... e5 2. Bc4 Nf6)"),
        "{pgn}"
    );
    let said = h.state().message_text().unwrap_or_default();
    assert!(said.contains("kept as a variation"), "{said}");

    // In Chinese.
    let mut h = wide(english_with(text));
    h.run();
    apply(h.state_mut(), Command::SwitchLanguage);
    h.key_press(Key::F8);
    h.run();
    assert!(
        h.query_by_label_contains("第 1 处没有把握（共 2 处）")
            .is_some(),
        "the bar in Chinese"
    );
    assert!(h.query_by_label_contains("e4 是对的").is_some());
}

/// A generated photo of Jipu's own sheet (corner squares and code printed on it) whose result line has `1-0` in a
/// generated hand: the result read is said, for the user to confirm (the game's result is the moves' reading's, as
/// before: here a cell after the last move holds it too).
#[test]
fn the_result_written_on_jipus_sheet_is_said_and_left_to_confirm_in_both_languages() {
    let photo = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/handwritten/jipu-photo.jpg");
    for (lang, says, confirm) in [
        (
            jipu::Lang::En,
            "the sheet's result line reads 1-0",
            "set the result in the game's details",
        ),
        (
            jipu::Lang::Zh,
            "记录纸的结果一栏写的是 1-0",
            "请核对后在对局信息中填写结果",
        ),
    ] {
        let mut settings = jipu::app::Settings::new(lang);
        settings.set_list_mode(jipu::app::MoveListMode::English);
        let mut h = wide(jipu::app::AppState::with_settings(settings));
        h.run();
        apply(h.state_mut(), Command::OpenPath(photo.clone()));
        read_through(&mut h);
        let reading = h
            .state()
            .picture()
            .and_then(|v| v.reading())
            .expect("the sheet is read")
            .clone();
        assert_eq!(
            reading.written_result.map(|r| r.0),
            Some(shakmaty::KnownOutcome::Decisive {
                winner: shakmaty::Color::White
            })
        );
        let said = h.state().message_text().unwrap_or_default();
        assert!(said.contains(says) && said.contains(confirm), "{said}");
    }
}
