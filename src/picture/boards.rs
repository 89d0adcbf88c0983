//! A chess diagram printed on the page: its board found by its squares, and its ink (the pieces, the files' letters
//! and the ranks' digits beside it) cleared before the lines are found. Left there, a diagram beside a column of
//! text was cut into lines with the text beside it (`1.e4 d6 …` ran on into a row of the board, and the columns
//! were not told apart), and its pieces and letters were read as moves.
//!
//! A board is found on the picture as taken, not on the evened one (evening the light takes a dark square wider
//! than its reach for shade and makes it paper): a region of tone (darker than the paper around it) about as high
//! as wide, whose 8 × 8 squares are light and dark by turns — most squares' tone (taken in their corners, clear of
//! the piece in the middle) on the side of their colour.

use image::GrayImage;

/// A board's squares on the page: left, top, right, bottom in pixels (the edges of the outer squares).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Board {
    pub left: u32,
    pub top: u32,
    pub right: u32,
    pub bottom: u32,
}

/// Tone: a pixel darker than this share of the paper around it (a printed grey square, a board's frame, ink).
const TONE: f32 = 0.9;
/// The side of the blocks the paper is measured in, and how many blocks either way a pixel's paper is looked for (a
/// dark square wider than a block takes the paper of the light squares beside it).
const BLOCK: u32 = 32;
const PAPER_REACH: u32 = 2;
/// The smallest board, as a share of the page's width (a diagram in a two-column book is about a fifth), and in
/// pixels (eight a square).
const LEAST_SHARE: f32 = 0.1;
const LEAST_SIDE: u32 = 64;
/// How far a board's width and height may differ, as a share of the larger.
const SQUARENESS: f32 = 0.15;
/// Light and dark squares' tones apart by at least this share of the light squares'.
const CONTRAST: f32 = 0.08;
/// Of the 64 squares, at least this many on the side of their colour.
const AGREEING: usize = 52;
/// A board's edge row or column is tone over at least this share of it (half its squares are dark).
const EDGE_TONE: f32 = 0.35;
/// The margin beside a board whose ink (the files' letters, the ranks' digits) is the diagram's, in squares.
const MARGIN: f32 = 0.75;

/// The boards on a straightened picture (not evened).
pub fn find(img: &GrayImage) -> Vec<Board> {
    let (w, h) = img.dimensions();
    let least = ((w as f32 * LEAST_SHARE) as u32).max(LEAST_SIDE);
    if w < least || h < least {
        return Vec::new();
    }
    let tone = tone(img);
    regions(&tone, w as usize, h as usize)
        .into_iter()
        .map(|region| trimmed(&tone, w as usize, region))
        .filter_map(|[left, top, right, bottom]| {
            let (bw, bh) = (right - left, bottom - top);
            let side = bw.max(bh);
            let square = bw.abs_diff(bh) as f32 <= SQUARENESS * side as f32;
            let board = Board {
                left,
                top,
                right,
                bottom,
            };
            (side >= least && square && checkered(img, &board)).then_some(board)
        })
        .collect()
}

/// Clears a board's ink, and the ink beside it within [`MARGIN`] that reaches no further (the files' letters, the
/// ranks' digits: not the text of a column beside it, whose lines go on beyond the margin).
pub fn clear(ink: &mut [Vec<bool>], boards: &[Board]) {
    let h = ink.len();
    let w = ink.first().map_or(0, Vec::len);
    for b in boards {
        let margin = (MARGIN * (b.right - b.left).max(b.bottom - b.top) as f32 / 8.0) as usize;
        let (l, t) = (b.left as usize, b.top as usize);
        let (r, bo) = ((b.right as usize).min(w), (b.bottom as usize).min(h));
        for row in &mut ink[t..bo] {
            row[l..r].iter_mut().for_each(|p| *p = false);
        }
        let outer = [
            l.saturating_sub(margin),
            t.saturating_sub(margin),
            (r + margin).min(w),
            (bo + margin).min(h),
        ];
        clear_within(ink, outer);
    }
}

