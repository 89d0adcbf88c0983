//! The desktop window (eframe/egui, glow renderer): the board on the left, the move list and the move box on
//! the right. This is the only module that uses egui; it draws [`AppState`] and turns input into
//! [`Command`]s and state changes, all carried out by the library.

pub mod autosave;
pub mod command;
mod document;
mod fonts;
pub mod loading;
pub mod panels;
mod pieces;
mod play;
pub mod settings;
pub mod state;

use egui::{CentralPanel, Panel, Ui};

pub use command::{Command, apply};
pub use fonts::install as install_fonts;
pub use play::Time;
pub use state::{AppState, DropOutcome, MoveListMode};

use crate::i18n::Key;

/// Prepares a context: fonts, and the loader that draws the SVG pieces. Tests call it too.
pub fn setup(ctx: &egui::Context) {
    fonts::install(ctx);
    egui_extras::install_image_loaders(ctx);
}

/// Keys that are commands, read before any widget sees them.
fn keyboard(ui: &Ui, state: &AppState, commands: &mut Vec<Command>) {
    if state.paste_open || state.note_edit.is_some() {
        return;
    }
    let typing = !state.entry.is_empty();
    let other_field = ui
        .ctx()
        .memory(|m| m.focused())
        .is_some_and(|f| f != panels::entry::entry_id());
    for command in Command::WITH_KEYS {
        let Some(shortcut) = command.shortcut() else {
            continue;
        };
        // Arrows move the text cursor while a move or a detail is being typed; Shift+F types an F there.
        if (typing || other_field) && !shortcut.modifiers.command {
            continue;
        }
        if ui.ctx().input_mut(|i| i.consume_shortcut(&shortcut)) {
            if command == Command::FlipBoard {
                // Shift+F also arrives as the text "F": it must not land in the move box.
                ui.ctx().input_mut(|i| {
                    i.events
                        .retain(|e| !matches!(e, egui::Event::Text(t) if t == "F"))
                });
            }
            commands.push(command);
        }
    }
    // Copy and paste of whole games where no text is being edited.
    if other_field || typing {
        return;
    }
    let (copy, pasted) = ui.ctx().input_mut(|i| {
        let copy = i.events.iter().any(|e| matches!(e, egui::Event::Copy));
        let pasted = i.events.iter().find_map(|e| match e {
            egui::Event::Paste(t) => Some(t.clone()),
            _ => None,
        });
        i.events
            .retain(|e| !matches!(e, egui::Event::Copy | egui::Event::Paste(_)));
        (copy, pasted)
    });
    if copy {
        commands.push(Command::CopyPgn);
    }
    if let Some(text) = pasted {
        state_paste(ui, text);
    }
}

/// Pasted text waits in memory until the commands of the frame are applied.
fn state_paste(ui: &Ui, text: String) {
    ui.data_mut(|d| d.insert_temp(egui::Id::unique("jipu-pasted"), text));
}

