//! The layout step on pages set by another program than Jipu's own corpus script (`scripts/picture-pages.py
//! --small`: ReportLab's typesetter, rasterised by poppler), without the recogniser: the reading order by where the
//! pieces stand. (The same pages are read whole and right by `super::super::tests`, with the recogniser.)

use std::path::Path;

use super::{Piece, Role, arrange};

/// The pieces of `tests/data/pictures/NAME` in reading order, laid out with nothing read on them (so the number
/// columns are found by their shape alone).
fn laid_out(name: &str) -> (Vec<Piece>, f32) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/pictures")
        .join(name);
    let picture = image::open(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .to_luma8();
    let page = super::super::page::lay_out(&picture);
    let width = page.size.0 as f32;
    let n = page.pieces.len();
    let (pieces, _) = arrange(page.pieces, vec![(); n], &vec![String::new(); n]);
    (pieces, width)
}

fn middle(p: &Piece) -> (f32, f32) {
    ((p.rect[0] + p.rect[2]) / 2.0, (p.rect[1] + p.rect[3]) / 2.0)
}

/// A two-column book page: a running head, the heading across, two columns with a remark in the first, the page
/// number. Every line of the left column is read before any of the right column (not line 1 of each, then line 2),
/// each column top to bottom.
#[test]
fn a_two_column_page_is_read_column_after_column() {
    for name in ["pages-book2-en.png", "pages-book2-zh.png"] {
        let (pieces, width) = laid_out(name);
        let gutter = width / 2.0;
        // The pieces of the columns: wholly on one side of the gap between them, below the heading.
        let columns_top = pieces
            .iter()
            .filter(|p| p.rect[0] > gutter && p.role != Role::Furniture)
            .map(|p| p.rect[1])
            .fold(f32::MAX, f32::min);
        let sides: Vec<(bool, f32)> = pieces
            .iter()
            .filter(|p| p.role != Role::Furniture && p.rect[3] > columns_top)
            .filter(|p| p.rect[2] < gutter || p.rect[0] > gutter)
            .map(|p| (p.rect[0] > gutter, middle(p).1))
            .collect();
        let left = sides.iter().filter(|s| !s.0).count();
        let right = sides.len() - left;
        assert!(
            left >= 3 && right >= 3,
            "{name}: {left} pieces left, {right} right"
        );
        let first_right = sides.iter().position(|s| s.0).unwrap_or(sides.len());
        assert!(
            sides[first_right..].iter().all(|s| s.0),
            "{name}: a piece of the left column is read after the right column began: {sides:?}"
        );
        for column in [&sides[..first_right], &sides[first_right..]] {
            assert!(
                column.windows(2).all(|w| w[0].1 <= w[1].1 + 2.0),
                "{name}: a column is not read top to bottom: {column:?}"
            );
        }
        // The page number, apart at the foot, is furniture, and read last.
        let last = pieces.last().map(|p| p.role);
        assert_eq!(last, Some(Role::Furniture), "{name}: the page number");
    }
}

/// A page of one column, with a remark set as a paragraph of its own, and a page of moves in running text: line
/// after line, top to bottom.
#[test]
fn a_one_column_page_is_read_line_after_line() {
    for name in [
        "pages-book1-en.png",
        "pages-book1-zh.png",
        "pages-prose-en.png",
        "pages-prose-zh.png",
    ] {
        let (pieces, _) = laid_out(name);
        let lines: Vec<f32> = pieces.iter().map(|p| middle(p).1).collect();
        assert!(lines.len() >= 5, "{name}: {} pieces", lines.len());
        assert!(
            lines.windows(2).all(|w| w[0] <= w[1] + 2.0),
            "{name}: not read top to bottom: {lines:?}"
        );
    }
}

