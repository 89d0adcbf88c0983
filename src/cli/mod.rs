//! The command line: a thin shell over the library. `clap` reads the arguments; every command reads its
//! input, calls the library and prints. Exit status: 0 when everything was read, 2 when reading stopped at a
//! move, 1 for any other failure.
//!
//! `args` is the `clap` model of every command and option; this file only dispatches. Each command's doing is a file
//! of its own — `import` (and `picture` for a picture), `moves`, `sheet`, `club` (`sheet --pairings`, `grade`),
//! `analysis` (`opening`, `analyse`), `manual` — on `input` (the games read), `select` (which games) and `output`
//! (printing, writing files, the `Failure` that exits with status 1).

mod analysis;
mod args;
mod club;
mod import;
mod input;
mod manual;
mod moves;
mod output;
mod picture;
mod select;
mod sheet;

use std::path::PathBuf;
use std::process::ExitCode;

use args::{Cli, Command, window_file};
use clap::Parser;
use jipu::i18n::Lang;
use output::Failure;

/// What the command line asks for: a command, or the window.
pub enum Invocation {
    /// No command: open the desktop window.
    Window(WindowRequest),
    /// A command: its exit status.
    Done(ExitCode),
}

/// How the window is asked for: `jipu`, `jipu --lang zh`, `jipu game.pgn`.
pub struct WindowRequest {
    /// The language asked for with `--lang`; without it the window uses the one saved last time, else the system's.
    pub lang: Option<Lang>,
    /// A game file to open (a build without the window has nothing to open it in).
    #[cfg_attr(not(feature = "gui"), allow(dead_code))]
    pub file: Option<PathBuf>,
}

/// Reads the arguments and runs the command, if one was given.
pub fn run() -> Invocation {
    let mut args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let file = window_file(&args);
    if let Some(f) = &file {
        args.retain(|a| a != f.as_os_str());
    }
    // Usage mistakes exit 1 like every other failure: 2 means reading stopped at a move.
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return Invocation::Done(if e.use_stderr() {
                ExitCode::from(1)
            } else {
                ExitCode::SUCCESS
            });
        }
    };
    let lang = cli.lang.unwrap_or_else(Lang::from_env);
    let result = match cli.command {
        None => {
            return Invocation::Window(WindowRequest {
                lang: cli.lang,
                file,
            });
        }
        Some(Command::Import {
            file: Some(file),
            page,
            mark_unsure,
            pairings,
            take_result,
            ..
        }) if file.as_os_str() != "-"
            && (page.is_some() || jipu::picture::names_picture(&file)) =>
        {
            let asked = picture::Asked {
                page,
                mark_unsure,
                pairings: pairings.as_deref(),
                take_result,
            };
            picture::import(&file, &asked, lang)
        }
        // A picture piped in: its first bytes, seen in standard input's own buffer, are still there to be read.
        Some(Command::Import {
            ref file,
            page,
            mark_unsure,
            ref pairings,
            take_result,
            ..
        }) if file.as_ref().is_none_or(|f| f.as_os_str() == "-")
            && picture::stdin_holds_picture() =>
        {
            let asked = picture::Asked {
                page,
                mark_unsure,
                pairings: pairings.as_deref(),
                take_result,
            };
            picture::import_stdin(&asked, lang)
        }
        Some(Command::Import {
            pairings: Some(_), ..
        })
        | Some(Command::Import {
            take_result: true, ..
        }) => Err(output::Failure(
            lang.text(jipu::i18n::Key::PairingsForPictures).to_string(),
        )),
        Some(Command::Import {
            file, selection, ..
        }) => selection
            .filter(lang)
            .and_then(|filter| import::import(file, &filter, lang)),
        Some(Command::Moves {
            file,
            notation,
            game,
        }) => moves::moves(file, notation, game, lang),
        Some(Command::Sheet(request)) => sheet::sheet(request, lang),
        Some(Command::Grade(request)) => club::grade(request, lang),
        Some(Command::Manual) => manual::manual(),
        Some(Command::Opening(request)) => analysis::opening(request, lang),
        Some(Command::Analyse(request)) => analysis::analyse(request, lang),
    };
    Invocation::Done(match result {
        Ok(code) => code,
        Err(Failure(message)) => {
            eprintln!("jipu: {message}");
            ExitCode::from(1)
        }
    })
}
