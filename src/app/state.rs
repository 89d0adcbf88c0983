//! What the window shows, as plain data: the game, where in it the user stands, the board's orientation,
//! the move being typed, an open paste dialog. No egui here: every change goes through a method that a test
//! can call without a window.

use shakmaty::{Chess, Color, Move, Position, Role, Square};

use super::settings::Settings;
use crate::chess::{Game, NodeId};
use crate::i18n::Lang;
use crate::notation::{
    ImportError, MoveMatch, NotationStyle, Stop, import_game, match_move, moves_starting_with,
    written_annotations,
};
use crate::pgn::PgnFile;
use crate::sheet::{DetailError, Field, GameDetails};

/// How the move list writes moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum MoveListMode {
    English,
    #[default]
    Chinese,
    Both,
}

impl MoveListMode {
    /// The styles to write each move in.
    pub fn styles(self) -> &'static [NotationStyle] {
        match self {
            MoveListMode::English => &[NotationStyle::En],
            MoveListMode::Chinese => &[NotationStyle::Zh],
            MoveListMode::Both => &[NotationStyle::En, NotationStyle::Zh],
        }
    }
}

/// A pawn move waiting for the player to pick the piece it becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PendingPromotion {
    pub from: Square,
    pub to: Square,
}

/// What came of dropping a piece on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DropOutcome {
    Played,
    /// A pawn reached the last rank: the piece is asked.
    AsksPromotion,
    /// Not a legal move: the piece goes back.
    Illegal,
}

/// The paste-a-paper-game dialog.
#[derive(Clone, Debug, Default)]
pub struct PasteDialog {
    /// The text as the user typed or pasted it; kept when the dialog is closed.
    pub text: String,
    /// Where the import stopped, when it did.
    pub stop: Option<Box<Stop>>,
    /// A correction typed for the stopped move.
    pub correction: String,
    /// A problem that is not at a move (a bad start position).
    pub error: Option<String>,
}

/// Everything the window shows.
#[derive(Clone, Debug)]
pub struct AppState {
    pub game: Game,
    /// The move the board shows the position after (the root: the start).
    pub cursor: NodeId,
    position: Chess,
    pub lang: Lang,
    pub list_mode: MoveListMode,
    /// Black at the bottom.
    pub flipped: bool,
    /// The move box.
    pub entry: String,
    pub selected: Option<Square>,
    pub promotion: Option<PendingPromotion>,
    pub paste_open: bool,
    pub paste: PasteDialog,
    /// A comment or a clock reading being written for a move.
    pub note_edit: Option<NoteEdit>,
    /// Set when the cursor moved, so the move list brings the current move into view once.
    pub cursor_moved: bool,
    /// The file the game came from, if any.
    pub file: Option<OpenFile>,
    /// The game has changes not yet saved.
    pub dirty: bool,
    /// The game details as typed, and the values refused.
    pub details: GameDetails,
    pub details_refused: Vec<(Field, DetailError)>,
    /// A file of several games waiting for the user to pick one.
    pub game_list: Option<OpenFile>,
    /// A line for the user: what was saved, what went wrong.
    pub message: Option<String>,
    /// Closing was asked while the game had unsaved changes.
    pub confirm_close: bool,
    /// The FEN dialog's text, when open.
    pub fen_input: Option<String>,
    pub settings: Settings,
    /// The chess clock, when the game is played with one.
    pub clock: Option<crate::chess::ChessClock>,
    /// Where the clock reads the time.
    pub time: super::play::Time,
    /// How the game ended, when it has.
    pub outcome: Option<crate::chess::Ending>,
    /// A resignation or draw waiting for confirmation.
    pub confirm: Option<super::panels::clock::Confirm>,
    /// A large file being read in the background.
    pub loading: Option<super::loading::Loading>,
}

/// What is being written about a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoteKind {
    Comment,
    /// The time left on the clock after the move, as written on a paper sheet (`1:25`, or minutes).
    Clock,
}

/// A note of a move being edited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoteEdit {
    pub id: NodeId,
    pub kind: NoteKind,
    pub text: String,
}

/// A PGN file as read, and which of its games is shown.
#[derive(Clone, Debug)]
pub struct OpenFile {
    pub path: std::path::PathBuf,
    /// The text as read (decoded), kept so that saving changes only the game shown.
    pub text: String,
    pub pgn: std::sync::Arc<PgnFile>,
    pub index: usize,
}

