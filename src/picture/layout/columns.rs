//! Columns of a page from its rows: the spans of consecutive rows that stand one under the other are a column (a
//! chain), and the rows that share their columns are a section. A span reaching over two columns (a heading across
//! the page, a paragraph set across after two columns) ends the section: what is above it is read before what is
//! below it. So a two-column page is a section of two columns, a score table a section of a number column and a
//! White and a Black column for each block, and a page of one column sections of one column each.

use super::rows::Row;

/// Where a span stands: its section, its column within the section, its row within the section.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub section: usize,
    pub column: usize,
    pub row: usize,
}

/// A column being followed down the page: how far it reaches across, and how many spans it holds.
struct Chain {
    left: usize,
    right: usize,
    spans: usize,
    /// The top of the row its last span stands on.
    top: usize,
}

impl Chain {
    fn overlaps(&self, (left, right): (usize, usize)) -> bool {
        left < self.right && right > self.left
    }

    /// Whether the span overlaps the column by more than an edge: half the narrower of the two. (On a curled photo
    /// the moves of a full-notation table drift left into the column of its numbers by a quarter of its width.)
    fn covers(&self, (left, right): (usize, usize)) -> bool {
        let both = right.min(self.right).saturating_sub(left.max(self.left));
        both * 2 > (right - left).min(self.right - self.left)
    }
}

/// The rows a column must hold before a row's two spans under it are taken for one line of it cut at a wide gap
/// (and not for two columns beginning under a heading).
const ESTABLISHED: usize = 3;

/// The place of every span of `rows` (row by row, span by span, as the rows give them).
pub fn places(rows: &[Row]) -> Vec<Vec<Place>> {
    let mut out: Vec<Vec<Place>> = Vec::with_capacity(rows.len());
    let mut chains: Vec<Chain> = Vec::new();
    let mut section = 0;
    let mut row_in_section = 0;
    // How far each span of the section stands below the one before it in its column. (Not the row before: on a
    // photo turned a little the rows of a table's blocks interleave, and a row stands half a line below the one
    // before; a block's next line, a line below, had ended the table, the rest of each block read after it.)
    let mut pitches: Vec<usize> = Vec::new();
    // How tall each row of the section is.
    let mut heights: Vec<usize> = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let hits: Vec<Vec<usize>> = row
            .spans
            .iter()
            .map(|&s| {
                (0..chains.len())
                    .filter(|&c| chains[c].overlaps(s))
                    .collect()
            })
            .collect();
        // A blank of more than two lines above the row ends the section too (the result under a table, the
        // page number under the text).
        // In a table (three columns or more), a blank above the row half again the table's own spacing ends it:
        // the result set under the last block, close enough to it on a photo to seem a row of the block above.
        let pitch = median(&pitches);
        let table = chains.iter().filter(|c| c.spans >= ESTABLISHED).count() >= 3;
        // A line's height: the row before's; in a table (a row of three spans or more, each under a column), the
        // taller of the two rows before it in the section (a row of small letters only, `2  e4  f6`, is no measure
        // of a line).
        let in_table = row.spans.len() >= 3 && hits.iter().all(|h| !h.is_empty());
        let back = if in_table { row_in_section.min(2) } else { 1 };
        // Never less than the section's middle row: a row of a lone `。` a renderer wrapped under a remark is no
        // measure of a line either (the next line of the column had begun a section, read after the column beside).
        let line = (i.saturating_sub(back)..i)
            .map(|j| rows[j].bottom - rows[j].top)
            .max()
            .unwrap_or(0)
            .max(median(&heights));
        let far = i > 0
            && (row.top > rows[i - 1].bottom + 2 * line
                || (table
                    && pitches.len() >= 3
                    && (row.top - rows[i - 1].top.min(row.top)) * 2 > pitch * 3));
        // The rows below, down to a blank of more than two lines: past it another section begins (`far`), and
        // what stands there tells nothing of this one's columns (a page's footer under a two-column page had made
        // the left column's last line, longer than the right column, a section of its own, read after both).
        let mut below = &rows[(i + 1).min(rows.len())..(i + 1 + LOOK_DOWN).min(rows.len())];
        let mut above = row.bottom;
        if let Some(gap) = below.iter().position(|n| {
            let far = n.top > above + 2 * line;
            above = above.max(n.bottom);
            far
        }) {
            below = &below[..gap];
        }
        // A span alone on its row under none of a table's columns is no row of it (the result under a table whose
        // last rows drifted left on a curled photo, set left of the number column: it had begun a block of its
        // own, read before the table, and the game had no result).
        let outside = table && row.spans.len() == 1 && hits[0].is_empty();
        let begins_anew = i > 0 && (far || outside || breaks(&chains, &row.spans, &hits, below));
        if begins_anew {
            section += 1;
            row_in_section = 0;
            chains.clear();
            pitches.clear();
            heights.clear();
        }
        heights.push(row.bottom - row.top);
        let mut placed = Vec::with_capacity(row.spans.len());
        for (k, &span) in row.spans.iter().enumerate() {
            // Of the columns the span stands under (more than at an edge), the one that holds the most.
            let under = (!begins_anew)
                .then(|| home(&chains, &hits[k], span))
                .flatten();
            // A column of one span the span also stands under, beside a column of two or more (a column's head
            // set to one side of it, `步` left above right-aligned numbers), is the top of that column: its span
            // joins it. (Two columns of one span each, a heading's two parts, stay apart.)
            if let Some(c) = under.filter(|&c| chains[c].spans >= 2) {
                for &small in &hits[k] {
                    if small != c && chains[small].spans < 2 && chains[small].right > 0 {
                        let (l, r) = (chains[small].left, chains[small].right);
                        chains[c].left = chains[c].left.min(l);
                        chains[c].right = chains[c].right.max(r);
                        chains[small] = Chain {
                            left: 0,
                            right: 0,
                            spans: 0,
                            top: 0,
                        };
                        for p in out.iter_mut().flatten() {
                            if p.section == section && p.column == small {
                                p.column = c;
                            }
                        }
                    }
                }
            }
            let column = match under {
                Some(c) => c,
                _ => {
                    chains.push(Chain {
                        left: span.0,
                        right: span.1,
                        spans: 0,
                        top: row.top,
                    });
                    chains.len() - 1
                }
            };
            let chain = &mut chains[column];
            if chain.spans > 0 && row.top > chain.top {
                pitches.push(row.top - chain.top);
            }
            chain.top = row.top;
            chain.left = chain.left.min(span.0);
            chain.right = chain.right.max(span.1);
            chain.spans += 1;
            placed.push(Place {
                section,
                column,
                row: row_in_section,
            });
        }
        // Columns are numbered left to right within their section.
        out.push(placed);
        row_in_section += 1;
    }
    renumber_left_to_right(rows, &mut out);
    first_lines_join_their_columns(rows, &mut out);
    out
}

