//! The gutter between two columns whose lines run together into one tall band, found down the band rather than
//! across it. A line set across both columns (a game's heading just above them: `N. Whitaker – B. Castellano, Club
//! Championship`), or a gutter narrower than the gap that cuts a band into spans, left the band one span wide: its
//! lines were then cut at its valleys, a line of one column with the line of the other beside it a little lower,
//! and the columns were read across (`1.Nc3! …` and `20.Qd3 …` as one line, the reading stopped at move 5).
//!
//! Down a column of text, any stretch of half a line's width holds ink in most of the column's lines (a space
//! between words is narrower); down the gutter, only in the few lines set across it.

/// A band this many lines tall or more may be columns run together.
const LEAST_LINES: usize = 4;
/// The width of the stretch looked down, in tenths of a line: wider than a space between words.
const STRETCH: usize = 5;
/// Down the gutter, ink in at most this share (tenths) of the band's rows (the lines set across it).
const GUTTER_INK: usize = 2;
/// Down the columns either side, ink in at least this share (tenths) of the band's rows on average.
const COLUMN_INK: usize = 2;

/// The bands of a page (top, bottom), those of two columns run together joined into one with the gutter between
/// them: a run of bands one under the next, a line's height apart at most, [`LEAST_LINES`] lines tall or more,
/// with a gutter down it ([`gutter`]) that two of its bands or more run across (their lines side by side too
/// close to be cut at it, or a line set across both columns). Other bands as they are, with no gutter.
/// (`spans` cuts a band, top to bottom, into its spans, as the rows do.)
pub fn join_columns(
    ink: &[Vec<bool>],
    bands: Vec<(usize, usize)>,
    typical: usize,
    spans: impl Fn(usize, usize) -> Vec<(usize, usize)>,
) -> Vec<(usize, usize, Option<usize>)> {
    let mut runs: Vec<Vec<(usize, usize)>> = Vec::new();
    for band in bands {
        match runs.last_mut() {
            Some(run) if run.last().is_some_and(|last| band.0 <= last.1 + typical) => {
                run.push(band)
            }
            _ => runs.push(vec![band]),
        }
    }
    let mut out = Vec::new();
    for run in runs {
        let (top, bottom) = (run[0].0, run[run.len() - 1].1);
        // Paper down the gutter in every band but a line across the columns above or below them (a justified
        // paragraph's spaces that fall one under another a few lines running are no gutter).
        let across_the_gutter = |&(l, r): &(usize, usize)| {
            // (Its middle: a glyph of a column's edge may reach into its sides.)
            let quarter = (r - l) / 4;
            let (l, r) = (l + quarter, r - quarter);
            let inked: Vec<usize> = (0..run.len())
                .filter(|&k| (run[k].0..run[k].1).any(|y| ink[y][l..r].iter().any(|&b| b)))
                .collect();
            match inked[..] {
                [] => true,
                [k] => k == 0 || k + 1 == run.len(),
                _ => false,
            }
        };
        let gutter = gutter(ink, top, bottom, typical)
            .filter(across_the_gutter)
            .map(|(l, r)| (l + r) / 2)
            .filter(|&x| {
                let across =
                    |&&(t, b): &&(usize, usize)| spans(t, b).iter().any(|s| s.0 < x && x < s.1);
                run.iter().filter(across).count() >= 2
            });
        match gutter {
            Some(x) => out.push((top, bottom, Some(x))),
            None => out.extend(run.into_iter().map(|(t, b)| (t, b, None))),
        }
    }
    out
}

