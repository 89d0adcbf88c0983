//! Jipu's own file chooser (see `model/chooser.rs`): places on the left, the folder's folders and fitting files, the
//! folder and a name field, Open or Save.

use crate::app::commands::dialog_messages::ChooserMessage;
use egui::{Color32, RichText, ScrollArea, TextEdit, Ui};

use crate::app::commands::command::Command;
use crate::app::file_purpose::FilePurpose;
use crate::app::session::state::AppState;
use crate::i18n::Key;

pub fn chooser(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let Some(chooser) = state.dialogs().chooser() else {
        return;
    };
    let lang = state.lang();
    let (title, accept) = match chooser.purpose() {
        FilePurpose::OpenGame => (Key::OpenFile, Key::OpenFile),
        FilePurpose::SaveGame => (Key::SaveFileAs, Key::SaveFile),
        FilePurpose::ExportSheet | FilePurpose::ExportBlank | FilePurpose::ExportRound => {
            (Key::ExportSheet, Key::SaveFile)
        }
        FilePurpose::OpenPairings => (Key::RoundMenu, Key::OpenFile),
        FilePurpose::ExportResults => (Key::WriteResultsCsv, Key::SaveFile),
        FilePurpose::OpenLadder => (Key::ChooseLadder, Key::OpenFile),
        FilePurpose::NewLadder => (Key::NewLadder, Key::SaveFile),
        FilePurpose::ChooseEngine => (Key::ChooseEngine, Key::Ok),
        FilePurpose::OpenPicture => (Key::OpenPicture, Key::OpenFile),
        FilePurpose::OpenRoundPhoto => (Key::ReadRoundPhotos, Key::OpenFile),
    };
    let mut open = true;
    egui::Window::new(lang.text(title))
        .id(egui::Id::unique("jipu-chooser"))
        .open(&mut open)
        .collapsible(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ui.ctx().content_rect().center())
        .default_width(620.0)
        .show(ui.ctx(), |ui| {
            ui.horizontal(|ui| {
                ui.label(lang.text(Key::Folder));
                if ui
                    .button(format!("↑ {}", lang.text(Key::UpFolder)))
                    .clicked()
                {
                    commands.push(Command::Chooser(ChooserMessage::Up));
                }
                ui.label(RichText::new(chooser.dir().display().to_string()).strong());
            });
            ui.separator();
            // The list's height is fixed: a window that fits a small screen, whatever the folder holds.
            let list_height = (ui.ctx().content_rect().height() - 260.0).clamp(120.0, 320.0);
            let size = egui::vec2(ui.available_width(), list_height);
            ui.allocate_ui_with_layout(size, egui::Layout::left_to_right(egui::Align::Min), |ui| {
                ui.set_height(list_height);
                ui.vertical(|ui| {
                    ui.set_width(150.0);
                    ui.label(RichText::new(lang.text(Key::Places)).small());
                    for place in chooser.places() {
                        let name = place
                            .file_name()
                            .map(|n| n.to_string_lossy().into_owned())
                            .unwrap_or_else(|| place.display().to_string());
                        if ui
                            .button(name)
                            .on_hover_text(place.display().to_string())
                            .clicked()
                        {
                            commands.push(Command::Chooser(ChooserMessage::Go(place.clone())));
                        }
                    }
                });
                ui.separator();
                // One entry a line, in a column as wide as the room left: the row around it lays out left to
                // right, which would put a folder of a hundred entries side by side and the window off the screen.
                let list_width = ui.available_width().max(200.0);
                ScrollArea::vertical()
                    .max_height(list_height)
                    .max_width(list_width)
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        ui.set_width(list_width - 16.0);
                        ui.vertical(|ui| entries(ui, chooser, commands));
                    });
            });
            ui.separator();
            ui.horizontal(|ui| {
                let label = ui.label(lang.text(Key::FileName));
                let mut name = chooser.name().to_string();
                let field = ui
                    .add(TextEdit::singleline(&mut name).desired_width(360.0))
                    .labelled_by(label.id);
                if field.changed() {
                    commands.push(Command::Chooser(ChooserMessage::Name(name)));
                }
                // Enter chooses: in the name field (which has the keyboard when the chooser opens), or after a
                // click in the list — read before the field is given the keyboard back.
                let focused = ui.memory(|m| m.focused());
                let enter = ui.input(|i| i.key_pressed(egui::Key::Enter))
                    && (field.lost_focus() || focused.is_none() || field.has_focus());
                super::keyboard::take_keyboard(ui, &field);
                // Once, when it opens: the name field has the keyboard, whatever had it before.
                let seen = egui::Id::unique("jipu-chooser-seen");
                if ui.data(|d| d.get_temp::<u64>(seen)) != Some(chooser.opened()) {
                    ui.data_mut(|d| d.insert_temp(seen, chooser.opened()));
                    field.request_focus();
                }
                crate::app::ui::probe::note(ui.ctx(), lang.text(Key::FileName), field.rect);
                let button = ui.button(lang.text(accept));
                crate::app::ui::probe::note(ui.ctx(), lang.text(accept), button.rect);
                if button.clicked() || enter {
                    commands.push(Command::Chooser(ChooserMessage::Accept));
                }
                if ui.button(lang.text(Key::Cancel)).clicked() {
                    commands.push(Command::Chooser(ChooserMessage::Cancel));
                }
            });
            if let Some(error) = chooser.error() {
                ui.label(RichText::new(error.text(lang)).color(Color32::from_rgb(200, 90, 40)));
            }
        });
    if !open {
        commands.push(Command::Chooser(ChooserMessage::Cancel));
    }
}

/// The folders and files of the chooser's folder, one a line.
fn entries(ui: &mut Ui, chooser: &crate::app::FileChooser, commands: &mut Vec<Command>) {
    for entry in chooser.entries() {
        let text = if entry.is_dir {
            format!("{}/", entry.name)
        } else {
            entry.name.clone()
        };
        let picked = chooser.selected() == Some(entry.name.as_str())
            || (!entry.is_dir && entry.name == chooser.name());
        let response = ui.selectable_label(picked, &text);
        crate::app::ui::probe::note(ui.ctx(), &format!("entry {text}"), response.rect);
        // A click picks; a double-click opens what its first click picked (a folder is entered, a file chosen) —
        // never the entry that comes under the pointer once a folder was entered.
        let picked_before = chooser.selected() == Some(entry.name.as_str());
        if response.double_clicked() && picked_before {
            if entry.is_dir {
                commands.push(Command::Chooser(ChooserMessage::Go(
                    chooser.dir().join(&entry.name),
                )));
            } else {
                commands.push(Command::Chooser(ChooserMessage::Accept));
            }
        } else if response.clicked() {
            commands.push(Command::Chooser(ChooserMessage::Select(entry.name.clone())));
        }
    }
}
