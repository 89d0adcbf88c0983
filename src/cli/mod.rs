//! The command line: a thin shell over the library. `clap` reads the arguments; every command reads its
//! input, calls the library and prints. Exit status: 0 when everything was read, 2 when reading stopped at a
//! move, 1 for any other failure.

mod analysis;
mod club;
mod import;
mod input;
mod picture;
mod select;

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use input::{Input, Tally, nth_game, read_file, selected};
use jipu::i18n::{Key, Lang};
use jipu::notation::{NotationStyle, write_move_line, write_move_table};
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
    /// Read a game in any accepted notation, a PGN file, or a picture of a printed game (PNG, JPEG, WebP, TIFF, BMP,
    /// a scanned PDF page); print it as PGN.
    Import {
        /// The file to read; `-` or nothing reads standard input.
        file: Option<PathBuf>,
        /// The page of a scanned PDF to read (from 1).
        #[arg(long)]
        page: Option<u32>,
        #[command(flatten)]
        selection: select::Selection,
    },
    /// Print the numbered move list of a game.
    Moves {
        /// The file to read; `-` or nothing reads standard input.
        file: Option<PathBuf>,
        /// en, zh, zh-hant, figurine, long, long-en, iccf or descriptive; several separated by commas print side by side
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
    /// Print the manual page (roff), made from these commands; the Debian package installs it as `man jipu`.
    #[command(hide = true)]
    Manual,
    /// Print the name of a game's opening (ECO code and name, in the language of messages).
    Opening(analysis::OpeningRequest),
    /// Analyse a game with a UCI engine (Stockfish where installed): the moves that lost most, or the game as PGN with
    /// the analysis written into it (--pgn).
    Analyse(analysis::AnalyseRequest),
}

/// The arguments of `jipu sheet`.
#[derive(clap::Args, Debug)]
struct SheetRequest {
    /// The game file to read; `-` or nothing reads standard input. Not read with --blank or --pairings.
    file: Option<PathBuf>,
    /// Where the PDF goes.
    #[arg(long, short)]
    output: Option<PathBuf>,
    /// en, zh, zh-hant, figurine, long, long-en, iccf or descriptive. Default: zh in Chinese, en otherwise.
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
    /// How many blank forms (1 or more).
    #[arg(long, default_value_t = 1, requires = "blank")]
    count: usize,
    /// Under the grid, the moves repaired when the game was entered, with what the paper sheet had.
    #[arg(long)]
    corrections: bool,
    #[command(flatten)]
    round: club::RoundSheets,
    /// Which games --all takes (with --round, --event, --date and --site above).
    #[command(flatten)]
    players: select::Players,
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
pub struct Failure(String);

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
    // Anything that names a file — one that is there, or a name with an extension or a folder in it — opens the
    // window, which says in the user's language what is wrong with it (missing, a folder, not text). A bare word
    // that is none of these is left to the command parser (`jipu improt` is a mistyped command).
    file.filter(|f| {
        ![
            "import", "moves", "sheet", "grade", "manual", "opening", "analyse", "help",
        ]
        .contains(&f.to_string_lossy().as_ref())
            && (f.exists() || f.extension().is_some() || f.components().count() > 1)
    })
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
            ..
        }) if file.as_os_str() != "-"
            && (page.is_some() || jipu::picture::names_picture(&file)) =>
        {
            picture::import(&file, page, lang)
        }
        // A picture piped in: its first bytes, seen in standard input's own buffer, are still there to be read.
        Some(Command::Import { ref file, page, .. })
            if file.as_ref().is_none_or(|f| f.as_os_str() == "-") && stdin_holds_picture() =>
        {
            picture::import_stdin(page, lang)
        }
        Some(Command::Import {
            file, selection, ..
        }) => selection
            .filter(lang)
            .and_then(|filter| import::import(file, &filter, lang)),
        Some(Command::Moves {
            file,
            notation,
            game,
        }) => moves(file, notation, game, lang),
        Some(Command::Sheet(request)) => sheet(request, lang),
        Some(Command::Grade(request)) => club::grade(request, lang),
        Some(Command::Manual) => manual(),
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

/// Whether standard input begins with a picture's bytes (peeked, not taken).
fn stdin_holds_picture() -> bool {
    std::io::stdin()
        .lock()
        .fill_buf()
        .is_ok_and(jipu::picture::is_picture)
}

/// The manual page of `jipu` and its commands, as roff (clap_mangen), on standard output.
fn manual() -> Result<ExitCode, Failure> {
    use clap::CommandFactory;
    let command = Cli::command();
    let mut page = Vec::new();
    clap_mangen::Man::new(command.clone())
        .render(&mut page)
        .map_err(|e| Failure(e.to_string()))?;
    // Each command in a section of its own: what it does and its options.
    for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
        let about = sub.get_about().map(|a| a.to_string()).unwrap_or_default();
        let head = format!(
            ".SH \"JIPU {}\"\n{}\n",
            sub.get_name().to_uppercase(),
            roff_text(&about)
        );
        page.extend_from_slice(head.as_bytes());
        clap_mangen::Man::new(sub.clone())
            .render_options_section(&mut page)
            .map_err(|e| Failure(e.to_string()))?;
    }
    std::io::stdout()
        .write_all(&page)
        .map_err(|e| Failure(e.to_string()))?;
    Ok(ExitCode::SUCCESS)
}

/// Plain text as a roff line: a leading dot or quote, and backslashes, escaped.
fn roff_text(text: &str) -> String {
    let text = text.replace('\\', "\\e");
    if text.starts_with(['.', '\'']) {
        format!("\\&{text}")
    } else {
        text
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

fn moves(
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
    Ok(SheetOptions {
        paper,
        style,
        corrections: false,
    })
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
