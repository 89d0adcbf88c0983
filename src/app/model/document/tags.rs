//! The game's details and tags changed: a field typed, tags set from elsewhere, an engine's analysis written, the
//! time used. Each change one undo step, as every change of the document is.

use std::time::Duration;

use super::Document;
use crate::app::model::history::Coalesce;
use crate::chess::Ending;
use crate::sheet::{Field, GameDetails};

impl Document {
    /// A field of the form typed: the value goes into the tags when it is valid; while it is not, the tags hold
    /// nothing for it (never a part typed on the way). Typing on in one field is one undo step.
    pub fn set_detail(&mut self, field: Field, text: String) {
        if self.now.details.get(field) == text {
            return;
        }
        self.change(Some(Coalesce::Detail(field)));
        *self.now.details.get_mut(field) = text;
        self.now.refused = self.now.details.apply_to(&mut self.now.game.tags);
        self.follow_result();
    }

    /// After the result tag changed by other means than the game's end (typed into the form, taken from
    /// elsewhere): the ending says what the tags say — kept while it agrees with the result, read from the tags
    /// when it does not, none when the result is gone.
    pub(super) fn follow_result(&mut self) {
        let result = self.now.game.tags.known_result();
        let agrees = self.now.ending.is_some_and(|e| Some(e.result()) == result);
        if !agrees {
            self.now.ending = Ending::recorded(&self.now.game);
        }
    }

    /// Sets tags (a time control, times used) and shows them in their fields.
    pub fn set_tags(&mut self, values: &[(Field, String)]) {
        self.change(None);
        for (field, value) in values {
            self.now.game.tags.set(field.tag(), value.clone());
        }
        let fields: Vec<Field> = values.iter().map(|(f, _)| *f).collect();
        self.now.details.refresh(&self.now.game.tags, &fields);
    }

    /// Tags taken from elsewhere (a board of a round's pairings) set over the game's, shown in the form.
    pub fn merge_tags(&mut self, tags: &crate::chess::Tags) {
        self.change(None);
        for (name, value) in tags.iter() {
            self.now.game.tags.set(name, value);
        }
        self.now.details = GameDetails::from_tags(&self.now.game.tags);
        self.now.refused.clear();
        self.follow_result();
    }

    /// Tags that are no field of the form (`ECO`, `Opening`), set.
    pub fn set_named_tags(&mut self, values: &[(&str, String)]) {
        if values
            .iter()
            .all(|(name, value)| self.now.game.tags.get(name) == Some(value.as_str()))
        {
            return;
        }
        self.change(None);
        for (name, value) in values {
            self.now.game.tags.set(name, value.clone());
        }
    }

    /// An engine's analysis of the main line written into the game: `[%eval]` comments, the marks of the moves that
    /// lost most, the best lines as variations (see [`crate::engine::write_analysis`]).
    pub fn write_analysis(
        &mut self,
        analysis: &crate::engine::GameAnalysis,
        marks: &[crate::engine::MarkedMove],
    ) {
        let mut written = self.now.game.clone();
        crate::engine::write_analysis(&mut written, analysis, marks);
        if written.same_as(&self.now.game) {
            return;
        }
        self.change(None);
        self.now.game = written;
    }

    /// The time each side used, written by the clock.
    pub fn set_time_used(&mut self, used: [Duration; 2]) {
        self.change(None);
        for (side, used) in shakmaty::Color::ALL.into_iter().zip(used) {
            self.now.game.tags.set_time_used(side, used);
        }
        self.now
            .details
            .refresh(&self.now.game.tags, &[Field::WhiteUsed, Field::BlackUsed]);
    }
}
