//! Game-text import: a whole game as people write it — PGN, or a pasted paper game in any mix of the accepted
//! notations, move-number styles and separators — read move by move against the legal moves.
//!
//! At the first move that is not exactly one legal move, reading stops with a [`Stop`]: the game so far, the
//! move number and side, the text as written, why, the suggestions, and the untouched rest of the text. The
//! caller fixes that one move ([`Stop::resume_with_move`], [`Stop::resume_with_text`]) and reading goes on.

use shakmaty::{Chess, Color, Move, Position};
use thiserror::Error;

use super::builder::GameBuilder;
use super::reader::{Flow, Reader, apply};
use crate::chess::{FenRepair, Game, GameError, NodeId};
use crate::i18n::{Key, Lang};
use crate::notation::matching::diagnose::{LowerInEnglish, Problem};
use crate::notation::writing::style::{NotationStyle, write_move};

/// A game read from text, and the text after it (the next game, if any), untouched.
#[derive(Clone, Debug)]
pub struct Imported {
    pub game: Game,
    pub rest: String,
    /// What had to be put right to read it (castling rights no king and rook support, dropped).
    pub repairs: Vec<FenRepair>,
}

/// Why reading a game text did not finish.
#[derive(Debug, Error)]
pub enum ImportError {
    /// Reading stopped at a move; see [`Stop`].
    #[error("{}", .0.message(Lang::En))]
    Stopped(Box<Stop>),
    #[error(transparent)]
    BadStart(#[from] GameError),
}

impl ImportError {
    /// What went wrong, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            ImportError::Stopped(stop) => stop.message(lang),
            ImportError::BadStart(GameError::BadFen { fen, problem }) => {
                lang.fill(Key::BadFen, &[fen, problem.describe(lang)])
            }
            ImportError::BadStart(GameError::Variant(name)) => {
                lang.fill(Key::GameIsVariant, &[name])
            }
            ImportError::BadStart(other) => other.to_string(),
        }
    }
}

/// Where a game text stopped being readable, with all it takes to go on.
#[derive(Clone, Debug)]
pub struct Stop {
    /// The move number (as a scoresheet counts) of the move that could not be read.
    pub move_number: u32,
    pub side: Color,
    /// The move as written.
    pub written: String,
    pub problem: Problem,
    /// Byte offset of the move in the text given to the last read.
    pub offset: usize,
    /// The text after the move, untouched.
    pub rest: String,
    reader: GameBuilder,
    /// Whether `written` was used up (a wrong move) or is still the start of `rest` (a missing move).
    consumed: bool,
}

impl Stop {
    /// The game up to the move before the stop.
    pub fn game(&self) -> &Game {
        &self.reader.game
    }

    /// The position in which the move was to be played.
    pub fn position(&self) -> &Chess {
        &self.reader.pos
    }

    /// The last move read before the stop, if any.
    pub fn last_move(&self) -> Option<Move> {
        self.reader.game.tree.mv(self.reader.cursor)
    }

    /// The legal moves offered: the candidates of an ambiguous move, or the suggestions, best first.
    pub fn offered(&self) -> &[Move] {
        match &self.problem {
            Problem::Ambiguous(c) => c,
            Problem::NoMatch(n) => &n.suggestions,
            Problem::Missing => &[],
        }
    }

    /// The whole message, e.g. "9. White `e2—e3`: there is no white piece on e2; did you mean: c3, d3".
    pub fn message(&self, lang: Lang) -> String {
        let (head, offer) = describe_stop(
            lang,
            self.position(),
            &self.written,
            &self.problem,
            (self.move_number, self.side),
        );
        let sep = match lang {
            Lang::En => "; ",
            Lang::Zh => "；",
        };
        format!("{head}{sep}{offer}")
    }

    /// Plays `mv` (one of the offered moves, or any legal move) for the move that stopped reading, keeping
    /// the annotations written with it, and reads on.
    pub fn resume_with_move(self, mv: Move) -> Result<Imported, ImportError> {
        let mut stop = self;
        if !stop.reader.pos.is_legal(mv) {
            return Err(ImportError::Stopped(Box::new(stop)));
        }
        let nags = if stop.consumed {
            crate::notation::matching::matcher::written_annotations(&stop.written)
        } else {
            Vec::new()
        };
        stop.reader.play(mv, nags);
        let rest = std::mem::take(&mut stop.rest);
        stop.reader.read(&rest)
    }

