//! One position analysed as long as it is shown: the engine started and made ready, the position searched without
//! end (`go infinite`), its best lines kept as they deepen; another position asked for stops the search and starts
//! the next once the engine has ended the old one (its `bestmove`), so no line of one position is shown for another.
//!
//! Nothing here waits: [`Analyser::poll`] takes what the engine has written so far and moves on. An engine that
//! does not answer when an answer is due, or whose process ends, is [`Status::Failed`].

use std::path::Path;
use std::time::{Duration, Instant};

use shakmaty::{Chess, Move, Position};

use super::error::EngineError;
use super::eval::Eval;
use super::process::{EngineProcess, Output};
use super::uci::{FromEngine, Info, chess960_command, is_chess960, legal_line, position_command};

/// How long an engine may take to answer `uci`, `isready` or `stop` before it is said not to answer.
pub const ANSWER_WITHIN: Duration = Duration::from_secs(10);

/// How many of the engine's lines one [`Analyser::poll`] takes in at most.
const LINES_A_POLL: usize = 2000;

/// What the user chose for the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineOptions {
    pub threads: u32,
    /// The hash table, in MiB.
    pub hash_mb: u32,
    /// How many best lines are shown (UCI's MultiPV), 1 to 3.
    pub lines: u32,
}

impl Default for EngineOptions {
    fn default() -> Self {
        EngineOptions {
            threads: 1,
            hash_mb: 64,
            lines: 2,
        }
    }
}

impl EngineOptions {
    /// The `setoption` commands that set these options.
    pub fn commands(&self) -> [String; 3] {
        [
            format!("setoption name Threads value {}", self.threads.max(1)),
            format!("setoption name Hash value {}", self.hash_mb.max(1)),
            format!("setoption name MultiPV value {}", self.lines.clamp(1, 3)),
        ]
    }
}

/// One of the best lines: its evaluation (White's view), the depth searched, its moves from the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub eval: Eval,
    pub depth: u32,
    pub moves: Vec<Move>,
}

impl Line {
    /// The line of an `info` of a search of `pos`, if it has a score (not only a bound) and moves.
    pub fn of_info(info: &Info, pos: &Chess) -> Option<Line> {
        let score = info.score.filter(|_| !info.bound)?;
        let moves = legal_line(pos, &info.pv);
        (!moves.is_empty()).then(|| Line {
            eval: Eval::from_engine(score, pos.turn()),
            depth: info.depth.unwrap_or(0),
            moves,
        })
    }
}

/// A position to analyse: the game's start and the moves to it (sent as UCI sends them), and the position itself.
#[derive(Clone, Debug, PartialEq)]
struct Job {
    start: Chess,
    moves: Vec<Move>,
    position: Chess,
}

#[derive(Debug)]
enum Phase {
    /// `uci` sent; `uciok` awaited.
    Starting {
        since: Instant,
    },
    /// The options sent, then `isready`; `readyok` awaited.
    Preparing {
        since: Instant,
    },
    /// No search running.
    Idle,
    /// Searching the current position until told to stop.
    Searching,
    /// `stop` sent: the `bestmove` ending the old search is awaited.
    Stopping {
        since: Instant,
    },
    Failed(EngineError),
}

/// What the engine is doing, for the window to say.
#[derive(Clone, Copy, Debug)]
pub enum Status<'a> {
    /// Started, not ready yet.
    Starting,
    /// Searching the position asked for (or about to).
    Thinking,
    /// The search of the position asked for has ended (the engine stopped by itself), or nothing is asked.
    Idle,
    Failed(&'a EngineError),
}

/// See the module documentation.
#[derive(Debug)]
pub struct Analyser {
    process: EngineProcess,
    name: String,
    phase: Phase,
    options: EngineOptions,
    /// The options the engine has; `None` before they were first sent.
    options_sent: Option<EngineOptions>,
    wanted: Option<Job>,
    current: Option<Job>,
    /// The best lines of the current position, by their number (MultiPV) from 1.
    lines: Vec<Line>,
    /// Whether the engine was told the game is Chess960.
    chess960: bool,
}

impl Analyser {
    /// Starts the engine at `path` and asks it whether it speaks UCI.
    pub fn start(
        path: &Path,
        options: EngineOptions,
        now: Instant,
    ) -> Result<Analyser, EngineError> {
        let process = EngineProcess::start(path)?;
        process.send("uci");
        Ok(Analyser {
            name: process.file_name(),
            process,
            phase: Phase::Starting { since: now },
            options,
            options_sent: None,
            wanted: None,
            current: None,
            lines: Vec::new(),
            chess960: false,
        })
    }

    /// Asks for the position after `moves` from `start` (the one being searched is stopped first).
    pub fn analyse(&mut self, start: &Chess, moves: &[Move]) {
        let mut position = start.clone();
        for &m in moves {
            position.play_unchecked(m);
        }
        let job = Job {
            start: start.clone(),
            moves: moves.to_vec(),
            position,
        };
        if self.wanted.as_ref() != Some(&job) {
            self.wanted = Some(job);
        }
    }

    /// Asks for nothing: a search running is stopped.
    pub fn pause(&mut self) {
        self.wanted = None;
    }

