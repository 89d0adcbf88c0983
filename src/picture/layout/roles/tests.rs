//! The roles of a page's lines, told from their texts and places.

use super::*;

/// `n` pieces `width` wide, one a line, one under another.
fn lines_of_pieces(n: usize, width: f32) -> Vec<Piece> {
    let place = super::super::columns::Place {
        section: 0,
        column: 0,
        row: 0,
    };
    (0..n)
        .map(|i| Piece {
            rect: [0.0, 40.0 * i as f32, width, 40.0 * i as f32 + 30.0],
            image: image::GrayImage::new(1, 1),
            ink_rows: (0, 1),
            line: i,
            place,
            role: Role::Moves,
            cell: None,
        })
        .collect()
}

/// The roles of lines of text, one piece a line, none in a table.
fn roles_of_lines(lines: &[&str]) -> Vec<Role> {
    roles_of_pieces(&lines_of_pieces(lines.len(), 900.0), lines)
}

/// The roles of `lines`, line `i` the text of piece `i`, none in a table.
fn roles_of_pieces(pieces: &[Piece], lines: &[&str]) -> Vec<Role> {
    roles_of_rows(pieces, lines, &vec![None; lines.len()])
}

/// The roles of `lines`, line `i` the text of piece `i` and the table's row `table_rows[i]` (none: not in a table).
fn roles_of_rows(pieces: &[Piece], lines: &[&str], table_rows: &[Option<usize>]) -> Vec<Role> {
    let arranged: Vec<Arranged> = (0..lines.len())
        .map(|i| Arranged {
            piece: i,
            line: i,
            cell: None,
        })
        .collect();
    let lines: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    super::roles(pieces, &arranged, &lines, table_rows)
}

/// A page number alone at the foot two lines under the text (a table ending near the foot; seed 5101's
/// `measure-04-full-en-photo`) is furniture; a word as far under it is not (two lines and a half for that).
#[test]
fn a_page_number_alone_at_the_foot_stands_apart_from_less() {
    for (foot, furniture) in [("23", true), ("Notes", false)] {
        let lines = [
            "Game 4",
            "1. e4 e5 2. Nf3 Nc6",
            "3. Bb5 a6 4. Ba4 Nf6",
            foot,
        ];
        let mut pieces = lines_of_pieces(lines.len(), 900.0);
        // 30 high a line, 10 apart; the foot's line 60 under the last (two lines).
        pieces[3].rect = [400.0, 170.0, 440.0, 200.0];
        let roles = roles_of_pieces(&pieces, &lines);
        assert_eq!(roles[3] == Role::Furniture, furniture, "{foot}: {roles:?}");
    }
}

/// A table's rows: its head, two numbered rows, a row misread with neither a number nor a move (the result
/// under the last move, `0.1`), then the head of the next block. The row misread is for the beam to weigh; only a
/// block's first row is taken for its head and passed over. (`52-sheet-hei`, photographed: the result row was
/// passed over, and the game read to its end without its result, no stop.)
#[test]
fn only_a_blocks_first_row_with_no_number_and_no_move_is_its_head() {
    use super::super::Cell;
    let rows: [(&str, usize, usize); 7] = [
        ("No.  White  Black", 0, 0),
        ("1  e4  e5", 0, 1),
        ("2  Nf3  Nc6", 0, 2),
        ("0.1", 0, 3),
        ("White  Black", 1, 0),
        // The next blocks' heads with the number column's own head (`measure-06-table-zh`: `步 白方 黑方`
        // was given to the beam as moves, and the reading stopped at the block's first number).
        ("步  白方  黑方", 2, 0),
        ("No.  White  Black", 3, 0),
    ];
    let pieces = lines_of_pieces(rows.len(), 300.0);
    let arranged: Vec<Arranged> = rows
        .iter()
        .enumerate()
        .map(|(i, &(_, block, row))| Arranged {
            piece: i,
            line: i,
            cell: Some(Cell {
                block,
                row,
                column: 0,
            }),
        })
        .collect();
    let lines: Vec<String> = rows.iter().map(|r| r.0.to_string()).collect();
    let table_rows: Vec<Option<usize>> = rows.iter().map(|r| Some(r.2)).collect();
    let got = super::roles(&pieces, &arranged, &lines, &table_rows);
    assert_eq!(
        got,
        vec![
            Role::Heading,
            Role::Moves,
            Role::Moves,
            Role::Moves,
            Role::Remark,
            Role::Remark,
            Role::Remark
        ]
    );
}

