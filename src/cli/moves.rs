//! `jipu moves`: the numbered move list of a game, in one notation or several side by side.

use std::path::PathBuf;
use std::process::ExitCode;

use jipu::i18n::Lang;
use jipu::notation::{NotationStyle, write_move_line, write_move_table};

use super::input::{Input, nth_game};
use super::output::{Failure, print};

pub(super) fn moves(
    file: Option<PathBuf>,
    notation: Option<String>,
    game: usize,
    lang: Lang,
) -> Result<ExitCode, Failure> {
    let styles = styles(notation, lang)?;
    let mut input = Input::open(file, lang)?;
    let (chosen, tally) = match nth_game(&mut input, game, lang) {
        Ok((Some(chosen), tally)) => (chosen, tally),
        // A refused game: its problem is said, and nothing is printed.
        Ok((None, tally)) => return Ok(tally.status()),
        // Reading stopped before any game: the message is said; the status says it.
        Err(Failure(message)) if message.is_empty() => return Ok(ExitCode::from(2)),
        Err(failure) => return Err(failure),
    };
    let text = match styles.as_slice() {
        [one] => format!("{}\n", write_move_line(&chosen, *one)),
        many => write_move_table(&chosen, many),
    };
    print(&text)?;
    Ok(tally.status())
}

/// The notation styles asked for, or the default of the language.
pub(super) fn styles(notation: Option<String>, lang: Lang) -> Result<Vec<NotationStyle>, Failure> {
    match notation {
        Some(list) => list
            .split(',')
            .map(|s| s.parse::<NotationStyle>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| Failure(e.to_string())),
        None => Ok(vec![NotationStyle::of_lang(lang)]),
    }
}
