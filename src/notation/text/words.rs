//! Cutting a game text into its parts: tag pairs, comments, variation brackets, NAGs and words
//! (a move, a move number, a result, an annotation). Offsets are bytes of the original text, so
//! nothing the user wrote is lost when reading stops.

use shakmaty::{Color, KnownOutcome, Outcome};

use crate::notation::characters::letters::plain;

/// One part of a game text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part<'a> {
    /// `[Name "value"]`.
    Tag {
        name: String,
        value: String,
    },
    /// `{ ... }`; `closed` is false when the text ends inside it.
    Comment {
        body: &'a str,
        closed: bool,
    },
    VariationStart,
    VariationEnd,
    /// `$12`.
    Nag(pgn_reader::Nag),
    /// `[pgn]`, `[/pgn]`, a `%` escape line, a stray `]`: nothing to keep.
    Ignored,
    /// `[...]` that is not a tag pair: a remark in square brackets, kept as a comment.
    Remark(&'a str),
    /// Anything else between separators.
    Word(&'a str),
}

/// Characters between words. `|`, `<` and `>` come from tables and quoted moves on web pages
/// (`| 3... Bd7 |`, `<8... Nxe4>`); `->` inside a move (`e2->e4`) is a dash, not a separator.
pub(crate) fn is_separator(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            ',' | ';' | '，' | '；' | '、' | '\u{3000}' | '|' | '<' | '>' | '¦'
        )
}

/// Where a `{…}` comment whose body starts `body` closes: at the first `}` (or `｝`) not written `\}`, as some
/// programs escape a brace inside a comment.
fn comment_close(body: &str) -> Option<usize> {
    let mut from = 0;
    loop {
        let i = from + body[from..].find(['}', '｝'])?;
        if !body[..i].ends_with('\\') {
            return Some(i);
        }
        from = i + 1;
    }
}

/// Where the `)` closing a short bracket at the start of `text` is: only a few characters are looked at,
/// so that a text of many unclosed brackets is still read in one pass.
fn short_close(text: &str) -> Option<usize> {
    text.char_indices()
        .take(16)
        .find(|&(_, c)| c == ')' || c == '）')
        .map(|(i, _)| i)
}

fn ends_word(c: char) -> bool {
    is_separator(c) || matches!(c, '{' | '｛' | '}' | '｝' | ')' | '）' | '[')
}

/// Text inside brackets that belongs to the move before it: `(Q)`, `(=Q)`, `(e.p.)`, `(后)`.
fn is_move_suffix(inner: &str) -> bool {
    let p = plain(inner)
        .replace(['=', ' ', '.'], "")
        .to_ascii_lowercase();
    p == "ep"
        || (p.chars().count() == 1
            && p.chars().all(|c| {
                "qrbn".contains(c)
                    || crate::notation::characters::letters::role_of_symbol(c).is_some()
            }))
        || is_descriptive_qualifier(&plain(inner))
}

/// A square, rank or file that tells one piece from another in descriptive notation: `R(QB1)-Q1`, `N(1)-B3`,
/// `PxP(5)`.
fn is_descriptive_qualifier(inner: &str) -> bool {
    let s = inner.replace("Kt", "N");
    let b = s.as_bytes();
    let (wing, rest) = match b.first() {
        Some(b'K' | b'Q') => (true, &b[1..]),
        _ => (false, b),
    };
    let (piece, rest) = match rest.first() {
        Some(b'R' | b'N' | b'B') => (true, &rest[1..]),
        _ => (false, rest),
    };
    match rest {
        [d] => (b'1'..=b'8').contains(d),
        [] => wing || piece,
        _ => false,
    }
}

/// A result written in any of the accepted ways (`1-0`, `1:0`, `½-½`, `(1／2—1／2)`, `*`).
///
/// ```
/// use jipu::notation::result_of;
/// assert_eq!(result_of("1：0").map(|r| r.as_str()), Some("1-0"));
/// assert_eq!(result_of("(1／2—1／2)").map(|r| r.as_str()), Some("1/2-1/2"));
/// assert_eq!(result_of("0-0"), None);
/// ```
pub fn result_of(word: &str) -> Option<Outcome> {
    let p: String = plain(word)
        .chars()
        .filter(|c| !matches!(c, '(' | ')' | ' '))
        .collect();
    Some(match p.as_str() {
        "1-0" | "1:0" => Outcome::Known(KnownOutcome::Decisive {
            winner: Color::White,
        }),
        "0-1" | "0:1" => Outcome::Known(KnownOutcome::Decisive {
            winner: Color::Black,
        }),
        "1/2-1/2" | "½-½" | "1/2:1/2" | "½:½" | "=" | "0.5-0.5" => {
            Outcome::Known(KnownOutcome::Draw)
        }
        "*" => Outcome::Unknown,
        _ => return None,
    })
}

