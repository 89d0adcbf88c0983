//! Gaps that run down consecutive rows of the page: a score table's columns found before the rows are followed into
//! columns and sections (`super::columns`), its numbers close to their moves, on a photo its columns leaning.

use super::aligned::ROWS;
use super::columns::median;
use super::rows::{Row, cut, ink_down};

/// A row a gap runs down: the row, the blank of that row it runs through, and whether the row has ink on both
/// sides of it.
type RunRow = (usize, (usize, usize), bool);

/// A gap followed down consecutive rows.
struct Run {
    rows: Vec<RunRow>,
}

/// A blank with ink on both sides wider than this many lines is a short line's end before the next column's text (a
/// remark, a paragraph's last line), not a gap (a table's blank between White and Black, a short move in a wide
/// cell, is under six).
const WIDE: usize = 8;

impl Run {
    /// The blank the gap is followed from into the next row: its last row's, or where that is a short line's end
    /// ([`WIDE`]), the last one before it that is not. Followed from such an end, a justified line's spaces one under
    /// another ran through a remark's short line into a book's gutter beside it, and the left column's lines were
    /// cut in two. (A blank from the page's edge is followed from as before: a table's head row, its number column
    /// empty, leads a heading's spaces away from the table's gaps.)
    fn followed(&self, typical: usize) -> (usize, usize) {
        let end_of_line = |&(_, b, inside): &RunRow| inside && b.1 - b.0 > WIDE * typical;
        self.rows
            .iter()
            .rev()
            .find(|x| !end_of_line(x))
            .or(self.rows.last())
            .map_or((0, 0), |x| x.1)
    }
}

/// `rows` cut at the gaps that run down consecutive rows of the page at about the same place, before the rows are
/// followed into columns: a score table whose numbers stand a few points from their moves, each row cut differently
/// at its wide gaps (`12 Qh6` one span, `1` and `马a3` two), would otherwise give each row a section of its own.
/// A gap is followed down the rows while a blank of each row overlaps the row before's by the narrowest gap (so
/// that it may drift a little, as a photographed page's columns lean); it cuts the rows with ink on both sides of
/// it when it is a table's gap ([`is_table_gap`]). It is then followed up and down into rows where it is narrower
/// (a photo's `1e4`, its number and move a few pixels apart). A row much taller than `typical` is passed over.
/// Whether any was cut.
pub fn cut_at_gaps_down_the_rows(ink: &[Vec<bool>], rows: &mut [Row], typical: usize) -> bool {
    let w = ink.first().map_or(0, Vec::len);
    let narrowest = (typical * 3 / 5).max(6);
    // Each row's ink down each x, within its spans (a speck left out of them is no ink here).
    let inked: Vec<Vec<bool>> = rows
        .iter()
        .map(|row| {
            let mut inked = vec![false; w];
            for &(l, rr) in &row.spans {
                let (l, rr) = (l.min(w), rr.min(w));
                inked[l..rr].copy_from_slice(&ink_down(ink, row.top, row.bottom, l, rr));
            }
            inked
        })
        .collect();
    let mut cuts = Vec::new();
    for run in follow_gaps(rows, &inked, typical, narrowest) {
        if !is_table_gap(&run, rows, &inked, narrowest, typical) {
            continue;
        }
        for &(r, blank, inside) in &run.rows {
            if inside {
                cut_at(rows, r, blank, &mut cuts);
            }
        }
        follow_into_narrower(&run, rows, &inked, narrowest, typical, &mut cuts);
    }
    cut(ink, rows, cuts)
}

