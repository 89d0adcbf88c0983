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
                // A file that exists but is no program (a text chosen by mistake): refused as not runnable on
                // Unix, as of a bad format on Unix (ENOEXEC) and Windows (ERROR_BAD_EXE_FORMAT).
                let not_a_program = source.kind() == std::io::ErrorKind::PermissionDenied
                    && !std::path::Path::new(path).is_dir()
                    || matches!(source.raw_os_error(), Some(8) if cfg!(unix))
                    || matches!(source.raw_os_error(), Some(193) if cfg!(windows));
                let why = if not_a_program {
                    lang.text(Key::EngineNotAProgram).to_string()
                } else {
                    crate::files::why_unreadable(source, lang)
                };
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_that_is_no_program_is_said_so_not_as_unreadable() {
        let dir = tempfile::tempdir().expect("a folder");
        let text = dir.path().join("notes.txt");
        std::fs::write(&text, "not an engine\n").expect("a file");
        let Err(source) = std::process::Command::new(&text).spawn() else {
            panic!("a text file started as a program");
        };
        let error = EngineError::CannotStart {
            path: text.display().to_string(),
            source: source.into(),
        };
        assert!(
            error.describe(Lang::En).contains("not a program"),
            "{}",
            error.describe(Lang::En)
        );
        assert!(error.describe(Lang::Zh).contains("不是可以运行的程序"));
        // A program that is missing is still said to be missing.
        let Err(source) = std::process::Command::new(dir.path().join("gone")).spawn() else {
            panic!("a missing program started");
        };
        let missing = EngineError::CannotStart {
            path: "gone".into(),
            source: source.into(),
        };
        assert!(!missing.describe(Lang::En).contains("not a program"));
    }
}