    /// Reads `corrected` in place of the move that stopped reading, then the rest.
    pub fn resume_with_text(self, corrected: &str) -> Result<Imported, ImportError> {
        let text = format!("{corrected} {}", self.rest);
        self.reader.read(&text)
    }

    /// [`Stop::resume_with_move`], and the move played gets `note` at the end of its comment: what the sheet had
    /// written there, for the record of a repair.
    ///
    /// ```
    /// use jipu::notation::{import_game, ImportError};
    /// let Err(ImportError::Stopped(stop)) = import_game("1. e4 e5 2. Nf3 Nc6 3. Bb6 a6") else { panic!() };
    /// let bb5 = stop.offered()[0];
    /// let game = stop.resume_with_move_noted(bb5, "sheet: Bb6").unwrap().game;
    /// let third = game.tree.mainline()[4];
    /// assert_eq!(game.tree.notes(third).comment.as_deref(), Some("sheet: Bb6"));
    /// ```
    pub fn resume_with_move_noted(self, mv: Move, note: &str) -> Result<Imported, ImportError> {
        self.resume_noted(note, |stop| stop.resume_with_move(mv))
    }

    /// Reading resumed by `resume`, and the first move it plays where this stop was gets `note`.
    fn resume_noted(
        self,
        note: &str,
        resume: impl FnOnce(Self) -> Result<Imported, ImportError>,
    ) -> Result<Imported, ImportError> {
        let at = self.reader.cursor;
        let before: Vec<NodeId> = self.reader.game.tree.children(at).collect();
        let read = resume(self);
        noted(
            read,
            |game| game.tree.children(at).find(|c| !before.contains(c)),
            note,
        )
    }

    /// [`Stop::resume_with_text`], and the first move read from `corrected` gets `note` at the end of its comment.
    /// When the correction does not read either, nothing is noted: it stops again, at the same move.
    pub fn resume_with_text_noted(
        self,
        corrected: &str,
        note: &str,
    ) -> Result<Imported, ImportError> {
        self.resume_noted(note, |stop| stop.resume_with_text(corrected))
    }

    /// Gives up on the rest: the game as read so far, and the text from the stopped move on.
    pub fn into_parts(self) -> (Game, String) {
        let text = if self.consumed {
            format!("{} {}", self.written, self.rest)
        } else {
            self.rest
        };
        (self.reader.game, text)
    }
}

/// A read game (or the game read until it stopped again) with `note` put at the end of the comment of the move
/// `which` finds.
fn noted(
    read: Result<Imported, ImportError>,
    which: impl Fn(&Game) -> Option<NodeId>,
    note: &str,
) -> Result<Imported, ImportError> {
    let add = |game: &mut Game| {
        let Some(id) = which(game).filter(|&id| id != NodeId::ROOT) else {
            return;
        };
        let notes = game.tree.notes_mut(id);
        notes.comment = Some(match notes.comment.take() {
            Some(old) if !old.trim().is_empty() => format!("{old} {note}"),
            _ => note.to_string(),
        });
    };
    match read {
        Ok(mut imported) => {
            add(&mut imported.game);
            Ok(imported)
        }
        Err(ImportError::Stopped(mut stop)) => {
            add(&mut stop.reader.game);
            Err(ImportError::Stopped(stop))
        }
        Err(other) => Err(other),
    }
}

