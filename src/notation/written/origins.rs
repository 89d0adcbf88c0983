//! Where each piece on the board began the game, for descriptive notation's side names read by it.
//!
//! Books differ on what `KN` means once the knights have moved: the knight now on the king's side (or on the king's
//! knight's file) — the reading [`super::descriptive`] makes from the position alone — or *the king's knight*, the one
//! that started on g1 (g8), wherever it stands now. The reader follows each piece from where it began with
//! [`Origins`], and the matcher (`match_following`) reads every side name of a move both ways.

use shakmaty::{CastlingSide, Chess, Color, Move, Position, Rank, Square};

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

#[cfg(test)]
mod tests {
    use super::*;

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
