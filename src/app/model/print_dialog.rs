//! The print dialog (Ctrl+P) as data: the printers CUPS knows (asked on another thread), copies, what is printed
//! (this game, or blank forms and how many), the page previewed, a job being sent. Paper and notation are settings.
//! The preview is drawn from the same sheet layout the PDF is made of (see `ui/panels/print.rs`).

use crate::app::message::Message;
use crate::app::work::background::Background;
use crate::printer::{Job, PrintError, Printer};

/// What the dialog prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrintWhat {
    /// The game shown.
    Game,
    /// Empty forms for the board.
    Blank,
    /// Several games, one sheet each: a round's boards (header filled, moves empty), or the games a list shows.
    Several,
}

/// What CUPS said of its printers.
#[derive(Debug)]
pub enum Printers {
    Asking(Background<Result<Vec<Printer>, PrintError>>),
    Known(Vec<Printer>),
    /// No printing here (no CUPS, not running, no printer, no answer): Save as PDF and the viewer remain.
    Unavailable(PrintError),
}

/// See the module documentation.
#[derive(Debug)]
pub struct PrintDialog {
    pub(in crate::app) printers: Printers,
    pub(in crate::app) chosen: usize,
    pub(in crate::app) copies: u32,
    pub(in crate::app) what: PrintWhat,
    pub(in crate::app) blank_count: usize,
    pub(in crate::app) page: usize,
    pub(in crate::app) sending: Option<Background<Result<Job, PrintError>>>,
    pub(in crate::app) problem: Option<Message>,
    /// The Print button takes the keyboard when the dialog opens: Ctrl+P then Enter prints.
    pub(in crate::app) focus_print: bool,
    /// The games, when printing several.
    pub(in crate::app) several: Vec<crate::chess::Game>,
}

impl PrintDialog {
    /// A dialog for `what`, asking CUPS for its printers on another thread.
    pub fn open(what: PrintWhat, blank_count: usize) -> PrintDialog {
        let limit = crate::printer::answer_within();
        PrintDialog {
            printers: Printers::Asking(Background::start(move || crate::printer::printers(limit))),
            chosen: 0,
            copies: 1,
            what,
            blank_count,
            page: 0,
            sending: None,
            problem: None,
            focus_print: true,
            several: Vec::new(),
        }
    }

    pub fn printers(&self) -> &Printers {
        &self.printers
    }

    /// The printer chosen (the default when there is one: it comes first).
    pub fn printer(&self) -> Option<&Printer> {
        match &self.printers {
            Printers::Known(list) => list.get(self.chosen),
            _ => None,
        }
    }

    pub fn chosen(&self) -> usize {
        self.chosen
    }

    pub fn copies(&self) -> u32 {
        self.copies
    }

    pub fn what(&self) -> PrintWhat {
        self.what
    }

    pub fn blank_count(&self) -> usize {
        self.blank_count
    }

    pub fn page(&self) -> usize {
        self.page
    }

    pub fn is_sending(&self) -> bool {
        self.sending.is_some()
    }

    pub fn problem(&self) -> Option<&Message> {
        self.problem.as_ref()
    }

    pub fn wants_focus(&self) -> bool {
        self.focus_print
    }

    /// Looks for CUPS's answers; returns a finished job's outcome, when one came.
    pub(in crate::app) fn poll(&mut self) -> Option<Result<Job, PrintError>> {
        if let Printers::Asking(asking) = &self.printers
            && let Some(answer) = asking.take()
        {
            self.printers = match answer {
                Ok(list) => Printers::Known(list),
                Err(e) => Printers::Unavailable(e),
            };
        }
        let sent = self.sending.as_ref().and_then(Background::take);
        if sent.is_some() {
            self.sending = None;
        }
        sent
    }

    /// Whether an answer is still awaited (the window then looks again soon).
    pub fn waiting(&self) -> bool {
        matches!(self.printers, Printers::Asking(_)) || self.sending.is_some()
    }
}
