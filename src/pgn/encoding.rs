//! Bytes of a file to text: UTF-8 with or without a byte-order mark, UTF-16 with a mark, and GB18030
//! (which covers GBK and GB2312), the usual encoding of Chinese chess files.

use encoding_rs::{GB18030, UTF_16BE, UTF_16LE};

/// Text decoded from a file, and the encoding it was read as when not UTF-8.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decoded {
    pub text: String,
    /// `Some("GB18030")` when the bytes were not UTF-8.
    pub encoding: Option<&'static str>,
}

/// Whether the first bytes of a file say it holds binary data, not text: a NUL byte (outside UTF-16, which
/// starts with its mark), or the signature of a picture, a PDF or an archive.
///
/// ```
/// assert!(jipu::pgn::is_binary(b"\x89PNG\r\n\x1a\n\0\0"));
/// assert!(!jipu::pgn::is_binary("[Event \"春季赛\"]".as_bytes()));
/// ```
pub fn is_binary(head: &[u8]) -> bool {
    if head.starts_with(&[0xFF, 0xFE]) || head.starts_with(&[0xFE, 0xFF]) {
        return false;
    }
    const SIGNATURES: [&[u8]; 7] = [
        b"\x89PNG",
        b"%PDF",
        b"PK\x03\x04",
        b"\x1f\x8b",
        b"GIF8",
        b"\xff\xd8\xff",
        b"7z\xbc\xaf",
    ];
    SIGNATURES.iter().any(|s| head.starts_with(s)) || head.iter().take(4096).any(|&b| b == 0)
}

/// Decodes file bytes. Never fails: bytes that fit no encoding become U+FFFD after GB18030 is tried.
///
/// ```
/// let gbk = [0xC2, 0xED, b'f', b'3']; // "马f3" in GBK
/// let d = jipu::pgn::decode(&gbk);
/// assert_eq!(d.text, "马f3");
/// assert_eq!(d.encoding, Some("GB18030"));
/// assert_eq!(jipu::pgn::decode("\u{feff}1. e4".as_bytes()).text, "1. e4");
/// ```
pub fn decode(bytes: &[u8]) -> Decoded {
    if let Some(rest) = bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]) {
        return Decoded {
            text: String::from_utf8_lossy(rest).into_owned(),
            encoding: None,
        };
    }
    for (bom, enc) in [([0xFF, 0xFE], UTF_16LE), ([0xFE, 0xFF], UTF_16BE)] {
        if bytes.starts_with(&bom) {
            let (text, _, _) = enc.decode(bytes);
            return Decoded {
                text: text.into_owned(),
                encoding: Some(enc.name()),
            };
        }
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => Decoded {
            text: text.to_string(),
            encoding: None,
        },
        Err(_) => {
            let (text, _, _) = GB18030.decode(bytes);
            Decoded {
                text: text.into_owned(),
                encoding: Some("GB18030"),
            }
        }
    }
}
