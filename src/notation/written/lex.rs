//! The lexer: every reading of a written move at a byte, with the byte where it ends ([`lex_move`]).

use shakmaty::{CastlingSide, File, Rank, Role, Square};

use crate::notation::characters::letters::{is_cjk, role_of_symbol};
use crate::notation::characters::vocabulary::{CASTLING_WORDS, iccf_promotion};

use super::chars::*;
use super::fields::{Readings, Target, WrittenMove};

/// A promotion after a pawn's move to the last rank: `=Q`, `/Q`, `(Q)`, `(=Q)`, `Q`, `q`, `=后`. The piece, the
/// byte after it, and whether it was written bare before a file letter (`e8Nf6`), where it may instead be the next
/// move's piece.
pub(super) fn promotion(s: &str, i: usize) -> Option<(Role, usize, bool)> {
    let piece = |j: usize| -> Option<(Role, usize)> {
        let (c, next) = at(s, j)?;
        let role = role_of_symbol(c)
            .filter(|&r| r != Role::King && r != Role::Pawn)
            .or_else(|| match c {
                'Q' | 'R' | 'B' | 'N' | 'q' | 'r' | 'n' | 'b' => Role::from_char(c),
                _ => None,
            })?;
        Some((role, next))
    };
    let (c, next) = at(s, i)?;
    match c {
        '=' | '/' => piece(next).map(|(r, e)| (r, e, false)),
        '(' => {
            let j = match at(s, next) {
                Some(('=', n)) => n,
                _ => next,
            };
            let (role, e) = piece(j)?;
            match at(s, e) {
                Some((')', after)) => Some((role, after, false)),
                _ => None,
            }
        }
        _ => {
            let (role, end) = piece(i)?;
            let follows = at(s, end).map(|(d, _)| d);
            // A lower-case `b` before a rank or a capture is the b-file of the next move (`f7g8 b5`).
            if c == 'b' && follows.is_some_and(|d| is_rank(d) || is_capture(d) || is_file(d)) {
                return None;
            }
            if matches!(c, 'q' | 'r' | 'n') && follows.is_some_and(is_rank) {
                return None;
            }
            Some((role, end, follows.is_some_and(is_file)))
        }
    }
}

/// ICCF digits at `i`: four digits 1–8 and an optional promotion digit. The reading and the byte after the digits.
pub(super) fn iccf(s: &str, i: usize) -> Option<(WrittenMove, usize)> {
    let mut digits = [0u8; 5];
    let mut count = 0;
    let mut j = i;
    while let Some((c, next)) = at(s, j) {
        if !c.is_ascii_digit() {
            break;
        }
        if !is_rank(c) || count == 5 {
            return None;
        }
        digits[count] = c as u8;
        count += 1;
        j = next;
    }
    if count < 4 {
        return None;
    }
    let file = |d: u8| File::new(u32::from(d - b'1'));
    let rank = |d: u8| Rank::new(u32::from(d - b'1'));
    let promotion = if count == 5 {
        Some(iccf_promotion(digits[4])?)
    } else {
        None
    };
    let w = WrittenMove {
        from_file: Some(file(digits[0])),
        from_rank: Some(rank(digits[1])),
        to: Some(Target::Square(Square::from_coords(
            file(digits[2]),
            rank(digits[3]),
        ))),
        promotion,
        ..WrittenMove::default()
    };
    Some((w, j))
}

/// Castling at `i`: `0-0`, `O-O-O`, `o-o`, `00`, `０－０`, `王车易位`, `短易位`, `长易位`, with its marks.
pub(super) fn castle(s: &str, i: usize) -> Option<(WrittenMove, usize)> {
    let rest = s.get(i..)?;
    for (word, side) in CASTLING_WORDS {
        if rest.starts_with(word) {
            let mut w = WrittenMove {
                castle: Some(side),
                ..WrittenMove::default()
            };
            let end = marks(s, i + word.len(), &mut w);
            return Some((w, end));
        }
    }
    let zero = |j: usize| match at(s, j) {
        Some(('0' | 'O' | 'o', next)) => Some(next),
        _ => None,
    };
    let mut j = zero(i)?;
    let mut count = 1;
    let mut dashed = None;
    while count < 3 {
        let k = dash(s, j);
        // Dashes are written between all the zeros or none: `O-OO-O` is two castlings glued, not `O-O-O`.
        if dashed.is_some_and(|d| d != k.is_some()) {
            break;
        }
        match zero(k.unwrap_or(j)) {
            Some(next) => {
                j = next;
                count += 1;
                dashed = Some(k.is_some());
            }
            None => break,
        }
    }
    if count < 2 {
        return None;
    }
    let side = if count == 3 {
        CastlingSide::QueenSide
    } else {
        CastlingSide::KingSide
    };
    let mut w = WrittenMove {
        castle: Some(Some(side)),
        ..WrittenMove::default()
    };
    let end = marks(s, j, &mut w);
    (!blocks_end(s, end)).then_some((w, end))
}

