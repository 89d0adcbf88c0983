//! Times on a scoresheet: clock readings (`1:05:00`) and time controls (`5400+30`, written `90′ + 30″`).

use std::fmt;
use std::time::Duration;

/// How a time of two fields (`1:30`) is read: a scoresheet's time used is hours and minutes, a clock reading
/// minutes and seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TwoFields {
    HoursMinutes,
    MinutesSeconds,
}

/// Reads `h:mm:ss`, `h:mm:ss.f`, `mm:ss` or `h:mm` style times; a bare number is minutes. Two fields are read as
/// `two_fields` says.
///
/// ```
/// use std::time::Duration;
/// use jipu::chess::TwoFields;
/// assert_eq!(jipu::parse_duration("1:05:03", TwoFields::MinutesSeconds), Some(Duration::from_secs(3903)));
/// assert_eq!(jipu::parse_duration("1:30", TwoFields::HoursMinutes), Some(Duration::from_secs(5400)));
/// assert_eq!(jipu::parse_duration("-1:00", TwoFields::HoursMinutes), None);
/// ```
pub fn parse_duration(text: &str, two_fields: TwoFields) -> Option<Duration> {
    let text = text.trim();
    if text.is_empty() || text.starts_with('-') {
        return None;
    }
    // At most three fields, kept on the stack: a PGN file has one clock reading for every move.
    let mut fields = [""; 3];
    let mut count = 0;
    for field in text.split(':') {
        if count == fields.len() {
            return None;
        }
        fields[count] = field;
        count += 1;
    }
    let fields = &fields[..count];
    let number = |s: &str| -> Option<f64> {
        if s.is_empty() || !s.chars().all(|c| c.is_ascii_digit() || c == '.') {
            return None;
        }
        // Whole numbers, nearly every clock field, are read without the float parser.
        if s.len() <= 9 && s.bytes().all(|b| b.is_ascii_digit()) {
            return Some(
                s.bytes()
                    .fold(0u32, |n, b| n * 10 + u32::from(b - b'0'))
                    .into(),
            );
        }
        s.parse::<f64>().ok().filter(|v| v.is_finite())
    };
    let seconds = match fields {
        [m] => number(m)? * 60.0,
        [a, b] => match two_fields {
            TwoFields::HoursMinutes => number(a)? * 3600.0 + number(b)? * 60.0,
            TwoFields::MinutesSeconds => number(a)? * 60.0 + number(b)?,
        },
        [h, m, s] => number(h)? * 3600.0 + number(m)? * 60.0 + number(s)?,
        _ => return None,
    };
    if seconds > 1.0e9 {
        return None;
    }
    Some(Duration::from_millis((seconds * 1000.0).round() as u64))
}

/// Writes a duration as `h:mm:ss` (the form of `[%clk]` and `[%emt]`), with tenths when present.
///
/// ```
/// use std::time::Duration;
/// assert_eq!(jipu::format_duration(Duration::from_secs(3903)), "1:05:03");
/// assert_eq!(jipu::format_duration(Duration::from_millis(61_500)), "0:01:01.5");
/// ```
pub fn format_duration(d: Duration) -> String {
    let mut out = String::with_capacity(10);
    write_duration(&mut out, d);
    out
}

/// Appends a duration as [`format_duration`] writes it: a writer of thousands of `[%clk]` comments has no string to
/// allocate for each.
pub fn write_duration(out: &mut String, d: Duration) {
    let total_ms = d.as_millis();
    let secs = total_ms / 1000;
    let tenths = (total_ms % 1000) / 100;
    push_number(out, secs / 3600);
    for field in [(secs / 60) % 60, secs % 60] {
        out.push(':');
        out.push(char::from(b'0' + (field / 10) as u8));
        out.push(char::from(b'0' + (field % 10) as u8));
    }
    if tenths > 0 {
        out.push('.');
        out.push(char::from(b'0' + tenths as u8));
    }
}

/// Appends the decimal digits of `n`.
fn push_number(out: &mut String, n: u128) {
    if n >= 10 {
        push_number(out, n / 10);
    }
    out.push(char::from(b'0' + (n % 10) as u8));
}

