//! Reading FIDE's Tournament Report File (TRF16 and TRF-2026) as pairing programs (Swiss-Manager, Vega,
//! JaVaFo-based programs, Tornelo) export it: the event from the header lines, the players from the `001` lines,
//! and every round's pairings and results from the players' round columns.
//!
//! The header lines read: `012` event, `022` city, `042` start date, `122` allotted time (free text), `222`
//! encoded time control (TRF-2026, `5400+30`, `40/6000+30:900+30`), `132` round dates (`YY/MM/DD` at columns
//! 92–99 for round 1, 102–109 for round 2, …). Other lines, `###` comments and blank lines are passed over. The
//! `001` lines are read by `trf_line`.
//!
//! Every round is checked whole: a player paired with someone who is not in the file, a pairing the opponent's
//! line does not repeat, two players of a board with the same colour, a board with no colour, results that do not
//! agree — each is an error naming the line. A player with no opponent, or with a bye, has no board.
//!
//! Boards are numbered as pairing programs list them: the pair with the higher score before the round first, then
//! the higher sum of the two scores, then the better (lower) starting rank in the pair. The scores are those the
//! file's results give for the rounds before: 1 for a win (on the board, by forfeit, a full-point or
//! pairing-allocated bye), ½ for a draw or a half-point bye, 0 otherwise.

use std::cmp::Reverse;
use std::collections::HashMap;

use shakmaty::{Color, KnownOutcome};

use super::error::ClubError;
use super::model::{Board, BoardResult, Round, Tournament};
use super::trf_line::{
    Cell, Entry, FIRST_ROUND_COLUMN, NO_PAIRING, ROUND_WIDTH, columns, field, measure, read_player,
    with_column,
};
use crate::chess::TimeControl;
use crate::sheet::{parse_date, parse_limit};

/// The header lines that matter here, with the line they were on.
#[derive(Default)]
struct Header {
    event: Option<String>,
    site: Option<String>,
    start_date: Option<(usize, String)>,
    allotted: Option<String>,
    encoded_time_control: Option<String>,
    round_dates: Option<(usize, String)>,
}

/// Reads the whole file: every round it pairs.
pub(super) fn read_trf(text: &str) -> Result<Tournament, ClubError> {
    let mut header = Header::default();
    let mut entries: Vec<Entry> = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let raw = raw.trim_end_matches(['\r', '\n']);
        let rest = || raw.get(4..).unwrap_or_default().trim().to_string();
        match raw.get(..3) {
            Some("001") => entries.push(read_player(raw, line)?),
            Some("012") => header.event = Some(rest()),
            Some("022") => header.site = Some(rest()),
            Some("042") => header.start_date = Some((line, rest())),
            Some("122") => header.allotted = Some(rest()),
            Some("222") => header.encoded_time_control = Some(rest()),
            Some("132") => header.round_dates = Some((line, raw.to_string())),
            _ => {}
        }
    }
    if entries.is_empty() {
        return Err(ClubError::NoPlayers);
    }
    let by_rank = index_by_rank(&entries)?;
    let round_count = entries.iter().map(|e| e.rounds.len()).max().unwrap_or(0);
    let start_date = match &header.start_date {
        Some((line, text)) if !text.is_empty() => {
            Some(trf_date(text).ok_or_else(|| ClubError::BadDate {
                line: *line,
                text: text.clone(),
            })?)
        }
        _ => None,
    };
    let (time_control, time_control_text) = time_control(&header);
    let mut scores = vec![0u32; entries.len()];
    let mut rounds = Vec::new();
    for r in 1..=round_count {
        let boards = pair_round(&entries, &by_rank, r, &scores)?
            .into_iter()
            .map(|(board, _)| board)
            .collect();
        let date = match &header.round_dates {
            Some((line, text)) => round_date(text, r, *line)?,
            None => None,
        };
        rounds.push(Round {
            number: u32::try_from(r).ok(),
            event: header.event.clone().filter(|e| !e.is_empty()),
            site: header.site.clone().filter(|s| !s.is_empty()),
            date: date.or_else(|| start_date.clone()),
            time_control: time_control.clone(),
            time_control_text: time_control_text.clone(),
            boards,
        });
        for (score, entry) in scores.iter_mut().zip(&entries) {
            *score += half_points(cell(entry, r).result);
        }
    }
    Ok(Tournament { rounds })
}

