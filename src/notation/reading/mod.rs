//! Reading a game text against the legal moves, the top layer of `notation`: it may import every layer below
//! ([`text`](super::text), [`matching`](super::matching), [`writing`](super::writing), [`written`](super::written),
//! [`characters`](super::characters)). The reader (`reader`: moves, prose or trailing mode, what it reads kept as
//! events), the `Game` built from those events, shared with the PGN visitor (`builder`), the public import that
//! stops at a bad or missing move and resumes (`import`), and the move box's text read by the same reader (`typing`).

pub(super) mod builder;
pub(super) mod import;
pub(super) mod reader;
pub(super) mod typing;
