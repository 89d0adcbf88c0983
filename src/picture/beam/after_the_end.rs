//! What the page after the game's end costs: nothing more is read there, but the moves that may stand there are not
//! passed over for free — else a result misread early (a `*` from a photo's rule, `1:0` from a table's `Qd1:d2`)
//! ends the game there and leaves the rest of the page unread at no cost.

use super::super::hypothesis::Hyp;
use super::super::recognise::{BLANK, LineProbs};
use super::{Beam, EMPTY_CELL, PROSE_GLYPH, running};

impl Beam<'_> {
    /// One step of the recogniser's output for hypothesis `h`, ended (after the result, or in a line of prose before
    /// the game): nothing more is read, the step's best class taken.
    pub(super) fn after_the_end(&self, h: Hyp, best: f32, best_class: u16, out: &mut Vec<Hyp>) {
        if h.star && best_class != BLANK && !self.separators.contains(&best_class) {
            // Text after a `*` on its line: the `*` was no result.
            return;
        }
        // In running text, the words after the result cost what words of prose between moves cost: free, they made a
        // `*` put at a line's end of a photo (8.9 nats) cheaper than the sentences still to come between the moves (1
        // nat a glyph), and the game was ended there. Nor are the lines of moves after it free (a `*` misread from a
        // photo's rule under the running head had left the page's moves unread at no cost, the game ended at its
        // first move): each glyph costs what a heading's glyph before the game does.
        let mut n = h;
        n.score += best;
        if n.started && best_class != BLANK && best_class != n.last {
            if self.running_here {
                n.score -= running::PROSE_WORD_GLYPH;
            } else if self.move_line_here {
                n.score -= PROSE_GLYPH;
            }
        }
        n.last = best_class;
        out.push(n);
    }

    /// Piece `index` read (`probs`): a cell after the game's end, written, costs what a cell read as no move does.
    pub(super) fn cells_after_the_end(
        &self,
        finished: &mut [Hyp],
        index: usize,
        probs: &LineProbs,
    ) {
        if self.cells {
            // Cells after the result are empty on a sheet, and a game ended early must not read the rest for free.
            for h in finished.iter_mut() {
                if h.ended_before || (!h.ended && h.moves_here == 0) {
                    h.score -= EMPTY_CELL;
                }
            }
        } else if self.table_cells.get(index).copied().unwrap_or(false) && probs.glyphs() > 0 {
            // So does a printed table's written cell after the result: a table holds one game (a result misread early
            // in it, `1:0` for a photo's `Qd1:d2`, had left its 68 cells of moves unread).
            for h in finished.iter_mut() {
                if h.started && h.ended_before {
                    h.score -= EMPTY_CELL;
                }
            }
        }
    }
}
