//! Whether a legal move is what a descriptive move says: its squares counted from the mover's side, its pieces named
//! by their wing or file, the piece taken named by where it stands.

use shakmaty::{Chess, Color, File, Move, Position, Role, Square};

use crate::chess::king_or_piece_to;
use crate::notation::written::fields::{
    DescFile, DescPiece, DescSquare, Descriptive, Wing, WrittenMove,
};
use crate::notation::written::origins::Origins;

/// How a side name (`KN`, `QR`) is read: by where the piece stands now, or by where it began the game (see
/// [`crate::notation::written::origins`]).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Naming<'a> {
    Standing,
    Origin(&'a Origins),
}

/// Whether the piece on `square` (of the side to move, or taken from the other) answers to `piece`'s name.
fn answers(pos: &Chess, piece: DescPiece, square: Square, side: Color, naming: Naming<'_>) -> bool {
    let board = pos.board();
    let Some(found) = board.piece_at(square) else {
        return false;
    };
    if found.role != piece.role {
        return false;
    }
    if let Some(file) = piece.file {
        // A pawn is named by its file alone (`QP`, `KBP`); a piece by its wing too (`KN`, `QR`).
        let named_by_wing =
            piece.role != Role::Pawn && (file.piece == Some(piece.role) || file.piece.is_none());
        let named = match naming {
            // `KN`: the knight that began on the king's knight's file.
            Naming::Origin(origins) if named_by_wing => {
                let home = DescFile {
                    wing: file.wing,
                    piece: Some(piece.role),
                };
                origins
                    .of(square)
                    .is_some_and(|from| home.files().contains(&from.file()))
            }
            // `KN`: the knight now on the king's side, or on the king's knight's file; both are let through and
            // the legal moves decide. A pawn is named by the file it stands on in every book.
            _ => {
                let on_wing = match file.wing {
                    Some(Wing::King) => square.file() >= File::E,
                    Some(Wing::Queen) => square.file() <= File::D,
                    None => true,
                };
                file.files().contains(&square.file()) || (named_by_wing && on_wing)
            }
        };
        if !named {
            return false;
        }
    }
    piece.square.is_none_or(|sq| sq.contains(square, side))
}

/// Whether the legal move `m` of `pos` is what the descriptive move `d` says, its side names read by where the
/// pieces stand.
pub(crate) fn fits(pos: &Chess, d: &Descriptive, promotion: Option<Role>, m: Move) -> bool {
    fits_named(pos, d, promotion, m, Naming::Standing)
}

/// Whether the legal move `m` of `pos` is what the descriptive move `d` says, the moving piece's side name read by
/// `naming`.
pub(crate) fn fits_named(
    pos: &Chess,
    d: &Descriptive,
    promotion: Option<Role>,
    m: Move,
    naming: Naming<'_>,
) -> bool {
    let side = pos.turn();
    if let Move::Castle { .. } = m {
        return false;
    }
    let from = m.from().unwrap_or(m.to());
    let to = king_or_piece_to(m);
    if !answers(pos, d.mover, from, side, naming) {
        return false;
    }
    if d.from.is_some_and(|f| !f.contains(from, side))
        || d.to.is_some_and(|t| !t.contains(to, side))
    {
        return false;
    }
    if let Some(captured) = d.captured {
        let taken_on = match m {
            Move::EnPassant { to, .. } => Square::from_coords(to.file(), from.rank()),
            _ => to,
        };
        // The piece taken is the other side's: its ranks are counted from the mover's side all the same.
        // The piece taken is named by where it stands (`BxKN`: the knight on the king's side): read by its
        // origin as well, `NQ7xKB8` could be cut as `NQ7xKB` (the king's bishop, wherever it is) and `8`.
        if !m.is_capture() || !answers(pos, captured, taken_on, side, Naming::Standing) {
            return false;
        }
    }
    promotion.is_none_or(|p| m.promotion() == Some(p))
}

/// Whether the legal move `m` takes a piece where the descriptive move `w` is written with a dash. A book writes a
/// capture with `x` and the piece taken (`BxP`): `B-B4` is a move to a fourth rank's bishop file *without* taking,
/// so such a move fits only where no move without a capture does (see [`crate::notation::match_move`]).
pub(crate) fn takes_after_a_dash(w: &WrittenMove, m: Move) -> bool {
    w.descriptive.is_some_and(|d| d.captured.is_none()) && !w.capture && m.is_capture()
}

/// The SAN fields a descriptive move stands for in `pos`, one reading for each square it may name — what the reason
/// for no match and the suggestions are worked out from (`PQB4-QB4` for Black: a pawn from c5 to c5).
pub(crate) fn concrete(pos: &Chess, w: &WrittenMove) -> Vec<WrittenMove> {
    let Some(d) = w.descriptive else {
        return vec![w.clone()];
    };
    let side = pos.turn();
    let squares_of = |sq: Option<DescSquare>| -> Vec<Option<Square>> {
        match sq {
            None => vec![None],
            Some(sq) => Square::ALL
                .into_iter()
                .filter(|&s| sq.contains(s, side))
                .filter(|_| sq.rank.is_some() && sq.file.is_some())
                .map(Some)
                .collect(),
        }
    };
    let mut targets = squares_of(d.to);
    if let Some(captured) = d.captured {
        // The piece taken stands where the move goes.
        targets = Square::ALL
            .into_iter()
            .filter(|&s| {
                pos.board().color_at(s) == Some(!side)
                    && answers(pos, captured, s, side, Naming::Standing)
            })
            .map(Some)
            .collect();
    }
    let mut out = Vec::new();
    for from in squares_of(d.from) {
        for &to in &targets {
            let Some(to) = to else {
                continue;
            };
            let file = d.mover.file.map(DescFile::files).filter(|f| f.len() == 1);
            out.push(WrittenMove {
                piece: Some(d.mover.role),
                from_file: from.map(Square::file).or(file.map(|f| f[0])),
                from_rank: from.map(Square::rank),
                to: Some(crate::notation::written::fields::Target::Square(to)),
                promotion: w.promotion,
                capture: w.capture,
                check: w.check,
                en_passant: w.en_passant,
                nag: w.nag,
                ..WrittenMove::default()
            });
        }
    }
    if out.is_empty() {
        out.push(WrittenMove {
            piece: Some(d.mover.role),
            ..WrittenMove::default()
        });
    }
    out
}
