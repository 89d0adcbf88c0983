//! The test harness shared by the verdict's tests of cells and tables: a beam read over hand-made pieces, weighed.

use super::super::beam::Beam;
use super::super::recognise::{Alphabet, LineProbs};
use super::{Asked, Mode, Thresholds, Verdict, weigh};

/// `beam` read over `probs` (each a piece and a line of its own, in order) and its verdict as `asked`, with the moves
/// taken in SAN.
pub(super) fn read_and_weigh(
    mut beam: Beam,
    alphabet: &Alphabet,
    probs: &[LineProbs],
    asked: Asked,
) -> (Verdict, Vec<String>) {
    let pieces: Vec<(usize, usize, &LineProbs)> =
        probs.iter().enumerate().map(|(i, p)| (i, i, p)).collect();
    let (seen, leftover) = beam.read(&pieces);
    let refs: Vec<&LineProbs> = probs.iter().collect();
    let v = weigh(&beam, alphabet, &seen, &refs, leftover, asked);
    let sans = sans_of(&v);
    (v, sans)
}

/// What the verdict is asked of a printed page read in [`Mode::Stop`], nothing known of its layout: the fields a
/// test sets go before `..plainly()`.
pub(super) fn plainly() -> Asked<'static> {
    Asked {
        cell_plies: None,
        run_together: &[],
        row_numbers: &[],
        cell_rows: &[],
        moves_before: &[],
        move_cells: &[],
        forced: 0,
        thresholds: Thresholds::default(),
        mode: Mode::Stop,
    }
}

/// The moves a verdict took, in SAN.
pub(super) fn sans_of(v: &Verdict) -> Vec<String> {
    let mut pos = shakmaty::Chess::default();
    v.taken
        .iter()
        .map(|t| {
            let san = shakmaty::san::San::from_move(&pos, t.mv).to_string();
            shakmaty::Position::play_unchecked(&mut pos, t.mv);
            san
        })
        .collect()
}
