//! How far a table's rules across lean on a page turned straight by its text: on a handwritten sheet the writing
//! leans as it will, and the page's skew, found from all of its ink, may leave the rules a few pixels off level from
//! one side of the table to the other — enough that no row of pixels follows a rule across.

/// Strips the page is cut into down its width; a rule is found in each, and followed from strip to strip.
const STRIPS: usize = 8;
/// Share of a strip's width a rule inks.
const RULED: f32 = 0.6;
/// Fewest rules followed across two strips for a lean to be measured.
const FEWEST: usize = 8;

/// The lean of the rules across of a straightened page, in degrees (positive: they run down to the right), when
/// it has enough rules to tell; `ink` is the page's thin lines across (`lines::across`).
pub fn lean(ink: &[Vec<bool>]) -> Option<f32> {
    let h = ink.len();
    let w = ink.first().map_or(0, Vec::len);
    let strip = w / STRIPS;
    if strip < 20 || h < 20 {
        return None;
    }
    let rules: Vec<Vec<f32>> = (0..STRIPS)
        .map(|s| {
            let (x0, x1) = (s * strip, (s + 1) * strip);
            let share: Vec<f32> = (0..h)
                .map(|y| ink[y][x0..x1].iter().filter(|&&b| b).count() as f32 / strip as f32)
                .collect();
            super::grid::peaks(&share, RULED)
                .into_iter()
                .map(|(middle, _)| middle)
                .collect()
        })
        .collect();
    // A rule in one strip and the nearest in a strip three or more further on, when near: the slope between them
    // (measured over a long way, a slope of a pixel over the width of the page shows).
    let mut slopes: Vec<f32> = Vec::new();
    for (i, near) in rules.iter().enumerate() {
        for (j, far) in rules.iter().enumerate().skip(i + 3) {
            let run = ((j - i) * strip) as f32;
            for &y in near {
                if let Some(&n) = far
                    .iter()
                    .min_by(|a, b| (*a - y).abs().total_cmp(&(*b - y).abs()))
                    && (n - y).abs() <= run * 0.03
                {
                    slopes.push((n - y) / run);
                }
            }
        }
    }
    if slopes.len() < FEWEST {
        return None;
    }
    slopes.sort_by(f32::total_cmp);
    let slope = slopes[slopes.len() / 2];
    Some(slope.atan().to_degrees())
}
