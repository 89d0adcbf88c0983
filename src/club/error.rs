//! What can be wrong in a club's file — pairings or results (TRF, CSV, PGN), or the ladder: each error names the
//! line (or the game) and says what is wrong in words a player understands, in either language.

use std::fmt;

use shakmaty::Color;
use thiserror::Error;

use super::column::Column;
use crate::i18n::{Key, Lang};

/// Why a pairing, results or ladder file cannot be used. Nothing is printed, graded or written from a file with one.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum ClubError {
    /// A TRF player line (`001`) that stops before the points (column 84).
    ShortPlayerLine {
        line: usize,
        length: usize,
    },
    BadStartingRank {
        line: usize,
        text: String,
    },
    DuplicateRank {
        line: usize,
        rank: u32,
        first: usize,
    },
    BadRating {
        line: usize,
        text: String,
    },
    BadOpponent {
        line: usize,
        round: u32,
        text: String,
    },
    BadColour {
        line: usize,
        round: u32,
        code: char,
    },
    BadResultCode {
        line: usize,
        round: u32,
        code: char,
    },
    /// Paired with a starting rank no `001` line has.
    MissingOpponent {
        line: usize,
        round: u32,
        player: String,
        opponent: u32,
    },
    /// The opponent's line does not name this player back.
    NotMutual {
        line: usize,
        round: u32,
        player: String,
        opponent: String,
        other_line: usize,
    },
    /// Both players of a board have the same colour.
    SameColour {
        line: usize,
        round: u32,
        player: String,
        opponent: String,
        colour: Color,
    },
    NoColour {
        line: usize,
        round: u32,
        player: String,
        opponent: String,
    },
    ResultsDisagree {
        line: usize,
        round: u32,
        player: String,
        opponent: String,
    },
    BadDate {
        line: usize,
        text: String,
    },
    /// A TRF with no `001` line.
    NoPlayers,
    /// The round asked for is not in the file; `rounds` are the ones it has.
    NoSuchRound {
        round: u32,
        rounds: Vec<u32>,
    },
    /// A round in which nobody plays (everyone has a bye or is absent).
    RoundWithoutBoards {
        round: u32,
    },
    MissingColumn {
        line: usize,
        column: Column,
    },
    EmptyCell {
        line: usize,
        column: Column,
    },
    BadNumber {
        line: usize,
        column: Column,
        text: String,
    },
    BadResult {
        line: usize,
        text: String,
    },
    DuplicateBoard {
        line: usize,
        board: u32,
        first: usize,
    },
    /// A player on two boards of one round, or on both sides of one.
    PlaysTwice {
        line: usize,
        player: String,
        first: usize,
    },
    UnclosedQuote {
        line: usize,
    },
    /// A CSV with a header and no boards.
    NoRows,
    /// A PGN game with no round number in a file whose other games have one.
    GameWithoutRound {
        game: usize,
    },
    /// A PGN game that cannot be read at all (its start position is not valid): its result would be lost.
    GameUnreadable {
        game: usize,
        line: usize,
    },
    /// Ladder points that are not a number with at most one decimal.
    BadPoints {
        line: usize,
        text: String,
    },
    /// A name twice in the ladder.
    DuplicateName {
        line: usize,
        name: String,
        first: usize,
    },
}

impl ClubError {
    /// The line of the file the error is on, when it is on one.
    pub fn line(&self) -> Option<usize> {
        use ClubError::*;
        match self {
            ShortPlayerLine { line, .. }
            | BadStartingRank { line, .. }
            | DuplicateRank { line, .. }
            | BadRating { line, .. }
            | BadOpponent { line, .. }
            | BadColour { line, .. }
            | BadResultCode { line, .. }
            | MissingOpponent { line, .. }
            | NotMutual { line, .. }
            | SameColour { line, .. }
            | NoColour { line, .. }
            | ResultsDisagree { line, .. }
            | BadDate { line, .. }
            | MissingColumn { line, .. }
            | EmptyCell { line, .. }
            | BadNumber { line, .. }
            | BadResult { line, .. }
            | DuplicateBoard { line, .. }
            | PlaysTwice { line, .. }
            | BadPoints { line, .. }
            | GameUnreadable { line, .. }
            | DuplicateName { line, .. }
            | UnclosedQuote { line } => Some(*line),
            NoPlayers
            | NoSuchRound { .. }
            | RoundWithoutBoards { .. }
            | NoRows
            | GameWithoutRound { .. } => None,
        }
    }

