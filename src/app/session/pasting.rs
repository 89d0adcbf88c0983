//! Text brought into the game: a pasted game (read whole, or stopped at a move in the paste dialog, or refused when it
//! holds no game), a FEN set up, a comment or clock time written on a move.

use std::sync::Arc;

use super::state::AppState;
use crate::app::message::{Message, Tone};
use crate::app::model::dialogs::{NoteKind, PasteFrom, Replacement};
use crate::app::model::today::dated_today;
use crate::chess::Game;
use crate::i18n::Key;
use crate::notation::{ImportError, import_game};

impl AppState {
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
                // A position set up here is a new game, dated today as New dates it.
                self.dialogs.fen = None;
                self.replace(Replacement {
                    game: dated_today(game),
                    source: None,
                    unsaved: true,
                    said: None,
                    kept: None,
                });
            }
            Err(e) => {
                let e = Arc::new(ImportError::BadStart(e));
                self.dialogs
                    .fen_failed(Message::new(Tone::Problem, move |lang| e.message(lang)));
            }
        }
    }

    /// Carries out a command of the board editor (the others never come here).
    pub(in crate::app) fn editor_command(
        &mut self,
        command: crate::app::commands::command::Command,
    ) {
        use crate::app::commands::command::Command;
        if let Command::EditBoard = command {
            self.dialogs.editor = Some(crate::app::model::board_editor::BoardEditor::new(
                self.position(),
            ));
            return;
        }
        let Some(editor) = &mut self.dialogs.editor else {
            return;
        };
        match command {
            Command::EditorPut(sq, piece) => editor.put(sq, piece),
            Command::EditorMove { from, to } => editor.move_piece(from, to),
            Command::EditorBrush(piece) => editor.set_brush(piece),
            Command::EditorTurn(turn) => editor.set_turn(turn),
            Command::EditorCastling(color, side, on) => editor.set_castling(color, side, on),
            Command::EditorEnPassant(sq) => editor.set_ep(sq),
            Command::EditorFen(text) => editor.set_fen(text),
            Command::EditorStartPosition => editor.start_position(),
            Command::EditorClear => editor.clear(),
            Command::EditorDone(false) => self.dialogs.editor = None,
            Command::EditorDone(true) => {
                if editor.position().is_err() {
                    return;
                }
                match Game::from_fen(&editor.position_fen()) {
                    Ok(game) => {
                        // A position set up here is a new game, dated today, as a FEN set up is.
                        self.dialogs.editor = None;
                        self.replace(Replacement {
                            game: dated_today(game),
                            source: None,
                            unsaved: true,
                            said: None,
                            kept: None,
                        });
                    }
                    Err(e) => {
                        let e = Arc::new(ImportError::BadStart(e));
                        self.say(Message::new(Tone::Problem, move |lang| e.message(lang)));
                    }
                }
            }
            _ => {}
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
