//! The game and its files: open (a list to pick from when a file holds several games), save (every other game of the
//! file unchanged), export and print the scoresheet. Methods take paths, so tests need no file chooser; the chooser
//! is asked for with an [`Effect`] and answers with [`Command::FileChosen`](crate::app::Command::FileChosen).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::state::AppState;
use crate::app::commands::command::Effect;
use crate::app::file_purpose::FilePurpose;
use crate::app::message::{Message, Tone};
use crate::app::model::dialogs::Replacement;
use crate::app::model::document::Source;
use crate::app::work::game_file::GameFile;
use crate::app::work::game_list::GameList;
use crate::i18n::{Key, Lang};

use crate::sheet::{FontMetrics, lay_out_blank, lay_out_game, sheet_pdf};

impl AppState {
    /// Opens a file: its only game, or the list of its games to pick from (it fills while the file is read, on
    /// another thread). A file that is not large is read before this returns.
    pub(in crate::app) fn open_path(&mut self, path: &Path) {
        self.open_path_as(path, None);
    }

    /// [`AppState::open_path`] with the file read as `encoding` (the user's choice), or the one it is most likely
    /// in.
    pub(in crate::app) fn open_path_as(
        &mut self,
        path: &Path,
        encoding: Option<&'static encoding_rs::Encoding>,
    ) {
        // A picture of a printed game is read beside the board.
        if encoding.is_none() && crate::picture::names_picture(path) {
            self.open_picture_file(path);
            return;
        }
        let file = match GameFile::open_as(path, encoding) {
            Ok(file) => file,
            Err(e) => {
                let (shown, e) = (path.display().to_string(), Arc::new(e));
                self.say(Message::new(Tone::Problem, move |lang| {
                    let why = crate::files::why_unreadable(&e, lang);
                    lang.fill(Key::CannotReadFile, &[&shown, &why])
                }));
                return;
            }
        };
        // Read on another thread whatever its size; the window shows the game (or the list) once it is known.
        self.dialogs.opening = Some(file);
        self.poll_opening();
    }

    /// Each frame while a file opens: once it is known to hold one game, that game is shown; two or more, the list
    /// (which goes on filling). Returns whether the file is still being read.
    pub(in crate::app) fn poll_opening(&mut self) {
        if let Some(list) = &mut self.dialogs.game_list {
            list.catch_up();
        }
        let Some(file) = self.dialogs.opening.clone() else {
            return;
        };
        let shown = file.path().display().to_string();
        if file.is_cancelled() {
            self.dialogs.opening = None;
            self.say(Message::info(Key::Cancelled, &[&shown]));
            return;
        }
        let scanning = file.is_scanning();
        match file.len() {
            0 if scanning => {}
            1 if scanning => {}
            0 => {
                self.dialogs.opening = None;
                match file.error() {
                    Some(e) => self.say(Message::problem(Key::CannotReadFile, &[&shown, &e])),
                    None => self.say(Message::problem(Key::NoGameInFile, &[&shown])),
                }
            }
            1 => {
                self.dialogs.opening = None;
                self.settings.remember_file(file.path());
                self.show_game_of(file, 0);
            }
            _ => {
                self.dialogs.opening = None;
                self.settings.remember_file(file.path());
                self.message = None;
                self.say_encoding(&file);
                let mut list = GameList::new(file);
                list.catch_up();
                self.dialogs.game_list = Some(list);
            }
        }
    }

    /// A file that is not UTF-8: which encoding it was read as, and where to choose another.
    fn say_encoding(&mut self, file: &GameFile) {
        if let Some(enc) = file.encoding() {
            let (shown, name) = (file.path().display().to_string(), enc.name());
            self.say(Message::info(Key::FileReadAs, &[&shown, name]));
        }
    }

    /// Game `index` of the list picked.
    pub(in crate::app) fn choose_game(&mut self, index: usize) {
        if let Some(list) = self.dialogs.game_list.take() {
            self.show_game_of(list.file().clone(), index);
        }
    }

    /// Reads game `index` of a file and shows it; its problems are said, and whatever could be read is kept.
    fn show_game_of(&mut self, file: std::sync::Arc<GameFile>, index: usize) {
        let shown = file.path().display().to_string();
        let (game, mut read) = match file.read(index) {
            Ok(read) => read,
            Err(e) => {
                self.say(Message::problem(
                    Key::CannotReadFile,
                    &[&shown, &e.to_string()],
                ));
                return;
            }
        };
        self.message = None;
        // A game that stops at a move is not shown cut short (where Save would write it back cut short, losing the
        // rest of its moves from the file): it opens in the repair, at that move, with the moves it may have been.
        let stopped = read
            .problems
            .iter()
            .position(|p| matches!(p.error, crate::notation::ImportError::Stopped(_)));
        if let Some(at) = stopped {
            let problem = read.problems.swap_remove(at);
            if let crate::notation::ImportError::Stopped(stop) = problem.error {
                self.dialogs
                    .paste
                    .set_text(file.text_of(index).unwrap_or_default());
                self.dialogs.paste.set_source(Some(Source { file, index }));
                self.dialogs.paste.stopped(stop);
                self.dialogs.paste.show(true);
                return;
            }
        }
        self.say_encoding(&file);
        // What was put right to read it (castling rights dropped) is said; a problem is said over it.
        if let Some(repair) = read.repairs.first() {
            let (en, zh) = (repair.message(Lang::En), repair.message(Lang::Zh));
            self.say(Message::new(Tone::Info, move |lang| match lang {
                Lang::En => en.clone(),
                Lang::Zh => zh.clone(),
            }));
        }
        if let Some(problem) = read.problems.first() {
            let (en, zh) = (problem.message(Lang::En), problem.message(Lang::Zh));
            self.say(Message::new(Tone::Problem, move |lang| match lang {
                Lang::En => en.clone(),
                Lang::Zh => zh.clone(),
            }));
        }
        let Some(game) = game else {
            if self.message.is_none() {
                self.say(Message::problem(Key::NoGameInFile, &[&shown]));
            }
            return;
        };
        self.replace(Replacement {
            game,
            source: Some(Source { file, index }),
            unsaved: false,
            said: None,
            kept: None,
        });
    }

