//! The game as a document: new, open (a list to pick from when a file holds several games), save (every other game
//! of the file unchanged), export and print the scoresheet, copy and paste PGN or FEN. Plain methods on
//! [`AppState`] that take paths, so that tests need no dialog; the dialogs live in the panels.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::settings::remember;
use super::state::{AppState, OpenFile};
use crate::chess::Game;
use crate::i18n::{Key, Lang};
use crate::notation::{ImportError, NotationStyle, import_game};
use crate::pgn::{decode, read_games, write_game};
use crate::sheet::{Field, FontMetrics, SheetOptions, lay_out_blank, lay_out_game, sheet_pdf};

/// Today's date as PGN writes it.
pub fn today() -> String {
    chrono::Local::now().format("%Y.%m.%d").to_string()
}

impl AppState {
    /// A new game, dated today.
    pub fn new_game(&mut self) {
        let mut game = Game::new();
        game.tags.set("Date", today());
        self.load_game(game);
        self.file = None;
    }

    /// Opens a file: its only game, or the list of its games to pick from. Problems are shown, and whatever could
    /// be read is kept.
    pub fn open_path(&mut self, path: &Path) {
        let lang = self.lang;
        let size = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
        if size > super::loading::BACKGROUND_BYTES {
            // A large file: read on another thread; the window shows a progress bar meanwhile.
            self.loading = Some(super::loading::Loading::start(path.to_path_buf(), size));
            return;
        }
        let bytes = match std::fs::read(path) {
            Ok(b) => b,
            Err(e) => {
                self.message = Some(lang.fill(
                    Key::CannotReadFile,
                    &[&path.display().to_string(), &e.to_string()],
                ));
                return;
            }
        };
        let text = decode(&bytes).text;
        let pgn = read_games(&text);
        self.opened(path.to_path_buf(), text, pgn);
    }

    /// Shows game `index` of an open file.
    pub fn show_game_of(&mut self, mut open: OpenFile, index: usize) {
        let Some(game) = open.pgn.games.get(index).cloned() else {
            return;
        };
        open.index = index;
        self.load_game(game);
        self.file = Some(open);
        self.game_list = None;
    }

    /// Saves to the file the game came from. Returns false when there is none (the caller asks where).
    pub fn save(&mut self) -> bool {
        match self.file.as_ref().map(|f| f.path.clone()) {
            Some(path) => {
                self.save_to(&path);
                true
            }
            None => false,
        }
    }

    /// Saves the game to `path`. When that is the file it came from, only this game's text changes.
    pub fn save_to(&mut self, path: &Path) {
        let lang = self.lang;
        let text = match &self.file {
            Some(open) if open.path == path => open
                .pgn
                .with_game_replaced(&open.text, open.index, &self.game),
            _ => write_game(&self.game),
        };
        if let Err(e) = crate::files::write_atomically(path, text.as_bytes()) {
            self.message = Some(lang.fill(
                Key::CannotWriteFile,
                &[&path.display().to_string(), &e.to_string()],
            ));
            return;
        }
        // What is on disk now is what the next save rewrites.
        let pgn = read_games(&text);
        let index = match &self.file {
            Some(open) if open.path == path => open.index,
            _ => 0,
        };
        self.file = Some(OpenFile {
            path: path.to_path_buf(),
            text,
            pgn: Arc::new(pgn),
            index,
        });
        self.dirty = false;
        self.remember_details();
        remember(&mut self.settings.recent_files, &path.to_path_buf());
        self.message = Some(lang.fill(Key::Saved, &[&path.display().to_string()]));
    }

    /// Values typed once are offered again next time.
    fn remember_details(&mut self) {
        let value = |f: Field| self.details.get(f).trim().to_string();
        let (event, site) = (value(Field::Event), value(Field::Site));
        let names = [value(Field::White), value(Field::Black)];
        if !event.is_empty() {
            remember(&mut self.settings.events, &event);
        }
        if !site.is_empty() {
            remember(&mut self.settings.sites, &site);
        }
        for name in names.iter().filter(|n| !n.is_empty()) {
            remember(&mut self.settings.names, name);
        }
    }

    /// The sheet's options: the notation chosen, or the interface language's.
    pub fn sheet_options(&self) -> SheetOptions {
        SheetOptions {
            paper: self.settings.paper,
            style: self.settings.sheet_style.unwrap_or(match self.lang {
                Lang::Zh => NotationStyle::Zh,
                Lang::En => NotationStyle::En,
            }),
        }
    }

