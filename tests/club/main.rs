//! A round at the club, through the library: a real-shaped TRF (Swiss-Manager's columns, several rounds, byes, a
//! forfeit, the last round paired and not played, TRF-2026 lines), pairing CSVs in UTF-8 and GBK with English and
//! Chinese headers, broken files each named by their line, and the sheets of a round read back from the PDF.
//!
//! One test binary, a module a kind of file: `trf`, `csv`, and `sheets` (a round's games and their sheets).

mod csv;
mod sheets;
mod trf;

use jipu::club::{Round, Tournament, read_pairings};

const SPRING: &str = include_str!("../data/club/spring-open.trf");

fn spring() -> Tournament {
    read_pairings(SPRING.as_bytes()).expect("the fixture reads")
}

/// `white–black` of each board, in board order.
fn pairs(round: &Round) -> Vec<String> {
    round
        .boards
        .iter()
        .map(|b| format!("{}–{}", b.white.name, b.black.name))
        .collect()
}
