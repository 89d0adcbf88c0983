//! The verdict on a move broken across two lines after its piece character (`马` / `c3`), as line breakers set
//! Chinese text.

use super::tests::{sure, verdict};

/// `2.马` at a line's end and `c3` at the next line's start are one move, the knight's (not the pawn's `c3`, legal
/// too), weighed whole: read with no doubt, and so `象` / `b5` after it.
#[test]
fn a_move_broken_after_its_piece_character_is_read_whole() {
    let (v, sans) = verdict(&[
        sure("1.e4 e5 2.马"),
        sure("c3 马c6 3.象"),
        sure("b5 a6 1-0"),
    ]);
    assert_eq!(sans, ["e4", "e5", "Nc3", "Nc6", "Bb5", "a6"]);
    assert!(v.stop.is_none(), "stopped at {:?}", v.stop.map(|s| s.doubt));
    assert_eq!(v.result, Some("1-0"));
}

/// A piece character at a line's end and no square at the next one's start is no move: the reading stops there.
#[test]
fn a_piece_character_at_a_line_s_end_with_no_square_after_it_stops() {
    let (v, sans) = verdict(&[sure("1.e4 e5 2.马"), sure("3.象b5 a6 1-0")]);
    assert_eq!(sans, ["e4", "e5"]);
    assert!(v.stop.is_some());
}
