//! The tag pairs of a game (`[Event "..."]`), in the order they were read, with typed access to the
//! ones a scoresheet needs.

use serde::{Deserialize, Serialize};
use shakmaty::{Color, KnownOutcome, Outcome};
use std::time::Duration;

use super::time::{TimeControl, TwoFields, format_duration, parse_duration};

/// The seven tags every PGN game carries, in their standard order, with their "unknown" values.
pub const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    (Tags::RESULT, "*"),
];

/// Tag pairs in the order they were read; names are unique.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tags {
    pairs: Vec<(String, String)>,
}

impl Tags {
    /// The name of the tag that holds the result; read and written through [`Tags::result`] and
    /// [`Tags::set_result`].
    pub const RESULT: &'static str = "Result";

    pub fn new() -> Tags {
        Tags::default()
    }

    /// The result of the game: `Unknown` (`*`) when the tag is missing or holds something else.
    pub fn result(&self) -> Outcome {
        self.get(Self::RESULT)
            .and_then(|r| r.trim().parse::<Outcome>().ok())
            .unwrap_or(Outcome::Unknown)
    }

    /// The result when the game is decided (`1-0`, `0-1`, `1/2-1/2`).
    pub fn known_result(&self) -> Option<KnownOutcome> {
        self.result().known()
    }

    pub fn set_result(&mut self, result: Outcome) {
        self.set(Self::RESULT, result.as_str());
    }

    /// "White – Black" as a title names the game: the players' names, `?` for one not known; `None` when neither
    /// is known.
    pub fn players(&self) -> Option<String> {
        match (self.known("White"), self.known("Black")) {
            (None, None) => None,
            (w, b) => Some(format!("{} – {}", w.unwrap_or("?"), b.unwrap_or("?"))),
        }
    }

    /// The value of a tag, if set.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The value of a tag unless it is missing or the PGN "unknown" mark (`?`, `????.??.??`, empty).
    pub fn known(&self, name: &str) -> Option<&str> {
        self.get(name).filter(|v| {
            let v = v.trim();
            !v.is_empty() && !v.chars().all(|c| c == '?' || c == '.')
        })
    }

    /// Sets a tag, keeping its place when it already exists.
    pub fn set(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.pairs.iter_mut().find(|(n, _)| n == name) {
            Some(pair) => pair.1 = value,
            None => self.pairs.push((name.to_string(), value)),
        }
    }

    pub fn remove(&mut self, name: &str) {
        self.pairs.retain(|(n, _)| n != name);
    }

    /// The tags as stored, in order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.pairs.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    /// The tags as PGN writes them: the seven-tag roster first (filled with "unknown" marks), then the rest in order.
    pub fn for_pgn(&self) -> Vec<(&str, &str)> {
        let mut out: Vec<(&str, &str)> = SEVEN_TAG_ROSTER
            .iter()
            .map(|&(name, unknown)| (name, self.get(name).unwrap_or(unknown)))
            .collect();
        out.extend(
            self.iter()
                .filter(|(n, _)| !SEVEN_TAG_ROSTER.iter().any(|(s, _)| s == n)),
        );
        out
    }

    /// The time control of the `TimeControl` tag.
    pub fn time_control(&self) -> Option<TimeControl> {
        self.get("TimeControl").and_then(TimeControl::from_pgn)
    }

    /// The tag that keeps the time a side used: `WhiteTimeUsed` / `BlackTimeUsed`, as `h:mm:ss`.
    pub fn time_used_tag(color: Color) -> &'static str {
        color.fold_wb("WhiteTimeUsed", "BlackTimeUsed")
    }

    /// The time a side used, as recorded on the sheet or by the clock.
    pub fn time_used(&self, color: Color) -> Option<Duration> {
        self.get(Self::time_used_tag(color))
            .and_then(|v| parse_duration(v, TwoFields::HoursMinutes))
    }

    pub fn set_time_used(&mut self, color: Color, used: Duration) {
        self.set(Self::time_used_tag(color), format_duration(used));
    }

    /// The standard tag of a player's title: `WhiteTitle` / `BlackTitle` (`GM`, `IM`, …).
    pub fn title_tag(color: Color) -> &'static str {
        color.fold_wb("WhiteTitle", "BlackTitle")
    }

    /// The standard tag of a player's rating: `WhiteElo` / `BlackElo`.
    pub fn elo_tag(color: Color) -> &'static str {
        color.fold_wb("WhiteElo", "BlackElo")
    }

    /// A player's rating, when the `WhiteElo` / `BlackElo` tag holds one (`0`, `-` and `?` are no rating).
    pub fn elo(&self, color: Color) -> Option<u32> {
        self.get(Self::elo_tag(color))
            .and_then(|v| v.trim().parse().ok())
            .filter(|&r| r > 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roster_comes_first_and_others_keep_their_order() {
        let mut tags = Tags::new();
        tags.set("Board", "3");
        tags.set("White", "王一");
        tags.set("Annotator", "李");
        let pgn = tags.for_pgn();
        let names: Vec<&str> = pgn.iter().map(|(n, _)| *n).collect();
        assert_eq!(
            names,
            [
                "Event",
                "Site",
                "Date",
                "Round",
                "White",
                "Black",
                "Result",
                "Board",
                "Annotator"
            ]
        );
        assert_eq!(pgn[4].1, "王一");
        assert_eq!(pgn[2].1, "????.??.??");
        assert_eq!(tags.known("Event"), None);
    }

    #[test]
    fn time_used_survives_as_a_tag() {
        let mut tags = Tags::new();
        tags.set_time_used(Color::Black, Duration::from_secs(4000));
        assert_eq!(tags.get("BlackTimeUsed"), Some("1:06:40"));
        assert_eq!(
            tags.time_used(Color::Black),
            Some(Duration::from_secs(4000))
        );
        assert_eq!(tags.time_used(Color::White), None);
    }
}
