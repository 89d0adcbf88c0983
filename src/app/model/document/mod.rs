//! The document: the game being entered or played, the move the board shows, the form's fields as typed, the file
//! the game came from and how the game ended.
//!
//! Its fields are private and every change goes through a method here, which first records the state before it in
//! the [`History`]: so undo and redo cover every change, the cursor is always a move of the tree, and "unsaved" is
//! a comparison of revisions (undoing back to what is on disk is not unsaved).

use std::sync::Arc;
use std::time::Duration;

use pgn_reader::Nag;
use shakmaty::{Chess, Move, Position};

use super::history::{Coalesce, History, Weighed};
use crate::app::work::game_file::GameFile;
use crate::chess::{Ending, Game, NodeId, Tags};
use crate::notation::is_move_annotation;
use crate::sheet::{DetailError, Field, GameDetails};

mod reading;
mod tags;

pub use reading::Rest;

/// A step through the game (see [`Document::step`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Back,
    Forward,
    Start,
    End,
}

/// Where the game came from: a file, and which of its games (from 0).
#[derive(Clone, Debug)]
pub struct Source {
    pub file: Arc<GameFile>,
    pub index: usize,
}

impl Source {
    pub fn path(&self) -> &std::path::Path {
        self.file.path()
    }
}

/// Everything undo brings back.
#[derive(Clone, Debug)]
struct Snapshot {
    game: Game,
    cursor: NodeId,
    details: GameDetails,
    refused: Vec<(Field, DetailError)>,
    source: Option<Source>,
    ending: Option<Ending>,
    revision: u64,
    /// Which document this is: a New or an Open starts another one (see [`Document::saved_as`]).
    identity: u64,
}

impl Weighed for Snapshot {
    fn weight(&self) -> usize {
        self.game.tree.size()
    }
}

/// See the module documentation.
#[derive(Clone, Debug)]
pub struct Document {
    now: Snapshot,
    position: Chess,
    history: History<Snapshot>,
    /// The revision with nothing unsaved (what is on disk, or a new empty game).
    clean: u64,
    /// The next revision number: every change gets a new one, never reused.
    next_revision: u64,
    /// A step has been recorded for the command being applied: further changes by it join that step.
    step_taken: bool,
}

impl Default for Document {
    fn default() -> Self {
        Document::new(Game::new(), None)
    }
}

impl Document {
    /// A document of `game`, with nothing unsaved.
    pub fn new(game: Game, source: Option<Source>) -> Document {
        let details = GameDetails::from_tags(&game.tags);
        let position = game.start().clone();
        let ending = Ending::recorded(&game);
        let mut doc = Document {
            now: Snapshot {
                game,
                cursor: NodeId::ROOT,
                details,
                refused: Vec::new(),
                source,
                ending,
                revision: 0,
                identity: 0,
            },
            position,
            history: History::default(),
            clean: 0,
            next_revision: 1,
            step_taken: false,
        };
        doc.show_end();
        doc
    }

    pub fn game(&self) -> &Game {
        &self.now.game
    }

    /// The move the board shows the position after (the root: the start).
    pub fn cursor(&self) -> NodeId {
        self.now.cursor
    }

    /// The position on the board.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// The form's fields as typed.
    pub fn details(&self) -> &GameDetails {
        &self.now.details
    }

    /// The fields whose value cannot be right, and why; their tags hold nothing meanwhile.
    pub fn refused(&self) -> &[(Field, DetailError)] {
        &self.now.refused
    }

    pub fn source(&self) -> Option<&Source> {
        self.now.source.as_ref()
    }

    /// How the game ended: played here to its end, or — a game opened, pasted or restored, or a result typed into
    /// the form — as its tags and last position tell (see [`Ending::recorded`]). `None` while it is not over.
    pub fn ending(&self) -> Option<Ending> {
        self.now.ending
    }

    /// The game's revision: every change, undo and redo gives another (a way to tell that the game changed).
    pub fn revision(&self) -> u64 {
        self.now.revision
    }

    /// Which document this is: New, Open, Paste and the like make another one.
    pub fn identity(&self) -> u64 {
        self.now.identity
    }

    /// Whether there are changes not saved.
    pub fn is_dirty(&self) -> bool {
        self.now.revision != self.clean
    }

    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// Whether moves played now continue the scored game: at the end of the main line.
    pub fn at_mainline_end(&self) -> bool {
        let tree = &self.now.game.tree;
        tree.next(self.now.cursor).is_none() && tree.is_mainline(self.now.cursor)
    }

    /// Every position from the start to the board's position, for the rules.
    pub fn history_to_cursor(&self) -> Vec<Chess> {
        self.now.game.positions_to(self.now.cursor)
    }

