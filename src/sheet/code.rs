//! What makes Jipu's printed sheet easy to photograph: four solid squares at the corners of the page, at places
//! known from the paper alone (a photo of the sheet is flattened by them, its perspective undone), and a small QR
//! code naming the form, the paper, the page and — for a game's or a round's pre-filled sheet — its round and board,
//! so that a photographed round sheet goes back to its board; the players are the round's pairing's (the fewer the
//! code's modules, the larger each is on a photo: names in Chinese would double them).
//!
//! The code's text is plain lines (`JIPU/1 A4 1/2`, then `round 3`, `board 5`):
//! any phone's QR reader shows it as it is.

use qrcode::{Color as Module, EcLevel, QrCode};

use super::page::Paper;

/// The side of a corner square, in millimetres.
pub const CORNER_SIDE: f32 = 5.0;
/// How far a corner square's outer edges are from the paper's edges (printers leave about 4 mm unprinted).
pub const CORNER_INSET: f32 = 6.0;
/// The side of the QR code on the page, and its top edge.
pub const CODE_SIDE: f32 = 17.0;
pub const CODE_TOP: f32 = 5.0;
/// The gap between the code's right edge and the right corner square.
const CODE_GAP: f32 = 4.0;
/// The first line's word: the form and its version.
const FORM: &str = "JIPU/1";
/// The longest value a line carries (a longer one cut to it): a small code, read from a phone photo.
const LONGEST: usize = 12;

/// The centres of the four corner squares in millimetres from the paper's top left: top left, top right, bottom
/// right, bottom left.
pub fn corner_centres(paper: Paper) -> [(f32, f32); 4] {
    let (w, h) = paper.size_mm();
    let near = CORNER_INSET + CORNER_SIDE / 2.0;
    [
        (near, near),
        (w - near, near),
        (w - near, h - near),
        (near, h - near),
    ]
}

/// Where the QR code is drawn: its left and top edges in millimetres.
pub fn code_origin(paper: Paper) -> (f32, f32) {
    let (w, _) = paper.size_mm();
    (
        w - CORNER_INSET - CORNER_SIDE - CODE_GAP - CODE_SIDE,
        CODE_TOP,
    )
}

/// What a sheet's code names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SheetCode {
    pub paper: Paper,
    /// This page, counted from 1, and the game's pages.
    pub page: u32,
    pub pages: u32,
    pub round: Option<String>,
    pub board: Option<String>,
}

impl SheetCode {
    fn fields(&self) -> [(&'static str, &Option<String>); 2] {
        [("round", &self.round), ("board", &self.board)]
    }

    /// The code's text (see the module documentation).
    pub fn text(&self) -> String {
        let paper = match self.paper {
            Paper::A4 => "A4",
            Paper::Letter => "Letter",
        };
        let mut out = format!("{FORM} {paper} {}/{}", self.page, self.pages);
        for (name, value) in self.fields() {
            if let Some(value) = value {
                let value: String = value
                    .chars()
                    .filter(|c| !c.is_control())
                    .take(LONGEST)
                    .collect();
                let value = value.trim();
                if !value.is_empty() {
                    out.push_str(&format!("\n{name} {value}"));
                }
            }
        }
        out
    }

    /// A code's text read back; `None` for a text that is not a Jipu sheet's.
    pub fn parse(text: &str) -> Option<SheetCode> {
        let mut lines = text.lines();
        let mut head = lines.next()?.split_whitespace();
        if head.next()? != FORM {
            return None;
        }
        let paper = head.next()?.parse().ok()?;
        let (page, pages) = head.next()?.split_once('/')?;
        let mut code = SheetCode {
            paper,
            page: page.parse().ok()?,
            pages: pages.parse().ok()?,
            ..SheetCode::default()
        };
        for line in lines {
            let (name, value) = line.split_once(' ').unwrap_or((line, ""));
            let value = Some(value.trim().to_string()).filter(|v| !v.is_empty());
            match name {
                "round" => code.round = value,
                "board" => code.board = value,
                _ => {}
            }
        }
        Some(code)
    }

    /// The code's modules, row by row (`true` dark), without the quiet zone; `None` if the text does not fit a QR
    /// code (it always does: every value is cut short).
    pub fn modules(&self) -> Option<Vec<Vec<bool>>> {
        let code = QrCode::with_error_correction_level(self.text().as_bytes(), EcLevel::M).ok()?;
        let width = code.width();
        let colors = code.to_colors();
        Some(
            colors
                .chunks(width)
                .map(|row| row.iter().map(|&m| m == Module::Dark).collect())
                .collect(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_reads_back_as_written() {
        let code = SheetCode {
            paper: Paper::Letter,
            page: 2,
            pages: 3,
            round: Some("第3轮".into()),
            board: Some("12".into()),
        };
        assert_eq!(SheetCode::parse(&code.text()), Some(code.clone()));
        let modules = code.modules().expect("a QR code");
        assert!(modules.len() >= 21 && modules.iter().all(|r| r.len() == modules.len()));
    }

    #[test]
    fn a_long_name_is_cut_and_a_foreign_code_refused() {
        let code = SheetCode {
            round: Some("A".repeat(200)),
            page: 1,
            pages: 1,
            ..SheetCode::default()
        };
        let back = SheetCode::parse(&code.text()).expect("read back");
        assert_eq!(back.round.map(|w| w.len()), Some(LONGEST));
        assert_eq!(SheetCode::parse("https://example.com"), None);
        assert_eq!(SheetCode::parse("JIPU/1 A5 1/1"), None);
    }

    #[test]
    fn the_corners_and_the_code_stay_clear_of_each_other() {
        for paper in [Paper::A4, Paper::Letter] {
            let (x, y) = code_origin(paper);
            let [_, (right, top), ..] = corner_centres(paper);
            assert!(x + CODE_SIDE + 2.0 < right - CORNER_SIDE / 2.0);
            assert!(y >= 4.0 && top - CORNER_SIDE / 2.0 >= 4.0);
        }
    }
}
