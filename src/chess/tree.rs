//! The tree of moves: the main line and its variations, each move with its annotations and clock.
//!
//! Nodes live in one arena and are named by [`NodeId`]. The root holds no move; the first child of a
//! node continues its line, the others start variations. Children are linked (first child, next sibling)
//! so that a move costs no allocation of its own: reading a large PGN file builds millions of them.

use pgn_reader::Nag;
use shakmaty::{Chess, Color, Move, Position};
use std::num::NonZeroU32;
use std::time::Duration;

/// Names one node of a [`MoveTree`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(u32);

impl NodeId {
    /// The root: the start position, before any move.
    pub const ROOT: NodeId = NodeId(0);

    fn index(self) -> usize {
        self.0 as usize
    }
}

/// One step of a game in the tree: a move, or a null move (`--`, `Z0`) — the side to move passes, as engines and
/// annotators write a threat in a variation. A null move is never legal in check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ply {
    Move(Move),
    Null,
}

impl Ply {
    /// The move, unless this is a null move.
    pub fn mv(self) -> Option<Move> {
        match self {
            Ply::Move(m) => Some(m),
            Ply::Null => None,
        }
    }

    /// Plays it in `pos`, which must allow it ([`Ply::is_legal`]): a null move hands the turn over, the en passant
    /// right gone, the move number counted on.
    pub fn play(self, pos: &mut Chess) {
        match self {
            Ply::Move(m) => pos.play_unchecked(m),
            Ply::Null => {
                if let Some(passed) = pass(pos) {
                    *pos = passed;
                }
            }
        }
    }

    /// Whether it may be played in `pos`.
    pub fn is_legal(self, pos: &Chess) -> bool {
        match self {
            Ply::Move(m) => pos.is_legal(m),
            Ply::Null => !pos.is_check() && pass(pos).is_some(),
        }
    }
}

/// The position after a null move in `pos`, if the side to move may pass (not in check).
fn pass(pos: &Chess) -> Option<Chess> {
    let mode = pos.castles().mode();
    let mut setup = pos.to_setup(shakmaty::EnPassantMode::Legal);
    if setup.turn == Color::Black {
        setup.fullmoves = setup.fullmoves.saturating_add(1);
    }
    setup.halfmoves = setup.halfmoves.saturating_add(1);
    setup.swap_turn();
    shakmaty::FromSetup::from_setup(setup, mode).ok()
}

/// What was written about a move besides the move itself.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveNotes {
    /// Numeric annotation glyphs: the move annotations (`!`, `?`, …) and any other NAG a file holds.
    pub nags: Vec<Nag>,
    /// Comment written after the move (without clock commands).
    pub comment: Option<String>,
    /// Comment written before the move, for the first move of a variation.
    pub comment_before: Option<String>,
    /// Time left on the mover's clock after the move (`[%clk]`).
    pub clock: Option<Duration>,
    /// Time spent on the move (`[%emt]`).
    pub emt: Option<Duration>,
}

static NO_NOTES: MoveNotes = MoveNotes {
    nags: Vec::new(),
    comment: None,
    comment_before: None,
    clock: None,
    emt: None,
};

/// One move of the tree. Its notes, when it has any, are kept apart in the tree's list of notes: a node stays small.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveNode {
    /// `None` only at the root.
    pub ply: Option<Ply>,
    /// Where the move's notes are in [`MoveTree::notes`], plus one.
    notes: Option<NonZeroU32>,
    parent: Option<NodeId>,
    first_child: Option<NodeId>,
    next_sibling: Option<NodeId>,
}

/// The moves of a game as a tree. See the module documentation.
#[derive(Clone, Debug)]
pub struct MoveTree {
    nodes: Vec<MoveNode>,
    /// The notes of the moves that have any. One list, not a box per move: a file from a game site has a clock
    /// comment on every move, and reading it allocates no memory per move.
    notes: Vec<MoveNotes>,
}

impl Default for MoveTree {
    fn default() -> Self {
        MoveTree {
            nodes: vec![MoveNode::default()],
            notes: Vec::new(),
        }
    }
}

impl MoveTree {
    pub fn new() -> MoveTree {
        MoveTree::default()
    }

    fn node(&self, id: NodeId) -> &MoveNode {
        &self.nodes[id.index()]
    }

