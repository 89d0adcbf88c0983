//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod desktop;
pub mod installed_guide;
pub mod pages;
#[cfg(feature = "gui")]
pub mod window;
pub mod wine;
pub mod xvfb;

use jipu::notation::{MoveMatch, NotationStyle, import_game, match_move, write_move};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Move, Position};

/// The game of a text (PGN, or any text the import reads).
pub fn read_game(text: &str) -> jipu::Game {
    import_game(text).expect("test game reads").game
}

/// The position after a game text (standard start).
pub fn after(text: &str) -> Chess {
    let game = import_game(text).expect("test game reads").game;
    game.position_at(game.tree.mainline_end())
}

pub fn fen(text: &str) -> Chess {
    let fen: Fen = text.parse().expect("test FEN parses");
    fen.into_position(CastlingMode::Standard)
        .expect("test FEN is legal")
}

/// The one legal move that `text` means, or a panic naming what came back.
pub fn unique(pos: &Chess, text: &str) -> Move {
    match match_move(pos, text) {
        MoveMatch::Unique(m) => m,
        other => panic!("`{text}` should be one move, got {other:?}"),
    }
}

/// The move `san` (plain SAN), written in `style`.
pub fn written(pos: &Chess, san: &str, style: NotationStyle) -> String {
    let m = unique(pos, san);
    assert!(pos.is_legal(m));
    write_move(pos, m, style)
}
