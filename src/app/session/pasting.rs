//! Text brought into the game: a pasted game (read whole, or stopped at a move in the paste dialog, or refused when it
//! holds no game), a FEN set up, a comment or clock time written on a move.

use crate::app::commands::dialog_messages::{EditorMessage, PasteMessage};
use std::sync::Arc;

use super::state::AppState;
use crate::app::message::{Message, Tone};
use crate::app::model::dialogs::{NoteKind, PasteFrom, Replacement};
use crate::app::model::today::dated_today;
use crate::chess::Game;
use crate::i18n::Key;
use crate::notation::{ImportError, import_game};

impl AppState {
    /// What the paste dialog says.
    pub(in crate::app) fn paste_message(&mut self, message: PasteMessage) {
        match message {
            PasteMessage::Edited(text) => self.dialogs.paste.set_text(text),
            PasteMessage::Import => {
                self.dialogs.paste.clear_problem();
                let text = self.dialogs.paste.text().to_string();
                self.dialogs
                    .paste
                    .read(PasteFrom::Dialog, move || import_game(&text));
            }
            // A repair of the sheet's move: the move keeps a comment saying what the sheet had (see `sheet::correction`).
            PasteMessage::Accept(mv) => {
                let note = self.dialogs.paste.sheet_note(self.lang());
                if let Some(stop) = self.dialogs.paste.take_stop() {
                    self.dialogs
                        .paste
                        .read(PasteFrom::Dialog, move || match note {
                            Some(note) => (*stop).resume_with_move_noted(mv, &note),
                            None => (*stop).resume_with_move(mv),
                        });
                }
            }
            PasteMessage::CorrectionEdited(text) => self.dialogs.paste.set_correction(text),
            PasteMessage::Correct => {
                let note = self.dialogs.paste.sheet_note(self.lang());
                if let Some(stop) = self.dialogs.paste.take_stop() {
                    let correction = self.dialogs.paste.correction().to_string();
                    self.dialogs
                        .paste
                        .read(PasteFrom::Dialog, move || match note {
                            Some(note) => (*stop).resume_with_text_noted(&correction, &note),
                            None => (*stop).resume_with_text(&correction),
                        });
                }
            }
            PasteMessage::Keep => {
                if let Some(stop) = self.dialogs.paste.take_stop() {
                    self.dialogs.paste.show(false);
                    // Only the moves before the stop: never saved over the whole game in its file.
                    self.dialogs.paste.set_source(None);
                    self.replace(Replacement {
                        game: stop.game().clone(),
                        source: None,
                        unsaved: true,
                        said: None,
                        kept: None,
                    });
                }
            }
        }
    }

    pub(in crate::app) fn paste_result(
        &mut self,
        result: Result<crate::notation::Imported, ImportError>,
    ) {
        match result {
            Ok(imported) if is_empty_game(&imported.game) => {
                // Text that holds no game (`hello world`) must not replace the one on the board.
                self.dialogs
                    .paste
                    .failed(Message::new(Tone::Problem, |lang| {
                        lang.text(Key::NoGameInText).to_string()
                    }));
            }
            Ok(imported) => {
                self.dialogs.paste.show(false);
                // A game of a file read whole after its repair takes its place in the file again.
                let source = self.dialogs.paste.take_source();
                self.replace(Replacement {
                    game: imported.game,
                    source,
                    unsaved: true,
                    said: None,
                    kept: None,
                });
            }
            Err(ImportError::Stopped(stop)) => self.dialogs.paste.stopped(stop),
            Err(e @ ImportError::BadStart(_)) => {
                let e = Arc::new(e);
                self.dialogs
                    .paste
                    .failed(Message::new(Tone::Problem, move |lang| e.message(lang)));
            }
        }
    }

    /// Text pasted where no text field is being edited: a FEN sets up the position, a single move goes into the move
    /// box, anything else is read as a game (through the paste dialog when it stops at a move).
    pub(in crate::app) fn paste_text(&mut self, text: String) {
        // Files copied in a file manager that puts their names on the clipboard as text: the first is opened.
        if let Some(files) = crate::app::work::clipboard::named_files(&text) {
            if let Some(path) = files.first() {
                self.open_path(path);
            }
            return;
        }
        if let Ok(game) = Game::from_fen(&text) {
            self.replace(Replacement {
                game: dated_today(game),
                source: None,
                unsaved: true,
                said: None,
                kept: None,
            });
            return;
        }
        let one_word = !text.trim().contains(char::is_whitespace);
        if one_word
            && let crate::notation::MoveMatch::Unique(_) =
                crate::notation::match_move(self.position(), &text)
        {
            self.entry_edited(text.trim().to_string(), false);
            return;
        }
        // Read once, on another thread: a game replaces the board's; a stop, or text with no game, is shown in the
        // paste dialog with the text.
        self.dialogs.paste.set_text(text.clone());
        self.dialogs
            .paste
            .read(PasteFrom::Board, move || import_game(&text));
    }

