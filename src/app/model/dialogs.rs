//! The small windows and questions, as data: paste a game, a note on a move, a FEN, the games of a file, and the
//! questions asked before something is lost (closing, replacing an unsaved game, a move after the game ended).
//! The panels draw them from here and answer with commands; nothing here draws.

use std::sync::Arc;

use pgn_reader::Nag;
use shakmaty::Move;

use super::document::Source;
use crate::app::message::Message;
use crate::app::work::background::Background;
use crate::chess::{Game, NodeId};
use crate::notation::{ImportError, Imported, Stop};

/// The paste-a-paper-game dialog.
#[derive(Clone, Debug, Default)]
pub struct PasteDialog {
    open: bool,
    /// The text as the user typed or pasted it; kept when the dialog is closed.
    text: String,
    stop: Option<Box<Stop>>,
    correction: String,
    /// A problem that is not at a move (a bad start position).
    error: Option<Message>,
    /// The game of a file being repaired here: once read whole, it is that game again, saved back into its file.
    source: Option<Source>,
    /// The text being read on another thread (a megabyte of text must not hold the window), and where the answer
    /// goes: the dialog, or the board (a text pasted with Ctrl+V).
    reading: Option<(Background<Result<Imported, ImportError>>, PasteFrom)>,
    /// Where reading first stopped at the move being repaired, and what the sheet had there (`None` for a move the
    /// sheet wrote that fits several: nothing was wrong on the sheet). Kept while corrections typed there stop
    /// again, so that the record names the sheet's text, not a mistyped correction.
    sheet_had: Option<(StopPlace, Option<Option<String>>)>,
}

/// A place in a text where reading stopped: the move number, the side and how far the game was read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct StopPlace {
    move_number: u32,
    side: shakmaty::Color,
    nodes: usize,
}

/// Where a text being read was pasted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PasteFrom {
    /// The paste dialog: a stop or a text with no game is shown there.
    Dialog,
    /// Ctrl+V where no text is edited: a game replaces the board's; anything else opens the dialog.
    Board,
}

impl PasteDialog {
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// Whether a text is being read.
    pub fn is_reading(&self) -> bool {
        self.reading.is_some()
    }

    /// Reads on another thread what `read` reads; the answer is taken by [`PasteDialog::answer`].
    pub(in crate::app) fn read(
        &mut self,
        from: PasteFrom,
        read: impl FnOnce() -> Result<Imported, ImportError> + Send + 'static,
    ) {
        self.error = None;
        self.reading = Some((Background::start(read), from));
    }

    /// The answer of the reading started, once it is there.
    pub(in crate::app) fn answer(&mut self) -> Option<(Result<Imported, ImportError>, PasteFrom)> {
        let (job, from) = self.reading.as_ref()?;
        let answer = job.take()?;
        let from = *from;
        self.reading = None;
        Some((answer, from))
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// Where the import stopped, when it did.
    pub fn stop(&self) -> Option<&Stop> {
        self.stop.as_deref()
    }

    /// A correction typed for the stopped move.
    pub fn correction(&self) -> &str {
        &self.correction
    }

    pub fn error(&self) -> Option<&Message> {
        self.error.as_ref()
    }

    pub(in crate::app) fn show(&mut self, open: bool) {
        self.open = open;
    }

    pub(in crate::app) fn set_text(&mut self, text: String) {
        self.text = text;
    }

    pub(in crate::app) fn set_correction(&mut self, text: String) {
        self.correction = text;
    }

    pub(in crate::app) fn stopped(&mut self, stop: Box<Stop>) {
        let place = StopPlace {
            move_number: stop.move_number,
            side: stop.side,
            nodes: stop.game().tree.size(),
        };
        if self.sheet_had.as_ref().is_none_or(|(p, _)| *p != place) {
            let had = match &stop.problem {
                crate::notation::Problem::NoMatch(_) => Some(Some(stop.written.clone())),
                crate::notation::Problem::Missing => Some(None),
                crate::notation::Problem::Ambiguous(_) => None,
            };
            self.sheet_had = Some((place, had));
        }
        self.correction = stop.written.clone();
        self.stop = Some(stop);
        self.error = None;
    }

    /// The comment that records the repair of the move where reading stopped, in `lang`: what the sheet had
    /// written there, or that it had nothing. `None` when the sheet's text fitted (a choice between moves).
    pub fn sheet_note(&self, lang: crate::i18n::Lang) -> Option<String> {
        let (_, had) = self.sheet_had.as_ref()?;
        let had = had.as_ref()?;
        Some(crate::sheet::correction_note(lang, had.as_deref()))
    }

    pub(in crate::app) fn take_stop(&mut self) -> Option<Box<Stop>> {
        self.stop.take()
    }

    pub(in crate::app) fn failed(&mut self, error: Message) {
        self.error = Some(error);
        self.stop = None;
    }

    /// The game of a file that stopped at a move: repaired here, it keeps its place in the file.
    pub(in crate::app) fn set_source(&mut self, source: Option<Source>) {
        self.source = source;
    }

    pub(in crate::app) fn take_source(&mut self) -> Option<Source> {
        self.source.take()
    }

    /// Which game of which file is being repaired, if any.
    pub fn source(&self) -> Option<&Source> {
        self.source.as_ref()
    }

    pub(in crate::app) fn clear_problem(&mut self) {
        self.error = None;
        self.stop = None;
        self.sheet_had = None;
    }
}

/// What is being written about a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoteKind {
    Comment,
    /// The time left on the clock after the move, as written on a paper sheet (`1:25`, or minutes).
    Clock,
}

