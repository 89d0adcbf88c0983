//! Drawing a laid-out [`Sheet`] as PDF with printpdf, embedding only the glyphs used of Jipu Sans.

use std::sync::OnceLock;

use printpdf::{
    Line, LinePoint, Mm, Op, ParsedFont, PdfDocument, PdfFontHandle, PdfPage, PdfSaveOptions,
    Point, Pt, TextItem,
};
use thiserror::Error;

use super::font::JIPU_SANS;
use super::page::{Mark, Sheet};

/// Why a PDF could not be made.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum PdfError {
    #[error("the embedded font could not be read")]
    Font,
}

/// Jipu Sans as printpdf reads it, parsed once.
fn parsed_font() -> Option<&'static ParsedFont> {
    static FONT: OnceLock<Option<ParsedFont>> = OnceLock::new();
    FONT.get_or_init(|| ParsedFont::from_bytes(JIPU_SANS, 0, &mut Vec::new()))
        .as_ref()
}

/// Loads the font ahead of the first sheet, so that making a sheet costs only the sheet.
pub fn preload_font() -> Result<(), PdfError> {
    parsed_font().map(|_| ()).ok_or(PdfError::Font)
}

fn mm(v: f32) -> Pt {
    Pt::from(Mm(v))
}

/// The PDF of a sheet, with `title` as the document title.
pub fn sheet_pdf(sheet: &Sheet, title: &str) -> Result<Vec<u8>, PdfError> {
    let font = parsed_font().ok_or(PdfError::Font)?;
    let mut doc = PdfDocument::new(title);
    let font_id = doc.add_font(font);
    let pages = sheet
        .pages
        .iter()
        .map(|page| {
            let h = page.height_mm;
            let point = |x: f32, y: f32| Point {
                x: mm(x),
                y: mm(h - y),
            };
            let mut ops = Vec::with_capacity(page.marks.len() * 4);
            let mut thickness = f32::NAN;
            for mark in &page.marks {
                match mark {
                    Mark::Line {
                        x1,
                        y1,
                        x2,
                        y2,
                        width_pt,
                    } => {
                        if *width_pt != thickness {
                            thickness = *width_pt;
                            ops.push(Op::SetOutlineThickness { pt: Pt(thickness) });
                        }
                        ops.push(Op::DrawLine {
                            line: Line {
                                points: vec![
                                    LinePoint {
                                        p: point(*x1, *y1),
                                        bezier: false,
                                    },
                                    LinePoint {
                                        p: point(*x2, *y2),
                                        bezier: false,
                                    },
                                ],
                                is_closed: false,
                            },
                        });
                    }
                    Mark::Text {
                        x,
                        y,
                        size_pt,
                        text,
                    } => {
                        ops.push(Op::StartTextSection);
                        ops.push(Op::SetFont {
                            font: PdfFontHandle::External(font_id.clone()),
                            size: Pt(*size_pt),
                        });
                        ops.push(Op::SetTextCursor { pos: point(*x, *y) });
                        ops.push(Op::ShowText {
                            items: vec![TextItem::Text(text.clone())],
                        });
                        ops.push(Op::EndTextSection);
                    }
                }
            }
            PdfPage::new(Mm(page.width_mm), Mm(page.height_mm), ops)
        })
        .collect();
    let options = PdfSaveOptions {
        optimize: true,
        subset_fonts: true,
        secure: true,
        image_optimization: None,
    };
    Ok(doc.with_pages(pages).save(&options, &mut Vec::new()))
}
