//! Where typing goes while a dialog is open: its text field takes the keyboard, the game list's Find box is known.

use egui::Ui;

/// A dialog's text field takes the keyboard when it opens (and whenever nothing else in the dialog has it), so that
/// what the user types at once goes into it, not into the move box behind the dialog.
pub fn take_keyboard(ui: &Ui, field: &egui::Response) {
    let focused = ui.memory(|m| m.focused());
    if focused.is_none() || focused == Some(super::entry::entry_id()) {
        field.request_focus();
    }
}

/// The id of the game list's Find box, so that the frame can give it what is typed while the list is open.
pub fn find_id() -> egui::Id {
    egui::Id::unique("jipu-find-games")
}
