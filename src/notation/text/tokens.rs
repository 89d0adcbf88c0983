//! The tokens of a game text, one after another: the parts PGN knows (tags, `{}` comments, `[...]` remarks,
//! brackets, NAGs) and, inside each word, the pieces of [`glue`](super::glue) — with what separated each token
//! from the one before (a line break, a blank line, a table bar), which the reader needs to tell a sentence
//! from a move list.

use pgn_reader::Nag;

use super::glue::{Before, piece_at};
use super::word_piece::{Ends, Piece};
use super::words::{Part, is_separator, part_at};
use crate::notation::characters::letters::{is_cjk, role_of_symbol};
use crate::notation::written::{at, is_capture, is_file, marks_end, square_end};

/// What separated a token from the one before it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Gap {
    /// Line breaks crossed (at most 2: a blank line).
    pub(crate) newlines: u8,
    /// A separator that ends a sentence or a table cell: `|`, `;`, `<`, `>`.
    pub(crate) stop: bool,
}

/// One token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Kind<'t> {
    Tag(String, String),
    Comment(&'t str),
    Remark(&'t str),
    Open,
    Close,
    Nag(Nag),
    Ignored,
    Piece(Piece),
}

/// A token and where it stands in the text (byte offsets).
#[derive(Clone, Debug)]
pub(crate) struct Token<'t> {
    pub(crate) kind: Kind<'t>,
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) gap: Gap,
    /// Where the word holding this piece starts (for a piece; its own start otherwise).
    pub(crate) word_start: usize,
}

/// The reading position in a text: cheap to copy, so that the reader can look ahead and come back.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Tokens<'t> {
    text: &'t str,
    /// PGN movetext: every `;` opens a comment to the end of the line (elsewhere only one standing apart does).
    pgn: bool,
    at: usize,
    word_start: usize,
    word_end: usize,
    before: Before,
}

impl<'t> Tokens<'t> {
    #[cfg(test)]
    pub(crate) fn new(text: &'t str) -> Tokens<'t> {
        Tokens::with_pgn(text, false)
    }

    /// Tokens of PGN movetext (`pgn`) or of a pasted text.
    pub(crate) fn with_pgn(text: &'t str, pgn: bool) -> Tokens<'t> {
        Tokens {
            text,
            pgn,
            at: 0,
            word_start: 0,
            word_end: 0,
            before: Before::Start,
        }
    }

    /// The length of the text.
    pub(crate) fn len(&self) -> usize {
        self.text.len()
    }

    /// Goes on from `at`, outside any word (after a bracket that was skipped whole).
    pub(crate) fn seek(&mut self, at: usize) {
        self.at = at.min(self.text.len());
        self.word_end = 0;
    }

    /// Ends the current piece at `end` instead (a shorter reading of a move), inside the same word.
    pub(crate) fn cut_at(&mut self, end: usize) {
        self.at = end;
        self.before = Before::Open;
    }

    pub(crate) fn peek(&self) -> Option<Token<'t>> {
        let mut copy = *self;
        copy.next()
    }

    fn piece(&mut self, gap: Gap) -> Token<'t> {
        let word = &self.text[self.word_start..self.word_end];
        let i = self.at - self.word_start;
        let (piece, end) = piece_at(word, i, self.before);
        // A piece always moves on, whatever the word holds.
        let end = if end > i {
            end
        } else {
            i + word[i..].chars().next().map_or(1, char::len_utf8)
        };
        let start = self.at;
        self.at = self.word_start + end;
        self.before = match piece {
            Piece::Prose { .. } if !word[..end].chars().next_back().is_some_and(is_cjk) => {
                Before::Glued
            }
            Piece::Number { .. } => Before::Number,
            _ => Before::Open,
        };
        Token {
            kind: Kind::Piece(piece),
            start,
            end: self.at,
            gap,
            word_start: self.word_start,
        }
    }

    /// Skips separators from the reading position; what was crossed.
    fn skip(&mut self) -> Gap {
        let mut gap = Gap::default();
        let rest = &self.text[self.at..];
        let mut skipped = rest.len();
        let mut heading_until = 0;
        for (i, c) in rest.char_indices() {
            if i < heading_until {
                continue;
            }
            if c == '#'
                && let Some(marks) = self.heading_marks(self.at + i)
            {
                // `## Step 2: Nf3, d6`: a Markdown heading's marks begin a block, they say nothing.
                heading_until = i + marks;
                gap.stop = true;
                continue;
            }
            if !is_separator(c) || (c == ';' && self.opens_line_comment(self.at + i)) {
                skipped = i;
                break;
            }
            if c == '\n' {
                gap.newlines = gap.newlines.saturating_add(1).min(2);
            }
            if matches!(c, '|' | ';' | '；' | '<' | '>' | '¦') {
                gap.stop = true;
            }
        }
        self.at += skipped;
        gap
    }

