//! A round's sheet photographed and read back to its board (the round's results page): the game read from it, with
//! the board's details from the pairing, how much of it was read, and the result it proposes — the game's own (a
//! mate, or the result read after the last move) or the one written on the sheet's result line. A proposal is never
//! entered by itself: the results table shows it beside the board for the user to take.

use std::path::PathBuf;

use shakmaty::KnownOutcome;

use crate::chess::Game;
use crate::club::BoardResult;
use crate::picture::PictureReading;

/// Where a proposed result comes from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ProposedFrom {
    /// The moves read end in it (a mate, a stalemate, or the result read after the last move).
    Moves,
    /// The sheet's result line, read with this probability.
    ResultLine(f32),
}

/// See the module documentation.
#[derive(Clone, Debug)]
pub struct SheetPhoto {
    pub path: PathBuf,
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
    /// The photo at `path`, read as `reading`, whose `game` is the reading's with the board's details.
    pub fn new(path: PathBuf, reading: &PictureReading, game: Game) -> SheetPhoto {
        let from_moves = reading
            .stop
            .is_none()
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
            game,
            moves: reading.moves.len(),
            unsure: reading.unsure.len(),
            stopped: reading.stop.is_some(),
            proposed,
        }
    }
}
