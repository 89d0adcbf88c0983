//! A chess clock for over-the-board play: base time, Fischer increment, an optional delay, multi-stage controls
//! (`40/5400:1800+30`). It measures elapsed time from a time source — never counts frames — so it keeps true time
//! when the window is hidden or the machine is busy. Tests drive it with a fake time source.

use std::time::{Duration, Instant};

use shakmaty::{ByColor, Color};

use super::time::{TimeControl, TimeControlStage};

/// Where the clock reads the time: a monotonic duration since some fixed start.
pub trait TimeSource {
    fn now(&self) -> Duration;
}

/// The machine's monotonic clock.
#[derive(Clone, Copy, Debug)]
pub struct SystemTime {
    origin: Instant,
}

impl Default for SystemTime {
    fn default() -> Self {
        SystemTime {
            origin: Instant::now(),
        }
    }
}

impl TimeSource for SystemTime {
    fn now(&self) -> Duration {
        self.origin.elapsed()
    }
}

/// What the clock recorded for one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveTime {
    /// Time left on the mover's clock after the move, increment included (`[%clk]`).
    pub clock: Duration,
    /// Time the move took (`[%emt]`).
    pub spent: Duration,
}

/// The two clocks of a game.
#[derive(Clone, Debug)]
pub struct ChessClock {
    stages: Vec<TimeControlStage>,
    /// Simple (US) delay: each move, the clock waits this long before it counts down.
    delay: Duration,
    remaining: ByColor<Duration>,
    used: ByColor<Duration>,
    moves: ByColor<u32>,
    stage: ByColor<usize>,
    /// The side whose clock runs, and since when (time source reading), unless paused or not started.
    running: Option<(Color, Duration)>,
    /// The side whose turn it is while paused (or before the first move).
    to_move: Color,
    /// Time already spent on the current turn before a pause.
    spent_before_pause: Duration,
    paused: bool,
}

impl ChessClock {
    /// A clock for a time control; both sides start with the first stage's base time.
    ///
    /// ```
    /// use std::time::Duration;
    /// use jipu::chess::{ChessClock, TimeControl};
    /// let clock = ChessClock::new(&TimeControl::from_pgn("5400+30").unwrap(), Duration::ZERO);
    /// assert_eq!(clock.remaining(shakmaty::Color::White, Duration::ZERO), Duration::from_secs(5400));
    /// ```
    pub fn new(control: &TimeControl, delay: Duration) -> ChessClock {
        let stages = if control.stages.is_empty() {
            vec![TimeControlStage {
                moves: None,
                base: Duration::from_secs(5400),
                increment: Duration::from_secs(30),
            }]
        } else {
            control.stages.clone()
        };
        let base = stages[0].base;
        ChessClock {
            stages,
            delay,
            remaining: ByColor::new_with(|_| base),
            used: ByColor::new_with(|_| Duration::ZERO),
            moves: ByColor::new_with(|_| 0),
            stage: ByColor::new_with(|_| 0),
            running: None,
            to_move: Color::White,
            spent_before_pause: Duration::ZERO,
            paused: false,
        }
    }

    /// Whether a clock runs now.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Whose clock runs, or whose turn it is when stopped.
    pub fn side_to_move(&self) -> Color {
        self.running.map_or(self.to_move, |(c, _)| c)
    }

    /// Time spent on the current turn so far.
    fn spent_now(&self, now: Duration) -> Duration {
        self.spent_before_pause
            + self
                .running
                .map_or(Duration::ZERO, |(_, since)| now.saturating_sub(since))
    }

    /// What the current turn costs the clock so far: its time less the delay.
    fn charged(&self, spent: Duration) -> Duration {
        spent.saturating_sub(self.delay)
    }

    /// Time left for `side` at time `now`.
    pub fn remaining(&self, side: Color, now: Duration) -> Duration {
        let base = *self.remaining.get(side);
        if self.side_to_move() == side && self.running.is_some()
            || (self.paused && self.to_move == side)
        {
            base.saturating_sub(self.charged(self.spent_now(now)))
        } else {
            base
        }
    }

    /// Time `side` has used in the game so far.
    pub fn used(&self, side: Color, now: Duration) -> Duration {
        let mut used = *self.used.get(side);
        if self.side_to_move() == side && (self.running.is_some() || self.paused) {
            used += self.spent_now(now);
        }
        used
    }