/// The TRF `text` with the result columns of round `round` set from `results` (a board's number and its result),
/// every other byte of the file kept: both player lines of each board get their code — `1` and `0`, `=`, `+` and
/// `-` for a forfeit (`-` both for a double one), `W` `D` `L` for a game over before one move, a blank for no result.
pub(super) fn with_results(
    text: &str,
    round: u32,
    results: &[(u32, Option<BoardResult>)],
) -> Result<String, ClubError> {
    let mut entries: Vec<Entry> = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let raw = raw.trim_end_matches(['\r', '\n']);
        if raw.starts_with("001") {
            entries.push(read_player(raw, index + 1)?);
        }
    }
    let by_rank = index_by_rank(&entries)?;
    let r = usize::try_from(round).unwrap_or(usize::MAX);
    let mut scores = vec![0u32; entries.len()];
    for earlier in 1..r {
        for (score, entry) in scores.iter_mut().zip(&entries) {
            *score += half_points(cell(entry, earlier).result);
        }
    }
    // Line (from 1) → the result code its player gets.
    let mut codes: HashMap<usize, char> = HashMap::new();
    for (board, [white, black]) in pair_round(&entries, &by_rank, r, &scores)? {
        let Some(&(_, result)) = results.iter().find(|(n, _)| *n == board.number) else {
            continue;
        };
        let (w, b) = result_codes(result);
        codes.insert(entries[white].line, w);
        codes.insert(entries[black].line, b);
    }
    let column = FIRST_ROUND_COLUMN + (r - 1) * ROUND_WIDTH + 7;
    let mut out = String::with_capacity(text.len() + 64);
    for (index, piece) in text.split_inclusive('\n').enumerate() {
        let Some(&code) = codes.get(&(index + 1)) else {
            out.push_str(piece);
            continue;
        };
        let body = piece.trim_end_matches(['\r', '\n']);
        out.push_str(&with_column(body, measure(body), column, code));
        out.push_str(&piece[body.len()..]);
    }
    Ok(out)
}

/// White's and Black's result codes for a board's result.
fn result_codes(result: Option<BoardResult>) -> (char, char) {
    let won = |c: Color, w: char, l: char| match c {
        Color::White => (w, l),
        Color::Black => (l, w),
    };
    match result {
        None => (' ', ' '),
        Some(BoardResult::Played(KnownOutcome::Draw)) => ('=', '='),
        Some(BoardResult::Played(KnownOutcome::Decisive { winner })) => won(winner, '1', '0'),
        Some(BoardResult::Forfeit(Some(winner))) => won(winner, '+', '-'),
        Some(BoardResult::Forfeit(None)) => ('-', '-'),
        Some(BoardResult::UnderOneMove(KnownOutcome::Draw)) => ('D', 'D'),
        Some(BoardResult::UnderOneMove(KnownOutcome::Decisive { winner })) => won(winner, 'W', 'L'),
    }
}

/// Half points a result code gives its player.
fn half_points(result: char) -> u32 {
    match result {
        '1' | '+' | 'W' | 'F' | 'U' => 2,
        '=' | 'D' | 'H' => 1,
        _ => 0,
    }
}

fn cell(entry: &Entry, round: usize) -> Cell {
    entry.rounds.get(round - 1).copied().unwrap_or(NO_PAIRING)
}

/// Each starting rank's place in `entries`; a rank used twice is an error.
fn index_by_rank(entries: &[Entry]) -> Result<HashMap<u32, usize>, ClubError> {
    let mut by_rank = HashMap::new();
    for (i, e) in entries.iter().enumerate() {
        if let Some(&first) = by_rank.get(&e.rank) {
            let first: &Entry = &entries[first];
            return Err(ClubError::DuplicateRank {
                line: e.line,
                rank: e.rank,
                first: first.line,
            });
        }
        by_rank.insert(e.rank, i);
    }
    Ok(by_rank)
}

/// The boards of round `r`, checked against both players' lines and numbered, each with where its White and Black
/// are in `entries`.
fn pair_round(
    entries: &[Entry],
    by_rank: &HashMap<u32, usize>,
    r: usize,
    scores: &[u32],
) -> Result<Vec<(Board, [usize; 2])>, ClubError> {
    let round = u32::try_from(r).unwrap_or(u32::MAX);
    // (higher score, sum of scores, better starting rank) of the pair, the board and its players' entries.
    type Ranked = ((u32, u32, u32), Board, [usize; 2]);
    let mut pairs: Vec<Ranked> = Vec::new();
    for (i, a) in entries.iter().enumerate() {
        let mine = cell(a, r);
        let Some(opponent) = mine.opponent else {
            continue;
        };
        let missing = || ClubError::MissingOpponent {
            line: a.line,
            round,
            player: a.player.name.clone(),
            opponent,
        };
        let j = *by_rank.get(&opponent).ok_or_else(missing)?;
        let b = &entries[j];
        let theirs = cell(b, r);
        if theirs.opponent != Some(a.rank) || i == j {
            return Err(ClubError::NotMutual {
                line: a.line,
                round,
                player: a.player.name.clone(),
                opponent: b.player.name.clone(),
                other_line: b.line,
            });
        }
        // Each board once, when its first line is reached; the later line is the one found wrong.
        if j < i {
            continue;
        }
        check_board(a, mine, b, theirs, round)?;
        let Some(white_colour) = mine.colour else {
            // A forfeit paired without colours: no game, no board.
            continue;
        };
        let (white, black, w, bl, at) = match white_colour {
            Color::White => (a, b, mine, theirs, [i, j]),
            Color::Black => (b, a, theirs, mine, [j, i]),
        };
        let (sa, sb) = (scores[i], scores[j]);
        let key = (sa.max(sb), sa + sb, a.rank.min(b.rank));
        pairs.push((
            key,
            Board {
                number: 0,
                white: white.player.clone(),
                black: black.player.clone(),
                result: board_result(w.result, bl.result),
            },
            at,
        ));
    }
    pairs.sort_by_key(|&((high, sum, rank), _, _)| (Reverse(high), Reverse(sum), rank));
    Ok(pairs
        .into_iter()
        .zip(1..)
        .map(|((_, board, at), number)| (Board { number, ..board }, at))
        .collect())
}