/// A note of a move being edited.
#[derive(Clone, Debug)]
pub struct NoteEdit {
    id: NodeId,
    kind: NoteKind,
    text: String,
    error: Option<Message>,
}

impl NoteEdit {
    pub(in crate::app) fn new(id: NodeId, kind: NoteKind, text: String) -> NoteEdit {
        NoteEdit {
            id,
            kind,
            text,
            error: None,
        }
    }

    pub fn id(&self) -> NodeId {
        self.id
    }

    pub fn kind(&self) -> NoteKind {
        self.kind
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    pub fn error(&self) -> Option<&Message> {
        self.error.as_ref()
    }
}

/// The FEN dialog: the text typed, and why it is not a position (said in the dialog, next to the field).
#[derive(Clone, Debug, Default)]
pub struct FenDialog {
    text: String,
    error: Option<Message>,
}

impl FenDialog {
    pub fn text(&self) -> &str {
        &self.text
    }

    pub fn error(&self) -> Option<&Message> {
        self.error.as_ref()
    }
}

/// Another game waiting to take the place of an unsaved one, until the user says Save, Discard or Cancel.
#[derive(Clone, Debug)]
pub struct Replacement {
    pub(in crate::app) game: Game,
    pub(in crate::app) source: Option<Source>,
    /// The new game has changes to save (a pasted game), or not (a file just opened, a new game).
    pub(in crate::app) unsaved: bool,
    /// What the message line says once the new game is there (never before the user has answered).
    pub(in crate::app) said: Option<crate::app::message::Message>,
    /// What the message line says when the user keeps the game shown instead (Cancel when asked).
    pub(in crate::app) kept: Option<crate::app::message::Message>,
}

/// A move played after the game ended, waiting for the user to say what it is.
#[derive(Clone, Debug)]
pub struct AfterEnd {
    pub(in crate::app) mv: Move,
    pub(in crate::app) nags: Vec<Nag>,
    /// Typed in the move box, which still holds it.
    pub(in crate::app) typed: bool,
}

/// Every dialog and question of the window.
#[derive(Debug, Default)]
pub struct Dialogs {
    pub(in crate::app) paste: PasteDialog,
    pub(in crate::app) note: Option<NoteEdit>,
    pub(in crate::app) fen: Option<FenDialog>,
    /// A file being opened, until it is known whether it holds one game or more.
    pub(in crate::app) opening: Option<Arc<crate::app::work::game_file::GameFile>>,
    /// A file of several games, waiting for the user to pick one.
    pub(in crate::app) game_list: Option<crate::app::work::game_list::GameList>,
    /// Closing was asked while the game had unsaved changes.
    pub(in crate::app) close: bool,
    pub(in crate::app) replace: Option<Replacement>,
    pub(in crate::app) after_end: Option<AfterEnd>,
    /// The boards of a round at the club.
    pub(in crate::app) round: Option<super::round_dialog::RoundDialog>,
    /// The print dialog.
    pub(in crate::app) print: Option<super::print_dialog::PrintDialog>,
    /// Jipu's own file chooser.
    pub(in crate::app) chooser: Option<super::chooser::FileChooser>,
    /// Games left by windows that are gone, offered at the start.
    pub(in crate::app) waiting: Vec<crate::app::work::autosave::Waiting>,
    /// The games the print dialog showed, kept while a file is chosen to save their sheets in.
    pub(in crate::app) export: Option<Vec<Game>>,
    /// The board editor.
    pub(in crate::app) editor: Option<super::board_editor::BoardEditor>,
    /// Help › Keys.
    pub(in crate::app) keys: bool,
    /// Help › User's guide (it does not take the keyboard).
    pub(in crate::app) guide: Option<super::guide_view::GuideView>,
    /// An arbiter asked to take back the last move: whether the clocks are given back is asked.
    pub(in crate::app) take_back: bool,
    /// Help › About.
    pub(in crate::app) about: bool,
}

impl Dialogs {
    pub fn paste(&self) -> &PasteDialog {
        &self.paste
    }

