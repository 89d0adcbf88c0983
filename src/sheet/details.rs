//! The fields of the scoresheet form as a person types them, checked and turned into PGN tags.
//!
//! A value that cannot be right (a date that does not exist, a negative time) is refused with a reason and never
//! written into the tags; the other fields are written.

use std::time::Duration;

use shakmaty::{Color, Outcome};

use crate::chess::{
    Tags, TimeControl, TimeControlStage, TwoFields, format_duration, parse_duration,
};
use crate::i18n::{Key, Lang};

/// A field of the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    Event,
    Date,
    Site,
    Round,
    Table,
    White,
    Black,
    Limit,
    WhiteUsed,
    BlackUsed,
    Result,
}

impl Field {
    pub const ALL: [Field; 11] = [
        Field::Event,
        Field::Date,
        Field::Site,
        Field::Round,
        Field::Table,
        Field::White,
        Field::Black,
        Field::Limit,
        Field::WhiteUsed,
        Field::BlackUsed,
        Field::Result,
    ];

    /// The PGN tag that keeps the field.
    pub fn tag(self) -> &'static str {
        match self {
            Field::Event => "Event",
            Field::Date => "Date",
            Field::Site => "Site",
            Field::Round => "Round",
            Field::Table => "Board",
            Field::White => "White",
            Field::Black => "Black",
            Field::Limit => "TimeControl",
            Field::WhiteUsed => Tags::time_used_tag(Color::White),
            Field::BlackUsed => Tags::time_used_tag(Color::Black),
            Field::Result => Tags::RESULT,
        }
    }

    /// The label of the field (`Event`, `比赛名称`).
    pub fn label(self, lang: Lang) -> &'static str {
        lang.text(match self {
            Field::Event => Key::Event,
            Field::Date => Key::Date,
            Field::Site => Key::Site,
            Field::Round => Key::Round,
            Field::Table => Key::Table,
            Field::White => Key::White,
            Field::Black => Key::Black,
            Field::Limit => Key::Limit,
            Field::WhiteUsed | Field::BlackUsed => Key::Used,
            Field::Result => Key::Result,
        })
    }
}

/// Why a value was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DetailError {
    key: Key,
    value: String,
}

impl DetailError {
    fn new(key: Key, value: &str) -> DetailError {
        DetailError {
            key,
            value: value.to_string(),
        }
    }

    pub fn message(&self, lang: Lang) -> String {
        lang.fill(self.key, &[&self.value])
    }
}

fn days_in_month(year: u32, month: u32) -> u32 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        _ if (year.is_multiple_of(4) && !year.is_multiple_of(100)) || year.is_multiple_of(400) => {
            29
        }
        _ => 28,
    }
}

/// Reads a date as people write it (`2026.11.30`, `2026-11-30`, `2026/11/30`, `2026年11月30日`, with `??` for what is
/// not known) and gives the PGN form `2026.11.30`.
///
/// ```
/// use jipu::sheet::parse_date;
/// assert_eq!(parse_date("2026年2月3日").unwrap(), "2026.02.03");
/// assert_eq!(parse_date("2026.??.??").unwrap(), "2026.??.??");
/// assert!(parse_date("2026.02.30").is_err());
/// ```
pub fn parse_date(text: &str) -> Result<String, DetailError> {
    let plain: String = crate::notation::plain(text.trim())
        .replace(['年', '月', '-', '/'], ".")
        .replace('日', "");
    let parts: Vec<&str> = plain.split('.').map(str::trim).collect();
    let [y, m, d] = parts.as_slice() else {
        return Err(DetailError::new(Key::DateFormat, text));
    };
    let number = |s: &str, max_len: usize| -> Result<Option<u32>, DetailError> {
        if s.chars().all(|c| c == '?') && !s.is_empty() {
            return Ok(None);
        }
        if s.is_empty() || s.len() > max_len || !s.chars().all(|c| c.is_ascii_digit()) {
            return Err(DetailError::new(Key::DateFormat, text));
        }
        Ok(s.parse().ok())
    };
    let (year, month, day) = (number(y, 4)?, number(m, 2)?, number(d, 2)?);
    if year.is_some_and(|y| y < 1000) {
        return Err(DetailError::new(Key::DateFormat, text));
    }
    if month.is_some_and(|m| !(1..=12).contains(&m))
        || day.is_some_and(|d| {
            d == 0 || d > month.map_or(31, |m| days_in_month(year.unwrap_or(2000), m))
        })
    {
        return Err(DetailError::new(Key::NoSuchDate, text.trim()));
    }
    let show = |v: Option<u32>, width: usize| match v {
        Some(v) => format!("{v:0width$}"),
        None => "?".repeat(width),
    };
    Ok(format!(
        "{}.{}.{}",
        show(year, 4),
        show(month, 2),
        show(day, 2)
    ))
}

