//! The small windows: paste a game, pick a game of a file, set up a FEN, a note on a move, the progress of a large
//! file, the questions before something is lost (unsaved changes, a move after the end of the game). Each reads its
//! state from `AppState::dialogs` and answers with commands.

use egui::{RichText, Ui};

use super::keyboard::{find_id, take_keyboard};
use crate::app::commands::command::{Command, Unsaved};
use crate::app::model::dialogs::NoteKind;
use crate::app::session::state::AppState;
use crate::i18n::Key;

/// Every dialog that is open.
pub fn dialogs(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let lang = state.lang();
    if state.dialogs().paste().is_open() {
        let mut open = true;
        // Beside the board, over the side panel and kept there: the board shows the position where reading stopped,
        // every file of it.
        let side = super::side::side_panel_rect(ui.ctx());
        let shown = egui::Window::new(lang.text(Key::PasteGame))
            .open(&mut open)
            .pivot(egui::Align2::LEFT_TOP)
            .default_pos(side.left_top() + egui::vec2(4.0, 4.0))
            .default_width(side.width() - 16.0)
            .constrain_to(side)
            .show(ui.ctx(), |ui| {
                super::paste::paste_dialog(ui, state, commands)
            });
        if let Some(window) = shown {
            crate::app::ui::probe::note(ui.ctx(), "paste window", window.response.rect);
        }
        if !open {
            commands.push(Command::ClosePaste);
        }
    }
    note(ui, state, commands);
    game_list(ui, state, commands);
    fen(ui, state, commands);
    loading(ui, state, commands);
    unsaved(ui, state, commands);
    after_end(ui, state, commands);
    waiting(ui, state, commands);
    super::round::round_dialog(ui, state, commands);
    super::print::print_dialog(ui, state, commands);
    super::chooser::chooser(ui, state, commands);
    super::editor::board_editor(ui, state, commands);
    super::guide::guide(ui, state, commands);
    super::help::keys(ui, state, commands);
    super::clock::take_back_question(ui, state, commands);
    about(ui, state, commands);
}

/// Help › About: the version, the licence, where the games and settings are kept, and the credits of what Jipu is
/// drawn with.
fn about(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    if !state.dialogs().about() {
        return;
    }
    let lang = state.lang();
    let mut open = true;
    egui::Window::new(lang.text(Key::AboutMenu))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ui.ctx(), |ui| {
            ui.set_max_width(460.0);
            ui.heading(lang.text(Key::AppTitle));
            ui.label(lang.fill(Key::AboutVersion, &[env!("CARGO_PKG_VERSION")]));
            ui.label(lang.fill(Key::AboutLicence, &[env!("CARGO_PKG_LICENSE")]));
            ui.separator();
            ui.label(match crate::app::work::autosave::data_dir() {
                Some(dir) => lang.fill(Key::AboutDataFolder, &[&dir.display().to_string()]),
                None => lang.text(Key::AboutNoDataFolder).to_string(),
            });
            ui.separator();
            for key in [
                Key::AboutFontCredit,
                Key::AboutPiecesCredit,
                Key::AboutIconCredit,
                Key::AboutOpeningsCredit,
                Key::AboutModelCredit,
            ] {
                ui.label(RichText::new(lang.text(key)).small());
            }
            ui.add_space(4.0);
            let close = ui.button(lang.text(Key::CloseDialog));
            crate::app::ui::probe::note(ui.ctx(), lang.text(Key::CloseDialog), close.rect);
            if close.clicked() {
                commands.push(Command::AboutClose);
            }
        });
    if !open {
        commands.push(Command::AboutClose);
    }
}

/// Games left by windows that are gone (a crash, a kill, a power cut): restore one here, open one in a new window,
/// discard one, or leave them for later.
fn waiting(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let waiting = state.dialogs().waiting();
    if waiting.is_empty() {
        return;
    }
    let lang = state.lang();
    egui::Modal::new(egui::Id::unique("jipu-waiting")).show(ui.ctx(), |ui| {
        ui.heading(lang.text(Key::UnsavedGamesFound));
        ui.label(lang.text(Key::UnsavedGamesExplain));
        ui.separator();
        for (i, game) in waiting.iter().enumerate() {
            let players = game
                .game
                .tags
                .players()
                .unwrap_or_else(|| lang.text(Key::Untitled).to_string());
            let moves = game.game.move_count();
            let age = game.stored.elapsed().map(|d| d.as_secs() / 60).unwrap_or(0);
            let mut about = lang.fill(
                Key::WaitingGame,
                &[&players, &moves.to_string(), &age.to_string()],
            );
            if let Some((path, _)) = &game.source {
                about.push_str(&format!(" · {}", path.display()));
            }
            ui.label(about);
            // Its first moves, so that a game without names can be told from another.
            let line = crate::notation::write_move_line(
                &game.game,
                crate::notation::NotationStyle::of_lang(lang),
            );
            if !line.is_empty() {
                let mut shown: String = line.chars().take(48).collect();
                if shown.len() < line.len() {
                    shown.push('…');
                }
                ui.label(egui::RichText::new(shown).weak());
            }
            ui.horizontal(|ui| {
                let restore = ui.button(lang.text(Key::RestoreHere));
                if i == 0 {
                    crate::app::ui::probe::note(
                        ui.ctx(),
                        lang.text(Key::RestoreHere),
                        restore.rect,
                    );
                }
                if restore.clicked() {
                    commands.push(Command::RestoreWaiting(i));
                }
                if ui.button(lang.text(Key::RestoreInNewWindow)).clicked() {
                    commands.push(Command::RestoreInNewWindow(i));
                }
                if ui.button(lang.text(Key::Discard)).clicked() {
                    commands.push(Command::DiscardWaiting(i));
                }
            });
            ui.add_space(4.0);
        }
        ui.separator();
        if ui.button(lang.text(Key::Later)).clicked() {
            commands.push(Command::LaterWaiting);
        }
    });
}

