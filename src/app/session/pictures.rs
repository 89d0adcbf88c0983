//! A picture of a printed game in the window: opened, pasted, cancelled, closed, and what its reading's answer does
//! to the game (the reading itself is a job: `work/picture_reading.rs`). The game read replaces the board's (asking first
//! when that one has unsaved changes); where the reading stopped is said with the candidates, as a typed sheet's stop
//! is. Once the move meant there is played, the reading goes on from it and the moves read after it are added.

use std::path::Path;
use std::sync::Arc;

use shakmaty::Move;

use super::state::AppState;
use crate::app::message::{Message, Tone};
use crate::app::model::dialogs::Replacement;
use crate::app::work::picture_reading::{Answer, PastedPicture, PictureSource, PictureView};
use crate::i18n::{Key, Lang};
use crate::picture::PictureReading;

impl AppState {
    /// The picture shown beside the board, if any.
    pub fn picture(&self) -> Option<&PictureView> {
        self.picture.as_ref()
    }

    /// Reads the picture of the file at `path`.
    pub(in crate::app) fn open_picture_file(&mut self, path: &Path) {
        let shown = path.display().to_string();
        match std::fs::read(path) {
            Ok(bytes) => {
                let name = path
                    .file_name()
                    .map_or(shown, |n| n.to_string_lossy().into_owned());
                self.open_picture(name, PictureSource::Bytes(bytes));
            }
            Err(e) => {
                let e = Arc::new(e);
                self.say(Message::new(Tone::Problem, move |lang| {
                    let why = crate::files::why_unreadable(&e, lang);
                    lang.fill(Key::CannotReadFile, &[&shown, &why])
                }));
            }
        }
    }

    /// Reads page `page` of the PDF at `path` (a round's sheets scanned into one file), named `name`.
    pub(in crate::app) fn open_picture_page(&mut self, path: &Path, page: u32, name: String) {
        let shown = path.display().to_string();
        let pixels = std::fs::read(path).map(|bytes| crate::picture::decode(&bytes, page));
        match pixels {
            Ok(Ok(picture)) => self.open_picture(name, PictureSource::Pixels(picture.to_rgba8())),
            Ok(Err(e)) => {
                let e = Arc::new(e);
                self.say(Message::new(Tone::Problem, move |lang| {
                    lang.labelled(&name, &e.message(lang))
                }));
            }
            Err(e) => {
                let e = Arc::new(e);
                self.say(Message::new(Tone::Problem, move |lang| {
                    let why = crate::files::why_unreadable(&e, lang);
                    lang.fill(Key::CannotReadFile, &[&shown, &why])
                }));
            }
        }
    }

    /// Reads a picture pasted from the clipboard.
    pub(in crate::app) fn paste_picture(&mut self, pasted: PastedPicture) {
        let name = self.lang().text(Key::PastedPicture).to_string();
        let pixels = Arc::try_unwrap(pasted.0).unwrap_or_else(|shared| (*shared).clone());
        self.open_picture(name, PictureSource::Pixels(pixels));
    }

    fn open_picture(&mut self, name: String, source: PictureSource) {
        self.cancel_picture();
        self.message = None;
        let moves = self.doc.game().mainline_moves();
        self.picture = Some(PictureView::open(
            name,
            source,
            self.picture.as_ref(),
            &moves,
        ));
    }

    /// Stops reading the picture (it stays shown until closed).
    pub(in crate::app) fn cancel_picture(&mut self) {
        if let Some(view) = &self.picture {
            view.cancel();
        }
    }

    pub(in crate::app) fn close_picture(&mut self) {
        self.cancel_picture();
        self.picture = None;
    }

    /// Whether a picture is being read (the window then looks again each frame).
    pub fn reading_a_picture(&self) -> bool {
        self.picture.as_ref().is_some_and(PictureView::is_reading)
    }

    /// After every command: when the game shown is the picture's, played on past where its reading stopped (the move
    /// meant there chosen from the buttons, typed, or played on the board), the reading goes on from it.
    pub(in crate::app) fn follow_picture(&mut self) {
        let Some(view) = &mut self.picture else {
            return;
        };
        let moves = self.doc.game().mainline_moves();
        if view.goes_on_past_the_stop(&moves) {
            view.resume(moves);
        }
    }

