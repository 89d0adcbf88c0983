//! Opening a large file without freezing the window: it is read and checked on another thread, with a progress bar
//! and a Cancel button; the window goes on drawing meanwhile.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use super::state::{AppState, OpenFile};
use crate::i18n::Key;
use crate::pgn::{PgnFile, decode, read_games_with};

/// Files larger than this are read in the background.
pub const BACKGROUND_BYTES: u64 = 2 << 20;

/// What the reading thread hands back: the text read and its games, or why the file could not be read.
type Read = Result<(String, PgnFile), String>;

/// A file being read on another thread.
#[derive(Clone, Debug)]
pub struct Loading {
    pub path: PathBuf,
    /// Bytes read so far, and in all.
    pub done: Arc<AtomicU64>,
    pub total: u64,
    pub cancel: Arc<AtomicBool>,
    result: Arc<Mutex<Option<Read>>>,
}

impl Loading {
    /// Starts reading `path` on a new thread.
    pub fn start(path: PathBuf, total: u64) -> Loading {
        let loading = Loading {
            path: path.clone(),
            done: Arc::new(AtomicU64::new(0)),
            total: total.max(1),
            cancel: Arc::new(AtomicBool::new(false)),
            result: Arc::new(Mutex::new(None)),
        };
        let (done, cancel, result) = (
            loading.done.clone(),
            loading.cancel.clone(),
            loading.result.clone(),
        );
        std::thread::spawn(move || {
            let outcome = std::fs::read(&path)
                .map_err(|e| e.to_string())
                .map(|bytes| {
                    // Decoding counts for the first tenth, reading the games for the rest.
                    done.store(total / 10, Ordering::Relaxed);
                    let text = decode(&bytes).text;
                    let len = text.len().max(1) as u64;
                    let pgn = read_games_with(&text, &mut |at| {
                        done.store(
                            total / 10 + at as u64 * (total - total / 10) / len,
                            Ordering::Relaxed,
                        );
                        !cancel.load(Ordering::Relaxed)
                    });
                    (text, pgn)
                });
            if let Ok(mut slot) = result.lock() {
                *slot = Some(outcome);
            }
        });
        loading
    }

    /// How far, from 0 to 1.
    pub fn fraction(&self) -> f32 {
        self.done.load(Ordering::Relaxed) as f32 / self.total as f32
    }

    fn take(&self) -> Option<Read> {
        self.result.lock().ok().and_then(|mut slot| slot.take())
    }
}

impl AppState {
    /// Each frame while a file is being read: when it is done, its games are shown as [`AppState::open_path`]
    /// shows them. Returns whether reading still goes on.
    pub fn poll_loading(&mut self) -> bool {
        let Some(loading) = self.loading.clone() else {
            return false;
        };
        let Some(result) = loading.take() else {
            return true;
        };
        self.loading = None;
        let lang = self.lang;
        let shown = loading.path.display().to_string();
        if loading.cancel.load(Ordering::Relaxed) {
            self.message = Some(lang.fill(Key::Cancelled, &[&shown]));
            return false;
        }
        match result {
            Ok((text, pgn)) => self.opened(loading.path, text, pgn),
            Err(e) => self.message = Some(lang.fill(Key::CannotReadFile, &[&shown, &e])),
        }
        false
    }

    /// A file read: the message of its first problem, and its game or the list of its games.
    pub(crate) fn opened(&mut self, path: PathBuf, text: String, pgn: PgnFile) {
        let lang = self.lang;
        self.message = pgn.problems.first().map(|p| p.message(lang)).or_else(|| {
            pgn.games
                .is_empty()
                .then(|| lang.text(Key::NoGameFound).to_string())
        });
        if pgn.games.is_empty() {
            return;
        }
        super::settings::remember(&mut self.settings.recent_files, &path);
        let open = OpenFile {
            path,
            text,
            pgn: Arc::new(pgn),
            index: 0,
        };
        if open.pgn.games.len() == 1 {
            self.show_game_of(open, 0);
        } else {
            self.game_list = Some(open);
        }
    }
}
