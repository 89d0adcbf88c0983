//! Moves as people write them: every output style, and the forgiving reading of what people type or
//! copied from a paper scoresheet, matched against the legal moves.

mod characters;
mod matching;
mod writing;

pub use characters::annotation::{
    MOVE_ANNOTATIONS, annotation_glyph, annotation_of, is_move_annotation,
};
pub use characters::letters::{Letters, plain, plain_char, role_of_symbol};
pub use writing::style::{
    NotationStyle, UnknownStyle, king_or_piece_to, san_of, write_iccf, write_move, write_san_plus,
};
mod written;

pub use characters::vocabulary::iccf_promotion_digit;
pub use matching::diagnose::{NoMatch, Problem, Reason};
pub use matching::matcher::{
    MoveMatch, match_move, moves_starting_with, read_move, written_annotations,
};
pub use written::descriptive::{lex_descriptive, write_descriptive, write_descriptive_as_books};
pub use written::{
    DescFile, DescPiece, DescSquare, Descriptive, Target, Wing, WrittenMove, lex_move,
};
mod builder;
mod import;
mod reader;
mod text;
mod typing;

pub(crate) use builder::GameBuilder;
pub use import::{ImportError, Imported, Stop, import_game, import_pgn_game};
pub use text::comment::{
    CommentParts, join_comment, push_comment_text, split_comment, write_comment,
};
pub use text::heading::{Players, players_in_heading};
pub use text::words::result_of;
pub(crate) use text::words::{Part, part_at, tag_extent};
pub use typing::{Typed, TypedMove, TypedStop, TypedTail, read_typed};

pub use writing::movelist::{MoveRow, move_rows, write_move_line, write_move_table, write_node};
