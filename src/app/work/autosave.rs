//! Never lose a game: every change is stored within a second in the user's data folder (`JIPU_DATA_DIR` overrides it),
//! written safely, one file per window, and the next start offers every game whose window is gone — after a crash, a
//! kill or a power cut.
//!
//! Each window has an id and three files in `autosave/`: `ID.pgn` (the game), `ID.meta` (the file it came from and
//! values typed into the form that are not valid yet) and `ID.lock`, locked for as long as the window runs. A start
//! offers the games whose lock it can take: their window is gone. Two windows never write the same files, saving in
//! one removes only its own, and a kill of both loses neither.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use crate::chess::Game;
use crate::notation::import_game;
use crate::pgn::write_game;
use crate::sheet::Field;

/// A game as autosave keeps it: the game, and what its PGN does not keep.
pub struct Kept<'a> {
    pub game: &'a Game,
    /// The file it came from, and its index there.
    pub source: Option<(&'a Path, usize)>,
    /// Values typed into the form that are not valid yet (its tags hold nothing meanwhile).
    pub typed: Vec<(Field, &'a str)>,
}

/// The folder of Jipu's data: `JIPU_DATA_DIR`, else the system's data folder for Jipu.
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("JIPU_DATA_DIR") {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("org", "Jipu", "jipu").map(|d| d.data_dir().to_path_buf())
}

/// Comparing a long game's text costs time: after a check, frames within this long wait for the next one.
const QUIET: Duration = Duration::from_millis(300);

/// The single autosave of Jipu before windows had their own, offered like any other left behind.
const OLD_GAME: &str = "autosave.pgn";
const OLD_SOURCE: &str = "autosave-source.txt";
const OLD_ID: &str = "earlier-version";

/// A game left by a window that is gone, waiting to be restored or discarded.
#[derive(Clone, Debug)]
pub struct Waiting {
    id: String,
    pub game: Game,
    /// The file it came from and which of its games.
    pub source: Option<(PathBuf, usize)>,
    /// Values typed into the form that were not valid yet, so not in the game's tags.
    pub typed: Vec<(Field, String)>,
    /// When it was last stored.
    pub stored: SystemTime,
}

/// This window's autosave. See the module documentation.
#[derive(Debug)]
pub struct Autosave {
    dir: PathBuf,
    id: String,
    /// Held for the window's life: the sign, for other windows, that this one is alive.
    lock: Option<File>,
    /// Locks of games offered to this window, so that no other window offers them too.
    held: Vec<(String, File)>,
    last: String,
    checked: Option<Instant>,
}

/// Set for a window started to restore one waiting game ("Open in a new window"): the game's id.
pub const RESTORE_ENV: &str = "JIPU_RESTORE";

impl Autosave {
    /// This window's autosave in `data_dir`, and the games left there by windows that are gone.
    pub fn open(data_dir: &Path) -> (Autosave, Vec<Waiting>) {
        let dir = data_dir.join("autosave");
        let _ = std::fs::create_dir_all(&dir);
        let started = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .unwrap_or_default()
            .as_millis();
        let id = format!("{started}-{}", std::process::id());
        let lock = File::create(dir.join(format!("{id}.lock")))
            .ok()
            .filter(|f| f.try_lock().is_ok());
        let mut autosave = Autosave {
            dir,
            id,
            lock,
            held: Vec::new(),
            last: String::new(),
            checked: None,
        };
        let mut waiting = autosave.left_behind();
        if let Some(old) = read_old(data_dir) {
            waiting.push(old);
        }
        waiting.sort_by_key(|w| std::cmp::Reverse(w.stored));
        (autosave, waiting)
    }

    fn path(&self, id: &str, ext: &str) -> PathBuf {
        self.dir.join(format!("{id}.{ext}"))
    }

    /// The games whose window is gone: their lock can be taken (and is kept while they are offered here). The lock
    /// of a window that is gone and left no game is removed.
    fn left_behind(&mut self) -> Vec<Waiting> {
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "lock")
                && !path.with_extension("pgn").exists()
                && path
                    .file_stem()
                    .is_some_and(|s| s.to_str() != Some(self.id.as_str()))
                && File::open(&path).is_ok_and(|f| f.try_lock().is_ok())
            {
                let _ = std::fs::remove_file(&path);
                continue;
            }
            let Some(id) = path
                .file_stem()
                .and_then(|s| s.to_str())
                .filter(|_| path.extension().is_some_and(|e| e == "pgn"))
                .map(str::to_string)
            else {
                continue;
            };
            if id == self.id {
                continue;
            }
            let Ok(lock) = File::options()
                .create(true)
                .truncate(false)
                .write(true)
                .open(self.path(&id, "lock"))
            else {
                continue;
            };
            if lock.try_lock().is_err() {
                continue; // Its window is still running.
            }
            let Some(waiting) = read_waiting(&id, &path, &self.path(&id, "meta")) else {
                continue;
            };
            self.held.push((id, lock));
            out.push(waiting);
        }
        out
    }

    /// Stores the game when it has unsaved changes not on disk yet (writing only when something changed); removes
    /// this window's files when nothing is unsaved. Returns whether it wrote.
    pub fn store(&mut self, unsaved: Option<&Kept>) -> bool {
        let (game_path, meta_path) = (self.path(&self.id, "pgn"), self.path(&self.id, "meta"));
        let Some(unsaved) = unsaved else {
            if !self.last.is_empty() {
                let _ = std::fs::remove_file(&game_path);
                let _ = std::fs::remove_file(&meta_path);
                self.last.clear();
            }
            return false;
        };
        let text = write_game(unsaved.game);
        let meta = meta(unsaved);
        if self.last.len() == text.len() + meta.len() && self.last == format!("{text}{meta}") {
            return false;
        }
        let _ = std::fs::create_dir_all(&self.dir);
        // The game first: a kill between the two leaves a game without its meta, never the reverse.
        let ok = crate::files::write_atomically(&game_path, text.as_bytes()).is_ok()
            && crate::files::write_atomically(&meta_path, meta.as_bytes()).is_ok();
        if ok {
            self.last = format!("{text}{meta}");
        }
        ok
    }

    /// Called after every frame: stores what changed, but compares the game with the disk at most every 300 ms.
    /// Returns when to come back if a check was put off (the caller asks for a frame then), so that a change is on
    /// disk within the second while an idle window stays idle.
    pub fn tick(&mut self, unsaved: Option<&Kept>) -> Option<Duration> {
        if unsaved.is_some()
            && let Some(at) = self.checked
            && at.elapsed() < QUIET
        {
            return Some(QUIET - at.elapsed());
        }
        self.checked = Some(Instant::now());
        self.store(unsaved);
        None
    }

    /// A waiting game was restored here or discarded: its files go (this window now keeps the restored game).
    pub fn forget(&mut self, id: &str) {
        if id == OLD_ID {
            if let Some(data) = self.dir.parent() {
                let _ = std::fs::remove_file(data.join(OLD_GAME));
                let _ = std::fs::remove_file(data.join(OLD_SOURCE));
            }
            return;
        }
        for ext in ["pgn", "meta", "lock"] {
            let _ = std::fs::remove_file(self.path(id, ext));
        }
        self.held.retain(|(held, _)| held != id);
    }

    /// One waiting game is left to another window, which takes its lock.
    pub fn let_go(&mut self, id: &str) {
        self.held.retain(|(held, _)| held != id);
    }

    /// The waiting games are left for later: another window may offer them.
    pub fn release(&mut self) {
        self.held.clear();
    }

    /// The user gave up this window's unsaved game: its files go.
    pub fn discard(&mut self) {
        let _ = std::fs::remove_file(self.path(&self.id, "pgn"));
        let _ = std::fs::remove_file(self.path(&self.id, "meta"));
        self.last.clear();
    }
}

