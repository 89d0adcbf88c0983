//! The results page of a round at the club (see `round.rs`): each board's result entered from the keyboard
//! (↑ ↓, `1` `0` `=`, `+` `-` `x` for forfeits, Delete) and written back; the photos of the round's sheets read back to
//! their boards, each with what was read of it and the result it proposes, taken with a click.

use egui::{RichText, Ui};
use shakmaty::{Color, KnownOutcome};

use crate::app::commands::command::Command;
use crate::app::commands::dialog_messages::RoundMessage;
use crate::app::message::Tone;
use crate::app::model::round_dialog::{RoundDialog, RoundTab};
use crate::app::model::round_photos::ProposedFrom;
use crate::app::session::state::AppState;
use crate::club::{BoardResult, Round};
use crate::i18n::{Key, Lang};

/// What a key typed in the results table means: the result entered on the row, and the next row taken.
fn result_of_key(text: &str) -> Option<Option<BoardResult>> {
    let won = |winner| Some(Some(BoardResult::Played(KnownOutcome::Decisive { winner })));
    match text {
        "1" => won(Color::White),
        "0" => won(Color::Black),
        "=" | "½" | "5" => Some(Some(BoardResult::Played(KnownOutcome::Draw))),
        "+" => Some(Some(BoardResult::Forfeit(Some(Color::White)))),
        "-" => Some(Some(BoardResult::Forfeit(Some(Color::Black)))),
        "x" | "X" => Some(Some(BoardResult::Forfeit(None))),
        "*" => Some(None),
        _ => None,
    }
}

/// The keys of the results table, read when no text field has the keyboard.
fn result_keys(ui: &Ui, dialog: &RoundDialog, rows: usize, commands: &mut Vec<Command>) {
    let typing_elsewhere = ui
        .ctx()
        .memory(|m| m.focused())
        .is_some_and(|id| egui::text_edit::TextEditState::load(ui.ctx(), id).is_some());
    if typing_elsewhere || rows == 0 {
        return;
    }
    let row = dialog.selected();
    let events = ui.input(|i| i.events.clone());
    for event in events {
        match event {
            egui::Event::Key {
                key, pressed: true, ..
            } => match key {
                egui::Key::ArrowDown if row + 1 < rows => {
                    commands.push(Command::RoundDialog(RoundMessage::Select(row + 1)))
                }
                egui::Key::ArrowUp if row > 0 => {
                    commands.push(Command::RoundDialog(RoundMessage::Select(row - 1)))
                }
                egui::Key::Home => commands.push(Command::RoundDialog(RoundMessage::Select(0))),
                egui::Key::End => {
                    commands.push(Command::RoundDialog(RoundMessage::Select(rows - 1)))
                }
                egui::Key::Delete | egui::Key::Backspace => {
                    commands.push(Command::RoundDialog(RoundMessage::Result(row, None)))
                }
                _ => {}
            },
            egui::Event::Text(text) => {
                if let Some(result) = result_of_key(text.trim()) {
                    commands.push(Command::RoundDialog(RoundMessage::Result(row, result)));
                }
            }
            _ => {}
        }
    }
}

pub(super) fn results(
    ui: &mut Ui,
    state: &AppState,
    round: &Round,
    height: f32,
    commands: &mut Vec<Command>,
) {
    let Some(dialog) = state.dialogs().round() else {
        return;
    };
    let lang = state.lang();
    result_keys(ui, dialog, round.boards.len(), commands);
    ui.label(RichText::new(lang.text(Key::ResultKeys)).weak());
    ui.separator();
    let lit = ui.visuals().selection.bg_fill;
    egui::ScrollArea::vertical()
        .id_salt("jipu-round-results-scroll")
        .max_height(height)
        .show(ui, |ui| {
            egui::Grid::new("jipu-round-results")
                .num_columns(5)
                .min_col_width(40.0)
                .show(ui, |ui| {
                    for key in [
                        Key::Table,
                        Key::White,
                        Key::Black,
                        Key::Result,
                        Key::RoundPhotoColumn,
                    ] {
                        ui.label(RichText::new(lang.text(key)).strong());
                    }
                    ui.end_row();
                    for (row, board) in round.boards.iter().enumerate() {
                        let selected = row == dialog.selected();
                        let cell = |text: String| {
                            let text = RichText::new(text);
                            if selected {
                                text.background_color(lit).strong()
                            } else {
                                text
                            }
                        };
                        let number = ui.selectable_label(selected, board.number.to_string());
                        let white = ui.selectable_label(selected, board.white.listed());
                        let black = ui.selectable_label(selected, board.black.listed());
                        let shown = BoardResult::shown(dialog.result(row));
                        let result = ui.label(cell(shown.to_string()).monospace());
                        crate::app::ui::probe::note(
                            ui.ctx(),
                            &format!("result of board {}", board.number),
                            result.rect,
                        );
                        photo_cell(ui, dialog, row, lang, commands);
                        if number.clicked() || white.clicked() || black.clicked() {
                            commands.push(Command::RoundDialog(RoundMessage::Select(row)));
                        }
                        if selected {
                            number.scroll_to_me(None);
                        }
                        ui.end_row();
                    }
                });
        });
    ui.label(lang.fill(
        Key::ResultsIn,
        &[
            &dialog.results_in().to_string(),
            &round.boards.len().to_string(),
        ],
    ));
    ui.separator();
    ui.horizontal(|ui| {
        let csv = ui.button(lang.text(Key::WriteResultsCsv));
        crate::app::ui::probe::note(ui.ctx(), lang.text(Key::WriteResultsCsv), csv.rect);
        if csv.clicked() {
            commands.push(Command::RoundDialog(RoundMessage::WriteCsv));
        }
        if dialog.is_trf() {
            let trf = ui
                .button(lang.text(Key::WriteResultsTrf))
                .on_hover_text(dialog.path().display().to_string());
            crate::app::ui::probe::note(ui.ctx(), lang.text(Key::WriteResultsTrf), trf.rect);
            if trf.clicked() {
                commands.push(Command::RoundDialog(RoundMessage::WriteTrf));
            }
        }
        let grade = ui.button(lang.text(Key::RoundGradingTab));
        if grade.clicked() {
            commands.push(Command::RoundDialog(RoundMessage::Tab(RoundTab::Grading)));
        }
    });
    ui.separator();
    photos(ui, state, dialog, lang, commands);
}

