//! The opening's name: the Lichess table of named openings (ECO code, English name; `assets/openings/`, CC0), read into
//! a table by position, so that a game reaching a named position by another order of moves (a transposition) is named
//! too; and the Chinese name of each, from Jipu's table of families and main lines (`zh.tsv`).
//!
//! A line of play is named as the table's authors advise: the last named position on the way to it.
//!
//! ```
//! use jipu::notation::import_game;
//! use jipu::opening::opening_of_game;
//! use jipu::Lang;
//!
//! // The Caro-Kann reached from the queen's side: 1. d4 c6 2. e4 d5.
//! let game = import_game("1. d4 c6 2. e4 d5 3. Nc3").unwrap().game;
//! let opening = opening_of_game(&game, game.tree.mainline_end()).unwrap();
//! assert_eq!(opening.eco(), "B15");
//! assert_eq!(opening.name(Lang::En), "Caro-Kann Defense");
//! assert_eq!(opening.name(Lang::Zh), "卡罗-康防御");
//! ```

use std::collections::HashMap;
use std::sync::OnceLock;

use shakmaty::san::San;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Position};

use crate::chess::{Game, NodeId};
use crate::i18n::Lang;

/// The Lichess table, one file per ECO volume.
const TABLES: [&str; 5] = [
    include_str!("../../assets/openings/a.tsv"),
    include_str!("../../assets/openings/b.tsv"),
    include_str!("../../assets/openings/c.tsv"),
    include_str!("../../assets/openings/d.tsv"),
    include_str!("../../assets/openings/e.tsv"),
];

/// The Chinese names, by the beginning of the English name.
const CHINESE: &str = include_str!("../../assets/openings/zh.tsv");

/// One named opening of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    eco: &'static str,
    name: &'static str,
    chinese: &'static str,
    line: &'static str,
}

impl Opening {
    /// Its code in the Encyclopaedia of Chess Openings (`B90`).
    pub fn eco(&self) -> &'static str {
        self.eco
    }

    /// Its name in `lang`: the table's English name, or the Chinese name of its family or main line.
    pub fn name(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.name,
            Lang::Zh => self.chinese,
        }
    }

    /// The moves of the table's line to it, as PGN (`1. e4 c5 2. Nf3 d6`).
    pub fn line(&self) -> &'static str {
        self.line
    }
}

/// The whole table: every opening, and the named positions.
#[derive(Debug)]
pub struct Openings {
    openings: Vec<Opening>,
    /// The position's Zobrist hash → the opening named there.
    by_position: HashMap<u64, u32>,
    /// Lines of the table whose moves could not be played (none, as the tests check).
    unreadable: Vec<&'static str>,
    deepest: usize,
}

impl Openings {
    /// The table, read on first use (a few milliseconds).
    pub fn get() -> &'static Openings {
        static TABLE: OnceLock<Openings> = OnceLock::new();
        TABLE.get_or_init(Openings::read)
    }

    /// Reads the table anew from the files compiled in (what [`Openings::get`] does once; the benchmark times it).
    pub fn read() -> Openings {
        let chinese = chinese_names();
        let mut table = Openings {
            openings: Vec::with_capacity(4000),
            by_position: HashMap::with_capacity(4000),
            unreadable: Vec::new(),
            deepest: 0,
        };
        // Where two lines reach one position, the name whose own line is shortest names it (each name has a unique
        // shortest line; the longer ones are transpositions added for classifying), else the first in the table.
        let mut plies_to: HashMap<u64, usize> = HashMap::new();
        for row in TABLES.iter().flat_map(|t| t.lines().skip(1)) {
            let mut fields = row.split('\t');
            let (Some(eco), Some(name), Some(line)) = (fields.next(), fields.next(), fields.next())
            else {
                table.unreadable.push(row);
                continue;
            };
            let Some((pos, plies)) = play_line(line) else {
                table.unreadable.push(row);
                continue;
            };
            let key = hash(&pos);
            table.deepest = table.deepest.max(plies);
            let index = table.openings.len() as u32;
            table.openings.push(Opening {
                eco,
                name,
                chinese: chinese_of(&chinese, name),
                line,
            });
            if plies_to.get(&key).is_none_or(|&p| plies < p) {
                plies_to.insert(key, plies);
                table.by_position.insert(key, index);
            }
        }
        table
    }

    /// The opening named at `pos`, if the table names it.
    pub fn at(&self, pos: &Chess) -> Option<&Opening> {
        let index = *self.by_position.get(&hash(pos))?;
        self.openings.get(index as usize)
    }

    /// Every opening of the table, in its order.
    pub fn all(&self) -> &[Opening] {
        &self.openings
    }

    /// The rows of the table whose moves could not be read.
    pub fn unreadable(&self) -> &[&'static str] {
        &self.unreadable
    }

    /// How many moves the longest line of the table has: a position further into a game is not looked up.
    pub fn deepest(&self) -> usize {
        self.deepest
    }
}

