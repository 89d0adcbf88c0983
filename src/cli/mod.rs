//! The command line: a thin shell over the library. `clap` reads the arguments; every command reads its
//! input, calls the library and prints. Exit status: 0 when everything was read, 2 when reading stopped at a
//! move, 1 for any other failure.

mod club;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use jipu::i18n::{Key, Lang};
use jipu::notation::{NotationStyle, write_move_line, write_move_table};
use jipu::pgn::{PgnFile, decode, read_games, write_games};
use jipu::sheet::{
    FontMetrics, Paper, Sheet, SheetOptions, lay_out_blank, lay_out_game, lay_out_games, sheet_pdf,
};

#[derive(Parser, Debug)]
#[command(
    name = "jipu",
    version,
    about = "Jipu 记谱 — over-the-board chess scoresheets in Chinese and English",
    after_help = "Without a command, jipu opens the desktop window; `jipu FILE` opens it with the game of FILE."
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
    /// Print a scoresheet (记录本) as PDF: a filled one from a game, blank forms, or one per board of a round.
    Sheet(SheetRequest),
    /// Move the club's ladder (等级分) by a round's results and print the changes and the new table.
    Grade(club::GradeRequest),
}

/// The arguments of `jipu sheet`.
#[derive(clap::Args, Debug)]
struct SheetRequest {
    /// The game file to read; `-` or nothing reads standard input. Not read with --blank or --pairings.
    file: Option<PathBuf>,
    /// Where the PDF goes.
    #[arg(long, short)]
    output: PathBuf,
    /// en, zh, zh-hant, figurine, long, long-en or iccf. Default: zh in Chinese, en otherwise.
    #[arg(long, short)]
    notation: Option<String>,
    /// a4 or letter.
    #[arg(long, default_value = "a4", value_parser = parse_paper)]
    paper: Paper,
    /// Which game of the file (from 1).
    #[arg(long, short, default_value_t = 1, conflicts_with = "all")]
    game: usize,
    /// Every game of the file, each starting on a new page.
    #[arg(long)]
    all: bool,
    /// Blank forms for use at the board.
    #[arg(long, conflicts_with_all = ["all", "file", "pairings"])]
    blank: bool,
    /// How many blank forms.
    #[arg(long, default_value_t = 1, requires = "blank")]
    count: usize,
    #[command(flatten)]
    round: club::RoundSheets,
}

fn parse_paper(s: &str) -> Result<Paper, String> {
    s.parse()
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
    /// A game file to open.
    pub file: Option<PathBuf>,
}

/// `jipu FILE` (or `jipu --lang zh FILE`): the game file to open in the window. A path that is not a command's
/// name; read before clap, which would take it for an unknown command.
fn window_file(args: &[std::ffi::OsString]) -> Option<PathBuf> {
    let mut rest = args.iter().skip(1);
    let mut file = None;
    while let Some(arg) = rest.next() {
        match arg.to_str() {
            Some("--lang") => {
                rest.next();
            }
            Some(a) if a.starts_with("--lang=") => {}
            Some(a) if a.starts_with('-') && a.len() > 1 => return None,
            _ if file.is_some() => return None,
            _ => file = Some(PathBuf::from(arg)),
        }
    }
    file.filter(|f| {
        !["import", "moves", "sheet", "grade", "help"].contains(&f.to_string_lossy().as_ref())
            && f.is_file()
    })
}

/// Reads the arguments and runs the command, if one was given.
pub fn run() -> Invocation {
    let mut args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let file = window_file(&args);
    if let Some(f) = &file {
        args.retain(|a| a != f.as_os_str());
    }
    let cli = Cli::parse_from(args);
    let lang = cli.lang.unwrap_or_else(Lang::from_env);
    let result = match cli.command {
        None => {
            return Invocation::Window(WindowRequest {
                lang: cli.lang,
                file,
            });
        }
        Some(Command::Import { file }) => import(file, lang),
        Some(Command::Moves {
            file,
            notation,
            game,
        }) => moves(file, notation, game, lang),
        Some(Command::Sheet(request)) => sheet(request, lang),
        Some(Command::Grade(request)) => club::grade(request, lang),
    };
    Invocation::Done(match result {
        Ok(code) => code,
        Err(Failure(message)) => {
            eprintln!("jipu: {message}");
            ExitCode::from(1)
        }
    })
}

