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
/// and Black's moves, and its rows.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub number: Option<Span>,
    pub white: Span,
    pub black: Span,
    /// Its rows, top to bottom: the table's, or, where tables stand side by side, its own table's (a table of 15
    /// rows beside two of 16, as high as they are).
    pub rows: Vec<Span>,
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
    // The columns between two rules down, less those no rules across cross: the paper between two tables set side
    // by side (three printed blocks with a margin between them), no column of any. (A table's own rules, which
    // need not line up with the other tables'.)
    let crossed = |&(left, right): &Span| {
        let from = (top - row).max(0.0) as usize;
        let to = ((bottom + row) as usize).min(h);
        let (x0, x1) = ((left as usize).min(w), (right as usize).min(w));
        let share: Vec<f32> = (from..to)
            .map(|y| {
                let near =
                    |x: usize| (y.saturating_sub(1)..(y + 2).min(h)).any(|yy| inked(x0 + x, yy));
                long_runs(x1 - x0, (x1 - x0) / 4, near) as f32 / (x1 - x0).max(1) as f32
            })
            .collect();
        peaks(&share, CROSSED).len() * 4 >= run.len()
    };
    // How many of the page's rules across cross a column where they are (not a table's rules a little lower).
    let on_the_rules = |&(left, right): &Span| {
        let xs = [0.3, 0.5, 0.7].map(|f| ((left + (right - left) * f) as usize).min(w - 1));
        let at = |y: f32| {
            let y = y as usize;
            (y.saturating_sub(2)..(y + 3).min(h)).any(|yy| xs.iter().any(|&x| inked(x, yy)))
        };
        run.iter().filter(|&&y| at(y)).count() as f32 / run.len() as f32
    };
    let tables: Vec<Vec<Span>> = edges
        .windows(2)
        .map(|e| (e[0], e[1]))
        .collect::<Vec<Span>>()
        .split(|c| !crossed(c))
        .filter(|t| !t.is_empty())
        .map(<[Span]>::to_vec)
        .collect();
    let along: Vec<f32> = (tables.iter())
        .map(|t| t.iter().map(on_the_rules).sum::<f32>() / t.len() as f32)
        .collect();
    let mut blocks = blocks(&tables);
    if blocks.is_empty() {
        return None;
    }
    let run = put_back(run, &edges, down_ink);
    let rows: Vec<Span> = run.windows(2).map(|r| (r[0], r[1])).collect();
    // Tables side by side: each its own rules across, where they make rows (their rows need not line up).
    for (block, table) in &mut blocks {
        let columns = &tables[*table];
        let own = (along[*table] < ON_THE_RULES)
            .then(|| {
                let (left, right) = (columns[0].0, columns[columns.len() - 1].1);
                let mut edges: Vec<f32> = columns.iter().map(|c| c.0).collect();
                edges.push(right);
                run_between(across_ink, left, right).map(|run| put_back(run, &edges, down_ink))
            })
            .flatten()
            .filter(|own| (own[0] - top).abs() < row * 2.0);
        block.rows = own.map_or_else(
            || rows.clone(),
            |own| own.windows(2).map(|r| (r[0], r[1])).collect(),
        );
    }
    let blocks = blocks.into_iter().map(|(block, _)| block).collect();
    Some(Grid { rows, blocks })
}

/// `run` (rules across, evenly spaced) with the rows put back whose rule below the scan lost at the table's foot,
/// while its rules down (at `edges`) go on.
fn put_back(mut run: Vec<f32>, edges: &[f32], down_ink: &[Vec<bool>]) -> Vec<f32> {
    let h = down_ink.len();
    let w = down_ink.first().map_or(0, Vec::len);
    let row = (run[run.len() - 1] - run[0]) / (run.len() - 1).max(1) as f32;
    for _ in 0..MORE_ROWS {
        let last = run[run.len() - 1];
        let (from, to) = ((last as usize).min(h), ((last + row) as usize).min(h));
        let goes_on = edges
            .iter()
            .filter(|&&x| {
                let x = x as usize;
                let inked = (from..to)
                    .filter(|&y| (x.saturating_sub(2)..(x + 3).min(w)).any(|xx| down_ink[y][xx]))
                    .count();
                to > from && inked as f32 >= (to - from) as f32 * 0.8
            })
            .count();
        if to - from + 1 < row as usize || goes_on * 3 < edges.len() * 2 {
            break;
        }
        run.push(last + row);
    }
    run
}

