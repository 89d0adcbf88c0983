//! Which games of a file a command takes: the filter of the window's game list, as options (`--player 王 --round 5
//! --date 2024..2025 --result 1-0`) or as the box's words (`--filter "王 轮:5"`). The options are `args`'s; this turns
//! them into a `pgn::GameFilter`.

use jipu::i18n::Lang;
use jipu::pgn::GameFilter;

use super::args::{Players, Selection};
use super::output::Failure;

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