/// The gaps followed down the rows (each row's `inked` profile), every blank at least `narrowest` wide beginning one:
/// a gap goes on into the next row's blank that overlaps its last by the most, at least `narrowest`. A tall row is
/// passed over: a larger face (a heading above a table, whose spaces may fall on the table's gaps) or rows run
/// together.
fn follow_gaps(rows: &[Row], inked: &[Vec<bool>], typical: usize, narrowest: usize) -> Vec<Run> {
    let mut open: Vec<Run> = Vec::new();
    let mut done: Vec<Run> = Vec::new();
    for (r, profile) in inked.iter().enumerate() {
        if (rows[r].bottom - rows[r].top) * 10 > typical * 14 {
            continue;
        }
        let blanks = blanks(profile, narrowest);
        let mut used = vec![false; blanks.len()];
        let mut next = Vec::with_capacity(open.len() + blanks.len());
        for mut run in open.drain(..) {
            let before = run.followed(typical);
            let widest = blanks
                .iter()
                .enumerate()
                .map(|(k, &(b, inside))| (k, overlap(b, before), inside))
                .filter(|&(_, o, _)| o >= narrowest)
                .max_by_key(|&(_, o, _)| o);
            match widest {
                Some((k, _, inside)) => {
                    used[k] = true;
                    run.rows.push((r, blanks[k].0, inside));
                    next.push(run);
                }
                None => done.push(run),
            }
        }
        for (k, &(blank, inside)) in blanks.iter().enumerate() {
            if !used[k] {
                next.push(Run {
                    rows: vec![(r, blank, inside)],
                });
            }
        }
        open = next;
    }
    done.extend(open);
    done
}

/// Whether a gap followed down the rows is a table's: ink on both sides of it in at least [`ROWS`] rows, most of
/// its rows; in most of those a short piece beside it (a number, a cell), where lines of a justified page whose
/// spaces happen to fall one under another (a Chinese book's moves set on the characters' grid, five lines
/// running: `s31-745-book-zh-song-photo`) have long stretches of text on both sides, or a move number alone between
/// two spaces; and most of those rows cells already, cut at a wide gap somewhere (a table's White and Black, its
/// blocks), where a line of prose is one span.
fn is_table_gap(
    run: &Run,
    rows: &[Row],
    inked: &[Vec<bool>],
    narrowest: usize,
    typical: usize,
) -> bool {
    let inside = run.rows.iter().filter(|x| x.2).count();
    if inside < ROWS || inside * 10 < run.rows.len() * 6 {
        return false;
    }
    let of_inside = |keep: &dyn Fn(usize, (usize, usize)) -> bool| {
        run.rows
            .iter()
            .filter(|&&(r, blank, inside)| inside && keep(r, blank))
            .count()
    };
    let short_beside = of_inside(&|r, blank| short_beside(&inked[r], blank, narrowest, typical));
    let cells = of_inside(&|r, _| rows[r].spans.len() >= 2);
    short_beside * 10 >= inside * 6 && cells * 10 >= inside * 6
}

/// A table's gap followed on, up and down from its ends, into rows where it is narrower (at least an eighth of a
/// line): rows about the height of the run's, as close to the one before as the run's rows stand one under the
/// other (within a quarter; not a heading above a table, set apart from it), into a gap that lies mostly in the one
/// before. Only a tight gap is followed so (a wide one, the space between a table's White and Black, has room for
/// any narrow gap of another line): the run's own blanks, most of them, no wider than three narrowest.
fn follow_into_narrower(
    run: &Run,
    rows: &[Row],
    inked: &[Vec<bool>],
    narrowest: usize,
    typical: usize,
    cuts: &mut Vec<(usize, usize, usize)>,
) {
    let thinnest = (typical / 8).max(3);
    let of_run = |f: &dyn Fn(&RunRow) -> usize| median(&run.rows.iter().map(f).collect::<Vec<_>>());
    if of_run(&|&(_, b, _)| b.1 - b.0) > 3 * narrowest {
        return;
    }
    let height = of_run(&|&(r, _, _)| rows[r].bottom - rows[r].top);
    let pitches: Vec<usize> = run
        .rows
        .windows(2)
        .map(|p| rows[p[1].0].top.saturating_sub(rows[p[0].0].top))
        .collect();
    let pitch = median(&pitches);
    let alike = |r: usize, by: usize| {
        let h = rows[r].bottom - rows[r].top;
        let apart = rows[r].top.abs_diff(rows[by].top);
        h * 5 <= height * 8 && h * 8 >= height * 5 && apart * 4 <= pitch * 5
    };
    let ends = [run.rows.first(), run.rows.last()];
    for (end, step) in ends.into_iter().zip([-1isize, 1]) {
        let Some(&(r0, mut before, _)) = end else {
            continue;
        };
        let mut r = r0 as isize + step;
        while let Some(profile) = usize::try_from(r).ok().and_then(|r| inked.get(r)) {
            if !alike(r as usize, (r - step) as usize) {
                break;
            }
            let narrow = blanks(profile, thinnest)
                .into_iter()
                .filter(|&(b, inside)| {
                    let o = overlap(b, before);
                    inside && o >= thinnest && o * 2 >= b.1 - b.0
                })
                .max_by_key(|&(b, _)| overlap(b, before));
            let Some((blank, _)) = narrow else {
                break;
            };
            cut_at(rows, r as usize, blank, cuts);
            before = blank;
            r += step;
        }
    }
}