    /// Writes the scoresheet PDF of the game (or `count` blank forms) to `path`.
    pub fn export_sheet(&mut self, path: &Path, blank: Option<usize>) -> bool {
        let lang = self.lang;
        let options = self.sheet_options();
        let font = FontMetrics::jipu_sans();
        let sheet = match blank {
            Some(count) => lay_out_blank(count, &options, font),
            None => lay_out_game(&self.game, &options, font),
        };
        if let Some(w) = sheet.warnings.first() {
            self.message = Some(w.message(lang));
        }
        let written = sheet_pdf(&sheet, lang.text(Key::SheetTitle))
            .map_err(|e| e.to_string())
            .and_then(|bytes| {
                crate::files::write_atomically(path, &bytes).map_err(|e| e.to_string())
            });
        match written {
            Ok(()) => true,
            Err(e) => {
                self.message =
                    Some(lang.fill(Key::CannotWriteFile, &[&path.display().to_string(), &e]));
                false
            }
        }
    }

    /// Prints the sheet: to the default printer when one is set up (`lp`), else opens it in the PDF viewer.
    pub fn print(&mut self, blank: Option<usize>) {
        let lang = self.lang;
        let path = print_path(&self.game, blank.is_some());
        if !self.export_sheet(&path, blank) {
            return;
        }
        let shown = path.display().to_string();
        let printer = std::process::Command::new("lpstat")
            .arg("-d")
            .output()
            .ok()
            .filter(|o| o.status.success() && String::from_utf8_lossy(&o.stdout).contains(':'));
        let printed = printer.is_some()
            && std::process::Command::new("lp")
                .arg(&path)
                .status()
                .is_ok_and(|s| s.success());
        self.message = Some(if printed {
            lang.fill(Key::SentToPrinter, &[&shown])
        } else if open::that_detached(&path).is_ok() {
            lang.fill(Key::OpenedViewer, &[&shown])
        } else {
            lang.fill(Key::Saved, &[&shown])
        });
    }

    /// The game as PGN, for the clipboard.
    pub fn game_pgn(&self) -> String {
        write_game(&self.game)
    }

    /// Text pasted where no text field has the keyboard: a FEN sets up the position, anything else is read as a game
    /// (through the paste dialog when it stops at a move).
    pub fn paste_text(&mut self, text: &str) {
        if let Ok(game) = Game::from_fen(text) {
            self.load_game(game);
            self.dirty = true;
            self.file = None;
            return;
        }
        match import_game(text) {
            Ok(imported) if imported.game.tree.mainline_len() > 0 => {
                self.load_game(imported.game);
                self.dirty = true;
                self.file = None;
            }
            Ok(_) | Err(ImportError::BadStart(_)) | Err(ImportError::Stopped(_)) => {
                self.paste.text = text.to_string();
                self.paste_open = true;
                self.paste_import();
            }
        }
    }

    /// Sets up the position of a FEN; a bad FEN is said in the message line.
    pub fn set_up_fen(&mut self, fen: &str) -> bool {
        match Game::from_fen(fen) {
            Ok(game) => {
                self.load_game(game);
                self.dirty = true;
                self.file = None;
                true
            }
            Err(crate::chess::GameError::BadFen { fen, reason }) => {
                self.message = Some(self.lang.fill(Key::BadFen, &[&fen, &reason]));
                false
            }
            Err(e) => {
                self.message = Some(e.to_string());
                false
            }
        }
    }

    /// The window title: the players, and a mark when there are unsaved changes.
    pub fn window_title(&self) -> String {
        let lang = self.lang;
        let players = match (self.game.tags.known("White"), self.game.tags.known("Black")) {
            (None, None) => lang.text(Key::Untitled).to_string(),
            (w, b) => format!("{} – {}", w.unwrap_or("?"), b.unwrap_or("?")),
        };
        let mark = if self.dirty { " •" } else { "" };
        format!("{players}{mark} — {}", lang.text(Key::AppTitle))
    }
}

/// Where a sheet to print is written: the temporary folder, named after the players.
fn print_path(game: &Game, blank: bool) -> PathBuf {
    let name = if blank {
        "jipu-blank".to_string()
    } else {
        format!(
            "jipu-{}-{}",
            game.tags.known("White").unwrap_or("white"),
            game.tags.known("Black").unwrap_or("black")
        )
    };
    let safe: String = name
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    std::env::temp_dir().join(format!("{safe}.pdf"))
}
