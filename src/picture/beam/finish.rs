//! A word of the trie finished: whether it may come where the hypothesis stands (a move after its number where the
//! text numbers its moves, one move a scoresheet's cell, no result right after prose but on a result line), and the hypothesis after it.

use std::rc::Rc;

use super::super::hypothesis::{BETWEEN, Hyp, Step};
use super::super::spellings::{Trie, Word};
use super::{Beam, SHIFT, Seen};

impl Beam<'_> {
    /// `h`, inside a word, with each word its path spells finished at step `end` of piece `piece` (none where no word
    /// ends there or may come here): at a piece's end, or before a side line in brackets.
    pub(super) fn words_ended(&mut self, h: &Hyp, piece: usize, end: usize) -> Vec<Hyp> {
        let trie = self.trie(h.position);
        let ends = trie.nodes[h.state as usize].ends.clone();
        ends.into_iter()
            .filter_map(|w| self.finish(h, &trie, w, piece, end))
            .collect()
    }

    /// The hypothesis with word `w` of its trie finished at step `end`, or `None` when the word may not come here.
    pub(super) fn finish(
        &mut self,
        h: &Hyp,
        trie: &Trie,
        w: u32,
        piece: usize,
        end: usize,
    ) -> Option<Hyp> {
        let (word, text) = trie.words[w as usize].clone();
        let mut n = h.clone();
        match word {
            Word::Move(m) => {
                // A White move beginning a line of a text that numbers its moves comes after its number: else the
                // end of the line above may be lost (in a photo's shade, past a curl), a move with it. (Not in a
                // table: its numbers stand in a column of their own.)
                let white = self.ply(h.position).is_multiple_of(2);
                let new_line = h.history.as_ref().is_some_and(|s| s.seen.piece != piece)
                    && !self.table_cells.get(piece).copied().unwrap_or(false);
                if (self.cells && h.moves_here > 0)
                    || (h.after_prose && !h.numbered)
                    || (white && new_line && h.counting && !h.numbered && !self.cells)
                {
                    return None;
                }
                n.after_prose = false;
                n.moves_here += 1;
                if let Some(Some(ply)) = self.cell_plies.get(piece)
                    && *ply != self.ply(h.position)
                {
                    n.score -= SHIFT;
                }
                n.position = self.after(h.position, m);
                n.numbered = false;
                n.started = true;
            }
            Word::Number => {
                // A scoresheet's move numbers are printed in their own column, read apart: a cell holds a move.
                // After words of running text, a number is printed with its full stop (`2.`, `2...`).
                if h.numbered || self.cells || (h.after_prose && !text.contains(['.', '…'])) {
                    return None;
                }
                n.numbered = true;
                n.started = true;
                n.counting = true;
            }
            Word::Result(_) => {
                // Never right after prose (a sentence may go on into moves misread), but on a line of its own after
                // the moves whose words end in it (`Result: 1-0`, `结果：和棋`).
                if h.numbered || !h.started || (h.after_prose && !self.result_line_here) {
                    return None;
                }
                n.ended = true;
                n.star = matches!(word, Word::Result("*"));
            }
        }
        n.history = Some(Rc::new(Step {
            seen: Seen {
                word,
                text,
                position: h.position,
                piece,
                from: h.gap_start,
                start: h.token_start,
                end,
                regret: match word {
                    Word::Number => h.regret,
                    _ => h.regret + h.prose_squares,
                },
                carried: h.carry,
            },
            prev: h.history.clone(),
        }));
        n.state = BETWEEN;
        n.regret = 0.0;
        n.prose_squares = 0.0;
        n.carry = None;
        n.gap_start = end;
        Some(n)
    }
}
