//! The `jipu` program: the desktop window when run without a command, the command line otherwise.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    run()
}

/// The command line, or the window; the two never call each other.
fn run() -> ExitCode {
    match cli::run() {
        cli::Invocation::Done(code) => code,
        cli::Invocation::Window(lang) => match jipu::app::run(jipu::app::AppState::new(lang)) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!(
                    "jipu: {}",
                    lang.fill(jipu::Key::CannotOpenWindow, &[&e.to_string()])
                );
                ExitCode::from(1)
            }
        },
    }
}
