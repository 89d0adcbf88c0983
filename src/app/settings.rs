//! What Jipu remembers between runs (kept by eframe's persistence), and the one owner of the interface language, the
//! move list's notation and the board's orientation: the sheet's notation and paper, recent files, and values typed
//! once (events, sites, names) to offer again.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::i18n::Lang;
use crate::notation::NotationStyle;
use crate::sheet::Paper;

/// How many recent files and remembered values are kept.
const KEEP: usize = 12;

/// How the move list writes moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveListMode {
    English,
    Chinese,
    Both,
    /// Descriptive notation, as old books print it (`P-K4`): chosen in the View menu.
    Descriptive,
}

impl MoveListMode {
    /// The styles to write each move in.
    pub fn styles(self) -> &'static [NotationStyle] {
        match self {
            MoveListMode::English => &[NotationStyle::En],
            MoveListMode::Chinese => &[NotationStyle::Zh],
            MoveListMode::Both => &[NotationStyle::En, NotationStyle::Zh],
            MoveListMode::Descriptive => &[NotationStyle::Descriptive],
        }
    }

    /// The list a reader of `lang` expects when nothing else was chosen.
    pub fn of_lang(lang: Lang) -> MoveListMode {
        match NotationStyle::of_lang(lang) {
            NotationStyle::Zh => MoveListMode::Chinese,
            _ => MoveListMode::English,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    lang: Lang,
    /// The move list's notation: at first the interface language's, then what the user chose. Switching the
    /// interface language does not change it.
    list_mode: MoveListMode,
    sheet_style: Option<NotationStyle>,
    paper: Paper,
    flipped: bool,
    recent_files: Vec<PathBuf>,
    events: Vec<String>,
    sites: Vec<String>,
    names: Vec<String>,
    /// How many blank forms Print blank sheets makes.
    blank_count: usize,
    /// The folder a file was last chosen in.
    last_folder: Option<PathBuf>,
    /// The board's side in points when the user dragged the edge between the board and the side panel; otherwise
    /// the board takes the largest square that fits.
    board_side: Option<f32>,
    /// Dates typed into the form, offered again.
    dates: Vec<String>,
    /// Whether sheets list the moves repaired when the game was entered.
    sheet_corrections: bool,
    /// The folder a file of each kind (`FilePurpose::kind`) was last chosen in.
    folders: Vec<(String, PathBuf)>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings::new(Lang::from_env())
    }
}

/// Puts `value` first in `list`, without doubles, keeping the newest few.
fn remember<T: PartialEq + Clone>(list: &mut Vec<T>, value: &T) {
    list.retain(|v| v != value);
    list.insert(0, value.clone());
    list.truncate(KEEP);
}

impl Settings {
    /// The key under which eframe stores the settings.
    pub const KEY: &'static str = "jipu-settings";

