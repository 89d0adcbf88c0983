//! Cutting one word of a game text — the characters between two separators — into its pieces: move numbers,
//! moves with their marks, results, placeholders, end words, punctuation and prose.
//!
//! Books and pasted pages glue pieces together (`e7—e5②马g1—f3`, `b7—b5象a4—b3`, `12...Nf6`, `Rd8mate`,
//! `威脅下一步8.Rb1`). A move has a clear end — its target square, then an optional promotion, en passant, check
//! and annotation marks — so the next piece starts right after it. Where a move could end in two places
//! (`e2e4` is one move or two; `e8Nf6` promotes or not), the piece carries every end, longest first, and the
//! reader keeps the one that stays legal.
//!
//! Nothing here knows the position: this is the shape of the text only.

use pgn_reader::Nag;
use shakmaty::{Color, Outcome};

use super::letters::plain_char;
use super::numbering::{number_dots, scan_number, scan_result};
use super::prose::{classify_run, is_cjk};
use super::scan::{at, scan_castle, scan_move, starts_piece};

/// What a piece of a word is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Piece {
    /// `12.`, `12...`, `12…`, `12)`, `①`, `第12回合`, a bare `12`. `black` is `Some(true)` when the dots say
    /// Black's move, `Some(false)` for a number that opens White's move, `None` when the number does not say.
    Number {
        n: u32,
        black: Option<bool>,
    },
    /// `...`, `……`, `…..`: the other side's move, not shown here.
    Dots,
    /// A move with its marks (or something written like one).
    Move(Ends),
    /// A null move, `--` or `Z0`: the side to move passes (engines and annotators write a threat so).
    Null,
    Result(Outcome),
    /// An annotation or evaluation written apart (`!?`, `+-`, `±`, `N`).
    Nag(Nag),
    /// A check or mate mark written apart (`+`, `ch`, `#`).
    Check,
    /// An en passant mark written apart (`e.p.`, `ep`, `(e.p.)`).
    EnPassant,
    /// A word that ends the game: `resigns`, `mate`, `drawn`, `认输`, `白方认输`.
    End(Ending),
    /// `White:`, `黑方`: the side whose move follows.
    Side(Color),
    /// Punctuation alone; `stop` when it ends a sentence.
    Punct {
        stop: bool,
    },
    /// Words that are not chess. `lower`: it starts with a lower-case letter; `stop`: it ends a sentence.
    Prose {
        lower: bool,
        stop: bool,
    },
}

/// How a game-ending word ends the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ending {
    /// `resigns`, `认输`: the side to move gives up.
    Resigns,
    /// `白方认输`: that side gives up.
    SideResigns(Color),
    /// `mate`: the last move mated.
    Mate,
    /// `drawn`, `draw agreed`.
    Drawn,
    /// `wins` after a side's name (`Black wins`): read with the word before.
    Wins,
}

/// Where a move may end, longest first (byte offsets in the word).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Ends {
    ends: [usize; 3],
    len: u8,
}

impl Ends {
    pub(crate) fn one(end: usize) -> Ends {
        Ends {
            ends: [end, 0, 0],
            len: 1,
        }
    }

    pub(crate) fn push(&mut self, end: usize) {
        if usize::from(self.len) < self.ends.len() && !self.as_slice().contains(&end) {
            self.ends[usize::from(self.len)] = end;
            self.len += 1;
        }
    }

    /// Every end, the longest reading first.
    pub(crate) fn as_slice(&self) -> &[usize] {
        &self.ends[..usize::from(self.len)]
    }

    pub(crate) fn first(&self) -> usize {
        self.ends[0]
    }

