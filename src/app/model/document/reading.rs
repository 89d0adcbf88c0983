//! A move read unsure (marked `[%unsure …]`: a handwritten sheet read whole, or a game imported with
//! `--mark-unsure`) settled by the user: confirmed as read, or another reading taken in its place. Each is one undo
//! step, and the board shows the move settled.

use shakmaty::san::San;
use shakmaty::{Move, Position};

use super::Document;
use crate::app::model::history::Coalesce;
use crate::chess::{MoveNotes, NodeId, Ply};
use crate::picture::without_mark;

/// What taking another reading did to the moves after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rest {
    /// Cut: a reading of the picture goes on from the move taken.
    Cut,
    /// Every later move still legal after the move taken, carried over to it.
    Carried,
    /// This many later moves carried over; the one after them is no legal move any more, so the line as it was
    /// is kept whole as a variation.
    KeptAsVariation(usize),
}

impl Document {
    /// The unsure move at `id` taken as read: its mark goes, the rest of its comment stays.
    pub fn confirm_reading(&mut self, id: NodeId) {
        let Some(comment) = self.now.game.tree.notes(id).comment.clone() else {
            return;
        };
        self.set_comment(id, without_mark(&comment));
        self.go_to(id);
    }

    /// `mv`, a legal move of the position before `id`, in place of the unsure move at `id`, on the main line, with
    /// the old move's annotations and clock (its mark gone). The moves after it are cut (`carry` false: a picture's
    /// reading goes on from it) or carried over by what they are written as, while legal. Returns what became of
    /// them, or `None` when `id` is no move of the main line or `mv` no legal move there.
    pub fn take_reading(&mut self, id: NodeId, mv: Move, carry: bool) -> Option<Rest> {
        let tree = &self.now.game.tree;
        let parent = tree.parent(id)?;
        if id == NodeId::ROOT || !tree.is_mainline(id) {
            return None;
        }
        let before = self.now.game.position_at(parent);
        if !before.is_legal(mv) || tree.mv(id) == Some(mv) {
            return None;
        }
        // The old line after the move: each move as it is written, with its notes.
        let mut old = Vec::new();
        let mut pos = self.now.game.position_at(id);
        let mut at = id;
        let mut branches = false;
        while let Some(next) = tree.next(at) {
            branches |= tree.children(at).count() > 1;
            let Some(m) = tree.mv(next) else { break };
            old.push((San::from_move(&pos, m), tree.notes(next).clone()));
            pos.play_unchecked(m);
            at = next;
        }
        branches |= tree.children(at).count() > 1;
        let mut notes = tree.notes(id).clone();
        notes.comment = notes.comment.as_deref().and_then(without_mark);
        if carry {
            self.change(None);
        } else {
            // The moves the picture is read on with join this step (`extend_mainline`).
            self.history.seal();
            self.change(Some(Coalesce::ReadOn));
        }
        let tree = &mut self.now.game.tree;
        let taken = tree.add_move(parent, mv);
        tree.promote_to_mainline(taken);
        *tree.notes_mut(taken) = notes;
        let mut pos = before;
        pos.play_unchecked(mv);
        let mut carried = 0;
        let mut at = taken;
        if carry {
            for (san, notes) in &old {
                let Ok(m) = san.to_move(&pos) else { break };
                at = tree.add_ply(at, Ply::Move(m));
                *tree.notes_mut(at) = MoveNotes::clone(notes);
                pos.play_unchecked(m);
                carried += 1;
            }
        }
        let rest = if !carry {
            Rest::Cut
        } else if carried == old.len() {
            Rest::Carried
        } else {
            Rest::KeptAsVariation(carried)
        };
        // The old line goes where nothing of it is lost: cut for a picture read on, or carried over whole with no
        // variation beneath it.
        if rest == Rest::Cut || (rest == Rest::Carried && !branches) {
            tree.delete_from(id);
        }
        self.go_to(taken);
        Some(rest)
    }
}
