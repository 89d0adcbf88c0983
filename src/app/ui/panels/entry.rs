//! The move box. It holds the keyboard whenever no other text field or dialog does (see `ui/frame.rs`), so every key,
//! and every character an input method commits, lands where its cursor is. What is typed is read as a game text
//! (see `session/typed_moves.rs`): the moves it finishes are played, the legal moves the text still being typed may become
//! are listed, a move that cannot be right is shown with why and the moves likely meant; `Enter` plays the first
//! of them; `Escape` clears the box.

use egui::{Id, TextEdit, Ui};

use crate::app::commands::command::Command;
use crate::app::session::state::AppState;
use crate::i18n::Key;
use crate::notation::{NotationStyle, write_move};

/// The id of the move box, so that the frame can give it the keyboard.
pub fn entry_id() -> Id {
    Id::unique("jipu-move-entry")
}

/// Draws the move box and the candidates. `composing` says an input method has text in it not yet committed.
pub fn move_entry(ui: &mut Ui, state: &AppState, composing: bool, commands: &mut Vec<Command>) {
    let lang = state.lang();
    let mut text = state.entry().text().to_string();
    keep_cursor_from_end(ui.ctx(), &text);
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
    crate::app::ui::probe::note(ui.ctx(), "move box", response.rect);
    // What the box holds now, to tell next frame whether Jipu changed it (see `keep_cursor_from_end`).
    ui.ctx()
        .data_mut(|d| d.insert_temp(entry_id().with("shown"), text.clone()));
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
    // moves: the candidates, or why a move cannot be right and the moves likely meant. What does not fit is cut.
    let style = NotationStyle::of_lang(lang);
    let height = 2.0 * ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
    let mut area = super::reserved(ui, height, egui::Layout::top_down(egui::Align::Min));
    let ui = &mut area;
    if composing {
        return;
    }
    let entry = state.entry();
    if let Some((stop, read)) = entry.stop() {
        // The reason on a line of its own (cut with … only where even the whole line is too narrow), the moves
        // under it. What was typed after the move stays in the box, read once it is fixed.
        super::sign::problem_one_line(ui, &stop.reason(read, lang));
        moves_row(ui, &stop.position, stop.offered(), style, 6, commands);
        return;
    }
    if text.trim().is_empty() {
        return;
    }
    let candidates = entry.candidates();
    if candidates.is_empty() {
        ui.label(lang.text(Key::NoMoveFits));
        return;
    }
    moves_row(ui, state.position(), candidates, style, 12, commands);
}

/// The moves offered under the box, as buttons, written in the move list's notation.
fn moves_row(
    ui: &mut Ui,
    pos: &shakmaty::Chess,
    moves: &[shakmaty::Move],
    style: NotationStyle,
    most: usize,
    commands: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        for m in moves.iter().take(most) {
            if ui.small_button(write_move(pos, *m, style)).clicked() {
                commands.push(Command::EntryChoose(*m));
            }
        }
    });
}

/// When Jipu changed the box's text (moves read off its front, a move chosen in place of one that was wrong), the
/// cursor stays as far from the end as it was, so that the next key lands where the typist was typing.
fn keep_cursor_from_end(ctx: &egui::Context, text: &str) {
    let shown = entry_id().with("shown");
    let before: Option<String> = ctx.data(|d| d.get_temp(shown));
    if before.as_deref() == Some(text) {
        return;
    }
    let (Some(before), Some(mut edit)) = (
        before,
        egui::text_edit::TextEditState::load(ctx, entry_id()),
    ) else {
        return;
    };
    let old_len = before.chars().count();
    let at = edit
        .cursor
        .char_range()
        .map_or(old_len, |r| r.primary.index.0.min(old_len));
    let new_at = text.chars().count().saturating_sub(old_len - at);
    let cursor = egui::text::CCursor::new(new_at);
    edit.cursor
        .set_char_range(Some(egui::text::CCursorRange::one(cursor)));
    edit.store(ctx, entry_id());
}
