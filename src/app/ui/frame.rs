//! One frame of the window: keys that are commands, the panels and dialogs (each reads the state and answers with
//! commands), then every command applied in order and its effects carried out. The move box takes the keyboard back
//! whenever nothing else holds it, so typed keys and the input method always land where its cursor is.

use egui::{CentralPanel, Event, ImeEvent, Panel, Ui};

use super::panels;
use crate::app::commands::command::{Command, Effect};
use crate::app::session::state::AppState;
use crate::app::work::native_dialog;

/// Keys that are commands, read before any widget sees them.
fn keyboard(ui: &Ui, state: &AppState, commands: &mut Vec<Command>) {
    let swallowed = paste_swallowed(ui);
    // Escape closes what is on top: a list or menu that is open closes by itself (egui), and only that; in the
    // round's dialog, a field being typed in is left first (its text kept), and the dialog closes on the next.
    // (egui lets go of a field on Escape before this runs: where the keyboard was is kept from the last frame.)
    let escape = ui.input(|i| i.key_pressed(egui::Key::Escape));
    let in_round_field = state.dialogs().round().is_some()
        && state.dialogs().chooser().is_none()
        && state.typing_in_dialog();
    if escape && !egui::Popup::is_any_open(ui.ctx()) && !in_round_field {
        commands.push(Command::Escape);
    }
    if state.dialogs().any_open() {
        return;
    }
    let focused = ui.ctx().memory(|m| m.focused());
    let other_field =
        focused.is_some_and(|f| f != panels::entry::entry_id() && is_text_field(ui.ctx(), f));
    let typing = !state.entry().text().is_empty();
    for (shortcut, command) in crate::app::commands::keys::frame_keys() {
        let plain_key = !shortcut.modifiers.command;
        // Arrows move the text cursor while a move or a detail is being typed; Shift+F types an F there; Ctrl+Z undoes
        // typing in a field.
        let field_has_it =
            matches!(command, Command::Undo | Command::Redo) && (typing || other_field);
        if ((typing || other_field) && plain_key) || field_has_it {
            continue;
        }
        let pressed = ui.ctx().input_mut(|i| i.consume_shortcut(&shortcut));
        if pressed {
            if *command == Command::FlipBoard {
                // Shift+F also arrives as the text "F": it must not land in the move box.
                ui.ctx().input_mut(|i| {
                    i.events
                        .retain(|e| !matches!(e, Event::Text(t) if t == "F"))
                });
            }
            commands.push(command.clone());
        }
    }
    // Copy and paste of whole games where no text is being edited.
    if other_field || typing {
        return;
    }
    let (copy, pasted) = ui.ctx().input_mut(|i| {
        let copy = i.events.iter().any(|e| matches!(e, Event::Copy));
        let pasted = i.events.iter().find_map(|e| match e {
            Event::Paste(t) => Some(t.clone()),
            _ => None,
        });
        i.events
            .retain(|e| !matches!(e, Event::Copy | Event::Paste(_)));
        (copy, pasted)
    });
    if copy {
        commands.push(Command::CopyPgn);
    }
    if let Some(text) = pasted {
        commands.push(Command::PasteText(text));
    }
    // A picture pasted (Ctrl+V with an image on the clipboard: a screenshot, a photo copied) is read as a game.
    let image = ui.ctx().input_mut(|i| {
        let image = i.events.iter().find_map(|e| match e {
            Event::PasteImage(image) => Some(image.clone()),
            _ => None,
        });
        i.events.retain(|e| !matches!(e, Event::PasteImage(_)));
        image
    });
    if let Some(image) = image {
        commands.push(Command::PastePicture(pasted_picture(&image)));
    }
    if swallowed {
        // Ctrl+V found neither text nor a picture egui reads: files copied in a file manager are opened; anything
        // else is said, not ignored.
        let files = crate::app::work::clipboard::copied_files();
        commands.push(if files.is_empty() {
            Command::PastedNothing
        } else {
            Command::DroppedFiles(files)
        });
    }
}

/// Whether Ctrl+V was pressed and egui found nothing it reads on the clipboard. egui-winit takes the key's press for
/// the paste and sends an event only for text or a picture; the key's release still comes. So a release of V
/// without its press, and without a paste since, is such a Ctrl+V.
fn paste_swallowed(ui: &Ui) -> bool {
    let id = egui::Id::unique("jipu-v-seen");
    let (pressed, released, pasted) = ui.input(|i| {
        let mut out = (false, false, false);
        for e in &i.events {
            match e {
                Event::Key {
                    key: egui::Key::V,
                    pressed,
                    ..
                } => {
                    if *pressed {
                        out.0 = true;
                    } else {
                        out.1 = true;
                    }
                }
                Event::Paste(_) | Event::PasteImage(_) => out.2 = true,
                _ => {}
            }
        }
        out
    });
    let seen = ui.data(|d| d.get_temp::<bool>(id).unwrap_or(false)) || pressed || pasted;
    ui.data_mut(|d| d.insert_temp(id, seen && !released));
    released && !seen
}

