//! The move box's text, read as a game text: the same reader as a pasted game, from the position where the typing
//! started. A sheet is a text, not a row of separate answers, so the box asks of the whole text what it holds:
//!
//! - the moves it has **finished** — a separator, a move number, a mark or a key that cannot continue a move came
//!   after it; or nothing could extend it (`马f3` when no other legal move is spelt on from there);
//! - what is **still being typed** at its end (`0-0` while `0-0-0` is legal, `e8` before its piece, `N`, `1-`);
//! - a move that **cannot be right**: reading stops there, the text after it is kept unread until it is fixed.
//!
//! Marks typed after a move (`+`, `#`, `!?`, ` e.p.`) are read with it, so the box keeps the text of its last
//! move and reads it again with what follows.

use pgn_reader::Nag;
use shakmaty::{Chess, Color, Move, Outcome, Position};

use super::builder::GameBuilder;
use super::builder::Options;
use super::import::describe_stop;
use super::reader::{Event, Flow, Reader};
use crate::chess::Ply;
use crate::i18n::Lang;
use crate::notation::characters::letters::lower_coordinates;
use crate::notation::matching::diagnose::Problem;
use crate::notation::matching::matcher::{MoveMatch, match_move, moves_starting_with};
use crate::notation::text::words::is_separator;

/// A finished move of the typed text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedMove {
    pub mv: Move,
    pub nags: Vec<Nag>,
    /// A comment typed after it in `{}`.
    pub comment: Option<String>,
    /// Where it is written (byte offsets), its marks included.
    pub start: usize,
    pub end: usize,
    /// The move number written before it, when that is not the number due (`10.` typed for White's 9th move).
    pub wrong_number: Option<u32>,
}

/// A move that cannot be right, where reading stopped.
#[derive(Clone, Debug)]
pub struct TypedStop {
    /// Where the move stands in the text (byte offsets).
    pub start: usize,
    pub end: usize,
    pub problem: Problem,
    /// The position it was to be played in.
    pub position: Chess,
}

impl TypedStop {
    /// The legal moves offered: the candidates of an ambiguous move, or the suggestions, best first.
    pub fn offered(&self) -> &[Move] {
        match &self.problem {
            Problem::Ambiguous(c) => c,
            Problem::NoMatch(n) => &n.suggestions,
            Problem::Missing => &[],
        }
    }

    /// The move number and side of the move, as a scoresheet counts.
    pub fn move_number(&self) -> (u32, Color) {
        (self.position.fullmoves().get(), self.position.turn())
    }

    /// Which move, as written in `text` (the text read), and why it cannot be right: "3. White `Bb6`: no white
    /// bishop can move to b6".
    pub fn reason(&self, text: &str, lang: Lang) -> String {
        let written = text.get(self.start..self.end).unwrap_or_default();
        describe_stop(
            lang,
            &self.position,
            written,
            &self.problem,
            self.move_number(),
        )
        .0
    }
}

/// What comes after the finished moves.
#[derive(Clone, Debug)]
pub enum TypedTail {
    /// Nothing more to read.
    Nothing,
    /// A move (or a number, a result, a mark) still being typed from `start`: the legal moves it may become.
    Open { start: usize, candidates: Vec<Move> },
    /// A move that cannot be right; the text after it waits until it is fixed.
    Stopped(Box<TypedStop>),
}

/// The whole reading of a typed text.
#[derive(Clone, Debug)]
pub struct Typed {
    pub moves: Vec<TypedMove>,
    /// A result typed after the moves (`1-0`, `½-½`, `白胜`).
    pub result: Option<Outcome>,
    /// Where the finished part ends (after the last move, its marks and a result): the box shows the text from here.
    pub read_to: usize,
    pub tail: TypedTail,
}

