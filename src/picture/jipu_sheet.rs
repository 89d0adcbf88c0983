//! Jipu's own printed sheet found on a picture (`sheet::code`): its four corner squares give the page's plane, the
//! picture is resampled flat through them (a photo's perspective undone) at the resolution of a scan, and the QR code
//! at the top right names the form, the paper and — for a round's sheet — the round and board.
//!
//! A sheet is taken only when its code is read where the corner squares say it is printed: four dark squares at the
//! corners of something else (a page with diagrams) are not a sheet, and a sheet whose code is not read is read as
//! any other page.

use image::{GrayImage, Luma};

use super::plane::{Homography, resample};
use crate::sheet::{
    CODE_SIDE, CORNER_INSET, CORNER_SIDE, Paper, SheetCode, code_origin, corner_centres,
};

/// The picture is searched for the corner squares at most this large.
const SEARCH_SIDE: u32 = 1000;
/// The flat page's pixels a millimetre: a 150 dpi scan's, as the form finder and the recognisers were made on.
pub const FLAT_PER_MM: f32 = 150.0 / 25.4;
/// The code's pixels a millimetre when it is looked for: its modules (about half a millimetre) a few pixels wide.
const CODE_PER_MM: f32 = 10.0;
/// The paper around the code looked at with it (its quiet zone, and room for the corners' error), millimetres.
const CODE_MARGIN: f32 = 3.0;

/// The figures of four squares tried, largest first.
const FIGURES: usize = 6;
/// How much larger one corner square may be seen than another (the nearer corners of a photo at an angle).
const SQUARES_ALIKE: f32 = 2.5;

/// The paper's edge, millimetres, cleared on the flat page (printers leave about 4 mm unprinted).
const EDGE: f32 = 3.5;

/// A Jipu sheet on a picture, flattened.
pub struct JipuSheet {
    /// The page as if scanned flat at 150 dpi, the corner squares and the code taken off.
    pub image: GrayImage,
    /// A pixel of `image` → the picture's pixel it was taken from.
    pub to_picture: Homography,
    pub code: SheetCode,
}

/// A solid dark patch of the picture (searched at `SEARCH_SIDE`): its centre and area.
#[derive(Clone, Copy, Debug)]
struct Blob {
    x: f32,
    y: f32,
    area: f32,
}

/// The Jipu sheet on `picture`, if its corner squares and its code are found.
pub fn find(picture: &GrayImage) -> Option<JipuSheet> {
    let (small, k) = super::plane::at_most(picture, SEARCH_SIDE);
    let blobs = solid_blobs(
        &small,
        (small.width().max(small.height()) / 20).max(4) as usize,
    );
    // Of the figures the squares may make, largest first, the first whose code reads.
    four_corners(&blobs)
        .into_iter()
        .find_map(|corners| flattened(picture, corners.map(|b| (b.x / k, b.y / k))))
}

/// The sheet whose corner squares' centres are seen at `corners` (in the picture's pixels, the picture's top left
/// first and on round), if its code reads there.
fn flattened(picture: &GrayImage, corners: [(f32, f32); 4]) -> Option<JipuSheet> {
    // The page may lie any way round: the code, at the page's top right, says which corner is the page's top left.
    for turn in 0..4 {
        let seen: [(f32, f32); 4] = std::array::from_fn(|i| corners[(i + turn) % 4]);
        for paper in [Paper::A4, Paper::Letter] {
            let Some(to_picture) = Homography::through(corner_centres(paper), seen) else {
                continue;
            };
            let Some(code) = read_code(picture, &to_picture, paper) else {
                continue;
            };
            if code.paper != paper {
                continue;
            }
            let (pw, ph) = paper.size_mm();
            let (fw, fh) = (
                (pw * FLAT_PER_MM).round() as u32,
                (ph * FLAT_PER_MM).round() as u32,
            );
            let flat_to_picture = to_picture.after_scaling(FLAT_PER_MM);
            let mut image = resample(
                &smoothed_for(picture, &to_picture, paper),
                &flat_to_picture,
                fw,
                fh,
            );
            take_off_marks(&mut image, paper);
            return Some(JipuSheet {
                image,
                to_picture: flat_to_picture,
                code,
            });
        }
    }
    None
}

