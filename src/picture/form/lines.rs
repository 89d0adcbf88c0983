//! What may be a form's ruling: pixels of thin lines, darker than the paper a little way either side of them. A rule
//! printed grey is found as well as a black one, and a shaded column (grey all across) is not a rule.

use image::GrayImage;

/// How far either side of a pixel the paper is looked at: more than a rule is thick.
const AWAY: u32 = 5;
/// How much darker than the paper on both sides a pixel of a rule is.
const DARKER: i16 = 14;

/// Pixels of lines across: darker than the paper above and below.
pub fn across(page: &GrayImage) -> Vec<Vec<bool>> {
    thin(page, |x, y| {
        let h = page.height();
        (y >= AWAY && y + AWAY < h).then(|| ((x, y - AWAY), (x, y + AWAY)))
    })
}

/// Pixels of lines down: darker than the paper left and right.
pub fn down(page: &GrayImage) -> Vec<Vec<bool>> {
    thin(page, |x, y| {
        let w = page.width();
        (x >= AWAY && x + AWAY < w).then(|| ((x - AWAY, y), (x + AWAY, y)))
    })
}

fn thin(
    page: &GrayImage,
    sides: impl Fn(u32, u32) -> Option<((u32, u32), (u32, u32))>,
) -> Vec<Vec<bool>> {
    let at = |(x, y): (u32, u32)| page.get_pixel(x, y).0[0] as i16;
    (0..page.height())
        .map(|y| {
            (0..page.width())
                .map(|x| {
                    sides(x, y).is_some_and(|(a, b)| {
                        let p = at((x, y));
                        p + DARKER <= at(a) && p + DARKER <= at(b)
                    })
                })
                .collect()
        })
        .collect()
}
