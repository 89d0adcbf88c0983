//! Why a typed move fits no legal move, and which legal moves the writer most likely meant (ranked in
//! [`ranking`](super::ranking) by how handwriting goes wrong).

use shakmaty::attacks;
use shakmaty::{Chess, Color, Move, Position, Rank, Role, Square};

use super::ranking::closest;
use crate::i18n::{Key, Lang};
use crate::notation::written::{Target, WrittenMove};

/// Why no legal move fits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// No square could be read in it.
    Unreadable,
    /// The side to move has no legal move.
    GameIsOver {
        side: Color,
    },
    NoPieceOn {
        side: Color,
        square: Square,
    },
    OpponentPieceOn {
        square: Square,
        owner: Color,
    },
    WrongPieceOn {
        square: Square,
        found: Role,
        written: Role,
    },
    PieceCannotReach {
        role: Role,
        from: Square,
        to: Square,
    },
    NoPieceCanReach {
        side: Color,
        role: Role,
        to: Square,
    },
    SideHasNoSuchPiece {
        side: Color,
        role: Role,
    },
    LeavesKingInCheck {
        side: Color,
    },
    CastlingNotAllowed {
        side: Color,
    },
    /// Marked en passant (`e.p.`, `ep`), but the move it names is an ordinary one.
    NotEnPassant,
    /// Marked as check (`+`, `#`, `ch`), but the move it names gives none.
    NotCheck,
    /// A null move (`--`) where the side to move is in check.
    NullMoveInCheck,
    /// A piece put on the board from the hand (`N@f6`): crazyhouse, not chess.
    PieceDropped,
    /// The game seems to go on in text read as commentary: legal moves in sequence, from this one on, where the
    /// text ended without coming back to the moves.
    InCommentary,
}

impl Reason {
    /// The reason in words, in `lang`.
    pub fn describe(&self, lang: Lang) -> String {
        let side = |c: Color| lang.side(c).to_lowercase_if(lang);
        match *self {
            Reason::Unreadable => lang.text(Key::Unreadable).into(),
            Reason::GameIsOver { side: s } => lang.fill(Key::GameIsOver, &[lang.side(s)]),
            Reason::NoPieceOn { side: s, square } => {
                lang.fill(Key::NoPieceOn, &[&side(s), &square.to_string()])
            }
            Reason::OpponentPieceOn { square, owner } => lang.fill(
                Key::OpponentPieceOn,
                &[&square.to_string(), lang.side(owner), lang.side(!owner)],
            ),
            Reason::WrongPieceOn {
                square,
                found,
                written,
            } => lang.fill(
                Key::WrongPieceOn,
                &[&square.to_string(), lang.piece(found), lang.piece(written)],
            ),
            Reason::PieceCannotReach { role, from, to } => lang.fill(
                Key::PieceCannotReach,
                &[lang.piece(role), &from.to_string(), &to.to_string()],
            ),
            Reason::NoPieceCanReach { side: s, role, to } => lang.fill(
                Key::NoPieceCanReach,
                &[&side(s), lang.piece(role), &to.to_string()],
            ),
            Reason::SideHasNoSuchPiece { side: s, role } => {
                lang.fill(Key::SideHasNoSuchPiece, &[lang.side(s), lang.piece(role)])
            }
            Reason::LeavesKingInCheck { side: s } => lang.fill(Key::LeavesKingInCheck, &[&side(s)]),
            Reason::CastlingNotAllowed { side: s } => {
                lang.fill(Key::CastlingNotAllowed, &[lang.side(s)])
            }
            Reason::NotEnPassant => lang.text(Key::NotEnPassant).into(),
            Reason::NotCheck => lang.text(Key::NotCheck).into(),
            Reason::NullMoveInCheck => lang.text(Key::NullMoveInCheck).into(),
            Reason::PieceDropped => lang.text(Key::PieceDropped).into(),
            Reason::InCommentary => lang.text(Key::MovesInComment).into(),
        }
    }
}

pub(crate) trait LowerInEnglish {
    fn to_lowercase_if(&self, lang: Lang) -> String;
}

impl LowerInEnglish for str {
    /// "White" reads "white" inside an English sentence; Chinese has no case.
    fn to_lowercase_if(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.to_lowercase(),
            Lang::Zh => self.to_string(),
        }
    }
}

