//! The verdict on a result read with text after it: the game ends there, or the page goes on.

use super::Doubt;
use super::tests::{sure, verdict};

/// The result read after move 2, and `3` read after it (the next block of a table read after a result set under
/// the block before): the reading stops at the result, it does not end the game there.
#[test]
fn a_result_with_the_next_number_after_it_stops() {
    let (v, sans) = verdict(&[
        sure("1.e4 e5"),
        sure("2.Nf3 Nc6"),
        sure("1-0"),
        sure("3.Bb5 a6"),
    ]);
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(v.result, None);
    assert_eq!(v.stop.map(|s| s.doubt), Some(Doubt::GoesOn));
}

/// And a result with other text after it (the next game's heading) ends the game.
#[test]
fn a_result_with_other_text_after_it_ends_the_game() {
    let (v, sans) = verdict(&[sure("1.e4 e5"), sure("2.Nf3 Nc6"), sure("1-0"), sure("145")]);
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6"]);
    assert!(v.stop.is_none());
    assert_eq!(v.result, Some("1-0"));
}

/// The result read after move 2, and a move legal there after it (a full-notation table whose numbers a shadow hid,
/// its result read before its last rows: `车a1-b1` after `1-0`): the reading stops, the game does not end there.
#[test]
fn a_result_with_the_next_legal_move_after_it_stops() {
    let (v, sans) = verdict(&[
        sure("1.e4 e5"),
        sure("2.Nf3 Nc6"),
        sure("1-0"),
        sure("Bb5"),
        sure("a6"),
    ]);
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(v.result, None);
    assert_eq!(v.stop.map(|s| s.doubt), Some(Doubt::GoesOn));
}

/// A line of moves inside sentences whose last move number is read and its move not (a curled last line's
/// `41.王f2 王h8 和棋` read as `41` and words): the game goes on past what was read, and the reading stops there
/// rather than end the game with no result, as if whole. Without the number the game ends there.
#[test]
fn a_move_number_read_last_with_no_move_after_it_stops() {
    use super::Mode;
    use super::tests::verdict_of;
    let (v, sans) = verdict_of(&[sure("1.e4 e5 2.Nf3 Nc6 3.")], &[], Mode::Stop, true);
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(v.stop.map(|s| s.doubt), Some(Doubt::Unread));
    let (v, sans) = verdict_of(&[sure("1.e4 e5 2.Nf3 Nc6")], &[], Mode::Stop, true);
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6"]);
    assert!(v.stop.is_none());
}

/// A game that ends on a check with no result printed (a full-notation page, `马c3—d5+` its last move and its page
/// number under it): the `+` is no move number, and the game ends there, whole.
#[test]
fn a_last_check_with_no_result_ends_the_game() {
    use super::Mode;
    use super::tests::verdict_of;
    let (v, sans) = verdict_of(&[sure("1.e4 f6 2.Qh5+")], &[], Mode::Stop, true);
    assert_eq!(sans.len(), 3, "{sans:?}");
    assert!(v.stop.is_none(), "stopped: {:?}", v.stop.map(|s| s.doubt));
}

/// A game read to mate is over: a move number read after it (a remark under the mate, `and 18. ...` of a note) does
/// not say the game goes on. Before mate the same number stops the reading.
#[test]
fn after_mate_nothing_is_more_of_the_game() {
    use super::Mode;
    use super::tests::verdict_of;
    let mate = "1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6 4.Qxf7# 5.";
    let (v, sans) = verdict_of(&[sure(mate)], &[], Mode::Stop, true);
    assert_eq!(sans.len(), 7, "{sans:?}");
    assert!(v.stop.is_none(), "stopped: {:?}", v.stop.map(|s| s.doubt));
    let (v, _) = verdict_of(
        &[sure("1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6 4.")],
        &[],
        Mode::Stop,
        true,
    );
    assert_eq!(v.stop.map(|s| s.doubt), Some(Doubt::Unread));
}

