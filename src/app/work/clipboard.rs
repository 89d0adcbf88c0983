//! The clipboard beyond what egui reads from it on Ctrl+V (text, a PNG picture): the files copied in a file manager
//! (text/uri-list on X11, CF_HDROP on Windows), and the file names or `file://` addresses some file managers put
//! there as text. Platform code: arboard, the crate egui-winit reads the clipboard with.

use std::path::PathBuf;

/// The files copied to the clipboard in a file manager, if any.
pub fn copied_files() -> Vec<PathBuf> {
    arboard::Clipboard::new()
        .and_then(|mut c| c.get().file_list())
        .unwrap_or_default()
        .into_iter()
        .filter(|p| p.is_file())
        .collect()
}

/// The files a pasted text names, when it is nothing else: one `file://` address or absolute path of an existing
/// file a line (GNOME's Files puts `x-special/nautilus-clipboard` and `copy` before them).
pub fn named_files(text: &str) -> Option<Vec<PathBuf>> {
    let mut out = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if matches!(line, "x-special/nautilus-clipboard" | "copy" | "cut") {
            continue;
        }
        let path = match line.strip_prefix("file://") {
            Some(rest) => {
                // `file:///home/…` or `file://localhost/home/…`; on Windows `file:///C:/…`.
                let rest = rest.strip_prefix("localhost").unwrap_or(rest);
                let decoded = percent_decoded(rest)?;
                let decoded = if cfg!(windows) {
                    decoded.trim_start_matches('/').to_string()
                } else {
                    decoded
                };
                PathBuf::from(decoded)
            }
            None => PathBuf::from(line),
        };
        if !path.is_absolute() || !path.is_file() {
            return None;
        }
        out.push(path);
    }
    (!out.is_empty()).then_some(out)
}

/// `%E5%9B%BE` as the bytes it stands for, read as UTF-8.
fn percent_decoded(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = s.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_managers_text_names_its_files() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let file = dir.path().join("棋谱 1.png");
        std::fs::write(&file, b"\x89PNG").unwrap_or_else(|e| panic!("{e}"));
        let shown = file.display().to_string();
        // The temporary folder's name is plain ASCII; the file's as a file manager encodes it.
        let encoded = format!("{}/%E6%A3%8B%E8%B0%B1%201.png", dir.path().display());
        for text in [
            format!("file://{encoded}"),
            format!("x-special/nautilus-clipboard\ncopy\nfile://{encoded}\n"),
            shown.clone(),
        ] {
            assert_eq!(named_files(&text), Some(vec![file.clone()]), "{text}");
        }
        // A game, a missing file, a relative name: not files.
        for text in ["1. e4 e5", "/no/such/file.png", "棋谱 1.png"] {
            assert_eq!(named_files(text), None, "{text}");
        }
    }
}
