//! Jipu 记谱: over-the-board chess in Chinese and English — the game model, bilingual notation, the forgiving
//! move matcher, game-text import and PGN. Nothing here depends on a window.

pub mod app;
pub mod chess;
pub mod files;
pub mod i18n;
pub mod notation;
pub mod pgn;
pub mod sheet;

pub use chess::{
    DrawClaim, Game, GameEnd, GameError, MoveNotes, MoveTree, NodeId, Tags, TimeControl,
    TimeControlStage, Verdict, format_duration, judge, parse_duration, repetition_count,
};
pub use i18n::{Key, Lang};
