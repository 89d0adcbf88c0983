//! The descriptive lexer: a word of descriptive notation (`P-K4`, `QRPxN`, `R(QB1)-Q1`, `Castles KR`, `兵-王4`) read into
//! a [`WrittenMove`] with its [`Descriptive`] part, every reading with the byte where it ends.

use shakmaty::{CastlingSide, Role};

use crate::notation::characters::letters::{plain_char, role_of_symbol};
use crate::notation::written::chars::en_passant_len;
use crate::notation::written::fields::{
    DescFile, DescPiece, DescSquare, Descriptive, Wing, WrittenMove,
};

/// The plain, upper-case characters of a word, with `Kt` as `N` and Chinese names as English letters, each with
/// the byte of the word where it ends.
fn chars_of(word: &str, from: usize) -> Vec<(char, usize)> {
    let mut out = Vec::new();
    let mut iter = word[from..].char_indices().peekable();
    while let Some((i, c)) = iter.next() {
        let end = from + i + c.len_utf8();
        let c = plain_char(c);
        let c = match (role_of_symbol(c), c) {
            (Some(role), _) => role.upper_char(),
            // The Chinese books' words: 吃 takes, 将 check, 将死 mate.
            (None, '吃') => 'X',
            (None, '将' | '將') => '+',
            (None, '死') => '#',
            (None, _) => c.to_ascii_uppercase(),
        };
        if c == 'K'
            && let Some(&(j, t)) = iter.peek()
            && (t == 't' || t == 'T')
            && word[from + j + 1..]
                .chars()
                .next()
                .is_none_or(|n| !n.is_ascii_lowercase() || n == 'x')
        {
            // `Kt`, the knight of old English books.
            iter.next();
            out.push(('N', from + j + 1));
            continue;
        }
        out.push((c, end));
    }
    out
}

/// A cursor over the characters of a descriptive move.
#[derive(Clone, Copy)]
struct Cursor<'a> {
    chars: &'a [(char, usize)],
    at: usize,
}

impl Cursor<'_> {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).map(|&(c, _)| c)
    }

    fn eat(&mut self, want: char) -> bool {
        if self.peek() == Some(want) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    /// The byte of the word after what was read.
    fn end(&self, start: usize) -> usize {
        self.at
            .checked_sub(1)
            .and_then(|i| self.chars.get(i))
            .map_or(start, |&(_, e)| e)
    }
}

fn role_of(c: char) -> Option<Role> {
    match c {
        'K' => Some(Role::King),
        'Q' => Some(Role::Queen),
        'R' => Some(Role::Rook),
        'B' => Some(Role::Bishop),
        'N' => Some(Role::Knight),
        'P' => Some(Role::Pawn),
        _ => None,
    }
}

/// A file name at the cursor: `K`, `Q`, `KB`, `QN`, `R`… (every reading, longest first).
fn file_names(c: Cursor<'_>) -> Vec<(DescFile, Cursor<'_>)> {
    let mut out = Vec::new();
    let wing = match c.peek() {
        Some('K') => Some(Wing::King),
        Some('Q') => Some(Wing::Queen),
        _ => None,
    };
    if let Some(wing) = wing {
        let mut after = c;
        after.at += 1;
        if let Some(piece @ (Role::Rook | Role::Knight | Role::Bishop)) =
            after.peek().and_then(role_of)
        {
            let mut both = after;
            both.at += 1;
            out.push((
                DescFile {
                    wing: Some(wing),
                    piece: Some(piece),
                },
                both,
            ));
        }
        out.push((
            DescFile {
                wing: Some(wing),
                piece: None,
            },
            after,
        ));
    } else if let Some(piece @ (Role::Rook | Role::Knight | Role::Bishop)) =
        c.peek().and_then(role_of)
    {
        let mut after = c;
        after.at += 1;
        out.push((
            DescFile {
                wing: None,
                piece: Some(piece),
            },
            after,
        ));
    }
    out
}