/// A score table in two blocks side by side: the first block's rows, then the second's (not row 1 of each, then
/// row 2); each cell knows its block, its row and its column (number, White, Black).
#[test]
fn a_score_table_is_read_block_after_block_and_row_after_row() {
    for name in ["pages-table-en.png", "pages-table-zh.png"] {
        let (pieces, width) = laid_out(name);
        let cells: Vec<(super::Cell, f32, f32)> = pieces
            .iter()
            .filter_map(|p| p.cell.map(|c| (c, middle(p).0, middle(p).1)))
            .collect();
        assert!(cells.len() >= 20, "{name}: {} cells", cells.len());
        let blocks: Vec<usize> = cells.iter().map(|c| c.0.block).collect();
        assert!(
            blocks.windows(2).all(|w| w[0] <= w[1]),
            "{name}: the blocks are not read one after the other: {blocks:?}"
        );
        assert_eq!(blocks.last(), Some(&1), "{name}: two blocks");
        // The first block stands wholly left of the second.
        let right_of_first = cells
            .iter()
            .filter(|c| c.0.block == 0)
            .map(|c| c.1)
            .fold(f32::MIN, f32::max);
        let left_of_second = cells
            .iter()
            .filter(|c| c.0.block == 1)
            .map(|c| c.1)
            .fold(f32::MAX, f32::min);
        assert!(
            right_of_first < left_of_second && left_of_second < width,
            "{name}: the blocks overlap"
        );
        assert!(cells.iter().all(|c| c.0.column <= 2), "{name}: {cells:?}");
        for block in 0..2 {
            let rows: Vec<(usize, f32)> = cells
                .iter()
                .filter(|c| c.0.block == block)
                .map(|c| (c.0.row, c.2))
                .collect();
            assert!(
                rows.windows(2)
                    .all(|w| w[0].0 <= w[1].0 && w[0].1 <= w[1].1 + 4.0),
                "{name}: block {block} is not read row after row: {rows:?}"
            );
            // The rows of a block hold a number, a White and a Black cell, left to right.
            let first_full = cells
                .iter()
                .filter(|c| c.0.block == block && c.0.row == 1)
                .map(|c| c.0.column)
                .collect::<Vec<_>>();
            assert_eq!(
                first_full,
                vec![0, 1, 2],
                "{name}: block {block}'s first row"
            );
        }
    }
}

/// A piece at `rect` in column `column` of section 0, row `row`, with nothing drawn.
pub(super) fn placed(rect: [f32; 4], column: usize, row: usize) -> Piece {
    Piece {
        rect,
        image: image::GrayImage::new(1, 1),
        ink_rows: (0, 1),
        line: 0,
        place: super::Place {
            section: 0,
            column,
            row,
        },
        role: Role::Moves,
        cell: None,
    }
}

/// A justified Chinese paragraph of moves whose stretched spaces fall one under another was cut into two "columns"
/// (a training page of `picture-pages.py`: the left part of five lines read, then the right part, and a move of
/// line 5 taken for White's fourth). Its rows read as prose and the cut's edges are ragged: read row by row. A
/// real column of the same text, its edges straight, is still read column after column.
#[test]
fn a_justified_paragraph_whose_spaces_fall_one_under_another_is_read_row_by_row() {
    let texts = [
        "开局走成1.b4 马c6 2.c3 a5，黑方必须小心。接下来3.后a4 h6 4.b5",
        "车h7 5.后xa5 车b8 6.后xc7",
        "后xc7，双方都有机会。随后双方走了7.bxc6",
        "h5 9.a4 后g6",
        "10.车a2。白方继续10...后xb1 11.f3 马f6。对局进行到12.g3",
        "13.e4 车h8 14.c4",
        "15.王xd2，双方都有机会。之后15...马xe4+",
        "g6 17.马e2",
    ];
    let texts: Vec<String> = texts.iter().map(|t| t.to_string()).collect();
    let rights = [1094.0, 753.0, 1101.0, 752.0];
    let lefts = [1093.0, 1139.0, 1108.0, 1170.0];
    let ragged: Vec<Piece> = (0..4)
        .flat_map(|r| {
            let (top, bottom) = (250.0 + 44.0 * r as f32, 292.0 + 44.0 * r as f32);
            [
                placed([164.0, top, rights[r], bottom], 0, r),
                placed([lefts[r], top, 1489.0, bottom], 1, r),
            ]
        })
        .collect();
    let order = super::order::order(&ragged, &texts);
    let read: Vec<usize> = order.iter().map(|a| a.piece).collect();
    assert_eq!(read, (0..8).collect::<Vec<_>>(), "read row by row");
    // The same text in two columns set straight: the left column first.
    let straight: Vec<Piece> = (0..4)
        .flat_map(|r| {
            let (top, bottom) = (250.0 + 44.0 * r as f32, 292.0 + 44.0 * r as f32);
            [
                placed([164.0, top, 800.0, bottom], 0, r),
                placed([850.0, top, 1489.0, bottom], 1, r),
            ]
        })
        .collect();
    let order = super::order::order(&straight, &texts);
    let read: Vec<usize> = order.iter().map(|a| a.piece).collect();
    assert_eq!(read, vec![0, 2, 4, 6, 1, 3, 5, 7], "read column by column");
}