    /// No end yet, to push onto.
    pub(crate) fn none() -> Ends {
        Ends {
            ends: [0; 3],
            len: 0,
        }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// What came before a piece inside its word: whether a move may start here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Before {
    /// The start of the word.
    Start,
    /// A move number: dots may follow it and say Black's move (`12. ...`).
    Number,
    /// A number, a move, punctuation or Chinese prose: a piece may follow at once.
    Open,
    /// A letter or digit of a prose word: `B02`, `Guest249` are one word, not a bishop and a number.
    Glued,
}

/// The piece of `word` starting at byte `i`, and the byte where it ends.
pub(crate) fn piece_at(word: &str, i: usize, before: Before) -> (Piece, usize) {
    if before != Before::Glued {
        if let Some(end) = scan_null(word, i) {
            return (Piece::Null, end);
        }
        if let Some((outcome, end)) = scan_result(word, i) {
            return (Piece::Result(outcome), end);
        }
        if let Some(end) = scan_castle(word, i) {
            return (Piece::Move(Ends::one(end)), end);
        }
        if let Some(ends) = scan_move(word, i)
            && matches!(at(word, i), Some((c, _)) if !c.is_ascii_digit())
        {
            return (Piece::Move(ends), ends.first());
        }
        if let Some((number, end)) = scan_number(word, i) {
            return (number, end);
        }
        if let Some(ends) = scan_move(word, i) {
            // ICCF digits.
            return (Piece::Move(ends), ends.first());
        }
        if matches!(before, Before::Start | Before::Number) {
            let (end, dots) = number_dots(word, i);
            if dots > 0 {
                return (Piece::Dots, end);
            }
        }
    }
    run_at(word, i, before)
}

/// A null move at `i`: `--` or `Z0` standing alone (not `---`, not `Z0x`).
fn scan_null(word: &str, i: usize) -> Option<usize> {
    let rest = &word[i..];
    if !(rest.starts_with("--") || rest.starts_with("Z0")) {
        return None;
    }
    let after = rest[2..].chars().next();
    after
        .is_none_or(|c| !c.is_alphanumeric() && c != '-')
        .then_some(i + 2)
}

/// A run of prose or punctuation from `i`: up to where a chess piece may start. A piece may start after
/// punctuation or a Chinese character (`则8...马c6`, `下一步8.Rb1`), never inside a Latin word (`B02`).
fn run_at(word: &str, i: usize, before: Before) -> (Piece, usize) {
    let mut j = i;
    let mut prev: Option<char> = match before {
        Before::Glued => word[..i].chars().next_back().map(plain_char),
        _ => None,
    };
    while let Some((c, next)) = at(word, j) {
        if j > i
            && let Some(p) = prev
        {
            let open = !p.is_ascii_alphanumeric() && !matches!(p, '\'' | '’' | '-');
            if open && (starts_piece(word, j) || (is_cjk(p) && number_dots(word, j).1 > 0)) {
                break;
            }
        }
        prev = Some(c);
        j = next;
    }
    (classify_run(&word[i..j]), j)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pieces of a word, each as its text, taking the longest reading.
    fn cut(word: &str) -> Vec<(&str, Piece)> {
        let mut out = Vec::new();
        let mut i = 0;
        let mut before = Before::Start;
        while i < word.len() {
            let (piece, end) = piece_at(word, i, before);
            assert!(end > i, "`{word}` stuck at {i}");
            out.push((&word[i..end], piece));
            before = match piece {
                Piece::Prose { .. } => {
                    if word[..end].chars().next_back().is_some_and(is_cjk) {
                        Before::Open
                    } else {
                        Before::Glued
                    }
                }
                Piece::Number { .. } => Before::Number,
                _ => Before::Open,
            };
            i = end;
        }
        out
    }

    fn texts(word: &str) -> Vec<&str> {
        cut(word).into_iter().map(|(t, _)| t).collect()
    }

    #[test]
    fn numbers_and_moves_glued_come_apart() {
        assert_eq!(texts("①e2—e4"), ["①", "e2—e4"]);
        assert_eq!(texts("e7—e5②马g1—f3"), ["e7—e5", "②", "马g1—f3"]);
        assert_eq!(texts("e5②."), ["e5", "②."]);
        assert_eq!(texts("…0—0⑦车f1—e1"), ["…", "0—0", "⑦", "车f1—e1"]);
        assert_eq!(texts("12...Nf6"), ["12...", "Nf6"]);
        assert_eq!(texts("1.e4"), ["1.", "e4"]);
        assert_eq!(texts("第1回合e4"), ["第1回合", "e4"]);
        assert_eq!(texts("１．ｅ４"), ["１．", "ｅ４"]);
        assert_eq!(texts("10h:g++"), ["10", "h:g++"]);
        assert_eq!(texts("b7—b5象a4—b3"), ["b7—b5", "象a4—b3"]);
        assert_eq!(
            texts("e5×d6(e．p．)马e8×d6c×d4"),
            ["e5×d6(e．p．)", "马e8×d6", "c×d4"]
        );
        assert_eq!(texts("Rd8mate"), ["Rd8mate"]);
        assert_eq!(texts("….Nf4"), ["….", "Nf4"]);
        assert_eq!(texts("5...Nge7??"), ["5...", "Nge7??"]);
    }

    #[test]
    fn a_move_has_every_end_it_may_have() {
        let Some(ends) = scan_move("e2e4", 0) else {
            panic!()
        };
        assert_eq!(ends.as_slice(), [4, 2]);
        let Some(ends) = scan_move("f7g8b", 0) else {
            panic!()
        };
        assert_eq!(ends.as_slice(), [5, 2], "a bishop, or `f7` then `g8b`");
        let Some(ends) = scan_move("e8Nf6", 0) else {
            panic!()
        };
        assert_eq!(ends.as_slice(), [3, 2]);
        assert!(scan_move("exd", 0).is_some());
        assert!(scan_move("e4and", 0).is_none());
        assert!(scan_move("B02", 0).is_none());
    }

    #[test]
    fn prose_stays_whole_and_chinese_prose_lets_moves_out() {
        assert_eq!(texts("Guest249301"), ["Guest249301"]);
        assert_eq!(texts("B02."), ["B02."]);
        assert_eq!(texts("威脅下一步8.Rb1"), ["威脅下一步", "8.", "Rb1"]);
        assert_eq!(texts("1893年"), ["1893年"]);
        assert!(matches!(
            cut("better.")[0].1,
            Piece::Prose { stop: true, .. }
        ));
        assert!(matches!(
            cut("since")[0].1,
            Piece::Prose { lower: true, .. }
        ));
    }

    #[test]
    fn results_end_words_and_marks() {
        assert!(matches!(cut("1-0")[0].1, Piece::Result(_)));
        assert!(matches!(cut("1?0")[0].1, Piece::Result(_)));
        assert!(matches!(cut("1–0")[0].1, Piece::Result(_)));
        assert!(matches!(cut("0-0")[0].1, Piece::Move(_)));
        assert!(matches!(cut("Resigns.")[0].1, Piece::End(Ending::Resigns)));
        assert!(matches!(cut("认输")[0].1, Piece::End(Ending::Resigns)));
        assert!(matches!(
            cut("白方认输")[0].1,
            Piece::End(Ending::SideResigns(Color::White))
        ));
        assert!(matches!(cut("黑胜")[0].1, Piece::Result(_)));
        assert!(matches!(cut("ep")[0].1, Piece::EnPassant));
        assert!(matches!(cut("e.p.")[0].1, Piece::EnPassant));
        assert!(matches!(cut("+-")[0].1, Piece::Nag(Nag(18))));
        assert!(matches!(cut("±")[0].1, Piece::Nag(Nag(16))));
        assert!(matches!(cut("白方")[0].1, Piece::Side(Color::White)));
        assert!(matches!(cut("……")[0].1, Piece::Dots));
    }
}
