//! `jipu import PICTURE`: the game printed on a picture (PNG, JPEG, WebP, a page of a scanned PDF) read and
//! written as PGN, as far as it was read; where the reading stopped is said on standard error (status 2).

use std::path::Path;
use std::process::ExitCode;

use jipu::files::why_unreadable;
use jipu::i18n::{Key, Lang};
use jipu::pgn::write_game;
use jipu::picture::{PictureError, decode, is_pdf, read_gray};

use super::{Failure, print};

pub(super) fn import(path: &Path, page: Option<u32>, lang: Lang) -> Result<ExitCode, Failure> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| {
        Failure(lang.fill(Key::CannotReadFile, &[&name, &why_unreadable(&e, lang)]))
    })?;
    let failed = |e: PictureError| Failure(format!("{name}: {}", e.message(lang)));
    let mut progress = |_done: usize, _of: usize| true;
    if !is_pdf(&bytes) && page.is_some_and(|p| p != 1) {
        return Err(Failure(lang.fill(Key::PicturePageOfPdf, &[&name])));
    }
    let picture = decode(&bytes, page.unwrap_or(1))
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
    match &reading.stop {
        Some(stop) => {
            eprintln!("jipu: {}", stop.message(lang));
            Ok(ExitCode::from(2))
        }
        None => Ok(ExitCode::SUCCESS),
    }
}