/// A cut of row `r` in the middle of `blank`, where a span of it reaches over it.
fn cut_at(rows: &[Row], r: usize, (l, rr): (usize, usize), cuts: &mut Vec<(usize, usize, usize)>) {
    let at = (l + rr) / 2;
    if let Some(k) = rows[r].spans.iter().position(|s| s.0 < at && at < s.1) {
        cuts.push((r, k, at));
    }
}

/// Whether the text of a row on either side of `blank`, up to the next blank at least `narrowest` wide, is short:
/// at most four `typical` line heights.
fn short_beside(inked: &[bool], blank: (usize, usize), narrowest: usize, typical: usize) -> bool {
    let stretch = |xs: &mut dyn Iterator<Item = usize>| {
        let mut run = 0;
        let mut len = 0;
        for x in xs {
            if inked[x] {
                run = 0;
            } else {
                run += 1;
                if run >= narrowest {
                    return len + 1 - run;
                }
            }
            len += 1;
        }
        len - run
    };
    let left = stretch(&mut (0..blank.0).rev());
    let right = stretch(&mut (blank.1..inked.len()));
    left.min(right) <= 4 * typical
}

/// The blanks of a row's ink at least `narrowest` wide, each with whether the row has ink on both sides of it.
fn blanks(inked: &[bool], narrowest: usize) -> Vec<((usize, usize), bool)> {
    let w = inked.len();
    let first = inked.iter().position(|&b| b).unwrap_or(w);
    let last = inked.iter().rposition(|&b| b).unwrap_or(0);
    let mut out = Vec::new();
    let mut x = 0;
    while x < w {
        if inked[x] {
            x += 1;
            continue;
        }
        let start = x;
        while x < w && !inked[x] {
            x += 1;
        }
        if x - start >= narrowest {
            out.push(((start, x), first < start && last >= x));
        }
    }
    out
}

/// How far two ranges overlap.
fn overlap(a: (usize, usize), b: (usize, usize)) -> usize {
    a.1.min(b.1).saturating_sub(a.0.max(b.0))
}

#[cfg(test)]
mod tests {
    use super::super::columns::places;
    use super::*;