    pub fn note(&self) -> Option<&NoteEdit> {
        self.note.as_ref()
    }

    pub fn fen(&self) -> Option<&FenDialog> {
        self.fen.as_ref()
    }

    pub fn game_list(&self) -> Option<&crate::app::work::game_list::GameList> {
        self.game_list.as_ref()
    }

    /// A file being opened and read.
    pub fn opening(&self) -> Option<&Arc<crate::app::work::game_file::GameFile>> {
        self.opening.as_ref()
    }

    pub fn asks_to_close(&self) -> bool {
        self.close
    }

    pub fn asks_to_replace(&self) -> bool {
        self.replace.is_some()
    }

    /// The round's dialog, while it is shown.
    pub fn round(&self) -> Option<&super::round_dialog::RoundDialog> {
        self.round.as_ref().filter(|r| r.is_shown())
    }

    /// The round's dialog, shown or not (closing it keeps the round).
    pub fn round_kept(&self) -> Option<&super::round_dialog::RoundDialog> {
        self.round.as_ref()
    }

    pub fn editor(&self) -> Option<&super::board_editor::BoardEditor> {
        self.editor.as_ref()
    }

    pub fn keys(&self) -> bool {
        self.keys
    }

    pub fn guide(&self) -> Option<&super::guide_view::GuideView> {
        self.guide.as_ref()
    }

    pub fn asks_take_back(&self) -> bool {
        self.take_back
    }

    pub fn print(&self) -> Option<&super::print_dialog::PrintDialog> {
        self.print.as_ref()
    }

    pub fn chooser(&self) -> Option<&super::chooser::FileChooser> {
        self.chooser.as_ref()
    }

    pub fn waiting(&self) -> &[crate::app::work::autosave::Waiting] {
        &self.waiting
    }

    pub fn asks_after_end(&self) -> bool {
        self.after_end.is_some()
    }

    /// Whether the About window is open.
    pub fn about(&self) -> bool {
        self.about
    }

    pub(in crate::app) fn edit_note(&mut self, text: String) {
        if let Some(note) = &mut self.note {
            note.text = text;
        }
    }

    pub(in crate::app) fn note_failed(&mut self, error: Message) {
        if let Some(note) = &mut self.note {
            note.error = Some(error);
        }
    }

    pub(in crate::app) fn edit_fen(&mut self, text: String) {
        let fen = self.fen.get_or_insert_with(FenDialog::default);
        fen.text = text;
        // The error belongs to the text that caused it.
        fen.error = None;
    }

    pub(in crate::app) fn fen_failed(&mut self, error: Message) {
        if let Some(fen) = &mut self.fen {
            fen.error = Some(error);
        }
    }
}
