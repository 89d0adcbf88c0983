//! The engine in the window: whether its panel is open, the engine analysing the board's position while it is, the
//! whole game's run, and what the run found (kept while the game's main line is the one it analysed). Nothing here
//! waits on an engine: [`Analysis::poll`] runs each frame the panel is open and takes what has come.

use std::time::Instant;

use shakmaty::{Chess, Move};

use crate::engine::{
    Analyser, EngineError, EngineOptions, EngineSearch, GameAnalysis, GameRun, MarkedMove, Status,
};

/// What the whole game's analysis found, for the main line it analysed.
#[derive(Clone, Debug)]
pub struct Report {
    start: Chess,
    moves: Vec<Move>,
    analysis: GameAnalysis,
    marks: Vec<MarkedMove>,
    /// Every position was evaluated (not cancelled or cut short).
    complete: bool,
}

impl Report {
    pub fn analysis(&self) -> &GameAnalysis {
        &self.analysis
    }

    pub fn marks(&self) -> &[MarkedMove] {
        &self.marks
    }

    pub fn is_complete(&self) -> bool {
        self.complete
    }

    /// How many inaccuracies, mistakes and blunders.
    pub fn counts(&self) -> [usize; 3] {
        use crate::engine::Mark;
        [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder]
            .map(|k| self.marks.iter().filter(|m| m.mark == k).count())
    }

    fn of(start: &Chess, moves: &[Move], analysis: GameAnalysis) -> Report {
        let marks = analysis.marks(start, moves);
        Report {
            complete: analysis.positions.len() == moves.len() + 1,
            start: start.clone(),
            moves: moves.to_vec(),
            analysis,
            marks,
        }
    }
}

/// The whole game's analysis while it runs.
#[derive(Debug)]
struct Running {
    run: GameRun,
    start: Chess,
    moves: Vec<Move>,
}

/// See the module documentation.
#[derive(Debug, Default)]
pub struct Analysis {
    open: bool,
    search: EngineSearch,
    live: Option<Analyser>,
    /// Why no engine runs, when the panel is open and none does.
    problem: Option<EngineError>,
    running: Option<Running>,
    report: Option<Report>,
    /// Why the last whole game's analysis ended before its end (its engine stopped, or did not answer).
    run_problem: Option<EngineError>,
}

impl Analysis {
    /// The Stockfish found on this computer, where there is one.
    pub fn found_stockfish(&self) -> Option<std::path::PathBuf> {
        self.search.stockfish()
    }

    /// Looks for Stockfish in `search` instead of this system's folders (tests: a machine without it).
    pub fn with_search(search: EngineSearch) -> Analysis {
        Analysis {
            search,
            ..Analysis::default()
        }
    }

    /// Whether the panel is open.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// The engine analysing the board's position.
    pub fn live(&self) -> Option<&Analyser> {
        self.live.as_ref()
    }

    /// Why no engine runs.
    pub fn problem(&self) -> Option<&EngineError> {
        self.problem.as_ref()
    }

    /// Why the last whole game's analysis was cut short.
    pub fn run_problem(&self) -> Option<&EngineError> {
        self.run_problem.as_ref()
    }

    /// The whole game's progress while it runs: positions done, positions in all.
    pub fn progress(&self) -> Option<(usize, usize)> {
        self.running.as_ref().map(|r| r.run.progress())
    }

    /// The report of the whole game's analysis, when it is of `start` and `moves` (the game's main line now).
    pub fn report_for(&self, start: &Chess, moves: &[Move]) -> Option<&Report> {
        self.report
            .as_ref()
            .filter(|r| r.start == *start && r.moves == moves)
    }

    /// Whether the window should look again soon: an engine is at work.
    pub fn is_busy(&self) -> bool {
        self.running.is_some()
            || self
                .live
                .as_ref()
                .is_some_and(|a| !matches!(a.status(), Status::Failed(_) | Status::Idle))
    }

    /// Opens the panel, if closed, and starts the engine chosen, or the Stockfish found (the one running is stopped
    /// first).
    pub fn start(&mut self, chosen: Option<&std::path::Path>, options: EngineOptions) {
        self.open = true;
        self.live = None;
        self.problem = None;
        let started = self
            .search
            .engine(chosen)
            .and_then(|path| Analyser::start(&path, options, Instant::now()));
        match started {
            Ok(analyser) => self.live = Some(analyser),
            Err(e) => self.problem = Some(e),
        }
    }

    /// Closes the panel: the engine stops, and a whole game's run with it.
    pub fn close(&mut self) {
        self.open = false;
        self.live = None;
        self.problem = None;
        if let Some(running) = self.running.take() {
            running.run.cancel();
        }
    }

    /// New options given to the engine (it restarts its search).
    pub fn set_options(&mut self, options: EngineOptions) {
        if let Some(live) = &mut self.live {
            live.set_options(options);
        }
    }

    /// Each frame while the panel is open or the game is analysed: the engine told which position the board shows
    /// (`start` and the `moves` played from it), what it wrote taken in, the whole game's progress looked at.
    pub fn poll(&mut self, start: &Chess, moves: &[Move]) {
        self.poll_game_run();
        let now = Instant::now();
        let running = self.running.is_some();
        if let Some(live) = &mut self.live {
            if running {
                // The whole game's engine has the machine meanwhile.
                live.pause();
            } else {
                live.analyse(start, moves);
            }
            live.poll(now);
        }
    }

    /// Whether a whole game's run is going on.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// Starts analysing every position of `moves` from `start` on a thread, by an engine of its own (the engine
    /// chosen, or the Stockfish found): false, with the problem kept, when there is none.
    pub fn run_game(
        &mut self,
        chosen: Option<&std::path::Path>,
        options: EngineOptions,
        start: Chess,
        moves: Vec<Move>,
        limit: crate::engine::Limit,
    ) -> bool {
        let path = match self.search.engine(chosen) {
            Ok(path) => path,
            Err(e) => {
                self.problem = Some(e);
                return false;
            }
        };
        self.run_problem = None;
        let run = GameRun::start(path, options, start.clone(), moves.clone(), limit);
        self.report = None;
        self.running = Some(Running { run, start, moves });
        true
    }

    /// Stops the whole game's run (what it evaluated stays).
    pub fn cancel_run(&self) {
        if let Some(running) = &self.running {
            running.run.cancel();
        }
    }

    /// The whole game's run: what it evaluated so far becomes the report (the graph fills as it goes); once it has
    /// ended, a failure is kept.
    fn poll_game_run(&mut self) {
        let Some(running) = &self.running else {
            return;
        };
        let analysis = running.run.analysis();
        let outcome = running.run.outcome();
        let report = Report::of(&running.start, &running.moves, analysis);
        self.report = Some(report);
        if let Some(outcome) = outcome {
            self.running = None;
            if let Err(e) = outcome {
                self.run_problem = Some(e);
            }
        }
    }
}
