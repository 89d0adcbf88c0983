//! What the keyboard, the clipboard and the mouse bring before any widget sees them: keys that are commands, a paste
//! that egui swallowed, files dropped, typed text given to the move box, an input method's composing.

use egui::{Event, ImeEvent, Ui};

use super::panels;
use crate::app::commands::command::Command;
use crate::app::session::state::AppState;

/// Keys that are commands, read before any widget sees them.
pub(super) fn keyboard(ui: &Ui, state: &AppState, commands: &mut Vec<Command>) {
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
    for &(shortcut, command) in crate::app::commands::keys::frame_keys() {
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
pub(super) fn paste_swallowed(ui: &Ui) -> bool {
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
pub(super) fn pasted_picture(
    image: &egui::ColorImage,
) -> crate::app::work::picture_reading::PastedPicture {
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
pub(super) fn dropped(ui: &Ui, commands: &mut Vec<Command>) {
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

/// Whether the widget `id` is a text field (it keeps a text cursor).
pub(super) fn is_text_field(ctx: &egui::Context, id: egui::Id) -> bool {
    egui::text_edit::TextEditState::load(ctx, id).is_some()
}

/// Before any widget sees this frame's keys: when typed text arrives and no text field has the keyboard (nothing has
/// it, or a button reached with Tab), the move box takes it now, so the text goes in through the box itself, at its
/// cursor — never appended from outside.
pub(super) fn give_typing_to_the_box(ui: &Ui, state: &AppState) {
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
pub(super) fn composing(ui: &Ui, was: bool) -> bool {
    ui.input(|i| {
        i.events.iter().fold(was, |now, e| match e {
            Event::Ime(ImeEvent::Preedit { text, .. }) => !text.is_empty(),
            Event::Ime(ImeEvent::Commit(_)) => false,
            _ => now,
        })
    })
}
