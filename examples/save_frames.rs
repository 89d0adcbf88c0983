//! Saving a game back into a large file while the window draws: the frames drawn during the save (the egui pass of
//! the whole window, headless, 1366×768), against the same save done at once on the window's thread, which is what
//! the window did before it saved large files on another thread. For BENCHMARKS.md:
//!
//!   cargo run --release --example big_pgn -- 20000 /tmp/part.pgn
//!   for i in $(seq 23); do cat /tmp/part.pgn; done > /tmp/big.pgn      # about a gigabyte
//!   cargo run --release --example save_frames -- /tmp/big.pgn
//!
//! The file is written into (its first game gets a move): use a copy.

use std::time::{Duration, Instant};

use egui::{Pos2, RawInput, Rect, vec2};
use jipu::Lang;
use jipu::app::{AppState, Command, Settings, setup, show};

fn frame(ctx: &egui::Context, state: &mut AppState) -> Duration {
    let input = RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(1366.0, 768.0))),
        ..Default::default()
    };
    let began = Instant::now();
    let output = ctx.run_ui(input, |ui| show(ui, state));
    let _ = ctx.tessellate(output.shapes, output.pixels_per_point);
    began.elapsed()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

fn main() {
    let Some(path) = std::env::args().nth(1).map(std::path::PathBuf::from) else {
        eprintln!("usage: save_frames FILE.pgn (a copy: its first game is written into)");
        std::process::exit(2);
    };
    let size = std::fs::metadata(&path).map_or(0, |m| m.len());
    let ctx = egui::Context::default();
    setup(&ctx);
    let mut state = AppState::with_settings(Settings::new(Lang::En));
    let _ = state.apply(Command::OpenPath(path.clone()));
    let opened = Instant::now();
    while state.reading_a_file() {
        frame(&ctx, &mut state);
        std::thread::sleep(Duration::from_millis(20));
    }
    eprintln!(
        "indexed {} MB in {:.1} s",
        size >> 20,
        opened.elapsed().as_secs_f64()
    );
    let _ = state.apply(Command::ChooseGame(0));
    for _ in 0..5 {
        frame(&ctx, &mut state);
    }
    // Twice each, in turn, so that neither way has the disk's cache to itself.
    for round in 1..=2 {
        at_once(&ctx, &mut state, round);
        on_a_thread(&ctx, &mut state, round);
    }
}

/// A move played and saved on another thread, the window drawing on (a frame every 16 ms at most, as at 60 Hz).
fn on_a_thread(ctx: &egui::Context, state: &mut AppState, round: u32) {
    let mv = shakmaty::Position::legal_moves(state.position())[0];
    let _ = state.apply(Command::PlayMove {
        mv,
        nags: Vec::new(),
    });
    let _ = state.apply(Command::Save);
    assert!(
        state.is_saving(),
        "a file this large is saved on another thread"
    );
    let began = Instant::now();
    let mut frames = Vec::new();
    while state.is_saving() {
        let took = frame(ctx, state);
        frames.push(ms(took));
        std::thread::sleep(Duration::from_millis(16).saturating_sub(took));
    }
    let threaded = began.elapsed();
    assert!(!state.is_dirty(), "saved");
    let longest = frames.iter().copied().fold(0.0, f64::max);
    println!(
        "round {round}, on a thread: save {:.0} ms, {} frames drawn meanwhile, median frame {:.2} ms, longest {:.2} ms",
        ms(threaded),
        frames.len(),
        median(frames),
        longest
    );
}

/// The same save at once on the window's thread, as the window did: it draws nothing meanwhile.
fn at_once(ctx: &egui::Context, state: &mut AppState, round: u32) {
    let source = state
        .document()
        .source()
        .cloned()
        .expect("a game of the file");
    let game = state.game().clone();
    let began = Instant::now();
    source.file.save(source.index, &game).expect("saved");
    let at_once = began.elapsed();
    let after = frame(ctx, state);
    println!(
        "round {round}, at once on the window's thread: the window stands still {:.0} ms (the frame after it {:.2} ms)",
        ms(at_once),
        ms(after)
    );
}
