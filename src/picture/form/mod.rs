//! The form finder: a scoresheet's table found on a straightened page, and one cell cut for each half-move.
//!
//! A scoresheet is a printed table of numbered rows with a White and a Black column, in one, two or three blocks
//! side by side. `lines` finds what may be its ruling (thin lines darker than the paper either side: a grey rule
//! as well as a black one, not a shaded column), `lean` how far it is off level, and `grid` the table: the longest run of evenly spaced rows of pixels inked across
//! the page, and the columns inked down through it, grouped into blocks. Each cell is cut from the page as
//! it was before its rules were taken away (the recogniser of handwriting learnt cells with their ruling at the
//! edges), a little taller than the row (writing leaves its cell). The printed numbers, read by the printed
//! recogniser, give the rows their move numbers (`numbers`); where none can be read they are counted.

mod grid;
mod lean;
mod lines;
mod numbers;
mod print;
#[cfg(test)]
mod tests;

use image::GrayImage;

#[cfg(test)]
pub use grid::Block;
pub use grid::Grid;
pub use lean::lean;
pub use lines::{across, down};
pub use numbers::move_numbers;

/// How much taller than its row a cell is cut, above and below, as a fraction of the row.
const REACH: f32 = 0.12;
/// A cell holding fewer pixels of ink than this fraction of its area (after the rules are taken away) is empty.
const EMPTY: f32 = 0.002;
/// How much darker than its cell's paper a pixel of faint writing is (of 255): a light pen or a pencil the page's
/// ink threshold, set between the paper and the form's black print, leaves out.
const FAINT_CONTRAST: i32 = 50;
/// A cell is written when its faint pixels are more than this many times those of the sheet's usual empty cell…
const FAINT_OVER_EMPTY: f32 = 3.0;
/// …and more than this share of its area.
const FAINT_AT_LEAST: f32 = 0.010;

/// A cell of the table: where, and its picture.
pub struct FormCell {
    pub block: usize,
    pub row: usize,
    /// 0 the number, 1 White, 2 Black.
    pub column: usize,
    /// Left, top, right, bottom on the straightened page.
    pub rect: [f32; 4],
    pub image: GrayImage,
    /// Its printed text cut as a line of print is (`print`), for the printed recogniser.
    pub print: GrayImage,
    /// Whether anything is written in it.
    pub inked: bool,
}

/// A scoresheet found on a page: its table, and its cells (the number cells of every row, and the move cells).
pub struct Form {
    pub grid: Grid,
    pub cells: Vec<FormCell>,
}

/// The scoresheet of a page, if its ruling makes one: `across` and `down` its thin lines ([`across`], [`down`]),
/// `ink` its ink after its rules were taken away, `page` the straightened page before, `cleared` the page after.
pub fn find(
    across: &[Vec<bool>],
    down: &[Vec<bool>],
    ink: &[Vec<bool>],
    page: &GrayImage,
    cleared: &GrayImage,
) -> Option<Form> {
    let grid = grid::grid(across, down)?;
    let mut cells = Vec::new();
    let mut faint = Vec::new();
    for (b, block) in grid.blocks.iter().enumerate() {
        for (r, &(top, bottom)) in block.rows.iter().enumerate() {
            let columns = [block.number, Some(block.white), Some(block.black)];
            let spans: Vec<(f32, f32)> = columns.iter().flatten().copied().collect();
            let mut prints = print::cut(ink, cleared, &spans, (top, bottom)).into_iter();
            for (c, span) in columns.iter().enumerate() {
                let Some((left, right)) = *span else { continue };
                let print = prints.next().unwrap_or_else(|| GrayImage::new(1, 1));
                let reach = (bottom - top) * REACH;
                let rect = [
                    left.max(0.0),
                    (top - reach).max(0.0),
                    right.min(page.width() as f32),
                    (bottom + reach).min(page.height() as f32),
                ];
                let image = image::imageops::crop_imm(
                    page,
                    rect[0] as u32,
                    rect[1] as u32,
                    (rect[2] - rect[0]).max(1.0) as u32,
                    (rect[3] - rect[1]).max(1.0) as u32,
                )
                .to_image();
                let inked = ink_in(ink, [left, top, right, bottom]) > EMPTY;
                // (Only a move cell's faint ink is weighed.)
                faint.push(match c {
                    0 => 0.0,
                    _ => faint_in(cleared, [left, top, right, bottom]),
                });
                cells.push(FormCell {
                    block: b,
                    row: r,
                    column: c,
                    rect,
                    image,
                    print,
                    inked,
                });
            }
        }
    }
    faint_writing_found(&mut cells, &faint);
    Some(Form { grid, cells })
}

