//! The sheet found on pictures drawn here from the sheet's own layout: its lines, corner squares and code (the text
//! left out), seen flat, in perspective, and upside down.

use image::{GrayImage, Luma};

use super::super::plane::Homography;
use super::find;
use crate::chess::Game;
use crate::sheet::{
    FontMetrics, Mark, Paper, SheetCode, SheetOptions, corner_centres, lay_out_game,
};

/// Pixels a millimetre of the page drawn.
const DRAWN: f32 = 8.0;

/// The first page of a round's sheet for board 7 of round 3, drawn at `DRAWN` pixels a millimetre (lines only).
fn drawn_sheet(paper: Paper) -> GrayImage {
    let mut game = Game::default();
    game.tags.set("Round", "3");
    game.tags.set("Board", "7");
    game.tags.set("White", "王浩");
    game.tags.set("Black", "Li Chao");
    let options = SheetOptions {
        paper,
        ..SheetOptions::default()
    };
    let sheet = lay_out_game(&game, &options, FontMetrics::jipu_sans());
    let page = &sheet.pages[0];
    let (w, h) = (
        (page.width_mm * DRAWN) as u32,
        (page.height_mm * DRAWN) as u32,
    );
    let mut img = GrayImage::from_pixel(w, h, Luma([235]));
    for mark in &page.marks {
        if let Mark::Line {
            x1,
            y1,
            x2,
            y2,
            width_pt,
        } = *mark
        {
            let half = width_pt * 25.4 / 72.0 / 2.0;
            let (xa, xb) = (x1.min(x2), x1.max(x2));
            let (ya, yb) = (y1.min(y2), y1.max(y2));
            let (xa, xb, ya, yb) = if y1 == y2 {
                (xa, xb, ya - half, yb + half)
            } else {
                (xa - half, xb + half, ya, yb)
            };
            for y in (ya * DRAWN).round() as u32..(yb * DRAWN).round() as u32 {
                for x in (xa * DRAWN).round() as u32..(xb * DRAWN).round() as u32 {
                    if x < w && y < h {
                        img.put_pixel(x, y, Luma([25]));
                    }
                }
            }
        }
    }
    img
}

/// `page` photographed: its corners (in millimetres' order: top left, top right, bottom right, bottom left) seen at
/// `seen` on a `w` × `h` picture, on a darker desk.
fn photographed(page: &GrayImage, seen: [(f32, f32); 4], w: u32, h: u32) -> GrayImage {
    let (pw, ph) = (page.width() as f32, page.height() as f32);
    let to_page =
        Homography::through(seen, [(0.0, 0.0), (pw, 0.0), (pw, ph), (0.0, ph)]).expect("a plane");
    GrayImage::from_fn(w, h, |x, y| {
        let (u, v) = to_page.map(x as f32 + 0.5, y as f32 + 0.5);
        if u < 0.0 || v < 0.0 || u >= pw || v >= ph {
            Luma([70])
        } else {
            // Light falling off to one side, as on a desk; each pixel the mean of the page under it (a camera's).
            let light = 1.0 - 0.25 * x as f32 / w as f32;
            let mut sum = 0.0;
            for (dx, dy) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
                let (u, v) = to_page.map(x as f32 + dx, y as f32 + dy);
                let (u, v) = (
                    (u as u32).min(page.width() - 1),
                    (v as u32).min(page.height() - 1),
                );
                sum += f32::from(page.get_pixel(u, v).0[0]);
            }
            Luma([(sum / 4.0 * light) as u8])
        }
    })
}

/// Where a point of the page (millimetres) is on the flat page the finder made, by way of the picture.
fn check_corners_land(found: &super::JipuSheet, seen: [(f32, f32); 4], paper: Paper) {
    let (pw, ph) = paper.size_mm();
    let page_to_picture =
        Homography::through([(0.0, 0.0), (pw, 0.0), (pw, ph), (0.0, ph)], seen).expect("a plane");
    for (x, y) in corner_centres(paper) {
        let truth = page_to_picture.map(x, y);
        let per_mm = 150.0 / 25.4;
        let got = found.to_picture.map(x * per_mm, y * per_mm);
        let off = ((truth.0 - got.0).powi(2) + (truth.1 - got.1).powi(2)).sqrt();
        assert!(off < 3.0, "corner ({x}, {y}) lands {off:.1} px off");
    }
}

