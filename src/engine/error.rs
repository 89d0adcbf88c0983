//! What can go wrong with an engine, said as a player would understand it, in both languages.

use std::sync::Arc;

use thiserror::Error;

use crate::i18n::{Key, Lang};

/// An engine that cannot be used, or stopped being usable.
#[derive(Clone, Debug, Error)]
pub enum EngineError {
    /// No engine chosen, and none where Stockfish is installed.
    #[error("no chess engine was found")]
    NotFound,
    /// The program could not be run (missing, not allowed, not a program).
    #[error("{path} cannot be started: {source}")]
    CannotStart {
        path: String,
        source: Arc<std::io::Error>,
    },
    /// The engine said nothing for too long where an answer was due.
    #[error("{name} does not answer")]
    NotAnswering { name: String },
    /// The engine's process ended (it crashed, was killed, or is not a UCI engine), with the last thing it wrote to
    /// its error output.
    #[error("{name} stopped{}", last_words.as_ref().map(|w| format!(": {w}")).unwrap_or_default())]
    Stopped {
        name: String,
        last_words: Option<String>,
    },
}

impl EngineError {
    /// The message in `lang`.
    pub fn describe(&self, lang: Lang) -> String {
        match self {
            EngineError::NotFound => lang.text(Key::EngineNotFound).to_string(),
            EngineError::CannotStart { path, source } => {
                let why = crate::files::why_unreadable(source, lang);
                lang.fill(Key::EngineCannotStart, &[path, &why])
            }
            EngineError::NotAnswering { name } => lang.fill(Key::EngineNotAnswering, &[name]),
            EngineError::Stopped {
                name,
                last_words: None,
            } => lang.fill(Key::EngineStopped, &[name]),
            EngineError::Stopped {
                name,
                last_words: Some(words),
            } => lang.fill(Key::EngineStoppedSaying, &[name, words]),
        }
    }
}
