//! Descriptive notation, as English chess books printed it before about 1980 and their Chinese translations did:
//! `P-K4`, `N-KB3`, `B-N5ch`, `PxP`, `QRPxN`, `N/3xP`, `R(QB1)-Q1`, the full form `PK2-K4`, `BKR3xQ7ch`, `Castles
//! KR`, `Kt` for the knight; `兵-王4`, `马-王象3` in Chinese.
//!
//! It is one more lexer producing the same [`WrittenMove`], with a [`Descriptive`] part the position resolves: its
//! squares are counted from the side to move (`K4` is e4 for White and e5 for Black), a file named by a piece alone
//! is on either wing (`B3` is c3 or f3), and a capture names the piece taken, not its square.

use shakmaty::{Bitboard, CastlingSide, Chess, Color, File, Move, Position, Role, Square};

use super::letters::{plain_char, role_of_symbol};
use super::style::king_or_piece_to;
use super::written::{WrittenMove, en_passant_len};

/// The side of the board a file is on, as the piece that starts there names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wing {
    King,
    Queen,
}

/// A file as descriptive notation names it: `K` (e), `Q` (d), `KB` (f), `QN` (b)… or a piece's file on either wing
/// (`B`: c or f).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DescFile {
    pub wing: Option<Wing>,
    /// The piece that starts on the file: rook, knight or bishop; `None` for the king's and queen's own files.
    pub piece: Option<Role>,
}

impl DescFile {
    /// The files it may name.
    pub fn files(self) -> Vec<File> {
        let of = |wing: Wing| -> Option<File> {
            Some(match (wing, self.piece) {
                (Wing::Queen, Some(Role::Rook)) => File::A,
                (Wing::Queen, Some(Role::Knight)) => File::B,
                (Wing::Queen, Some(Role::Bishop)) => File::C,
                (Wing::Queen, None) => File::D,
                (Wing::King, None) => File::E,
                (Wing::King, Some(Role::Bishop)) => File::F,
                (Wing::King, Some(Role::Knight)) => File::G,
                (Wing::King, Some(Role::Rook)) => File::H,
                _ => return None,
            })
        };
        match self.wing {
            Some(w) => of(w).into_iter().collect(),
            None => [Wing::Queen, Wing::King]
                .into_iter()
                .filter_map(of)
                .collect(),
        }
    }
}

/// A square, or part of one, counted from the mover's side: `K4`, `QB3`, `N5`, a rank alone (`/3`), a file alone
/// (`/B`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DescSquare {
    pub file: Option<DescFile>,
    /// 1 to 8, from the side of `side` in [`DescSquare::contains`].
    pub rank: Option<u8>,
}

impl DescSquare {
    /// Whether `sq` is one of the squares this names, counted from `side`'s first rank.
    pub fn contains(self, sq: Square, side: Color) -> bool {
        let rank = match side {
            Color::White => sq.rank().to_u32() + 1,
            Color::Black => 8 - sq.rank().to_u32(),
        };
        self.rank.is_none_or(|r| u32::from(r) == rank)
            && self.file.is_none_or(|f| f.files().contains(&sq.file()))
    }
}

/// A piece as descriptive notation names it: its kind, and what tells it from the others of its kind — the file
/// it stands on or started from (`QR` the queen's rook, `KBP` the king's bishop's pawn), a square (`R(QB1)`), a
/// rank (`N/3`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DescPiece {
    pub role: Role,
    pub file: Option<DescFile>,
    pub square: Option<DescSquare>,
}

/// The descriptive part of a [`WrittenMove`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Descriptive {
    pub mover: DescPiece,
    /// The square it leaves, in the full form (`PK2-K4`).
    pub from: Option<DescSquare>,
    pub to: Option<DescSquare>,
    /// The piece taken (`PxN`, `BxKN`).
    pub captured: Option<DescPiece>,
}

