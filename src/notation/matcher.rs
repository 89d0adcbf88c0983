//! The forgiving move matcher: typed text against the legal moves of a position.
//!
//! Every legal move is spelled every way people write it (SAN, long, coordinates, ICCF, any letter set), the
//! input is cleaned the same way, and a move is taken only when exactly one legal move fits.

use pgn_reader::Nag;
use shakmaty::san::San;
use shakmaty::{CastlingSide, Chess, File, Move, Position, Rank, Role};

use super::diagnose::{NoMatch, Reason, diagnose};
use super::spell::{Written, read_written, readings, spellings};
use super::style::{NotationStyle, write_move};

/// What a piece of typed text is in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveMatch {
    /// Exactly one legal move fits.
    Unique(Move),
    /// Several legal moves fit; the user picks one. All promotions of one pawn when the piece was not said.
    Ambiguous(Vec<Move>),
    /// No legal move fits: why, and the closest legal moves, best first.
    NoMatch(NoMatch),
}

/// The plain SAN core of a legal move, the form [`read_written`] gives for it (`Nbd7`, `ed5`, `e8Q`, `OO`),
/// built straight from the SAN: the matcher needs it for every legal move of every move it reads.
fn plain_san(pos: &Chess, m: Move) -> String {
    let mut out = String::with_capacity(6);
    match San::from_move(pos, m) {
        San::Normal {
            role,
            file,
            rank,
            to,
            promotion,
            ..
        } => {
            if role != Role::Pawn {
                out.push(role.upper_char());
            }
            out.extend(file.map(File::char));
            out.extend(rank.map(Rank::char));
            out.push(to.file().char());
            out.push(to.rank().char());
            out.extend(promotion.map(Role::upper_char));
        }
        San::Castle(CastlingSide::KingSide) => out.push_str("OO"),
        San::Castle(CastlingSide::QueenSide) => out.push_str("OOO"),
        San::Put { .. } | San::Null => {}
    }
    out
}

/// The legal moves that `w` spells, by exact spellings and, when none fits, by the loose ones.
fn fitting(pos: &Chess, w: &Written) -> Vec<Move> {
    let legal = pos.legal_moves();
    let readings = readings(w);
    let mut exact = Vec::new();
    let mut loose = Vec::new();
    for &m in &legal {
        let (spelled, loosely) = spellings(m, &plain_san(pos, m));
        if let Some(side) = w.castle {
            if m.castling_side()
                .is_some_and(|s| side.is_none_or(|want| want == s))
            {
                exact.push(m);
            }
            continue;
        }
        if readings.iter().any(|r| spelled.contains(r)) {
            exact.push(m);
        } else if readings.iter().any(|r| loosely.contains(r)) {
            loose.push(m);
        }
    }
    if exact.is_empty() { loose } else { exact }
}

/// Matches typed text against the legal moves of `pos`.
///
/// ```
/// use jipu::notation::{MoveMatch, match_move};
/// use shakmaty::Chess;
///
/// let pos = Chess::default();
/// for text in ["Nf3", "nf3", "马f3", "Ng1-f3", "g1f3", "7163", "Ｎｆ３"] {
///     assert!(matches!(match_move(&pos, text), MoveMatch::Unique(_)), "{text}");
/// }
/// assert!(matches!(match_move(&pos, "e2—e5"), MoveMatch::NoMatch(_)));
/// ```
pub fn match_move(pos: &Chess, text: &str) -> MoveMatch {
    let mut w = read_written(text);
    let mut moves = fitting(pos, &w);
    if moves.is_empty() && w.b_pawn_capture {
        // `bxd5` where no b-pawn takes on d5 but a bishop does: the writer's `b` was the bishop.
        w.b_pawn_capture = false;
        moves = fitting(pos, &w);
    }
    // Among exact fits, a move written exactly as its SAN core wins over moves it only names loosely
    // (`Nf3` with two knights able to go there is still ambiguous: neither's SAN is `Nf3`).
    if moves.len() > 1 {
        let by_san: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| readings(&w).contains(&plain_san(pos, m)))
            .collect();
        if by_san.len() == 1 {
            moves = by_san;
        }
    }
    if w.en_passant && moves.len() > 1 && moves.iter().any(|m| m.is_en_passant()) {
        moves.retain(|m| m.is_en_passant());
    }
    match moves.len() {
        0 => MoveMatch::NoMatch(diagnose(pos, &w, text)),
        // `exd6 e.p.` for a move that takes no pawn en passant: the mark says the sheet is wrong here.
        1 if w.en_passant && !moves[0].is_en_passant() => MoveMatch::NoMatch(NoMatch {
            reason: Reason::NotEnPassant,
            suggestions: moves,
        }),
        // `Re8+` where the rook on e8 gives no check: the mark says another move was meant (`Re7+`).
        1 if w.check > 0 && !gives_check(pos, moves[0]) => MoveMatch::NoMatch(NoMatch {
            reason: Reason::NotCheck,
            suggestions: diagnose(pos, &w, text).suggestions,
        }),
        1 => MoveMatch::Unique(moves[0]),
        _ => {
            moves.sort_by_key(|&m| write_move(pos, m, NotationStyle::En));
            MoveMatch::Ambiguous(moves)
        }
    }
}

