//! The move box as a sheet is typed: its text read as a game text by the same reader as a pasted game
//! ([`read_typed`]), the moves it finishes played on the board one by one, what is still being typed shown as
//! candidates, and a move that cannot be right shown with its reason while the keys after it are kept.
//!
//! The box keeps the text of the last move it played (unseen) and reads it again with every key, so that marks
//! typed after a move belong to it: `象xd7` is played at once, the `+` that follows is read with it. The kept text
//! is dropped as soon as the board is anywhere else (a click, a drag, Undo, another game).

use pgn_reader::Nag;
use shakmaty::{Move, Outcome, Position};

use super::state::AppState;
use crate::app::message::Message;
use crate::app::model::dialogs::AfterEnd;
use crate::app::model::entry::{Kept, Played, Tail};
use crate::chess::NodeId;
use crate::i18n::Key;
use crate::notation::{Problem, TypedMove, TypedTail, read_typed, written_annotations};

/// What playing a typed move came to.
enum Outcomes {
    Played(Played),
    /// The game is over or the clock paused: the move waits, the box keeps it.
    Held,
}

impl AppState {
    /// After each change of the move box: its text read on from the last move it played. Nothing is read while an
    /// input method is still composing.
    pub(in crate::app) fn entry_edited(&mut self, text: String, composing: bool) {
        self.entry.text = text;
        self.entry.composing = composing;
        if !composing {
            self.read_entry();
        }
    }

    /// Reads the box's text (after the kept text) and brings the game to what it says: the moves it finished played,
    /// a mark on the last one set, a move the text no longer holds taken back.
    pub(in crate::app) fn read_entry(&mut self) {
        let kept = self.entry.kept.take().filter(|k| self.still_there(k));
        let kept = kept.unwrap_or_else(|| Kept {
            from: self.cursor(),
            text: String::new(),
            played: Vec::new(),
        });
        // What the box played is done: the next key starts a new word (`e4` then `e5` is not `e4e5`), unless it
        // goes on with that move's marks (`!` then `?`, `+` then `+`, `e.p` then `.`).
        let goes_on = self
            .entry
            .text
            .starts_with(['!', '?', '！', '？', '+', '#', '.', '．', ')', '）']);
        let sep = if kept.text.is_empty() || goes_on {
            ""
        } else {
            " "
        };
        let read = format!("{}{sep}{}", kept.text, self.entry.text);
        let pos = self.game().position_at(kept.from);
        let typed = read_typed(&pos, kept.from != NodeId::ROOT, &read);
        let same = kept
            .played
            .iter()
            .zip(&typed.moves)
            .take_while(|(p, t)| self.game().tree.mv(p.node) == Some(t.mv))
            .count();
        self.take_back_typed(&kept.played[same..]);
        let mut played: Vec<Played> = kept.played[..same].to_vec();
        for (p, t) in played.iter_mut().zip(&typed.moves) {
            self.mark_typed(p, t);
        }
        let mut held_at = None;
        for t in &typed.moves[same..] {
            if let Some(written) = t.wrong_number {
                let due = self.position().fullmoves().get().to_string();
                // Said for as long as this sheet is typed: the typist goes on without looking up.
                self.say(
                    Message::problem(Key::MoveNumberWrong, &[&written.to_string(), &due])
                        .while_game(),
                );
            }
            match self.play_typed(t.mv, t.nags.clone()) {
                Outcomes::Played(p) => {
                    if t.comment.is_some() {
                        self.doc.set_comment(p.node, t.comment.clone());
                    }
                    played.push(p);
                }
                Outcomes::Held => {
                    held_at = Some(t.start);
                    break;
                }
            }
        }
        let finished = held_at.unwrap_or(typed.read_to);
        if held_at.is_none()
            && let Some(result) = typed.result
        {
            self.typed_result(result);
        }
        // Only the last move played stays kept: marks typed next can belong to nothing before it.
        let n = played.len();
        self.entry.kept = Some(match played.pop() {
            Some(last) => Kept {
                from: self.game().tree.parent(last.node).unwrap_or(NodeId::ROOT),
                text: read[typed.moves[n - 1].start..finished]
                    .trim_end()
                    .to_string(),
                played: vec![last],
            },
            None => Kept {
                from: kept.from,
                text: String::new(),
                played: Vec::new(),
            },
        });
        self.entry.text = read[finished..].to_string();
        self.entry.tail = match typed.tail {
            _ if held_at.is_some() => Tail::Nothing,
            TypedTail::Nothing => Tail::Nothing,
            TypedTail::Open { start, candidates } => Tail::Open {
                start: start - finished,
                candidates,
            },
            TypedTail::Stopped(stop) => Tail::Stopped { stop, read },
        };
    }

    /// `Enter`, or a move picked under the box: `mv` in place of the move that stopped the reading or is being
    /// typed, with the annotations written with it; then the rest is read on.
    pub(in crate::app) fn entry_choose(&mut self, mv: Move) {
        let note = self.repair_note();
        let (span, read) = match &self.entry.tail {
            Tail::Stopped { stop, read } => ((stop.start, stop.end), read.clone()),
            // The open word is at the end of the box: read as the box's text alone.
            Tail::Open { start, .. } => ((*start, self.entry.text.len()), self.entry.text.clone()),
            Tail::Nothing => {
                let text = std::mem::take(&mut self.entry.text);
                self.entry.clear();
                self.play_move(mv, written_annotations(&text));
                return;
            }
        };
        if !self.position().is_legal(mv) {
            return;
        }
        let written = &read[span.0..span.1.min(read.len())];
        let Outcomes::Played(played) = self.play_typed(mv, written_annotations(written)) else {
            return;
        };
        if let Some(note) = note.filter(|_| played.added) {
            self.note_repair(played.node, &note);
        }
        let from = self.game().tree.parent(played.node).unwrap_or(NodeId::ROOT);
        // The move chosen is kept as the sheet should have written it, so that a mark typed next belongs to it.
        let before = self.game().position_at(from);
        let san = shakmaty::san::SanPlus::from_move(before, mv).to_string();
        self.entry.kept = Some(Kept {
            from,
            text: san,
            played: vec![played],
        });
        self.entry.text = read[span.1.min(read.len())..].trim_start().to_string();
        self.entry.tail = Tail::Nothing;
        self.read_entry();
    }

