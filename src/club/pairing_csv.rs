//! A pairings (or results) list kept as CSV: a header row with `white` and `black` (`白方`, `黑方`), and
//! optionally `board`, `white_rating`, `black_rating`, `white_title`, `black_title`, `round`, `event`, `date`,
//! `site` and `result` (Chinese headers `台`/`台号`/`台次`, `白方等级分`, `黑方等级分`, `轮`/`轮次`, `比赛名称`,
//! `日期`, `地点`, `结果` too).
//!
//! With no `board` column the boards are numbered in the order of the rows; with no `round` column the file is one
//! round, whichever number is asked for. Event, date and site are taken, for each round, from the first row that
//! has them. A board number used twice in a round, or a player on two boards of a round, is an error naming the
//! line.

use std::collections::BTreeMap;
use std::collections::HashMap;

use shakmaty::{Color, KnownOutcome, Outcome};

use super::column::Column;
use super::csv::{Header, Record, table};
use super::error::ClubError;
use super::model::{Board, BoardResult, Player, Round, Tournament};
use crate::notation::{plain, result_of};
use crate::sheet::parse_date;

/// Reads a pairings or results CSV into its rounds.
pub(super) fn read_pairing_csv(text: &str) -> Result<Tournament, ClubError> {
    let (header, records) = table(text, &[Column::White, Column::Black])?;
    let mut rounds: BTreeMap<Option<u32>, (Round, Seen)> = BTreeMap::new();
    for record in &records {
        let number =
            match header.has(Column::Round) {
                true => Some(header.number(record, Column::Round)?.ok_or(
                    ClubError::EmptyCell {
                        line: record.line,
                        column: Column::Round,
                    },
                )?),
                false => None,
            };
        let (round, seen) = rounds.entry(number).or_insert_with(|| {
            (
                Round {
                    number,
                    ..Round::default()
                },
                Seen::default(),
            )
        });
        fill_details(&header, record, round)?;
        let board = read_board(&header, record, round.boards.len())?;
        seen.check(&board, record.line)?;
        round.boards.push(board);
    }
    if rounds.is_empty() {
        return Err(ClubError::NoRows);
    }
    Ok(Tournament {
        rounds: rounds
            .into_values()
            .map(|(mut round, _)| {
                round.boards.sort_by_key(|b| b.number);
                round
            })
            .collect(),
    })
}

/// The boards and players of a round so far, with their lines.
#[derive(Default)]
struct Seen {
    boards: HashMap<u32, usize>,
    players: HashMap<String, usize>,
}

impl Seen {
    fn check(&mut self, board: &Board, line: usize) -> Result<(), ClubError> {
        if let Some(&first) = self.boards.get(&board.number) {
            return Err(ClubError::DuplicateBoard {
                line,
                board: board.number,
                first,
            });
        }
        self.boards.insert(board.number, line);
        for color in Color::ALL {
            let name = &board.player(color).name;
            let key = name_key(name);
            if let Some(&first) = self.players.get(&key) {
                return Err(ClubError::PlaysTwice {
                    line,
                    player: name.clone(),
                    first,
                });
            }
            self.players.insert(key, line);
        }
        Ok(())
    }
}

