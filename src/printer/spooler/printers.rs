//! The printers the spooler knows (`EnumPrintersW`, the default from `GetDefaultPrinterW` first), and a printer
//! opened for a job: whether it takes one now, and its driver's settings with the paper asked for.

use std::ptr::{null, null_mut};

use windows_sys::Win32::Graphics::Gdi::{
    DEVMODEW, DM_IN_BUFFER, DM_ORIENTATION, DM_OUT_BUFFER, DM_PAPERSIZE, DMORIENT_PORTRAIT,
    DMPAPER_A4, DMPAPER_LETTER,
};
use windows_sys::Win32::Graphics::Printing::{
    ClosePrinter, DocumentPropertiesW, EnumPrintersW, GetDefaultPrinterW, GetPrinterW,
    OpenPrinterW, PRINTER_ACCESS_USE, PRINTER_ATTRIBUTE_WORK_OFFLINE, PRINTER_DEFAULTSW,
    PRINTER_ENUM_CONNECTIONS, PRINTER_ENUM_LOCAL, PRINTER_HANDLE, PRINTER_INFO_2W,
    PRINTER_STATUS_OFFLINE, PRINTER_STATUS_PAUSED,
};

use super::wide::{from_wide, last_error};
use crate::printer::{PrintError, Printer};
use crate::sheet::Paper;

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
pub fn printers() -> Result<Vec<Printer>, PrintError> {
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
pub struct OpenPrinter(PRINTER_HANDLE);

impl OpenPrinter {
    pub fn open(name: &[u16], printer: &str) -> Result<OpenPrinter, PrintError> {
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
    pub fn check_state(&self, printer: &str) -> Result<(), PrintError> {
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
    pub fn settings(&self, name: &[u16], paper: Paper) -> Option<Vec<u64>> {
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
