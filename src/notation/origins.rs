//! Where each piece on the board began the game, and the reading of descriptive notation's side names by it.
//!
//! Books differ on what `KN` means once the knights have moved: the knight now on the king's side (or on the king's
//! knight's file) — the reading [`super::descriptive`] makes from the position alone — or *the king's knight*, the one
//! that started on g1 (g8), wherever it stands now. The reader follows each piece from where it began
//! ([`Origins`]) and reads every side name of a move both ways: where one reading names a single move and the other
//! none, or names the same move, that move is played; where they name different moves, the text is ambiguous and
//! the reading stops with both as candidates (a wrong move is worse than a stop).

use shakmaty::{CastlingSide, Chess, Color, Move, Position, Rank, Role, Square};

use super::NotationStyle;
use super::descriptive::{Naming, fits_named};
use super::matcher::{MoveMatch, gives_check};
use super::style::write_move;
use super::written::WrittenMove;
use crate::chess::Ply;

/// For each square, the square its piece stood on when the game began (`None` for an empty square).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Origins([Option<Square>; 64]);

impl Origins {
    /// Every piece of the position a game begins in, where it stands.
    pub(crate) fn at_start(pos: &Chess) -> Origins {
        let mut at = [None; 64];
        for sq in pos.board().occupied() {
            at[usize::from(sq)] = Some(sq);
        }
        Origins(at)
    }

    /// The pieces of `start` followed through `plies`.
    pub(crate) fn after(start: &Chess, plies: &[Ply]) -> Origins {
        let mut origins = Origins::at_start(start);
        for &ply in plies {
            origins.play(ply);
        }
        origins
    }

    /// Where the piece on `sq` began.
    pub(crate) fn of(&self, sq: Square) -> Option<Square> {
        self.0[usize::from(sq)]
    }

    /// Follows the pieces through a move (a null move moves nothing).
    pub(crate) fn play(&mut self, ply: Ply) {
        let Ply::Move(m) = ply else {
            return;
        };
        match m {
            Move::Normal { from, to, .. } => self.shift(from, to),
            Move::EnPassant { from, to } => {
                self.0[usize::from(Square::from_coords(to.file(), from.rank()))] = None;
                self.shift(from, to);
            }
            Move::Castle { king, rook } => {
                let side = CastlingSide::from_queen_side(rook < king);
                let color = if king.rank() == Rank::First {
                    Color::White
                } else {
                    Color::Black
                };
                let (king_from, rook_from) = (self.of(king), self.of(rook));
                self.0[usize::from(king)] = None;
                self.0[usize::from(rook)] = None;
                self.0[usize::from(side.king_to(color))] = king_from;
                self.0[usize::from(side.rook_to(color))] = rook_from;
            }
            Move::Put { to, .. } => self.0[usize::from(to)] = None,
        }
    }

    fn shift(&mut self, from: Square, to: Square) {
        self.0[usize::from(to)] = self.0[usize::from(from)].take();
    }
}

