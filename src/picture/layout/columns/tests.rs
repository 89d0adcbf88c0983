//! Tests of the columns and sections of a page.

use super::*;

fn row(top: usize, spans: &[(usize, usize)]) -> Row {
    Row {
        top,
        bottom: top + 20,
        spans: spans.to_vec(),
    }
}

fn sections_and_columns(places: &[Vec<Place>]) -> Vec<Vec<(usize, usize)>> {
    places
        .iter()
        .map(|r| r.iter().map(|p| (p.section, p.column)).collect())
        .collect()
}

/// A heading across the page, two columns below it, a page number under the gap between them.
#[test]
fn a_heading_two_columns_and_a_page_number_are_three_sections() {
    let mut rows = vec![row(0, &[(200, 700)])];
    for i in 0..5 {
        rows.push(row(40 + 30 * i, &[(100, 440), (480, 820)]));
    }
    rows.push(row(400, &[(450, 470)]));
    let got = sections_and_columns(&places(&rows));
    assert_eq!(got[0], vec![(0, 0)]);
    for r in &got[1..6] {
        assert_eq!(r, &vec![(1, 0), (1, 1)]);
    }
    assert_eq!(got[6], vec![(2, 0)]);
}

/// A heading at the left over the left column joins it; the right column begins beside it.
#[test]
fn a_heading_over_the_left_column_is_the_top_of_it() {
    let mut rows = vec![row(0, &[(100, 300)])];
    for i in 0..4 {
        rows.push(row(40 + 30 * i, &[(100, 440), (480, 820)]));
    }
    let got = sections_and_columns(&places(&rows));
    assert_eq!(got[0], vec![(0, 0)]);
    assert_eq!(got[1], vec![(0, 0), (0, 1)]);
    assert_eq!(got[4], vec![(0, 0), (0, 1)]);
}

/// A heading reaching into the gutter keeps the first lines of two columns below it in its section, and the
/// columns begin a row later: those first lines join their columns, each the top of its own.
#[test]
fn the_first_lines_of_two_columns_left_with_a_heading_join_their_columns() {
    let mut rows = vec![row(0, &[(100, 560)]), row(40, &[(100, 440), (480, 820)])];
    for i in 0..5 {
        rows.push(row(62 + 22 * i, &[(100, 440), (480, 820)]));
    }
    let mut places = vec![vec![Place {
        section: 0,
        column: 0,
        row: 0,
    }]];
    places.push(vec![
        Place {
            section: 0,
            column: 0,
            row: 1,
        },
        Place {
            section: 0,
            column: 1,
            row: 1,
        },
    ]);
    for i in 0..5 {
        places.push(vec![
            Place {
                section: 1,
                column: 0,
                row: i,
            },
            Place {
                section: 1,
                column: 1,
                row: i,
            },
        ]);
    }
    let mut joined = places.clone();
    first_lines_join_their_columns(&rows, &mut joined);
    assert_eq!(joined[0], places[0]);
    assert_eq!(sections_and_columns(&joined)[1], vec![(1, 0), (1, 1)]);
    assert!(joined[1].iter().all(|p| p.row == 0));
    assert!(joined[2].iter().all(|p| p.row == 1));
    // A table's narrow columns under a heading of two parts stay apart from it.
    let narrow: Vec<Row> = rows
        .iter()
        .map(|r| Row {
            spans: r.spans.iter().map(|&(a, _)| (a, a + 100)).collect(),
            ..row(r.top, &[])
        })
        .collect();
    let mut kept = places.clone();
    first_lines_join_their_columns(&narrow, &mut kept);
    assert_eq!(kept, places);
}

