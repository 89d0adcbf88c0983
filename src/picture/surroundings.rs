//! What lies around the page on a photo — the table or the hand it lies on, dark along the page's turned edges once
//! the light is evened — told from the page and cleared to paper before the lines are found: left there, a dark
//! wedge down the side of a tilted page joins every line it touches into one, and its corners are read as text.

use image::{GrayImage, Luma};

/// Whether the picture shows more than paper at its edge: some block along its border whose paper (its brightest
/// tenth, as the light is evened by) is less than half as bright as the page's usual paper. A scan or a screenshot
/// is paper to its edges; a photo of a page lying on something is not. `paper` holds the blocks' paper, `across`
/// blocks a row.
pub fn shown(paper: &[u8], across: usize) -> bool {
    if paper.is_empty() || across == 0 {
        return false;
    }
    let down = paper.len() / across;
    let mut sorted = paper.to_vec();
    sorted.sort_unstable();
    let usual = sorted[sorted.len() / 2] as u32;
    let on_border = |i: usize| {
        let (x, y) = (i % across, i / across);
        x == 0 || y == 0 || x + 1 == across || y + 1 == down
    };
    paper
        .iter()
        .enumerate()
        .any(|(i, &p)| on_border(i) && (p as u32) * 2 < usual)
}

/// Clears to white every stretch darker than paper (pixels nearer the ink's `threshold` than white, joined side or
/// corner) that reaches the picture's edge: on a photo, the surroundings, with the grey of the page's blurred edge
/// beside them (left, it reads as a dashed line). A page's text keeps its margin of paper, so no letter reaches the
/// edge. Gives how many pixels were cleared.
pub fn clear(img: &mut GrayImage, ink: u8) -> usize {
    let threshold = ((ink as u16 + 255) / 2) as u8;
    let (w, h) = img.dimensions();
    if w == 0 || h == 0 {
        return 0;
    }
    let mut stack: Vec<(u32, u32)> = Vec::new();
    for x in 0..w {
        stack.push((x, 0));
        stack.push((x, h - 1));
    }
    for y in 0..h {
        stack.push((0, y));
        stack.push((w - 1, y));
    }
    let mut cleared = 0;
    while let Some((x, y)) = stack.pop() {
        if img.get_pixel(x, y).0[0] > threshold {
            continue;
        }
        img.put_pixel(x, y, Luma([255]));
        cleared += 1;
        for ny in y.saturating_sub(1)..=(y + 1).min(h - 1) {
            for nx in x.saturating_sub(1)..=(x + 1).min(w - 1) {
                if img.get_pixel(nx, ny).0[0] <= threshold {
                    stack.push((nx, ny));
                }
            }
        }
    }
    cleared
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dark_wedge_from_the_edge_is_cleared_and_a_letter_on_the_page_kept() {
        let mut img = GrayImage::from_pixel(200, 100, Luma([250]));
        // A wedge down the left side, and a letter well inside.
        for y in 0..100u32 {
            for x in 0..(y / 5) {
                img.put_pixel(x, y, Luma([20]));
            }
        }
        for y in 40..60 {
            for x in 100..104 {
                img.put_pixel(x, y, Luma([10]));
            }
        }
        assert!(clear(&mut img, 128) > 0);
        assert!((5..100).all(|y| img.get_pixel(0, y).0[0] == 255));
        assert_eq!(img.get_pixel(101, 50).0[0], 10);
    }

    #[test]
    fn only_a_photo_shows_something_darker_than_paper_at_its_edge() {
        // Four blocks across, three down: paper everywhere, then a dark corner.
        let mut paper = vec![240u8; 12];
        assert!(!shown(&paper, 4));
        paper[11] = 90;
        assert!(shown(&paper, 4));
        // Dark in the middle (a photo printed on the page) is no surroundings.
        let mut middle = vec![240u8; 12];
        middle[5] = 60;
        assert!(!shown(&middle, 4));
        assert!(!shown(&[], 4));
    }
}