    /// A score table of three blocks whose numbers stand close to their moves: the rows' own wide gaps cut some
    /// rows between number and move (`1  马a3`) and not others (`12Qh6`), so no two rows have the same spans. The
    /// gaps that run down the rows cut every row into its nine cells; a heading across the page above is left whole.
    #[test]
    fn a_tables_gaps_running_down_the_rows_cut_every_row_into_its_cells() {
        let (w, h) = (1000, 400);
        let mut ink = vec![vec![false; w]; h];
        let fill = |ink: &mut Vec<Vec<bool>>, l: usize, t: usize, r: usize, b: usize| {
            for row in ink.iter_mut().take(b).skip(t) {
                row[l..r].iter_mut().for_each(|p| *p = true);
            }
        };
        // The heading, across.
        fill(&mut ink, 40, 10, 700, 34);
        let mut rows = vec![Row {
            top: 10,
            bottom: 34,
            spans: vec![(40, 700)],
        }];
        // Cells of a block at x0: number ending at x0 + 40, White from x0 + 52, Black from x0 + 160.
        let cells = |x0: usize, i: usize| {
            [
                (x0 + 28 - 8 * (i % 2), x0 + 40),
                (x0 + 56, x0 + 100 + 10 * (i % 3)),
                (x0 + 160, x0 + 200 + 8 * (i % 2)),
            ]
        };
        for i in 0..8 {
            let top = 60 + 40 * i;
            let mut spans = Vec::new();
            for (b, x0) in [20usize, 340, 660].into_iter().enumerate() {
                let c = cells(x0, i);
                for &(l, r) in &c {
                    fill(&mut ink, l, top, r, top + 22);
                }
                // Rows and blocks differ in whether the number is its own span already.
                if (i + b) % 2 == 0 {
                    spans.push((c[0].0, c[1].1));
                } else {
                    spans.extend([c[0], c[1]]);
                }
                spans.push(c[2]);
            }
            rows.push(Row {
                top,
                bottom: top + 22,
                spans,
            });
        }
        assert!(cut_at_gaps_down_the_rows(&ink, &mut rows, 22));
        assert_eq!(rows[0].spans, vec![(40, 700)]);
        for (i, row) in rows[1..].iter().enumerate() {
            let want: Vec<(usize, usize)> = [20usize, 340, 660]
                .into_iter()
                .flat_map(|x0| cells(x0, i))
                .collect();
            assert_eq!(row.spans, want, "row {i}");
        }
        // And the columns then followed down the page are one section of nine columns.
        let got = places(&rows);
        for placed in &got[1..] {
            assert!(placed.iter().all(|p| p.section == got[1][0].section));
            let columns: Vec<usize> = placed.iter().map(|p| p.column).collect();
            assert_eq!(columns, (0..9).collect::<Vec<_>>());
        }
    }

    /// Justified lines whose wide spaces fall at the same place on two or three lines only are not cut.
    #[test]
    fn a_wide_space_on_a_few_lines_is_no_column() {
        let (w, h) = (800, 400);
        let mut ink = vec![vec![false; w]; h];
        let mut rows = Vec::new();
        for i in 0..8 {
            let top = 20 + 30 * i;
            // A space 16 wide at 400 on lines 2, 3 and 4; elsewhere narrow spaces that wander.
            let gap = if (2..5).contains(&i) {
                (400, 416)
            } else {
                (300 + 37 * i, 304 + 37 * i)
            };
            for row in ink.iter_mut().take(top + 20).skip(top) {
                row[50..gap.0].iter_mut().for_each(|p| *p = true);
                row[gap.1..750].iter_mut().for_each(|p| *p = true);
            }
            rows.push(Row {
                top,
                bottom: top + 20,
                spans: vec![(50, 750)],
            });
        }
        let before = rows.clone();
        assert!(!cut_at_gaps_down_the_rows(&ink, &mut rows, 20));
        assert_eq!(rows, before);
    }

    /// A two-column book page: two justified lines of the left column have a space one under the other, the next
    /// line is a short remark, and two lines below it have the gutter beside them. The gap is not followed from the
    /// spaces through the remark's empty end into the gutter: no line is cut.
    #[test]
    fn a_gap_does_not_run_through_a_short_lines_end_into_the_gutter() {
        let (w, h) = (1000, 300);
        let mut ink = vec![vec![false; w]; h];
        let mut rows = Vec::new();
        // Each line's stretches of ink (left column 50–500, gutter 500–560, right column 560–950).
        // Justified lines have wide spaces between their words, so each word beside a gap is short.
        let justified: &[(usize, usize)] = &[
            (50, 330),
            (350, 380),
            (400, 440),
            (460, 500),
            (560, 600),
            (620, 950),
        ];
        let beside_the_gutter: &[(usize, usize)] = &[(50, 430), (450, 500), (560, 600), (620, 950)];
        let lines: [&[(usize, usize)]; 5] = [
            justified,
            justified,
            &[(80, 300), (590, 800)],
            beside_the_gutter,
            beside_the_gutter,
        ];
        for (i, stretches) in lines.iter().enumerate() {
            let top = 20 + 30 * i;
            for &(l, r) in stretches.iter() {
                for row in ink.iter_mut().take(top + 20).skip(top) {
                    row[l..r].iter_mut().for_each(|p| *p = true);
                }
            }
            // The rows' own wide gaps cut the gutter only.
            let spans = match stretches.len() {
                2 => stretches.to_vec(),
                _ => vec![(50, 500), (560, 950)],
            };
            rows.push(Row {
                top,
                bottom: top + 20,
                spans,
            });
        }
        let before = rows.clone();
        cut_at_gaps_down_the_rows(&ink, &mut rows, 20);
        assert_eq!(rows, before);
    }