    fn node_mut(&mut self, id: NodeId) -> &mut MoveNode {
        &mut self.nodes[id.index()]
    }

    /// The move at `id` (`None` at the root and for a null move).
    pub fn mv(&self, id: NodeId) -> Option<Move> {
        self.node(id).ply.and_then(Ply::mv)
    }

    /// The move or null move at `id` (`None` at the root).
    pub fn ply(&self, id: NodeId) -> Option<Ply> {
        self.node(id).ply
    }

    /// What was written about the move at `id`.
    pub fn notes(&self, id: NodeId) -> &MoveNotes {
        self.node(id)
            .notes
            .and_then(|at| self.notes.get(at.get() as usize - 1))
            .unwrap_or(&NO_NOTES)
    }

    /// What was written about the move at `id`, to change it.
    pub fn notes_mut(&mut self, id: NodeId) -> &mut MoveNotes {
        let at = match self.node(id).notes {
            Some(at) => at.get() as usize - 1,
            None => {
                self.notes.push(MoveNotes::default());
                let at = self.notes.len();
                self.node_mut(id).notes = u32::try_from(at).ok().and_then(NonZeroU32::new);
                at - 1
            }
        };
        &mut self.notes[at]
    }

    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).parent
    }

    /// The moves that may follow `id`: the first continues the line, the others are variations.
    pub fn children(&self, id: NodeId) -> Children<'_> {
        Children {
            tree: self,
            at: self.node(id).first_child,
        }
    }

    /// The move that continues the line after `id`.
    pub fn next(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).first_child
    }

    /// The last child of `id`, where a new variation is linked.
    fn last_child(&self, id: NodeId) -> Option<NodeId> {
        self.children(id).last()
    }

    /// Adds `mv` after `parent` and returns its node; a move already there is reused, not doubled.
    /// A new move after a node that has a continuation starts a variation.
    pub fn add_move(&mut self, parent: NodeId, mv: Move) -> NodeId {
        self.add_ply(parent, Ply::Move(mv))
    }

    /// [`MoveTree::add_move`] for a move or a null move.
    pub fn add_ply(&mut self, parent: NodeId, ply: Ply) -> NodeId {
        if let Some(existing) = self
            .children(parent)
            .find(|&c| self.node(c).ply == Some(ply))
        {
            return existing;
        }
        self.add_variation(parent, ply)
    }

    /// Adds `ply` after `parent` as a line of its own even when the same move is there already: a variation that
    /// starts with the main line's move (`1. e4 (1. e4 c5) e5`), as annotators write an alternative later on.
    pub fn add_variation(&mut self, parent: NodeId, ply: Ply) -> NodeId {
        let id = NodeId(self.nodes.len() as u32);
        let last = self.last_child(parent);
        self.nodes.push(MoveNode {
            ply: Some(ply),
            parent: Some(parent),
            ..MoveNode::default()
        });
        match last {
            Some(last) => self.node_mut(last).next_sibling = Some(id),
            None => self.node_mut(parent).first_child = Some(id),
        }
        id
    }

    /// The main line, from the first move to the last.
    pub fn mainline(&self) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut at = NodeId::ROOT;
        while let Some(next) = self.next(at) {
            out.push(next);
            at = next;
        }
        out
    }

    /// The last node of the main line (the root when there is no move).
    pub fn mainline_end(&self) -> NodeId {
        self.mainline().last().copied().unwrap_or(NodeId::ROOT)
    }

    /// The nodes from the first move down to `id`, in playing order.
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::new();
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            path.push(at);
            at = parent;
        }
        path.reverse();
        path
    }

    /// The moves and null moves from the start to `id`.
    pub fn plies_to(&self, id: NodeId) -> Vec<Ply> {
        self.path_to(id)
            .into_iter()
            .filter_map(|n| self.node(n).ply)
            .collect()
    }

    /// The moves from the start to `id`, null moves left out (for lines that have none).
    pub fn moves_to(&self, id: NodeId) -> Vec<Move> {
        self.plies_to(id).into_iter().filter_map(Ply::mv).collect()
    }

    /// Whether `id` lies on the main line.
    pub fn is_mainline(&self, id: NodeId) -> bool {
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            if self.next(parent) != Some(at) {
                return false;
            }
            at = parent;
        }
        true
    }

    /// Takes `id` out of its parent's list of children.
    fn unlink(&mut self, parent: NodeId, id: NodeId) {
        let after = self.node(id).next_sibling;
        if self.node(parent).first_child == Some(id) {
            self.node_mut(parent).first_child = after;
        } else if let Some(before) = self
            .children(parent)
            .find(|&c| self.node(c).next_sibling == Some(id))
        {
            self.node_mut(before).next_sibling = after;
        }
        self.node_mut(id).next_sibling = None;
    }

    /// Makes the line through `id` the main line, at every level above it.
    pub fn promote_to_mainline(&mut self, id: NodeId) {
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            if self.next(parent) != Some(at) {
                self.unlink(parent, at);
                let first = self.node(parent).first_child;
                self.node_mut(at).next_sibling = first;
                self.node_mut(parent).first_child = Some(at);
            }
            at = parent;
        }
    }

    /// Removes `id` and every move after it. The root cannot be removed.
    pub fn delete_from(&mut self, id: NodeId) {
        if let Some(parent) = self.parent(id) {
            self.unlink(parent, id);
            self.node_mut(id).parent = None;
        }
    }

    /// Whether `id` is a move of the tree as it stands: moves cut off by [`MoveTree::delete_from`] are not.
    pub fn contains(&self, id: NodeId) -> bool {
        if id.index() >= self.nodes.len() {
            return false;
        }
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            at = parent;
        }
        at == NodeId::ROOT
    }

    /// How many nodes the tree keeps (a measure of its memory).
    pub fn size(&self) -> usize {
        self.nodes.len()
    }

    /// Number of moves in the main line.
    pub fn mainline_len(&self) -> usize {
        self.mainline().len()
    }

    /// Whether two trees hold the same moves, annotations, comments and clocks in the same shape.
    /// Walks with its own stack: a game of ten thousand moves is ten thousand levels deep.
    pub fn same_as(&self, other: &MoveTree) -> bool {
        let mut pending = vec![(NodeId::ROOT, NodeId::ROOT)];
        while let Some((a, b)) = pending.pop() {
            if self.ply(a) != other.ply(b) || self.notes(a) != other.notes(b) {
                return false;
            }
            let mut ours = self.children(a);
            let mut theirs = other.children(b);
            loop {
                match (ours.next(), theirs.next()) {
                    (Some(c), Some(d)) => pending.push((c, d)),
                    (None, None) => break,
                    _ => return false,
                }
            }
        }
        true
    }
}