/// One period of a time control: `moves` moves (or the rest of the game) in `base`, plus `increment` a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControlStage {
    pub moves: Option<u32>,
    pub base: Duration,
    pub increment: Duration,
}

/// A time control as the PGN `TimeControl` tag writes it: `5400+30`, `40/5400:1800+30`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimeControl {
    pub stages: Vec<TimeControlStage>,
}

impl TimeControl {
    /// Reads the PGN form. `?` and `-` (unknown, none) give `None`.
    ///
    /// ```
    /// let tc = jipu::TimeControl::from_pgn("40/5400:1800+30").unwrap();
    /// assert_eq!(tc.to_string(), "40/90′, 30′ + 30″");
    /// assert_eq!(tc.to_pgn(), "40/5400:1800+30");
    /// ```
    pub fn from_pgn(text: &str) -> Option<TimeControl> {
        let stages = text
            .trim()
            .split(':')
            .map(|field| {
                let (moves, rest) = match field.split_once('/') {
                    Some((m, r)) => (Some(m.parse::<u32>().ok()?), r),
                    None => (None, field),
                };
                let (base, inc) = rest.split_once('+').unwrap_or((rest, "0"));
                Some(TimeControlStage {
                    moves,
                    base: Duration::from_secs(base.parse::<u64>().ok()?),
                    increment: Duration::from_secs(inc.parse::<u64>().ok()?),
                })
            })
            .collect::<Option<Vec<_>>>()?;
        (!stages.is_empty()).then_some(TimeControl { stages })
    }

    /// Writes the PGN form.
    pub fn to_pgn(&self) -> String {
        self.stages
            .iter()
            .map(|s| {
                let mut out = String::new();
                if let Some(m) = s.moves {
                    out.push_str(&format!("{m}/"));
                }
                out.push_str(&s.base.as_secs().to_string());
                if !s.increment.is_zero() {
                    out.push_str(&format!("+{}", s.increment.as_secs()));
                }
                out
            })
            .collect::<Vec<_>>()
            .join(":")
    }
}

fn minutes_seconds(d: Duration) -> String {
    let s = d.as_secs();
    if s.is_multiple_of(60) {
        format!("{}′", s / 60)
    } else if s < 60 {
        format!("{s}″")
    } else {
        format!("{}′{}″", s / 60, s % 60)
    }
}

impl fmt::Display for TimeControl {
    /// As people read it: `90′ + 30″`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in self.stages.iter().enumerate() {
            if i > 0 {
                write!(f, ", ")?;
            }
            if let Some(m) = s.moves {
                write!(f, "{m}/")?;
            }
            write!(f, "{}", minutes_seconds(s.base))?;
            if !s.increment.is_zero() {
                write!(f, " + {}″", s.increment.as_secs())?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes_time_controls() {
        let tc = TimeControl::from_pgn("5400+30").unwrap();
        assert_eq!(tc.to_string(), "90′ + 30″");
        assert_eq!(tc.to_pgn(), "5400+30");
        assert_eq!(TimeControl::from_pgn("180").unwrap().to_string(), "3′");
        assert_eq!(TimeControl::from_pgn("?"), None);
        assert_eq!(TimeControl::from_pgn("-"), None);
        assert_eq!(TimeControl::from_pgn("40/x"), None);
    }

    #[test]
    fn reads_durations_people_write() {
        assert_eq!(
            parse_duration("1:05", TwoFields::MinutesSeconds),
            Some(Duration::from_secs(65))
        );
        assert_eq!(
            parse_duration("95", TwoFields::HoursMinutes),
            Some(Duration::from_secs(95 * 60))
        );
        assert_eq!(
            parse_duration("0:00:59.5", TwoFields::MinutesSeconds),
            Some(Duration::from_millis(59_500))
        );
        assert_eq!(parse_duration("abc", TwoFields::MinutesSeconds), None);
        assert_eq!(parse_duration("", TwoFields::MinutesSeconds), None);
        assert_eq!(format_duration(Duration::from_secs(5400)), "1:30:00");
    }
}
