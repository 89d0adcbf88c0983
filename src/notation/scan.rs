//! The shapes of moves in a word: where a move or castling starts and ends, read
//! from the characters alone (made plain first: full-width forms, every dash). A move ends at its target square
//! and the marks after it (promotion, en passant, check, mate, annotation), so a glued next piece starts right
//! there; see [`glue`](super::glue) for cutting a whole word, [`numbering`](super::numbering) for move numbers
//! and results.

use shakmaty::Role;

use super::glue::Ends;
use super::letters::{plain_char, role_of_symbol};
use super::numbering::{scan_number, scan_result};

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

/// A dash between two squares: any dash (made plain), an arrow, `->`. Returns the byte after it.
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

/// A piece letter that may open a move: upper-case `KQRBNP`, lower-case `kqrnp` before a square or capture,
/// Chinese names and figurines. A lower-case `b` is a file: the matcher decides between bishop and pawn.
pub(crate) fn role_at(s: &str, i: usize) -> Option<(Role, usize)> {
    let (c, next) = at(s, i)?;
    if let Some(role) = role_of_symbol(c) {
        return Some((role, next));
    }
    // A Chinese piece name written with a look-alike (`乌f3`): a move to read, and to put right.
    let look_alike = match c {
        '乌' | '烏' | '鸟' | '鳥' => Some(Role::Knight),
        '東' | '东' => Some(Role::Rook),
        '兔' => Some(Role::Bishop),
        _ => None,
    };
    if let Some(role) = look_alike
        && square(s, next).is_some()
    {
        return Some((role, next));
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
    Some((role, next))
}

/// A square at `i`: the byte after it.
///
/// Handwriting read back gives characters that only look like coordinates: `l`, `I` or `|` for the rank `1`
/// at the end of a move (`Rel`), `6` for the file `b` before a rank (`B65`). They are read as the square's
/// shape here, so that the move stops with its suggestions instead of passing for prose; the matcher still
/// finds no move for them.
pub(crate) fn square(s: &str, i: usize) -> Option<(char, usize)> {
    let (f, next) = at(s, i)?;
    let (r, after) = at(s, next)?;
    let file_like = is_file(f) || (f == '6' && is_rank(r) && i > 0);
    let rank_like = is_rank(r)
        || (matches!(r, 'l' | 'I' | '|')
            && is_file(f)
            && !at(s, after).is_some_and(|(c, _)| c.is_ascii_alphanumeric()));
    (file_like && rank_like).then_some((if is_rank(r) { r } else { '1' }, after))
}

/// Whether the text at `i` continues a word in a way that does not let a move end there: a letter or digit
/// that starts no piece (`e4and`).
///
/// Only the first characters of what follows are looked at: checking that the next piece is whole would check
/// the piece after it, and so on, and a long glued word would be read again and again.
pub(crate) fn blocks_end(s: &str, i: usize) -> bool {
    match at(s, i) {
        Some((c, _)) if c.is_ascii_alphanumeric() => !may_start_piece(s, i),
        _ => false,
    }
}

/// Whether the characters at `i` may open a piece: a piece letter, a square or file capture, a digit,
/// castling's `O-O`.
fn may_start_piece(s: &str, i: usize) -> bool {
    let Some((c, next)) = at(s, i) else {
        return false;
    };
    let follows = at(s, next).map(|(d, _)| d);
    c.is_ascii_digit()
        || role_at(s, i).is_some()
        || (is_file(c)
            && follows.is_some_and(|d| is_rank(d) || is_file(d) || is_capture(d) || d == '-'))
        || (matches!(c, 'O' | 'o') && follows.is_some_and(|d| matches!(d, '-' | 'O' | 'o' | '0')))
}

/// Whether some chess piece (move, number, castling, result) starts at `i`.
pub(crate) fn starts_piece(s: &str, i: usize) -> bool {
    scan_result(s, i).is_some()
        || scan_castle(s, i).is_some()
        || scan_number(s, i).is_some()
        || scan_move(s, i).is_some()
}

/// The marks after a move: promotion first (by the caller), then en passant, check and mate marks and
/// annotation glyphs, in any order. Returns the byte after them.
pub(crate) fn marks(s: &str, mut i: usize) -> usize {
    for _ in 0..6 {
        if let Some(len) = s.get(i..).and_then(en_passant_len) {
            i += len;
            continue;
        }
        if let Some(end) = word_at(s, i, "mate").or_else(|| word_at(s, i, "ch")) {
            i = end;
            continue;
        }
        match at(s, i) {
            Some(('+' | '#' | '!' | '?', next)) => i = next,
            _ => break,
        }
    }
    i
}

/// `pattern` (lower-case ASCII) at byte `i` of `s` in any case and width, with no letter or digit after it:
/// the byte after it.
fn word_at(s: &str, i: usize, pattern: &str) -> Option<usize> {
    let end = starts_with_plain(s, i, pattern)?;
    (!at(s, end).is_some_and(|(c, _)| c.is_ascii_alphanumeric())).then_some(end)
}

/// `pattern` (lower-case ASCII) at byte `i` of `s` in any case and width: the byte after it. No allocation:
/// this runs for every piece of every word.
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

/// The length in bytes of an en passant mark at the start of `rest`: `e.p.`, `e.p`, `ep.`, `ep`, `(e.p.)`,
/// `(ep)`, `.e.p`, in any width.
pub(crate) fn en_passant_len(rest: &str) -> Option<usize> {
    for form in [
        "(e.p.)", "(e.p)", "(ep)", ".e.p.", ".e.p", "e.p.", "e.p", "ep.",
    ] {
        if let Some(end) = starts_with_plain(rest, 0, form) {
            return Some(end);
        }
    }
    // A bare `ep` only when no letter follows (`epic` is a word).
    word_at(rest, 0, "ep")
}

/// A promotion after a pawn's move to the last rank: `=Q`, `/Q`, `(Q)`, `(=Q)`, `Q`, `q`, `=后`. Returns the
/// byte after it and whether it was written bare before a file letter (`e8Nf6`), where it may instead be the
/// next move's piece.
pub(crate) fn promotion(s: &str, i: usize) -> Option<(usize, bool)> {
    let piece = |j: usize| -> Option<usize> {
        let (c, next) = at(s, j)?;
        let ok = role_of_symbol(c).is_some_and(|r| r != Role::King && r != Role::Pawn)
            || matches!(c, 'Q' | 'R' | 'B' | 'N' | 'q' | 'r' | 'n' | 'b');
        ok.then_some(next)
    };
    let (c, next) = at(s, i)?;
    match c {
        '=' | '/' => piece(next).map(|e| (e, false)),
        '(' => {
            let j = match at(s, next) {
                Some(('=', n)) => n,
                _ => next,
            };
            let e = piece(j)?;
            match at(s, e) {
                Some((')', after)) => Some((after, false)),
                _ => None,
            }
        }
        _ => {
            let end = piece(i)?;
            let follows = at(s, end).map(|(d, _)| d);
            // A lower-case `b` before a rank or a capture is the b-file of the next move (`f7g8 b5`).
            if c == 'b' && follows.is_some_and(|d| is_rank(d) || is_capture(d) || is_file(d)) {
                return None;
            }
            if matches!(c, 'q' | 'r' | 'n') && follows.is_some_and(is_rank) {
                return None;
            }
            Some((end, follows.is_some_and(is_file)))
        }
    }
}

/// A move starting at `i`: every place it may end. `None` when nothing there reads as a move.
pub(crate) fn scan_move(s: &str, i: usize) -> Option<Ends> {
    let (role, j0) = match role_at(s, i) {
        Some((r, next)) => (Some(r), next),
        None => (None, i),
    };
    let pawnish = role.is_none_or(|r| r == Role::Pawn);
    if role.is_none()
        && let Some(end) = iccf(s, i)
    {
        return Some(Ends::one(end));
    }
    let target_rank;
    let j;
    let mut split_after = None;
    if let Some((r1, a1)) = square(s, j0) {
        let sep = capture_or_dash(s, a1);
        match square(s, sep.unwrap_or(a1)) {
            // Long notation: from-square, maybe a dash or capture, target square.
            Some((r2, a2)) => {
                if sep.is_none() {
                    // `e2e4` may also be two moves, `e2` and `e4`.
                    split_after = Some(a1);
                }
                target_rank = r2;
                j = a2;
            }
            None => {
                target_rank = r1;
                j = a1;
            }
        }
    } else {
        let (c, next) = at(s, j0)?;
        // A file or (for a piece) a rank that says which one moves: `Nbd7`, `R1e3`, `exd5`.
        let hint = (is_file(c) || (is_rank(c) && role.is_some())).then_some(next);
        let k0 = hint.unwrap_or(j0);
        let sep = capture_or_dash(s, k0);
        let captured = at(s, k0).is_some_and(|(d, _)| is_capture(d));
        let k = sep.unwrap_or(k0);
        if let Some((r2, a2)) = square(s, k) {
            if hint.is_none() && role.is_none() && !captured {
                return None;
            }
            target_rank = r2;
            j = a2;
        } else if pawnish && is_file(c) && captured {
            // `exd`: a pawn capture by files only.
            let (f, after_file) = at(s, k)?;
            if !is_file(f) {
                return None;
            }
            let end = marks(s, after_file);
            return (!blocks_end(s, end)).then_some(Ends::one(end));
        } else {
            return None;
        }
    }
    // The promotion, when a pawn reaches the last rank.
    let mut plain_end = j;
    let mut without_promotion = None;
    if pawnish
        && matches!(target_rank, '1' | '8')
        && let Some((after, bare_before_file)) = promotion(s, j)
    {
        plain_end = after;
        if bare_before_file {
            without_promotion = Some(j);
        }
    }
    let mut ends = Ends::none();
    let marked = marks(s, plain_end);
    if !blocks_end(s, marked) {
        ends.push(marked);
    } else if plain_end != j && !blocks_end(s, j) {
        // The longest reading runs into letters; the move without its promotion may still end cleanly.
        ends.push(j);
    }
    for alt in [without_promotion, split_after].into_iter().flatten() {
        if !blocks_end(s, alt) {
            ends.push(alt);
        }
    }
    (!ends.is_empty()).then_some(ends)
}

/// ICCF numeric at `i`: four digits 1–8 and an optional promotion digit, then marks. The byte after it.
pub(crate) fn iccf(s: &str, i: usize) -> Option<usize> {
    let mut j = i;
    let mut count = 0;
    while let Some((c, next)) = at(s, j) {
        if !c.is_ascii_digit() {
            break;
        }
        if !is_rank(c) {
            return None;
        }
        count += 1;
        j = next;
    }
    if !(4..=5).contains(&count) {
        return None;
    }
    let end = marks(s, j);
    // Digits stand alone as a move: `1858年` is a year, `52545755` no move that can be cut.
    match at(s, end) {
        Some((c, _)) if c.is_alphanumeric() || crate::notation::prose::is_cjk(c) => None,
        _ => Some(end),
    }
}

/// A capture mark or a dash at `i`: the byte after it.
pub(crate) fn capture_or_dash(s: &str, i: usize) -> Option<usize> {
    match at(s, i) {
        Some((c, next)) if is_capture(c) => Some(next),
        _ => dash(s, i),
    }
}

/// Castling: `0-0`, `O-O-O`, `o-o`, `00`, `０－０`, `王车易位`, `短易位`, `长易位`, with its marks.
pub(crate) fn scan_castle(s: &str, i: usize) -> Option<usize> {
    let rest = s.get(i..)?;
    for word in ["王车易位", "王車易位", "短易位", "长易位", "長易位"] {
        if rest.starts_with(word) {
            return Some(marks(s, i + word.len()));
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
    let end = marks(s, j);
    (!blocks_end(s, end)).then_some(end)
}

/// A capture written with spaces around its mark, `f : e`, `d x c`, `N x e4`, at `i` of `text`: the byte after
/// it. The piece (or the file of a pawn) stands alone before the mark, the target square (or file) after it.
pub(crate) fn spaced_capture(text: &str, i: usize) -> Option<usize> {
    let (first, j) = at(text, i)?;
    let piece = matches!(first, 'K' | 'Q' | 'R' | 'B' | 'N') || role_of_symbol(first).is_some();
    if !is_file(first) && !piece {
        return None;
    }
    let spaced = |j: usize| -> usize {
        let rest = &text[j..];
        j + rest.len() - rest.trim_start_matches([' ', '\t', '\u{3000}']).len()
    };
    let k = spaced(j);
    if k == j {
        return None;
    }
    let (x, after_x) = at(text, k)?;
    if !is_capture(x) {
        return None;
    }
    let j = spaced(after_x);
    if j == after_x {
        return None;
    }
    let (f2, after) = at(text, j)?;
    if !is_file(f2) {
        return None;
    }
    // A piece takes on a square; a pawn may name the file only.
    let after = match square(text, j) {
        Some((_, after_square)) => after_square,
        None if piece => return None,
        None => after,
    };
    let end = marks(text, after);
    match at(text, end) {
        Some((c, _)) if !c.is_whitespace() && !matches!(c, ',' | ';' | ')') => None,
        _ => Some(end),
    }
}
