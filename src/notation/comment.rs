//! Clock commands inside comments, as Lichess and ChessBase write them: `[%clk 1:23:45]` (time left)
//! and `[%emt 0:00:12]` (time spent on the move).

use std::time::Duration;

use crate::chess::{TwoFields, format_duration, parse_duration};

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
    let mut parts = CommentParts::default();
    let mut text = String::new();
    let mut rest = raw;
    while let Some(start) = rest.find("[%") {
        let Some(len) = rest[start..].find(']') else {
            break;
        };
        let command = &rest[start + 2..start + len];
        let (name, value) = command.trim().split_once(' ').unwrap_or((command, ""));
        let duration = parse_duration(value.trim(), TwoFields::MinutesSeconds);
        text.push_str(&rest[..start]);
        match (name, duration) {
            ("clk", Some(d)) => parts.clock = Some(d),
            ("emt", Some(d)) => parts.emt = Some(d),
            _ => text.push_str(&rest[start..=start + len]),
        }
        rest = &rest[start + len + 1..];
    }
    text.push_str(rest);
    let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
    parts.text = (!words.is_empty()).then_some(words);
    parts
}

/// Joins a comment and clock data back into one PGN comment body (without braces), or `None` when empty.
pub fn join_comment(
    text: Option<&str>,
    clock: Option<Duration>,
    emt: Option<Duration>,
) -> Option<String> {
    let mut parts: Vec<String> = Vec::new();
    if let Some(c) = clock {
        parts.push(format!("[%clk {}]", format_duration(c)));
    }
    if let Some(e) = emt {
        parts.push(format!("[%emt {}]", format_duration(e)));
    }
    if let Some(t) = text.filter(|t| !t.trim().is_empty()) {
        // A closing brace would end the comment early in PGN.
        parts.push(t.replace('}', ")"));
    }
    (!parts.is_empty()).then(|| parts.join(" "))
}