/// Clears the ink inside `outer` (left, top, right, bottom) that is joined to no ink outside it.
fn clear_within(ink: &mut [Vec<bool>], outer: [usize; 4]) {
    let (h, w) = (ink.len(), ink.first().map_or(0, Vec::len));
    let [left, top, right, bottom] = outer;
    let ow = right - left;
    let mut seen = vec![false; ow * (bottom - top)];
    for y in top..bottom {
        for x in left..right {
            if !ink[y][x] || seen[(y - top) * ow + x - left] {
                continue;
            }
            seen[(y - top) * ow + x - left] = true;
            let (mut joined, mut todo, mut beyond) = (vec![(x, y)], vec![(x, y)], false);
            while let Some((x, y)) = todo.pop() {
                for (nx, ny) in neighbours(x, y, w, h) {
                    if !ink[ny][nx] {
                        continue;
                    }
                    if nx < left || ny < top || nx >= right || ny >= bottom {
                        beyond = true;
                    } else if !seen[(ny - top) * ow + nx - left] {
                        seen[(ny - top) * ow + nx - left] = true;
                        joined.push((nx, ny));
                        todo.push((nx, ny));
                    }
                }
            }
            if !beyond {
                joined.into_iter().for_each(|(x, y)| ink[y][x] = false);
            }
        }
    }
}

/// The eight pixels around (x, y) within a picture `w` × `h`.
fn neighbours(x: usize, y: usize, w: usize, h: usize) -> impl Iterator<Item = (usize, usize)> {
    (-1i64..=1)
        .flat_map(|dy| (-1i64..=1).map(move |dx| (dx, dy)))
        .filter(|&d| d != (0, 0))
        .map(move |(dx, dy)| (x as i64 + dx, y as i64 + dy))
        .filter(move |&(x, y)| x >= 0 && y >= 0 && (x as usize) < w && (y as usize) < h)
        .map(|(x, y)| (x as usize, y as usize))
}

/// Whether each pixel is tone: darker than [`TONE`] of the brightest paper of the blocks around it.
fn tone(img: &GrayImage) -> Vec<bool> {
    let (w, h) = img.dimensions();
    let (bw, bh) = (w.div_ceil(BLOCK), h.div_ceil(BLOCK));
    let block_paper: Vec<u8> = (0..bh)
        .flat_map(|by| (0..bw).map(move |bx| (bx, by)))
        .map(|(bx, by)| {
            let mut values: Vec<u8> = (by * BLOCK..((by + 1) * BLOCK).min(h))
                .flat_map(|y| (bx * BLOCK..((bx + 1) * BLOCK).min(w)).map(move |x| (x, y)))
                .map(|(x, y)| img.get_pixel(x, y).0[0])
                .collect();
            values.sort_unstable();
            values[values.len() * 9 / 10]
        })
        .collect();
    let paper: Vec<f32> = (0..bh)
        .flat_map(|by| (0..bw).map(move |bx| (bx, by)))
        .map(|(bx, by)| {
            let ys = by.saturating_sub(PAPER_REACH)..(by + PAPER_REACH + 1).min(bh);
            ys.flat_map(|y| {
                (bx.saturating_sub(PAPER_REACH)..(bx + PAPER_REACH + 1).min(bw))
                    .map(move |x| (x, y))
            })
            .map(|(x, y)| block_paper[(y * bw + x) as usize])
            .max()
            .unwrap_or(255) as f32
        })
        .collect();
    img.enumerate_pixels()
        .map(|(x, y, p)| (p.0[0] as f32) < TONE * paper[((y / BLOCK) * bw + x / BLOCK) as usize])
        .collect()
}

