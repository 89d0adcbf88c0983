//! Bytes of a file to text: UTF-8 with or without a byte-order mark, UTF-16 with a mark, and otherwise the legacy
//! encoding the bytes are most likely in — GBK/GB18030 (Chinese chess files), Big5, Windows-1252 (Latin-1: the PGN
//! standard's own encoding, old databases), Shift_JIS… — told apart by Mozilla's detector (`chardetng`), the way a
//! browser reads an unlabelled page. The user can read a file again as another encoding.

use encoding_rs::{Encoding, GB18030, UTF_8};

/// Text decoded from a file, and the encoding it was read as when not UTF-8.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decoded {
    pub text: String,
    /// The encoding's name (`"GBK"`, `"windows-1252"`, `"UTF-16LE"`) when the bytes were not UTF-8.
    pub encoding: Option<&'static str>,
}

/// The legacy encodings a user may choose to read a file as, in the order a menu lists them.
pub const ENCODINGS: [&Encoding; 6] = [
    UTF_8,
    GB18030,
    encoding_rs::BIG5,
    encoding_rs::WINDOWS_1252,
    encoding_rs::SHIFT_JIS,
    encoding_rs::EUC_KR,
];

/// The encoding `bytes` are most likely in: a byte-order mark's, UTF-8 when they are valid UTF-8, else the
/// detector's guess among the legacy encodings.
///
/// ```
/// use jipu::pgn::detect;
/// assert_eq!(detect(b"[White \"M\xfcller\"]").name(), "windows-1252");
/// assert_eq!(detect(&[0xCD, 0xF5, 0xD2, 0xBB]).name(), "GBK"); // 王一
/// assert_eq!(detect("王一".as_bytes()).name(), "UTF-8");
/// ```
pub fn detect(bytes: &[u8]) -> &'static Encoding {
    if let Some((enc, _)) = Encoding::for_bom(bytes) {
        return enc;
    }
    if std::str::from_utf8(bytes).is_ok() {
        return UTF_8;
    }
    let mut detector = chardetng::EncodingDetector::new(chardetng::Iso2022JpDetection::Deny);
    detector.feed(bytes, true);
    let guess = detector.guess(None, chardetng::Utf8Detection::Deny);
    // A short Chinese text (`1.e4 e5 2.马f3 马c6`) reads as accented letters too (`Âíf3`): where every byte
    // above ASCII pairs into a character of GB2312, the common simplified set, it is Chinese. A Latin-1 name
    // does not pair so (`M\xfcller`: ü is followed by a letter, not a second high byte).
    if guess.is_single_byte() && only_gb2312_pairs(bytes) {
        return encoding_rs::GBK;
    }
    guess
}

/// Whether every byte of `bytes` above ASCII is half of a GB2312 character (lead `A1`–`F7`, trail `A1`–`FE`).
fn only_gb2312_pairs(bytes: &[u8]) -> bool {
    let mut i = 0;
    let mut pairs = 0;
    while i < bytes.len() {
        if bytes[i] < 0x80 {
            i += 1;
            continue;
        }
        let lead = bytes[i];
        let Some(&trail) = bytes.get(i + 1) else {
            return false;
        };
        if !(0xA1..=0xF7).contains(&lead) || !(0xA1..=0xFE).contains(&trail) {
            return false;
        }
        pairs += 1;
        i += 2;
    }
    pairs > 0
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

/// Decodes file bytes in the encoding they are most likely in ([`detect`]). Never fails: bytes that fit no
/// encoding become U+FFFD.
///
/// ```
/// let gbk = [0xC2, 0xED, b'f', b'3']; // "马f3" in GBK
/// let d = jipu::pgn::decode(&gbk);
/// assert_eq!(d.text, "马f3");
/// assert_eq!(d.encoding, Some("GBK"));
/// assert_eq!(jipu::pgn::decode("\u{feff}1. e4".as_bytes()).text, "1. e4");
/// assert_eq!(jipu::pgn::decode(b"M\xfcller").text, "Müller");
/// ```
pub fn decode(bytes: &[u8]) -> Decoded {
    decode_as(bytes, None)
}

/// Decodes file bytes as `encoding` (the user's choice), or as [`decode`] does with `None`. A byte-order mark
/// always wins: it says what the bytes are.
pub fn decode_as(bytes: &[u8], encoding: Option<&'static Encoding>) -> Decoded {
    let enc = match Encoding::for_bom(bytes) {
        Some((bom, _)) => bom,
        None => encoding.unwrap_or_else(|| detect(bytes)),
    };
    if enc == UTF_8 {
        let rest = bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(bytes);
        return Decoded {
            text: String::from_utf8_lossy(rest).into_owned(),
            encoding: None,
        };
    }
    // For UTF-16 with its mark the mark is taken off; the legacy encodings have none.
    let (text, _, _) = enc.decode(bytes);
    Decoded {
        text: text.into_owned(),
        encoding: Some(enc.name()),
    }
}

/// The encoder for text to be written back in `encoding`: GBK files are written as GB18030, which is GBK for every
/// character GBK has and can write every other one.
pub fn encoder_for(encoding: &'static Encoding) -> &'static Encoding {
    if encoding == encoding_rs::GBK {
        GB18030
    } else {
        encoding
    }
}

/// The encoding named `name` (`GBK`, `windows-1252`…), as [`Decoded::encoding`] gives it.
pub fn encoding_named(name: &str) -> Option<&'static Encoding> {
    Encoding::for_label(name.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_legacy_encodings_are_told_apart() {
        let latin1 = b"[Event \"Caf\xe9 Open\"]\n[White \"M\xfcller, Hans\"]\n\n1. e4 e5 *\n";
        assert_eq!(decode(latin1).encoding, Some("windows-1252"));
        assert!(decode(latin1).text.contains("Müller"));
        let (gbk, _, _) =
            GB18030.encode("[White \"王一鸣\"]\n[Event \"春季赛\"]\n1. e4 e5 2. 马f3 *");
        assert_eq!(decode(&gbk).encoding, Some("GBK"));
        assert!(decode(&gbk).text.contains("王一鸣"));
        // Moves alone, as a sheet typed on an old Chinese system saves them.
        let (moves, _, _) = GB18030.encode("1.e4 e5 2.马f3 马c6 3.象b5 a6");
        assert_eq!(decode(&moves).text, "1.e4 e5 2.马f3 马c6 3.象b5 a6");
        let (big5, _, _) =
            encoding_rs::BIG5.encode("[White \"王一鳴\"]\n[Event \"春季賽\"]\n1. 馬f3 *");
        assert_eq!(decode(&big5).encoding, Some("Big5"));
        // The user's choice is taken as it is.
        assert_eq!(decode_as(latin1, Some(GB18030)).encoding, Some("gb18030"));
    }
}
