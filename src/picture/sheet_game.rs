//! A handwritten sheet's game read cell by cell.
//!
//! Each written cell of a scoresheet holds one half-move, in the order of play. Here every legal move is weighed
//! on its cell whole (its best spelling's CTC likelihood over the cell's steps, `ctc::span_score`, less the
//! recogniser's own best reading there), and the best `KEPT` games go on from cell to cell. The beam of
//! `super::beam` reads glyph by glyph, and a game a little less likely at one cell (`Nc6`, read `Nf4`, behind
//! `Nf6`) fell out of it there, whatever the next cells said (`3...Nd4`, read as written, is no move after `Nf6`);
//! on another development sheet the game the sheet holds was 55 nats likelier than what the beam read.
//!
//! Which moves are unsure is then the verdict's, as for every reading (`super::verdict`): the beam follows this
//! game through the cells, and each move is weighed on its cell against the other legal moves there.

use std::collections::HashMap;
use std::rc::Rc;

use shakmaty::{Chess, Move, Position};

use super::ctc::{best_score, span_score};
use super::recognise::{Alphabet, LineProbs};
use super::spellings::{SEPARATORS, move_spellings, result_spellings};

/// Games kept from cell to cell.
const KEPT: usize = 96;
/// What a cell after the game's end costs at most, read as whatever it shows (a signature, a note, a move crossed
/// out): a game ended early must pay for every written cell it leaves unread.
const AFTER_END: f32 = 8.0;

/// A game read so far, its moves last first.
#[derive(Clone)]
struct Line {
    pos: Chess,
    moves: Option<Rc<Played>>,
    plies: usize,
    score: f32,
    ended: bool,
}

struct Played {
    mv: Move,
    prev: Option<Rc<Played>>,
}

impl Line {
    /// Its moves, first first.
    fn moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(self.plies);
        let mut at = self.moves.as_deref();
        while let Some(p) = at {
            out.push(p.mv);
            at = p.prev.as_deref();
        }
        out.reverse();
        out
    }
}

/// The likeliest game through `cells` (each the recogniser's output for one written cell, in the order of play),
/// its first moves being `forced`.
pub fn read(cells: &[&LineProbs], alphabet: &Alphabet, forced: &[Move]) -> Vec<Move> {
    let fillers: Vec<u16> = SEPARATORS
        .iter()
        .filter_map(|&c| alphabet.class(c))
        .collect();
    let results: Vec<Vec<u16>> = result_spellings(Some(alphabet))
        .iter()
        .filter_map(|(text, _)| alphabet.spelled(text))
        .collect();
    let mut lines = vec![Line {
        pos: Chess::default(),
        moves: None,
        plies: 0,
        score: 0.0,
        ended: false,
    }];
    for cell in cells {
        let best = best_score(cell, 0, cell.steps);
        let mut known: HashMap<Vec<u16>, f32> = HashMap::new();
        let mut fit = |labels: Vec<u16>| -> f32 {
            *known
                .entry(labels)
                .or_insert_with_key(|l| span_score(cell, 0, cell.steps, l, &fillers) - best)
        };
        let after_end = results
            .iter()
            .map(|r| fit(r.clone()))
            .fold(-AFTER_END, f32::max);
        let mut next = Vec::with_capacity(lines.len() * 32);
        for line in &lines {
            // Ended before this cell, or ending here (not before the moves the user chose).
            if line.ended || (line.plies > 0 && line.plies >= forced.len()) {
                next.push(Line {
                    score: line.score + after_end,
                    ended: true,
                    ..line.clone()
                });
            }
            if line.ended {
                continue;
            }
            let legal = line.pos.legal_moves();
            let only = forced.get(line.plies);
            for &m in legal.iter().filter(|m| only.is_none_or(|f| f == *m)) {
                let score = move_spellings(&line.pos, m)
                    .iter()
                    .filter_map(|sp| alphabet.spelled(sp))
                    .map(&mut fit)
                    .fold(f32::NEG_INFINITY, f32::max);
                if !score.is_finite() {
                    continue;
                }
                let mut pos = line.pos.clone();
                pos.play_unchecked(m);
                next.push(Line {
                    pos,
                    moves: Some(Rc::new(Played {
                        mv: m,
                        prev: line.moves.clone(),
                    })),
                    plies: line.plies + 1,
                    score: line.score + score,
                    ended: false,
                });
            }
        }
        if next.is_empty() {
            break;
        }
        next.sort_by(|a, b| b.score.total_cmp(&a.score));
        next.truncate(KEPT);
        lines = next;
    }
    lines.first().map(Line::moves).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use shakmaty::san::San;
    use shakmaty::{Chess, Position};

    use super::read;
    use crate::picture::recognise::{Alphabet, LineProbs, Recogniser};
    use crate::picture::verdict::tests::{line, sure};

    /// A cell whose every glyph is read clearly.
    fn clear(alphabet: &Alphabet, text: &str) -> LineProbs {
        line(alphabet, &sure(text))
    }

    fn sans(moves: &[shakmaty::Move]) -> Vec<String> {
        let mut pos = Chess::default();
        moves
            .iter()
            .map(|&m| {
                let san = San::from_move(&pos, m).to_string();
                pos.play_unchecked(m);
                san
            })
            .collect()
    }

    /// `2...Nc6` written so that it reads `Nf4` (`f` likelier than `c`, `4` than `6`): `Nf6` fits that cell best,
    /// but the next Black cells, `Nd4` and `Nxb5`, are no moves after `Nf6`. The game through every cell is read.
    #[test]
    fn a_cell_read_wrong_is_set_right_by_the_cells_after_it() {
        let alphabet = &Recogniser::handwriting()
            .unwrap_or_else(|e| panic!("{e}"))
            .alphabet;
        let misread = line(
            alphabet,
            &[
                vec![('N', 0.98)],
                vec![('f', 0.6), ('c', 0.35)],
                vec![('4', 0.6), ('6', 0.35)],
            ],
        );
        let written = ["e4", "e5", "Nf3", "", "Bb5", "Nd4", "Nxe5", "Nxb5"];
        let cells: Vec<LineProbs> = written
            .iter()
            .map(|&w| {
                if w.is_empty() {
                    misread.clone()
                } else {
                    clear(alphabet, w)
                }
            })
            .collect();
        let refs: Vec<&LineProbs> = cells.iter().collect();
        let moves = read(&refs, alphabet, &[]);
        assert_eq!(
            sans(&moves),
            ["e4", "e5", "Nf3", "Nc6", "Bb5", "Nd4", "Nxe5", "Nxb5"]
        );
    }

    /// The moves the user chose are the game's first, whatever their cells show; a cell after the game's end that
    /// reads as a result ends it.
    #[test]
    fn forced_moves_are_taken_and_a_result_in_a_cell_ends_the_game() {
        let alphabet = &Recogniser::handwriting()
            .unwrap_or_else(|e| panic!("{e}"))
            .alphabet;
        let cells = ["e4", "e5", "Qd3", "1-0"].map(|w| clear(alphabet, w));
        let refs: Vec<&LineProbs> = cells.iter().collect();
        let d4 = "d4"
            .parse::<San>()
            .ok()
            .and_then(|s| s.to_move(&Chess::default()).ok())
            .unwrap_or_else(|| panic!("d4"));
        assert_eq!(sans(&read(&refs, alphabet, &[d4])), ["d4", "e5", "Qd3"]);
    }
}
