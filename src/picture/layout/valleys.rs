//! Lines a hair apart: a band of ink much taller than a line, cut into its lines where a row of pixels across it
//! holds next to no ink. Lines set close on a page that leans or curls a little, a descender of one touching an
//! ascender of the next, have no row of paper across the page between them (a Chinese prose page's lines ran
//! together two at a time, and the garble was read as lines run together).

/// A band taller than this many tenths of a line may be lines a hair apart.
const RUN_TOGETHER: usize = 17;
/// A row of a band with at most this share of its usual row's ink is the paper between two of its lines.
const VALLEY: usize = 25;

/// The band `top..bottom`, if it is much taller than a `typical` line, cut into its lines at its valleys: runs of
/// rows with at most a [`VALLEY`]th of the ink of the band's usual row, a third of a line or more from either end
/// and from the last cut. Two columns whose lines do not line up leave no such valley (one column's line has ink
/// where the other's has paper): `rows` parts them.
pub fn apart(ink: &[Vec<bool>], top: usize, bottom: usize, typical: usize) -> Vec<(usize, usize)> {
    if (bottom - top) * 10 <= typical * RUN_TOGETHER {
        return vec![(top, bottom)];
    }
    let counts: Vec<usize> = (top..bottom)
        .map(|y| ink[y].iter().filter(|&&b| b).count())
        .collect();
    let mut sorted = counts.clone();
    sorted.sort_unstable();
    let usual = sorted[sorted.len() / 2];
    let low = (usual / VALLEY).max(1);
    let edge = (typical / 3).max(3);
    let mut out = Vec::new();
    let mut from = top;
    let mut y = top + edge;
    while y + edge < bottom {
        if counts[y - top] > low {
            y += 1;
            continue;
        }
        let start = y;
        while y < bottom && counts[y - top] <= low {
            y += 1;
        }
        if start - from >= edge && y + edge <= bottom {
            out.push((from, start));
            from = y;
        }
    }
    out.push((from, bottom));
    out
}

#[cfg(test)]
mod tests {
    use super::super::rows::tests::ink;
    use super::apart;

    #[test]
    fn two_lines_a_descender_joins_are_cut_apart_at_the_paper_between_them() {
        // Two lines 22 high, 4 rows of paper between them but for a descender 2 pixels wide reaching across.
        let page = ink(
            600,
            100,
            &[(10, 20, 560, 42), (10, 46, 560, 68), (500, 40, 502, 48)],
        );
        assert_eq!(apart(&page, 20, 68, 22), vec![(20, 42), (46, 68)]);
    }

    #[test]
    fn a_line_alone_and_a_band_with_no_valley_stay_whole() {
        // One line: not tall enough to be two.
        let page = ink(600, 100, &[(10, 20, 560, 42)]);
        assert_eq!(apart(&page, 20, 42, 22), vec![(20, 42)]);
        // Two lines whose gap holds ink across a tenth of the line's width: no valley, left to the other steps.
        let page = ink(
            600,
            100,
            &[(10, 20, 560, 42), (10, 46, 560, 68), (100, 40, 160, 48)],
        );
        assert_eq!(apart(&page, 20, 68, 22), vec![(20, 68)]);
    }

    #[test]
    fn a_valley_near_the_band_s_end_is_no_line_s_gap() {
        // A line with a comma's tail a few rows below it, nearly apart: under a third of a line from the end.
        let page = ink(600, 100, &[(10, 20, 560, 56), (200, 56, 203, 62)]);
        assert_eq!(apart(&page, 20, 62, 22), vec![(20, 62)]);
    }
}
