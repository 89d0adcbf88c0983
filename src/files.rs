//! Writing files safely: every file Jipu writes goes to a temporary file in the same folder, is flushed to disk,
//! and is renamed over the old one, so that an interruption leaves either the old file or the new one.
//!
//! Every handle on either file is closed before the rename: Windows refuses to replace a file that is still open
//! ("access denied", os error 5) wherever the file system lacks POSIX rename semantics — FAT32 and exFAT USB
//! sticks, many network shares, Wine.

use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};

use crate::i18n::{Key, Lang};

/// What [`not_text`] says, to tell it from other errors.
const NOT_TEXT: &str = "not a text file";

/// The error for a file that holds binary data (a picture, an archive), not text.
pub fn not_text() -> std::io::Error {
    std::io::Error::new(ErrorKind::InvalidData, NOT_TEXT)
}

/// Why a file cannot be read, in `lang`: the usual causes in a player's words, others as the system says them.
pub fn why_unreadable(e: &std::io::Error, lang: Lang) -> String {
    match e.kind() {
        ErrorKind::NotFound => lang.text(Key::FileMissing).into(),
        ErrorKind::PermissionDenied => lang.text(Key::NoPermission).into(),
        ErrorKind::IsADirectory => lang.text(Key::IsAFolder).into(),
        ErrorKind::InvalidData if e.to_string() == NOT_TEXT => lang.text(Key::NotText).into(),
        _ => e.to_string(),
    }
}

/// Writes `bytes` to `path` atomically (see the module documentation).
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_atomically_with(path, |f| f.write_all(bytes))
}

/// Like [`write_atomically`], with the writing done by `write`; when it fails, the old file is untouched.
pub fn write_atomically_with(
    path: &Path,
    write: impl FnOnce(&mut std::fs::File) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        {
            let mut f = std::fs::File::create(&tmp)?;
            write(&mut f)?;
            f.sync_all()?;
            // `write` is done with whatever it read (its handles closed as it returned), and the new file is closed
            // here: nothing is open on either file when it is renamed.
        }
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// Replaces the bytes of `span` in the file at `path` by `bytes`, atomically, streaming the rest of the file through:
/// a gigabyte file is rewritten without being held in memory, and every byte outside `span` stays as it was. The old
/// file is read while the new one is written, and closed before the new one takes its place.
pub fn replace_span_atomically(
    path: &Path,
    span: &std::ops::Range<u64>,
    bytes: &[u8],
) -> std::io::Result<()> {
    use std::io::{Read, Seek, SeekFrom};
    write_atomically_with(path, |out| {
        // Opened here, so that it is closed when the writing returns, before the rename.
        let mut source = std::fs::File::open(path)?;
        std::io::copy(&mut (&mut source).take(span.start), out)?;
        out.write_all(bytes)?;
        source.seek(SeekFrom::Start(span.end))?;
        std::io::copy(&mut source, out)?;
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_write_leaves_the_old_file_intact() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.pgn");
        write_atomically(&path, b"old game").unwrap();
        let failed = write_atomically_with(&path, |f| {
            f.write_all(b"half a new ga")?;
            Err(std::io::Error::other("the disk is full"))
        });
        assert!(failed.is_err());
        assert_eq!(std::fs::read(&path).unwrap(), b"old game");
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            1,
            "no temporary file left"
        );
        write_atomically(&path, b"new game").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"new game");
    }

    #[test]
    fn a_span_is_replaced_and_every_other_byte_stays() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("games.pgn");
        write_atomically(&path, b"first\nSECOND\nthird\n").unwrap();
        replace_span_atomically(&path, &(6..13), b"second, longer\n").unwrap();
        assert_eq!(
            std::fs::read(&path).unwrap(),
            b"first\nsecond, longer\nthird\n"
        );
    }
}
