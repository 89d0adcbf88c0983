//! The board as the user handles it: the piece picked up or clicked, and a pawn waiting for the piece it becomes.
//! Which way up the board stands is a setting (see `settings`); where it is on screen belongs to the board panel.

use shakmaty::{Chess, Move, Position, Square};

use crate::notation::king_or_piece_to;

/// A pawn move waiting for the player to pick the piece it becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PendingPromotion {
    pub from: Square,
    pub to: Square,
}

#[derive(Clone, Debug, Default)]
pub struct BoardView {
    selected: Option<Square>,
    promotion: Option<PendingPromotion>,
}

impl BoardView {
    /// The square clicked or picked up.
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    pub fn promotion(&self) -> Option<PendingPromotion> {
        self.promotion
    }

    pub fn select(&mut self, square: Option<Square>) {
        self.selected = square;
    }

    pub fn ask_promotion(&mut self, from: Square, to: Square) {
        self.promotion = Some(PendingPromotion { from, to });
        self.selected = None;
    }

    /// Forgets the selection and a pending promotion (after a move, or when the position changes).
    pub fn clear(&mut self) {
        self.selected = None;
        self.promotion = None;
    }

    pub fn take_promotion(&mut self) -> Option<PendingPromotion> {
        self.promotion.take()
    }
}

/// The legal moves from `from` that end on `to`: a king that castles may be put on its castling square or on its rook.
pub fn moves_between(pos: &Chess, from: Square, to: Square) -> Vec<Move> {
    pos.legal_moves()
        .into_iter()
        .filter(|m| m.from() == Some(from) && (m.to() == to || king_or_piece_to(*m) == to))
        .collect()
}

/// The squares the piece on `from` may go to (a king that can castle: its castling square).
pub fn targets(pos: &Chess, from: Square) -> Vec<Square> {
    let mut out = Vec::new();
    for m in pos.legal_moves() {
        if m.from() == Some(from) {
            let to = king_or_piece_to(m);
            if !out.contains(&to) {
                out.push(to);
            }
        }
    }
    out
}

/// Whether the side to move has a piece on `sq`.
pub fn own_piece_on(pos: &Chess, sq: Square) -> bool {
    pos.board().color_at(sq) == Some(pos.turn())
}
