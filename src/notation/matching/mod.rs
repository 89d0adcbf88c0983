//! A written move against the legal moves of a position, above [`writing`](super::writing),
//! [`written`](super::written) and [`characters`](super::characters): the matcher (`matcher`: a text's readings,
//! each compared with each legal move; the candidates while typing, compared with how `writing::style` writes each
//! move), why nothing fits (`diagnose`) and the suggestions, ranked by what handwriting confuses (`ranking`).

pub(super) mod diagnose;
pub(super) mod matcher;
pub(super) mod ranking;
