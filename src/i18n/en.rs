//! English texts.

use super::Key;

pub fn text(key: Key) -> &'static str {
    match key {
        Key::White => "White",
        Key::Black => "Black",
        Key::King => "king",
        Key::Queen => "queen",
        Key::Rook => "rook",
        Key::Bishop => "bishop",
        Key::Knight => "knight",
        Key::Pawn => "pawn",
        Key::MoveProblem => "{0} {1} `{2}`: {3}",
        Key::Unreadable => "this cannot be read as a move",
        Key::NoPieceOn => "there is no {0} piece on {1}",
        Key::OpponentPieceOn => "the piece on {0} is {1}'s, but it is {2}'s move",
        Key::WrongPieceOn => "the piece on {0} is a {1}, not a {2}",
        Key::PieceCannotReach => "the {0} on {1} cannot move to {2}",
        Key::NoPieceCanReach => "no {0} {1} can move to {2}",
        Key::SideHasNoSuchPiece => "{0} has no {1}",
        Key::LeavesKingInCheck => "that would leave the {0} king in check",
        Key::CastlingNotAllowed => "{0} cannot castle that way here",
        Key::GameIsOver => "the game is already over; {0} has no legal move",
        Key::Ambiguous => "this fits more than one legal move",
        Key::Candidates => "which one: {0}",
        Key::Suggestions => "did you mean: {0}",
        Key::NoSuggestions => "there is no legal move close to it",
        Key::PromotionNeedsPiece => "a pawn reaching the last rank must say which piece it becomes",
        Key::GameAtLine => "game {0}, line {1}",
        Key::CannotReadFile => "cannot read {0}: {1}",
        Key::EmptyInput => "the input is empty: there is no game in it",
        Key::NoGameFound => "no game was found in the input",
        Key::BadFen => "the starting position `{0}` is not valid: {1}",
        Key::NoSuchGame => "there is no game {0}: the input holds {1}",
        Key::GamesRead => "{0} games read",
        Key::AppNotYet => {
            "Jipu 记谱 — the desktop board is coming: a draggable board, a chess clock and printed scoresheets. For now use `jipu import`, `jipu moves` (see `jipu --help`)."
        }
        Key::Checkmate => "checkmate",
        Key::Stalemate => "stalemate",
        Key::DeadPosition => "dead position: neither side can mate",
        Key::FivefoldRepetition => "the same position for the fifth time",
        Key::SeventyFiveMoves => "75 moves without a capture or a pawn move",
        Key::ThreefoldClaim => "a draw may be claimed: the same position for the third time",
        Key::FiftyMovesClaim => "a draw may be claimed: 50 moves without a capture or a pawn move",
        Key::UnclosedVariation => "a variation opened with `(` is never closed: {0}",
        Key::UnclosedComment => "a comment opened with `{` is never closed",
        Key::DecodedAs => "the file is not UTF-8; it was read as {0}",
    }
}
