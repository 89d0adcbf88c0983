//! The command line: a thin shell over the library. `clap` reads the arguments; every command reads its
//! input, calls the library and prints. Exit status: 0 when everything was read, 2 when reading stopped at a
//! move, 1 for any other failure.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use jipu::i18n::{Key, Lang};
use jipu::notation::{NotationStyle, write_move_line, write_move_table};
use jipu::pgn::{PgnFile, decode, read_games, write_games};

#[derive(Parser, Debug)]
#[command(
    name = "jipu",
    version,
    about = "Jipu 记谱 — over-the-board chess scoresheets in Chinese and English"
)]
struct Cli {
    /// Language of messages: en or zh (default: the system's language).
    #[arg(long, global = true, value_parser = parse_lang)]
    lang: Option<Lang>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Read a game in any accepted notation, or a PGN file; print it as PGN.
    Import {
        /// The file to read; `-` or nothing reads standard input.
        file: Option<PathBuf>,
    },
    /// Print the numbered move list of a game.
    Moves {
        /// The file to read; `-` or nothing reads standard input.
        file: Option<PathBuf>,
        /// en, zh, zh-hant, figurine, long, long-en or iccf; several separated by commas print side by side
        /// (`en,zh`). Default: zh in Chinese, en otherwise.
        #[arg(long, short)]
        notation: Option<String>,
        /// Which game of the file (from 1).
        #[arg(long, short, default_value_t = 1)]
        game: usize,
    },
}

fn parse_lang(s: &str) -> Result<Lang, String> {
    match s.to_ascii_lowercase().as_str() {
        "en" | "english" => Ok(Lang::En),
        "zh" | "cn" | "chinese" | "中文" => Ok(Lang::Zh),
        _ => Err(format!("unknown language `{s}`: use en or zh")),
    }
}

/// A failure that ends the program with status 1, already worded for the user.
struct Failure(String);

/// Runs the command line and gives the exit status.
pub fn run() -> ExitCode {
    let cli = Cli::parse();
    let lang = cli.lang.unwrap_or_else(Lang::from_env);
    let result = match cli.command {
        None => {
            println!("{}", lang.text(Key::AppNotYet));
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Import { file }) => import(file, lang),
        Some(Command::Moves {
            file,
            notation,
            game,
        }) => moves(file, notation, game, lang),
    };
    match result {
        Ok(code) => code,
        Err(Failure(message)) => {
            eprintln!("jipu: {message}");
            ExitCode::from(1)
        }
    }
}

/// Reads the input file (or standard input) and all the games in it.
fn read_input(file: Option<PathBuf>, lang: Lang) -> Result<PgnFile, Failure> {
    let (name, bytes) = match file {
        Some(path) if path.as_os_str() != "-" => {
            let bytes = std::fs::read(&path).map_err(|e| {
                Failure(lang.fill(
                    Key::CannotReadFile,
                    &[&path.display().to_string(), &e.to_string()],
                ))
            })?;
            (path.display().to_string(), bytes)
        }
        _ => {
            let mut bytes = Vec::new();
            std::io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|e| Failure(lang.fill(Key::CannotReadFile, &["stdin", &e.to_string()])))?;
            ("stdin".to_string(), bytes)
        }
    };
    let decoded = decode(&bytes);
    let _ = name;
    if decoded.text.trim().is_empty() {
        return Err(Failure(lang.text(Key::EmptyInput).into()));
    }
    if let Some(encoding) = decoded.encoding {
        eprintln!("jipu: {}", lang.fill(Key::DecodedAs, &[encoding]));
    }
    let file = read_games(&decoded.text);
    if file.games.is_empty() && file.problems.is_empty() {
        return Err(Failure(lang.text(Key::NoGameFound).into()));
    }
    Ok(file)
}

/// Prints the problems of a file on standard error; the status they call for.
fn report(file: &PgnFile, lang: Lang) -> ExitCode {
    for problem in &file.problems {
        eprintln!("jipu: {}", problem.message(lang));
    }
    if file.problems.iter().any(|p| p.stop().is_some()) {
        ExitCode::from(2)
    } else if file.problems.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

fn print(text: &str) -> Result<(), Failure> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        // A closed pipe (`jipu moves | head`) is not an error of ours.
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(Failure(e.to_string())),
        _ => Ok(()),
    }
}

fn import(file: Option<PathBuf>, lang: Lang) -> Result<ExitCode, Failure> {
    let read = read_input(file, lang)?;
    print(&write_games(&read.games))?;
    Ok(report(&read, lang))
}

fn moves(
    file: Option<PathBuf>,
    notation: Option<String>,
    game: usize,
    lang: Lang,
) -> Result<ExitCode, Failure> {
    let styles = match notation {
        Some(list) => list
            .split(',')
            .map(|s| s.parse::<NotationStyle>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| Failure(e.to_string()))?,
        None => vec![match lang {
            Lang::Zh => NotationStyle::Zh,
            Lang::En => NotationStyle::En,
        }],
    };
    let read = read_input(file, lang)?;
    let Some(chosen) = game.checked_sub(1).and_then(|i| read.games.get(i)) else {
        let code = report(&read, lang);
        if code != ExitCode::SUCCESS && read.games.is_empty() {
            return Ok(code);
        }
        return Err(Failure(lang.fill(
            Key::NoSuchGame,
            &[&game.to_string(), &read.games.len().to_string()],
        )));
    };
    let text = match styles.as_slice() {
        [one] => format!("{}\n", write_move_line(chosen, *one)),
        many => write_move_table(chosen, many),
    };
    print(&text)?;
    Ok(report(&read, lang))
}