/// In one column of text, a line cut at a wide gap stays a line of that column.
#[test]
fn a_line_of_one_column_cut_at_a_gap_stays_in_its_column() {
    let mut rows: Vec<Row> = (0..4).map(|i| row(30 * i, &[(100, 800)])).collect();
    rows.push(row(120, &[(100, 300), (360, 790)]));
    rows.push(row(150, &[(100, 800)]));
    let got = sections_and_columns(&places(&rows));
    assert_eq!(got[4], vec![(0, 0), (0, 0)]);
    assert_eq!(got[5], vec![(0, 0)]);
}

/// A heading of two parts (`白方 丁立人    黑方 居文君`) above a table whose first row's number was taken for a
/// speck: the table begins a section of its own (the gap between the number and White columns is found on
/// the rows below the first), and is not read as two columns under the heading's parts. (Holdout corpus,
/// `44-sheet-song-photo`: White's moves were read down the page, then Black's.)
#[test]
fn a_table_under_a_heading_of_two_parts_is_a_section_of_its_own() {
    let mut rows = vec![
        row(0, &[(100, 300), (350, 550)]),
        row(60, &[(110, 160), (220, 290), (490, 560)]),
        row(110, &[(220, 290), (490, 560)]),
    ];
    for i in 0..5 {
        rows.push(row(160 + 50 * i, &[(105, 135), (220, 290), (490, 560)]));
    }
    let got = sections_and_columns(&places(&rows));
    assert_eq!(got[0], vec![(0, 0), (0, 1)]);
    assert_eq!(got[1], vec![(1, 0), (1, 1), (1, 2)]);
    assert_eq!(got[2], vec![(1, 1), (1, 2)]);
    assert!(got[3..].iter().all(|r| r == &vec![(1, 0), (1, 1), (1, 2)]));
}

/// A table: a header row and numbered rows, three cells a row, the last row's Black cell empty.
#[test]
fn a_table_is_one_section_of_its_columns() {
    let mut rows = vec![row(0, &[(100, 140), (200, 260), (320, 380)])];
    for i in 1..6 {
        rows.push(row(30 * i, &[(110, 130), (200, 250), (320, 390)]));
    }
    rows.push(row(180, &[(110, 130), (200, 240)]));
    let got = sections_and_columns(&places(&rows));
    assert!(got[..6].iter().all(|r| r == &vec![(0, 0), (0, 1), (0, 2)]));
    assert_eq!(got[6], vec![(0, 0), (0, 1)]);
}

/// A table's number column headed `步` at its left, its numbers set right: `10` reaches under the head and the
/// numbers both. It stays in the number column, and the table one section (the page
/// `measure-06-table-zh` was read rows 1–9 of each block, then rows 10–19).
#[test]
fn a_two_digit_number_under_a_heads_left_and_the_numbers_stays_in_its_column() {
    let mut rows = vec![row(0, &[(100, 125), (200, 260), (320, 380)])];
    for i in 1..10 {
        rows.push(row(30 * i, &[(135, 150), (200, 250), (320, 390)]));
    }
    for i in 10..14 {
        rows.push(row(30 * i, &[(118, 150), (200, 250), (320, 390)]));
    }
    let got = places(&rows);
    assert!(
        got.iter().all(|r| r.iter().all(|p| p.section == 0)),
        "{got:?}"
    );
    for r in &got[1..] {
        let columns: Vec<usize> = r.iter().map(|p| p.column).collect();
        assert_eq!(
            columns,
            vec![got[1][0].column, got[1][1].column, got[1][2].column]
        );
    }
    // The head `步` is the top of the number column.
    assert_eq!(got[0][0].column, got[1][0].column);
}

/// On a curled photo a table's lines drift left down the page. Its last row, the number not seen and White's move
/// reaching a pixel into the end of the number column, is still a row of the table (it had begun a section of its
/// own, and its move number was read from the row above's `h4`).
#[test]
fn a_move_a_pixel_into_the_number_column_stays_in_its_table() {
    let mut rows = Vec::new();
    for i in 0..6 {
        rows.push(row(30 * i, &[(290, 307), (330, 400), (580, 660)]));
    }
    rows.push(row(180, &[(306, 387)]));
    let got = sections_and_columns(&places(&rows));
    assert_eq!(got[6], vec![(0, 1)]);
}

