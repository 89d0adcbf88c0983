//! The geometry of a page, by plain image processing: light evened out (`super::light`), the page turned straight,
//! the ruling of a table taken away; the pieces of text are then found by the layout step (`super::layout`).

use super::light::{even_light, otsu, paper_of_blocks};
use super::plane::Homography;
use super::{boards, form, layout, rules, surroundings};
use image::{GrayImage, Luma};

/// The largest side a picture is read at: a phone photo is scaled down to it, which keeps the text well above the
/// recogniser's 48 pixels a line on a full page.
const MAX_SIDE: u32 = 2400;
/// The range of skew tried, in degrees, and the step.
const MAX_SKEW: f32 = 6.0;
const SKEW_STEP: f32 = 0.1;
/// A table's rules leaning less than this (degrees) are left as they are.
const MIN_LEAN: f32 = 0.03;

pub use super::layout::Piece;

/// A page made ready for reading.
pub struct Page {
    pub pieces: Vec<Piece>,
    /// The skew taken out, in degrees (positive: the text ran up to the right).
    pub skew: f32,
    /// The picture's size as read, and the factor from the original picture to it.
    pub size: (u32, u32),
    pub scale: f32,
    /// The scoresheet form the page's rules make, if they make one.
    pub form: Option<form::Form>,
    /// Where the page was laid out on a flattened Jipu sheet: its pixel → the photo's.
    pub flat: Option<Homography>,
}

impl Page {
    /// A point of the straightened page in the original picture's pixels: where [`rotate`] took it from, scaled back
    /// (and, on a flattened Jipu sheet, where the flat page took it from).
    pub fn to_picture(&self, x: f32, y: f32) -> (f32, f32) {
        let (w, h) = self.size;
        let (cx, cy) = (w as f32 / 2.0, h as f32 / 2.0);
        let (s, c) = self.skew.to_radians().sin_cos();
        let (dx, dy) = (x - cx, y - cy);
        let (px, py) = (cx + dx * c - dy * s, cy + dx * s + dy * c);
        let (px, py) = (px / self.scale, py / self.scale);
        match &self.flat {
            Some(flat) => flat.map(px, py),
            None => (px, py),
        }
    }
}

/// Finds the lines of `picture`.
pub fn lay_out(picture: &GrayImage) -> Page {
    let (picture, scale) = super::plane::at_most(picture, MAX_SIDE);
    let (paper, across) = paper_of_blocks(&picture);
    let mut even = even_light(&picture, &paper, across);
    let mut threshold = otsu(&even);
    if surroundings::shown(&paper, across) && surroundings::clear(&mut even, threshold) > 0 {
        // Ink and paper told apart again on the page alone.
        threshold = otsu(&even);
    }
    let mut skew = find_skew(&even, threshold);
    let mut straight = rotate(&even, skew);
    // A table's rules are straighter than any text: where a page has them, they say how it lies.
    let mut across = form::across(&straight);
    let lean = form::lean(&across);
    if let Some(lean) = lean
        && lean.abs() >= MIN_LEAN
    {
        skew -= lean;
        straight = rotate(&even, skew);
        across = form::across(&straight);
    }
    // Two columns a photo's curl or perspective turned apart: each turned straight on its own (not a ruled table,
    // whose rules said how it lies).
    if lean.is_none()
        && let Some(turned) = columns_turned_apart(&straight, threshold)
    {
        straight = turned;
        across = form::across(&straight);
    }
    let mut ink = mask(&straight, threshold);
    // A diagram's board and its letters are no text: cleared before the lines are found.
    boards::clear(&mut ink, &boards::find(&rotate(&picture, skew)));
    let ruled = straight.clone();
    let down = form::down(&ruled);
    rules::remove_rules(&mut ink, &mut straight, &across, &down);
    let form = form::find(&across, &down, &ink, &ruled, &straight);
    let pieces = layout::pieces(&ink, &straight);
    Page {
        pieces,
        skew,
        size: straight.dimensions(),
        scale,
        form,
        flat: None,
    }
}

/// Two columns whose lines lean by this much (degrees) against each other's are each turned on their own.
const COLUMNS_APART: f32 = 0.2;