/// A section's last row moved to the top of the next section when it is plainly that section's first line: right
/// above it, its spans each over one of the next section's columns and filling at least half of each column they
/// stand over, two columns or more. Two book columns whose first lines stayed with a heading that reached into the
/// gutter (`Game 31 Bronstein - Rubinstein`) were read across that line: the left column's first line, then the
/// right's, then the rest of the left. Only columns of text (wide: eight lines' height or more, three rows or more),
/// not a table's cells under a heading of two parts.
fn first_lines_join_their_columns(rows: &[Row], places: &mut [Vec<Place>]) {
    use std::collections::BTreeMap;
    for r in 0..rows.len().saturating_sub(1) {
        let Some(section) = places[r].first().map(|p| p.section) else {
            continue;
        };
        let next = section + 1;
        let height = rows[r].bottom.saturating_sub(rows[r].top).max(1);
        if places[r].iter().any(|p| p.section != section)
            || places[r + 1].first().map(|p| p.section) != Some(next)
            || rows[r + 1].top > rows[r].bottom + height
        {
            continue;
        }
        // The next section's columns: left, right, spans.
        let mut columns: BTreeMap<usize, (usize, usize, usize)> = BTreeMap::new();
        for (row, placed) in rows.iter().zip(places.iter()) {
            for (span, p) in row.spans.iter().zip(placed) {
                if p.section == next {
                    let c = columns.entry(p.column).or_insert((span.0, span.1, 0));
                    *c = (c.0.min(span.0), c.1.max(span.1), c.2 + 1);
                }
            }
        }
        if columns.len() < 2 || columns.values().any(|c| c.2 < 3 || c.1 - c.0 < 8 * height) {
            continue;
        }
        // Each span over one column only; the ink over each column.
        let mut matched = Vec::new();
        let mut covered: BTreeMap<usize, usize> = BTreeMap::new();
        for span in &rows[r].spans {
            let over: Vec<usize> = columns
                .iter()
                .filter(|(_, c)| span.0 < c.1 && span.1 > c.0)
                .map(|(&k, _)| k)
                .collect();
            let [k] = over[..] else {
                break;
            };
            *covered.entry(k).or_default() += span.1.min(columns[&k].1) - span.0.max(columns[&k].0);
            matched.push(k);
        }
        let fills = covered
            .iter()
            .all(|(k, &w)| w * 2 >= columns[k].1 - columns[k].0);
        // Or, under a heading of single lines (a title and the players, centred over the gutter), each span begins
        // its column, at its left edge or a paragraph's indent from it: a short first line of each column
        // (`1.e4 e5 2.f4 exf4` and `15.马d6!!`, read across into the heading's section).
        let under_a_heading = (0..r)
            .filter(|&q| places[q].first().map(|p| p.section) == Some(section))
            .all(|q| rows[q].spans.len() == 1);
        let begins_each = rows[r].spans.iter().zip(&matched).all(|(span, k)| {
            span.0 >= columns[k].0.saturating_sub(height) && span.0 <= columns[k].0 + 3 * height
        });
        let fills = fills || (under_a_heading && begins_each);
        if matched.len() != rows[r].spans.len() || covered.len() < 2 || !fills {
            continue;
        }
        for p in places.iter_mut().flatten() {
            if p.section == next {
                p.row += 1;
            }
        }
        for (p, k) in places[r].iter_mut().zip(matched) {
            *p = Place {
                section: next,
                column: k,
                row: 0,
            };
        }
    }
}

