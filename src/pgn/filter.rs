//! Finding games: a filter over a file's games by player, event, site, round, date range and result — typed into one
//! box as words (`王 round:5 date:2024..2025 result:1-0`, or in Chinese `轮:5 日期:2024 结果:白胜`) or given as the
//! command line's options. A bare word is looked for in the players, the event and the site.

use std::str::FromStr;

use shakmaty::{Color, KnownOutcome, Outcome};

use super::index::{IndexEntry, IndexField};

/// See the module documentation. The empty filter takes every game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameFilter {
    /// Each in a player's name, the event or the site.
    pub words: Vec<String>,
    /// Each in White's or Black's name.
    pub players: Vec<String>,
    pub white: Option<String>,
    pub black: Option<String>,
    pub event: Option<String>,
    pub site: Option<String>,
    /// The round as written (`5`, or `5.1` for its boards).
    pub round: Option<String>,
    /// Dates from and to, both included, as PGN writes them; a part may be left out (`2024` is the whole year).
    pub date_from: Option<String>,
    pub date_to: Option<String>,
    pub result: Option<Outcome>,
}

/// A part of a filter that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` cannot be read as part of a filter")]
pub struct BadFilter(pub String);

impl BadFilter {
    pub fn message(&self, lang: crate::i18n::Lang) -> String {
        lang.fill(crate::i18n::Key::BadFilter, &[&self.0])
    }
}

fn contains(haystack: &str, needle: &str) -> bool {
    if needle.is_ascii() && haystack.is_ascii() {
        let (h, n) = (haystack.as_bytes(), needle.as_bytes());
        return n.is_empty() || h.windows(n.len()).any(|w| w.eq_ignore_ascii_case(n));
    }
    haystack.to_lowercase().contains(&needle.to_lowercase())
}

/// A date as PGN writes it (`2024.03.05`, `2024.03`, `2024`), with `-` or `/` too, as comparable text.
fn date_text(text: &str) -> String {
    text.trim().replace(['-', '/'], ".")
}

/// A result as people write it: `1-0`, `0-1`, `½-½`, `1/2`, `=`, `白胜`, `黑胜`, `和棋`, `*`.
fn result_of(text: &str) -> Option<Outcome> {
    let win = |winner| Outcome::Known(KnownOutcome::Decisive { winner });
    match text.trim() {
        "白胜" | "white" => Some(win(Color::White)),
        "黑胜" | "black" => Some(win(Color::Black)),
        "和棋" | "和" | "draw" | "1/2" | "½" => Some(Outcome::Known(KnownOutcome::Draw)),
        other => crate::notation::result_of(other),
    }
}

