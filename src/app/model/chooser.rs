//! Jipu's own file chooser, for desktops where the system's cannot be shown (no XDG portal and no zenity: a plain X11
//! window manager, many minimal desktops, Xvfb): folders and the files that fit (`.pgn`/`.txt` for games, `.pdf` for
//! sheets), a name field, and places to start from (home, documents, the folders of recent files).

use std::path::{Path, PathBuf};

use crate::app::file_purpose::FilePurpose;
use crate::app::message::Message;
use crate::i18n::Key;

/// One line of the chooser's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChooserEntry {
    pub name: String,
    pub is_dir: bool,
}

/// The chooser's state.
#[derive(Clone, Debug)]
pub struct FileChooser {
    purpose: FilePurpose,
    dir: PathBuf,
    name: String,
    entries: Vec<ChooserEntry>,
    places: Vec<PathBuf>,
    error: Option<Message>,
    /// The name is that of a file that exists: saving again replaces it.
    confirm_replace: bool,
    /// The entry clicked last: a double-click opens only the entry its first click picked, so that a double-click
    /// on a folder never opens what lies under the pointer in the folder it entered.
    selected: Option<String>,
    /// Which chooser this is (each one opened gets its own): its name field takes the keyboard once, when it opens,
    /// whatever had it before (a button of the dialog that asked for a file).
    pub(in crate::app) opened: u64,
}

impl FileChooser {
    /// A chooser for `purpose`, in `dir`, with `name` proposed (for saving), offering `places`.
    pub fn new(
        purpose: FilePurpose,
        dir: PathBuf,
        name: String,
        places: Vec<PathBuf>,
    ) -> FileChooser {
        let fallback = places.first().cloned();
        let mut chooser = FileChooser {
            purpose,
            dir: PathBuf::new(),
            name: if purpose.opens() { String::new() } else { name },
            entries: Vec::new(),
            places,
            error: None,
            confirm_replace: false,
            selected: None,
            opened: {
                static OPENED: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
                OPENED.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
            },
        };
        chooser.go(dir);
        if chooser.dir.as_os_str().is_empty()
            && let Some(place) = fallback
        {
            chooser.go(place);
        }
        chooser
    }

    /// Which chooser this is (see the field).
    pub fn opened(&self) -> u64 {
        self.opened
    }

    pub fn purpose(&self) -> FilePurpose {
        self.purpose
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn entries(&self) -> &[ChooserEntry] {
        &self.entries
    }

    pub fn places(&self) -> &[PathBuf] {
        &self.places
    }

    pub fn error(&self) -> Option<&Message> {
        self.error.as_ref()
    }

    pub fn confirms_replace(&self) -> bool {
        self.confirm_replace
    }

    /// The file extensions listed.
    fn extensions(&self) -> &'static [&'static str] {
        self.purpose.filter().1
    }

    /// Shows the folder `dir`: its folders, then the files that fit, each by name; hidden ones are left out.
    pub fn go(&mut self, dir: PathBuf) {
        let read = std::fs::read_dir(&dir);
        let Ok(read) = read else {
            let shown = dir.display().to_string();
            self.error = Some(Message::problem(Key::CannotReadFolder, &[&shown]));
            return;
        };
        let extensions = self.extensions();
        let mut entries: Vec<ChooserEntry> = read
            .flatten()
            .filter_map(|e| {
                let name = e.file_name().to_str()?.to_string();
                let is_dir = e.path().is_dir();
                let fits = is_dir
                    || extensions.contains(&"*")
                    || Path::new(&name)
                        .extension()
                        .and_then(|x| x.to_str())
                        .is_some_and(|x| extensions.contains(&x.to_ascii_lowercase().as_str()));
                (fits && !name.starts_with('.')).then_some(ChooserEntry { name, is_dir })
            })
            .collect();
        entries.sort_by(|a, b| {
            b.is_dir
                .cmp(&a.is_dir)
                .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
        });
        self.entries = entries;
        self.dir = dir;
        self.error = None;
        self.confirm_replace = false;
        self.selected = None;
    }

    /// The entry clicked last (a folder or a file of this folder).
    pub fn selected(&self) -> Option<&str> {
        self.selected.as_deref()
    }

    /// An entry clicked: picked; a file's name goes into the name field.
    pub fn select(&mut self, name: String) {
        let is_dir = self.entries.iter().any(|e| e.is_dir && e.name == name);
        if !is_dir {
            self.set_name(name.clone());
        }
        self.selected = Some(name);
    }

    /// The folder above.
    pub fn up(&mut self) {
        if let Some(parent) = self.dir.parent().map(Path::to_path_buf) {
            self.go(parent);
        }
    }

    pub fn set_name(&mut self, name: String) {
        if self.selected.as_ref() != Some(&name) {
            self.selected = None;
        }
        self.name = name;
        self.error = None;
        self.confirm_replace = false;
    }

