//! What a command gives back: the text it prints, a file it writes (safely), a scoresheet's PDF, and the [`Failure`]
//! that ends the program with status 1.

use std::io::Write;
use std::path::Path;

use jipu::i18n::{Key, Lang};
use jipu::sheet::{Sheet, sheet_pdf};

/// A failure that ends the program with status 1, already worded for the user.
pub struct Failure(pub(super) String);

pub(super) fn print(text: &str) -> Result<(), Failure> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        // A closed pipe (`jipu moves | head`) is not an error of ours.
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(Failure(e.to_string())),
        _ => Ok(()),
    }
}

/// Writes a file safely (see `jipu::files`), with a message the user understands when it fails.
pub(super) fn write_file(path: &std::path::Path, bytes: &[u8], lang: Lang) -> Result<(), Failure> {
    jipu::files::write_atomically(path, bytes).map_err(|e| {
        Failure(lang.fill(
            Key::CannotWriteFile,
            &[&path.display().to_string(), &e.to_string()],
        ))
    })
}

/// Writes the PDF of a sheet, after naming on standard error what the font could not print.
pub(super) fn write_sheet(
    laid_out: &Sheet,
    title: &str,
    output: &Path,
    lang: Lang,
) -> Result<(), Failure> {
    for warning in &laid_out.warnings {
        eprintln!("jipu: {}", warning.message(lang));
    }
    let bytes = sheet_pdf(laid_out, title).map_err(|e| Failure(e.to_string()))?;
    write_file(output, &bytes, lang)?;
    eprintln!(
        "jipu: {}",
        lang.fill(Key::SheetWritten, &[&output.display().to_string()])
    );
    Ok(())
}