/// Reads `text`, typed from `pos`; `moves_seen` says whether the game had moves before (a game-ending word needs
/// one). Offsets in the answer are byte offsets in `text`.
///
/// ```
/// use jipu::notation::{read_typed, TypedTail};
/// use shakmaty::Chess;
///
/// let typed = read_typed(&Chess::default(), false, "1.e4 e5 2.Nf3 N");
/// assert_eq!(typed.moves.len(), 3);
/// assert!(matches!(typed.tail, TypedTail::Open { start: 14, .. }));
/// ```
pub fn read_typed(pos: &Chess, moves_seen: bool, text: &str) -> Typed {
    let text = &*lower_coordinates(text);
    let typed = read_part(pos, moves_seen, text);
    let ends_open = text.chars().next_back().is_some_and(|c| !is_separator(c));
    if !ends_open {
        return typed;
    }
    match &typed.tail {
        // A stop at the very end may be a move still being typed (`Nb`, `e8`, `e4e`).
        TypedTail::Stopped(stop) if stop.end >= text.len() => {
            let from = stop.start;
            open_end(pos, moves_seen, text, from).unwrap_or(typed)
        }
        TypedTail::Stopped(_) | TypedTail::Open { .. } => typed,
        TypedTail::Nothing => match typed.moves.last() {
            // The last move and what follows it in its word: finished only if no other legal move is spelt on
            // from there (`0-0` and `0-0-` wait while `0-0-0` is legal).
            Some(last)
                if typed.result.is_none()
                    && !text[last.start..].contains(is_separator)
                    && !ends_in_a_mark(&text[last.start..])
                    && !settled(&position_before(pos, &typed.moves), &text[last.start..])
                    && !moves_starting_with(
                        &position_before(pos, &typed.moves),
                        &text[last.start..],
                    )
                    .is_empty() =>
            {
                let before = position_before(pos, &typed.moves);
                let written = &text[last.start..];
                let start = last.start;
                let mut typed = typed;
                typed.moves.pop();
                typed.read_to = start;
                typed.tail = TypedTail::Open {
                    start,
                    candidates: moves_starting_with(&before, written),
                };
                typed
            }
            _ if typed.result.is_some() && typed.read_to >= text.len() => typed,
            // The last word may be on its way to a move, a number or a result (`N`, `1-`, `½`), whatever it
            // reads as alone (`N` is also the novelty sign).
            last => {
                let from = last.map_or(0, |m| m.end);
                open_end(pos, moves_seen, text, from).unwrap_or(typed)
            }
        },
    }
}

/// The reading of `text` whose end, from some point of its last word (not before `from`), is a move, a number or
/// a result still being typed: the first such point after which the text before reads without a stop.
fn open_end(pos: &Chess, moves_seen: bool, text: &str, from: usize) -> Option<Typed> {
    let word_start = text
        .char_indices()
        .rev()
        .find(|&(_, c)| is_separator(c))
        .map_or(0, |(i, c)| i + c.len_utf8())
        .max(from);
    let cuts = text[word_start..]
        .char_indices()
        .map(|(i, _)| word_start + i);
    for cut in cuts {
        let mut before = read_part(pos, moves_seen, &text[..cut]);
        if !matches!(before.tail, TypedTail::Nothing) {
            continue;
        }
        let word = &text[cut..];
        if ends_in_a_mark(word) {
            // Marks come last: a move marked so is written whole, right or wrong.
            return None;
        }
        let candidates = moves_starting_with(&position_after(pos, &before.moves), word);
        if candidates.is_empty() && !on_the_way(word) {
            continue;
        }
        before.read_to = before.read_to.min(cut);
        before.tail = TypedTail::Open {
            start: cut,
            candidates,
        };
        return Some(before);
    }
    None
}

