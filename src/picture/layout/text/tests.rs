//! Tests of what a line's text says.

use super::*;

/// The moves a line numbers and names, in running text and in a move's own word, as the plies they number; a
/// round's or a page's number, a year, names none.
#[test]
fn the_moves_a_line_numbers_are_found() {
    assert_eq!(
        numbered_plies("17.车b1 后e8 18.后f1 车e5 19.f4"),
        [(32, 2), (34, 2), (36, 1)]
    );
    assert_eq!(
        numbered_plies("自然的出子。 13...车e8 14. Rf1"),
        [(25, 1), (26, 1)]
    );
    for none in [
        "Round 5. Notes by the editor.",
        "Page 3",
        "2024.5.1",
        "1. 2. 3.",
    ] {
        assert!(
            numbered_plies(none).iter().all(|&(_, named)| named == 0),
            "{none}"
        );
    }
}

/// A number column's number, as a table prints it, is read for its value; a move or a longer number is not one.
#[test]
fn a_number_alone_gives_its_value() {
    for (text, value) in [
        ("12", 12),
        ("12.", 12),
        (" (3) ", 3),
        ("（7）", 7),
        ("40、", 40),
    ] {
        assert_eq!(number_value(text), Some(value), "{text}");
    }
    for not in ["e4", "12. Nf3", "1234", "", "(", "⑫", "0", "05."] {
        assert_eq!(number_value(not), None, "{not}");
    }
}

#[test]
fn move_text_prose_and_numbers_are_told_apart() {
    for moves in [
        "12. Nf3 Nc6",
        "马f6",
        "0-0-0",
        "和棋",
        "1-0",
        "Kxes  c6",
        "⑫",
    ] {
        assert!(is_move_text(moves), "{moves}");
    }
    for prose in [
        "Both sides have chances.",
        "双方都有机会。",
        "No.  White  Black",
        "步  白方  黑方",
        "Black had to be careful here.",
        // A remark run together into one word on a photo (measure-08-book1-en-photo).
        "Bothsideshavechances.",
    ] {
        assert!(is_prose(prose) && !is_move_text(prose), "{prose}");
    }
    // A misread move is not prose: one odd word, or piece names.
    for not_prose in ["Kxes", "马象", "Nbxd Rfxe", "12"] {
        assert!(!is_prose(not_prose), "{not_prose}");
    }
    for number in ["12", "12.", "(3)", "①", "No."] {
        assert!(is_number(number), "{number}");
    }
    for not_number in ["12. Nf3", "1234", "e4", ""] {
        assert!(!is_number(not_number), "{not_number}");
    }
}

/// Each move number a line prints, as the ply it numbers, with the moves after it on the line.
#[test]
fn a_line_s_move_numbers_are_counted_in_plies() {
    assert_eq!(numbered_plies("9.Bg5 b5"), [(16, 2)]);
    assert_eq!(numbered_plies("Here 9...Qb4 was the only"), [(17, 1)]);
    assert_eq!(numbered_plies("the 12… Rd8 move"), [(23, 1)]);
    assert_eq!(
        numbered_plies("since 7...fxg1=Q? would allow 8.Rxg1. Now 8.Ke1"),
        [(13, 1), (14, 1), (14, 1)]
    );
    assert_eq!(numbered_plies("defence, offering the 1-0"), []);
    // Moves run together count each; a long move's two squares, one; castling read with a zero, one.
    assert_eq!(numbered_plies("31.车fc4!?车dd6"), [(60, 2)]);
    assert_eq!(numbered_plies("1.d2—d3 f7—f6 2.O-0-O"), [(0, 2), (2, 1)]);
}

/// What a line holds outside brackets: a side line in them is no part of the game's count, whether the bracket
/// opens and closes on the line, closes one opened before, or goes on past the line's end.
#[test]
fn a_side_line_in_brackets_is_left_out_of_the_count() {
    use super::outside_brackets;
    let line = "is [28...Qxe3+ 29.Bxe3] with a complex game. 29.Rg3!?";
    assert_eq!(outside_brackets(line), "is  with a complex game. 29.Rg3!?");
    assert_eq!(outside_brackets("Nb8 24.Qxb8] and 23...a3"), " and 23...a3");
    assert_eq!(outside_brackets("23.Qf5 After [23.Kh2"), "23.Qf5 After ");
    assert_eq!(
        outside_brackets("如果走（41.后b8）局面复杂。"),
        "如果走局面复杂。"
    );
}

/// A square at the end of a word of other letters (a footer's `Round3` run together) is none; a capture's and a
/// knight's file before one stay.
#[test]
fn a_square_is_no_word_s_end() {
    use super::names_a_move;
    for text in [
        "exd5",
        "Nbd7",
        "e4",
        "马f3",
        "改走d5则",
        "Rxf5!",
        "O-0",
        "0-O",
    ] {
        assert!(names_a_move(text), "{text}");
    }
    for text in ["AmsterdamTournament1889·GamesofRound3", "Board4"] {
        assert!(!names_a_move(text), "{text}");
    }
}

/// A result line ends in the result, a full stop or a reason in brackets after it or not; a remark in brackets
/// with no result before it does not.
#[test]
fn a_result_line_may_give_its_reason_in_brackets() {
    use super::ends_in_result;
    for line in [
        "Result: 1-0",
        "结果：和棋。",
        "结果：和棋（三次重复局面）",
        "1/2-1/2 (repetition)",
    ] {
        assert!(ends_in_result(line), "{line}");
    }
    for line in [
        "White resigned (time)",
        "Both sides had chances (see move 12)",
    ] {
        assert!(!ends_in_result(line), "{line}");
    }
}