/// `picture` blurred as much as resampling it down to the flat page needs (a phone photo has several of its pixels
/// to one of a 150 dpi page: sampling one of them would alias the thin strokes away).
fn smoothed_for(picture: &GrayImage, to_picture: &Homography, paper: Paper) -> GrayImage {
    let (w, _) = paper.size_mm();
    let (a, b) = (to_picture.map(0.0, 0.0), to_picture.map(w, 0.0));
    let across = ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt() / w;
    let ratio = across / FLAT_PER_MM;
    if ratio > 1.5 {
        image::imageops::blur(picture, ratio * 0.4)
    } else {
        picture.clone()
    }
}

/// The code, looked for where the page's plane puts it, and read.
fn read_code(picture: &GrayImage, to_picture: &Homography, paper: Paper) -> Option<SheetCode> {
    let (left, top) = code_origin(paper);
    let side = CODE_SIDE + 2.0 * CODE_MARGIN;
    let px = (side * CODE_PER_MM) as u32;
    // A pixel (u, v) of the view → the page's millimetres → the picture.
    let origin = (left - CODE_MARGIN, top - CODE_MARGIN);
    let corners = [
        (0.0, 0.0),
        (px as f32, 0.0),
        (px as f32, px as f32),
        (0.0, px as f32),
    ];
    let in_mm = [
        origin,
        (origin.0 + side, origin.1),
        (origin.0 + side, origin.1 + side),
        (origin.0, origin.1 + side),
    ];
    let seen = in_mm.map(|(x, y)| to_picture.map(x, y));
    let view_to_picture = Homography::through(corners, seen)?;
    let view = resample(picture, &view_to_picture, px, px);
    // Ink and paper told apart halfway between the view's darkest and its usual (paper) grey: QR's own adaptive
    // threshold, a running mean along each row, loses the modules of a small, soft code.
    let mut greys: Vec<u8> = view.pixels().map(|p| p.0[0]).collect();
    greys.sort_unstable();
    let (dark, paper) = (greys[greys.len() / 100], greys[greys.len() / 2]);
    let cut = (u16::from(dark) + u16::from(paper)) / 2;
    let dark = |x: f32, y: f32| -> bool {
        let (x, y) = (x as u32, y as u32);
        x < px && y < px && u16::from(view.get_pixel(x, y).0[0]) < cut
    };
    let mut prepared =
        rqrr::PreparedImage::prepare_from_bitmap(px as usize, px as usize, |x, y| {
            dark(x as f32, y as f32)
        });
    let found = prepared
        .detect_grids()
        .iter()
        .filter_map(|grid| grid.decode().ok())
        .find_map(|(_, text)| SheetCode::parse(&text));
    // Where QR's own finding of the grid misreads it (a small code, its modules spread by the ink), the grid through
    // the middles of its three finder squares, each size of code whose modules are about as large as printed.
    found.or_else(|| {
        let [top_left, top_right, bottom_left] = finder_squares(&view)?;
        let span = ((top_right.x - top_left.x).powi(2) + (top_right.y - top_left.y).powi(2)).sqrt();
        (21..=57).step_by(4).find_map(|n: usize| {
            // The finder squares' middles are 3.5 modules in from the code's edges.
            let module = span / (n as f32 - 7.0);
            let printed = CODE_SIDE / n as f32 * CODE_PER_MM;
            if (module / printed - 1.0).abs() > 0.2 {
                return None;
            }
            let step = |a: Blob, b: Blob| {
                (
                    (b.x - a.x) / (n as f32 - 7.0),
                    (b.y - a.y) / (n as f32 - 7.0),
                )
            };
            let (across, down) = (step(top_left, top_right), step(top_left, bottom_left));
            // Each module read at its middle (a blurred photo's dark modules shrink to it), or by the most of five
            // points around it (a print whose ink spread into the light modules).
            let d = module / 4.0;
            let five = [(-d, -d), (d, -d), (0.0, 0.0), (-d, d), (d, d)];
            [(&five[2..3], 1), (&five[..], 3)]
                .into_iter()
                .find_map(|(points, most)| {
                    let grid = rqrr::SimpleGrid::from_func(n, |c, r| {
                        let (c, r) = (c as f32 - 3.0, r as f32 - 3.0);
                        let x = top_left.x + c * across.0 + r * down.0;
                        let y = top_left.y + c * across.1 + r * down.1;
                        points
                            .iter()
                            .filter(|(dx, dy)| dark(x + dx, y + dy))
                            .count()
                            >= most
                    });
                    let (_, text) = rqrr::Grid::new(grid).decode().ok()?;
                    SheetCode::parse(&text)
                })
        })
    })
}

