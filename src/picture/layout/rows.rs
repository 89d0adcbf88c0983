//! Rows of ink: the bands of a page (rows of ink with paper between them), each cut at gaps wider than its height
//! into spans — the words of a line a gap apart, a table's cells, the two halves of a line running across two
//! columns. A band much taller than a line that is cut into several spans is lines of columns set side by side
//! whose baselines do not line up (a remark in another face in one column shifts the lines after it): each span
//! is cut into its own rows again.

use super::valleys;

/// A row of ink: its top and bottom, and its spans (left, right), left to right.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub top: usize,
    pub bottom: usize,
    pub spans: Vec<(usize, usize)>,
}

/// The rows of `ink` (`ink[y][x]`), top to bottom, and the height of a typical line. A band much taller than a line
/// is lines of columns side by side (cut at the gaps between its spans), or else one column's lines a hair apart
/// (cut where a row of pixels across it holds next to no ink: [`valleys::apart`]).
pub fn rows(ink: &[Vec<bool>]) -> (Vec<Row>, usize) {
    let h = ink.len();
    let w = ink.first().map_or(0, Vec::len);
    let found = bands(ink, 0, w, 0, h);
    let mut heights: Vec<usize> = found
        .iter()
        .map(|b| b.1 - b.0)
        .filter(|&v| v >= 8)
        .collect();
    heights.sort_unstable();
    let typical = heights.get(heights.len() / 2).copied().unwrap_or(20).max(8);
    // Bands still to be made rows, the last first, each with whether it was cut at its valleys already.
    let mut bands_left: Vec<(usize, usize, bool)> = found
        .into_iter()
        .rev()
        .map(|(t, b)| (t, b, false))
        .collect();
    let mut out = Vec::new();
    while let Some((top, bottom, cut_at_valleys)) = bands_left.pop() {
        let height = bottom - top;
        if height < typical / 3 || height < 6 {
            continue;
        }
        let cut = spans(ink, top, bottom, 0, w, height.min(typical));
        let tall = height * 10 > typical * 17
            || (height * 10 > typical * 13 && stacked(ink, &cut, top, bottom, typical));
        if cut.len() >= 2 && tall {
            // Lines of columns side by side, run together across the gap between them: each column's lines apart,
            // those at the same height joined again (a heading in a larger face cut at a wide gap).
            let mut sub: Vec<Row> = Vec::new();
            for &(left, right) in &cut {
                for (t, b) in bands(ink, left, right, top, bottom) {
                    let hh = b - t;
                    if hh < typical / 3 || hh < 6 {
                        continue;
                    }
                    let inner = spans(ink, t, b, left, right, hh);
                    if !inner.is_empty() {
                        sub.push(Row {
                            top: t,
                            bottom: b,
                            spans: inner,
                        });
                    }
                }
            }
            out.extend(join_level(sub));
            continue;
        }
        // One column's lines a hair apart: cut at its valleys, each line made a row on its own.
        if tall && !cut_at_valleys {
            let lines = valleys::apart(ink, top, bottom, typical);
            if lines.len() > 1 {
                bands_left.extend(lines.into_iter().rev().map(|(t, b)| (t, b, true)));
                continue;
            }
        }
        if !cut.is_empty() {
            out.push(Row {
                top,
                bottom,
                spans: cut,
            });
        }
    }
    out.sort_by_key(|r| (r.top, r.spans.first().map_or(0, |s| s.0)));
    (out, typical)
}

/// Whether one of the spans `cut` of the band `top..bottom` holds two lines or more one above the other, paper
/// between them. The page's `typical` line is measured over bands across the page; on a two-column page whose
/// remarks shift one column's lines, many of those bands already join two lines, and the typical line comes out
/// larger than a line. A band of two lines of one column beside a line of the other is then not "tall", yet its
/// lines are apart within their column.
fn stacked(
    ink: &[Vec<bool>],
    cut: &[(usize, usize)],
    top: usize,
    bottom: usize,
    typical: usize,
) -> bool {
    let least = (typical / 3).max(6);
    cut.iter().any(|&(left, right)| {
        bands(ink, left, right, top, bottom)
            .iter()
            .filter(|b| b.1 - b.0 >= least)
            .count()
            >= 2
    })
}