/// Writing a comment or a clock reading for a move.
fn note_dialog(ui: &mut Ui, state: &mut AppState) {
    let lang = state.lang;
    let mut done = None;
    if let Some(edit) = &mut state.note_edit {
        let title = lang.text(match edit.kind {
            state::NoteKind::Comment => Key::CommentMenu,
            state::NoteKind::Clock => Key::ClockMenu,
        });
        egui::Window::new(title)
            .collapsible(false)
            .show(ui.ctx(), |ui| {
                let name = ui.label(title);
                let field = match edit.kind {
                    state::NoteKind::Comment => {
                        egui::TextEdit::multiline(&mut edit.text).desired_rows(3)
                    }
                    state::NoteKind::Clock => {
                        egui::TextEdit::singleline(&mut edit.text).hint_text("1:25")
                    }
                };
                ui.add(field).labelled_by(name.id);
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
    match (done, state.note_edit.clone()) {
        (Some(true), Some(edit)) => {
            let text = edit.text.trim().to_string();
            match edit.kind {
                state::NoteKind::Comment => {
                    state.game.tree.notes_mut(edit.id).comment = (!text.is_empty()).then_some(text);
                }
                state::NoteKind::Clock if text.is_empty() => {
                    state.game.tree.notes_mut(edit.id).clock = None;
                }
                state::NoteKind::Clock => match crate::sheet::parse_used(&text) {
                    Ok(d) => state.game.tree.notes_mut(edit.id).clock = Some(d),
                    Err(e) => {
                        state.message = Some(e.message(lang));
                        return;
                    }
                },
            }
            state.dirty = true;
            state.note_edit = None;
        }
        (Some(false), _) => state.note_edit = None,
        _ => {}
    }
}

/// The whole window, drawn into `ui`.
pub fn show(ui: &mut Ui, state: &mut AppState) {
    let mut commands = Vec::new();
    state.check_flag();
    keyboard(ui, state, &mut commands);
    let dialog_open = state.paste_open || state.note_edit.is_some();
    panels::entry::catch_typing(ui, state, dialog_open);
    Panel::top("jipu-toolbar").show(ui, |ui| {
        panels::toolbar::toolbar(ui, state, &mut commands);
    });
    Panel::bottom("jipu-message").show(ui, |ui| panels::dialogs::message(ui, state));
    // What the rules say of the board's position: for the status line and the end-of-game buttons.
    let verdict = crate::chess::judge(&state.game.positions_to(state.cursor));
    Panel::right("jipu-moves")
        .default_size(380.0)
        .min_size(260.0)
        .show(ui, |ui| {
            ui.add_space(4.0);
            panels::clock::clock(ui, state);
            panels::toolbar::status_line(ui, state, &verdict);
            panels::clock::results(ui, state, &verdict);
            panels::entry::move_entry(ui, state);
            egui::CollapsingHeader::new(state.lang.text(Key::GameDetails))
                .id_salt("jipu-details")
                .show(ui, |ui| panels::details::details(ui, state));
            ui.separator();
            panels::movelist::move_list(ui, state, &mut commands);
        });
    CentralPanel::default_margins().show(ui, |ui| {
        ui.vertical_centered(|ui| {
            panels::board::board(ui, state, &mut commands);
        });
    });
    if state.paste_open {
        let mut open = true;
        egui::Window::new(state.lang.text(Key::PasteGame))
            .open(&mut open)
            .pivot(egui::Align2::CENTER_CENTER)
            .default_pos(ui.ctx().content_rect().center())
            .default_width(520.0)
            .show(ui.ctx(), |ui| panels::paste::paste_dialog(ui, state));
        if !open {
            state.paste_open = false;
        }
    }
    note_dialog(ui, state);
    panels::dialogs::game_list(ui, state);
    panels::dialogs::loading(ui, state);
    panels::dialogs::fen(ui, state);
    // Closing with unsaved changes asks first.
    if ui.input(|i| i.viewport().close_requested()) && state.dirty && !state.confirm_close {
        ui.ctx()
            .send_viewport_cmd(egui::ViewportCommand::CancelClose);
        state.confirm_close = true;
    }
    if panels::dialogs::confirm_close(ui, state) {
        state.dirty = false;
        ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
    }
    state.cursor_moved = false;
    for command in commands {
        if command == Command::CopyPgn {
            ui.ctx().copy_text(state.game_pgn());
        }
        if command == Command::ToggleTheme {
            let dark = ui.visuals().dark_mode;
            ui.ctx().set_theme(if dark {
                egui::ThemePreference::Light
            } else {
                egui::ThemePreference::Dark
            });
        }
        apply(state, command);
    }
    let pasted_id = egui::Id::unique("jipu-pasted");
    if let Some(text) = ui.data_mut(|d| d.remove_temp::<String>(pasted_id)) {
        state.paste_text(&text);
    }
    // The window title names the players and marks unsaved changes; sent only when it changes (a viewport command
    // asks for a repaint).
    let title = state.window_title();
    let title_id = egui::Id::unique("jipu-window-title");
    if ui.data(|d| d.get_temp::<String>(title_id)).as_deref() != Some(title.as_str()) {
        ui.data_mut(|d| d.insert_temp(title_id, title.clone()));
        ui.ctx()
            .send_viewport_cmd(egui::ViewportCommand::Title(title));
    }
}

/// The eframe application.
pub struct JipuApp {
    pub state: AppState,
    autosaver: autosave::Autosaver,
    /// Set by `JIPU_MEASURE=1`: report start-up time and memory after the first frame, then close.
    measure: Option<Measure>,
}

/// Start-up measurement (see BENCHMARKS.md): the process start, and frames drawn so far.
struct Measure {
    started: std::time::Instant,
    frames: u32,
}

/// Resident memory of this process in MiB, from `/proc/self/status` (Linux).
fn rss_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

impl eframe::App for JipuApp {
    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        let s = &mut self.state;
        s.settings.lang = Some(s.lang);
        s.settings.flipped = s.flipped;
        eframe::set_value(storage, settings::Settings::KEY, &s.settings);
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        show(ui, &mut self.state);
        // Every change comes with a frame; a check put off comes back with one more.
        if let Some(later) = self.autosaver.tick(&self.state) {
            ui.ctx().request_repaint_after(later);
        }
        if let Some(m) = &mut self.measure {
            m.frames += 1;
            if m.frames == 2 {
                // The first frame has been presented by the time the second one starts.
                eprintln!(
                    "first_frame_ms={:.1} rss_mib={:.1}",
                    m.started.elapsed().as_secs_f64() * 1000.0,
                    rss_mib().unwrap_or(f64::NAN)
                );
                ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
            } else {
                ui.ctx().request_repaint();
            }
        }
    }
}

/// Opens the window and runs until it is closed. `started` is when the process started, for `JIPU_MEASURE`;
/// `lang_given` says the language was asked for on the command line (else the one saved last time is used).
pub fn run(mut state: AppState, started: std::time::Instant, lang_given: bool) -> eframe::Result {
    let measure = std::env::var_os("JIPU_MEASURE").map(|_| Measure { started, frames: 0 });
    let options = eframe::NativeOptions {
        renderer: eframe::Renderer::Glow,
        viewport: egui::ViewportBuilder::default()
            .with_title(state.lang.text(Key::AppTitle))
            .with_inner_size([1120.0, 760.0])
            .with_min_inner_size([640.0, 420.0]),
        ..Default::default()
    };
    eframe::run_native(
        "jipu",
        options,
        Box::new(move |cc| {
            setup(&cc.egui_ctx);
            if let Some(saved) = cc
                .storage
                .and_then(|s| eframe::get_value::<settings::Settings>(s, settings::Settings::KEY))
            {
                if !lang_given && let Some(lang) = saved.lang {
                    state.lang = lang;
                    state.list_mode = match lang {
                        crate::i18n::Lang::Zh => MoveListMode::Chinese,
                        crate::i18n::Lang::En => MoveListMode::English,
                    };
                }
                state.flipped = saved.flipped;
                state.settings = saved;
            }
            let mut autosaver = autosave::Autosaver::new(autosave::data_dir());
            if !autosaver.restore(&mut state)
                && state.file.is_none()
                && state.game.tree.mainline_len() == 0
            {
                state.new_game();
            }
            Ok(Box::new(JipuApp {
                state,
                autosaver,
                measure,
            }))
        }),
    )
}
