//! The window's own state, kept by the session between frames (see `model/window.rs`): the frame asks here whether
//! it may close, which title to give, and what the system's file chooser answered.

use super::state::AppState;
use crate::app::commands::command::{Command, Effect};
use crate::app::file_purpose::FilePurpose;
use crate::app::work::native_dialog::{self, Answer};

impl AppState {
    /// Whether closing was decided (nothing unsaved, or the user answered): the system's close goes through.
    pub fn may_close(&self) -> bool {
        self.window.may_close
    }

    /// After `apply`: a close it asked for is decided.
    pub(in crate::app) fn note_effects(&mut self, effects: &[Effect]) {
        if effects.contains(&Effect::Close) {
            self.window.may_close = true;
        }
    }

    /// The window's title when it changed since it was last given (then kept as given).
    pub(in crate::app) fn new_title(&mut self) -> Option<String> {
        let title = self.window_title();
        if self.window.title.as_deref() == Some(title.as_str()) {
            return None;
        }
        self.window.title = Some(title.clone());
        Some(title)
    }

    /// Shows the system's file chooser for `purpose` on another thread, in the folder a file of its kind was chosen
    /// last; its answer comes back by [`AppState::system_chooser_answer`].
    pub(in crate::app) fn show_system_chooser(&mut self, purpose: FilePurpose, name: String) {
        let folder = self.start_folder_for(purpose);
        self.window.system_chooser = Some(native_dialog::show(purpose, name, folder));
    }

    /// Whether the system's file chooser is shown (the window then looks again soon).
    pub fn system_chooser_open(&self) -> bool {
        self.window.system_chooser.is_some()
    }

    /// What the system's file chooser answered, once it has, as the command it comes to: the file chosen (or none),
    /// or Jipu's own chooser where the system's could not be shown.
    pub(in crate::app) fn system_chooser_answer(&mut self) -> Option<Command> {
        let answer = self.window.system_chooser.as_ref()?.take()?;
        self.window.system_chooser = None;
        Some(match answer {
            Answer::Chosen(purpose, path) => Command::FileChosen(purpose, path),
            Answer::Unavailable(purpose, name) => Command::OpenChooser {
                purpose,
                name,
                system_failed: true,
            },
        })
    }

    /// Whether a text field other than the move box had the keyboard at the end of the last frame.
    pub fn typing_in_dialog(&self) -> bool {
        self.window.typing_in_dialog
    }

    pub(in crate::app) fn set_typing_in_dialog(&mut self, typing: bool) {
        self.window.typing_in_dialog = typing;
    }
}