    /// The file chosen, when the choice can be taken: for opening, a file that exists; for saving, a name (the
    /// extension added when missing), in a folder that exists, and a second press when it replaces a file.
    pub fn accept(&mut self) -> Option<PathBuf> {
        // A folder picked in the list is entered (Enter, or the button, on it).
        if let Some(folder) = self
            .selected
            .clone()
            .filter(|s| self.entries.iter().any(|e| e.is_dir && &e.name == s))
        {
            let dir = self.dir.join(folder);
            self.go(dir);
            return None;
        }
        let name = self.name.trim();
        if name.is_empty() {
            self.error = Some(Message::problem(Key::ChooseAName, &[]));
            return None;
        }
        let mut path = if Path::new(name).is_absolute() {
            PathBuf::from(name)
        } else {
            self.dir.join(name)
        };
        if path.is_dir() {
            self.go(path);
            self.name.clear();
            return None;
        }
        if self.purpose.opens() {
            if path.is_file() {
                return Some(path);
            }
            let shown = path.display().to_string();
            self.error = Some(Message::problem(Key::NoSuchFile, &[&shown]));
            return None;
        }
        if path.extension().is_none() {
            path.set_extension(self.extensions()[0]);
        }
        if !path.parent().is_some_and(Path::is_dir) {
            let shown = path.display().to_string();
            self.error = Some(Message::problem(Key::CannotReadFolder, &[&shown]));
            return None;
        }
        if path.exists() && !self.confirm_replace {
            self.confirm_replace = true;
            let shown = path.display().to_string();
            self.error = Some(match games_in(&path) {
                // Saving one game over a file of several would lose the others: said with their number.
                Some(n) if n > 1 => Message::problem(Key::ReplaceGames, &[&shown, &n.to_string()]),
                _ => Message::problem(Key::ReplaceFile, &[&shown]),
            });
            return None;
        }
        Some(path)
    }
}

/// Places to start from: home, documents and desktop when they exist, the folders of recent files (the working folder
/// when there is none of these).
pub fn places(recent: &[PathBuf]) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = Vec::new();
    if let Some(dirs) = directories::UserDirs::new() {
        out.push(dirs.home_dir().to_path_buf());
        out.extend(dirs.document_dir().map(Path::to_path_buf));
        out.extend(dirs.desktop_dir().map(Path::to_path_buf));
    }
    for file in recent {
        if let Some(dir) = file.parent().filter(|d| d.is_dir()) {
            out.push(dir.to_path_buf());
        }
    }
    let mut seen = Vec::new();
    out.retain(|p| {
        let new = !seen.contains(p) && p.is_dir();
        seen.push(p.clone());
        new
    });
    if out.is_empty()
        && let Ok(here) = std::env::current_dir()
    {
        out.push(here);
    }
    out
}

/// How many games a PGN file holds, counted by their `[Event` lines in its first 16 MB (enough to warn before it is
/// replaced); `None` for a file that is not PGN or cannot be read.
fn games_in(path: &Path) -> Option<usize> {
    use std::io::Read;
    if !path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("pgn"))
    {
        return None;
    }
    let mut head = Vec::new();
    std::fs::File::open(path)
        .ok()?
        .take(16 << 20)
        .read_to_end(&mut head)
        .ok()?;
    Some(
        head.split(|&b| b == b'\n')
            .filter(|line| line.trim_ascii_start().starts_with(b"[Event "))
            .count(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_folders_and_fitting_files_and_adds_the_extension_when_saving() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("round 3")).unwrap();
        for name in ["a.pgn", "b.PGN", "c.pdf", ".hidden.pgn", "notes.doc"] {
            std::fs::write(dir.path().join(name), "x").unwrap();
        }
        let mut c = FileChooser::new(
            FilePurpose::SaveGame,
            dir.path().into(),
            "game".into(),
            Vec::new(),
        );
        let names: Vec<&str> = c.entries().iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["round 3", "a.pgn", "b.PGN"]);
        assert_eq!(c.accept(), Some(dir.path().join("game.pgn")));
        c.set_name("a.pgn".into());
        assert_eq!(c.accept(), None, "replacing a file asks once");
        assert!(c.confirms_replace());
        assert_eq!(c.accept(), Some(dir.path().join("a.pgn")));
        let mut open = FileChooser::new(
            FilePurpose::OpenGame,
            dir.path().into(),
            String::new(),
            Vec::new(),
        );
        open.set_name("missing.pgn".into());
        assert_eq!(open.accept(), None);
        assert!(open.error().is_some());
        open.set_name("round 3".into());
        assert_eq!(open.accept(), None, "a folder is entered");
        assert!(open.dir().ends_with("round 3"));
    }
}
