//! `jipu sheet`: a scoresheet as PDF — a game's, every selected game's, blank forms, or one per board of a round
//! (`club`).

use std::process::ExitCode;

use jipu::i18n::{Key, Lang};
use jipu::notation::NotationStyle;
use jipu::sheet::{FontMetrics, Paper, SheetOptions, lay_out_blank, lay_out_game, lay_out_games};

use super::args::SheetRequest;
use super::club;
use super::input::{Input, Tally, nth_game, selected};
use super::moves::styles;
use super::output::{Failure, write_sheet};
use super::select;

/// The notation and paper a sheet is printed with.
fn sheet_options(
    notation: Option<String>,
    paper: Paper,
    lang: Lang,
) -> Result<SheetOptions, Failure> {
    let style = *styles(notation, lang)?
        .first()
        .unwrap_or(&NotationStyle::En);
    Ok(SheetOptions {
        paper,
        style,
        corrections: false,
    })
}

pub(super) fn sheet(mut req: SheetRequest, lang: Lang) -> Result<ExitCode, Failure> {
    let mut options = sheet_options(req.notation.take(), req.paper, lang)?;
    options.corrections = req.corrections;
    let Some(output) = req.output.take() else {
        return Err(Failure(lang.text(Key::SheetNeedsOutput).to_string()));
    };
    if req.blank && req.count == 0 {
        return Err(Failure(lang.text(Key::BlankCountZero).to_string()));
    }
    if let Some(pairings) = req.round.pairings.take() {
        return club::sheets_for_round(&pairings, req.round, &options, &output, lang);
    }
    let font = FontMetrics::jipu_sans();
    let (laid_out, status, title, stopped) = if req.blank {
        let title = lang.text(Key::SheetTitle).to_string();
        (
            lay_out_blank(req.count, &options, font),
            ExitCode::SUCCESS,
            title,
            false,
        )
    } else {
        let mut input = Input::open(req.file, lang)?;
        if req.all {
            // Only the games selected are read and kept: a few dozen of a file of a million.
            let place = select::Place {
                event: req.round.event.as_deref(),
                site: req.round.site.as_deref(),
                round: req.round.round.map(|r| r.to_string()),
                date: req.round.date.as_deref(),
            };
            let filter = req.players.filter(place, lang)?;
            let mut tally = Tally::default();
            let mut games = Vec::new();
            while let Some(game) = input.next_game()? {
                if selected(&game, &filter) {
                    let read = game.read();
                    tally.take(&read, lang);
                    games.extend(read.games);
                }
            }
            let title = lang.text(Key::SheetTitle).to_string();
            let stopped = tally.stopped;
            (
                lay_out_games(&games, &options, font),
                tally.status(),
                title,
                stopped,
            )
        } else {
            let (game, tally) = match nth_game(&mut input, req.game, lang) {
                Ok((Some(game), tally)) => (game, tally),
                // A refused game has no sheet: its problem is said.
                Ok((None, tally)) => return Ok(tally.status()),
                Err(Failure(message)) if message.is_empty() => return Ok(ExitCode::from(2)),
                Err(failure) => return Err(failure),
            };
            let title = game.tags.players().unwrap_or_else(|| "?".to_string());
            let stopped = tally.stopped;
            (
                lay_out_game(&game, &options, font),
                tally.status(),
                title,
                stopped,
            )
        }
    };
    if stopped {
        // A game cut short at a miswritten move would print as if it had ended there.
        eprintln!("jipu: {}", lang.text(Key::SheetNotWrittenStopped));
        return Ok(ExitCode::from(2));
    }
    write_sheet(&laid_out, &title, &output, lang)?;
    Ok(status)
}
