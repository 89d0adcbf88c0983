//! The question asked before unsaved changes would be lost (another game in place of this one, the window closing):
//! save them, discard them, or cancel. Saved or discarded, what was asked for is carried out once — the game saved
//! once, a discarded game gone from the autosave for good.

use super::state::AppState;
use crate::app::commands::command::{Effect, Unsaved};
use crate::app::file_purpose::FilePurpose;
use crate::app::model::dialogs::Replacement;

impl AppState {
    /// The answer to the question.
    pub(in crate::app) fn answer_unsaved(&mut self, answer: Unsaved) -> Vec<Effect> {
        let closing = std::mem::take(&mut self.dialogs.close);
        let pending = self.dialogs.replace.take();
        match answer {
            Unsaved::Cancel => {
                if let Some(kept) = pending.and_then(|r| r.kept) {
                    self.say(kept);
                }
                Vec::new()
            }
            Unsaved::Discard => {
                if let Some(r) = pending {
                    self.put(r);
                    Vec::new()
                } else if closing {
                    // The game is given up: its autosave goes, and with it the autosave itself, so that no frame
                    // before the window is gone stores the game again (the next start offered it after a crash).
                    if let Some(mut autosave) = self.autosave.take() {
                        autosave.discard();
                    }
                    vec![Effect::Close]
                } else {
                    Vec::new()
                }
            }
            Unsaved::Save => {
                let Some(path) = self.doc.source().map(|s| s.path().to_path_buf()) else {
                    // No file yet: Save as first; the question comes back after it.
                    self.dialogs.replace = pending;
                    self.dialogs.close = closing;
                    return self.choose_file(FilePurpose::SaveGame);
                };
                self.save_to(&path);
                self.then_after_saving(pending, closing)
            }
        }
    }

    /// The game was saved on the way to replacing it or closing the window: that is carried out now.
    pub(in crate::app) fn after_saving(
        &mut self,
        pending: Option<Replacement>,
        closing: bool,
    ) -> Vec<Effect> {
        if let Some(r) = pending {
            self.put(r);
        }
        if closing {
            vec![Effect::Close]
        } else {
            Vec::new()
        }
    }
}
