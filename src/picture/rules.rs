//! The ruling of a table taken away before the rows are found: lines of ink far longer than any character, across
//! or down. A photographed page's rules lean or bow a little even after the page is turned straight, so a rule is
//! followed as a path that may step a pixel aside where the straight way has no ink, as long as it stays nearly
//! straight; a rule left in a row would join a number to its move, or be read as a glyph of its own.

use image::{GrayImage, Luma};

/// Takes away the rules of `ink` (and paints them paper on `img`): paths of ink at least a tenth of the page's
/// shorter side long (and 60 pixels), down or across, that wander aside by at most an eighth of their length.
/// A path may run through pixels of thin lines (`thin_across`, `thin_down`: [`super::form::across`] and `down`)
/// that are not ink: a table's rule printed faint on a photo's light corner is ink only where the shade darkens
/// it, a piece too short to be a rule on its own, and left there it joined the last row's number to its move.
pub fn remove_rules(
    ink: &mut [Vec<bool>],
    img: &mut GrayImage,
    thin_across: &[Vec<bool>],
    thin_down: &[Vec<bool>],
) {
    let h = ink.len();
    let w = ink.first().map_or(0, Vec::len);
    let long = (w.min(h) / 10).max(60);
    // Down (along y, across x), then across (along x, across y). A rule down is followed across a gap of up to
    // [`BRIDGE`] pixels: a two-column page's thin grey rule, broken by a photo's light, was left in the gutter
    // below its break, and the gutter no longer parted the columns' lines. A rule across is not: a line of text
    // set tight, its glyphs a pixel or two apart, would make one.
    let either = |lines: &[Vec<bool>], x: usize, y: usize| {
        let line = lines.get(y).and_then(|r| r.get(x)).copied();
        ink.get(y)
            .and_then(|r| r.get(x))
            .map(|&b| b || line == Some(true))
    };
    let down: Vec<(usize, usize)> = rules_along(h, w, long, BRIDGE, |y, x| either(thin_down, x, y))
        .into_iter()
        .map(|(y, x)| (x, y))
        .collect();
    let across = rules_along(w, h, long, 0, |x, y| either(thin_across, x, y));
    // The rule and its soft edge, a pixel either side, and across it the ink of a rule thicker than three pixels
    // (a photo's blur; a path keeps to one pixel of it), up to [`THICK`] pixels more either side.
    let mut rule = vec![vec![false; w]; h];
    for (pixels, is_down) in [(down, true), (across, false)] {
        for (x, y) in pixels {
            let at = |k: isize| {
                let (xx, yy) = if is_down {
                    (x as isize + k, y as isize)
                } else {
                    (x as isize, y as isize + k)
                };
                (xx >= 0 && yy >= 0 && (xx as usize) < w && (yy as usize) < h)
                    .then_some((xx as usize, yy as usize))
            };
            for side in [-1isize, 1] {
                let mut k = 1;
                while let Some((xx, yy)) = at(side * k) {
                    if k > 1 && !ink[yy][xx] {
                        break;
                    }
                    rule[yy][xx] = true;
                    if k > THICK {
                        break;
                    }
                    k += 1;
                }
            }
            rule[y][x] = true;
        }
    }
    for (y, ruled) in rule.iter().enumerate() {
        for (x, _) in ruled.iter().enumerate().filter(|(_, r)| **r) {
            ink[y][x] = false;
            img.put_pixel(x as u32, y as u32, Luma([255]));
        }
    }
}

/// Pixels of ink beyond a rule's soft edge taken with it, either side (see `remove_rules`).
const THICK: isize = 3;

/// Pixels of paper a rule down is followed across (fewer than between two lines of text).
const BRIDGE: usize = 5;

/// The pixels `(along, at)` of the rules that run along one direction (`along` in `0..alongs`, `at` in `0..ats`,
/// `inked(along, at)` whether a pixel is ink): from every pixel with no ink before it along the way (the start of a
/// stroke), the path onward, when it is `long` and nearly straight.
fn rules_along(
    alongs: usize,
    ats: usize,
    long: usize,
    bridge: usize,
    inked: impl Fn(usize, usize) -> Option<bool>,
) -> Vec<(usize, usize)> {
    let is = |along: usize, at: usize| inked(along, at) == Some(true);
    let mut out = Vec::new();
    for along0 in 0..alongs {
        for at0 in 0..ats {
            if !is(along0, at0) || (along0 > 0 && is(along0 - 1, at0)) {
                continue;
            }
            let path = follow(at0, along0, alongs, bridge, &inked);
            if path.len() >= long && path_is_straight(&path, at0) {
                out.extend(path);
            }
        }
    }
    out
}