/// A remark's second line that names a square in passing (`如改走 d5 则较稳健。`) is the rest of the remark; a
/// line of running text after a remark, with its move numbers, is not.
#[test]
fn a_remark_s_sentence_naming_a_square_is_the_remark_s() {
    let lines = [
        "⑦ 0-0 兵d4—d3",
        "这是著名的“常青树”对局。黑方第七步",
        "如改走 d5 则较稳健。",
        "Black had to be careful here.",
        // The same sentence run together on a photo: begun with words, not a move.
        "如改走d5则较稳健。",
        "Then 8.Qb3 Qf6 came, the usual move",
    ];
    let roles = roles_of_lines(&lines);
    assert_eq!(roles[1], Role::Remark, "{roles:?}");
    assert_eq!(roles[2], Role::Remark, "{roles:?}");
    assert_eq!(roles[4], Role::Remark, "{roles:?}");
    assert_eq!(roles[5], Role::Running, "{roles:?}");
}

/// Lines of moves with words between them are running text (read with words of prose between the moves); a
/// line of moves alone, a remark of words alone and a table's row are not.
#[test]
fn a_line_of_moves_inside_sentences_is_running_text() {
    let lines = [
        "Rubinstein – Larsen",
        "The game began 1. f3 b6 2. f4 and Black had to be careful. Then came",
        // (Its numbers go on from the line before's: numbers going back would be a remark's side line.)
        "开局走成3.b4 马c6 4.c3 a5，黑方必须小心。",
        "12. Nf3 Nc6 13. Be2 Be7",
        "Both sides have chances.",
        "Then 26... Bg7 27. Rxb8+, 1/2-1/2.",
    ];
    let got = roles_of_lines(&lines);
    assert_eq!(
        got,
        vec![
            Role::Heading,
            Role::Running,
            Role::Running,
            Role::Moves,
            Role::Remark,
            // The last line of moves in sentences, ending in the result: read as running text, the result after
            // its words.
            Role::ResultLine
        ]
    );
}

/// A sentence ending in a move number goes on into its move on the next line: running text, not a remark; and a
/// line of moves whose one word is too short for prose (`a`), between lines of running text, is running text
/// too. A remark ending in a number and followed by words stays a remark.
#[test]
fn sentences_going_on_into_the_next_line_are_running_text() {
    let lines = [
        "Annotated games",
        "The game began 1. b4 Nc6 2. g4 with",
        "chances for both sides. Play continued 2...",
        "h6 3. Nf3 Rh7 a natural developing move.",
        "15. Nc3 Bc5 16. Qa1 Qb6 17. Nxe4 a",
        "natural developing move. After that, 17...",
        "Bf8 18. a4 Qa5",
        "This was the idea of move 18.",
        "Both sides have chances.",
    ];
    let got = roles_of_lines(&lines);
    assert_eq!(
        got,
        vec![
            Role::Heading,
            Role::Running,
            Role::Running,
            Role::Running,
            Role::Running,
            Role::Running,
            Role::Moves,
            Role::Remark,
            Role::Remark
        ]
    );
}