/// The gutter (left, right) of the band `top..bottom`, if the band is two columns of text run together: a run of
/// stretches with little ink down them in the middle three fifths of the band's ink, with columns of text either
/// side.
pub fn gutter(
    ink: &[Vec<bool>],
    top: usize,
    bottom: usize,
    typical: usize,
) -> Option<(usize, usize)> {
    let height = bottom - top;
    if height < LEAST_LINES * typical {
        return None;
    }
    let w = ink.first().map_or(0, Vec::len);
    let stretch = (typical * STRETCH / 10).max(2);
    if w <= stretch {
        return None;
    }
    // For each x, the rows with ink in x..x + stretch.
    let mut down = vec![0usize; w - stretch];
    for row in &ink[top..bottom] {
        let mut run = row[..stretch].iter().filter(|&&b| b).count();
        for (x, d) in down.iter_mut().enumerate() {
            if run > 0 {
                *d += 1;
            }
            run = run + usize::from(row[x + stretch]) - usize::from(row[x]);
        }
    }
    let first = down.iter().position(|&d| d > 0)?;
    let last = down.iter().rposition(|&d| d > 0)?;
    let (from, to) = (first + (last - first) / 5, last - (last - first) / 5);
    let little = |x: usize| down[x] * 10 <= height * GUTTER_INK;
    let mut best: Option<(usize, usize)> = None;
    let mut x = from;
    while x <= to {
        if !little(x) {
            x += 1;
            continue;
        }
        let start = x;
        while x <= to && little(x) {
            x += 1;
        }
        if best.is_none_or(|(a, b)| x - start > b - a) {
            best = Some((start, x));
        }
    }
    let (start, end) = best?;
    let column = |xs: std::ops::Range<usize>| {
        let n = xs.len().max(1);
        xs.map(|x| down[x]).sum::<usize>() * 10 >= height * COLUMN_INK * n
    };
    (column(first..start) && column(end..last + 1)).then_some((start, end + stretch))
}

#[cfg(test)]
mod tests {
    use super::super::rows::{bands, spans, tests::ink};
    use super::{gutter, join_columns};

    /// Two columns of lines 20 high, the right one's lines half a line lower, a heading across both above them.
    fn two_columns(gutter: usize) -> Vec<Vec<bool>> {
        let mut boxes = vec![(10, 0, 600, 20)];
        for line in 0..8 {
            let y = 30 + line * 30;
            boxes.push((10, y, 290, y + 20));
            boxes.push((290 + gutter, y + 15, 600, y + 35));
        }
        ink(620, 300, &boxes)
    }

    #[test]
    fn columns_run_together_under_a_heading_are_parted_at_their_gutter() {
        let page = two_columns(24);
        let (l, r) = gutter(&page, 0, 290, 20).expect("a gutter");
        assert!(l >= 285 && r <= 319 && r > l, "{l}..{r}");
    }

    #[test]
    fn one_column_of_text_has_no_gutter() {
        // Words 60 wide, a space of 6 between them, the spaces at other places in every line.
        let mut boxes = Vec::new();
        for line in 0..8 {
            let y = line * 30;
            let mut x = 10 + (line * 17) % 40;
            while x + 60 < 600 {
                boxes.push((x, y, x + 60, y + 20));
                x += 66;
            }
        }
        let page = ink(620, 260, &boxes);
        assert_eq!(gutter(&page, 0, 260, 20), None);
    }

    /// Two columns a gutter of 16 pixels apart (narrower than the gap a band is cut at), the right one's lines half
    /// a line lower: every band across the page runs across the gutter, and they are joined into one, to be cut at
    /// it. A column alone is left as its lines.
    #[test]
    fn bands_of_columns_too_close_to_cut_are_joined_with_their_gutter() {
        let page = two_columns(16);
        let found = bands(&page, 0, 620, 0, 300);
        assert!(found.len() > 1);
        let joined = join_columns(&page, found, 20, |t, b| {
            spans(&page, t, b, 0, 620, (b - t).min(20))
        });
        assert_eq!(joined.len(), 1, "{joined:?}");
        let x = joined[0].2.expect("a gutter");
        assert!((290..306).contains(&x), "{x}");
        let one = ink(
            620,
            300,
            &(0..8)
                .map(|l| (10, l * 30, 600, l * 30 + 20))
                .collect::<Vec<_>>(),
        );
        let alone = join_columns(&one, bands(&one, 0, 620, 0, 300), 20, |t, b| {
            spans(&one, t, b, 0, 620, (b - t).min(20))
        });
        assert!(
            alone.len() == 8 && alone.iter().all(|b| b.2.is_none()),
            "{alone:?}"
        );
    }
}