/// The move cells written in a light pen or pencil, told by the sheet's own empty cells: of the move cells the
/// page's ink finds empty, those whose faint pixels (`faint`, one a cell) stand well above the usual one's. (On a
/// sheet written in light green ink, every move past the ninth row was left out: the ink threshold lay between
/// the paper and the form's black print, and the pen's strokes were lighter than it.) A form's grey shading or a
/// scan's noise raises every empty cell alike, and the bar with it.
fn faint_writing_found(cells: &mut [FormCell], faint: &[f32]) {
    let mut empty: Vec<f32> = cells
        .iter()
        .zip(faint)
        .filter(|(c, _)| c.column > 0 && !c.inked)
        .map(|(_, &f)| f)
        .collect();
    if empty.is_empty() {
        return;
    }
    empty.sort_by(f32::total_cmp);
    let bar = (empty[empty.len() / 2] * FAINT_OVER_EMPTY).max(FAINT_AT_LEAST);
    for (cell, &f) in cells.iter_mut().zip(faint) {
        if cell.column > 0 && f > bar {
            cell.inked = true;
        }
    }
}

/// The share of a cell's area (as [`inside`] takes it) that is at least [`FAINT_CONTRAST`] darker than the cell's
/// middle grey, its paper.
fn faint_in(img: &GrayImage, rect: [f32; 4]) -> f32 {
    let (x0, x1, y0, y1) = inside(rect);
    let (w, h) = (img.width() as usize, img.height() as usize);
    let mut values: Vec<u8> = Vec::new();
    for y in y0..y1.min(h) {
        for x in x0..x1.min(w) {
            values.push(img.get_pixel(x as u32, y as u32).0[0]);
        }
    }
    if values.is_empty() {
        return 0.0;
    }
    let middle = values.len() / 2;
    let paper = i32::from(*values.select_nth_unstable(middle).1);
    let dark = values
        .iter()
        .filter(|&&v| i32::from(v) < paper - FAINT_CONTRAST)
        .count();
    dark as f32 / values.len() as f32
}

/// The share of a cell's area (as [`inside`] takes it) that is ink.
fn ink_in(ink: &[Vec<bool>], rect: [f32; 4]) -> f32 {
    let (x0, x1, y0, y1) = inside(rect);
    let mut n = 0usize;
    for row in ink.iter().take(y1).skip(y0) {
        n += row.iter().take(x1).skip(x0).filter(|&&b| b).count();
    }
    let area = (x1.saturating_sub(x0) * y1.saturating_sub(y0)).max(1);
    n as f32 / area as f32
}

/// The pixels of a cell weighed for writing, `x0..x1` and `y0..y1`: its edges, where the rules were, left out
/// (three pixels either side, a tenth of the row above), and what reaches below the row in (writing sits on the
/// lower rule and leaves it).
fn inside([left, top, right, bottom]: [f32; 4]) -> (usize, usize, usize, usize) {
    let h = bottom - top;
    (
        (left + 3.0) as usize,
        (right - 3.0).max(0.0) as usize,
        (top + h * 0.1) as usize,
        (bottom + h * REACH * 0.5) as usize,
    )
}