/// What was wrong with the move where reading stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Several legal moves fit; the user picks one.
    Ambiguous(Vec<Move>),
    /// No legal move fits.
    NoMatch(NoMatch),
    /// The text goes on with a later move (`5. Bd2` where Black's 4th move was due): the move is missing.
    /// `Stop::written` is where the text goes on, still to be read after the missing move is given.
    Missing,
}

/// A typed move that fits no legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoMatch {
    pub reason: Reason,
    /// The closest legal moves, best first (at most five).
    pub suggestions: Vec<Move>,
}

/// Whether the piece on `from` could move to `to` if its own king did not matter.
fn reaches(pos: &Chess, from: Square, to: Square) -> bool {
    let board = pos.board();
    let Some(piece) = board.piece_at(from) else {
        return false;
    };
    if board.color_at(to) == Some(piece.color) {
        return false;
    }
    if piece.role == Role::Pawn {
        let forward = piece.color.fold_wb(8, -8);
        let one = from.offset(forward);
        if board.piece_at(to).is_none() && Some(to) == one {
            return true;
        }
        let start = piece.color.fold_wb(Rank::Second, Rank::Seventh);
        if from.rank() == start
            && one.is_some_and(|s| board.piece_at(s).is_none())
            && Some(to) == from.offset(2 * forward)
            && board.piece_at(to).is_none()
        {
            return true;
        }
        return attacks::pawn_attacks(piece.color, from).contains(to)
            && (board.piece_at(to).is_some() || pos.maybe_ep_square() == Some(to));
    }
    attacks::attacks(from, piece, board.occupied()).contains(to)
}

fn reason(pos: &Chess, p: &WrittenMove) -> Reason {
    let side = pos.turn();
    if pos.legal_moves().is_empty() {
        return Reason::GameIsOver { side };
    }
    if p.castle.is_some() {
        return Reason::CastlingNotAllowed { side };
    }
    // `exd` where no pawn takes from e to d names no square to say more of.
    let Some(Target::Square(to)) = p.to else {
        return Reason::Unreadable;
    };
    let board = pos.board();
    if let Some(from) = p.from_square() {
        return match board.piece_at(from) {
            None => Reason::NoPieceOn { side, square: from },
            Some(piece) if piece.color != side => Reason::OpponentPieceOn {
                square: from,
                owner: piece.color,
            },
            Some(piece) if p.piece.is_some_and(|r| r != piece.role) => Reason::WrongPieceOn {
                square: from,
                found: piece.role,
                written: p.piece.unwrap_or(piece.role),
            },
            Some(_) if reaches(pos, from, to) => Reason::LeavesKingInCheck { side },
            Some(piece) => Reason::PieceCannotReach {
                role: piece.role,
                from,
                to,
            },
        };
    }
    let role = p.piece.unwrap_or(Role::Pawn);
    let ours = board.by_piece(role.of(side));
    if ours.is_empty() {
        return Reason::SideHasNoSuchPiece { side, role };
    }
    let candidates = ours.into_iter().filter(|sq| {
        p.from_file.is_none_or(|f| sq.file() == f) && p.from_rank.is_none_or(|r| sq.rank() == r)
    });
    if candidates.clone().any(|from| reaches(pos, from, to)) {
        Reason::LeavesKingInCheck { side }
    } else {
        Reason::NoPieceCanReach { side, role, to }
    }
}

/// Explains why the readings of a written move fit no legal move of `pos`, with the closest legal moves, ranked
/// by how handwriting goes wrong (see [`ranking`](super::ranking)).
pub(crate) fn diagnose(pos: &Chess, readings: &[WrittenMove]) -> NoMatch {
    // Descriptive notation is worked out on the squares it names in this position.
    let readings: Vec<WrittenMove> = readings
        .iter()
        .flat_map(|w| crate::notation::written::descriptive::concrete(pos, w))
        .collect();
    let readings = readings.as_slice();
    // A move read only by putting a character right (`乌f3`, `Rel`) cannot be read as it stands.
    let reason = match readings.iter().find(|w| w.slip == 0) {
        Some(w) => reason(pos, w),
        None => Reason::Unreadable,
    };
    NoMatch {
        reason,
        suggestions: closest(pos, readings),
    }
}