/// The part starting at byte `at` (which is not a separator) and the byte offset after it.
pub fn part_at(text: &str, at: usize) -> (Part<'_>, usize) {
    let rest = &text[at..];
    let mut chars = rest.char_indices();
    let Some((_, first)) = chars.next() else {
        return (Part::Ignored, at);
    };
    let first_len = first.len_utf8();
    match first {
        '{' | '｛' => {
            let body_start = at + first_len;
            match comment_close(&text[body_start..]) {
                Some(len) => {
                    let close = text[body_start + len..]
                        .chars()
                        .next()
                        .map_or(1, char::len_utf8);
                    (
                        Part::Comment {
                            body: &text[body_start..body_start + len],
                            closed: true,
                        },
                        body_start + len + close,
                    )
                }
                None => (
                    Part::Comment {
                        body: &text[body_start..],
                        closed: false,
                    },
                    text.len(),
                ),
            }
        }
        '[' => {
            let starts = |p: &str| {
                rest.get(..p.len())
                    .is_some_and(|s| s.eq_ignore_ascii_case(p))
            };
            if starts("[pgn]") || starts("[/pgn]") {
                let len = if starts("[pgn]") { 5 } else { 6 };
                return (Part::Ignored, at + len);
            }
            // Only what opens like a tag pair is looked at to the end of its line: a text of many `[` is read in
            // one pass.
            if opens_like_a_tag(rest) {
                let line_end = rest.find('\n').unwrap_or(rest.len());
                if let Some((name, value, len)) = tag_pair(&rest[..line_end]) {
                    return (Part::Tag { name, value }, at + len);
                }
            }
            // A remark in square brackets closes before any other bracket opens, and not too far away (2,000
            // characters).
            let body = &rest[1..];
            if let Some(close) = memchr::memchr2(b']', b'[', body.as_bytes())
                && body.as_bytes()[close] == b']'
                && (close <= 2000 || body[..close].chars().count() <= 2000)
            {
                return (Part::Remark(&body[..close]), at + 1 + close + 1);
            }
            (Part::Word(&rest[..1]), at + 1)
        }
        '(' | '（' => {
            // A bracketed result, `(1／2—1／2)`, is a result, not a variation.
            if let Some(close) = short_close(rest) {
                let inner = &rest[first_len..close];
                // `(=)` is the evaluation "equal", not a draw.
                if inner.chars().count() <= 12 && inner.trim() != "=" && result_of(inner).is_some()
                {
                    let end = close + rest[close..].chars().next().map_or(1, char::len_utf8);
                    return (Part::Word(&rest[..end]), at + end);
                }
                if is_move_suffix(inner) {
                    // `(e.p.)` standing alone after a move.
                    let end = close + rest[close..].chars().next().map_or(1, char::len_utf8);
                    return (Part::Word(&rest[..end]), at + end);
                }
            }
            (Part::VariationStart, at + first_len)
        }
        '!' if rest.starts_with("![") && image_link_len(rest).is_some() => {
            // `![Step 1, White](…svg)`: a Markdown picture between the moves, no annotation and no move.
            (Part::Ignored, at + image_link_len(rest).unwrap_or(1))
        }
        ')' | '）' => (Part::VariationEnd, at + first_len),
        '}' | '｝' | ']' => (Part::Ignored, at + first_len),
        '%' if at == 0 || text[..at].ends_with('\n') => {
            let len = rest.find('\n').unwrap_or(rest.len());
            (Part::Ignored, at + len)
        }
        '$' => {
            let digits: String = rest[1..].chars().take_while(char::is_ascii_digit).collect();
            match digits.parse::<u8>() {
                Ok(n) => (Part::Nag(pgn_reader::Nag(n)), at + 1 + digits.len()),
                Err(_) => (Part::Word(&rest[..1 + digits.len()]), at + 1 + digits.len()),
            }
        }
        _ => {
            let mut end = rest.len();
            let mut iter = rest.char_indices().peekable();
            let mut prev = ' ';
            while let Some((i, c)) = iter.next() {
                if c == '>' && matches!(prev, '-' | '—' | '–' | '－') {
                    // `e2->e4`: an arrow for a dash.
                    prev = c;
                    continue;
                }
                prev = c;
                if c == '(' || c == '（' {
                    // `e8(Q)`, `exd6(e.p.)`: the bracket belongs to the move.
                    if let Some(close) = short_close(&rest[i..]) {
                        let inner = &rest[i + c.len_utf8()..i + close];
                        if is_move_suffix(inner) {
                            let skip_to = i + close;
                            while iter.peek().is_some_and(|&(j, _)| j <= skip_to) {
                                iter.next();
                            }
                            continue;
                        }
                    }
                    end = i;
                    break;
                }
                // A NAG glued to its move (`e4$1`) is a part of its own.
                if ends_word(c)
                    || (c == '$'
                        && i > 0
                        && rest[i + 1..].starts_with(|d: char| d.is_ascii_digit()))
                {
                    end = i;
                    break;
                }
            }
            (Part::Word(&rest[..end]), at + end)
        }
    }
}