/// The children of a node, in order: see [`MoveTree::children`].
#[derive(Clone)]
pub struct Children<'a> {
    tree: &'a MoveTree,
    at: Option<NodeId>,
}

impl Iterator for Children<'_> {
    type Item = NodeId;

    fn next(&mut self) -> Option<NodeId> {
        let id = self.at?;
        self.at = self.tree.node(id).next_sibling;
        Some(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Role, Square};

    fn pawn(from: Square, to: Square) -> Move {
        Move::Normal {
            role: Role::Pawn,
            from,
            capture: None,
            to,
            promotion: None,
        }
    }

    #[test]
    fn a_different_move_from_an_earlier_position_starts_a_variation() {
        let mut tree = MoveTree::new();
        let e4 = tree.add_move(NodeId::ROOT, pawn(Square::E2, Square::E4));
        let e5 = tree.add_move(e4, pawn(Square::E7, Square::E5));
        let c5 = tree.add_move(e4, pawn(Square::C7, Square::C5));
        assert_eq!(tree.mainline(), vec![e4, e5]);
        assert!(!tree.is_mainline(c5));
        assert_eq!(
            tree.add_move(e4, pawn(Square::E7, Square::E5)),
            e5,
            "no doubled move"
        );
        tree.promote_to_mainline(c5);
        assert_eq!(tree.mainline(), vec![e4, c5]);
        tree.delete_from(c5);
        assert_eq!(tree.mainline(), vec![e4, e5]);
        assert!(!tree.contains(c5) && tree.contains(e5) && tree.contains(NodeId::ROOT));
        assert_eq!(tree.path_to(e5), vec![e4, e5]);
    }
}
