//! The tree of moves: the main line and its variations, each move with its annotations and clock.
//!
//! Nodes live in one arena and are named by [`NodeId`]. The root holds no move; the first child of a
//! node continues its line, the others start variations.

use shakmaty::Move;
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

/// One move and what was written about it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveNode {
    /// `None` only at the root.
    pub mv: Option<Move>,
    /// Numeric annotation glyphs: 1 `!`, 2 `?`, 3 `!!`, 4 `??`, 5 `!?`, 6 `?!`, and others.
    pub nags: Vec<u8>,
    /// Comment written after the move (without clock commands).
    pub comment: Option<String>,
    /// Comment written before the move, for the first move of a variation.
    pub comment_before: Option<String>,
    /// Time left on the mover's clock after the move (`[%clk]`).
    pub clock: Option<Duration>,
    /// Time spent on the move (`[%emt]`).
    pub emt: Option<Duration>,
    parent: Option<NodeId>,
    children: Vec<NodeId>,
}

/// The moves of a game as a tree. See the module documentation.
#[derive(Clone, Debug)]
pub struct MoveTree {
    nodes: Vec<MoveNode>,
}

impl Default for MoveTree {
    fn default() -> Self {
        MoveTree {
            nodes: vec![MoveNode::default()],
        }
    }
}

impl MoveTree {
    pub fn new() -> MoveTree {
        MoveTree::default()
    }

    pub fn node(&self, id: NodeId) -> &MoveNode {
        &self.nodes[id.index()]
    }

    pub fn node_mut(&mut self, id: NodeId) -> &mut MoveNode {
        &mut self.nodes[id.index()]
    }

    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).parent
    }

    /// The moves that may follow `id`: the first continues the line, the others are variations.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        &self.node(id).children
    }

    /// The move that continues the line after `id`.
    pub fn next(&self, id: NodeId) -> Option<NodeId> {
        self.children(id).first().copied()
    }

    /// Adds `mv` after `parent` and returns its node; a move already there is reused, not doubled.
    /// A new move after a node that has a continuation starts a variation.
    pub fn add_move(&mut self, parent: NodeId, mv: Move) -> NodeId {
        if let Some(&existing) = self
            .children(parent)
            .iter()
            .find(|&&c| self.node(c).mv == Some(mv))
        {
            return existing;
        }
        let id = NodeId(self.nodes.len() as u32);
        self.nodes.push(MoveNode {
            mv: Some(mv),
            parent: Some(parent),
            ..MoveNode::default()
        });
        self.node_mut(parent).children.push(id);
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

    /// The moves from the start to `id`.
    pub fn moves_to(&self, id: NodeId) -> Vec<Move> {
        self.path_to(id)
            .into_iter()
            .filter_map(|n| self.node(n).mv)
            .collect()
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

    /// Makes the line through `id` the main line, at every level above it.
    pub fn promote_to_mainline(&mut self, id: NodeId) {
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            let children = &mut self.node_mut(parent).children;
            if let Some(pos) = children.iter().position(|&c| c == at) {
                children.remove(pos);
                children.insert(0, at);
            }
            at = parent;
        }
    }

    /// Removes `id` and every move after it. The root cannot be removed.
    pub fn delete_from(&mut self, id: NodeId) {
        if let Some(parent) = self.parent(id) {
            self.node_mut(parent).children.retain(|&c| c != id);
            self.node_mut(id).parent = None;
        }
    }

    /// Number of moves in the main line.
    pub fn mainline_len(&self) -> usize {
        self.mainline().len()
    }

    /// Whether two trees hold the same moves, annotations, comments and clocks in the same shape.
    pub fn same_as(&self, other: &MoveTree) -> bool {
        fn same(a: &MoveTree, an: NodeId, b: &MoveTree, bn: NodeId) -> bool {
            let (x, y) = (a.node(an), b.node(bn));
            x.mv == y.mv
                && x.nags == y.nags
                && x.comment == y.comment
                && x.comment_before == y.comment_before
                && x.clock == y.clock
                && x.emt == y.emt
                && x.children.len() == y.children.len()
                && x.children
                    .iter()
                    .zip(&y.children)
                    .all(|(&c, &d)| same(a, c, b, d))
        }
        same(self, NodeId::ROOT, other, NodeId::ROOT)
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
        assert_eq!(tree.path_to(e5), vec![e4, e5]);
    }
}