/// Every reading of a move starting at byte `i` of `s`, each with the byte where it ends, longest first. Empty when
/// nothing there reads as a move. See the module documentation.
///
/// ```
/// use jipu::notation::{Target, lex_move};
/// use shakmaty::{Role, Square};
///
/// let readings = lex_move("马g1—f3+", 0);
/// let (end, w) = &readings[0];
/// assert_eq!(*end, "马g1—f3+".len());
/// assert_eq!(w.piece, Some(Role::Knight));
/// assert_eq!(w.to, Some(Target::Square(Square::F3)));
/// assert_eq!(w.check, 1);
/// // `e2e4`: one move, or `e2` and then `e4`.
/// assert_eq!(lex_move("e2e4", 0).iter().map(|(e, _)| *e).collect::<Vec<_>>(), [4, 2]);
/// ```
pub fn lex_move(s: &str, i: usize) -> Readings {
    let mut out: Readings = Vec::new();
    if let Some((w, end)) = castle(s, i) {
        out.push((end, w));
        return out;
    }
    let (piece, j0, piece_slip) = match role_at(s, i) {
        Some((r, next, slip)) => (Some(r), next, slip),
        None => (None, i, 0),
    };
    if piece.is_none()
        && let Some((mut w, after)) = iccf(s, i)
    {
        let end = marks(s, after, &mut w);
        // Digits stand alone as a move: `1858年` is a year, `52545755` no move that can be cut.
        match at(s, end) {
            Some((c, _)) if c.is_alphanumeric() || is_cjk(c) => {}
            _ => out.push((end, w)),
        }
        return out;
    }
    let pawnish = piece.is_none_or(|r| r == Role::Pawn);
    let mut w = WrittenMove {
        piece,
        slip: piece_slip,
        ..WrittenMove::default()
    };
    let after_target;
    let mut split: Option<(usize, WrittenMove)> = None;
    if let Some((first, a1, slip1)) = square(s, j0) {
        let sep = capture_or_dash(s, a1);
        match square(s, sep.map_or(a1, |(n, _)| n)) {
            // Long notation: from-square, maybe a dash or a capture, target square.
            Some((second, a2, slip2)) => {
                if sep.is_none() {
                    // `e2e4` may also be two moves, `e2` and `e4`.
                    let mut alone = w.clone();
                    alone.to = Some(Target::Square(first));
                    alone.slip = alone.slip.max(slip1);
                    split = Some((a1, alone));
                }
                w.from_file = Some(first.file());
                w.from_rank = Some(first.rank());
                w.capture = sep.is_some_and(|(_, x)| x);
                w.to = Some(Target::Square(second));
                w.slip = w.slip.max(slip1).max(slip2);
                after_target = a2;
            }
            None => {
                w.to = Some(Target::Square(first));
                w.slip = w.slip.max(slip1);
                after_target = a1;
            }
        }
    } else {
        let (c, next) = match at(s, j0) {
            Some(found) => found,
            None => return out,
        };
        // A file or (for a piece) a rank that says which one moves: `Nbd7`, `R1e3`, `exd5`.
        let hint = (is_file(c) || (is_rank(c) && piece.is_some())).then_some(next);
        let k0 = hint.unwrap_or(j0);
        let sep = capture_or_dash(s, k0);
        let k = sep.map_or(k0, |(n, _)| n);
        if hint.is_some() {
            if is_file(c) {
                w.from_file = File::from_char(c);
            } else {
                w.from_rank = Rank::from_char(c);
            }
        }
        w.capture = sep.is_some_and(|(_, x)| x);
        if let Some((to, a2, slip2)) = square(s, k) {
            if hint.is_none() && piece.is_none() && !w.capture {
                return out;
            }
            w.to = Some(Target::Square(to));
            w.slip = w.slip.max(slip2);
            after_target = a2;
        } else if pawnish && is_file(c) && w.capture {
            // `exd`: a pawn capture by files only.
            let Some((f, after_file)) = at(s, k) else {
                return out;
            };
            let Some(file) = File::from_char(f).filter(|_| is_file(f)) else {
                return out;
            };
            w.to = Some(Target::File(file));
            let end = marks(s, after_file, &mut w);
            if !blocks_end(s, end) {
                out.push((end, w));
            }
            return out;
        } else {
            return out;
        }
    }
    // The promotion, when a pawn reaches the last rank.
    let mut plain_end = after_target;
    let mut without_promotion = None;
    if pawnish
        && w.to_square()
            .is_some_and(|sq| matches!(sq.rank(), Rank::First | Rank::Eighth))
        && let Some((role, after, bare_before_file)) = promotion(s, after_target)
    {
        if bare_before_file {
            without_promotion = Some((after_target, w.clone()));
        }
        w.promotion = Some(role);
        plain_end = after;
    }
    let mut marked = w.clone();
    let end = marks(s, plain_end, &mut marked);
    if !blocks_end(s, end) {
        out.push((end, marked));
    } else if plain_end != after_target && !blocks_end(s, after_target) {
        // The longest reading runs into letters; the move without its promotion may still end cleanly.
        let mut bare = w.clone();
        bare.promotion = None;
        out.push((after_target, bare));
    }
    for (end, alt) in [without_promotion, split].into_iter().flatten() {
        if !blocks_end(s, end) && !out.iter().any(|(e, _)| *e == end) {
            out.push((end, alt));
        }
    }
    // A character that only looks like a coordinate is read so after a piece letter (`Rel`, `B65`), not in a word
    // of letters alone (`dbl`, `del`).
    out.retain(|(_, w)| w.slip != 5 || w.piece.is_some());
    with_bishop_readings(s, i, &mut out);
    out
}

