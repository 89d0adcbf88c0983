use super::{Board, clear, find};
use image::{GrayImage, Luma};

/// Paints a rectangle (left, top, right, bottom) in `shade`.
fn paint(img: &mut GrayImage, (l, t, r, b): (u32, u32, u32, u32), shade: u8) {
    for y in t..b {
        for x in l..r {
            img.put_pixel(x, y, Luma([shade]));
        }
    }
}

/// A page 1000 × 900: a board of 40-pixel squares at (100, 100), its dark squares grey, pieces (black blots and
/// white ones with a black edge) on some squares, the files' letters under it and the ranks' digits left of it; a
/// column of text lines right of it, a gutter's width beside the digits of the next board.
fn page_with_a_diagram(dark: u8) -> GrayImage {
    let mut img = GrayImage::from_pixel(1000, 900, Luma([250]));
    for row in 0..8 {
        for col in 0..8 {
            let (x, y) = (100 + col * 40, 100 + row * 40);
            if (row + col) % 2 == 1 {
                paint(&mut img, (x, y, x + 40, y + 40), dark);
            }
            if (row * 3 + col) % 5 == 0 {
                paint(&mut img, (x + 10, y + 8, x + 30, y + 34), 10);
            } else if (row * 7 + col) % 6 == 0 {
                paint(&mut img, (x + 10, y + 8, x + 30, y + 34), 10);
                paint(&mut img, (x + 13, y + 11, x + 27, y + 31), 250);
            }
        }
    }
    for i in 0..8 {
        paint(&mut img, (116 + i * 40, 426, 124 + i * 40, 436), 10);
        paint(&mut img, (82, 114 + i * 40, 90, 126 + i * 40), 10);
    }
    for line in 0..12 {
        write_line(&mut img, 470, 940, 100 + line * 30, line * 17);
    }
    img
}

/// A line of text from `left` to `right` at `top`: words of letters (strokes 3 pixels wide, 16 high, 3 apart), a
/// space between words, the spaces `shift` pixels along (a line's spaces fall where the line's words end).
fn write_line(img: &mut GrayImage, left: u32, right: u32, top: u32, shift: u32) {
    let mut x = left;
    while x + 3 <= right {
        let in_word = (x - left + shift) % 66 < 57;
        if in_word {
            paint(img, (x, top, x + 3, top + 16), 10);
        }
        x += 6;
    }
}

fn ink_of(img: &GrayImage) -> Vec<Vec<bool>> {
    (0..img.height())
        .map(|y| {
            (0..img.width())
                .map(|x| img.get_pixel(x, y).0[0] < 128)
                .collect()
        })
        .collect()
}

/// A board of grey squares is found where it is, its squares' edges; cleared, its pieces, letters and digits are
/// no ink any more, and the column of text beside it is all there.
#[test]
fn a_diagram_is_found_by_its_squares_and_cleared_with_its_letters() {
    for dark in [170, 120, 215] {
        let img = page_with_a_diagram(dark);
        let boards = find(&img);
        assert_eq!(boards.len(), 1, "dark squares {dark}: {boards:?}");
        let b = boards[0];
        for (found, want) in [(b.left, 100), (b.top, 100), (b.right, 420), (b.bottom, 420)] {
            assert!(found.abs_diff(want) <= 2, "{b:?}");
        }
        let mut ink = ink_of(&img);
        let text_before: usize = ink
            .iter()
            .map(|r| r[460..].iter().filter(|&&p| p).count())
            .sum();
        clear(&mut ink, &boards);
        let left_of_text: usize = ink
            .iter()
            .map(|r| r[..460].iter().filter(|&&p| p).count())
            .sum();
        let text_after: usize = ink
            .iter()
            .map(|r| r[460..].iter().filter(|&&p| p).count())
            .sum();
        assert_eq!(left_of_text, 0, "the diagram's ink is left");
        assert_eq!(text_after, text_before, "the text beside it was cleared");
    }
}

/// A ruled table (white cells), a grey box of text and a block of text are no boards.
#[test]
fn a_table_a_box_and_text_are_no_board() {
    let mut img = GrayImage::from_pixel(1000, 900, Luma([250]));
    // A ruled table of 8 × 8 cells, 40 pixels a side, a number in some.
    for i in 0..=8 {
        paint(&mut img, (100, 100 + i * 40, 422, 102 + i * 40), 10);
        paint(&mut img, (100 + i * 40, 100, 102 + i * 40, 422), 10);
    }
    for i in 0..8 {
        paint(&mut img, (112, 112 + i * 40, 126, 130 + i * 40), 10);
    }
    // A grey box with a few lines of text in it.
    paint(&mut img, (500, 100, 860, 440), 200);
    for line in 0..10 {
        let y = 120 + line * 30;
        paint(&mut img, (520, y, 840, y + 14), 10);
    }
    // Lines of text close together.
    for line in 0..12 {
        let y = 500 + line * 20;
        paint(&mut img, (100, y, 420, y + 14), 10);
    }
    assert_eq!(find(&img), Vec::<Board>::new());
}

/// Laid out, the page with a diagram beside a column of text has the column's twelve lines as its pieces, each as
/// wide as its line, and no piece on the board or its letters.
#[test]
fn a_page_laid_out_gives_no_piece_of_its_diagram() {
    let page = crate::picture::page::lay_out(&page_with_a_diagram(170));
    let on_board = |p: &&crate::picture::page::Piece| p.rect[0] < 440.0;
    assert_eq!(page.pieces.iter().filter(on_board).count(), 0);
    let rects: Vec<[f32; 4]> = page.pieces.iter().map(|p| p.rect).collect();
    assert_eq!(page.pieces.len(), 12, "{rects:?}");
    assert!(
        page.pieces
            .iter()
            .all(|p| p.rect[0] < 475.0 && p.rect[2] > 935.0)
    );
}
