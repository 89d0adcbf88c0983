//! PGN: reading files (one pgn-reader visitor, any encoding) and writing games back as plain UTF-8 PGN.

mod after_stop;
mod encoding;
mod file;
mod filter;
mod index;
mod plain;
mod read;
mod split;
mod write;

pub use encoding::{
    Decoded, ENCODINGS, decode, decode_as, detect, encoder_for, encoding_named, is_binary,
};
pub use filter::{BadFilter, GameFilter};
pub use index::{GameIndex, IndexEntry, IndexField};
pub use read::{
    PgnFile, PgnProblem, PgnRepair, read_games, read_games_with, read_pgn, read_pgn_with,
};
#[cfg(feature = "gui")]
pub(crate) use split::opens_with_a_tag;
pub use split::{GameBytes, Games, bytes_at, games_of};
pub use write::{write_game, write_games};
