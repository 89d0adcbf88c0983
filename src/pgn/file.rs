//! What reading a file gives: its games, the number of each, the problems that stopped one and what was put right.

use std::ops::Range;

use crate::chess::{FenRepair, Game};
use crate::i18n::{Key, Lang};
use crate::notation::{ImportError, Stop};
use crate::pgn::write_game;

/// A game of a file that could not be read whole.
#[derive(Debug)]
pub struct PgnProblem {
    /// 1-based number of the game in the file.
    pub game_number: usize,
    /// 1-based line where the trouble is.
    pub line: usize,
    pub error: ImportError,
}

impl PgnProblem {
    /// "game 3, line 41: 9. White `e2—e3`: there is no white piece on e2; did you mean: c3".
    pub fn message(&self, lang: Lang) -> String {
        let place = lang.fill(
            Key::GameAtLine,
            &[&self.game_number.to_string(), &self.line.to_string()],
        );
        let what = self.error.message(lang);
        let sep = match lang {
            Lang::En => ": ",
            Lang::Zh => "：",
        };
        format!("{place}{sep}{what}")
    }

    /// The stop, when the game stopped at a move.
    pub fn stop(&self) -> Option<&Stop> {
        match &self.error {
            ImportError::Stopped(s) => Some(s),
            ImportError::BadStart(_) => None,
        }
    }
}

/// Something a game's text needed put right, said without stopping the reading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnRepair {
    /// 1-based number of the game in the file.
    pub game_number: usize,
    pub line: usize,
    pub repair: FenRepair,
}

impl PgnRepair {
    /// "game 3, line 12: the position … has castling rights no king and rook can have: they are dropped".
    pub fn message(&self, lang: Lang) -> String {
        let place = lang.fill(
            Key::GameAtLine,
            &[&self.game_number.to_string(), &self.line.to_string()],
        );
        let sep = match lang {
            Lang::En => ": ",
            Lang::Zh => "：",
        };
        format!("{place}{sep}{}", self.repair.describe(lang))
    }
}

/// Every game of a file, in order; a game that stopped at a move is kept up to that move, and its
/// problem is listed.
#[derive(Debug, Default)]
pub struct PgnFile {
    pub games: Vec<Game>,
    /// Where each game stands in the text read (byte ranges, parallel to `games`), so that one game can be
    /// written back with every other game left as it was.
    pub spans: Vec<Range<usize>>,
    pub problems: Vec<PgnProblem>,
    /// What was put right on the way (each game still read whole).
    pub repairs: Vec<PgnRepair>,
    /// The number of each game of `games` in the text (from 1, parallel to `games`): a game refused (another
    /// variant, a FEN that is no position) keeps its number, and its problem is listed, but it is not in `games`.
    pub numbers: Vec<usize>,
}

impl PgnFile {
    /// The text read, with game `index` replaced by `game` written as PGN; every other byte stays.
    pub fn with_game_replaced(&self, text: &str, index: usize, game: &Game) -> String {
        let Some(span) = self.spans.get(index).filter(|s| s.end <= text.len()) else {
            return text.to_string();
        };
        let mut out = String::with_capacity(text.len() + 256);
        out.push_str(&text[..span.start]);
        out.push_str(&write_game(game));
        let rest = &text[span.end..];
        if !rest.trim().is_empty() {
            out.push('\n');
        }
        out.push_str(rest);
        out
    }

    /// How many games the text holds, those refused counted: how every command and the window number games.
    pub fn count(&self) -> usize {
        let refused = self
            .problems
            .iter()
            .filter(|p| matches!(p.error, ImportError::BadStart(_)))
            .count();
        self.games.len() + refused
    }

    /// Game `number` of the text (from 1, as [`PgnFile::count`] counts), taken out: `None` when it was refused or is
    /// not there.
    pub fn take_numbered(self, number: usize) -> Option<Game> {
        let i = self.numbers.iter().position(|&n| n == number)?;
        self.games.into_iter().nth(i)
    }

    pub(super) fn push(&mut self, game: Game, span: Range<usize>, number: usize) {
        self.numbers.push(number);
        self.games.push(game);
        self.spans.push(span);
    }
}
