//! The test harness shared by the verdict's tests of cells and tables: a beam read over hand-made pieces, weighed.

use super::super::beam::Beam;
use super::super::recognise::{Alphabet, LineProbs};
use super::tests::sans_of;
use super::{Asked, Verdict, weigh};

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