/// The plain, upper-case characters of a word, with `Kt` as `N` and Chinese names as English letters, each with
/// the byte of the word where it ends.
fn chars_of(word: &str, from: usize) -> Vec<(char, usize)> {
    let mut out = Vec::new();
    let mut iter = word[from..].char_indices().peekable();
    while let Some((i, c)) = iter.next() {
        let end = from + i + c.len_utf8();
        let c = plain_char(c);
        let c = match role_of_symbol(c) {
            Some(role) => role.upper_char(),
            None => c.to_ascii_uppercase(),
        };
        if c == 'K'
            && let Some(&(j, t)) = iter.peek()
            && (t == 't' || t == 'T')
            && word[from + j + 1..]
                .chars()
                .next()
                .is_some_and(|n| !n.is_ascii_lowercase())
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
        // A qualifier: `/3`, `/B`, `/KB`, `(1)`, `(QB1)`.
        let mut q = next;
        if q.eat('/') {
            if let Some(rank) = q
                .peek()
                .and_then(|d| d.to_digit(10))
                .filter(|d| (1..=8).contains(d))
            {
                let mut after_rank = q;
                after_rank.at += 1;
                out.push((
                    DescPiece {
                        role,
                        file,
                        square: Some(DescSquare {
                            file: None,
                            rank: Some(rank as u8),
                        }),
                    },
                    after_rank,
                ));
            }
            for (square, after_sq) in squares(q) {
                out.push((
                    DescPiece {
                        role,
                        file,
                        square: Some(square),
                    },
                    after_sq,
                ));
            }
            for (f, after_f) in file_names(q) {
                out.push((
                    DescPiece {
                        role,
                        file,
                        square: Some(DescSquare {
                            file: Some(f),
                            rank: None,
                        }),
                    },
                    after_f,
                ));
            }
        } else if q.eat('(') {
            if let Some(rank) = q
                .peek()
                .and_then(|d| d.to_digit(10))
                .filter(|d| (1..=8).contains(d))
            {
                let mut after_rank = q;
                after_rank.at += 1;
                if after_rank.eat(')') {
                    out.push((
                        DescPiece {
                            role,
                            file,
                            square: Some(DescSquare {
                                file: None,
                                rank: Some(rank as u8),
                            }),
                        },
                        after_rank,
                    ));
                }
            }
            for (square, mut after_sq) in squares(q) {
                if after_sq.eat(')') {
                    out.push((
                        DescPiece {
                            role,
                            file,
                            square: Some(square),
                        },
                        after_sq,
                    ));
                }
            }
        }
    }
    out
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
        } else if rest.starts_with("DBLCH") || rest.starts_with("DISCH") {
            w.check = w.check.max(if rest.starts_with("DBL") { 2 } else { 1 });
            take(5, &mut c);
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
        } else if let Some(n) = en_passant_chars(word, c) {
            w.en_passant = true;
            take(n, &mut c);
        } else if matches!(rest.chars().next(), Some('!' | '?')) {
            let glyphs: String = rest
                .chars()
                .take_while(|ch| matches!(ch, '!' | '?'))
                .collect();
            w.nag = super::annotation::annotation_of(&glyphs);
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
    let base = ["castles", "castle", "castled"]
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
    // The short form: a piece, a dash or `x`, a square or the piece taken (which may carry its own qualifiers,
    // `PxP(5)`, `BxKN`), then promotion and marks.
    for (mover, after_mover) in pieces(start) {
        let mut c = after_mover;
        if c.eat('-') {
            for (to, after_to) in squares(c) {
                push(
                    Descriptive {
                        mover,
                        from: None,
                        to: Some(to),
                        captured: None,
                    },
                    false,
                    after_to,
                );
            }
        } else if c.eat('X') || c.eat(':') {
            for (captured, after_captured) in pieces(c) {
                push(
                    Descriptive {
                        mover,
                        from: None,
                        to: None,
                        captured: Some(captured),
                    },
                    true,
                    after_captured,
                );
            }
            // A capture on a square: `NxK5`, `PxB4`.
            for (to, after_to) in squares(c) {
                push(
                    Descriptive {
                        mover,
                        from: None,
                        to: Some(to),
                        captured: None,
                    },
                    true,
                    after_to,
                );
            }
        }
    }
    // The full form: the piece, the square it leaves, a dash or `x`, the square it goes to, maybe the piece taken.
    if let Some(role) = start.peek().and_then(role_of) {
        let mut after_role = start;
        after_role.at += 1;
        for (from_sq, after_from) in squares(after_role) {
            let mut c = after_from;
            let capture = if c.eat('-') {
                false
            } else if c.eat('X') || c.eat(':') {
                true
            } else {
                continue;
            };
            let mover = DescPiece {
                role,
                file: None,
                square: None,
            };
            for (to, after_to) in squares(c) {
                let mut tail = after_to;
                if tail.eat('X') || tail.eat(':') {
                    for (captured, after_captured) in pieces(tail) {
                        push(
                            Descriptive {
                                mover,
                                from: Some(from_sq),
                                to: Some(to),
                                captured: Some(captured),
                            },
                            true,
                            after_captured,
                        );
                    }
                }
                push(
                    Descriptive {
                        mover,
                        from: Some(from_sq),
                        to: Some(to),
                        captured: None,
                    },
                    capture,
                    after_to,
                );
            }
        }
    }
    out.sort_by_key(|r| std::cmp::Reverse(r.0));
    out
}

