//! The move box: typing anywhere in the window lands here. As the user types, the legal moves still fitting are
//! listed; a complete spelling that fits one move plays it at once; `Enter` plays the first candidate.

use egui::{Color32, Event, Id, RichText, TextEdit, Ui};

use crate::app::state::AppState;
use crate::i18n::{Key, Lang};
use crate::notation::{NotationStyle, write_move};

/// The id of the move box, so that typing elsewhere can be sent to it.
pub fn entry_id() -> Id {
    Id::unique("jipu-move-entry")
}

/// The style candidates are written in: the user's own.
fn style(lang: Lang) -> NotationStyle {
    match lang {
        Lang::Zh => NotationStyle::Zh,
        Lang::En => NotationStyle::En,
    }
}

/// Sends typing to the move box when no other text field has the keyboard (called before drawing it).
pub fn catch_typing(ui: &Ui, state: &mut AppState, dialog_open: bool) {
    let focused = ui.ctx().memory(|m| m.focused());
    if dialog_open || focused.is_some_and(|f| f != entry_id()) {
        return;
    }
    if focused == Some(entry_id()) {
        return;
    }
    let typed: String = ui.ctx().input_mut(|i| {
        let mut typed = String::new();
        i.events.retain(|e| match e {
            Event::Text(t) => {
                typed.push_str(t);
                false
            }
            _ => true,
        });
        typed
    });
    if !typed.is_empty() {
        state.entry.push_str(&typed);
        ui.ctx().memory_mut(|m| m.request_focus(entry_id()));
        state.entry_changed();
    }
}

/// Draws the move box and the candidates.
pub fn move_entry(ui: &mut Ui, state: &mut AppState) {
    let lang = state.lang;
    let response = ui.add(
        TextEdit::singleline(&mut state.entry)
            .id(entry_id())
            .hint_text(lang.text(Key::MoveEntryHint))
            .desired_width(f32::INFINITY),
    );
    if response.changed() {
        state.entry_changed();
    }
    if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
        state.entry_submit();
        response.request_focus();
    }
    if state.entry.trim().is_empty() {
        return;
    }
    let candidates = state.entry_candidates();
    ui.horizontal_wrapped(|ui| {
        if candidates.is_empty() {
            ui.label(
                RichText::new(lang.text(Key::NoMoveFits)).color(Color32::from_rgb(190, 40, 40)),
            );
        }
        for m in candidates.iter().take(12) {
            let text = write_move(state.position(), *m, style(lang));
            if ui.small_button(text).clicked() {
                let nags = crate::notation::written_annotations(&state.entry);
                state.play(*m, nags);
                state.entry.clear();
            }
        }
    });
}
