//! A round at the club in the window: the pairings of a file (TRF or CSV, read by `club`), the round chosen, its
//! boards listed; from there one sheet per board is printed or saved, and a game entered afterwards takes its
//! details from its board.

use std::path::PathBuf;

use crate::club::{Round, Tournament};

/// See the module documentation.
#[derive(Debug)]
pub struct RoundDialog {
    path: PathBuf,
    tournament: Tournament,
    round: u32,
}

impl RoundDialog {
    /// The pairings of `path`, showing the last round paired.
    pub fn new(path: PathBuf, tournament: Tournament) -> RoundDialog {
        let round = tournament.latest_round().unwrap_or(1);
        RoundDialog {
            path,
            tournament,
            round,
        }
    }

    pub fn path(&self) -> &std::path::Path {
        &self.path
    }

    /// The rounds the file pairs.
    pub fn rounds(&self) -> Vec<u32> {
        self.tournament.round_numbers()
    }

    pub fn round_number(&self) -> u32 {
        self.round
    }

    pub(super) fn choose(&mut self, round: u32) {
        if self.rounds().contains(&round) {
            self.round = round;
        }
    }

    /// The round shown, with its boards.
    pub fn round(&self) -> Option<Round> {
        self.tournament.round(self.round).ok()
    }
}
