//! Prose and the game going on after it: where prose starts (a word that is not chess, or a move that is the
//! subject of a sentence, `8.Nd4 would have been…`), and where the game goes on — at the start of a sentence or
//! line, at the move number the game expects, with a legal move. A number further on is kept as a missing move,
//! reported if the game never comes back; a line named in the prose and read as the game by mistake is taken
//! back when the text returns to its move number with another move.

use shakmaty::{Chess, Color, Position};

use super::shapes::{fits, problem_of};
use super::trial::{AFTER_PROSE, OPENING_RUN};
use super::{Event, Flow, Halt, Mode, Prefix, Reader};
use crate::notation::characters::vocabulary::is_remark_word;
use crate::notation::matching::diagnose::Problem;
use crate::notation::matching::matcher::MoveMatch;
use crate::notation::text::prose::comment_text;
use crate::notation::text::tokens::{Kind, Token};
use crate::notation::text::word_piece::Piece;
use crate::notation::written::origins::Origins;

impl<'t> Reader<'t> {
    /// A move number, a placeholder or a side name.
    pub(super) fn prefix(&mut self, tok: &Token<'t>, piece: Piece) -> Option<Flow> {
        match self.s.mode {
            Mode::Trailing => {
                self.extend_prose(tok);
                return None;
            }
            Mode::Prose => {
                if self.s.frames.is_empty() && self.opens_sentence(tok, true) {
                    if let Some(flow) = self.next_game_here(tok, piece) {
                        return Some(flow);
                    }
                    if self.retake(tok) || self.may_go_on_here(tok) {
                        if self.looking_ahead == 0 {
                            self.resumed = Some(Box::new(self.checkpoint()));
                        }
                        self.flush_prose();
                        self.s.mode = Mode::Moves;
                        return self.prefix(tok, piece);
                    }
                }
                self.note_opening_run(tok, piece);
                self.extend_prose(tok);
                return None;
            }
            Mode::Moves => {}
        }
        if self.s.frames.is_empty()
            && tok.gap.newlines >= 1
            && let Some(flow) = self.next_game_here(tok, piece)
        {
            return Some(flow);
        }
        let mut prefix = self.s.prefix.unwrap_or(Prefix {
            start: tok.start,
            ..Prefix::default()
        });
        match piece {
            Piece::Number { n, black } => {
                prefix = Prefix {
                    start: tok.start,
                    number: Some(n),
                    black,
                };
            }
            Piece::Dots => prefix.black = Some(true),
            Piece::Side(side) => prefix.black = Some(side == Color::Black),
            _ => {}
        }
        self.s.prefix = Some(prefix);
        None
    }

    /// At a `1.` opening a line, after a game of some moves: the next game starts here.
    pub(super) fn next_game_here(&self, tok: &Token<'t>, piece: Piece) -> Option<Flow> {
        let Piece::Number { n: 1, black } = piece else {
            return None;
        };
        if black == Some(true) || self.s.plies < 2 || !self.s.moves_seen {
            return None;
        }
        let mut ahead = self.s.tokens;
        let first = ahead.next()?;
        let second = ahead.next()?;
        let start = Chess::default();
        let first_ok = matches!(first.kind, Kind::Piece(Piece::Move(_)))
            && matches!(
                fits(
                    &start,
                    &Origins::at_start(&start),
                    &self.text[first.start..first.end]
                ),
                MoveMatch::Unique(_)
            );
        let then_moves = matches!(
            second.kind,
            Kind::Piece(Piece::Move(_) | Piece::Number { .. })
        );
        (first_ok && then_moves).then_some(Flow::Done(tok.start))
    }

    /// In prose, at a move number (or placeholder or side name) that opens a sentence: whether the game
    /// goes on here. When it cannot but the text looks like the game going on, the trouble is kept to be
    /// reported if the game never comes back.
    pub(super) fn may_go_on_here(&mut self, tok: &Token<'t>) -> bool {
        let Some((prefix, mv)) = self.numbered_move(tok) else {
            return false;
        };
        let written = &self.text[mv.start..mv.end];
        if agrees(prefix, &self.s.pos) {
            return match fits(&self.s.pos, &self.s.origins, written) {
                MoveMatch::Unique(_) => true,
                other => {
                    if self.s.deferred.is_none() {
                        self.s.deferred = Some(Halt {
                            start: mv.start,
                            end: mv.end,
                            problem: problem_of(other),
                            consumed: true,
                        });
                    }
                    false
                }
            };
        }
        let expected = self.s.pos.fullmoves().get();
        let turn_black = self.s.pos.turn() == Color::Black;
        // Further on than the game: a later move number, or Black's move of the number where White's is due.
        let ahead_of_game = prefix.number.is_some_and(|n| {
            n > expected || (n == expected && !turn_black && prefix.black == Some(true))
        });
        if ahead_of_game && self.s.deferred.is_none() && self.s.moves_seen {
            self.s.deferred = Some(Halt {
                start: prefix.start,
                end: mv.end,
                problem: Problem::Missing,
                consumed: false,
            });
        }
        false
    }