/// Reads a time used (`1:25`, `1:25:30`, `95` minutes).
pub fn parse_used(text: &str) -> Result<Duration, DetailError> {
    let t = crate::notation::plain(text.trim());
    if t.starts_with('-') {
        return Err(DetailError::new(Key::NegativeTime, text));
    }
    parse_duration(&t, TwoFields::HoursMinutes).ok_or_else(|| DetailError::new(Key::NotATime, text))
}

/// Reads a time control as people write it: `90′+30″`, `90+30` (minutes + seconds), `5400+30` (PGN seconds), `25′`,
/// the PGN form with stages (`40/5400:1800+30`), or the stages as the form shows them (`40/90′ + 30″, 30′ + 30″`).
///
/// ```
/// use jipu::sheet::parse_limit;
/// assert_eq!(parse_limit("90′ + 30″").unwrap().to_pgn(), "5400+30");
/// assert_eq!(parse_limit("90+30").unwrap().to_pgn(), "5400+30");
/// assert_eq!(parse_limit("5400+30").unwrap().to_pgn(), "5400+30");
/// assert_eq!(parse_limit("40/5400:1800+30").unwrap().to_pgn(), "40/5400:1800+30");
/// assert_eq!(parse_limit("40/90′ + 30″, 30′ + 30″").unwrap().to_pgn(), "40/5400+30:1800+30");
/// assert_eq!(parse_limit("90 min + 30 sec").unwrap().to_pgn(), "5400+30");
/// assert_eq!(parse_limit("90 min + 30 sec from move 1").unwrap().to_pgn(), "5400+30");
/// assert_eq!(parse_limit("90分钟+30秒").unwrap().to_pgn(), "5400+30");
/// assert_eq!(parse_limit("25m+10s").unwrap().to_pgn(), "1500+10");
/// assert!(parse_limit("soon").is_err());
/// ```
pub fn parse_limit(text: &str) -> Result<TimeControl, DetailError> {
    let t: String = crate::notation::plain(text.trim())
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    let t = units_as_marks(&t.to_lowercase());
    let err = || DetailError::new(Key::NotATimeControl, text);
    if !t.contains(['′', '\'', '″', '"', ',']) && (t.contains('/') || t.contains(':')) {
        return TimeControl::from_pgn(&t).ok_or_else(err);
    }
    let stages = t
        .split([',', ':', ';'])
        .map(|stage| parse_stage(stage).ok_or_else(err))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(TimeControl { stages })
}

/// Minutes and seconds written as words (`90 min + 30 sec`, `90分钟+30秒`, `25m+10s`, as pairing programs and
/// club notices write them) turned into the marks `′` and `″`; `per move` and `每步` dropped.
fn units_as_marks(t: &str) -> String {
    let mut s = t.to_string();
    for word in ["frommove1", "permove", "/move", "每步棋", "每步", "每着"] {
        s = s.replace(word, "");
    }
    for (words, mark) in [
        (&["minutes", "minute", "mins", "min", "分钟", "分"][..], "′"),
        (&["seconds", "second", "secs", "sec", "秒"][..], "″"),
    ] {
        for word in words {
            s = s.replace(word, mark);
        }
    }
    // `25m`, `10s`: a single letter right after a number, ending the word.
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    for (i, &c) in chars.iter().enumerate() {
        let after_number = i > 0 && chars[i - 1].is_ascii_digit();
        let ends = chars.get(i + 1).is_none_or(|n| !n.is_alphabetic());
        match c {
            'm' if after_number && ends => out.push('′'),
            's' if after_number && ends => out.push('″'),
            _ => out.push(c),
        }
    }
    out
}