/// The bands of ink between `top` and `bottom` over columns `left..right`: runs of rows with more than one pixel
/// of ink, those a thin gap apart (the dot of an i, a comma below) joined.
pub(super) fn bands(
    ink: &[Vec<bool>],
    left: usize,
    right: usize,
    top: usize,
    bottom: usize,
) -> Vec<(usize, usize)> {
    let count = |y: usize| ink[y][left..right].iter().filter(|&&b| b).count();
    let mut raw = Vec::new();
    let mut y = top;
    while y < bottom {
        if count(y) > 1 {
            let start = y;
            while y < bottom && count(y) > 1 {
                y += 1;
            }
            raw.push((start, y));
        } else {
            y += 1;
        }
    }
    let mut merged: Vec<(usize, usize)> = Vec::new();
    for b in raw {
        if let Some(last) = merged.last_mut()
            && b.0 - last.1 <= 2
        {
            last.1 = b.1;
            continue;
        }
        merged.push(b);
    }
    merged
}

/// Rows at the same height (each overlapping the other by at least 60 % of the lower one) joined into one.
fn join_level(mut rows: Vec<Row>) -> Vec<Row> {
    rows.sort_by_key(|r| (r.top, r.spans.first().map_or(0, |s| s.0)));
    let mut out: Vec<Row> = Vec::new();
    for r in rows {
        let same = out.iter_mut().find(|o| {
            let overlap = o.bottom.min(r.bottom).saturating_sub(o.top.max(r.top));
            overlap * 10 >= (o.bottom - o.top).min(r.bottom - r.top) * 6
        });
        match same {
            Some(o) => {
                o.top = o.top.min(r.top);
                o.bottom = o.bottom.max(r.bottom);
                o.spans.extend(r.spans);
                o.spans.sort_unstable();
            }
            None => out.push(r),
        }
    }
    out
}

/// The spans of the band `top..bottom` over columns `left..right`: cut at gaps wider than half again `line`, the
/// height of its line (a band of several lines run together is cut at a line's gap, not at its own height's).
pub(super) fn spans(
    ink: &[Vec<bool>],
    top: usize,
    bottom: usize,
    left: usize,
    right: usize,
    line: usize,
) -> Vec<(usize, usize)> {
    let height = line;
    let mut cols = ink_down(ink, top, bottom, left, right);
    if (bottom - top) * 10 > line * 17 {
        clear_specks(&mut cols, ink, top, bottom, left, line);
    }
    let gap = (height * 3 / 2).max(12);
    let mut out = Vec::new();
    let mut x = 0;
    let w = cols.len();
    while x < w {
        if cols[x] {
            let start = x;
            let mut end = x;
            while x < w {
                if cols[x] {
                    end = x + 1;
                    x += 1;
                } else if x - end >= gap {
                    break;
                } else {
                    x += 1;
                }
            }
            // A speck (noise, a cut-off rule) is not a piece of text; a narrow glyph as tall as a letter (a
            // table's row number `1`) is.
            if end - start >= height / 3
                || tall_glyph(ink, top, bottom, left + start, left + end, height)
            {
                out.push((left + start, left + end));
            }
        } else {
            x += 1;
        }
    }
    out
}

