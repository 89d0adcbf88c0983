//! Undo and redo: the document's states before each change, kept as whole snapshots. A game is small (a long one is a
//! few hundred moves), so a snapshot is cheap, and a snapshot cannot get a change wrong the way a hand-written inverse
//! of every command could. Typing into one field is one step, not one step a key.

/// What makes consecutive changes one step: typing into the same field of the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coalesce {
    Detail(crate::sheet::Field),
    /// A reading of a picture taken at a move, and the moves the picture is then read on with: one step.
    ReadOn,
}

/// At most this many steps are kept…
const MAX_STEPS: usize = 500;
/// …and at most this many tree nodes across them (a hostile 20,000-move game costs memory in every snapshot).
const MAX_NODES: usize = 2_000_000;

/// Something that can be kept in the history, with a measure of its size.
pub trait Weighed {
    fn weight(&self) -> usize;
}

/// The undo and redo stacks of snapshots `S`.
#[derive(Clone, Debug)]
pub struct History<S> {
    undo: Vec<S>,
    redo: Vec<S>,
    /// The kind of the last step recorded, while the next change may still join it.
    last: Option<Coalesce>,
}

impl<S> Default for History<S> {
    fn default() -> Self {
        History {
            undo: Vec::new(),
            redo: Vec::new(),
            last: None,
        }
    }
}

impl<S: Weighed> History<S> {
    /// Records `before`, the state before a change. A change of the same kind as the step just recorded (typing on in
    /// one field) joins it and records nothing. Any new change clears the redo stack.
    pub fn record(&mut self, before: impl FnOnce() -> S, kind: Option<Coalesce>) {
        self.redo.clear();
        if kind.is_some() && kind == self.last {
            return;
        }
        self.last = kind;
        self.undo.push(before());
        let mut nodes: usize = self.undo.iter().map(Weighed::weight).sum();
        while self.undo.len() > MAX_STEPS || (nodes > MAX_NODES && self.undo.len() > 1) {
            nodes -= self.undo.remove(0).weight();
        }
    }

    /// Ends the step in progress: the next change starts a new one even if it is of the same kind.
    pub fn seal(&mut self) {
        self.last = None;
    }

    /// The state to go back to, given the state now (kept for redo).
    pub fn undo(&mut self, now: S) -> Option<S> {
        let before = self.undo.pop()?;
        self.redo.push(now);
        self.last = None;
        Some(before)
    }

    /// The state undone last, given the state now (kept for undo).
    pub fn redo(&mut self, now: S) -> Option<S> {
        let after = self.redo.pop()?;
        self.undo.push(now);
        self.last = None;
        Some(after)
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Every snapshot kept, to update what they share with the state now (the file a game was saved to).
    pub fn snapshots_mut(&mut self) -> impl Iterator<Item = &mut S> {
        self.undo.iter_mut().chain(self.redo.iter_mut())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Weighed for u32 {
        fn weight(&self) -> usize {
            1
        }
    }

    #[test]
    fn typing_into_one_field_is_one_step_and_a_new_change_clears_redo() {
        let mut h: History<u32> = History::default();
        let field = Some(Coalesce::Detail(crate::sheet::Field::Event));
        h.record(|| 0, field);
        h.record(|| 1, field);
        h.record(|| 2, field);
        assert_eq!(h.undo(3), Some(0), "three keys, one step");
        assert_eq!(h.redo(0), Some(3));
        assert_eq!(h.undo(3), Some(0));
        h.record(|| 0, None);
        assert!(!h.can_redo());
        h.seal();
        h.record(|| 5, field);
        h.record(|| 6, None);
        assert_eq!(h.undo(7), Some(6));
        assert_eq!(h.undo(6), Some(5));
    }
}
