//! The Windows side of printing: the printers the spooler knows (`EnumPrintersW`, the default from
//! `GetDefaultPrinterW` first) and a sheet drawn page by page through GDI on the printer's device context
//! (`CreateDCW` with the paper asked for, `StartDocW`/`StartPage`), lines and text placed in millimetres from the top
//! left of the paper, as the PDF places them, scaled to the printer's resolution. The text is set in the embedded
//! Jipu Sans, loaded for this process with `AddFontMemResourceEx`, each character at the advance the layout measured,
//! so the printed page is the PDF's page. Copies are printed as copies of the pages in one job, in order (collated),
//! which every driver takes.

use std::collections::HashMap;
use std::ffi::c_void;
use std::ptr::{null, null_mut};

use windows_sys::Win32::Foundation::{GetLastError, HANDLE};
use windows_sys::Win32::Graphics::Gdi::{
    ANTIALIASED_QUALITY, AddFontMemResourceEx, BS_SOLID, CLIP_DEFAULT_PRECIS, CreateDCW,
    CreateFontW, DEFAULT_CHARSET, DEFAULT_PITCH, DEVMODEW, DM_IN_BUFFER, DM_ORIENTATION,
    DM_OUT_BUFFER, DM_PAPERSIZE, DMORIENT_PORTRAIT, DMPAPER_A4, DMPAPER_LETTER, DeleteDC,
    DeleteObject, ExtCreatePen, ExtTextOutW, FW_NORMAL, GetDeviceCaps, HDC, HFONT, HGDIOBJ,
    LOGBRUSH, LOGPIXELSX, LOGPIXELSY, LineTo, MoveToEx, OUT_TT_ONLY_PRECIS, PHYSICALOFFSETX,
    PHYSICALOFFSETY, PS_ENDCAP_FLAT, PS_GEOMETRIC, PS_SOLID, RemoveFontMemResourceEx, SelectObject,
    SetBkMode, SetTextAlign, TA_BASELINE, TA_LEFT, TA_NOUPDATECP, TRANSPARENT,
};
use windows_sys::Win32::Graphics::Printing::{
    ClosePrinter, DocumentPropertiesW, EnumPrintersW, GetDefaultPrinterW, GetPrinterW,
    OpenPrinterW, PRINTER_ACCESS_USE, PRINTER_ATTRIBUTE_WORK_OFFLINE, PRINTER_DEFAULTSW,
    PRINTER_ENUM_CONNECTIONS, PRINTER_ENUM_LOCAL, PRINTER_HANDLE, PRINTER_INFO_2W,
    PRINTER_STATUS_OFFLINE, PRINTER_STATUS_PAUSED,
};
use windows_sys::Win32::Storage::Xps::{AbortDoc, DOCINFOW, EndDoc, EndPage, StartDocW, StartPage};
use windows_sys::Win32::System::LibraryLoader::{GetModuleHandleW, GetProcAddress};

use super::{Job, PrintError, Printer};
use crate::sheet::{FontMetrics, JIPU_SANS, Mark, Measure, Paper, Sheet};

/// The family name of the embedded font, as its name table gives it.
const FAMILY: &str = "Jipu Sans";

/// A string as Windows takes it: UTF-16, ending in a zero.
fn wide(s: &str) -> Vec<u16> {
    s.encode_utf16().chain(Some(0)).collect()
}

/// A string Windows wrote, up to its zero.
///
/// # Safety
/// `p` is null or points at a zero-terminated UTF-16 string.
unsafe fn from_wide(p: *const u16) -> String {
    if p.is_null() {
        return String::new();
    }
    let mut len = 0;
    // SAFETY: the string ends in a zero (the caller's promise).
    while unsafe { *p.add(len) } != 0 {
        len += 1;
    }
    // SAFETY: `len` units were just read.
    String::from_utf16_lossy(unsafe { std::slice::from_raw_parts(p, len) })
}

fn last_error() -> i32 {
    // SAFETY: no arguments; reads this thread's last error.
    unsafe { GetLastError() as i32 }
}

