//! The verdict on a printed table's cells (the beam `in_tables`), after a heading that may read as running text, with
//! the recogniser's output made by hand.

use super::super::beam::Beam;
use super::super::recognise::{LineProbs, Recogniser};
use super::test_reading::{plainly, read_and_weigh};
use super::tests::{line, sure};
use super::{Asked, Verdict};

/// The verdict on `pieces`, each a line of its own: the first `running` of them running text (a heading read as a
/// sentence), the rest a printed table's cells.
fn verdict_of_table(pieces: &[Vec<Vec<(char, f32)>>], running: usize) -> (Verdict, Vec<String>) {
    verdict_of_table_after(pieces, running, (&[], &[]))
}

/// The same, with `moves_before` (for each piece, whether a line of moves stands before its line) and `move_cells`
/// (whether each is a cell that reads as a move).
fn verdict_of_table_after(
    pieces: &[Vec<Vec<(char, f32)>>],
    running: usize,
    (moves_before, move_cells): (&[bool], &[bool]),
) -> (Verdict, Vec<String>) {
    let recogniser = Recogniser::get().unwrap_or_else(|e| panic!("{e}"));
    let alphabet = &recogniser.alphabet;
    let probs: Vec<LineProbs> = pieces.iter().map(|c| line(alphabet, c)).collect();
    let beam = Beam::new(alphabet, &[])
        .in_running_text((0..pieces.len()).map(|i| i < running).collect())
        .in_tables((0..pieces.len()).map(|i| i >= running).collect())
        .with_move_lines((0..pieces.len()).map(|i| i >= running).collect());
    read_and_weigh(
        beam,
        alphabet,
        &probs,
        Asked {
            moves_before,
            move_cells,
            ..plainly()
        },
    )
}

/// A heading read as a sentence (a photo's heading, taken for running text) asks nothing of the table
/// after it: its first number is the table's `①`, printed with no full stop. (A number after words of running text
/// must have its full stop; that rule, carried into the table, had made the reader take `1.` from the `g1` of
/// `Ng1—f3` and read `f3` as the first move.)
#[test]
fn a_heading_read_as_running_text_asks_no_full_stop_of_the_table_after_it() {
    // The photo's knight faint, its dash read as a full stop nearly as well.
    let mut knight = sure("Ng1—f3");
    knight[0] = vec![('N', 0.5)];
    knight[1] = vec![('g', 0.5)];
    knight[3] = vec![('—', 0.55), ('.', 0.4)];
    let pieces = [
        sure("Game 54 Bent Larsen - Tigran Petrosian, Moscow 1967"),
        sure("①"),
        knight,
        sure("Ng8—f6"),
        sure("②"),
        sure("Nb1—c3"),
        sure("d7—d5"),
        sure("1-0"),
    ];
    let (v, sans) = verdict_of_table(&pieces, 1);
    assert_eq!(
        sans,
        ["Nf3", "Nf6", "Nc3", "d5"],
        "{:?}",
        v.stop.map(|s| s.doubt)
    );
    assert_eq!(v.result, Some("1-0"));
    assert!(v.stop.is_none());
}

/// A result read early in a table (a photo's `Qd1:d2` read `1:0`) leaves no written cell after it free: a table holds
/// one game. The rest of the table once cost nothing, and a game of three moves was read "whole".
#[test]
fn a_result_read_early_in_a_table_does_not_end_the_game_there() {
    let pieces = [
        sure("1."),
        sure("e4"),
        sure("e5"),
        sure("2."),
        sure("Nf3"),
        sure("1-0"),
        sure("3."),
        sure("Bb5"),
        sure("a6"),
        sure("4."),
        sure("Ba4"),
        sure("Nf6"),
        sure("0-1"),
    ];
    let (v, sans) = verdict_of_table(&pieces, 0);
    assert!(
        v.stop.is_some() || sans.len() > 3,
        "a game of {sans:?} read whole"
    );
}

