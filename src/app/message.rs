//! The line for the user at the bottom of the window: what was saved, what went wrong. A message is kept as a way to
//! write it, not as text, so it follows the interface when the language is switched.
//!
//! A message belongs to what caused it, and goes when that is over or something newer is said: most when the game
//! changes after them (a failed save, a file read as GBK, a picture with no game: the user has moved on), "saved"
//! as soon as anything is unsaved, and what is said about the sheet being typed (a wrong move number) while that
//! game is shown.

use std::sync::Arc;

use crate::i18n::{Key, Lang};

/// Whether a message reports a success or a problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Info,
    Problem,
}

/// How long a message is said (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lasts {
    /// Until the game changes after it.
    UntilChange,
    /// Only while the game has nothing unsaved ("saved to …"), so that the line never says a game is saved while it
    /// is not.
    WhileSaved,
    /// While the same game is shown: moves typed after it do not take it away, another game does.
    WhileGame,
}

/// See the module documentation.
#[derive(Clone)]
pub struct Message {
    tone: Tone,
    write: Arc<dyn Fn(Lang) -> String + Send + Sync>,
    lasts: Lasts,
}

impl std::fmt::Debug for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Message({:?}, {:?})", self.tone, self.text(Lang::En))
    }
}

impl Message {
    /// A message written by `write` in the language asked for.
    pub fn new(tone: Tone, write: impl Fn(Lang) -> String + Send + Sync + 'static) -> Message {
        Message {
            tone,
            write: Arc::new(write),
            lasts: Lasts::UntilChange,
        }
    }

    /// The text of `key` with its arguments.
    pub fn of(tone: Tone, key: Key, args: &[&str]) -> Message {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        Message::new(tone, move |lang| {
            let refs: Vec<&str> = args.iter().map(String::as_str).collect();
            lang.fill(key, &refs)
        })
    }

    pub fn info(key: Key, args: &[&str]) -> Message {
        Message::of(Tone::Info, key, args)
    }

    pub fn problem(key: Key, args: &[&str]) -> Message {
        Message::of(Tone::Problem, key, args)
    }

    /// This message, said only while nothing is unsaved (see [`Lasts::WhileSaved`]).
    pub fn while_saved(mut self) -> Message {
        self.lasts = Lasts::WhileSaved;
        self
    }

    /// This message, said while the same game is shown (see [`Lasts::WhileGame`]).
    pub fn while_game(mut self) -> Message {
        self.lasts = Lasts::WhileGame;
        self
    }

    pub fn lasts(&self) -> Lasts {
        self.lasts
    }

    /// Whether this is the very message `other` (a copy of it), not one said since.
    pub fn is(&self, other: &Message) -> bool {
        Arc::ptr_eq(&self.write, &other.write)
    }

    pub fn tone(&self) -> Tone {
        self.tone
    }

    pub fn text(&self, lang: Lang) -> String {
        (self.write)(lang)
    }
}