/// `found`, what the readings of a move name by where its pieces stand, weighed against what they name by where
/// the pieces began (see the module's documentation).
pub(crate) fn with_origins(
    pos: &Chess,
    origins: &Origins,
    readings: &[WrittenMove],
    found: MoveMatch,
) -> MoveMatch {
    let named = |w: &&WrittenMove| {
        w.descriptive.is_some_and(|d| {
            [Some(d.mover), d.captured]
                .into_iter()
                .flatten()
                .any(|p| p.file.is_some() && p.role != Role::Pawn)
        })
    };
    let named: Vec<&WrittenMove> = readings.iter().filter(named).collect();
    if named.is_empty() {
        return found;
    }
    let mut by_origin: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|&m| {
            named.iter().any(|w| {
                w.descriptive
                    .is_some_and(|d| fits_named(pos, &d, w.promotion, m, Naming::Origin(origins)))
            })
        })
        .collect();
    // The marks hold for the reading by origin as written: a move they contradict is not one it names.
    if named[0].check > 0 {
        by_origin.retain(|&m| gives_check(pos, m));
    }
    if named[0].en_passant {
        by_origin.retain(|m| m.is_en_passant());
    }
    let by_standing: Vec<Move> = match &found {
        MoveMatch::Unique(m) => vec![*m],
        MoveMatch::Ambiguous(moves) => moves.clone(),
        MoveMatch::NoMatch(_) => Vec::new(),
    };
    let within = |a: &[Move], b: &[Move]| a.iter().all(|m| b.contains(m));
    match (by_standing.len(), by_origin.len()) {
        (_, 0) => found,
        (1, _) if within(&by_standing, &by_origin) => found,
        (_, 1) if by_standing.is_empty() || within(&by_origin, &by_standing) => {
            MoveMatch::Unique(by_origin[0])
        }
        _ => {
            let mut moves = by_standing;
            for m in by_origin {
                if !moves.contains(&m) {
                    moves.push(m);
                }
            }
            moves.sort_by_key(|&m| write_move(pos, m, NotationStyle::En));
            MoveMatch::Ambiguous(moves)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{ImportError, Problem, import_game, san_of};

    fn sans(pos: &Chess, moves: &[Move]) -> Vec<String> {
        let mut out: Vec<String> = moves.iter().map(|&m| san_of(pos, m).to_string()).collect();
        out.sort();
        out
    }

    /// The knights have changed sides: the king's knight (from g1) stands on d4, the queen's knight (from b1) on e5.
    const CROSSED: &str =
        "1. N-KB3 P-QR3 2. N-QR3 P-QR4 3. N-Q4 P-KR3 4. N-B4 P-KR4 5. N-K5 P-QN3 6. ";

    #[test]
    fn a_side_name_the_two_readings_give_to_different_pieces_stops_with_both() {
        for (next, meant) in [("KN-B3", ["Ndf3", "Nef3"]), ("QN-B6", ["Ndc6", "Nec6"])] {
            let Err(ImportError::Stopped(stop)) = import_game(&format!("{CROSSED}{next}")) else {
                panic!("`{next}` was played: either knight may be meant");
            };
            assert_eq!(stop.move_number, 6, "{next}");
            assert!(
                matches!(stop.problem, Problem::Ambiguous(_)),
                "{next}: {:?}",
                stop.problem
            );
            assert_eq!(sans(stop.position(), stop.offered()), meant, "{next}");
        }
    }

    #[test]
    fn a_side_name_only_the_piece_s_origin_makes_sense_of_is_read_so() {
        // Both knights on the queen's side: `QN` by where they stand names both; the queen's knight is c3's.
        let text = "1. N-KB3 P-QR3 2. N-QB3 P-QR4 3. N-Q4 P-KR3 4. ";
        for (next, from) in [("QN-N5", Square::C3), ("KN-N5", Square::D4)] {
            let game = import_game(&format!("{text}{next}"))
                .unwrap_or_else(|e| panic!("`{next}`: {e:?}"))
                .game;
            let last = game.mainline_moves()[6];
            assert_eq!((last.from(), last.to()), (Some(from), Square::B5), "{next}");
        }
    }

    #[test]
    fn where_the_readings_agree_nothing_changes() {
        let game = import_game(
            "1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3 4. B-R4 N-B3 5. O-O B-K2 6. KR-K1",
        )
        .expect("reads")
        .game;
        assert_eq!(game.mainline_moves().len(), 11);
    }

    #[test]
    fn castling_carries_the_rook_s_origin() {
        let mut origins = Origins::at_start(&Chess::default());
        let castle = Move::Castle {
            king: Square::E1,
            rook: Square::H1,
        };
        origins.play(Ply::Move(castle));
        assert_eq!(origins.of(Square::F1), Some(Square::H1));
        assert_eq!(origins.of(Square::G1), Some(Square::E1));
        assert_eq!(origins.of(Square::H1), None);
        let ep = Move::EnPassant {
            from: Square::E5,
            to: Square::D6,
        };
        origins.play(Ply::Move(ep));
        assert_eq!(origins.of(Square::D5), None);
    }
}
