//! The verdict on a move broken across two lines after its piece character (`马` / `c3`), as line breakers set
//! Chinese text; and on side lines in brackets inside a line of running text.

use super::tests::{running, sure, verdict, verdict_of};
use super::{Doubt, Mode};

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

/// A side line in brackets that goes on from where the game stands (`(4.Bb5 a6)`, in step) is passed over, not taken
/// for the game; one that goes back (`[or 2...d6 3.d4]`) does not stop the reading at its number. After either the
/// game goes on with its number (`3...a6`).
#[test]
fn side_lines_in_brackets_are_passed_over() {
    let (v, sans) = running(&["1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 (3...Nf6 4.d3) 4. c3, 1-0."]);
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3"]);
    assert!(v.stop.is_none(), "stopped at {:?}", v.stop.map(|s| s.doubt));
    let (v, sans) =
        running(&["1. e4 e5 2. Nf3 Nc6 [or 2...d6 3.d4] 3. Bb5 (3.Bc4 Bc5) 3...a6, 1-0."]);
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    assert!(v.stop.is_none(), "stopped at {:?}", v.stop.map(|s| s.doubt));
}

/// A full-width bracket opens a side line right after a Chinese word, with no space before it (`也可以走（3...马f6`):
/// passed over too, not read as the game in place of the move before the words (`a6`).
#[test]
fn a_side_line_in_full_width_brackets_after_chinese_words_is_passed_over() {
    let (v, sans) = running(&[
        "1.e4 e5 2.马f3 马c6 3.象b5 a6也可以走（3...马f6 4.O-O 象e7）局面复杂。4.象a4 马f6 1-0",
    ]);
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"]);
    assert!(v.stop.is_none(), "stopped at {:?}", v.stop.map(|s| s.doubt));
}

/// A side line opened at a line's end and closed on the next line (`After (3...Nf6` / `4.d3 Bc5) with a complex
/// game`) is passed over on both: not read as the game in place of the move before it (`a6`).
#[test]
fn a_side_line_across_a_line_break_is_passed_over() {
    let (v, sans) = running(&[
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 After (3...Nf6",
        "4.d3 Bc5) with a complex game. 4.Ba4 Nf6 1-0",
    ]);
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"]);
    assert!(v.stop.is_none(), "stopped at {:?}", v.stop.map(|s| s.doubt));
}

/// A move broken after its hyphen (`4.O-` / `O`, `e7-` / `e5`), as a typesetter breaks a line at a hyphen, is one
/// move read whole.
#[test]
fn a_move_broken_after_its_hyphen_is_read_whole() {
    let (v, sans) = verdict(&[
        sure("1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.O-"),
        sure("O Nf6 5.d3 1-0"),
    ]);
    assert_eq!(
        sans,
        ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6", "d3"]
    );
    assert!(v.stop.is_none(), "stopped at {:?}", v.stop.map(|s| s.doubt));
    let (v, sans) = verdict(&[sure("1.e2-e4 e7-"), sure("e5 2.Ng1-f3 1-0")]);
    assert_eq!(sans, ["e4", "e5", "Nf3"]);
    assert!(v.stop.is_none(), "stopped at {:?}", v.stop.map(|s| s.doubt));
}

/// A side line with no brackets that goes back after words of prose (`Instead, 5...d6` after `5.c3 O-O`, castling
/// read as `O-0`) is passed over up to the game's next number after words again: not taken for Black's fifth move,
/// the castling before it passed over as a word.
#[test]
fn a_side_line_going_back_after_words_is_passed_over() {
    let first = "1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 4.d3 Be7 5.c3 O-0 The king is safe. Instead, 5...d6";
    let mut glyphs = sure(first);
    // Castling's second letter read a zero, a letter O far behind: without the side line passed over, `5...d6`
    // was taken for Black's fifth move and the castling for a word.
    let zero = first.find("O-0").map_or(0, |i| i + 2);
    glyphs[zero] = vec![('0', 0.97), ('O', 0.02)];
    let lines = [glyphs, sure("was worth considering. 6.O-O d6 1-0")];
    let (v, sans) = verdict_of(&lines, &[], Mode::Stop, true);
    let game = [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "d3", "Be7", "c3", "O-O", "O-O", "d6",
    ];
    assert_eq!(sans, game);
    assert!(v.stop.is_none(), "stopped at {:?}", v.stop.map(|s| s.doubt));
}

/// A side line told after words with no brackets, the page's next line going on from the side line and not from the
/// game (`2.Nf3 Nc6. Instead 2...d6` / `3.Bb5+ c6`), the space after the full stop lost (`Nc6.Instead`, one word,
/// no move counted): the beam may take `Nc6` for words and `2...d6` for the game's, every number in step. A legal
/// move right after the last move taken, passed over, is a question: the reading stops at Black's second move with
/// both offered, never the side line said as the game.
#[test]
fn a_legal_move_passed_over_as_words_before_a_side_line_stops_there() {
    let (v, sans) = running(&["1.e4 e5 2.Nf3 Nc6.Instead 2...d6", "3.Bb5+ c6 4.Ba4 1-0"]);
    assert_eq!(sans, ["e4", "e5", "Nf3"]);
    let stop = v.stop.expect("a stop at Black's second move");
    assert_eq!(stop.doubt, Doubt::Aside);
    let offered: Vec<String> = stop.candidates.iter().map(|c| c.0.to_string()).collect();
    assert_eq!(offered, ["Nb8-c6", "d7-d6"]);
}
