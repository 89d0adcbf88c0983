//! The gaps that run down a table's rows, on rendered rows of ink.

use super::super::columns::places;
use super::*;

/// A score table of three blocks whose numbers stand close to their moves: the rows' own wide gaps cut some
/// rows between number and move (`1  马a3`) and not others (`12Qh6`), so no two rows have the same spans. The
/// gaps that run down the rows cut every row into its nine cells; a heading across the page above is left whole.
#[test]
fn a_tables_gaps_running_down_the_rows_cut_every_row_into_its_cells() {
    let (w, h) = (1000, 400);
    let mut ink = vec![vec![false; w]; h];
    let fill = |ink: &mut Vec<Vec<bool>>, l: usize, t: usize, r: usize, b: usize| {
        for row in ink.iter_mut().take(b).skip(t) {
            row[l..r].iter_mut().for_each(|p| *p = true);
        }
    };
    // The heading, across.
    fill(&mut ink, 40, 10, 700, 34);
    let mut rows = vec![Row {
        top: 10,
        bottom: 34,
        spans: vec![(40, 700)],
    }];
    // Cells of a block at x0: number ending at x0 + 40, White from x0 + 52, Black from x0 + 160.
    let cells = |x0: usize, i: usize| {
        [
            (x0 + 28 - 8 * (i % 2), x0 + 40),
            (x0 + 56, x0 + 100 + 10 * (i % 3)),
            (x0 + 160, x0 + 200 + 8 * (i % 2)),
        ]
    };
    for i in 0..8 {
        let top = 60 + 40 * i;
        let mut spans = Vec::new();
        for (b, x0) in [20usize, 340, 660].into_iter().enumerate() {
            let c = cells(x0, i);
            for &(l, r) in &c {
                fill(&mut ink, l, top, r, top + 22);
            }
            // Rows and blocks differ in whether the number is its own span already.
            if (i + b) % 2 == 0 {
                spans.push((c[0].0, c[1].1));
            } else {
                spans.extend([c[0], c[1]]);
            }
            spans.push(c[2]);
        }
        rows.push(Row {
            top,
            bottom: top + 22,
            spans,
        });
    }
    assert!(cut_at_gaps_down_the_rows(&ink, &mut rows, 22));
    assert_eq!(rows[0].spans, vec![(40, 700)]);
    for (i, row) in rows[1..].iter().enumerate() {
        let want: Vec<(usize, usize)> = [20usize, 340, 660]
            .into_iter()
            .flat_map(|x0| cells(x0, i))
            .collect();
        assert_eq!(row.spans, want, "row {i}");
    }
    // And the columns then followed down the page are one section of nine columns.
    let got = places(&rows);
    for placed in &got[1..] {
        assert!(placed.iter().all(|p| p.section == got[1][0].section));
        let columns: Vec<usize> = placed.iter().map(|p| p.column).collect();
        assert_eq!(columns, (0..9).collect::<Vec<_>>());
    }
}

/// Justified lines whose wide spaces fall at the same place on two or three lines only are not cut.
#[test]
fn a_wide_space_on_a_few_lines_is_no_column() {
    let (w, h) = (800, 400);
    let mut ink = vec![vec![false; w]; h];
    let mut rows = Vec::new();
    for i in 0..8 {
        let top = 20 + 30 * i;
        // A space 16 wide at 400 on lines 2, 3 and 4; elsewhere narrow spaces that wander.
        let gap = if (2..5).contains(&i) {
            (400, 416)
        } else {
            (300 + 37 * i, 304 + 37 * i)
        };
        for row in ink.iter_mut().take(top + 20).skip(top) {
            row[50..gap.0].iter_mut().for_each(|p| *p = true);
            row[gap.1..750].iter_mut().for_each(|p| *p = true);
        }
        rows.push(Row {
            top,
            bottom: top + 20,
            spans: vec![(50, 750)],
        });
    }
    let before = rows.clone();
    assert!(!cut_at_gaps_down_the_rows(&ink, &mut rows, 20));
    assert_eq!(rows, before);
}

/// A two-column book page: two justified lines of the left column have a space one under the other, the next
/// line is a short remark, and two lines below it have the gutter beside them. The gap is not followed from the
/// spaces through the remark's empty end into the gutter: no line is cut.
#[test]
fn a_gap_does_not_run_through_a_short_lines_end_into_the_gutter() {
    let (w, h) = (1000, 300);
    let mut ink = vec![vec![false; w]; h];
    let mut rows = Vec::new();
    // Each line's stretches of ink (left column 50–500, gutter 500–560, right column 560–950).
    // Justified lines have wide spaces between their words, so each word beside a gap is short.
    let justified: &[(usize, usize)] = &[
        (50, 330),
        (350, 380),
        (400, 440),
        (460, 500),
        (560, 600),
        (620, 950),
    ];
    let beside_the_gutter: &[(usize, usize)] = &[(50, 430), (450, 500), (560, 600), (620, 950)];
    let lines: [&[(usize, usize)]; 5] = [
        justified,
        justified,
        &[(80, 300), (590, 800)],
        beside_the_gutter,
        beside_the_gutter,
    ];
    for (i, stretches) in lines.iter().enumerate() {
        let top = 20 + 30 * i;
        for &(l, r) in stretches.iter() {
            for row in ink.iter_mut().take(top + 20).skip(top) {
                row[l..r].iter_mut().for_each(|p| *p = true);
            }
        }
        // The rows' own wide gaps cut the gutter only.
        let spans = match stretches.len() {
            2 => stretches.to_vec(),
            _ => vec![(50, 500), (560, 950)],
        };
        rows.push(Row {
            top,
            bottom: top + 20,
            spans,
        });
    }
    let before = rows.clone();
    cut_at_gaps_down_the_rows(&ink, &mut rows, 20);
    assert_eq!(rows, before);
}