/// Of the columns `hits` a span stands under, the one it joins: the one it covers more than at an edge, holding the
/// most spans.
fn home(chains: &[Chain], hits: &[usize], span: (usize, usize)) -> Option<usize> {
    hits.iter()
        .copied()
        .max_by_key(|&c| (chains[c].covers(span), chains[c].spans, usize::MAX - c))
}

/// The middle value of `v` (0 for none).
pub(super) fn median(v: &[usize]) -> usize {
    let mut v = v.to_vec();
    v.sort_unstable();
    v.get(v.len() / 2).copied().unwrap_or(0)
}

/// The rows below a row looked at for whether a gap between two of its spans goes on down the page.
const LOOK_DOWN: usize = 3;

/// Whether a row ends the section above it: a span over two of its columns, a span alone on its row beside no
/// column between two columns (a page number under the gap), or two spans under one column that is not yet a column
/// of lines, with a gap between them that goes on down the rows below (two columns under a heading, a table's
/// columns under a heading of two parts). A span beside no column with others on its row begins a column (a
/// table's number column with no head).
fn breaks(chains: &[Chain], spans: &[(usize, usize)], hits: &[Vec<usize>], below: &[Row]) -> bool {
    // Over two columns that hold two spans or more each (a column's head alone, `步` set left above right-aligned
    // numbers that `10` reaches under, is no column yet).
    // Over each by more than its edge: on a curled photo a table's lines drift sideways down the page, and the
    // last row's move, a pixel into the number column's end, had ended the table (its move number then read from
    // the row above's `h4`).
    if hits.iter().zip(spans).any(|(h, &s)| {
        h.iter()
            .filter(|&&c| chains[c].spans >= 2 && chains[c].covers(s))
            .count()
            >= 2
    }) {
        return true;
    }
    for (k, h) in hits.iter().enumerate() {
        // Alone on its row: a page number, a result set in the middle.
        if h.is_empty() && spans.len() == 1 {
            let (l, r) = spans[k];
            let left_of = chains.iter().any(|c| c.right <= l);
            let right_of = chains.iter().any(|c| c.left >= r);
            if left_of && right_of {
                return true;
            }
        }
    }
    for (c, chain) in chains.iter().enumerate() {
        let under: Vec<(usize, usize)> = hits
            .iter()
            .zip(spans)
            .filter(|&(h, &s)| home(chains, h, s) == Some(c))
            .map(|(_, &s)| s)
            .collect();
        // A column of lines takes two spans under it for one line cut at a wide gap, unless they reach out past it
        // on both sides by a quarter of its width: a centred heading of four lines over two justified columns set
        // close (a new user's book page read across its columns, `5.` then `25.`).
        let reach = |edge: usize| edge * 4 > chain.right - chain.left;
        let wider = under
            .first()
            .zip(under.last())
            .is_some_and(|(first, last)| {
                reach(chain.left.saturating_sub(first.0))
                    && reach(last.1.saturating_sub(chain.right))
            });
        let established = chain.spans >= ESTABLISHED && !wider;
        // Two spans under it whose gap goes on down the rows below: two columns begin under it. (A gap that does
        // not go on is a wide space of a justified line.) The first row below with ink on both sides of the gap,
        // or across it, tells: a row with ink on one side only (a table's row whose narrow number was taken for
        // a speck, a short last line) tells nothing.
        let goes_on = |(a, b): ((usize, usize), (usize, usize))| {
            let middle = (a.1 + b.0) / 2;
            below
                .iter()
                .find_map(|n| {
                    if n.spans.iter().any(|s| s.0 <= middle && middle < s.1) {
                        Some(false)
                    } else if n.spans.iter().any(|s| s.1 <= middle)
                        && n.spans.iter().any(|s| s.0 > middle)
                    {
                        Some(true)
                    } else {
                        None
                    }
                })
                .unwrap_or(false)
        };
        // Under a column of lines (a paragraph across the page above two columns, one of them short: a Chinese
        // book page read across its columns at the right column's three lines), the gap must go on down every row
        // below that tells, two of them at least: a wide space of a justified line does not.
        // (The gap narrowed to what every row so far leaves blank: a column's first line is indented, its
        // second is not.)
        let goes_on_down = |(a, b): ((usize, usize), (usize, usize))| {
            let (mut lo, mut hi) = (a.1, b.0);
            let mut told = 0;
            for n in below {
                // (Only the row's spans under this column: the column beside has ink right of any gap.)
                let here = || n.spans.iter().filter(|s| chain.overlaps(**s));
                let left = here().filter(|s| s.0 < lo).map(|s| s.1).max();
                let right = here().filter(|s| s.1 > hi).map(|s| s.0).min();
                let inside = here().any(|s| s.0 >= lo && s.1 <= hi);
                match (left, right) {
                    (Some(l), Some(r)) if !inside && l.max(lo) < r.min(hi) => {
                        (lo, hi) = (l.max(lo), r.min(hi));
                        told += 1;
                    }
                    (Some(_), Some(_)) => return false,
                    _ => {}
                }
            }
            told >= 2
        };
        // (Each a quarter of the column wide at least: a diagram's squares, a full-notation list's two moves, a
        // justified line's last word are no columns of text.)
        let wide = |s: &(usize, usize)| (s.1 - s.0) * 4 >= chain.right - chain.left;
        // (Or, on a row of three spans or more, any two: a table's number and move under a heading's column, `1.`
        // and `马h3` under `白方：黄志刚`, the table read in the heading's columns with its numbers in its moves.)
        let split = if established {
            under.len() == 2
                && (under.iter().all(wide) || spans.len() >= 3)
                && goes_on_down((under[0], under[1]))
        } else {
            under.windows(2).any(|w| goes_on((w[0], w[1])))
        };
        // One span under a column of lines and a span beside it on the row below, under it too: two columns
        // whose lines do not line up begin under a line across both (a bulletin's game under its heading,
        // `20.Qd3 …` set a little higher than `1.Nc3! …` beside it, had joined the heading's column, and the two
        // columns were read as one, across).
        let narrower = |s: &(usize, usize)| (s.1 - s.0) * 5 < (chain.right - chain.left) * 3;
        let beside = |s: &(usize, usize), t: &(usize, usize)| s.1 <= t.0 || t.1 <= s.0;
        let begins_beside = spans.len() == 1
            && under.len() == 1
            && wide(&under[0])
            && narrower(&under[0])
            && below.first().is_some_and(|n| {
                n.spans.iter().all(|s| beside(s, &under[0]))
                    && n.spans.iter().any(|s| chain.overlaps(*s) && wide(s))
            });
        if split || begins_beside {
            return true;
        }
    }
    false
}

