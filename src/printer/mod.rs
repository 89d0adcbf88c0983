//! Printing on the system's printers: the printers there are (the default first) and a laid-out [`Sheet`] printed on
//! one of them. One interface, [`PrintSystem`], with a side per system, chosen at compile time: [`Cups`] on Linux and
//! macOS (`lpstat`, and the sheet's PDF sent with `lp`), [`Spooler`] on Windows (the print spooler, and the sheet
//! drawn through GDI on the printer's device context). Both print the same `Sheet` display list that the PDF and the
//! window's preview are drawn from, and every way it goes wrong is a [`PrintError`] said in the user's language.
//!
//! Nothing here waits on a window: the window calls these on another thread.

#[cfg(not(windows))]
mod cups;
#[cfg(windows)]
mod spooler;

use std::time::Duration;

use thiserror::Error;

use crate::i18n::{Key, Lang};
use crate::sheet::{Paper, Sheet};

/// How long the printing system may take to answer before printing is given up: 8 s, or `JIPU_PRINT_TIMEOUT_MS`
/// (tests).
pub fn answer_within() -> Duration {
    std::env::var("JIPU_PRINT_TIMEOUT_MS")
        .ok()
        .and_then(|ms| ms.parse().ok())
        .map_or(Duration::from_secs(8), Duration::from_millis)
}

/// A printer (a CUPS queue, a Windows printer).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Printer {
    pub name: String,
    /// The system's default printer.
    pub is_default: bool,
    /// Whether it takes jobs now (`cupsreject` turns that off; on Windows, a paused or offline printer).
    pub accepting: bool,
}

/// A job the printing system took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Job {
    pub printer: String,
    /// The system's job id: CUPS's `PDF-12`, the spooler's `12`.
    pub id: String,
}

impl Job {
    /// The job's number (`12` of `PDF-12`).
    pub fn number(&self) -> &str {
        self.id.rsplit('-').next().unwrap_or(&self.id)
    }
}

/// Why printing did not happen.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum PrintError {
    #[error("CUPS is not installed (no lpstat)")]
    NoCups,
    #[error("the printing service (CUPS) is not running")]
    ServerDown,
    #[error("the Windows print spooler is not running")]
    SpoolerDown,
    #[error("no printer is set up")]
    NoPrinter,
    #[error("the printer {0} is not accepting jobs")]
    NotAccepting(String),
    #[error("the printer {0} is offline")]
    Offline(String),
    #[error("there is no printer {0}")]
    NoSuchPrinter(String),
    #[error("the printer {0} refused the job: {1}")]
    Refused(String, String),
    #[error("the printing service did not answer")]
    TimedOut,
    #[error("printing failed: {0}")]
    Failed(String),
}

impl PrintError {
    /// What went wrong, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            PrintError::NoCups => lang.text(Key::PrintNoCups).to_string(),
            PrintError::ServerDown => lang.text(Key::PrintServerDown).to_string(),
            PrintError::SpoolerDown => lang.text(Key::PrintSpoolerDown).to_string(),
            PrintError::NoPrinter => lang.text(Key::PrintNoPrinter).to_string(),
            PrintError::NotAccepting(p) => lang.fill(Key::PrintNotAccepting, &[p]),
            PrintError::Offline(p) => lang.fill(Key::PrintOffline, &[p]),
            PrintError::NoSuchPrinter(p) => lang.fill(Key::PrintNoSuchPrinter, &[p]),
            PrintError::Refused(p, why) => lang.fill(Key::PrintRefused, &[p, why]),
            PrintError::TimedOut => lang.text(Key::PrintTimedOut).to_string(),
            PrintError::Failed(why) => lang.fill(Key::PrintFailed, &[why]),
        }
    }

    /// What a Windows error code (`GetLastError`) means for printing on `printer`. The system's own words for an
    /// error not named here are kept as the reason a job was refused.
    #[cfg(any(windows, test))]
    pub fn from_windows(code: i32, printer: &str) -> PrintError {
        const ERROR_SERVICE_NOT_ACTIVE: i32 = 1062;
        const RPC_S_SERVER_UNAVAILABLE: i32 = 1722;
        const EPT_S_NOT_REGISTERED: i32 = 1753;
        const ERROR_INVALID_PRINTER_NAME: i32 = 1801;
        const ERROR_PRINTER_DELETED: i32 = 1905;
        const ERROR_PRINTER_NOT_FOUND: i32 = 3012;
        const ERROR_PRINTQ_FULL: i32 = 61;
        const ERROR_NOT_READY: i32 = 21;
        const ERROR_PRINTER_OFFLINE: i32 = 3020; // not an API code: the printer's state, read with GetPrinterW
        match code {
            ERROR_SERVICE_NOT_ACTIVE | RPC_S_SERVER_UNAVAILABLE | EPT_S_NOT_REGISTERED => {
                PrintError::SpoolerDown
            }
            ERROR_INVALID_PRINTER_NAME | ERROR_PRINTER_DELETED | ERROR_PRINTER_NOT_FOUND => {
                PrintError::NoSuchPrinter(printer.to_string())
            }
            ERROR_NOT_READY | ERROR_PRINTER_OFFLINE => PrintError::Offline(printer.to_string()),
            ERROR_PRINTQ_FULL => PrintError::NotAccepting(printer.to_string()),
            _ => PrintError::Refused(
                printer.to_string(),
                std::io::Error::from_raw_os_error(code).to_string(),
            ),
        }
    }
}

