//! Playing moves, whichever way they come (dragged, clicked, typed, a candidate button), and what follows a move by
//! the rules: the clock pressed, the time used written, the game ended on mate, stalemate, a dead position, fivefold
//! repetition or 75 moves. A finished game is never changed silently: a move after its end asks first; a paused
//! clock takes no move.

use pgn_reader::Nag;
use shakmaty::{Color, Move, Position, Role, Square};

use super::state::AppState;
use crate::app::message::Message;
use crate::app::model::board_view::moves_between;
use crate::app::model::dialogs::AfterEnd;
use crate::chess::{Ending, NodeId, judge};
use crate::i18n::Key;

impl AppState {
    /// A piece put down (or clicked) from `from` onto `to`: one legal move is played, a pawn reaching the last rank
    /// asks for its piece, anything else puts the piece back.
    pub(in crate::app) fn move_piece(&mut self, from: Square, to: Square) {
        let moves = moves_between(self.position(), from, to);
        match moves.as_slice() {
            [] => self.board.select(None),
            [one] => self.play_move(*one, Vec::new()),
            _ if moves.iter().all(|m| m.is_promotion()) => self.board.ask_promotion(from, to),
            _ => self.play_move(moves[0], Vec::new()),
        }
    }

    /// The player's pick for a pending promotion.
    pub(in crate::app) fn promote(&mut self, role: Role) {
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
    pub(in crate::app) fn play_move(&mut self, mv: Move, nags: Vec<Nag>) {
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
    pub(in crate::app) fn play_move_here(&mut self, mv: Move, nags: Vec<Nag>) -> Option<NodeId> {
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
    pub(in crate::app) fn game_is_over(&self) -> bool {
        self.doc.ending().is_some() || self.game().tags.known_result().is_some()
    }

    /// The answer to a move after the end of the game: play on with the result taken back, or leave the game as it is.
    pub(in crate::app) fn answer_after_end(&mut self, play_on: bool) {
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
    pub(in crate::app) fn reopen(&mut self) {
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
    pub(in crate::app) fn finish(&mut self, ending: Ending) {
        self.play.stop();
        if let Some(used) = self.play.used() {
            self.doc.set_time_used(used);
        }
        self.doc.finish(ending);
    }

    /// Each second while a clock runs: a fallen flag ends the game.
    pub(in crate::app) fn check_flag(&mut self) {
        let Some(flagged) = self.play.flag() else {
            return;
        };
        if self.doc.ending().is_none() {
            let pos = self.game().position_at(self.game().tree.mainline_end());
            self.finish(Ending::flag_fall(flagged, &pos));
        }
    }
}

impl AppState {
    /// An arbiter's correction of one side's clock: `seconds` more (or less), written into the comment of the last
    /// move of the main line with the clock readings, so that the PGN says why the next reading jumps.
    pub(in crate::app) fn adjust_clock(&mut self, side: Color, seconds: i64) {
        if self.play.clock().is_none() || seconds == 0 {
            return;
        }
        self.play.add_time(side, seconds);
        let by = format_signed(seconds);
        let note =
            move |lang: crate::i18n::Lang| lang.fill(Key::ArbiterAdjusted, &[lang.side(side), &by]);
        self.note_on_last_move(note(self.lang()));
        let said = Message::new(crate::app::message::Tone::Info, note);
        self.say(said);
    }

    /// An arbiter takes back the last move of the main line while the clock runs: it is the mover's turn again;
    /// with `restore`, both clocks read what they read when that move was begun (the mover's clock after their move
    /// before, the other's after theirs — or the start time); else they keep what they read. The move before it
    /// keeps a comment saying what was taken back and how.
    pub(in crate::app) fn arbiter_take_back(&mut self, restore: bool) {
        let tree = &self.game().tree;
        let last = tree.mainline_end();
        let Some(before) = tree.parent(last) else {
            return;
        };
        let mover = self.game().position_at(before).turn();
        let written = {
            let pos = self.game().position_at(before);
            let number = pos.fullmoves().get();
            let mv = match tree.mv(last) {
                Some(mv) => {
                    crate::notation::write_move(&pos, mv, crate::notation::NotationStyle::En)
                }
                None => "--".to_string(),
            };
            match mover {
                Color::White => format!("{number}. {mv}"),
                Color::Black => format!("{number}... {mv}"),
            }
        };
        let clocks = restore.then(|| {
            let start = self
                .play
                .clock()
                .map_or(std::time::Duration::ZERO, |c| c.start_time());
            shakmaty::ByColor::new_with(|side| self.clock_before(last, side).unwrap_or(start))
        });
        self.play.take_back(mover, clocks);
        self.doc.take_back();
        if let Some(used) = self.play.used() {
            self.doc.set_time_used(used);
        }
        self.board.clear();
        self.entry.clear();
        let key = if restore {
            Key::ArbiterTookBackRestored
        } else {
            Key::ArbiterTookBackKept
        };
        self.note_on_last_move(self.lang().fill(key, &[&written]));
        self.say(Message::info(key, &[&written]));
    }

    /// The clock reading `side` had after its last move before `id` on the main line.
    fn clock_before(&self, id: NodeId, side: Color) -> Option<std::time::Duration> {
        let game = self.game();
        let line = game.tree.mainline();
        let at = line.iter().position(|&n| n == id)?;
        line[..at]
            .iter()
            .rev()
            .find(|&&n| {
                game.tree
                    .parent(n)
                    .is_some_and(|p| game.position_at(p).turn() == side)
            })
            .and_then(|&n| game.tree.notes(n).clock)
    }

    /// `note` added at the end of the last main-line move's comment (the game's comment before any move).
    fn note_on_last_move(&mut self, note: String) {
        let last = self.game().tree.mainline_end();
        let old = if last == NodeId::ROOT {
            self.game().comment.clone()
        } else {
            self.game().tree.notes(last).comment.clone()
        };
        let comment = match old {
            Some(old) if !old.trim().is_empty() => format!("{old} {note}"),
            _ => note,
        };
        self.doc.set_comment(last, Some(comment));
    }
}

/// `+1:00`, `−0:30`: an amount of time given or taken.
fn format_signed(seconds: i64) -> String {
    let sign = if seconds < 0 { '−' } else { '+' };
    let s = seconds.unsigned_abs();
    format!("{sign}{}:{:02}", s / 60, s % 60)
}