/// The words of the box: spaces separate, `"…"` keeps spaces together.
fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    for c in text.chars() {
        match c {
            '"' | '“' | '”' => quoted = !quoted,
            c if c.is_whitespace() && !quoted => {
                if !word.is_empty() {
                    out.push(std::mem::take(&mut word));
                }
            }
            c => word.push(c),
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

impl FromStr for GameFilter {
    type Err = BadFilter;

    fn from_str(text: &str) -> Result<GameFilter, BadFilter> {
        let mut filter = GameFilter::default();
        for word in words(&crate::notation::plain(text)) {
            let Some((key, value)) = word.split_once([':', '：']) else {
                filter.words.push(word);
                continue;
            };
            let value = value.trim().to_string();
            let bad = || BadFilter(word.clone());
            if value.is_empty() {
                return Err(bad());
            }
            match key.to_lowercase().as_str() {
                "player" | "棋手" | "选手" => filter.players.push(value),
                "white" | "白方" | "白" => filter.white = Some(value),
                "black" | "黑方" | "黑" => filter.black = Some(value),
                "event" | "赛事" | "比赛" => filter.event = Some(value),
                "site" | "地点" => filter.site = Some(value),
                "round" | "轮" | "轮次" => filter.round = Some(value),
                "date" | "日期" => filter.set_dates(&value).map_err(|_| bad())?,
                "result" | "结果" => filter.result = Some(result_of(&value).ok_or_else(bad)?),
                _ => return Err(bad()),
            }
        }
        Ok(filter)
    }
}

impl GameFilter {
    /// `2024`, `2024.03..2024.06`, `2024.01.01..` (from), `..2024.06` (to).
    pub fn set_dates(&mut self, text: &str) -> Result<(), BadFilter> {
        let bad = || BadFilter(text.to_string());
        let (from, to) = match text.split_once("..") {
            Some((a, b)) => (a, b),
            None => (text, text),
        };
        let fits = |d: &str| {
            d.is_empty()
                || d.split(['.', '-', '/'])
                    .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()))
        };
        if !fits(from) || !fits(to) || (from.is_empty() && to.is_empty()) {
            return Err(bad());
        }
        self.date_from = (!from.is_empty()).then(|| date_text(from));
        self.date_to = (!to.is_empty()).then(|| date_text(to));
        Ok(())
    }

    /// Whether it takes every game.
    pub fn is_empty(&self) -> bool {
        *self == GameFilter::default()
    }

    /// Whether a game of the index is one of those asked for.
    pub fn matches(&self, game: &IndexEntry<'_>) -> bool {
        let (white, black) = (game.get(IndexField::White), game.get(IndexField::Black));
        let any = |w: &str| {
            contains(white, w)
                || contains(black, w)
                || contains(game.get(IndexField::Event), w)
                || contains(game.get(IndexField::Site), w)
        };
        let date = game.get(IndexField::Date);
        // A date is compared as far as the bound says: `2024` takes every day of 2024.
        let from_ok = self
            .date_from
            .as_deref()
            .is_none_or(|from| !date.is_empty() && date >= from);
        let to_ok = self.date_to.as_deref().is_none_or(|to| {
            !date.is_empty()
                && date
                    .get(..to.len().min(date.len()))
                    .is_some_and(|d| d <= to)
        });
        self.words.iter().all(|w| any(w))
            && self
                .players
                .iter()
                .all(|p| contains(white, p) || contains(black, p))
            && self.white.as_deref().is_none_or(|w| contains(white, w))
            && self.black.as_deref().is_none_or(|b| contains(black, b))
            && self
                .event
                .as_deref()
                .is_none_or(|e| contains(game.get(IndexField::Event), e))
            && self
                .site
                .as_deref()
                .is_none_or(|s| contains(game.get(IndexField::Site), s))
            && self.round.as_deref().is_none_or(|r| {
                let round = game.get(IndexField::Round);
                round == r
                    || round
                        .strip_prefix(r)
                        .is_some_and(|rest| rest.starts_with('.'))
            })
            && from_ok
            && to_ok
            && self.result.is_none_or(|r| game.result == r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pgn::{GameIndex, Games};

    const FILE: &str = "[Event \"City Open\"]\n[Site \"北京\"]\n[Date \"2024.03.05\"]\n[Round \"5.2\"]\n\
        [White \"王一鸣\"]\n[Black \"Li Er\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n\n\
        [Event \"Club\"]\n[Site \"Shanghai\"]\n[Date \"2025.01.10\"]\n[Round \"5\"]\n\
        [White \"Zhang San\"]\n[Black \"王二\"]\n[Result \"1/2-1/2\"]\n\n1. d4 1/2-1/2\n";

    fn chosen(filter: &str) -> Vec<usize> {
        let mut index = GameIndex::new();
        for g in Games::new(FILE.as_bytes()) {
            index.push(&g.unwrap());
        }
        let filter: GameFilter = filter.parse().unwrap();
        (0..index.len())
            .filter(|&i| filter.matches(&index.get(i).unwrap()))
            .map(|i| i + 1)
            .collect()
    }

    #[test]
    fn games_are_found_by_words_in_both_languages() {
        assert_eq!(chosen(""), [1, 2]);
        assert_eq!(chosen("王"), [1, 2], "a player of each");
        assert_eq!(chosen("white:王"), [1]);
        assert_eq!(chosen("li"), [1], "case does not matter");
        assert_eq!(chosen("round:5"), [1, 2], "round 5 and its board 5.2");
        assert_eq!(chosen("轮:5.2"), [1]);
        assert_eq!(chosen("date:2024"), [1]);
        assert_eq!(chosen("日期:2024.06..2025"), [2]);
        assert_eq!(chosen("result:1-0"), [1]);
        assert_eq!(chosen("结果:和棋"), [2]);
        assert_eq!(chosen("北京 result:1-0"), [1]);
        assert_eq!(chosen("\"City Open\""), [1]);
        assert!("colour:white".parse::<GameFilter>().is_err());
        assert!("date:soon".parse::<GameFilter>().is_err());
    }
}
