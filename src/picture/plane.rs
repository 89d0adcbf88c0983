//! A flat page seen in perspective: the projective map (homography) that four points and where they are seen fix,
//! and a picture resampled through it — the page as if scanned flat.

use image::{GrayImage, Luma};

/// A projective map of the plane: (x, y) ↦ ((a x + b y + c) / (g x + h y + 1), (d x + e y + f) / (g x + h y + 1)).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Homography([f64; 8]);

impl Homography {
    /// The map taking each of `from` to the same place of `to`; `None` when three of the points are in a line.
    pub fn through(from: [(f32, f32); 4], to: [(f32, f32); 4]) -> Option<Homography> {
        // Two equations a point pair, eight unknowns.
        let mut m = [[0.0f64; 9]; 8];
        for (i, (&(x, y), &(u, v))) in from.iter().zip(&to).enumerate() {
            let (x, y, u, v) = (f64::from(x), f64::from(y), f64::from(u), f64::from(v));
            m[2 * i] = [x, y, 1.0, 0.0, 0.0, 0.0, -u * x, -u * y, u];
            m[2 * i + 1] = [0.0, 0.0, 0.0, x, y, 1.0, -v * x, -v * y, v];
        }
        for col in 0..8 {
            let pivot = (col..8).max_by(|&a, &b| m[a][col].abs().total_cmp(&m[b][col].abs()))?;
            if m[pivot][col].abs() < 1e-9 {
                return None;
            }
            m.swap(col, pivot);
            let pivot_row = m[col];
            for (row, values) in m.iter_mut().enumerate() {
                if row != col {
                    let factor = values[col] / pivot_row[col];
                    for (v, p) in values.iter_mut().zip(&pivot_row).skip(col) {
                        *v -= factor * p;
                    }
                }
            }
        }
        let mut h = [0.0; 8];
        for (i, v) in h.iter_mut().enumerate() {
            *v = m[i][8] / m[i][i];
        }
        Some(Homography(h))
    }

    /// Where `(x, y)` goes.
    pub fn map(&self, x: f32, y: f32) -> (f32, f32) {
        let [a, b, c, d, e, f, g, h] = self.0;
        let (x, y) = (f64::from(x), f64::from(y));
        let w = g * x + h * y + 1.0;
        (
            ((a * x + b * y + c) / w) as f32,
            ((d * x + e * y + f) / w) as f32,
        )
    }

    /// The same map after scaling its input by `k` first: (x, y) ↦ self(x / k, y / k).
    pub fn after_scaling(&self, k: f32) -> Homography {
        let k = f64::from(k);
        let [a, b, c, d, e, f, g, h] = self.0;
        Homography([a / k, b / k, c, d / k, e / k, f, g / k, h / k])
    }
}

/// `picture` made smaller, if need be, to be at most `side` pixels on its longer side, and the scale it was made
/// smaller by (1 when it was not).
pub fn at_most(picture: &GrayImage, side: u32) -> (GrayImage, f32) {
    let (w, h) = picture.dimensions();
    let k = (side as f32 / w.max(h).max(1) as f32).min(1.0);
    if k >= 1.0 {
        return (picture.clone(), 1.0);
    }
    let small = image::imageops::resize(
        picture,
        ((w as f32 * k) as u32).max(1),
        ((h as f32 * k) as u32).max(1),
        image::imageops::FilterType::Triangle,
    );
    (small, k)
}

/// A `width` × `height` picture whose pixel (u, v) is `picture`'s at `to_picture(u + ½, v + ½)`, sampled between
/// its four nearest pixels; paper-white outside it.
pub fn resample(
    picture: &GrayImage,
    to_picture: &Homography,
    width: u32,
    height: u32,
) -> GrayImage {
    let (w, h) = picture.dimensions();
    let at = |x: i64, y: i64| -> f32 {
        if x < 0 || y < 0 || x >= i64::from(w) || y >= i64::from(h) {
            255.0
        } else {
            f32::from(picture.get_pixel(x as u32, y as u32).0[0])
        }
    };
    GrayImage::from_fn(width, height, |u, v| {
        let (x, y) = to_picture.map(u as f32 + 0.5, v as f32 + 0.5);
        let (x, y) = (x - 0.5, y - 0.5);
        let (x0, y0) = (x.floor(), y.floor());
        let (fx, fy) = (x - x0, y - y0);
        let (x0, y0) = (x0 as i64, y0 as i64);
        let top = at(x0, y0) * (1.0 - fx) + at(x0 + 1, y0) * fx;
        let bottom = at(x0, y0 + 1) * (1.0 - fx) + at(x0 + 1, y0 + 1) * fx;
        Luma([(top * (1.0 - fy) + bottom * fy).round().clamp(0.0, 255.0) as u8])
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_points_go_where_they_are_seen_and_between_stays_straight() {
        let from = [(0.0, 0.0), (100.0, 0.0), (100.0, 200.0), (0.0, 200.0)];
        let to = [(12.0, 30.0), (140.0, 22.0), (150.0, 260.0), (5.0, 240.0)];
        let h = Homography::through(from, to).expect("a map");
        for (f, t) in from.iter().zip(&to) {
            let (x, y) = h.map(f.0, f.1);
            assert!(
                (x - t.0).abs() < 1e-3 && (y - t.1).abs() < 1e-3,
                "{f:?} → {x},{y}"
            );
        }
        // A straight line stays straight: the middle of the top edge is on the seen top edge.
        let (x, y) = h.map(50.0, 0.0);
        let cross = (140.0 - 12.0) * (y - 30.0) - (22.0 - 30.0) * (x - 12.0);
        assert!(cross.abs() < 1e-2);
        let scaled = h.after_scaling(2.0);
        assert_eq!(scaled.map(200.0, 400.0), h.map(100.0, 200.0));
        assert!(
            Homography::through(from, [(0.0, 0.0), (1.0, 1.0), (2.0, 2.0), (3.0, 3.0)]).is_none()
        );
    }

    #[test]
    fn a_picture_resampled_through_a_shift_is_shifted() {
        let picture = GrayImage::from_fn(40, 30, |x, y| {
            Luma([if x == 10 && y == 5 { 0 } else { 200 }])
        });
        let from = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)];
        let to = [(3.0, 2.0), (13.0, 2.0), (13.0, 12.0), (3.0, 12.0)];
        let h = Homography::through(from, to).expect("a shift");
        let out = resample(&picture, &h, 40, 40);
        assert_eq!(out.get_pixel(7, 3).0[0], 0);
        assert_eq!(out.get_pixel(6, 3).0[0], 200);
        assert_eq!(
            out.get_pixel(39, 39).0[0],
            255,
            "outside the picture is paper"
        );
    }
}
