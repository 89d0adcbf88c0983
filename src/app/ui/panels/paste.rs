//! Paste a paper game: a large text box for a whole game in any notation. When the import stops at a move, the
//! dialog shows that move in its text, why, and the suggestions as buttons; a correction can be typed instead.
//! Nothing typed is lost on Cancel: the text stays for the next time the dialog opens.

use crate::app::commands::dialog_messages::PasteMessage;
use egui::{Color32, RichText, ScrollArea, TextEdit, Ui};

use crate::app::commands::command::Command;
use crate::app::session::state::AppState;
use crate::i18n::Key;
use crate::notation::{NotationStyle, write_move};

/// The dialog's contents.
pub fn paste_dialog(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let lang = state.lang();
    let dialog = state.dialogs().paste();
    let hint = ui.label(lang.text(Key::PasteHint));
    let mut text = dialog.text().to_string();
    ScrollArea::vertical().max_height(260.0).show(ui, |ui| {
        let field = ui
            .add(
                TextEdit::multiline(&mut text)
                    .desired_rows(10)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(hint.id);
        if dialog.stop().is_none() {
            super::keyboard::take_keyboard(ui, &field);
        }
        if field.changed() {
            commands.push(Command::PasteDialog(PasteMessage::Edited(text.clone())));
        }
    });
    if let Some(error) = dialog.error() {
        super::sign::problem_line(ui, &error.text(lang));
    }
    let mut pointed = None;
    if let Some(stop) = dialog.stop() {
        ui.separator();
        super::sign::problem_line(ui, &stop.message(lang));
        let after: String = stop.rest.chars().take(40).collect();
        ui.horizontal_wrapped(|ui| {
            ui.label(lang.text(Key::InTheText));
            ui.label(
                RichText::new(&stop.written)
                    .strong()
                    // Dark on the highlight, whatever the theme's text colour.
                    .color(Color32::BLACK)
                    .background_color(Color32::from_rgb(255, 225, 150)),
            );
            ui.label(RichText::new(after).color(Color32::GRAY));
        });
        ui.horizontal_wrapped(|ui| {
            for &m in stop.offered() {
                let written = write_move(stop.position(), m, NotationStyle::of_lang(lang));
                let button = ui.button(&written);
                crate::app::ui::probe::note(
                    ui.ctx(),
                    &format!("suggestion {written}"),
                    button.rect,
                );
                if button.hovered() {
                    pointed = Some(m);
                }
                if button.clicked() {
                    commands.push(Command::PasteDialog(PasteMessage::Accept(m)));
                }
            }
        });
        ui.horizontal(|ui| {
            let mut correction = dialog.correction().to_string();
            let field = ui.add(TextEdit::singleline(&mut correction).desired_width(120.0));
            // Enter reads the correction (asked before the field is given the keyboard back: `lost_focus` asks egui's
            // memory). At a stop, typing goes into the correction.
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            super::keyboard::take_keyboard(ui, &field);
            if field.changed() {
                commands.push(Command::PasteDialog(PasteMessage::CorrectionEdited(
                    correction,
                )));
            }
            let button = ui.button(lang.text(Key::ReadCorrection));
            field.labelled_by(button.id);
            if button.clicked() || enter {
                commands.push(Command::PasteDialog(PasteMessage::Correct));
            }
            if ui.button(lang.text(Key::KeepToHere)).clicked() {
                commands.push(Command::PasteDialog(PasteMessage::Keep));
            }
        });
    }
    // The board points at the suggestion under the mouse.
    let id = super::board::suggestion_id();
    ui.data_mut(|d| match pointed {
        Some(m) => {
            d.insert_temp(id, m);
        }
        None => d.remove::<shakmaty::Move>(id),
    });
    ui.separator();
    ui.horizontal(|ui| {
        if ui.button(lang.text(Key::Import)).clicked() {
            commands.push(Command::PasteDialog(PasteMessage::Import));
        }
        if ui.button(lang.text(Key::Cancel)).clicked() {
            commands.push(Command::ClosePaste);
        }
    });
}