    /// Each frame while a pasted text is read: its game, once read.
    pub(in crate::app) fn poll_pasting(&mut self) {
        let Some((result, from)) = self.dialogs.paste.answer() else {
            return;
        };
        match (result, from) {
            (Ok(imported), PasteFrom::Board) if imported.game.tree.mainline_len() > 0 => self
                .replace(Replacement {
                    game: imported.game,
                    source: None,
                    unsaved: true,
                    said: None,
                    kept: None,
                }),
            (result, from) => {
                if from == PasteFrom::Board {
                    self.dialogs.paste.show(true);
                }
                self.paste_result(result);
            }
        }
    }

    pub(in crate::app) fn fen_done(&mut self, ok: bool) {
        let Some(fen) = self.dialogs.fen.as_ref() else {
            return;
        };
        if !ok {
            self.dialogs.fen = None;
            return;
        }
        match Game::from_fen(fen.text()) {
            Ok(game) => {
                self.dialogs.fen = None;
                self.set_up(game);
            }
            Err(e) => {
                let e = Arc::new(ImportError::BadStart(e));
                self.dialogs
                    .fen_failed(Message::new(Tone::Problem, move |lang| e.message(lang)));
            }
        }
    }

    /// A position set up here (a FEN, the board editor's) is a new game, dated today as New dates it.
    fn set_up(&mut self, game: Game) {
        self.replace(Replacement {
            game: dated_today(game),
            source: None,
            unsaved: true,
            said: None,
            kept: None,
        });
    }

    /// The board editor, on the position shown.
    pub(in crate::app) fn edit_board(&mut self) {
        self.dialogs.editor = Some(crate::app::model::board_editor::BoardEditor::new(
            self.position(),
        ));
    }

    /// What the board editor says.
    pub(in crate::app) fn editor_message(&mut self, message: EditorMessage) {
        let Some(editor) = &mut self.dialogs.editor else {
            return;
        };
        match message {
            EditorMessage::Put(sq, piece) => editor.put(sq, piece),
            EditorMessage::Move { from, to } => editor.move_piece(from, to),
            EditorMessage::Brush(piece) => editor.set_brush(piece),
            EditorMessage::Turn(turn) => editor.set_turn(turn),
            EditorMessage::Castling(color, side, on) => editor.set_castling(color, side, on),
            EditorMessage::EnPassant(sq) => editor.set_ep(sq),
            EditorMessage::Fen(text) => editor.set_fen(text),
            EditorMessage::StartPosition => editor.start_position(),
            EditorMessage::Clear => editor.clear(),
            EditorMessage::Done(false) => self.dialogs.editor = None,
            EditorMessage::Done(true) => {
                if editor.position().is_err() {
                    return;
                }
                match Game::from_fen(&editor.position_fen()) {
                    Ok(game) => {
                        self.dialogs.editor = None;
                        self.set_up(game);
                    }
                    Err(e) => {
                        let e = Arc::new(ImportError::BadStart(e));
                        self.say(Message::new(Tone::Problem, move |lang| e.message(lang)));
                    }
                }
            }
        }
    }

    pub(in crate::app) fn note_done(&mut self, ok: bool) {
        let Some(note) = self.dialogs.note.clone() else {
            return;
        };
        if !ok {
            self.dialogs.note = None;
            return;
        }
        let text = note.text().trim().to_string();
        match note.kind() {
            NoteKind::Comment => self
                .doc
                .set_comment(note.id(), (!text.is_empty()).then_some(text)),
            NoteKind::Clock if text.is_empty() => self.doc.set_clock(note.id(), None, None),
            NoteKind::Clock => match crate::sheet::parse_used(&text) {
                Ok(clock) => self.doc.set_clock(note.id(), Some(clock), None),
                Err(e) => {
                    self.dialogs
                        .note_failed(Message::new(Tone::Problem, move |lang| e.message(lang)));
                    return;
                }
            },
        }
        self.dialogs.note = None;
    }
}

/// A game read from text that holds nothing of a game: no move, no tag, the usual start.
fn is_empty_game(game: &Game) -> bool {
    game.tree.mainline_len() == 0 && game.tags.iter().next().is_none() && game.is_standard_start()
}
