//! Help › Keys: every key the window knows and what it does, from the one `Command` list (so the table cannot drift
//! from what the keys do), written as this system writes keys (`Ctrl+S`, `⌘S`).

use egui::{RichText, Ui};

use crate::app::commands::command::Command;
use crate::app::session::state::AppState;
use crate::i18n::Key;

pub fn keys(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    if !state.dialogs().keys() {
        return;
    }
    let lang = state.lang();
    let mut open = true;
    egui::Window::new(lang.text(Key::KeysMenu))
        .id(egui::Id::unique("jipu-keys"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ui.ctx().content_rect().center())
        .show(ui.ctx(), |ui| {
            egui::Grid::new("jipu-keys-table")
                .num_columns(2)
                .striped(true)
                .spacing([16.0, 4.0])
                .show(ui, |ui| {
                    ui.label(RichText::new(lang.text(Key::KeysColumn)).strong());
                    ui.label(RichText::new(lang.text(Key::DoesColumn)).strong());
                    ui.end_row();
                    for (keys, does) in Command::keys_table(ui.ctx(), lang) {
                        ui.label(RichText::new(keys).monospace());
                        ui.label(does);
                        ui.end_row();
                    }
                });
            ui.add_space(6.0);
            let close = ui.button(lang.text(Key::CloseKeys));
            crate::app::ui::probe::note(ui.ctx(), lang.text(Key::CloseKeys), close.rect);
            if close.clicked() {
                commands.push(Command::CloseKeys);
            }
        });
    if !open {
        commands.push(Command::CloseKeys);
    }
}
