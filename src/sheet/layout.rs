//! The scoresheet (记录本) as data: pages of lines and placed text, measured in millimetres from the top left.
//! Nothing here writes PDF, so the same layout can be drawn on screen as a print preview.

use std::str::FromStr;

use serde::{Deserialize, Serialize};
use shakmaty::{Color, KnownOutcome};

use super::font::Measure;
use crate::chess::{Game, Tags};
use crate::i18n::{Key, Lang};
use crate::notation::{MoveRow, NotationStyle, move_rows};

/// Paper sizes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Paper {
    #[default]
    A4,
    Letter,
}

impl Paper {
    /// Width and height in millimetres.
    pub fn size_mm(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }
}

impl FromStr for Paper {
    type Err = String;

    fn from_str(s: &str) -> Result<Paper, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "a4" => Ok(Paper::A4),
            "letter" | "us-letter" | "usletter" => Ok(Paper::Letter),
            _ => Err(format!("unknown paper `{s}`: use a4 or letter")),
        }
    }
}

/// How a sheet is printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SheetOptions {
    pub paper: Paper,
    pub style: NotationStyle,
    /// Whether the moves repaired when the game was entered are listed under the grid with what the sheet had
    /// (see `correction.rs`). Off unless asked: a new sheet is a clean copy of the game.
    #[serde(default)]
    pub corrections: bool,
}

/// One thing drawn on a page.
#[derive(Clone, Debug, PartialEq)]
pub enum Mark {
    /// A straight line, `width_pt` thick.
    Line {
        x1: f32,
        y1: f32,
        x2: f32,
        y2: f32,
        width_pt: f32,
    },
    /// Text whose left end of the baseline is at (`x`, `y`).
    Text {
        x: f32,
        y: f32,
        size_pt: f32,
        text: String,
    },
}

/// One page of a sheet.
#[derive(Clone, Debug, PartialEq)]
pub struct Page {
    pub width_mm: f32,
    pub height_mm: f32,
    pub marks: Vec<Mark>,
}

impl Page {
    /// Every text on the page, in the order drawn.
    pub fn texts(&self) -> impl Iterator<Item = &str> {
        self.marks.iter().filter_map(|m| match m {
            Mark::Text { text, .. } => Some(text.as_str()),
            Mark::Line { .. } => None,
        })
    }
}

/// A character the font cannot print, and the text it stands in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MissingGlyph {
    pub text: String,
    pub ch: char,
}

impl MissingGlyph {
    pub fn message(&self, lang: Lang) -> String {
        lang.fill(Key::MissingGlyph, &[&self.text, &self.ch.to_string()])
    }
}

/// The pages of one or more scoresheets, and what could not be printed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Sheet {
    pub pages: Vec<Page>,
    pub warnings: Vec<MissingGlyph>,
}

/// Moves per page: two blocks of thirty rows.
pub const ROWS_PER_BLOCK: usize = 30;
pub const ROWS_PER_PAGE: usize = 2 * ROWS_PER_BLOCK;

const MARGIN: f32 = 12.0;
const THIN: f32 = 0.5;
const FRAME: f32 = 1.0;

/// A label as the paper form prints it: Chinese, then English.
fn label(key: Key) -> String {
    format!("{} {}", Lang::Zh.text(key), Lang::En.text(key))
}

/// What the header of the form says, field by field.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Header {
    event: String,
    date: String,
    site: String,
    white: String,
    black: String,
    white_used: String,
    black_used: String,
    limit: String,
    winner: String,
    round: String,
    table: String,
}

/// `1:30` or `1:30:15`, as a scoresheet's Used.
fn used(tags: &Tags, color: Color) -> String {
    tags.time_used(color)
        .map(|d| {
            let s = d.as_secs();
            if s % 60 == 0 {
                format!("{}:{:02}", s / 3600, (s / 60) % 60)
            } else {
                format!("{}:{:02}:{:02}", s / 3600, (s / 60) % 60, s % 60)
            }
        })
        .unwrap_or_default()
}

/// `½-½` for a draw, as printed.
fn printed_result(result: KnownOutcome) -> &'static str {
    match result {
        KnownOutcome::Draw => "½-½",
        decisive => decisive.as_str(),
    }
}

/// A player as the header prints them: the name with the title before it and the rating after it when the tags
/// give them (`GM 王一 (2510)`).
fn player_line(tags: &Tags, color: Color, name: &str) -> String {
    let title = tags.known(Tags::title_tag(color)).map(str::trim);
    let mut line = match title {
        Some(t) if !name.is_empty() => format!("{t} {name}"),
        _ => name.to_string(),
    };
    if let Some(elo) = tags.elo(color).filter(|_| !name.is_empty()) {
        line.push_str(&format!(" ({elo})"));
    }
    line
}

