//! `jipu import PICTURE`: the game printed on a picture (PNG, JPEG, WebP, TIFF, BMP, a page of a scanned PDF) read
//! and written as PGN, as far as it was read; where the reading stopped is said on standard error (status 2). A
//! picture piped into `jipu import` (`-` or no file) is read the same way.

use std::io::BufRead;
use std::path::Path;
use std::process::ExitCode;

use jipu::files::why_unreadable;
use jipu::i18n::{Key, Lang};
use jipu::pgn::write_game;
use jipu::picture::{PictureError, decode, is_pdf, pdf_pages, read_gray};

use super::output::{Failure, print};

pub(super) fn import(path: &Path, page: Option<u32>, lang: Lang) -> Result<ExitCode, Failure> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| {
        Failure(lang.fill(Key::CannotReadFile, &[&name, &why_unreadable(&e, lang)]))
    })?;
    import_bytes(&name, &bytes, page, lang)
}

/// A picture on standard input, whose first bytes were seen to be a picture's.
pub(super) fn import_stdin(page: Option<u32>, lang: Lang) -> Result<ExitCode, Failure> {
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes).map_err(|e| {
        Failure(lang.fill(Key::CannotReadFile, &["stdin", &why_unreadable(&e, lang)]))
    })?;
    import_bytes("stdin", &bytes, page, lang)
}

fn import_bytes(
    name: &str,
    bytes: &[u8],
    page: Option<u32>,
    lang: Lang,
) -> Result<ExitCode, Failure> {
    // A PDF of several pages read at its first without being asked: the others are said to be there, whatever the
    // first page gave.
    let other_pages = (page.is_none() && is_pdf(bytes))
        .then(|| pdf_pages(bytes))
        .filter(|&pages| pages > 1)
        .map(|pages| lang.fill(Key::PdfOtherPages, &["1", &pages.to_string()]));
    let failed = |e: PictureError| {
        Failure(match &other_pages {
            Some(hint) if lang == Lang::Zh => format!("{name}: {}（{hint}）", e.message(lang)),
            Some(hint) => format!("{name}: {} ({hint})", e.message(lang)),
            None => format!("{name}: {}", e.message(lang)),
        })
    };
    let mut progress = |_done: usize, _of: usize| true;
    if !is_pdf(bytes) && page.is_some_and(|p| p != 1) {
        return Err(Failure(lang.fill(Key::PicturePageOfPdf, &[name])));
    }
    let picture = decode(bytes, page.unwrap_or(1))
        .map_err(|e| failed(PictureError::Decode(e)))?
        .to_luma8();
    let reading = read_gray(&picture, &mut progress).map_err(failed)?;
    if !reading.moves.is_empty() || reading.stop.is_none() {
        print(&write_game(&reading.game))?;
    }
    eprintln!(
        "jipu: {}",
        lang.fill(
            Key::PictureRead,
            &[&reading.moves.len().to_string(), &reading.lines.to_string()]
        )
    );
    if let Some(hint) = &other_pages {
        eprintln!("jipu: {hint}");
    }
    match &reading.stop {
        Some(stop) => {
            eprintln!("jipu: {}", stop.message(lang));
            Ok(ExitCode::from(2))
        }
        None => Ok(ExitCode::SUCCESS),
    }
}

/// Whether standard input begins with a picture's bytes (peeked, not taken).
pub(super) fn stdin_holds_picture() -> bool {
    std::io::stdin()
        .lock()
        .fill_buf()
        .is_ok_and(jipu::picture::is_picture)
}
