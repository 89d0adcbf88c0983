//! Lines curled apart. On a photo of a curled page (a bound book's gutter, a sheet lifting at its edge) the lines
//! of a paragraph fall (or rise) towards one end. Each stays apart from the next, but a line that falls by more
//! than the gap under it reaches the height of the next line's other end, and the rows of ink across the page run
//! the paragraph together into one tall band, read as lines run together. Here each line is followed along its
//! column, strip by strip, from where it stands apart, and every column of pixels of the band is moved up or down
//! so that the lines run straight at their usual height: the band falls apart into its lines again, and `rows`
//! finds them. (`bend` straightens what bend is left within a line.)

use image::{GrayImage, Luma};

use super::rows::{bands, spans};

/// A band this many lines tall or more is more than one line.
const TALL: f32 = 1.7;
/// A line that moves up or down by less than this share of a line over its length is left alone. (A strip's band
/// is higher or lower with the letters in it, ascenders or descenders: a straight line's centres go up and down by
/// a third of a line, and moving its columns by as much broke its glyphs.)
const LEAST_CURL: f32 = 0.3;
/// The strips a band is followed in, in lines wide.
const STRIP: f32 = 1.5;
/// A line's next centre is looked for within this share of a line of where it was.
const REACH: f32 = 0.5;

/// The page's `ink` and picture `img` with the bands of curled lines made straight; `None` where there are none.
pub fn uncurled(ink: &[Vec<bool>], img: &GrayImage) -> Option<(Vec<Vec<bool>>, GrayImage)> {
    let h = ink.len();
    let w = ink.first().map_or(0, Vec::len);
    if h == 0 || w == 0 || img.dimensions() != (w as u32, h as u32) {
        return None;
    }
    let line = line_height(ink, w, h)?;
    let mut out: Option<(Vec<Vec<bool>>, GrayImage)> = None;
    for (top, bottom) in bands(ink, 0, w, 0, h) {
        if ((bottom - top) as f32) < TALL * line as f32 {
            continue;
        }
        for (left, right) in spans(ink, top, bottom, 0, w, line) {
            if right - left < 6 * line {
                continue;
            }
            let Some(tracks) = lines_followed(ink, (left, right), (top, bottom), line) else {
                continue;
            };
            let (new_ink, new_img) = out.get_or_insert_with(|| (ink.to_vec(), img.clone()));
            straighten(
                ink,
                img,
                new_ink,
                new_img,
                &tracks,
                (left, right),
                (top, bottom),
            );
        }
    }
    out
}

/// The height of a line on the page: the usual height of the bands of ink in narrow strips down the page (a
/// curled line is near straight over a strip, so its own height, where bands across the page join lines).
fn line_height(ink: &[Vec<bool>], w: usize, h: usize) -> Option<usize> {
    let strip = (w / 16).max(16);
    let mut heights: Vec<usize> = (0..w / strip)
        .flat_map(|s| bands(ink, s * strip, (s + 1) * strip, 0, h))
        .map(|(t, b)| b - t)
        .filter(|&v| v >= 8)
        .collect();
    heights.sort_unstable();
    heights.get(heights.len() / 2).copied()
}

/// A line followed along a band: its centre at the middle of each strip where it has ink, left to right.
type Track = Vec<(f32, f32)>;

/// The lines of the band `top..bottom` over `left..right`, each followed strip by strip; `None` where they do
/// not curl, cross, or cannot be told apart.
fn lines_followed(
    ink: &[Vec<bool>],
    (left, right): (usize, usize),
    (top, bottom): (usize, usize),
    line: usize,
) -> Option<Vec<Track>> {
    let strip = ((line as f32 * STRIP) as usize).max(8);
    let reach = line as f32 * REACH;
    let mut tracks: Vec<Track> = Vec::new();
    let mut x = left;
    while x < right {
        let end = (x + strip).min(right);
        let middle = (x + end) as f32 / 2.0;
        for (t, b) in bands(ink, x, end, top, bottom) {
            let height = b - t;
            // A strip's band of one line; two lines touching there are passed over.
            if height * 3 < line || height as f32 > 1.5 * line as f32 {
                continue;
            }
            let centre = (t + b) as f32 / 2.0;
            let near = tracks
                .iter_mut()
                .filter(|tr| tr.last().is_some_and(|&(lx, _)| lx < middle))
                .map(|tr| {
                    let d = (predicted(tr, middle) - centre).abs();
                    (d, tr)
                })
                .filter(|(d, _)| *d <= reach)
                .min_by(|a, b| a.0.total_cmp(&b.0));
            match near {
                Some((_, tr)) => tr.push((middle, centre)),
                None => tracks.push(vec![(middle, centre)]),
            }
        }
        x = end;
    }
    tracks.retain(|t| t.len() >= 3);
    if tracks.len() < 2 {
        return None;
    }
    tracks.iter_mut().for_each(smooth);
    tracks.sort_by(|a, b| reference(a).total_cmp(&reference(b)));
    // Apart at their usual heights, and in the same order all along.
    let apart = 0.9 * line as f32;
    for pair in tracks.windows(2) {
        if reference(&pair[1]) - reference(&pair[0]) < apart {
            return None;
        }
        let mut x = left as f32;
        while x < right as f32 {
            if at(&pair[1], x) - at(&pair[0], x) < 0.5 * line as f32 {
                return None;
            }
            x += strip as f32;
        }
    }
    let curl = tracks
        .iter()
        .map(|t| {
            let (lo, hi) = t.iter().fold((f32::MAX, f32::MIN), |(lo, hi), p| {
                (lo.min(p.1), hi.max(p.1))
            });
            hi - lo
        })
        .fold(0.0, f32::max);
    (curl >= LEAST_CURL * line as f32).then_some(tracks)
}

