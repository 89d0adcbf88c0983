//! The scoresheet (记录本) laid out: a game (or nothing, for a blank form) and the options → pages of the form —
//! the title, the header, the move grid of two blocks of thirty rows, the result, the corrections, the signatures.

use super::code::{CODE_SIDE, CORNER_SIDE, SheetCode, code_origin, corner_centres};
use super::details::Field;
use super::drawing::PageBuilder;
use super::font::FontMetrics;
use super::font::Measure;
use super::header::{Header, label, printed_result};
use super::page::{Page, Paper, Sheet, SheetOptions};
use crate::chess::Game;
use crate::i18n::{Key, Lang};
use crate::notation::{MoveRow, move_rows};

/// Moves per page: two blocks of thirty rows.
pub const ROWS_PER_BLOCK: usize = 30;
pub const ROWS_PER_PAGE: usize = 2 * ROWS_PER_BLOCK;

const MARGIN: f32 = 12.0;
/// The top of the table of moves, millimetres from the page's top: the title and the header's three rows above it.
pub const GRID_TOP: f32 = MARGIN + 12.0 + 3.0 * 11.0 + 4.0;
const THIN: f32 = 0.5;
const FRAME: f32 = 1.0;

/// Lays out the pages of one game (a blank form when `game` is `None`).
fn lay_out(game: Option<&Game>, options: &SheetOptions, font: &impl Measure, sheet: &mut Sheet) {
    let (width, height) = options.paper.size_mm();
    let header = game.map(Header::of).unwrap_or_default();
    let rows: Vec<MoveRow> = game
        .map(|g| move_rows(g, &[options.style]))
        .unwrap_or_default();
    let pages = rows.len().div_ceil(ROWS_PER_PAGE).max(1);
    let repaired = match game {
        Some(g) if options.corrections => super::correction::corrections(g, options.style),
        _ => Vec::new(),
    };
    // Only a result the Laws know is printed; anything else in the tag leaves the line blank to be filled by hand.
    let result = game
        .and_then(|g| g.tags.known_result())
        .map(printed_result)
        .unwrap_or_default()
        .to_string();
    for page_index in 0..pages {
        let mut b = PageBuilder {
            font,
            page: Page {
                width_mm: width,
                height_mm: height,
                marks: Vec::new(),
            },
            warnings: &mut sheet.warnings,
        };
        let inner = width - 2.0 * MARGIN;
        b.centered(width / 2.0, MARGIN + 7.0, 16.0, &label(Key::SheetTitle));
        draw_header(&mut b, &header, MARGIN, MARGIN + 12.0, inner);
        let grid_top = GRID_TOP;
        let grid_bottom = height - MARGIN - 30.0;
        let first_row = page_index * ROWS_PER_PAGE;
        draw_grid(&mut b, &rows, first_row, grid_top, grid_bottom, inner);
        // Result and signatures.
        let (result_x, y) = result_place(font, height);
        b.text(MARGIN, y, 9.0, &format!("{}:", label(Key::Result)));
        if page_index + 1 == pages {
            b.text(result_x, y, 11.0, &result);
            if !repaired.is_empty() {
                let text = format!("{}: {}", label(Key::SheetCorrections), repaired.join(" · "));
                // One line between the result and the signatures: smaller for a long list, cut with `…` at the end.
                let y = grid_bottom + 13.0;
                match b.fitting_size(&text, inner, 8.0, 6.0) {
                    Some(size) => b.text(MARGIN, y, size, &text),
                    None => {
                        let width = inner - b.font.width_mm("…", 6.0);
                        let (cut, _) = b.cut(&text, width, 6.0);
                        b.text(MARGIN, y, 6.0, &format!("{cut}…"));
                    }
                }
            }
        }
        b.line(result_x, y + 1.2, result_x + RESULT_LINE, y + 1.2, THIN);
        let gap = 8.0;
        let sig_w = (inner - 2.0 * gap) / 3.0;
        for (i, key) in [Key::WhiteSignature, Key::BlackSignature, Key::Arbiter]
            .into_iter()
            .enumerate()
        {
            let x = MARGIN + i as f32 * (sig_w + gap);
            let sy = grid_bottom + 19.0;
            b.line(x, sy, x + sig_w, sy, THIN);
            b.text(x, sy + 3.8, 7.5, &label(key));
        }
        if pages > 1 {
            let footer = format!(
                "{} · {}",
                Lang::Zh.fill(
                    Key::PageOf,
                    &[&(page_index + 1).to_string(), &pages.to_string()]
                ),
                Lang::En.fill(
                    Key::PageOf,
                    &[&(page_index + 1).to_string(), &pages.to_string()]
                )
            );
            b.centered(width / 2.0, height - MARGIN + 4.0, 7.5, &footer);
        }
        let code = SheetCode {
            paper: options.paper,
            page: page_index as u32 + 1,
            pages: pages as u32,
            ..game.map(code_of).unwrap_or_default()
        };
        draw_photo_marks(&mut b, &code);
        let page = b.page;
        sheet.pages.push(page);
    }
}

