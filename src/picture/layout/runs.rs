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
/// (a photo's `1e4`, its number and move a few pixels apart). A row much taller than `typical` is passed over
/// (see `follow_gaps`).
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
/// a gap goes on into the next row's blank that overlaps its last by the most, at least `narrowest`. A tall row
/// (over 1.4 lines) begins no gap and ends none: a larger face (a heading above a table, whose spaces may fall on
/// the table's gaps) or rows run together. A gap goes on through it where it has a blank there: on a photo in
/// perspective a table's row with a tall `象` leans across a band half again a line, and passed over, its number
/// and move stayed one span, which ended the table. A row over two lines is passed over.
fn follow_gaps(rows: &[Row], inked: &[Vec<bool>], typical: usize, narrowest: usize) -> Vec<Run> {
    let mut open: Vec<Run> = Vec::new();
    let mut done: Vec<Run> = Vec::new();
    for (r, profile) in inked.iter().enumerate() {
        let height = rows[r].bottom - rows[r].top;
        if height > typical * 2 {
            continue;
        }
        let tall = height * 10 > typical * 14;
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
                None if tall => next.push(run),
                None => done.push(run),
            }
        }
        for (k, &(blank, inside)) in blanks.iter().enumerate() {
            if !used[k] && !tall {
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
mod tests;
