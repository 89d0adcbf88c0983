//! The forgiving reader of a game text: which tokens are the moves of the game, which are prose around them,
//! which brackets are variations and which are remarks, where the game ends.
//!
//! It reads in one of three modes. **Moves**: numbers, moves, marks, brackets follow each other as on a
//! scoresheet; a move that fits no legal move stops the reading there. **Prose**: words that are not chess
//! (and any move named inside them) become the comment of the move before; the game goes on only at the
//! start of a sentence or line, at the move number the game expects, with a legal move that is not the
//! subject of a sentence (`8.Nd4 would have been…`). **Trailing**: after a game-ending word, the rest of its
//! paragraph is the last comment.
//!
//! What is read is kept as a list of [`Event`]s and applied to the [`GameBuilder`] only at the end, so that
//! the reader can try a reading and take it back cheaply: a bracket that turns out not to be legal moves
//! becomes a comment, and of two ways to cut glued moves (`e2e4` or `e2 e4`) the one that stays legal is kept.

use pgn_reader::Nag;
use shakmaty::{Chess, Move, Outcome};

mod brackets;
mod closes;
mod ending;
mod moves;
mod pieces;
mod resume;
mod shapes;
mod swallowed;
mod trial;

use closes::Closes;

use super::builder::{GameBuilder, Options};
use crate::chess::{Game, GameError, NodeId, Ply, Variant};
use crate::notation::characters::annotation::annotation_of;
use crate::notation::matching::diagnose::Problem;
use crate::notation::matching::diagnose::{NoMatch, Reason};
use crate::notation::text::prose::comment_text;
use crate::notation::text::tokens::{Kind, Token, Tokens};
use crate::notation::text::word_piece::Piece;
use crate::notation::written::origins::Origins;

/// One thing read, applied to the game at the end.
#[derive(Clone, Debug)]
pub(crate) enum Event {
    /// A move (or a null move), its annotations, where it is written (its marks included) and the move number
    /// written before it.
    Move(Ply, Vec<Nag>, Span),
    Nag(Nag),
    Comment(String),
    VariationStart,
    VariationEnd,
    Tag(String, String),
    Result(Outcome),
}

/// Where a move stands in the text (byte offsets) and the number written before it, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Span {
    pub(crate) start: usize,
    pub(crate) end: usize,
    /// `9.` before the move: 9, and whether the dots said Black's move.
    pub(crate) number: Option<(u32, Option<bool>)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Moves,
    Prose,
    Trailing,
}

/// A move number, placeholder or side name read before a move.
#[derive(Clone, Copy, Debug, Default)]
struct Prefix {
    start: usize,
    number: Option<u32>,
    /// Whether the prefix says Black's move (`12...`, `…`, `黑方`), White's (`12.`), or nothing (`12`).
    black: Option<bool>,
}

/// A variation being read: what to come back to.
#[derive(Clone, Debug)]
struct Frame {
    open_at: usize,
    events: usize,
    pos: Chess,
    before: Option<Chess>,
    origins: Origins,
    origins_before: Origins,
    played_here: u32,
}

/// Why reading stopped at a move.
#[derive(Clone, Debug)]
pub(crate) struct Halt {
    /// Where the text of the stop starts and ends.
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) problem: Problem,
    /// Whether the text of the stop was used up (a wrong move) or is still to be read (a missing move).
    pub(crate) consumed: bool,
}

/// How reading ended.
pub(crate) enum Flow {
    /// The game is read; the next game starts at this byte.
    Done(usize),
    Halt(Halt),
    BadStart(GameError),
}

/// Everything a look-ahead puts back: the reader's state but the events, which are cut back to their length.
#[derive(Clone, Debug)]
struct State<'t> {
    tokens: Tokens<'t>,
    pos: Chess,
    /// The position before the last move at this level, for a variation on it.
    before: Option<Chess>,
    /// Where the pieces of `pos` (of `before`) began the game, for side names read so.
    origins: Origins,
    origins_before: Origins,
    frames: Vec<Frame>,
    mode: Mode,
    /// The prose not yet made a comment: from, to.
    prose: Option<(usize, usize)>,
    prefix: Option<Prefix>,
    /// The first trouble met in prose: reported if the game never comes back.
    deferred: Option<Halt>,
    moves_seen: bool,
    /// Where the last move of the game (not of a variation) ends in the text.
    moved_to: usize,
    plies: u32,
    played_here: u32,
    /// Whether the last token ended a sentence.
    sentence_over: bool,
    /// The prose word just before, for two-word endings (`White resigns`, `agreed drawn`).
    word_before: Option<(usize, usize)>,
}

/// The reader as it stood at a choice: see [`trial`].
#[derive(Clone, Debug)]
struct Checkpoint<'t> {
    state: State<'t>,
    events: usize,
}