/// The name of the default printer, if one is set.
fn default_printer() -> Option<String> {
    let mut len = 0u32;
    // SAFETY: asks for the length only.
    unsafe { GetDefaultPrinterW(null_mut(), &mut len) };
    if len == 0 {
        return None;
    }
    let mut buf = vec![0u16; len as usize];
    // SAFETY: `buf` holds `len` units.
    if unsafe { GetDefaultPrinterW(buf.as_mut_ptr(), &mut len) } == 0 {
        return None;
    }
    // SAFETY: Windows wrote a zero-terminated name into `buf`.
    Some(unsafe { from_wide(buf.as_ptr()) })
}

/// Whether a printer in this state takes a job now.
fn accepting(info: &PRINTER_INFO_2W) -> bool {
    info.Status & (PRINTER_STATUS_OFFLINE | PRINTER_STATUS_PAUSED) == 0
        && info.Attributes & PRINTER_ATTRIBUTE_WORK_OFFLINE == 0
}

/// The printers the spooler knows, local and connected, the default first then by name.
pub(super) fn printers() -> Result<Vec<Printer>, PrintError> {
    let flags = PRINTER_ENUM_LOCAL | PRINTER_ENUM_CONNECTIONS;
    let (mut needed, mut count) = (0u32, 0u32);
    // SAFETY: asks for the size only.
    let asked = unsafe { EnumPrintersW(flags, null(), 2, null_mut(), 0, &mut needed, &mut count) };
    const ERROR_INSUFFICIENT_BUFFER: i32 = 122;
    if asked == 0 && last_error() != ERROR_INSUFFICIENT_BUFFER {
        return Err(PrintError::from_windows(last_error(), ""));
    }
    if needed == 0 {
        return Err(PrintError::NoPrinter);
    }
    // Eight-byte aligned: the buffer holds PRINTER_INFO_2W structures, then their strings.
    let mut buf = vec![0u64; (needed as usize).div_ceil(8)];
    // SAFETY: `buf` holds `needed` bytes.
    let listed = unsafe {
        EnumPrintersW(
            flags,
            null(),
            2,
            buf.as_mut_ptr().cast(),
            needed,
            &mut needed,
            &mut count,
        )
    };
    if listed == 0 {
        return Err(PrintError::from_windows(last_error(), ""));
    }
    let default = default_printer();
    // SAFETY: the spooler wrote `count` PRINTER_INFO_2W at the start of `buf`, which lives through this function.
    let infos = unsafe {
        std::slice::from_raw_parts(buf.as_ptr().cast::<PRINTER_INFO_2W>(), count as usize)
    };
    let mut printers: Vec<Printer> = infos
        .iter()
        .map(|info| {
            // SAFETY: the name points into `buf`, zero-terminated.
            let name = unsafe { from_wide(info.pPrinterName) };
            Printer {
                is_default: default.as_deref() == Some(name.as_str()),
                accepting: accepting(info),
                name,
            }
        })
        .collect();
    if printers.is_empty() {
        return Err(PrintError::NoPrinter);
    }
    printers.sort_by(|a, b| {
        b.is_default
            .cmp(&a.is_default)
            .then_with(|| a.name.cmp(&b.name))
    });
    Ok(printers)
}

/// An open printer, closed when dropped.
struct OpenPrinter(PRINTER_HANDLE);

impl OpenPrinter {
    fn open(name: &[u16], printer: &str) -> Result<OpenPrinter, PrintError> {
        let mut handle = PRINTER_HANDLE::default();
        let defaults = PRINTER_DEFAULTSW {
            pDatatype: null_mut(),
            pDevMode: null_mut(),
            DesiredAccess: PRINTER_ACCESS_USE,
        };
        // SAFETY: `name` is zero-terminated; `handle` is written on success.
        if unsafe { OpenPrinterW(name.as_ptr(), &mut handle, &defaults) } == 0 {
            return Err(PrintError::from_windows(last_error(), printer));
        }
        Ok(OpenPrinter(handle))
    }