/// A thumb holding the page in its margin (ink the recogniser reads nothing from, wholly left of every line it reads)
/// is no part of the layout: left out, it makes no column of "numbers" that would turn two columns into a table. A
/// piece read as nothing among the lines (a faint line) stays, for the verdict to weigh.
#[test]
fn ink_read_as_nothing_beside_the_text_is_left_out() {
    let pieces = vec![
        placed([5.0, 300.0, 60.0, 380.0], 0, 0),
        placed([180.0, 280.0, 500.0, 310.0], 1, 0),
        placed([180.0, 320.0, 480.0, 350.0], 1, 1),
        placed([180.0, 360.0, 470.0, 390.0], 1, 2),
    ];
    let texts: Vec<String> = ["", "1. e4 e5 2. Nf3 Nc6", "", "3. Bb5 a6"]
        .iter()
        .map(|t| t.to_string())
        .collect();
    let (kept, with) = arrange(pieces, vec![0, 1, 2, 3], &texts);
    assert_eq!(kept.len(), 3);
    let mut with = with;
    with.sort_unstable();
    assert_eq!(
        with,
        vec![1, 2, 3],
        "the thumb (0) left out, the faint line (2) kept"
    );
}

/// An unruled score table whose second row has small letters only (`2  e4  f6`: no capital, no digit taller than
/// them, nothing below the line), so its ink is two thirds of a line high and the blank under it more than two of
/// its own heights: the table is one section all the same (it was cut there, and its second block's first row read
/// as the game's third move).
#[test]
fn a_row_of_small_letters_does_not_end_a_table() {
    use super::columns::places;
    use super::rows::Row;
    let rows: Vec<Row> = (0..8)
        .map(|i| {
            let top = 300 + 53 * i;
            let (top, bottom) = if i == 1 {
                (top + 6, top + 19)
            } else {
                (top, top + 25)
            };
            Row {
                top,
                bottom,
                spans: vec![(220, 250), (270, 340), (450, 510)],
            }
        })
        .collect();
    let placed = places(&rows);
    assert!(
        placed.iter().flatten().all(|p| p.section == 0),
        "{placed:?}"
    );
    assert_eq!(
        placed[7].iter().map(|p| p.column).collect::<Vec<_>>(),
        [0, 1, 2]
    );
}