/// A system's printing: the interface the window (and anything else that prints) uses, whichever system it runs on.
pub trait PrintSystem {
    /// The printers, the default first. An error when the printing system is missing, not running, not answering
    /// within `limit`, or knows no printer.
    fn printers(limit: Duration) -> Result<Vec<Printer>, PrintError>;

    /// Prints `sheet` on `printer`: `copies` copies on `paper`, the job named `title`.
    fn print(
        sheet: &Sheet,
        title: &str,
        printer: &str,
        copies: u32,
        paper: Paper,
    ) -> Result<Job, PrintError>;
}

/// Printing through CUPS: see `cups.rs`.
#[cfg(not(windows))]
pub struct Cups;

#[cfg(not(windows))]
impl PrintSystem for Cups {
    fn printers(limit: Duration) -> Result<Vec<Printer>, PrintError> {
        cups::printers(limit)
    }

    fn print(
        sheet: &Sheet,
        title: &str,
        printer: &str,
        copies: u32,
        paper: Paper,
    ) -> Result<Job, PrintError> {
        cups::print_sheet(sheet, title, printer, copies, paper)
    }
}

/// Printing through the Windows print spooler and GDI: see `spooler.rs`.
#[cfg(windows)]
pub struct Spooler;

#[cfg(windows)]
impl PrintSystem for Spooler {
    fn printers(limit: Duration) -> Result<Vec<Printer>, PrintError> {
        within(limit, spooler::printers)
    }

    fn print(
        sheet: &Sheet,
        title: &str,
        printer: &str,
        copies: u32,
        paper: Paper,
    ) -> Result<Job, PrintError> {
        spooler::print_sheet(sheet, title, printer, copies, paper)
    }
}

/// This system's printing.
#[cfg(not(windows))]
pub type System = Cups;
/// This system's printing.
#[cfg(windows)]
pub type System = Spooler;

/// The printers of this system, the default first.
pub fn printers(limit: Duration) -> Result<Vec<Printer>, PrintError> {
    System::printers(limit)
}

/// Prints a laid-out sheet on this system's `printer`. The window's Print prints through this.
pub fn print_sheet(
    sheet: &Sheet,
    title: &str,
    printer: &str,
    copies: u32,
    paper: Paper,
) -> Result<Job, PrintError> {
    System::print(sheet, title, printer, copies, paper)
}

/// Runs `ask` on a thread of its own and waits for it at most `limit`: a spooler that does not answer (a network
/// printer gone) must not hold anyone. The thread is left to end by itself.
#[cfg(windows)]
fn within<T: Send + 'static>(
    limit: Duration,
    ask: impl FnOnce() -> Result<T, PrintError> + Send + 'static,
) -> Result<T, PrintError> {
    let (tell, answer) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tell.send(ask());
    });
    answer
        .recv_timeout(limit)
        .unwrap_or(Err(PrintError::TimedOut))
}

/// Where a sheet to print (or to open in a viewer) is written: the temporary folder, named after `title` in letters
/// a file name can hold.
pub fn temporary_pdf(title: &str) -> std::path::PathBuf {
    let safe: String = title
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .take(80)
        .collect();
    std::env::temp_dir().join(format!("jipu-{safe}.pdf"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_errors_are_said_as_what_they_mean() {
        assert_eq!(
            PrintError::from_windows(1722, "HP"),
            PrintError::SpoolerDown
        );
        assert_eq!(
            PrintError::from_windows(1801, "HP"),
            PrintError::NoSuchPrinter("HP".into())
        );
        assert_eq!(
            PrintError::from_windows(21, "HP"),
            PrintError::Offline("HP".into())
        );
        assert!(matches!(
            PrintError::from_windows(5, "HP"),
            PrintError::Refused(p, why) if p == "HP" && !why.is_empty()
        ));
        assert_eq!(
            PrintError::SpoolerDown.message(Lang::Zh),
            "Windows 打印后台处理程序未运行"
        );
        assert_eq!(
            PrintError::Offline("HP".into()).message(Lang::En),
            "The printer HP is offline"
        );
    }
}
