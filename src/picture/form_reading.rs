//! A page with a scoresheet's ruling on it, read one of three ways: its printed text as the layout step orders it
//! (a page that only seemed to make a form, Jipu's own sheet filled in by the program), its ruled cells read as
//! print (a printed score table the layout step could not put in order: three tables side by side whose rows do not
//! line up, a `回合` column as wide as the moves'), or its cells read as handwriting (a scoresheet written by hand).

use super::form::Form;
use super::recognise::greedy_span;
use super::{PictureError, PictureReading, Recognised, handwritten, layout, page};

/// A form's cells are read as print when the pieces of the page's print that name a move are at least this share
/// of its written cells (printed tables of new user G: 0.81–0.95; the twelve real handwritten sheets: 0–0.58).
const PRINTED_CELLS: f32 = 0.67;

/// Whether `reading` holds a whole game.
fn whole(reading: Option<&PictureReading>) -> bool {
    reading.is_some_and(|r| r.stop.is_none() && !r.moves.is_empty())
}

/// How many half-moves `reading` read before it stopped.
fn read_moves(reading: Option<&PictureReading>) -> usize {
    reading.map_or(0, |r| r.moves.len())
}

impl Recognised {
    /// This page's reading where `form` was found on it (`naming_moves`: how many pieces of its text, as the
    /// printed recogniser reads them, name a move). The printed text laid out is kept when it reads whole; else the
    /// cells read as print when they read whole or further — read so only when the print names moves for most
    /// written cells ([`PRINTED_CELLS`]: the printed recogniser reads little of a hand, and a handwritten sheet is
    /// spared the time); the cells are read as handwriting when neither printed reading holds enough of the written
    /// cells (`handwritten::cells_rather_than_print`).
    pub(super) fn with_form(
        mut self,
        form: Form,
        naming_moves: usize,
        progress: &mut dyn FnMut(usize, usize) -> bool,
    ) -> Result<Recognised, PictureError> {
        let written = handwritten::written_cells(&form);
        self.blank_form = written == 0 && naming_moves == 0;
        let laid_out = self.read(&[]).ok();
        if whole(laid_out.as_ref()) || written == 0 {
            return Ok(self);
        }
        let cells = if naming_moves as f32 >= written as f32 * PRINTED_CELLS
            && !self.moves_outside(&form)?
        {
            handwritten::read(&form, false, progress)?
        } else {
            handwritten::Cells::default()
        };
        let as_print = (!cells.pieces.is_empty()).then(|| self.of_cells(cells, false));
        let of_cells = as_print.as_ref().and_then(|r| r.read(&[]).ok());
        let cells_better = whole(of_cells.as_ref())
            || read_moves(of_cells.as_ref()) > read_moves(laid_out.as_ref());
        let (printed, reading) = match as_print {
            Some(cells) if cells_better => (cells, of_cells),
            _ => (self, laid_out),
        };
        if !handwritten::cells_rather_than_print(written, reading.as_ref()) {
            return Ok(printed);
        }
        let cells = handwritten::read(&form, true, progress)?;
        if cells.pieces.is_empty() {
            // Nothing written in a numbered row (a head row's headings are no moves): a blank form.
            let mut printed = printed;
            printed.blank_form = naming_moves == 0;
            printed.first_reading = Default::default();
            return Ok(printed);
        }
        Ok(printed.of_cells(cells, true))
    }

    /// Whether a piece of the page's print that names a move lies outside every block of `form`, beside it or just
    /// under it (within two rows; a heading above names the game's date, `2020-05-13`): a table the form finder lost part of (a photo's third table, tilted its own way),
    /// whose cells read as print would end the game where the cells end, with no word said. (Notes further under the
    /// table, `9.O-O – completing development`, are no part of it.)
    fn moves_outside(&self, form: &Form) -> Result<bool, PictureError> {
        let alphabet = &super::recognise::Recogniser::get()?.alphabet;
        let blocks: Vec<[f32; 4]> = (form.grid.blocks.iter())
            .filter_map(|b| {
                let (first, last) = (b.rows.first()?, b.rows.last()?);
                Some([b.number.unwrap_or(b.white).0, first.0, b.black.1, last.1])
            })
            .collect();
        let row = form.grid.rows.first().map_or(0.0, |r| r.1 - r.0);
        let head = blocks.iter().map(|b| b[1]).fold(f32::MAX, f32::min);
        let foot = blocks.iter().map(|b| b[3]).fold(0.0, f32::max) + 2.0 * row;
        Ok(
            (self.page.pieces.iter().zip(&self.probs)).any(|(piece, probs)| {
                let [l, t, r, b] = piece.rect;
                let (x, y) = ((l + r) / 2.0, (t + b) / 2.0);
                let inside = |k: &[f32; 4]| x > k[0] && x < k[2] && y > k[1] && y < k[3];
                y > head
                    && t < foot
                    && !blocks.iter().any(inside)
                    && layout::names_a_move(&greedy_span(probs, alphabet, 0, probs.steps))
            }),
        )
    }

