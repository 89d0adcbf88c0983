//! The window of a round at the club: the file, the round, its boards (table, White, Black, with titles and ratings),
//! and what to do with them — print one sheet per board, save them as a PDF, or take a board's details for the game.

use egui::{RichText, Ui};

use crate::app::command::Command;
use crate::app::state::AppState;
use crate::club::Player;
use crate::i18n::Key;

fn player(p: &Player) -> String {
    let mut text = String::new();
    if let Some(title) = &p.title {
        text.push_str(title);
        text.push(' ');
    }
    text.push_str(&p.name);
    if let Some(rating) = p.rating {
        text.push_str(&format!(" ({rating})"));
    }
    text
}

pub fn round_dialog(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let Some(dialog) = state.dialogs().round() else {
        return;
    };
    let lang = state.lang();
    let round = dialog.round();
    let mut open = true;
    egui::Window::new(lang.text(Key::RoundSheetsMenu))
        .id(egui::Id::unique("jipu-round"))
        .open(&mut open)
        .collapsible(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ui.ctx().content_rect().center())
        .default_width(640.0)
        .show(ui.ctx(), |ui| {
            ui.label(RichText::new(dialog.path().display().to_string()).small());
            if let Some(event) = round.as_ref().and_then(|r| r.event.clone()) {
                ui.label(RichText::new(event).strong());
            }
            ui.horizontal(|ui| {
                let name = ui.label(lang.text(Key::Round));
                egui::ComboBox::from_id_salt("jipu-round-number")
                    .selected_text(dialog.round_number().to_string())
                    .show_ui(ui, |ui| {
                        for n in dialog.rounds() {
                            if ui
                                .selectable_label(n == dialog.round_number(), n.to_string())
                                .clicked()
                            {
                                commands.push(Command::RoundChoose(n));
                            }
                        }
                    })
                    .response
                    .labelled_by(name.id);
                if let Some(date) = round.as_ref().and_then(|r| r.date.clone()) {
                    ui.label(date);
                }
            });
            ui.separator();
            let boards = round
                .as_ref()
                .map(|r| r.boards.as_slice())
                .unwrap_or_default();
            egui::ScrollArea::vertical()
                .max_height(360.0)
                .show(ui, |ui| {
                    egui::Grid::new("jipu-round-boards")
                        .num_columns(4)
                        .striped(true)
                        .show(ui, |ui| {
                            for key in [Key::Table, Key::White, Key::Black] {
                                ui.label(RichText::new(lang.text(key)).strong());
                            }
                            ui.label("");
                            ui.end_row();
                            for board in boards {
                                ui.label(board.number.to_string());
                                ui.label(player(&board.white));
                                ui.label(player(&board.black));
                                let use_it = ui.small_button(lang.text(Key::UseForThisGame));
                                crate::app::probe::note(
                                    ui.ctx(),
                                    &format!("use board {}", board.number),
                                    use_it.rect,
                                );
                                if use_it.clicked() {
                                    commands.push(Command::RoundUseBoard(board.number));
                                }
                                ui.end_row();
                            }
                        });
                });
            if boards.is_empty() {
                super::sign::problem_line(ui, lang.text(Key::RoundHasNoBoards));
            }
            ui.separator();
            ui.horizontal(|ui| {
                let any = !boards.is_empty();
                if ui
                    .add_enabled(any, egui::Button::new(lang.text(Key::PrintSheet)))
                    .clicked()
                {
                    commands.push(Command::RoundPrint);
                }
                if ui
                    .add_enabled(any, egui::Button::new(lang.text(Key::SaveAsPdf)))
                    .clicked()
                {
                    commands.push(Command::RoundSaveAs);
                }
                if ui.button(lang.text(Key::Cancel)).clicked() {
                    commands.push(Command::RoundClose);
                }
            });
        });
    if !open {
        commands.push(Command::RoundClose);
    }
}
