//! The engine in the window: whether its panel is open, the engine analysing the board's position while it is, the
//! whole game's run, and what the run found (kept while the game's main line is the one it analysed). Nothing here
//! waits on an engine: [`AppState::poll_engine`] runs each frame the panel is open and takes what has come.

use std::time::Instant;

use shakmaty::{Chess, Move};

use super::message::Message;
use super::state::AppState;
use crate::engine::{
    Analyser, EngineError, EngineSearch, GameAnalysis, GameRun, MarkedMove, Status,
};
use crate::i18n::Key;

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
}

impl AppState {
    /// Opens the panel (the engine starts) or closes it (the engine stops, and a whole game's run with it).
    pub(super) fn toggle_engine(&mut self) {
        if self.analysis.open {
            self.analysis.open = false;
            self.analysis.live = None;
            self.analysis.problem = None;
            if let Some(running) = self.analysis.running.take() {
                running.run.cancel();
            }
        } else {
            self.analysis.open = true;
            self.start_engine();
        }
    }

    /// Starts the engine chosen, or the Stockfish found (the one running is stopped first).
    pub(super) fn start_engine(&mut self) {
        self.analysis.live = None;
        self.analysis.problem = None;
        let started = self
            .analysis
            .search
            .engine(self.settings.engine_path())
            .and_then(|path| {
                Analyser::start(&path, self.settings.engine_options(), Instant::now())
            });
        match started {
            Ok(analyser) => self.analysis.live = Some(analyser),
            Err(e) => self.analysis.problem = Some(e),
        }
        self.poll_engine();
    }

    /// An engine chosen with the file chooser: remembered, and started.
    pub(super) fn engine_chosen(&mut self, path: std::path::PathBuf) {
        let shown = path.display().to_string();
        self.settings.set_engine_path(Some(path));
        self.say(Message::info(Key::EngineChosen, &[&shown]));
        self.analysis.open = true;
        self.start_engine();
    }

    /// The engine's options changed: kept, and given to the engine (it restarts its search).
    pub(super) fn set_engine_options(&mut self, options: crate::engine::EngineOptions) {
        self.settings.set_engine_options(options);
        let options = self.settings.engine_options();
        if let Some(live) = &mut self.analysis.live {
            live.set_options(options);
        }
    }

    /// Each frame while the panel is open or the game is analysed: the engine told which position the board shows,
    /// what it wrote taken in, the whole game's progress looked at.
    pub(super) fn poll_engine(&mut self) {
        self.poll_game_run();
        let now = Instant::now();
        let running = self.analysis.running.is_some();
        let (start, moves) = crate::engine::position_for_engine(self.game(), self.cursor());
        if let Some(live) = &mut self.analysis.live {
            if running {
                // The whole game's engine has the machine meanwhile.
                live.pause();
            } else {
                live.analyse(&start, &moves);
            }
            live.poll(now);
        }
    }

    /// "Analyse the game": every position of the main line, on a thread, by an engine of its own.
    pub(super) fn analyse_game(&mut self) {
        if self.analysis.running.is_some() {
            return;
        }
        // Asked from the menu with the panel closed: the panel opens, to show the progress.
        if !self.analysis.open {
            self.toggle_engine();
        }
        let path = match self.analysis.search.engine(self.settings.engine_path()) {
            Ok(path) => path,
            Err(e) => {
                self.analysis.problem = Some(e);
                return;
            }
        };
        self.analysis.run_problem = None;
        let start = self.game().start().clone();
        let moves = crate::engine::analysable_moves(self.game());
        let run = GameRun::start(
            path,
            self.settings.engine_options(),
            start.clone(),
            moves.clone(),
            self.settings.per_position().limit(),
        );
        self.analysis.report = None;
        self.analysis.running = Some(Running { run, start, moves });
    }

    pub(super) fn cancel_game_analysis(&mut self) {
        if let Some(running) = &self.analysis.running {
            running.run.cancel();
        }
    }

    /// The whole game's run: what it evaluated so far becomes the report (the graph fills as it goes); once it has
    /// ended, a failure is said.
    fn poll_game_run(&mut self) {
        let Some(running) = &self.analysis.running else {
            return;
        };
        let analysis = running.run.analysis();
        let outcome = running.run.outcome();
        let report = Report::of(&running.start, &running.moves, analysis);
        self.analysis.report = Some(report);
        if let Some(outcome) = outcome {
            self.analysis.running = None;
            if let Err(e) = outcome {
                self.analysis.run_problem = Some(e);
            }
        }
    }

    /// The report written into the game: evaluations, marks, best lines. One undo step.
    pub(super) fn write_analysis(&mut self) {
        let moves = crate::engine::analysable_moves(self.game());
        let Some(report) = self
            .analysis
            .report_for(self.game().start(), &moves)
            .cloned()
        else {
            return;
        };
        self.doc.write_analysis(&report.analysis, &report.marks);
    }

    /// The game's opening (the last named position of its main line) into its `ECO` and `Opening` tags.
    pub(super) fn fill_opening(&mut self) {
        let end = self.game().tree.mainline_end();
        if let Some(opening) = crate::opening::opening_of_game(self.game(), end) {
            self.doc.set_named_tags(&[
                ("ECO", opening.eco().to_string()),
                ("Opening", opening.name(crate::i18n::Lang::En).to_string()),
            ]);
        }
    }

    /// Moves of an engine's line played from the board's position, as moves played on the board are: away from the
    /// end of the main line they are a variation. One undo step.
    pub(super) fn play_line(&mut self, moves: &[Move]) {
        for &m in moves {
            let before = self.cursor();
            self.play_move(m, Vec::new());
            if self.cursor() == before {
                // Not played (a question about a finished game came first): the rest is not either.
                break;
            }
        }
    }
}
