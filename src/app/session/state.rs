//! Everything the window shows, as parts that each own one concern: the [`Document`] (the game and its file), the
//! [`BoardView`] (selection, promotion), [`Play`] (clock, confirmations), the [`Dialogs`], the [`Settings`] (language,
//! notations, orientation), the move box and the message line, the jobs on other threads, and what the window keeps
//! between frames. The only `impl` of the program's state is in this folder (`session/`), one file a concern. No
//! egui here, and no field is public: the panels read through the methods below and answer with commands, which
//! [`AppState::apply`] carries out (see `apply.rs`).

use shakmaty::{Chess, Color, Position};

use crate::app::message::Message;
use crate::app::model::board_view::BoardView;
use crate::app::model::dialogs::Dialogs;
use crate::app::model::document::Document;
pub use crate::app::model::entry::Entry;
use crate::app::model::play::{Play, Time};
use crate::app::model::settings::{MoveListMode, Settings};
use crate::app::work::analysis::Analysis;
use crate::app::work::autosave::{Autosave, Kept, Waiting};
use crate::chess::{Game, NodeId};
use crate::i18n::{Key, Lang};
use crate::sheet::SheetOptions;

/// See the module documentation.
#[derive(Debug)]
pub struct AppState {
    pub(in crate::app) doc: Document,
    pub(in crate::app) board: BoardView,
    pub(in crate::app) play: Play,
    pub(in crate::app) dialogs: Dialogs,
    pub(in crate::app) settings: Settings,
    pub(in crate::app) entry: Entry,
    pub(in crate::app) message: Option<Message>,
    /// Where the unsaved game is kept for this window (none in tests that do not ask for it).
    pub(in crate::app) autosave: Option<Autosave>,
    /// The engine: its panel, its analysis of the board's position, the whole game's.
    pub(in crate::app) analysis: Analysis,
    /// A picture of a printed game shown beside the board, being read or read.
    pub(in crate::app) picture: Option<crate::app::work::picture_reading::PictureView>,
    /// What the window keeps between frames: whether it may close, its title, the system's chooser.
    pub(in crate::app) window: crate::app::model::window::Window,
    /// The game being saved on another thread (into a large file).
    pub(in crate::app) saving: Option<crate::app::model::saving::Saving>,
    /// The photos of a round's sheets being read, back to their boards.
    pub(in crate::app) round_photos: Option<crate::app::work::round_photos::RoundPhotoReading>,
}

impl Default for AppState {
    fn default() -> Self {
        AppState::new(Lang::from_env())
    }
}

impl AppState {
    /// A window in `lang` with an empty game and the settings of a first start.
    pub fn new(lang: Lang) -> AppState {
        AppState::with_settings(Settings::new(lang))
    }

    /// A window with the settings kept from last time, showing a new game dated today (as New makes it).
    pub fn with_settings(settings: Settings) -> AppState {
        AppState {
            doc: Document::new(crate::app::model::today::new_game(), None),
            board: BoardView::default(),
            play: Play::default(),
            dialogs: Dialogs::default(),
            settings,
            entry: Entry::default(),
            message: None,
            autosave: None,
            analysis: Analysis::default(),
            picture: None,
            window: Default::default(),
            saving: None,
            round_photos: None,
        }
    }

    /// Keeps this window's unsaved game in `autosave`, and offers the games of windows that are gone.
    pub fn with_autosave(mut self, autosave: Autosave, waiting: Vec<Waiting>) -> AppState {
        self.autosave = Some(autosave);
        self.dialogs.waiting = waiting;
        self
    }

    /// Looks for Stockfish in `search` rather than this system's folders (tests: a machine without it, or a fake).
    pub fn with_engine_search(mut self, search: crate::engine::EngineSearch) -> AppState {
        self.analysis = Analysis::with_search(search);
        self
    }

    /// The engine's panel, its analysis and the whole game's.
    pub fn analysis(&self) -> &Analysis {
        &self.analysis
    }

