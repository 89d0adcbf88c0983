//! A scoresheet's table from its ruling: the rows (a run of rules across, evenly spaced) and the columns (rules down
//! through those rows), grouped into blocks of a number column and a White and a Black column.

/// Rows put back at most at a table's foot (see `grid`).
const MORE_ROWS: usize = 4;
/// Rows fewer than this are not a scoresheet's table (a heading's boxes, a diagram's frame).
const FEWEST_ROWS: usize = 8;
/// How far a row's height may be from the run's (a fraction of it) and still be a row of the table.
const EVEN: f32 = 0.22;

/// A column's left and right, or a row's top and bottom, on the straightened page.
pub type Span = (f32, f32);

/// One block of the table: the move numbers (when the form prints them in a column of their own), then White's
/// and Black's moves.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Block {
    pub number: Option<Span>,
    pub white: Span,
    pub black: Span,
}

/// The table of a scoresheet: its rows, top to bottom, and its blocks, left to right.
#[derive(Clone, Debug, PartialEq)]
pub struct Grid {
    pub rows: Vec<Span>,
    pub blocks: Vec<Block>,
}

/// The table the ruling of a page makes (`across` and `down` what may be its rules each way), if it makes one.
pub fn grid(across_ink: &[Vec<bool>], down_ink: &[Vec<bool>]) -> Option<Grid> {
    let h = across_ink.len();
    let w = across_ink.first().map_or(0, Vec::len);
    if w == 0 || h == 0 {
        return None;
    }
    let inked = |x: usize, y: usize| across_ink[y][x];
    let down_inked = |x: usize, y: usize| down_ink[y][x];
    // Rules across: rows of pixels where long runs of ink (a pixel above or below counts: a rule a little off
    // level; gaps of a few pixels bridged: a rule the scan broke) cover a good part of the page's width. Writing
    // makes no such runs.
    let across_share: Vec<f32> = (0..h)
        .map(|y| {
            let near = |x: usize| (y.saturating_sub(1)..(y + 2).min(h)).any(|yy| inked(x, yy));
            long_runs(w, w / 25, near) as f32 / w as f32
        })
        .collect();
    let across = peaks(&across_share, ACROSS);
    let run = even_run(&across.iter().map(|p| p.0).collect::<Vec<_>>())?;
    let (top, bottom) = (run[0], run[run.len() - 1]);
    let row = (bottom - top) / (run.len() - 1) as f32;
    // Rules down: columns of pixels where runs of ink longer than a row cover much of the table's height.
    let (y0, y1) = (top as usize, (bottom as usize).min(h - 1));
    let down_share: Vec<f32> = (0..w)
        .map(|x| {
            let near =
                |y: usize| (x.saturating_sub(1)..(x + 2).min(w)).any(|xx| down_inked(xx, y0 + y));
            long_runs(y1 - y0 + 1, (row * 1.3) as usize, near) as f32 / (y1 - y0 + 1) as f32
        })
        .collect();
    let mut edges = peaks(&down_share, DOWN);
    // Of two edges closer than half a row (a shaded column's dotted edge beside its rule), the darker.
    edges.dedup_by(|later, kept| {
        let close = (later.0 - kept.0).abs() < row * 0.5;
        if close && later.1 > kept.1 {
            *kept = *later;
        }
        close
    });
    let edges: Vec<f32> = edges.into_iter().map(|p| p.0).collect();
    let columns: Vec<Span> = edges.windows(2).map(|e| (e[0], e[1])).collect();
    let blocks = blocks(&columns);
    if blocks.is_empty() {
        return None;
    }
    // Rows whose rule below the scan lost at the table's foot, while its rules down go on: put back.
    let mut run = run;
    for _ in 0..MORE_ROWS {
        let last = run[run.len() - 1];
        let (from, to) = (last as usize, ((last + row) as usize).min(h));
        let goes_on = edges
            .iter()
            .filter(|&&x| {
                let x = x as usize;
                let inked = (from..to)
                    .filter(|&y| (x.saturating_sub(2)..(x + 3).min(w)).any(|xx| down_inked(xx, y)))
                    .count();
                to > from && inked as f32 >= (to - from) as f32 * 0.8
            })
            .count();
        if to - from + 1 < row as usize || goes_on * 3 < edges.len() * 2 {
            break;
        }
        run.push(last + row);
    }
    let rows = run.windows(2).map(|r| (r[0], r[1])).collect();
    Some(Grid { rows, blocks })
}

