//! The game and its files: open (a list to pick from when a file holds several games), save (every other game of the
//! file unchanged), export and print the scoresheet. Methods take paths, so tests need no file chooser; the chooser
//! is asked for with an [`Effect`] and answers with [`Command::FileChosen`](super::Command::FileChosen).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::background::Background;
use super::command::{Effect, FilePurpose};
use super::dialogs::Replacement;
use super::document::{OpenFile, Source};
use super::loading::{BACKGROUND_BYTES, Loading};
use super::message::{Message, Tone};
use super::print_dialog::{PrintDialog, PrintWhat};
use super::state::AppState;
use crate::i18n::Key;
use crate::pgn::{PgnFile, decode, read_games, write_game};
use crate::sheet::{FontMetrics, Sheet, lay_out_blank, lay_out_game, sheet_pdf};

impl AppState {
    /// Opens a file: its only game, or the list of its games to pick from. Problems are said, and whatever could be
    /// read is kept. A large file is read on another thread, with a progress bar.
    pub(super) fn open_path(&mut self, path: &Path) {
        let size = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
        if size > BACKGROUND_BYTES {
            self.loading = Some(Loading::start(path.to_path_buf(), size));
            return;
        }
        match std::fs::read(path) {
            Ok(bytes) => {
                let text = decode(&bytes).text;
                let pgn = read_games(&text);
                self.opened(path.to_path_buf(), text, pgn);
            }
            Err(e) => self.say(Message::problem(
                Key::CannotReadFile,
                &[&path.display().to_string(), &e.to_string()],
            )),
        }
    }

    /// Each frame while a file is being read: when it is done, its games are shown as [`AppState::open_path`] shows
    /// them. Returns whether reading still goes on.
    pub(super) fn poll_loading(&mut self) -> bool {
        let Some(loading) = &self.loading else {
            return false;
        };
        let Some(result) = loading.take() else {
            return true;
        };
        let path = loading.path().to_path_buf();
        let cancelled = loading.is_cancelled();
        self.loading = None;
        let shown = path.display().to_string();
        match result {
            _ if cancelled => self.say(Message::info(Key::Cancelled, &[&shown])),
            Ok((text, pgn)) => self.opened(path, text, pgn),
            Err(e) => self.say(Message::problem(Key::CannotReadFile, &[&shown, &e])),
        }
        false
    }

    /// A file read: the message of its first problem, and its game or the list of its games.
    pub(super) fn opened(&mut self, path: PathBuf, text: String, pgn: PgnFile) {
        self.message = None;
        if let Some(problem) = pgn.problems.first() {
            let text = Arc::new(problem.message(crate::i18n::Lang::En));
            let zh = Arc::new(problem.message(crate::i18n::Lang::Zh));
            self.say(Message::new(Tone::Problem, move |lang| match lang {
                crate::i18n::Lang::En => text.to_string(),
                crate::i18n::Lang::Zh => zh.to_string(),
            }));
        }
        if pgn.games.is_empty() {
            if self.message.is_none() {
                self.say(Message::problem(Key::NoGameFound, &[]));
            }
            return;
        }
        self.settings.remember_file(&path);
        let file = Arc::new(OpenFile { path, text, pgn });
        if file.pgn.games.len() == 1 {
            self.show_game_of(file, 0);
        } else {
            self.dialogs.game_list = Some(file);
        }
    }

    /// Game `index` of the list picked.
    pub(super) fn choose_game(&mut self, index: usize) {
        if let Some(file) = self.dialogs.game_list.take() {
            self.show_game_of(file, index);
        }
    }

    fn show_game_of(&mut self, file: Arc<OpenFile>, index: usize) {
        let Some(game) = file.pgn.games.get(index).cloned() else {
            return;
        };
        self.replace(Replacement {
            game,
            source: Some(Source { file, index }),
            unsaved: false,
        });
    }

    /// Saves the game to `path`. When that is the file it came from, only this game's text changes.
    pub(super) fn save_to(&mut self, path: &Path) {
        let same_file = self.doc.source().filter(|s| s.path() == path);
        let text = match same_file {
            Some(s) => s
                .file
                .pgn
                .with_game_replaced(&s.file.text, s.index, self.game()),
            None => write_game(self.game()),
        };
        let index = same_file.map_or(0, |s| s.index);
        if let Err(e) = crate::files::write_atomically(path, text.as_bytes()) {
            self.say(Message::problem(
                Key::CannotWriteFile,
                &[&path.display().to_string(), &e.to_string()],
            ));
            return;
        }
        // What is on disk now is what the next save rewrites.
        let pgn = read_games(&text);
        let file = Arc::new(OpenFile {
            path: path.to_path_buf(),
            text,
            pgn,
        });
        self.doc.saved_as(Source { file, index });
        self.settings.remember_details(self.doc.details());
        self.settings.remember_file(path);
        self.say(Message::info(Key::Saved, &[&path.display().to_string()]));
    }