    /// Whether the printer takes a job now: an offline or paused printer is said before anything is sent.
    fn check_state(&self, printer: &str) -> Result<(), PrintError> {
        let mut needed = 0u32;
        // SAFETY: asks for the size only.
        unsafe { GetPrinterW(self.0, 2, null_mut(), 0, &mut needed) };
        if needed == 0 {
            return Ok(()); // The state cannot be read: let the job say.
        }
        let mut buf = vec![0u64; (needed as usize).div_ceil(8)];
        // SAFETY: `buf` holds `needed` bytes, aligned for PRINTER_INFO_2W.
        if unsafe { GetPrinterW(self.0, 2, buf.as_mut_ptr().cast(), needed, &mut needed) } == 0 {
            return Ok(());
        }
        // SAFETY: the spooler wrote one PRINTER_INFO_2W at the start of `buf`.
        let info = unsafe { &*buf.as_ptr().cast::<PRINTER_INFO_2W>() };
        if info.Status & PRINTER_STATUS_OFFLINE != 0
            || info.Attributes & PRINTER_ATTRIBUTE_WORK_OFFLINE != 0
        {
            return Err(PrintError::Offline(printer.to_string()));
        }
        if info.Status & PRINTER_STATUS_PAUSED != 0 {
            return Err(PrintError::NotAccepting(printer.to_string()));
        }
        Ok(())
    }

    /// The driver's settings for this printer with `paper` asked for, portrait.
    fn settings(&self, name: &[u16], paper: Paper) -> Option<Vec<u64>> {
        // SAFETY: with no buffers, DocumentPropertiesW answers the size of the driver's DEVMODE.
        let size = unsafe {
            DocumentPropertiesW(null_mut(), self.0, name.as_ptr(), null_mut(), null(), 0)
        };
        if size <= 0 {
            return None;
        }
        let mut buf = vec![0u64; (size as usize).div_ceil(8)];
        let mode = buf.as_mut_ptr().cast::<DEVMODEW>();
        // SAFETY: `buf` holds `size` bytes, the driver's DEVMODE with its private part.
        if unsafe {
            DocumentPropertiesW(
                null_mut(),
                self.0,
                name.as_ptr(),
                mode,
                null(),
                DM_OUT_BUFFER,
            )
        } < 0
        {
            return None;
        }
        // SAFETY: `mode` points at the DEVMODEW just written.
        unsafe {
            let fields = &mut (*mode).Anonymous1.Anonymous1;
            fields.dmPaperSize = match paper {
                Paper::A4 => DMPAPER_A4,
                Paper::Letter => DMPAPER_LETTER,
            } as i16;
            fields.dmOrientation = DMORIENT_PORTRAIT as i16;
            (*mode).dmFields |= DM_PAPERSIZE | DM_ORIENTATION;
        }
        // SAFETY: the driver merges the changes into the same buffer.
        let merged = unsafe {
            DocumentPropertiesW(
                null_mut(),
                self.0,
                name.as_ptr(),
                mode,
                mode,
                DM_IN_BUFFER | DM_OUT_BUFFER,
            )
        };
        (merged >= 0).then_some(buf)
    }
}

impl Drop for OpenPrinter {
    fn drop(&mut self) {
        // SAFETY: the handle was opened by OpenPrinterW and is closed once.
        unsafe { ClosePrinter(self.0) };
    }
}

/// Jipu Sans loaded for this process, removed when dropped.
struct LoadedFont(HANDLE);

