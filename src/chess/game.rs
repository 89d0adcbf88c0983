//! A game: its tags, its start position and its tree of moves.

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Move, Position};
use thiserror::Error;

use super::tags::Tags;
use super::tree::{MoveTree, NodeId};

/// What can go wrong when building a game.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum GameError {
    #[error("the starting position `{fen}` is not valid: {reason}")]
    BadFen { fen: String, reason: String },
    #[error("the move is not legal in this position")]
    IllegalMove,
}

/// One game of chess as a scoresheet records it.
#[derive(Clone, Debug, Default)]
pub struct Game {
    pub tags: Tags,
    /// The comment written before the first move.
    pub comment: Option<String>,
    pub tree: MoveTree,
    start: Chess,
}

impl Game {
    pub fn new() -> Game {
        Game::default()
    }

    /// A game that starts from a FEN position; sets the `FEN` and `SetUp` tags.
    pub fn from_fen(fen_text: &str) -> Result<Game, GameError> {
        let bad = |reason: String| GameError::BadFen {
            fen: fen_text.to_string(),
            reason,
        };
        let fen: Fen = fen_text.trim().parse().map_err(|e| bad(format!("{e}")))?;
        let start: Chess = fen
            .into_position(CastlingMode::Standard)
            .map_err(|e| bad(format!("{e}")))?;
        let mut game = Game {
            start,
            ..Game::default()
        };
        if !game.is_standard_start() {
            game.tags.set("SetUp", "1");
            game.tags.set("FEN", game.start_fen());
        }
        Ok(game)
    }

    /// The position before the first move.
    pub fn start(&self) -> &Chess {
        &self.start
    }

    pub fn is_standard_start(&self) -> bool {
        self.start == Chess::default()
    }

    /// The start position as FEN.
    pub fn start_fen(&self) -> String {
        Fen::from_position(&self.start, EnPassantMode::Legal).to_string()
    }

    /// The position after the move at `id`.
    pub fn position_at(&self, id: NodeId) -> Chess {
        let mut pos = self.start.clone();
        for m in self.tree.moves_to(id) {
            pos.play_unchecked(m);
        }
        pos
    }

    /// Every position from the start to `id`, both included.
    pub fn positions_to(&self, id: NodeId) -> Vec<Chess> {
        let mut pos = self.start.clone();
        let mut out = vec![pos.clone()];
        for m in self.tree.moves_to(id) {
            pos.play_unchecked(m);
            out.push(pos.clone());
        }
        out
    }

    /// Plays `mv` after `at` if it is legal there, returning the new (or existing) node.
    pub fn play(&mut self, at: NodeId, mv: Move) -> Result<NodeId, GameError> {
        if !self.position_at(at).is_legal(mv) {
            return Err(GameError::IllegalMove);
        }
        Ok(self.tree.add_move(at, mv))
    }

    /// The moves of the main line.
    pub fn mainline_moves(&self) -> Vec<Move> {
        self.tree.moves_to(self.tree.mainline_end())
    }

    /// Whether two games have the same tags, start, comments and moves.
    pub fn same_as(&self, other: &Game) -> bool {
        self.tags == other.tags
            && self.start == other.start
            && self.comment == other.comment
            && self.tree.same_as(&other.tree)
    }
}
