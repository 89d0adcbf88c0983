//! Never lose a game: every change is stored within a second in the user's data folder (`JIPU_DATA_DIR` overrides it),
//! written safely, and the next start restores a game that was not saved — after a crash, a kill or a power cut.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use super::state::AppState;
use crate::notation::import_game;
use crate::pgn::write_game;

/// The folder for the autosave: `JIPU_DATA_DIR`, else the system's data folder for Jipu.
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("JIPU_DATA_DIR") {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("org", "Jipu", "jipu").map(|d| d.data_dir().to_path_buf())
}

/// Keeps the unsaved game on disk.
#[derive(Debug)]
pub struct Autosaver {
    dir: Option<PathBuf>,
    last: String,
    checked: Option<Instant>,
}

/// Comparing a long game's text costs time: after a check, frames within this long wait for the next one.
const QUIET: Duration = Duration::from_millis(300);

const GAME_FILE: &str = "autosave.pgn";
const SOURCE_FILE: &str = "autosave-source.txt";

impl Autosaver {
    pub fn new(dir: Option<PathBuf>) -> Autosaver {
        Autosaver {
            dir,
            last: String::new(),
            checked: None,
        }
    }

    fn path(&self, name: &str) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(name))
    }

    /// Called after every frame: stores the game when it has unsaved changes that are not on disk yet (writing only
    /// when the text changed); removes the autosave when the game is saved. Returns whether it wrote.
    pub fn store(&mut self, state: &AppState) -> bool {
        let (Some(game_path), Some(source_path)) = (self.path(GAME_FILE), self.path(SOURCE_FILE))
        else {
            return false;
        };
        if !state.is_dirty() {
            if !self.last.is_empty() {
                let _ = std::fs::remove_file(&game_path);
                let _ = std::fs::remove_file(&source_path);
                self.last.clear();
            }
            return false;
        }
        let text = write_game(state.game());
        if text == self.last {
            return false;
        }
        if let Some(dir) = &self.dir {
            let _ = std::fs::create_dir_all(dir);
        }
        let source = state
            .document()
            .source()
            .map(|s| format!("{}\n{}", s.path().display(), s.index))
            .unwrap_or_default();
        let ok = crate::files::write_atomically(&game_path, text.as_bytes()).is_ok()
            && crate::files::write_atomically(&source_path, source.as_bytes()).is_ok();
        if ok {
            self.last = text;
        }
        ok
    }

    /// Called after every frame: stores what changed, but compares the game with the disk at most every 300 ms.
    /// Returns when to come back if a check was put off (the caller asks for a frame then), so that a change is on
    /// disk within the second while an idle window stays idle.
    pub fn tick(&mut self, state: &AppState) -> Option<Duration> {
        if state.is_dirty()
            && let Some(at) = self.checked
            && at.elapsed() < QUIET
        {
            return Some(QUIET - at.elapsed());
        }
        self.checked = Some(Instant::now());
        self.store(state);
        None
    }

    /// A game left by a session that did not save it: restored into `state`, with a message.
    pub fn restore(&mut self, state: &mut AppState) -> bool {
        let Some(game_path) = self.path(GAME_FILE) else {
            return false;
        };
        let Ok(text) = std::fs::read_to_string(&game_path) else {
            return false;
        };
        let Ok(imported) = import_game(&text) else {
            return false;
        };
        let source = self
            .path(SOURCE_FILE)
            .and_then(|p| std::fs::read_to_string(p).ok())
            .and_then(|s| {
                let mut lines = s.lines();
                let path = PathBuf::from(lines.next()?.trim());
                let index = lines
                    .next()
                    .and_then(|i| i.trim().parse().ok())
                    .unwrap_or(0);
                (!path.as_os_str().is_empty()).then_some((path, index))
            });
        state.restored(imported.game, source);
        self.last = text;
        true
    }
}
