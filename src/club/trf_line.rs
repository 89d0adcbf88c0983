//! One player line (`001`) of a TRF, read by its columns (counted from 1): 5–8 starting rank, 11–13 title, 15–47
//! name, 49–52 rating, 81–84 points (the line must reach it), then one block of ten columns per round from column
//! 92: the opponent's starting rank (4 columns; `0000` or blank for none), the colour at +5 (`w`, `b`, `-` or
//! blank), the result at +7 (`1 = 0 + - W D L H F U Z`, blank while the round is being played).
//!
//! A name in Chinese may be padded to its 33 columns by characters, by GBK bytes (two per character) or by UTF-8
//! bytes (three): a line with such letters is measured each of these ways, and the first way that puts every
//! blank column of the layout where TRF has one is taken.

use shakmaty::Color;

use super::error::ClubError;
use super::model::Player;

/// The first column of round 1's block; each round takes ten.
pub(super) const FIRST_ROUND_COLUMN: usize = 92;
pub(super) const ROUND_WIDTH: usize = 10;
/// A player line reaches at least the points (81–84).
const PLAYER_LINE_LENGTH: usize = 84;
/// Columns that TRF leaves blank between the fields of a player line (before the rounds).
const BLANK_COLUMNS: [usize; 6] = [48, 53, 57, 69, 80, 85];

/// One player's round: whom they were paired with, in which colour, and the result code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Cell {
    pub opponent: Option<u32>,
    pub colour: Option<Color>,
    /// The result code in upper case; `' '` when blank.
    pub result: char,
}

pub(super) const NO_PAIRING: Cell = Cell {
    opponent: None,
    colour: None,
    result: ' ',
};

/// A `001` line read.
#[derive(Clone, Debug)]
pub(super) struct Entry {
    pub line: usize,
    pub rank: u32,
    pub player: Player,
    pub rounds: Vec<Cell>,
}

/// A line cut into columns: a character takes as many columns as `width` says (the extra ones hold `'\0'`).
pub(super) fn columns(raw: &str, width: fn(char) -> usize) -> Vec<char> {
    let mut cells = Vec::with_capacity(raw.len());
    for c in raw.chars() {
        cells.push(c);
        cells.extend(std::iter::repeat_n('\0', width(c).saturating_sub(1)));
    }
    while cells.last().is_some_and(|c| c.is_whitespace()) {
        cells.pop();
    }
    cells
}

/// Columns `from..=to` (from 1), trimmed.
pub(super) fn field(cells: &[char], from: usize, to: usize) -> String {
    let end = to.min(cells.len());
    if from > end {
        return String::new();
    }
    let text: String = cells[from - 1..end]
        .iter()
        .filter(|&&c| c != '\0')
        .collect();
    text.trim().to_string()
}

fn at(cells: &[char], column: usize) -> char {
    cells.get(column - 1).copied().unwrap_or(' ')
}

/// Whether every column TRF leaves blank is blank: the line is measured the way it was written.
fn aligned(cells: &[char]) -> bool {
    let rounds = cells
        .len()
        .saturating_sub(FIRST_ROUND_COLUMN - 1)
        .div_ceil(ROUND_WIDTH);
    let round_gaps = (0..rounds).flat_map(|r| {
        let base = FIRST_ROUND_COLUMN + r * ROUND_WIDTH;
        [base - 1, base + 4, base + 6]
    });
    BLANK_COLUMNS
        .into_iter()
        .chain(round_gaps)
        .all(|c| matches!(at(cells, c), ' ' | '\0'))
}

/// Reads a `001` line (see the module documentation for its columns and the ways it is measured).
pub(super) fn read_player(raw: &str, line: usize) -> Result<Entry, ClubError> {
    player_from(&columns(raw, measure(raw)), line)
}

/// How a `001` line was written: how many columns each of its characters takes (see the module documentation).
pub(super) fn measure(raw: &str) -> fn(char) -> usize {
    let by_char: fn(char) -> usize = |_| 1;
    if raw.is_ascii() || aligned(&columns(raw, by_char)) {
        return by_char;
    }
    let measures: [fn(char) -> usize; 2] = [|c| if c.is_ascii() { 1 } else { 2 }, |c| c.len_utf8()];
    measures
        .into_iter()
        .find(|&width| {
            let cells = columns(raw, width);
            aligned(&cells) && player_from(&cells, 0).is_ok()
        })
        .unwrap_or(by_char)
}

/// `raw` with the column `column` (from 1, measured by `width`) holding `c`: padded with spaces when the line is
/// shorter. The column must be one a single ASCII character takes, as every round column of a `001` line is.
pub(super) fn with_column(raw: &str, width: fn(char) -> usize, column: usize, c: char) -> String {
    let mut out = String::with_capacity(raw.len() + 8);
    let mut at = 1;
    let mut done = false;
    for ch in raw.chars() {
        if !done && at == column {
            out.push(c);
            done = true;
        } else {
            out.push(ch);
        }
        at += width(ch);
    }
    while !done && at < column {
        out.push(' ');
        at += 1;
    }
    if !done {
        out.push(c);
    }
    out
}

