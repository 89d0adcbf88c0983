//! The one walk over a game's moves in reading order — the main line with each variation where PGN and books print
//! it, every move with the position before it and its move number. PGN writing, the window's move list and the
//! scoresheet all number their moves through it, so they cannot disagree.
//!
//! The walk keeps its own stack: a game of ten thousand moves, or variations nested thousands deep, walk without
//! recursion. It is an iterator of owned [`Visit`]s, and it lends each step ([`Walk::step`]) to a writer that
//! only looks: the positions then stay in the walk, one copied per move, which is what writing a large file needs.

use shakmaty::{Chess, Color, Position};

use super::game::Game;
use super::tree::{MoveTree, NodeId, Ply};

/// One move met on the walk.
#[derive(Clone, Debug)]
pub struct MoveVisit {
    pub id: NodeId,
    pub ply: Ply,
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

/// One move met on the walk, lent by [`Walk::step`]: as [`MoveVisit`], with the positions borrowed from the walk.
#[derive(Clone, Copy, Debug)]
pub struct MoveStep<'w> {
    pub id: NodeId,
    pub ply: Ply,
    pub before: &'w Chess,
    pub after: &'w Chess,
    pub number: u32,
    pub depth: usize,
    pub numbered: bool,
}

impl MoveStep<'_> {
    /// The side that plays the move.
    pub fn turn(&self) -> Color {
        self.before.turn()
    }

    /// The step as an owned visit.
    pub fn to_visit(&self) -> MoveVisit {
        MoveVisit {
            id: self.id,
            ply: self.ply,
            before: self.before.clone(),
            after: self.after.clone(),
            number: self.number,
            depth: self.depth,
            numbered: self.numbered,
        }
    }
}

/// What the walk meets, lent for one step. See [`Walk::step`].
#[derive(Clone, Copy, Debug)]
pub enum Step<'w> {
    Move(MoveStep<'w>),
    VariationStart { depth: usize },
    VariationEnd { depth: usize },
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
    /// The line that continues after `at`, played to `pos`, or, with `None`, to the position after the move
    /// the walk has just met (nothing was met since).
    Line {
        at: NodeId,
        pos: Option<Chess>,
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

/// The last move met, besides its positions.
#[derive(Clone, Copy)]
struct Met {
    id: NodeId,
    ply: Ply,
    number: u32,
    depth: usize,
    numbered: bool,
}

/// The walk; see the module documentation. Made by [`Game::walk`] or [`Game::walk_mainline`].
pub struct Walk<'g> {
    tree: &'g MoveTree,
    stack: Vec<Task>,
    variations: bool,
    /// The positions before and after the last move met: `slots[before]` and `slots[1 - before]`.
    slots: [Chess; 2],
    before: usize,
    met: Option<Met>,
    /// A variation was opened: the move that opens it comes next.
    opening: bool,
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
                pos: Some(game.start().clone()),
                numbered: true,
                depth: 0,
            }],
            variations,
            slots: [game.start().clone(), game.start().clone()],
            before: 0,
            met: None,
            opening: false,
        }
    }

    /// The position after the last move met.
    fn after(&self) -> &Chess {
        &self.slots[1 - self.before]
    }

    /// Meets the move at `id`, played from `pos` (or from the position after the last move met).
    fn meet(&mut self, id: NodeId, pos: Option<Chess>, numbered: bool, depth: usize) -> bool {
        let Some(ply) = self.tree.ply(id) else {
            return false;
        };
        match pos {
            Some(pos) => self.slots[self.before] = pos,
            // The position after the last move is the position before this one.
            None => self.before = 1 - self.before,
        }
        let before = &self.slots[self.before];
        let mut after = before.clone();
        ply.play(&mut after);
        self.met = Some(Met {
            id,
            ply,
            number: before.fullmoves().get(),
            depth,
            numbered: numbered || before.turn() == Color::White,
        });
        self.slots[1 - self.before] = after;
        true
    }

    fn move_step(&self) -> Option<Step<'_>> {
        let met = self.met?;
        Some(Step::Move(MoveStep {
            id: met.id,
            ply: met.ply,
            before: &self.slots[self.before],
            after: self.after(),
            number: met.number,
            depth: met.depth,
            numbered: met.numbered,
        }))
    }

    /// The next thing met, lent until the next step; see the module documentation.
    pub fn step(&mut self) -> Option<Step<'_>> {
        if std::mem::take(&mut self.opening) {
            return self.move_step();
        }
        loop {
            match self.stack.pop()? {
                Task::End { depth } => return Some(Step::VariationEnd { depth }),
                Task::Variation { first, pos, depth } => {
                    if !self.meet(first, Some(pos), true, depth) {
                        continue;
                    }
                    self.stack.push(Task::End { depth });
                    self.stack.push(Task::Line {
                        at: first,
                        pos: None,
                        numbered: interrupts(self.tree, first),
                        depth,
                    });
                    // Returned in this order: the start, then the first move.
                    self.opening = true;
                    return Some(Step::VariationStart { depth });
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
                    // Each variation starts from the position before the move.
                    let start = (!siblings.is_empty())
                        .then(|| pos.clone().unwrap_or_else(|| self.after().clone()));
                    if !self.meet(main, pos, numbered, depth) {
                        continue;
                    }
                    // With variations walked first, the line goes on from a position of its own.
                    let has_variations = start.is_some();
                    self.stack.push(Task::Line {
                        at: main,
                        pos: has_variations.then(|| self.after().clone()),
                        numbered: interrupts(self.tree, main) || has_variations,
                        depth,
                    });
                    if let Some(start) = start {
                        for &first in siblings.iter().rev() {
                            self.stack.push(Task::Variation {
                                first,
                                pos: start.clone(),
                                depth: depth + 1,
                            });
                        }
                    }
                    return self.move_step();
                }
            }
        }
    }
}

impl Iterator for Walk<'_> {
    type Item = Visit;

    fn next(&mut self) -> Option<Visit> {
        Some(match self.step()? {
            Step::Move(m) => Visit::Move(m.to_visit()),
            Step::VariationStart { depth } => Visit::VariationStart { depth },
            Step::VariationEnd { depth } => Visit::VariationEnd { depth },
        })
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
