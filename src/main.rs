//! The `jipu` program: the desktop window when run without a command, the command line otherwise.
// On Windows the program with the window is a window program: no console opens behind it (see `console.rs`).
#![cfg_attr(all(windows, feature = "gui"), windows_subsystem = "windows")]

mod cli;
mod console;

use std::process::ExitCode;

fn main() -> ExitCode {
    run()
}

/// The command line, or the window; the two never call each other.
fn run() -> ExitCode {
    let started = std::time::Instant::now();
    console::attach();
    match cli::run() {
        cli::Invocation::Done(code) => code,
        cli::Invocation::Window(request) => window(request, started),
    }
}

/// Opens the desktop window and runs until it is closed.
#[cfg(feature = "gui")]
fn window(request: cli::WindowRequest, started: std::time::Instant) -> ExitCode {
    let lang = request.lang.unwrap_or_else(jipu::Lang::from_env);
    let start = jipu::app::Start {
        lang: request.lang,
        file: request.file,
        started,
    };
    match jipu::app::run(start) {
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

/// Built without the window (`--no-default-features`): say so, and how to get it.
#[cfg(not(feature = "gui"))]
fn window(request: cli::WindowRequest, _started: std::time::Instant) -> ExitCode {
    let lang = request.lang.unwrap_or_else(jipu::Lang::from_env);
    eprintln!("jipu: {}", lang.text(jipu::Key::BuiltWithoutWindow));
    ExitCode::from(1)
}