/// What the photo of a board's sheet gave: how many half-moves read (and unsure), the result it proposes to take
/// when it is not the one entered, and the photo to open.
fn photo_cell(
    ui: &mut Ui,
    dialog: &RoundDialog,
    row: usize,
    lang: Lang,
    commands: &mut Vec<Command>,
) {
    let Some(photo) = dialog.photo(row) else {
        ui.label("");
        return;
    };
    ui.horizontal(|ui| {
        let mut read = lang.fill(Key::RoundPhotoShort, &[&photo.moves.to_string()]);
        if photo.unsure > 0 {
            read.push_str(" · ");
            read.push_str(&lang.fill(Key::RoundPhotoUnsure, &[&photo.unsure.to_string()]));
        }
        ui.label(read)
            .on_hover_text(photo.path.display().to_string());
        if let Some((result, from)) = photo.proposed
            && dialog.result(row) != Some(result)
        {
            let shown = BoardResult::shown(Some(result));
            let why = match from {
                ProposedFrom::Moves => lang.fill(Key::RoundPhotoFromMoves, &[shown]),
                ProposedFrom::ResultLine(p) => lang.fill(
                    Key::RoundPhotoFromLine,
                    &[shown, &format!("{:.0}", p * 100.0)],
                ),
            };
            let label = lang.fill(Key::RoundPhotoTake, &[shown]);
            let take = ui.small_button(&label).on_hover_text(why);
            crate::app::ui::probe::note(ui.ctx(), &format!("take result of row {row}"), take.rect);
            if take.clicked() {
                commands.push(Command::RoundDialog(RoundMessage::TakePhotoResult(row)));
            }
        }
        let open = ui
            .small_button(lang.text(Key::RoundPhotoOpen))
            .on_hover_text(lang.text(Key::RoundPhotoOpenHint));
        crate::app::ui::probe::note(ui.ctx(), &format!("open photo of row {row}"), open.rect);
        if open.clicked() {
            commands.push(Command::RoundDialog(RoundMessage::OpenPhoto(row)));
        }
    });
}

/// The photos of the round's sheets: the button to read one (or drop several), the reading's progress, and what was
/// said of each photo read.
fn photos(
    ui: &mut Ui,
    state: &AppState,
    dialog: &RoundDialog,
    lang: Lang,
    commands: &mut Vec<Command>,
) {
    ui.horizontal(|ui| {
        let read = ui
            .button(lang.text(Key::ReadRoundPhotos))
            .on_hover_text(lang.text(Key::ReadRoundPhotosHint));
        crate::app::ui::probe::note(ui.ctx(), lang.text(Key::ReadRoundPhotos), read.rect);
        if read.clicked() {
            commands.push(Command::RoundDialog(RoundMessage::ReadPhotos));
        }
        if let Some((done, of)) = state.round_photos_progress() {
            ui.spinner();
            ui.label(lang.fill(
                Key::RoundPhotosReading,
                &[&done.to_string(), &of.to_string()],
            ));
            if ui.small_button(lang.text(Key::Cancel)).clicked() {
                commands.push(Command::RoundDialog(RoundMessage::CancelPhotos));
            }
        }
    });
    if dialog.photo_notes().is_empty() {
        return;
    }
    egui::ScrollArea::vertical()
        .id_salt("jipu-round-photo-notes")
        .max_height(120.0)
        .show(ui, |ui| {
            for note in dialog.photo_notes() {
                let color = match note.tone() {
                    Tone::Info => ui.visuals().text_color(),
                    Tone::Problem => ui.visuals().warn_fg_color,
                };
                ui.label(RichText::new(note.text(lang)).color(color));
            }
        });
}
