//! A round as a pairing program gives it: the event's details and the boards, each with White, Black and (once
//! played) the result; and the games a round's boards become, whose tags fill the scoresheet's header.

use shakmaty::{Color, KnownOutcome};

use super::error::ClubError;
use crate::chess::{Game, Tags, TimeControl};
use crate::sheet::Field;

/// A player as the pairing lists them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Player {
    /// As written in the file (`Wang, Yi`, `王一`).
    pub name: String,
    /// `GM`, `IM`, `WGM`, … when the file gives one.
    pub title: Option<String>,
    /// The rating the file gives (FIDE or national); `None` when unrated.
    pub rating: Option<u32>,
}

/// How a board ended, as a pairing file or a results file records it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardResult {
    /// A game played to its end: graded.
    Played(KnownOutcome),
    /// No game: won by forfeit (`Some(winner)`), or both forfeited (`None`). Not graded.
    Forfeit(Option<Color>),
    /// A game over before one move was played (TRF `W`, `D`, `L`). It counts in the tournament; it is not graded.
    UnderOneMove(KnownOutcome),
}

impl BoardResult {
    /// A board's result as the window and the command line show it: `1-0`, `0-1`, `½-½`; `+:-`, `-:+`, `-:-` for
    /// forfeits; `*` while there is none.
    pub fn shown(result: Option<BoardResult>) -> &'static str {
        match result {
            Some(BoardResult::Played(o) | BoardResult::UnderOneMove(o)) => match o {
                KnownOutcome::Decisive {
                    winner: Color::White,
                } => "1-0",
                KnownOutcome::Decisive {
                    winner: Color::Black,
                } => "0-1",
                KnownOutcome::Draw => "½-½",
            },
            Some(BoardResult::Forfeit(Some(Color::White))) => "+:-",
            Some(BoardResult::Forfeit(Some(Color::Black))) => "-:+",
            Some(BoardResult::Forfeit(None)) => "-:-",
            None => "*",
        }
    }

    /// A board's result as a results CSV writes it, read back the same by [`result_from_text`]: `1-0`, `0-1`,
    /// `1/2-1/2` (plain ASCII for any spreadsheet), the forfeits as shown, `W` `D` `L` (TRF's codes) for a game over
    /// before one move, `*` for none.
    ///
    /// ```
    /// use jipu::club::{BoardResult, result_from_text};
    /// use shakmaty::KnownOutcome;
    /// for r in [None, Some(BoardResult::Played(KnownOutcome::Draw)), Some(BoardResult::Forfeit(None)),
    ///           Some(BoardResult::UnderOneMove(KnownOutcome::Draw))] {
    ///     assert_eq!(result_from_text(BoardResult::written(r)), Some(r));
    /// }
    /// ```
    ///
    /// [`result_from_text`]: super::result_from_text
    pub fn written(result: Option<BoardResult>) -> &'static str {
        match result {
            Some(BoardResult::Played(KnownOutcome::Draw)) => "1/2-1/2",
            Some(BoardResult::UnderOneMove(o)) => match o {
                KnownOutcome::Decisive {
                    winner: Color::White,
                } => "W",
                KnownOutcome::Decisive {
                    winner: Color::Black,
                } => "L",
                KnownOutcome::Draw => "D",
            },
            other => BoardResult::shown(other),
        }
    }
}

/// One board of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// The board (table) number, from 1.
    pub number: u32,
    pub white: Player,
    pub black: Player,
    /// `None` until the result is in.
    pub result: Option<BoardResult>,
}

impl Player {
    /// The player as a list of boards shows them: title, name and rating (`GM Wang Yi (2510)`).
    pub fn listed(&self) -> String {
        let mut text = String::new();
        if let Some(title) = &self.title {
            text.push_str(title);
            text.push(' ');
        }
        text.push_str(&self.name);
        if let Some(rating) = self.rating {
            text.push_str(&format!(" ({rating})"));
        }
        text
    }
}

impl Board {
    pub fn player(&self, color: Color) -> &Player {
        color.fold_wb(&self.white, &self.black)
    }
}

/// A round's details and its boards, in board order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    /// The round number; `None` for a pairing list that does not say (a CSV with no round column).
    pub number: Option<u32>,
    pub event: Option<String>,
    pub site: Option<String>,
    /// In PGN form, `2026.03.14`.
    pub date: Option<String>,
    /// The time control, when it can be read.
    pub time_control: Option<TimeControl>,
    /// The time control as the file writes it, when it cannot be read (`100'x40mm + 50'x20mm`).
    pub time_control_text: Option<String>,
    pub boards: Vec<Board>,
}