/// In a band of several lines run together (`inked[i]`: whether x = `left + i` has ink down `top..bottom`), a speck
/// standing alone, half a line's width of paper or more on either side, taken for no ink: narrower than a third of a
/// line and no tall glyph, it is no piece of text, and it must not join what is either side of it. (The stub of a
/// photo's gutter rule that `rules` left stood in the middle of the gutter between two columns' lines run together,
/// and the paper either side of it was each too narrow to cut the band there: the columns were read as one, across.)
fn clear_specks(
    inked: &mut [bool],
    ink: &[Vec<bool>],
    top: usize,
    bottom: usize,
    left: usize,
    line: usize,
) {
    let w = inked.len();
    let paper = (line / 2).max(4);
    let mut runs = Vec::new();
    let mut x = 0;
    while x < w {
        if inked[x] {
            let start = x;
            while x < w && inked[x] {
                x += 1;
            }
            runs.push((start, x));
        } else {
            x += 1;
        }
    }
    for (k, &(start, end)) in runs.iter().enumerate() {
        let before = if k == 0 { start } else { start - runs[k - 1].1 };
        let after = runs.get(k + 1).map_or(w - end, |r| r.0 - end);
        if before >= paper
            && after >= paper
            && end - start < line / 3
            && !tall_glyph(ink, top, bottom, left + start, left + end, line)
        {
            inked[start..end].iter_mut().for_each(|b| *b = false);
        }
    }
}

/// For each x of `left..right`, whether the band `top..bottom` has ink down it.
pub fn ink_down(
    ink: &[Vec<bool>],
    top: usize,
    bottom: usize,
    left: usize,
    right: usize,
) -> Vec<bool> {
    (left..right)
        .map(|x| (top..bottom).any(|y| ink[y][x]))
        .collect()
}

/// Whether the ink of `left..right` in the band `top..bottom` is a narrow glyph standing as tall as half the line
/// (`1`, `l`) and not a speck or the stub of a rule: at least three pixels wide, and half the line high.
fn tall_glyph(
    ink: &[Vec<bool>],
    top: usize,
    bottom: usize,
    left: usize,
    right: usize,
    line: usize,
) -> bool {
    if right < left + 3 {
        return false;
    }
    let inked: Vec<usize> = (top..bottom)
        .filter(|&y| ink[y][left..right].iter().any(|&b| b))
        .collect();
    match (inked.first(), inked.last()) {
        (Some(&a), Some(&b)) => (b + 1 - a) * 2 >= line,
        _ => false,
    }
}

