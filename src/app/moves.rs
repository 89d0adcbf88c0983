//! Playing moves, whichever way they come (dragged, clicked, typed, a candidate button), and what follows a move by
//! the rules: the clock pressed, the time used written, the game ended on mate, stalemate, a dead position, fivefold
//! repetition or 75 moves. A finished game is never changed silently: a move after its end asks first; a paused
//! clock takes no move.

use pgn_reader::Nag;
use shakmaty::{Move, Position, Role, Square};

use super::board_view::moves_between;
use super::dialogs::AfterEnd;
use super::message::Message;
use super::state::AppState;
use crate::chess::{Ending, NodeId, judge};
use crate::i18n::Key;

impl AppState {
    /// A piece put down (or clicked) from `from` onto `to`: one legal move is played, a pawn reaching the last rank
    /// asks for its piece, anything else puts the piece back.
    pub(super) fn move_piece(&mut self, from: Square, to: Square) {
        let moves = moves_between(self.position(), from, to);
        match moves.as_slice() {
            [] => self.board.select(None),
            [one] => self.play_move(*one, Vec::new()),
            _ if moves.iter().all(|m| m.is_promotion()) => self.board.ask_promotion(from, to),
            _ => self.play_move(moves[0], Vec::new()),
        }
    }

    /// The player's pick for a pending promotion.
    pub(super) fn promote(&mut self, role: Role) {
        let Some(p) = self.board.take_promotion() else {
            return;
        };
        if let Some(m) = moves_between(self.position(), p.from, p.to)
            .into_iter()
            .find(|m| m.promotion() == Some(role))
        {
            self.play_move(m, Vec::new());
        }
    }

    /// Every move the user plays comes here. A move at the end of the main line continues the game: it presses the
    /// clock and may end the game by the rules. A move elsewhere follows the tree or starts a variation. A move
    /// played on the board or from a button empties the move box.
    pub(super) fn play_move(&mut self, mv: Move, nags: Vec<Nag>) {
        if !self.position().is_legal(mv) {
            return;
        }
        if self.doc.at_mainline_end() && self.game_is_over() {
            self.dialogs.after_end = Some(AfterEnd {
                mv,
                nags,
                typed: false,
            });
            self.entry.clear();
            return;
        }
        if self.play_move_here(mv, nags).is_some() {
            self.entry.clear();
        }
    }

    /// Plays a legal move, the game not over (see [`AppState::play_move`]), leaving the move box as it is. `None`
    /// when it was not played: the clock is paused.
    pub(super) fn play_move_here(&mut self, mv: Move, nags: Vec<Nag>) -> Option<NodeId> {
        if !self.position().is_legal(mv) {
            return None;
        }
        let continues_game = self.doc.at_mainline_end();
        if continues_game && self.play.is_paused() {
            // The move box keeps what was typed, to play once the clock runs again.
            self.say(Message::problem(Key::ClockPausedNoMove, &[]));
            return None;
        }
        let mover = self.turn();
        let id = self.doc.play(mv, &nags)?;
        self.board.clear();
        if continues_game {
            if let Some((clock, spent)) = self.play.press(mover) {
                self.doc.set_clock(id, Some(clock), Some(spent));
                if let Some(used) = self.play.used() {
                    self.doc.set_time_used(used);
                }
            }
            if let Some(end) = judge(&self.doc.history_to_cursor()).end {
                self.finish(Ending::Rules(end));
            }
        }
        Some(id)
    }

    /// Whether the scored game has a result: ended here, or decided on the paper it came from.
    pub(super) fn game_is_over(&self) -> bool {
        self.doc.ending().is_some() || self.game().tags.known_result().is_some()
    }

    /// The answer to a move after the end of the game: play on with the result taken back, or leave the game as it is.
    pub(super) fn answer_after_end(&mut self, play_on: bool) {
        let Some(AfterEnd { mv, nags, typed }) = self.dialogs.after_end.take() else {
            return;
        };
        // Either way the piece picked up is put down: no square stays selected behind the answer.
        self.board.clear();
        if play_on {
            self.reopen();
            if typed {
                // The move box still holds the move: read again, it is played now.
                self.read_entry();
            } else {
                self.play_move(mv, nags);
            }
        }
    }

    /// The result is open again; a running clock goes on for the side to move.
    pub(super) fn reopen(&mut self) {
        self.doc.reopen();
        if self.game().tags.known_result().is_some() {
            self.doc
                .set_detail(crate::sheet::Field::Result, String::new());
        }
        let side = self
            .game()
            .position_at(self.game().tree.mainline_end())
            .turn();
        self.play.run_for(side);
    }

    /// Ends the game: result and termination, the clock stopped, the time used written.
    pub(super) fn finish(&mut self, ending: Ending) {
        self.play.stop();
        if let Some(used) = self.play.used() {
            self.doc.set_time_used(used);
        }
        self.doc.finish(ending);
    }

    /// Each second while a clock runs: a fallen flag ends the game.
    pub(super) fn check_flag(&mut self) {
        let Some(flagged) = self.play.flag() else {
            return;
        };
        if self.doc.ending().is_none() {
            let pos = self.game().position_at(self.game().tree.mainline_end());
            self.finish(Ending::flag_fall(flagged, &pos));
        }
    }
}