    /// Whether every field of the form holds a value that can be printed; if not, says which does not.
    pub(super) fn details_ready(&mut self) -> bool {
        let Some((field, error)) = self.doc.refused().first().cloned() else {
            return true;
        };
        self.say(Message::new(Tone::Problem, move |lang| {
            lang.fill(
                Key::FieldBlocksSheet,
                &[field.label(lang), &error.message(lang)],
            )
        }));
        false
    }

    /// Writes the scoresheet PDF of the game (or `count` blank forms) to `path`. Refused while a field of the form
    /// holds a value that cannot be right: the sheet never prints something other than what the field shows.
    pub(super) fn export_sheet(&mut self, path: &Path, blank: Option<usize>) -> bool {
        if blank.is_none() && !self.details_ready() {
            return false;
        }
        let options = self.sheet_options();
        let font = FontMetrics::jipu_sans();
        let sheet = match blank {
            Some(count) => lay_out_blank(count, &options, font),
            None => lay_out_game(self.game(), &options, font),
        };
        if let Some(w) = sheet.warnings.first().cloned() {
            self.say(Message::new(Tone::Problem, move |lang| w.message(lang)));
        }
        let title = self.lang().text(Key::SheetTitle);
        let written = sheet_pdf(&sheet, title)
            .map_err(|e| e.to_string())
            .and_then(|bytes| {
                crate::files::write_atomically(path, &bytes).map_err(|e| e.to_string())
            });
        match written {
            Ok(()) => true,
            Err(e) => {
                self.say(Message::problem(
                    Key::CannotWriteFile,
                    &[&path.display().to_string(), &e],
                ));
                false
            }
        }
    }

    /// Opens the print dialog; CUPS is asked for its printers on another thread.
    pub(super) fn open_print(&mut self, what: PrintWhat) {
        let mut dialog = PrintDialog::open(what, self.settings.blank_count());
        if what == PrintWhat::Game && !self.details_ready() {
            dialog.problem = self.message.clone();
        }
        self.dialogs.print = Some(dialog);
    }

    pub(super) fn with_print(&mut self, change: impl FnOnce(&mut PrintDialog)) {
        if let Some(dialog) = &mut self.dialogs.print {
            change(dialog);
        }
    }

    /// The sheet the print dialog would print: this game (not while a field of the form is wrong) or blank forms.
    pub fn sheet_to_print(&self) -> Option<Sheet> {
        let dialog = self.dialogs.print.as_ref()?;
        let options = self.sheet_options();
        let font = FontMetrics::jipu_sans();
        match dialog.what {
            PrintWhat::Game if self.doc.refused().is_empty() => {
                Some(lay_out_game(self.game(), &options, font))
            }
            PrintWhat::Game => None,
            PrintWhat::Blank => Some(lay_out_blank(dialog.blank_count, &options, font)),
            PrintWhat::Round => Some(crate::sheet::lay_out_games(&dialog.round, &options, font)),
        }
    }

    /// The name of a print job and of its PDF: the players, or "blank".
    fn print_title(&self) -> String {
        match self.dialogs.print.as_ref().map(|d| d.what) {
            Some(PrintWhat::Blank) => "blank".to_string(),
            Some(PrintWhat::Round) => "round".to_string(),
            _ => self
                .game()
                .tags
                .players()
                .unwrap_or_else(|| "game".to_string()),
        }
    }

    /// Sends the sheet to the chosen printer, on another thread.
    pub(super) fn print_send(&mut self) {
        let Some(sheet) = self.sheet_to_print() else {
            return;
        };
        let title = self.print_title();
        let paper = self.settings.paper();
        let Some(dialog) = &mut self.dialogs.print else {
            return;
        };
        let Some(printer) = dialog.printer().map(|p| p.name.clone()) else {
            return;
        };
        let copies = dialog.copies;
        dialog.problem = None;
        dialog.sending = Some(Background::start(move || {
            crate::printer::print_sheet(&sheet, &title, &printer, copies, paper)
        }));
    }

    /// Each frame while the print dialog waits: the printers, or how the job went.
    pub(super) fn poll_printing(&mut self) {
        let Some(dialog) = &mut self.dialogs.print else {
            return;
        };
        match dialog.poll() {
            Some(Ok(job)) => {
                self.dialogs.print = None;
                let number = job.number().to_string();
                self.say(Message::info(Key::SentToPrinter, &[&job.printer, &number]));
            }
            Some(Err(e)) => {
                dialog.problem = Some(Message::new(Tone::Problem, move |lang| e.message(lang)));
            }
            None => {}
        }
    }

    /// Save as PDF from the print dialog: the file chooser for the sheet or the blank forms.
    pub(super) fn print_save_as(&mut self) -> Vec<Effect> {
        let what = self.dialogs.print.take().map(|d| d.what);
        match what {
            Some(PrintWhat::Blank) => self.choose_file(FilePurpose::ExportBlank),
            Some(PrintWhat::Round) => self.choose_file(FilePurpose::ExportRound),
            _ => self.choose_file(FilePurpose::ExportSheet),
        }
    }

