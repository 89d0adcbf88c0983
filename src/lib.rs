//! Jipu 记谱: over-the-board chess in Chinese and English — the game model, bilingual notation, the forgiving
//! move matcher, game-text import and PGN, the scoresheet. The desktop window (`app`) is built only with the `gui`
//! feature (on by default); nothing else here depends on a window.

#[cfg(feature = "gui")]
pub mod app;
pub mod chess;
pub mod club;
pub mod engine;
pub mod files;
pub mod guide;
pub mod i18n;
pub mod notation;
pub mod opening;
pub mod pgn;
pub mod picture;
pub mod printer;
pub mod sheet;

pub use chess::{
    DrawClaim, Ending, Game, GameEnd, GameError, MoveNotes, MoveTree, NodeId, Tags, TimeControl,
    TimeControlStage, TwoFields, Verdict, format_duration, judge, parse_duration, repetition_count,
};
pub use i18n::{Key, Lang};