/// The middles of a code's three finder squares on its view: top left, top right, bottom left — the three solid
/// squares of a size, the top left one's corner between the other two square and its sides alike (the view is the
/// code seen flat and upright); of several, the largest.
fn finder_squares(view: &GrayImage) -> Option<[Blob; 3]> {
    let blobs = solid_blobs(view, view.width() as usize / 5);
    let mut best: Option<([Blob; 3], f32)> = None;
    for (i, &a) in blobs.iter().enumerate() {
        for (j, &b) in blobs.iter().enumerate() {
            for (k, &c) in blobs.iter().enumerate() {
                if i == j || j == k || i == k {
                    continue;
                }
                let alike = |p: Blob| p.area > a.area / 1.6 && p.area < a.area * 1.6;
                // a the corner; b across (to the right of a), c down: a turn to the right from b to c in pixels.
                let (ab, ac) = ((b.x - a.x, b.y - a.y), (c.x - a.x, c.y - a.y));
                let (lab, lac) = (ab.0.hypot(ab.1), ac.0.hypot(ac.1));
                let cos = (ab.0 * ac.0 + ab.1 * ac.1) / (lab * lac).max(1e-3);
                let turn = ab.0 * ac.1 - ab.1 * ac.0;
                // The view is the right way up: the corner square is the top left one, and the view square.
                let first = a.x + a.y < (b.x + b.y).min(c.x + c.y);
                if alike(b)
                    && alike(c)
                    && first
                    && turn > 0.0
                    && cos.abs() < 0.08
                    && (lab / lac - 1.0).abs() < 0.08
                {
                    let size = lab + lac;
                    if best.as_ref().is_none_or(|(_, s)| size > *s) {
                        best = Some(([a, b, c], size));
                    }
                }
            }
        }
    }
    best.map(|(three, _)| three)
}

/// The corner squares and the code painted over with paper: they are no text to read and no rule of the table; and
/// the band of the paper's edge no printer prints on, where a photo shows the desk beyond the page.
fn take_off_marks(image: &mut GrayImage, paper: Paper) {
    let edge = (EDGE * FLAT_PER_MM) as u32;
    let (w, h) = image.dimensions();
    for (x, y, p) in image.enumerate_pixels_mut() {
        if x < edge || y < edge || x + edge >= w || y + edge >= h {
            *p = Luma([255]);
        }
    }
    let mut clear = |x0: f32, y0: f32, side: f32| {
        let (x0, y0) = ((x0 * FLAT_PER_MM) as i64, (y0 * FLAT_PER_MM) as i64);
        let n = (side * FLAT_PER_MM).ceil() as i64;
        for y in y0.max(0)..(y0 + n).min(i64::from(image.height())) {
            for x in x0.max(0)..(x0 + n).min(i64::from(image.width())) {
                image.put_pixel(x as u32, y as u32, Luma([255]));
            }
        }
    };
    // A little more than each mark: the corners found are a pixel or two off on a photo.
    let pad = 1.5;
    for (x, y) in corner_centres(paper) {
        clear(
            x - CORNER_SIDE / 2.0 - pad,
            y - CORNER_SIDE / 2.0 - pad,
            CORNER_SIDE + 2.0 * pad,
        );
    }
    let (left, top) = code_origin(paper);
    clear(left - pad, top - pad, CODE_SIDE + 2.0 * pad);
}