/// The length of the line the result is written on, millimetres.
const RESULT_LINE: f32 = 30.0;

/// Where the result is written: the left end of its line and the baseline of its label, millimetres from the top left
/// of a page `height` high.
fn result_place(font: &impl Measure, height: f32) -> (f32, f32) {
    let grid_bottom = height - MARGIN - 30.0;
    let x = MARGIN + font.width_mm(&format!("{}: ", label(Key::Result)), 9.0) + 2.0;
    (x, grid_bottom + 7.0)
}

/// The line a result is written on, as Jipu prints it on `paper`: its left end, right end and height, millimetres
/// from the page's top left (for reading a photographed sheet's result back).
pub fn result_line(paper: Paper) -> (f32, f32, f32) {
    let (_, height) = paper.size_mm();
    let (x, y) = result_place(FontMetrics::jipu_sans(), height);
    (x, x + RESULT_LINE, y + 1.2)
}

/// What a game's code names: its round and board, as its tags have them.
fn code_of(game: &Game) -> SheetCode {
    let tag = |field: Field| {
        game.tags
            .known(field.tag())
            .map(str::trim)
            .filter(|v| !v.is_empty() && *v != "?")
            .map(str::to_string)
    };
    SheetCode {
        round: tag(Field::Round),
        board: tag(Field::Table),
        ..SheetCode::default()
    }
}

/// The corner squares and the code (`code.rs`), on every page.
fn draw_photo_marks<M: Measure>(b: &mut PageBuilder<'_, M>, code: &SheetCode) {
    for (x, y) in corner_centres(code.paper) {
        let half = CORNER_SIDE / 2.0;
        b.fill(x - half, y - half, CORNER_SIDE, CORNER_SIDE);
    }
    let Some(modules) = code.modules() else {
        return;
    };
    let (left, top) = code_origin(code.paper);
    let size = CODE_SIDE / modules.len() as f32;
    for (r, row) in modules.iter().enumerate() {
        // Each run of dark modules along a row as one rectangle.
        let mut c = 0;
        while c < row.len() {
            if !row[c] {
                c += 1;
                continue;
            }
            let start = c;
            while c < row.len() && row[c] {
                c += 1;
            }
            let y = top + r as f32 * size;
            b.fill(
                left + start as f32 * size,
                y,
                (c - start) as f32 * size,
                size,
            );
        }
    }
}

/// The three header rows of the form (see the spec's table), values fitted into their boxes.
fn draw_header<M: Measure>(b: &mut PageBuilder<'_, M>, h: &Header, x: f32, y: f32, width: f32) {
    const ROW: f32 = 11.0;
    let rows: [Vec<(Key, &str, f32)>; 3] = [
        vec![
            (Key::Event, &h.event, 0.45),
            (Key::Date, &h.date, 0.2),
            (Key::Site, &h.site, 0.35),
        ],
        vec![
            (Key::White, &h.white, 0.4),
            (Key::Used, &h.white_used, 0.15),
            (Key::Limit, &h.limit, 0.2),
            (Key::Winner, &h.winner, 0.25),
        ],
        vec![
            (Key::Black, &h.black, 0.4),
            (Key::Used, &h.black_used, 0.15),
            (Key::Round, &h.round, 0.2),
            (Key::Table, &h.table, 0.25),
        ],
    ];
    b.rect(x, y, width, 3.0 * ROW, FRAME);
    for (r, cells) in rows.iter().enumerate() {
        let top = y + r as f32 * ROW;
        if r > 0 {
            b.line(x, top, x + width, top, THIN);
        }
        let mut left = x;
        for (i, &(key, value, share)) in cells.iter().enumerate() {
            let w = width * share;
            if i > 0 {
                b.line(left, top, left, top + ROW, THIN);
            }
            b.text(left + 1.2, top + 3.0, 6.5, &label(key));
            b.fitted(left + 1.5, top, w - 3.0, ROW, value);
            left += w;
        }
    }
}