/// A page of two columns whose lines lean against each other's (a photo's curl or perspective; one skew for the
/// page left one column's lines crossing the other's rows, and the rows ran the two columns' lines together), each
/// column turned straight on its own; `None` with no gutter down the middle of the text, or columns that lean alike.
/// The gutter: the widest run of pixel columns in the middle half of the text whose ink is under a sixth of the
/// text's usual column's (a heading or a rule may cross it), at least a hundredth of the page wide.
fn columns_turned_apart(img: &GrayImage, threshold: u8) -> Option<GrayImage> {
    let (w, h) = img.dimensions();
    let counts: Vec<u32> = (0..w)
        .map(|x| {
            (0..h)
                .filter(|&y| img.get_pixel(x, y).0[0] <= threshold)
                .count() as u32
        })
        .collect();
    let first = counts.iter().position(|&c| c > 0)?;
    let last = counts.iter().rposition(|&c| c > 0)?;
    let mut inked: Vec<u32> = counts[first..=last]
        .iter()
        .copied()
        .filter(|&c| c > 0)
        .collect();
    inked.sort_unstable();
    let usual = *inked.get(inked.len() / 2)?;
    let (from, to) = (first + (last - first) / 4, first + 3 * (last - first) / 4);
    let (mut best, mut run) = ((0, 0), None::<usize>);
    for (x, &count) in counts.iter().enumerate().take(to + 1).skip(from) {
        if count * 6 < usual {
            let start = *run.get_or_insert(x);
            if x + 1 - start > best.1 - best.0 {
                best = (start, x + 1);
            }
        } else {
            run = None;
        }
    }
    if (best.1 - best.0) * 100 < w as usize {
        return None;
    }
    let cut = ((best.0 + best.1) / 2) as u32;
    let left = image::imageops::crop_imm(img, 0, 0, cut, h).to_image();
    let right = image::imageops::crop_imm(img, cut, 0, w - cut, h).to_image();
    let (lean_left, lean_right) = (find_skew(&left, threshold), find_skew(&right, threshold));
    if (lean_left - lean_right).abs() < COLUMNS_APART {
        return None;
    }
    let mut out = img.clone();
    image::imageops::replace(&mut out, &shear(&left, lean_left), 0, 0);
    image::imageops::replace(&mut out, &shear(&right, lean_right), cut as i64, 0);
    Some(out)
}

/// The picture's lines leaning by `deg` made level by moving each column of pixels up or down (as [`rotate`] does
/// for a small angle, but with nothing moved sideways: a column's text stays on its side of the gutter).
fn shear(img: &GrayImage, deg: f32) -> GrayImage {
    let (w, h) = img.dimensions();
    let cx = w as f32 / 2.0;
    let s = deg.to_radians().sin();
    let mut out = GrayImage::from_pixel(w, h, Luma([255]));
    for x in 0..w {
        let dy = (x as f32 - cx) * s;
        for y in 0..h {
            let sy = y as f32 + dy;
            if sy < 0.0 || sy >= (h - 1) as f32 {
                continue;
            }
            let (y0, f) = (sy as u32, sy - sy.floor());
            let p = |yy: u32| img.get_pixel(x, yy).0[0] as f32;
            out.put_pixel(x, y, Luma([(p(y0) * (1.0 - f) + p(y0 + 1) * f) as u8]));
        }
    }
    out
}

fn mask(img: &GrayImage, threshold: u8) -> Vec<Vec<bool>> {
    (0..img.height())
        .map(|y| {
            (0..img.width())
                .map(|x| img.get_pixel(x, y).0[0] <= threshold)
                .collect()
        })
        .collect()
}

/// The skew of the text: the angle at which the ink, projected across the lines, bunches most (the sum of squares
/// of the projection), tried every tenth of a degree within ±6°.
fn find_skew(img: &GrayImage, threshold: u8) -> f32 {
    let (w, h) = img.dimensions();
    let step = (w.max(h) / 800).max(1);
    let mut points = Vec::new();
    for y in (0..h).step_by(step as usize) {
        for x in (0..w).step_by(step as usize) {
            if img.get_pixel(x, y).0[0] <= threshold {
                points.push((x as f32, y as f32));
            }
        }
    }
    if points.is_empty() {
        return 0.0;
    }
    let (cx, cy) = (w as f32 / 2.0, h as f32 / 2.0);
    let score = |deg: f32| -> f64 {
        let (s, c) = deg.to_radians().sin_cos();
        let mut bins = vec![0u32; (w + h) as usize * 2 / step as usize + 4];
        let off = (w + h) as f32;
        for &(x, y) in &points {
            // The row the point falls on once the page is turned by `deg`.
            let yr = -(x - cx) * s + (y - cy) * c + off;
            let b = (yr / step as f32) as usize;
            if let Some(v) = bins.get_mut(b) {
                *v += 1;
            }
        }
        bins.iter().map(|&v| (v as f64) * (v as f64)).sum()
    };
    let mut best = (0.0f32, score(0.0));
    let n = (MAX_SKEW / SKEW_STEP) as i32;
    for i in -n..=n {
        let deg = i as f32 * SKEW_STEP;
        let s = score(deg);
        if s > best.1 {
            best = (deg, s);
        }
    }
    best.0
}

