//! Building a [`Game`] from the pieces of a game text as they come: moves, comments, NAGs, variation
//! brackets and tags. The game-text import and the PGN visitor both build through it.

use pgn_reader::Nag;
use shakmaty::{Chess, KnownOutcome, Move, Outcome, Position};

use crate::chess::{FenRepair, Game, GameError, NodeId, Ply, Tags, Variant};
use crate::notation::text::comment::split_comment;

/// How strictly a text is read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Options {
    /// A word that is not chess stops the reading instead of becoming a comment: the move box, where what is typed
    /// is a sheet's moves, not a page of prose.
    pub(crate) no_prose: bool,
    /// A move number that is not the one due is told, not taken for a missing move (the move box says so and goes
    /// on).
    pub(crate) numbers_told: bool,
    /// PGN movetext (a file, a text with tags): `;` opens a comment to the end of the line, and a word that is
    /// not a move stops the reading unless it opens a line of commentary.
    pub(crate) pgn: bool,
}

/// The state of reading one game: where the next move goes, and how to come back from variations.
#[derive(Clone, Debug)]
pub(crate) struct GameBuilder {
    pub(crate) game: Game,
    pub(crate) cursor: NodeId,
    pub(crate) pos: Chess,
    pub(crate) variations: Vec<(NodeId, Chess)>,
    comment_before: Option<String>,
    at_variation_start: bool,
    pub(crate) moves_seen: bool,
    /// The rules of the game (its `Variant` tag) and the FEN it starts from, read again when the variant comes
    /// after it.
    variant: Variant,
    fen: Option<String>,
    /// What had to be put right to read the game (castling rights dropped from its FEN).
    pub(crate) repairs: Vec<FenRepair>,
    /// How strictly the text is read.
    pub(crate) options: Options,
}

impl GameBuilder {
    pub(crate) fn new() -> GameBuilder {
        GameBuilder {
            game: Game::new(),
            cursor: NodeId::ROOT,
            pos: Chess::default(),
            variations: Vec::new(),
            comment_before: None,
            at_variation_start: false,
            moves_seen: false,
            variant: Variant::Standard,
            fen: None,
            repairs: Vec::new(),
            options: Options::default(),
        }
    }

    /// A reader that goes on from `pos` in a game already under way (`moves_seen`), as the move box reads.
    pub(crate) fn at_position(pos: Chess, moves_seen: bool) -> GameBuilder {
        GameBuilder {
            game: Game::from_position(pos.clone()),
            pos,
            moves_seen,
            ..GameBuilder::new()
        }
    }

    pub(crate) fn play(&mut self, mv: Move, nags: Vec<Nag>) {
        self.play_ply(Ply::Move(mv), nags);
    }

    /// A move or a null move. The first move of a variation is a line of its own even when it is the move of the
    /// line it branches from (`1. e4 (1. e4 c5) e5`): never merged into it.
    pub(crate) fn play_ply(&mut self, ply: Ply, nags: Vec<Nag>) {
        let id = if self.at_variation_start {
            self.game.tree.add_variation(self.cursor, ply)
        } else {
            self.game.tree.add_ply(self.cursor, ply)
        };
        if !nags.is_empty() {
            self.game.tree.notes_mut(id).nags.extend(nags);
        }
        if let Some(before) = self.comment_before.take() {
            self.game.tree.notes_mut(id).comment_before = Some(before);
        }
        ply.play(&mut self.pos);
        self.cursor = id;
        self.moves_seen = true;
        self.at_variation_start = false;
    }

    pub(crate) fn comment(&mut self, body: &str) {
        let parts = split_comment(body);
        if self.at_variation_start || self.cursor == NodeId::ROOT {
            // A comment before a move.
            let Some(text) = parts.text else { return };
            let slot = if self.cursor == NodeId::ROOT && self.variations.is_empty() {
                &mut self.game.comment
            } else {
                &mut self.comment_before
            };
            *slot = Some(match slot.take() {
                Some(old) => format!("{old} {text}"),
                None => text,
            });
            return;
        }
        let node = self.game.tree.notes_mut(self.cursor);
        if let Some(text) = parts.text {
            node.comment = Some(match node.comment.take() {
                Some(old) => format!("{old} {text}"),
                None => text,
            });
        }
        node.clock = parts.clock.or(node.clock);
        node.emt = parts.emt.or(node.emt);
    }

    pub(crate) fn start_variation(&mut self) {
        self.at_variation_start = true;
        let Some(parent) = self.game.tree.parent(self.cursor) else {
            // A bracket before any move: kept as a comment so that nothing is lost.
            self.variations.push((self.cursor, self.pos.clone()));
            return;
        };
        self.variations.push((self.cursor, self.pos.clone()));
        self.pos = self.game.position_at(parent);
        self.cursor = parent;
    }

    pub(crate) fn end_variation(&mut self) {
        self.at_variation_start = false;
        if let Some((cursor, pos)) = self.variations.pop() {
            self.cursor = cursor;
            self.pos = pos;
        }
    }

    /// A tag pair; `FEN` sets the start position, `Variant` the rules (a variant that is not chess is refused).
    pub(crate) fn tag(&mut self, name: &str, value: String) -> Result<(), GameError> {
        match name {
            "FEN" => {
                self.fen = Some(value.clone());
                self.set_up()?;
            }
            "Variant" => {
                self.variant = Variant::of_tag(&value)?;
                if self.fen.is_some() && self.variant != Variant::Standard {
                    self.set_up()?;
                }
            }
            _ => {}
        }
        self.game.tags.set(name, value);
        Ok(())
    }

    /// The start position from the FEN and the variant read so far, the tags kept.
    fn set_up(&mut self) -> Result<(), GameError> {
        let Some(fen) = &self.fen else {
            return Ok(());
        };
        let (setup, repair) = Game::from_fen_of(fen, self.variant)?;
        self.pos = setup.start().clone();
        let tags = std::mem::take(&mut self.game.tags);
        self.game = setup;
        for (n, v) in tags.iter() {
            self.game.tags.set(n, v);
        }
        self.repairs
            .retain(|r| !matches!(r, FenRepair::CastlingRightsDropped { .. }));
        self.repairs.extend(repair);
        Ok(())
    }

    /// A game whose text gives no result but ends on the board, by mate or stalemate, takes the board's result:
    /// the rules end the game there, whatever the writer left out.
    pub(crate) fn result_from_board(&mut self) {
        if self.game.tags.get(Tags::RESULT).is_some() || !self.variations.is_empty() {
            return;
        }
        let outcome = if self.pos.is_checkmate() {
            KnownOutcome::Decisive {
                winner: !self.pos.turn(),
            }
        } else if self.pos.is_stalemate() {
            KnownOutcome::Draw
        } else {
            return;
        };
        self.game.tags.set_result(Outcome::Known(outcome));
    }

    /// A NAG after the current move (ignored before the first move).
    pub(crate) fn nag(&mut self, nag: Nag) {
        if self.cursor != NodeId::ROOT {
            self.game.tree.notes_mut(self.cursor).nags.push(nag);
        }
    }
}
