//! Help › User's guide as data: the guide of each language, read from where it was installed when the window is
//! opened (a few kilobytes of Markdown; the pictures are read when their section is shown), and the section shown —
//! by its id, the same in both languages, so that switching the interface's language keeps the page.

use std::path::PathBuf;

use crate::guide::{Guide, GuideError};
use crate::i18n::Lang;

#[derive(Debug)]
pub struct GuideView {
    en: Result<Guide, GuideError>,
    zh: Result<Guide, GuideError>,
    section: String,
}

impl GuideView {
    /// The guide from where this program finds it (`guide::folders`), at its first section.
    pub fn open() -> GuideView {
        GuideView::from_folders(&crate::guide::folders())
    }

    /// The guide from the first of `folders` that has it, at its first section.
    pub fn from_folders(folders: &[PathBuf]) -> GuideView {
        GuideView {
            en: Guide::open_from(folders, Lang::En),
            zh: Guide::open_from(folders, Lang::Zh),
            section: "start".to_string(),
        }
    }

    /// The guide in `lang`, or why it cannot be shown.
    pub fn guide(&self, lang: Lang) -> Result<&Guide, &GuideError> {
        match lang {
            Lang::En => self.en.as_ref(),
            Lang::Zh => self.zh.as_ref(),
        }
    }

    /// The id of the section shown.
    pub fn section(&self) -> &str {
        &self.section
    }

    pub(in crate::app) fn show(&mut self, id: String) {
        self.section = id;
    }
}