#[test]
fn a_round_sheet_in_perspective_is_flattened_and_names_its_board() {
    let page = drawn_sheet(Paper::A4);
    let seen = [
        (180.0, 140.0),
        (1050.0, 210.0),
        (1130.0, 1480.0),
        (90.0, 1400.0),
    ];
    let photo = photographed(&page, seen, 1200, 1600);
    let found = find(&photo).expect("the sheet is found");
    assert_eq!(
        found.code,
        SheetCode {
            paper: Paper::A4,
            page: 1,
            pages: 1,
            round: Some("3".into()),
            board: Some("7".into()),
        }
    );
    assert_eq!(found.image.dimensions(), (1240, 1754));
    check_corners_land(&found, seen, Paper::A4);
    // The corner squares and the code are taken off the flat page: nothing dark in the top right corner.
    let dark = (1000..1240)
        .flat_map(|x| (0..130).map(move |y| (x, y)))
        .filter(|&(x, y)| found.image.get_pixel(x, y).0[0] < 128)
        .collect::<Vec<_>>();
    assert!(dark.is_empty(), "{dark:?}");
}

#[test]
fn a_letter_sheet_upside_down_is_turned_round() {
    let page = drawn_sheet(Paper::Letter);
    // The page's top left at the picture's bottom right.
    let seen = [
        (1100.0, 1450.0),
        (80.0, 1500.0),
        (120.0, 90.0),
        (1050.0, 60.0),
    ];
    let photo = photographed(&page, seen, 1200, 1560);
    let found = find(&photo).expect("the sheet is found");
    assert_eq!(found.code.paper, Paper::Letter);
    assert_eq!(found.code.board.as_deref(), Some("7"));
    check_corners_land(&found, seen, Paper::Letter);
}

#[test]
fn four_squares_without_a_code_are_no_sheet() {
    let mut page = drawn_sheet(Paper::A4);
    // The code painted out: the squares alone are not enough.
    let per_mm = DRAWN;
    let (left, top) = crate::sheet::code_origin(Paper::A4);
    for y in (top * per_mm) as u32..((top + crate::sheet::CODE_SIDE) * per_mm) as u32 {
        for x in (left * per_mm) as u32..((left + crate::sheet::CODE_SIDE) * per_mm) as u32 {
            page.put_pixel(x, y, Luma([235]));
        }
    }
    let seen = [
        (100.0, 100.0),
        (1100.0, 100.0),
        (1100.0, 1500.0),
        (100.0, 1500.0),
    ];
    assert!(find(&photographed(&page, seen, 1200, 1600)).is_none());
}

/// A dark patch at the page's very corner, further out than the corner square (a thumb's shadow, a sticker): the
/// figure it makes is tried and its code not found there, then the page's own.
#[test]
fn a_dark_patch_beyond_a_corner_square_is_passed_over() {
    let mut page = drawn_sheet(Paper::A4);
    let (w, _) = Paper::A4.size_mm();
    for y in (0.8 * DRAWN) as u32..(4.6 * DRAWN) as u32 {
        for x in ((w - 5.2) * DRAWN) as u32..((w - 0.8) * DRAWN) as u32 {
            page.put_pixel(x, y, Luma([20]));
        }
    }
    let seen = [
        (150.0, 120.0),
        (1060.0, 150.0),
        (1100.0, 1450.0),
        (110.0, 1430.0),
    ];
    let found = find(&photographed(&page, seen, 1200, 1600)).expect("the sheet is found");
    assert_eq!(found.code.board.as_deref(), Some("7"));
    check_corners_land(&found, seen, Paper::A4);
}

/// A blurred photo (a phone's focus missed): the code's dark modules shrink to their middles, which a grid read by
/// the most of five points around each middle took for light (a generated round sheet's code went unread, and the
/// sheet with it); each module read at its middle too, it reads.
#[test]
fn a_blurred_photos_code_is_read_at_its_modules_middles() {
    let page = drawn_sheet(Paper::A4);
    let seen = [
        (40.0, 50.0),
        (1420.0, 45.0),
        (1430.0, 2010.0),
        (35.0, 2020.0),
    ];
    // (σ 1.4 px on a page of 7 px a millimetre: read at five points, the code was lost from σ 1.4; read at its
    // middles too, from σ 1.55.)
    let photo = image::imageops::blur(&photographed(&page, seen, 1460, 2060), 1.4);
    let found = find(&photo).expect("the sheet is found");
    assert_eq!(found.code.board.as_deref(), Some("7"));
    check_corners_land(&found, seen, Paper::A4);
}
