//! One written move: the one lexer that reads a move as people write it — SAN in any letter set (`Nf3`, `马f3`, `♘f3`),
//! long notation and coordinates (`Ng1-f3`, `e2e4`, `e7e8q`), ICCF digits (`5254`), castling (`0-0`, `O-O-O`, `王车易位`),
//! a pawn capture by files (`exd`), with its promotion, en passant, check and annotation marks — into a
//! [`WrittenMove`]: the fields the text gives, and nothing it does not. Matching a move is a comparison of these fields
//! with each legal move ([`matcher`](crate::notation::matching::matcher)); the reason for no match and the ranking of
//! suggestions are costs on the same fields ([`ranking`](crate::notation::matching::ranking)).
//!
//! A text may be read more than one way: a move ends at its target square and marks, but `e2e4` is one move or two
//! (`e2`, `e4`), `e8Nf6` promotes or not, a lower-case `b` is the b-pawn or the bishop. The lexer gives every
//! reading with the byte where it ends; the reader keeps the one the position bears out.
//!
//! The lexer knows no position: this is the shape of the text only. Characters are read in their plain form
//! (full-width letters and digits, every dash, `×` — see [`letters`](crate::notation::characters::letters)).
//!
//! The layer of one written move, above [`characters`](super::characters) and importing nothing else of `notation`:
//! the fields (`fields`), the SAN lexer (`lex`, on `chars`, the parts of a move one at a time), descriptive notation
//! ([`descriptive`]: its lexer, a descriptive move against a legal move, its writer) and where each piece began the
//! game ([`origins`], for descriptive side names).

mod chars;
pub(super) mod descriptive;
mod fields;
mod lex;
pub(super) mod origins;
#[cfg(test)]
mod tests;

pub(crate) use chars::*;
pub use fields::{
    DescFile, DescPiece, DescSquare, Descriptive, Readings, Target, Wing, WrittenMove,
};
pub use lex::lex_move;
pub(crate) use lex::read_san;