/// A paragraph of moves in sentences whose last line holds only moves, the last with the sentence's full stop
/// (`6.Nf3 h6.`, a new user's prose page): running text like the lines beside it, its full stop no move. A line
/// of moves ending in a move number, or in a table, is not.
#[test]
fn a_last_line_of_moves_ending_a_sentence_is_running_text() {
    let lines = [
        "The opening moves were 1.d4 d5 2.c4 e6. Both players were now well",
        "into their own time. White replied 5.e3 O-O",
        "6.Nf3 h6.",
        "The middlegame had begun. White continued with 7.Bh4 dxc4 8.h3.",
        "8...a6 9.Bxf6 Bxf6 10.",
    ];
    let got = roles_of_lines(&lines);
    assert_eq!(got[2], Role::Running, "{got:?}");
    assert_eq!(got[4], Role::Moves, "{got:?}");
}

/// A scoresheet filled in and photographed: the header's `B (0-1)` is no first line of moves; after the last
/// move the form's rows hold only their numbers (one stands apart from its table, where the layout cut the page):
/// the game ended there, they are not read (but a page number under a table is no form's empty rows); a row with no move between two rows of moves is for the verdict. The
/// result line's words end in the result, which the beam reads after them.
#[test]
fn a_forms_rows_left_empty_after_the_last_move_are_not_read() {
    let rows: [(&str, Option<usize>); 9] = [
        ("胜方Winner B(0-1)", None),
        ("序号 白方White 黑方Black", Some(0)),
        ("1 f3 e5", Some(1)),
        ("2", Some(2)),
        ("3 g4 Qh4#", Some(3)),
        ("4", Some(4)),
        ("31", Some(1)),
        ("14 44", None),
        ("结果Result: 0-1", None),
    ];
    let pieces = lines_of_pieces(rows.len(), 300.0);
    let lines: Vec<&str> = rows.iter().map(|r| r.0).collect();
    let table_rows: Vec<Option<usize>> = rows.iter().map(|r| r.1).collect();
    let got = roles_of_rows(&pieces, &lines, &table_rows);
    assert_eq!(
        got,
        vec![
            Role::Heading,
            Role::Heading,
            Role::Moves,
            Role::Moves,
            Role::Moves,
            Role::EmptyRow,
            Role::EmptyRow,
            Role::EmptyRow,
            Role::ResultLine
        ]
    );
    // A table's game going on over the page: its page number alone under the last row is no empty row of a
    // form (two of the table's rows at least are); it stays for the verdict, which says the game may go on.
    let rows: [(&str, Option<usize>); 4] = [
        ("① e4 e5", Some(1)),
        ("② Nf3 Nc6", Some(2)),
        ("③ Bb5 a6", Some(3)),
        ("56", None),
    ];
    let lines: Vec<&str> = rows.iter().map(|r| r.0).collect();
    let table_rows: Vec<Option<usize>> = rows.iter().map(|r| r.1).collect();
    let got = roles_of_rows(&pieces[..4], &lines, &table_rows);
    assert_eq!(got[3], Role::Moves);
    // Not a form: a number alone after the moves may be the next move's, misread; it stays for the verdict.
    let got = roles_of_lines(&["Game 1", "1. e4 e5 2. Nf3 Nc6", "3", "Result: 1-0"]);
    assert_eq!(
        got,
        vec![Role::Heading, Role::Moves, Role::Moves, Role::ResultLine]
    );
    // A draw's result line as the recogniser alone reads it at 150 dpi (`1/2` as `V2`) is one too.
    let got = roles_of_lines(&["1. e4 e5 2. Nf3 Nc6", "结果Result:V2-1/2"]);
    assert_eq!(got, vec![Role::Moves, Role::ResultLine]);
    // An unfinished game's `*` after a label (`Result: *`, `结果：*`); not a footnote's mark.
    let of = |line| roles_of_lines(&["1. e4 e5", line])[1];
    let (result, remark) = (Role::ResultLine, Role::Remark);
    assert_eq!(
        [of("Result: *"), of("结果：*"), of("see the note*")],
        [result, result, remark]
    );
    for words in [
        "之后是2.马f3，最后黑方认输，1-0。",
        "之后是2.马f3，白方获胜。",
    ] {
        let last = roles_of_lines(&["1. e4 e5", words])[1];
        assert_eq!(
            last,
            Role::ResultLine,
            "the last line of moves in sentences"
        );
    }
}

