use image::{GrayImage, Luma};

use super::super::rules::remove_rules;
use super::*;

/// A ruled form drawn as a scan shows it: `rows` rows `pitch` high below a head row, the columns at `edges`, rules
/// `thick` pixels thick, turned by `lean` pixels across its width (a page not quite straight), with a stroke of
/// writing in the cells of `written`.
fn form(
    edges: &[u32],
    rows: u32,
    pitch: u32,
    thick: u32,
    lean: f32,
    written: &[(u32, u32)],
) -> GrayImage {
    let (w, h) = (1400u32, 200 + (rows + 1) * pitch + 200);
    let mut img = GrayImage::from_pixel(w, h, Luma([250]));
    let (left, right) = (edges[0], edges[edges.len() - 1]);
    let top = 200;
    let dy = |x: u32| (x as f32 * lean / w as f32) as u32;
    for r in 0..=rows + 1 {
        let y = top + r * pitch;
        for x in left..=right {
            for t in 0..thick {
                img.put_pixel(x, y + t + dy(x), Luma([30]));
            }
        }
    }
    for &x in edges {
        for y in top..=top + (rows + 1) * pitch {
            for t in 0..thick {
                img.put_pixel(x + t, y + dy(x), Luma([30]));
            }
        }
    }
    for &(column, row) in written {
        // A stroke of writing: a short slanted line in the middle of the cell.
        let (x0, y0) = (
            edges[column as usize] + 20,
            top + (row + 1) * pitch + pitch / 4,
        );
        for i in 0..pitch / 2 {
            for t in 0..3 {
                img.put_pixel(x0 + i / 2 + t, y0 + i + dy(x0), Luma([40]));
            }
        }
    }
    img
}

fn found(img: &GrayImage) -> Option<Form> {
    let mut ink: Vec<Vec<bool>> = (0..img.height())
        .map(|y| {
            (0..img.width())
                .map(|x| img.get_pixel(x, y).0[0] < 128)
                .collect()
        })
        .collect();
    let mut cleaned = img.clone();
    let (across, down) = (super::across(img), super::down(img));
    remove_rules(&mut ink, &mut cleaned, &across, &down);
    find(&across, &down, &ink, img, &cleaned)
}

/// The cells found written in: block, row, column.
fn inked(form: &Form) -> Vec<(usize, usize, usize)> {
    form.cells
        .iter()
        .filter(|c| c.inked)
        .map(|c| (c.block, c.row, c.column))
        .collect()
}

/// A FIDE-style form of two blocks (number, White, Black), 25 rows under a head row: both blocks found with their
/// number columns, every row, and the cells written in told from the empty ones.
#[test]
fn a_form_of_two_blocks_is_found_with_its_rows_and_columns() {
    let edges = [100, 170, 420, 670, 740, 990, 1240];
    let img = form(&edges, 25, 60, 3, 4.0, &[(1, 0), (2, 0), (4, 3)]);
    let form = found(&img).expect("the form is found");
    assert_eq!(form.grid.rows.len(), 26, "the head row and 25 rows");
    assert_eq!(form.grid.blocks.len(), 2);
    for (block, at) in form.grid.blocks.iter().zip([0usize, 3]) {
        let number = block.number.expect("a number column");
        assert!((number.0 - edges[at] as f32).abs() < 4.0, "{block:?}");
        assert!(
            (block.white.0 - edges[at + 1] as f32).abs() < 4.0,
            "{block:?}"
        );
        assert!(
            (block.black.1 - edges[at + 3] as f32).abs() < 4.0,
            "{block:?}"
        );
    }
    assert_eq!(inked(&form), vec![(0, 1, 1), (0, 1, 2), (1, 4, 1)]);
}

/// Writing in a light pen, lighter than the page's ink threshold (the form's print black, the strokes a light grey):
/// the cells written in are told from the empty ones by their own faint ink, as a real sheet in light green ink
/// had every move past its ninth row left out.
#[test]
fn cells_written_in_a_light_pen_are_written() {
    let edges = [100, 170, 420, 670, 740, 990, 1240];
    let written = [(1u32, 0u32), (2, 0), (1, 1), (4, 3)];
    let mut img = form(&edges, 25, 60, 3, 0.0, &[]);
    // A word of five strokes in each, a light grey (the form's own rows start at 200, 60 apart, under a head row).
    for (column, row) in written {
        for k in 0..5 {
            let (x0, y0) = (
                edges[column as usize] + 20 + k * 30,
                200 + (row + 1) * 60 + 15,
            );
            for i in 0..30 {
                for t in 0..3 {
                    img.put_pixel(x0 + i / 2 + t, y0 + i, Luma([190]));
                }
            }
        }
    }
    let form = found(&img).expect("the form is found");
    assert_eq!(
        inked(&form),
        vec![(0, 1, 1), (0, 1, 2), (0, 2, 1), (1, 4, 1)]
    );
}

/// A club's form with no number column: three blocks of a White and a Black column, paired from the left.
#[test]
fn a_form_with_no_number_column_is_paired_from_the_left() {
    let edges = [100, 300, 500, 700, 900, 1100, 1300];
    let img = form(&edges, 16, 50, 2, 0.0, &[]);
    let form = found(&img).expect("the form is found");
    assert_eq!(form.grid.rows.len(), 17);
    assert_eq!(form.grid.blocks.len(), 3);
    assert!(form.grid.blocks.iter().all(|b| b.number.is_none()));
}

