//! The light of a photo evened out: the picture divided by its paper, so that shade, uneven light and a shadow's
//! hard edge become white paper again and ink stays ink; and the threshold between ink and paper.
//!
//! The paper is known two ways, and the darker is taken at each pixel. By blocks (the brightest tenth of each block
//! of [`BLOCK`] pixels, a block of ink alone taking its neighbours' paper): sure of paper under a heading's heavy
//! ink, but smooth across a block, so that beside the sharp edge of a shadow the shaded paper was divided by the lit
//! paper next to it and a band of it turned to ink, with the words in it (a line's end lost in a photo's shadow).
//! And by a closing (the brightest pixel within [`REACH`], then the darkest of those within [`REACH`]): strokes
//! narrower than the reach go, the edge of a shadow stays where it is; but only where it is clearly darker than the
//! blocks' paper and not darker than any shade ([`shade_weight`]): a smear of ink wider than the reach, the table
//! the page lies on, are left to the blocks.

use image::{GrayImage, Luma};

/// How far (pixels) the closing looks: beyond half the thickest stroke of text on a picture read at most 2400 pixels
/// a side, short of the width of a shadow's edge.
const REACH: usize = 8;
/// How far the closing's paper is believed against the blocks': not where it is about as bright (the paper of an
/// evenly lit page, where the blocks' paper is as it always was), fully where it is clearly darker (shade, from
/// 18 % darker), and not where it is darker than any shade (under 40 % of the blocks' paper: a smear of ink wider
/// than the reach, the table the page lies on); in between, smoothly, so that no edge is made where it changes.
fn shade_weight(ratio: f32) -> f32 {
    let ramp = |x: f32, from: f32, to: f32| ((x - from) / (to - from)).clamp(0.0, 1.0);
    ramp(ratio, 0.92, 0.82) * ramp(ratio, 0.35, 0.45)
}

/// The side of the blocks the light is evened by.
const BLOCK: u32 = 32;

/// The paper of each block of [`BLOCK`] pixels (its brightest tenth: paper, even where a block holds much ink), row by
/// row, and how many blocks a row.
pub fn paper_of_blocks(img: &GrayImage) -> (Vec<u8>, usize) {
    let (w, h) = img.dimensions();
    let block = BLOCK;
    let (bw, bh) = (w.div_ceil(block), h.div_ceil(block));
    let mut bg = vec![0u8; (bw * bh) as usize];
    for by in 0..bh {
        for bx in 0..bw {
            // The 90th brightest percentile of the block: paper, even where a block holds much ink.
            let mut hist = [0u32; 256];
            let mut n = 0;
            for y in by * block..((by + 1) * block).min(h) {
                for x in bx * block..((bx + 1) * block).min(w) {
                    hist[img.get_pixel(x, y).0[0] as usize] += 1;
                    n += 1;
                }
            }
            let mut acc = 0;
            let mut v = 255;
            for (i, &c) in hist.iter().enumerate().rev() {
                acc += c;
                if acc * 10 >= n {
                    v = i;
                    break;
                }
            }
            bg[(by * bw + bx) as usize] = v as u8;
        }
    }
    (bg, bw as usize)
}

