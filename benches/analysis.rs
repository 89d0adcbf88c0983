//! Looking at the game afterwards, without an engine: reading the openings table (once per run), naming the opening
//! of a long game (twice a frame: above the move list and in the details), and one frame of the window with a
//! 150-move game whose every move has an `[%eval]` comment, so the evaluation graph is drawn. Run:
//! `cargo bench --bench analysis`. Figures in BENCHMARKS.md.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use egui::{Pos2, RawInput, Rect, vec2};
use jipu::app::{AppState, MoveListMode, Settings, setup, show};
use jipu::engine::{Eval, GameAnalysis, PositionEval, write_analysis};
use jipu::notation::import_game;
use jipu::opening::{Openings, opening_of_game};
use jipu::{Game, Lang};
use shakmaty::Position;

/// A game of exactly `plies` legal moves after a Najdorf, the same every run.
fn long_game(plies: usize) -> Game {
    let opening = "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6";
    let mut seed = 7u64;
    'again: loop {
        let mut game = import_game(opening).expect("reads").game;
        let mut at = game.tree.mainline_end();
        let mut pos = game.position_at(at);
        for _ in 10..plies {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                seed += 1;
                continue 'again;
            }
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let m = legal[(seed >> 33) as usize % legal.len()];
            at = game.tree.add_move(at, m);
            pos.play_unchecked(m);
        }
        return game;
    }
}

fn bench(c: &mut Criterion) {
    c.bench_function("openings_table_read", |b| {
        b.iter(|| black_box(Openings::read().all().len()))
    });
    let game = long_game(300);
    let end = game.tree.mainline_end();
    let _ = Openings::get();
    c.bench_function("opening_of_150_move_game", |b| {
        b.iter(|| black_box(opening_of_game(&game, end).map(|o| o.eco())))
    });

    // Every move evaluated, as an analysis written into the game leaves it: the graph is drawn from the comments.
    let mut annotated = game.clone();
    let positions = (0..=300)
        .map(|i| PositionEval {
            eval: Eval::Cp(((i * 37) % 400) - 200),
            depth: 12,
            line: Vec::new(),
        })
        .collect();
    write_analysis(&mut annotated, &GameAnalysis { positions }, &[]);
    let ctx = egui::Context::default();
    setup(&ctx);
    let mut settings = Settings::new(Lang::Zh);
    settings.set_list_mode(MoveListMode::Both);
    let mut state = AppState::with_settings(settings).with_game(annotated);
    let input = RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(1120.0, 760.0))),
        ..Default::default()
    };
    for _ in 0..5 {
        let _ = ctx.run_ui(input.clone(), |ui| show(ui, &mut state));
    }
    c.bench_function("frame_150_move_game_with_graph", |b| {
        b.iter(|| {
            let output = ctx.run_ui(input.clone(), |ui| show(ui, &mut state));
            let primitives = ctx.tessellate(output.shapes, output.pixels_per_point);
            black_box(primitives.len())
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
