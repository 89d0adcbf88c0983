//! The header of the form: what each of its fields says for a game (the players with their titles and ratings,
//! the time used, the winner), and the labels the paper form prints, Chinese then English.

use shakmaty::{Color, KnownOutcome};

use crate::chess::{Game, Tags};
use crate::i18n::{Key, Lang};

/// A label as the paper form prints it: Chinese, then English.
pub fn label(key: Key) -> String {
    format!("{} {}", Lang::Zh.text(key), Lang::En.text(key))
}

/// What the header of the form says, field by field.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header {
    pub event: String,
    pub date: String,
    pub site: String,
    pub white: String,
    pub black: String,
    pub white_used: String,
    pub black_used: String,
    pub limit: String,
    pub winner: String,
    pub round: String,
    pub table: String,
}

/// `1:30` or `1:30:15`, as a scoresheet's Used.
fn used(tags: &Tags, color: Color) -> String {
    tags.time_used(color)
        .map(|d| {
            let s = d.as_secs();
            if s % 60 == 0 {
                format!("{}:{:02}", s / 3600, (s / 60) % 60)
            } else {
                format!("{}:{:02}:{:02}", s / 3600, (s / 60) % 60, s % 60)
            }
        })
        .unwrap_or_default()
}

/// `½-½` for a draw, as printed.
pub fn printed_result(result: KnownOutcome) -> &'static str {
    match result {
        KnownOutcome::Draw => "½-½",
        decisive => decisive.as_str(),
    }
}

/// A player as the header prints them: the name with the title before it and the rating after it when the tags
/// give them (`GM 王一 (2510)`).
fn player_line(tags: &Tags, color: Color, name: &str) -> String {
    let title = tags.known(Tags::title_tag(color)).map(str::trim);
    let mut line = match title {
        Some(t) if !name.is_empty() => format!("{t} {name}"),
        _ => name.to_string(),
    };
    if let Some(elo) = tags.elo(color).filter(|_| !name.is_empty()) {
        line.push_str(&format!(" ({elo})"));
    }
    line
}

impl Header {
    pub fn of(game: &Game) -> Header {
        let tags = &game.tags;
        let known = |name: &str| tags.known(name).unwrap_or_default().to_string();
        let white = known("White");
        let black = known("Black");
        let winner = match tags.known_result() {
            Some(r @ KnownOutcome::Decisive { winner }) => {
                let name = winner.fold_wb(&white, &black);
                let name = if name.is_empty() {
                    label(winner.fold_wb(Key::White, Key::Black))
                } else {
                    name.clone()
                };
                format!("{name} ({r})")
            }
            Some(KnownOutcome::Draw) => format!("{} (½-½)", label(Key::Draw)),
            None => String::new(),
        };
        Header {
            event: known("Event"),
            date: known("Date"),
            site: known("Site"),
            white_used: used(tags, Color::White),
            black_used: used(tags, Color::Black),
            limit: tags
                .time_control()
                .map(|tc| tc.to_string())
                .unwrap_or_else(|| known("TimeControl")),
            winner,
            round: known("Round"),
            table: known("Board"),
            white: player_line(tags, Color::White, &white),
            black: player_line(tags, Color::Black, &black),
        }
    }
}