/// The marks a book puts after a move (`3.d4 Bg4? 4.dxe5`) are read past, as the text reader reads them: a prose
/// page stopped at `e3?`, "no legal move here", with `e3` at 100 %.
#[test]
fn a_move_s_marks_are_read_past() {
    let (v, sans) = super::tests::verdict(&[sure("1.e4? e5! 2.Nf3!? Nc6?! 3.Bb5!! a6??")]);
    assert_eq!(sans.len(), 6, "{sans:?}");
    assert!(v.stop.is_none(), "stopped: {:?}", v.stop.map(|s| s.doubt));
}

/// Lines run together between two moves, passed over whole (read as nothing): moves may be missing there, and the
/// reading stops at the move after them (a photographed full-notation table's rows ⑬ and ⑭, the next rows read as
/// theirs). Not run together, the same empty piece is no doubt.
#[test]
fn lines_run_together_passed_over_between_moves_stop_the_reading() {
    let lines = [sure("1.e4 e5"), sure("~"), sure("2.Nf3 Nc6")];
    let (v, sans) = super::tests::verdict_runs(&lines, &[false, true, false]);
    assert_eq!(sans, ["e4", "e5"]);
    assert_eq!(v.stop.map(|s| s.doubt), Some(Doubt::RunTogether));
    let (v, sans) = super::tests::verdict_runs(&lines, &[false, false, false]);
    assert_eq!(sans.len(), 4, "{sans:?}");
    assert!(v.stop.is_none());
}

/// A result read poorly after mate, with text after it (a table's `Result:0-1` cell under the mating move, its
/// label read into the result's span, and the page's footer under it): the game is over, read whole, and the board
/// gives the result. Before mate the same reading stops.
#[test]
fn after_mate_a_result_read_poorly_ends_the_game() {
    let mate = "1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6 4.Qxf7#";
    let (v, sans) = verdict(&[sure(mate), sure("Result:0-1"), sure("Page 7")]);
    assert_eq!(sans.len(), 7, "{sans:?}");
    assert!(v.stop.is_none(), "stopped: {:?}", v.stop.map(|s| s.doubt));
    let (v, sans) = verdict(&[
        sure("1.e4 e5 2.Bc4 Nc6"),
        sure("Result:0-1"),
        sure("Page 7"),
    ]);
    assert_eq!(sans.len(), 4, "{sans:?}");
    assert!(v.stop.is_some());
}

/// A result with words after it on its line (`1-0 (White won)`, `1-0, and Black resigned`) ends the game: the words
/// are after its end. (The result had been dropped at the space after it, and the reading stopped at the last move.)
#[test]
fn a_result_with_words_after_it_on_its_line_ends_the_game() {
    for line in [
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 1-0 (White won)",
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 1-0, and Black resigned.",
    ] {
        let (v, sans) = super::tests::running(&[line]);
        assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5"], "{line}");
        assert!(
            v.stop.is_none(),
            "{line}: stopped at {:?}",
            v.stop.map(|s| s.doubt)
        );
        assert_eq!(v.result, Some("1-0"), "{line}");
    }
    let (v, _) = verdict(&[sure("1.e4 e5 2.Nf3 Nc6"), sure("3.Bb5 a6 1/2-1/2 (和棋)")]);
    assert!(v.stop.is_none(), "stopped at {:?}", v.stop.map(|s| s.doubt));
    assert_eq!(v.result, Some("1/2-1/2"));
}

/// A draw's `½-½` read as the printed recogniser reads the `½` it has no class for (`%-%2`, `12-1/2`, probed on
/// eleven faces; a page of new user H ended `57.Rh7+ ½-½`, read `%-%2`): the draw, the game whole. Before, the text
/// after the last move could not be read and the reading stopped there.
#[test]
fn a_draw_read_as_the_recogniser_reads_its_halves_ends_the_game() {
    for draw in ["%-%2", "12-1/2", "1%2-%"] {
        let (v, sans) = verdict(&[sure(&format!("1.e4 e5 2.Nf3 Nc6 {draw}"))]);
        assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6"], "{draw}");
        assert!(v.stop.is_none(), "{draw}: {:?}", v.stop.map(|s| s.doubt));
        assert_eq!(v.result, Some("1/2-1/2"), "{draw}");
    }
}
