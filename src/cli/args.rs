//! The command line's arguments: the `clap` model of every command and its options (what `jipu --help` and the
//! manual page show), and the game file `jipu FILE` names for the window, read before clap. The commands' doing is in
//! the other files of `cli`.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use jipu::i18n::Lang;
use jipu::sheet::Paper;

#[derive(Parser, Debug)]
#[command(
    name = "jipu",
    version,
    about = "Jipu 记谱 — over-the-board chess scoresheets in Chinese and English",
    after_help = "Without a command, jipu opens the desktop window; `jipu FILE` opens it with the game of FILE."
)]
pub(super) struct Cli {
    /// Language of messages: en or zh (default: the system's language).
    #[arg(long, global = true, value_parser = parse_lang)]
    pub(super) lang: Option<Lang>,
    #[command(subcommand)]
    pub(super) command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub(super) enum Command {
    /// Read a game in any accepted notation, a PGN file, or a picture of a printed game (PNG, JPEG, WebP, TIFF, BMP,
    /// a scanned PDF page); print it as PGN.
    Import {
        /// The file to read; `-` or nothing reads standard input.
        file: Option<PathBuf>,
        /// The page of a scanned PDF to read (from 1).
        #[arg(long)]
        page: Option<u32>,
        /// A picture read whole: where a move is unsure, the likeliest legal move is taken and marked with a
        /// comment `{[%unsure Bxc4 Be2]}` naming the other readings (exit status 3 when any is marked).
        #[arg(long)]
        mark_unsure: bool,
        /// The round's pairing file (FIDE TRF, or CSV with `board,white,black`): a photographed round sheet that Jipu
        /// printed (`jipu sheet --pairings`) goes back to the board its code names — its players, event, site and
        /// date from the pairing — ready for `jipu grade`.
        #[arg(long)]
        pairings: Option<PathBuf>,
        /// A photographed sheet Jipu printed: take the result written on its result line as the game's when it is
        /// clearly read (said on standard error). Without it the result read is only said.
        #[arg(long)]
        take_result: bool,
        #[command(flatten)]
        selection: Selection,
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
    Grade(GradeRequest),
    /// Print the manual page (roff), made from these commands; the Debian package installs it as `man jipu`.
    #[command(hide = true)]
    Manual,
    /// Print the name of a game's opening (ECO code and name, in the language of messages).
    Opening(OpeningRequest),
    /// Analyse a game with a UCI engine (Stockfish where installed): the moves that lost most, or the game as PGN with
    /// the analysis written into it (--pgn).
    Analyse(AnalyseRequest),
}

/// The arguments of `jipu sheet`.
#[derive(clap::Args, Debug)]
pub(super) struct SheetRequest {
    /// The game file to read; `-` or nothing reads standard input. Not read with --blank or --pairings.
    pub(super) file: Option<PathBuf>,
    /// Where the PDF goes.
    #[arg(long, short)]
    pub(super) output: Option<PathBuf>,
    /// en, zh, zh-hant, figurine, long, long-en, iccf or descriptive. Default: zh in Chinese, en otherwise.
    #[arg(long, short)]
    pub(super) notation: Option<String>,
    /// a4 or letter.
    #[arg(long, default_value = "a4", value_parser = parse_paper)]
    pub(super) paper: Paper,
    /// Which game of the file (from 1).
    #[arg(long, short, default_value_t = 1, conflicts_with = "all")]
    pub(super) game: usize,
    /// Every game of the file, each starting on a new page.
    #[arg(long)]
    pub(super) all: bool,
    /// Blank forms for use at the board.
    #[arg(long, conflicts_with_all = ["all", "file", "pairings"])]
    pub(super) blank: bool,
    /// How many blank forms (1 or more).
    #[arg(long, default_value_t = 1, requires = "blank")]
    pub(super) count: usize,
    /// Under the grid, the moves repaired when the game was entered, with what the paper sheet had.
    #[arg(long)]
    pub(super) corrections: bool,
    #[command(flatten)]
    pub(super) round: RoundSheets,
    /// Which games --all takes (with --round, --event, --date and --site above).
    #[command(flatten)]
    pub(super) players: Players,
}

/// The options of `jipu sheet` that print a round's boards.
#[derive(clap::Args, Debug)]
pub(super) struct RoundSheets {
    /// A pairing file (FIDE TRF, or CSV with `board,white,black`): one sheet per board, the header filled in.
    #[arg(long, conflicts_with_all = ["file", "all"])]
    pub(super) pairings: Option<PathBuf>,
    /// With --pairings: which round (default: the last round it pairs). With --all: only the games of this round.
    #[arg(long)]
    pub(super) round: Option<u32>,
    /// With --pairings: the event, instead of the file's. With --all: only the games of this event.
    #[arg(long)]
    pub(super) event: Option<String>,
    /// With --pairings: the date (2026.03.14, 2026-03-14, 2026年3月14日), instead of the file's. With --all: only the
    /// games of these dates (2024, 2024.03..2024.06).
    #[arg(long)]
    pub(super) date: Option<String>,
    /// With --pairings: the site, instead of the file's. With --all: only the games played there.
    #[arg(long)]
    pub(super) site: Option<String>,
}

/// The arguments of `jipu grade`.
#[derive(clap::Args, Debug)]
pub(super) struct GradeRequest {
    /// The club's ladder (CSV: name, points, games); started empty when it does not exist yet.
    pub(super) ladder: PathBuf,
    /// The results: a TRF, a results CSV (white, black, result) or a PGN file.
    pub(super) results: PathBuf,
    /// Only this round of the results (default: every round that has results, in order).
    #[arg(long)]
    pub(super) round: Option<u32>,
    /// Print the changes and the new table without writing the ladder.
    #[arg(long)]
    pub(super) dry_run: bool,
}

/// The arguments of `jipu opening`.
#[derive(clap::Args, Debug)]
pub(super) struct OpeningRequest {
    /// The file to read; `-` or nothing reads standard input.
    pub(super) file: Option<PathBuf>,
    /// Which game of the file (from 1).
    #[arg(long, short, default_value_t = 1)]
    pub(super) game: usize,
}

/// The arguments of `jipu analyse`.
#[derive(clap::Args, Debug)]
pub(super) struct AnalyseRequest {
    /// The file to read; `-` or nothing reads standard input.
    pub(super) file: Option<PathBuf>,
    /// Which game of the file (from 1).
    #[arg(long, short, default_value_t = 1)]
    pub(super) game: usize,
    /// How deep the engine looks at each position.
    #[arg(long, short, default_value_t = 14)]
    pub(super) depth: u32,
    /// The UCI engine to run (default: Stockfish where it is installed).
    #[arg(long)]
    pub(super) engine: Option<PathBuf>,
    /// Engine threads.
    #[arg(long, default_value_t = 1)]
    pub(super) threads: u32,
    /// Print the game as PGN with the analysis written into it ([%eval] comments, ?! ? ?? marks, best lines as
    /// variations) instead of the list of marked moves.
    #[arg(long)]
    pub(super) pgn: bool,
}

/// Every option of the selection, for `jipu import`.
#[derive(Args, Debug, Default)]
pub(super) struct Selection {
    #[command(flatten)]
    pub(super) players: Players,
    /// Games of this event (part of its name will do).
    #[arg(long)]
    pub(super) event: Option<String>,
    /// Games played at this site.
    #[arg(long)]
    pub(super) site: Option<String>,
    /// Games of this round (`5` takes boards `5.1`, `5.2` … too).
    #[arg(long)]
    pub(super) round: Option<String>,
    /// Games of these dates: `2024`, `2024.03..2024.06`, `2024.01.01..`, `..2024.06`.
    #[arg(long)]
    pub(super) date: Option<String>,
}

/// Who played, and how it ended: for `jipu sheet --all`, whose round, event, date and site options are shared with
/// `--pairings`.
#[derive(Args, Debug, Default)]
pub(super) struct Players {
    /// Games where this player has White or Black (part of a name will do).
    #[arg(long)]
    pub(super) player: Vec<String>,
    /// Games where this player has White.
    #[arg(long)]
    pub(super) white: Option<String>,
    /// Games where this player has Black.
    #[arg(long)]
    pub(super) black: Option<String>,
    /// Games with this result: 1-0, 0-1, 1/2-1/2, 白胜, 黑胜, 和棋.
    #[arg(long)]
    pub(super) result: Option<String>,
    /// The selection as one line of words, as typed into the window's game list (`王 round:5 结果:白胜`).
    #[arg(long)]
    pub(super) filter: Option<String>,
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

/// `jipu FILE` (or `jipu --lang zh FILE`): the game file to open in the window. A path that is not a command's
/// name; read before clap, which would take it for an unknown command.
pub(super) fn window_file(args: &[std::ffi::OsString]) -> Option<PathBuf> {
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