/// The result set under a table, left of its number column (its last rows drifted left on a curled photo), close
/// under the last row: no row of the table, a section of its own after it.
#[test]
fn a_result_left_of_a_tables_columns_is_after_the_table() {
    let mut rows = Vec::new();
    for i in 0..6 {
        rows.push(row(30 * i, &[(290, 307), (330, 400), (580, 660)]));
    }
    rows.push(row(172, &[(210, 258)]));
    let got = sections_and_columns(&places(&rows));
    assert_eq!(got[6], vec![(1, 0)]);
}

/// A full-notation table on a curled photo: its moves drift left down the page, a quarter of the way into the
/// column of the numbers above (the numbers after `⑳` not seen). The rows are still the table's.
#[test]
fn moves_drifting_into_the_number_column_stay_in_their_table() {
    let mut rows = Vec::new();
    // The numbers drift from left to right of their column as the photo's lines do.
    for i in 0..20 {
        let number = if i % 2 == 0 { (241, 280) } else { (264, 303) };
        rows.push(row(36 * i, &[number, (320, 446), (537, 692)]));
    }
    for i in 20..32 {
        rows.push(row(36 * i, &[(286, 384), (537, 638)]));
    }
    let got = sections_and_columns(&places(&rows));
    assert!(got.iter().all(|r| r.iter().all(|p| p.0 == 0)), "{got:?}");
}

/// A lone `。` a renderer wrapped onto a row of its own under a remark in the left column, the right column ended
/// above: the left column's next line, a line's height below the dot, is no new section (it had been read after the
/// right column).
#[test]
fn a_row_of_a_lone_full_stop_is_no_measure_of_a_line() {
    let mut rows = Vec::new();
    for i in 0..6 {
        rows.push(row(30 * i, &[(100, 440), (480, 820)]));
    }
    for i in 6..9 {
        rows.push(row(30 * i, &[(100, 440)]));
    }
    rows.push(Row {
        top: 272,
        bottom: 278,
        spans: vec![(102, 110)],
    });
    rows.push(row(300, &[(100, 440)]));
    let got = sections_and_columns(&places(&rows));
    assert_eq!(got[10], vec![(0, 0)]);
}

/// A centred heading of four lines over two justified columns set close: the columns' rows reach past the
/// heading's column on both sides, and are two columns of a section of their own, not its lines cut at a wide gap
/// (a new user's book page was read across its columns, `5.` then `25.`).
#[test]
fn two_columns_under_a_centred_heading_of_four_lines_are_columns() {
    let mut rows: Vec<Row> = (0..4).map(|i| row(30 * i, &[(270, 645)])).collect();
    for i in 4..10 {
        rows.push(row(30 * i, &[(82, 450), (468, 833)]));
    }
    let got = sections_and_columns(&places(&rows));
    assert_eq!(got[3], vec![(0, 0)]);
    for r in &got[4..] {
        assert_eq!(r, &vec![(1, 0), (1, 1)]);
    }
}

/// A paragraph across the page above two columns, the right one short (a game's last three lines): the gap between
/// the columns goes on down every row below, narrowed by the right column's indented first line. Two columns of a
/// section of their own (a new user's Chinese book page was read across them, `4.马xd4` then `34...马f2+`). A line of
/// the paragraph cut at a wide gap that the rows below cross stays one line of it (the test above).
#[test]
fn a_short_right_column_under_a_paragraph_across_the_page_is_a_column() {
    let mut rows: Vec<Row> = (0..4).map(|i| row(30 * i, &[(93, 955)])).collect();
    rows.push(row(120, &[(144, 502), (597, 955)]));
    rows.push(row(150, &[(94, 449), (547, 955)]));
    rows.push(row(180, &[(118, 498), (547, 843)]));
    for i in 7..12 {
        rows.push(row(30 * i, &[(118, 499)]));
    }
    let got = sections_and_columns(&places(&rows));
    assert_eq!(got[3], vec![(0, 0)]);
    for r in &got[4..7] {
        assert_eq!(r, &vec![(1, 0), (1, 1)]);
    }
    for r in &got[7..] {
        assert_eq!(r, &vec![(1, 0)]);
    }
}

