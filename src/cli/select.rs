//! Which games of a file a command takes: the filter of the window's game list, as options (`--player 王 --round 5
//! --date 2024..2025 --result 1-0`) or as the box's words (`--filter "王 轮:5"`).

use clap::Args;
use jipu::i18n::Lang;
use jipu::pgn::GameFilter;

use super::Failure;

/// Who played, and how it ended: for `jipu sheet --all`, whose round, event, date and site options are shared with
/// `--pairings`.
#[derive(Args, Debug, Default)]
pub struct Players {
    /// Games where this player has White or Black (part of a name will do).
    #[arg(long)]
    player: Vec<String>,
    /// Games where this player has White.
    #[arg(long)]
    white: Option<String>,
    /// Games where this player has Black.
    #[arg(long)]
    black: Option<String>,
    /// Games with this result: 1-0, 0-1, 1/2-1/2, 白胜, 黑胜, 和棋.
    #[arg(long)]
    result: Option<String>,
    /// The selection as one line of words, as typed into the window's game list (`王 round:5 结果:白胜`).
    #[arg(long)]
    filter: Option<String>,
}

/// Every option of the selection, for `jipu import`.
#[derive(Args, Debug, Default)]
pub struct Selection {
    #[command(flatten)]
    players: Players,
    /// Games of this event (part of its name will do).
    #[arg(long)]
    event: Option<String>,
    /// Games played at this site.
    #[arg(long)]
    site: Option<String>,
    /// Games of this round (`5` takes boards `5.1`, `5.2` … too).
    #[arg(long)]
    round: Option<String>,
    /// Games of these dates: `2024`, `2024.03..2024.06`, `2024.01.01..`, `..2024.06`.
    #[arg(long)]
    date: Option<String>,
}

/// Where and when: the options the selection shares with others.
#[derive(Debug, Default)]
pub struct Place<'a> {
    pub event: Option<&'a str>,
    pub site: Option<&'a str>,
    pub round: Option<String>,
    pub date: Option<&'a str>,
}

impl Players {
    /// The filter these options and `place` ask for; one that cannot be read says which part.
    pub fn filter(&self, place: Place<'_>, lang: Lang) -> Result<GameFilter, Failure> {
        let bad = |e: jipu::pgn::BadFilter| Failure(e.message(lang));
        let mut filter: GameFilter = match &self.filter {
            Some(text) => text.parse().map_err(bad)?,
            None => GameFilter::default(),
        };
        filter.players.extend(self.player.iter().cloned());
        let owned = |v: Option<&str>| v.map(str::to_string);
        for (slot, value) in [
            (&mut filter.white, self.white.clone()),
            (&mut filter.black, self.black.clone()),
            (&mut filter.event, owned(place.event)),
            (&mut filter.site, owned(place.site)),
            (&mut filter.round, place.round),
        ] {
            if value.is_some() {
                *slot = value;
            }
        }
        if let Some(date) = place.date {
            filter.set_dates(date).map_err(bad)?;
        }
        if let Some(result) = &self.result {
            let one: GameFilter = format!("result:{result}").parse().map_err(bad)?;
            filter.result = one.result;
        }
        Ok(filter)
    }
}

impl Selection {
    pub fn filter(&self, lang: Lang) -> Result<GameFilter, Failure> {
        let place = Place {
            event: self.event.as_deref(),
            site: self.site.as_deref(),
            round: self.round.clone(),
            date: self.date.as_deref(),
        };
        self.players.filter(place, lang)
    }
}
