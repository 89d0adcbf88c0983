//! Opening a large file without freezing the window: it is read and checked on another thread, with a progress bar
//! and a Cancel button; the window goes on drawing meanwhile.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use crate::pgn::{PgnFile, decode, read_games_with};

/// Files larger than this are read in the background.
pub const BACKGROUND_BYTES: u64 = 2 << 20;

/// What the reading thread hands back: the text read and its games, or why the file could not be read.
type Read = Result<(String, PgnFile), String>;

/// A file being read on another thread.
#[derive(Clone, Debug)]
pub struct Loading {
    path: PathBuf,
    /// Bytes read so far, and in all.
    done: Arc<AtomicU64>,
    total: u64,
    cancel: Arc<AtomicBool>,
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

    pub fn path(&self) -> &std::path::Path {
        &self.path
    }

    /// How far, from 0 to 1.
    pub fn fraction(&self) -> f32 {
        self.done.load(Ordering::Relaxed) as f32 / self.total as f32
    }

    /// Asks the reading thread to stop.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// What the thread read, once it is done.
    pub(super) fn take(&self) -> Option<Read> {
        self.result.lock().ok().and_then(|mut slot| slot.take())
    }
}