impl Default for AppState {
    fn default() -> Self {
        AppState::new(Lang::from_env())
    }
}

impl AppState {
    pub fn new(lang: Lang) -> AppState {
        AppState {
            game: Game::new(),
            cursor: NodeId::ROOT,
            position: Chess::default(),
            lang,
            list_mode: match lang {
                Lang::Zh => MoveListMode::Chinese,
                Lang::En => MoveListMode::English,
            },
            flipped: false,
            entry: String::new(),
            selected: None,
            promotion: None,
            paste_open: false,
            paste: PasteDialog::default(),
            note_edit: None,
            cursor_moved: false,
            file: None,
            dirty: false,
            details: GameDetails::default(),
            details_refused: Vec::new(),
            game_list: None,
            message: None,
            confirm_close: false,
            fen_input: None,
            settings: Settings::default(),
            clock: None,
            time: super::play::Time::default(),
            outcome: None,
            confirm: None,
            loading: None,
        }
    }

    /// The position on the board.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// Replaces the game and shows its last position.
    pub fn load_game(&mut self, game: Game) {
        self.game = game;
        self.clock = None;
        self.outcome = None;
        self.details = GameDetails::from_tags(&self.game.tags);
        self.details_refused.clear();
        self.dirty = false;
        self.go_to(self.game.tree.mainline_end());
    }

    /// After the details were edited: every valid value goes into the tags, the others are listed.
    pub fn details_edited(&mut self) {
        self.details_refused = self.details.apply_to(&mut self.game.tags);
        self.dirty = true;
    }

    /// Shows the position after `id`.
    pub fn go_to(&mut self, id: NodeId) {
        self.cursor = id;
        self.position = self.game.position_at(id);
        self.selected = None;
        self.promotion = None;
        self.cursor_moved = true;
    }

    pub fn back(&mut self) {
        if let Some(parent) = self.game.tree.parent(self.cursor) {
            self.go_to(parent);
        }
    }

    pub fn forward(&mut self) {
        if let Some(next) = self.game.tree.next(self.cursor) {
            self.go_to(next);
        }
    }

    pub fn to_start(&mut self) {
        self.go_to(NodeId::ROOT);
    }

    /// To the end of the line the cursor is on.
    pub fn to_end(&mut self) {
        let mut at = self.cursor;
        while let Some(next) = self.game.tree.next(at) {
            at = next;
        }
        self.go_to(at);
    }

    /// The last move played to reach the board's position.
    pub fn last_move(&self) -> Option<Move> {
        self.game.tree.mv(self.cursor)
    }

    /// Plays a legal move from the board's position: a move already in the tree is followed, a new one
    /// after an existing continuation starts a variation.
    pub fn play(&mut self, mv: Move, nags: Vec<pgn_reader::Nag>) {
        if !self.position.is_legal(mv) {
            return;
        }
        let live = self.before_move();
        let mover = self.position.turn();
        let id = self.game.tree.add_move(self.cursor, mv);
        if !nags.is_empty() {
            let notes = self.game.tree.notes_mut(id);
            for n in nags {
                if !notes.nags.contains(&n) {
                    notes.nags.push(n);
                }
            }
        }
        self.cursor = id;
        self.position.play_unchecked(mv);
        self.selected = None;
        self.promotion = None;
        self.cursor_moved = true;
        self.dirty = true;
        self.after_move(id, mover, live);
    }

    /// The legal moves from `from` that end on `to`, the king's castling square or its rook counting alike.
    fn moves_between(&self, from: Square, to: Square) -> Vec<Move> {
        self.position
            .legal_moves()
            .into_iter()
            .filter(|m| {
                m.from() == Some(from)
                    && (m.to() == to
                        || matches!(m, Move::Castle { king, rook }
                            if Square::from_coords(
                                if rook.file() > king.file() { shakmaty::File::G } else { shakmaty::File::C },
                                king.rank(),
                            ) == to))
            })
            .collect()
    }

    /// The squares the piece on `from` may move to (for a king that can castle: also the castling square).
    pub fn targets(&self, from: Square) -> Vec<Square> {
        let mut out = Vec::new();
        for m in self.position.legal_moves() {
            if m.from() != Some(from) {
                continue;
            }
            let to = match m {
                Move::Castle { king, rook } => Square::from_coords(
                    if rook.file() > king.file() {
                        shakmaty::File::G
                    } else {
                        shakmaty::File::C
                    },
                    king.rank(),
                ),
                _ => m.to(),
            };
            if !out.contains(&to) {
                out.push(to);
            }
        }
        out
    }

