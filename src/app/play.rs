//! Over the board: the clock beside the game, and how the game ends. Every move played at the end of the main line
//! presses the clock and stores its `[%clk]` and `[%emt]`; the rules end the game by themselves; a flag, a
//! resignation, an agreement or a valid claim end it too. Taking back a move after the end reopens the game.

use std::sync::Arc;
use std::time::Duration;

use shakmaty::{Color, Position};

use super::state::AppState;
use crate::chess::{ChessClock, Ending, NodeId, SystemTime, TimeControl, TimeSource, judge};

/// Where the app reads the time: the system's clock, or a test's.
#[derive(Clone)]
pub struct Time(pub Arc<dyn TimeSource + Send + Sync>);

impl Default for Time {
    fn default() -> Self {
        Time(Arc::new(SystemTime::default()))
    }
}

impl std::fmt::Debug for Time {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Time({:?})", self.0.now())
    }
}

impl AppState {
    pub fn now(&self) -> Duration {
        self.time.0.now()
    }

    /// Starts a clock for the game's time control (the Limit field), 90′ + 30″ when none is set.
    pub fn start_clock(&mut self) {
        let control = self
            .game
            .tags
            .time_control()
            .or_else(|| TimeControl::from_pgn("5400+30"))
            .unwrap_or(TimeControl { stages: Vec::new() });
        if self.game.tags.get("TimeControl").is_none() {
            self.game.tags.set("TimeControl", control.to_pgn());
            self.details = crate::sheet::GameDetails::from_tags(&self.game.tags);
        }
        self.clock = Some(ChessClock::new(&control, Duration::ZERO));
    }

    /// Whether moves played now are the game being played (at the end of the main line, not over).
    fn live(&self) -> bool {
        self.outcome.is_none()
            && self.game.tree.next(self.cursor).is_none()
            && self.game.tree.is_mainline(self.cursor)
    }

    /// Called after a move was added at `id` by `mover`, when it was played live.
    pub(crate) fn after_move(&mut self, id: NodeId, mover: Color, was_live: bool) {
        if !was_live {
            return;
        }
        let now = self.now();
        if let Some(clock) = &mut self.clock {
            let t = clock.press(mover, now);
            let notes = self.game.tree.notes_mut(id);
            notes.clock = Some(t.clock);
            notes.emt = Some(t.spent);
            self.record_used();
        }
        let verdict = judge(&self.game.positions_to(id));
        if let Some(end) = verdict.end {
            self.finish(Ending::Rules(end));
        }
    }

    /// Before a move is played: whether it is live play.
    pub(crate) fn before_move(&self) -> bool {
        self.live()
    }

    /// Writes the time each side used into the tags (the form's Used).
    fn record_used(&mut self) {
        let now = self.now();
        if let Some(clock) = &self.clock {
            for side in Color::ALL {
                let used = clock.used(side, now);
                self.game
                    .tags
                    .set_time_used(side, Duration::from_secs(used.as_secs()));
            }
        }
        self.details = crate::sheet::GameDetails::from_tags(&self.game.tags);
    }

    /// Ends the game: result, termination, the clock stopped.
    pub fn finish(&mut self, outcome: Ending) {
        let now = self.now();
        if let Some(clock) = &mut self.clock {
            clock.stop(now);
        }
        self.record_used();
        outcome.record(&mut self.game.tags);
        self.details = crate::sheet::GameDetails::from_tags(&self.game.tags);
        self.outcome = Some(outcome);
        self.dirty = true;
    }

    /// Each frame while a clock runs: a fallen flag ends the game.
    pub fn check_flag(&mut self) {
        let now = self.now();
        let Some(flagged) = self.clock.as_ref().and_then(|c| c.flag(now)) else {
            return;
        };
        if self.outcome.is_none() {
            let pos = self.game.position_at(self.game.tree.mainline_end());
            self.finish(Ending::flag_fall(flagged, &pos));
        }
    }

    /// The side to move resigns.
    pub fn resign(&mut self) {
        let loser = self.position().turn();
        self.finish(Ending::Resignation { loser });
    }

    pub fn agree_draw(&mut self) {
        self.finish(Ending::Agreement);
    }

    /// Claims a draw when the position allows one; returns whether it did.
    pub fn claim_draw(&mut self) -> bool {
        let verdict = judge(&self.game.positions_to(self.cursor));
        match verdict.claims.first() {
            Some(&claim) if self.live() => {
                self.finish(Ending::Claimed(claim));
                true
            }
            _ => false,
        }
    }

    /// Takes back the last move of the main line; a finished game is open again.
    pub fn take_back(&mut self) {
        let last = self.game.tree.mainline_end();
        let Some(parent) = self.game.tree.parent(last) else {
            return;
        };
        self.game.tree.delete_from(last);
        self.reopen();
        self.go_to(parent);
        self.dirty = true;
    }

    /// The game is not over after all (a move taken back).
    pub(crate) fn reopen(&mut self) {
        if self.outcome.take().is_some() {
            self.game.tags.set("Result", "*");
            self.game.tags.remove("Termination");
            self.details = crate::sheet::GameDetails::from_tags(&self.game.tags);
            let now = self.now();
            let side = self.game.position_at(self.game.tree.mainline_end()).turn();
            if let Some(clock) = &mut self.clock
                && !clock.is_running()
            {
                // The clock goes on for the side to move.
                clock.run_for(side, now);
            }
        }
    }
}
