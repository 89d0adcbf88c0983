//! Moves as people write them: every output style, and the forgiving reading of what people type or
//! copied from a paper scoresheet, matched against the legal moves.
//!
//! The modules are layers, each a folder that imports only the folders below it (never this file's re-exports):
//!
//! - `reading/`: a game text read against the legal moves — the reader, the game builder, import, the move box;
//! - `text/`: the shape of a game text — word pieces, numbers, prose, tokens, comments, headings; no position;
//! - `matching/`: a written move against the legal moves — the matcher, why nothing fits, the suggestions;
//! - `writing/`: moves written in each style, and a game's move list;
//! - `written/`: one written move — its fields, the SAN and descriptive lexers, where each piece began;
//! - `characters/`: piece letters, the words of chess, the annotation glyphs.
//!
//! `text` needs only `written` and `characters`. What the rest of Jipu uses is re-exported here.

mod characters;
mod matching;
mod reading;
mod text;
mod writing;
mod written;

pub use characters::annotation::{
    MOVE_ANNOTATIONS, annotation_glyph, annotation_of, is_move_annotation,
};
pub use characters::letters::{Letters, plain, plain_char, role_of_symbol};
pub use characters::vocabulary::iccf_promotion_digit;
pub use matching::diagnose::{NoMatch, Problem, Reason};
pub use matching::matcher::{
    MoveMatch, match_move, moves_starting_with, read_move, written_annotations,
};
pub(crate) use reading::builder::GameBuilder;
pub use reading::import::{ImportError, Imported, Stop, import_game, import_pgn_game};
pub use reading::typing::{Typed, TypedMove, TypedStop, TypedTail, read_typed};
pub use text::comment::{
    CommentParts, join_comment, push_comment_text, split_comment, write_comment,
};
pub use text::heading::{Players, players_in_heading};
pub use text::words::result_of;
pub(crate) use text::words::{Part, part_at, tag_extent};
pub use writing::movelist::{MoveRow, move_rows, write_move_line, write_move_table, write_node};
pub use writing::style::{
    NotationStyle, UnknownStyle, king_or_piece_to, san_of, write_iccf, write_move, write_move_in,
    write_san_plus,
};
pub use written::descriptive::{lex_descriptive, write_descriptive, write_descriptive_as_books};
pub use written::{
    DescFile, DescPiece, DescSquare, Descriptive, Target, Wing, WrittenMove, lex_move,
};