/// The move grid: two blocks of thirty numbered rows, White and Black columns.
fn draw_grid<M: Measure>(
    b: &mut PageBuilder<'_, M>,
    rows: &[MoveRow],
    first_row: usize,
    top: f32,
    bottom: f32,
    width: f32,
) {
    const HEAD: f32 = 6.0;
    let gap = 4.0;
    let block_w = (width - gap) / 2.0;
    let number_w = 10.0;
    let move_w = (block_w - number_w) / 2.0;
    let row_h = (bottom - top - HEAD) / ROWS_PER_BLOCK as f32;
    let move_size = (row_h * 72.0 / 25.4 * 0.62).min(10.0);
    for block in 0..2 {
        let x = MARGIN + block as f32 * (block_w + gap);
        b.rect(x, top, block_w, bottom - top, FRAME);
        b.line(x, top + HEAD, x + block_w, top + HEAD, FRAME);
        b.line(x + number_w, top, x + number_w, bottom, THIN);
        b.line(
            x + number_w + move_w,
            top,
            x + number_w + move_w,
            bottom,
            THIN,
        );
        b.centered(
            x + number_w / 2.0,
            top + 4.2,
            6.5,
            Lang::Zh.text(Key::MoveNumber),
        );
        b.centered(
            x + number_w + move_w / 2.0,
            top + 4.2,
            7.5,
            &label(Key::White),
        );
        b.centered(
            x + number_w + 1.5 * move_w,
            top + 4.2,
            7.5,
            &label(Key::Black),
        );
        for line in 0..ROWS_PER_BLOCK {
            let y = top + HEAD + (line + 1) as f32 * row_h;
            if line + 1 < ROWS_PER_BLOCK {
                b.line(x, y, x + block_w, y, 0.3);
            }
            let index = first_row + block * ROWS_PER_BLOCK + line;
            let baseline = y - (row_h - move_size * 25.4 / 72.0 * 0.72) / 2.0;
            let number = rows
                .get(index)
                .map(|r| r.number as usize)
                .unwrap_or_else(|| match rows.last() {
                    Some(last) => last.number as usize + index + 1 - rows.len(),
                    None => index + 1,
                });
            b.centered(x + number_w / 2.0, baseline, 8.0, &number.to_string());
            let Some(row) = rows.get(index) else { continue };
            for (column, cell) in [&row.white, &row.black].into_iter().enumerate() {
                let text = match cell {
                    Some(moves) => moves.join(" "),
                    None if column == 0 => "…".to_string(),
                    None => continue,
                };
                let cx = x + number_w + column as f32 * move_w + 2.0;
                // The clock reading after the move, small at the right of the cell, as players note it.
                let clock = row.clocks[column].map(clock_reading);
                let clock_w = clock
                    .as_ref()
                    .map_or(0.0, |c| b.font.width_mm(c, 6.0) + 1.5);
                let size = b
                    .fitting_size(&text, move_w - 4.0 - clock_w, move_size, 5.0)
                    .unwrap_or(5.0);
                b.text(cx, baseline, size, &text);
                if let Some(c) = clock {
                    let right = x + number_w + (column + 1) as f32 * move_w - 1.5;
                    b.text(right - b.font.width_mm(&c, 6.0), baseline, 6.0, &c);
                }
            }
        }
    }
}

/// A clock reading as a player notes it: `1:25:03` from an hour up, `4:59` below — minutes and seconds, so that a
/// rapid or blitz game's times say something.
fn clock_reading(d: std::time::Duration) -> String {
    let s = d.as_secs();
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, (s / 60) % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// The scoresheet of one game: as many pages as its moves need (sixty moves a page), each with the header.
pub fn lay_out_game(game: &Game, options: &SheetOptions, font: &impl Measure) -> Sheet {
    let mut sheet = Sheet::default();
    lay_out(Some(game), options, font, &mut sheet);
    sheet
}

/// Several games in one sheet, each starting on a new page.
pub fn lay_out_games(games: &[Game], options: &SheetOptions, font: &impl Measure) -> Sheet {
    let mut sheet = Sheet::default();
    for game in games {
        lay_out(Some(game), options, font, &mut sheet);
    }
    sheet
}

/// `count` blank forms for use at the board.
pub fn lay_out_blank(count: usize, options: &SheetOptions, font: &impl Measure) -> Sheet {
    let mut sheet = Sheet::default();
    for _ in 0..count.max(1) {
        lay_out(None, options, font, &mut sheet);
    }
    sheet
}