/// The path of ink from `(along0, at0)` onward (`along` the direction followed, `at` across it; `inked(along, at)`
/// whether a pixel is ink, None off the page): straight on where there is ink, else a pixel to either side.
fn follow(
    at0: usize,
    along0: usize,
    end: usize,
    bridge: usize,
    inked: impl Fn(usize, usize) -> Option<bool>,
) -> Vec<(usize, usize)> {
    let mut path = vec![(along0, at0)];
    let mut at = at0;
    let mut along = along0 + 1;
    // Straight on, or a pixel aside; or, across a gap of up to `bridge` pixels (a thin grey rule the photo's light
    // broke), on where the ink goes on.
    let next_at = |a: usize, at: usize| {
        let ink = |x: usize| inked(a, x) == Some(true);
        if ink(at) {
            Some(at)
        } else if at > 0 && ink(at - 1) {
            Some(at - 1)
        } else if ink(at + 1) {
            Some(at + 1)
        } else {
            None
        }
    };
    while along < end {
        let Some((a, next)) =
            (along..(along + bridge + 1).min(end)).find_map(|a| next_at(a, at).map(|n| (a, n)))
        else {
            break;
        };
        path.extend((along..a).map(|g| (g, at)));
        at = next;
        path.push((a, at));
        along = a + 1;
    }
    path
}

/// Whether a path stays near its start across: aside by at most an eighth of its length at any point (a rule that
/// leans; not a stroke of text wandering along a run of touching glyphs).
fn path_is_straight(path: &[(usize, usize)], at0: usize) -> bool {
    let most = path.len() / 8;
    path.iter().all(|&(_, at)| at.abs_diff(at0) <= most)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A thin rule down a photo's gutter, broken for a few pixels by the light, is taken away whole: the part below
    /// the break is too short to be a rule on its own. A rule across broken so is not followed over its gap.
    #[test]
    fn a_rule_down_broken_for_a_few_pixels_is_taken_away_whole() {
        let (w, h) = (400, 400);
        let mut ink = vec![vec![false; w]; h];
        for (y, row) in ink.iter_mut().enumerate().take(380).skip(20) {
            if !(300..304).contains(&y) {
                row[if y < 300 { 200 } else { 201 }] = true;
            }
        }
        for x in (20..340).filter(|x| !(300..304).contains(x)) {
            ink[100][x] = true;
        }
        let mut img = GrayImage::from_pixel(w as u32, h as u32, Luma([0]));
        remove_rules(&mut ink, &mut img, &[], &[]);
        assert!(
            (20..380).all(|y| !ink[y][200] && !ink[y][201]),
            "the rule down is gone"
        );
        assert!(ink[100][320], "a rule across is not followed over a gap");
    }

    /// A rule down the page that leans a pixel every twenty rows is taken away whole; a glyph beside it stays.
    #[test]
    fn a_leaning_rule_is_taken_away_and_a_glyph_stays() {
        let (w, h) = (400, 400);
        let mut ink = vec![vec![false; w]; h];
        for (y, row) in ink.iter_mut().enumerate().take(380).skip(20) {
            row[100 + y / 20] = true;
            row[101 + y / 20] = true;
        }
        // A rule across that leans too.
        for x in 20..380 {
            ink[300 + x / 40][x] = true;
        }
        // A `1`: 30 high, 4 wide.
        for row in ink.iter_mut().take(80).skip(50) {
            row[200..204].iter_mut().for_each(|p| *p = true);
        }
        let mut img = GrayImage::from_pixel(w as u32, h as u32, Luma([0]));
        remove_rules(&mut ink, &mut img, &[], &[]);
        let left: usize = ink.iter().map(|r| r.iter().filter(|&&b| b).count()).sum();
        assert_eq!(left, 30 * 4, "only the glyph is left");
        assert!(ink[60][201]);
    }

    /// A rule printed faint is ink only where a photo's shade darkens it, at its foot, four pixels wide: too short
    /// to be a rule on its own, it is followed up its thin line and taken away whole, all four pixels of it. A
    /// glyph beside the rule stays.
    #[test]
    fn a_faint_rule_dark_only_at_its_foot_is_taken_away() {
        let (w, h) = (400, 400);
        let mut ink = vec![vec![false; w]; h];
        let mut thin_down = vec![vec![false; w]; h];
        for y in 20..380 {
            thin_down[y][100] = true;
            if y >= 330 {
                ink[y][99..103].iter_mut().for_each(|p| *p = true);
            }
        }
        // A `1` ten pixels right of the rule.
        for row in ink.iter_mut().take(370).skip(340) {
            row[112..116].iter_mut().for_each(|p| *p = true);
        }
        let mut img = GrayImage::from_pixel(w as u32, h as u32, Luma([0]));
        let mut kept = ink.clone();
        remove_rules(&mut kept, &mut img, &[], &[]);
        assert!(
            kept[350][101],
            "without its thin line the foot alone is too short"
        );
        remove_rules(&mut ink, &mut img, &[], &thin_down);
        let left: usize = ink.iter().map(|r| r.iter().filter(|&&b| b).count()).sum();
        assert_eq!(left, 30 * 4, "only the glyph is left");
    }
}
