//! Writing moves, above [`written`](super::written) and [`characters`](super::characters) and importing nothing else
//! of `notation`: a move in each notation style (`style`: `en`, `zh`, `zh-hant`, `figurine`, `long`, `long-en`,
//! `iccf`, `descriptive`, the last by `written::descriptive`'s writer) and a game's numbered move list, several styles
//! side by side (`movelist`).

pub(super) mod movelist;
pub(super) mod style;