/// A name compared as people mean it: spaces around and inside (also full-width ones) do not count.
pub(super) fn name_key(name: &str) -> String {
    name.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The round's event, date and site from the first row that gives each.
fn fill_details(header: &Header, record: &Record, round: &mut Round) -> Result<(), ClubError> {
    if round.event.is_none() {
        round.event = header.get(record, Column::Event).map(str::to_string);
    }
    if round.site.is_none() {
        round.site = header.get(record, Column::Site).map(str::to_string);
    }
    if round.date.is_none()
        && let Some(text) = header.get(record, Column::Date)
    {
        round.date = Some(parse_date(text).map_err(|_| ClubError::BadDate {
            line: record.line,
            text: text.to_string(),
        })?);
    }
    Ok(())
}

fn read_board(header: &Header, record: &Record, before: usize) -> Result<Board, ClubError> {
    let number = if header.has(Column::Board) {
        header
            .number(record, Column::Board)?
            .filter(|&n| n > 0)
            .ok_or_else(|| ClubError::BadNumber {
                line: record.line,
                column: Column::Board,
                text: header
                    .get(record, Column::Board)
                    .unwrap_or_default()
                    .to_string(),
            })?
    } else {
        u32::try_from(before + 1).unwrap_or(u32::MAX)
    };
    let player = |name: Column, rating: Column, title: Column| -> Result<Player, ClubError> {
        Ok(Player {
            name: header.require(record, name)?.to_string(),
            title: header.get(record, title).map(str::to_string),
            rating: header.number(record, rating)?.filter(|&r| r > 0),
        })
    };
    let result = match header.get(record, Column::Result) {
        None => None,
        Some(text) => result_from_text(text).ok_or_else(|| ClubError::BadResult {
            line: record.line,
            text: text.to_string(),
        })?,
    };
    Ok(Board {
        number,
        white: player(Column::White, Column::WhiteRating, Column::WhiteTitle)?,
        black: player(Column::Black, Column::BlackRating, Column::BlackTitle)?,
        result,
    })
}

/// A result as a club writes it: `1-0`, `0-1`, `1/2-1/2`, `½-½`, `1:0`, `=`, `白胜`, `黑胜`, `和棋`; forfeits `+-`,
/// `-+`, `--` (also `+:-`, `+/-`, `+ - -`), `白方弃权`, `黑方弃权`, `双方弃权`. `Some(None)` for no result yet (`*`),
/// `None` when it is none of these.
///
/// ```
/// use jipu::club::{BoardResult, result_from_text};
/// use shakmaty::{Color, KnownOutcome, Outcome};
/// assert_eq!(result_from_text("白胜"), Some(Some(BoardResult::Played(KnownOutcome::Decisive { winner: Color::White }))));
/// assert_eq!(result_from_text("½-½"), Some(Some(BoardResult::Played(KnownOutcome::Draw))));
/// assert_eq!(result_from_text("-/+"), Some(Some(BoardResult::Forfeit(Some(Color::Black)))));
/// assert_eq!(result_from_text("*"), Some(None));
/// assert_eq!(result_from_text("2-0"), None);
/// ```
pub fn result_from_text(text: &str) -> Option<Option<BoardResult>> {
    let compact: String = plain(text).chars().filter(|c| !c.is_whitespace()).collect();
    let won = |winner| Some(Some(BoardResult::Played(KnownOutcome::Decisive { winner })));
    let forfeit = |winner| Some(Some(BoardResult::Forfeit(winner)));
    let under_one_move = |o| Some(Some(BoardResult::UnderOneMove(o)));
    match compact.as_str() {
        "白胜" | "白方胜" => return won(Color::White),
        "黑胜" | "黑方胜" => return won(Color::Black),
        "和" | "和棋" | "和局" | "½" | "1/2" => {
            return Some(Some(BoardResult::Played(KnownOutcome::Draw)));
        }
        "+-" | "+:-" | "+/-" | "+--" | "黑方弃权" | "黑弃权" => {
            return forfeit(Some(Color::White));
        }
        "-+" | "-:+" | "-/+" | "--+" | "白方弃权" | "白弃权" => {
            return forfeit(Some(Color::Black));
        }
        "--" | "-:-" | "-/-" | "---" | "双方弃权" => return forfeit(None),
        // TRF's codes for a game over before one move, as a results CSV Jipu wrote keeps them.
        "W" => {
            return under_one_move(KnownOutcome::Decisive {
                winner: Color::White,
            });
        }
        "L" => {
            return under_one_move(KnownOutcome::Decisive {
                winner: Color::Black,
            });
        }
        "D" => return under_one_move(KnownOutcome::Draw),
        _ => {}
    }
    Some(match result_of(&compact)? {
        Outcome::Known(known) => Some(BoardResult::Played(known)),
        Outcome::Unknown => None,
    })
}