impl Drop for Autosave {
    /// A window that closes with nothing unsaved leaves nothing behind; one with an unsaved game keeps its files.
    fn drop(&mut self) {
        if self.last.is_empty() && self.lock.is_some() {
            let _ = std::fs::remove_file(self.path(&self.id, "lock"));
        }
    }
}

impl Waiting {
    pub fn id(&self) -> &str {
        &self.id
    }
}

/// What the PGN does not keep: the file the game came from, and values typed but refused.
fn meta(kept: &Kept) -> String {
    let mut out = String::new();
    if let Some((path, index)) = kept.source {
        out.push_str(&format!(
            "source\t{}\t{}\n",
            escape(&path.display().to_string()),
            index
        ));
    }
    for (field, typed) in &kept.typed {
        out.push_str(&format!("field\t{}\t{}\n", field.tag(), escape(typed)));
    }
    out
}

fn escape(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('\t', "\\t")
        .replace('\n', "\\n")
}

fn unescape(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match (c, c == '\\') {
            (_, true) => match chars.next() {
                Some('t') => out.push('\t'),
                Some('n') => out.push('\n'),
                Some(other) => out.push(other),
                None => {}
            },
            (c, false) => out.push(c),
        }
    }
    out
}

fn read_waiting(id: &str, game_path: &Path, meta_path: &Path) -> Option<Waiting> {
    let text = std::fs::read_to_string(game_path).ok()?;
    let game = import_game(&text).ok()?.game;
    let stored = std::fs::metadata(game_path)
        .and_then(|m| m.modified())
        .unwrap_or(SystemTime::UNIX_EPOCH);
    let mut waiting = Waiting {
        id: id.to_string(),
        game,
        source: None,
        typed: Vec::new(),
        stored,
    };
    for line in std::fs::read_to_string(meta_path)
        .unwrap_or_default()
        .lines()
    {
        let parts: Vec<&str> = line.split('\t').collect();
        match parts.as_slice() {
            ["source", path, index] => {
                waiting.source = Some((PathBuf::from(unescape(path)), index.parse().unwrap_or(0)));
            }
            ["field", tag, value] => {
                if let Some(field) = Field::ALL.into_iter().find(|f| f.tag() == *tag) {
                    waiting.typed.push((field, unescape(value)));
                }
            }
            _ => {}
        }
    }
    Some(waiting)
}

/// The autosave of a Jipu from before windows had their own.
fn read_old(data_dir: &Path) -> Option<Waiting> {
    let mut waiting = read_waiting(OLD_ID, &data_dir.join(OLD_GAME), Path::new(""))?;
    let source = std::fs::read_to_string(data_dir.join(OLD_SOURCE)).unwrap_or_default();
    let mut lines = source.lines();
    if let Some(path) = lines.next().map(str::trim).filter(|p| !p.is_empty()) {
        let index = lines
            .next()
            .and_then(|i| i.trim().parse().ok())
            .unwrap_or(0);
        waiting.source = Some((PathBuf::from(path), index));
    }
    Some(waiting)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaped_values_come_back() {
        for text in ["2024-02-30", "a\tb\nc\\d", ""] {
            assert_eq!(unescape(&escape(text)), text);
        }
    }
}
