//! The move number of each row of a form: from the printed numbers read in its number column, or counted.

/// The move number of each row of each block (`read[b][r]` the number read in block `b`'s row `r`, if one was; a
/// block of tables side by side may have fewer rows than the others). In each block the rows are numbered one after another from the offset most of the numbers read agree
/// on (a number misread changes nothing). The rows from the first to the last where a number read agrees are the
/// table's moves: a row before them (the table's head) or after (a row of results under it) has none. A block where
/// no number was read is numbered from its neighbour's, a block's moves on; with none read at all, the first block
/// begins at 1 in its first row.
pub fn move_numbers(read: &[Vec<Option<u32>>]) -> Vec<Vec<Option<u32>>> {
    let rows = read.iter().map(Vec::len).max().unwrap_or(0);
    let offsets: Vec<Option<i64>> = read.iter().map(|block| offset_of(block)).collect();
    let agrees = |r: usize| {
        read.iter().zip(&offsets).any(
            |(block, o)| matches!((block.get(r), o), (Some(Some(n)), Some(o)) if *n as i64 == r as i64 + o),
        )
    };
    let first = (0..rows).find(|&r| agrees(r));
    let last = (0..rows).rev().find(|&r| agrees(r));
    let (first, last) = match (first, last) {
        (Some(f), Some(l)) => (f, l),
        _ => (0, rows.saturating_sub(1)),
    };
    let per_block = (last + 1 - first) as i64;
    let voted: Vec<(usize, i64)> = offsets
        .iter()
        .enumerate()
        .filter_map(|(b, o)| o.map(|o| (b, o)))
        .collect();
    offsets
        .iter()
        .enumerate()
        .zip(read)
        .map(|((b, o), block)| {
            let offset = o.unwrap_or_else(|| {
                // From the nearest block whose numbers were read, or counted from 1.
                voted
                    .iter()
                    .min_by_key(|(v, _)| v.abs_diff(b))
                    .map_or(1 - first as i64 + b as i64 * per_block, |&(v, o)| {
                        o + (b as i64 - v as i64) * per_block
                    })
            });
            (0..block.len())
                .map(|r| {
                    let n = r as i64 + offset;
                    (r >= first && r <= last && n >= 1)
                        .then(|| u32::try_from(n).ok())
                        .flatten()
                })
                .collect()
        })
        .collect()
}

/// The offset (number minus row) most numbers read in a block agree on, when two or more do.
fn offset_of(block: &[Option<u32>]) -> Option<i64> {
    let mut votes: Vec<(i64, usize)> = Vec::new();
    for (r, n) in block.iter().enumerate() {
        if let Some(n) = n {
            let offset = *n as i64 - r as i64;
            match votes.iter_mut().find(|(o, _)| *o == offset) {
                Some(v) => v.1 += 1,
                None => votes.push((offset, 1)),
            }
        }
    }
    votes
        .iter()
        .max_by_key(|(o, n)| (*n, -o))
        .filter(|(_, n)| *n >= 2)
        .map(|(o, _)| *o)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A head row, a misread number and an unread one: the rows are numbered as most numbers say.
    #[test]
    fn rows_are_numbered_as_most_printed_numbers_say() {
        let read = vec![
            vec![None, Some(1), Some(2), Some(8), None, Some(5)],
            vec![None, None, None, None, None, None],
        ];
        let numbers = move_numbers(&read);
        assert_eq!(
            numbers[0],
            vec![None, Some(1), Some(2), Some(3), Some(4), Some(5)]
        );
        // The second block, with no number read, goes on from the first: five moves a block.
        assert_eq!(
            numbers[1],
            vec![None, Some(6), Some(7), Some(8), Some(9), Some(10)]
        );
    }

    /// The row of results under the table (its number cells read nothing, or a stray `0`) has no move number.
    #[test]
    fn a_row_under_the_last_numbered_one_is_no_move() {
        let read = vec![
            vec![None, Some(2), Some(3), None],
            vec![Some(4), Some(5), Some(6), Some(0)],
        ];
        let numbers = move_numbers(&read);
        assert_eq!(numbers[0], vec![Some(1), Some(2), Some(3), None]);
        assert_eq!(numbers[1], vec![Some(4), Some(5), Some(6), None]);
    }

    /// A first block whose number column was not found (no numbers read), below a head row, beside a block whose
    /// numbers were: numbered from its neighbour, its head row none.
    #[test]
    fn a_block_with_no_numbers_is_numbered_from_its_neighbour() {
        let read = vec![vec![None; 4], vec![None, Some(4), Some(5), Some(6)]];
        let numbers = move_numbers(&read);
        assert_eq!(numbers[0], vec![None, Some(1), Some(2), Some(3)]);
        assert_eq!(numbers[1], vec![None, Some(4), Some(5), Some(6)]);
    }

    /// With nothing read at all, the first block begins at 1.
    #[test]
    fn unread_numbers_are_counted_from_one() {
        let numbers = move_numbers(&[vec![None; 3]]);
        assert_eq!(numbers[0], vec![Some(1), Some(2), Some(3)]);
    }
}