/// A square at the cursor: a file name and a rank digit.
fn squares(c: Cursor<'_>) -> Vec<(DescSquare, Cursor<'_>)> {
    file_names(c)
        .into_iter()
        .filter_map(|(file, mut after)| {
            let rank = after.peek()?.to_digit(10).filter(|d| (1..=8).contains(d))?;
            after.at += 1;
            Some((
                DescSquare {
                    file: Some(file),
                    rank: Some(rank as u8),
                },
                after,
            ))
        })
        .collect()
}

/// A piece at the cursor with what qualifies it: `P`, `N`, `QRP`, `KN`, `N/3`, `N/B`, `N(1)`, `R(QB1)`.
fn pieces(c: Cursor<'_>) -> Vec<(DescPiece, Cursor<'_>)> {
    let mut out = Vec::new();
    // The piece's own file first (`QRP`, `KBP`, `KN`, `QR`), then the bare piece.
    let mut starts: Vec<(Option<DescFile>, Cursor<'_>)> = file_names(c)
        .into_iter()
        .map(|(f, after)| (Some(f), after))
        .collect();
    starts.push((None, c));
    for (file, after) in starts {
        let Some(role) = after.peek().and_then(role_of) else {
            continue;
        };
        // `KB` read as a file then nothing is no piece; `K` alone is the king, `Q` the queen.
        let mut next = after;
        next.at += 1;
        out.push((
            DescPiece {
                role,
                file,
                square: None,
            },
            next,
        ));
        // A qualifier: `/3`, `/B`, `/KB1`, `(1)`, `(QB1)`.
        for (square, after_q) in qualifier(next) {
            out.push((
                DescPiece {
                    role,
                    file,
                    square: Some(square),
                },
                after_q,
            ));
        }
    }
    out
}

/// What may follow a piece's letter to tell it from the others of its kind: `/3`, `/B`, `/KB1`, `(1)`, `(QB1)`.
fn qualifier(c: Cursor<'_>) -> Vec<(DescSquare, Cursor<'_>)> {
    let close = match c.peek() {
        Some('/') => None,
        Some('(') => Some(')'),
        _ => return Vec::new(),
    };
    let mut q = c;
    q.at += 1;
    let mut found: Vec<(DescSquare, Cursor<'_>)> = Vec::new();
    if let Some(rank) = q
        .peek()
        .and_then(|d| d.to_digit(10))
        .filter(|d| (1..=8).contains(d))
    {
        let mut after = q;
        after.at += 1;
        let rank = Some(rank as u8);
        found.push((DescSquare { file: None, rank }, after));
    }
    found.extend(squares(q));
    if close.is_none() {
        // A file alone only after a stroke: `N/B`.
        found.extend(file_names(q).into_iter().map(|(f, after)| {
            (
                DescSquare {
                    file: Some(f),
                    rank: None,
                },
                after,
            )
        }));
    }
    found
        .into_iter()
        .filter_map(|(square, mut after)| match close {
            Some(ch) => after.eat(ch).then_some((square, after)),
            None => Some((square, after)),
        })
        .collect()
}

/// The marks after a descriptive move: `ch`, `dis ch`, `dbl ch`, `+`, `++`, `+++`, `mate`, `e.p.`, annotation
/// glyphs. What they say, put into `w`, and the cursor after them.
fn marks<'a>(word: &str, mut c: Cursor<'a>, w: &mut WrittenMove) -> Cursor<'a> {
    loop {
        let rest: String = c.chars[c.at..].iter().map(|&(ch, _)| ch).collect();
        let take = |n: usize, c: &mut Cursor<'a>| c.at += n;
        if rest.starts_with("MATE") {
            w.check = 3;
            take(4, &mut c);
        } else if rest.starts_with("DBL") || rest.starts_with("DIS") {
            // `dbl ch`, `dis ch`: the `ch` follows, glued or apart.
            w.check = w.check.max(if rest.starts_with("DBL") { 2 } else { 1 });
            take(3, &mut c);
        } else if rest.starts_with("CH") {
            w.check = w.check.max(1);
            take(2, &mut c);
        } else if rest.starts_with("+++") {
            w.check = 3;
            take(3, &mut c);
        } else if rest.starts_with('+') {
            w.check = if w.check >= 1 { 2 } else { 1 };
            take(1, &mut c);
        } else if rest.starts_with('#') {
            w.check = 3;
            take(1, &mut c);
        } else if rest.starts_with('.') {
            take(1, &mut c);
        } else if rest.starts_with(' ') && rest.trim_start().len() < rest.len() {
            // A mark written apart within one move's text (`PxP e.p.`, `P-K4 ch`): read on past the space, and
            // back again where no mark follows.
            let mut past = c;
            past.at += rest.len() - rest.trim_start().len();
            let mut probe = w.clone();
            let after = marks(word, past, &mut probe);
            if after.at == past.at {
                return c;
            }
            *w = probe;
            c = after;
        } else if let Some(n) = en_passant_chars(word, c) {
            w.en_passant = true;
            take(n, &mut c);
        } else if matches!(rest.chars().next(), Some('!' | '?')) {
            let glyphs: String = rest
                .chars()
                .take_while(|ch| matches!(ch, '!' | '?'))
                .collect();
            w.nag = crate::notation::characters::annotation::annotation_of(&glyphs);
            take(glyphs.len(), &mut c);
        } else {
            return c;
        }
    }
}

