//! A photographed round sheet back to its board: Jipu prints the round and board in each sheet's code, the picture
//! reader gives them back as the game's `Round` and `Board` tags, and here they find the board of a round, whose
//! pairing's tags (players, titles, ratings, event, site, date, time limit) the game then takes. The command line
//! (`jipu import --pairings`) and the window's round (its results page) both put sheets back this way.

use crate::chess::{Game, Tags};
use crate::sheet::Field;

use super::model::{Board, Round};

/// Why a game read from a photo is not one of this round's boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotThisRound {
    /// The game names no board: not a round sheet Jipu printed, or its code was not read.
    NoBoard,
    /// The sheet of another round: `sheet` is the round its code names.
    OtherRound { sheet: u32 },
    /// The round has no board with the number the sheet names.
    NoSuchBoard { board: u32 },
}

/// A tag's value as a number, when it is one.
fn number(game: &Game, tag: &str) -> Option<u32> {
    game.tags
        .known(tag)
        .and_then(|v| v.trim().parse::<u32>().ok())
}

/// The round a sheet's game names, if its code named one.
pub fn sheet_round(game: &Game) -> Option<u32> {
    number(game, Field::Round.tag())
}

/// The board a sheet's game names, if its code named one.
pub fn sheet_board(game: &Game) -> Option<u32> {
    number(game, Field::Table.tag())
}

impl Round {
    /// The board of this round a photographed sheet's `game` belongs to, by the round and board its code named. A
    /// sheet that names no round is taken for this round's (a pairing list without round numbers prints none).
    ///
    /// ```
    /// use jipu::club::{NotThisRound, read_pairings};
    /// let csv = "board,white,black\n1,王一,李二\n2,张三,赵四\n";
    /// let round = read_pairings(csv.as_bytes()).unwrap().round(5).unwrap();
    /// let mut game = jipu::chess::Game::new();
    /// assert_eq!(round.board_of_sheet(&game), Err(NotThisRound::NoBoard));
    /// game.tags.set("Board", "2");
    /// game.tags.set("Round", "5");
    /// assert_eq!(round.board_of_sheet(&game).unwrap().white.name, "张三");
    /// game.tags.set("Round", "4");
    /// assert_eq!(round.board_of_sheet(&game), Err(NotThisRound::OtherRound { sheet: 4 }));
    /// ```
    pub fn board_of_sheet(&self, game: &Game) -> Result<&Board, NotThisRound> {
        let board = sheet_board(game).ok_or(NotThisRound::NoBoard)?;
        if let (Some(sheet), Some(this)) = (sheet_round(game), self.number)
            && sheet != this
        {
            return Err(NotThisRound::OtherRound { sheet });
        }
        self.board(board).ok_or(NotThisRound::NoSuchBoard { board })
    }

    /// `game` (read from a sheet of `board`) given the board's tags from the pairing; its moves, and its result
    /// when it has one, stay.
    pub fn give_board_tags(&self, board: &Board, game: &mut Game) {
        for (tag, value) in self.game(board).tags.iter() {
            if tag != Tags::RESULT {
                game.tags.set(tag, value);
            }
        }
    }
}