/// Colours and results of the two lines of a board agree.
fn check_board(
    a: &Entry,
    mine: Cell,
    b: &Entry,
    theirs: Cell,
    round: u32,
) -> Result<(), ClubError> {
    let forfeit = |c: Cell| matches!(c.result, '+' | '-');
    match (mine.colour, theirs.colour) {
        (Some(x), Some(y)) if x == y => {
            return Err(ClubError::SameColour {
                line: b.line,
                round,
                player: b.player.name.clone(),
                opponent: a.player.name.clone(),
                colour: x,
            });
        }
        (Some(_), Some(_)) => {}
        (None, None) if forfeit(mine) && forfeit(theirs) => {}
        (None, _) | (_, None) => {
            let (who, other) = if mine.colour.is_none() {
                (a, b)
            } else {
                (b, a)
            };
            return Err(ClubError::NoColour {
                line: who.line,
                round,
                player: who.player.name.clone(),
                opponent: other.player.name.clone(),
            });
        }
    }
    let agree = matches!(
        (mine.result, theirs.result),
        ('1', '0')
            | ('0', '1')
            | ('=', '=')
            | ('+', '-')
            | ('-', '+')
            | ('-', '-')
            | ('W', 'L')
            | ('L', 'W')
            | ('D', 'D')
            | (' ', ' ')
    );
    if agree {
        Ok(())
    } else {
        Err(ClubError::ResultsDisagree {
            line: b.line,
            round,
            player: b.player.name.clone(),
            opponent: a.player.name.clone(),
        })
    }
}

/// The board's result from White's and Black's codes (already checked to agree).
fn board_result(white: char, black: char) -> Option<BoardResult> {
    let won = |c: Color| KnownOutcome::Decisive { winner: c };
    Some(match (white, black) {
        ('1', _) => BoardResult::Played(won(Color::White)),
        ('0', _) => BoardResult::Played(won(Color::Black)),
        ('=', _) => BoardResult::Played(KnownOutcome::Draw),
        ('+', _) => BoardResult::Forfeit(Some(Color::White)),
        ('-', '+') => BoardResult::Forfeit(Some(Color::Black)),
        ('-', _) => BoardResult::Forfeit(None),
        ('W', _) => BoardResult::UnderOneMove(won(Color::White)),
        ('L', _) => BoardResult::UnderOneMove(won(Color::Black)),
        ('D', _) => BoardResult::UnderOneMove(KnownOutcome::Draw),
        _ => return None,
    })
}

/// `2026/03/14`, `26/03/14` (the round dates' form) or `2026.03.14` → `2026.03.14`.
fn trf_date(text: &str) -> Option<String> {
    let parts: Vec<&str> = text.trim().split(['/', '.', '-']).collect();
    let [y, m, d] = parts.as_slice() else {
        return None;
    };
    let year = match y.len() {
        2 => format!("20{y}"),
        4 => y.to_string(),
        _ => return None,
    };
    parse_date(&format!("{year}.{m}.{d}")).ok()
}

/// Round `r`'s date from the `132` line: in the round's columns, or else the `r`-th date of the line when the
/// program did not keep to the columns.
fn round_date(raw: &str, r: usize, line: usize) -> Result<Option<String>, ClubError> {
    let cells = columns(raw, |_| 1);
    let base = FIRST_ROUND_COLUMN + (r - 1) * ROUND_WIDTH;
    let text = field(&cells, base, base + ROUND_WIDTH - 1);
    if let Some(date) = trf_date(&text) {
        return Ok(Some(date));
    }
    let words: Vec<&str> = raw
        .get(4..)
        .unwrap_or_default()
        .split_whitespace()
        .collect();
    if !words.is_empty() && words.iter().all(|w| trf_date(w).is_some()) {
        return Ok(words.get(r - 1).and_then(|w| trf_date(w)));
    }
    if text.is_empty() {
        Ok(None)
    } else {
        Err(ClubError::BadDate { line, text })
    }
}

/// The time control: the encoded one (`222`) when Jipu reads it, else the allotted time (`122`) when it reads
/// that; otherwise the text as written.
fn time_control(header: &Header) -> (Option<TimeControl>, Option<String>) {
    let encoded = header
        .encoded_time_control
        .as_deref()
        .filter(|t| !t.is_empty());
    let allotted = header.allotted.as_deref().filter(|t| !t.is_empty());
    if let Some(tc) = encoded.and_then(TimeControl::from_pgn) {
        return (Some(tc), None);
    }
    if let Some(tc) = allotted.and_then(|t| parse_limit(t).ok()) {
        return (Some(tc), None);
    }
    (None, allotted.or(encoded).map(str::to_string))
}
