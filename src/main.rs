//! The `jipu` program: the command line, and (later) the desktop board when run without a command.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    cli::run()
}