/// Reads `text` to its end or its first stop.
fn read_part(pos: &Chess, moves_seen: bool, text: &str) -> Typed {
    let builder = GameBuilder::at_position(pos.clone(), moves_seen);
    let options = Options {
        no_prose: true,
        numbers_told: true,
        pgn: false,
    };
    let mut reader = Reader::with_options(&builder, text, options);
    let flow = reader.run();
    let stopped_in = reader.position().clone();
    let events = reader.into_events();
    let mut typed = Typed {
        moves: Vec::new(),
        result: None,
        read_to: 0,
        tail: TypedTail::Nothing,
    };
    let mut at = pos.clone();
    let mut depth = 0usize;
    let mut result_end = 0;
    for event in events {
        match event {
            // The box reads no null move (the reader stops there).
            Event::Move(Ply::Move(mv), nags, span) if depth == 0 => {
                let due = at.fullmoves().get();
                at.play_unchecked(mv);
                typed.moves.push(TypedMove {
                    mv,
                    nags,
                    comment: None,
                    start: span.start,
                    end: span.end,
                    wrong_number: span.number.map(|(n, _)| n).filter(|&n| n != due),
                });
            }
            Event::Nag(nag) if depth == 0 => {
                if let Some(last) = typed.moves.last_mut()
                    && !last.nags.contains(&nag)
                {
                    last.nags.push(nag);
                }
            }
            Event::Comment(text) if depth == 0 => {
                if let Some(last) = typed.moves.last_mut() {
                    last.comment = Some(match last.comment.take() {
                        Some(old) => format!("{old} {text}"),
                        None => text,
                    });
                }
            }
            Event::VariationStart => depth += 1,
            Event::VariationEnd => depth = depth.saturating_sub(1),
            Event::Result(outcome) if depth == 0 => typed.result = Some(outcome),
            _ => {}
        }
    }
    let last_end = typed.moves.last().map_or(0, |m| m.end);
    typed.read_to = marks_after(text, last_end);
    match flow {
        Flow::Done(end) => {
            if typed.result.is_some() {
                result_end = end.min(text.len());
            }
        }
        Flow::Halt(halt) => {
            typed.tail = TypedTail::Stopped(Box::new(TypedStop {
                start: halt.start,
                end: halt.end,
                problem: halt.problem,
                position: stopped_in,
            }));
        }
        Flow::BadStart(_) => {}
    }
    typed.read_to = typed.read_to.max(result_end);
    if let TypedTail::Stopped(stop) = &typed.tail {
        typed.read_to = typed.read_to.min(stop.start);
    }
    typed
}

/// The end of the annotation glyphs and spaces right after a move (`e4 !?`): read with it.
fn marks_after(text: &str, end: usize) -> usize {
    let rest = &text[end.min(text.len())..];
    let marks = rest
        .char_indices()
        .find(|&(_, c)| !(c.is_whitespace() || matches!(c, '!' | '?' | '！' | '？')))
        .map_or(rest.len(), |(i, _)| i);
    end + marks
}

/// Whether a move written so, at the end of the text, is finished: it is one legal move and no other legal move
/// is spelt on from it.
fn settled(pos: &Chess, written: &str) -> bool {
    matches!(match_move(pos, written), MoveMatch::Unique(_))
        && moves_starting_with(pos, written).len() <= 1
}

/// Whether a word ends in a check, mate or annotation mark.
fn ends_in_a_mark(word: &str) -> bool {
    word.ends_with(['+', '#', '!', '?', '！', '？', '†', '‡'])
}

/// Whether a word is on its way to a move number, a result, an en passant mark or descriptive castling (`12`, `1-`,
/// `1/2-`, `½`, `第3`, `白`, `e.`, `(e.p`, `Cast`): the characters of those only.
fn on_the_way(word: &str) -> bool {
    let plain = crate::notation::characters::letters::plain(word).to_ascii_lowercase();
    let numbers_and_results = plain.chars().all(|c| {
        c.is_ascii_digit()
            || matches!(c, '.' | '…' | '-' | '/' | ':' | '½' | '(' | ')')
            || matches!(c, '第' | '回' | '白' | '黑' | '方' | '和' | '认')
    });
    let en_passant = ["(e.p.)", ".e.p.", "e.p.", "(ep)"]
        .iter()
        .any(|form| form.starts_with(plain.as_str()));
    // `Castles` of descriptive notation, letter by letter.
    let castles = "castles".starts_with(plain.as_str());
    !plain.is_empty() && (numbers_and_results || en_passant || castles)
}

fn position_after(pos: &Chess, moves: &[TypedMove]) -> Chess {
    let mut at = pos.clone();
    for m in moves {
        at.play_unchecked(m.mv);
    }
    at
}

