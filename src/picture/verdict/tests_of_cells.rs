//! The verdict on a scoresheet's cells (the beam `of_cells`, each cell the ply its printed row and column give), with
//! the recogniser's output made by hand.

use super::super::beam::Beam;
use super::super::recognise::{LineProbs, Recogniser};
use super::test_reading::{plainly, read_and_weigh};
use super::tests::{line, sure};
use super::{Asked, Mode, Thresholds, Verdict};

/// The verdict on `cells`, cell `i` the cell of ply `plies[i]`, in `mode`.
fn verdict_of_cells(
    cells: &[Vec<Vec<(char, f32)>>],
    plies: &[Option<u32>],
    mode: Mode,
) -> (Verdict, Vec<String>) {
    let recogniser = Recogniser::get().unwrap_or_else(|e| panic!("{e}"));
    let alphabet = &recogniser.alphabet;
    let probs: Vec<LineProbs> = cells.iter().map(|c| line(alphabet, c)).collect();
    let beam = Beam::new(alphabet, &[]).of_cells(plies, true);
    read_and_weigh(
        beam,
        alphabet,
        &probs,
        Asked {
            cell_plies: Some(plies),
            thresholds: Thresholds::handwriting(),
            mode,
            ..plainly()
        },
    )
}

/// A stroke of Black's second move read as a digit (`1Nc6` in row 2's Black cell; a real sheet's `1h6` in row 11):
/// the form's printed row gives the cell its number, so the digit is no move number not the one expected. With
/// `--mark-unsure` the move is marked and the reading goes on (it had stopped there as a missing move); without,
/// it stops there as before.
#[test]
fn a_digit_read_in_a_cell_is_no_move_number() {
    // The knight's square unclear too (`c` or `f`), so that the move is one to mark.
    let mut black = sure("1Nc6");
    black[2] = vec![('c', 0.5), ('f', 0.45)];
    let cells = [sure("e4"), sure("e5"), sure("Nf3"), black, sure("Bb5")];
    let plies: Vec<Option<u32>> = (0..5).map(Some).collect();
    let (v, sans) = verdict_of_cells(&cells, &plies, Mode::MarkUnsure);
    assert_eq!(
        sans,
        ["e4", "e5", "Nf3", "Nc6", "Bb5"],
        "{:?}",
        v.stop.map(|s| s.doubt)
    );
    let marked: Vec<usize> = v.unsure.iter().map(|u| u.0).collect();
    assert_eq!(marked, [3, 4], "the move and every one after it");
    let (v, sans) = verdict_of_cells(&cells, &plies, Mode::Stop);
    assert_eq!(sans, ["e4", "e5", "Nf3"]);
    assert!(v.stop.is_some());
}

/// The same in White's first cell (`4d4`, a real sheet's first cell read with a stroke before the move): the digit
/// is no sign of a page from the middle of a game, and the sheet is read (it had stopped at once, "no game's first
/// move was found").
#[test]
fn a_digit_read_in_the_first_cell_is_no_move_number() {
    let cells = [sure("4d4"), sure("Nf6"), sure("c4")];
    let plies: Vec<Option<u32>> = (0..3).map(Some).collect();
    let (v, sans) = verdict_of_cells(&cells, &plies, Mode::MarkUnsure);
    assert_eq!(sans, ["d4", "Nf6", "c4"], "{:?}", v.stop.map(|s| s.doubt));
}