    /// The clock reads its time from `time` (tests give a clock they move by hand).
    pub fn with_time(mut self, time: Time) -> AppState {
        self.play = Play::with_time(time);
        self
    }

    /// A window showing `game` (for tests and benchmarks; a person opens or types a game).
    pub fn with_game(mut self, game: Game) -> AppState {
        self.doc = Document::new(game, None);
        self
    }

    pub fn document(&self) -> &Document {
        &self.doc
    }

    pub fn game(&self) -> &Game {
        self.doc.game()
    }

    pub fn cursor(&self) -> NodeId {
        self.doc.cursor()
    }

    /// The position on the board.
    pub fn position(&self) -> &Chess {
        self.doc.position()
    }

    /// The side to move on the board.
    pub fn turn(&self) -> Color {
        self.doc.position().turn()
    }

    pub fn board(&self) -> &BoardView {
        &self.board
    }

    pub fn play(&self) -> &Play {
        &self.play
    }

    pub fn dialogs(&self) -> &Dialogs {
        &self.dialogs
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn lang(&self) -> Lang {
        self.settings.lang()
    }

    pub fn list_mode(&self) -> MoveListMode {
        self.settings.list_mode()
    }

    pub fn flipped(&self) -> bool {
        self.settings.flipped()
    }

    pub fn entry(&self) -> &Entry {
        &self.entry
    }

    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }

    /// The message in the interface's language.
    pub fn message_text(&self) -> Option<String> {
        self.message.as_ref().map(|m| m.text(self.lang()))
    }

    /// After every frame: the unsaved game to disk (see `work/autosave.rs`); when to come back if the check was put off.
    pub fn autosave_tick(&mut self) -> Option<std::time::Duration> {
        self.autosave.as_mut()?.tick(kept(&self.doc).as_ref())
    }

    /// The file of the game shown, or of the list of games shown.
    pub fn shown_file(&self) -> Option<&std::sync::Arc<crate::app::work::game_file::GameFile>> {
        match &self.dialogs.game_list {
            Some(list) => Some(list.file()),
            None => self.doc.source().map(|s| &s.file),
        }
    }

    /// Whether a file, a pasted text or a picture is being read on another thread (the window then looks again each
    /// frame).
    pub fn reading_a_file(&self) -> bool {
        self.dialogs.opening.is_some()
            || self.reading_a_picture()
            || self.round_photos.is_some()
            || self.dialogs.paste.is_reading()
            || self
                .dialogs
                .game_list
                .as_ref()
                .is_some_and(|l| l.file().is_scanning() || !l.caught_up())
    }

    pub fn is_dirty(&self) -> bool {
        self.doc.is_dirty()
    }

    /// The sheet's options: the notation and paper chosen (the notation follows the interface until one is chosen).
    pub fn sheet_options(&self) -> SheetOptions {
        SheetOptions {
            paper: self.settings.paper(),
            style: self.settings.sheet_style(),
            corrections: self.settings.sheet_corrections(),
        }
    }

    /// The window title: the players, else the name of the game's file, else "New game"; and a mark when there are
    /// unsaved changes.
    pub fn window_title(&self) -> String {
        let lang = self.lang();
        let file = || {
            let path = self.doc.source()?.path();
            Some(path.file_name()?.to_string_lossy().into_owned())
        };
        let players = self
            .game()
            .tags
            .players()
            .or_else(file)
            .unwrap_or_else(|| lang.text(Key::Untitled).to_string());
        let mark = if self.is_dirty() { " •" } else { "" };
        format!("{players}{mark} — {}", lang.text(Key::AppTitle))
    }
}

/// The game as autosave keeps it, when it has changes no file holds.
pub(super) fn kept(doc: &Document) -> Option<Kept<'_>> {
    doc.is_dirty().then(|| Kept {
        game: doc.game(),
        source: doc.source().map(|s| (s.path(), s.index)),
        typed: doc
            .refused()
            .iter()
            .map(|(field, _)| (*field, doc.details().get(*field)))
            .collect(),
    })
}
