//! A finished game saved and opened again is the game that was played (issue 38): how it ended — a draw agreed, a
//! resignation, a draw claimed — and the time each clock had left.

use crate::common::window::*;
use egui_kittest::kittest::Queryable;
use jipu::app::Command;
use jipu::chess::{DrawClaim, Ending};
use shakmaty::Color;

/// Plays `moves`, ends the game with `end`, saves it, and opens the file in a new window.
fn ended_saved_and_reopened(end: &[Command]) -> (tempfile::TempDir, jipu::app::AppState) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("第三轮对局.pgn");
    let mut s = english();
    for mv in ["e4", "e5", "Nf3", "Nc6"] {
        type_move(&mut s, mv);
    }
    for command in end {
        apply(&mut s, command.clone());
    }
    assert!(s.document().ending().is_some(), "the game is over");
    apply(
        &mut s,
        Command::FileChosen(jipu::app::FilePurpose::SaveGame, Some(path.clone())),
    );
    assert!(!s.is_dirty(), "saved: {:?}", s.message_text());
    let mut again = english();
    apply(&mut again, Command::OpenPath(path));
    settle_state(&mut again);
    (dir, again)
}

#[test]
fn a_draw_agreed_is_still_a_draw_agreed_after_save_and_reopen() {
    let (_dir, s) = ended_saved_and_reopened(&[Command::OfferDraw, Command::Confirm(true)]);
    assert_eq!(s.document().ending(), Some(Ending::Agreement));
    let h = harness(s);
    assert!(
        h.query_by_label_contains("draw by agreement").is_some(),
        "the window says how the game ended, not only that it was drawn"
    );
}

#[test]
fn a_resignation_and_a_claimed_draw_come_back_as_they_ended() {
    let (_dir, s) =
        ended_saved_and_reopened(&[Command::Resign(Color::White), Command::Confirm(true)]);
    assert_eq!(
        s.document().ending(),
        Some(Ending::Resignation {
            loser: Color::White
        })
    );
    // A threefold repetition claimed: the knights out and back twice.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("claimed.pgn");
    let mut s = english();
    for mv in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
        type_move(&mut s, mv);
    }
    apply(&mut s, Command::ClaimDraw);
    assert_eq!(
        s.document().ending(),
        Some(Ending::Claimed(DrawClaim::ThreefoldRepetition))
    );
    apply(
        &mut s,
        Command::FileChosen(jipu::app::FilePurpose::SaveGame, Some(path.clone())),
    );
    let mut again = english();
    apply(&mut again, Command::OpenPath(path));
    settle_state(&mut again);
    assert_eq!(
        again.document().ending(),
        Some(Ending::Claimed(DrawClaim::ThreefoldRepetition))
    );
}

#[test]
fn a_finished_game_opened_again_shows_the_time_each_clock_had_left() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.pgn");
    std::fs::write(
        &path,
        "[White \"王一\"]\n[Black \"李二\"]\n[TimeControl \"5400+30\"]\n[Result \"1-0\"]\n\n\
         1. e4 { [%clk 1:29:58] } e5 { [%clk 1:29:40] } 2. Qh5 { [%clk 1:25:10] } Nc6 { [%clk 1:20:05] }\n\
         3. Bc4 { [%clk 1:24:00] } Nf6 { [%clk 1:02:31] } 4. Qxf7# { [%clk 1:23:30] } 1-0\n",
    )
    .unwrap();
    let mut s = english();
    apply(&mut s, Command::OpenPath(path));
    settle_state(&mut s);
    let h = harness(s);
    assert!(
        h.query_by_label("White 1:23:30").is_some(),
        "White's clock as it stood after the last move"
    );
    assert!(h.query_by_label("Black 1:02:31").is_some(), "and Black's");
}
