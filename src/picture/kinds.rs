//! Which files are pictures Jipu reads: by their first bytes, and by their names.

use super::pdf::is_pdf;

/// Whether `head`, the first bytes of a file, begin a picture Jipu reads (PNG, JPEG, WebP, TIFF as scanners write
/// it, BMP) or a PDF.
pub fn is_picture(head: &[u8]) -> bool {
    head.starts_with(b"\x89PNG")
        || head.starts_with(&[0xFF, 0xD8, 0xFF])
        || (head.starts_with(b"RIFF") && head.get(8..12) == Some(b"WEBP"))
        || head.starts_with(b"II*\0")
        || head.starts_with(b"MM\0*")
        || (head.starts_with(b"BM") && head.get(14..18).is_some_and(|size| size[1..] == [0, 0, 0]))
        || is_pdf(head)
}

/// The extensions of the pictures Jipu reads, for the file chooser and the command line.
pub const PICTURE_EXTENSIONS: &[&str] =
    &["png", "jpg", "jpeg", "webp", "tif", "tiff", "bmp", "pdf"];

/// Whether `path` names a picture Jipu reads: by its extension (`PICTURE_EXTENSIONS`; never a `pgn` or `txt`), or by
/// its first bytes when it has none of those.
pub fn names_picture(path: &std::path::Path) -> bool {
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase());
    match ext.as_deref() {
        Some(e) if PICTURE_EXTENSIONS.contains(&e) => true,
        Some("pgn" | "txt" | "text") => false,
        _ => std::fs::File::open(path)
            .and_then(|mut f| {
                let mut head = [0u8; 32];
                let n = std::io::Read::read(&mut f, &mut head)?;
                Ok(is_picture(&head[..n]))
            })
            .unwrap_or(false),
    }
}
