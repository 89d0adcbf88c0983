//! Brackets among the moves: `(!?)` is an annotation; a bracket that reads as legal moves from the position
//! before the last move is a variation; any other — `(D)`, `(Suicide.)`, `(the Göring Gambit)` — is a remark,
//! kept as a comment. A variation that goes wrong partway is taken back whole and kept as a remark.

use super::{Event, Flow, Frame, Mode, Reader};
use crate::notation::characters::annotation::annotation_of;
use crate::notation::text::prose::comment_text;
use crate::notation::text::prose::evaluation_of;
use crate::notation::text::tokens::Token;

impl<'t> Reader<'t> {
    pub(super) fn open(&mut self, tok: &Token<'t>) -> Option<Flow> {
        if self.s.mode != Mode::Moves {
            let close = self.close_of(tok.start);
            self.s.prose = Some((self.s.prose.map_or(tok.start, |p| p.0), close));
            self.s.tokens.seek(close);
            return None;
        }
        // `(!?)`, `(=)`, `(±)`: an annotation or evaluation in brackets.
        let window = chars_from(self.text, tok.end, 6);
        if let Some(close) = window.find([')', '）'])
            && let Some(nag) =
                annotation_of(&window[..close]).or_else(|| evaluation_of(&window[..close]))
        {
            self.nag(nag);
            let width = window[close..].chars().next().map_or(1, char::len_utf8);
            self.s.tokens.seek(tok.end + close + width);
            return None;
        }
        if self.s.played_here == 0 || self.s.before.is_none() {
            // Nothing to vary yet: the bracket is a remark — or, when it never closes (`((( 1. c4`), a stray
            // character that must not swallow the game.
            let close = self.close_of(tok.start);
            if close >= self.text.len() && !self.text[tok.start..].trim_end().ends_with([')', '）'])
            {
                return None;
            }
            self.events
                .push(Event::Comment(comment_text(&self.text[tok.start..close])));
            self.s.tokens.seek(close);
            return None;
        }
        // Checked above: a move was played at this level, so there is a position before it.
        let outer_before = self.s.before.clone()?;
        self.s.frames.push(Frame {
            open_at: tok.start,
            events: self.events.len(),
            pos: std::mem::replace(&mut self.s.pos, outer_before),
            before: self.s.before.take(),
            origins: std::mem::replace(&mut self.s.origins, self.s.origins_before.clone()),
            origins_before: self.s.origins_before.clone(),
            played_here: self.s.played_here,
        });
        self.s.played_here = 0;
        self.s.prefix = None;
        self.events.push(Event::VariationStart);
        None
    }

    pub(super) fn close(&mut self, tok: &Token<'t>) -> Option<Flow> {
        if self.s.frames.is_empty() {
            if self.s.mode != Mode::Moves {
                self.extend_prose(tok);
            }
            return None;
        }
        self.flush_prose();
        if let Some(frame) = self.s.frames.pop() {
            self.events.push(Event::VariationEnd);
            self.back_to(frame);
        }
        self.s.mode = Mode::Moves;
        self.s.prefix = None;
        None
    }

    /// The position and the pieces' origins as they were where the bracket `frame` opened, moves read next.
    fn back_to(&mut self, frame: Frame) {
        self.s.pos = frame.pos;
        self.s.before = frame.before;
        self.s.origins = frame.origins;
        self.s.origins_before = frame.origins_before;
        self.s.played_here = frame.played_here;
        self.s.mode = Mode::Moves;
        self.s.prefix = None;
    }

    /// The bracket being read is not a variation: everything read in it is taken back and it becomes a remark.
    pub(super) fn abandon_variation(&mut self) -> Option<Flow> {
        let frame = self.s.frames.pop()?;
        self.events.truncate(frame.events);
        let open_at = frame.open_at;
        let close = self.close_of(open_at);
        self.back_to(frame);
        self.s.prose = None;
        self.events
            .push(Event::Comment(comment_text(&self.text[open_at..close])));
        self.s.tokens.seek(close);
        None
    }
}

impl Reader<'_> {
    /// Where the bracket opened at `open` closes (the byte after its `)`, or the end of the text).
    pub(super) fn close_of(&mut self, open: usize) -> usize {
        self.closes.of(&self.s.tokens, open)
    }
}

/// At most `n` characters of `text` from byte `at`.
pub(super) fn chars_from(text: &str, at: usize, n: usize) -> &str {
    let rest = &text[at..];
    let len = rest.chars().take(n).map(char::len_utf8).sum();
    &rest[..len]
}
