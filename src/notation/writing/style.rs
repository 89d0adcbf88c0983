//! Writing a move in each notation style of the spec: `en`, `zh`, `zh-hant`, `figurine`, `long`, `long-en`, `iccf`.

use std::fmt::{self, Write as _};
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{
    Bitboard, CastlingSide, Chess, Move, MoveList, Piece, Position, Role, Square, attacks,
};
use thiserror::Error;

pub use crate::chess::king_or_piece_to;
use crate::i18n::Lang;
use crate::notation::characters::letters::Letters;
use crate::notation::characters::vocabulary::iccf_promotion_digit;

/// A way of writing moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum NotationStyle {
    /// Standard SAN, exactly as PGN writes it: `Nf3`, `O-O`, `e8=Q+`.
    #[default]
    En,
    /// Chinese SAN: `马f3`, `0-0`, `e8=后+`, `++` for a double check.
    Zh,
    /// Chinese SAN in Traditional characters: `馬f3`, `e8=後+`.
    ZhHant,
    /// SAN with figurines: `♘f3`.
    Figurine,
    /// Full notation as old Chinese books print it: `e2-e4`, `马g1-f3`, `e5xd6 e.p.`.
    Long,
    /// Full notation with English letters: `Ng1-f3`.
    LongEn,
    /// ICCF numeric: `5254`, castling as the king's move, promotion adds a digit.
    Iccf,
    /// Descriptive notation, as English books printed it before about 1980: `P-K4`, `N-KB3`, `PxP`.
    Descriptive,
}

impl NotationStyle {
    pub const ALL: [NotationStyle; 8] = [
        NotationStyle::En,
        NotationStyle::Zh,
        NotationStyle::ZhHant,
        NotationStyle::Figurine,
        NotationStyle::Long,
        NotationStyle::LongEn,
        NotationStyle::Iccf,
        NotationStyle::Descriptive,
    ];

    /// The style a reader of `lang` expects when nothing else was chosen: `zh` in Chinese, `en` in English. The one
    /// place that decides it, for the window, the command line, the sheet and messages alike.
    pub fn of_lang(lang: Lang) -> NotationStyle {
        match lang {
            Lang::Zh => NotationStyle::Zh,
            Lang::En => NotationStyle::En,
        }
    }

    /// The name used on the command line and in settings.
    pub fn name(self) -> &'static str {
        match self {
            NotationStyle::En => "en",
            NotationStyle::Zh => "zh",
            NotationStyle::ZhHant => "zh-hant",
            NotationStyle::Figurine => "figurine",
            NotationStyle::Long => "long",
            NotationStyle::LongEn => "long-en",
            NotationStyle::Iccf => "iccf",
            NotationStyle::Descriptive => "descriptive",
        }
    }

    fn letters(self) -> Letters {
        match self {
            NotationStyle::Zh | NotationStyle::Long => Letters::Simplified,
            NotationStyle::ZhHant => Letters::Traditional,
            NotationStyle::Figurine => Letters::Figurine,
            NotationStyle::En
            | NotationStyle::LongEn
            | NotationStyle::Iccf
            | NotationStyle::Descriptive => Letters::English,
        }
    }

    /// Chinese styles write castling with zeros and a double check as `++`.
    fn chinese(self) -> bool {
        matches!(
            self,
            NotationStyle::Zh | NotationStyle::ZhHant | NotationStyle::Long
        )
    }
}

impl fmt::Display for NotationStyle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A style name that is not one of ours.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
#[error(
    "unknown notation `{0}`: use en, zh, zh-hant, figurine, long, long-en, iccf or descriptive"
)]
pub struct UnknownStyle(pub String);

impl FromStr for NotationStyle {
    type Err = UnknownStyle;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        NotationStyle::ALL
            .into_iter()
            .find(|st| st.name() == lower)
            .or(match lower.as_str() {
                "zh-hans" | "cn" | "chinese" => Some(NotationStyle::Zh),
                "zh-tw" | "zh-hk" => Some(NotationStyle::ZhHant),
                "san" | "english" => Some(NotationStyle::En),
                _ => None,
            })
            .ok_or_else(|| UnknownStyle(s.to_string()))
    }
}