/// An en passant mark at the cursor: how many characters it takes.
fn en_passant_chars(word: &str, c: Cursor<'_>) -> Option<usize> {
    let &(first, end) = c.chars.get(c.at)?;
    let start = end - first.len_utf8().min(end);
    // The cursor's characters are the word's from `start` on, one for one but for `Kt` (not in a mark).
    let start = word[..end]
        .char_indices()
        .next_back()
        .map_or(start, |(i, _)| i);
    let len = en_passant_len(word.get(start..)?)?;
    let n = c.chars[c.at..]
        .iter()
        .take_while(|&&(_, e)| e <= start + len)
        .count();
    (n > 0).then_some(n)
}

/// A promotion: `=Q`, `(Q)`, `/Q`.
fn promotion<'a>(mut c: Cursor<'a>) -> Option<(Role, Cursor<'a>)> {
    let open = c.peek()?;
    if !matches!(open, '=' | '(' | '/') {
        return None;
    }
    c.at += 1;
    let role = c
        .peek()
        .and_then(role_of)
        .filter(|r| !matches!(r, Role::King | Role::Pawn))?;
    c.at += 1;
    if open == '(' && !c.eat(')') {
        return None;
    }
    Some((role, c))
}

/// Castling in words: `Castles`, `Castles KR`, `Castles QR` (`K`, `Q` too), `O-O`.
fn castles(word: &str, from: usize) -> Option<(WrittenMove, usize)> {
    let rest = &word[from..];
    let lower = rest.to_ascii_lowercase();
    let base = ["castles", "castled"]
        .into_iter()
        .find(|w| lower.starts_with(w))?;
    let mut end = from + base.len();
    let tail = lower[base.len()..].trim_start();
    let skipped = lower.len() - base.len() - tail.len();
    let side = if tail.starts_with("kr")
        || (tail.starts_with('k') && !tail[1..].starts_with(char::is_alphabetic))
    {
        end += skipped + if tail.starts_with("kr") { 2 } else { 1 };
        Some(CastlingSide::KingSide)
    } else if tail.starts_with("qr")
        || (tail.starts_with('q') && !tail[1..].starts_with(char::is_alphabetic))
    {
        end += skipped + if tail.starts_with("qr") { 2 } else { 1 };
        Some(CastlingSide::QueenSide)
    } else {
        None
    };
    if word[end..].starts_with(|c: char| c.is_alphanumeric()) {
        return None;
    }
    Some((
        WrittenMove {
            castle: Some(side),
            ..WrittenMove::default()
        },
        end,
    ))
}

