//! Over the board: the chess clock beside the game, and a resignation or draw waiting to be confirmed. How a move
//! presses the clock and how the game ends is in `session/moves.rs`; this part only keeps the clock and the time source.

use std::sync::Arc;
use std::time::Duration;

use shakmaty::Color;

use crate::chess::{ChessClock, SystemTime, TimeControl, TimeSource};

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

/// An end of the game waiting for a "yes".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    /// Either player may resign, whoever is to move.
    Resign(Color),
    Draw,
}

#[derive(Clone, Debug, Default)]
pub struct Play {
    clock: Option<ChessClock>,
    time: Time,
    confirm: Option<Confirm>,
}

impl Play {
    /// Play with the time read from `time` (a test's clock).
    pub fn with_time(time: Time) -> Play {
        Play {
            time,
            ..Play::default()
        }
    }

    pub fn now(&self) -> Duration {
        self.time.0.now()
    }

    pub fn clock(&self) -> Option<&ChessClock> {
        self.clock.as_ref()
    }

    pub fn confirm(&self) -> Option<Confirm> {
        self.confirm
    }

    pub fn ask(&mut self, confirm: Option<Confirm>) {
        self.confirm = confirm;
    }

    /// A clock for `control`, not running until the first move.
    pub fn start_clock(&mut self, control: &TimeControl) {
        self.clock = Some(ChessClock::new(control, Duration::ZERO));
    }

    /// No clock (another game was opened).
    pub fn drop_clock(&mut self) {
        self.clock = None;
        self.confirm = None;
    }

    /// Whether the clock stands paused: a paused game takes no move.
    pub fn is_paused(&self) -> bool {
        self.clock.as_ref().is_some_and(ChessClock::is_paused)
    }

    /// Presses the clock for `mover`'s move: the time left after it and the time it took.
    pub fn press(&mut self, mover: Color) -> Option<(Duration, Duration)> {
        let now = self.now();
        let t = self.clock.as_mut()?.press(mover, now);
        Some((t.clock, t.spent))
    }

    /// The time each side has used, whole seconds.
    pub fn used(&self) -> Option<[Duration; 2]> {
        let now = self.now();
        let clock = self.clock.as_ref()?;
        Some(Color::ALL.map(|side| Duration::from_secs(clock.used(side, now).as_secs())))
    }

    /// The side whose flag has fallen, if any.
    pub fn flag(&self) -> Option<Color> {
        self.clock.as_ref().and_then(|c| c.flag(self.now()))
    }

    pub fn stop(&mut self) {
        let now = self.now();
        if let Some(c) = &mut self.clock {
            c.stop(now);
        }
    }

    pub fn pause(&mut self) {
        let now = self.now();
        if let Some(c) = &mut self.clock {
            c.pause(now);
        }
    }

    pub fn resume(&mut self) {
        let now = self.now();
        if let Some(c) = &mut self.clock {
            c.resume(now);
        }
    }

    /// An arbiter's adjustment: `seconds` more for `side`.
    pub fn add_time(&mut self, side: Color, seconds: i64) {
        if let Some(c) = &mut self.clock {
            c.adjust(side, seconds);
        }
    }

    /// An arbiter takes back `mover`'s last move (see [`ChessClock::take_back`]).
    pub fn take_back(&mut self, mover: Color, restore: Option<shakmaty::ByColor<Duration>>) {
        let now = self.now();
        if let Some(c) = &mut self.clock {
            c.take_back(mover, now, restore);
        }
    }

    /// The game is open again: the clock goes on for the side to move.
    pub fn run_for(&mut self, side: Color) {
        let now = self.now();
        if let Some(c) = &mut self.clock
            && !c.is_running()
        {
            c.run_for(side, now);
        }
    }
}
