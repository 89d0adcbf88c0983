//! The move box. It holds the keyboard whenever no other text field or dialog does (see `frame.rs`), so every key,
//! and every character an input method commits, lands where its cursor is. As the user types, the legal moves still
//! fitting are listed; a complete spelling that fits one move plays it at once; `Enter` plays the first candidate;
//! `Escape` clears it.

use egui::{Id, TextEdit, Ui};

use crate::app::command::Command;
use crate::app::state::AppState;
use crate::i18n::Key;
use crate::notation::{
    MoveMatch, NotationStyle, Reason, match_move, moves_starting_with, write_move,
    written_annotations,
};

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
    // The two lines under the box keep their height whether or not there is something to say, so nothing below them
    // moves: the candidates, or why nothing fits and the moves likely meant. What does not fit is cut, not pushed.
    let style = NotationStyle::of_lang(lang);
    let height = 2.0 * ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
    let mut area = super::reserved(ui, height, egui::Layout::top_down(egui::Align::Min));
    let ui = &mut area;
    {
        if text.trim().is_empty() || composing {
            return;
        }
        let pos = state.position();
        let candidates = moves_starting_with(pos, &text);
        if candidates.is_empty() {
            why_not(ui, state, &text, commands);
            return;
        }
        ui.horizontal_wrapped(|ui| {
            for m in candidates.iter().take(12) {
                if ui.small_button(write_move(pos, *m, style)).clicked() {
                    commands.push(Command::PlayMove {
                        mv: *m,
                        nags: written_annotations(&text),
                    });
                }
            }
        });
    }
}

/// Text that no legal move fits: why (`no knight can reach e8`), with the moves most likely meant as buttons, best
/// first — the same reason and suggestions a pasted game gets. In one line, so that nothing below moves.
fn why_not(ui: &mut Ui, state: &AppState, text: &str, commands: &mut Vec<Command>) {
    let lang = state.lang();
    let pos = state.position();
    let (reason, suggestions) = match match_move(pos, text) {
        MoveMatch::NoMatch(no) if no.reason != Reason::Unreadable || !no.suggestions.is_empty() => {
            (no.reason.describe(lang), no.suggestions)
        }
        _ => (lang.text(Key::NoMoveFits).to_string(), Vec::new()),
    };
    let style = NotationStyle::of_lang(lang);
    // The reason on a line of its own (cut with … only where even the whole line is too narrow), the moves under it.
    super::sign::problem_one_line(ui, &reason);
    ui.horizontal(|ui| {
        for m in suggestions.iter().take(6) {
            if ui.small_button(write_move(pos, *m, style)).clicked() {
                commands.push(Command::PlayMove {
                    mv: *m,
                    nags: written_annotations(text),
                });
            }
        }
    });
}
