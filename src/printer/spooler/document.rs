//! A sheet drawn through GDI: Jipu Sans loaded for this process (`AddFontMemResourceEx`), and the printer's device
//! context with a document open on it, where each mark is drawn in millimetres from the paper's top left scaled to
//! the printer's resolution, each character at the advance the layout measured — so the printed page is the PDF's.

use std::collections::HashMap;
use std::ffi::c_void;
use std::ptr::{null, null_mut};

use windows_sys::Win32::Foundation::HANDLE;
use windows_sys::Win32::Graphics::Gdi::{
    ANTIALIASED_QUALITY, AddFontMemResourceEx, BS_SOLID, CLIP_DEFAULT_PRECIS, CreateFontW,
    DEFAULT_CHARSET, DEFAULT_PITCH, DeleteDC, DeleteObject, ExtCreatePen, ExtTextOutW, FW_NORMAL,
    HDC, HFONT, HGDIOBJ, LOGBRUSH, LineTo, MoveToEx, OUT_TT_ONLY_PRECIS, PS_ENDCAP_FLAT,
    PS_GEOMETRIC, PS_SOLID, RemoveFontMemResourceEx, SelectObject,
};
use windows_sys::Win32::Storage::Xps::AbortDoc;

use super::wide::{last_error, wide};
use crate::printer::PrintError;
use crate::sheet::{FontMetrics, JIPU_SANS, Mark, Measure};

/// The family name of the embedded font, as its name table gives it.
const FAMILY: &str = "Jipu Sans";

/// Jipu Sans loaded for this process, removed when dropped.
pub struct LoadedFont(HANDLE);

impl LoadedFont {
    pub fn load() -> Result<LoadedFont, PrintError> {
        let mut count = 0u32;
        // SAFETY: the font's bytes live for the whole program; GDI copies them.
        let handle = unsafe {
            AddFontMemResourceEx(
                JIPU_SANS.as_ptr().cast::<c_void>(),
                JIPU_SANS.len() as u32,
                null(),
                (&raw mut count).cast_const(),
            )
        };
        if handle.is_null() || count == 0 {
            return Err(PrintError::Failed(
                "the embedded font could not be loaded".to_string(),
            ));
        }
        Ok(LoadedFont(handle))
    }
}

impl Drop for LoadedFont {
    fn drop(&mut self) {
        // SAFETY: the handle came from AddFontMemResourceEx.
        unsafe { RemoveFontMemResourceEx(self.0) };
    }
}

/// A printer's device context with a document open on it: its pens and fonts, ended (or aborted) when dropped.
pub struct Document {
    pub dc: HDC,
    /// Device pixels per millimetre, across and down.
    pub scale: (f32, f32),
    /// Where the printable area starts on the paper, in device pixels.
    pub offset: (f32, f32),
    pub fonts: HashMap<u32, HFONT>,
    pub pens: HashMap<u32, HGDIOBJ>,
    pub ended: bool,
}

impl Document {
    /// Device pixels of a point (x, y) in millimetres from the paper's top left.
    fn at(&self, x: f32, y: f32) -> (i32, i32) {
        (
            (x * self.scale.0 - self.offset.0).round() as i32,
            (y * self.scale.1 - self.offset.1).round() as i32,
        )
    }

    fn pen(&mut self, width_pt: f32) -> HGDIOBJ {
        let px = (width_pt / 72.0 * 25.4 * self.scale.0).round().max(1.0) as u32;
        *self.pens.entry(px).or_insert_with(|| {
            let brush = LOGBRUSH {
                lbStyle: BS_SOLID,
                lbColor: 0,
                lbHatch: 0,
            };
            // SAFETY: a solid black geometric pen with flat ends, as PDF draws a line.
            unsafe {
                ExtCreatePen(
                    (PS_GEOMETRIC | PS_SOLID | PS_ENDCAP_FLAT) as u32,
                    px,
                    &brush,
                    0,
                    null(),
                )
            }
        })
    }

    fn font(&mut self, size_pt: f32) -> HFONT {
        let px = (size_pt / 72.0 * 25.4 * self.scale.1).round().max(1.0) as i32;
        let face = wide(FAMILY);
        *self.fonts.entry(px as u32).or_insert_with(|| {
            // SAFETY: a font of the family loaded above; a negative height is the em size in device pixels.
            unsafe {
                CreateFontW(
                    -px,
                    0,
                    0,
                    0,
                    FW_NORMAL as i32,
                    0,
                    0,
                    0,
                    u32::from(DEFAULT_CHARSET),
                    u32::from(OUT_TT_ONLY_PRECIS),
                    u32::from(CLIP_DEFAULT_PRECIS),
                    u32::from(ANTIALIASED_QUALITY),
                    u32::from(DEFAULT_PITCH),
                    face.as_ptr(),
                )
            }
        })
    }

    pub fn draw(&mut self, mark: &Mark, metrics: &FontMetrics) -> Result<(), PrintError> {
        match mark {
            Mark::Line {
                x1,
                y1,
                x2,
                y2,
                width_pt,
            } => {
                let pen = self.pen(*width_pt);
                let (a, b) = (self.at(*x1, *y1), self.at(*x2, *y2));
                // SAFETY: the pen and the device context are alive.
                unsafe {
                    SelectObject(self.dc, pen);
                    MoveToEx(self.dc, a.0, a.1, null_mut());
                    LineTo(self.dc, b.0, b.1);
                }
            }
            Mark::Text {
                x,
                y,
                size_pt,
                text,
            } => {
                let font = self.font(*size_pt);
                let (left, baseline) = self.at(*x, *y);
                // Each character at the advance the layout measured it with: the same places as in the PDF.
                let (mut units, mut dx) = (Vec::new(), Vec::new());
                let mut along = 0.0f32;
                let mut placed = 0i32;
                for c in text.chars() {
                    along += metrics.width_mm(c.encode_utf8(&mut [0; 4]), *size_pt) * self.scale.0;
                    let next = along.round() as i32;
                    let mut buf = [0u16; 2];
                    let encoded = c.encode_utf16(&mut buf);
                    units.extend_from_slice(encoded);
                    dx.push(next - placed);
                    if encoded.len() == 2 {
                        dx.push(0);
                    }
                    placed = next;
                }
                // SAFETY: `units` and `dx` have one entry per UTF-16 unit; the font and the context are alive.
                let drawn = unsafe {
                    SelectObject(self.dc, font);
                    ExtTextOutW(
                        self.dc,
                        left,
                        baseline,
                        0,
                        null(),
                        units.as_ptr(),
                        units.len() as u32,
                        dx.as_ptr(),
                    )
                };
                if drawn == 0 {
                    return Err(PrintError::Failed(
                        std::io::Error::from_raw_os_error(last_error()).to_string(),
                    ));
                }
            }
        }
        Ok(())
    }
}

impl Drop for Document {
    fn drop(&mut self) {
        // SAFETY: the objects were made for this context and are deleted once, after the document is done.
        unsafe {
            if !self.ended {
                AbortDoc(self.dc);
            }
            for &font in self.fonts.values() {
                DeleteObject(font);
            }
            for &pen in self.pens.values() {
                DeleteObject(pen);
            }
            DeleteDC(self.dc);
        }
    }
}