pub(crate) struct Reader<'t> {
    text: &'t str,
    s: State<'t>,
    events: Vec<Event>,
    /// Where the game last went on after prose (see [`trial`]).
    resumed: Option<Box<Checkpoint<'t>>>,
    /// A run of legal moves from the start found inside a sentence: the reader there, and where the `1.` is.
    opening_run: Option<(Box<Checkpoint<'t>>, usize)>,
    /// Above zero while reading ahead: choices are then made without reading further ahead.
    looking_ahead: u32,
    /// Where the text's brackets close, found once.
    closes: Closes,
    standard_start: bool,
    options: Options,
    /// The variant and the FEN the tags give, the start position set up from both.
    variant: Variant,
    fen: Option<String>,
}

impl<'t> Reader<'t> {
    pub(crate) fn with_options(
        builder: &GameBuilder,
        text: &'t str,
        options: Options,
    ) -> Reader<'t> {
        let tree = &builder.game.tree;
        let parent = tree.parent(builder.cursor);
        let before = parent.map(|parent| builder.game.position_at(parent));
        let start = builder.game.start();
        let origins = Origins::after(start, &tree.plies_to(builder.cursor));
        let origins_before = parent.map_or_else(
            || origins.clone(),
            |parent| Origins::after(start, &tree.plies_to(parent)),
        );
        Reader {
            text,
            s: State {
                tokens: Tokens::with_pgn(text, options.pgn),
                pos: builder.pos.clone(),
                before,
                origins,
                origins_before,
                frames: Vec::new(),
                mode: Mode::Moves,
                prose: None,
                prefix: None,
                deferred: None,
                moves_seen: builder.moves_seen,
                moved_to: 0,
                plies: 0,
                played_here: u32::from(builder.cursor != NodeId::ROOT),
                sentence_over: true,
                word_before: None,
            },
            events: Vec::new(),
            resumed: None,
            opening_run: None,
            looking_ahead: 0,
            closes: Closes::default(),
            standard_start: builder.game.is_standard_start(),
            options,
            variant: Variant::Standard,
            fen: None,
        }
    }

    /// The position the next move is played in.
    pub(crate) fn position(&self) -> &Chess {
        &self.s.pos
    }

    /// What was read, to apply to the game.
    pub(crate) fn into_events(self) -> Vec<Event> {
        self.events
    }

    /// Reads to the end of this game.
    pub(crate) fn run(&mut self) -> Flow {
        loop {
            let Some(tok) = self.s.tokens.next() else {
                if self.start_at_opening_run() {
                    continue;
                }
                return self.at_end();
            };
            if let Some(flow) = self.token(tok) {
                return flow;
            }
        }
    }

    fn at_end(&mut self) -> Flow {
        if let Some(flow) = self.halt_deferred() {
            return flow;
        }
        if self.s.mode == Mode::Prose
            && let Some(halt) = self.moves_swallowed()
        {
            // The prose before the moves it holds stays the comment of the last move read.
            if let Some((from, _)) = self.s.prose {
                self.s.prose = (from < halt.start).then_some((from, halt.start));
            }
            self.flush_prose();
            return Flow::Halt(halt);
        }
        self.flush_prose();
        Flow::Done(self.text.len())
    }

    /// The game never came back from prose: the trouble kept on the way is where reading stops. The prose
    /// before it stays as the comment of the last move.
    fn halt_deferred(&mut self) -> Option<Flow> {
        if self.s.mode != Mode::Prose {
            return None;
        }
        let halt = self.s.deferred.take()?;
        if let Some((from, to)) = self.s.prose {
            self.s.prose = Some((from, to.min(halt.start)));
        }
        self.flush_prose();
        Some(Flow::Halt(halt))
    }

    /// Whether the token starts a sentence or a line, where the game may go on after prose.
    fn opens_sentence(&self, tok: &Token<'t>, prefix: bool) -> bool {
        self.s.sentence_over
            || tok.gap.stop
            || tok.gap.newlines >= 2
            || (prefix && tok.gap.newlines >= 1)
    }

    fn token(&mut self, tok: Token<'t>) -> Option<Flow> {
        if self.s.mode != Mode::Trailing
            && matches!(tok.kind, Kind::Piece(Piece::Prose { .. }))
            && crate::notation::characters::vocabulary::is_comment_label(
                &self.text[tok.start..tok.end],
            )
        {
            self.comment_line(&tok);
            return None;
        }
        let word_before = self
            .s
            .word_before
            .take()
            .map(|(from, to)| &self.text[from..to]);
        let flow = match tok.kind.clone() {
            Kind::Tag(name, value) => self.tag(&tok, name, value),
            Kind::Comment(body) => {
                if self.s.mode == Mode::Trailing {
                    self.extend_prose(&tok);
                } else {
                    self.flush_prose();
                    self.s.mode = Mode::Moves;
                    self.events.push(Event::Comment(body.replace("\\}", "}")));
                }
                None
            }
            Kind::Remark(body) => {
                if self.s.mode == Mode::Moves
                    && let Some(nag) = annotation_of(body)
                {
                    // `[!?]`: an annotation in square brackets.
                    self.nag(nag);
                } else if self.s.mode == Mode::Moves {
                    self.events.push(Event::Comment(comment_text(body)));
                } else {
                    self.extend_prose(&tok);
                }
                None
            }
            Kind::Open => self.open(&tok),
            Kind::Close => self.close(&tok),
            Kind::Nag(nag) => {
                if self.s.mode == Mode::Moves {
                    self.nag(nag);
                } else {
                    self.extend_prose(&tok);
                }
                None
            }
            Kind::Ignored => None,
            Kind::Piece(piece) => self.piece(&tok, piece, word_before),
        };
        self.s.sentence_over = match &tok.kind {
            Kind::Piece(Piece::Prose { stop, .. } | Piece::Punct { stop }) => *stop,
            Kind::Piece(Piece::Nag(n)) => (1..=6).contains(&n.0),
            Kind::Piece(Piece::Result(_)) | Kind::Comment(_) | Kind::Remark(_) | Kind::Tag(..) => {
                true
            }
            _ => false,
        };
        flow
    }

    fn tag(&mut self, tok: &Token<'t>, name: String, value: String) -> Option<Flow> {
        if self.s.moves_seen {
            // A tag after the moves begins the next game.
            if let Some(halt) = self
                .s
                .deferred
                .take()
                .filter(|_| self.s.mode == Mode::Prose)
            {
                return Some(Flow::Halt(halt));
            }
            self.flush_prose();
            return Some(Flow::Done(tok.start));
        }
        self.flush_prose();
        self.s.mode = Mode::Moves;
        let set_up = match name.as_str() {
            "FEN" => {
                self.fen = Some(value.clone());
                true
            }
            "Variant" => match Variant::of_tag(&value) {
                Ok(variant) => {
                    self.variant = variant;
                    self.fen.is_some()
                }
                Err(e) => return Some(Flow::BadStart(e)),
            },
            _ => false,
        };
        if let Some(fen) = self.fen.as_deref().filter(|_| set_up) {
            match Game::from_fen_of(fen, self.variant) {
                Ok((game, _)) => {
                    self.s.pos = game.start().clone();
                    self.s.origins = Origins::at_start(game.start());
                    self.s.origins_before = self.s.origins.clone();
                    self.standard_start = game.is_standard_start();
                }
                Err(e) => return Some(Flow::BadStart(e)),
            }
        }
        self.events.push(Event::Tag(name, value));
        None
    }
    fn play(&mut self, mv: Move, nags: Vec<Nag>, start: usize, end: usize) {
        self.play_ply(Ply::Move(mv), nags, start, end);
    }

    /// `--` or `Z0` among the moves: the side to move passes. Not in check, and not in the move box (a move typed
    /// there is played on the board, which has no pass).
    fn null_move(&mut self, tok: &Token<'t>) -> Option<Flow> {
        if self.options.no_prose || !Ply::Null.is_legal(&self.s.pos) {
            let reason = if self.options.no_prose {
                Reason::Unreadable
            } else {
                Reason::NullMoveInCheck
            };
            return self.fail(Halt {
                start: tok.start,
                end: tok.end,
                problem: Problem::NoMatch(NoMatch {
                    reason,
                    suggestions: Vec::new(),
                }),
                consumed: true,
            });
        }
        self.play_ply(Ply::Null, Vec::new(), tok.start, tok.end);
        None
    }

    fn play_ply(&mut self, ply: Ply, nags: Vec<Nag>, start: usize, end: usize) {
        let before = self.s.pos.clone();
        ply.play(&mut self.s.pos);
        self.s.before = Some(before);
        self.s.origins_before = self.s.origins.clone();
        self.s.origins.play(ply);
        let number = self.s.prefix.and_then(|p| p.number.map(|n| (n, p.black)));
        self.events
            .push(Event::Move(ply, nags, Span { start, end, number }));
        self.s.plies += 1;
        self.s.moves_seen = true;
        self.s.played_here += 1;
        self.s.prefix = None;
        if self.s.frames.is_empty() {
            self.s.deferred = None;
            self.s.moved_to = end;
        }
        self.forget_resumed_past_its_horizon();
    }

    fn nag(&mut self, nag: Nag) {
        if self.s.played_here > 0 || (self.s.frames.is_empty() && self.s.moves_seen) {
            self.events.push(Event::Nag(nag));
        }
    }

    /// A move that cannot be read: inside a variation the bracket becomes a remark; in the game, reading stops.
    fn fail(&mut self, halt: Halt) -> Option<Flow> {
        if !self.s.frames.is_empty() {
            return self.abandon_variation();
        }
        Some(Flow::Halt(halt))
    }
}

/// Applies what was read to the game.
pub(crate) fn apply(builder: &mut GameBuilder, events: Vec<Event>) -> Result<(), GameError> {
    for event in events {
        match event {
            Event::Move(ply, nags, _) => builder.play_ply(ply, nags),
            Event::Nag(nag) => builder.nag(nag),
            Event::Comment(text) => builder.comment(&text),
            Event::VariationStart => builder.start_variation(),
            Event::VariationEnd => builder.end_variation(),
            Event::Tag(name, value) => builder.tag(&name, value)?,
            Event::Result(outcome) => builder.game.tags.set_result(outcome),
        }
    }
    Ok(())
}
