//! The commands of a round at the club (see `model/round_dialog.rs`): the dialog shown again or a pairing file opened,
//! the round's details and results typed, a new game for a board, the sheets printed or saved, the results written
//! back, the ladder chosen and the grading applied — with the library's code, as `jipu grade` applies it.

use crate::app::commands::dialog_messages::RoundMessage;
use std::path::Path;
use std::sync::Arc;

use super::state::AppState;
use crate::app::commands::command::Effect;
use crate::app::file_purpose::FilePurpose;
use crate::app::message::{Message, Tone};
use crate::app::model::dialogs::Replacement;
use crate::app::model::round_dialog::{LadderFile, RoundTab};
use crate::club::Ladder;
use crate::i18n::Key;
use crate::sheet::{FontMetrics, sheet_pdf};

impl AppState {
    /// The round's dialog: the one shown last, else a pairing file to open.
    pub(in crate::app) fn round_sheets(&mut self) -> Vec<Effect> {
        match &mut self.dialogs.round {
            Some(dialog) => dialog.show(true),
            None => return self.choose_file(FilePurpose::OpenPairings),
        }
        Vec::new()
    }

    /// What the round's dialog says.
    pub(in crate::app) fn round_message(&mut self, message: RoundMessage) -> Vec<Effect> {
        match message {
            RoundMessage::OpenFile => return self.choose_file(FilePurpose::OpenPairings),
            RoundMessage::Choose(n) => self.with_round(|d| d.choose(n)),
            RoundMessage::Detail(field, text) => self.with_round(|d| d.set_field(field, text)),
            RoundMessage::Tab(tab) => self.with_round(|d| d.set_tab(tab)),
            RoundMessage::Select(row) => self.with_round(|d| d.select(row)),
            RoundMessage::Result(row, result) => self.with_round(|d| d.set_result(row, result)),
            RoundMessage::UseBoard(n) => self.use_board(n),
            RoundMessage::Print => {
                if let Some(games) = self.round_games() {
                    self.open_print(crate::app::model::print_dialog::PrintWhat::Several);
                    self.with_print(|d| d.several = games);
                }
            }
            RoundMessage::SaveAs => {
                if self.round_games().is_some() {
                    return self.choose_file(FilePurpose::ExportRound);
                }
            }
            RoundMessage::Close => self.with_round(|d| d.show(false)),
            RoundMessage::WriteCsv => return self.choose_file(FilePurpose::ExportResults),
            RoundMessage::WriteTrf => self.write_results_trf(),
            RoundMessage::ChooseLadder => return self.choose_file(FilePurpose::OpenLadder),
            RoundMessage::NewLadder => return self.choose_file(FilePurpose::NewLadder),
            RoundMessage::ApplyGrading => self.apply_grading(),
            RoundMessage::ReadPhotos => return self.choose_file(FilePurpose::OpenRoundPhoto),
            RoundMessage::CancelPhotos => self.cancel_round_photos(),
            RoundMessage::TakePhotoResult(row) => self.with_round(|d| d.take_photo_result(row)),
            RoundMessage::OpenPhoto(row) => self.open_round_photo(row),
        }
        Vec::new()
    }

    pub(in crate::app) fn with_round(
        &mut self,
        change: impl FnOnce(&mut crate::app::model::round_dialog::RoundDialog),
    ) {
        if let Some(dialog) = &mut self.dialogs.round {
            change(dialog);
        }
    }

    /// The round's sheets: one game per board, the details as typed. `None` while a detail cannot be printed (the
    /// dialog says which) or there are no boards.
    pub(in crate::app) fn round_games(&self) -> Option<Vec<crate::chess::Game>> {
        let dialog = self.dialogs.round.as_ref()?;
        let round = dialog.round().filter(|r| !r.boards.is_empty())?;
        dialog.ready().then(|| round.games())
    }

    /// A new game for board `number`: its details are the board's (event, date, site, round, table, players with
    /// their titles and ratings, time limit), dated today when the round has no date. The game shown is never
    /// overwritten: with unsaved changes, it is asked about first, as New asks.
    fn use_board(&mut self, number: u32) {
        let Some(round) = self.dialogs.round.as_ref().and_then(|d| d.round()) else {
            return;
        };
        let Some(board) = round.board(number) else {
            return;
        };
        let mut game = round.game(board);
        if game.tags.get("Date").is_none() {
            game = crate::app::model::today::dated_today(game);
        }
        self.with_round(|d| d.show(false));
        let table = number.to_string();
        // Said when the game is there: after Save or Discard when the game shown is asked about first.
        let said = match round.number {
            Some(n) => Message::info(Key::TookBoard, &[&table, &n.to_string()]),
            None => Message::info(Key::TookBoardNoRound, &[&table]),
        };
        self.replace(Replacement {
            game,
            source: None,
            unsaved: false,
            said: Some(said),
            kept: None,
        });
    }

    /// Says `message` in the round's dialog (where the user is looking) and on the message line.
    fn say_in_round(&mut self, message: Message) {
        self.with_round(|d| d.said(message.clone()));
        self.say(message);
    }

    /// The round's results written as a results CSV at `path`, headers in the interface's language.
    pub(in crate::app) fn write_results_csv(&mut self, path: &Path) {
        let Some(round) = self.dialogs.round.as_ref().and_then(|d| d.round()) else {
            return;
        };
        let csv = crate::club::results_csv(&round, self.lang());
        let shown = path.display().to_string();
        let message = match crate::files::write_atomically(path, csv.as_bytes()) {
            Ok(()) => Message::info(Key::ResultsWritten, &[&shown]),
            Err(e) => Message::problem(Key::CannotWriteFile, &[&shown, &e.to_string()]),
        };
        self.say_in_round(message);
    }

