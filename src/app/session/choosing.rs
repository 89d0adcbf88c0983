//! The commands of Jipu's own file chooser (see `model/chooser.rs`), where the system's cannot be shown: it opens where a
//! file of its kind was chosen last, goes from folder to folder, and hands the file chosen to `files.rs`.

use super::state::AppState;
use crate::app::commands::command::Effect;
use crate::app::commands::dialog_messages::ChooserMessage;
use crate::app::file_purpose::FilePurpose;
use crate::app::message::Message;
use crate::i18n::Key;

impl AppState {
    /// Opens Jipu's own chooser for `purpose`, `name` the file's name offered (`system_failed`: the system's was
    /// tried and failed).
    pub(in crate::app) fn open_chooser(
        &mut self,
        purpose: FilePurpose,
        name: String,
        system_failed: bool,
    ) {
        let places = crate::app::model::chooser::places(self.settings.recent_files());
        // The folder of the game's file, else the last folder used, else documents, else home.
        let documents = directories::UserDirs::new()
            .and_then(|d| d.document_dir().map(std::path::Path::to_path_buf))
            .filter(|d| d.is_dir());
        let start = self
            .start_folder_for(purpose)
            .or(documents)
            .or_else(|| places.first().cloned())
            .unwrap_or_else(|| std::path::PathBuf::from("."));
        self.dialogs.chooser = Some(crate::app::model::chooser::FileChooser::new(
            purpose, start, name, places,
        ));
        if system_failed {
            self.say(Message::info(Key::OwnChooser, &[]));
        }
    }

    /// What the chooser says.
    pub(in crate::app) fn chooser_message(&mut self, message: ChooserMessage) -> Vec<Effect> {
        match message {
            ChooserMessage::Go(dir) => {
                if let Some(c) = &mut self.dialogs.chooser {
                    c.go(dir);
                }
            }
            ChooserMessage::Up => {
                if let Some(c) = &mut self.dialogs.chooser {
                    c.up();
                }
            }
            ChooserMessage::Name(name) => {
                if let Some(c) = &mut self.dialogs.chooser {
                    c.set_name(name);
                }
            }
            ChooserMessage::Select(name) => {
                if let Some(c) = &mut self.dialogs.chooser {
                    c.select(name);
                }
            }
            ChooserMessage::Accept => {
                let chosen = self
                    .dialogs
                    .chooser
                    .as_mut()
                    .and_then(|c| c.accept().map(|p| (c.purpose(), p)));
                if let Some((purpose, path)) = chosen {
                    self.dialogs.chooser = None;
                    return self.file_chosen(purpose, Some(path));
                }
            }
            ChooserMessage::Cancel => self.dialogs.chooser = None,
        }
        Vec::new()
    }
}

impl AppState {
    /// Where a file chooser starts: the folder of the game's own file, else the last folder used.
    pub fn start_folder(&self) -> Option<std::path::PathBuf> {
        self.doc
            .source()
            .and_then(|s| s.path().parent())
            // `typo.pgn` given on the command line: its folder is the current one.
            .map(|d| {
                if d.as_os_str().is_empty() {
                    std::path::Path::new(".")
                } else {
                    d
                }
            })
            .and_then(|d| std::fs::canonicalize(d).ok())
            .filter(|d| d.is_dir())
            .or_else(|| {
                self.settings
                    .last_folder()
                    .map(std::path::Path::to_path_buf)
            })
    }

    /// Where a chooser for `purpose` starts: the folder last used for that kind of file (games, sheets, the club's
    /// files) — Save as starts in the game's own folder first —, else [`AppState::start_folder`].
    pub fn start_folder_for(&self, purpose: FilePurpose) -> Option<std::path::PathBuf> {
        let kind = self
            .settings
            .folder_for(purpose.kind())
            .map(std::path::Path::to_path_buf);
        match purpose {
            FilePurpose::SaveGame => self.start_folder().or(kind),
            FilePurpose::OpenPairings
            | FilePurpose::ExportResults
            | FilePurpose::OpenLadder
            | FilePurpose::NewLadder => kind
                .or_else(|| {
                    self.dialogs
                        .round
                        .as_ref()
                        .and_then(|r| r.path().parent().map(std::path::Path::to_path_buf))
                        .filter(|d| d.is_dir())
                })
                .or_else(|| self.start_folder()),
            _ => kind.or_else(|| self.start_folder()),
        }
    }
}
