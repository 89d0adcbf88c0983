//! Results by the FIDE Laws: what ends a game by itself, and what a player may claim.

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, Color, EnPassantMode, KnownOutcome, Move, Position, Square};

/// A game end that needs no claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameEnd {
    Checkmate {
        winner: Color,
    },
    Stalemate,
    /// Neither side can possibly mate (K v K, K+B v K, K+N v K, bishops all on one colour).
    DeadPosition,
    FivefoldRepetition,
    SeventyFiveMoves,
}

impl GameEnd {
    /// The result: the mating side wins, every other end is a draw.
    pub fn result(self) -> KnownOutcome {
        match self {
            GameEnd::Checkmate { winner } => KnownOutcome::Decisive { winner },
            _ => KnownOutcome::Draw,
        }
    }
}

/// A draw a player may claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawClaim {
    ThreefoldRepetition,
    FiftyMoves,
}

/// What the rules say about the last of a sequence of positions.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Verdict {
    pub end: Option<GameEnd>,
    pub claims: Vec<DrawClaim>,
}

fn key(pos: &Chess) -> u64 {
    let hash: Zobrist64 = pos.zobrist_hash(EnPassantMode::Legal);
    hash.0
}

/// How many times the last position of `history` has occurred in it (1 when it is new).
///
/// Positions are the same when the same pieces stand on the same squares, the same side is to move,
/// and the same castling and en passant captures are possible. Only positions since the last capture or
/// pawn move can repeat, so the search stops there.
pub fn repetition_count(history: &[Chess]) -> usize {
    let Some(last) = history.last() else {
        return 0;
    };
    let target = key(last);
    let reversible = last.halfmoves() as usize;
    history
        .iter()
        .rev()
        .take(reversible + 1)
        .filter(|p| key(p) == target && p.board() == last.board())
        .count()
}

/// Judges the last position of `history` (the positions from the start of the game, in order).
pub fn judge(history: &[Chess]) -> Verdict {
    let Some(pos) = history.last() else {
        return Verdict::default();
    };
    let mut verdict = Verdict::default();
    if pos.is_checkmate() {
        verdict.end = Some(GameEnd::Checkmate {
            winner: !pos.turn(),
        });
        return verdict;
    }
    if pos.is_stalemate() {
        verdict.end = Some(GameEnd::Stalemate);
        return verdict;
    }
    if pos.is_insufficient_material() {
        verdict.end = Some(GameEnd::DeadPosition);
        return verdict;
    }
    let repeats = repetition_count(history);
    if repeats >= 5 {
        verdict.end = Some(GameEnd::FivefoldRepetition);
    } else if pos.halfmoves() >= 150 {
        verdict.end = Some(GameEnd::SeventyFiveMoves);
    }
    if verdict.end.is_none() {
        if repeats >= 3 {
            verdict.claims.push(DrawClaim::ThreefoldRepetition);
        }
        if pos.halfmoves() >= 100 {
            verdict.claims.push(DrawClaim::FiftyMoves);
        }
    }
    verdict
}

/// Where a move takes the moving piece: for castling, the king's square (`e1g1`), whichever way the move is
/// stored (shakmaty keeps castling as the king taking its own rook).
pub fn king_or_piece_to(m: Move) -> Square {
    match (m, m.castling_side()) {
        (Move::Castle { king, .. }, Some(side)) => {
            Square::from_coords(side.king_to_file(), king.rank())
        }
        _ => m.to(),
    }
}