/// The check mark after a move: `+`, `#`, or `++` (Chinese styles, double check).
fn suffix(after: &Chess, suffix: Option<Suffix>, chinese: bool) -> &'static str {
    match suffix {
        Some(Suffix::Checkmate) => "#",
        Some(Suffix::Check) if chinese && after.checkers().count() >= 2 => "++",
        Some(Suffix::Check) => "+",
        None => "",
    }
}

fn castle_text(side: CastlingSide, zeros: bool) -> &'static str {
    match (side, zeros) {
        (CastlingSide::KingSide, false) => "O-O",
        (CastlingSide::QueenSide, false) => "O-O-O",
        (CastlingSide::KingSide, true) => "0-0",
        (CastlingSide::QueenSide, true) => "0-0-0",
    }
}

fn push_square(out: &mut String, sq: Square) {
    // `Square` writes itself as `e4`.
    let _ = write!(out, "{sq}");
}

/// Writes a SAN in a letter set.
fn write_san(san: San, letters: Letters, zeros: bool) -> String {
    let mut out = String::new();
    match san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            if role != Role::Pawn {
                out.push(letters.of(role));
            }
            if let Some(f) = file {
                out.push(f.char());
            }
            if let Some(r) = rank {
                out.push(r.char());
            }
            if capture {
                out.push('x');
            }
            push_square(&mut out, to);
            if let Some(p) = promotion {
                out.push('=');
                out.push(letters.of(p));
            }
        }
        San::Castle(side) => out.push_str(castle_text(side, zeros)),
        San::Put { role, to } => {
            out.push(letters.of(role));
            out.push('@');
            push_square(&mut out, to);
        }
        San::Null => out.push_str("--"),
    }
    out
}

/// ICCF numeric: from and to as file and rank digits (castling as the king's move), then the promotion digit.
pub fn write_iccf(m: Move) -> String {
    let digit = |n: u32| char::from_digit(n + 1, 10).unwrap_or('?');
    let from = m.from().unwrap_or(m.to());
    let to = king_or_piece_to(m);
    let mut out: String = [
        digit(from.file().to_u32()),
        digit(from.rank().to_u32()),
        digit(to.file().to_u32()),
        digit(to.rank().to_u32()),
    ]
    .into_iter()
    .collect();
    out.extend(m.promotion().map(iccf_promotion_digit));
    out
}

fn write_long(m: Move, letters: Letters, zeros: bool, check: &str) -> String {
    let mut out = String::new();
    if let Some(side) = m.castling_side() {
        out.push_str(castle_text(side, zeros));
        out.push_str(check);
        return out;
    }
    if m.role() != Role::Pawn {
        out.push(letters.of(m.role()));
    }
    push_square(&mut out, m.from().unwrap_or(m.to()));
    out.push(if m.is_capture() { 'x' } else { '-' });
    push_square(&mut out, m.to());
    if let Some(p) = m.promotion() {
        out.push('=');
        out.push(letters.of(p));
    }
    out.push_str(check);
    if m.is_en_passant() {
        out.push_str(" e.p.");
    }
    out
}

/// The SAN of a legal move, as shakmaty's `San::from_move` writes it, sooner.
///
/// Shakmaty lists the legal moves of the moving piece's kind to the target square to decide whether the from
/// square must be named. Most moves have no other piece of that kind that could reach the square at all, which
/// the attack tables tell at once; only the others need the list.
///
/// ```
/// use shakmaty::{Chess, Position, Square, Role, Move};
/// let pos = Chess::default();
/// let nf3 = Move::Normal { role: Role::Knight, from: Square::G1, capture: None, to: Square::F3, promotion: None };
/// assert_eq!(jipu::notation::san_of(&pos, nf3).to_string(), "Nf3");
/// ```
pub fn san_of(pos: &Chess, m: Move) -> San {
    if let Move::Normal { role, from, to, .. } = m {
        let occupied = pos.board().occupied();
        let reach = match role {
            Role::Knight => attacks::knight_attacks(to),
            Role::Bishop => attacks::bishop_attacks(to, occupied),
            Role::Rook => attacks::rook_attacks(to, occupied),
            Role::Queen => attacks::queen_attacks(to, occupied),
            Role::Pawn | Role::King => Bitboard::EMPTY,
        };
        let others = reach
            & pos.board().by_piece(Piece {
                color: pos.turn(),
                role,
            });
        if others.without(from).is_empty() {
            return San::disambiguate(m, &MoveList::new());
        }
    }
    San::from_move(pos, m)
}

