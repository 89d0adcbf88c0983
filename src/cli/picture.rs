//! `jipu import PICTURE`: the game printed on a picture (PNG, JPEG, WebP, TIFF, BMP, a page of a scanned PDF) read
//! and written as PGN, as far as it was read; where the reading stopped is said on standard error (status 2). A
//! picture piped into `jipu import` (`-` or no file) is read the same way. With `--mark-unsure` the reading goes on
//! where a move is unsure, taking the likeliest legal move and marking it (`{[%unsure …]}`; status 3 when any is).
//! With `--pairings`, a photographed round sheet Jipu printed goes back to the board its code names (`club.rs`).

use std::io::BufRead;
use std::path::Path;
use std::process::ExitCode;

use jipu::files::why_unreadable;
use jipu::i18n::{Key, Lang};
use jipu::pgn::write_game;
use jipu::picture::{Doubt, PictureError, UnsureMove, decode, is_pdf, pdf_pages, recognise};

use super::output::{Failure, print};

/// What was asked of a picture's reading on the command line.
pub(super) struct Asked<'a> {
    /// The page of a scanned PDF.
    pub page: Option<u32>,
    pub mark_unsure: bool,
    /// The round's pairing file, to put a photographed round sheet back to its board.
    pub pairings: Option<&'a Path>,
    /// Whether the result written on Jipu's sheet is taken into the game.
    pub take_result: bool,
}

pub(super) fn import(path: &Path, asked: &Asked, lang: Lang) -> Result<ExitCode, Failure> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| {
        Failure(lang.fill(Key::CannotReadFile, &[&name, &why_unreadable(&e, lang)]))
    })?;
    import_bytes(&name, &bytes, asked, lang)
}

/// A picture on standard input, whose first bytes were seen to be a picture's.
pub(super) fn import_stdin(asked: &Asked, lang: Lang) -> Result<ExitCode, Failure> {
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes).map_err(|e| {
        Failure(lang.fill(Key::CannotReadFile, &["stdin", &why_unreadable(&e, lang)]))
    })?;
    import_bytes("stdin", &bytes, asked, lang)
}

fn import_bytes(name: &str, bytes: &[u8], asked: &Asked, lang: Lang) -> Result<ExitCode, Failure> {
    let (page, mark_unsure) = (asked.page, asked.mark_unsure);
    // A PDF of several pages read at its first without being asked: the others are said to be there, whatever the
    // first page gave.
    let other_pages = (page.is_none() && is_pdf(bytes))
        .then(|| pdf_pages(bytes))
        .filter(|&pages| pages > 1)
        .map(|pages| lang.fill(Key::PdfOtherPages, &["1", &pages.to_string()]));
    let failed = |e: PictureError| {
        Failure(match &other_pages {
            Some(hint) if lang == Lang::Zh => {
                lang.labelled(name, &format!("{}（{hint}）", e.message(lang)))
            }
            Some(hint) => lang.labelled(name, &format!("{} ({hint})", e.message(lang))),
            None => lang.labelled(name, &e.message(lang)),
        })
    };
    let mut progress = |_done: usize, _of: usize| true;
    if !is_pdf(bytes) && page.is_some_and(|p| p != 1) {
        return Err(Failure(lang.fill(Key::PicturePageOfPdf, &[name])));
    }
    let picture = decode(bytes, page.unwrap_or(1))
        .map_err(|e| failed(PictureError::Decode(e)))?
        .to_luma8();
    let recognised = recognise(&picture, &mut progress).map_err(&failed)?;
    let reading = if mark_unsure {
        recognised.read_marking_unsure(&[])
    } else {
        recognised.read(&[])
    }
    .map_err(&failed)?;
    let mut reading = reading;
    if let Some(pairings) = asked.pairings {
        let said = super::club::put_back_to_board(&mut reading.game, name, pairings, lang)?;
        eprintln!("jipu: {said}");
    }
    if let Some((result, p)) = reading.written_result {
        let shown = shakmaty::Outcome::Known(result).as_str();
        let percent = format!("{:.0}", p * 100.0);
        // The moves read may have given the game its result already (a mate, the result after the last move): that
        // one stays, whatever was asked.
        let known = reading.game.tags.known_result();
        let then = match known {
            Some(known) => lang.fill(
                Key::PictureResultKept,
                &[shakmaty::Outcome::Known(known).as_str()],
            ),
            None if asked.take_result => {
                reading
                    .game
                    .tags
                    .set_result(shakmaty::Outcome::Known(result));
                lang.text(Key::PictureResultTaken).to_string()
            }
            None => lang.text(Key::PictureResultNotTaken).to_string(),
        };
        let written = lang.fill(Key::PictureResultWritten, &[shown, &percent]);
        eprintln!("jipu: {}", lang.labelled(&written, &then));
    }
    let unsure = &reading.unsure;
    // A round sheet put back to its board is written even with no move read: its board, players and result are what
    // the round needs (the moves can be typed later).
    if !reading.moves.is_empty() || reading.stop.is_none() || asked.pairings.is_some() {
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
    for u in unsure {
        eprintln!("jipu: {}", unsure_move(u, lang));
    }
    if !unsure.is_empty() {
        let count = unsure.len().to_string();
        eprintln!("jipu: {}", lang.fill(Key::PictureUnsureMarked, &[&count]));
    }
    match &reading.stop {
        Some(stop) => {
            eprintln!("jipu: {}", stop.message(lang));
            // A handwritten sheet stops at its first unsure move; the whole of it is one flag away.
            if !mark_unsure && recognised.is_handwritten() && stop.doubt != Doubt::Blank {
                eprintln!("jipu: {}", lang.text(Key::PictureMarkUnsureHint));
            }
            Ok(ExitCode::from(2))
        }
        None if !unsure.is_empty() => Ok(ExitCode::from(3)),
        None => Ok(ExitCode::SUCCESS),
    }
}

/// An unsure move as said on standard error: `unsure: 12…Bf4 (or Bxc4, Be2)`.
fn unsure_move(u: &UnsureMove, lang: Lang) -> String {
    let number = format!(
        "{}{}",
        u.ply / 2 + 1,
        if u.ply.is_multiple_of(2) { "." } else { "…" }
    );
    let mut said = lang.fill(Key::PictureUnsureMove, &[&number, &u.taken]);
    if !u.others.is_empty() {
        let others: Vec<&str> = u.others.iter().map(|(san, _)| san.as_str()).collect();
        said.push_str(&lang.fill(Key::PictureUnsureOr, &[&others.join(", ")]));
    }
    said
}

/// Whether standard input begins with a picture's bytes (peeked, not taken).
pub(super) fn stdin_holds_picture() -> bool {
    std::io::stdin()
        .lock()
        .fill_buf()
        .is_ok_and(jipu::picture::is_picture)
}
