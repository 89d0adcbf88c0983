//! A scoresheet's cells read: the printed move numbers by the recogniser of printed text, the moves written in the
//! cells by the recogniser of handwriting, and the cells put in the order the moves were played (move by move,
//! White's then Black's), each its own line for the beam.

use super::PictureError;
use super::form::{Form, move_numbers};
use super::layout::{Cell, Piece, Place, Role};
use super::recognise::{LineProbs, Recogniser, greedy_span};

/// The move cells of a form, in the order of play, with the recogniser's output for each.
pub struct Cells {
    pub pieces: Vec<Piece>,
    pub probs: Vec<LineProbs>,
}

/// The cells with writing in them of `form`, read. `progress(done, of)` after each canvas; `false` cancels.
pub fn read(
    form: Form,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Cells, PictureError> {
    let rows = form.grid.rows.len();
    let printed = Recogniser::get()?;
    let hand = Recogniser::handwriting()?;
    let numbers: Vec<&super::form::FormCell> =
        form.cells.iter().filter(|c| c.column == 0).collect();
    let moves: Vec<&super::form::FormCell> = form
        .cells
        .iter()
        .filter(|c| c.column > 0 && c.inked)
        .collect();
    let of = numbers.len() + moves.len();
    let images: Vec<&image::GrayImage> = numbers.iter().map(|c| &c.image).collect();
    let number_probs = printed.read_lines(&images, &mut |done| progress(done, of))?;
    let mut read = vec![vec![None; rows]; form.grid.blocks.len()];
    for (cell, probs) in numbers.iter().zip(&number_probs) {
        let text = greedy_span(probs, &printed.alphabet, 0, probs.steps);
        read[cell.block][cell.row] = number_of(&text);
    }
    let numbered = move_numbers(rows, &read);
    let mut ordered: Vec<(u32, &super::form::FormCell)> = moves
        .into_iter()
        .filter_map(|c| numbered[c.block][c.row].map(|n| (n, c)))
        .collect();
    ordered.sort_by_key(|(n, c)| (*n, c.column));
    let images: Vec<&image::GrayImage> = ordered.iter().map(|(_, c)| &c.image).collect();
    let done_before = numbers.len();
    let probs = hand.read_lines(&images, &mut |done| progress(done_before + done, of))?;
    let pieces = ordered
        .into_iter()
        .map(|(n, c)| Piece {
            rect: c.rect,
            image: c.image.clone(),
            ink_rows: (0, c.image.height()),
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