/// A pasted picture as pixels (read grey as a picture file's are, shown in its colours).
fn pasted_picture(image: &egui::ColorImage) -> crate::app::work::picture_reading::PastedPicture {
    let [w, h] = image.size;
    let rgba: Vec<u8> = image
        .pixels
        .iter()
        .flat_map(|c| c.to_srgba_unmultiplied())
        .collect();
    let pixels = image::RgbaImage::from_raw(w as u32, h as u32, rgba).unwrap_or_default();
    crate::app::work::picture_reading::PastedPicture(std::sync::Arc::new(pixels))
}

/// Files dropped on the window (a picture, a game file), as a command.
fn dropped(ui: &Ui, commands: &mut Vec<Command>) {
    let paths: Vec<std::path::PathBuf> = ui.input(|i| {
        i.raw
            .dropped_files
            .iter()
            .map(|f| f.path().to_path_buf())
            .filter(|p| !p.as_os_str().is_empty())
            .collect()
    });
    if !paths.is_empty() {
        commands.push(Command::DroppedFiles(paths));
    }
}

/// How the window is shared between the board and the side panel: the board takes the largest square that fits
/// (or the size the user dragged it to), the side panel the rest.
struct Layout {
    board_side: f32,
    panel_width: f32,
}

/// The side panel is never narrower than this, nor the board smaller.
const MIN_PANEL: f32 = 280.0;
const MIN_BOARD: f32 = 160.0;
/// The central panel's margins and the edge between board and panel.
const MARGINS: f32 = 16.0;
const EDGE: f32 = 8.0;

/// The evaluation bar beside the board while the engine's panel is open, and its gap to the board.
const BAR: f32 = 16.0;
const BAR_GAP: f32 = 4.0;

impl Layout {
    /// `beside`: what is drawn beside the board in its row (the evaluation bar).
    fn of(area: egui::Rect, chosen: Option<f32>, beside: f32) -> Layout {
        let fit = (area.height() - MARGINS)
            .min(area.width() - MIN_PANEL - MARGINS - EDGE - beside)
            .max(MIN_BOARD);
        let board_side = chosen.map_or(fit, |c| c.clamp(MIN_BOARD, fit)).floor();
        Layout {
            board_side,
            panel_width: (area.width() - board_side - MARGINS - EDGE - beside).max(MIN_PANEL),
        }
    }
}

/// The edge between the board and the side panel: drag it to size the board, double-click it for the largest board.
fn edge_handle(ui: &mut Ui, layout: &Layout, commands: &mut Vec<Command>) {
    let (rect, response) = ui.allocate_exact_size(
        egui::vec2(EDGE, layout.board_side),
        egui::Sense::click_and_drag(),
    );
    let response = response.on_hover_cursor(egui::CursorIcon::ResizeHorizontal);
    if response.hovered() || response.dragged() {
        let stroke = ui.visuals().widgets.hovered.fg_stroke;
        ui.painter().vline(rect.center().x, rect.y_range(), stroke);
    }
    if response.double_clicked() {
        commands.push(Command::BoardSize(None));
    } else if response.dragged() {
        let side = layout.board_side + response.drag_delta().x;
        commands.push(Command::BoardSize(Some(side)));
    }
}

/// Whether the widget `id` is a text field (it keeps a text cursor).
fn is_text_field(ctx: &egui::Context, id: egui::Id) -> bool {
    egui::text_edit::TextEditState::load(ctx, id).is_some()
}

/// Before any widget sees this frame's keys: when typed text arrives and no text field has the keyboard (nothing has
/// it, or a button reached with Tab), the move box takes it now, so the text goes in through the box itself, at its
/// cursor — never appended from outside.
fn give_typing_to_the_box(ui: &Ui, state: &AppState) {
    // The list of a file's games takes typing into its Find box the same way; other dialogs keep the keyboard.
    let target = if state.dialogs().game_list().is_some() {
        panels::keyboard::find_id()
    } else if state.dialogs().any_open() {
        return;
    } else {
        panels::entry::entry_id()
    };
    let ctx = ui.ctx();
    let focused = ctx.memory(|m| m.focused());
    if focused.is_some_and(|id| {
        id == target || (id != panels::entry::entry_id() && is_text_field(ctx, id))
    }) {
        return;
    }
    let typed = ui.input(|i| {
        i.events
            .iter()
            .any(|e| matches!(e, Event::Text(_) | Event::Ime(_)))
    });
    if typed {
        ctx.memory_mut(|m| m.request_focus(target));
    }
}

/// Whether an input method is composing after this frame's events (a pre-edit text shown, not yet committed).
fn composing(ui: &Ui, was: bool) -> bool {
    ui.input(|i| {
        i.events.iter().fold(was, |now, e| match e {
            Event::Ime(ImeEvent::Preedit { text, .. }) => !text.is_empty(),
            Event::Ime(ImeEvent::Commit(_)) => false,
            _ => now,
        })
    })
}

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