    pub fn new(lang: Lang) -> Settings {
        Settings {
            lang,
            list_mode: MoveListMode::of_lang(lang),
            sheet_style: None,
            paper: Paper::A4,
            flipped: false,
            recent_files: Vec::new(),
            events: Vec::new(),
            sites: Vec::new(),
            names: Vec::new(),
            blank_count: 4,
            last_folder: None,
            board_side: None,
            dates: Vec::new(),
            sheet_corrections: false,
            folders: Vec::new(),
        }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    pub fn list_mode(&self) -> MoveListMode {
        self.list_mode
    }

    pub fn set_list_mode(&mut self, mode: MoveListMode) {
        self.list_mode = mode;
    }

    /// The sheet's notation: the one chosen, else the move list's (a list in both prints in the language it started
    /// in). Switching the interface's language does not change the notation the moves are written in.
    pub fn sheet_style(&self) -> NotationStyle {
        self.sheet_style.unwrap_or(match self.list_mode {
            MoveListMode::English => NotationStyle::En,
            MoveListMode::Chinese => NotationStyle::Zh,
            MoveListMode::Both => NotationStyle::of_lang(self.lang),
            MoveListMode::Descriptive => NotationStyle::Descriptive,
        })
    }

    pub fn set_sheet_style(&mut self, style: NotationStyle) {
        self.sheet_style = Some(style);
    }

    pub fn paper(&self) -> Paper {
        self.paper
    }

    pub fn set_paper(&mut self, paper: Paper) {
        self.paper = paper;
    }

    /// Black at the bottom.
    pub fn flipped(&self) -> bool {
        self.flipped
    }

    pub fn flip(&mut self) {
        self.flipped = !self.flipped;
    }

    pub fn recent_files(&self) -> &[PathBuf] {
        &self.recent_files
    }

    pub fn remember_file(&mut self, path: &std::path::Path) {
        remember(&mut self.recent_files, &path.to_path_buf());
    }

    /// The folder a file was last chosen in, when it still exists.
    pub fn last_folder(&self) -> Option<&std::path::Path> {
        self.last_folder.as_deref().filter(|p| p.is_dir())
    }

    pub fn remember_folder(&mut self, file: &std::path::Path) {
        self.last_folder = file.parent().map(std::path::Path::to_path_buf);
    }

    /// The folder a file of this kind was last chosen in, when it still exists.
    pub fn folder_for(&self, kind: &str) -> Option<&std::path::Path> {
        self.folders
            .iter()
            .find(|(k, _)| k == kind)
            .map(|(_, p)| p.as_path())
            .filter(|p| p.is_dir())
    }

    /// A file of this kind was chosen: its folder is where the next chooser for one starts (and the last folder).
    pub fn remember_folder_for(&mut self, kind: &str, file: &std::path::Path) {
        self.remember_folder(file);
        if let Some(dir) = file.parent().filter(|d| !d.as_os_str().is_empty()) {
            let dir = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
            self.folders.retain(|(k, _)| k != kind);
            self.folders.push((kind.to_string(), dir));
        }
    }

    pub fn sheet_corrections(&self) -> bool {
        self.sheet_corrections
    }

    pub fn set_sheet_corrections(&mut self, on: bool) {
        self.sheet_corrections = on;
    }

    pub fn board_side(&self) -> Option<f32> {
        self.board_side
    }

    /// The board's side chosen by dragging, or `None`: the largest that fits.
    pub fn set_board_side(&mut self, side: Option<f32>) {
        self.board_side = side.filter(|s| s.is_finite() && *s > 0.0);
    }

    pub fn blank_count(&self) -> usize {
        self.blank_count.max(1)
    }

    pub fn set_blank_count(&mut self, count: usize) {
        self.blank_count = count.clamp(1, 500);
    }

    /// The values typed once, offered again in a field.
    pub fn remembered(&self, field: crate::sheet::Field) -> &[String] {
        use crate::sheet::Field;
        match field {
            Field::Event => &self.events,
            Field::Site => &self.sites,
            Field::White | Field::Black => &self.names,
            Field::Date => &self.dates,
            _ => &[],
        }
    }

    /// Remembers the event, site and names of a saved game.
    pub fn remember_details(&mut self, details: &crate::sheet::GameDetails) {
        use crate::sheet::Field;
        for (field, list) in [
            (Field::Event, &mut self.events),
            (Field::Site, &mut self.sites),
            (Field::White, &mut self.names),
        ] {
            let value = details.get(field).trim().to_string();
            if !value.is_empty() {
                remember(list, &value);
            }
        }
        if let Ok(date) = crate::sheet::parse_date(details.get(Field::Date)) {
            remember(&mut self.dates, &date);
        }
        let black = details.get(Field::Black).trim().to_string();
        if !black.is_empty() {
            remember(&mut self.names, &black);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn switching_the_interface_keeps_the_sheet_s_notation() {
        let mut settings = Settings::new(Lang::Zh);
        assert_eq!(settings.sheet_style(), NotationStyle::Zh);
        settings.set_lang(Lang::En);
        assert_eq!(
            settings.sheet_style(),
            NotationStyle::Zh,
            "the moves are still 中文"
        );
        settings.set_list_mode(MoveListMode::English);
        assert_eq!(settings.sheet_style(), NotationStyle::En);
        settings.set_sheet_style(NotationStyle::Figurine);
        settings.set_lang(Lang::Zh);
        assert_eq!(
            settings.sheet_style(),
            NotationStyle::Figurine,
            "a choice is kept"
        );
    }
}