    /// Each frame while a picture is read: its game, once read, replaces the board's; a reading going on from a
    /// repair adds its moves to it.
    pub(in crate::app) fn poll_picture(&mut self) {
        let moves = self.game().mainline_moves();
        let Some(view) = &mut self.picture else {
            return;
        };
        let Some(answer) = view.take_answer() else {
            return;
        };
        let name = view.name().to_string();
        let whole = view.is_read_whole();
        let (reading, resumed_from) = match answer {
            Answer::Read(reading) => (reading, None),
            Answer::Resumed { from, reading } => (reading, Some(from)),
            Answer::Cancelled => {
                self.say(Message::info(Key::PictureCancelled, &[]));
                return;
            }
            Answer::Failed(e) => {
                let e = Arc::new(e);
                self.say(Message::new(Tone::Problem, move |lang| {
                    lang.labelled(&name, &e.message(lang))
                }));
                return;
            }
        };
        let said = said_of(&reading);
        if let Some(forced) = resumed_from {
            // A reading going on from a repair: its moves after the game's are added, if the game is still the one it
            // went on from.
            if moves == forced && reading.moves.len() >= forced.len() {
                // With their comments: a sheet's unsure moves read after the correction are marked.
                let tree = &reading.game.tree;
                let line = tree.mainline();
                let more: Vec<(Move, Option<String>)> = line
                    .get(forced.len()..)
                    .unwrap_or_default()
                    .iter()
                    .filter_map(|&id| Some((tree.mv(id)?, tree.notes(id).comment.clone())))
                    .collect();
                let result = if reading.stop.is_none() {
                    reading
                        .game
                        .tags
                        .known_result()
                        .and_then(|_| reading.game.tags.get(crate::chess::Tags::RESULT))
                        .map(str::to_string)
                } else {
                    None
                };
                // Not set again when the game has it (the same picture opened again over its game).
                let result = result
                    .filter(|r| self.doc.game().tags.get(crate::chess::Tags::RESULT) != Some(r));
                self.doc.extend_mainline(&more, result.as_deref());
                if whole && reading.stop.is_none() {
                    // A sheet read again from a move corrected: how many unsure moves are left is what matters.
                    self.say(super::unsure::unsure_left(self));
                } else {
                    self.say(said);
                }
            }
            return;
        }
        if view.is_again() && view.read_into(&moves) {
            // The same picture opened again over its game (perhaps repaired and gone on): the game stays; if it
            // went on past where the reading stops, the reading goes on from it as after the repair.
            if view.goes_on_past_the_stop(&moves) {
                view.resume(moves);
            } else {
                self.say(said);
            }
            return;
        }
        if reading.moves.is_empty() {
            // Text but no move read (a heading, a photo of something else, a handwritten sheet, or a first move too
            // unclear to read): the board's game stays, what stopped the reading is said, and what Jipu reads and
            // what to do instead (the picture stays open to type from).
            let stop = reading.stop.clone();
            self.say(Message::new(Tone::Problem, move |lang| {
                let mut said = lang.fill(Key::NoGameInPicture, &[&name]);
                if let Some(stop) = stop.as_ref().filter(|s| !s.seen.is_empty()) {
                    said.push_str(" — ");
                    said.push_str(&stop.message(lang));
                }
                // A sentence of its own: a full stop after what was said, unless it ends one already.
                let ended = said.ends_with(['.', '?', '。', '？']);
                said.push_str(match (lang, ended) {
                    (Lang::Zh, false) => "。",
                    (Lang::En, false) => ". ",
                    (Lang::Zh, true) => "",
                    (Lang::En, true) => " ",
                });
                said.push_str(lang.text(Key::PictureTypeBeside));
                said
            }));
            return;
        }
        // A sheet of the round open takes its board's details from the pairing.
        let mut game = reading.game.clone();
        self.with_round_details(&mut game);
        self.replace(Replacement {
            game,
            source: None,
            unsaved: true,
            said: Some(said),
            kept: Some(Message::problem(Key::PictureGameNotTaken, &[&name])),
        });
    }
}

/// What a reading says: how many moves from how many lines, where it stopped and why, and the result written on
/// the sheet's result line, which the user confirms (it is not put into the game).
fn said_of(reading: &PictureReading) -> Message {
    let read = reading.moves.len().to_string();
    let lines = reading.lines.to_string();
    let unsure = reading.unsure.len().to_string();
    let marked = !reading.unsure.is_empty();
    let written = reading.written_result.map(|(result, p)| {
        (
            shakmaty::Outcome::Known(result).as_str(),
            format!("{:.0}", p * 100.0),
        )
    });
    let stop = reading.stop.clone();
    let tone = if stop.is_some() || marked {
        Tone::Problem
    } else {
        Tone::Info
    };
    Message::new(tone, move |lang| {
        let mut said = lang.fill(Key::PictureRead, &[&read, &lines]);
        if let Some(stop) = &stop {
            said.push_str(" — ");
            said.push_str(&stop.message(lang));
        }
        if marked {
            said.push_str(" — ");
            said.push_str(&lang.fill(Key::UnsureMovesLeft, &[&unsure]));
        }
        if let Some((result, percent)) = &written {
            said.push_str(" — ");
            said.push_str(&lang.fill(Key::PictureResultWritten, &[result, percent]));
            said.push_str(": ");
            said.push_str(lang.text(Key::PictureResultConfirm));
        }
        said
    })
}
