//! One way to try a reading and take it back.
//!
//! The reader makes choices that later text may prove wrong. Each choice leaves a [`Checkpoint`] — the reader's
//! whole state but its events, which are cut back to their length — and the reader comes back to it in one way
//! only, [`Reader::restore`]. Where a choice is between readings of what follows, each is read ahead from a
//! checkpoint within its [`Horizon`] ([`Reader::read_ahead`]) and what it came to, a [`Reach`], is compared by one
//! rule ([`Reach::better_than`]): a reading without trouble over one with, more plies kept over fewer.
//!
//! | choice | read ahead / taken back | horizon |
//! |---|---|---|
//! | where a word of glued moves is cut (`e2e4`: one move or two) | each cut read ahead, the better kept; two good cuts naming other moves are a stop that asks | [`GLUED_CUT`] |
//! | the game going on after prose at a numbered move | taken back when, within the horizon, the text comes back to that move number with another move: the moves read were a line named in the prose | [`AFTER_PROSE`] |
//! | a `1.` inside a sentence, before any move | read ahead as the game; taken as its start at the end of a text that never started its game at a sentence | [`OPENING_RUN`] |
//! | a bracket: variation or remark | read as a variation; taken back whole to a remark when a move in it cannot be right | the bracket (its frame is a checkpoint of the few fields a bracket changes: nested thousands deep, it must stay small) |
//!
//! Reading ahead makes no choice that reads further ahead, and brackets nested deeper than [`DEEPEST_LOOKAHEAD`]
//! are read without looking ahead: a text is read in time proportional to its length whatever it holds.

use super::{Checkpoint, Reader};

/// How far a reading is read ahead: plies played, tokens read at most whatever they are.
#[derive(Clone, Copy, Debug)]
pub(super) struct Horizon {
    pub(super) plies: u32,
    pub(super) tokens: u32,
}

/// Glued moves: enough plies for a wrong cut to run into a move that cannot be played (two moves each side and a
/// half), and a bound on the tokens for texts of prose.
pub(super) const GLUED_CUT: Horizon = Horizon {
    plies: 6,
    tokens: 48,
};

/// After prose: a line named in a comment rarely runs longer than two moves each side before the text comes back
/// to the game.
pub(super) const AFTER_PROSE: Horizon = Horizon {
    plies: 4,
    tokens: u32::MAX,
};

/// A `1.` inside a sentence: four legal plies from the start make it a game, not a move named in passing.
pub(super) const OPENING_RUN: Horizon = Horizon {
    plies: 4,
    tokens: 16,
};

/// Brackets deeper than this are read without looking ahead.
pub(super) const DEEPEST_LOOKAHEAD: usize = 32;

/// What a reading read ahead came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Reach {
    /// It met no move that cannot be right.
    pub(super) clean: bool,
    /// Plies it played.
    pub(super) plies: u32,
}

impl Reach {
    /// The one rule choices are compared by: without trouble before with, then more plies kept.
    pub(super) fn better_than(self, other: Reach) -> bool {
        (self.clean, self.plies) > (other.clean, other.plies)
    }
}

impl<'t> Reader<'t> {
    /// Where the reader stands now, to come back to.
    pub(super) fn checkpoint(&self) -> Checkpoint<'t> {
        Checkpoint {
            state: self.s.clone(),
            events: self.events.len(),
        }
    }

    /// Back to a checkpoint: its state, its events.
    pub(super) fn restore(&mut self, checkpoint: Checkpoint<'t>) {
        self.s = checkpoint.state;
        self.events.truncate(checkpoint.events);
    }

    /// Makes the choice `choose` and reads on within `horizon`, then comes back to where the reader stood: what
    /// the reading came to.
    pub(super) fn read_ahead(&mut self, horizon: Horizon, choose: impl FnOnce(&mut Self)) -> Reach {
        let checkpoint = self.checkpoint();
        self.looking_ahead += 1;
        choose(self);
        let start = self.s.plies;
        let mut clean = true;
        for _ in 0..horizon.tokens {
            if self.s.plies >= start + horizon.plies {
                break;
            }
            let Some(tok) = self.s.tokens.next() else {
                break;
            };
            match self.token(tok) {
                Some(super::Flow::Halt(_) | super::Flow::BadStart(_)) => {
                    clean = false;
                    break;
                }
                Some(super::Flow::Done(_)) => break,
                None => {}
            }
        }
        let reach = Reach {
            clean,
            plies: self.s.plies - start,
        };
        self.looking_ahead -= 1;
        self.restore(checkpoint);
        reach
    }

    /// Once the game has gone [`AFTER_PROSE`]'s plies past where it went on after prose, that choice is kept: its
    /// checkpoint is let go.
    pub(super) fn forget_resumed_past_its_horizon(&mut self) {
        if self
            .resumed
            .as_ref()
            .is_some_and(|r| self.s.plies > r.state.plies + AFTER_PROSE.plies)
        {
            self.resumed = None;
        }
    }

    /// Whether a choice may read ahead here: not while reading ahead already, nor in brackets nested too deep.
    pub(super) fn may_read_ahead(&self) -> bool {
        self.looking_ahead == 0 && self.s.frames.len() <= DEEPEST_LOOKAHEAD
    }

    /// From a `1.` inside a sentence: how many legal plies follow when read as the game's start (numbers, moves,
    /// marks and annotations only).
    pub(super) fn opening_plies(&mut self) -> u32 {
        let reach = self.read_ahead(OPENING_RUN, |r| {
            r.s.mode = super::Mode::Moves;
            r.s.prose = None;
        });
        reach.plies
    }
}
