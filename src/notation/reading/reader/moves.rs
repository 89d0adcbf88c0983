//! A move among the moves of the game: read against the legal moves, checked against the move number before it,
//! and — when glued moves may be cut in more than one way — the cut that keeps the game legal a few plies on.

use pgn_reader::Nag;
use shakmaty::san::SanPlus;
use shakmaty::{Color, KnownOutcome, Move, Outcome, Position};

use super::Event;
use super::resume::mentions;
use super::shapes::{fits, problem_of};
use super::trial::{GLUED_CUT, Reach};
use super::{Flow, Halt, Prefix, Reader};
use crate::i18n::{Key, Lang};
use crate::notation::matching::diagnose::Problem;
use crate::notation::matching::diagnose::Reason;
use crate::notation::matching::matcher::{
    MoveMatch, capture_unwritten, gives_check, written_annotations,
};
use crate::notation::text::tokens::{Kind, Token};
use crate::notation::text::word_piece::Piece;

impl<'t> Reader<'t> {
    /// A move, in the moves of the game.
    pub(super) fn moves(&mut self, tok: &Token<'t>, ends: &[usize]) -> Option<Flow> {
        let mut end = tok.end;
        // An en passant or check mark written apart on the same line belongs to this move.
        let mut next = self.s.tokens.peek();
        while let Some(mark) = next.as_ref()
            && mark.gap.newlines == 0
            && matches!(mark.kind, Kind::Piece(Piece::EnPassant | Piece::Check))
        {
            end = mark.end;
            self.s.tokens.next();
            next = self.s.tokens.peek();
        }
        let prefix = self.s.prefix;
        if !self.options.no_prose && mentions(self.text, next.as_ref()) {
            // `8.Nd4 would have been met by…`: the move is the subject of a sentence.
            self.start_prose(prefix.map_or(tok.start, |p| p.start));
            self.s.prose = Some((self.s.prose.map_or(tok.start, |p| p.0), end));
            return None;
        }
        if let Some(p) = prefix
            && !self.options.numbers_told
            && self.misses_a_move(p)
        {
            if self.s.frames.is_empty() && self.retake_at(p.start) {
                // Read again from the number, in the position it belongs to.
                self.s.tokens.seek(p.start);
                return None;
            }
            return self.fail(Halt {
                start: p.start,
                end,
                problem: Problem::Missing,
                consumed: false,
            });
        }
        let candidates: Vec<usize> = if end == tok.end {
            ends.iter().map(|&e| tok.word_start + e).collect()
        } else {
            vec![end]
        };
        if candidates.len() > 1 {
            return self.choose(tok.start, &candidates);
        }
        let written = &self.text[tok.start..end];
        match self.read_move(written) {
            Ok((mv, nags)) => {
                self.play(mv, nags, tok.start, end);
                self.note_unwritten_capture(written, mv);
                self.after_mate_word(written)
            }
            Err(problem) => self.fail(Halt {
                start: tok.start,
                end,
                problem,
                consumed: true,
            }),
        }
    }

    /// Whether a number or side name before a move says the game has skipped a move: White's number where
    /// Black is to move, or a first move numbered later than 1.
    pub(super) fn misses_a_move(&self, p: Prefix) -> bool {
        let turn_black = self.s.pos.turn() == Color::Black;
        if p.black.is_some_and(|b| b != turn_black) {
            return true;
        }
        !self.s.moves_seen
            && self.s.frames.is_empty()
            && self.standard_start
            && p.number.is_some_and(|n| n > self.s.pos.fullmoves().get())
    }

    /// The one legal move `written` means, with the annotations written with it.
    pub(super) fn read_move(&self, written: &str) -> Result<(Move, Vec<Nag>), Problem> {
        // Plain SAN, the common case, without building every spelling.
        if written.is_ascii() && !written.starts_with('b') {
            let bare = written.trim_end_matches(['!', '?']);
            if let Ok(san_plus) = SanPlus::from_ascii(bare.as_bytes())
                && let Ok(mv) = san_plus.san.to_move(&self.s.pos)
                && (san_plus.suffix.is_none() || gives_check(&self.s.pos, mv))
            {
                let nags = if bare.len() < written.len() {
                    written_annotations(written)
                } else {
                    Vec::new()
                };
                return Ok((mv, nags));
            }
        }
        match fits(&self.s.pos, &self.s.origins, written) {
            MoveMatch::Unique(mv) => Ok((mv, written_annotations(written))),
            other => Err(problem_of(other)),
        }
    }

