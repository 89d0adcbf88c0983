//! Above the move list, while the game has moves read unsure (marked `[%unsure …]`): on such a move, what was read
//! there and the other readings as buttons, one to confirm the move read, and one to the next unsure move (F8);
//! elsewhere, how many are left and the button to the next.

use egui::{Color32, RichText, Ui};

use crate::app::commands::command::Command;
use crate::app::session::state::AppState;
use crate::i18n::Key;
use crate::notation::write_move;

/// The colour an unsure move is marked in, in the move list and on the picture.
pub fn unsure_color(ui: &Ui) -> Color32 {
    ui.visuals().warn_fg_color
}

/// The bar; nothing when no move is marked.
pub fn unsure_bar(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let lang = state.lang();
    let next = |ui: &mut Ui, commands: &mut Vec<Command>| {
        let button = ui
            .button(Command::NextUnsure.label(lang))
            .on_hover_text(Command::NextUnsure.hint(ui.ctx(), lang));
        crate::app::ui::probe::note(ui.ctx(), "next unsure", button.rect);
        if button.clicked() {
            commands.push(Command::NextUnsure);
        }
    };
    let Some(here) = state.unsure_here() else {
        let left = crate::picture::marked_moves(state.game()).len();
        if left > 0 {
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(lang.fill(Key::UnsureMovesLeft, &[&left.to_string()]))
                        .color(unsure_color(ui)),
                );
                next(ui, commands);
            });
        }
        return;
    };
    let game = state.game();
    let Some(parent) = game.tree.parent(here.node) else {
        return;
    };
    let before = game.position_at(parent);
    let style = state.settings().list_mode().styles()[0];
    let taken = write_move(&before, here.taken, style);
    ui.horizontal_wrapped(|ui| {
        let (n, of) = (here.place.0.to_string(), here.place.1.to_string());
        ui.label(
            RichText::new(lang.fill(Key::UnsureHere, &[&n, &of, &taken])).color(unsure_color(ui)),
        );
        for (i, &mv) in here.others.iter().enumerate().take(6) {
            let button = ui.button(write_move(&before, mv, style));
            crate::app::ui::probe::note(ui.ctx(), &format!("unsure candidate {i}"), button.rect);
            if button.clicked() {
                commands.push(Command::ChooseReading {
                    node: here.node,
                    mv,
                });
            }
        }
        let right = ui.button(lang.fill(Key::UnsureRight, &[&taken]));
        crate::app::ui::probe::note(ui.ctx(), "unsure right", right.rect);
        if right.clicked() {
            commands.push(Command::ChooseReading {
                node: here.node,
                mv: here.taken,
            });
        }
        next(ui, commands);
    });
}