    /// The round's results written into the result columns of the TRF it was paired in; every other byte of the
    /// file stays.
    fn write_results_trf(&mut self) {
        let Some(dialog) = self.dialogs.round.as_ref() else {
            return;
        };
        let path = dialog.path().to_path_buf();
        let shown = path.display().to_string();
        let message = match dialog.trf_with_results() {
            None => return,
            Some(Err(e)) => {
                let e = Arc::new(e);
                Message::new(Tone::Problem, move |lang| e.message(lang))
            }
            Some(Ok(bytes)) => match crate::files::write_atomically(&path, &bytes) {
                Ok(()) => {
                    let text = crate::pgn::decode(&bytes).text;
                    self.with_round(|d| d.trf_written(text));
                    Message::info(Key::ResultsWritten, &[&shown])
                }
                Err(e) => Message::problem(Key::CannotWriteFile, &[&shown, &e.to_string()]),
            },
        };
        self.say_in_round(message);
    }

    /// The ladder to grade with: the file chosen, or a new ladder when it does not exist yet.
    pub(in crate::app) fn choose_ladder(&mut self, path: &Path) {
        let shown = path.display().to_string();
        let ladder = if path.exists() {
            let read = std::fs::read(path)
                .map_err(|e| Message::problem(Key::CannotReadFile, &[&shown, &e.to_string()]))
                .and_then(|bytes| {
                    Ladder::read(&bytes).map_err(|e| {
                        let (e, shown) = (Arc::new(e), shown.clone());
                        Message::new(Tone::Problem, move |lang| {
                            lang.labelled(&shown, &e.message(lang))
                        })
                    })
                });
            match read {
                Ok(before) => LadderFile {
                    path: path.to_path_buf(),
                    before,
                    new: false,
                    applied: false,
                },
                Err(message) => return self.say_in_round(message),
            }
        } else {
            LadderFile {
                path: path.to_path_buf(),
                before: Ladder::new(self.lang()),
                new: true,
                applied: false,
            }
        };
        self.with_round(|d| {
            d.set_ladder(ladder);
            d.set_tab(RoundTab::Grading);
        });
    }

    /// The round's grading applied to the ladder and the ladder written, as `jipu grade` writes it.
    fn apply_grading(&mut self) {
        let Some(dialog) = self.dialogs.round.as_ref() else {
            return;
        };
        let (Some(ladder), Some((after, changes))) = (dialog.ladder(), dialog.grading()) else {
            return;
        };
        if ladder.applied {
            return;
        }
        let path = ladder.path.clone();
        let shown = path.display().to_string();
        if !changes.iter().any(|c| c.graded) {
            return self.say_in_round(Message::problem(Key::RoundNothingToGrade, &[]));
        }
        match crate::files::write_atomically(&path, after.to_csv().as_bytes()) {
            Ok(()) => {
                self.with_round(|d| d.graded());
                self.say_in_round(Message::info(Key::LadderWritten, &[&shown]));
            }
            Err(e) => self.say_in_round(Message::problem(
                Key::CannotWriteFile,
                &[&shown, &e.to_string()],
            )),
        }
    }

    /// A pairing file read: its rounds, or what is wrong with it and on which line.
    pub(in crate::app) fn open_pairings(&mut self, path: &Path) {
        let read = std::fs::read(path)
            .map_err(|e| {
                let (shown, e) = (path.display().to_string(), Arc::new(e));
                Message::new(Tone::Problem, move |lang| {
                    let why = crate::files::why_unreadable(&e, lang);
                    lang.fill(Key::CannotReadFile, &[&shown, &why])
                })
            })
            .and_then(|bytes| {
                let decoded = crate::pgn::decode(&bytes);
                crate::club::read_pairings_text(&decoded.text)
                    .map(|t| (decoded, t))
                    .map_err(|e| {
                        let e = Arc::new(e);
                        Message::new(Tone::Problem, move |lang| e.message(lang))
                    })
            });
        match read {
            Ok((decoded, tournament)) => {
                self.dialogs.round = Some(crate::app::model::round_dialog::RoundDialog::new(
                    path.to_path_buf(),
                    decoded.text,
                    decoded.encoding,
                    tournament,
                ));
            }
            Err(message) => self.say(message),
        }
    }

    /// Writes the sheets of several games (a round's boards) into one PDF at `path`.
    pub(in crate::app) fn export_games(&mut self, path: &Path, games: &[crate::chess::Game]) {
        let sheet =
            crate::sheet::lay_out_games(games, &self.sheet_options(), FontMetrics::jipu_sans());
        let title = self.lang().text(Key::SheetTitle);
        let written = sheet_pdf(&sheet, title)
            .map_err(|e| e.to_string())
            .and_then(|bytes| {
                crate::files::write_atomically(path, &bytes).map_err(|e| e.to_string())
            });
        let shown = path.display().to_string();
        match written {
            Ok(()) => {
                self.say(Message::info(Key::SheetSaved, &[&shown]));
                if let Some(d) = &mut self.dialogs.round {
                    d.said(Message::info(Key::SheetSaved, &[&shown]));
                }
            }
            Err(e) => self.say(Message::problem(Key::CannotWriteFile, &[&shown, &e])),
        }
    }
}
