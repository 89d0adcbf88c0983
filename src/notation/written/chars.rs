//! The parts of a written move, one character or word at a time: files, ranks, capture marks and dashes, piece
//! letters and words, squares, check and annotation marks. Each gives the byte after what it read.

use shakmaty::{File, Rank, Role, Square};

use crate::notation::characters::annotation::annotation_of;
use crate::notation::characters::letters::{plain_char, role_of_symbol};
use crate::notation::characters::vocabulary::{CHECK_WORDS, EN_PASSANT_FORMS, look_alike_piece};

use super::fields::WrittenMove;

/// The plain character at byte `i` of `s` and the byte after it.
pub(crate) fn at(s: &str, i: usize) -> Option<(char, usize)> {
    let c = s.get(i..)?.chars().next()?;
    Some((plain_char(c), i + c.len_utf8()))
}

pub(crate) fn is_file(c: char) -> bool {
    matches!(c, 'a'..='h')
}

pub(crate) fn is_rank(c: char) -> bool {
    matches!(c, '1'..='8')
}

pub(crate) fn is_capture(c: char) -> bool {
    matches!(c, 'x' | 'X' | ':')
}

/// A dash between two squares: any dash (made plain), an arrow, `->`. The byte after it.
pub(crate) fn dash(s: &str, i: usize) -> Option<usize> {
    let (c, next) = at(s, i)?;
    match c {
        '-' => match at(s, next) {
            Some(('>', after)) => Some(after),
            _ => Some(next),
        },
        '→' | '⟶' | '~' => Some(next),
        _ => None,
    }
}

/// A capture mark or a dash at `i`: the byte after it, and whether it was a capture.
pub(super) fn capture_or_dash(s: &str, i: usize) -> Option<(usize, bool)> {
    match at(s, i) {
        Some((c, next)) if is_capture(c) => Some((next, true)),
        _ => dash(s, i).map(|n| (n, false)),
    }
}

/// `pattern` (lower-case ASCII) at byte `i` of `s` in any case and width: the byte after it. No allocation: this runs
/// for every piece of every word.
pub(crate) fn starts_with_plain(s: &str, mut i: usize, pattern: &str) -> Option<usize> {
    for want in pattern.chars() {
        let (c, next) = at(s, i)?;
        if c.to_ascii_lowercase() != want {
            return None;
        }
        i = next;
    }
    Some(i)
}

/// `pattern` at `i` in any case and width with no letter or digit after it: the byte after it.
pub(super) fn word_at(s: &str, i: usize, pattern: &str) -> Option<usize> {
    let end = starts_with_plain(s, i, pattern)?;
    (!at(s, end).is_some_and(|(c, _)| c.is_ascii_alphanumeric())).then_some(end)
}

/// The length in bytes of an en passant mark at the start of `rest` (see [`EN_PASSANT_FORMS`]).
pub(crate) fn en_passant_len(rest: &str) -> Option<usize> {
    EN_PASSANT_FORMS
        .iter()
        .find_map(|form| starts_with_plain(rest, 0, form))
        .or_else(|| word_at(rest, 0, "ep"))
}

/// A piece letter that may open a move: a Chinese name or a figurine, upper-case `KQRBNP`, lower-case `kqrnp`
/// before a square or capture, or a Chinese name written with a look-alike (before a square). The role, the byte
/// after it, and its slip. A lower-case `b` is a file: the readings say bishop or pawn.
pub(super) fn role_at(s: &str, i: usize) -> Option<(Role, usize, u8)> {
    let (c, next) = at(s, i)?;
    if let Some(role) = role_of_symbol(c) {
        return Some((role, next, 0));
    }
    if let Some(role) = look_alike_piece(c)
        && square(s, next).is_some()
    {
        return Some((role, next, 3));
    }
    let role = match c {
        'K' | 'Q' | 'R' | 'B' | 'N' | 'P' => Role::from_char(c)?,
        'k' | 'q' | 'r' | 'n' | 'p' => {
            let follows = at(s, next).map(|(d, _)| d);
            if !follows.is_some_and(|d| is_file(d) || is_rank(d) || is_capture(d)) {
                return None;
            }
            Role::from_char(c)?
        }
        _ => return None,
    };
    Some((role, next, 0))
}