/// A ruled table under a heading set across it (`记录 叶江川（白）—卜祥志（黑）`, seed 5301's clean
/// `measure-08-table-zh`, as its pieces were laid out): the heading's stray `（` stands narrow above the White column's
/// end and beside the Black column. It had begun a block of the Black column alone, and the table was read with all
/// White's moves first. Read now: the heading, then row by row, each row's number, White's move and Black's, the
/// Black column's cells in column 2.
#[test]
fn a_headings_stray_piece_above_a_table_begins_no_block() {
    // (x from, x to, column) of the heading's pieces, then of the table's columns.
    let heading = [
        (161.0, 264.0, 0),
        (251.0, 387.0, 1),
        (400.0, 443.0, 2),
        (449.0, 534.0, 3),
        (560.0, 689.0, 4),
    ];
    let mut pieces = Vec::new();
    let mut texts: Vec<String> = Vec::new();
    for (i, &(x0, x1, column)) in heading.iter().enumerate() {
        pieces.push(placed([x0, 172.0, x1, 228.0], column, 0));
        texts.push(["记录", "叶江川", "（", "白）－", "卜祥志"][i].to_string());
    }
    let rows = [
        ("1", "e4", "Nh6"),
        ("2", "f3", "d5"),
        ("3", "exd5", "Qxd5"),
        ("4", "g4", "Qe4+"),
    ];
    for (r, (number, white, black)) in rows.iter().enumerate() {
        let (top, bottom) = (320.0 + 53.0 * r as f32, 351.0 + 53.0 * r as f32);
        for (x0, x1, column, text) in [
            (222.0, 246.0, 0, number),
            (270.0, 330.0, 1, white),
            (452.0, 517.0, 3, black),
        ] {
            pieces.push(placed([x0, top, x1, bottom], column, r + 1));
            texts.push(text.to_string());
        }
    }
    let order = super::order::order(&pieces, &texts);
    let read: Vec<&str> = order.iter().map(|a| texts[a.piece].as_str()).collect();
    assert_eq!(
        read,
        [
            "记录",
            "叶江川",
            "（",
            "白）－",
            "卜祥志",
            "1",
            "e4",
            "Nh6",
            "2",
            "f3",
            "d5",
            "3",
            "exd5",
            "Qxd5",
            "4",
            "g4",
            "Qe4+"
        ]
    );
    let black = order
        .iter()
        .find(|a| texts[a.piece] == "Qxd5")
        .and_then(|a| a.cell);
    assert_eq!(black.map(|c| (c.block, c.row, c.column)), Some((0, 3, 2)));
}

/// A two-column book page with a remark in each column (seed 5401's clean `measure-06-book2-zh`, its pieces as they
/// were laid out): the left column's right edge is ragged (the heading, a remark's short line, a paragraph's last),
/// but the right column's left edge is straight down but for its indented remark. Columns set by a typesetter: read
/// column after column. (It had been taken for a justified paragraph's spaces falling one under another and read
/// row by row across the gutter: the clean page stopped at move 5.)
#[test]
fn a_two_column_page_with_short_lines_in_its_left_column_is_read_column_after_column() {
    let laid_out = [
        ([143.0, 155.0, 579.0, 215.0], 0, 0, "第36局卜祥志－王玥"),
        (
            [147.6, 247.3, 648.4, 293.8],
            0,
            1,
            "1.f3 马h6 2.a4 a6 3.车a2 g5 4.王f2 b6",
        ),
        ([179.6, 304.3, 384.4, 350.8], 0, 2, "白方保持主动。"),
        (
            [141.0, 343.8, 804.0, 411.3],
            0,
            3,
            "5.g3 马c6 6.王e3 d6 7.王e4 马b8 8.g4 c5 9.c4",
        ),
        ([148.2, 405.3, 376.8, 445.8], 0, 4, "车a710.象h3 e5"),
        (
            [883.6, 247.3, 1239.4, 293.8],
            1,
            1,
            "局面复杂，黑方必须小心。",
        ),
        (
            [856.6, 304.3, 1507.4, 350.8],
            1,
            2,
            "11.e3 后d7 12.车a3 王e7 13.d3 马xg4 14.fxg4",
        ),
        ([851.0, 343.8, 1158.0, 411.3], 1, 3, "王e6 15.b3 象b7# 0-1"),
    ];
    let pieces: Vec<Piece> = laid_out
        .iter()
        .map(|&(rect, column, row, _)| placed(rect, column, row))
        .collect();
    let texts: Vec<String> = laid_out.iter().map(|l| l.3.to_string()).collect();
    let order = super::order::order(&pieces, &texts);
    let read: Vec<usize> = order.iter().map(|a| a.piece).collect();
    assert_eq!(
        read,
        [0, 1, 2, 3, 4, 5, 6, 7],
        "the left column, then the right"
    );
}

