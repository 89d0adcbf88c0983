//! A verdict made a reading: the moves with where each was read, the stop with its candidates in SAN, the game built
//! by the text import from the moves' SAN (so a picture gives exactly the `Game` a typed text would), the players of
//! a heading above the moves, and the moves marked unsure.

use std::collections::BTreeMap;

use shakmaty::san::San;
use shakmaty::{Chess, Color, Position};

use super::recognise::{self, greedy_span};
use super::{
    Doubt, PictureError, PictureReading, PictureStop, Quad, Recognised, SeenMove, layout,
    run_together, unsure, verdict,
};
use crate::i18n::Lang;
use crate::notation::import_game;

impl Recognised {
    pub(super) fn reading(
        &self,
        verdict: verdict::Verdict,
        alphabet: &recognise::Alphabet,
    ) -> Result<PictureReading, PictureError> {
        let (page, probs) = (&self.page, &self.probs);
        let quad_of = |piece: usize, from: usize, to: usize| -> Quad {
            let p = &page.pieces[piece];
            let step = probs[piece].step_width;
            let x0 = p.rect[0] + from as f32 * step;
            let x1 = (p.rect[0] + to as f32 * step).min(p.rect[2]);
            let (y0, y1) = (p.rect[1], p.rect[3]);
            [
                page.to_picture(x0, y0),
                page.to_picture(x1, y0),
                page.to_picture(x1, y1),
                page.to_picture(x0, y1),
            ]
        };
        let mut pos = Chess::default();
        let mut text = String::new();
        let mut moves = Vec::new();
        for (ply, t) in verdict.taken.iter().enumerate() {
            if ply % 2 == 0 {
                text.push_str(&format!("{}. ", ply / 2 + 1));
            }
            text.push_str(&San::from_move(&pos, t.mv).to_string());
            text.push(' ');
            moves.push(SeenMove {
                mv: t.mv,
                text: t.seen.text.clone(),
                // A glyph's CTC spike comes inside the glyph, not at its left edge: the outline starts two steps
                // earlier and ends one later, so that it covers the first character (`马`, the `e` of `e4`) whole.
                // A scoresheet's move is its cell, outlined whole (handwriting strays in it).
                quad: if self.form_cells {
                    quad_of(t.seen.piece, 0, probs[t.seen.piece].steps)
                } else {
                    quad_of(
                        t.seen.piece,
                        t.seen.start.saturating_sub(2),
                        (t.seen.end + 1).min(probs[t.seen.piece].steps),
                    )
                },
                probability: t.probability,
                cell: page.pieces[t.seen.piece].cell,
            });
            pos.play_unchecked(t.mv);
        }
        let stop = verdict.stop.map(|s| {
            let ply = moves.len();
            let (seen_text, quad) = match &s.seen {
                Some(w) => (
                    // From the end of the word before: the trouble is often in the gap the beam skipped.
                    greedy_span(&probs[w.piece], alphabet, w.from, w.end),
                    Some(quad_of(w.piece, w.from, w.end)),
                ),
                None => (String::new(), None),
            };
            PictureStop {
                move_number: ply as u32 / 2 + 1,
                side: if ply % 2 == 0 {
                    Color::White
                } else {
                    Color::Black
                },
                doubt: s.doubt,
                seen: seen_text,
                quad,
                candidates: s
                    .candidates
                    .iter()
                    .map(|&(m, p)| (San::from_move(&pos, m).to_string(), p))
                    .collect(),
            }
        });
        // A page from the middle of a game: no first move is offered (one clicked would not be on the picture).
        let stop = stop.map(|mut s| {
            if s.begins_mid_game() {
                s.candidates.clear();
            }
            s
        });
        // Read to the end of the moves found, no result: text left after them that the recogniser could not read
        // (rows a crooked photo ran together, a faint cell) may be more of the game. Said, not passed over.
        let stop = stop.or_else(|| {
            let last = verdict.taken.last()?;
            // A game ended by mate or stalemate goes on nowhere.
            if verdict.result.is_some() || pos.is_game_over() {
                return None;
            }
            let ply = moves.len();
            let first = verdict.taken.first().map_or(0, |t| t.seen.piece);
            let piece = (self.unread_after(last.seen.piece, alphabet))
                .or_else(|| self.moves_beyond(first, last.seen.piece, ply, alphabet))?;
            Some(PictureStop {
                move_number: ply as u32 / 2 + 1,
                side: pos.turn(),
                doubt: Doubt::Unread,
                seen: String::new(),
                quad: Some(quad_of(piece, 0, probs[piece].steps)),
                candidates: Vec::new(),
            })
        });
        // A blank form read: no move is written on it, whatever its printed row numbers seemed to begin.
        let stop = match stop {
            _ if self.blank_form && moves.is_empty() => Some(PictureStop {
                move_number: 1,
                side: Color::White,
                doubt: Doubt::Blank,
                seen: String::new(),
                quad: None,
                candidates: Vec::new(),
            }),
            stop => stop,
        };
        if stop.is_none()
            && let Some(r) = verdict.result
        {
            text.push_str(r);
        }
        let mut game = import_game(&text)
            .map_err(|e| PictureError::Model(e.message(Lang::En)))?
            .game;
        if let Some(players) = verdict
            .taken
            .first()
            .and_then(|first| self.players_above(page.pieces[first.seen.piece].line, alphabet))
        {
            game.tags.set("White", players.white);
            game.tags.set("Black", players.black);
        }
        // Jipu's round sheet names its round and board: the game goes back to its board in the round.
        if let Some(code) = &self.code {
            for (tag, value) in [("Round", &code.round), ("Board", &code.board)] {
                if let Some(value) = value {
                    game.tags.set(tag, value.clone());
                }
            }
        }
        let lines = page
            .pieces
            .iter()
            .map(|p| p.line)
            .max()
            .map_or(0, |l| l + 1);
        let pieces = (0..page.pieces.len())
            .map(|i| quad_of(i, 0, probs[i].steps))
            .collect();
        let unsure = unsure::unsure_moves(&verdict.unsure, &moves);
        unsure::mark(&mut game, &unsure);
        Ok(PictureReading {
            game,
            moves,
            stop,
            lines,
            pieces,
            unsure,
            written_result: self.written_result,
        })
    }