    /// The side whose flag has fallen, if any.
    pub fn flag(&self, now: Duration) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|&c| self.remaining(c, now).is_zero())
    }

    /// `mover` has completed a move at `now`: the move's time is recorded, the increment added, the next stage
    /// begun when its moves are done, and the other clock started. The first move (White's) starts the clock.
    pub fn press(&mut self, mover: Color, now: Duration) -> MoveTime {
        let spent = if self.running.is_some() || self.paused {
            self.spent_now(now)
        } else {
            Duration::ZERO
        };
        let charged = self.charged(spent);
        let stage = *self.stage.get(mover);
        let mut left = self.remaining.get(mover).saturating_sub(charged);
        if !left.is_zero() {
            left += self.stages[stage].increment;
        }
        *self.moves.get_mut(mover) += 1;
        *self.used.get_mut(mover) += spent;
        // Multi-stage: the moves of this stage are done, the next stage's time is added.
        if let Some(n) = self.stages[stage].moves {
            let done_before: u32 = self.stages[..stage].iter().filter_map(|s| s.moves).sum();
            if *self.moves.get(mover) == done_before + n && stage + 1 < self.stages.len() {
                *self.stage.get_mut(mover) = stage + 1;
                left += self.stages[stage + 1].base;
            }
        }
        *self.remaining.get_mut(mover) = left;
        self.spent_before_pause = Duration::ZERO;
        self.to_move = !mover;
        if !self.paused {
            self.running = Some((!mover, now));
        }
        MoveTime { clock: left, spent }
    }

    pub fn pause(&mut self, now: Duration) {
        if let Some((side, _)) = self.running {
            self.spent_before_pause = self.spent_now(now);
            self.to_move = side;
            self.running = None;
            self.paused = true;
        }
    }

    pub fn resume(&mut self, now: Duration) {
        if self.paused {
            self.paused = false;
            self.running = Some((self.to_move, now));
        }
    }

    /// An arbiter's adjustment: adds (or with a negative amount, takes) time from a side's clock.
    pub fn adjust(&mut self, side: Color, seconds: i64) {
        let r = self.remaining.get_mut(side);
        *r = if seconds >= 0 {
            *r + Duration::from_secs(seconds.unsigned_abs())
        } else {
            r.saturating_sub(Duration::from_secs(seconds.unsigned_abs()))
        };
    }

    /// An arbiter takes back `mover`'s last move at `now`: it is `mover`'s turn again and their clock runs (or stands,
    /// when the clock is paused). With `restore`, both clocks read what is given — what they read when the move was
    /// begun —; without, each keeps what it reads now (the time spent meanwhile stays spent). The time used stays
    /// as it was used.
    ///
    /// ```
    /// use std::time::Duration;
    /// use jipu::chess::{ChessClock, TimeControl};
    /// use shakmaty::{ByColor, Color};
    /// let s = Duration::from_secs;
    /// let mut clock = ChessClock::new(&TimeControl::from_pgn("300+0").unwrap(), Duration::ZERO);
    /// clock.press(Color::White, s(0));
    /// clock.press(Color::Black, s(20)); // Black took 20 s
    /// clock.take_back(Color::Black, s(30), Some(ByColor { white: s(300), black: s(300) }));
    /// assert_eq!(clock.side_to_move(), Color::Black);
    /// assert_eq!(clock.remaining(Color::White, s(30)), s(300), "White's 10 s given back");
    /// assert_eq!(clock.remaining(Color::Black, s(40)), s(290), "Black's clock runs again from 5:00");
    /// ```
    pub fn take_back(&mut self, mover: Color, now: Duration, restore: Option<ByColor<Duration>>) {
        let paused = self.paused;
        if let Some(side) = self
            .running
            .map(|(c, _)| c)
            .or(paused.then_some(self.to_move))
        {
            // What the side whose turn it was spent meanwhile is banked first: its clock reads what it reads now.
            let spent = self.spent_now(now);
            *self.remaining.get_mut(side) = self.remaining(side, now);
            *self.used.get_mut(side) += spent;
        }
        let moves = self.moves.get_mut(mover);
        *moves = moves.saturating_sub(1);
        let moves = *moves;
        *self.stage.get_mut(mover) = self.stage_after(moves);
        if let Some(clocks) = restore {
            self.remaining = clocks;
        }
        self.spent_before_pause = Duration::ZERO;
        self.to_move = mover;
        self.running = (!paused).then_some((mover, now));
    }

    /// The stage a side plays in after `moves` moves.
    fn stage_after(&self, moves: u32) -> usize {
        let (mut stage, mut done) = (0, 0);
        while stage + 1 < self.stages.len() {
            match self.stages[stage].moves {
                Some(n) if moves >= done + n => {
                    done += n;
                    stage += 1;
                }
                _ => break,
            }
        }
        stage
    }

    /// The first stage's base time: what a side's clock reads before its first move.
    pub fn start_time(&self) -> Duration {
        self.stages[0].base
    }

    /// Runs `side`'s clock from `now` (a game taken back after its end goes on).
    pub fn run_for(&mut self, side: Color, now: Duration) {
        self.paused = false;
        self.spent_before_pause = Duration::ZERO;
        self.to_move = side;
        self.running = Some((side, now));
    }

    /// Stops both clocks (the game is over), keeping what was used.
    pub fn stop(&mut self, now: Duration) {
        if let Some((side, _)) = self.running {
            let spent = self.spent_now(now);
            *self.used.get_mut(side) += spent;
            let left = self.remaining.get(side).saturating_sub(self.charged(spent));
            *self.remaining.get_mut(side) = left;
            self.to_move = side;
        }
        self.running = None;
        self.paused = false;
        self.spent_before_pause = Duration::ZERO;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    /// A clock on the wall that only moves when the test says so.
    struct Fake(Cell<Duration>);

    impl TimeSource for Fake {
        fn now(&self) -> Duration {
            self.0.get()
        }
    }

    impl Fake {
        fn advance(&self, secs: u64) -> Duration {
            self.0.set(self.0.get() + Duration::from_secs(secs));
            self.0.get()
        }
    }

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    fn tc(pgn: &str) -> TimeControl {
        TimeControl::from_pgn(pgn).unwrap()
    }

    #[test]
    fn increment_is_added_after_each_move_and_the_first_move_starts_the_clock() {
        let t = Fake(Cell::new(Duration::ZERO));
        let mut c = ChessClock::new(&tc("300+3"), Duration::ZERO);
        t.advance(20); // White thinks before the clock runs: not counted.
        let first = c.press(Color::White, t.now());
        assert_eq!(
            first,
            MoveTime {
                clock: secs(303),
                spent: Duration::ZERO
            }
        );
        assert_eq!(c.side_to_move(), Color::Black);
        t.advance(10);
        assert_eq!(c.remaining(Color::Black, t.now()), secs(290));
        let m = c.press(Color::Black, t.now());
        assert_eq!(
            m,
            MoveTime {
                clock: secs(293),
                spent: secs(10)
            }
        );
        t.advance(7);
        assert_eq!(c.press(Color::White, t.now()).clock, secs(299));
        assert_eq!(c.used(Color::White, t.now()), secs(7));
        assert_eq!(c.used(Color::Black, t.now()), secs(10));
    }

    #[test]
    fn delay_is_free_time_each_move() {
        let t = Fake(Cell::new(Duration::ZERO));
        let mut c = ChessClock::new(&tc("60"), secs(5));
        c.press(Color::White, t.now());
        t.advance(4);
        assert_eq!(
            c.remaining(Color::Black, t.now()),
            secs(60),
            "inside the delay"
        );
        t.advance(4);
        assert_eq!(c.remaining(Color::Black, t.now()), secs(57));
        assert_eq!(c.press(Color::Black, t.now()).clock, secs(57));
    }

    #[test]
    fn multi_stage_controls_add_time_after_the_moves_of_a_stage() {
        let t = Fake(Cell::new(Duration::ZERO));
        let mut c = ChessClock::new(&tc("2/600:300+10"), Duration::ZERO);
        c.press(Color::White, t.now()); // move 1
        t.advance(30);
        c.press(Color::Black, t.now()); // Black's move 1: 570
        t.advance(40);
        c.press(Color::White, t.now()); // White's move 2 (stage done): 600-40+300
        assert_eq!(c.remaining(Color::White, t.now()), secs(860));
        t.advance(50);
        let m = c.press(Color::Black, t.now()); // Black's move 2: 570-50+300
        assert_eq!(m.clock, secs(820));
        t.advance(20);
        // Stage two has its increment.
        assert_eq!(c.press(Color::White, t.now()).clock, secs(850));
    }

    #[test]
    fn pause_stops_time_and_adjust_gives_two_minutes() {
        let t = Fake(Cell::new(Duration::ZERO));
        let mut c = ChessClock::new(&tc("600"), Duration::ZERO);
        c.press(Color::White, t.now());
        t.advance(10);
        c.pause(t.now());
        t.advance(1000);
        assert_eq!(c.remaining(Color::Black, t.now()), secs(590), "paused");
        c.resume(t.now());
        t.advance(10);
        assert_eq!(c.remaining(Color::Black, t.now()), secs(580));
        c.adjust(Color::Black, 120);
        assert_eq!(c.remaining(Color::Black, t.now()), secs(700));
        c.adjust(Color::White, -700);
        assert_eq!(c.remaining(Color::White, t.now()), Duration::ZERO);
    }

    #[test]
    fn a_flag_falls_when_the_time_is_out() {
        let t = Fake(Cell::new(Duration::ZERO));
        let mut c = ChessClock::new(&tc("60"), Duration::ZERO);
        c.press(Color::White, t.now());
        t.advance(59);
        assert_eq!(c.flag(t.now()), None);
        t.advance(1);
        assert_eq!(c.flag(t.now()), Some(Color::Black));
        // Even a busy machine that comes back late sees the true time.
        t.advance(3600);
        assert_eq!(c.remaining(Color::Black, t.now()), Duration::ZERO);
    }
}
