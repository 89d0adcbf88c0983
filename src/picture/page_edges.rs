//! A page photographed on a desk, its four edges seen all round: the corners of the paper, so that its perspective
//! can be undone (`plane`) before its lines are found. A photo taken at an angle leans each column of a page, or
//! each block of a table, its own way, and no one turn makes all its lines level.

use image::GrayImage;

/// The picture is looked at this many pixels on its longer side.
const LOOK: u32 = 600;
/// How far in from the picture's edge an edge of the paper is looked for (a share of the width or height).
const REACH: f32 = 0.3;
/// Below this share of the row's paper, the picture's edge is no paper: something the page lies on.
const DARK: f32 = 0.55;
/// Of the rows (or columns) a side is looked for on, the share that must see it, and of those the share its line
/// must fit.
const SEEN: f32 = 0.5;
const FIT: f32 = 0.7;
/// How far (a share of the picture's shorter side) a point may be from its side's line and fit it.
const NEAR: f32 = 0.012;

/// The paper's corners on `picture` (top left, top right, bottom right, bottom left), when all four of its edges
/// are seen against something darker and each is straight.
pub fn corners(picture: &GrayImage) -> Option<[(f32, f32); 4]> {
    let (w, h) = picture.dimensions();
    let (small, k) = super::plane::at_most(picture, LOOK);
    let (sw, sh) = small.dimensions();
    let near = NEAR * sw.min(sh) as f32;
    let row = |y: u32| -> Vec<f32> {
        (0..sw)
            .map(|x| f32::from(small.get_pixel(x, y).0[0]))
            .collect()
    };
    let column = |x: u32| -> Vec<f32> {
        (0..sh)
            .map(|y| f32::from(small.get_pixel(x, y).0[0]))
            .collect()
    };
    // Each side: for each line of pixels across it, where the paper begins coming in from the picture's edge.
    let rows: Vec<Vec<f32>> = (0..sh).map(row).collect();
    let columns: Vec<Vec<f32>> = (0..sw).map(column).collect();
    let side = |lines: &[Vec<f32>], from_end: bool| -> Option<(f32, f32)> {
        let (from, to) = (lines.len() / 10, lines.len() * 9 / 10);
        let points: Vec<(f32, f32)> = (from..to)
            .filter_map(|i| {
                let mut line = lines[i].clone();
                if from_end {
                    line.reverse();
                }
                let edge = edge_in(&line)?;
                let at = if from_end {
                    (line.len() - 1 - edge) as f32
                } else {
                    edge as f32
                };
                Some((i as f32, at))
            })
            .collect();
        if (points.len() as f32) < SEEN * (to - from) as f32 {
            return None;
        }
        let (a, b) = fit(&points, near)?;
        let fitting = points
            .iter()
            .filter(|&&(t, at)| (a * t + b - at).abs() <= near)
            .count();
        (fitting as f32 >= FIT * points.len() as f32).then_some((a, b))
    };
    // Left and right: x = a·y + b; top and bottom: y = a·x + b.
    let left = side(&rows, false)?;
    let right = side(&rows, true)?;
    let top = side(&columns, false)?;
    let bottom = side(&columns, true)?;
    let meet = |(a1, b1): (f32, f32), (a2, b2): (f32, f32)| -> Option<(f32, f32)> {
        // x = a1·y + b1 and y = a2·x + b2.
        let d = 1.0 - a1 * a2;
        if d.abs() < 1e-3 {
            return None;
        }
        let x = (a1 * b2 + b1) / d;
        Some((x / k, (a2 * x + b2) / k))
    };
    let found = [
        meet(left, top)?,
        meet(right, top)?,
        meet(right, bottom)?,
        meet(left, bottom)?,
    ];
    // A page, not a sliver: its sides at least half the picture's.
    let length = |p: (f32, f32), q: (f32, f32)| (p.0 - q.0).hypot(p.1 - q.1);
    let (pw, ph) = (w as f32, h as f32);
    let wide = length(found[0], found[1]).min(length(found[3], found[2]));
    let tall = length(found[0], found[3]).min(length(found[1], found[2]));
    (wide >= pw * 0.5 && tall >= ph * 0.5).then_some(found)
}