    /// Before any move, a `1.` inside a sentence followed by a run of legal moves (`… 1978 begins 1.e4 e5
    /// 2.Nf3 Nc6 3.Bb5 …`) is kept: if the text never starts the game at a sentence, the game starts there.
    fn note_opening_run(&mut self, tok: &Token<'t>, piece: Piece) {
        let Piece::Number { n: 1, black } = piece else {
            return;
        };
        if black == Some(true)
            || self.s.moves_seen
            || !self.s.frames.is_empty()
            || self.opening_run.is_some()
            || !self.may_read_ahead()
        {
            return;
        }
        if self.opening_plies() >= OPENING_RUN.plies {
            self.opening_run = Some((Box::new(self.checkpoint()), tok.start));
        }
    }

    /// At the end of a text that never started its game: start it at the run of moves kept above.
    pub(super) fn start_at_opening_run(&mut self) -> bool {
        if self.s.moves_seen {
            return false;
        }
        let Some((checkpoint, at)) = self.opening_run.take() else {
            return false;
        };
        self.restore(*checkpoint);
        // The prose before the `1.` is the comment before the game.
        if let Some((from, _)) = self.s.prose {
            self.s.prose = (from < at).then_some((from, at));
        }
        self.s.mode = Mode::Prose;
        self.flush_prose();
        self.s.deferred = None;
        self.s.tokens.seek(at);
        true
    }

    /// The move numbers, placeholders and side names from `tok` on, and the move after them, when that move
    /// is not named inside a sentence.
    pub(super) fn numbered_move(&self, tok: &Token<'t>) -> Option<(Prefix, Token<'t>)> {
        let mut ahead = self.s.tokens;
        let mut prefix = Prefix {
            start: tok.start,
            ..Prefix::default()
        };
        let mut current = tok.clone();
        loop {
            match current.kind {
                Kind::Piece(Piece::Number { n, black }) => {
                    prefix = Prefix {
                        start: current.start,
                        number: Some(n),
                        black,
                    };
                }
                Kind::Piece(Piece::Dots) => prefix.black = Some(true),
                Kind::Piece(Piece::Side(side)) => prefix.black = Some(side == Color::Black),
                Kind::Piece(Piece::Move(_)) => break,
                _ => return None,
            }
            current = ahead.next()?;
        }
        (!mentions(self.text, ahead.peek().as_ref())).then_some((prefix, current))
    }

    /// Whether the text comes back, at `tok`, to the move where the game last went on after prose, with
    /// another move: the moves read since were a line named in the prose. They are put back (into the
    /// comment), and the game goes on here.
    pub(super) fn retake(&mut self, tok: &Token<'t>) -> bool {
        let Some(resumed) = self.resumed.as_deref() else {
            return false;
        };
        if self.s.plies > resumed.state.plies + AFTER_PROSE.plies {
            return false;
        }
        let Some((prefix, mv)) = self.numbered_move(tok) else {
            return false;
        };
        let then = &resumed.state.pos;
        if prefix.number.is_none() || !agrees(prefix, then) {
            return false;
        }
        let MoveMatch::Unique(m) = fits(then, &resumed.state.origins, &self.text[mv.start..mv.end])
        else {
            return false;
        };
        let first_read = self.events[resumed.events..].iter().find_map(|e| match e {
            Event::Move(ply, ..) => ply.mv(),
            _ => None,
        });
        if first_read == Some(m) {
            return false;
        }
        let Some(resumed) = self.resumed.take() else {
            return false;
        };
        let prose_start = resumed.state.prose.map_or(tok.start, |p| p.0);
        let tokens = self.s.tokens;
        self.restore(*resumed);
        self.s.tokens = tokens;
        self.s.prose = Some((prose_start, tok.start));
        self.s.mode = Mode::Prose;
        true
    }

