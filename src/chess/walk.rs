//! The one walk over a game's moves in reading order — the main line with each variation where PGN and books print
//! it, every move with the position before it and its move number. PGN writing, the window's move list and the
//! scoresheet all number their moves through it, so they cannot disagree.
//!
//! The walk keeps its own stack: a game of ten thousand moves, or variations nested thousands deep, walk without
//! recursion.

use shakmaty::{Chess, Color, Move, Position};

use super::game::Game;
use super::tree::{MoveTree, NodeId};

/// One move met on the walk.
#[derive(Clone, Debug)]
pub struct MoveVisit {
    pub id: NodeId,
    pub mv: Move,
    /// The position the move is played from.
    pub before: Chess,
    /// The position after the move.
    pub after: Chess,
    /// The move number as a scoresheet counts it (`12` for both `12. Nf3` and `12... Nf6`).
    pub number: u32,
    /// How deep in variations: 0 on the main line.
    pub depth: usize,
    /// Whether a writer shows the number before this move: always before White's move, and before Black's when
    /// it opens a line or follows a comment or a variation (`12... Nf6`).
    pub numbered: bool,
}

impl MoveVisit {
    /// The side that plays the move.
    pub fn turn(&self) -> Color {
        self.before.turn()
    }
}

/// What the walk meets, in reading order.
#[derive(Clone, Debug)]
// A visit holds two positions and is handed out one at a time, never stored: boxing it would cost an allocation
// per move of every game written.
#[allow(clippy::large_enum_variant)]
pub enum Visit {
    Move(MoveVisit),
    /// A variation opens: the moves until its end replace the last move met at `depth - 1`.
    VariationStart {
        depth: usize,
    },
    VariationEnd {
        depth: usize,
    },
}

/// Work left on the walk's stack.
enum Task {
    /// The line that continues after `at`, played to `pos`.
    Line {
        at: NodeId,
        pos: Chess,
        numbered: bool,
        depth: usize,
    },
    /// A variation starting with `first`, played from `pos`.
    Variation {
        first: NodeId,
        pos: Chess,
        depth: usize,
    },
    End {
        depth: usize,
    },
}

/// The walk; see the module documentation. Made by [`Game::walk`] or [`Game::walk_mainline`].
pub struct Walk<'g> {
    tree: &'g MoveTree,
    stack: Vec<Task>,
    pending: Vec<Visit>,
    variations: bool,
}

/// Whether a move leaves something written after it, so that the next Black move is numbered again.
fn interrupts(tree: &MoveTree, id: NodeId) -> bool {
    let notes = tree.notes(id);
    notes.comment.is_some() || notes.clock.is_some() || notes.emt.is_some()
}

impl<'g> Walk<'g> {
    fn new(game: &'g Game, variations: bool) -> Walk<'g> {
        Walk {
            tree: &game.tree,
            stack: vec![Task::Line {
                at: NodeId::ROOT,
                pos: game.start().clone(),
                numbered: true,
                depth: 0,
            }],
            pending: Vec::new(),
            variations,
        }
    }

    /// The visit of the move at `id`, played from `pos` (kept as the visit's position before).
    fn visit(&self, id: NodeId, pos: Chess, numbered: bool, depth: usize) -> Option<MoveVisit> {
        let mv = self.tree.mv(id)?;
        let mut after = pos.clone();
        after.play_unchecked(mv);
        Some(MoveVisit {
            id,
            mv,
            number: pos.fullmoves().get(),
            numbered: numbered || pos.turn() == Color::White,
            before: pos,
            after,
            depth,
        })
    }
}

impl Iterator for Walk<'_> {
    type Item = Visit;

    fn next(&mut self) -> Option<Visit> {
        loop {
            if let Some(v) = self.pending.pop() {
                return Some(v);
            }
            match self.stack.pop()? {
                Task::End { depth } => return Some(Visit::VariationEnd { depth }),
                Task::Variation { first, pos, depth } => {
                    let Some(visit) = self.visit(first, pos, true, depth) else {
                        continue;
                    };
                    let after = visit.after.clone();
                    self.stack.push(Task::End { depth });
                    self.stack.push(Task::Line {
                        at: first,
                        pos: after,
                        numbered: interrupts(self.tree, first),
                        depth,
                    });
                    // Returned in this order: the start, then the first move.
                    self.pending.push(Visit::Move(visit));
                    return Some(Visit::VariationStart { depth });
                }
                Task::Line {
                    at,
                    pos,
                    numbered,
                    depth,
                } => {
                    let mut children = self.tree.children(at);
                    let Some(main) = children.next() else {
                        continue;
                    };
                    let siblings: Vec<NodeId> = if self.variations {
                        children.collect()
                    } else {
                        Vec::new()
                    };
                    // Each variation starts from the position before the move; the move's visit keeps it.
                    let variations: Vec<Task> = siblings
                        .iter()
                        .rev()
                        .map(|&first| Task::Variation {
                            first,
                            pos: pos.clone(),
                            depth: depth + 1,
                        })
                        .collect();
                    let Some(visit) = self.visit(main, pos, numbered, depth) else {
                        continue;
                    };
                    self.stack.push(Task::Line {
                        at: main,
                        pos: visit.after.clone(),
                        numbered: interrupts(self.tree, main) || !siblings.is_empty(),
                        depth,
                    });
                    self.stack.extend(variations);
                    return Some(Visit::Move(visit));
                }
            }
        }
    }
}

impl Game {
    /// Every move of the game in reading order, variations included. See [`Walk`].
    ///
    /// ```
    /// use jipu::chess::Visit;
    /// let game = jipu::notation::import_game("1. e4 e5 (1... c5 2. Nf3) 2. Nf3").unwrap().game;
    /// let numbers: Vec<String> = game
    ///     .walk()
    ///     .filter_map(|v| match v {
    ///         Visit::Move(m) if m.numbered => Some(format!("{}{}", m.number, if m.turn().is_white() { "." } else { "..." })),
    ///         _ => None,
    ///     })
    ///     .collect();
    /// assert_eq!(numbers, ["1.", "1...", "2.", "2."]);
    /// ```
    pub fn walk(&self) -> Walk<'_> {
        Walk::new(self, true)
    }

    /// The moves of the main line only, numbered as [`Game::walk`] numbers them.
    pub fn walk_mainline(&self) -> impl Iterator<Item = MoveVisit> + '_ {
        Walk::new(self, false).filter_map(|v| match v {
            Visit::Move(m) => Some(m),
            _ => None,
        })
    }
}
