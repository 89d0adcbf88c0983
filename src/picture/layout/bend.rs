//! A bent line made straight: on a photo of a curled page (a bound book's gutter, a sheet lifting at its edge) a line
//! of text rises or falls towards its end, its row grows as tall as the bend, and the recogniser, which scales a
//! piece to its height, reads its end small and off its line. The middle of the ink is followed along the piece,
//! a smooth curve (a cubic) fitted to it, and each column of pixels moved up or down onto one straight line.

use image::{GrayImage, Luma};

/// A bend (the fitted curve's rise over the piece) smaller than this share of the row's height is left alone.
const LEAST_BEND: f32 = 0.2;
/// Ink reaching this many times the page's typical line height down one stretch of a row is more than one line:
/// the row is left as it is, for the verdict to see as lines run together.
const MORE_THAN_A_LINE: f32 = 1.5;

/// The piece of `img` in `rect` (left, top, right, bottom) with its line straightened, where the ink of the row
/// (`ink`, rows `top..bottom`, columns `left..right`) bends; `None` where it runs straight.
pub fn straightened(
    ink: &[Vec<bool>],
    img: &GrayImage,
    (left, right): (usize, usize),
    (top, bottom): (usize, usize),
    rect: [f32; 4],
    typical: usize,
) -> Option<GrayImage> {
    let height = bottom.saturating_sub(top);
    let width = right.saturating_sub(left);
    if height < 4 || width < 4 * height {
        return None;
    }
    if stacked(ink, (left, right), (top, bottom), typical) {
        return None;
    }
    let curve = middle_curve(ink, (left, right), (top, bottom))?;
    let at = |x: f32| {
        let u = (x.clamp(left as f32, right as f32) - left as f32) / width as f32 - 0.5;
        curve.iter().rev().fold(0.0, |acc, c| acc * u + c)
    };
    let along: Vec<f32> = (left..right).map(|x| at(x as f32)).collect();
    let lowest = along.iter().copied().fold(f32::MAX, f32::min);
    let highest = along.iter().copied().fold(f32::MIN, f32::max);
    let bend = highest - lowest;
    if bend < LEAST_BEND * height as f32 {
        return None;
    }
    // The line's own height once straight, and the piece's margins above and below it as before.
    let core = (height as f32 - bend).max(height as f32 * 0.5);
    let pad = (rect[3] - rect[1] - height as f32).max(0.0) / 2.0;
    let (w, h) = (rect[2] - rect[0], core + 2.0 * pad);
    let mut out = GrayImage::from_pixel(w as u32, h.ceil() as u32, Luma([255]));
    for ox in 0..out.width() {
        let x = rect[0] + ox as f32;
        let top_here = at(x) - core / 2.0 - pad;
        for oy in 0..out.height() {
            let y = top_here + oy as f32;
            if y < 0.0 || x < 0.0 || y + 1.0 >= img.height() as f32 || x >= img.width() as f32 {
                continue;
            }
            let (y0, fy) = (y.floor(), y - y.floor());
            let p = |yy: f32| img.get_pixel(x as u32, yy as u32).0[0] as f32;
            let v = p(y0) * (1.0 - fy) + p(y0 + 1.0) * fy;
            out.put_pixel(ox, oy, Luma([v as u8]));
        }
    }
    Some(out)
}

/// Whether the row holds lines stacked one over another somewhere along it: two or more stretches of the row's
/// height whose ink (rows of two ink pixels or more) reaches over [`MORE_THAN_A_LINE`] typical lines from top to
/// bottom (the end of one line curled into the next one's row).
fn stacked(
    ink: &[Vec<bool>],
    (left, right): (usize, usize),
    (top, bottom): (usize, usize),
    typical: usize,
) -> bool {
    let step = (bottom - top).max(4);
    let tall = (left..right)
        .step_by(step)
        .filter(|&start| {
            let end = (start + step).min(right);
            let inked: Vec<usize> = (top..bottom)
                .filter(|&y| ink[y][start..end].iter().filter(|&&b| b).count() >= 2)
                .collect();
            match (inked.first(), inked.last()) {
                (Some(a), Some(b)) => (b - a + 1) as f32 > MORE_THAN_A_LINE * typical as f32,
                _ => false,
            }
        })
        .count();
    tall >= 2
}

/// The cubic `c₀ + c₁·u + c₂·u² + c₃·u³` (u from −½ at `left` to ½ at `right`) fitted by least squares to the middle
/// of the ink in stretches of the row's height along it, each weighed by its ink; `None` with too few stretches.
fn middle_curve(
    ink: &[Vec<bool>],
    (left, right): (usize, usize),
    (top, bottom): (usize, usize),
) -> Option<[f32; DEGREE + 1]> {
    let step = (bottom - top).max(4);
    let width = (right - left) as f64;
    // The normal equations: sums of w·u^(i+j) and of w·y·u^i.
    let mut m = [[0f64; DEGREE + 1]; DEGREE + 1];
    let mut v = [0f64; DEGREE + 1];
    let mut stretches = 0;
    for start in (left..right).step_by(step) {
        let end = (start + step).min(right);
        let (mut n, mut sum) = (0usize, 0usize);
        for (dy, line) in ink.iter().take(bottom).skip(top).enumerate() {
            let here = line[start..end].iter().filter(|&&b| b).count();
            n += here;
            sum += dy * here;
        }
        if n < step / 2 {
            continue;
        }
        stretches += 1;
        let y = top as f64 + sum as f64 / n as f64;
        let u = ((start + end) as f64 / 2.0 - left as f64) / width - 0.5;
        for (i, (row, vi)) in m.iter_mut().zip(v.iter_mut()).enumerate() {
            for (j, mij) in row.iter_mut().enumerate() {
                *mij += n as f64 * u.powi((i + j) as i32);
            }
            *vi += n as f64 * y * u.powi(i as i32);
        }
    }
    if stretches < 2 * (DEGREE + 1) {
        return None;
    }
    solve(m, v).map(|c| c.map(|x| x as f32))
}

