//! The list of a file's games, as data: the file (its index fills while it is read), the filter typed into the list's
//! box, and which games it takes — found a batch at a time as the index grows, so a million games are filtered without
//! holding the window.

use std::sync::Arc;

use super::game_file::GameFile;
use crate::app::message::{Message, Tone};
use crate::pgn::GameFilter;

/// How many games are looked at in one frame while a filter is applied.
const PER_FRAME: usize = 200_000;

/// See the module documentation.
#[derive(Debug)]
pub struct GameList {
    file: Arc<GameFile>,
    text: String,
    filter: GameFilter,
    problem: Option<Message>,
    /// The games the filter takes (from 0), among those looked at so far.
    matches: Vec<u32>,
    looked_at: usize,
}

impl GameList {
    pub fn new(file: Arc<GameFile>) -> GameList {
        GameList {
            file,
            text: String::new(),
            filter: GameFilter::default(),
            problem: None,
            matches: Vec::new(),
            looked_at: 0,
        }
    }

    pub fn file(&self) -> &Arc<GameFile> {
        &self.file
    }

    /// The filter as typed.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Why the filter cannot be read, if it cannot.
    pub fn problem(&self) -> Option<&Message> {
        self.problem.as_ref()
    }

    /// The games shown (from 0), in file order.
    pub fn shown(&self) -> &[u32] {
        &self.matches
    }

    /// Whether every game read so far has been looked at.
    pub fn caught_up(&self) -> bool {
        self.looked_at >= self.file.len()
    }

    /// A new filter typed: the games are looked at again from the start.
    pub(in crate::app) fn set_filter(&mut self, text: String) {
        match text.parse::<GameFilter>() {
            Ok(filter) => {
                self.filter = filter;
                self.problem = None;
            }
            Err(e) => {
                self.problem = Some(Message::new(Tone::Problem, move |lang| e.message(lang)));
            }
        }
        self.text = text;
        self.matches.clear();
        self.looked_at = 0;
        self.catch_up();
    }

    /// Looks at the games read since the last look (a bounded number a frame).
    pub(in crate::app) fn catch_up(&mut self) {
        let filter = &self.filter;
        let (matches, looked_at) = (&mut self.matches, &mut self.looked_at);
        self.file.with_index(|index| {
            let end = index.len().min(*looked_at + PER_FRAME);
            for i in *looked_at..end {
                if filter.is_empty() || index.get(i).is_some_and(|e| filter.matches(&e)) {
                    matches.push(i as u32);
                }
            }
            *looked_at = end;
        });
    }
}
