//! The game model: tags, the tree of moves with their annotations and clocks, and results by the rules.
//!
//! Nothing here knows about notation or files; it is shakmaty's positions and moves plus what a scoresheet records.

mod clock;
mod ending;
mod game;
mod rules;
mod tags;
mod time;
mod tree;
mod walk;

pub use clock::{ChessClock, MoveTime, SystemTime, TimeSource};
pub use ending::Ending;
pub use game::{FenProblem, FenRepair, Game, GameError, Variant};
pub use rules::{DrawClaim, GameEnd, Verdict, judge, king_or_piece_to, repetition_count};
pub use tags::Tags;
pub use time::{
    TimeControl, TimeControlStage, TwoFields, format_duration, parse_duration, write_duration,
};
pub use tree::{Children, MoveNotes, MoveTree, NodeId, Ply};
pub use walk::{MoveStep, MoveVisit, Step, Visit, Walk};
