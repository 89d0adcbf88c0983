//! The moves read unsure, marked `[%unsure …]` (a handwritten sheet read whole in the window, or a game imported
//! with `--mark-unsure`): gone to one after another (F8, Shift+F8), and each settled from its candidates. Taking
//! another reading of a sheet's move reads the rest of the sheet again from it; in a game with no picture shown, the
//! later moves are carried over while they stay legal.

use shakmaty::Move;
use shakmaty::san::San;

use super::state::AppState;
use crate::app::message::Message;
use crate::app::model::document::Rest;
use crate::chess::NodeId;
use crate::i18n::Key;
use crate::picture::{marked_moves, readings_named};

/// The unsure move the board shows: what was taken there and what else it may be.
pub struct UnsureHere {
    pub node: NodeId,
    /// The move taken (read as likeliest).
    pub taken: Move,
    /// The other readings named, that are legal moves there, likeliest first.
    pub others: Vec<Move>,
    /// Which of the game's unsure moves it is (from 1), of how many.
    pub place: (usize, usize),
}

impl AppState {
    /// The unsure move the board shows, if it shows one.
    pub fn unsure_here(&self) -> Option<UnsureHere> {
        let game = self.game();
        let node = self.cursor();
        let marked = marked_moves(game);
        let index = marked.iter().position(|&m| m == node)?;
        let taken = game.tree.mv(node)?;
        let before = game.position_at(game.tree.parent(node)?);
        let others = game
            .tree
            .notes(node)
            .comment
            .as_deref()
            .and_then(readings_named)
            .unwrap_or_default()
            .iter()
            .filter_map(|san| san.parse::<San>().ok()?.to_move(&before).ok())
            .filter(|&m| m != taken)
            .collect();
        Some(UnsureHere {
            node,
            taken,
            others,
            place: (index + 1, marked.len()),
        })
    }

    /// The next unsure move of the main line after the board's move (`forward`), or the one before it; past the
    /// last, the first again. Says so when no move is marked.
    pub(in crate::app) fn go_to_unsure(&mut self, forward: bool) {
        let game = self.game();
        let marked = marked_moves(game);
        if marked.is_empty() {
            self.say(Message::info(Key::NoUnsureMoves, &[]));
            return;
        }
        // Where the board is, counted in plies: a move of a variation counts by its depth in the game.
        let here = game.tree.path_to(self.cursor()).len();
        let depth = |id: NodeId| game.tree.path_to(id).len();
        let to = if forward {
            marked.iter().find(|&&m| depth(m) > here).or(marked.first())
        } else {
            marked
                .iter()
                .rev()
                .find(|&&m| depth(m) < here)
                .or(marked.last())
        };
        if let Some(&to) = to {
            self.go_to(to);
        }
    }

    /// The unsure move at `node` settled as `mv`: the move read confirmed, or another reading taken in its place.
    /// With the sheet it was read from shown, the sheet is read again from the move taken; otherwise the moves after
    /// it are carried over while legal, and the line as it was is kept as a variation where they are not.
    pub(in crate::app) fn choose_reading(&mut self, node: NodeId, mv: Move) {
        let game = self.game();
        if !game.tree.contains(node) || node == NodeId::ROOT {
            return;
        }
        if game.tree.mv(node) == Some(mv) {
            self.doc.confirm_reading(node);
            self.say(unsure_left(self));
            return;
        }
        let moves = game.mainline_moves();
        // The sheet shown is this game's, read whole: it is read again from the move taken.
        let from_picture = self.picture.as_ref().is_some_and(|view| {
            view.is_read_whole() && !view.is_reading() && view.agrees_with(&moves)
        }) && game.tree.is_mainline(node);
        match self.doc.take_reading(node, mv, !from_picture) {
            Some(Rest::Cut) => {
                let forced = self.game().mainline_moves();
                if let Some(view) = &mut self.picture {
                    view.resume(forced);
                }
            }
            Some(Rest::Carried) => self.say(unsure_left(self)),
            Some(Rest::KeptAsVariation(carried)) => {
                self.say(Message::problem(
                    Key::UnsureRestKept,
                    &[&carried.to_string()],
                ));
            }
            None => {}
        }
        self.board.clear();
    }
}

/// How many unsure moves are left, and the key to the next.
pub(in crate::app) fn unsure_left(state: &AppState) -> Message {
    let left = marked_moves(state.game()).len();
    if left == 0 {
        Message::info(Key::NoUnsureMovesLeft, &[])
    } else {
        Message::info(Key::UnsureMovesLeft, &[&left.to_string()])
    }
}