/// A printed page's score table in three tables side by side, each of a `回合` column not much narrower than its
/// moves' and a White and a Black column, a margin of paper between them: three blocks, each with its number column;
/// the third table, of 15 rows under its head as high as the others' 16, with its own rows. And a table with a column
/// of notes after its Black column: one block, the notes no column of it.
#[test]
fn tables_side_by_side_are_blocks_of_their_own_and_a_notes_column_is_none() {
    let mut img = GrayImage::from_pixel(1400, 1300, Luma([250]));
    let tables: [(&[u32], u32, f32); 3] = [
        (&[100, 190, 300, 410], 16, 48.0),
        (&[460, 550, 660, 770], 16, 48.0),
        (&[820, 910, 1020, 1130], 15, 51.0),
    ];
    for &(edges, rows, pitch) in &tables {
        draw_table(&mut img, edges, 200, rows + 1, pitch);
    }
    let form = found(&img).expect("the tables are found");
    assert_eq!(form.grid.blocks.len(), 3, "{:?}", form.grid.blocks);
    for (block, &(edges, rows, pitch)) in form.grid.blocks.iter().zip(&tables) {
        let number = block.number.expect("a number column");
        assert!((number.0 - edges[0] as f32).abs() < 4.0, "{block:?}");
        assert!((block.white.0 - edges[1] as f32).abs() < 4.0, "{block:?}");
        assert!((block.black.1 - edges[3] as f32).abs() < 4.0, "{block:?}");
        assert_eq!(block.rows.len(), rows as usize + 1, "{block:?}");
        let foot = block.rows[block.rows.len() - 1].1;
        assert!(
            (foot - (200.0 + pitch * (rows + 1) as f32)).abs() < 4.0,
            "{block:?}"
        );
    }
    let edges = [100, 160, 260, 360, 620];
    let form = found(&form_of(&edges)).expect("the table is found");
    assert_eq!(form.grid.blocks.len(), 1, "{:?}", form.grid.blocks);
    let block = &form.grid.blocks[0];
    assert!(
        block.number.is_some_and(|n| (n.0 - 100.0).abs() < 4.0),
        "{block:?}"
    );
    assert!((block.black.1 - 360.0).abs() < 4.0, "{block:?}");
}

/// A ruled table drawn on `img`: its columns at `edges`, `rows` rows `pitch` high from `top`, rules 2 pixels thick.
fn draw_table(img: &mut GrayImage, edges: &[u32], top: u32, rows: u32, pitch: f32) {
    let (left, right) = (edges[0], edges[edges.len() - 1]);
    let bottom = top + (pitch * rows as f32) as u32;
    for r in 0..=rows {
        let y = top + (pitch * r as f32) as u32;
        for x in left..=right + 1 {
            for t in 0..2 {
                img.put_pixel(x, y + t, Luma([30]));
            }
        }
    }
    for &x in edges {
        for y in top..=bottom + 1 {
            for t in 0..2 {
                img.put_pixel(x + t, y, Luma([30]));
            }
        }
    }
}

/// A table of 30 rows at `edges`, unwritten.
fn form_of(edges: &[u32]) -> GrayImage {
    form(edges, 30, 40, 2, 0.0, &[])
}

/// A page of text lines with a few rules (a heading's underline, a diagram's frame) is no form.
#[test]
fn a_few_rules_make_no_form() {
    let edges = [100, 700];
    let img = form(&edges, 3, 80, 2, 0.0, &[]);
    assert!(found(&img).is_none());
}

/// Generated handwritten sheets, scanned, of the three layouts `scripts/handwriting/generate.py sheets` draws
/// (Jipu's 记录本, a FIDE-style form with 1–60, one with 1–50): every cell a move is written in is cut as its own
/// piece, numbered as its row, in its column — where the generator's truth has it on the picture.
#[test]
fn the_cells_of_generated_sheets_are_found_where_the_moves_are_written() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/handwritten");
    for name in ["jipu-scan", "fide-scan", "fide50-scan"] {
        let picture = image::open(dir.join(format!("{name}.jpg")))
            .expect("the test sheet decodes")
            .to_luma8();
        let truth = std::fs::read_to_string(dir.join(format!("{name}.cells"))).expect("its truth");
        // Each line: move number, side (0 White, 1 Black), the cell's centre on the picture, the move.
        let cells: Vec<(usize, usize, f32, f32)> = truth
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| {
                let f: Vec<&str> = l.split('\t').collect();
                let num = |i: usize| f.get(i).and_then(|v| v.parse::<f32>().ok()).unwrap_or(-1.0);
                (num(0) as usize, num(1) as usize, num(2), num(3))
            })
            .collect();
        let read = super::super::recognise(&picture, &mut |_, _| true).expect("the sheet is read");
        assert!(read.handwritten, "{name}: read as a handwritten form");
        let page = &read.page;
        let mut missed = Vec::new();
        for &(number, side, x, y) in &cells {
            let found = page.pieces.iter().any(|p| {
                let (l, t) = page.to_picture(p.rect[0], p.rect[1]);
                let (r, b) = page.to_picture(p.rect[2], p.rect[3]);
                p.line == number
                    && p.cell.is_some_and(|cell| cell.column == side + 1)
                    && x > l.min(r)
                    && x < l.max(r)
                    && y > t.min(b)
                    && y < t.max(b)
            });
            if !found {
                missed.push(format!("{number}{}", if side == 0 { "." } else { "..." }));
            }
        }
        assert!(
            missed.is_empty(),
            "{name}: {} of {} cells not found: {missed:?}",
            missed.len(),
            cells.len()
        );
    }
}
