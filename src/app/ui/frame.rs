//! One frame of the window: keys that are commands, the panels and dialogs (each reads the state and answers with
//! commands), then every command applied in order and its effects carried out. The move box takes the keyboard back
//! whenever nothing else holds it, so typed keys and the input method always land where its cursor is.

use egui::{CentralPanel, Panel, Ui};

use super::input::{composing, dropped, give_typing_to_the_box, is_text_field, keyboard};
use super::layout::{BAR, BAR_GAP, EDGE, Layout, MARGINS, MIN_PANEL, edge_handle};
use super::panels;
use crate::app::commands::command::{Command, Effect};
use crate::app::session::state::AppState;
use crate::app::work::native_dialog;

/// The whole window, drawn into `ui`.
pub fn show(ui: &mut Ui, state: &mut AppState) {
    let mut commands = Vec::new();
    let printing = state.dialogs().print().is_some_and(|d| d.waiting());
    // A file read, or written (a large one saved into), on another thread.
    let reading = state.reading_a_file() || state.is_saving();
    let engine = state.analysis().is_open() || state.analysis().progress().is_some();
    if reading || printing || engine || state.play().clock().is_some_and(|c| c.is_running()) {
        commands.push(Command::Tick);
    }
    if printing || reading || state.analysis().is_busy() {
        // CUPS's answer, more of a file, a save's end or the engine's lines come on another thread: look again soon.
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(100));
    }
    if let Some(answer) = state.system_chooser_answer() {
        commands.push(answer);
    } else if state.system_chooser_open() {
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(100));
    }
    // While a dialog is open the move box behind it does not have the keyboard: what is typed goes to the dialog
    // (a result key in the round's table), never into the box unseen.
    if state.dialogs().any_open()
        && ui.ctx().memory(|m| m.focused()) == Some(panels::entry::entry_id())
    {
        ui.ctx()
            .memory_mut(|m| m.surrender_focus(panels::entry::entry_id()));
    }
    keyboard(ui, state, &mut commands);
    if !state.dialogs().any_open() {
        dropped(ui, &mut commands);
    }
    give_typing_to_the_box(ui, state);
    let composing = composing(ui, state.entry().is_composing());
    Panel::top("jipu-toolbar").show(ui, |ui| {
        panels::toolbar::toolbar(ui, state, &mut commands);
    });
    // The message line keeps its height with or without a message: nothing above it moves when one comes or goes.
    Panel::bottom("jipu-message")
        .exact_size(ui.spacing().interact_size.y + 8.0)
        .show(ui, |ui| panels::status::message(ui, state, &mut commands));
    // What the rules say of the board's position: for the status line and the end-of-game buttons.
    let verdict = crate::chess::judge(&state.document().history_to_cursor());
    let bar = state.analysis().is_open();
    let area = ui.available_rect_before_wrap();
    let bar_width = if bar { BAR + BAR_GAP } else { 0.0 };
    // A picture being read takes its share of what the board and the picture have together.
    let picture = state
        .picture()
        .map(|_| panels::picture::share_of(area.width() - MIN_PANEL - MARGINS - EDGE - bar_width));
    let layout = Layout::of(
        area,
        state.settings().board_side(),
        bar_width + picture.map_or(0.0, |w| w + EDGE),
    );
    // The side panel has the width left by the board, exactly: its content wraps, it never widens by itself.
    let side = Panel::right("jipu-moves")
        .exact_size(layout.panel_width)
        .resizable(false)
        .show(ui, |ui| {
            panels::side::side_panel(ui, state, &verdict, composing, &mut commands)
        });
    panels::side::keep_side_panel_rect(ui.ctx(), side.response.rect);
    CentralPanel::default_margins().show(ui, |ui| {
        ui.horizontal_top(|ui| {
            panels::board::board(ui, state, layout.board_side, &mut commands);
            if bar {
                ui.add_space(BAR_GAP);
                panels::engine::eval_bar(ui, state, BAR, layout.board_side);
            }
            edge_handle(ui, &layout, &mut commands);
            if let Some(width) = picture {
                // The row's spacing between the board, its edge and the picture comes out of the picture's share.
                let width = width - 2.0 * ui.spacing().item_spacing.x;
                let size = egui::vec2(width, ui.available_height());
                panels::picture::picture(ui, state, size, &mut commands);
            }
        });
    });
    panels::dialogs::dialogs(ui, state, &mut commands);
    // Closing with unsaved changes asks first.
    if ui.input(|i| i.viewport().close_requested()) && !state.may_close() {
        if state.is_dirty() {
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::CancelClose);
        }
        commands.push(Command::CloseRequested);
    }
    let cursor_before = state.cursor();
    // The clock's lines push the list down: the current move is brought back into view.
    let clock_started = commands.contains(&Command::StartClock);
    // One command at a time, in order: what carrying out an effect asks for comes after (apply is never re-entered).
    let mut queue = std::collections::VecDeque::from(commands);
    while let Some(command) = queue.pop_front() {
        for effect in state.apply(command) {
            queue.extend(carry_out(ui, state, effect));
        }
    }
    if state.cursor() != cursor_before || clock_started {
        panels::movelist::scroll_to_current(ui);
    }
    if state.reading_a_file() {
        // Something this frame's commands started (a picture's reading going on from a repair) is looked for soon.
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(100));
    }
    // The move box keeps the keyboard whenever nothing else has it: after a click on the board, a button, the move
    // list, Escape, a closed dialog. Asked only when it does not have it, because asking interrupts an input method.
    let nobody = ui.ctx().memory(|m| m.focused()).is_none();
    if nobody && !state.dialogs().any_open() {
        ui.ctx()
            .memory_mut(|m| m.request_focus(panels::entry::entry_id()));
    }
    // Whether a text field other than the move box has the keyboard, for the next frame's Escape.
    let typing_in_dialog = ui
        .ctx()
        .memory(|m| m.focused())
        .is_some_and(|f| f != panels::entry::entry_id() && is_text_field(ui.ctx(), f));
    state.set_typing_in_dialog(typing_in_dialog);
    if let Some(later) = state.autosave_tick() {
        ui.ctx().request_repaint_after(later);
    }
    super::probe::flush(ui.ctx());
    // The window title names the players and marks unsaved changes; sent only when it changes (a viewport command
    // asks for a repaint).
    if let Some(title) = state.new_title() {
        ui.ctx()
            .send_viewport_cmd(egui::ViewportCommand::Title(title));
    }
}

/// What only the window can do; a command it comes to is returned, to be applied after.
fn carry_out(ui: &Ui, state: &mut AppState, effect: Effect) -> Option<Command> {
    match effect {
        Effect::CopyToClipboard(text) => ui.ctx().copy_text(text),
        Effect::ToggleTheme => {
            let dark = ui.visuals().dark_mode;
            ui.ctx().set_theme(if dark {
                egui::ThemePreference::Light
            } else {
                egui::ThemePreference::Dark
            });
        }
        Effect::Close => ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close),
        Effect::OpenInViewer(path) => {
            let _ = open::that_detached(path);
        }
        Effect::NewWindow { restore } => {
            if let Ok(exe) = std::env::current_exe() {
                let _ = std::process::Command::new(exe)
                    .env(crate::app::work::autosave::RESTORE_ENV, restore)
                    .spawn();
            }
        }
        Effect::ChooseFile { purpose, name } => {
            if native_dialog::system_chooser_usable() {
                state.show_system_chooser(purpose, name);
            } else {
                return Some(Command::OpenChooser {
                    purpose,
                    name,
                    system_failed: false,
                });
            }
        }
    }
    None
}