fn player_from(cells: &[char], line: usize) -> Result<Entry, ClubError> {
    if cells.len() < PLAYER_LINE_LENGTH {
        return Err(ClubError::ShortPlayerLine {
            line,
            length: cells.len(),
        });
    }
    let rank_text = field(cells, 5, 8);
    let rank =
        rank_text
            .parse::<u32>()
            .ok()
            .filter(|&r| r > 0)
            .ok_or(ClubError::BadStartingRank {
                line,
                text: rank_text,
            })?;
    let rating_text = field(cells, 49, 52);
    let rating = match rating_text.parse::<u32>() {
        Ok(0) => None,
        Ok(r) => Some(r),
        Err(_) if rating_text.is_empty() => None,
        Err(_) => {
            return Err(ClubError::BadRating {
                line,
                text: rating_text,
            });
        }
    };
    let player = Player {
        name: field(cells, 15, 47),
        title: title(&field(cells, 11, 13)),
        rating,
    };
    let round_count = cells
        .len()
        .saturating_sub(FIRST_ROUND_COLUMN - 1)
        .div_ceil(ROUND_WIDTH);
    let rounds = (0..round_count)
        .map(|r| read_cell(cells, FIRST_ROUND_COLUMN + r * ROUND_WIDTH, line, r + 1))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Entry {
        line,
        rank,
        player,
        rounds,
    })
}

fn read_cell(cells: &[char], base: usize, line: usize, round: usize) -> Result<Cell, ClubError> {
    let round = u32::try_from(round).unwrap_or(u32::MAX);
    let opponent_text = field(cells, base, base + 3);
    let opponent = match opponent_text.parse::<u32>() {
        Ok(0) => None,
        Ok(n) => Some(n),
        Err(_) if opponent_text.is_empty() => None,
        Err(_) => {
            return Err(ClubError::BadOpponent {
                line,
                round,
                text: opponent_text,
            });
        }
    };
    let colour = match at(cells, base + 5) {
        'w' | 'W' => Some(Color::White),
        'b' | 'B' => Some(Color::Black),
        '-' | ' ' | '\0' => None,
        other => {
            return Err(ClubError::BadColour {
                line,
                round,
                code: other,
            });
        }
    };
    let result = match at(cells, base + 7).to_ascii_uppercase() {
        '\0' => ' ',
        c @ ('1' | '=' | '0' | '+' | '-' | 'W' | 'D' | 'L' | 'H' | 'F' | 'U' | 'Z' | ' ') => c,
        other => {
            return Err(ClubError::BadResultCode {
                line,
                round,
                code: other,
            });
        }
    };
    Ok(Cell {
        opponent,
        colour,
        result,
    })
}

/// A title as FIDE writes it; the one-letter forms some programs write (`g`, `m`, `wg`) are read too.
fn title(text: &str) -> Option<String> {
    let upper = text.trim().to_ascii_uppercase();
    let full = match upper.as_str() {
        "" => return None,
        "G" => "GM",
        "M" => "IM",
        "F" => "FM",
        "C" => "CM",
        "WG" => "WGM",
        "WM" => "WIM",
        "WF" => "WFM",
        "WC" => "WCM",
        other => other,
    };
    Some(full.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A player line of `name` with round 1 against `opponent` in `colour`.
    fn line(name: &str, round: &str) -> String {
        format!("001    7 wWIM {name:<33} 2188 CHN     8603456 2005/02/28  1.0    3  {round}")
    }

    #[test]
    fn titles_in_full_or_in_the_short_form() {
        assert_eq!(title("g").as_deref(), Some("GM"));
        assert_eq!(title("wg").as_deref(), Some("WGM"));
        assert_eq!(title(" IM").as_deref(), Some("IM"));
        assert_eq!(title(""), None);
        let e = read_player(&line("Sun, Li", "  12 b 1"), 5).unwrap();
        assert_eq!(e.player.title.as_deref(), Some("WIM"));
        assert_eq!(e.player.rating, Some(2188));
        assert_eq!(
            e.rounds,
            [Cell {
                opponent: Some(12),
                colour: Some(Color::Black),
                result: '1'
            }]
        );
    }

    #[test]
    fn no_opponent_is_0000_or_blank_and_a_result_may_be_blank() {
        for round in ["0000 - -", "     - U", "0000"] {
            let e = read_player(&line("Sun, Li", round), 1).unwrap();
            assert_eq!(e.rounds[0].opponent, None, "{round}");
            assert_eq!(e.rounds[0].colour, None, "{round}");
        }
        let e = read_player(&line("Sun, Li", "   3 w  "), 1).unwrap();
        assert_eq!(e.rounds[0].result, ' ', "paired, not played yet");
        assert!(matches!(
            read_player(&line("Sun, Li", "  3x w 1"), 9),
            Err(ClubError::BadOpponent {
                line: 9,
                round: 1,
                ..
            })
        ));
        assert!(matches!(
            read_player(&line("Sun, Li", "   3 w 7"), 9),
            Err(ClubError::BadResultCode { code: '7', .. })
        ));
    }
}
