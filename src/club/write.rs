//! A round's results written back, as the club chooses: a results CSV (board, white, black, result, and the round
//! when it is known) that `jipu grade` and the window read again; or the result columns of the TRF the round came
//! from, every other byte of that file kept, for the pairing program to read the next round from.
//!
//! ```
//! use jipu::club::{BoardResult, read_pairings, read_results, results_csv};
//! use shakmaty::KnownOutcome;
//! let t = read_pairings("board,white,black,round\n1,王一,李二,3\n".as_bytes()).unwrap();
//! let mut round = t.round(3).unwrap();
//! round.boards[0].result = Some(BoardResult::Played(KnownOutcome::Draw));
//! let csv = results_csv(&round, jipu::Lang::En);
//! assert_eq!(csv, "board,white,black,result,round\n1,王一,李二,1/2-1/2,3\n");
//! assert_eq!(read_results(csv.as_bytes()).unwrap().round(3).unwrap(), round);
//! ```

use super::column::Column;
use super::csv::quoted;
use super::error::ClubError;
use super::model::{BoardResult, Round};
use crate::i18n::Lang;

/// The results of `round` as a CSV with headers in `lang`, one line per board in board order.
pub fn results_csv(round: &Round, lang: Lang) -> String {
    let mut columns = vec![Column::Board, Column::White, Column::Black, Column::Result];
    if round.number.is_some() {
        columns.push(Column::Round);
    }
    let mut out = columns
        .iter()
        .map(|c| c.name(lang))
        .collect::<Vec<_>>()
        .join(",");
    out.push('\n');
    for board in &round.boards {
        let mut fields = vec![
            board.number.to_string(),
            quoted(&board.white.name),
            quoted(&board.black.name),
            BoardResult::written(board.result).to_string(),
        ];
        if let Some(n) = round.number {
            fields.push(n.to_string());
        }
        out.push_str(&fields.join(","));
        out.push('\n');
    }
    out
}

/// The TRF `text` (the file `round` was read from) with that round's result columns set from its boards' results;
/// every other byte is kept. The lines are found again by the round's pairings, so the file must be the one read.
pub fn trf_with_results(text: &str, round: &Round) -> Result<String, ClubError> {
    let results: Vec<(u32, Option<BoardResult>)> =
        round.boards.iter().map(|b| (b.number, b.result)).collect();
    super::trf::with_results(text, round.number.unwrap_or(1), &results)
}
