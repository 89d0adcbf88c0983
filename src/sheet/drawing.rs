//! Drawing into one page of the sheet: lines, boxes and text measured with the font (a character it cannot print
//! noted once), text centred, and a value fitted into its box — shrunk, on two lines, or cut with `…`.

use super::font::Measure;
use super::page::{Mark, MissingGlyph, Page};

/// Draws into one page, measuring text with the font.
pub struct PageBuilder<'a, M: Measure> {
    pub font: &'a M,
    pub page: Page,
    pub warnings: &'a mut Vec<MissingGlyph>,
}

impl<M: Measure> PageBuilder<'_, M> {
    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, width_pt: f32) {
        self.page.marks.push(Mark::Line {
            x1,
            y1,
            x2,
            y2,
            width_pt,
        });
    }

    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, width_pt: f32) {
        self.line(x, y, x + w, y, width_pt);
        self.line(x + w, y, x + w, y + h, width_pt);
        self.line(x + w, y + h, x, y + h, width_pt);
        self.line(x, y + h, x, y, width_pt);
    }

    /// A solid black rectangle: a line as thick as the rectangle is high, with flat ends (as PDF, GDI and the
    /// preview draw every line), so no renderer needs a shape of its own.
    pub fn fill(&mut self, x: f32, y: f32, w: f32, h: f32) {
        self.line(x, y + h / 2.0, x + w, y + h / 2.0, h * 72.0 / 25.4);
    }

    pub fn text(&mut self, x: f32, y: f32, size_pt: f32, text: &str) {
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

    pub fn centered(&mut self, cx: f32, y: f32, size_pt: f32, text: &str) {
        let w = self.font.width_mm(text, size_pt);
        self.text(cx - w / 2.0, y, size_pt, text);
    }

    /// The largest size from `max` down to `min` (in half points) at which `text` fits `width`. Text widths grow in
    /// proportion to the size, so the text is measured once, whatever its length.
    pub fn fitting_size(&self, text: &str, width: f32, max: f32, min: f32) -> Option<f32> {
        let at_one_point = self.font.width_mm(text, 1.0);
        if at_one_point <= 0.0 {
            return Some(max);
        }
        let size = ((width / at_one_point).min(max) * 2.0).floor() / 2.0;
        (size >= min).then_some(size)
    }

    /// The longest start of `text` that fits `width` at `size`, and how many characters it has. Measured a character
    /// at a time and stopped at the edge: a megabyte of text costs no more than the line it fills.
    pub fn cut(&self, text: &str, width: f32, size: f32) -> (String, usize) {
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
    pub fn fitted(&mut self, x: f32, y_top: f32, width: f32, height: f32, text: &str) {
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