/// The picture divided by its background (the brightest nearby paper, `paper` of its blocks, `across` a row), so that
/// shade and uneven light become white paper again.
pub fn even_light(img: &GrayImage, paper: &[u8], across: usize) -> GrayImage {
    let (w, h) = img.dimensions();
    let block = BLOCK;
    let (bw, bh) = (across as u32, (paper.len() / across.max(1)) as u32);
    let bg = paper;
    // A block of ink alone (a heading, a rule) takes the brightest of its neighbours.
    let bg: Vec<u8> = (0..bh)
        .flat_map(|by| (0..bw).map(move |bx| (bx, by)))
        .map(|(bx, by)| {
            let mut best = 0;
            for y in by.saturating_sub(1)..(by + 2).min(bh) {
                for x in bx.saturating_sub(1)..(bx + 2).min(bw) {
                    best = best.max(bg[(y * bw + x) as usize]);
                }
            }
            best
        })
        .collect();
    let closed = closing(img, REACH);
    let mut out = GrayImage::new(w, h);
    for y in 0..h {
        for x in 0..w {
            // Bilinear between block centres.
            let fx = (x as f32 + 0.5) / block as f32 - 0.5;
            let fy = (y as f32 + 0.5) / block as f32 - 0.5;
            let x0 = fx.floor().clamp(0.0, (bw - 1) as f32) as u32;
            let y0 = fy.floor().clamp(0.0, (bh - 1) as f32) as u32;
            let x1 = (x0 + 1).min(bw - 1);
            let y1 = (y0 + 1).min(bh - 1);
            let ax = (fx - x0 as f32).clamp(0.0, 1.0);
            let ay = (fy - y0 as f32).clamp(0.0, 1.0);
            let at = |x: u32, y: u32| bg[(y * bw + x) as usize] as f32;
            let b = (at(x0, y0) * (1.0 - ax) + at(x1, y0) * ax) * (1.0 - ay)
                + (at(x0, y1) * (1.0 - ax) + at(x1, y1) * ax) * ay;
            // The closing's paper where it is paper in shade; where it is as dark as ink (a smear of ink wider
            // than the reach, the table the page lies on), the blocks'.
            let c = closed[(y * w + x) as usize] as f32;
            let b = b + shade_weight(c / b.max(1.0)) * (c - b).min(0.0);
            let p = img.get_pixel(x, y).0[0] as f32;
            let v = (p * 255.0 / b.max(40.0)).min(255.0);
            out.put_pixel(x, y, Luma([v as u8]));
        }
    }
    out
}

/// Otsu's threshold between ink and paper.
pub fn otsu(img: &GrayImage) -> u8 {
    let mut hist = [0f64; 256];
    for p in img.pixels() {
        hist[p.0[0] as usize] += 1.0;
    }
    let total: f64 = hist.iter().sum();
    let sum: f64 = hist.iter().enumerate().map(|(i, &c)| i as f64 * c).sum();
    let (mut w0, mut sum0, mut best, mut best_t) = (0.0, 0.0, 0.0, 128u8);
    for (t, &c) in hist.iter().enumerate() {
        w0 += c;
        sum0 += t as f64 * c;
        let w1 = total - w0;
        if w0 == 0.0 || w1 == 0.0 {
            continue;
        }
        let (m0, m1) = (sum0 / w0, (sum - sum0) / w1);
        let between = w0 * w1 * (m0 - m1) * (m0 - m1);
        if between > best {
            best = between;
            best_t = t as u8;
        }
    }
    // Evened paper is near white: ink is what is clearly darker, even on a page of little ink.
    best_t.min(200)
}

/// The picture closed: a 3×3 mean (the noise of a photo), the brightest within `reach` of each pixel, then the darkest
/// of those within `reach` (square windows, each taken as a row then a column). Row by row, `w` a row.
fn closing(img: &GrayImage, reach: usize) -> Vec<u8> {
    let (w, h) = (img.width() as usize, img.height() as usize);
    let raw = img.as_raw();
    let mut smooth = vec![0u8; w * h];
    for y in 0..h {
        for x in 0..w {
            let (mut sum, mut n) = (0u32, 0u32);
            for yy in y.saturating_sub(1)..(y + 2).min(h) {
                for xx in x.saturating_sub(1)..(x + 2).min(w) {
                    sum += raw[yy * w + xx] as u32;
                    n += 1;
                }
            }
            smooth[y * w + x] = (sum / n) as u8;
        }
    }
    let bright = window(
        &window(&smooth, w, h, reach, true, u8::max),
        w,
        h,
        reach,
        false,
        u8::max,
    );
    window(
        &window(&bright, w, h, reach, true, u8::min),
        w,
        h,
        reach,
        false,
        u8::min,
    )
}

