//! The club's ladder: every player's grading points, kept in a CSV the club can edit by hand (`name,points,games`,
//! or `姓名,积分,局数`; a `level` column is written for reading and ignored when read), and moved by each round's
//! results.
//!
//! **The order results are applied in.** Within a round, every game's change is computed from the points the
//! players had *before the round*, and then all the changes are added together; so the order of the games in a
//! round does not matter, and a player with two games in one round has both computed from the same points. Rounds
//! are applied one after the other, in increasing order. Applying a season at once or round by round gives the
//! same ladder.
//!
//! Only games played to a result are graded (`1-0`, `0-1`, `½-½`): forfeits, byes and games over before one move
//! move no points and count no game. A player who is not in the ladder starts at 0 points (无级别) and is added
//! with their first graded game. Names are matched as written, except that spaces around and inside them do not
//! count.

use std::collections::HashMap;

use shakmaty::{ByColor, Color};

use super::column::Column;
use super::csv::{quoted, table};
use super::error::ClubError;
use super::grading::{Points, grade_game};
use super::model::{BoardResult, Round};
use super::pairing_csv::name_key;
use crate::i18n::Lang;
use crate::pgn::decode;

/// One player of the ladder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rung {
    pub name: String,
    pub points: Points,
    /// Graded games played, when the ladder counts them.
    pub games: u32,
}

/// The ladder: players and their points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ladder {
    rungs: Vec<Rung>,
    /// The language of the file's headers, kept when it is written back.
    lang: Lang,
}

/// What one board of a round did to the ladder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameChange {
    pub round: Option<u32>,
    pub board: u32,
    pub names: ByColor<String>,
    pub result: Option<BoardResult>,
    /// The points each player had before the round.
    pub before: ByColor<Points>,
    /// What each player's points changed by (opposite numbers; zero for a game that is not graded).
    pub change: ByColor<Points>,
    /// Whether the game was graded.
    pub graded: bool,
}

impl Ladder {
    /// An empty ladder whose file will be written with headers in `lang`.
    pub fn new(lang: Lang) -> Ladder {
        Ladder {
            rungs: Vec::new(),
            lang,
        }
    }

    /// Reads a ladder file (UTF-8 or GBK). Points may be empty (0) and have one decimal at most; a name twice is
    /// an error.
    pub fn read(bytes: &[u8]) -> Result<Ladder, ClubError> {
        let text = decode(bytes).text;
        let (header, records) = table(&text, &[Column::Name, Column::Points])?;
        let mut rungs: Vec<Rung> = Vec::new();
        let mut lines: HashMap<String, usize> = HashMap::new();
        for record in &records {
            let name = header.require(record, Column::Name)?.to_string();
            if let Some(&first) = lines.get(&name_key(&name)) {
                return Err(ClubError::DuplicateName {
                    line: record.line,
                    name,
                    first,
                });
            }
            lines.insert(name_key(&name), record.line);
            let points = match header.get(record, Column::Points) {
                None => Points::ZERO,
                Some(text) => text.parse().map_err(|_| ClubError::BadPoints {
                    line: record.line,
                    text: text.to_string(),
                })?,
            };
            let games = header.number(record, Column::Games)?.unwrap_or(0);
            rungs.push(Rung {
                name,
                points,
                games,
            });
        }
        let mut ladder = Ladder {
            rungs,
            lang: header.lang,
        };
        ladder.sort();
        Ok(ladder)
    }

    /// Keeps the players in the order of the standings, so that two ladders with the same players and points are
    /// equal however they came about.
    fn sort(&mut self) {
        self.rungs
            .sort_by(|a, b| b.points.cmp(&a.points).then_with(|| a.name.cmp(&b.name)));
    }

    /// The file: a header in the ladder's language, then one line per player, highest points first.
    pub fn to_csv(&self) -> String {
        let lang = self.lang;
        let names = [Column::Name, Column::Points, Column::Games, Column::Level];
        let mut out = names.map(|c| c.name(lang)).join(",");
        out.push('\n');
        for rung in self.standings() {
            let fields = [
                quoted(&rung.name),
                rung.points.to_string(),
                rung.games.to_string(),
                quoted(&rung.points.level().name(lang)),
            ];
            out.push_str(&fields.join(","));
            out.push('\n');
        }
        out
    }

    /// The players, highest points first (then by name).
    pub fn standings(&self) -> &[Rung] {
        &self.rungs
    }

    /// A player's points; 0 for someone not in the ladder.
    pub fn points(&self, name: &str) -> Points {
        self.rung(name).map_or(Points::ZERO, |r| r.points)
    }

    pub fn rung(&self, name: &str) -> Option<&Rung> {
        let key = name_key(name);
        self.rungs.iter().find(|r| name_key(&r.name) == key)
    }

    /// Applies rounds in the order given (see the module documentation): one change per board.
    pub fn apply(&mut self, rounds: &[Round]) -> Vec<GameChange> {
        rounds.iter().flat_map(|r| self.apply_round(r)).collect()
    }

    /// Applies one round: every change from the points before the round, then all added together.
    pub fn apply_round(&mut self, round: &Round) -> Vec<GameChange> {
        let changes: Vec<GameChange> = round
            .boards
            .iter()
            .map(|board| {
                let names = ByColor::new_with(|c| board.player(c).name.clone());
                let before = names.as_ref().map(|n| self.points(n));
                let graded = match board.result {
                    Some(BoardResult::Played(outcome)) => {
                        Some(grade_game(before.white, before.black, outcome))
                    }
                    _ => None,
                };
                let white = graded.unwrap_or(Points::ZERO);
                GameChange {
                    round: round.number,
                    board: board.number,
                    names,
                    result: board.result,
                    before,
                    change: ByColor {
                        white,
                        black: -white,
                    },
                    graded: graded.is_some(),
                }
            })
            .collect();
        for change in changes.iter().filter(|c| c.graded) {
            for color in Color::ALL {
                let rung = self.rung_mut(change.names.get(color));
                rung.points += *change.change.get(color);
                rung.games += 1;
            }
        }
        self.sort();
        changes
    }

    fn rung_mut(&mut self, name: &str) -> &mut Rung {
        let key = name_key(name);
        let index = match self.rungs.iter().position(|r| name_key(&r.name) == key) {
            Some(i) => i,
            None => {
                self.rungs.push(Rung {
                    name: name.trim().to_string(),
                    points: Points::ZERO,
                    games: 0,
                });
                self.rungs.len() - 1
            }
        };
        &mut self.rungs[index]
    }
}
