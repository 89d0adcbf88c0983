//! A chess engine's view of the game: a UCI engine (Stockfish, or any the user chooses) run as a separate process.
//!
//! - `uci`: the protocol — the engine's lines read, commands written, its moves made shakmaty's.
//! - `process`: the engine's process, its pipes read and written on threads while it runs; dropping it ends it.
//! - `search`: [`Analyser`], one position analysed without end, its best lines (MultiPV) kept; never waits.
//! - `game`: the whole main line evaluated at a depth or time ([`GameRun`] on a thread of its own), the graph's
//!   points, [`write_analysis`] into the game.
//! - `marks`: the moves that lost most, by Lichess's thresholds.
//! - `eval`: [`Eval`], centipawns or mate from White's view, as shown and as `[%eval]`.
//! - `find`: where the engine is. `error`: [`EngineError`], in both languages.
//!
//! Nothing here knows of a window: the app polls an [`Analyser`] and a [`GameRun`] each frame.

mod error;
mod eval;
mod find;
mod game;
mod marks;
mod process;
mod search;
mod uci;

pub use error::EngineError;
pub use eval::Eval;
pub use find::EngineSearch;
pub use game::{
    GameAnalysis, GameRun, Limit, PositionEval, analysable_moves, analyse_game, evals_in_comments,
    node_of_point, position_for_engine, write_analysis,
};
pub use marks::{Mark, MarkedMove};
pub use process::{EngineProcess, Output};
pub use search::{ANSWER_WITHIN, Analyser, EngineOptions, Line, Status};
pub use uci::{
    FromEngine, Info, RawScore, chess960_command, is_chess960, legal_line, position_command,
};
