//! Columns of aligned text: a gap that runs down a column of rows at the same place, too narrow to cut each row
//! on its own (a table's right-aligned move numbers a few points from the moves, a book's narrow gutter), cuts every
//! row there. A row whose ink crosses the gap (a heading over two columns) is left whole; the columns are then
//! followed again (`super::columns`), and such a row ends its section.

use super::columns::Place;
use super::rows::{Row, cut};

/// The rows a column must have, with ink on both sides of a gap, for the gap to be a column's edge.
pub(super) const ROWS: usize = 4;

/// `rows` with their spans cut at the gaps that run down each column of each section (`places`, as
/// `super::columns::places` gives them), and whether any was cut.
pub fn cut_at_aligned_gaps(
    ink: &[Vec<bool>],
    rows: &mut [Row],
    places: &[Vec<Place>],
    typical: usize,
) -> bool {
    use std::collections::BTreeMap;
    // (section, column) → (row, span) of its spans.
    let mut columns: BTreeMap<(usize, usize), Vec<(usize, usize)>> = BTreeMap::new();
    for (r, placed) in places.iter().enumerate() {
        for (k, p) in placed.iter().enumerate() {
            columns
                .entry((p.section, p.column))
                .or_default()
                .push((r, k));
        }
    }
    let narrowest = (typical * 3 / 5).max(6);
    let mut cuts: Vec<(usize, usize, usize)> = Vec::new();
    for members in columns.values() {
        if members.len() < ROWS {
            continue;
        }
        let left = members
            .iter()
            .map(|&(r, k)| rows[r].spans[k].0)
            .min()
            .unwrap_or(0);
        let right = members
            .iter()
            .map(|&(r, k)| rows[r].spans[k].1)
            .max()
            .unwrap_or(0);
        // For each x of the column, the rows with ink there.
        let mut inked = vec![0usize; right - left];
        let mut presence: Vec<Vec<bool>> = Vec::with_capacity(members.len());
        for &(r, k) in members {
            let (l, rr) = rows[r].spans[k];
            let mut row_ink = vec![false; right - left];
            for x in l..rr {
                if (rows[r].top..rows[r].bottom).any(|y| ink[y][x]) {
                    row_ink[x - left] = true;
                    inked[x - left] += 1;
                }
            }
            presence.push(row_ink);
        }
        let allowed = members.len() / 5;
        let mut x = 0;
        while x < inked.len() {
            if inked[x] > allowed {
                x += 1;
                continue;
            }
            let start = x;
            while x < inked.len() && inked[x] <= allowed {
                x += 1;
            }
            if x - start < narrowest || start == 0 || x == inked.len() {
                continue;
            }
            // Ink on both sides of the gap, and none in it, in enough rows: the gap is a column's edge.
            let split: Vec<usize> = presence
                .iter()
                .enumerate()
                .filter(|(_, p)| {
                    p[..start].iter().any(|&b| b)
                        && p[x..].iter().any(|&b| b)
                        && !p[start..x].iter().any(|&b| b)
                })
                .map(|(i, _)| i)
                .collect();
            if split.len() >= ROWS && split.len() * 10 >= members.len() * 7 {
                for i in split {
                    let (r, k) = members[i];
                    cuts.push((r, k, left + start + (x - start) / 2));
                }
            }
        }
    }
    cut(ink, rows, cuts)
}

#[cfg(test)]
mod tests {
    use super::super::columns::places;
    use super::*;

    /// A table whose move numbers stand a few pixels from the White moves: each row one span; the gap that runs
    /// down the table cuts the numbers from the moves.
    #[test]
    fn numbers_close_to_their_moves_are_a_column_of_their_own() {
        let (w, h) = (600, 300);
        let mut ink = vec![vec![false; w]; h];
        let mut rows = Vec::new();
        for i in 0..6 {
            let top = 20 + 40 * i;
            // Number right-aligned ending at 140, move from 152 (a gap of 12 < 1.5 × 20), Black from 300.
            for (l, r) in [
                (120 - 10 * (i % 2), 140),
                (152, 190 + 10 * (i % 3)),
                (300, 350),
            ] {
                for row in ink.iter_mut().take(top + 20).skip(top) {
                    row[l..r].iter_mut().for_each(|p| *p = true);
                }
            }
            rows.push(Row {
                top,
                bottom: top + 20,
                spans: vec![(120 - 10 * (i % 2), 190 + 10 * (i % 3)), (300, 350)],
            });
        }
        let first = places(&rows);
        assert!(cut_at_aligned_gaps(&ink, &mut rows, &first, 20));
        for (i, row) in rows.iter().enumerate() {
            assert_eq!(
                row.spans,
                vec![
                    (120 - 10 * (i % 2), 140),
                    (152, 190 + 10 * (i % 3)),
                    (300, 350)
                ]
            );
        }
    }
}
