//! The bar above the board: the File, Edit, View and Help menus, new game, paste, navigation, flip, the engine; then, each
//! in its own named group, the interface language, the move list's notation and the theme (all three are in the View
//! menu too); and the line that says whose move it is or how the game ended. Where the window is narrow (a laptop, a
//! screen at 150 %) the bar wraps onto a second row, a group always whole on one row: nothing is cut off.

use egui::Ui;

use crate::app::commands::command::Command;
use crate::app::model::settings::MoveListMode;
use crate::app::session::state::AppState;
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
    crate::app::ui::probe::note(ui.ctx(), text, response.rect);
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
    crate::app::ui::probe::note(ui.ctx(), &command.label(state.lang()), response.rect);
    if response.clicked() {
        commands.push(command);
        ui.close();
    }
}

/// The width a group of the bar takes: its name and its buttons, with the separator before it. A group that does not
/// fit whole on the row begins the next one — a button cut off at the window's edge cannot be read or clicked.
fn group_width(ui: &Ui, name: &str, buttons: &[&str]) -> f32 {
    let spacing = ui.spacing();
    let text = |t: &str| {
        egui::WidgetText::from(t)
            .into_galley(
                ui,
                Some(egui::TextWrapMode::Extend),
                f32::INFINITY,
                egui::TextStyle::Button,
            )
            .size()
            .x
    };
    let separator = 2.0 * spacing.item_spacing.x + 6.0;
    let label = if name.is_empty() {
        0.0
    } else {
        text(&format!("{name}:")) + spacing.item_spacing.x
    };
    let buttons: f32 = buttons
        .iter()
        .map(|b| text(b) + 2.0 * spacing.button_padding.x + spacing.item_spacing.x)
        .sum();
    separator + label + buttons
}

