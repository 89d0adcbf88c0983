//! A game begun here is dated today: New, a position set up, a round's boards.

use crate::chess::Game;

/// A new game: no moves, dated today.
pub fn new_game() -> Game {
    dated_today(Game::new())
}

/// A game begun here (New, a position set up from a FEN) is dated today.
pub(in crate::app) fn dated_today(mut game: Game) -> Game {
    game.tags.set("Date", today());
    game
}

/// Today's date as PGN writes it.
pub fn today() -> String {
    days_ago(0)
}

/// The date `days` days ago, as PGN writes it.
pub fn days_ago(days: i64) -> String {
    (chrono::Local::now() - chrono::Duration::days(days))
        .format("%Y.%m.%d")
        .to_string()
}