    pub(crate) fn next(&mut self) -> Option<Token<'t>> {
        if self.at < self.word_end {
            return Some(self.piece(Gap::default()));
        }
        let gap = self.skip();
        if self.at >= self.text.len() {
            return None;
        }
        let start = self.at;
        if let Some(end) = self.line_comment(start) {
            self.at = end;
            return Some(Token {
                kind: Kind::Comment(self.text[start + 1..end].trim_end_matches('\r')),
                start,
                end,
                gap,
                word_start: start,
            });
        }
        let (part, end) = part_at(self.text, start);
        // Every token moves on, even where the text holds something no rule expects.
        let end = if end > start {
            end
        } else {
            start + self.text[start..].chars().next().map_or(1, char::len_utf8)
        };
        let kind = match part {
            Part::Word(w) if !w.is_empty() => {
                if let Some((n, end)) = step_heading(self.text, start) {
                    // `Step 3:`: the heading of White's third move.
                    self.word_start = start;
                    self.word_end = end;
                    self.at = end;
                    self.before = Before::Open;
                    return Some(Token {
                        kind: Kind::Piece(Piece::Number {
                            n,
                            black: Some(false),
                        }),
                        start,
                        end,
                        gap,
                        word_start: start,
                    });
                }
                if let Some(end) =
                    spaced_capture(self.text, start).or_else(|| spaced_castles(self.text, start))
                {
                    // `f : e`, `N x e4`: one move written in three words.
                    self.word_start = start;
                    self.word_end = end;
                    self.at = end;
                    self.before = Before::Open;
                    return Some(Token {
                        kind: Kind::Piece(Piece::Move(Ends::one(end - start))),
                        start,
                        end,
                        gap,
                        word_start: start,
                    });
                }
                self.word_start = start;
                self.word_end = start + w.len();
                self.before = Before::Start;
                return Some(self.piece(gap));
            }
            Part::Word(_) | Part::Ignored => Kind::Ignored,
            Part::Tag { name, value } => Kind::Tag(name, value),
            Part::Comment { body, .. } => Kind::Comment(body),
            Part::Remark(body) => Kind::Remark(body),
            Part::VariationStart => Kind::Open,
            Part::VariationEnd => Kind::Close,
            Part::Nag(n) => Kind::Nag(n),
        };
        self.at = end;
        Some(Token {
            kind,
            start,
            end,
            gap,
            word_start: start,
        })
    }

    /// A Markdown heading's marks at `at` (`#` to `######` and a space, first on their line, as blogs set a game
    /// out in steps): how many bytes they take.
    fn heading_marks(&self, at: usize) -> Option<usize> {
        let marks = self.text[at..].bytes().take_while(|&b| b == b'#').count();
        let line_start = self.text[..at]
            .bytes()
            .rev()
            .find(|&b| b != b' ' && b != b'\t')
            .is_none_or(|b| b == b'\n');
        let spaced = matches!(self.text.as_bytes().get(at + marks), Some(b' ' | b'\t'));
        ((1..=6).contains(&marks) && line_start && spaced).then_some(marks)
    }

    /// Whether the `;` at `at` opens a comment to the end of its line: always in PGN movetext; in a pasted text
    /// where it stands apart from the word before it (`1. e4 ; a note`), as PGN writes it, and not where it is
    /// glued to a move as a separator (`1. e4; e5; 2. Nf3`).
    fn opens_line_comment(&self, at: usize) -> bool {
        self.pgn
            || self.text[..at]
                .chars()
                .next_back()
                .is_none_or(char::is_whitespace)
    }

    /// A `;` at `at` that opens a comment to the end of its line (see [`Tokens::opens_line_comment`]): where the
    /// line ends.
    fn line_comment(&self, at: usize) -> Option<usize> {
        if !self.text[at..].starts_with(';') || !self.opens_line_comment(at) {
            return None;
        }
        Some(
            self.text[at..]
                .find('\n')
                .map_or(self.text.len(), |i| at + i),
        )
    }

    /// The end of the bracket opened at `open` (the byte after its `)`), or the end of the text when it
    /// never closes. Comments inside are skipped as the reader skips them.
    pub(crate) fn close_of(&self, open: usize) -> usize {
        let mut tokens = *self;
        tokens.seek(open);
        let mut depth = 0usize;
        while let Some(tok) = tokens.next_part() {
            match tok {
                (Kind::Open, _, _) => depth += 1,
                (Kind::Close, _, end) => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return end;
                    }
                }
                _ => {}
            }
        }
        self.text.len()
    }

    /// The next part, without cutting words into pieces, with where it starts and ends: for skipping a bracket
    /// quickly.
    pub(crate) fn next_part(&mut self) -> Option<(Kind<'t>, usize, usize)> {
        self.skip();
        if self.at >= self.text.len() {
            return None;
        }
        let start = self.at;
        if let Some(end) = self.line_comment(start) {
            self.at = end;
            return Some((Kind::Ignored, start, end));
        }
        let (part, end) = part_at(self.text, start);
        let end = if end > start {
            end
        } else {
            start + self.text[start..].chars().next().map_or(1, char::len_utf8)
        };
        self.at = end;
        Some((
            match part {
                Part::VariationStart => Kind::Open,
                Part::VariationEnd => Kind::Close,
                _ => Kind::Ignored,
            },
            start,
            end,
        ))
    }
}

