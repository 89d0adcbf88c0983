//! Paste a paper game: a large text box for a whole game in any notation. When the import stops at a move, the
//! dialog shows that move in its text, why, and the suggestions as buttons; a correction can be typed instead.
//! Nothing typed is lost on Cancel: the text stays for the next time the dialog opens.

use egui::{Color32, RichText, ScrollArea, TextEdit, Ui};

use crate::app::state::AppState;
use crate::i18n::{Key, Lang};
use crate::notation::{NotationStyle, write_move};

fn style(lang: Lang) -> NotationStyle {
    match lang {
        Lang::Zh => NotationStyle::Zh,
        Lang::En => NotationStyle::En,
    }
}

/// The dialog's contents.
pub fn paste_dialog(ui: &mut Ui, state: &mut AppState) {
    let lang = state.lang;
    let hint = ui.label(lang.text(Key::PasteHint));
    ScrollArea::vertical().max_height(260.0).show(ui, |ui| {
        ui.add(
            TextEdit::multiline(&mut state.paste.text)
                .desired_rows(10)
                .desired_width(f32::INFINITY),
        )
        .labelled_by(hint.id);
    });
    if let Some(error) = &state.paste.error {
        ui.label(RichText::new(error).color(Color32::from_rgb(190, 40, 40)));
    }
    let mut accept = None;
    let mut correct = false;
    let mut keep = false;
    if let Some(stop) = &state.paste.stop {
        ui.separator();
        ui.label(RichText::new(stop.message(lang)).color(Color32::from_rgb(190, 40, 40)));
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
                if ui
                    .button(write_move(stop.position(), m, style(lang)))
                    .clicked()
                {
                    accept = Some(m);
                }
            }
        });
        ui.horizontal(|ui| {
            let field =
                ui.add(TextEdit::singleline(&mut state.paste.correction).desired_width(120.0));
            let button = ui.button(lang.text(Key::ReadCorrection));
            field.labelled_by(button.id);
            if button.clicked() {
                correct = true;
            }
            if ui.button(lang.text(Key::KeepToHere)).clicked() {
                keep = true;
            }
        });
    }
    ui.separator();
    ui.horizontal(|ui| {
        if ui.button(lang.text(Key::Import)).clicked() {
            state.paste_import();
        }
        if ui.button(lang.text(Key::Cancel)).clicked() {
            state.paste_open = false;
        }
    });
    if let Some(m) = accept {
        state.paste_accept(m);
    } else if correct {
        state.paste_correct();
    } else if keep {
        state.paste_stop_here();
    }
}
