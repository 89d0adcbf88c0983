//! A round's sheet photographed and read back to its board (the round's results page): the game read from it, with
//! the board's details from the pairing, how much of it was read, and the result it proposes — the game's own (a
//! mate, or the result read after the last move) or the one written on the sheet's result line. A proposal is never
//! entered by itself: the results table shows it beside the board for the user to take.

use std::path::{Path, PathBuf};

use shakmaty::KnownOutcome;

use crate::chess::Game;
use crate::club::BoardResult;
use crate::picture::PictureReading;

/// Where a proposed result comes from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ProposedFrom {
    /// The moves read end in it (a mate, a stalemate, or the result read after the last move), none of them unsure.
    Moves,
    /// The sheet's result line, read with this probability.
    ResultLine(f32),
}

/// A photo's file name as its notes say it, with its page when the file is a PDF of several: `scan.pdf (2/3)`.
pub fn photo_name(path: &Path, page: Option<(u32, u32)>) -> String {
    let file = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    match page {
        Some((page, of)) => format!("{file} ({page}/{of})"),
        None => file,
    }
}

/// See the module documentation.
#[derive(Clone, Debug)]
pub struct SheetPhoto {
    pub path: PathBuf,
    /// Its page and the file's pages, when the file is a PDF of several.
    pub page: Option<(u32, u32)>,
    /// The game read, with the board's details from the pairing.
    pub game: Game,
    /// Half-moves read.
    pub moves: usize,
    /// Of which marked unsure (a handwritten sheet, read whole).
    pub unsure: usize,
    /// The reading stopped before the game's end (a printed page at its first doubt).
    pub stopped: bool,
    /// The result the photo proposes.
    pub proposed: Option<(BoardResult, ProposedFrom)>,
}

impl SheetPhoto {
    /// Its file's name, with its page when it has one: `scan.pdf (2/3)`.
    pub fn shown(&self) -> String {
        photo_name(&self.path, self.page)
    }

    /// The photo at `path`, read as `reading`, whose `game` is the reading's with the board's details.
    pub fn new(
        path: PathBuf,
        page: Option<(u32, u32)>,
        reading: &PictureReading,
        game: Game,
    ) -> SheetPhoto {
        // The moves' end only when every move was read for sure: a mate or a result read after unsure moves is as
        // unsure as they are (a sheet's junk read whole, marked, had proposed its result to take).
        let from_moves = (reading.stop.is_none() && reading.unsure.is_empty())
            .then(|| reading.game.tags.known_result())
            .flatten()
            .map(|o| (o, ProposedFrom::Moves));
        let from_line = reading
            .written_result
            .map(|(o, p)| (o, ProposedFrom::ResultLine(p)));
        let proposed = from_moves
            .or(from_line)
            .map(|(o, from): (KnownOutcome, _)| (BoardResult::Played(o), from));
        SheetPhoto {
            path,
            page,
            game,
            moves: reading.moves.len(),
            unsure: reading.unsure.len(),
            stopped: reading.stop.is_some(),
            proposed,
        }
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{Color, KnownOutcome};

    use super::{ProposedFrom, SheetPhoto};
    use crate::club::BoardResult;
    use crate::picture::{PictureReading, UnsureMove};

    fn reading(unsure: bool, written: Option<(KnownOutcome, f32)>) -> PictureReading {
        let game = crate::notation::import_game("1. f3 e5 2. g4 Qh4# 0-1")
            .expect("a game")
            .game;
        PictureReading {
            game,
            moves: Vec::new(),
            stop: None,
            lines: 4,
            pieces: Vec::new(),
            unsure: unsure
                .then(|| UnsureMove {
                    ply: 3,
                    taken: "Qh4#".into(),
                    others: vec![("Qg5".into(), 0.3)],
                })
                .into_iter()
                .collect(),
            written_result: written,
        }
    }

    /// A mate read for sure proposes its result; the same mate read through an unsure move proposes only what the
    /// result line says, if anything.
    #[test]
    fn the_moves_end_is_proposed_only_when_no_move_is_unsure() {
        let black = KnownOutcome::Decisive {
            winner: Color::Black,
        };
        let sure = SheetPhoto::new(
            "a.jpg".into(),
            None,
            &reading(false, None),
            Default::default(),
        );
        assert_eq!(
            sure.proposed,
            Some((BoardResult::Played(black), ProposedFrom::Moves))
        );
        let unsure = SheetPhoto::new(
            "a.jpg".into(),
            None,
            &reading(true, None),
            Default::default(),
        );
        assert_eq!(unsure.proposed, None);
        let line = SheetPhoto::new(
            "a.jpg".into(),
            None,
            &reading(true, Some((black, 0.9))),
            Default::default(),
        );
        assert_eq!(
            line.proposed,
            Some((BoardResult::Played(black), ProposedFrom::ResultLine(0.9)))
        );
    }
}