/// Two lines of a justified left column cut at a wide space at the same place, the right column beside them: the
/// right column's ink is no ink right of the gap (a page of the measuring set was cut there into three columns,
/// read across at move 13). The rows after them tell only by the column's own spans.
#[test]
fn two_justified_lines_cut_at_the_same_place_beside_a_column_stay_lines() {
    let mut rows: Vec<Row> = (0..4)
        .map(|i| row(30 * i, &[(160, 783), (870, 1494)]))
        .collect();
    rows.push(row(120, &[(160, 695), (724, 783), (870, 1494)]));
    rows.push(row(150, &[(160, 697), (726, 783), (870, 1007)]));
    rows.push(row(180, &[(160, 579), (899, 1229)]));
    rows.push(row(210, &[(192, 372), (870, 1481)]));
    let got = sections_and_columns(&places(&rows));
    assert_eq!(got[4], vec![(0, 0), (0, 0), (0, 1)]);
    assert_eq!(got[5], vec![(0, 0), (0, 0), (0, 1)]);
    assert_eq!(got[7], vec![(0, 0), (0, 1)]);
}

/// Two columns under a heading of single lines centred over the gutter, each column's first line short (`1.e4 e5
/// 2.f4 exf4` and `15.马d6!!`): the first line of each stays with the heading's section and joins its column, where
/// each begins (a new user's Chinese book page was read across it, from `exf4` to `15.马d6`).
#[test]
fn short_first_lines_of_two_columns_under_a_centred_heading_join_their_columns() {
    let at = |top: usize, bottom: usize, spans: &[(usize, usize)]| Row {
        top,
        bottom,
        spans: spans.to_vec(),
    };
    let mut rows = vec![
        at(85, 109, &[(110, 314), (1018, 1210)]),
        at(135, 171, &[(602, 714)]),
        at(187, 214, &[(382, 934)]),
        at(251, 277, &[(110, 361), (686, 812)]),
        at(298, 326, &[(168, 614), (743, 1206)]),
        at(336, 364, &[(108, 365), (685, 1091)]),
    ];
    for i in 0..5 {
        rows.push(at(386 + 40 * i, 414 + 40 * i, &[(109, 601), (686, 1072)]));
    }
    let got = sections_and_columns(&places(&rows));
    let columns = got[4][0].0;
    assert_eq!(got[3], vec![(columns, 0), (columns, 1)]);
    assert!(got[2][0].0 < columns);
    for r in &got[4..] {
        assert_eq!(r, &vec![(columns, 0), (columns, 1)]);
    }
}

/// A full-notation list under lines across the page (`1.e2-e4` and `e7-e5`, each a short span): its two moves are no
/// columns of text beginning, nor are a diagram's squares; the list stays in the section, row by row (new user B's
/// page had been cut there, and the page number beside the running head read after the first rows as a table).
#[test]
fn narrow_spans_under_a_column_of_lines_begin_no_columns() {
    let mut rows: Vec<Row> = (0..3).map(|i| row(30 * i, &[(173, 797)])).collect();
    for i in 3..8 {
        rows.push(row(30 * i, &[(218, 341), (472, 570)]));
    }
    let got = sections_and_columns(&places(&rows));
    for r in &got[3..] {
        assert_eq!(r, &vec![(0, 0), (0, 0)]);
    }
}

