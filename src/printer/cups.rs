//! The CUPS side of printing (Linux, and macOS, where `lp` and `lpstat` are the same): the printers `lpstat` knows and
//! a sheet's PDF sent with `lp`. Both are run with `LC_ALL=C`, so their answers are read in one language whatever the
//! user's (a Chinese system answers `系统默认目标：PDF` otherwise), each with a time limit (a CUPS server that does
//! not answer must not hold anyone).

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::{Job, PrintError, Printer, answer_within, temporary_pdf};
use crate::sheet::{Paper, Sheet};

/// What a command printed, once it ended.
struct Answer {
    success: bool,
    stdout: String,
    stderr: String,
}

/// Runs a CUPS command in the C locale, waiting at most `limit`.
fn run(program: &str, args: &[&str], limit: Duration) -> Result<Answer, PrintError> {
    let mut child = Command::new(program)
        .args(args)
        .env("LC_ALL", "C")
        .env("LANG", "C")
        .env_remove("LANGUAGE")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => PrintError::NoCups,
            _ => PrintError::Failed(e.to_string()),
        })?;
    // The pipes are read while the command runs: one that writes more than a pipe holds (a long list of printers)
    // would otherwise wait for a reader and never end.
    let stdout = child.stdout.take().map(read_in_background);
    let stderr = child.stderr.take().map(read_in_background);
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() < limit => std::thread::sleep(Duration::from_millis(20)),
            Ok(None) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(PrintError::TimedOut);
            }
            Err(e) => return Err(PrintError::Failed(e.to_string())),
        }
    };
    let text = |reader: Option<std::thread::JoinHandle<String>>| {
        reader.and_then(|r| r.join().ok()).unwrap_or_default()
    };
    Ok(Answer {
        success: status.success(),
        stdout: text(stdout),
        stderr: text(stderr),
    })
}

/// Reads a pipe to its end on a thread of its own.
fn read_in_background(mut pipe: impl Read + Send + 'static) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = pipe.read_to_end(&mut bytes);
        String::from_utf8_lossy(&bytes).into_owned()
    })
}

/// Whether the CUPS server runs.
fn server_runs(limit: Duration) -> Result<(), PrintError> {
    let answer = run("lpstat", &["-r"], limit)?;
    if answer.stdout.contains("scheduler is running") {
        Ok(())
    } else {
        Err(PrintError::ServerDown)
    }
}

/// Reads `lpstat -d -a` (C locale): the default destination and each queue with whether it accepts jobs.
fn parse_printers(text: &str) -> Vec<Printer> {
    let default = text
        .lines()
        .find_map(|l| l.strip_prefix("system default destination: "))
        .map(str::trim);
    let mut printers: Vec<Printer> = text
        .lines()
        .filter(|l| !l.starts_with(char::is_whitespace))
        .filter_map(|l| {
            let (name, rest) = l.split_once(' ')?;
            let accepting = if rest.starts_with("accepting requests") {
                true
            } else if rest.starts_with("not accepting requests") {
                false
            } else {
                return None;
            };
            Some(Printer {
                name: name.to_string(),
                is_default: Some(name) == default,
                accepting,
            })
        })
        .collect();
    // The default first, then by name.
    printers.sort_by(|a, b| {
        b.is_default
            .cmp(&a.is_default)
            .then_with(|| a.name.cmp(&b.name))
    });
    printers
}

/// The printers CUPS knows, the default first. An error when CUPS is missing, not running, not answering, or knows no
/// printer.
pub(super) fn printers(limit: Duration) -> Result<Vec<Printer>, PrintError> {
    server_runs(limit)?;
    let answer = run("lpstat", &["-d", "-a"], limit)?;
    let printers = parse_printers(&answer.stdout);
    if printers.is_empty() {
        return Err(PrintError::NoPrinter);
    }
    Ok(printers)
}

/// Sends the PDF at `path` to `printer`: `copies` copies on `paper`, named `title` in the queue.
fn print_file(
    path: &Path,
    printer: &str,
    copies: u32,
    paper: Paper,
    title: &str,
    limit: Duration,
) -> Result<Job, PrintError> {
    server_runs(limit)?;
    let copies = copies.clamp(1, 99).to_string();
    let media = match paper {
        Paper::A4 => "media=A4",
        Paper::Letter => "media=Letter",
    };
    let file = path.to_string_lossy();
    let answer = run(
        "lp",
        &[
            "-d", printer, "-n", &copies, "-o", media, "-t", title, "--", &file,
        ],
        limit,
    )?;
    if !answer.success {
        let said = answer.stderr.trim();
        return Err(if said.contains("not accepting jobs") {
            PrintError::NotAccepting(printer.to_string())
        } else if said.contains("does not exist") {
            PrintError::NoSuchPrinter(printer.to_string())
        } else {
            PrintError::Failed(said.trim_start_matches("lp: ").to_string())
        });
    }
    let id = answer
        .stdout
        .split_whitespace()
        .skip_while(|w| *w != "is")
        .nth(1)
        .unwrap_or_default()
        .to_string();
    Ok(Job {
        printer: printer.to_string(),
        id,
    })
}

/// Prints a laid-out sheet: its PDF is written to the temporary folder (named after `title`) and sent to `printer`.
pub(super) fn print_sheet(
    sheet: &Sheet,
    title: &str,
    printer: &str,
    copies: u32,
    paper: Paper,
) -> Result<Job, PrintError> {
    let bytes =
        crate::sheet::sheet_pdf(sheet, title).map_err(|e| PrintError::Failed(e.to_string()))?;
    let path = temporary_pdf(title);
    crate::files::write_atomically(&path, &bytes).map_err(|e| PrintError::Failed(e.to_string()))?;
    print_file(&path, printer, copies, paper, title, answer_within())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lpstat_in_the_c_locale_is_read_default_first() {
        let text = "system default destination: PDF\n\
                    Office accepting requests since Mon 30 Nov 2026\n\
                    PDF accepting requests since Mon 30 Nov 2026\n\
                    Label not accepting requests since Mon 30 Nov 2026 -\n\
                    \tRejecting Jobs\n";
        let printers = parse_printers(text);
        let names: Vec<&str> = printers.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["PDF", "Label", "Office"]);
        assert!(printers[0].is_default && printers[0].accepting);
        assert!(!printers[1].accepting);
        assert!(parse_printers("no system default destination\n").is_empty());
    }

    #[test]
    fn an_answer_longer_than_a_pipe_holds_is_read_whole() {
        // Far more than the 64 KiB a pipe holds before its writer must wait.
        let answer = run(
            "sh",
            &["-c", "head -c 300000 /dev/zero | tr '\\0' x"],
            Duration::from_secs(20),
        )
        .expect("sh runs");
        assert!(answer.success);
        assert_eq!(answer.stdout.len(), 300_000);
    }

    #[test]
    fn a_job_number_is_the_end_of_its_id() {
        let job = Job {
            printer: "PDF".into(),
            id: "PDF-12".into(),
        };
        assert_eq!(job.number(), "12");
    }
}
