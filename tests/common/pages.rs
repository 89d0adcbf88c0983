//! Pages compared as pictures: a PDF's first page as grey pixels (pdftoppm), and whether two pages carry the same ink.
//! Used where a printed page (cups-pdf passes it through PostScript and Ghostscript, which keep no text layer) is held
//! against the PDF of the same sheet.

use std::path::{Path, PathBuf};
use std::process::Command as Process;
use std::time::{Duration, Instant};

/// The first page of a PDF as grey pixels (pdftoppm, 60 dpi): width, height, pixels.
pub fn pixels(pdf: &Path) -> Result<(usize, usize, Vec<u8>), String> {
    let out = Process::new("pdftoppm")
        .args(["-r", "60", "-gray", "-f", "1", "-l", "1"])
        .arg(pdf)
        .output()
        .map_err(|e| format!("pdftoppm: {e} (apt-get install poppler-utils)"))?;
    // PGM: `P5`, width, height, maximum, then one byte a pixel.
    let data = out.stdout;
    let mut fields = Vec::new();
    let mut at = 0;
    while fields.len() < 4 && at < data.len() {
        while at < data.len() && data[at].is_ascii_whitespace() {
            at += 1;
        }
        let start = at;
        while at < data.len() && !data[at].is_ascii_whitespace() {
            at += 1;
        }
        fields.push(String::from_utf8_lossy(&data[start..at]).into_owned());
    }
    let number = |i: usize| fields.get(i).and_then(|f| f.parse::<usize>().ok());
    let (Some(w), Some(h)) = (number(1), number(2)) else {
        return Err(format!("not a page image from {}", pdf.display()));
    };
    Ok((w, h, data[(at + 1).min(data.len())..].to_vec()))
}

/// What cups-pdf wrote is the page Jipu sent: cups-pdf passes the job through PostScript and Ghostscript, which keep
/// no text layer, so the two pages are compared as pictures; the text is read from the PDF Jipu sent.
pub fn same_page(sent: &Path, printed: &Path) -> Result<(), String> {
    let (a, b) = (pixels(sent)?, pixels(printed)?);
    // The same paper, give or take a pixel of rounding.
    if a.0.abs_diff(b.0) > 2 || a.1.abs_diff(b.1) > 2 {
        return Err(format!(
            "page sizes differ: {}x{} and {}x{}",
            a.0, a.1, b.0, b.1
        ));
    }
    // Ink on one page with no ink within a pixel of it on the other, both ways: a page of the same sheet leaves a few
    // pixels of rounding; a page without the game's words (a blank form) leaves hundreds.
    let (w, h) = (a.0.min(b.0), a.1.min(b.1));
    let dark = |img: &(usize, usize, Vec<u8>), x: usize, y: usize, level: u8| {
        img.2.get(y * img.0 + x).is_some_and(|&v| v < level)
    };
    let missing = |from: &(usize, usize, Vec<u8>), on: &(usize, usize, Vec<u8>)| {
        let (mut ink, mut lost) = (0usize, 0usize);
        for y in 1..h - 1 {
            for x in 1..w - 1 {
                if dark(from, x, y, 128) {
                    ink += 1;
                    let near =
                        (y - 1..=y + 1).any(|yy| (x - 1..=x + 1).any(|xx| dark(on, xx, yy, 160)));
                    lost += usize::from(!near);
                }
            }
        }
        (lost, ink)
    };
    for (lost, ink) in [missing(&a, &b), missing(&b, &a)] {
        if lost * 200 > ink {
            return Err(format!(
                "the printed page is not the sheet sent: {lost} of {ink} ink pixels differ"
            ));
        }
    }
    Ok(())
}

/// The PDF cups-pdf wrote for a job whose name holds `name`, once it is whole (cups-pdf writes it when Ghostscript is
/// done), waiting up to `limit`: in its output folder for the user, or the anonymous one.
pub fn printed_pdf(name: &str, limit: Duration) -> Option<PathBuf> {
    let home = std::env::var("HOME").unwrap_or_else(|_| "/root".into());
    let started = Instant::now();
    loop {
        let mut places = vec![PathBuf::from(&home).join("PDF"), PathBuf::from("/root/PDF")];
        if let Ok(users) = std::fs::read_dir("/var/spool/cups-pdf") {
            places.extend(users.flatten().map(|e| e.path()));
        }
        let found = places.into_iter().find_map(|dir| {
            std::fs::read_dir(dir)
                .ok()?
                .flatten()
                .map(|e| e.path())
                .find(|p| {
                    p.file_name()
                        .and_then(|n| n.to_str())
                        .is_some_and(|n| n.contains(name) && n.ends_with(".pdf"))
                })
        });
        let whole = |p: &PathBuf| {
            std::fs::read(p).is_ok_and(|b| b.windows(5).rev().take(64).any(|w| w == b"%%EOF"))
        };
        if let Some(pdf) = found.filter(whole) {
            return Some(pdf);
        }
        if started.elapsed() > limit {
            return None;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}
