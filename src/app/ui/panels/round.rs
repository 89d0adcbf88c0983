//! The window of a round at the club (see `model/round_dialog.rs`), in three pages: the boards, with the round's
//! details as the sheets print them, a new game for a board, the sheets printed or saved; the results, entered
//! from the keyboard (↑ ↓, `1` `0` `=`, `+` `-` `x` for forfeits, Delete) and written back; the grading, the
//! ladder before and after with each game's change and the levels, applied as `jipu grade` applies it.

use crate::app::commands::dialog_messages::RoundMessage;
use egui::{Color32, RichText, Ui};

use crate::app::commands::command::Command;
use crate::app::model::round_dialog::{RoundDialog, RoundField, RoundTab};
use crate::app::session::state::AppState;
use crate::club::{BoardResult, Round};
use crate::i18n::{Key, Lang};

pub fn round_dialog(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let Some(dialog) = state.dialogs().round() else {
        return;
    };
    let lang = state.lang();
    let round = dialog.round();
    let mut open = true;
    let screen = ui.ctx().content_rect();
    egui::Window::new(lang.text(Key::RoundTitle))
        .id(egui::Id::unique("jipu-round"))
        .open(&mut open)
        .collapsible(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(screen.center())
        .default_width(700.0_f32.min(screen.width() - 40.0))
        .show(ui.ctx(), |ui| {
            ui.horizontal(|ui| {
                ui.label(RichText::new(dialog.path().display().to_string()).small());
                if ui.small_button(lang.text(Key::OpenPairings)).clicked() {
                    commands.push(Command::RoundDialog(RoundMessage::OpenFile));
                }
            });
            ui.horizontal(|ui| {
                for (tab, key) in [
                    (RoundTab::Boards, Key::RoundBoardsTab),
                    (RoundTab::Results, Key::RoundResultsTab),
                    (RoundTab::Grading, Key::RoundGradingTab),
                ] {
                    let label = ui.selectable_label(dialog.tab() == tab, lang.text(key));
                    crate::app::ui::probe::note(ui.ctx(), lang.text(key), label.rect);
                    if label.clicked() {
                        commands.push(Command::RoundDialog(RoundMessage::Tab(tab)));
                    }
                }
            });
            ui.separator();
            let height = (screen.height() - 320.0).clamp(140.0, 420.0);
            match (dialog.tab(), &round) {
                (_, None) => super::sign::problem_line(ui, lang.text(Key::RoundHasNoBoards)),
                (RoundTab::Boards, Some(round)) => {
                    boards(ui, dialog, round, lang, height, commands)
                }
                (RoundTab::Results, Some(round)) => {
                    super::round_results::results(ui, state, round, height, commands)
                }
                (RoundTab::Grading, Some(_)) => grading(ui, dialog, lang, height, commands),
            }
            if let Some(said) = dialog.said_last() {
                ui.separator();
                let color = match said.tone() {
                    crate::app::message::Tone::Info => ui.visuals().text_color(),
                    crate::app::message::Tone::Problem => ui.visuals().error_fg_color,
                };
                let job = super::sign::marked(ui, &said.text(lang), color);
                ui.label(job);
            }
        });
    if !open {
        commands.push(Command::RoundDialog(RoundMessage::Close));
    }
}

/// The round's details as the sheets print them: typed over the file's where they must differ. Two rows, each
/// field as wide as what it holds usually is.
fn details(ui: &mut Ui, dialog: &RoundDialog, lang: Lang, commands: &mut Vec<Command>) {
    let label_width = 72.0;
    for row in [
        [(RoundField::Event, 300.0), (RoundField::Date, 110.0)],
        [(RoundField::Site, 300.0), (RoundField::Round, 50.0)],
    ] {
        ui.horizontal(|ui| {
            for (field, width) in row {
                let name = ui.add_sized(
                    [label_width, 20.0],
                    egui::Label::new(field.label(lang)).truncate(),
                );
                let mut text = dialog.field(field).to_string();
                let mut edit = egui::TextEdit::singleline(&mut text).desired_width(width);
                if field == RoundField::Date {
                    edit = edit.hint_text("2026.03.14");
                }
                if dialog.refused(field).is_some() {
                    edit = edit.text_color(ui.visuals().error_fg_color);
                }
                let response = ui.add(edit).labelled_by(name.id);
                crate::app::ui::probe::note(
                    ui.ctx(),
                    &format!("round {}", field.label(Lang::En)),
                    response.rect,
                );
                if response.changed() {
                    commands.push(Command::RoundDialog(RoundMessage::Detail(field, text)));
                }
            }
        });
    }
    for field in RoundField::ALL {
        if let Some(why) = dialog.refused(field) {
            super::sign::problem_line(ui, &lang.labelled(field.label(lang), &why.text(lang)));
        }
    }
}

fn boards(
    ui: &mut Ui,
    dialog: &RoundDialog,
    round: &Round,
    lang: Lang,
    height: f32,
    commands: &mut Vec<Command>,
) {
    details(ui, dialog, lang, commands);
    let rounds = dialog.rounds();
    if rounds.len() > 1 {
        ui.horizontal(|ui| {
            let name = ui.label(lang.text(Key::BoardsOfRound));
            let chosen = dialog.chosen().map(|n| n.to_string()).unwrap_or_default();
            egui::ComboBox::from_id_salt("jipu-round-number")
                .selected_text(chosen)
                .show_ui(ui, |ui| {
                    for n in rounds {
                        if ui
                            .selectable_label(Some(n) == dialog.chosen(), n.to_string())
                            .clicked()
                        {
                            commands.push(Command::RoundDialog(RoundMessage::Choose(n)));
                        }
                    }
                })
                .response
                .labelled_by(name.id);
        });
    }
    ui.separator();
    egui::ScrollArea::vertical()
        .id_salt("jipu-round-boards-scroll")
        .max_height(height)
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
                    for board in &round.boards {
                        ui.label(board.number.to_string());
                        ui.label(board.white.listed());
                        ui.label(board.black.listed());
                        let start = ui
                            .small_button(lang.text(Key::NewGameForBoard))
                            .on_hover_text(lang.text(Key::NewGameForBoardHint));
                        crate::app::ui::probe::note(
                            ui.ctx(),
                            &format!("new game for board {}", board.number),
                            start.rect,
                        );
                        if start.clicked() {
                            commands
                                .push(Command::RoundDialog(RoundMessage::UseBoard(board.number)));
                        }
                        ui.end_row();
                    }
                });
        });
    if round.boards.is_empty() {
        super::sign::problem_line(ui, lang.text(Key::RoundHasNoBoards));
    }
    ui.separator();
    ui.horizontal(|ui| {
        let any = !round.boards.is_empty() && dialog.ready();
        let print = ui.add_enabled(any, egui::Button::new(lang.text(Key::PrintSheets)));
        crate::app::ui::probe::note(ui.ctx(), lang.text(Key::PrintSheets), print.rect);
        if print.clicked() {
            commands.push(Command::RoundDialog(RoundMessage::Print));
        }
        let save = ui.add_enabled(any, egui::Button::new(lang.text(Key::SaveAsPdf)));
        crate::app::ui::probe::note(ui.ctx(), lang.text(Key::SaveAsPdf), save.rect);
        if save.clicked() {
            commands.push(Command::RoundDialog(RoundMessage::SaveAs));
        }
    });
}

