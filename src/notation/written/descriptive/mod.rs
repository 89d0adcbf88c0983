//! Descriptive notation, as English chess books printed it before about 1980 and their Chinese translations did:
//! `P-K4`, `N-KB3`, `B-N5ch`, `PxP`, `QRPxN`, `N/3xP`, `R(QB1)-Q1`, the full form `PK2-K4`, `BKR3xQ7ch`, `Castles
//! KR`, `Kt` for the knight; `兵-王4`, `马-王象3` in Chinese.
//!
//! It is one more lexer producing the same [`WrittenMove`], with a [`Descriptive`] part the position resolves: its
//! squares are counted from the side to move (`K4` is e4 for White and e5 for Black), a file named by a piece alone
//! is on either wing (`B3` is c3 or f3), and a capture names the piece taken, not its square.
//!
//! [`WrittenMove`]: super::WrittenMove
//! [`Descriptive`]: super::Descriptive

mod fit;
mod lex;
#[cfg(test)]
mod tests;
mod write;

pub(crate) use fit::{Naming, concrete, fits, fits_named, takes_after_a_dash};
pub use lex::lex_descriptive;
pub use write::{write_descriptive, write_descriptive_as_books};