    /// Which pieces are much taller than a line of the page (their picture, a bent line once made straight, over
    /// [`run_together::RUN_TOGETHER`] times the usual): lines a curled or crooked photo ran together. None on a scoresheet's cells.
    /// The usual line is the middle of the lines read, each line once (its tallest piece): a crosstable's many
    /// small cells in a bulletin's heading had made the usual line a cell's, and a line of bold moves beside
    /// the other column's line was taken for lines run together.
    pub(super) fn run_together(&self) -> Vec<bool> {
        let pieces: Vec<(usize, bool, u32)> = (self.page.pieces.iter())
            .map(|p| (p.line, p.role.read() && !self.form_cells, p.image.height()))
            .collect();
        run_together::much_taller(&pieces)
    }

    /// For each piece, the number printed at the left of its row in a piece of its own, where one is (the nearest
    /// piece to its left, on the same row, that the recogniser alone reads as a number: `2`, `2.`, `(2)`).
    pub(super) fn row_numbers(&self, alphabet: &recognise::Alphabet) -> Vec<Option<u32>> {
        let pieces = &self.page.pieces;
        let numbers: Vec<Option<u32>> = self
            .probs
            .iter()
            .map(|p| layout::number_value(&greedy_span(p, alphabet, 0, p.steps)))
            .collect();
        pieces
            .iter()
            .map(|p| {
                let (top, bottom) = (p.rect[1], p.rect[3]);
                pieces
                    .iter()
                    .zip(&numbers)
                    .filter(|(q, n)| {
                        let overlap = bottom.min(q.rect[3]) - top.max(q.rect[1]);
                        n.is_some()
                            && q.rect[2] <= p.rect[0] + 1.0
                            && overlap > 0.6 * (bottom - top).min(q.rect[3] - q.rect[1])
                    })
                    .max_by(|a, b| a.0.rect[2].total_cmp(&b.0.rect[2]))
                    .and_then(|(_, n)| *n)
            })
            .collect()
    }

    /// For each piece, whether a line before its own holds a piece given to the beam as moves whose text, as the
    /// recogniser alone reads it, names a move (`b7-b6`): the first line of moves. (Not on a sheet's cells, read as
    /// handwriting: the cells' own plies say where each move is.)
    pub(super) fn moves_before(&self, alphabet: &recognise::Alphabet) -> Vec<bool> {
        let mut first: Option<usize> = None;
        self.page
            .pieces
            .iter()
            .zip(&self.probs)
            .map(|(p, probs)| {
                let before = first.is_some_and(|line| line != p.line);
                if first.is_none()
                    && !self.form_cells
                    && p.role == layout::Role::Moves
                    && layout::names_a_move(&greedy_span(probs, alphabet, 0, probs.steps))
                {
                    first = Some(p.line);
                }
                before
            })
            .collect()
    }