/// Whether the piece on `square` (of the side to move, or taken from the other) answers to `piece`'s name.
fn answers(pos: &Chess, piece: DescPiece, square: Square, side: Color) -> bool {
    let board = pos.board();
    let Some(found) = board.piece_at(square) else {
        return false;
    };
    if found.role != piece.role {
        return false;
    }
    if let Some(file) = piece.file {
        // `KN`: the knight now on the king's side, or on the king's knight's file; both readings are let through
        // and the legal moves decide.
        let on_file = file.files().contains(&square.file());
        let on_wing = match file.wing {
            Some(Wing::King) => square.file() >= File::E,
            Some(Wing::Queen) => square.file() <= File::D,
            None => true,
        };
        let named_by_wing = file.piece == Some(piece.role) || file.piece.is_none();
        if !(on_file || (named_by_wing && on_wing)) {
            return false;
        }
    }
    piece.square.is_none_or(|sq| sq.contains(square, side))
}

/// Whether the legal move `m` of `pos` is what the descriptive move `d` says.
pub(crate) fn fits(pos: &Chess, d: &Descriptive, promotion: Option<Role>, m: Move) -> bool {
    let side = pos.turn();
    if let Move::Castle { .. } = m {
        return false;
    }
    let from = m.from().unwrap_or(m.to());
    let to = king_or_piece_to(m);
    if !answers(pos, d.mover, from, side) {
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
        if !m.is_capture() || !answers(pos, captured, taken_on, side) {
            return false;
        }
    }
    promotion.is_none_or(|p| m.promotion() == Some(p))
}

/// The squares, for the writer: every square a descriptive square may name (for tests and suggestions).
#[allow(dead_code)]
fn named(sq: DescSquare, side: Color) -> Bitboard {
    Square::ALL
        .into_iter()
        .filter(|&s| sq.contains(s, side))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first(text: &str) -> Descriptive {
        let readings = lex_descriptive(text, 0);
        readings
            .iter()
            .find(|(e, _)| *e == text.len())
            .and_then(|(_, w)| w.descriptive)
            .unwrap_or_else(|| panic!("`{text}` reads as no descriptive move: {readings:?}"))
    }

    #[test]
    fn every_form_books_print_reads() {
        for text in [
            "P-K4",
            "N-QB3",
            "B-QN5ch",
            "PxN",
            "QRPxN",
            "N/3xP",
            "N/BxP",
            "PK2-K4",
            "NQN1-QB3",
            "BKR3xQ7ch",
            "QQ1-Q2xB",
            "Kt-KB3",
            "R(QB1)-Q1",
            "N(1)-B3",
            "N/1-B3",
            "PxQP",
            "BxKN",
            "PxP(5)",
            "P-K8=Q",
            "P-K8(Q)",
            "P-Q8/N",
            "Q-R5mate",
            "B-N5+",
            "PxPe.p.",
        ] {
            first(text);
        }
        assert_eq!(first("B-QN5ch").to.and_then(|t| t.rank), Some(5));
        assert!(lex_descriptive("Castles KR", 0)[0].1.castle == Some(Some(CastlingSide::KingSide)));
    }

    #[test]
    fn squares_are_counted_from_the_mover() {
        let k4 = DescSquare {
            file: Some(DescFile {
                wing: Some(Wing::King),
                piece: None,
            }),
            rank: Some(4),
        };
        assert!(k4.contains(Square::E4, Color::White));
        assert!(k4.contains(Square::E5, Color::Black));
        let b3 = DescSquare {
            file: Some(DescFile {
                wing: None,
                piece: Some(Role::Bishop),
            }),
            rank: Some(3),
        };
        assert_eq!(
            named(b3, Color::White),
            Bitboard::from(Square::C3) | Bitboard::from(Square::F3)
        );
    }
}
