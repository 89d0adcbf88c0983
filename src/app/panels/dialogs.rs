//! The small windows: pick a game of a file, set up a FEN, confirm closing with unsaved changes, the message line.

use egui::{Color32, RichText, Ui};

use crate::app::state::AppState;
use crate::i18n::Key;

/// The games of a file, to pick one.
pub fn game_list(ui: &mut Ui, state: &mut AppState) {
    let Some(open) = state.game_list.clone() else {
        return;
    };
    let lang = state.lang;
    let mut chosen = None;
    let mut keep_open = true;
    egui::Window::new(lang.text(Key::ChooseGame))
        .open(&mut keep_open)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ui.ctx().content_rect().center())
        .default_width(620.0)
        .show(ui.ctx(), |ui| {
            ui.label(RichText::new(open.path.display().to_string()).small());
            // Only the rows in view are laid out: a file may hold a hundred thousand games.
            let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
            let widths = [110.0, 110.0, 60.0, 160.0, 40.0, 80.0];
            ui.horizontal(|ui| {
                for (key, w) in [
                    Key::White,
                    Key::Black,
                    Key::Result,
                    Key::Event,
                    Key::Round,
                    Key::Date,
                ]
                .into_iter()
                .zip(widths)
                {
                    ui.add_sized(
                        [w, row_height],
                        egui::Label::new(RichText::new(lang.text(key)).strong()),
                    );
                }
            });
            egui::ScrollArea::vertical().max_height(420.0).show_rows(
                ui,
                row_height,
                open.pgn.games.len(),
                |ui, range| {
                    for i in range {
                        let game = &open.pgn.games[i];
                        let tag = |name: &str| game.tags.known(name).unwrap_or("?").to_string();
                        ui.horizontal(|ui| {
                            let mut clicked = false;
                            for (name, w) in ["White", "Black", "Result", "Event", "Round", "Date"]
                                .into_iter()
                                .zip(widths)
                            {
                                clicked |= ui
                                    .add_sized(
                                        [w, row_height],
                                        egui::Button::selectable(false, tag(name)),
                                    )
                                    .clicked();
                            }
                            if clicked {
                                chosen = Some(i);
                            }
                        });
                    }
                },
            );
        });
    if let Some(i) = chosen {
        state.show_game_of(open, i);
    } else if !keep_open {
        state.game_list = None;
    }
}

/// Set up a position from a FEN.
pub fn fen(ui: &mut Ui, state: &mut AppState) {
    let lang = state.lang;
    let mut done = None;
    if let Some(text) = &mut state.fen_input {
        egui::Window::new(lang.text(Key::SetUpFen))
            .collapsible(false)
            .show(ui.ctx(), |ui| {
                let name = ui.label("FEN");
                ui.add(egui::TextEdit::singleline(text).desired_width(420.0))
                    .labelled_by(name.id);
                ui.horizontal(|ui| {
                    if ui.button(lang.text(Key::Ok)).clicked() {
                        done = Some(true);
                    }
                    if ui.button(lang.text(Key::Cancel)).clicked() {
                        done = Some(false);
                    }
                });
            });
    }
    match done {
        Some(true) => {
            let text = state.fen_input.clone().unwrap_or_default();
            if state.set_up_fen(&text) {
                state.fen_input = None;
            }
        }
        Some(false) => state.fen_input = None,
        None => {}
    }
}

/// What to do with unsaved changes when the window is closed. Returns true when the window may close.
pub fn confirm_close(ui: &mut Ui, state: &mut AppState) -> bool {
    if !state.confirm_close {
        return false;
    }
    let lang = state.lang;
    let mut close = false;
    egui::Modal::new(egui::Id::unique("jipu-confirm-close")).show(ui.ctx(), |ui| {
        ui.label(lang.text(Key::UnsavedChanges));
        ui.horizontal(|ui| {
            if ui.button(lang.text(Key::SaveAndClose)).clicked() {
                if !state.save() {
                    crate::app::command::apply(state, crate::app::Command::SaveAs);
                }
                close = !state.dirty;
                state.confirm_close = false;
            }
            if ui.button(lang.text(Key::Discard)).clicked() {
                close = true;
            }
            if ui.button(lang.text(Key::Cancel)).clicked() {
                state.confirm_close = false;
            }
        });
    });
    close
}

/// The message line at the bottom, with a button that clears it.
pub fn message(ui: &mut Ui, state: &mut AppState) {
    if let Some(text) = state.message.clone() {
        ui.horizontal(|ui| {
            ui.label(RichText::new(text).color(Color32::from_rgb(200, 150, 60)));
            if ui.small_button("×").clicked() {
                state.message = None;
            }
        });
    }
}

/// The progress of a file read in the background, with Cancel.
pub fn loading(ui: &mut Ui, state: &mut AppState) {
    if !state.poll_loading() {
        return;
    }
    let Some(loading) = state.loading.clone() else {
        return;
    };
    let lang = state.lang;
    egui::Modal::new(egui::Id::unique("jipu-loading")).show(ui.ctx(), |ui| {
        ui.label(lang.fill(Key::Loading, &[&loading.path.display().to_string()]));
        ui.add(egui::ProgressBar::new(loading.fraction()).show_percentage());
        if ui.button(lang.text(Key::Cancel)).clicked() {
            loading
                .cancel
                .store(true, std::sync::atomic::Ordering::Relaxed);
        }
    });
    // The reading thread does not wake the window: look again soon.
    ui.ctx()
        .request_repaint_after(std::time::Duration::from_millis(100));
}