/// A result alone on its line after a remark (a game in a box beside a column of news, its `黑胜` read after the
/// news column's heading) is no rest of that remark: the beam reads it.
#[test]
fn a_result_alone_after_a_remark_is_read() {
    let lines = [
        "1. d4 马f6 2. 马d2 e5",
        "活动预告",
        "黑胜",
        "白方认输。（如5.fxe3 后h4+）",
    ];
    let got = roles_of_lines(&lines);
    assert_eq!(got[1], Role::Remark);
    assert_eq!(got[2], Role::Running);
}

/// A line that begins with the rest of a move the line before broke at its hyphen (`4.d4 O-` / `O A natural
/// developing move.`, a new user's Typst page) is running text, read by the beam, not a remark; a word of prose
/// broken at its hyphen (`com-` / `pleted`) breaks no move.
#[test]
fn the_rest_of_a_move_broken_at_its_hyphen_is_read() {
    // (`O-` read `0-`, as the recogniser read the page.)
    let roles = roles_of_lines(&[
        "1.Nf3 Nf6 2.c4 g6 3.Nc3 Bg7 4.d4 0-",
        "O A natural developing move.",
        "5.Bf4 d5 6.Qb3 dxc4 Both sides have com-",
        "pleted their development.",
        "7.Qxc4 c6",
    ]);
    assert_eq!(roles[1], Role::Running, "{roles:?}");
    assert_eq!(roles[3], Role::Remark, "{roles:?}");
    for broken in [
        "4.O-",
        "0-",
        "4...0-0-",
        "O-O-",
        "e2-",
        "Ng1-",
        "马g1-",
        "17.象c4马",
    ] {
        assert!(super::super::text::ends_in_broken_move(broken), "{broken}");
    }
    for whole in ["O-O", "e4", "com-", "e2-e4", "1-"] {
        assert!(!super::super::text::ends_in_broken_move(whole), "{whole}");
    }
}

/// A line of moves whose last word begins the remark under it (`15.Bc4 Nxc3 An` / `ambitious idea, but it weakens
/// the`) is running text: `An`, too short for a word of prose, is no move text to be read as moves.
#[test]
fn a_line_of_moves_ending_in_a_remark_s_first_word_is_running_text() {
    let roles = roles_of_lines(&[
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 An",
        "ambitious idea, but it weakens the",
        "kingside.",
        "4.Ba4 Nf6 5.O-O Be7",
    ]);
    assert_eq!(
        roles,
        [Role::Running, Role::Remark, Role::Remark, Role::Moves]
    );
}

/// The game's line after a side line in brackets that went further (`(37...Rxg2 38.Nxc6 Bxc6 39.Qxb5)`, then
/// `38.Kd1 Bb3+`) is the game's: the side line is no measure of how far the game has gone.
#[test]
fn the_game_after_a_side_line_in_brackets_is_no_going_back() {
    let roles = roles_of_lines(&[
        "37.Ke1 Bb4+ Also possible was",
        "(37...Rxg2 38.Nxc6 Bxc6 39.Qxb5)",
        "when Black is fine.",
        "38.Kd1 Bb3+ 39.Kc1 Ne2+ Perhaps",
        "stronger was (39...Rxg2 40.Nxc6 Be1)",
        "and the position is unclear.",
        "40.Kb1 Nc3+ 41.Kc1 Rc2# 0-1",
    ]);
    assert_eq!(roles[1], Role::Remark, "{roles:?}");
    assert_eq!(roles[3], Role::Running, "{roles:?}");
}
