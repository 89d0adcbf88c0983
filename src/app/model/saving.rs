//! A save going on on another thread (see `session/saving.rs`): what it writes, where, and what follows it.

use std::path::PathBuf;

use crate::app::model::dialogs::Replacement;
use crate::app::model::document::Source;
use crate::app::work::background::Background;

#[derive(Debug)]
pub struct Saving {
    pub(in crate::app) job: Background<std::io::Result<()>>,
    pub(in crate::app) path: PathBuf,
    /// The game as written (a new file's source is made from it).
    pub(in crate::app) written: String,
    /// The file the game came from, when it is saved back into it.
    pub(in crate::app) same_file: Option<Source>,
    /// The document's revision and identity when the save began: what is saved (changes made meanwhile stay unsaved;
    /// another game put in meanwhile is not marked saved).
    pub(in crate::app) revision: u64,
    pub(in crate::app) identity: u64,
    /// What was asked for once the game is saved: another game in its place, the window closed.
    pub(in crate::app) then: Option<(Option<Replacement>, bool)>,
}
