//! Why a typed move fits no legal move, and which legal moves the writer most likely meant (ranked in
//! [`ranking`](super::ranking) by how handwriting goes wrong).

use shakmaty::attacks;
use shakmaty::{CastlingSide, Chess, Color, File, Move, Position, Rank, Role, Square};

use super::ranking::{closest, has_look_alike_piece};
use super::spell::Written;
use crate::i18n::{Key, Lang};

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

/// A typed move that fits no legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoMatch {
    pub reason: Reason,
    /// The closest legal moves, best first (at most five).
    pub suggestions: Vec<Move>,
}

/// What the written text says about the move, as far as it can be read.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Parsed {
    pub(crate) role: Option<Role>,
    pub(crate) from_file: Option<File>,
    pub(crate) from_rank: Option<Rank>,
    pub(crate) to: Option<Square>,
    pub(crate) promotion: Option<Role>,
    pub(crate) castle: Option<Option<CastlingSide>>,
}

pub(crate) fn parse(w: &Written) -> Parsed {
    let mut p = Parsed {
        castle: w.castle,
        ..Parsed::default()
    };
    if p.castle.is_some() {
        return p;
    }
    let core = w.core.as_str();
    // ICCF: four digits 1-8, a fifth for the promotion.
    if (4..=5).contains(&core.len()) && core.bytes().all(|b| (b'1'..=b'8').contains(&b)) {
        let d: Vec<u32> = core.bytes().map(|b| u32::from(b - b'1')).collect();
        p.from_file = Some(File::new(d[0]));
        p.from_rank = Some(Rank::new(d[1]));
        p.to = Some(Square::from_coords(File::new(d[2]), Rank::new(d[3])));
        p.promotion = d.get(4).map(|&x| match x {
            0 => Role::Queen,
            1 => Role::Rook,
            2 => Role::Bishop,
            _ => Role::Knight,
        });
        return p;
    }
    let mut chars: Vec<char> = core.chars().collect();
    if let Some(&c) = chars.first()
        && let Some(role) = Role::from_char(c).filter(|_| c.is_ascii_uppercase())
    {
        p.role = Some(role);
        chars.remove(0);
    }
    if let Some(&c) = chars.last()
        && c.is_ascii_uppercase()
    {
        p.promotion = Role::from_char(c);
        chars.pop();
    }
    let files: Vec<(usize, File)> = chars
        .iter()
        .enumerate()
        .filter_map(|(i, &c)| File::from_char(c).map(|f| (i, f)))
        .collect();
    let ranks: Vec<(usize, Rank)> = chars
        .iter()
        .enumerate()
        .filter_map(|(i, &c)| Rank::from_char(c).map(|r| (i, r)))
        .collect();
    // The destination is the last file followed by a rank.
    if let Some(&(ri, rank)) = ranks.last()
        && let Some(&(fi, file)) = files.iter().rev().find(|(i, _)| *i < ri)
    {
        p.to = Some(Square::from_coords(file, rank));
        p.from_file = files.iter().find(|(i, _)| *i < fi).map(|&(_, f)| f);
        p.from_rank = ranks.iter().find(|(i, _)| *i < fi).map(|&(_, r)| r);
    }
    p
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

fn reason(pos: &Chess, p: &Parsed) -> Reason {
    let side = pos.turn();
    if pos.legal_moves().is_empty() {
        return Reason::GameIsOver { side };
    }
    if p.castle.is_some() {
        return Reason::CastlingNotAllowed { side };
    }
    let Some(to) = p.to else {
        return Reason::Unreadable;
    };
    let board = pos.board();
    if let (Some(f), Some(r)) = (p.from_file, p.from_rank) {
        let from = Square::from_coords(f, r);
        return match board.piece_at(from) {
            None => Reason::NoPieceOn { side, square: from },
            Some(piece) if piece.color != side => Reason::OpponentPieceOn {
                square: from,
                owner: piece.color,
            },
            Some(piece) if p.role.is_some_and(|r| r != piece.role) => Reason::WrongPieceOn {
                square: from,
                found: piece.role,
                written: p.role.unwrap_or(piece.role),
            },
            Some(piece) if reaches(pos, from, to) => {
                let _ = piece;
                Reason::LeavesKingInCheck { side }
            }
            Some(piece) => Reason::PieceCannotReach {
                role: piece.role,
                from,
                to,
            },
        };
    }
    let role = p.role.unwrap_or(Role::Pawn);
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

/// Explains why `w` fits no legal move of `pos`, with the closest legal moves, ranked by how handwriting goes
/// wrong (see [`ranking`](super::ranking)).
pub fn diagnose(pos: &Chess, w: &Written, text: &str) -> NoMatch {
    let p = parse(w);
    // A piece written with a character that only looks like one (`乌f3`) cannot be read as it stands.
    let reason = if has_look_alike_piece(text) {
        Reason::Unreadable
    } else {
        reason(pos, &p)
    };
    NoMatch {
        reason,
        suggestions: closest(pos, w, text),
    }
}