/// One stage as people write it: `40/90′ + 30″`, `90+30`, `5400+30`, `30′`.
fn parse_stage(stage: &str) -> Option<TimeControlStage> {
    let (moves, rest) = match stage.split_once('/') {
        Some((m, r)) => (Some(m.parse::<u32>().ok().filter(|&m| m > 0)?), r),
        None => (None, stage),
    };
    let marked = rest.contains(['′', '\'', '″', '"']);
    let (base, inc) = rest.split_once('+').unwrap_or((rest, "0"));
    let base_num: u64 = base.trim_end_matches(['′', '\'']).parse().ok()?;
    let inc_num: u64 = inc.trim_end_matches(['″', '"']).parse().ok()?;
    // People write minutes; PGN writes seconds. A base above three hours in minutes is PGN seconds.
    let seconds = if marked || base_num <= 180 {
        base_num * 60
    } else {
        base_num
    };
    (seconds > 0).then(|| TimeControlStage {
        moves,
        base: Duration::from_secs(seconds),
        increment: Duration::from_secs(inc_num),
    })
}

/// The usual time controls, offered in the form, as PGN writes them: FIDE's standard controls (with stages), rapid,
/// blitz.
pub const LIMIT_PRESETS: [&str; 7] = [
    "40/5400+30:1800+30",
    "40/7200:3600",
    "5400+30",
    "1500+10",
    "900+10",
    "300+3",
    "180+2",
];

/// The form's values as text, as shown and edited.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameDetails {
    pub values: Vec<(Field, String)>,
}

impl GameDetails {
    /// The values of a game's tags, written as the form shows them.
    pub fn from_tags(tags: &Tags) -> GameDetails {
        let values = Field::ALL
            .iter()
            .map(|&f| (f, Self::shown(tags, f)))
            .collect();
        GameDetails { values }
    }

    /// One field's value as the form shows the tags.
    fn shown(tags: &Tags, field: Field) -> String {
        let value = match field {
            Field::Limit => tags
                .time_control()
                .map(|tc| tc.to_string())
                .or_else(|| tags.known("TimeControl").map(str::to_string)),
            Field::WhiteUsed => tags.time_used(Color::White).map(format_duration),
            Field::BlackUsed => tags.time_used(Color::Black).map(format_duration),
            Field::Result => tags.known_result().map(|r| r.to_string()),
            _ => tags.known(field.tag()).map(str::to_string),
        };
        value.unwrap_or_default()
    }

    /// Shows again what the tags hold for `fields` (after the clock or the end of a game wrote them); the other
    /// fields keep what was typed.
    pub fn refresh(&mut self, tags: &Tags, fields: &[Field]) {
        for &field in fields {
            *self.get_mut(field) = Self::shown(tags, field);
        }
    }

    pub fn get(&self, field: Field) -> &str {
        self.values
            .iter()
            .find(|(f, _)| *f == field)
            .map_or("", |(_, v)| v.as_str())
    }

    pub fn get_mut(&mut self, field: Field) -> &mut String {
        if let Some(i) = self.values.iter().position(|(f, _)| *f == field) {
            return &mut self.values[i].1;
        }
        self.values.push((field, String::new()));
        let last = self.values.len() - 1;
        &mut self.values[last].1
    }

    /// Checks one field: the tag value it writes (`None` to remove the tag), or why it is refused.
    pub fn check(&self, field: Field) -> Result<Option<String>, DetailError> {
        let text = self.get(field).trim();
        if text.is_empty() {
            return Ok(None);
        }
        Ok(Some(match field {
            Field::Date => parse_date(text)?,
            Field::Limit => parse_limit(text)?.to_pgn(),
            Field::WhiteUsed | Field::BlackUsed => format_duration(parse_used(text)?),
            Field::Table => {
                if !text.chars().all(|c| c.is_ascii_digit()) {
                    return Err(DetailError::new(Key::TableNumber, text));
                }
                text.to_string()
            }
            Field::Result => match crate::notation::result_of(text) {
                Some(r) => r.as_str().to_string(),
                None => return Err(DetailError::new(Key::ResultValue, text)),
            },
            _ => text.to_string(),
        }))
    }