    // ---- moving around: not changes ----

    /// Shows the position after `id`; an id that is not in the tree any more is ignored.
    pub fn go_to(&mut self, id: NodeId) {
        if !self.now.game.tree.contains(id) {
            return;
        }
        self.now.cursor = id;
        self.position = self.now.game.position_at(id);
    }

    /// A step through the game from the move shown: back to the move before, on to the next (the line's own next
    /// move, in a variation the variation's), to the start, to the end of the line shown. Returns where it went:
    /// `None` when there is no such move.
    pub fn step(&mut self, step: Step) -> Option<NodeId> {
        let tree = &self.now.game.tree;
        let to = match step {
            Step::Back => tree.parent(self.now.cursor)?,
            Step::Forward => tree.next(self.now.cursor)?,
            Step::Start => NodeId::ROOT,
            Step::End => {
                let mut at = self.now.cursor;
                while let Some(next) = tree.next(at) {
                    at = next;
                }
                at
            }
        };
        self.go_to(to);
        Some(to)
    }

    /// The last move of the main line.
    pub fn show_end(&mut self) {
        let end = self.now.game.tree.mainline_end();
        self.go_to(end);
    }

    // ---- changes: each records the state before it ----

    /// A command starts: its changes make one undo step.
    pub fn begin_command(&mut self) {
        self.step_taken = false;
    }

    /// Ends typing into a field: the next key there starts a new undo step.
    pub fn seal(&mut self) {
        self.history.seal();
    }

    fn change(&mut self, kind: Option<Coalesce>) {
        if !self.step_taken {
            let now = &self.now;
            self.history.record(|| now.clone(), kind);
            self.step_taken = true;
        }
        self.now.revision = self.next_revision;
        self.next_revision += 1;
    }

    /// Plays a legal move from the board's position: a move already in the tree is followed (not a change), a new
    /// one is added (after an existing continuation, as a variation). Returns the move's node.
    pub fn play(&mut self, mv: Move, nags: &[Nag]) -> Option<NodeId> {
        if !self.position.is_legal(mv) {
            return None;
        }
        let tree = &self.now.game.tree;
        let existing = tree
            .children(self.now.cursor)
            .find(|&c| tree.mv(c) == Some(mv));
        if existing.is_none() || !nags.is_empty() {
            self.change(None);
        }
        let id = self.now.game.tree.add_move(self.now.cursor, mv);
        let notes = self.now.game.tree.notes_mut(id);
        for &nag in nags {
            if !notes.nags.contains(&nag) {
                notes.nags.push(nag);
            }
        }
        self.now.cursor = id;
        self.position.play_unchecked(mv);
        Some(id)
    }

    /// One move annotation at a time: a new glyph replaces the old one; the same one again removes it.
    pub fn annotate(&mut self, id: NodeId, nag: Nag) {
        if !self.now.game.tree.contains(id) || id == NodeId::ROOT {
            return;
        }
        self.change(None);
        let nags = &mut self.now.game.tree.notes_mut(id).nags;
        let had = nags.contains(&nag);
        nags.retain(|&n| !is_move_annotation(n) || !is_move_annotation(nag));
        if !had {
            nags.push(nag);
        }
    }

    pub fn set_comment(&mut self, id: NodeId, comment: Option<String>) {
        if !self.now.game.tree.contains(id) {
            return;
        }
        let old = if id == NodeId::ROOT {
            &self.now.game.comment
        } else {
            &self.now.game.tree.notes(id).comment
        };
        if *old == comment {
            // Nothing changes: no undo step that would undo nothing.
            return;
        }
        self.change(None);
        if id == NodeId::ROOT {
            self.now.game.comment = comment;
        } else {
            self.now.game.tree.notes_mut(id).comment = comment;
        }
    }

    /// The time left on the clock after a move (as a paper sheet or the clock gives it), and the time it took.
    pub fn set_clock(&mut self, id: NodeId, clock: Option<Duration>, spent: Option<Duration>) {
        if !self.now.game.tree.contains(id) || id == NodeId::ROOT {
            return;
        }
        let notes = self.now.game.tree.notes(id);
        if notes.clock == clock && (spent.is_none() || notes.emt == spent) {
            return;
        }
        self.change(None);
        let notes = self.now.game.tree.notes_mut(id);
        notes.clock = clock;
        if spent.is_some() {
            notes.emt = spent;
        }
    }

