//! Where the engine is: the one the user chose (remembered), else Stockfish where it is installed — on the `PATH`,
//! in the games folder where Debian's and Ubuntu's package puts it (`/usr/games`, not on every user's `PATH`), where
//! Homebrew puts it on a Mac, or beside Jipu's own program (a portable folder on Windows).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::error::EngineError;

/// The folders looked in for Stockfish.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSearch {
    folders: Vec<PathBuf>,
}

/// Stockfish's program name here (`stockfish.exe` on Windows).
fn program() -> String {
    format!("stockfish{}", std::env::consts::EXE_SUFFIX)
}

impl EngineSearch {
    /// The folders of this system: those of `PATH`, then the usual places of a package, then Jipu's own folder.
    pub fn system() -> EngineSearch {
        EngineSearch::within(std::env::var_os("PATH"))
    }

    /// The folders of the `PATH` given, then the usual places.
    pub fn within(path: Option<OsString>) -> EngineSearch {
        let mut folders: Vec<PathBuf> = path
            .map(|p| std::env::split_paths(&p).collect())
            .unwrap_or_default();
        folders.extend(
            [
                "/usr/games",
                "/usr/local/games",
                "/opt/homebrew/bin",
                "/usr/local/bin",
                "/snap/bin",
            ]
            .map(PathBuf::from),
        );
        if let Some(own) = std::env::current_exe()
            .ok()
            .and_then(|e| e.parent().map(Path::to_path_buf))
        {
            folders.push(own);
        }
        EngineSearch { folders }
    }

    /// Nowhere: as on a machine without Stockfish (for tests).
    pub fn nowhere() -> EngineSearch {
        EngineSearch {
            folders: Vec::new(),
        }
    }

    /// Stockfish, in the first folder that has it.
    pub fn stockfish(&self) -> Option<PathBuf> {
        let name = program();
        self.folders
            .iter()
            .map(|f| f.join(&name))
            .find(|p| p.is_file())
    }

    /// The engine to run: `chosen` when the user chose one (an error when it is gone), else Stockfish.
    pub fn engine(&self, chosen: Option<&Path>) -> Result<PathBuf, EngineError> {
        match chosen {
            Some(path) if path.is_file() => Ok(path.to_path_buf()),
            Some(path) => Err(EngineError::CannotStart {
                path: path.display().to_string(),
                source: Arc::new(std::io::Error::from(std::io::ErrorKind::NotFound)),
            }),
            None => self.stockfish().ok_or(EngineError::NotFound),
        }
    }
}

impl Default for EngineSearch {
    fn default() -> Self {
        EngineSearch::system()
    }
}
