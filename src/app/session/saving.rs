//! Saving the game: into the file it came from (only this game's bytes change) or into a file of its own.
//!
//! Saving back into a file rewrites the whole file beside it and puts it in its place, so that a crash never leaves
//! half a file: a gigabyte takes seconds. From [`ON_A_THREAD`] bytes on, that is done on another thread, the window
//! drawing on and the message line saying so; what was to follow the save (another game in this one's place, the
//! window closing) follows once the file is written. A smaller file is written at once, in a few milliseconds.

use std::path::Path;

use super::state::AppState;
use crate::app::commands::command::Effect;
use crate::app::message::Message;
use crate::app::model::dialogs::Replacement;
use crate::app::model::document::Source;
use crate::app::model::saving::Saving;
use crate::app::work::background::Background;
use crate::app::work::game_file::GameFile;
use crate::i18n::Key;
use crate::pgn::write_game;

/// A file saved back into from this size on is written on another thread.
pub const ON_A_THREAD: u64 = 16 * 1024 * 1024;

impl AppState {
    /// Saves the game to `path`. When that is the file it came from, only this game's bytes change.
    pub(in crate::app) fn save_to(&mut self, path: &Path) {
        let shown = path.display().to_string();
        if self.saving.is_some() {
            self.say(Message::problem(Key::StillSaving, &[&shown]));
            return;
        }
        let same_file = self.doc.source().filter(|s| s.path() == path).cloned();
        let written = write_game(self.game());
        let large =
            same_file.is_some() && std::fs::metadata(path).is_ok_and(|m| m.len() >= ON_A_THREAD);
        let game = self.game().clone();
        let work = {
            let (same_file, path, written) =
                (same_file.clone(), path.to_path_buf(), written.clone());
            move || match &same_file {
                Some(source) => source.file.save(source.index, &game),
                None => crate::files::write_atomically(&path, written.as_bytes()),
            }
        };
        let saving = |job| Saving {
            job,
            path: path.to_path_buf(),
            written,
            same_file,
            revision: self.doc.revision(),
            identity: self.doc.identity(),
            then: None,
        };
        if large {
            self.saving = Some(saving(Background::start(work)));
            self.say(Message::info(Key::Saving, &[&shown]));
        } else {
            let done = work();
            self.saved(saving(Background::done(done)));
        }
    }

    /// Whether the game is being saved on another thread (the window then looks again soon).
    pub fn is_saving(&self) -> bool {
        self.saving.is_some()
    }

    /// After saving on the way to `pending` or closing: carried out once the game is saved (at once when it is).
    pub(in crate::app) fn then_after_saving(
        &mut self,
        pending: Option<Replacement>,
        closing: bool,
    ) -> Vec<Effect> {
        if let Some(saving) = &mut self.saving {
            saving.then = Some((pending, closing));
            return Vec::new();
        }
        if self.is_dirty() {
            return Vec::new(); // Not saved: the message says why; nothing is lost.
        }
        self.after_saving(pending, closing)
    }

    /// Each frame while saving: once the file is written, the game is saved and what was to follow follows.
    pub(in crate::app) fn poll_saving(&mut self) -> Vec<Effect> {
        if !self.saving.as_ref().is_some_and(|s| s.job.is_done()) {
            return Vec::new();
        }
        let Some(saving) = self.saving.take() else {
            return Vec::new();
        };
        let then = self.saved(saving);
        match then {
            Some((pending, closing)) if !self.is_dirty() => self.after_saving(pending, closing),
            _ => Vec::new(),
        }
    }

    /// A save has ended: the game is marked saved (as it was when the save began), or what went wrong is said.
    /// Returns what was to follow it.
    fn saved(&mut self, saving: Saving) -> Option<(Option<Replacement>, bool)> {
        let shown = saving.path.display().to_string();
        if let Err(e) = saving.job.take()? {
            let still_reading = crate::app::work::game_file::is_still_reading(&e);
            self.say(match still_reading {
                true => Message::problem(Key::FileStillReading, &[&shown]),
                false => Message::problem(Key::CannotWriteFile, &[&shown, &e.to_string()]),
            });
            return None;
        }
        let source = saving.same_file.unwrap_or_else(|| Source {
            file: GameFile::written(&saving.path, saving.written.as_bytes()),
            index: 0,
        });
        if self.doc.identity() == saving.identity {
            self.doc.saved_as_of(source, saving.revision);
            self.settings.remember_details(self.doc.details());
        }
        self.settings.remember_file(&saving.path);
        self.say(Message::info(Key::Saved, &[&shown]).while_saved());
        saving.then
    }
}
