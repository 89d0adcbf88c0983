//! A round's results, for the ladder: from a pairing file's result columns (TRF), a results CSV (`white, black,
//! result`), or PGN games' results, grouped into rounds.
//!
//! PGN games are grouped by their `Round` tag (`3`, or `3.1` for round 3, board 1), rounds in increasing order; a
//! file whose games have no round number is one round. A file where some games have a round number and others do
//! not is refused (which round would the others be?). Only the tags are read: a game whose moves stop at a
//! mistake still gives its result.

use std::collections::BTreeMap;

use super::error::ClubError;
use super::model::{Board, BoardResult, Player, Round, Tournament};
use super::pairing_file::read_pairings_text;
use crate::chess::Game;
use crate::notation::ImportError;
use crate::pgn::{decode, read_pgn};
use crate::sheet::Field;

/// Reads the results of a file: a TRF, a results (or pairings) CSV, or PGN games.
pub fn read_results(bytes: &[u8]) -> Result<Tournament, ClubError> {
    let text = decode(bytes).text;
    if text
        .trim_start_matches(['\u{feff}', ' ', '\t', '\r', '\n'])
        .starts_with('[')
    {
        let file = read_pgn(&text);
        if let Some(problem) = file
            .problems
            .iter()
            .find(|p| matches!(p.error, ImportError::BadStart(_)))
        {
            return Err(ClubError::GameUnreadable {
                game: problem.game_number,
                line: problem.line,
            });
        }
        return results_of_games(&file.games);
    }
    read_pairings_text(&text)
}

/// The result a game's tags record, when the game is decided. The one place this module reads a game's result.
fn recorded_result(game: &Game) -> Option<BoardResult> {
    game.tags.known_result().map(BoardResult::Played)
}

/// The round number of a `Round` tag: `3`, or the `3` of `3.1`.
fn round_number(game: &Game) -> Option<u32> {
    let text = game.tags.known(Field::Round.tag())?;
    text.split('.').next()?.trim().parse().ok()
}

/// PGN games as rounds of boards (see the module documentation).
pub fn results_of_games(games: &[Game]) -> Result<Tournament, ClubError> {
    let numbered = games.iter().filter(|g| round_number(g).is_some()).count();
    if numbered > 0
        && let Some(i) = games.iter().position(|g| round_number(g).is_none())
    {
        return Err(ClubError::GameWithoutRound { game: i + 1 });
    }
    let mut rounds: BTreeMap<Option<u32>, Round> = BTreeMap::new();
    for game in games {
        let number = round_number(game);
        let round = rounds.entry(number).or_insert_with(|| Round {
            number,
            ..Round::default()
        });
        let name = |field: Field| {
            game.tags
                .known(field.tag())
                .unwrap_or("?")
                .trim()
                .to_string()
        };
        let board = game
            .tags
            .known(Field::Table.tag())
            .and_then(|b| b.trim().parse().ok())
            .unwrap_or_else(|| u32::try_from(round.boards.len() + 1).unwrap_or(u32::MAX));
        round.boards.push(Board {
            number: board,
            white: Player {
                name: name(Field::White),
                ..Player::default()
            },
            black: Player {
                name: name(Field::Black),
                ..Player::default()
            },
            result: recorded_result(game),
        });
    }
    Ok(Tournament {
        rounds: rounds.into_values().collect(),
    })
}