/// The message of a move where reading stopped — its number and side, the text as written and why — and the moves
/// offered, for a pasted game and the move box alike.
pub(crate) fn describe_stop(
    lang: Lang,
    position: &Chess,
    written: &str,
    problem: &Problem,
    (move_number, side): (u32, Color),
) -> (String, String) {
    let number = match (lang, side) {
        (Lang::En, Color::White) => format!("{move_number}."),
        (Lang::En, Color::Black) => format!("{move_number}..."),
        (Lang::Zh, _) => move_number.to_string(),
    };
    let style = NotationStyle::of_lang(lang);
    let list = |moves: &[Move]| {
        moves
            .iter()
            .map(|&m| write_move(position, m, style))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let (reason, offer) = match problem {
        Problem::Ambiguous(c) => {
            let all_promotions = c.iter().all(|m| m.is_promotion());
            let why = if all_promotions {
                lang.text(Key::PromotionNeedsPiece)
            } else {
                lang.text(Key::Ambiguous)
            };
            (why.to_string(), lang.fill(Key::Candidates, &[&list(c)]))
        }
        Problem::NoMatch(n) if n.suggestions.is_empty() => (
            n.reason.describe(lang),
            lang.text(Key::NoSuggestions).into(),
        ),
        Problem::NoMatch(n) => (
            n.reason.describe(lang),
            lang.fill(Key::Suggestions, &[&list(&n.suggestions)]),
        ),
        Problem::Missing => (
            lang.fill(
                Key::MoveMissing,
                &[
                    &lang.side(side).to_lowercase_if(lang),
                    &move_number.to_string(),
                ],
            ),
            lang.text(Key::TypeMissingMove).into(),
        ),
    };
    // A whole paragraph pasted as one word is shown by its start.
    let shown: String = if written.chars().count() > 40 {
        written.chars().take(40).chain(['…']).collect()
    } else {
        written.to_string()
    };
    let head = lang.fill(
        Key::MoveProblem,
        &[&number, lang.side(side), &shown, &reason],
    );
    (head, offer)
}

impl GameBuilder {
    /// Reads `text` from where this reader stands, to the end of this game.
    fn read(mut self, text: &str) -> Result<Imported, ImportError> {
        let text = &*crate::notation::characters::letters::lower_coordinates(text);
        let mut reader = Reader::with_options(&self, text, self.options);
        let flow = reader.run();
        let pos = reader.position().clone();
        let events = reader.into_events();
        match flow {
            Flow::Done(rest_at) => {
                apply(&mut self, events)?;
                self.result_from_board();
                Ok(Imported {
                    game: self.game,
                    rest: text[rest_at.min(text.len())..].trim_start().to_string(),
                    repairs: self.repairs,
                })
            }
            Flow::BadStart(e) => Err(ImportError::BadStart(e)),
            Flow::Halt(halt) => {
                apply(&mut self, events)?;
                let rest_from = if halt.consumed { halt.end } else { halt.start };
                Err(ImportError::Stopped(Box::new(Stop {
                    move_number: pos.fullmoves().get(),
                    side: pos.turn(),
                    written: text[halt.start..halt.end].to_string(),
                    problem: halt.problem,
                    offset: halt.start,
                    rest: text[rest_from..].to_string(),
                    reader: self,
                    consumed: halt.consumed,
                })))
            }
        }
    }
}

/// Reads one game from `text`. See the module documentation.
///
/// ```
/// use jipu::notation::{import_game, ImportError};
///
/// let game = import_game("１．ｅ４ ｅ５ ２．马f3, 马c6; 3.象b5 a6 1-0").unwrap().game;
/// assert_eq!(game.mainline_moves().len(), 6);
/// assert_eq!(game.tags.result().as_str(), "1-0");
///
/// let Err(ImportError::Stopped(stop)) = import_game("1. e4 e5 2. Nf3 Nc6 3. Bb6") else { panic!() };
/// assert_eq!(stop.move_number, 3);
/// assert_eq!(stop.written, "Bb6");
/// let first = stop.offered()[0];
/// let finished = stop.resume_with_move(first).unwrap();
/// assert_eq!(finished.game.mainline_moves().len(), 5);
/// ```
pub fn import_game(text: &str) -> Result<Imported, ImportError> {
    GameBuilder::new().read(text)
}

/// Reads one game of PGN movetext (a file, a text with tags): as [`import_game`], but a `;` opens a comment to the
/// end of its line, and a word among the moves of a line that is no move stops the reading there instead of
/// becoming a comment (commentary outside braces must open a line of its own).
///
/// ```
/// use jipu::notation::{import_game, import_pgn_game};
///
/// let pgn = import_pgn_game("1. e4 ; the king's pawn\n e5 *").unwrap().game;
/// assert_eq!(pgn.mainline_moves().len(), 2);
/// assert!(import_pgn_game("1. e4 e5 2. Nf3 Xyz7 3. Bc4 *").is_err());
/// ```
pub fn import_pgn_game(text: &str) -> Result<Imported, ImportError> {
    let mut builder = GameBuilder::new();
    builder.options.pgn = true;
    builder.read(text)
}