/// Where the paper begins along a line of pixels from the picture's edge: the first pixel, within [`REACH`] of the
/// line, brighter than a quarter of the way from the edge's darkness to the line's paper; `None` where the edge is paper
/// already (the page reaches the picture's edge there) or no paper is met.
fn edge_in(line: &[f32]) -> Option<usize> {
    let n = line.len();
    let mut sorted = line.to_vec();
    sorted.sort_by(f32::total_cmp);
    let paper = sorted[n * 9 / 10];
    let rim = (n / 200).max(2);
    let outside = line[..rim].iter().sum::<f32>() / rim as f32;
    if outside > DARK * paper {
        return None;
    }
    // A quarter of the way from the edge's darkness to the paper: paper in a shadow across the page's edge is
    // paper still.
    let half = outside + (paper - outside) / 4.0;
    let run = (n / 100).max(2);
    (0..(n as f32 * REACH) as usize).find(|&x| line[x..(x + run).min(n)].iter().all(|&p| p > half))
}

/// The line `at = a·t + b` through `points` (t, at), least squares, fitted again twice to the points within `near` of
/// the last fit (a ring of the binder, a finger over the edge left out).
fn fit(points: &[(f32, f32)], near: f32) -> Option<(f32, f32)> {
    let line = |pts: &[&(f32, f32)]| -> Option<(f32, f32)> {
        let n = pts.len() as f32;
        if n < 2.0 {
            return None;
        }
        let (st, sa) = pts.iter().fold((0.0, 0.0), |(s, t), p| (s + p.0, t + p.1));
        let (mt, ma) = (st / n, sa / n);
        let (num, den) = pts.iter().fold((0.0, 0.0), |(u, v), p| {
            (u + (p.0 - mt) * (p.1 - ma), v + (p.0 - mt) * (p.0 - mt))
        });
        if den <= 0.0 {
            return None;
        }
        let a = num / den;
        Some((a, ma - a * mt))
    };
    // Begun from the median: most points are the edge.
    let mut ats: Vec<f32> = points.iter().map(|p| p.1).collect();
    ats.sort_by(f32::total_cmp);
    let median = ats[ats.len() / 2];
    let mut kept: Vec<&(f32, f32)> = points
        .iter()
        .filter(|p| (p.1 - median).abs() <= near * 4.0)
        .collect();
    let mut best = line(&kept)?;
    for _ in 0..2 {
        kept = points
            .iter()
            .filter(|p| (best.0 * p.0 + best.1 - p.1).abs() <= near)
            .collect();
        best = line(&kept)?;
    }
    Some(best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Luma;

    /// A page lying on a dark desk, photographed at an angle (a quadrilateral, its top narrower): its corners are
    /// found within a few pixels (its lines of text inside its margins). A scan, paper to its edges, has none.
    #[test]
    fn a_page_on_a_desk_has_its_corners_found_and_a_scan_none() {
        let seen = [
            (120.0f32, 80.0f32),
            (680.0, 100.0),
            (760.0, 1000.0),
            (60.0, 980.0),
        ];
        let inside = |x: f32, y: f32| {
            (0..4).all(|i| {
                let (p, q) = (seen[i], seen[(i + 1) % 4]);
                (q.0 - p.0) * (y - p.1) - (q.1 - p.1) * (x - p.0) >= 0.0
            })
        };
        let photo = GrayImage::from_fn(820, 1080, |x, y| {
            let (x, y) = (x as f32, y as f32);
            if !inside(x, y) {
                Luma([40])
            } else if (200.0..600.0).contains(&x)
                && (200.0..900.0).contains(&y)
                && (y as u32 / 30).is_multiple_of(2)
                && (x as u32 / 9).is_multiple_of(3)
            {
                Luma([30])
            } else {
                Luma([215])
            }
        });
        let found = corners(&photo).expect("the page's corners");
        for (f, s) in found.iter().zip(&seen) {
            assert!(
                (f.0 - s.0).abs() < 6.0 && (f.1 - s.1).abs() < 6.0,
                "{found:?}"
            );
        }
        let scan = GrayImage::from_pixel(820, 1080, Luma([230]));
        assert!(corners(&scan).is_none());
    }
}