    /// Of several ways to cut a glued move, the one that keeps the game legal for the next few plies.
    pub(super) fn choose(&mut self, start: usize, ends: &[usize]) -> Option<Flow> {
        let fitting: Vec<(usize, Move, Vec<Nag>)> = ends
            .iter()
            .filter_map(|&end| {
                self.read_move(&self.text[start..end])
                    .ok()
                    .map(|(mv, nags)| (end, mv, nags))
            })
            .collect();
        let pick = match fitting.len() {
            0 => {
                // Report the reading a writer most likely meant: a long move from a square that holds none of
                // the mover's pieces (`Bb6a6`) was more likely a short move and the next one (`Bb6` `a6`).
                let mut problems: Vec<(usize, Problem)> = ends
                    .iter()
                    .map(|&end| {
                        let problem = match self.read_move(&self.text[start..end]) {
                            Err(problem) => problem,
                            Ok(_) => Problem::Missing,
                        };
                        (end, problem)
                    })
                    .collect();
                let from_nothing = |p: &Problem| {
                    matches!(p, Problem::NoMatch(n) if matches!(n.reason,
                        Reason::NoPieceOn { .. } | Reason::OpponentPieceOn { .. } | Reason::WrongPieceOn { .. }))
                };
                let pick = problems
                    .iter()
                    .position(|(_, p)| !from_nothing(p))
                    .unwrap_or(0);
                let (end, problem) = problems.swap_remove(pick);
                return self.fail(Halt {
                    start,
                    end,
                    problem,
                    consumed: true,
                });
            }
            1 => 0,
            _ if !self.may_read_ahead() => 0,
            _ => {
                let trials: Vec<Reach> = fitting
                    .iter()
                    .map(|(end, mv, nags)| self.try_ahead(*end, *mv, nags.clone()))
                    .collect();
                let good: Vec<usize> = (0..fitting.len()).filter(|&i| trials[i].clean).collect();
                match good.as_slice() {
                    [one] => *one,
                    [first, rest @ ..] => {
                        let mv = fitting[*first].1;
                        if rest.iter().any(|&i| fitting[i].1 != mv) {
                            let mut moves: Vec<Move> = good.iter().map(|&i| fitting[i].1).collect();
                            moves.dedup();
                            return self.fail(Halt {
                                start,
                                end: fitting[*first].0,
                                problem: Problem::Ambiguous(moves),
                                consumed: true,
                            });
                        }
                        *first
                    }
                    // None goes without trouble: the one that got furthest, the longest cut among equals.
                    [] => (0..fitting.len()).fold(0, |best, i| {
                        if trials[i].better_than(trials[best]) {
                            i
                        } else {
                            best
                        }
                    }),
                }
            }
        };
        let (end, mv, nags) = fitting[pick].clone();
        self.s.tokens.cut_at(end);
        self.play(mv, nags, start, end);
        self.note_unwritten_capture(&self.text[start..end], mv);
        self.after_mate_word(&self.text[start..end])
    }

    /// A descriptive move written with a dash and read as a capture, as no move without one fits: said in the
    /// move's note, in both languages (the reader does not know the reader's language).
    fn note_unwritten_capture(&mut self, written: &str, mv: Move) {
        if mv.is_capture()
            && !written.contains(['x', 'X', ':', '×', '吃'])
            && capture_unwritten(written, mv)
        {
            let note = [Lang::En, Lang::Zh]
                .map(|lang| lang.fill(Key::CaptureNotWritten, &[written.trim()]))
                .join(" / ");
            self.events.push(Event::Comment(note));
        }
    }

    /// Plays `mv` (the cut at `end`) and reads on within [`GLUED_CUT`]: whether that went without trouble, and how
    /// far it got.
    pub(super) fn try_ahead(&mut self, end: usize, mv: Move, nags: Vec<Nag>) -> Reach {
        self.read_ahead(GLUED_CUT, |r| {
            r.s.tokens.cut_at(end);
            r.play(mv, nags, end, end);
        })
    }

    /// `Rd8mate`: the game ends when the move did mate.
    pub(super) fn after_mate_word(&mut self, written: &str) -> Option<Flow> {
        let lower = written.to_ascii_lowercase();
        if lower.contains("mate") && self.s.frames.is_empty() && self.s.pos.is_checkmate() {
            let winner = !self.s.pos.turn();
            return self.end_game(Outcome::Known(KnownOutcome::Decisive { winner }));
        }
        None
    }
}