impl Round {
    /// One game per board, in board order, with no moves: its tags fill the scoresheet's header (Event, Site,
    /// Date, Round, Board, White, Black, TimeControl, and `WhiteTitle`, `BlackTitle`, `WhiteElo`, `BlackElo`
    /// when known).
    ///
    /// ```
    /// let csv = "board,white,black,white_rating\n1,王一,李二,2510\n";
    /// let round = jipu::club::read_pairings(csv.as_bytes()).unwrap().round(3).unwrap();
    /// let game = &round.games()[0];
    /// assert_eq!(game.tags.get("White"), Some("王一"));
    /// assert_eq!(game.tags.get("WhiteElo"), Some("2510"));
    /// assert_eq!(game.tags.get("Round"), Some("3"));
    /// assert_eq!(game.tags.get("Board"), Some("1"));
    /// ```
    pub fn games(&self) -> Vec<Game> {
        self.boards.iter().map(|b| self.game(b)).collect()
    }

    /// The game of one board: what a game entered afterwards takes from the pairing.
    pub fn game(&self, board: &Board) -> Game {
        let mut game = Game::new();
        let tags = &mut game.tags;
        self.write_details(tags);
        tags.set(Field::Table.tag(), board.number.to_string());
        for color in Color::ALL {
            let player = board.player(color);
            let name_field = color.fold_wb(Field::White, Field::Black);
            tags.set(name_field.tag(), player.name.clone());
            if let Some(title) = &player.title {
                tags.set(Tags::title_tag(color), title.clone());
            }
            if let Some(rating) = player.rating {
                tags.set(Tags::elo_tag(color), rating.to_string());
            }
        }
        game
    }

    /// The board with this number.
    pub fn board(&self, number: u32) -> Option<&Board> {
        self.boards.iter().find(|b| b.number == number)
    }

    fn write_details(&self, tags: &mut Tags) {
        let details = [
            (Field::Event, self.event.clone()),
            (Field::Site, self.site.clone()),
            (Field::Date, self.date.clone()),
            (Field::Round, self.number.map(|n| n.to_string())),
            // A time control Jipu cannot read is kept as written; the sheet prints it as it is.
            (
                Field::Limit,
                self.time_control
                    .as_ref()
                    .map(TimeControl::to_pgn)
                    .or_else(|| self.time_control_text.clone()),
            ),
        ];
        for (field, value) in details {
            if let Some(value) = value.filter(|v| !v.trim().is_empty()) {
                tags.set(field.tag(), value);
            }
        }
    }
}

/// The pairings of a file: every round it pairs, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tournament {
    /// Rounds in increasing order; a pairing list that does not number its round has one round, numbered `None`.
    pub rounds: Vec<Round>,
}

impl Tournament {
    /// The numbers of the rounds the file pairs.
    pub fn round_numbers(&self) -> Vec<u32> {
        self.rounds.iter().filter_map(|r| r.number).collect()
    }

    /// The last round the file pairs: the one about to be played, in a file exported for it.
    pub fn latest_round(&self) -> Option<u32> {
        self.round_numbers().into_iter().max()
    }

    /// The round whose sheets are printed: round `asked`, else the last round the file pairs, else the file's one
    /// round as it is — with no number when the file gives none (never an invented round 1). The command line and
    /// the window both ask here.
    ///
    /// ```
    /// let csv = "board,white,black\n1,A,B\n";
    /// let t = jipu::club::read_pairings(csv.as_bytes()).unwrap();
    /// assert_eq!(t.round_to_print(None).unwrap().number, None);
    /// assert_eq!(t.round_to_print(Some(4)).unwrap().number, Some(4));
    /// ```
    pub fn round_to_print(&self, asked: Option<u32>) -> Result<Round, ClubError> {
        match (
            asked.or_else(|| self.latest_round()),
            self.rounds.as_slice(),
        ) {
            (Some(n), _) => self.round(n),
            (None, [only]) => Ok(only.clone()),
            (None, _) => self.round(1),
        }
    }

    /// Round `n`. A pairing list that does not number its round gives its one round, as round `n`.
    pub fn round(&self, n: u32) -> Result<Round, ClubError> {
        if let [only] = self.rounds.as_slice()
            && only.number.is_none()
        {
            return Ok(Round {
                number: Some(n),
                ..only.clone()
            });
        }
        self.rounds
            .iter()
            .find(|r| r.number == Some(n))
            .cloned()
            .ok_or_else(|| ClubError::NoSuchRound {
                round: n,
                rounds: self.round_numbers(),
            })
    }
}