/// The columns of each section numbered by where they stand, left to right.
fn renumber_left_to_right(rows: &[Row], places: &mut [Vec<Place>]) {
    use std::collections::BTreeMap;
    // (section, column) → leftmost x.
    let mut left: BTreeMap<(usize, usize), usize> = BTreeMap::new();
    for (row, placed) in rows.iter().zip(places.iter()) {
        for (span, p) in row.spans.iter().zip(placed) {
            let e = left.entry((p.section, p.column)).or_insert(span.0);
            *e = (*e).min(span.0);
        }
    }
    let mut order: BTreeMap<(usize, usize), usize> = BTreeMap::new();
    let sections: std::collections::BTreeSet<usize> = left.keys().map(|k| k.0).collect();
    for s in sections {
        let mut cols: Vec<(usize, usize)> = left
            .iter()
            .filter(|(k, _)| k.0 == s)
            .map(|(k, &x)| (x, k.1))
            .collect();
        cols.sort_unstable();
        for (n, (_, c)) in cols.into_iter().enumerate() {
            order.insert((s, c), n);
        }
    }
    for placed in places.iter_mut() {
        for p in placed.iter_mut() {
            p.column = order
                .get(&(p.section, p.column))
                .copied()
                .unwrap_or(p.column);
        }
    }
}

#[cfg(test)]
mod tests;