/// A square at `i`: the square, the byte after it and its slip.
///
/// Handwriting read back gives characters that only look like coordinates: `l`, `I` or `|` for the rank `1` at the
/// end of a move (`Rel`), `6` for the file `b` before a rank (`B65`). They are read as the square they stand for,
/// with a slip, so that the move stops with its suggestions instead of passing for prose.
pub(super) fn square(s: &str, i: usize) -> Option<(Square, usize, u8)> {
    let (f, next) = at(s, i)?;
    let (r, after) = at(s, next)?;
    let mut slip = 0;
    let file = if is_file(f) {
        File::from_char(f)?
    } else if f == '6' && is_rank(r) && i > 0 {
        slip = 5;
        File::B
    } else {
        return None;
    };
    let rank = if is_rank(r) {
        Rank::from_char(r)?
    } else if matches!(r, 'l' | 'I' | '|')
        && !at(s, after).is_some_and(|(c, _)| c.is_ascii_alphanumeric())
    {
        slip = 5;
        Rank::First
    } else {
        return None;
    };
    Some((Square::from_coords(file, rank), after, slip))
}

/// The marks after a move — en passant, check and mate (`+`, `#`, `ch`, `mate`), annotation glyphs — in any order:
/// what they say, put into `w`, and the byte after them.
pub(super) fn marks(s: &str, mut i: usize, w: &mut WrittenMove) -> usize {
    let mut glyphs = String::new();
    for _ in 0..6 {
        if let Some(len) = s.get(i..).and_then(en_passant_len) {
            w.en_passant = true;
            i += len;
            continue;
        }
        if let Some((end, check)) = CHECK_WORDS
            .iter()
            .find_map(|&(word, check)| word_at(s, i, word).map(|e| (e, check)))
        {
            w.check = w.check.max(check);
            i = end;
            continue;
        }
        match at(s, i) {
            Some(('+', next)) => {
                w.check = if w.check >= 1 { 2 } else { 1 };
                i = next;
            }
            Some(('#', next)) => {
                w.check = 3;
                i = next;
            }
            Some((c @ ('!' | '?'), next)) => {
                glyphs.push(c);
                i = next;
            }
            _ => break,
        }
    }
    if !glyphs.is_empty() {
        w.nag = annotation_of(&glyphs);
    }
    i
}

/// A square at `i` (as a move's target square is read): the byte after it.
pub(crate) fn square_end(s: &str, i: usize) -> Option<usize> {
    square(s, i).map(|(_, end, _)| end)
}

/// The marks after a move at `i` (see [`WrittenMove`]): the byte after them.
pub(crate) fn marks_end(s: &str, i: usize) -> usize {
    marks(s, i, &mut WrittenMove::default())
}

/// Whether the text at `i` continues a word so that a move cannot end there: a letter or digit that opens no piece
/// (`e4and`). Only the first characters of what follows are looked at: a long glued word is not read again and
/// again.
pub(crate) fn blocks_end(s: &str, i: usize) -> bool {
    let Some((c, next)) = at(s, i) else {
        return false;
    };
    if !c.is_ascii_alphanumeric() {
        return false;
    }
    let follows = at(s, next).map(|(d, _)| d);
    let opens = c.is_ascii_digit()
        || role_at(s, i).is_some()
        || (is_file(c)
            && follows.is_some_and(|d| is_rank(d) || is_file(d) || is_capture(d) || d == '-'))
        || (matches!(c, 'O' | 'o') && follows.is_some_and(|d| matches!(d, '-' | 'O' | 'o' | '0')));
    !opens
}