    /// Writes every field into `tags` and lists the refused ones. A refused field keeps no value in the tags — not
    /// the old one, not a part typed on the way (`2024-02-3` on the way to `2024-02-30`): what the tags hold is only
    /// ever what a field shows.
    pub fn apply_to(&self, tags: &mut Tags) -> Vec<(Field, DetailError)> {
        let mut refused = Vec::new();
        for field in Field::ALL {
            let value = self.check(field).unwrap_or_else(|e| {
                refused.push((field, e));
                None
            });
            match value {
                Some(value) => tags.set(field.tag(), value),
                None if field == Field::Result => tags.set_result(Outcome::Unknown),
                None => tags.remove(field.tag()),
            }
        }
        refused
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_that_do_not_exist_are_refused_with_a_reason() {
        assert_eq!(parse_date("2024.02.29").unwrap(), "2024.02.29");
        let e = parse_date("2023.02.29").unwrap_err();
        assert_eq!(e.message(Lang::En), "there is no such date: 2023.02.29");
        assert_eq!(e.message(Lang::Zh), "没有这个日期：2023.02.29");
        assert!(parse_date("2026.13.01").is_err());
        assert!(parse_date("yesterday").is_err());
        assert_eq!(parse_date("2026/1/5").unwrap(), "2026.01.05");
    }

    #[test]
    fn every_preset_reads_back_from_the_way_the_form_shows_it() {
        for preset in LIMIT_PRESETS {
            let tc = TimeControl::from_pgn(preset).unwrap();
            assert_eq!(parse_limit(&tc.to_string()).unwrap(), tc, "{preset}: {tc}");
        }
    }

    #[test]
    fn times_used_must_be_times() {
        assert_eq!(parse_used("1:25").unwrap(), Duration::from_secs(5100));
        assert_eq!(
            parse_used("-0:10").unwrap_err().message(Lang::En),
            "a time cannot be negative"
        );
        assert!(parse_used("abc").is_err());
    }

    #[test]
    fn details_round_trip_through_tags_and_refuse_bad_values() {
        let mut d = GameDetails::default();
        *d.get_mut(Field::Event) = "城市赛".into();
        *d.get_mut(Field::Date) = "2026-11-30".into();
        *d.get_mut(Field::Limit) = "90+30".into();
        *d.get_mut(Field::WhiteUsed) = "1:02".into();
        *d.get_mut(Field::Table) = "7".into();
        *d.get_mut(Field::Result) = "½-½".into();
        let mut tags = Tags::new();
        assert!(d.apply_to(&mut tags).is_empty());
        assert_eq!(tags.get("Date"), Some("2026.11.30"));
        assert_eq!(tags.get("TimeControl"), Some("5400+30"));
        assert_eq!(tags.get("WhiteTimeUsed"), Some("1:02:00"));
        assert_eq!(tags.get("Board"), Some("7"));
        assert_eq!(tags.get(crate::chess::Tags::RESULT), Some("1/2-1/2"));
        let back = GameDetails::from_tags(&tags);
        assert_eq!(back.get(Field::Limit), "90′ + 30″");
        assert_eq!(back.get(Field::Event), "城市赛");

        // Typed a key at a time: `2026-02-3` is a date on the way to `2026-02-30`, which is none.
        *d.get_mut(Field::Date) = "2026-02-3".into();
        assert!(d.apply_to(&mut tags).is_empty());
        assert_eq!(tags.get("Date"), Some("2026.02.03"));
        *d.get_mut(Field::Date) = "2026-02-30".into();
        let refused = d.apply_to(&mut tags);
        assert_eq!(refused.len(), 1);
        assert_eq!(refused[0].0, Field::Date);
        assert_eq!(
            tags.get("Date"),
            None,
            "neither the bad value nor the one typed on the way is kept"
        );
    }
}
