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

use super::numbering::{number_dots, scan_number, scan_result};
use super::prose::classify_run;
use super::word_piece::{Ends, Piece};
use crate::notation::characters::letters::{is_cjk, plain_char};
use crate::notation::written::descriptive::lex_descriptive;
use crate::notation::written::{Readings, at, en_passant_len, lex_move};

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
        let moves = lex_move(word, i);
        let digit_first = matches!(at(word, i), Some((c, _)) if c.is_ascii_digit());
        // A digit opens a move number before it opens ICCF digits; `0-0` is castling all the same.
        if !moves.is_empty() && (!digit_first || moves[0].1.castle.is_some()) {
            return move_piece(&moves);
        }
        if let Some((number, end)) = scan_number(word, i) {
            return (number, end);
        }
        if !moves.is_empty() {
            return move_piece(&moves);
        }
        // Descriptive notation (`P-K4`, `NxP`, `Castles`), which no word of SAN is.
        let descriptive = lex_descriptive(word, i);
        if !descriptive.is_empty() {
            return move_piece(&descriptive);
        }
        // An en passant mark written apart, with the move's annotation after it (`fxg6 e.p.?`, `e.p.!`): the mark,
        // then the glyph as a piece of its own — not the whole as a word of prose.
        if let Some(len) = en_passant_len(&word[i..])
            && len < word.len() - i
            && word[i + len..]
                .chars()
                .all(|c| matches!(c, '!' | '?' | '+' | '#'))
        {
            return (Piece::EnPassant, i + len);
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

/// A move of the lexer's readings: every place it may end, the longest first.
fn move_piece(readings: &Readings) -> (Piece, usize) {
    let mut ends = Ends::none();
    for (end, _) in readings {
        ends.push(*end);
    }
    (Piece::Move(ends), ends.first())
}

/// Whether some chess piece (move, number, castling, result) starts at `i`.
fn starts_piece(s: &str, i: usize) -> bool {
    scan_result(s, i).is_some() || scan_number(s, i).is_some() || !lex_move(s, i).is_empty()
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
    use crate::notation::text::word_piece::Ending;
    use pgn_reader::Nag;
    use shakmaty::Color;

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
        let ends = |s: &str| match piece_at(s, 0, Before::Start).0 {
            Piece::Move(ends) => ends.as_slice().to_vec(),
            _ => Vec::new(),
        };
        assert_eq!(ends("e2e4"), [4, 2]);
        assert_eq!(ends("f7g8b"), [5, 2], "a bishop, or `f7` then `g8b`");
        assert_eq!(ends("e8Nf6"), [3, 2]);
        assert_eq!(ends("exd"), [3]);
        assert!(ends("e4and").is_empty());
        assert!(ends("B02").is_empty());
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
        // An en passant mark written apart with the move's glyph after it: the mark, then the glyph.
        let marked = cut("e.p.?!");
        assert_eq!(marked.len(), 2, "{marked:?}");
        assert!(matches!(marked[0], ("e.p.", Piece::EnPassant)));
        assert!(matches!(marked[1].1, Piece::Nag(_)));
        assert!(matches!(cut("……")[0].1, Piece::Dots));
    }
}
