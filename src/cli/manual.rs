//! `jipu manual` (hidden): the manual page of `jipu` and its commands, made from the `clap` model.

use std::io::Write;
use std::process::ExitCode;

use super::args::Cli;
use super::output::Failure;

/// The manual page of `jipu` and its commands, as roff (clap_mangen), on standard output.
pub(super) fn manual() -> Result<ExitCode, Failure> {
    use clap::CommandFactory;
    let command = Cli::command();
    let mut page = Vec::new();
    clap_mangen::Man::new(command.clone())
        .render(&mut page)
        .map_err(|e| Failure(e.to_string()))?;
    // Each command in a section of its own: what it does and its options.
    for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
        let about = sub.get_about().map(|a| a.to_string()).unwrap_or_default();
        let head = format!(
            ".SH \"JIPU {}\"\n{}\n",
            sub.get_name().to_uppercase(),
            roff_text(&about)
        );
        page.extend_from_slice(head.as_bytes());
        clap_mangen::Man::new(sub.clone())
            .render_options_section(&mut page)
            .map_err(|e| Failure(e.to_string()))?;
    }
    std::io::stdout()
        .write_all(&page)
        .map_err(|e| Failure(e.to_string()))?;
    Ok(ExitCode::SUCCESS)
}

/// Plain text as a roff line: a leading dot or quote, and backslashes, escaped.
fn roff_text(text: &str) -> String {
    let text = text.replace('\\', "\\e");
    if text.starts_with(['.', '\'']) {
        format!("\\&{text}")
    } else {
        text
    }
}
