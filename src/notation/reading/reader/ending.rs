//! The end of a game: a result (`1-0`, `黑胜`), or a game-ending word (`Resigns`, `White resigns`, `Rd8 mate`,
//! `Drawn`, `白方认输`), after which the rest of the paragraph is the last comment.

use shakmaty::{Color, KnownOutcome, Outcome, Position};

use super::{Event, Flow, Mode, Reader};
use crate::notation::text::prose::side_word;
use crate::notation::text::tokens::{Kind, Token};
use crate::notation::text::word_piece::Ending;

impl<'t> Reader<'t> {
    pub(super) fn result(&mut self, tok: &Token<'t>, outcome: Outcome) -> Option<Flow> {
        if !self.s.frames.is_empty() || self.s.mode == Mode::Trailing {
            if self.s.mode != Mode::Moves {
                self.extend_prose(tok);
            }
            return None;
        }
        if self.s.mode == Mode::Prose {
            // In prose a result ends the game only at the end of a line: `Result: 1-0 in 22 moves` is a
            // sentence, `* * *` a divider.
            let line_ends = self
                .s
                .tokens
                .peek()
                .is_none_or(|next| next.gap.newlines >= 1 || next.gap.stop);
            if !line_ends || outcome == Outcome::Unknown {
                self.extend_prose(tok);
                return None;
            }
            if !self.s.moves_seen {
                // A header line (`Result: 1-0`) before the moves.
                self.extend_prose(tok);
                self.events.push(Event::Result(outcome));
                return None;
            }
            if let Some(flow) = self.halt_deferred() {
                return Some(flow);
            }
        }
        self.flush_prose();
        self.events.push(Event::Result(outcome));
        Some(Flow::Done(tok.end))
    }

    pub(super) fn ending(
        &mut self,
        tok: &Token<'t>,
        ending: Ending,
        word_before: Option<&str>,
    ) -> Option<Flow> {
        let side_word = word_before.and_then(side_word);
        // `agreed drawn`, `drawn, agreed`, `Draw agreed`: a draw said in a sentence.
        let agreed = word_before.is_some_and(|w| w.eq_ignore_ascii_case("agreed"))
            || self.s.tokens.peek().is_some_and(|next| {
                next.gap.newlines == 0
                    && self.text[next.start..next.end]
                        .to_ascii_lowercase()
                        .starts_with("agreed")
            });
        let last_mover = !self.s.pos.turn();
        let decisive = |winner: Color| Outcome::Known(KnownOutcome::Decisive { winner });
        let in_moves = self.s.mode == Mode::Moves && self.s.moves_seen;
        let outcome = match (self.s.mode, ending, side_word) {
            (Mode::Trailing, ..) => None,
            _ if !self.s.moves_seen => None,
            (_, Ending::Resigns, Some(side)) => Some(decisive(!side)),
            (_, Ending::Wins, Some(side)) => Some(decisive(side)),
            (_, Ending::SideResigns(side), _) => Some(decisive(!side)),
            (_, Ending::Resigns, None) if in_moves => Some(decisive(last_mover)),
            (_, Ending::Mate, None) if in_moves && self.s.pos.is_checkmate() => {
                Some(decisive(last_mover))
            }
            (_, Ending::Drawn, None) if in_moves || agreed => {
                Some(Outcome::Known(KnownOutcome::Draw))
            }
            _ => None,
        };
        let Some(outcome) = outcome.filter(|_| self.s.frames.is_empty()) else {
            if self.s.mode == Mode::Moves {
                if !self.s.frames.is_empty() && self.s.played_here == 0 {
                    return self.abandon_variation();
                }
                self.start_prose(tok.start);
            }
            self.extend_prose(tok);
            return None;
        };
        if let Some(flow) = self.halt_deferred() {
            return Some(flow);
        }
        // The words themselves stay in the comment when they are part of a sentence.
        if self.s.mode == Mode::Prose {
            self.extend_prose(tok);
        }
        self.end_game(outcome)
    }

    /// The game is over: the rest of the paragraph is its last comment.
    pub(super) fn end_game(&mut self, outcome: Outcome) -> Option<Flow> {
        self.events.push(Event::Result(outcome));
        let keep = self.s.prose.take();
        self.s.mode = Mode::Trailing;
        self.s.prose = keep;
        loop {
            let Some(next) = self.s.tokens.peek() else {
                self.flush_trailing();
                return Some(Flow::Done(self.text.len()));
            };
            if next.gap.newlines >= 2 || matches!(next.kind, Kind::Tag(..)) {
                self.flush_trailing();
                return Some(Flow::Done(next.start));
            }
            self.s.tokens.next();
            if next.kind == Kind::Open {
                let close = self.s.tokens.close_of(next.start);
                self.s.prose = Some((self.s.prose.map_or(next.start, |p| p.0), close));
                self.s.tokens.seek(close);
            } else {
                self.extend_prose(&next);
            }
        }
    }

    /// The trailing comment goes before the result in the events, so that it stays on the last move.
    pub(super) fn flush_trailing(&mut self) {
        let result = self.events.pop();
        self.s.mode = Mode::Prose;
        self.flush_prose();
        if let Some(result) = result {
            self.events.push(result);
        }
    }
}