/// The degree of the curve the middle of a bent line follows: a cubic, for a page flat most of its width and
/// curling at one end.
const DEGREE: usize = 3;

/// `m · x = v` by Gaussian elimination with partial pivoting; `None` where `m` is (nearly) singular.
fn solve<const N: usize>(mut m: [[f64; N]; N], mut v: [f64; N]) -> Option<[f64; N]> {
    for col in 0..N {
        let pivot = (col..N).max_by(|&a, &b| m[a][col].abs().total_cmp(&m[b][col].abs()))?;
        if m[pivot][col].abs() < 1e-12 {
            return None;
        }
        m.swap(col, pivot);
        v.swap(col, pivot);
        let (above, below) = m.split_at_mut(col + 1);
        let pivot_row = &above[col];
        for (k, row) in below.iter_mut().enumerate() {
            let f = row[col] / pivot_row[col];
            for (a, p) in row.iter_mut().zip(pivot_row).skip(col) {
                *a -= f * p;
            }
            v[col + 1 + k] -= f * v[col];
        }
    }
    let mut x = [0f64; N];
    for r in (0..N).rev() {
        let rest: f64 = (r + 1..N).map(|c| m[r][c] * x[c]).sum();
        x[r] = (v[r] - rest) / m[r][r];
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A row of strokes whose right end rises by a line's height (a page lifting at its edge): made straight, every
    /// stroke lies in the same rows of the piece, and the piece is no taller than one line and its margins.
    #[test]
    fn a_line_rising_at_its_end_comes_out_straight() {
        let (w, h) = (600usize, 120usize);
        let rise = |x: usize| 20.0 * ((x as f32 - 300.0).max(0.0) / 300.0).powi(2);
        let mut ink = vec![vec![false; w]; h];
        let mut img = GrayImage::from_pixel(w as u32, h as u32, Luma([255]));
        for x in (20..580).filter(|x| x % 10 < 3) {
            let base = 70.0 - rise(x);
            for (y, line) in ink
                .iter_mut()
                .enumerate()
                .take(base as usize)
                .skip(base as usize - 16)
            {
                line[x] = true;
                img.put_pixel(x as u32, y as u32, Luma([0]));
            }
        }
        let (top, bottom) = (34, 70);
        let rect = [10.0, 25.0, 590.0, 79.0];
        let out =
            straightened(&ink, &img, (20, 580), (top, bottom), rect, 16).expect("a bent line");
        assert!(out.height() < 45, "{} rows high", out.height());
        let rows_of = |x: u32| -> Vec<u32> {
            (0..out.height())
                .filter(|&y| out.get_pixel(x, y).0[0] < 128)
                .collect()
        };
        let (first, last) = (rows_of(11), rows_of(561));
        assert!(!first.is_empty() && !last.is_empty());
        assert!(
            first[0].abs_diff(last[0]) <= 2,
            "the first stroke from row {} and the last from row {}",
            first[0],
            last[0]
        );
        // A straight line is left alone.
        let mut flat = vec![vec![false; w]; h];
        for line in flat.iter_mut().take(70).skip(54) {
            for (x, b) in line.iter_mut().enumerate().take(580).skip(20) {
                *b = x % 10 < 3;
            }
        }
        assert!(
            straightened(
                &flat,
                &img,
                (20, 580),
                (54, 70),
                [10.0, 45.0, 590.0, 79.0],
                16
            )
            .is_none()
        );
    }

    /// Two lines one over the other along part of a row (the end of one curled into the next's row): not made
    /// straight as one line, left for the verdict to see as lines run together.
    #[test]
    fn lines_stacked_in_one_row_are_not_made_straight_as_one() {
        let (w, h) = (600usize, 140usize);
        let mut ink = vec![vec![false; w]; h];
        let img = GrayImage::from_pixel(w as u32, h as u32, Luma([255]));
        for x in (20..580).filter(|x| x % 10 < 3) {
            // The lower line all along; the upper one over its right half, bending down towards its end.
            for line in ink.iter_mut().take(110).skip(94) {
                line[x] = true;
            }
            if x >= 300 {
                let base = 70 + (x - 300) / 40;
                for line in ink.iter_mut().take(base).skip(base - 16) {
                    line[x] = true;
                }
            }
        }
        assert!(
            straightened(
                &ink,
                &img,
                (20, 580),
                (54, 110),
                [10.0, 40.0, 590.0, 124.0],
                16
            )
            .is_none()
        );
    }
}