/// Share of the page's width a rule across inks in long runs, and of the table's height a rule down.
const ACROSS: f32 = 0.3;
const DOWN: f32 = 0.3;

/// How many of `0..len` lie in runs of `inked` at least `long` long, gaps of up to [`GAP`] bridged.
fn long_runs(len: usize, long: usize, inked: impl Fn(usize) -> bool) -> usize {
    let (mut total, mut start, mut last) = (0, None::<usize>, 0);
    for i in 0..len {
        if !inked(i) {
            continue;
        }
        match start {
            Some(s) if i - last <= GAP + 1 => {
                last = i;
                let _ = s;
            }
            Some(s) => {
                if last + 1 - s >= long {
                    total += last + 1 - s;
                }
                (start, last) = (Some(i), i);
            }
            None => (start, last) = (Some(i), i),
        }
    }
    if let Some(s) = start
        && last + 1 - s >= long
    {
        total += last + 1 - s;
    }
    total
}

/// Pixels of paper a rule may have in a row and still be one rule.
const GAP: usize = 3;

/// The middles of the runs of `share` at or above `least`, each with its highest share.
pub(super) fn peaks(share: &[f32], least: f32) -> Vec<(f32, f32)> {
    let mut out = Vec::new();
    let mut run: Option<usize> = None;
    for (i, &s) in share.iter().chain(std::iter::once(&0.0)).enumerate() {
        match (s >= least, run) {
            (true, None) => run = Some(i),
            (false, Some(a)) => {
                let most = share[a..i].iter().copied().fold(0.0, f32::max);
                out.push(((a + i - 1) as f32 / 2.0, most));
                run = None;
            }
            _ => {}
        }
    }
    out
}

/// The run of rules across spaced evenly with the most rules (each gap within [`EVEN`] of the run's first; a rule
/// the scan lost, where the gap is two or three rows, put back between its neighbours), when it makes
/// [`FEWEST_ROWS`] rows or more.
fn even_run(across: &[f32]) -> Option<Vec<f32>> {
    // The run with the most rules found (not put back), and of those the first.
    let mut best: Option<(usize, Vec<f32>)> = None;
    for start in 0..across.len().saturating_sub(1) {
        let gap = across[start + 1] - across[start];
        if gap < 12.0 {
            continue;
        }
        let mut run = vec![across[start], across[start + 1]];
        let mut found = 2;
        let mut next = start + 2;
        'run: while next < across.len() {
            let last = run[run.len() - 1];
            if across[next] - last < gap * 0.5 {
                // A line closer than half a row (a rule doubled, writing): not the table's.
                next += 1;
                continue;
            }
            for missed in 1..=3 {
                if (across[next] - (last + gap * missed as f32)).abs() <= gap * EVEN {
                    run.extend(
                        (1..missed)
                            .map(|k| last + (across[next] - last) * k as f32 / missed as f32),
                    );
                    run.push(across[next]);
                    found += 1;
                    next += 1;
                    continue 'run;
                }
            }
            break;
        }
        if best.as_ref().is_none_or(|(n, _)| found > *n) {
            best = Some((found, run));
        }
    }
    best.map(|(_, run)| run)
        .filter(|run| run.len() > FEWEST_ROWS)
}

/// The columns grouped into blocks: a narrow column (the move numbers) and the two wide ones after it; wide columns
/// with no number column before them, two by two.
fn blocks(columns: &[Span]) -> Vec<Block> {
    let widths: Vec<f32> = columns.iter().map(|c| c.1 - c.0).collect();
    let widest = widths.iter().copied().fold(0.0, f32::max);
    let wide = median(
        &mut widths
            .iter()
            .copied()
            .filter(|&w| w > widest * 0.5)
            .collect::<Vec<_>>(),
    );
    let narrow = |c: &Span| c.1 - c.0 < wide * 0.55;
    let mut out = Vec::new();
    let mut i = 0;
    while i < columns.len() {
        let number = narrow(&columns[i]).then_some(columns[i]);
        let at = i + number.is_some() as usize;
        match (columns.get(at), columns.get(at + 1)) {
            (Some(w), Some(b)) if !narrow(w) && !narrow(b) => {
                out.push(Block {
                    number,
                    white: *w,
                    black: *b,
                });
                i = at + 2;
            }
            _ => i += 1,
        }
    }
    out
}

fn median(values: &mut [f32]) -> f32 {
    if values.is_empty() {
        return 0.0;
    }
    values.sort_by(f32::total_cmp);
    values[values.len() / 2]
}