    /// The comment that records a repair of the move that stopped the reading, as Paste records it (see
    /// `sheet::correction`): what the sheet had written there, or that it had nothing. `None` where no move stopped
    /// the reading or the text fitted several moves (a choice, not a repair).
    fn repair_note(&self) -> Option<String> {
        let Tail::Stopped { stop, read } = &self.entry.tail else {
            return None;
        };
        let written = match &stop.problem {
            Problem::NoMatch(_) => Some(read.get(stop.start..stop.end)?.trim()),
            Problem::Missing => None,
            Problem::Ambiguous(_) => return None,
        };
        Some(crate::sheet::correction_note(self.lang(), written))
    }

    /// `note` at the end of the move's comment.
    fn note_repair(&mut self, node: NodeId, note: &str) {
        let comment = match self.game().tree.notes(node).comment.as_deref() {
            Some(old) if !old.trim().is_empty() => format!("{old} {note}"),
            _ => note.to_string(),
        };
        self.doc.set_comment(node, Some(comment));
    }

    /// `Enter` in the move box: the first move offered.
    pub(in crate::app) fn entry_submit(&mut self) {
        let first = match &self.entry.tail {
            Tail::Open { candidates, .. } => candidates.first().copied(),
            Tail::Stopped { stop, .. } => stop.offered().first().copied(),
            Tail::Nothing => None,
        };
        match first {
            Some(mv) => self.entry_choose(mv),
            // A move that waited (for the clock, for an answer) is read again.
            None => self.read_entry(),
        }
    }

    /// Whether the board is still where the box left it, each move it played still in the game.
    fn still_there(&self, kept: &Kept) -> bool {
        let tree = &self.game().tree;
        let end = kept.played.last().map_or(kept.from, |p| p.node);
        end == self.cursor()
            && tree.contains(kept.from)
            && kept.played.iter().all(|p| tree.contains(p.node))
    }

    /// Plays a move the box read, as any move is played (the clock, the rules), keeping the box's text.
    fn play_typed(&mut self, mv: Move, nags: Vec<Nag>) -> Outcomes {
        let tree = &self.game().tree;
        let cursor = self.cursor();
        let existed = tree.children(cursor).any(|c| tree.mv(c) == Some(mv));
        if self.doc.at_mainline_end() && self.game_is_over() {
            self.dialogs.after_end = Some(AfterEnd {
                mv,
                nags,
                typed: true,
            });
            return Outcomes::Held;
        }
        match self.play_move_here(mv, nags.clone()) {
            Some(node) => Outcomes::Played(Played {
                node,
                added: !existed,
                nags,
            }),
            None => Outcomes::Held,
        }
    }

    /// The moves the box played that its text no longer holds (`+` typed on a move that gives no check): taken
    /// back, last first; a move the game had before is only left.
    fn take_back_typed(&mut self, played: &[Played]) {
        let Some(first) = played.first() else {
            return;
        };
        let parent = self.game().tree.parent(first.node);
        for p in played.iter().rev() {
            if p.added && self.game().tree.contains(p.node) {
                let mover = self
                    .game()
                    .position_at(self.game().tree.parent(p.node).unwrap_or(NodeId::ROOT))
                    .turn();
                let at_end = self.game().tree.mainline_end() == p.node;
                self.doc.delete_from(p.node);
                if at_end && self.play.clock().is_some() {
                    self.play.run_for(mover);
                }
            }
        }
        if let Some(parent) = parent {
            self.go_to(parent);
        }
    }

    /// The annotations the text now gives a move the box played (`!` then `!?`).
    fn mark_typed(&mut self, played: &mut Played, typed: &TypedMove) {
        if played.nags == typed.nags {
            return;
        }
        for &nag in &played.nags {
            if !typed.nags.contains(&nag) && self.game().tree.notes(played.node).nags.contains(&nag)
            {
                self.doc.annotate(played.node, nag);
            }
        }
        for &nag in &typed.nags {
            if !self.game().tree.notes(played.node).nags.contains(&nag) {
                self.doc.annotate(played.node, nag);
            }
        }
        played.nags = typed.nags.clone();
    }

    /// A result typed after the moves (`1-0`, `½-½`, `白胜`): the game's result, said.
    fn typed_result(&mut self, result: Outcome) {
        let Outcome::Known(known) = result else {
            return;
        };
        let written = known.to_string();
        if self.game().tags.known_result() == Some(known) {
            return;
        }
        if let Some(ending) = self.doc.ending() {
            // The board decided it (mate, stalemate): the sheet's result does not change that.
            self.say(Message::problem(
                Key::TypedResultDiffers,
                &[&written, &ending.result().to_string()],
            ));
            return;
        }
        self.doc
            .set_detail(crate::sheet::Field::Result, written.clone());
        self.say(Message::info(Key::TypedResult, &[&written]));
    }
}