/// The picture turned by `deg` about its centre, white where nothing was.
fn rotate(img: &GrayImage, deg: f32) -> GrayImage {
    if deg == 0.0 {
        return img.clone();
    }
    let (w, h) = img.dimensions();
    let (cx, cy) = (w as f32 / 2.0, h as f32 / 2.0);
    let (s, c) = deg.to_radians().sin_cos();
    let mut out = GrayImage::from_pixel(w, h, Luma([255]));
    for y in 0..h {
        for x in 0..w {
            // Where the straight page's (x, y) was on the skewed picture.
            let (dx, dy) = (x as f32 - cx, y as f32 - cy);
            let sx = cx + dx * c - dy * s;
            let sy = cy + dx * s + dy * c;
            if sx < 0.0 || sy < 0.0 || sx >= (w - 1) as f32 || sy >= (h - 1) as f32 {
                continue;
            }
            let (x0, y0) = (sx as u32, sy as u32);
            let (ax, ay) = (sx - x0 as f32, sy - y0 as f32);
            let p = |x: u32, y: u32| img.get_pixel(x, y).0[0] as f32;
            let v = (p(x0, y0) * (1.0 - ax) + p(x0 + 1, y0) * ax) * (1.0 - ay)
                + (p(x0, y0 + 1) * (1.0 - ax) + p(x0 + 1, y0 + 1) * ax) * ay;
            out.put_pixel(x, y, Luma([v as u8]));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The darkest pixel's place (the middle of a dot, blurred by turning).
    fn darkest(img: &GrayImage) -> (f32, f32) {
        let (mut best, mut at) = (u8::MAX, (0, 0));
        for (x, y, p) in img.enumerate_pixels() {
            if p.0[0] < best {
                (best, at) = (p.0[0], (x, y));
            }
        }
        (at.0 as f32, at.1 as f32)
    }

    /// Two columns whose lines lean against each other's by a degree (a photo's curl): each is made level on its
    /// own, the right column's lines at the same height at both its ends; a page whose columns lean alike is left.
    #[test]
    fn two_columns_leaning_apart_are_each_made_level() {
        let (w, h) = (1200u32, 800u32);
        let lean = 1.0f32.to_radians().tan();
        let page = |right_lean: f32| {
            let mut img = GrayImage::from_pixel(w, h, Luma([255]));
            for k in 0..15u32 {
                for x in (100..550u32).chain(650..1100) {
                    if x % 8 >= 4 {
                        continue;
                    }
                    let shift = if x >= 650 {
                        (x as f32 - 875.0) * right_lean
                    } else {
                        0.0
                    };
                    let top = (100.0 + 40.0 * k as f32 + shift) as u32;
                    for y in top..top + 14 {
                        img.put_pixel(x, y, Luma([0]));
                    }
                }
            }
            img
        };
        let first_ink = |img: &GrayImage, x: u32| (0..h).find(|&y| img.get_pixel(x, y).0[0] < 128);
        let leaning = page(lean);
        let (a, b) = (first_ink(&leaning, 656), first_ink(&leaning, 1096));
        assert!(
            a.zip(b).is_some_and(|(a, b)| a.abs_diff(b) >= 6),
            "{a:?} {b:?}"
        );
        let level = columns_turned_apart(&leaning, 128).expect("two columns leaning apart");
        let (a, b) = (first_ink(&level, 656), first_ink(&level, 1096));
        assert!(
            a.zip(b).is_some_and(|(a, b)| a.abs_diff(b) <= 2),
            "{a:?} {b:?}"
        );
        assert!(columns_turned_apart(&page(0.0), 128).is_none());
    }

    /// A move outlined on a photo is where it was read: a dot far from the middle of a picture turned by a few
    /// degrees, found on the straightened page, maps back to its place on the picture (not a line above or below it).
    #[test]
    fn a_point_of_the_straightened_page_maps_back_to_its_place_on_a_turned_picture() {
        for skew in [-3.5f32, -1.0, 2.0, 4.0] {
            let (w, h) = (1200u32, 900u32);
            let dot = (1050u32, 130u32);
            let mut picture = GrayImage::from_pixel(w, h, Luma([255]));
            for y in dot.1 - 2..=dot.1 + 2 {
                for x in dot.0 - 2..=dot.0 + 2 {
                    picture.put_pixel(x, y, Luma([0]));
                }
            }
            let (x, y) = darkest(&rotate(&picture, skew));
            let page = Page {
                pieces: Vec::new(),
                skew,
                size: (w, h),
                scale: 1.0,
                form: None,
                flat: None,
            };
            let (px, py) = page.to_picture(x, y);
            assert!(
                (px - dot.0 as f32).abs() <= 3.0 && (py - dot.1 as f32).abs() <= 3.0,
                "skew {skew}: ({x}, {y}) on the page went to ({px}, {py}), not {dot:?}"
            );
            // Read at half size (a photo scaled down), the point is in the original picture's pixels.
            let half = Page {
                size: (w / 2, h / 2),
                scale: 0.5,
                ..page
            };
            let (hx, hy) = half.to_picture(x / 2.0, y / 2.0);
            assert!(
                (hx - px).abs() < 0.5 && (hy - py).abs() < 0.5,
                "skew {skew}, read at half size: ({hx}, {hy}), not ({px}, {py})"
            );
        }
    }
}