/// A photographed table: the gap between number and move is a few pixels narrower on the first two rows than
/// the narrowest gap (`1e4` read as one piece), as wide on the rows below. The gap found on the rows below is
/// followed up into the first two, which are cut too; the heading above, set apart, is not cut at its narrow
/// gap, nor is a row below the table set apart from it.
#[test]
fn a_tight_gap_is_followed_into_rows_where_it_is_narrower() {
    let (w, h) = (600, 500);
    let mut ink = vec![vec![false; w]; h];
    let mut rows = Vec::new();
    let mut line = |ink: &mut Vec<Vec<bool>>, top: usize, boxes: &[(usize, usize)]| {
        for &(l, r) in boxes {
            for row in ink.iter_mut().take(top + 20).skip(top) {
                row[l..r].iter_mut().for_each(|p| *p = true);
            }
        }
        // The first boxes one span (the row's own gaps too narrow to cut), the last (Black's cell, far off)
        // another.
        let last = boxes.len() - 1;
        let mut spans = vec![(boxes[0].0, boxes[last - 1].1)];
        spans.push(boxes[last]);
        rows.push(Row {
            top,
            bottom: top + 20,
            spans,
        });
    };
    // The heading, 60 above the table, with a gap of 6 at 130.
    line(&mut ink, 10, &[(40, 130), (136, 300), (400, 460)]);
    // Two rows with a gap of 6 at 126..132, six with a gap of 20 at 120..140; Black's cell at 300.
    for i in 0..8 {
        let gap = if i < 2 { (126, 132) } else { (120, 140) };
        line(
            &mut ink,
            70 + 30 * i,
            &[(100, gap.0), (gap.1, 200), (300, 360)],
        );
    }
    let before = rows[0].clone();
    assert!(cut_at_gaps_down_the_rows(&ink, &mut rows, 20));
    assert_eq!(rows[0], before, "the heading stays whole");
    assert_eq!(rows[1].spans, vec![(100, 126), (132, 200), (300, 360)]);
    assert_eq!(rows[2].spans, vec![(100, 126), (132, 200), (300, 360)]);
    for row in &rows[3..] {
        assert_eq!(row.spans, vec![(100, 120), (140, 200), (300, 360)]);
    }
}

/// Six lines of a justified page whose spaces fall one under another at 400 (a Chinese book's moves set on the
/// characters' grid): long text on both sides of the gap on every line, so no column.
#[test]
fn spaces_one_under_another_between_long_text_are_no_column() {
    let (w, h) = (800, 300);
    let mut ink = vec![vec![false; w]; h];
    let mut rows = Vec::new();
    for i in 0..6 {
        let top = 20 + 30 * i;
        for row in ink.iter_mut().take(top + 20).skip(top) {
            row[50..400].iter_mut().for_each(|p| *p = true);
            row[416..750].iter_mut().for_each(|p| *p = true);
        }
        rows.push(Row {
            top,
            bottom: top + 20,
            spans: vec![(50, 750)],
        });
    }
    let before = rows.clone();
    assert!(!cut_at_gaps_down_the_rows(&ink, &mut rows, 20));
    assert_eq!(rows, before);
}

/// A table photographed in perspective: one row, its `象` tall and the row leaning, stands half again a line high.
/// The gap between the numbers and the moves goes on through it and cuts it too: passed over, its number and move
/// stayed one span, which ended the table there. A row over two lines high is passed over still.
#[test]
fn a_gap_runs_through_a_row_half_again_a_line_high() {
    let (w, h) = (400, 600);
    let mut ink = vec![vec![false; w]; h];
    let mut rows = Vec::new();
    let mut top = 20;
    for i in 0..10 {
        let high = match i {
            5 => 33,
            8 => 50,
            _ => 22,
        };
        for (l, r) in [(20, 40), (56, 100), (160, 200)] {
            for row in ink.iter_mut().take(top + high).skip(top) {
                row[l..r].iter_mut().for_each(|p| *p = true);
            }
        }
        rows.push(Row {
            top,
            bottom: top + high,
            spans: vec![(20, 100), (160, 200)],
        });
        top += high + 18;
    }
    assert!(cut_at_gaps_down_the_rows(&ink, &mut rows, 22));
    for (i, row) in rows.iter().enumerate() {
        let want = if i == 8 {
            vec![(20, 100), (160, 200)]
        } else {
            vec![(20, 40), (56, 100), (160, 200)]
        };
        assert_eq!(row.spans, want, "row {i}");
    }
}