/// A capture written with spaces around its mark, `f : e`, `d x c`, `N x e4`, at `i` of `text`: the byte after it.
/// The piece (or the file of a pawn) stands alone before the mark, the target square (or file) after it.
fn spaced_capture(text: &str, i: usize) -> Option<usize> {
    let (first, j) = at(text, i)?;
    let piece = matches!(first, 'K' | 'Q' | 'R' | 'B' | 'N') || role_of_symbol(first).is_some();
    if !is_file(first) && !piece {
        return None;
    }
    // Spaces around the mark, on both sides.
    let past_spaces = |j: usize| -> Option<usize> {
        let rest = &text[j..];
        let k = j + rest.len() - rest.trim_start_matches([' ', '\t', '\u{3000}']).len();
        (k > j).then_some(k)
    };
    let (x, after_x) = at(text, past_spaces(j)?)?;
    if !is_capture(x) {
        return None;
    }
    let j = past_spaces(after_x)?;
    let (f2, after) = at(text, j)?;
    if !is_file(f2) {
        return None;
    }
    // A piece takes on a square; a pawn may name the file only.
    let after = match square_end(text, j) {
        Some(after_square) => after_square,
        None if piece => return None,
        None => after,
    };
    let end = marks_end(text, after);
    match at(text, end) {
        Some((c, _)) if !c.is_whitespace() && !matches!(c, ',' | ';' | ')') => None,
        _ => Some(end),
    }
}

/// `Step 3:` (or `Move 3.`) at `i` of `text`, heading a move of a game set out as steps: the number and the byte
/// after its colon.
fn step_heading(text: &str, i: usize) -> Option<(u32, usize)> {
    let rest = &text[i..];
    let word_len = rest.find(|c: char| !c.is_alphabetic())?;
    if !crate::notation::characters::vocabulary::STEP_WORDS
        .contains(&rest[..word_len].to_lowercase().as_str())
    {
        return None;
    }
    let after = &rest[word_len..];
    let gap = after.len() - after.trim_start_matches([' ', '\t']).len();
    let digits: String = after[gap..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    let n: u32 = digits.parse().ok().filter(|&n| (1..1000).contains(&n))?;
    let tail = &after[gap + digits.len()..];
    let colon = tail
        .chars()
        .next()
        .filter(|c| matches!(c, ':' | '：' | '.'))?;
    Some((n, i + word_len + gap + digits.len() + colon.len_utf8()))
}

/// `Castles KR`, `Castles QR` (or `K`, `Q`), as descriptive books write castling, at `i` of `text`: the byte after
/// the side's word.
fn spaced_castles(text: &str, i: usize) -> Option<usize> {
    let rest = &text[i..];
    let word_len = rest.find(|c: char| c.is_whitespace())?;
    let word = rest[..word_len].to_ascii_lowercase();
    if !matches!(word.as_str(), "castles" | "castled") {
        return None;
    }
    let after = &rest[word_len..];
    let gap = after.len() - after.trim_start_matches([' ', '\t']).len();
    let side = &after[gap..];
    let side_len = ["KR", "QR", "K", "Q"]
        .into_iter()
        .find(|s| side.starts_with(s) && !side[s.len()..].starts_with(char::is_alphanumeric))?
        .len();
    Some(i + word_len + gap + side_len)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gaps_say_what_was_crossed() {
        let text = "1. e4 e5\n\nThis | 2. Nf3";
        let mut t = Tokens::new(text);
        let mut gaps = Vec::new();
        while let Some(tok) = t.next() {
            gaps.push((&text[tok.start..tok.end], tok.gap.newlines, tok.gap.stop));
        }
        assert_eq!(
            gaps,
            [
                ("1.", 0, false),
                ("e4", 0, false),
                ("e5", 0, false),
                ("This", 2, false),
                ("2.", 0, true),
                ("Nf3", 0, false)
            ]
        );
    }

    #[test]
    fn a_bracket_closes_where_it_closes() {
        let text = "(a (b {)} c) d) e";
        assert_eq!(&text[..Tokens::new(text).close_of(0)], "(a (b {)} c) d)");
        assert_eq!(Tokens::new("(never").close_of(0), 6);
        let pgn = "(a ; b ) c\n d) e";
        assert_eq!(
            &pgn[..Tokens::with_pgn(pgn, true).close_of(0)],
            "(a ; b ) c\n d)"
        );
    }
}
