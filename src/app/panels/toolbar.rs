//! The bar above the board: new game, paste, navigation, flip, move-list language, interface language; and the
//! line that says whose move it is or how the game ended.

use egui::Ui;

use crate::app::command::Command;
use crate::app::settings::MoveListMode;
use crate::app::state::AppState;
use crate::chess::{Ending, Verdict};
use crate::i18n::Key;

fn button(
    ui: &mut Ui,
    state: &AppState,
    text: &str,
    command: Command,
    commands: &mut Vec<Command>,
) {
    let hint = command.hint(ui.ctx(), state.lang());
    let response = ui.button(text).on_hover_text(hint);
    crate::app::probe::note(ui.ctx(), text, response.rect);
    if response.clicked() {
        commands.push(command);
    }
}

fn menu_item(ui: &mut Ui, state: &AppState, command: Command, commands: &mut Vec<Command>) {
    let mut item = egui::Button::new(command.label(state.lang()));
    if let Some(shortcut) = command.shortcut() {
        item = item.shortcut_text(ui.ctx().format_shortcut(&shortcut));
    }
    let response = ui.add(item);
    crate::app::probe::note(ui.ctx(), &command.label(state.lang()), response.rect);
    if response.clicked() {
        commands.push(command);
        ui.close();
    }
}

pub fn toolbar(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let lang = state.lang();
    ui.horizontal_wrapped(|ui| {
        let file_menu = ui.menu_button(lang.text(Key::FileMenu), |ui| {
            for command in [
                Command::NewGame,
                Command::Open,
                Command::Save,
                Command::SaveAs,
            ] {
                menu_item(ui, state, command, commands);
            }
            if !state.settings().recent_files().is_empty() {
                ui.menu_button(lang.text(Key::RecentFiles), |ui| {
                    for (i, path) in state.settings().recent_files().iter().enumerate() {
                        if ui.button(path.display().to_string()).clicked() {
                            commands.push(Command::OpenRecent(i));
                            ui.close();
                        }
                    }
                });
            }
            ui.separator();
            for command in [Command::ExportSheet, Command::Print, Command::PrintBlank] {
                menu_item(ui, state, command, commands);
            }
            // The sheet's notation and paper, remembered between runs.
            let options = state.sheet_options();
            ui.menu_button(lang.text(Key::SheetNotation), |ui| {
                for style in crate::notation::NotationStyle::ALL {
                    let command = Command::SheetStyle(style);
                    if ui
                        .radio(options.style == style, command.label(lang))
                        .clicked()
                    {
                        commands.push(command);
                    }
                }
            });
            ui.menu_button(lang.text(Key::Paper), |ui| {
                for paper in [crate::sheet::Paper::A4, crate::sheet::Paper::Letter] {
                    let command = Command::SheetPaper(paper);
                    if ui
                        .radio(options.paper == paper, command.label(lang))
                        .clicked()
                    {
                        commands.push(command);
                    }
                }
            });
            ui.separator();
            for command in [Command::CopyPgn, Command::OpenPaste, Command::SetUpFen] {
                menu_item(ui, state, command, commands);
            }
        });
        crate::app::probe::note(ui.ctx(), lang.text(Key::FileMenu), file_menu.response.rect);
        let edit_menu = ui.menu_button(lang.text(Key::EditMenu), |ui| {
            ui.add_enabled_ui(state.document().can_undo(), |ui| {
                menu_item(ui, state, Command::Undo, commands);
            });
            ui.add_enabled_ui(state.document().can_redo(), |ui| {
                menu_item(ui, state, Command::Redo, commands);
            });
        });
        crate::app::probe::note(ui.ctx(), lang.text(Key::EditMenu), edit_menu.response.rect);
        button(
            ui,
            state,
            &Command::NewGame.label(lang),
            Command::NewGame,
            commands,
        );
        button(
            ui,
            state,
            &Command::OpenPaste.label(lang),
            Command::OpenPaste,
            commands,
        );
        ui.separator();
        button(ui, state, "|◀", Command::FirstPosition, commands);
        button(ui, state, "◀", Command::PreviousMove, commands);
        button(ui, state, "▶", Command::NextMove, commands);
        button(ui, state, "▶|", Command::LastMove, commands);
        button(
            ui,
            state,
            &Command::FlipBoard.label(lang),
            Command::FlipBoard,
            commands,
        );
        ui.separator();
        for mode in [
            MoveListMode::English,
            MoveListMode::Chinese,
            MoveListMode::Both,
        ] {
            let command = Command::ListMode(mode);
            if ui
                .selectable_label(state.list_mode() == mode, command.label(lang))
                .clicked()
            {
                commands.push(command);
            }
        }
        ui.separator();
        // The theme: the button names the other one; egui keeps the choice between runs.
        let other = if ui.visuals().dark_mode {
            Key::LightTheme
        } else {
            Key::DarkTheme
        };
        if ui.button(lang.text(other)).clicked() {
            commands.push(Command::ToggleTheme);
        }
        button(
            ui,
            state,
            &Command::SwitchLanguage.label(lang),
            Command::SwitchLanguage,
            commands,
        );
    });
}

/// Whose move it is, or how the game ended by the rules (the verdict on the board's position, judged once a frame).
pub fn status_line(ui: &mut Ui, state: &AppState, verdict: &Verdict) {
    let lang = state.lang();
    let text = match verdict.end {
        Some(end) => format!("{} {}", Ending::Rules(end).describe(lang), end.result()),
        None => {
            let mut text = lang.fill(Key::ToMove, &[lang.side(state.turn())]);
            for &claim in &verdict.claims {
                let key = match claim {
                    crate::chess::DrawClaim::ThreefoldRepetition => Key::ThreefoldClaim,
                    crate::chess::DrawClaim::FiftyMoves => Key::FiftyMovesClaim,
                };
                text.push_str(" · ");
                text.push_str(lang.text(key));
            }
            text
        }
    };
    ui.label(text);
}
