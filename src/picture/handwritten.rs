//! A scoresheet's cells read: the printed move numbers by the recogniser of printed text, the moves written in the
//! cells by the recogniser of handwriting, and the cells put in the order the moves were played (move by move,
//! White's then Black's), each its own line for the beam.

use super::form::{Form, FormCell, move_numbers};
use super::layout::{Cell, Piece, Place, Role};
use super::recognise::{LineProbs, Recogniser, greedy_span};
use super::{PictureError, PictureReading};

/// The move cells of a form, in the order of play, with the recogniser's output for each.
#[derive(Default)]
pub struct Cells {
    pub pieces: Vec<Piece>,
    pub probs: Vec<LineProbs>,
}

/// The share of a form's written cells a printed reading that stopped must have read to be taken over the cells'.
const PRINTED_SHARE: f32 = 0.5;
/// A printed reading of this many half-moves in a row is printed text, whatever share of the form it read (a small
/// photo of Jipu's sheet filled in by the program, read to move 6 and stopped at rows run together, had been handed
/// to the recogniser of handwriting and read no move). Not fewer: a generated hand's clear first moves read as print
/// for 8 half-moves (`tests/data/handwritten/fide50-scan.jpg`), and a sheet's cells read whole, its moves marked,
/// serve better than a reading stopped at move 5. Two examples, not a fit.
const PRINTED_RUN: usize = 10;
/// A cell found empty is read when a written cell follows within this many cells (in the order of play): faint
/// writing. Two rows of a sheet.
const FAINT_BEFORE_WRITTEN: usize = 4;
/// A form with fewer cells written in than this is read as printed text (a table a page's ruling only seemed to
/// make, a game of two moves).
const FEWEST_WRITTEN_CELLS: usize = 2;

/// How many of `form`'s move cells have writing in them (a head row's headings among them).
pub fn written_cells(form: &Form) -> usize {
    form.cells
        .iter()
        .filter(|c| c.column > 0 && c.inked)
        .count()
}

/// Whether a form with `written` cells written in is read cell by cell as handwriting rather than as the page's
/// printed text read as `printed`. The printed reading of a handwritten sheet is no reading of it (a first move read
/// from a scrawl with confidence): the cells are read, unless the printed text reads whole (a printed score table,
/// Jipu's own sheet filled in by the program), reads half of the written cells' moves, or reads a run of moves.
/// Decided before the cells are read, which is the slow part.
pub fn cells_rather_than_print(written: usize, printed: Option<&PictureReading>) -> bool {
    let whole = printed.is_some_and(|r| r.stop.is_none() && !r.moves.is_empty());
    let printed_moves = printed.map_or(0, |r| r.moves.len());
    written >= FEWEST_WRITTEN_CELLS
        && !whole
        && (printed_moves as f32) < written as f32 * PRINTED_SHARE
        && printed_moves < PRINTED_RUN
}

/// The cells with writing in them of `form`, read: by the recogniser of handwriting where `by_hand`, else by the
/// printed one (a printed score table's ruled cells). `progress(done, of)` after each canvas; `false` cancels.
pub fn read(
    form: &Form,
    by_hand: bool,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Cells, PictureError> {
    let printed = Recogniser::get()?;
    let hand = if by_hand {
        Recogniser::handwriting()?
    } else {
        printed
    };
    let numbers: Vec<&FormCell> = form.cells.iter().filter(|c| c.column == 0).collect();
    let moves: Vec<&FormCell> = form.cells.iter().filter(|c| c.column > 0).collect();
    // (Until the cells are numbered, the written ones are counted: faint ones read with them come later.)
    let of = numbers.len() + moves.iter().filter(|c| c.inked).count();
    // (A printed table's cells are read as lines of print are cut; a handwritten sheet's as the recogniser of
    // handwriting learnt them, its numbers too.)
    fn image(c: &FormCell, by_hand: bool) -> &image::GrayImage {
        if by_hand { &c.image } else { &c.print }
    }
    let images: Vec<&image::GrayImage> = numbers.iter().map(|c| image(c, by_hand)).collect();
    let number_probs = printed.read_lines(&images, &mut |done| progress(done, of))?;
    let mut read: Vec<Vec<Option<u32>>> = (form.grid.blocks.iter())
        .map(|b| vec![None; b.rows.len()])
        .collect();
    for (cell, probs) in numbers.iter().zip(&number_probs) {
        let text = greedy_span(probs, &printed.alphabet, 0, probs.steps);
        read[cell.block][cell.row] = number_of(&text);
    }
    let numbered = move_numbers(&read);
    let mut ordered: Vec<(u32, &FormCell)> = moves
        .into_iter()
        .filter_map(|c| numbered[c.block][c.row].map(|n| (n, c)))
        .collect();
    ordered.sort_by_key(|(n, c)| (*n, c.column));
    // A cell found empty is read too where the game passes through it: faint writing (a pencil's `Nf3` on a real
    // sheet) left it below the ink a written cell has. Every cell before the first written one (the game begins at
    // the first row), and one after it only when a written cell follows closely (a stray mark rows below the game's
    // end does not pull in the empty rows between).
    let written: Vec<usize> = (0..ordered.len()).filter(|&i| ordered[i].1.inked).collect();
    let first = written.first().copied().unwrap_or(0);
    let ordered: Vec<(u32, &FormCell)> = ordered
        .into_iter()
        .enumerate()
        .filter(|&(i, _)| {
            let next = written.get(written.partition_point(|&w| w < i));
            next.is_some_and(|&w| i <= first || w - i <= FAINT_BEFORE_WRITTEN)
        })
        .map(|(_, cell)| cell)
        .collect();
    // (The count of cells to read is known now, faint ones with the written.)
    let of = numbers.len() + ordered.len();
    let images: Vec<&image::GrayImage> = ordered.iter().map(|(_, c)| image(c, by_hand)).collect();
    let done_before = numbers.len();
    let probs = hand.read_lines(&images, &mut |done| progress(done_before + done, of))?;
    let pieces = ordered
        .into_iter()
        .map(|(n, c)| Piece {
            rect: c.rect,
            image: image(c, by_hand).clone(),
            ink_rows: (0, image(c, by_hand).height()),
            line: n as usize,
            place: Place {
                section: 0,
                column: c.block,
                row: c.row,
            },
            role: Role::Moves,
            cell: Some(Cell {
                block: c.block,
                row: c.row,
                column: c.column,
            }),
        })
        .collect();
    Ok(Cells { pieces, probs })
}

/// The move number printed in a cell, as the recogniser read it (`12`, `12.`), if it reads as one.
fn number_of(text: &str) -> Option<u32> {
    let digits = text.trim().trim_end_matches('.');
    (!digits.is_empty() && digits.len() <= 3 && digits.chars().all(|c| c.is_ascii_digit()))
        .then(|| digits.parse().ok())
        .flatten()
}

#[cfg(test)]
mod tests {
    use super::number_of;

    #[test]
    fn a_printed_number_is_read_and_anything_else_is_not() {
        assert_eq!(number_of("12"), Some(12));
        assert_eq!(number_of(" 7. "), Some(7));
        assert_eq!(number_of("WHITE"), None);
        assert_eq!(number_of(""), None);
        assert_eq!(number_of("1l"), None);
    }
}
