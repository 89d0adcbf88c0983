//! Clock commands inside comments, as Lichess and ChessBase write them: `[%clk 1:23:45]` (time left)
//! and `[%emt 0:00:12]` (time spent on the move).

use std::time::Duration;

use crate::chess::{TwoFields, parse_duration, write_duration};

/// A comment split into its words and its clock commands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CommentParts {
    pub text: Option<String>,
    pub clock: Option<Duration>,
    pub emt: Option<Duration>,
}

/// Splits the clock commands out of a comment; other `[%...]` commands stay in the text.
///
/// ```
/// let parts = jipu::notation::split_comment(" [%clk 1:30:00] good move [%emt 0:00:05] ");
/// assert_eq!(parts.text.as_deref(), Some("good move"));
/// assert_eq!(parts.clock, Some(std::time::Duration::from_secs(5400)));
/// assert_eq!(parts.emt, Some(std::time::Duration::from_secs(5)));
/// ```
pub fn split_comment(raw: &str) -> CommentParts {
    if let Some(clock) = lone_clock(raw) {
        return CommentParts {
            clock: Some(clock),
            ..CommentParts::default()
        };
    }
    let mut parts = CommentParts::default();
    // The words outside the clock commands, each space run made one space; nothing is allocated for a comment
    // that holds only a clock reading, as most do in files from game sites.
    let mut text = String::new();
    // Whether white space ends what was written, so that a word glued to a clock command stays glued to the word
    // before it, as when the command is cut out of the whole text.
    let mut gap = false;
    let mut words = |piece: &str| {
        for (i, word) in piece.split_whitespace().enumerate() {
            let glued = i == 0 && !gap && !piece.starts_with(char::is_whitespace);
            if !text.is_empty() && !glued {
                text.push(' ');
            }
            text.push_str(word);
        }
        if piece.trim().is_empty() {
            gap |= !piece.is_empty();
        } else {
            gap = piece.ends_with(char::is_whitespace);
        }
    };
    let mut rest = raw;
    // `[` found by memchr, then `%` checked: faster than a substring search set up for every comment.
    let command_start = |rest: &str| {
        memchr::memchr_iter(b'[', rest.as_bytes())
            .find(|&i| rest.as_bytes().get(i + 1) == Some(&b'%'))
    };
    while let Some(start) = command_start(rest) {
        let Some(len) = rest[start..].find(']') else {
            break;
        };
        let command = &rest[start + 2..start + len];
        let (name, value) = command.trim().split_once(' ').unwrap_or((command, ""));
        let duration = parse_duration(value.trim(), TwoFields::MinutesSeconds);
        words(&rest[..start]);
        match (name, duration) {
            ("clk", Some(d)) => parts.clock = Some(d),
            ("emt", Some(d)) => parts.emt = Some(d),
            _ => words(&rest[start..=start + len]),
        }
        rest = &rest[start + len + 1..];
    }
    words(rest);
    parts.text = (!text.is_empty()).then_some(text);
    parts
}

/// The comment game sites write after every move, `{ [%clk 0:02:58] }`, read at a glance: whole seconds as
/// `h:mm:ss`, nothing else. Any other comment is left to the full reading (which gives the same time for this one).
fn lone_clock(raw: &str) -> Option<Duration> {
    let time = raw.trim().strip_prefix("[%clk ")?.strip_suffix(']')?.trim();
    let (hours, rest) = time.split_once(':')?;
    let [m1, m2, b':', s1, s2] = *rest.as_bytes() else {
        return None;
    };
    let digit = |b: u8| b.is_ascii_digit().then(|| u64::from(b - b'0'));
    if hours.is_empty() || hours.len() > 6 {
        return None;
    }
    let mut h = 0;
    for b in hours.bytes() {
        h = h * 10 + digit(b)?;
    }
    let minutes = digit(m1)? * 10 + digit(m2)?;
    let seconds = digit(s1)? * 10 + digit(s2)?;
    Some(Duration::from_secs(h * 3600 + minutes * 60 + seconds))
}

/// Joins a comment and clock data back into one PGN comment body (without braces), or `None` when empty.
pub fn join_comment(
    text: Option<&str>,
    clock: Option<Duration>,
    emt: Option<Duration>,
) -> Option<String> {
    let mut body = String::new();
    write_comment(&mut body, text, clock, emt).then_some(body)
}

/// Appends what [`join_comment`] joins to `out`; whether there was anything to write.
pub fn write_comment(
    out: &mut String,
    text: Option<&str>,
    clock: Option<Duration>,
    emt: Option<Duration>,
) -> bool {
    let start = out.len();
    let separate = |out: &mut String| {
        if out.len() > start {
            out.push(' ');
        }
    };
    for (command, time) in [("[%clk ", clock), ("[%emt ", emt)] {
        if let Some(time) = time {
            separate(out);
            out.push_str(command);
            write_duration(out, time);
            out.push(']');
        }
    }
    if let Some(t) = text.filter(|t| !t.trim().is_empty()) {
        separate(out);
        push_comment_text(out, t);
    }
    out.len() > start
}

/// Appends a comment's text for a PGN comment: a closing brace, which would end the comment early, is written `)`.
pub fn push_comment_text(out: &mut String, text: &str) {
    for (i, piece) in text.split('}').enumerate() {
        if i > 0 {
            out.push(')');
        }
        out.push_str(piece);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_glued_to_a_clock_command_stay_glued() {
        assert_eq!(
            split_comment("good[%clk 1:00:00]move").text.as_deref(),
            Some("goodmove")
        );
        assert_eq!(
            split_comment("good [%clk 1:00:00]move").text.as_deref(),
            Some("good move")
        );
        assert_eq!(split_comment("  [%clk 1:00:00]  ").text, None);
        assert_eq!(
            split_comment("a [%cal Ge2e4] b").text.as_deref(),
            Some("a [%cal Ge2e4] b")
        );
        assert_eq!(split_comment("a  \n b").text.as_deref(), Some("a b"));
    }

    #[test]
    fn a_lone_clock_reads_as_the_full_reading_does() {
        for raw in [
            " [%clk 0:02:58] ",
            "[%clk 12:00:00]",
            "[%clk 1:5:00]",
            "[%clk 0:00:07.5]",
            "[%clk 0:61:00]",
        ] {
            let full = {
                // The full reading, without the glance.
                let command = raw
                    .trim()
                    .trim_start_matches("[%clk ")
                    .trim_end_matches(']');
                parse_duration(command, TwoFields::MinutesSeconds)
            };
            assert_eq!(split_comment(raw).clock, full, "{raw}");
            if let Some(glance) = lone_clock(raw) {
                assert_eq!(Some(glance), full, "{raw}");
            }
        }
    }

    #[test]
    fn a_comment_joins_clock_emt_and_words() {
        let body = join_comment(
            Some("x}y"),
            Some(Duration::from_millis(3_723_400)),
            Some(Duration::from_secs(5)),
        );
        assert_eq!(body.as_deref(), Some("[%clk 1:02:03.4] [%emt 0:00:05] x)y"));
        assert_eq!(join_comment(Some("  "), None, None), None);
    }
}
