//! The layout step: the pieces of text of a straightened page, and the order a reader reads them in.
//!
//! Below the beam and above the pixels. `rows` finds the rows of ink and cuts them into spans at wide gaps;
//! `columns` follows the spans down the page into columns and sections (a heading across the page ends one), and
//! `aligned` cuts the rows again at narrower gaps that run down a column (aligned text: a table's numbers close to
//! their moves, a narrow gutter), after which the columns are followed again; the
//! recogniser then reads every piece (a bent line made straight by `bend`), in any order; `order` puts the pieces in the order a reader reads them — the
//! columns of a section one after another, a score table block by block and row by row (a number column begins a
//! block; each of its cells knows its row and column) — and `roles` tells the move text from the rest: the headings
//! before the game (read by the beam as prose, as before), remarks between the moves and the page's running head
//! and page number (given to the beam no more), and lines of moves inside sentences (running text, read with words
//! of prose between the moves). Both go by `text`: what a piece's text looks like (a move number
//! alone, move text, prose). The beam reads the pieces in that order, each line its own.

mod aligned;
mod bend;
mod brackets;
mod columns;
mod curl;
mod diagram;
mod order;
mod roles;
mod rows;
mod runs;
mod side_lines;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_of_notes;
mod text;
mod valleys;

use image::GrayImage;

pub use columns::Place;
pub use side_lines::goes_back;
pub use text::{closes_bracket, names_a_move, number_value, numbered_plies, opens_bracket};

/// What a piece of text is on the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Moves, or what may be moves: read by the beam.
    Moves,
    /// Moves inside sentences (`The game began 1. f3 b6 2. f4 and Black had to be careful.`): read by the beam,
    /// with words of prose between the moves.
    Running,
    /// Prose before the first line of moves (a heading, the players, a table's head): read by the beam as prose.
    Heading,
    /// Prose between or after the moves, set as its own paragraph (a remark in another face, the head of a
    /// table's second block): not read by the beam.
    Remark,
    /// The page's running head or page number, apart from the rest at the top or the foot: not read by the beam.
    Furniture,
    /// A line after the last line that names a move whose words end in a result (`Result: 1-0`, a scoresheet's
    /// `结果 Result: 0-1`): read by the beam as running text, the result allowed after its words.
    ResultLine,
    /// A row of a score table after the last line that names a move, holding only its printed number: the form's
    /// rows left empty where the game ended; not read by the beam.
    EmptyRow,
}

impl Role {
    /// Whether the beam reads pieces of this role.
    pub fn read(self) -> bool {
        matches!(
            self,
            Role::Moves | Role::Running | Role::Heading | Role::ResultLine
        )
    }
}

/// A cell of a score table: the table's block (side by side, left to right), the row within the block (its head
/// first, when it has one), the column within the block (the number first, then White, then Black).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    pub block: usize,
    pub row: usize,
    pub column: usize,
}

/// A piece of text: where it is on the straightened page, its picture, and its place in the layout.
pub struct Piece {
    /// Left, top, right, bottom on the straightened page.
    pub rect: [f32; 4],
    pub image: GrayImage,
    /// The rows of `image` the line's ink spans, top and bottom (the rest is its margin above and below).
    pub ink_rows: (u32, u32),
    /// Its line in reading order (pieces of one line share it; a table's row in one block is a line).
    pub line: usize,
    pub place: Place,
    pub role: Role,
    pub cell: Option<Cell>,
}

/// The pieces of text of a page (`ink` its ink, `img` its straightened picture), row by row, each with its place.
pub fn pieces(ink: &[Vec<bool>], img: &GrayImage) -> Vec<Piece> {
    let uncurled = curl::uncurled(ink, img);
    let (ink, img) = match &uncurled {
        Some((ink, img)) => (&ink[..], img),
        None => (ink, img),
    };
    let h = ink.len();
    let w = ink.first().map_or(0, Vec::len);
    let (mut rows, typical) = rows::rows(ink);
    runs::cut_at_gaps_down_the_rows(ink, &mut rows, typical);
    let mut places = columns::places(&rows);
    if aligned::cut_at_aligned_gaps(ink, &mut rows, &places, typical) {
        places = columns::places(&rows);
    }
    let mut out = Vec::new();
    for (n, (row, placed)) in rows.iter().zip(places).enumerate() {
        let height = row.bottom - row.top;
        for (k, (&(left, right), place)) in row.spans.iter().zip(placed).enumerate() {
            let pad_y = height as f32 * 0.25;
            let pad_x = height as f32 * 0.4;
            let rect = [
                (left as f32 - pad_x).max(0.0),
                (row.top as f32 - pad_y).max(0.0),
                (right as f32 + pad_x).min(w as f32),
                (row.bottom as f32 + pad_y).min(h as f32),
            ];
            let (image, ink_rows) = match bend::straightened(
                ink,
                img,
                (left, right),
                (row.top, row.bottom),
                rect,
                typical,
            ) {
                // A bent line straightened keeps its margins, the same above and below.
                Some(image) => {
                    let pad = ((rect[3] - rect[1] - height as f32).max(0.0) / 2.0) as u32;
                    let h = image.height();
                    (image, (pad.min(h), h.saturating_sub(pad)))
                }
                None => (
                    image::imageops::crop_imm(
                        img,
                        rect[0] as u32,
                        rect[1] as u32,
                        (rect[2] - rect[0]) as u32,
                        (rect[3] - rect[1]) as u32,
                    )
                    .to_image(),
                    (
                        (row.top as f32 - rect[1]) as u32,
                        (row.bottom as f32 - rect[1]) as u32,
                    ),
                ),
            };
            // The margin beside a piece is paper up to the middle of the gap to the next piece of its line: a
            // justified line cut at a narrow gap (`25.后xf5+  王g7`) gave each piece the other's glyphs at its edge,
            // and `5+王g7` was read as no legal move.
            let before = k
                .checked_sub(1)
                .map(|b| (row.spans[b].1 + left) as f32 / 2.0);
            let after = row.spans.get(k + 1).map(|n| (right + n.0) as f32 / 2.0);
            let image = paper_beyond(image, rect[0], before, after);
            out.push(Piece {
                rect,
                image,
                ink_rows,
                line: n,
                place,
                role: Role::Moves,
                cell: None,
            });
        }
    }
    out
}