fn grading(
    ui: &mut Ui,
    dialog: &RoundDialog,
    lang: Lang,
    height: f32,
    commands: &mut Vec<Command>,
) {
    ui.horizontal(|ui| {
        match dialog.ladder() {
            Some(l) => {
                ui.label(lang.text(Key::LadderFile));
                ui.label(RichText::new(l.path.display().to_string()).strong());
                if l.new {
                    ui.label(RichText::new(lang.text(Key::LadderIsNew)).weak());
                }
            }
            None => {
                ui.label(lang.text(Key::NoLadderYet));
            }
        }
        let choose = ui.button(lang.text(Key::ChooseLadder));
        crate::app::ui::probe::note(ui.ctx(), lang.text(Key::ChooseLadder), choose.rect);
        if choose.clicked() {
            commands.push(Command::RoundDialog(RoundMessage::ChooseLadder));
        }
        if ui.button(lang.text(Key::NewLadder)).clicked() {
            commands.push(Command::RoundDialog(RoundMessage::NewLadder));
        }
    });
    let (Some(ladder), Some((after, changes))) = (dialog.ladder(), dialog.grading()) else {
        return;
    };
    ui.separator();
    egui::ScrollArea::vertical()
        .id_salt("jipu-round-grading-scroll")
        .max_height(height)
        .show(ui, |ui| {
            ui.label(RichText::new(lang.text(Key::GradeChanges)).strong());
            egui::Grid::new("jipu-round-changes")
                .num_columns(5)
                .striped(true)
                .show(ui, |ui| {
                    for key in [
                        Key::Table,
                        Key::White,
                        Key::Result,
                        Key::Black,
                        Key::GradeChange,
                    ] {
                        ui.label(RichText::new(lang.text(key)).strong());
                    }
                    ui.end_row();
                    for c in &changes {
                        ui.label(c.board.to_string());
                        ui.label(format!("{} ({})", c.names.white, c.before.white));
                        ui.label(RichText::new(BoardResult::shown(c.result)).monospace());
                        ui.label(format!("{} ({})", c.names.black, c.before.black));
                        let effect = if c.graded {
                            format!(
                                "{} {} · {} {}",
                                c.names.white,
                                c.change.white.signed(),
                                c.names.black,
                                c.change.black.signed()
                            )
                        } else {
                            lang.text(match c.result {
                                Some(BoardResult::Forfeit(_)) => Key::GradeForfeit,
                                Some(BoardResult::UnderOneMove(_)) => Key::GradeUnderOneMove,
                                _ => Key::GradeNoResult,
                            })
                            .to_string()
                        };
                        ui.label(effect);
                        ui.end_row();
                    }
                });
            ui.add_space(6.0);
            ui.label(RichText::new(lang.text(Key::LadderTable)).strong());
            egui::Grid::new("jipu-round-ladder")
                .num_columns(6)
                .striped(true)
                .show(ui, |ui| {
                    for key in [
                        Key::Place,
                        Key::ColumnName,
                        Key::PointsBefore,
                        Key::PointsAfter,
                        Key::GradeChange,
                        Key::ColumnLevel,
                    ] {
                        ui.label(RichText::new(lang.text(key)).strong());
                    }
                    ui.end_row();
                    for (i, rung) in after.standings().iter().enumerate() {
                        let was = ladder.before.points(&rung.name);
                        let moved = rung.points - was;
                        ui.label((i + 1).to_string());
                        ui.label(&rung.name);
                        ui.label(was.to_string());
                        ui.label(RichText::new(rung.points.to_string()).strong());
                        let change = RichText::new(moved.signed());
                        ui.label(match moved.tenths() {
                            t if t > 0 => change.color(Color32::from_rgb(40, 140, 60)),
                            t if t < 0 => change.color(Color32::from_rgb(190, 70, 50)),
                            _ => change.weak(),
                        });
                        let level = rung.points.level();
                        let text = if level != was.level() {
                            format!("{} → {}", was.level().name(lang), level.name(lang))
                        } else {
                            level.name(lang)
                        };
                        ui.label(text);
                        ui.end_row();
                    }
                });
        });
    ui.separator();
    ui.horizontal(|ui| {
        let any = changes.iter().any(|c| c.graded);
        let apply = ui.add_enabled(
            any && !ladder.applied,
            egui::Button::new(lang.text(Key::ApplyGrading)),
        );
        crate::app::ui::probe::note(ui.ctx(), lang.text(Key::ApplyGrading), apply.rect);
        if apply.clicked() {
            commands.push(Command::RoundDialog(RoundMessage::ApplyGrading));
        }
        if ladder.applied {
            ui.label(RichText::new(lang.text(Key::GradingApplied)).weak());
        }
    });
}
