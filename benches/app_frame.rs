//! CPU time of one frame of the window with a 150-move game on screen: the egui pass (layout of the board and
//! the move list) and its tessellation, without a GPU. Run: `cargo bench --bench app_frame`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use egui::{Pos2, RawInput, Rect, vec2};
use jipu::app::{AppState, MoveListMode, Settings, setup, show};
use jipu::{Game, Lang, NodeId};
use shakmaty::{Chess, Position};

/// A game of exactly `plies` legal moves, the same every run.
fn long_game(plies: usize) -> Game {
    let mut seed = 7u64;
    'again: loop {
        let mut game = Game::new();
        let mut pos = Chess::default();
        let mut at = NodeId::ROOT;
        for _ in 0..plies {
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
    let ctx = egui::Context::default();
    setup(&ctx);
    let mut settings = Settings::new(Lang::Zh);
    settings.set_list_mode(MoveListMode::Both);
    let mut state = AppState::with_settings(settings).with_game(long_game(300));
    let input = RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(1120.0, 760.0))),
        ..Default::default()
    };
    // Warm up: fonts, the piece images, the scroll position.
    for _ in 0..5 {
        let _ = ctx.run_ui(input.clone(), |ui| show(ui, &mut state));
    }
    c.bench_function("frame_150_move_game", |b| {
        b.iter(|| {
            let output = ctx.run_ui(input.clone(), |ui| show(ui, &mut state));
            let primitives = ctx.tessellate(output.shapes, output.pixels_per_point);
            black_box(primitives.len())
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
