//! `jipu import`: every game of the input read (moves checked), written back as PGN, as the input is read.
//!
//! Games are taken from the input in batches of about a megabyte; the games of a batch are read and written on
//! every core (rayon), and printed in the input's order, with their problems, before the next batch is taken. So
//! a file of any size goes through in a few megabytes, and a pipe (`jipu import big.pgn | head`) gets its
//! first games at once.

use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use rayon::prelude::*;

use jipu::i18n::{Key, Lang};
use jipu::pgn::{GameBytes, GameFilter, PgnProblem, PgnRepair, write_game};

use super::input::{Input, Tally, selected};
use super::output::Failure;

/// How many bytes of games are read before a batch is handed to the cores.
const BATCH_BYTES: usize = 1 << 20;

/// A game of a batch, read and written.
struct Written {
    problems: Vec<PgnProblem>,
    repairs: Vec<PgnRepair>,
    /// The games as PGN, each followed by a newline.
    pgn: Vec<String>,
}

fn read_and_write(game: &GameBytes) -> Written {
    let read = game.read();
    Written {
        pgn: read.games.iter().map(write_game).collect(),
        problems: read.problems,
        repairs: read.repairs,
    }
}

/// Standard output, buffered; a closed pipe ends the writing quietly.
struct Output {
    out: BufWriter<std::io::StdoutLock<'static>>,
    closed: bool,
}

impl Output {
    fn new() -> Output {
        Output {
            out: BufWriter::with_capacity(1 << 16, std::io::stdout().lock()),
            closed: false,
        }
    }

    fn write(&mut self, text: &str) -> Result<(), Failure> {
        if self.closed {
            return Ok(());
        }
        let written = self.out.write_all(text.as_bytes());
        self.check(written)
    }

    fn check(&mut self, result: std::io::Result<()>) -> Result<(), Failure> {
        match result {
            Ok(()) => Ok(()),
            // A closed pipe (`jipu import f.pgn | head`) is not an error of ours.
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                self.closed = true;
                Ok(())
            }
            Err(e) => Err(Failure(e.to_string())),
        }
    }

    fn finish(mut self) -> Result<(), Failure> {
        if self.closed {
            return Ok(());
        }
        let flushed = self.out.flush();
        self.check(flushed)
    }
}

pub(super) fn import(
    file: Option<PathBuf>,
    filter: &GameFilter,
    lang: Lang,
) -> Result<ExitCode, Failure> {
    let mut input = Input::open(file, lang)?;
    let mut out = Output::new();
    let mut tally = Tally::default();
    let mut seen_any = false;
    let mut batch = Vec::new();
    loop {
        batch.clear();
        let mut bytes = 0;
        while bytes < BATCH_BYTES {
            let Some(game) = input.next_game()? else {
                break;
            };
            seen_any |= !game.bytes.iter().all(u8::is_ascii_whitespace);
            if selected(&game, filter) {
                bytes += game.bytes.len();
                batch.push(game);
            }
        }
        if batch.is_empty() {
            break;
        }
        let written: Vec<Written> = batch.par_iter().map(read_and_write).collect();
        for game in written {
            for pgn in &game.pgn {
                // Games are separated by a blank line, as write_games writes them.
                if tally.games > 0 {
                    out.write("\n")?;
                }
                out.write(pgn)?;
                tally.games += 1;
            }
            tally.repairs(&game.repairs, lang);
            tally.problems(&game.problems, lang);
        }
        if out.closed {
            break;
        }
    }
    out.finish()?;
    if !seen_any {
        return Err(input.empty());
    }
    if tally.games == 0 && !tally.stopped && !tally.other_problems {
        return Err(Failure(lang.text(Key::NoGameFound).into()));
    }
    Ok(tally.status())
}