/// The bytes of a file, with a message the user understands when it cannot be read.
fn read_file(path: &Path, lang: Lang) -> Result<Vec<u8>, Failure> {
    std::fs::read(path).map_err(|e| {
        Failure(lang.fill(
            Key::CannotReadFile,
            &[&path.display().to_string(), &e.to_string()],
        ))
    })
}

/// Reads the input file (or standard input) and all the games in it.
fn read_input(file: Option<PathBuf>, lang: Lang) -> Result<PgnFile, Failure> {
    let (name, bytes) = match file {
        Some(path) if path.as_os_str() != "-" => {
            (path.display().to_string(), read_file(&path, lang)?)
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
    let styles = styles(notation, lang)?;
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

/// The notation styles asked for, or the default of the language.
fn styles(notation: Option<String>, lang: Lang) -> Result<Vec<NotationStyle>, Failure> {
    match notation {
        Some(list) => list
            .split(',')
            .map(|s| s.parse::<NotationStyle>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| Failure(e.to_string())),
        None => Ok(vec![NotationStyle::of_lang(lang)]),
    }
}

/// Writes a file safely (see `jipu::files`), with a message the user understands when it fails.
fn write_file(path: &std::path::Path, bytes: &[u8], lang: Lang) -> Result<(), Failure> {
    jipu::files::write_atomically(path, bytes).map_err(|e| {
        Failure(lang.fill(
            Key::CannotWriteFile,
            &[&path.display().to_string(), &e.to_string()],
        ))
    })
}

/// The notation and paper a sheet is printed with.
fn sheet_options(
    notation: Option<String>,
    paper: Paper,
    lang: Lang,
) -> Result<SheetOptions, Failure> {
    let style = *styles(notation, lang)?
        .first()
        .unwrap_or(&NotationStyle::En);
    Ok(SheetOptions { paper, style })
}

/// Writes the PDF of a sheet, after naming on standard error what the font could not print.
fn write_sheet(laid_out: &Sheet, title: &str, output: &Path, lang: Lang) -> Result<(), Failure> {
    for warning in &laid_out.warnings {
        eprintln!("jipu: {}", warning.message(lang));
    }
    let bytes = sheet_pdf(laid_out, title).map_err(|e| Failure(e.to_string()))?;
    write_file(output, &bytes, lang)?;
    eprintln!(
        "jipu: {}",
        lang.fill(Key::SheetWritten, &[&output.display().to_string()])
    );
    Ok(())
}

fn sheet(mut req: SheetRequest, lang: Lang) -> Result<ExitCode, Failure> {
    let options = sheet_options(req.notation, req.paper, lang)?;
    if let Some(pairings) = req.round.pairings.take() {
        return club::sheets_for_round(&pairings, req.round, &options, &req.output, lang);
    }
    let font = FontMetrics::jipu_sans();
    let (laid_out, status, title) = if req.blank {
        let title = lang.text(Key::SheetTitle).to_string();
        (
            lay_out_blank(req.count, &options, font),
            ExitCode::SUCCESS,
            title,
        )
    } else {
        let read = read_input(req.file, lang)?;
        let status = report(&read, lang);
        if req.all {
            let title = lang.text(Key::SheetTitle).to_string();
            (lay_out_games(&read.games, &options, font), status, title)
        } else {
            let Some(game) = req.game.checked_sub(1).and_then(|i| read.games.get(i)) else {
                return Err(Failure(lang.fill(
                    Key::NoSuchGame,
                    &[&req.game.to_string(), &read.games.len().to_string()],
                )));
            };
            let title = format!(
                "{} – {}",
                game.tags.known("White").unwrap_or("?"),
                game.tags.known("Black").unwrap_or("?")
            );
            (lay_out_game(game, &options, font), status, title)
        }
    };
    write_sheet(&laid_out, &title, &req.output, lang)?;
    Ok(status)
}
