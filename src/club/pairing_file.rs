//! A pairing program's file read: a TRF or a CSV, told apart by its lines, in UTF-8 or GBK.

use super::error::ClubError;
use super::model::Tournament;
use super::{pairing_csv, trf};
use crate::pgn::decode;

/// Whether a text is a TRF (else it is read as a CSV).
pub fn is_trf_text(text: &str) -> bool {
    is_trf(text)
}

/// Reads the pairings of a file: a TRF (UTF-8 or GBK) or a CSV. See [`Tournament::round`] for a round's boards.
pub fn read_pairings(bytes: &[u8]) -> Result<Tournament, ClubError> {
    read_pairings_text(&decode(bytes).text)
}

/// [`read_pairings`] of text already decoded.
pub fn read_pairings_text(text: &str) -> Result<Tournament, ClubError> {
    if is_trf(text) {
        trf::read_trf(text)
    } else {
        pairing_csv::read_pairing_csv(text)
    }
}

/// A TRF has a player line (`001 `) or a tournament name line (`012 `), or starts with a line of three digits and
/// a space, as every line of its header does.
fn is_trf(text: &str) -> bool {
    let starts_with_code = |line: &str| {
        let b = line.as_bytes();
        b.len() >= 4 && b[..3].iter().all(u8::is_ascii_digit) && b[3] == b' '
    };
    text.lines()
        .any(|l| l.starts_with("001 ") || l.starts_with("012 "))
        || text
            .lines()
            .map(|l| l.trim_start_matches('\u{feff}'))
            .find(|l| !l.trim().is_empty())
            .is_some_and(starts_with_code)
}