impl LoadedFont {
    fn load() -> Result<LoadedFont, PrintError> {
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
struct Document {
    dc: HDC,
    /// Device pixels per millimetre, across and down.
    scale: (f32, f32),
    /// Where the printable area starts on the paper, in device pixels.
    offset: (f32, f32),
    fonts: HashMap<u32, HFONT>,
    pens: HashMap<u32, HGDIOBJ>,
    ended: bool,
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

    fn draw(&mut self, mark: &Mark, metrics: &FontMetrics) -> Result<(), PrintError> {
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

/// Whether this is Wine rather than Windows: Wine's ntdll exports `wine_get_version` (the check Wine documents).
fn under_wine() -> bool {
    let ntdll = wide("ntdll.dll");
    // SAFETY: ntdll is loaded in every process; the names are zero-terminated.
    unsafe {
        let module = GetModuleHandleW(ntdll.as_ptr());
        !module.is_null() && GetProcAddress(module, c"wine_get_version".as_ptr().cast()).is_some()
    }
}

/// The job's name in the print queue: the sheet's title. Under Wine it is kept to ASCII letters, digits and marks,
/// anything else `_`: Wine 8.0 hands a job on to CUPS with its name converted to UTF-8 into a buffer of one byte a
/// character (plus three) — a typo for three bytes a character in its `schedule_cups` — so a Chinese name arrives cut
/// inside a character and unterminated, which Debian's CUPS 2.4 scheduler refuses ("bad control character") or spins
/// on; and that scheduler dies on a job Wine hands it whose name holds a space (measured: `Wine 1250` kills it,
/// `Wine_1250` prints; the same file and name sent with `lp -t` print). Windows itself keeps the name as it is.
fn job_name(title: &str) -> String {
    if !under_wine() {
        return title.to_string();
    }
    title
        .chars()
        .map(|c| if c.is_ascii_graphic() { c } else { '_' })
        .collect()
}

/// Prints `sheet` on `printer`: every page, `copies` times in order, on `paper`.
pub(super) fn print_sheet(
    sheet: &Sheet,
    title: &str,
    printer: &str,
    copies: u32,
    paper: Paper,
) -> Result<Job, PrintError> {
    let name = wide(printer);
    let open = OpenPrinter::open(&name, printer)?;
    open.check_state(printer)?;
    let settings = open.settings(&name, paper);
    let mode = settings
        .as_ref()
        .map_or(null(), |buf| buf.as_ptr().cast::<DEVMODEW>());
    let _font = LoadedFont::load()?;
    let driver = wide("WINSPOOL");
    // SAFETY: the names are zero-terminated; `mode` is null or the driver's settings just merged.
    let dc = unsafe { CreateDCW(driver.as_ptr(), name.as_ptr(), null(), mode) };
    if dc.is_null() {
        return Err(PrintError::from_windows(last_error(), printer));
    }
    // SAFETY: `dc` is a printer's device context.
    let caps = |index: u32| unsafe { GetDeviceCaps(dc, index as i32) } as f32;
    let mut doc = Document {
        dc,
        scale: (caps(LOGPIXELSX) / 25.4, caps(LOGPIXELSY) / 25.4),
        offset: (caps(PHYSICALOFFSETX), caps(PHYSICALOFFSETY)),
        fonts: HashMap::new(),
        pens: HashMap::new(),
        ended: false,
    };
    // SAFETY: text is drawn with its baseline at the point given, on no background.
    unsafe {
        SetTextAlign(dc, TA_BASELINE | TA_LEFT | TA_NOUPDATECP);
        SetBkMode(dc, TRANSPARENT as i32);
    }
    let doc_name = wide(&job_name(title));
    let info = DOCINFOW {
        cbSize: std::mem::size_of::<DOCINFOW>() as i32,
        lpszDocName: doc_name.as_ptr(),
        lpszOutput: null(),
        lpszDatatype: null(),
        fwType: 0,
    };
    // SAFETY: `info` and its strings live through the call.
    let job = unsafe { StartDocW(dc, &info) };
    if job <= 0 {
        return Err(PrintError::from_windows(last_error(), printer));
    }
    let metrics = FontMetrics::jipu_sans();
    for _ in 0..copies.clamp(1, 99) {
        for page in &sheet.pages {
            // SAFETY: a document is open on `dc`.
            if unsafe { StartPage(dc) } <= 0 {
                return Err(PrintError::from_windows(last_error(), printer));
            }
            for mark in &page.marks {
                doc.draw(mark, metrics)?;
            }
            // SAFETY: a page is open on `dc`.
            if unsafe { EndPage(dc) } <= 0 {
                return Err(PrintError::from_windows(last_error(), printer));
            }
        }
    }
    // SAFETY: a document is open on `dc`.
    if unsafe { EndDoc(dc) } <= 0 {
        return Err(PrintError::from_windows(last_error(), printer));
    }
    doc.ended = true;
    Ok(Job {
        printer: printer.to_string(),
        id: job.to_string(),
    })
}
