//! The system's file chooser (rfd: the XDG portal on Linux, zenity when there is no portal), shown from a thread so
//! the window keeps drawing. rfd answers "nothing chosen" both when the user cancels and when no chooser could be
//! shown; it logs the second. A small logger counts rfd's errors about its last resort (zenity, after the portal),
//! so that a chooser that could not be shown is told apart from a cancel — and Jipu's own chooser (`model/chooser.rs`) opens instead, never a silent nothing.

use super::background::Background;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use crate::app::file_purpose::FilePurpose;

/// rfd's errors so far.
static RFD_ERRORS: AtomicUsize = AtomicUsize::new(0);
/// The system's chooser failed once: Jipu's own is used for the rest of the session.
static UNAVAILABLE: AtomicBool = AtomicBool::new(false);

struct RfdWatch;

impl log::Log for RfdWatch {
    fn enabled(&self, metadata: &log::Metadata<'_>) -> bool {
        metadata.target().starts_with("rfd") && metadata.level() <= log::Level::Error
    }

    fn log(&self, record: &log::Record<'_>) {
        // Only the last resort failing counts: when the portal fails, rfd logs that and falls back to zenity, and a
        // cancel in zenity is then a cancel. When zenity cannot be run either, rfd says so, naming it.
        if self.enabled(record.metadata()) && record.args().to_string().contains("zenity") {
            RFD_ERRORS.fetch_add(1, Ordering::SeqCst);
        }
    }

    fn flush(&self) {}
}

/// Installs the watch on rfd's log (once; another logger already installed wins, and then failures are not told
/// from cancels).
pub fn watch_rfd() {
    static WATCH: RfdWatch = RfdWatch;
    if log::set_logger(&WATCH).is_ok() {
        log::set_max_level(log::LevelFilter::Error);
    }
}

/// Whether the system's chooser should be tried: not when `JIPU_FILE_DIALOG=builtin`, nor after it failed once.
pub fn system_chooser_usable() -> bool {
    let asked = std::env::var("JIPU_FILE_DIALOG").unwrap_or_default();
    asked != "builtin" && !UNAVAILABLE.load(Ordering::SeqCst)
}

/// What a system chooser answered.
#[derive(Clone, Debug)]
pub enum Answer {
    Chosen(FilePurpose, Option<PathBuf>),
    /// No chooser could be shown: open Jipu's own.
    Unavailable(FilePurpose, String),
}

/// Shows the system's chooser for `purpose` on another thread, proposing `name` for saving and opening in `folder`.
pub fn show(purpose: FilePurpose, name: String, folder: Option<PathBuf>) -> Background<Answer> {
    Background::start(move || {
        let before = RFD_ERRORS.load(Ordering::SeqCst);
        let (kind, extensions) = purpose.filter();
        let mut dialog = rfd::FileDialog::new();
        // Any file (an engine's program): no filter at all, as the choosers write `*` as `*.*`, which hides a file
        // without an extension.
        if extensions != ["*"] {
            dialog = dialog.add_filter(kind, extensions);
            if purpose.opens() {
                dialog = dialog.add_filter("*", &["*"]);
            }
        }
        if let Some(folder) = folder {
            dialog = dialog.set_directory(folder);
        }
        let path = if purpose.opens() {
            dialog.pick_file()
        } else {
            dialog.set_file_name(name.clone()).save_file()
        };
        let failed = path.is_none() && RFD_ERRORS.load(Ordering::SeqCst) != before;
        if failed {
            UNAVAILABLE.store(true, Ordering::SeqCst);
            Answer::Unavailable(purpose, name)
        } else {
            Answer::Chosen(purpose, path)
        }
    })
}