/// A pawn capture written by its files only, `exd` or `f : e`, as old books and quick notes write it: the legal
/// pawn captures from the first file to the second. Only a whole word of a game text is read this way: in the
/// move box, `ed` is the start of `exd5`, not a move.
pub(crate) fn match_capture_by_files(pos: &Chess, text: &str) -> Option<MoveMatch> {
    let w = read_written(text);
    let mut core = w.core.chars();
    let (Some(from), Some(to), None) = (core.next(), core.next(), core.next()) else {
        return None;
    };
    let (from, to) = (File::from_char(from)?, File::from_char(to)?);
    let mut fits: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| {
            m.role() == Role::Pawn
                && m.is_capture()
                && m.from().is_some_and(|f| f.file() == from)
                && m.to().file() == to
        })
        .collect();
    Some(match fits.len() {
        0 => return None,
        1 => MoveMatch::Unique(fits[0]),
        _ => {
            fits.sort_by_key(|&m| write_move(pos, m, NotationStyle::En));
            MoveMatch::Ambiguous(fits)
        }
    })
}

/// Whether `m` puts the other king in check.
pub(crate) fn gives_check(pos: &Chess, m: Move) -> bool {
    let mut after = pos.clone();
    after.play_unchecked(m);
    after.is_check()
}

/// The annotation glyphs (as NAG numbers) written with a move: `e4!?` gives `[5]`.
pub fn written_annotations(text: &str) -> Vec<Nag> {
    read_written(text).nags
}

/// The legal moves some spelling of which begins with what has been typed so far, for a move box that
/// lists the candidates while the user types. Empty input gives no moves.
pub fn moves_starting_with(pos: &Chess, typed: &str) -> Vec<Move> {
    let w = read_written(typed);
    if w.core.is_empty() && w.castle.is_none() {
        return Vec::new();
    }
    let readings = readings(&w);
    let mut out: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|&m| {
            if w.castle.is_some() || w.core.chars().all(|c| matches!(c, 'O' | 'o' | '0')) {
                // `0-0` may still become `0-0-0`; `0-0-0` is only the long one.
                return match w.castle {
                    Some(Some(CastlingSide::QueenSide)) => {
                        m.castling_side() == Some(CastlingSide::QueenSide)
                    }
                    _ => m.is_castle(),
                };
            }
            let (spelled, _) = spellings(m, &plain_san(pos, m));
            spelled
                .iter()
                .any(|s| readings.iter().any(|r| s.starts_with(r.as_str())))
        })
        .collect();
    out.sort_by_key(|&m| write_move(pos, m, NotationStyle::En));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_san_is_the_san_cleaned_like_typed_text() {
        let mut pos = Chess::default();
        // Castling both ways, captures, promotions, disambiguation on the way.
        for san in [
            "e4", "d5", "exd5", "Nf6", "Nc3", "Nbd7", "Bc4", "e6", "dxe6", "fxe6", "Nf3", "Bd6",
            "O-O", "O-O", "Re1", "Qe7", "d4", "b5", "Bxb5", "a6", "Bd3", "Rb8", "Bg5", "Rxb2",
            "Qd2", "Rxc2",
        ] {
            for m in pos.legal_moves() {
                let expected = read_written(&San::from_move(&pos, m).to_string()).core;
                assert_eq!(plain_san(&pos, m), expected);
            }
            let m = san
                .parse::<San>()
                .expect("test SAN parses")
                .to_move(&pos)
                .expect("test SAN is legal");
            pos.play_unchecked(m);
        }
    }
}