/// Each centre of `track` put on the straight line through it and its neighbours (two each side): the letters' ups
/// and downs smoothed out, the line's own fall kept.
fn smooth(track: &mut Track) {
    let points = track.clone();
    for (i, p) in track.iter_mut().enumerate() {
        let near = &points[i.saturating_sub(2)..(i + 3).min(points.len())];
        p.1 = on_the_line_through(near, p.0);
    }
}

/// The height at `x` of the straight line that best fits `points` (least squares).
fn on_the_line_through(points: &[(f32, f32)], x: f32) -> f32 {
    let n = points.len() as f32;
    let (mx, my) = points
        .iter()
        .fold((0.0, 0.0), |(a, b), p| (a + p.0 / n, b + p.1 / n));
    let (sxy, sxx) = points.iter().fold((0.0, 0.0), |(a, b), p| {
        (a + (p.0 - mx) * (p.1 - my), b + (p.0 - mx) * (p.0 - mx))
    });
    if sxx <= f32::EPSILON {
        return my;
    }
    my + sxy / sxx * (x - mx)
}

/// Where the line `track` is expected at `x`: on from its last two centres, or at its last.
fn predicted(track: &Track, x: f32) -> f32 {
    match track.as_slice() {
        [.., (x0, y0), (x1, y1)] if x1 > x0 => {
            let slope = ((y1 - y0) / (x1 - x0)).clamp(-0.5, 0.5);
            y1 + slope * (x - x1)
        }
        [.., (_, y)] => *y,
        [] => 0.0,
    }
}

/// The value at `x` of points (x, value) in order along x — a line's centre between its centres, a column's shift
/// between its knots —, joined by straight lines and held beyond the first and the last.
fn at(track: &[(f32, f32)], x: f32) -> f32 {
    let Some(&(first_x, first_y)) = track.first() else {
        return 0.0;
    };
    if x <= first_x {
        return first_y;
    }
    for pair in track.windows(2) {
        let ((x0, y0), (x1, y1)) = (pair[0], pair[1]);
        if x <= x1 {
            return y0 + (y1 - y0) * (x - x0) / (x1 - x0).max(1e-3);
        }
    }
    track.last().map_or(first_y, |p| p.1)
}

/// The height the line is made straight at: the middle of its centres.
fn reference(track: &Track) -> f32 {
    let mut ys: Vec<f32> = track.iter().map(|p| p.1).collect();
    ys.sort_by(f32::total_cmp);
    ys[ys.len() / 2]
}