fn file_menu(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let lang = state.lang();
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
    // The file shown, read again in another encoding (where Jipu's guess was wrong).
    if state.shown_file().is_some() {
        ui.menu_button(lang.text(Key::ReopenAs), |ui| {
            let now = state.shown_file().and_then(|f| f.encoding());
            for (i, enc) in crate::pgn::ENCODINGS.iter().enumerate() {
                let current = now.unwrap_or(encoding_rs::UTF_8) == *enc;
                if ui.selectable_label(current, enc.name()).clicked() {
                    commands.push(Command::ReopenAs(i));
                    ui.close();
                }
            }
        });
    }
    ui.separator();
    for command in [
        Command::ExportSheet,
        Command::Print,
        Command::PrintBlank,
        Command::RoundSheets,
    ] {
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
    let picture = ui
        .button(Command::OpenPicture.label(lang))
        .on_hover_text(lang.text(Key::PictureHint));
    crate::app::ui::probe::note(ui.ctx(), &Command::OpenPicture.label(lang), picture.rect);
    if picture.clicked() {
        commands.push(Command::OpenPicture);
        ui.close();
    }
    for command in [
        Command::CopyPgn,
        Command::OpenPaste,
        Command::SetUpFen,
        Command::EditBoard,
    ] {
        menu_item(ui, state, command, commands);
    }
    ui.separator();
    menu_item(ui, state, Command::Exit, commands);
}

/// The View menu: every view control, also those the bar shows when the window is wide.
fn view_menu(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let lang = state.lang();
    ui.label(egui::RichText::new(lang.text(Key::MoveNotation)).small());
    for mode in [
        MoveListMode::English,
        MoveListMode::Chinese,
        MoveListMode::Both,
        MoveListMode::Descriptive,
    ] {
        let command = Command::ListMode(mode);
        if ui
            .radio(state.list_mode() == mode, command.label(lang))
            .clicked()
        {
            commands.push(command);
        }
    }
    ui.separator();
    ui.label(egui::RichText::new(lang.text(Key::InterfaceLanguage)).small());
    // Each language named in itself, as the switch in the bar names it.
    for (value, name) in [
        (crate::i18n::Lang::En, "English interface"),
        (crate::i18n::Lang::Zh, "中文界面"),
    ] {
        if ui.radio(lang == value, name).clicked() && lang != value {
            commands.push(Command::SwitchLanguage);
        }
    }
    ui.separator();
    let dark = ui.visuals().dark_mode;
    if ui
        .checkbox(&mut dark.clone(), lang.text(Key::DarkTheme))
        .clicked()
    {
        commands.push(Command::ToggleTheme);
    }
    menu_item(ui, state, Command::FlipBoard, commands);
    menu_item(ui, state, Command::BoardSize(None), commands);
    ui.separator();
    menu_item(ui, state, Command::ToggleEngine, commands);
    menu_item(ui, state, Command::AnalyseGame, commands);
    menu_item(ui, state, Command::ChooseEngine, commands);
}

/// The Help menu.
fn help_menu(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    // The guide first, then the keys, then About.
    for command in [Command::ShowGuide, Command::ShowKeys, Command::About] {
        menu_item(ui, state, command, commands);
    }
}

/// A group of controls with its name before it, set apart from its neighbours; on the next row when it does not fit
/// whole on this one (`buttons`: the names of its buttons, to measure it).
fn group(ui: &mut Ui, name: &str, buttons: &[&str], add: impl FnOnce(&mut Ui)) {
    if ui.available_size_before_wrap().x < group_width(ui, name, buttons) {
        ui.end_row();
    } else {
        ui.separator();
    }
    if !name.is_empty() {
        ui.label(egui::RichText::new(format!("{name}:")).weak());
    }
    add(ui);
}

pub fn toolbar(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let lang = state.lang();
    ui.horizontal_wrapped(|ui| {
        let menus = [
            (
                Key::FileMenu,
                file_menu as fn(&mut Ui, &AppState, &mut Vec<Command>),
            ),
            (Key::EditMenu, edit_menu),
            (Key::ViewMenu, view_menu),
            (Key::HelpMenu, help_menu),
        ];
        for (key, contents) in menus {
            let menu = ui.menu_button(lang.text(key), |ui| contents(ui, state, commands));
            crate::app::ui::probe::note(ui.ctx(), lang.text(key), menu.response.rect);
        }
        ui.separator();
        for command in [Command::NewGame, Command::OpenPaste] {
            button(ui, state, &command.label(lang), command, commands);
        }
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
        // The engine's panel, open or not.
        let engine = Command::ToggleEngine;
        let response = ui
            .selectable_label(state.analysis().is_open(), lang.text(Key::EngineButton))
            .on_hover_text(engine.hint(ui.ctx(), lang));
        crate::app::ui::probe::note(ui.ctx(), lang.text(Key::EngineButton), response.rect);
        if response.clicked() {
            commands.push(engine);
        }
        // The interface's language first: it is what a user who cannot read the other language looks for.
        let language = Command::SwitchLanguage.label(lang);
        group(ui, lang.text(Key::InterfaceLanguage), &[&language], |ui| {
            button(ui, state, &language, Command::SwitchLanguage, commands);
        });
        // The move list's notation and the interface's language are chosen apart, each in its own named group.
        let modes = [
            MoveListMode::English,
            MoveListMode::Chinese,
            MoveListMode::Both,
        ]
        .map(Command::ListMode);
        let names = modes.clone().map(|m| m.label(lang));
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        group(ui, lang.text(Key::MoveNotation), &names, |ui| {
            for command in modes {
                let Command::ListMode(mode) = command else {
                    continue;
                };
                let label = ui.selectable_label(state.list_mode() == mode, command.label(lang));
                crate::app::ui::probe::note(ui.ctx(), &command.label(lang), label.rect);
                if label.clicked() {
                    commands.push(command);
                }
            }
        });
        // The theme as a toggle that shows the theme in use.
        let theme = lang.text(Key::DarkTheme);
        group(ui, "", &[theme], |ui| {
            let dark = ui.visuals().dark_mode;
            let toggle = ui.selectable_label(dark, theme);
            crate::app::ui::probe::note(ui.ctx(), theme, toggle.rect);
            if toggle.clicked() {
                commands.push(Command::ToggleTheme);
            }
        });
    });
}

fn edit_menu(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    ui.add_enabled_ui(state.document().can_undo(), |ui| {
        menu_item(ui, state, Command::Undo, commands);
    });
    ui.add_enabled_ui(state.document().can_redo(), |ui| {
        menu_item(ui, state, Command::Redo, commands);
    });
}

/// Whose move it is, or how the board's position ended the game by the rules — unless the game's end is already said
/// on the line below (a game that ended here).
pub fn status_line(ui: &mut Ui, state: &AppState, verdict: &Verdict) {
    let lang = state.lang();
    let said_below = state.document().ending().is_some() && state.document().at_mainline_end();
    let text = match verdict.end {
        Some(_) if said_below => String::new(),
        // Resigned, agreed, a flag: the game is over and said below; nobody is to move.
        None if said_below => String::new(),
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