fn position_before(pos: &Chess, moves: &[TypedMove]) -> Chess {
    position_after(pos, &moves[..moves.len().saturating_sub(1)])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(text: &str) -> Typed {
        read_typed(&Chess::default(), false, text)
    }

    fn sans(t: &Typed) -> Vec<String> {
        let mut pos = Chess::default();
        t.moves
            .iter()
            .map(|m| {
                shakmaty::san::SanPlus::from_move_and_play_unchecked(&mut pos, m.mv).to_string()
            })
            .collect()
    }

    #[test]
    fn a_move_nothing_extends_is_finished_at_once() {
        let t = typed("Nf3");
        assert_eq!(sans(&t), ["Nf3"]);
        assert!(matches!(t.tail, TypedTail::Nothing));
        assert_eq!(t.read_to, 3);
    }

    #[test]
    fn a_move_a_key_continues_waits() {
        // `e4` could still become `e4`… no: nothing extends e4; but `e` alone is open.
        let t = typed("e4 e");
        assert_eq!(sans(&t), ["e4"]);
        assert!(matches!(t.tail, TypedTail::Open { start: 3, .. }));
        let t = typed("e4e");
        assert_eq!(sans(&t), ["e4"]);
        assert!(matches!(t.tail, TypedTail::Open { start: 2, .. }));
    }

    #[test]
    fn numbers_marks_and_results_as_a_sheet_writes_them() {
        let t = typed("1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O");
        assert_eq!(sans(&t).len(), 9);
        let t = typed("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0");
        assert_eq!(sans(&t).last().map(String::as_str), Some("Qxf7#"));
        assert!(t.result.is_some());
        let t = typed("1.e4!? e5");
        assert_eq!(t.moves[0].nags, vec![Nag(5)]);
    }

    #[test]
    fn a_wrong_number_is_told_not_a_stop() {
        let t = typed("1.e4 e5 3.Nf3");
        assert_eq!(sans(&t), ["e4", "e5", "Nf3"]);
        assert_eq!(t.moves[2].wrong_number, Some(3));
        assert_eq!(t.moves[0].wrong_number, None);
    }

    #[test]
    fn the_word_being_typed_is_not_read_alone() {
        // `N` alone would be the novelty sign, `1-` nothing yet.
        for text in ["1.e4 e5 2.N", "1.e4 e5 2.Nf3 Nc6 1-", "1.e4 e5 1/2-"] {
            let t = typed(text);
            assert!(matches!(t.tail, TypedTail::Open { .. }), "{text}: {t:?}");
            assert!(t.moves.iter().all(|m| m.nags.is_empty()), "{text}");
        }
    }

    #[test]
    fn a_move_that_cannot_be_right_stops_and_keeps_the_rest() {
        let t = typed("1.e4 e5 2.Bb6 Nc6 3.Nf3");
        assert_eq!(sans(&t), ["e4", "e5"]);
        let TypedTail::Stopped(stop) = &t.tail else {
            panic!("{t:?}")
        };
        assert_eq!(&"1.e4 e5 2.Bb6 Nc6 3.Nf3"[stop.start..stop.end], "Bb6");
        assert_eq!(t.read_to, stop.start.min(t.read_to));
    }

    #[test]
    fn castling_waits_only_while_the_long_one_is_legal() {
        let start: Chess = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
            .parse::<shakmaty::fen::Fen>()
            .ok()
            .and_then(|f| f.into_position(shakmaty::CastlingMode::Standard).ok())
            .expect("test FEN");
        let t = read_typed(&start, true, "0-0");
        assert!(t.moves.is_empty());
        assert!(matches!(&t.tail, TypedTail::Open { candidates, .. } if candidates.len() == 2));
        let t = read_typed(&start, true, "0-0 ");
        assert_eq!(t.moves.len(), 1);
        assert_eq!(
            t.moves[0].mv.castling_side(),
            Some(shakmaty::CastlingSide::KingSide)
        );
        let t = read_typed(&start, true, "0-0-0");
        assert_eq!(
            t.moves[0].mv.castling_side(),
            Some(shakmaty::CastlingSide::QueenSide)
        );
        let t = read_typed(&start, true, "0-0车");
        assert_eq!(t.moves.len(), 1, "{t:?}");
    }
}