/// Each column of pixels of `left..right` in the band `top..bottom` moved up or down so that every line of
/// `tracks` runs at its reference height: a line's own height moved as one, the paper between two lines stretched
/// or pressed, nothing taken from outside the band.
fn straighten(
    ink: &[Vec<bool>],
    img: &GrayImage,
    new_ink: &mut [Vec<bool>],
    new_img: &mut GrayImage,
    tracks: &[Track],
    (left, right): (usize, usize),
    (top, bottom): (usize, usize),
) {
    let half = tracks
        .windows(2)
        .map(|p| (reference(&p[1]) - reference(&p[0])) / 2.0)
        .fold(f32::MAX, f32::min)
        * 0.9;
    let references: Vec<f32> = tracks.iter().map(reference).collect();
    for x in left..right {
        // Knots: (height on the straight page, its shift to the curled one).
        let mut knots: Vec<(f32, f32)> = Vec::with_capacity(2 * tracks.len());
        for (t, &r) in tracks.iter().zip(&references) {
            let shift = at(t, x as f32) - r;
            knots.push((r - half, shift));
            knots.push((r + half, shift));
        }
        for (y, ink_row) in new_ink.iter_mut().enumerate().take(bottom).skip(top) {
            let yf = y as f32;
            let shift = at(&knots, yf);
            let from = yf + shift;
            let (value, inked) = if from < top as f32 || from > (bottom - 1) as f32 {
                (255.0, false)
            } else {
                let y0 = from.floor() as usize;
                let y1 = (y0 + 1).min(bottom - 1);
                let f = from - y0 as f32;
                let p = |yy: usize| img.get_pixel(x as u32, yy as u32).0[0] as f32;
                let near = if f < 0.5 { y0 } else { y1 };
                (p(y0) * (1.0 - f) + p(y1) * f, ink[near][x])
            };
            new_img.put_pixel(x as u32, y as u32, Luma([value as u8]));
            ink_row[x] = inked;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::layout::rows::rows;

    /// A paragraph of `n` lines 20 high, 36 apart, flat at their left and falling by `fall` pixels at their
    /// right end; words 60 wide, 12 apart.
    fn curled_paragraph(n: usize, fall: f32) -> (Vec<Vec<bool>>, GrayImage) {
        let (w, h) = (700usize, 120 + 36 * n);
        let mut ink = vec![vec![false; w]; h];
        for i in 0..n {
            for x in (20..680).filter(|x| (x - 20) % 72 < 60) {
                let u = (x - 20) as f32 / 660.0;
                let top = (40.0 + 36.0 * i as f32 + fall * u * u * u) as usize;
                ink.iter_mut()
                    .skip(top)
                    .take(20)
                    .for_each(|row| row[x] = true);
            }
        }
        let img = GrayImage::from_fn(w as u32, h as u32, |x, y| {
            Luma([if ink[y as usize][x as usize] { 0 } else { 255 }])
        });
        (ink, img)
    }

    /// Lines falling by a line and a half at their right end run together across the page; made straight, each
    /// is a row of its own again, as high as it was at its left.
    #[test]
    fn a_curled_paragraph_falls_apart_into_its_lines() {
        let (ink, img) = curled_paragraph(6, 30.0);
        let (before, _) = rows(&ink);
        assert!(
            before.len() < 6,
            "the curled lines run together: {before:?}"
        );
        let (straight, picture) = uncurled(&ink, &img).expect("the lines are curled");
        let (after, typical) = rows(&straight);
        assert_eq!(after.len(), 6, "{after:?}");
        assert!(typical <= 24, "{typical}");
        for (i, row) in after.iter().enumerate() {
            let want = 40 + 36 * i;
            assert!(row.top.abs_diff(want) <= 4, "line {i}: {row:?}");
            assert!(row.bottom - row.top <= 24, "line {i}: {row:?}");
        }
        // The picture moved with the ink.
        let dark = (0..picture.width())
            .filter(|&x| picture.get_pixel(x, 50).0[0] < 128)
            .count();
        assert!(dark > 500, "{dark}");
    }

    /// Straight lines, and lines that curl less than a third of a line, are left as they are.
    #[test]
    fn straight_lines_are_left_alone() {
        let (ink, img) = curled_paragraph(6, 0.0);
        assert!(uncurled(&ink, &img).is_none());
        let (ink, img) = curled_paragraph(6, 5.0);
        assert!(uncurled(&ink, &img).is_none());
    }

    /// A straight line's centres going up and down with its letters (ascenders, descenders: four pixels either way,
    /// a third of a 22-pixel line) are smoothed to under a fifth of the line; a line falling by a line at its end
    /// keeps most of its fall. (Unsmoothed, a photo's straight lines in a two-column page were moved by their
    /// letters' ups and downs, and their glyphs broken.)
    #[test]
    fn the_letters_ups_and_downs_are_smoothed_the_fall_kept() {
        let range = |t: &Track| {
            let ys = t.iter().map(|p| p.1);
            ys.clone().fold(f32::MIN, f32::max) - ys.fold(f32::MAX, f32::min)
        };
        let mut straight: Track = (0..16)
            .map(|i| (33.0 * i as f32, 100.0 + [0.0, 4.0, -4.0][i % 3]))
            .collect();
        smooth(&mut straight);
        assert!(range(&straight) < 22.0 / 5.0, "{straight:?}");
        let mut falling: Track = (0..16)
            .map(|i| (33.0 * i as f32, 100.0 + 22.0 * (i as f32 / 15.0).powi(3)))
            .collect();
        smooth(&mut falling);
        assert!(range(&falling) > 0.8 * 22.0, "{falling:?}");
    }
}