    /// What is wrong, with the line, in `lang`: "line 12: round 3 pairs Li, Er with number 40, who is not in the
    /// file".
    pub fn message(&self, lang: Lang) -> String {
        let what = self.what(lang);
        match self.line() {
            Some(line) => lang.fill(Key::ClubAtLine, &[&line.to_string(), &what]),
            None => what,
        }
    }

    fn what(&self, lang: Lang) -> String {
        use ClubError::*;
        let n = |v: &dyn ToString| v.to_string();
        match self {
            ShortPlayerLine { length, .. } => lang.fill(Key::TrfShortLine, &[&n(length)]),
            BadStartingRank { text, .. } => lang.fill(Key::TrfBadStartingRank, &[text]),
            DuplicateRank { rank, first, .. } => {
                lang.fill(Key::TrfDuplicateRank, &[&n(rank), &n(first)])
            }
            BadRating { text, .. } => lang.fill(Key::TrfBadRating, &[text]),
            BadOpponent { round, text, .. } => lang.fill(Key::TrfBadOpponent, &[&n(round), text]),
            BadColour { round, code, .. } => lang.fill(Key::TrfBadColour, &[&n(round), &n(code)]),
            BadResultCode { round, code, .. } => {
                lang.fill(Key::TrfBadResultCode, &[&n(round), &n(code)])
            }
            MissingOpponent {
                round,
                player,
                opponent,
                ..
            } => lang.fill(Key::TrfMissingOpponent, &[&n(round), player, &n(opponent)]),
            NotMutual {
                round,
                player,
                opponent,
                other_line,
                ..
            } => lang.fill(
                Key::TrfNotMutual,
                &[&n(round), player, opponent, &n(other_line)],
            ),
            SameColour {
                round,
                player,
                opponent,
                colour,
                ..
            } => lang.fill(
                Key::TrfSameColour,
                &[&n(round), player, opponent, lang.side(*colour)],
            ),
            NoColour {
                round,
                player,
                opponent,
                ..
            } => lang.fill(Key::TrfNoColour, &[&n(round), player, opponent]),
            ResultsDisagree {
                round,
                player,
                opponent,
                ..
            } => lang.fill(Key::TrfResultsDisagree, &[&n(round), player, opponent]),
            BadDate { text, .. } => lang.fill(Key::PairingBadDate, &[text]),
            NoPlayers => lang.text(Key::TrfNoPlayers).to_string(),
            NoSuchRound { round, rounds } if rounds.is_empty() => {
                lang.fill(Key::FilePairsNoRound, &[&n(round)])
            }
            NoSuchRound { round, rounds } => {
                let list: Vec<String> = rounds.iter().map(u32::to_string).collect();
                lang.fill(Key::RoundNotInFile, &[&n(round), &list.join(", ")])
            }
            RoundWithoutBoards { round } => lang.fill(Key::RoundWithoutBoards, &[&n(round)]),
            MissingColumn { column, .. } => lang.fill(Key::CsvMissingColumn, &[column.name(lang)]),
            EmptyCell { column, .. } => lang.fill(Key::CsvEmptyCell, &[column.name(lang)]),
            BadNumber { column, text, .. } => {
                lang.fill(Key::CsvBadNumber, &[text, column.name(lang)])
            }
            BadResult { text, .. } => lang.fill(Key::CsvBadResult, &[text]),
            DuplicateBoard { board, first, .. } => {
                lang.fill(Key::CsvDuplicateBoard, &[&n(board), &n(first)])
            }
            PlaysTwice { player, first, .. } => lang.fill(Key::CsvPlaysTwice, &[player, &n(first)]),
            UnclosedQuote { .. } => lang.text(Key::CsvUnclosedQuote).to_string(),
            NoRows => lang.text(Key::CsvNoRows).to_string(),
            GameWithoutRound { game } => lang.fill(Key::GameWithoutRound, &[&n(game)]),
            GameUnreadable { game, .. } => lang.fill(Key::PgnGameUnreadable, &[&n(game)]),
            BadPoints { text, .. } => lang.fill(Key::LadderBadPoints, &[text]),
            DuplicateName { name, first, .. } => {
                lang.fill(Key::LadderDuplicateName, &[name, &n(first)])
            }
        }
    }
}

impl fmt::Display for ClubError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}