impl Header {
    fn of(game: &Game) -> Header {
        let tags = &game.tags;
        let known = |name: &str| tags.known(name).unwrap_or_default().to_string();
        let white = known("White");
        let black = known("Black");
        let winner = match tags.known_result() {
            Some(r @ KnownOutcome::Decisive { winner }) => {
                let name = winner.fold_wb(&white, &black);
                let name = if name.is_empty() {
                    label(winner.fold_wb(Key::White, Key::Black))
                } else {
                    name.clone()
                };
                format!("{name} ({r})")
            }
            Some(KnownOutcome::Draw) => format!("{} (½-½)", label(Key::Draw)),
            None => String::new(),
        };
        Header {
            event: known("Event"),
            date: known("Date"),
            site: known("Site"),
            white_used: used(tags, Color::White),
            black_used: used(tags, Color::Black),
            limit: tags
                .time_control()
                .map(|tc| tc.to_string())
                .unwrap_or_else(|| known("TimeControl")),
            winner,
            round: known("Round"),
            table: known("Board"),
            white: player_line(tags, Color::White, &white),
            black: player_line(tags, Color::Black, &black),
        }
    }
}

/// Draws into one page, measuring text with the font.
struct PageBuilder<'a, M: Measure> {
    font: &'a M,
    page: Page,
    warnings: &'a mut Vec<MissingGlyph>,
}

impl<M: Measure> PageBuilder<'_, M> {
    fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, width_pt: f32) {
        self.page.marks.push(Mark::Line {
            x1,
            y1,
            x2,
            y2,
            width_pt,
        });
    }

    fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, width_pt: f32) {
        self.line(x, y, x + w, y, width_pt);
        self.line(x + w, y, x + w, y + h, width_pt);
        self.line(x + w, y + h, x, y + h, width_pt);
        self.line(x, y + h, x, y, width_pt);
    }

    fn text(&mut self, x: f32, y: f32, size_pt: f32, text: &str) {
        if text.is_empty() {
            return;
        }
        for ch in text.chars().filter(|&c| !self.font.covers(c)) {
            // One warning a character; the text it stands in is named by its start.
            if !self.warnings.iter().any(|w| w.ch == ch) {
                let start: String = text.chars().take(40).collect();
                self.warnings.push(MissingGlyph { text: start, ch });
            }
        }
        self.page.marks.push(Mark::Text {
            x,
            y,
            size_pt,
            text: text.to_string(),
        });
    }

    fn centered(&mut self, cx: f32, y: f32, size_pt: f32, text: &str) {
        let w = self.font.width_mm(text, size_pt);
        self.text(cx - w / 2.0, y, size_pt, text);
    }

    /// The largest size from `max` down to `min` (in half points) at which `text` fits `width`. Text widths grow in
    /// proportion to the size, so the text is measured once, whatever its length.
    fn fitting_size(&self, text: &str, width: f32, max: f32, min: f32) -> Option<f32> {
        let at_one_point = self.font.width_mm(text, 1.0);
        if at_one_point <= 0.0 {
            return Some(max);
        }
        let size = ((width / at_one_point).min(max) * 2.0).floor() / 2.0;
        (size >= min).then_some(size)
    }

    /// The longest start of `text` that fits `width` at `size`, and how many characters it has. Measured a character
    /// at a time and stopped at the edge: a megabyte of text costs no more than the line it fills.
    fn cut(&self, text: &str, width: f32, size: f32) -> (String, usize) {
        let mut used = 0.0;
        let mut end = 0;
        let mut count = 0;
        for (i, c) in text.char_indices() {
            let w = self.font.width_mm(c.encode_utf8(&mut [0; 4]), size);
            if used + w > width {
                break;
            }
            used += w;
            end = i + c.len_utf8();
            count += 1;
        }
        (text[..end].to_string(), count)
    }

    /// A value in a box of the header: shrunk to fit, else on two lines, else cut with `…`.
    fn fitted(&mut self, x: f32, y_top: f32, width: f32, height: f32, text: &str) {
        let (max, min) = (10.5, 7.0);
        if let Some(size) = self.fitting_size(text, width, max, min) {
            self.text(x, y_top + height - 2.2, size, text);
            return;
        }
        let size = 6.0;
        let (first, used) = self.cut(text, width, size);
        let rest = text
            .char_indices()
            .nth(used)
            .map_or("", |(i, _)| &text[i..]);
        // Small enough for one line after all: on the baseline, not on the upper of two lines.
        if rest.is_empty() {
            self.text(x, y_top + height - 2.2, size, &first);
            return;
        }
        let (mut second, rest_used) = self.cut(rest, width, size);
        if rest.chars().nth(rest_used).is_some() {
            let (shorter, _) = self.cut(rest, width - self.font.width_mm("…", size), size);
            second = format!("{shorter}…");
        }
        self.text(x, y_top + height - 4.6, size, &first);
        self.text(x, y_top + height - 1.6, size, &second);
    }
}

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
        let grid_top = MARGIN + 12.0 + 3.0 * 11.0 + 4.0;
        let grid_bottom = height - MARGIN - 30.0;
        let first_row = page_index * ROWS_PER_PAGE;
        draw_grid(&mut b, &rows, first_row, grid_top, grid_bottom, inner);
        // Result and signatures.
        let y = grid_bottom + 7.0;
        b.text(MARGIN, y, 9.0, &format!("{}:", label(Key::Result)));
        let result_x = MARGIN + font.width_mm(&format!("{}: ", label(Key::Result)), 9.0) + 2.0;
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
        b.line(result_x, y + 1.2, result_x + 30.0, y + 1.2, THIN);
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
        let page = b.page;
        sheet.pages.push(page);
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
