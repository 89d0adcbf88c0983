//! One piece of a word as the scanner cut it (a move number, a move, a mark, a bracket, a result, prose), taken
//! by the mode the reader is in.

use super::shapes::{is_a_drop, looks_like_a_move, near_target};
use super::*;

impl<'t> Reader<'t> {
    pub(super) fn piece(
        &mut self,
        tok: &Token<'t>,
        piece: Piece,
        word_before: Option<&'t str>,
    ) -> Option<Flow> {
        match piece {
            Piece::Number { .. } | Piece::Dots | Piece::Side(_) => self.prefix(tok, piece),
            Piece::Null => match self.s.mode {
                Mode::Moves => self.null_move(tok),
                _ => {
                    self.extend_prose(tok);
                    None
                }
            },
            Piece::Move(ends) => match self.s.mode {
                Mode::Moves => self.moves(tok, ends.as_slice()),
                _ => {
                    self.extend_prose(tok);
                    None
                }
            },
            Piece::Prose { .. } => {
                if self.s.mode == Mode::Moves {
                    if !self.s.frames.is_empty() && self.s.played_here == 0 {
                        // A bracket that opens with prose is a remark, not a variation.
                        return self.abandon_variation();
                    }
                    let written = &self.text[tok.start..tok.end];
                    let among_moves = self.s.moves_seen || self.s.prefix.is_some();
                    let whole_word = self.text[tok.start..]
                        .split(crate::notation::text::words::is_separator)
                        .next()
                        .unwrap_or(written);
                    if is_a_drop(whole_word) {
                        // `N@f6`: a piece put on the board from the hand is crazyhouse, not chess.
                        return self.fail(Halt {
                            start: tok.start,
                            end: tok.start + whole_word.len(),
                            problem: Problem::NoMatch(NoMatch {
                                reason: Reason::PieceDropped,
                                suggestions: Vec::new(),
                            }),
                            consumed: true,
                        });
                    }
                    if self.s.frames.is_empty()
                        && (self.options.no_prose
                            || (among_moves && looks_like_a_move(written))
                            // In PGN movetext commentary stands in braces or opens a line of its own; a
                            // word among the moves of a line is a move Jipu cannot read.
                            || (self.options.pgn && among_moves && tok.gap.newlines == 0))
                    {
                        // `3. Bb9`, `Nf9`, `Mf3`: a move miswritten, not the start of a sentence. Reading stops
                        // there, with the reason and the moves it may have been, instead of taking the rest
                        // of the game for prose.
                        let mut problem = match self.read_move(written) {
                            Err(problem) => problem,
                            Ok(_) => Problem::NoMatch(NoMatch {
                                reason: Reason::Unreadable,
                                suggestions: Vec::new(),
                            }),
                        };
                        if let Problem::NoMatch(no) = &mut problem {
                            let unknown_piece = written.chars().next().is_some_and(|c| {
                                c.is_ascii_uppercase() && !"KQRBNPOABCDEFGH".contains(c)
                            });
                            if unknown_piece {
                                no.reason = Reason::Unreadable;
                            }
                            if unknown_piece || no.suggestions.is_empty() {
                                no.suggestions = near_target(&self.s.pos, written);
                            }
                        }
                        return self.fail(Halt {
                            start: tok.start,
                            end: tok.end,
                            problem,
                            consumed: true,
                        });
                    }
                    self.start_prose(tok.start);
                }
                self.extend_prose(tok);
                self.s.word_before = Some((tok.start, tok.end));
                None
            }
            Piece::Punct { .. } | Piece::Check | Piece::EnPassant => {
                if self.s.mode != Mode::Moves {
                    self.extend_prose(tok);
                }
                None
            }
            Piece::Nag(nag) => {
                if self.s.mode == Mode::Moves {
                    self.nag(nag);
                } else {
                    self.extend_prose(tok);
                }
                None
            }
            Piece::Result(outcome) => self.result(tok, outcome),
            Piece::End(ending) => self.ending(tok, ending, word_before),
        }
    }
}
