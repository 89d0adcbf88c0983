//! The Windows side of printing: the printers the spooler knows (`EnumPrintersW`, the default from
//! `GetDefaultPrinterW` first) and a sheet drawn page by page through GDI on the printer's device context
//! (`CreateDCW` with the paper asked for, `StartDocW`/`StartPage`), lines and text placed in millimetres from the top
//! left of the paper, as the PDF places them, scaled to the printer's resolution. The text is set in the embedded
//! Jipu Sans, loaded for this process with `AddFontMemResourceEx`, each character at the advance the layout measured,
//! so the printed page is the PDF's page. Copies are printed as copies of the pages in one job, in order (collated),
//! which every driver takes.
//!
//! `printers`: the printers, and a printer opened for a job; `document`: the font loaded and the sheet drawn through
//! GDI; `wide`: strings as Windows takes and gives them. What is left here is the job itself, from the printer's
//! name to the spooler's job number.

mod document;
mod printers;
mod wide;

use std::collections::HashMap;
use std::ptr::null;

use windows_sys::Win32::Graphics::Gdi::{
    CreateDCW, DEVMODEW, GetDeviceCaps, LOGPIXELSX, LOGPIXELSY, PHYSICALOFFSETX, PHYSICALOFFSETY,
    SetBkMode, SetTextAlign, TA_BASELINE, TA_LEFT, TA_NOUPDATECP, TRANSPARENT,
};
use windows_sys::Win32::Storage::Xps::{DOCINFOW, EndDoc, EndPage, StartDocW, StartPage};
use windows_sys::Win32::System::LibraryLoader::{GetModuleHandleW, GetProcAddress};

use super::{Job, PrintError};
use crate::sheet::{FontMetrics, Paper, Sheet};
use document::{Document, LoadedFont};
use printers::OpenPrinter;
pub(super) use printers::printers;
use wide::{last_error, wide};

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
