//! What the window keeps from one frame to the next that is the program's, kept here rather than in egui's memory:
//! whether it may close, the title last given to the system, the system's file chooser being shown, and whether a
//! dialog's text field had the keyboard.

use crate::app::work::background::Background;
use crate::app::work::native_dialog::Answer;

#[derive(Debug, Default)]
pub struct Window {
    /// Closing was decided (nothing unsaved, or the user answered): the system's close is not cancelled.
    pub(in crate::app) may_close: bool,
    /// The title last given to the system (a viewport command asks for a repaint, so it is sent only when it changes).
    pub(in crate::app) title: Option<String>,
    /// The system's file chooser, shown on another thread.
    pub(in crate::app) system_chooser: Option<Background<Answer>>,
    /// A text field other than the move box had the keyboard at the end of the last frame (egui lets go of a field on
    /// Escape before the frame reads the key).
    pub(in crate::app) typing_in_dialog: bool,
}