    /// Removes `id` and every move after it. When the board shows one of them, it goes to the move before `id` —
    /// decided before the move is cut off, while its line still leads back to the start.
    pub fn delete_from(&mut self, id: NodeId) {
        let tree = &self.now.game.tree;
        let Some(parent) = tree.parent(id).filter(|_| tree.contains(id)) else {
            return;
        };
        let cursor_in_it = tree.path_to(self.now.cursor).contains(&id);
        let on_mainline = tree.is_mainline(id);
        self.change(None);
        self.now.game.tree.delete_from(id);
        if on_mainline {
            self.reopen();
        }
        if cursor_in_it {
            self.go_to(parent);
        }
    }

    /// Makes the line through `id` the main line.
    pub fn promote(&mut self, id: NodeId) {
        if !self.now.game.tree.contains(id) || self.now.game.tree.is_mainline(id) {
            return;
        }
        self.change(None);
        self.now.game.tree.promote_to_mainline(id);
    }

    /// The game ended: its result and termination go into the tags.
    pub fn finish(&mut self, ending: Ending) {
        self.change(None);
        ending.record(&mut self.now.game.tags);
        self.now
            .details
            .refresh(&self.now.game.tags, &[Field::Result]);
        self.now.ending = Some(ending);
    }

    /// The game is not over after all (its last move taken back): the result is open again.
    pub fn reopen(&mut self) {
        if self.now.ending.is_none() {
            return;
        }
        self.change(None);
        self.now.ending = None;
        self.now.game.tags.set_result(shakmaty::Outcome::Unknown);
        Ending::erase(&mut self.now.game.tags);
        self.now
            .details
            .refresh(&self.now.game.tags, &[Field::Result]);
    }

    /// Takes back the last move of the main line; a finished game is open again.
    pub fn take_back(&mut self) {
        let last = self.now.game.tree.mainline_end();
        if last != NodeId::ROOT {
            self.delete_from(last);
            self.show_end();
        }
    }

    /// Moves read on from a repair (a picture's reading going on) played at the end of the main line, each with its
    /// comment (an unsure move's mark), and the result read after them: one step. The board shows the new end.
    pub fn extend_mainline(&mut self, moves: &[(Move, Option<String>)], result: Option<&str>) {
        self.show_end();
        if moves.is_empty() && result.is_none() {
            self.history.seal();
            return;
        }
        // After a reading taken at an unsure move (`take_reading`), the moves read on join its step.
        self.change(Some(Coalesce::ReadOn));
        for (mv, comment) in moves {
            let Some(id) = self.play(*mv, &[]) else {
                break;
            };
            if comment.is_some() {
                self.now.game.tree.notes_mut(id).comment.clone_from(comment);
            }
        }
        if let Some(result) = result {
            self.now.game.tags.set(Tags::RESULT, result.to_string());
            self.now
                .details
                .refresh(&self.now.game.tags, &[Field::Result]);
            self.follow_result();
        }
        self.history.seal();
    }

    /// Another game in place of this one (New, Open, Paste, a FEN): one step, so it is one undo away.
    pub fn replace(&mut self, game: Game, source: Option<Source>, unsaved: bool) {
        self.change(None);
        let identity = self.next_revision;
        self.now.details = GameDetails::from_tags(&game.tags);
        self.now.refused.clear();
        self.now.ending = Ending::recorded(&game);
        self.now.game = game;
        self.now.source = source;
        self.now.identity = identity;
        if !unsaved {
            self.clean = self.now.revision;
        }
        self.show_end();
    }

    /// The game was written to `source`: nothing is unsaved now. Every undo step of this same document now belongs
    /// to that file too (an undo after Save as does not turn the game back into one without a file).
    pub fn saved_as(&mut self, source: Source) {
        self.saved_as_of(source, self.now.revision);
    }

    /// The game as it was at `revision` was saved to `source` (saved on another thread while it changed on: the
    /// changes since stay unsaved).
    pub fn saved_as_of(&mut self, source: Source, revision: u64) {
        let identity = self.now.identity;
        for snapshot in self.history.snapshots_mut() {
            if snapshot.identity == identity {
                snapshot.source = Some(source.clone());
            }
        }
        self.now.source = Some(source);
        self.clean = revision;
    }

    /// Marks the game as having changes to save (restored from an autosave).
    pub fn mark_unsaved(&mut self) {
        self.clean = u64::MAX;
    }

    pub fn undo(&mut self) -> bool {
        self.restore(|h, now| h.undo(now))
    }

    pub fn redo(&mut self) -> bool {
        self.restore(|h, now| h.redo(now))
    }

    fn restore(
        &mut self,
        step: impl FnOnce(&mut History<Snapshot>, Snapshot) -> Option<Snapshot>,
    ) -> bool {
        let now = self.now.clone();
        match step(&mut self.history, now) {
            Some(state) => {
                self.now = state;
                self.position = self.now.game.position_at(self.now.cursor);
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests;
