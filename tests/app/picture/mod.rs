//! A picture of a printed game read in the window, as a person brings one: chosen with File › Open a picture (the
//! chooser's answer given as the choosers give it), dropped on the window, pasted from the clipboard (Ctrl+V with an
//! image), named when opening a file. The picture is shown beside the board, never over it; each move read is
//! outlined on it and a click on an outline goes to that move; a misprinted move stops the reading with the moves it
//! may be as buttons; an unsaved game is not replaced without asking; Cancel stops the reading and keeps the game.
//!
//! `reading`: a picture chosen and read beside the board, a misprint's stop, the reading going on from a repair, the
//! zoom; `game_kept`: a picture dropped or pasted, cancelled, or with no game, and the game on the board kept;
//! `sheet`: a handwritten sheet read whole, its unsure moves gone to with F8 and settled from their candidates.

mod game_kept;
mod reading;
mod sheet;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::common::window::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use jipu::app::AppState;

fn picture_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/pictures")
        .join(name)
}

/// The moves a test picture holds (its `.expected` file's `game` line) and the plies before a misprint, if any.
fn expected(name: &str) -> (String, Option<usize>) {
    let text = std::fs::read_to_string(picture_path(name).with_extension("expected"))
        .expect("the picture's expected moves");
    let mut game = String::new();
    let mut stop = None;
    for line in text.lines() {
        if let Some(g) = line.strip_prefix("game ") {
            game = g.trim().to_string();
        } else if let Some(n) = line.strip_prefix("stop ") {
            stop = n.trim().parse().ok();
        }
    }
    (game, stop)
}

/// Frames until the picture is read, as a person waits for the progress bar (the recogniser runs on another thread).
fn read_through(h: &mut Harness<'static, AppState>) {
    let start = Instant::now();
    let mut saw_progress = false;
    while h.state().reading_a_picture() {
        assert!(
            start.elapsed() < Duration::from_secs(300),
            "the picture was still being read after 5 minutes"
        );
        h.step();
        saw_progress |= h.state().picture().is_some_and(|p| p.progress().is_some());
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(saw_progress, "the reading showed no progress");
    h.run();
}

fn wide(state: AppState) -> Harness<'static, AppState> {
    harness_sized(state, [1400.0, 900.0])
}

/// The picture is drawn beside the board: right of it, within the window, apart from the board and the side panel.
fn picture_beside_the_board(h: &Harness<'static, AppState>, name: &str) -> egui::Rect {
    let picture = h
        .get_by_role_and_label(egui::accesskit::Role::Image, name)
        .rect();
    let board = board_rect(h);
    assert!(
        picture.min.x >= board.max.x,
        "the picture ({picture:?}) is not beside the board ({board:?})"
    );
    assert!(
        picture.width() > 100.0 && picture.height() > 100.0,
        "{picture:?}"
    );
    assert!(
        picture.max.x <= 1400.0 && picture.max.y <= 900.0,
        "{picture:?}"
    );
    let side = h.get_by_label("Game details").rect();
    assert!(
        picture.max.x <= side.min.x,
        "{picture:?} runs into the side panel {side:?}"
    );
    assert!(board.width() >= 300.0, "the board shrank to {board:?}");
    picture
}

/// Frames until a reading going on from a repair has come back (it reads the recogniser's output kept: a moment).
fn settle_reading(h: &mut Harness<'static, AppState>) {
    let start = Instant::now();
    while h.state().reading_a_picture() {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the reading had not gone on after 2 minutes"
        );
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    h.run();
}