    /// [`Reader::retake`] for a number read in the moves: from the token at `at`.
    pub(super) fn retake_at(&mut self, at: usize) -> bool {
        let mut tokens = self.s.tokens;
        tokens.seek(at);
        let Some(tok) = tokens.next() else {
            return false;
        };
        let saved = self.s.tokens;
        self.s.tokens = tokens;
        let retaken = self.retake(&tok);
        if retaken {
            self.flush_prose();
            self.s.mode = Mode::Moves;
        } else {
            self.s.tokens = saved;
        }
        retaken
    }

    /// A line of commentary (`White Comment: …`, `黑方评论：…`): up to the end of the line, a comment, whatever it
    /// names (`3...Nf6 leads to the Two Knights` plays nothing). The game goes on after it only where prose lets it.
    pub(super) fn comment_line(&mut self, label: &Token<'t>) {
        // The side's name before the label (`White Comment:`) is part of the line.
        let line_start = self.text[..label.start].rfind('\n').map_or(0, |i| i + 1);
        let from = self
            .s
            .prose
            .map_or(label.start, |p| p.0)
            .max(line_start)
            .min(label.start);
        let mut end = label.end;
        while let Some(next) = self.s.tokens.peek() {
            if next.gap.newlines >= 1 {
                break;
            }
            self.s.tokens.next();
            end = if next.kind == Kind::Open {
                let close = self.close_of(next.start);
                self.s.tokens.seek(close);
                close
            } else {
                next.end
            };
        }
        if self.s.mode == Mode::Prose {
            // What came before on earlier lines stays a comment of its own.
            if let Some((p0, _)) = self.s.prose
                && p0 < from
            {
                self.s.prose = Some((p0, from));
                self.flush_prose();
            }
        } else {
            self.flush_prose();
        }
        self.s.prefix = None;
        self.s.mode = Mode::Prose;
        self.s.prose = Some((from, end));
        self.flush_prose();
        self.s.mode = Mode::Prose;
        self.s.sentence_over = true;
    }

    pub(super) fn start_prose(&mut self, at: usize) {
        if self.s.mode == Mode::Moves {
            self.s.mode = Mode::Prose;
            let at = self.s.prefix.take().map_or(at, |p| p.start.min(at));
            self.s.prose = Some((at, at));
        }
    }

    pub(super) fn extend_prose(&mut self, tok: &Token<'t>) {
        let start = self.s.prose.map_or(tok.start, |p| p.0);
        self.s.prose = Some((start, tok.end));
    }

    /// The prose read so far becomes a comment.
    pub(super) fn flush_prose(&mut self) {
        if let Some((from, to)) = self.s.prose.take() {
            let text = comment_text(&self.text[from..to.max(from)]);
            if !text.is_empty() {
                self.events.push(Event::Comment(text));
            }
        }
        if self.s.mode == Mode::Prose {
            self.s.mode = Mode::Moves;
        }
    }
}

/// Whether the token after the reading position is prose continuing the same sentence on the same line, starting with a
/// lower-case letter: then the move before it is named in a sentence (`8.Nd4 would have been met by…`, `d4 is the usual
/// move`), not played — but for the words that open a remark on the move just played (`13.Nf5 and White is better`), in
/// [`vocabulary`](crate::notation::characters::vocabulary). Chinese, which has no case, says the same with the words
/// after the move (`挺兵占领中心`, `也占领中心`): a remark on it; where a move is named in a Chinese sentence, the sentence before
/// it says so (the game goes on only at a sentence or line with its move number).
pub(super) fn mentions(text: &str, next: Option<&Token<'_>>) -> bool {
    next.is_some_and(|next| {
        if next.gap.newlines > 0 || next.gap.stop {
            return false;
        }
        matches!(next.kind, Kind::Piece(Piece::Prose { lower: true, .. }))
            && !is_remark_word(&text[next.start..next.end])
    })
}

/// Whether a move number (or placeholder, or side name) is the one the game expects in `pos`.
pub(super) fn agrees(prefix: Prefix, pos: &Chess) -> bool {
    let turn_black = pos.turn() == Color::Black;
    let expected = pos.fullmoves().get();
    match (prefix.number, prefix.black) {
        (Some(n), Some(b)) => n == expected && b == turn_black,
        // A bare number opens White's move.
        (Some(n), None) => n == expected && !turn_black,
        (None, Some(b)) => b == turn_black,
        (None, None) => false,
    }
}
