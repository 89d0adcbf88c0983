//! What Jipu remembers between runs (kept by eframe's persistence): language, notation and paper of the sheet, the
//! board's orientation, recent files, and values typed once (events, sites, names) to offer again.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::i18n::Lang;
use crate::notation::NotationStyle;
use crate::sheet::Paper;

/// How many recent files and remembered values are kept.
const KEEP: usize = 12;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub lang: Option<Lang>,
    pub sheet_style: Option<NotationStyle>,
    pub paper: Paper,
    pub flipped: bool,
    pub recent_files: Vec<PathBuf>,
    pub events: Vec<String>,
    pub sites: Vec<String>,
    pub names: Vec<String>,
}

/// Puts `value` first in `list`, without doubles, keeping the newest few.
pub fn remember<T: PartialEq + Clone>(list: &mut Vec<T>, value: &T) {
    list.retain(|v| v != value);
    list.insert(0, value.clone());
    list.truncate(KEEP);
}

impl Settings {
    /// The key under which eframe stores the settings.
    pub const KEY: &'static str = "jipu-settings";
}