/// Cuts `rows` at `cuts` (row, span, x), and whether any was to be cut.
pub fn cut(ink: &[Vec<bool>], rows: &mut [Row], mut cuts: Vec<(usize, usize, usize)>) -> bool {
    if cuts.is_empty() {
        return false;
    }
    // Cut from the right, so that the indices of the spans to the left stay.
    cuts.sort_unstable_by_key(|&c| std::cmp::Reverse(c));
    cuts.dedup();
    for (r, k, at) in cuts {
        let row = &mut rows[r];
        let (l, rr) = row.spans[k];
        let extent = |from: usize, to: usize| -> Option<(usize, usize)> {
            let has = |x: usize| (row.top..row.bottom).any(|y| ink[y][x]);
            let first = (from..to).find(|&x| has(x))?;
            let last = (from..to).rev().find(|&x| has(x))?;
            Some((first, last + 1))
        };
        let (Some(a), Some(b)) = (extent(l, at), extent(at, rr)) else {
            continue;
        };
        row.spans[k] = a;
        row.spans.insert(k + 1, b);
    }
    true
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// A page of ink drawn as boxes (left, top, right, bottom).
    pub(in super::super) fn ink(
        w: usize,
        h: usize,
        boxes: &[(usize, usize, usize, usize)],
    ) -> Vec<Vec<bool>> {
        let mut ink = vec![vec![false; w]; h];
        for &(l, t, r, b) in boxes {
            for row in ink.iter_mut().take(b).skip(t) {
                row[l..r].iter_mut().for_each(|p| *p = true);
            }
        }
        ink
    }

    #[test]
    fn a_line_is_cut_at_wide_gaps_only() {
        // Three words a narrow gap apart, then a wide gap, then a cell.
        let page = ink(
            600,
            100,
            &[
                (10, 40, 60, 60),
                (66, 40, 120, 60),
                (126, 40, 200, 60),
                (300, 40, 360, 60),
            ],
        );
        let (rows, _) = rows(&page);
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].spans, vec![(10, 200), (300, 360)]);
    }

    /// Two columns whose lines do not line up run together into one tall band: each column's lines are found.
    #[test]
    fn columns_whose_lines_do_not_line_up_are_cut_into_their_own_lines() {
        let mut boxes = Vec::new();
        for i in 0..4 {
            // Left column lines at 40 + 40i, right column at 60 + 40i, 26 high: always overlapping a left line.
            boxes.push((10, 40 + 40 * i, 250, 66 + 40 * i));
            boxes.push((300, 60 + 40 * i, 560, 86 + 40 * i));
        }
        // A few ordinary lines below, for the typical height.
        for i in 0..6 {
            boxes.push((10, 260 + 30 * i, 560, 282 + 30 * i));
        }
        let page = ink(600, 500, &boxes);
        let (rows, typical) = rows(&page);
        assert_eq!(typical, 22);
        let left: Vec<usize> = rows
            .iter()
            .filter(|r| r.spans == vec![(10, 250)])
            .map(|r| r.top)
            .collect();
        let right: Vec<usize> = rows
            .iter()
            .filter(|r| r.spans == vec![(300, 560)])
            .map(|r| r.top)
            .collect();
        assert_eq!(left, vec![40, 80, 120, 160]);
        assert_eq!(right, vec![60, 100, 140, 180]);
    }

    /// Two lines of the right column beside one of the left, run together into a band under "tall" (the page's
    /// typical line measured larger than a line): the right column's lines are still found apart.
    #[test]
    fn two_lines_of_one_column_beside_one_are_apart_in_a_band_not_tall() {
        let mut boxes = vec![(10, 44, 250, 62), (300, 40, 560, 54), (300, 58, 560, 72)];
        for i in 0..6 {
            boxes.push((10, 160 + 30 * i, 560, 182 + 30 * i));
        }
        let page = ink(600, 400, &boxes);
        let (rows, typical) = rows(&page);
        assert_eq!(typical, 22);
        let top: Vec<(usize, usize, usize)> = rows
            .iter()
            .filter(|r| r.top < 100)
            .map(|r| (r.top, r.bottom, r.spans.len()))
            .collect();
        assert_eq!(top, vec![(40, 62, 2), (58, 72, 1)]);
    }

    /// Two lines of one column a descender joins (a leaning page's lines set close): two rows, not one tall one.
    #[test]
    fn two_lines_a_descender_joins_are_two_rows() {
        let mut boxes = vec![(10, 40, 560, 62), (10, 66, 560, 88), (500, 60, 502, 68)];
        for i in 0..6 {
            boxes.push((10, 160 + 30 * i, 560, 182 + 30 * i));
        }
        let page = ink(600, 400, &boxes);
        let (rows, typical) = rows(&page);
        assert_eq!(typical, 22);
        let top: Vec<(usize, usize)> = rows
            .iter()
            .filter(|r| r.top < 100)
            .map(|r| (r.top, r.bottom))
            .collect();
        assert_eq!(top, vec![(40, 62), (66, 88)]);
    }

    /// A table's row number `1`, narrower than a third of its line, is kept; a speck beside it and the stub of a
    /// rule (a pixel or two wide) are not.
    #[test]
    fn a_narrow_one_is_a_glyph_a_speck_is_not() {
        let page = ink(
            600,
            100,
            &[
                // The `1`: 6 wide, as tall as the line.
                (100, 40, 106, 70),
                (160, 40, 260, 70),
                // A speck: 5 by 4, far from the rest.
                (360, 52, 365, 56),
                // A rule's stub: 2 wide, tall.
                (450, 40, 452, 70),
            ],
        );
        let (rows, _) = rows(&page);
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].spans, vec![(100, 106), (160, 260)]);
    }
}