/// The length of a Markdown picture at the start of `text`, `![words](address)`, on one line.
fn image_link_len(text: &str) -> Option<usize> {
    // Looked at no further than a long line's worth, so that a text of many `![` is read in one pass.
    let mut limit = text.len().min(4096);
    while !text.is_char_boundary(limit) {
        limit -= 1;
    }
    let line = &text[..text[..limit].find('\n').unwrap_or(limit)];
    let middle = line.find("](")?;
    let close = line[middle..].find(')')?;
    Some(middle + close + 1)
}

/// Whether `text` opens as a tag pair does, `[Name "`, before its line is looked at.
fn opens_like_a_tag(text: &str) -> bool {
    let Some(inner) = text.strip_prefix('[') else {
        return false;
    };
    let name = inner.len()
        - inner
            .trim_start_matches(|c: char| c.is_alphanumeric() || c == '_')
            .len();
    name > 0 && inner[name..].trim_start().starts_with(['"', '“', '”'])
}

/// Reads `[Name "value"]` at the start of `line`: the name, the unescaped value, the length used.
fn tag_pair(line: &str) -> Option<(String, String, usize)> {
    let (name, quoted, used) = tag_extent(line)?;
    let mut value = String::with_capacity(quoted.len());
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.extend(chars.next()),
            c => value.push(c),
        }
    }
    Some((name.to_string(), value, used))
}

/// Where a tag pair is on a line, without reading it: its name, its value as written (escapes kept) and the
/// bytes it takes, up to its closing `]`.
pub(crate) fn tag_extent(line: &str) -> Option<(&str, &str, usize)> {
    let inner = line.strip_prefix('[')?;
    let name_len = inner.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
    if name_len == 0 {
        return None;
    }
    let name = &inner[..name_len];
    let after = inner[name_len..].trim_start();
    let quoted = after.strip_prefix(['"', '“', '”'])?;
    let mut chars = quoted.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '"' | '”' | '“' => {
                let tail = &quoted[i + c.len_utf8()..];
                let close = tail.find(']')?;
                let used = line.len() - tail.len() + close + 1;
                return Some((name, &quoted[..i], used));
            }
            _ => {}
        }
    }
    None
}

/// Skips separators from `at`; returns the offset of the next part or the end of the text.
#[cfg(test)]
fn skip_separators(text: &str, at: usize) -> usize {
    text[at..]
        .char_indices()
        .find(|&(_, c)| !is_separator(c))
        .map_or(text.len(), |(i, _)| at + i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_are_cut_where_people_expect() {
        let text = "[Event \"Club \\\"A\\\"\"]\n1.e4 {good} (1.d4) e8(=Q) $1 (1／2—1／2)";
        let mut at = 0;
        let mut parts = Vec::new();
        loop {
            at = skip_separators(text, at);
            if at >= text.len() {
                break;
            }
            let (part, next) = part_at(text, at);
            parts.push(part);
            at = next;
        }
        assert_eq!(
            parts,
            vec![
                Part::Tag {
                    name: "Event".into(),
                    value: "Club \"A\"".into()
                },
                Part::Word("1.e4"),
                Part::Comment {
                    body: "good",
                    closed: true
                },
                Part::VariationStart,
                Part::Word("1.d4"),
                Part::VariationEnd,
                Part::Word("e8(=Q)"),
                Part::Nag(pgn_reader::Nag(1)),
                Part::Word("(1／2—1／2)"),
            ]
        );
        assert_eq!(
            result_of("(1／2—1／2)"),
            Some(Outcome::Known(KnownOutcome::Draw))
        );
        assert_eq!(result_of("1:0").map(Outcome::as_str), Some("1-0"));
        assert_eq!(result_of("0-0"), None);
    }
}