/// The evenly spaced rules across between `left` and `right` (a table's columns' outer edges), when they make rows:
/// rows of pixels inked across most of that width.
fn run_between(across_ink: &[Vec<bool>], left: f32, right: f32) -> Option<Vec<f32>> {
    let h = across_ink.len();
    let w = across_ink.first().map_or(0, Vec::len);
    let (x0, x1) = (
        (left.max(0.0) as usize).min(w),
        (right.max(0.0) as usize).min(w),
    );
    if x1 <= x0 {
        return None;
    }
    let share: Vec<f32> = (0..h)
        .map(|y| {
            let near =
                |x: usize| (y.saturating_sub(1)..(y + 2).min(h)).any(|yy| across_ink[yy][x0 + x]);
            long_runs(x1 - x0, (x1 - x0) / 3, near) as f32 / (x1 - x0) as f32
        })
        .collect();
    let across = peaks(&share, TABLE_ACROSS);
    even_run(&across.iter().map(|p| p.0).collect::<Vec<_>>())
}

/// Share of a column's width a rule across of it inks (writing over the rule breaks it), and the share of the page's
/// rules across a column of a table has of its own (a margin between tables has none).
const CROSSED: f32 = 0.3;
/// Share of a table's own width a rule across of its inks.
const TABLE_ACROSS: f32 = 0.6;
/// A table whose columns the page's rules across cross at fewer than this share of the rules has rows of its own.
const ON_THE_RULES: f32 = 0.75;

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

/// The columns of each table (tables set side by side, or one table) grouped into blocks: a narrow column (the move
/// numbers) and the two wide ones after it; wide columns with no number column before them, two by two. A table's
/// first column a good deal narrower than the two after it is its numbers too (a printed table's `回合` column, not
/// much narrower than its moves'); a column left over (a table's notes) belongs to no block.
fn blocks(tables: &[Vec<Span>]) -> Vec<(Block, usize)> {
    let width = |c: &Span| c.1 - c.0;
    let wide = median(&mut tables.iter().flatten().map(width).collect::<Vec<_>>());
    let mut out = Vec::new();
    for (t, columns) in tables.iter().enumerate() {
        let mut found = Vec::new();
        table_blocks(columns, wide, &mut found);
        out.extend(found.into_iter().map(|b| (b, t)));
    }
    out
}

/// The blocks of one table's `columns` (see [`blocks`]), `wide` the width of the usual column of the page's tables.
fn table_blocks(columns: &[Span], wide: f32, out: &mut Vec<Block>) {
    let width = |c: &Span| c.1 - c.0;
    let narrow = |i: usize| {
        let first_of_three = i == 0
            && columns.len() >= 3
            && width(&columns[0]) < NUMBERS_NARROWER * width(&columns[1]).min(width(&columns[2]));
        width(&columns[i]) < wide * 0.55 || first_of_three
    };
    let mut i = 0;
    while i < columns.len() {
        let number = narrow(i).then_some(columns[i]);
        let at = i + number.is_some() as usize;
        match (columns.get(at), columns.get(at + 1)) {
            (Some(w), Some(b)) if width(w) >= wide * 0.55 && width(b) >= wide * 0.55 => {
                out.push(Block {
                    number,
                    white: *w,
                    black: *b,
                    rows: Vec::new(),
                });
                i = at + 2;
            }
            _ => i += 1,
        }
    }
}

/// A table's first column narrower than this share of each of the next two holds its move numbers.
const NUMBERS_NARROWER: f32 = 0.9;

fn median(values: &mut [f32]) -> f32 {
    if values.is_empty() {
        return 0.0;
    }
    values.sort_by(f32::total_cmp);
    values[values.len() / 2]
}