    /// A photographed table: the gap between number and move is a few pixels narrower on the first two rows than
    /// the narrowest gap (`1e4` read as one piece), as wide on the rows below. The gap found on the rows below is
    /// followed up into the first two, which are cut too; the heading above, set apart, is not cut at its narrow
    /// gap, nor is a row below the table set apart from it.
    #[test]
    fn a_tight_gap_is_followed_into_rows_where_it_is_narrower() {
        let (w, h) = (600, 500);
        let mut ink = vec![vec![false; w]; h];
        let mut rows = Vec::new();
        let mut line = |ink: &mut Vec<Vec<bool>>, top: usize, boxes: &[(usize, usize)]| {
            for &(l, r) in boxes {
                for row in ink.iter_mut().take(top + 20).skip(top) {
                    row[l..r].iter_mut().for_each(|p| *p = true);
                }
            }
            // The first boxes one span (the row's own gaps too narrow to cut), the last (Black's cell, far off)
            // another.
            let last = boxes.len() - 1;
            let mut spans = vec![(boxes[0].0, boxes[last - 1].1)];
            spans.push(boxes[last]);
            rows.push(Row {
                top,
                bottom: top + 20,
                spans,
            });
        };
        // The heading, 60 above the table, with a gap of 6 at 130.
        line(&mut ink, 10, &[(40, 130), (136, 300), (400, 460)]);
        // Two rows with a gap of 6 at 126..132, six with a gap of 20 at 120..140; Black's cell at 300.
        for i in 0..8 {
            let gap = if i < 2 { (126, 132) } else { (120, 140) };
            line(
                &mut ink,
                70 + 30 * i,
                &[(100, gap.0), (gap.1, 200), (300, 360)],
            );
        }
        let before = rows[0].clone();
        assert!(cut_at_gaps_down_the_rows(&ink, &mut rows, 20));
        assert_eq!(rows[0], before, "the heading stays whole");
        assert_eq!(rows[1].spans, vec![(100, 126), (132, 200), (300, 360)]);
        assert_eq!(rows[2].spans, vec![(100, 126), (132, 200), (300, 360)]);
        for row in &rows[3..] {
            assert_eq!(row.spans, vec![(100, 120), (140, 200), (300, 360)]);
        }
    }

    /// Six lines of a justified page whose spaces fall one under another at 400 (a Chinese book's moves set on the
    /// characters' grid): long text on both sides of the gap on every line, so no column.
    #[test]
    fn spaces_one_under_another_between_long_text_are_no_column() {
        let (w, h) = (800, 300);
        let mut ink = vec![vec![false; w]; h];
        let mut rows = Vec::new();
        for i in 0..6 {
            let top = 20 + 30 * i;
            for row in ink.iter_mut().take(top + 20).skip(top) {
                row[50..400].iter_mut().for_each(|p| *p = true);
                row[416..750].iter_mut().for_each(|p| *p = true);
            }
            rows.push(Row {
                top,
                bottom: top + 20,
                spans: vec![(50, 750)],
            });
        }
        let before = rows.clone();
        assert!(!cut_at_gaps_down_the_rows(&ink, &mut rows, 20));
        assert_eq!(rows, before);
    }
}