/// The patches of `img` darker than their surroundings that are solid and about as wide as high (a square seen in
/// perspective), not touching the picture's edge.
fn solid_blobs(img: &GrayImage, r: usize) -> Vec<Blob> {
    let (w, h) = (img.width() as usize, img.height() as usize);
    // The mean of a window around each pixel, from sums over the picture.
    let mut sums = vec![0u64; (w + 1) * (h + 1)];
    for y in 0..h {
        let mut row = 0u64;
        for x in 0..w {
            row += u64::from(img.get_pixel(x as u32, y as u32).0[0]);
            sums[(y + 1) * (w + 1) + x + 1] = sums[y * (w + 1) + x + 1] + row;
        }
    }
    let dark: Vec<bool> = (0..w * h)
        .map(|i| {
            let (x, y) = (i % w, i / w);
            let (x0, y0, x1, y1) = (
                x.saturating_sub(r),
                y.saturating_sub(r),
                (x + r + 1).min(w),
                (y + r + 1).min(h),
            );
            let sum = sums[y1 * (w + 1) + x1] + sums[y0 * (w + 1) + x0]
                - sums[y0 * (w + 1) + x1]
                - sums[y1 * (w + 1) + x0];
            let mean = sum as f32 / ((x1 - x0) * (y1 - y0)) as f32;
            f32::from(img.get_pixel(x as u32, y as u32).0[0]) < mean * 0.6
        })
        .collect();
    let mut seen = vec![false; w * h];
    let mut blobs = Vec::new();
    let mut stack = Vec::new();
    for start in 0..w * h {
        if !dark[start] || seen[start] {
            continue;
        }
        seen[start] = true;
        stack.push(start);
        let (mut n, mut sx, mut sy, mut sxx, mut syy, mut sxy) =
            (0f64, 0f64, 0f64, 0f64, 0f64, 0f64);
        let mut edge = false;
        while let Some(i) = stack.pop() {
            let (x, y) = (i % w, i / w);
            let (fx, fy) = (x as f64, y as f64);
            n += 1.0;
            (sx, sy) = (sx + fx, sy + fy);
            (sxx, syy, sxy) = (sxx + fx * fx, syy + fy * fy, sxy + fx * fy);
            edge |= x == 0 || y == 0 || x + 1 == w || y + 1 == h;
            let mut push = |j: usize| {
                if dark[j] && !seen[j] {
                    seen[j] = true;
                    stack.push(j);
                }
            };
            if x > 0 {
                push(i - 1);
            }
            if x + 1 < w {
                push(i + 1);
            }
            if y > 0 {
                push(i - w);
            }
            if y + 1 < h {
                push(i + w);
            }
        }
        if edge || n < 12.0 {
            continue;
        }
        let (mx, my) = (sx / n, sy / n);
        let (vxx, vyy, vxy) = (sxx / n - mx * mx, syy / n - my * my, sxy / n - mx * my);
        // The spread along the patch's two axes: a solid square's area is 12 times the root of their product, a
        // ring's or a letter's much less.
        let mid = (vxx + vyy) / 2.0;
        let half = (((vxx - vyy) / 2.0).powi(2) + vxy * vxy).sqrt();
        let (long, short) = (mid + half, (mid - half).max(1e-6));
        let solid = n / (12.0 * (long * short).sqrt());
        if (0.8..1.25).contains(&solid) && long / short < 3.0 {
            blobs.push(Blob {
                x: mx as f32 + 0.5,
                y: my as f32 + 0.5,
                area: n as f32,
            });
        }
    }
    blobs
}