    /// For each piece, whether it is a printed table's cell, given to the beam, that the recogniser alone reads as a
    /// move (`马c3:b5`, a square in it) or, past the first column, as nothing. (Not on a sheet's cells, read as
    /// handwriting: their plies say where each move is.)
    pub(super) fn move_cells(&self, alphabet: &recognise::Alphabet) -> Vec<bool> {
        self.page
            .pieces
            .iter()
            .zip(&self.probs)
            .map(|(p, probs)| {
                let text = greedy_span(probs, alphabet, 0, probs.steps);
                let text = text.trim();
                // (Read as nothing only past a table's first column: a number cell's circled `⑤` reads as nothing.)
                let beyond_the_numbers = p.cell.is_some_and(|c| c.column > 0);
                !self.form_cells
                    && p.cell.is_some()
                    && p.role.read()
                    && (layout::names_a_move(text) || (text.is_empty() && beyond_the_numbers))
            })
            .collect()
    }

    /// For each piece that is a cell of a printed table, the number its block's number column reads in its row
    /// (column 0 of the block, read as a number alone: `16`, `16.`, `(16)`), where it reads one.
    pub(super) fn cell_rows(&self, alphabet: &recognise::Alphabet) -> Vec<Option<u32>> {
        let read: Vec<(usize, Option<layout::Cell>, Option<u32>)> = (self.page.pieces.iter())
            .zip(&self.probs)
            .map(|(p, probs)| {
                let text = greedy_span(probs, alphabet, 0, probs.steps);
                (p.place.section, p.cell, layout::number_value(&text))
            })
            .collect();
        rows_of_cells(&read)
    }

    /// The first piece of text after piece `last` that the beam was given and did not read — one the recogniser reads
    /// nothing from, or one much taller than a line (lines run together) — or, not given to it as a remark or a
    /// form's empty rows, one much taller than a line.
    fn unread_after(&self, last: usize, alphabet: &recognise::Alphabet) -> Option<usize> {
        let height = |i: usize| {
            let r = self.page.pieces[i].rect;
            r[3] - r[1]
        };
        let mut heights: Vec<f32> = (0..self.page.pieces.len()).map(height).collect();
        heights.sort_by(f32::total_cmp);
        let line = heights.get(heights.len() / 2).copied()?;
        (last + 1..self.page.pieces.len()).find(|&i| {
            let tall = height(i) > run_together::RUN_TOGETHER * line;
            match self.page.pieces[i].role {
                role if role.read() => {
                    let p = &self.probs[i];
                    tall || greedy_span(p, alphabet, 0, p.steps).is_empty()
                }
                // Rows run together that the layout took for a remark or a form's empty rows (a small photo of a
                // sheet: its rows 7 and 8 as one piece, and the game read to move 6 with no word said).
                layout::Role::Remark | layout::Role::EmptyRow => tall,
                _ => false,
            }
        })
    }

    /// A piece before `first` or after `last` (the game's first and last pieces read) that numbers and names a move
    /// from ply `ply` on, the first not read (`text::numbered_plies`): more of the game, set where the reading did
    /// not go (a column of a bulletin read before the game as its heading, the game then read to move 16 with no
    /// word said).
    fn moves_beyond(
        &self,
        first: usize,
        last: usize,
        ply: usize,
        alphabet: &recognise::Alphabet,
    ) -> Option<usize> {
        (0..self.page.pieces.len()).find(|&i| {
            let p = &self.probs[i];
            (i < first || i > last)
                && self.page.pieces[i].role != layout::Role::Furniture
                && layout::numbered_plies(&greedy_span(p, alphabet, 0, p.steps))
                    .iter()
                    .any(|&(numbered, named)| named > 0 && numbered as usize >= ply)
        })
    }

    /// The players named in a heading above line `game_line` (where the game begins): the nearest line that names
    /// two (`余泰来—韦奕`, `White: A  Black: B`), as the recogniser alone reads it.
    fn players_above(
        &self,
        game_line: usize,
        alphabet: &recognise::Alphabet,
    ) -> Option<crate::notation::Players> {
        (0..game_line).rev().find_map(|line| {
            let text: Vec<String> = self
                .page
                .pieces
                .iter()
                .zip(&self.probs)
                .filter(|(piece, _)| piece.line == line)
                .map(|(_, p)| greedy_span(p, alphabet, 0, p.steps))
                .collect();
            crate::notation::players_in_heading(&text.join("  "))
        })
    }
}