/// `image`, a piece whose left edge is at `x0` on the page, with its columns left of `before` and right of `after`
/// made paper.
fn paper_beyond(
    mut image: GrayImage,
    x0: f32,
    before: Option<f32>,
    after: Option<f32>,
) -> GrayImage {
    let (w, h) = image.dimensions();
    for ox in 0..w {
        let x = x0 + ox as f32;
        if before.is_some_and(|b| x < b) || after.is_some_and(|a| x > a) {
            for oy in 0..h {
                image.put_pixel(ox, oy, image::Luma([255]));
            }
        }
    }
    image
}

/// The pieces with the pieces the recogniser reads nothing from and that lie wholly left or right of every piece it
/// reads something from left out: a thumb holding the page, the edge of the next page, the table beside it. Taken
/// for text, such pieces at the page's edge made a column of "numbers", and two columns of a book were read as a
/// table, row by row across both.
fn beside_the_text_left_out<T>(
    pieces: Vec<Piece>,
    with: Vec<T>,
    texts: &[String],
) -> (Vec<Piece>, Vec<T>, Vec<String>) {
    let read = |t: &String| !t.trim().is_empty();
    let (left, right) = pieces
        .iter()
        .zip(texts)
        .filter(|(_, t)| read(t))
        .fold((f32::MAX, f32::MIN), |(l, r), (p, _)| {
            (l.min(p.rect[0]), r.max(p.rect[2]))
        });
    // (With nothing read at all, no piece is beside the text.)
    let anything = left <= right;
    let mut out = (Vec::new(), Vec::new(), Vec::new());
    for ((p, w), t) in pieces.into_iter().zip(with).zip(texts) {
        if !anything || read(t) || (p.rect[2] > left && p.rect[0] < right) {
            out.0.push(p);
            out.1.push(w);
            out.2.push(t.clone());
        }
    }
    out
}

/// The pieces put in reading order, each given its line, role and cell (`texts[i]`: what the recogniser alone reads
/// on piece `i`), and `with` (one item a piece: the recogniser's output) put in the same order.
pub fn arrange<T>(pieces: Vec<Piece>, with: Vec<T>, texts: &[String]) -> (Vec<Piece>, Vec<T>) {
    let (mut pieces, with, texts) = beside_the_text_left_out(pieces, with, texts);
    let texts = &texts[..];
    let arranged = order::order(&pieces, texts);
    for a in &arranged {
        let p = &mut pieces[a.piece];
        p.line = a.line;
        p.cell = a.cell;
    }
    let line_texts = order::line_texts(&arranged, texts);
    let table_rows = order::table_rows(&arranged);
    let roles = roles::roles(&pieces, &arranged, &line_texts, &table_rows);
    for (a, role) in arranged.iter().zip(&roles) {
        // A cell of a table's notes column, right of Black's (`注释`: `此后残局很难守和。` beside `9 c3 h6`), is a
        // remark, not read for moves: read with its row, it stood where the next move number was due. (A notes
        // column of one note is no column of rows: its note shares Black's cell, right of Black's move.)
        let beside = |o: &order::Arranged| {
            o.line == a.line
                && o.cell == a.cell
                && pieces[o.piece].rect[0] < pieces[a.piece].rect[0]
        };
        let note = a
            .cell
            .is_some_and(|c| c.column >= 3 || arranged.iter().any(beside))
            && text::is_prose(&texts[a.piece]);
        pieces[a.piece].role = if note { Role::Remark } else { *role };
    }
    // Permute both into reading order.
    let mut slots: Vec<Option<(Piece, T)>> = pieces.into_iter().zip(with).map(Some).collect();
    let mut out_pieces = Vec::with_capacity(slots.len());
    let mut out_with = Vec::with_capacity(slots.len());
    for a in &arranged {
        if let Some((p, t)) = slots[a.piece].take() {
            out_pieces.push(p);
            out_with.push(t);
        }
    }
    (out_pieces, out_with)
}