/// The corner squares among `blobs`: of each size, the four outermost (top left, top right, bottom right, bottom
/// left) and the next outermost, in every way four of them make a page — a four-sided figure, convex, longer one way
/// than the other by about the paper's proportion, whose squares are alike in size and as large as a page's corner
/// squares are — the largest figures first (at most [`FIGURES`]: something dark and square at a photo's edge can make
/// a larger one than the page's).
fn four_corners(blobs: &[Blob]) -> Vec<[Blob; 4]> {
    let mut found: Vec<([Blob; 4], f32)> = Vec::new();
    for reference in blobs {
        let alike: Vec<&Blob> = blobs
            .iter()
            .filter(|b| b.area > reference.area / 2.5 && b.area < reference.area * 2.5)
            .collect();
        // For each corner the two outermost: something dark at a photo's edge may be further out than the page's.
        let two = |key: &dyn Fn(&Blob) -> f32| -> Vec<Blob> {
            let mut by: Vec<Blob> = alike.iter().map(|b| **b).collect();
            by.sort_by(|a, b| key(b).total_cmp(&key(a)));
            by.truncate(2);
            by
        };
        let corners = [
            two(&|b| -(b.x + b.y)),
            two(&|b| b.x - b.y),
            two(&|b| b.x + b.y),
            two(&|b| b.y - b.x),
        ];
        for &a in &corners[0] {
            for &b in &corners[1] {
                for &c in &corners[2] {
                    for &d in &corners[3] {
                        let quad = [a, b, c, d];
                        let area = quad_area(&quad);
                        let same = |q: &[Blob; 4]| {
                            q.iter().zip(&quad).all(|(p, r)| p.x == r.x && p.y == r.y)
                        };
                        if page_like(&quad, area) && !found.iter().any(|(q, _)| same(q)) {
                            found.push((quad, area));
                        }
                    }
                }
            }
        }
    }
    found.sort_by(|a, b| b.1.total_cmp(&a.1));
    found
        .into_iter()
        .take(FIGURES)
        .map(|(quad, _)| quad)
        .collect()
}

/// The area of the four-sided figure through the blobs' centres, in order (positive when convex as the page is).
fn quad_area(q: &[Blob; 4]) -> f32 {
    (0..4)
        .map(|i| {
            let (a, b) = (q[i], q[(i + 1) % 4]);
            a.x * b.y - b.x * a.y
        })
        .sum::<f32>()
        / 2.0
}

/// Whether four corner blobs make a page of Jipu's sheet (see [`four_corners`]).
fn page_like(q: &[Blob; 4], area: f32) -> bool {
    let len = |a: Blob, b: Blob| ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt();
    let across = (len(q[0], q[1]) + len(q[3], q[2])) / 2.0;
    let down = (len(q[0], q[3]) + len(q[1], q[2])) / 2.0;
    let proportion = across.max(down) / across.min(down).max(1.0);
    // Every turn of the figure the same way: convex.
    let convex = (0..4).all(|i| {
        let (a, b, c) = (q[i], q[(i + 1) % 4], q[(i + 2) % 4]);
        (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) > 0.0
    });
    // A corner square's share of the page between the squares' centres: 25 mm² of 193 × 280 mm on A4.
    let (w, h) = Paper::A4.size_mm();
    let inner = CORNER_INSET + CORNER_SIDE / 2.0;
    let share = CORNER_SIDE * CORNER_SIDE / ((w - 2.0 * inner) * (h - 2.0 * inner));
    let mean_area = q.iter().map(|b| b.area).sum::<f32>() / 4.0;
    let (smallest, largest) = q.iter().fold((f32::MAX, 0.0f32), |(s, l), b| {
        (s.min(b.area), l.max(b.area))
    });
    convex
        && largest <= smallest * SQUARES_ALIKE
        && (1.1..1.9).contains(&proportion)
        && area > 0.0
        && (share / 3.0..share * 3.0).contains(&(mean_area / area))
}

#[cfg(test)]
mod tests;