/// Writes the legal move `m` of `pos` in `style`.
///
/// ```
/// use jipu::notation::{NotationStyle, write_move};
/// use shakmaty::{Chess, Move, Role, Square};
///
/// let pos = Chess::default();
/// let nf3 = Move::Normal { role: Role::Knight, from: Square::G1, capture: None, to: Square::F3, promotion: None };
/// assert_eq!(write_move(&pos, nf3, NotationStyle::En), "Nf3");
/// assert_eq!(write_move(&pos, nf3, NotationStyle::Zh), "马f3");
/// assert_eq!(write_move(&pos, nf3, NotationStyle::ZhHant), "馬f3");
/// assert_eq!(write_move(&pos, nf3, NotationStyle::Figurine), "♘f3");
/// assert_eq!(write_move(&pos, nf3, NotationStyle::Long), "马g1-f3");
/// assert_eq!(write_move(&pos, nf3, NotationStyle::Iccf), "7163");
/// ```
pub fn write_move(pos: &Chess, m: Move, style: NotationStyle) -> String {
    write_move_in(pos, m, &[style]).pop().unwrap_or_default()
}

/// `m` written in each of `styles`, in their order: the move's SAN and the position after it found once for all
/// (a picture's reading spells every legal move in five styles, cell after cell).
pub fn write_move_in(pos: &Chess, m: Move, styles: &[NotationStyle]) -> Vec<String> {
    let mut played: Option<(SanPlus, Chess)> = None;
    styles
        .iter()
        .map(|&style| {
            match style {
                NotationStyle::Iccf => return write_iccf(m),
                NotationStyle::Descriptive => {
                    return crate::notation::written::descriptive::write_descriptive(pos, m);
                }
                _ => {}
            }
            let (san_plus, after) = played.get_or_insert_with(|| {
                let mut after = pos.clone();
                after.play_unchecked(m);
                (SanPlus::from_move(pos.clone(), m), after)
            });
            let chinese = style.chinese();
            let check = suffix(after, san_plus.suffix, chinese);
            match style {
                NotationStyle::Long | NotationStyle::LongEn => {
                    write_long(m, style.letters(), chinese, check)
                }
                _ => {
                    let mut out = write_san(san_plus.san, style.letters(), chinese);
                    out.push_str(check);
                    out
                }
            }
        })
        .collect()
}

/// Writes a move that is already in SAN form (as PGN holds it) in `style`'s letters. Used where no position
/// is at hand; `long` and `iccf` need one and fall back to the SAN letters of their set.
pub fn write_san_plus(san_plus: SanPlus, style: NotationStyle) -> String {
    let mut out = write_san(san_plus.san, style.letters(), style.chinese());
    if let Some(s) = san_plus.suffix {
        out.push(s.char());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In every position of many random games, every legal move's SAN is shakmaty's.
    #[test]
    fn san_of_writes_what_shakmaty_writes() {
        let mut seed: u64 = 7;
        let mut next = move || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        };
        let mut checked = 0;
        for _ in 0..200 {
            let mut pos = Chess::default();
            for _ in 0..120 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                for &m in &moves {
                    assert_eq!(san_of(&pos, m), San::from_move(&pos, m), "{m:?} in {pos:?}");
                    checked += 1;
                }
                pos.play_unchecked(moves[next() % moves.len()]);
            }
        }
        assert!(checked > 100_000);
    }
}
