//! A printed table's cell cut as the layout step cuts a line of print: its text alone, without the rules, with the
//! margins a piece of a printed line has (see `layout::pieces`), every cell of a row as high as the row's text. The
//! printed recogniser learnt lines cut so; a cell cut whole for handwriting, its rules at the edges and its text a
//! third of its height, read `马f3` as `马3`.

use image::{GrayImage, Luma};

/// Pixels of a cell's edge left out, where its rules were.
const EDGE: f32 = 3.0;

/// The text of each cell of one row of a block (`spans` its cells' left and right, `top` and `bottom` the row's),
/// cut from `cleared` (the page with its rules taken away) by its ink `ink`; an empty cell a strip of paper.
pub fn cut(
    ink: &[Vec<bool>],
    cleared: &GrayImage,
    spans: &[(f32, f32)],
    (top, bottom): (f32, f32),
) -> Vec<GrayImage> {
    let (w, h) = (cleared.width() as usize, cleared.height() as usize);
    let y0 = ((top + EDGE) as usize).min(h);
    let y1 = ((bottom - EDGE).max(0.0) as usize).min(h);
    let inked = |x: usize, y: usize| ink.get(y).and_then(|r| r.get(x)).copied().unwrap_or(false);
    let columns: Vec<(usize, usize)> = spans
        .iter()
        .map(|&(l, r)| {
            (
                ((l + EDGE) as usize).min(w),
                ((r - EDGE).max(0.0) as usize).min(w),
            )
        })
        .collect();
    // The row's text: from its highest ink to its lowest, in any of its cells.
    let rows: Vec<usize> = (y0..y1)
        .filter(|&y| {
            columns
                .iter()
                .any(|&(x0, x1)| (x0..x1).any(|x| inked(x, y)))
        })
        .collect();
    let (Some(&first), Some(&last)) = (rows.first(), rows.last()) else {
        return spans.iter().map(|_| blank()).collect();
    };
    let height = (last + 1 - first) as f32;
    let (pad_y, pad_x) = (height * 0.25, height * 0.4);
    columns
        .iter()
        .map(|&(x0, x1)| {
            let xs: Vec<usize> = (x0..x1)
                .filter(|&x| (first..=last).any(|y| inked(x, y)))
                .collect();
            let (Some(&left), Some(&right)) = (xs.first(), xs.last()) else {
                return blank();
            };
            // Padded, but not past the cell's edges: paper beyond them.
            let (l, r) = (left as f32 - pad_x, right as f32 + 1.0 + pad_x);
            let (t, b) = (first as f32 - pad_y, last as f32 + 1.0 + pad_y);
            let mut out = GrayImage::from_pixel((r - l) as u32, (b - t) as u32, Luma([255]));
            for (ox, oy, px) in out.enumerate_pixels_mut() {
                let (x, y) = ((l + ox as f32) as isize, (t + oy as f32) as isize);
                let within =
                    x >= x0 as isize && x < x1 as isize && y >= y0 as isize && y < y1 as isize;
                if within {
                    *px = *cleared.get_pixel(x as u32, y as u32);
                }
            }
            out
        })
        .collect()
}

/// An empty cell's text: a strip of paper.
fn blank() -> GrayImage {
    GrayImage::from_pixel(8, 8, Luma([255]))
}