/// A lower-case `b` opening a move is the b-pawn or the bishop: where it is followed by a file (`bc8`, `bxc5`), each
/// reading gets its bishop twin, tried after the pawn when a capture mark says `b`-pawn as SAN writes it.
pub(super) fn with_bishop_readings(s: &str, i: usize, out: &mut Readings) {
    let Some(('b', _)) = at(s, i) else {
        return;
    };
    let twins: Vec<(usize, WrittenMove)> = out
        .iter()
        .filter(|(_, w)| {
            w.piece.is_none()
                && w.from_file == Some(File::B)
                && w.from_rank.is_none()
                && matches!(w.to, Some(Target::Square(_)))
        })
        .map(|(end, w)| {
            let mut bishop = w.clone();
            bishop.piece = Some(Role::Bishop);
            bishop.from_file = None;
            bishop.preference = u8::from(w.capture);
            (*end, bishop)
        })
        .collect();
    for twin in twins {
        let at = out
            .iter()
            .rposition(|(e, _)| *e == twin.0)
            .map_or(out.len(), |p| p + 1);
        out.insert(at, twin);
    }
}

/// The readings of a whole text that is one move (what a move box holds, a word of a game) by the SAN lexer:
/// its readings that take the text whole, spaces inside it passed over (`e5×d6 e.p.`, `N x e4`). See
/// [`read_move`](crate::notation::matching::matcher::read_move), which reads descriptive notation too.
pub(crate) fn read_san(text: &str) -> Vec<WrittenMove> {
    let lowered = crate::notation::characters::letters::lower_coordinates(text.trim());
    let joined: String = lowered
        .chars()
        .filter(|c| !matches!(c, ' ' | '\t' | '\u{3000}'))
        .collect();
    lex_move(&joined, 0)
        .into_iter()
        .filter(|(end, _)| *end == joined.len())
        .map(|(_, w)| w)
        .collect()
}