/// The opening of a line of play given by its positions in order: the last of them the table names.
pub fn opening_of<'a>(
    positions: impl DoubleEndedIterator<Item = &'a Chess>,
) -> Option<&'static Opening> {
    let table = Openings::get();
    positions.rev().find_map(|pos| table.at(pos))
}

/// The opening of `game` at the move `at` (the root: the start). Only the positions of the table's depth are looked
/// at (a position further in, reached by losing moves on the way to it, is not named): a long game costs no more
/// than a short one, twice a frame.
pub fn opening_of_game(game: &Game, at: NodeId) -> Option<&'static Opening> {
    let table = Openings::get();
    let mut pos = game.start().clone();
    let mut named = table.at(&pos);
    for ply in game.tree.plies_to(at).into_iter().take(table.deepest()) {
        ply.play(&mut pos);
        named = table.at(&pos).or(named);
    }
    named
}

fn hash(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

/// The position at the end of a table's line, and how many moves it has.
fn play_line(line: &str) -> Option<(Chess, usize)> {
    let mut pos = Chess::default();
    let mut plies = 0;
    for word in line.split_whitespace() {
        // Move numbers: `1.` (the table writes no `1...`).
        if word.ends_with('.') {
            continue;
        }
        let san: San = word.parse().ok()?;
        let m = san.to_move(&pos).ok()?;
        pos.play_unchecked(m);
        plies += 1;
    }
    Some((pos, plies))
}

/// `zh.tsv` as a map from the beginning of an English name to its Chinese name.
fn chinese_names() -> HashMap<&'static str, &'static str> {
    CHINESE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split_once('\t'))
        .collect()
}

/// The Chinese of the longest beginning of `name` (cut before a `:` or a `,`) that has one; the English name when
/// none has (the tests check that every family has one).
fn chinese_of(chinese: &HashMap<&'static str, &'static str>, name: &'static str) -> &'static str {
    let cuts = name
        .char_indices()
        .filter(|&(_, c)| c == ':' || c == ',')
        .map(|(i, _)| i);
    let mut beginnings: Vec<&str> = cuts.map(|i| &name[..i]).collect();
    beginnings.push(name);
    beginnings
        .iter()
        .rev()
        .find_map(|b| chinese.get(b).copied())
        .unwrap_or(name)
}

/// The English beginnings that `zh.tsv` names, for the test that each is a line of the table.
pub fn chinese_table() -> Vec<(&'static str, &'static str)> {
    let mut rows: Vec<_> = chinese_names().into_iter().collect();
    rows.sort_unstable();
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_of_the_table_is_read_and_every_name_has_chinese() {
        let table = Openings::get();
        assert!(table.unreadable().is_empty(), "{:?}", table.unreadable());
        assert!(table.all().len() > 3500);
        let english: Vec<_> = table
            .all()
            .iter()
            .filter(|o| {
                !o.name(Lang::Zh)
                    .chars()
                    .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
            })
            .map(|o| o.name)
            .collect();
        assert!(english.is_empty(), "no Chinese name: {english:?}");
    }

    #[test]
    fn a_variation_without_its_own_chinese_name_takes_its_family_s() {
        let chinese = chinese_names();
        assert_eq!(
            chinese_of(
                &chinese,
                "Sicilian Defense: Najdorf Variation, English Attack"
            ),
            "西西里防御纳依道夫变例"
        );
        assert_eq!(
            chinese_of(&chinese, "Sicilian Defense: Boleslavsky Variation"),
            "西西里防御"
        );
        assert_eq!(
            chinese_of(&chinese, "Queen's Indian Defense, with e3: Something"),
            "新印度防御"
        );
    }
}