/// For each piece (`(section, cell, the number it reads alone)`), the number its table's number column reads in its
/// row, counted (see [`counted`]), where it is a cell of moves and one is read. A table is a section's: two tables
/// on a page (a game's first half, its second under a diagram) each have their own block 0.
fn rows_of_cells(read: &[(usize, Option<layout::Cell>, Option<u32>)]) -> Vec<Option<u32>> {
    let mut numbers: BTreeMap<usize, Vec<(layout::Cell, u32)>> = BTreeMap::new();
    for &(section, cell, n) in read {
        if let (Some(cell), Some(n)) = (cell.filter(|c| c.column == 0), n) {
            numbers.entry(section).or_default().push((cell, n));
        }
    }
    let numbers: BTreeMap<usize, Vec<(layout::Cell, u32)>> = (numbers.into_iter())
        .map(|(s, read)| (s, counted(&read)))
        .collect();
    read.iter()
        .map(|&(section, cell, _)| {
            let cell = cell.filter(|c| c.column > 0)?;
            numbers
                .get(&section)?
                .iter()
                .find(|(n, _)| n.block == cell.block && n.row == cell.row)
                .map(|&(_, number)| number)
        })
        .collect()
}

/// A table's row numbers as read (`(cell, number)`, the number column's cells), each one that its neighbours in the
/// block contradict taken as they count it: the rows above and below read `n - 1` and `n + 1`, or the two above
/// `n - 2` and `n - 1`, or the two below `n + 1` and `n + 2`. A table's rows are numbered one after another; a
/// photo's `33` read where `35` is printed, between `34` and `36`, had stopped the reading as a move missing.
fn counted(read: &[(layout::Cell, u32)]) -> Vec<(layout::Cell, u32)> {
    let at = |block: usize, row: Option<usize>| {
        let row = row?;
        read.iter()
            .find(|(c, _)| c.block == block && c.row == row)
            .map(|&(_, n)| n)
    };
    read.iter()
        .map(|&(cell, n)| {
            let (b, r) = (cell.block, cell.row);
            let (up2, up, down, down2) = (
                at(b, r.checked_sub(2)),
                at(b, r.checked_sub(1)),
                at(b, Some(r + 1)),
                at(b, Some(r + 2)),
            );
            let counted = match (up2, up, down, down2) {
                (_, Some(u), Some(d), _) if d == u + 2 => Some(u + 1),
                (Some(u2), Some(u), _, _) if u == u2 + 1 => Some(u + 1),
                (_, _, Some(d), Some(d2)) if d2 == d + 1 && d > 1 => Some(d - 1),
                _ => None,
            };
            (cell, counted.unwrap_or(n))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{counted, rows_of_cells};
    use crate::picture::layout::Cell;

    fn rows(numbers: &[u32]) -> Vec<(Cell, u32)> {
        numbers
            .iter()
            .enumerate()
            .map(|(row, &n)| {
                let cell = Cell {
                    block: 0,
                    row,
                    column: 0,
                };
                (cell, n)
            })
            .collect()
    }

    fn values(read: &[(Cell, u32)]) -> Vec<u32> {
        counted(read).iter().map(|&(_, n)| n).collect()
    }

    /// A number misread between two that count around it is taken as counted; one the rows do not contradict
    /// (too few of them, or themselves out of step) stays as read.
    #[test]
    fn a_row_number_misread_between_its_neighbours_is_counted() {
        assert_eq!(
            values(&rows(&[31, 32, 33, 34, 33, 36, 37])),
            [31, 32, 33, 34, 35, 36, 37]
        );
        assert_eq!(
            values(&rows(&[8, 2, 3])),
            [1, 2, 3],
            "the first row, from the two below"
        );
        assert_eq!(
            values(&rows(&[1, 2, 9])),
            [1, 2, 3],
            "the last row, from the two above"
        );
        assert_eq!(values(&rows(&[5, 9])), [5, 9], "two rows say nothing");
    }

    /// Two tables on a page, in sections of their own (a game's first rows, its next under a diagram), both with a
    /// block 0: each cell of moves gets its own table's row number, not the first table's at the same row.
    #[test]
    fn each_table_s_cells_get_their_own_row_numbers() {
        let cell = |row, column| {
            Some(Cell {
                block: 0,
                row,
                column,
            })
        };
        let mut read = Vec::new();
        for (section, first) in [(1, 1), (3, 21)] {
            for row in 0..3 {
                read.push((section, cell(row, 0), Some(first + row as u32)));
                read.push((section, cell(row, 1), None));
                read.push((section, cell(row, 2), None));
            }
        }
        let rows: Vec<Option<u32>> = rows_of_cells(&read);
        let white: Vec<Option<u32>> = rows.iter().skip(1).step_by(3).copied().collect();
        let numbers: Vec<Option<u32>> = [1, 2, 3, 21, 22, 23].into_iter().map(Some).collect();
        assert_eq!(white, numbers);
        assert_eq!(rows[0], None, "a number cell is no cell of moves");
    }
}