/// A heading across the page, two columns under it whose lines do not line up (the right one's a little higher,
/// each line a row of its own): the columns are a section of their own, each its column, not the heading's.
#[test]
fn columns_whose_lines_do_not_line_up_under_a_heading_are_two_columns() {
    let mut rows = vec![row(0, &[(100, 820)]), row(30, &[(100, 700)])];
    for i in 0..5 {
        rows.push(row(60 + 30 * i, &[(480, 820)]));
        rows.push(row(75 + 30 * i, &[(100, 440)]));
    }
    let got = sections_and_columns(&places(&rows));
    assert_eq!(got[0], vec![(0, 0)]);
    assert_eq!(got[1], vec![(0, 0)]);
    for pair in got[2..].chunks(2) {
        assert_eq!(pair, [vec![(1, 1)], vec![(1, 0)]]);
    }
}

/// Two lines of a heading in two parts (`白方：黄志刚  黑方：E. Petrov`, `第4轮  第2台`) and a table's head row
/// over a table whose number and White stand under the heading's first part: the table's rows begin a section,
/// its number column apart from its White column.
#[test]
fn a_table_under_a_heading_of_two_parts_keeps_its_numbers_apart() {
    let mut rows = vec![
        row(0, &[(150, 340), (345, 570)]),
        row(40, &[(150, 245), (345, 440)]),
        row(80, &[(240, 320), (400, 480)]),
    ];
    for i in 0..6 {
        rows.push(row(120 + 40 * i, &[(180, 225), (240, 320), (400, 480)]));
    }
    let got = sections_and_columns(&places(&rows));
    for r in &got[3..] {
        assert_eq!(r, &vec![(1, 0), (1, 1), (1, 2)], "{got:?}");
    }
}

/// A table of two blocks on a photo turned a little: the blocks' rows interleave, each half a line below a row of
/// the other block, and where two of them ran together the next row stands a whole line below it. That is a line
/// of the table, not the end of it; the result well below it is.
#[test]
fn a_turned_tables_interleaved_rows_stay_one_section() {
    let block0 = [(100, 180), (200, 330)];
    let block1 = [(500, 580), (600, 730)];
    let mut rows = Vec::new();
    for i in 0..5 {
        rows.push(row(100 + 40 * i, &block0));
        rows.push(row(120 + 40 * i, &block1));
    }
    // Line 5 of both blocks found as one row.
    rows.push(Row {
        top: 300,
        bottom: 340,
        spans: [block0, block1].concat(),
    });
    for i in 6..9 {
        rows.push(row(100 + 40 * i, &block0));
        rows.push(row(120 + 40 * i, &block1));
    }
    rows.push(row(520, &[(600, 730)]));
    let got = sections_and_columns(&places(&rows));
    let last = got.len() - 1;
    for r in &got[..last] {
        assert!(r.iter().all(|&(section, _)| section == 0), "{got:?}");
    }
    assert!(got[last][0].0 > 0, "{got:?}");
}

/// A two-column page whose left column ends in a short line lower than the right column's last, a footer far
/// below across the middle (new user H's `h05`): the short line stays the last of its column. The footer, past a
/// blank of many lines, tells nothing of the columns above it; it had been taken for a column beginning beside the
/// short line, which became a section of its own, read after the right column (`32.Rd7? Rxf5 33.Rxe7+` passed over).
#[test]
fn a_footer_far_below_does_not_cut_off_a_column_s_last_line() {
    let mut rows = Vec::new();
    for i in 0..5 {
        rows.push(row(40 + 30 * i, &[(100, 440), (480, 820)]));
    }
    rows.push(row(190, &[(480, 820)]));
    rows.push(row(205, &[(100, 300)]));
    rows.push(row(900, &[(320, 620)]));
    let got = sections_and_columns(&places(&rows));
    assert_eq!(got[5], vec![(0, 1)]);
    assert_eq!(got[6], vec![(0, 0)], "{got:?}");
    assert_eq!(got[7], vec![(1, 0)]);
}