    /// Whether every field of the form holds a value that can be printed; if not, says which does not.
    pub(in crate::app) fn details_ready(&mut self) -> bool {
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
    pub(in crate::app) fn export_sheet(&mut self, path: &Path, blank: Option<usize>) -> bool {
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

    /// Asks the window for a file chooser, proposing a name that says what is saved: the players for a game or its
    /// sheet, the round for a round's sheets or results.
    pub(in crate::app) fn choose_file(&self, purpose: FilePurpose) -> Vec<Effect> {
        let ext = purpose.filter().1[0];
        let round = self.dialogs.round.as_ref().map(|d| d.file_stem());
        let lang = self.lang();
        let name = match (purpose, round) {
            (FilePurpose::ExportRound, Some(stem)) => {
                format!("{stem}-{}", lang.text(Key::SheetsFileSuffix))
            }
            (FilePurpose::ExportResults, Some(stem)) => {
                format!("{stem}-{}", lang.text(Key::ResultsFileSuffix))
            }
            (FilePurpose::NewLadder, _) => lang.text(Key::LadderFileName).to_string(),
            (FilePurpose::ExportBlank, _) => lang.text(Key::BlankFileName).to_string(),
            _ => match self.game().tags.players() {
                Some(players) => players.replace(" – ", "-"),
                None => "game".to_string(),
            },
        };
        let name = if name.ends_with(&format!(".{ext}")) {
            name
        } else {
            format!("{name}.{ext}")
        };
        vec![Effect::ChooseFile { purpose, name }]
    }

    /// A file chooser answered.
    pub(in crate::app) fn file_chosen(
        &mut self,
        purpose: FilePurpose,
        path: Option<PathBuf>,
    ) -> Vec<Effect> {
        let Some(path) = path else {
            return Vec::new();
        };
        self.settings.remember_folder_for(purpose.kind(), &path);
        match purpose {
            FilePurpose::OpenGame => self.open_path(&path),
            FilePurpose::OpenPicture => self.open_picture_file(&path),
            FilePurpose::OpenRoundPhoto => self.read_round_photos(vec![path]),
            FilePurpose::OpenPairings => self.open_pairings(&path),
            FilePurpose::ExportRound => {
                // The games the print dialog showed (a list's), else the round's boards.
                let games = match self.dialogs.export.take() {
                    Some(games) => Some(games),
                    None => self.round_games(),
                };
                if let Some(games) = games {
                    self.export_games(&path, &games);
                }
            }
            FilePurpose::ExportResults => self.write_results_csv(&path),
            FilePurpose::OpenLadder | FilePurpose::NewLadder => self.choose_ladder(&path),
            FilePurpose::SaveGame => {
                self.save_to(&path);
                // Saved (or being saved) on the way to replacing the game or closing: carry on once it is saved,
                // without saving it again.
                let carry_on = self.is_saving() || !self.is_dirty();
                if carry_on && (self.dialogs.replace.is_some() || self.dialogs.close) {
                    let pending = self.dialogs.replace.take();
                    let closing = std::mem::take(&mut self.dialogs.close);
                    return self.then_after_saving(pending, closing);
                }
            }
            FilePurpose::ExportSheet | FilePurpose::ExportBlank => {
                let blank =
                    (purpose == FilePurpose::ExportBlank).then(|| self.settings.blank_count());
                if self.export_sheet(&path, blank) {
                    self.say(Message::info(
                        Key::SheetSaved,
                        &[&path.display().to_string()],
                    ));
                }
            }
            FilePurpose::ChooseEngine => self.engine_chosen(path),
        }
        Vec::new()
    }
}

impl AppState {
    /// A game restored from the autosave of a window that is gone: unsaved, and saved back to the file it came from
    /// when that file still opens.
    pub(in crate::app) fn restored(
        &mut self,
        game: crate::chess::Game,
        from: Option<(PathBuf, usize)>,
    ) {
        // The file goes on being read on another thread; saving waits for its place to be known.
        let source = from.and_then(|(path, index)| {
            let file = GameFile::open(&path).ok()?;
            Some(Source { file, index })
        });
        self.doc.replace(game, source, true);
        self.doc.mark_unsaved();
        self.say(Message::info(Key::Restored, &[]));
    }
}
