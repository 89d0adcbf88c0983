//! The print dialog's verbs: opened on this game, blank forms or several games, its choices, the sheet sent to a
//! printer on another thread, saved as PDF, or opened in the system's viewer.

use super::state::AppState;
use crate::app::commands::command::Effect;
use crate::app::commands::dialog_messages::PrintMessage;
use crate::app::file_purpose::FilePurpose;
use crate::app::message::{Message, Tone};
use crate::app::model::print_dialog::{PrintDialog, PrintWhat};
use crate::app::work::background::Background;
use crate::i18n::Key;
use crate::sheet::{FontMetrics, Sheet, lay_out_blank, lay_out_game, sheet_pdf};

impl AppState {
    /// What the print dialog says.
    pub(in crate::app) fn print_message(&mut self, message: PrintMessage) -> Vec<Effect> {
        match message {
            PrintMessage::ChoosePrinter(i) => self.with_print(|d| d.chosen = i),
            PrintMessage::Copies(n) => self.with_print(|d| d.copies = n.clamp(1, 99)),
            PrintMessage::WhatIs(what) => self.with_print(|d| {
                d.what = what;
                d.page = 0;
                d.problem = None;
            }),
            PrintMessage::BlankCount(n) => {
                self.settings.set_blank_count(n);
                let n = self.settings.blank_count();
                self.with_print(|d| d.blank_count = n);
            }
            PrintMessage::Page(page) => self.with_print(|d| d.page = page),
            PrintMessage::Send => self.print_send(),
            PrintMessage::SaveAs => return self.print_save_as(),
            PrintMessage::InViewer => return self.print_in_viewer(),
            PrintMessage::Close => self.dialogs.print = None,
            PrintMessage::Focused => self.with_print(|d| d.focus_print = false),
        }
        Vec::new()
    }

    /// The print dialog on the sheets of the games the list shows (read from the file now).
    pub(in crate::app) fn print_listed(&mut self) {
        let Some(list) = &self.dialogs.game_list else {
            return;
        };
        let file = list.file().clone();
        let games: Vec<crate::chess::Game> = list
            .shown()
            .iter()
            .filter_map(|&i| file.read(i as usize).ok().and_then(|(game, _)| game))
            .collect();
        self.open_print(PrintWhat::Several);
        self.with_print(|d| d.several = games);
    }

    /// Opens the print dialog; CUPS is asked for its printers on another thread.
    pub(in crate::app) fn open_print(&mut self, what: PrintWhat) {
        let mut dialog = PrintDialog::open(what, self.settings.blank_count());
        if what == PrintWhat::Game && !self.details_ready() {
            dialog.problem = self.message.clone();
        }
        self.dialogs.print = Some(dialog);
    }

    pub(in crate::app) fn with_print(&mut self, change: impl FnOnce(&mut PrintDialog)) {
        if let Some(dialog) = &mut self.dialogs.print {
            change(dialog);
        }
    }

    /// The sheet the print dialog would print: this game (not while a field of the form is wrong) or blank forms.
    pub fn sheet_to_print(&self) -> Option<Sheet> {
        let dialog = self.dialogs.print.as_ref()?;
        let options = self.sheet_options();
        let font = FontMetrics::jipu_sans();
        match dialog.what {
            PrintWhat::Game if self.doc.refused().is_empty() => {
                Some(lay_out_game(self.game(), &options, font))
            }
            PrintWhat::Game => None,
            PrintWhat::Blank => Some(lay_out_blank(dialog.blank_count, &options, font)),
            PrintWhat::Several => {
                Some(crate::sheet::lay_out_games(&dialog.several, &options, font))
            }
        }
    }

    /// The name of a print job and of its PDF: the players, or "blank".
    fn print_title(&self) -> String {
        match self.dialogs.print.as_ref().map(|d| d.what) {
            Some(PrintWhat::Blank) => "blank".to_string(),
            Some(PrintWhat::Several) => "games".to_string(),
            _ => self
                .game()
                .tags
                .players()
                .unwrap_or_else(|| "game".to_string()),
        }
    }

    /// Sends the sheet to the chosen printer, on another thread.
    pub(in crate::app) fn print_send(&mut self) {
        let Some(sheet) = self.sheet_to_print() else {
            return;
        };
        let title = self.print_title();
        let paper = self.settings.paper();
        let Some(dialog) = &mut self.dialogs.print else {
            return;
        };
        let Some(printer) = dialog.printer().map(|p| p.name.clone()) else {
            return;
        };
        let copies = dialog.copies;
        dialog.problem = None;
        dialog.sending = Some(Background::start(move || {
            crate::printer::print_sheet(&sheet, &title, &printer, copies, paper)
        }));
    }

    /// Each frame while the print dialog waits: the printers, or how the job went.
    pub(in crate::app) fn poll_printing(&mut self) {
        let Some(dialog) = &mut self.dialogs.print else {
            return;
        };
        match dialog.poll() {
            Some(Ok(job)) => {
                self.dialogs.print = None;
                let number = job.number().to_string();
                self.say(Message::info(Key::SentToPrinter, &[&job.printer, &number]));
            }
            Some(Err(e)) => {
                dialog.problem = Some(Message::new(Tone::Problem, move |lang| e.message(lang)));
            }
            None => {}
        }
    }

    /// Save as PDF from the print dialog: the file chooser for the sheet or the blank forms.
    pub(in crate::app) fn print_save_as(&mut self) -> Vec<Effect> {
        let what = self.dialogs.print.as_ref().map(|d| d.what);
        // This game's sheet is refused before a file is asked for, while its field still holds a wrong value.
        if !matches!(what, Some(PrintWhat::Blank | PrintWhat::Several)) && !self.details_ready() {
            // Said in the dialog, where the user is looking.
            let said = self.message.take();
            if let Some(dialog) = &mut self.dialogs.print {
                dialog.problem = said;
            }
            return Vec::new();
        }
        let several = self.dialogs.print.take().map(|d| d.several);
        match what {
            Some(PrintWhat::Blank) => self.choose_file(FilePurpose::ExportBlank),
            Some(PrintWhat::Several) => {
                self.dialogs.export = several;
                self.choose_file(FilePurpose::ExportRound)
            }
            _ => self.choose_file(FilePurpose::ExportSheet),
        }
    }

    /// Opens the sheet in the system's PDF viewer (where there is no printer, or to print from there).
    pub(in crate::app) fn print_in_viewer(&mut self) -> Vec<Effect> {
        let Some(sheet) = self.sheet_to_print() else {
            return Vec::new();
        };
        let path = crate::printer::temporary_pdf(&self.print_title());
        let written = sheet_pdf(&sheet, self.lang().text(Key::SheetTitle))
            .map_err(|e| e.to_string())
            .and_then(|bytes| {
                crate::files::write_atomically(&path, &bytes).map_err(|e| e.to_string())
            });
        if let Err(e) = written {
            self.say(Message::problem(
                Key::CannotWriteFile,
                &[&path.display().to_string(), &e],
            ));
            return Vec::new();
        }
        self.dialogs.print = None;
        self.say(Message::info(
            Key::OpenedViewer,
            &[&path.display().to_string()],
        ));
        vec![Effect::OpenInViewer(path)]
    }
}