/// Each pixel of `a` (`w` × `h`) replaced by `pick` of those within `reach` along its row (`along_rows`) or column,
/// in time independent of the reach (van Herk, Gil and Werman: runs of `2·reach + 1` pixels, the pick of each run's
/// part before and after every pixel).
fn window(
    a: &[u8],
    w: usize,
    h: usize,
    reach: usize,
    along_rows: bool,
    pick: fn(u8, u8) -> u8,
) -> Vec<u8> {
    let (lines, len) = if along_rows { (h, w) } else { (w, h) };
    let at = |line: usize, i: usize| {
        if along_rows {
            line * w + i
        } else {
            i * w + line
        }
    };
    let run = 2 * reach + 1;
    let mut out = vec![0u8; a.len()];
    let (mut before, mut after) = (vec![0u8; len], vec![0u8; len]);
    for line in 0..lines {
        for i in 0..len {
            let v = a[at(line, i)];
            before[i] = if i % run == 0 {
                v
            } else {
                pick(before[i - 1], v)
            };
        }
        for i in (0..len).rev() {
            let v = a[at(line, i)];
            after[i] = if i % run == run - 1 || i + 1 == len {
                v
            } else {
                pick(after[i + 1], v)
            };
        }
        for i in 0..len {
            // The window [i - reach, i + reach]: the end of the run holding its first pixel, the start of the run
            // holding its last; cut short at the line's ends, the window may lie in one run, from its start or to
            // the line's end.
            let first = i.saturating_sub(reach);
            let last = (i + reach).min(len - 1);
            out[at(line, i)] = if first / run != last / run {
                pick(after[first], before[last])
            } else if first % run == 0 {
                before[last]
            } else {
                after[first]
            };
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The closing's windows give what looking at every pixel in the window gives.
    #[test]
    fn a_window_picks_what_every_pixel_within_its_reach_gives() {
        let (w, h) = (23usize, 5usize);
        let a: Vec<u8> = (0..w * h).map(|i| ((i * 7919) % 251) as u8).collect();
        for reach in [1usize, 3, 8] {
            let got = window(&a, w, h, reach, true, u8::max);
            for y in 0..h {
                for x in 0..w {
                    let want = (x.saturating_sub(reach)..(x + reach + 1).min(w))
                        .map(|xx| a[y * w + xx])
                        .max();
                    assert_eq!(Some(got[y * w + x]), want, "reach {reach} at ({x}, {y})");
                }
            }
            let got = window(&a, w, h, reach, false, u8::min);
            for y in 0..h {
                for x in 0..w {
                    let want = (y.saturating_sub(reach)..(y + reach + 1).min(h))
                        .map(|yy| a[yy * w + x])
                        .min();
                    assert_eq!(Some(got[y * w + x]), want, "reach {reach} at ({x}, {y})");
                }
            }
        }
    }

    /// A line of text half in a hard shadow: the shaded words come out as ink on white paper, as the lit ones do, and
    /// the shaded paper beside the shadow's edge is not taken for ink.
    #[test]
    fn words_beside_the_sharp_edge_of_a_shadow_stay_words_on_paper() {
        let (w, h) = (400u32, 120u32);
        let mut img = GrayImage::from_pixel(w, h, Luma([230]));
        for x in 0..w {
            for y in 0..h {
                // The shadow: everything right of x = 203 at 45 % of the light.
                let lit = if x < 203 { 1.0 } else { 0.45 };
                // Strokes 3 pixels wide every 12 pixels across the line y 50..70: letters.
                let ink = (50..70).contains(&y) && x % 12 < 3;
                let v = if ink { 40.0 } else { 230.0 } * lit;
                img.put_pixel(x, y, Luma([v as u8]));
            }
        }
        let (paper, across) = paper_of_blocks(&img);
        let even = even_light(&img, &paper, across);
        let threshold = otsu(&even);
        for x in 0..w {
            for y in [30u32, 60, 90] {
                let ink = (50..70).contains(&y) && x % 12 < 3;
                let dark = even.get_pixel(x, y).0[0] <= threshold;
                assert_eq!(
                    dark,
                    ink,
                    "at ({x}, {y}): {} against {threshold}",
                    even.get_pixel(x, y).0[0]
                );
            }
        }
    }
}