/// Two columns whose lines do not line up (a remark in one shifts its lines), so that their rows run together into one
/// band across the page, with the stub of a gutter rule that removing the rules left in the middle of the gutter
/// (seed 5501's `measure-06-book2-zh-photo`): the band is cut at the gutter all the same. The paper either side of the
/// stub was each too narrow to cut it, and the two columns' lines were read as one, across.
#[test]
fn a_rules_stub_in_the_gutter_does_not_join_two_columns() {
    let (w, h) = (400, 330);
    let mut ink = vec![vec![false; w]; h];
    // Glyphs 8 pixels wide, 4 apart, from `left` to `right`, rows `top..top + 18`.
    let mut write = |top: usize, left: usize, right: usize| {
        for row in ink.iter_mut().skip(top).take(18) {
            for (x, cell) in row.iter_mut().enumerate().take(right).skip(left) {
                *cell = (x - left) % 12 < 8;
            }
        }
    };
    for i in 0..4 {
        write(10 + 30 * i, 10, 178);
        write(25 + 30 * i, 230, 390);
    }
    // Lines across the page below, which make the page's usual line.
    for i in 0..5 {
        write(170 + 30 * i, 10, 390);
    }
    // The stub: two pixels wide, six high, in the middle of the gutter.
    for row in ink.iter_mut().skip(60).take(6) {
        row[203] = true;
        row[204] = true;
    }
    let (rows, typical) = super::rows::rows(&ink);
    assert!(typical < 25, "{typical}");
    for row in rows.iter().filter(|r| r.bottom < 160) {
        assert!(
            row.spans.iter().all(|&(l, r)| r <= 180 || l >= 228),
            "a span across the gutter: {row:?}"
        );
    }
}

/// Two justified lines of running text whose wide spaces cut them into five "columns" of one to four pieces (seed
/// 5601's clean `measure-10-prose-zh`, its pieces as they were laid out): a column of a piece or two shows no
/// straight edge, so the section is read row by row. (Read column by column, `王c8` came before `32.王e2`, and the
/// clean page stopped at move 32.)
#[test]
fn a_justified_paragraph_cut_into_columns_of_a_piece_or_two_is_read_row_by_row() {
    let row0 = [
        ("王c8", 165.0, 241.0, 0),
        ("32.王e2", 416.0, 535.0, 1),
        ("王c7，局面复杂。随后双方走了33.王f3", 711.0, 1232.0, 2),
        ("王b7", 1408.0, 1488.0, 4),
    ];
    let row1 = [
        ("34.象e8，黑方必须小心。白方继续34...象d6", 164.0, 752.0, 0),
        ("35.象xd7", 788.0, 924.0, 2),
        ("王b6", 962.0, 1042.0, 2),
        ("36.王e2", 1078.0, 1197.0, 2),
        ("马xd7", 1237.0, 1330.0, 3),
        ("37.王d1", 1367.0, 1483.0, 4),
    ];
    let mut texts = Vec::new();
    let mut pieces = Vec::new();
    for (r, row) in [&row0[..], &row1[..]].iter().enumerate() {
        let (top, bottom) = (603.0 + 44.0 * r as f32, 643.0 + 44.0 * r as f32);
        for &(text, left, right, column) in row.iter() {
            texts.push(text.to_string());
            pieces.push(placed([left, top, right, bottom], column, r));
        }
    }
    let order = super::order::order(&pieces, &texts);
    let read: Vec<usize> = order.iter().map(|a| a.piece).collect();
    assert_eq!(read, (0..10).collect::<Vec<_>>(), "read row by row");
}

/// A speck of the desk at a photo's edge, narrow and read as `保` beside lines of running text, begins no table:
/// the lines stay running text (they were rows of a table, and their words could not be prose).
#[test]
fn a_speck_beside_running_text_begins_no_table() {
    let mut pieces = vec![placed([3.0, 570.0, 30.0, 606.0], 0, 3)];
    let texts = [
        "保",
        "The game began 1.c4 Nf6 2.g3 Rg8",
        "After 6...Qxc3 7.Ng5 h5 and then",
        "The next moves were 13.Bd2 Bd5",
        "Black had to be careful. 34.Kf2",
    ];
    for r in 0..4 {
        let top = 460.0 + 37.0 * r as f32;
        pieces.push(placed([200.0, top, 1230.0, top + 36.0], 1, r));
    }
    let texts: Vec<String> = texts.iter().map(|t| t.to_string()).collect();
    let (kept, _) = arrange(pieces, vec![0; 5], &texts);
    assert!(kept.iter().all(|p| p.cell.is_none()), "no table");
    let running = kept.iter().filter(|p| p.role == Role::Running).count();
    assert_eq!(running, 4);
}
