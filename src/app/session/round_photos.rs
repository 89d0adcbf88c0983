//! The photos of a round's sheets in the window: read one after another (the job is `work/round_photos.rs`), each
//! put back to the board its printed code names, with the board's details from the pairing; the result it proposes
//! shown in the results table for the user to take; a photo opened beside the board to check and correct its game.
//! A sheet photo opened any other way while a round is open takes its board's details too.

use std::path::PathBuf;
use std::sync::Arc;

use super::state::AppState;
use crate::app::message::{Message, Tone};
use crate::app::model::round_photos::{SheetPhoto, photo_name};
use crate::app::work::round_photos::{PhotoError, PhotoRead, RoundPhotoReading};
use crate::chess::Game;
use crate::club::NotThisRound;
use crate::i18n::Key;
use crate::picture::Doubt;

impl AppState {
    /// Starts reading the photos at `paths` back to the round's boards (after any being read).
    pub(in crate::app) fn read_round_photos(&mut self, paths: Vec<PathBuf>) {
        if self.dialogs.round.is_none() || paths.is_empty() {
            return;
        }
        self.cancel_round_photos();
        self.with_round(|d| d.clear_photo_notes());
        self.round_photos = Some(RoundPhotoReading::start(paths));
    }

    pub(in crate::app) fn cancel_round_photos(&mut self) {
        if let Some(job) = &self.round_photos {
            job.cancel();
        }
    }

    /// Whether the round's results page is shown (where photos dropped go).
    pub(in crate::app) fn round_results_shown(&self) -> bool {
        self.dialogs.round.as_ref().is_some_and(|d| {
            d.is_shown() && d.tab() == crate::app::model::round_dialog::RoundTab::Results
        })
    }

    /// The round's photos being read: how many are done, of how many.
    pub fn round_photos_progress(&self) -> Option<(usize, usize)> {
        self.round_photos.as_ref().map(|j| (j.done(), j.of()))
    }

    /// Each frame while photos are read: those read since are put back to their boards.
    pub(in crate::app) fn poll_round_photos(&mut self) {
        let Some(job) = &self.round_photos else {
            return;
        };
        let read = job.take_read();
        if job.is_over() {
            self.round_photos = None;
        }
        for photo in read {
            let note = self.put_back(photo);
            self.with_round(|d| d.note_photo(note));
        }
    }

    /// One photo read, put back to its board: what is said of it.
    fn put_back(&mut self, photo: PhotoRead) -> Message {
        let PhotoRead {
            path,
            page,
            reading,
        } = photo;
        let name = photo_name(&path, page);
        let reading = match reading {
            Ok(reading) => reading,
            Err(PhotoError::File(e)) => {
                let e = Arc::new(e);
                return Message::new(Tone::Problem, move |lang| {
                    let why = crate::files::why_unreadable(&e, lang);
                    lang.fill(Key::CannotReadFile, &[&name, &why])
                });
            }
            Err(PhotoError::Picture(e)) => {
                let e = Arc::new(e);
                return Message::new(Tone::Problem, move |lang| {
                    lang.labelled(&name, &e.message(lang))
                });
            }
        };
        let Some(round) = self.dialogs.round.as_ref().and_then(|d| d.round()) else {
            return Message::problem(Key::RoundHasNoBoards, &[]);
        };
        let board = match round.board_of_sheet(&reading.game) {
            Ok(board) => board,
            Err(NotThisRound::NoBoard) => {
                return Message::problem(Key::RoundPhotoNotSheet, &[&name]);
            }
            Err(NotThisRound::OtherRound { sheet }) => {
                let shown = round.number.map(|n| n.to_string()).unwrap_or_default();
                return Message::problem(
                    Key::RoundPhotoOtherRound,
                    &[&name, &sheet.to_string(), &shown],
                );
            }
            Err(NotThisRound::NoSuchBoard { board }) => {
                let shown = round.number.map(|n| n.to_string()).unwrap_or_default();
                return Message::problem(
                    Key::RoundPhotoNoBoard,
                    &[&name, &shown, &board.to_string()],
                );
            }
        };
        let mut game = reading.game.clone();
        round.give_board_tags(board, &mut game);
        let row = round.boards.iter().position(|b| b.number == board.number);
        let photo = SheetPhoto::new(path, page, &reading, game);
        let (number, white, black) = (
            board.number.to_string(),
            board.white.name.clone(),
            board.black.name.clone(),
        );
        let (moves, unsure, stopped) = (photo.moves, photo.unsure, photo.stopped);
        // A blank sheet is said to be one; a board's earlier photo that this one replaces is named.
        let blank = (reading.stop.as_ref()).is_some_and(|s| s.doubt == Doubt::Blank);
        let replaced = row
            .and_then(|r| self.dialogs.round.as_ref()?.photo(r))
            .filter(|old| (&old.path, old.page) != (&photo.path, photo.page))
            .map(|old| old.shown());
        if let Some(row) = row {
            self.with_round(|d| d.set_photo(row, photo));
        }
        let tone = if unsure > 0 || stopped {
            Tone::Problem
        } else {
            Tone::Info
        };
        Message::new(tone, move |lang| {
            let mut said = lang.fill(
                Key::RoundPhotoBoard,
                &[&name, &number, &white, &black, &moves.to_string()],
            );
            let sep = match lang {
                crate::i18n::Lang::Zh => "，",
                crate::i18n::Lang::En => ", ",
            };
            if unsure > 0 {
                said.push_str(sep);
                said.push_str(&lang.fill(Key::RoundPhotoUnsure, &[&unsure.to_string()]));
            }
            if stopped {
                said.push_str(sep);
                let key = if blank {
                    Key::PictureBlankForm
                } else {
                    Key::RoundPhotoStopped
                };
                said.push_str(lang.text(key));
            }
            if let Some(old) = &replaced {
                said.push_str(sep);
                said.push_str(&lang.fill(Key::RoundPhotoReplaces, &[old]));
            }
            said
        })
    }

    /// The photo of the board in `row` opened beside the board, read again there (outlined, its unsure moves to go
    /// through); its game takes the board's details.
    pub(in crate::app) fn open_round_photo(&mut self, row: usize) {
        let Some((path, page, shown)) = self
            .dialogs
            .round
            .as_ref()
            .and_then(|d| d.photo(row))
            .map(|p| (p.path.clone(), p.page, p.shown()))
        else {
            return;
        };
        self.with_round(|d| d.show(false));
        match page {
            Some((page, _)) => self.open_picture_page(&path, page, shown),
            None => self.open_picture_file(&path),
        }
    }

    /// A game read from a picture, given its board's details when it is a sheet of the round open.
    pub(in crate::app) fn with_round_details(&self, game: &mut Game) {
        let Some(round) = self.dialogs.round.as_ref().and_then(|d| d.round()) else {
            return;
        };
        if let Ok(board) = round.board_of_sheet(game) {
            round.give_board_tags(board, game);
        }
    }
}