/// A full-notation table's Black `b7-b6`, lifted by a photo's turn above the first row and read before it: the beam
/// passes it over, begins with White's `马b1-a3` and would take Black's second move, `马b8-c6`, for his first. A line
/// of moves passed over before the first move stops the reading there.
#[test]
fn a_line_of_moves_passed_over_before_the_first_move_stops() {
    let pieces = [sure("b7-b6"), sure("①"), sure("Nb1-a3"), sure("Nb8-c6")];
    let (_, sans) = verdict_of_table(&pieces, 0);
    assert_eq!(
        sans,
        ["Na3", "Nc6"],
        "the beam alone takes the wrong Black move"
    );
    let (v, sans) = verdict_of_table_after(&pieces, 0, (&[false, true, true, true], &[]));
    assert!(sans.is_empty(), "{sans:?}");
    assert_eq!(v.stop.map(|s| s.doubt), Some(super::Doubt::PassedOver));
}

/// Two headings before a line of moves with no numbers (a harsh photo's `The Midlegame in Practice` and `Game 73
/// Lasker - Larsen`, read unsure), each with a glyph or two that may be a move at its end. Read as prose at what
/// words between moves cost, they are not read as the game's first moves (`h3` and `a5`, which made the game begin
/// in the heading and stopped it there).
#[test]
fn headings_are_read_as_prose_not_as_the_first_moves() {
    let heading = |a: char, b: char| {
        let mut glyphs = vec![vec![('T', 0.9)]; 18];
        glyphs.push(vec![('T', 0.6), (a, 0.3)]);
        glyphs.push(vec![('T', 0.6), (b, 0.3)]);
        glyphs
    };
    let recogniser = Recogniser::get().unwrap_or_else(|e| panic!("{e}"));
    let alphabet = &recogniser.alphabet;
    let pieces = [heading('h', '3'), heading('a', '5'), sure("a4 c5 d4 Nh6")];
    let probs: Vec<LineProbs> = pieces.iter().map(|c| line(alphabet, c)).collect();
    let beam = Beam::new(alphabet, &[]).with_move_lines(vec![false, false, true]);
    let (v, sans) = read_and_weigh(beam, alphabet, &probs, plainly());
    assert_eq!(sans, ["a4", "c5", "d4", "Nh6"]);
    assert!(v.stop.is_none());
}

/// A whole row of a table passed over, its cells read as nothing legible (a photo's shadow across it; a
/// full-notation page's circled row numbers, no class in the recogniser's alphabet, check nothing): the next row's
/// moves are legal in its place (`2. Bc4 Bc5` for the page's `3.`), and the beam alone reads them so, with no stop.
/// A cell that reads as a move or as nothing, passed over between two moves, stops the reading at the next: a move
/// is missing there.
#[test]
fn a_cell_that_reads_as_a_move_passed_over_stops_the_reading() {
    let pieces = [
        sure("e4"),
        sure("e5"),
        Vec::new(),
        Vec::new(),
        sure("Bc4"),
        sure("Bc5"),
    ];
    let (v, sans) = verdict_of_table(&pieces, 0);
    assert_eq!(
        sans,
        ["e4", "e5", "Bc4", "Bc5"],
        "the beam alone passes the row over"
    );
    assert!(v.stop.is_none());
    let cells = [false, false, true, true, false, false];
    let (v, sans) = verdict_of_table_after(&pieces, 0, (&[], &cells));
    assert_eq!(sans, ["e4", "e5"]);
    assert_eq!(v.stop.map(|s| s.doubt), Some(super::Doubt::CellPassedOver));
}

/// A line of words ending in an unfinished game's `*` after the moves (a helper's tables, `Result: *`, `结果：*`):
/// no separator after the colon, the `*` begins inside the word. Read as the result, the game is whole; not on a
/// result line, the words are text after the last move, and the reading stops there.
#[test]
fn an_unfinished_game_s_star_after_a_label_is_its_result() {
    let recogniser = Recogniser::get().unwrap_or_else(|e| panic!("{e}"));
    let alphabet = &recogniser.alphabet;
    for label in ["Result:*", "结果：*"] {
        let probs: Vec<LineProbs> = [sure("1.e4 e5 2.Nf3 Nc6"), sure(label)]
            .iter()
            .map(|c| line(alphabet, c))
            .collect();
        for result_line in [true, false] {
            let beam = Beam::new(alphabet, &[])
                .in_running_text(vec![false, true])
                .with_result_lines(vec![false, result_line]);
            let (v, sans) = read_and_weigh(beam, alphabet, &probs, plainly());
            assert_eq!(sans.len(), 4, "{label}: {sans:?}");
            assert_eq!(v.stop.is_none(), result_line, "{label}");
            assert_eq!(v.result == Some("*"), result_line, "{label}");
        }
    }
}