    /// Whether the side to move has a piece on `sq`.
    pub fn own_piece_on(&self, sq: Square) -> bool {
        self.position.board().color_at(sq) == Some(self.position.turn())
    }

    /// A piece dropped (or clicked) from `from` onto `to`.
    pub fn drop_piece(&mut self, from: Square, to: Square) -> DropOutcome {
        let moves = self.moves_between(from, to);
        match moves.as_slice() {
            [] => {
                self.selected = None;
                DropOutcome::Illegal
            }
            [one] => {
                self.play(*one, Vec::new());
                DropOutcome::Played
            }
            _ if moves.iter().all(|m| m.is_promotion()) => {
                self.promotion = Some(PendingPromotion { from, to });
                self.selected = None;
                DropOutcome::AsksPromotion
            }
            _ => {
                self.play(moves[0], Vec::new());
                DropOutcome::Played
            }
        }
    }

    /// The player's pick for a pending promotion.
    pub fn promote(&mut self, role: Role) {
        let Some(p) = self.promotion.take() else {
            return;
        };
        if let Some(m) = self
            .moves_between(p.from, p.to)
            .into_iter()
            .find(|m| m.promotion() == Some(role))
        {
            self.play(m, Vec::new());
        }
    }

    /// The moves still fitting what has been typed into the move box, in SAN order.
    pub fn entry_candidates(&self) -> Vec<Move> {
        moves_starting_with(&self.position, &self.entry)
    }

    /// After each change of the move box: a move that is the only one fitting a complete spelling is played at
    /// once. Returns whether a move was played.
    pub fn entry_changed(&mut self) -> bool {
        if self.entry.trim().is_empty() {
            return false;
        }
        let MoveMatch::Unique(mv) = match_move(&self.position, &self.entry) else {
            return false;
        };
        if self.entry_candidates().len() > 1 {
            return false;
        }
        let nags = written_annotations(&self.entry);
        self.play(mv, nags);
        self.entry.clear();
        true
    }

    /// `Enter` in the move box: the move typed, or else the first candidate.
    pub fn entry_submit(&mut self) -> bool {
        let mv = match match_move(&self.position, &self.entry) {
            MoveMatch::Unique(mv) => Some(mv),
            _ => self.entry_candidates().first().copied(),
        };
        match mv {
            Some(mv) => {
                let nags = written_annotations(&self.entry);
                self.play(mv, nags);
                self.entry.clear();
                true
            }
            None => false,
        }
    }

    /// Imports the paste dialog's text as the game; on a stop, the dialog shows it.
    pub fn paste_import(&mut self) {
        self.paste.error = None;
        self.paste.stop = None;
        let text = self.paste.text.clone();
        let result = import_game(&text);
        self.paste_result(result);
    }

    fn paste_result(&mut self, result: Result<crate::notation::Imported, ImportError>) {
        match result {
            Ok(imported) => {
                self.load_game(imported.game);
                self.dirty = true;
                self.file = None;
                self.paste_open = false;
                self.paste.stop = None;
            }
            Err(ImportError::Stopped(stop)) => {
                self.paste.correction = stop.written.clone();
                self.paste.stop = Some(stop);
            }
            Err(e @ ImportError::BadStart(_)) => self.paste.error = Some(e.message(self.lang)),
        }
    }

    /// Accepts a suggested (or candidate) move for the stopped move and reads on.
    pub fn paste_accept(&mut self, mv: Move) {
        if let Some(stop) = self.paste.stop.take() {
            let result = (*stop).resume_with_move(mv);
            self.paste_result(result);
        }
    }

    /// Reads the typed correction in place of the stopped move and reads on.
    pub fn paste_correct(&mut self) {
        if let Some(stop) = self.paste.stop.take() {
            let correction = self.paste.correction.clone();
            let result = (*stop).resume_with_text(&correction);
            self.paste_result(result);
        }
    }

    /// Keeps the game as read up to the stopped move and closes the dialog; the text stays in the dialog.
    pub fn paste_stop_here(&mut self) {
        if let Some(stop) = self.paste.stop.take() {
            let game = stop.game().clone();
            self.load_game(game);
            self.dirty = true;
            self.file = None;
        }
        self.paste_open = false;
    }

    /// The side to move, for labels.
    pub fn turn(&self) -> Color {
        self.position.turn()
    }
}