/// What follows the piece (and the square it leaves) in a move: a dash or `x`, then the square it goes to or the
/// piece it takes, or both (`Q2xB`). Each reading with whether it captures and where it ends.
fn moves_after(
    mover: DescPiece,
    from: Option<DescSquare>,
    mut c: Cursor<'_>,
) -> Vec<(Descriptive, bool, Cursor<'_>)> {
    let capture = if c.eat('-') {
        false
    } else if c.eat('X') || c.eat(':') {
        true
    } else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let made = |to, captured| Descriptive {
        mover,
        from,
        to,
        captured,
    };
    if capture {
        for (captured, after) in pieces(c) {
            out.push((made(None, Some(captured)), true, after));
        }
    }
    for (to, after_to) in squares(c) {
        out.push((made(Some(to), None), capture, after_to));
        let mut tail = after_to;
        if tail.eat('X') || tail.eat(':') {
            for (captured, after) in pieces(tail) {
                out.push((made(Some(to), Some(captured)), true, after));
            }
        }
    }
    out
}

/// Every reading of a descriptive move starting at byte `from` of `word`, each with the byte where it ends,
/// longest first. A move has a dash or a capture sign (`P-K4`, `PxP`, `PK2-K4`): without one no word is read so.
///
/// ```
/// use jipu::notation::lex_descriptive;
/// let readings = lex_descriptive("N-KB3", 0);
/// assert_eq!(readings[0].0, 5);
/// assert!(readings[0].1.descriptive.is_some());
/// assert!(lex_descriptive("Kt-B3", 0).iter().any(|(e, _)| *e == 5));
/// assert!(lex_descriptive("King", 0).is_empty());
/// ```
pub fn lex_descriptive(word: &str, from: usize) -> Vec<(usize, WrittenMove)> {
    if let Some((castled, end)) = castles(word, from) {
        return vec![(end, castled)];
    }
    let chars = chars_of(word, from);
    let start = Cursor {
        chars: &chars,
        at: 0,
    };
    let mut out: Vec<(usize, WrittenMove)> = Vec::new();
    let mut push = |d: Descriptive, capture: bool, after: Cursor<'_>| {
        let mut w = WrittenMove {
            capture,
            descriptive: Some(d),
            piece: Some(d.mover.role),
            ..WrittenMove::default()
        };
        let mut after = after;
        if let Some((role, promoted)) = promotion(after) {
            w.promotion = Some(role);
            after = promoted;
        }
        let after = marks(word, after, &mut w);
        let end = after.end(from);
        // The move must end the word, or be followed by what ends a move.
        let next = word[end..].chars().next();
        if next.is_some_and(|n| n.is_alphanumeric() && !n.is_ascii_digit()) {
            return;
        }
        if !out.iter().any(|(e, o)| *e == end && *o == w) {
            out.push((end, w));
        }
    };
    // The short form: a piece (with what tells it from the others), a dash or `x`, a square or the piece taken
    // (`PxP(5)`, `BxKN`). The full form: the piece, the square it leaves, a dash or `x`, the square it goes to, maybe
    // the piece taken (`PK2-K4`, `BKR3xQ7ch`, `QQ1-Q2xB`, `PQ2xB`). Then promotion and marks.
    let mut starts: Vec<(DescPiece, Option<DescSquare>, Cursor<'_>)> = pieces(start)
        .into_iter()
        .map(|(mover, after)| (mover, None, after))
        .collect();
    if let Some(role) = start.peek().and_then(role_of) {
        let mut after_role = start;
        after_role.at += 1;
        let mover = DescPiece {
            role,
            file: None,
            square: None,
        };
        starts.extend(
            squares(after_role)
                .into_iter()
                .map(|(from, after)| (mover, Some(from), after)),
        );
    }
    for (mover, from, after) in starts {
        for (d, capture, end) in moves_after(mover, from, after) {
            push(d, capture, end);
        }
    }
    out.sort_by_key(|r| std::cmp::Reverse(r.0));
    out
}