    /// The reading of `cells`, a form's cells read by hand (`handwritten`) or as print, on this page. Cells read as
    /// print are followed by the lines of the page that end in the game's result (`Result: ½-½` under a table: a
    /// draw agreed shows nowhere else).
    fn of_cells(&self, cells: handwritten::Cells, handwritten: bool) -> Recognised {
        let page = &self.page;
        let (mut pieces, mut probs) = (cells.pieces, cells.probs);
        if !handwritten {
            let after = pieces.iter().map(|p| p.line + 1).max().unwrap_or(0);
            let results = (page.pieces.iter().zip(&self.probs))
                .filter(|(piece, _)| piece.role == layout::Role::ResultLine);
            for (k, (piece, p)) in results.enumerate() {
                pieces.push(layout::Piece {
                    image: piece.image.clone(),
                    line: after + k,
                    ..*piece
                });
                probs.push(p.clone());
            }
        }
        Recognised {
            page: page::Page {
                pieces,
                skew: page.skew,
                size: page.size,
                scale: page.scale,
                form: None,
                flat: page.flat,
            },
            probs,
            handwritten,
            form_cells: true,
            code: self.code.clone(),
            written_result: self.written_result,
            blank_form: false,
            disputes: Vec::new(),
            first_reading: Default::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::form::{Block, Form, Grid};
    use super::super::layout::{Piece, Place, Role};
    use super::super::recognise::Recogniser;
    use super::super::verdict::tests::{line, sure};
    use super::super::{Recognised, page};

    /// A page of the pieces `texts` at `rects`, read for certain, and one table block from x 100 to 400, its 20 rows
    /// 30 high from y 200.
    fn page_with_a_table(pieces: &[(&str, [f32; 4])]) -> (Recognised, Form) {
        let alphabet = &Recogniser::get().unwrap_or_else(|e| panic!("{e}")).alphabet;
        let rows: Vec<(f32, f32)> = (0..20)
            .map(|r| (200.0 + 30.0 * r as f32, 230.0 + 30.0 * r as f32))
            .collect();
        let grid = Grid {
            rows: rows.clone(),
            blocks: vec![Block {
                number: Some((100.0, 160.0)),
                white: (160.0, 280.0),
                black: (280.0, 400.0),
                rows,
            }],
        };
        let recognised = Recognised {
            page: page::Page {
                pieces: (pieces.iter().enumerate())
                    .map(|(i, &(_, rect))| Piece {
                        rect,
                        image: image::GrayImage::new(1, 1),
                        ink_rows: (0, 1),
                        line: i,
                        place: Place {
                            section: 0,
                            column: 0,
                            row: i,
                        },
                        role: Role::Moves,
                        cell: None,
                    })
                    .collect(),
                skew: 0.0,
                size: (1000, 1400),
                scale: 1.0,
                form: None,
                flat: None,
            },
            probs: pieces
                .iter()
                .map(|(t, _)| line(alphabet, &sure(t)))
                .collect(),
            handwritten: false,
            form_cells: false,
            code: None,
            written_result: None,
            blank_form: false,
            disputes: Vec::new(),
            first_reading: Default::default(),
        };
        let form = Form {
            grid,
            cells: Vec::new(),
        };
        (recognised, form)
    }

    /// The moves of a table the form finder lost (beside its blocks, or in the rows just under them) are moves
    /// outside: its cells read as print would end the game early. A heading above the table and notes well under it
    /// are not.
    #[test]
    fn moves_beside_or_just_under_the_form_are_outside_it_and_a_heading_and_notes_are_not() {
        let inside = ("Nf3", [170.0, 235.0, 230.0, 258.0]);
        let heading = ("2020-05-13", [100.0, 150.0, 300.0, 180.0]);
        let notes = ("9.O-O", [100.0, 900.0, 300.0, 925.0]);
        let (page, form) = page_with_a_table(&[inside, heading, notes]);
        assert_eq!(page.moves_outside(&form).ok(), Some(false));
        let beside = ("Rc1", [500.0, 235.0, 560.0, 258.0]);
        let (page, form) = page_with_a_table(&[inside, heading, beside, notes]);
        assert_eq!(page.moves_outside(&form).ok(), Some(true));
        let under = ("Qxg2", [170.0, 805.0, 230.0, 828.0]);
        let (page, form) = page_with_a_table(&[inside, under]);
        assert_eq!(page.moves_outside(&form).ok(), Some(true));
    }
}