/// A region (left, top, right, bottom) without its edge rows and columns of little tone: the files' letters and the
/// ranks' digits that a photo's blur joined to the squares (a row of squares is half tone at least).
fn trimmed(tone: &[bool], w: usize, region: [u32; 4]) -> [u32; 4] {
    let [mut l, mut t, mut r, mut b] = region.map(|v| v as usize);
    let row_full = |y: usize, l: usize, r: usize| {
        (l..r).filter(|&x| tone[y * w + x]).count() as f32 >= EDGE_TONE * (r - l) as f32
    };
    let column_full = |x: usize, t: usize, b: usize| {
        (t..b).filter(|&y| tone[y * w + x]).count() as f32 >= EDGE_TONE * (b - t) as f32
    };
    while t < b && !row_full(t, l, r) {
        t += 1;
    }
    while b > t && !row_full(b - 1, l, r) {
        b -= 1;
    }
    while l < r && !column_full(l, t, b) {
        l += 1;
    }
    while r > l && !column_full(r - 1, t, b) {
        r -= 1;
    }
    [l, t, r, b].map(|v| v as u32)
}

/// The bounding boxes (left, top, right, bottom; right and bottom past the last pixel) of the regions of tone,
/// joined across corners.
fn regions(tone: &[bool], w: usize, h: usize) -> Vec<[u32; 4]> {
    let mut seen = vec![false; tone.len()];
    let mut out = Vec::new();
    for start in 0..tone.len() {
        if !tone[start] || seen[start] {
            continue;
        }
        seen[start] = true;
        let mut todo = vec![start];
        let mut bbox = [start % w, start / w, start % w, start / w];
        while let Some(at) = todo.pop() {
            let (x, y) = (at % w, at / w);
            bbox = [
                bbox[0].min(x),
                bbox[1].min(y),
                bbox[2].max(x),
                bbox[3].max(y),
            ];
            for (nx, ny) in neighbours(x, y, w, h) {
                let n = ny * w + nx;
                if tone[n] && !seen[n] {
                    seen[n] = true;
                    todo.push(n);
                }
            }
        }
        out.push([bbox[0], bbox[1], bbox[2] + 1, bbox[3] + 1].map(|v| v as u32));
    }
    out
}

/// Whether the region's 8 × 8 squares are light and dark by turns: the squares of one colour darker than those of
/// the other by [`CONTRAST`], and [`AGREEING`] squares on the side of their colour. A square's tone is the middle
/// value of its four corners (a piece stands in its middle and covers most of it).
fn checkered(img: &GrayImage, b: &Board) -> bool {
    let (sw, sh) = (
        (b.right - b.left) as f32 / 8.0,
        (b.bottom - b.top) as f32 / 8.0,
    );
    let tones: Vec<f32> = (0..64)
        .map(|i| {
            let (col, row) = ((i % 8) as f32, (i / 8) as f32);
            let mut values: Vec<u8> = Vec::new();
            for (fx, fy) in [(0.08, 0.08), (0.78, 0.08), (0.08, 0.78), (0.78, 0.78)] {
                let x0 = (b.left as f32 + (col + fx) * sw) as u32;
                let y0 = (b.top as f32 + (row + fy) * sh) as u32;
                let x1 = ((b.left as f32 + (col + fx + 0.14) * sw) as u32).max(x0 + 1);
                let y1 = ((b.top as f32 + (row + fy + 0.14) * sh) as u32).max(y0 + 1);
                values.extend(
                    (y0..y1)
                        .flat_map(|y| (x0..x1).map(move |x| (x, y)))
                        .map(|(x, y)| img.get_pixel(x, y).0[0]),
                );
            }
            values.sort_unstable();
            values[values.len() / 2] as f32
        })
        .collect();
    let of_colour = |parity: usize| {
        let mut t: Vec<f32> = (0..64)
            .filter(|i| (i % 8 + i / 8) % 2 == parity)
            .map(|i| tones[i])
            .collect();
        t.sort_by(f32::total_cmp);
        t[t.len() / 2]
    };
    let (a, b) = (of_colour(0), of_colour(1));
    let (dark, light) = if a < b { (0, b) } else { (1, a) };
    let dark_tone = a.min(b);
    if light - dark_tone < CONTRAST * light {
        return false;
    }
    let middle = (light + dark_tone) / 2.0;
    let agreeing = (0..64)
        .filter(|i| ((i % 8 + i / 8) % 2 == dark) == (tones[*i] < middle))
        .count();
    agreeing >= AGREEING
}

#[cfg(test)]
mod tests;