/// Writing a comment or a clock reading for a move.
fn note(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let Some(edit) = state.dialogs().note() else {
        return;
    };
    let lang = state.lang();
    let title = lang.text(match edit.kind() {
        NoteKind::Comment => Key::CommentMenu,
        NoteKind::Clock => Key::ClockMenu,
    });
    egui::Window::new(title)
        .collapsible(false)
        .show(ui.ctx(), |ui| {
            let name = ui.label(title);
            let mut text = edit.text().to_string();
            let field = match edit.kind() {
                NoteKind::Comment => egui::TextEdit::multiline(&mut text).desired_rows(3),
                NoteKind::Clock => egui::TextEdit::singleline(&mut text).hint_text("1:25"),
            };
            let single_line = edit.kind() == NoteKind::Clock;
            let response = ui.add(field).labelled_by(name.id);
            // Read before the field is given the keyboard back: `lost_focus` asks egui's memory.
            if single_line && response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter))
            {
                commands.push(Command::NoteDone(true));
            }
            take_keyboard(ui, &response);
            if response.changed() {
                commands.push(Command::NoteEdited(text));
            }
            if let Some(error) = edit.error() {
                super::sign::problem_line(ui, &error.text(lang));
            }
            ui.horizontal(|ui| {
                if ui.button(lang.text(Key::Ok)).clicked() {
                    commands.push(Command::NoteDone(true));
                }
                if ui.button(lang.text(Key::Cancel)).clicked() {
                    commands.push(Command::NoteDone(false));
                }
            });
        });
}

/// The games of a file, to pick one: filled while the file is read (with its progress and Cancel), filtered by the
/// words typed into its box; the sheets of the games shown can be printed at once.
fn game_list(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let Some(list) = state.dialogs().game_list() else {
        return;
    };
    let file = list.file();
    let lang = state.lang();
    let mut keep_open = true;
    egui::Window::new(lang.text(Key::ChooseGame))
        .id(egui::Id::unique("jipu-game-list"))
        .open(&mut keep_open)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ui.ctx().content_rect().center())
        .default_width(680.0)
        .show(ui.ctx(), |ui| {
            ui.label(RichText::new(file.path().display().to_string()).small());
            if file.is_scanning() {
                ui.horizontal(|ui| {
                    ui.add(
                        egui::ProgressBar::new(file.fraction())
                            .show_percentage()
                            .desired_width(360.0),
                    );
                    if ui.button(lang.text(Key::Cancel)).clicked() {
                        commands.push(Command::CancelLoading);
                    }
                });
            }
            ui.horizontal(|ui| {
                let name = ui.label(lang.text(Key::FindGames));
                let mut text = list.text().to_string();
                let field = ui
                    .add(
                        egui::TextEdit::singleline(&mut text)
                            .id(find_id())
                            .hint_text(lang.text(Key::FindGamesHint))
                            .desired_width(420.0),
                    )
                    .labelled_by(name.id);
                if field.changed() {
                    commands.push(Command::GameFilterEdited(text));
                }
                // While the list is open, typing finds games: the box has the keyboard whenever nothing else has it —
                // the move box behind the list included, which may have had it while the file was being opened.
                take_keyboard(ui, &field);
            });
            if let Some(problem) = list.problem() {
                super::sign::problem_line(ui, &problem.text(lang));
            }
            let shown = list.shown();
            ui.label(lang.fill(
                Key::GamesShown,
                &[&shown.len().to_string(), &file.len().to_string()],
            ));
            // Only the rows in view are laid out: a file may hold a million games.
            let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
            let widths = [120.0, 120.0, 56.0, 170.0, 44.0, 84.0];
            let columns = [
                Key::White,
                Key::Black,
                Key::Result,
                Key::Event,
                Key::Round,
                Key::Date,
            ];
            ui.horizontal(|ui| {
                for (key, w) in columns.into_iter().zip(widths) {
                    ui.add_sized(
                        [w, row_height],
                        egui::Label::new(RichText::new(lang.text(key)).strong()),
                    );
                }
            });
            egui::ScrollArea::vertical().max_height(380.0).show_rows(
                ui,
                row_height,
                shown.len(),
                |ui, range| {
                    file.with_index(|index| {
                        for &i in &shown[range] {
                            let Some(entry) = index.get(i as usize) else {
                                continue;
                            };
                            use crate::pgn::IndexField as F;
                            let values = [
                                entry.get(F::White),
                                entry.get(F::Black),
                                // A draw in the room of a result: `½-½`, not `1/2-…`.
                                match entry.result.as_str() {
                                    "1/2-1/2" => "½-½",
                                    other => other,
                                },
                                entry.get(F::Event),
                                entry.get(F::Round),
                                entry.get(F::Date),
                            ];
                            ui.horizontal(|ui| {
                                let mut clicked = false;
                                for (value, w) in values.into_iter().zip(widths) {
                                    let value = if value.is_empty() { "?" } else { value };
                                    clicked |= ui
                                        .add_sized(
                                            [w, row_height],
                                            egui::Button::selectable(false, value).truncate(),
                                        )
                                        .clicked();
                                }
                                if clicked {
                                    commands.push(Command::ChooseGame(i as usize));
                                }
                            });
                        }
                    });
                },
            );
            ui.separator();
            ui.horizontal(|ui| {
                let any = !shown.is_empty() && !file.is_scanning();
                let print = ui.add_enabled(any, egui::Button::new(lang.text(Key::PrintListed)));
                if print.clicked() {
                    commands.push(Command::PrintListed);
                }
            });
        });
    if !keep_open {
        commands.push(Command::Escape);
    }
}

