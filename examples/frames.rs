//! The frame of `benches/app_frame.rs` (a 150-move game in both notations, 1120×760), drawn and tessellated a given
//! number of times, for counting its instructions with callgrind, which does not depend on what else the machine
//! does: `valgrind --tool=callgrind target/release/examples/frames 200`. With `graph` after the number, every move
//! has an `[%eval]` comment, so the evaluation graph is drawn too. See BENCHMARKS.md.

use egui::{Pos2, RawInput, Rect, vec2};
use jipu::app::{AppState, MoveListMode, Settings, setup, show};
use jipu::{Game, Lang, NodeId};
use shakmaty::{Chess, Position};

/// The bench's game: exactly `plies` legal moves, the same every run.
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

fn main() {
    let frames: usize = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(100);
    let ctx = egui::Context::default();
    setup(&ctx);
    let mut settings = Settings::new(Lang::Zh);
    settings.set_list_mode(MoveListMode::Both);
    let mut game = long_game(300);
    if std::env::args().nth(2).as_deref() == Some("graph") {
        let positions = (0..=300)
            .map(|i| jipu::engine::PositionEval {
                eval: jipu::engine::Eval::Cp(((i * 37) % 400) - 200),
                depth: 12,
                line: Vec::new(),
            })
            .collect();
        let analysis = jipu::engine::GameAnalysis { positions };
        jipu::engine::write_analysis(&mut game, &analysis, &[]);
    }
    let mut state = AppState::with_settings(settings).with_game(game);
    let input = RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(1120.0, 760.0))),
        ..Default::default()
    };
    let mut primitives = 0;
    for _ in 0..frames {
        let output = ctx.run_ui(input.clone(), |ui| show(ui, &mut state));
        primitives += ctx.tessellate(output.shapes, output.pixels_per_point).len();
    }
    println!("{frames} frames, {primitives} primitives");
}