    pub fn set_options(&mut self, options: EngineOptions) {
        self.options = options;
    }

    pub fn options(&self) -> EngineOptions {
        self.options
    }

    /// Takes in what the engine wrote since the last call and does what follows from it; `now` is the time, for the
    /// engine that does not answer.
    pub fn poll(&mut self, now: Instant) {
        // At most so many lines a call: a program that floods its output cannot hold the window.
        for _ in 0..LINES_A_POLL {
            let Some(output) = self.process.try_output() else {
                break;
            };
            if matches!(self.phase, Phase::Failed(_)) {
                return;
            }
            match output {
                Output::Closed => {
                    self.phase = Phase::Failed(EngineError::Stopped {
                        name: self.name.clone(),
                        last_words: self.process.last_words(),
                    });
                    return;
                }
                Output::Line(line) => self.heard(FromEngine::read(&line), now),
            }
        }
        let since = match self.phase {
            Phase::Starting { since } | Phase::Preparing { since } | Phase::Stopping { since } => {
                Some(since)
            }
            _ => None,
        };
        if since.is_some_and(|since| now.saturating_duration_since(since) > ANSWER_WITHIN) {
            self.phase = Phase::Failed(EngineError::NotAnswering {
                name: self.name.clone(),
            });
            return;
        }
        self.next_step(now);
    }

    fn heard(&mut self, said: FromEngine, now: Instant) {
        match (said, &self.phase) {
            (FromEngine::Name(name), _) if !name.is_empty() => self.name = name,
            (FromEngine::UciOk, Phase::Starting { .. }) => self.send_options(now),
            (FromEngine::ReadyOk, Phase::Preparing { .. }) => self.phase = Phase::Idle,
            (FromEngine::Info(info), Phase::Searching) => {
                let Some(job) = &self.current else {
                    return;
                };
                let Some(line) = Line::of_info(&info, &job.position) else {
                    return;
                };
                let index = info.multipv.unwrap_or(1).max(1) as usize - 1;
                if index >= self.options.lines.clamp(1, 3) as usize {
                    return;
                }
                if index < self.lines.len() {
                    self.lines[index] = line;
                } else if index == self.lines.len() {
                    self.lines.push(line);
                }
            }
            // The search ended by itself (it may, in a position with a forced end): its lines stay.
            (FromEngine::BestMove(_), Phase::Searching) => self.phase = Phase::Idle,
            // The search ended as asked: the next one starts afresh.
            (FromEngine::BestMove(_), Phase::Stopping { .. }) => {
                self.phase = Phase::Idle;
                self.current = None;
                self.lines.clear();
            }
            _ => {}
        }
    }

    fn send_options(&mut self, now: Instant) {
        for command in self.options.commands() {
            self.process.send(&command);
        }
        self.process.send("isready");
        self.options_sent = Some(self.options);
        self.phase = Phase::Preparing { since: now };
    }

    /// With the engine ready: stop a search that is no longer wanted, set changed options, start the search asked.
    fn next_step(&mut self, now: Instant) {
        let options_changed = self.options_sent != Some(self.options);
        match self.phase {
            Phase::Searching if options_changed || self.wanted != self.current => {
                self.process.send("stop");
                self.phase = Phase::Stopping { since: now };
            }
            Phase::Idle if options_changed => self.send_options(now),
            Phase::Idle if self.wanted != self.current => {
                self.lines.clear();
                self.current = self.wanted.clone();
                let Some(job) = &self.current else {
                    return;
                };
                // A position without moves is for the rules to judge, not the engine.
                if job.position.legal_moves().is_empty() {
                    return;
                }
                let chess960 = is_chess960(&job.start);
                if chess960 != self.chess960 {
                    self.process.send(&chess960_command(chess960));
                    self.chess960 = chess960;
                }
                self.process.send(&position_command(&job.start, &job.moves));
                self.process.send("go infinite");
                self.phase = Phase::Searching;
            }
            _ => {}
        }
    }

    pub fn status(&self) -> Status<'_> {
        match &self.phase {
            Phase::Failed(e) => Status::Failed(e),
            Phase::Starting { .. } | Phase::Preparing { .. } if self.options_sent.is_none() => {
                Status::Starting
            }
            Phase::Idle if self.wanted == self.current => Status::Idle,
            _ if self.wanted.is_none() => Status::Idle,
            _ => Status::Thinking,
        }
    }

    /// The best lines of the position asked for, best first (none while another position's search ends).
    pub fn lines(&self) -> &[Line] {
        if self.wanted.is_some() && self.wanted == self.current {
            &self.lines
        } else {
            &[]
        }
    }

    /// The best lines when they are of `pos` (the window's position may have moved on since it last asked).
    pub fn lines_of(&self, pos: &Chess) -> &[Line] {
        match &self.current {
            Some(job) if job.position == *pos => self.lines(),
            _ => &[],
        }
    }

    /// The depth reached in the position asked for.
    pub fn depth(&self) -> Option<u32> {
        self.lines().first().map(|l| l.depth)
    }

    /// The engine's name, as it gives it (`Stockfish 15.1`), else its file's.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The process's id.
    pub fn pid(&self) -> u32 {
        self.process.id()
    }
}
