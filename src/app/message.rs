//! The line for the user at the bottom of the window: what was saved, what went wrong. A message is kept as a way to
//! write it, not as text, so it follows the interface when the language is switched.

use std::sync::Arc;

use crate::i18n::{Key, Lang};

/// Whether a message reports a success or a problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Info,
    Problem,
}

/// See the module documentation.
#[derive(Clone)]
pub struct Message {
    tone: Tone,
    write: Arc<dyn Fn(Lang) -> String + Send + Sync>,
    /// Said only while the game has nothing unsaved ("saved to …"): the first change takes it away, so that the
    /// line never says a game is saved while it is not.
    while_saved: bool,
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
            while_saved: false,
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

    /// This message, said only until the game changes again (see the field).
    pub fn while_saved(mut self) -> Message {
        self.while_saved = true;
        self
    }

    /// Whether the message goes when the game changes.
    pub fn lasts_while_saved(&self) -> bool {
        self.while_saved
    }

    pub fn tone(&self) -> Tone {
        self.tone
    }

    pub fn text(&self, lang: Lang) -> String {
        (self.write)(lang)
    }
}
