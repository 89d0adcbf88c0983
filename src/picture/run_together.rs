//! Lines run together: a piece of text much taller than a line of the page is lines a curled or crooked photo ran
//! together, and what is read from it cannot be trusted.

/// A piece this many times taller than the page's usual line is lines run together.
pub(super) const RUN_TOGETHER: f32 = 1.8;

/// Of pieces (line, read, height), the read ones much taller than the middle line read, each line once (its tallest
/// piece).
pub(super) fn much_taller(pieces: &[(usize, bool, u32)]) -> Vec<bool> {
    let mut tallest: std::collections::BTreeMap<usize, u32> = Default::default();
    for &(line, _, height) in pieces.iter().filter(|p| p.1) {
        let h = tallest.entry(line).or_default();
        *h = (*h).max(height);
    }
    let mut sorted: Vec<u32> = tallest.into_values().collect();
    sorted.sort_unstable();
    let line = sorted.get(sorted.len() / 2).copied().unwrap_or(u32::MAX);
    (pieces.iter())
        .map(|&(_, read, height)| read && height as f32 > RUN_TOGETHER * line as f32)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::much_taller;

    /// A bulletin's crosstable (six rows of nine small cells) above twelve lines of moves: a line of bold moves a
    /// little taller than the rest is a line, not lines run together; a piece twice a line's height is.
    #[test]
    fn many_small_cells_do_not_make_a_line_of_moves_run_together() {
        let mut pieces: Vec<(usize, bool, u32)> = (0..54).map(|i| (i / 9, true, 27)).collect();
        pieces.extend((6..18).map(|line| (line, true, 39)));
        pieces.push((18, true, 54));
        pieces.push((19, true, 80));
        pieces.push((20, false, 200));
        let flagged: Vec<usize> = (0..pieces.len())
            .filter(|&i| much_taller(&pieces)[i])
            .collect();
        assert_eq!(flagged, [pieces.len() - 2]);
    }
}