    /// Opens the sheet in the system's PDF viewer (where there is no printer, or to print from there).
    pub(super) fn print_in_viewer(&mut self) -> Vec<Effect> {
        let Some(sheet) = self.sheet_to_print() else {
            return Vec::new();
        };
        let path = crate::printer::temporary_pdf(&self.print_title());
        let written = sheet_pdf(&sheet, self.lang().text(Key::SheetTitle))
            .map_err(|e| e.to_string())
            .and_then(|bytes| {
                crate::files::write_atomically(&path, &bytes).map_err(|e| e.to_string())
            });
        if let Err(e) = written {
            self.say(Message::problem(
                Key::CannotWriteFile,
                &[&path.display().to_string(), &e],
            ));
            return Vec::new();
        }
        self.dialogs.print = None;
        self.say(Message::info(
            Key::OpenedViewer,
            &[&path.display().to_string()],
        ));
        vec![Effect::OpenInViewer(path)]
    }

    /// A pairing file read: its rounds, or what is wrong with it and on which line.
    pub(super) fn open_pairings(&mut self, path: &Path) {
        let read = std::fs::read(path)
            .map_err(|e| {
                Message::problem(
                    Key::CannotReadFile,
                    &[&path.display().to_string(), &e.to_string()],
                )
            })
            .and_then(|bytes| {
                crate::club::read_pairings(&bytes).map_err(|e| {
                    let e = Arc::new(e);
                    Message::new(Tone::Problem, move |lang| e.message(lang))
                })
            });
        match read {
            Ok(tournament) => {
                self.dialogs.round = Some(super::round_dialog::RoundDialog::new(
                    path.to_path_buf(),
                    tournament,
                ));
            }
            Err(message) => self.say(message),
        }
    }

    /// Writes the sheets of several games (a round's boards) into one PDF at `path`.
    pub(super) fn export_games(&mut self, path: &Path, games: &[crate::chess::Game]) {
        let sheet =
            crate::sheet::lay_out_games(games, &self.sheet_options(), FontMetrics::jipu_sans());
        let title = self.lang().text(Key::SheetTitle);
        let written = sheet_pdf(&sheet, title)
            .map_err(|e| e.to_string())
            .and_then(|bytes| {
                crate::files::write_atomically(path, &bytes).map_err(|e| e.to_string())
            });
        let shown = path.display().to_string();
        match written {
            Ok(()) => self.say(Message::info(Key::Saved, &[&shown])),
            Err(e) => self.say(Message::problem(Key::CannotWriteFile, &[&shown, &e])),
        }
    }

    /// Asks the window for a file chooser.
    pub(super) fn choose_file(&self, purpose: FilePurpose) -> Vec<Effect> {
        let ext = purpose.filter().1[0];
        let name = match self.game().tags.players() {
            Some(players) => format!("{}.{ext}", players.replace(" – ", "-")),
            None => format!("game.{ext}"),
        };
        vec![Effect::ChooseFile { purpose, name }]
    }

    /// A file chooser answered.
    pub(super) fn file_chosen(
        &mut self,
        purpose: FilePurpose,
        path: Option<PathBuf>,
    ) -> Vec<Effect> {
        let Some(path) = path else {
            return Vec::new();
        };
        self.settings.remember_folder(&path);
        match purpose {
            FilePurpose::OpenGame => self.open_path(&path),
            FilePurpose::OpenPairings => self.open_pairings(&path),
            FilePurpose::ExportRound => {
                let games = self
                    .dialogs
                    .round
                    .as_ref()
                    .and_then(|d| d.round())
                    .map(|r| r.games());
                if let Some(games) = games {
                    self.export_games(&path, &games);
                }
            }
            FilePurpose::SaveGame => {
                self.save_to(&path);
                // Saved on the way to replacing the game or closing: carry on.
                if !self.is_dirty() && (self.dialogs.replace.is_some() || self.dialogs.close) {
                    return self
                        .apply(super::Command::AnswerUnsaved(super::command::Unsaved::Save));
                }
            }
            FilePurpose::ExportSheet | FilePurpose::ExportBlank => {
                let blank =
                    (purpose == FilePurpose::ExportBlank).then(|| self.settings.blank_count());
                if self.export_sheet(&path, blank) {
                    self.say(Message::info(Key::Saved, &[&path.display().to_string()]));
                }
            }
        }
        Vec::new()
    }
}

impl AppState {
    /// A game restored from the autosave of a window that is gone: unsaved, and saved back to the file it came from
    /// when that file still opens.
    pub(super) fn restored(&mut self, game: crate::chess::Game, from: Option<(PathBuf, usize)>) {
        let source = from.and_then(|(path, index)| {
            let bytes = std::fs::read(&path).ok()?;
            let text = decode(&bytes).text;
            let pgn = read_games(&text);
            let index = index.min(pgn.games.len().checked_sub(1)?);
            Some(Source {
                file: Arc::new(OpenFile { path, text, pgn }),
                index,
            })
        });
        self.doc.replace(game, source, true);
        self.doc.mark_unsaved();
        self.say(Message::info(Key::Restored, &[]));
    }
}
