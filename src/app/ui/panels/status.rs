//! The status line at the bottom of the window: what Jipu says last, and whether the game is saved.

use egui::{Color32, RichText, Ui};

use crate::app::commands::command::Command;
use crate::app::message::Tone;
use crate::app::session::state::AppState;
use crate::i18n::Key;

/// The message line at the bottom, with a button that clears it; at its right end, always, whether the game is
/// saved: "Not saved" while it has changes no file holds, the file's name when it is saved there.
pub fn message(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let lang = state.lang();
    ui.horizontal(|ui| {
        let saved = match state.document().source() {
            _ if state.is_dirty() => RichText::new(format!("● {}", lang.text(Key::NotSaved)))
                .color(ui.visuals().warn_fg_color),
            Some(source) => {
                let name = source
                    .path()
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                RichText::new(lang.fill(Key::SavedIn, &[&name])).weak()
            }
            None => RichText::new(""),
        };
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let label = ui.label(saved);
            let status = if state.is_dirty() {
                "not saved"
            } else {
                "saved"
            };
            crate::app::ui::probe::note(ui.ctx(), status, label.rect);
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                let Some(message) = state.message() else {
                    return;
                };
                let color = match message.tone() {
                    Tone::Info => ui.visuals().text_color(),
                    Tone::Problem => Color32::from_rgb(200, 120, 40),
                };
                let job = super::sign::marked(ui, &message.text(lang), color);
                let shown = ui.add(egui::Label::new(job).truncate());
                // The real-window tests read what is said (in English, whatever the interface's language).
                let said = format!("message: {}", message.text(crate::i18n::Lang::En));
                crate::app::ui::probe::note(ui.ctx(), &said, shown.rect);
                if ui.small_button("×").clicked() {
                    commands.push(Command::DismissMessage);
                }
            });
        });
    });
}
