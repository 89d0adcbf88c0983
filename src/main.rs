//! The `jipu` program: the desktop window when run without a command, the command line otherwise.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    run()
}

/// The command line, or the window; the two never call each other.
fn run() -> ExitCode {
    let started = std::time::Instant::now();
    match cli::run() {
        cli::Invocation::Done(code) => code,
        cli::Invocation::Window(lang, lang_given, game) => {
            match jipu::app::run(window_state(lang, game), started, lang_given) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!(
                        "jipu: {}",
                        lang.fill(jipu::Key::CannotOpenWindow, &[&e.to_string()])
                    );
                    ExitCode::from(1)
                }
            }
        }
    }
}

/// The window's first state: the file from the command line opened as File > Open would.
fn window_state(lang: jipu::Lang, file: Option<std::path::PathBuf>) -> jipu::app::AppState {
    let mut state = jipu::app::AppState::new(lang);
    if let Some(path) = file {
        state.open_path(&path);
    }
    state
}
