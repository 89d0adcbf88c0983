//! A round at the club: the pairings of a round read from a pairing program's file (FIDE's TRF, or a CSV),
//! turned into one pre-filled scoresheet game per board; and the club's grading points (等级分记分方法), moved by
//! each round's results in a ladder the club keeps.
//!
//! ```
//! use jipu::club::{Ladder, read_pairings};
//! let csv = "台号,白方,黑方,结果\n1,王一,李二,1-0\n2,张三,赵四,和棋\n";
//! let tournament = read_pairings(csv.as_bytes()).unwrap();
//! let round = tournament.round(1).unwrap();
//! assert_eq!(round.games().len(), 2);
//! let mut ladder = Ladder::new(jipu::Lang::Zh);
//! let changes = ladder.apply_round(&round);
//! assert_eq!(changes[0].change.white.to_string(), "10.0");
//! assert_eq!(ladder.points("李二").to_string(), "-10.0");
//! ```

mod column;
mod csv;
mod error;
mod grading;
mod ladder;
mod model;
mod pairing_csv;
mod pairing_file;
mod results;
mod sheet_back;
mod trf;
mod trf_line;
mod write;

pub use column::Column;
pub use error::ClubError;
pub use grading::{BadPoints, Level, Points, grade_game};
pub use ladder::{GameChange, Ladder, Rung};
pub use model::{Board, BoardResult, Player, Round, Tournament};
pub use pairing_csv::result_from_text;
pub use pairing_file::{is_trf_text, read_pairings, read_pairings_text};
pub use results::{read_results, results_of_games};
pub use sheet_back::{NotThisRound, sheet_board, sheet_round};
pub use write::{results_csv, trf_with_results};
