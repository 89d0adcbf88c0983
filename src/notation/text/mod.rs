//! The shape of a game text, above [`written`](super::written) and [`characters`](super::characters) and importing
//! nothing else of `notation`; nothing here knows a position. What a word is cut into (`word_piece`), move numbers and
//! results by the shape of the characters (`numbering`), the words that matter around the moves (`prose`), a word cut
//! into its pieces (`glue`), the parts PGN knows (`words`: tags, `{}` and `;` comments, `[...]` remarks, brackets,
//! NAGs), the tokens one by one, separators crossed (`tokens`); clock commands in comments (`comment`) and the players
//! a book's heading names above a game (`heading`).

pub(super) mod comment;
pub(super) mod glue;
pub(super) mod heading;
pub(super) mod numbering;
pub(super) mod prose;
pub(super) mod tokens;
pub(super) mod word_piece;
pub(super) mod words;
