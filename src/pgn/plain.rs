//! Whether a game's movetext is plain PGN that pgn-reader reads word for word, or must go to the forgiving reader.

use pgn_reader::SanPlus;

use crate::notation::{Part, part_at, tag_extent};

/// Whether pgn-reader would read every word of this movetext: it passes over words it cannot read, so
/// a game with any such word (Chinese letters, `e2-e4`, full-width digits) goes to the forgiving reader.
/// The text is cut into parts by the game-text reader's own tokenizer, so both readers agree on what a word is.
pub(super) fn is_plain_movetext(chunk: &str) -> bool {
    // pgn-reader closes a comment at `\}`, where some programs escape a brace and the forgiving reader reads on.
    !chunk.contains("\\}") && plain_at_a_glance(chunk).unwrap_or_else(|| is_plain_by_parts(chunk))
}

/// The quick look of [`is_plain_movetext`] at the ASCII PGN that game sites write: tag pairs, `{}` comments, NAGs
/// and words of SAN letters. `Some(true)` only when every piece is one the game-text tokenizer
/// would cut the same way and find plain; anything else (a bracket, a letter outside SAN, a character outside
/// ASCII in the movetext) is left to the full look, `None`.
fn plain_at_a_glance(chunk: &str) -> Option<bool> {
    let bytes = chunk.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        let line_start = at == 0 || bytes[at - 1] == b'\n';
        match bytes[at] {
            b' ' | b'\t' | b'\r' | b'\n' => at += 1,
            b'[' if line_start => {
                let line_end = memchr::memchr(b'\n', &bytes[at..]).map_or(bytes.len(), |i| at + i);
                let line = &chunk[at..line_end];
                let starts = |p: &str| {
                    line.get(..p.len())
                        .is_some_and(|s| s.eq_ignore_ascii_case(p))
                };
                if starts("[pgn]") || starts("[/pgn]") {
                    return None;
                }
                let (_, _, used) = tag_extent(line)?;
                at += used;
            }
            b'{' => {
                let close = memchr::memchr(b'}', &bytes[at..])?;
                let body = &chunk[at + 1..at + close];
                if !body.is_ascii() && body.contains('｝') {
                    return None;
                }
                at += close + 1;
            }
            // A `;` comment: pgn-reader passes over it, the forgiving reader keeps it as the move's comment.
            b';' => return None,
            b'%' if line_start => {
                at = memchr::memchr(b'\n', &bytes[at..]).map_or(bytes.len(), |i| at + i)
            }
            b'$' => {
                let digits = bytes[at + 1..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                chunk[at + 1..at + 1 + digits].parse::<u8>().ok()?;
                at += 1 + digits;
            }
            _ => {
                let len = bytes[at..]
                    .iter()
                    .take_while(|&&b| {
                        b.is_ascii_alphanumeric()
                            || matches!(b, b'+' | b'#' | b'=' | b'-' | b'.' | b'!' | b'?' | b'/')
                    })
                    .count();
                let end = at + len;
                let ends_cleanly = bytes.get(end).is_none_or(|b| b.is_ascii_whitespace());
                if len == 0 || !ends_cleanly || !is_plain_word(&chunk[at..end]) {
                    return None;
                }
                at = end;
            }
        }
    }
    Some(true)
}

/// The full look of [`is_plain_movetext`], part by part.
fn is_plain_by_parts(chunk: &str) -> bool {
    let mut at = 0;
    loop {
        at += chunk[at..].len() - chunk[at..].trim_start().len();
        let Some(c) = chunk[at..].chars().next() else {
            return true;
        };
        if c == ';' {
            // A PGN comment to the end of the line, which pgn-reader would not keep.
            return false;
        }
        let (part, next) = part_at(chunk, at);
        if next <= at {
            // A separator PGN does not know (`,` `，`): not plain PGN.
            return false;
        }
        let plain = match part {
            Part::Word(word) => is_plain_word(word),
            Part::Comment { closed, .. } => closed,
            Part::Remark(_) => false,
            Part::Tag { .. }
            | Part::VariationStart
            | Part::VariationEnd
            | Part::Nag(_)
            | Part::Ignored => true,
        };
        if !plain {
            return false;
        }
        at = next;
    }
}

fn is_plain_word(word: &str) -> bool {
    if matches!(word, "(" | ")" | "1-0" | "0-1" | "1/2-1/2" | "*") {
        return true;
    }
    if !word.is_ascii() {
        return word == "½-½";
    }
    let word = word.trim_start_matches(|c: char| c.is_ascii_digit());
    let word = word.trim_start_matches('.');
    let word = word.trim_end_matches(['!', '?']);
    if word.is_empty() {
        return true;
    }
    if let Some(n) = word.strip_prefix('$') {
        return n.bytes().all(|b| b.is_ascii_digit());
    }
    if word.starts_with('0') {
        return false; // `0-0`: read by the forgiving reader, which also knows the mark.
    }
    SanPlus::from_ascii(word.as_bytes()).is_ok()
}
