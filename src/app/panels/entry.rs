//! The move box. It holds the keyboard whenever no other text field or dialog does (see `frame.rs`), so every key,
//! and every character an input method commits, lands where its cursor is. As the user types, the legal moves still
//! fitting are listed; a complete spelling that fits one move plays it at once; `Enter` plays the first candidate;
//! `Escape` clears it.

use egui::{Id, TextEdit, Ui};

use crate::app::command::Command;
use crate::app::state::AppState;
use crate::i18n::Key;
use crate::notation::{NotationStyle, moves_starting_with, write_move, written_annotations};

/// The id of the move box, so that the frame can give it the keyboard.
pub fn entry_id() -> Id {
    Id::unique("jipu-move-entry")
}

/// Draws the move box and the candidates. `composing` says an input method has text in it not yet committed.
pub fn move_entry(ui: &mut Ui, state: &AppState, composing: bool, commands: &mut Vec<Command>) {
    let lang = state.lang();
    let mut text = state.entry().text().to_string();
    let response = ui
        .horizontal(|ui| {
            let name = ui.label(lang.text(Key::MoveBox));
            ui.add(
                TextEdit::singleline(&mut text)
                    .id(entry_id())
                    .hint_text(lang.text(Key::MoveEntryHint))
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(name.id)
        })
        .inner;
    crate::app::probe::note(ui.ctx(), "move box", response.rect);
    if response.changed() || composing != state.entry().is_composing() {
        commands.push(Command::EntryEdited {
            text: text.clone(),
            composing,
        });
    }
    if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
        commands.push(Command::EntrySubmit);
        response.request_focus();
    }
    // The line under the box keeps its height whether or not there is something to say, so nothing below it moves.
    let style = NotationStyle::of_lang(lang);
    let line_height = ui.spacing().interact_size.y;
    ui.allocate_ui(egui::vec2(ui.available_width(), line_height), |ui| {
        ui.set_min_height(line_height);
        if text.trim().is_empty() || composing {
            return;
        }
        let pos = state.position();
        let candidates = moves_starting_with(pos, &text);
        ui.horizontal_wrapped(|ui| {
            if candidates.is_empty() {
                super::sign::problem_line(ui, lang.text(Key::NoMoveFits));
            }
            for m in candidates.iter().take(12) {
                if ui.small_button(write_move(pos, *m, style)).clicked() {
                    commands.push(Command::PlayMove {
                        mv: *m,
                        nags: written_annotations(&text),
                    });
                }
            }
        });
    });
}