/// Set up a position from a FEN; a FEN that is no position is said under its field, until it is changed.
fn fen(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let Some(dialog) = state.dialogs().fen() else {
        return;
    };
    let lang = state.lang();
    egui::Window::new(lang.text(Key::SetUpFen))
        .collapsible(false)
        .show(ui.ctx(), |ui| {
            let name = ui.label("FEN");
            let mut text = dialog.text().to_string();
            let field = ui
                .add(egui::TextEdit::singleline(&mut text).desired_width(420.0))
                .labelled_by(name.id);
            // Read before the field is given the keyboard back: `lost_focus` asks egui's memory.
            if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                commands.push(Command::FenDone(true));
            }
            take_keyboard(ui, &field);
            if field.changed() {
                commands.push(Command::FenEdited(text));
            }
            if let Some(error) = dialog.error() {
                super::sign::problem_line(ui, &error.text(lang));
            }
            ui.horizontal(|ui| {
                if ui.button(lang.text(Key::Ok)).clicked() {
                    commands.push(Command::FenDone(true));
                }
                if ui.button(lang.text(Key::Cancel)).clicked() {
                    commands.push(Command::FenDone(false));
                }
            });
        });
}

/// Unsaved changes, before the window closes or another game takes this one's place.
fn unsaved(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let dialogs = state.dialogs();
    if !dialogs.asks_to_close() && !dialogs.asks_to_replace() {
        return;
    }
    let lang = state.lang();
    let save = if dialogs.asks_to_close() {
        Key::SaveAndClose
    } else {
        Key::SaveFile
    };
    egui::Modal::new(egui::Id::unique("jipu-unsaved")).show(ui.ctx(), |ui| {
        ui.label(lang.text(Key::UnsavedChanges));
        ui.horizontal(|ui| {
            for (key, answer) in [
                (save, Unsaved::Save),
                (Key::Discard, Unsaved::Discard),
                (Key::Cancel, Unsaved::Cancel),
            ] {
                let button = ui.button(lang.text(key));
                crate::app::ui::probe::note(ui.ctx(), lang.text(key), button.rect);
                if button.clicked() {
                    commands.push(Command::AnswerUnsaved(answer));
                }
            }
        });
    });
}

/// A move played on a finished game: play on (the result is taken back) or leave the game as it is.
fn after_end(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    if !state.dialogs().asks_after_end() {
        return;
    }
    let lang = state.lang();
    let result = state.game().tags.result().to_string();
    egui::Modal::new(egui::Id::unique("jipu-after-end")).show(ui.ctx(), |ui| {
        ui.label(lang.fill(Key::GameAlreadyOver, &[&result]));
        ui.horizontal(|ui| {
            if ui.button(lang.text(Key::PlayOn)).clicked() {
                commands.push(Command::AnswerAfterEnd(true));
            }
            if ui.button(lang.text(Key::Cancel)).clicked() {
                commands.push(Command::AnswerAfterEnd(false));
            }
        });
    });
}

/// The progress of a file being opened, before its list shows (a large file with one game or none yet), with Cancel.
fn loading(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let Some(file) = state.dialogs().opening() else {
        return;
    };
    let lang = state.lang();
    egui::Modal::new(egui::Id::unique("jipu-loading")).show(ui.ctx(), |ui| {
        ui.label(lang.fill(Key::Loading, &[&file.path().display().to_string()]));
        ui.add(egui::ProgressBar::new(file.fraction()).show_percentage());
        if ui.button(lang.text(Key::Cancel)).clicked() {
            commands.push(Command::CancelLoading);
        }
    });
}
