//! The engine's verbs on the session: the panel opened and closed, an engine chosen, the whole game analysed, and
//! what the analysis gives written into the game (the engine itself is `work/analysis.rs`).

use shakmaty::Move;

use super::state::AppState;
use crate::app::message::Message;
use crate::i18n::Key;

impl AppState {
    /// Opens the panel (the engine starts) or closes it (the engine stops, and a whole game's run with it).
    pub(in crate::app) fn toggle_engine(&mut self) {
        if self.analysis.is_open() {
            self.analysis.close();
        } else {
            self.start_engine();
        }
    }

    /// Starts the engine chosen, or the Stockfish found (the one running is stopped first).
    pub(in crate::app) fn start_engine(&mut self) {
        self.analysis
            .start(self.settings.engine_path(), self.settings.engine_options());
        self.poll_engine();
    }

    /// An engine chosen with the file chooser: remembered, and started.
    pub(in crate::app) fn engine_chosen(&mut self, path: std::path::PathBuf) {
        let shown = path.display().to_string();
        self.settings.set_engine_path(Some(path));
        self.say(Message::info(Key::EngineChosen, &[&shown]));
        self.start_engine();
    }

    /// The engine's options changed: kept, and given to the engine (it restarts its search).
    pub(in crate::app) fn set_engine_options(&mut self, options: crate::engine::EngineOptions) {
        self.settings.set_engine_options(options);
        self.analysis.set_options(self.settings.engine_options());
    }

    /// Each frame while the panel is open or the game is analysed: the engine told which position the board shows.
    pub(in crate::app) fn poll_engine(&mut self) {
        let (start, moves) = crate::engine::position_for_engine(self.game(), self.cursor());
        self.analysis.poll(&start, &moves);
    }

    /// "Analyse the game": every position of the main line, on a thread, by an engine of its own.
    pub(in crate::app) fn analyse_game(&mut self) {
        if self.analysis.is_running() {
            return;
        }
        // Asked from the menu with the panel closed: the panel opens, to show the progress.
        if !self.analysis.is_open() {
            self.toggle_engine();
        }
        let start = self.game().start().clone();
        let moves = crate::engine::analysable_moves(self.game());
        self.analysis.run_game(
            self.settings.engine_path(),
            self.settings.engine_options(),
            start,
            moves,
            self.settings.per_position().limit(),
        );
    }

    pub(in crate::app) fn cancel_game_analysis(&mut self) {
        self.analysis.cancel_run();
    }

    /// The report written into the game: evaluations, marks, best lines. One undo step.
    pub(in crate::app) fn write_analysis(&mut self) {
        let moves = crate::engine::analysable_moves(self.game());
        let Some(report) = self
            .analysis
            .report_for(self.game().start(), &moves)
            .cloned()
        else {
            return;
        };
        self.doc.write_analysis(report.analysis(), report.marks());
    }

    /// The game's opening (the last named position of its main line) into its `ECO` and `Opening` tags.
    pub(in crate::app) fn fill_opening(&mut self) {
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
    pub(in crate::app) fn play_line(&mut self, moves: &[Move]) {
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
