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

/// How long the whole game's analysis looks at each position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PerPosition {
    Depth(u32),
    Seconds(u32),
}

impl PerPosition {
    /// The choices offered.
    pub const CHOICES: [PerPosition; 5] = [
        PerPosition::Depth(10),
        PerPosition::Depth(14),
        PerPosition::Depth(18),
        PerPosition::Seconds(1),
        PerPosition::Seconds(3),
    ];

    pub fn limit(self) -> crate::engine::Limit {
        match self {
            PerPosition::Depth(d) => crate::engine::Limit::Depth(d.clamp(1, 60)),
            PerPosition::Seconds(s) => crate::engine::Limit::Time(std::time::Duration::from_secs(
                u64::from(s.clamp(1, 60)),
            )),
        }
    }

    /// As a choice is written: `depth 14`, `3 s`.
    pub fn label(self, lang: Lang) -> String {
        match self {
            PerPosition::Depth(d) => lang.fill(crate::i18n::Key::EngineDepth, &[&d.to_string()]),
            PerPosition::Seconds(s) => lang.fill(crate::i18n::Key::Seconds, &[&s.to_string()]),
        }
    }
}

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
    /// Whether the user chose the interface language (View, the bar); until then each start follows the locale.
    lang_chosen: bool,
    /// Whether the user chose the move list's notation; until then it is the interface language's.
    list_chosen: bool,
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
    /// The engine chosen with the file chooser; otherwise Stockfish where it is installed.
    engine_path: Option<PathBuf>,
    engine_threads: u32,
    /// The engine's hash table in MiB.
    engine_hash: u32,
    /// How many best lines the engine shows, 1 to 3.
    engine_lines: u32,
    /// How long the whole game's analysis looks at each position.
    per_position: PerPosition,
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
            lang_chosen: false,
            list_chosen: false,
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
            engine_path: None,
            // A core left for the window and the rest of the machine.
            engine_threads: std::thread::available_parallelism()
                .map_or(1, |n| n.get().saturating_sub(1))
                .clamp(1, 8) as u32,
            engine_hash: 64,
            engine_lines: 2,
            per_position: PerPosition::Depth(14),
        }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// The interface language the user chose: kept for the next starts, whatever the locale.
    pub fn choose_lang(&mut self, lang: Lang) {
        self.lang = lang;
        self.lang_chosen = true;
    }

    /// At a start, in the locale's `lang`: what the user never chose follows it (settings kept from a start in
    /// another locale do not hold a Chinese user in English).
    pub fn follow_locale(&mut self, lang: Lang) {
        if !self.lang_chosen {
            self.lang = lang;
        }
        if !self.list_chosen {
            self.list_mode = MoveListMode::of_lang(self.lang);
        }
    }

    pub fn list_mode(&self) -> MoveListMode {
        self.list_mode
    }

    pub fn set_list_mode(&mut self, mode: MoveListMode) {
        self.list_mode = mode;
        self.list_chosen = true;
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

    /// The engine chosen by the user, if one was.
    pub fn engine_path(&self) -> Option<&std::path::Path> {
        self.engine_path.as_deref()
    }

    pub fn set_engine_path(&mut self, path: Option<PathBuf>) {
        self.engine_path = path;
    }

    /// The engine's options as chosen (threads, hash, lines), within what is allowed.
    pub fn engine_options(&self) -> crate::engine::EngineOptions {
        crate::engine::EngineOptions {
            threads: self.engine_threads.clamp(1, 64),
            hash_mb: self.engine_hash.clamp(16, 4096),
            lines: self.engine_lines.clamp(1, 3),
        }
    }

    pub fn set_engine_options(&mut self, options: crate::engine::EngineOptions) {
        self.engine_threads = options.threads.clamp(1, 64);
        self.engine_hash = options.hash_mb.clamp(16, 4096);
        self.engine_lines = options.lines.clamp(1, 3);
    }

    pub fn per_position(&self) -> PerPosition {
        self.per_position
    }

    pub fn set_per_position(&mut self, per: PerPosition) {
        self.per_position = per;
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

    #[test]
    fn what_the_user_never_chose_follows_the_locale_at_each_start() {
        // Kept from a start in English, never chosen: a start in Chinese is in Chinese.
        let mut kept = Settings::new(Lang::En);
        kept.follow_locale(Lang::Zh);
        assert_eq!(kept.lang(), Lang::Zh);
        assert_eq!(kept.list_mode(), MoveListMode::of_lang(Lang::Zh));
        // Chosen: kept whatever the locale.
        let mut chosen = Settings::new(Lang::Zh);
        chosen.choose_lang(Lang::En);
        chosen.set_list_mode(MoveListMode::Both);
        chosen.follow_locale(Lang::Zh);
        assert_eq!(chosen.lang(), Lang::En);
        assert_eq!(chosen.list_mode(), MoveListMode::Both);
        // Settings written before these fields existed read as never chosen (`serde(default)`).
        assert!(!Settings::default().lang_chosen && !Settings::default().list_chosen);
    }
}
