//! The scoresheet (记录本) as data: pages of lines and placed text, measured in millimetres from the top left.
//! Nothing here writes PDF, so the same layout can be drawn on screen as a print preview, and by the Windows
//! printer.

use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::i18n::{Key, Lang};
use crate::notation::NotationStyle;

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
