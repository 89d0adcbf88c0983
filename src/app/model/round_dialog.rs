//! A round at the club in the window, as data, in one dialog with three pages: the **boards** of a pairing file's
//! round (TRF or CSV, read by `club`) with the event, date, site and round as the sheets print them — typed over
//! the file's when they must differ —; the **results**, entered board by board from the keyboard and written back
//! as a results CSV or into the TRF; the **grading**: the club's ladder before and after the round, each game's
//! change and the levels, applied with the same code as `jipu grade`. Closing the dialog keeps all of it: the
//! round comes back as it was left.

use std::path::{Path, PathBuf};

use super::round_photos::SheetPhoto;
use crate::app::message::Message;
use crate::club::{BoardResult, ClubError, GameChange, Ladder, Round, Tournament};
use crate::i18n::{Key, Lang};
use crate::sheet::parse_date;

/// The pages of the dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundTab {
    Boards,
    Results,
    Grading,
}

/// The round's details the sheets print, as typed in the dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundField {
    Event,
    Date,
    Site,
    Round,
}

impl RoundField {
    pub const ALL: [RoundField; 4] = [
        RoundField::Event,
        RoundField::Date,
        RoundField::Site,
        RoundField::Round,
    ];

    pub fn label(self, lang: Lang) -> &'static str {
        lang.text(match self {
            RoundField::Event => Key::Event,
            RoundField::Date => Key::Date,
            RoundField::Site => Key::Site,
            RoundField::Round => Key::Round,
        })
    }
}

/// The ladder the round is graded with: its file, and the points in it before the round.
#[derive(Clone, Debug)]
pub struct LadderFile {
    pub path: PathBuf,
    pub before: Ladder,
    /// The file did not exist: a new ladder starts, everyone at 0.
    pub new: bool,
    /// This round's grading, as shown, is what the file holds now.
    pub applied: bool,
}

/// See the module documentation.
#[derive(Debug)]
pub struct RoundDialog {
    path: PathBuf,
    /// The file's text as read, and how its bytes were written, to write the TRF's results back into it.
    text: String,
    encoding: Option<&'static str>,
    tournament: Tournament,
    /// The round of the file shown (`None`: the file's only round, which it does not number).
    chosen: Option<u32>,
    /// The details as typed: event, date, site, round.
    fields: [String; 4],
    results: Vec<Option<BoardResult>>,
    selected: usize,
    tab: RoundTab,
    ladder: Option<LadderFile>,
    shown: bool,
    /// What was done last (results written, sheets saved), or what went wrong, said in the dialog.
    said: Option<Message>,
    /// Each board's sheet photographed and read, by row.
    photos: Vec<Option<SheetPhoto>>,
    /// What was said of the photos read last (each its line: a board found, or why none was).
    photo_notes: Vec<Message>,
}

impl RoundDialog {
    /// The pairings of `path` (its `text` as read, from bytes in `encoding` when not UTF-8), showing the round
    /// the command line would print: the last round paired, or the file's only round, with no number when the file
    /// gives none.
    pub fn new(
        path: PathBuf,
        text: String,
        encoding: Option<&'static str>,
        tournament: Tournament,
    ) -> RoundDialog {
        let mut dialog = RoundDialog {
            path,
            text,
            encoding,
            chosen: tournament.latest_round(),
            tournament,
            fields: Default::default(),
            results: Vec::new(),
            selected: 0,
            tab: RoundTab::Boards,
            ladder: None,
            shown: true,
            said: None,
            photos: Vec::new(),
            photo_notes: Vec::new(),
        };
        dialog.take_round();
        dialog
    }

    /// The details and results of the round chosen, as the file gives them.
    fn take_round(&mut self) {
        let Some(round) = self.file_round() else {
            return;
        };
        self.fields = [
            round.event.clone().unwrap_or_default(),
            round.date.clone().unwrap_or_default(),
            round.site.clone().unwrap_or_default(),
            round.number.map(|n| n.to_string()).unwrap_or_default(),
        ];
        self.results = round.boards.iter().map(|b| b.result).collect();
        self.photos = vec![None; round.boards.len()];
        self.photo_notes.clear();
        self.selected = 0;
        self.said = None;
    }

    /// The round of the file, as it is written there.
    fn file_round(&self) -> Option<Round> {
        self.tournament.round_to_print(self.chosen).ok()
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The file's name without its extension, for the names of what is saved from it.
    pub fn file_stem(&self) -> String {
        let stem = self
            .path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "round".into());
        match self.round().and_then(|r| r.number) {
            Some(n) if !stem.contains(&n.to_string()) => format!("{stem}-{n}"),
            _ => stem,
        }
    }

    pub fn is_trf(&self) -> bool {
        crate::club::is_trf_text(&self.text)
    }

    /// The rounds the file pairs, by number (none for a pairing list that does not number its round).
    pub fn rounds(&self) -> Vec<u32> {
        self.tournament.round_numbers()
    }

    /// The round of the file shown.
    pub fn chosen(&self) -> Option<u32> {
        self.chosen
    }

    pub(in crate::app) fn choose(&mut self, round: u32) {
        if self.rounds().contains(&round) && self.chosen != Some(round) {
            self.chosen = Some(round);
            self.take_round();
            self.ladder_changed();
        }
    }

    pub fn field(&self, field: RoundField) -> &str {
        &self.fields[field as usize]
    }

    pub(in crate::app) fn set_field(&mut self, field: RoundField, text: String) {
        self.fields[field as usize] = text;
        self.ladder_changed();
    }

    /// Why a field's value cannot be printed, if it cannot.
    pub fn refused(&self, field: RoundField) -> Option<Message> {
        let text = self.field(field).trim();
        match field {
            RoundField::Date if !text.is_empty() => parse_date(text).err().map(|e| {
                let e = std::sync::Arc::new(e);
                Message::new(crate::app::message::Tone::Problem, move |lang| {
                    e.message(lang)
                })
            }),
            RoundField::Round if !text.is_empty() && !is_round_number(text) => {
                Some(Message::problem(Key::NotARoundNumber, &[text]))
            }
            _ => None,
        }
    }

    /// Whether every field holds a value that can be printed.
    pub fn ready(&self) -> bool {
        RoundField::ALL.iter().all(|&f| self.refused(f).is_none())
    }

    /// The round as the sheets print it and the grading counts it: the file's boards, the details as typed, the
    /// results as entered. A field whose value cannot be right leaves its detail empty (the dialog says why).
    pub fn round(&self) -> Option<Round> {
        let mut round = self.file_round()?;
        let typed = |field: RoundField| {
            let text = self.field(field).trim();
            (!text.is_empty() && self.refused(field).is_none()).then(|| text.to_string())
        };
        round.event = typed(RoundField::Event);
        round.site = typed(RoundField::Site);
        round.date = typed(RoundField::Date).and_then(|d| parse_date(&d).ok());
        round.number = typed(RoundField::Round).and_then(|n| n.parse().ok());
        for (board, result) in round.boards.iter_mut().zip(&self.results) {
            board.result = *result;
        }
        Some(round)
    }

    pub fn tab(&self) -> RoundTab {
        self.tab
    }

    pub(in crate::app) fn set_tab(&mut self, tab: RoundTab) {
        self.tab = tab;
    }

    /// The row of the results table the keys go to.
    pub fn selected(&self) -> usize {
        self.selected
    }

    pub(in crate::app) fn select(&mut self, row: usize) {
        self.selected = row.min(self.results.len().saturating_sub(1));
    }

    pub fn result(&self, row: usize) -> Option<BoardResult> {
        self.results.get(row).copied().flatten()
    }

    /// A board's result entered; the keys go on to the next board.
    pub(in crate::app) fn set_result(&mut self, row: usize, result: Option<BoardResult>) {
        if let Some(slot) = self.results.get_mut(row) {
            *slot = result;
            self.select(row + 1);
            self.ladder_changed();
        }
    }

    /// How many boards have a result.
    pub fn results_in(&self) -> usize {
        self.results.iter().filter(|r| r.is_some()).count()
    }

    /// The photo read of the sheet of the board in `row`.
    pub fn photo(&self, row: usize) -> Option<&SheetPhoto> {
        self.photos.get(row).and_then(Option::as_ref)
    }

    /// The photo of the board in `row`'s sheet read (a later photo of the same board replaces it).
    pub(in crate::app) fn set_photo(&mut self, row: usize, photo: SheetPhoto) {
        if let Some(slot) = self.photos.get_mut(row) {
            *slot = Some(photo);
            self.selected = row;
        }
    }

    /// The result the photo of `row` proposes entered as the board's result (the user took it).
    pub(in crate::app) fn take_photo_result(&mut self, row: usize) {
        if let Some((result, _)) = self.photo(row).and_then(|p| p.proposed) {
            self.set_result(row, Some(result));
        }
    }

    pub fn photo_notes(&self) -> &[Message] {
        &self.photo_notes
    }

    /// Photos are about to be read: what was said of those before goes.
    pub(in crate::app) fn clear_photo_notes(&mut self) {
        self.photo_notes.clear();
    }

    pub(in crate::app) fn note_photo(&mut self, note: Message) {
        self.photo_notes.push(note);
    }

    pub fn ladder(&self) -> Option<&LadderFile> {
        self.ladder.as_ref()
    }

    pub(in crate::app) fn set_ladder(&mut self, ladder: LadderFile) {
        self.ladder = Some(ladder);
    }

    /// The round's results or details changed: a ladder written with the old ones may be graded again.
    fn ladder_changed(&mut self) {
        if let Some(l) = &mut self.ladder {
            l.applied = false;
        }
    }

    /// The grading of the round: the ladder after it and each board's change, from the ladder before it — what
    /// `jipu grade` computes, with the same code.
    pub fn grading(&self) -> Option<(Ladder, Vec<GameChange>)> {
        let ladder = self.ladder.as_ref()?;
        let round = self.round()?;
        let mut after = ladder.before.clone();
        let changes = after.apply_round(&round);
        Some((after, changes))
    }

    /// The grading was written: the file holds the ladder after the round. What is shown stays the points before
    /// and after; a result corrected afterwards is graded again from the points before the round.
    pub(in crate::app) fn graded(&mut self) {
        if let Some(l) = &mut self.ladder {
            l.applied = true;
            l.new = false;
        }
    }

    /// The TRF's text with this round's results in its columns, encoded as the file was.
    pub(in crate::app) fn trf_with_results(&self) -> Option<Result<Vec<u8>, ClubError>> {
        let round = self.round()?;
        // The file's own round number: the lines are found by its pairings, whatever number is typed for the sheets.
        let round = Round {
            number: self.chosen,
            ..round
        };
        Some(
            crate::club::trf_with_results(&self.text, &round).map(|text| {
                match self.encoding.and_then(crate::pgn::encoding_named) {
                    Some(enc) => {
                        let (bytes, _, _) = crate::pgn::encoder_for(enc).encode(&text);
                        bytes.into_owned()
                    }
                    None => text.into_bytes(),
                }
            }),
        )
    }

    /// The TRF's results were written: the text read from now on is the one written.
    pub(in crate::app) fn trf_written(&mut self, text: String) {
        self.text = text;
    }

    pub fn is_shown(&self) -> bool {
        self.shown
    }

    pub(in crate::app) fn show(&mut self, shown: bool) {
        self.shown = shown;
    }

    pub fn said_last(&self) -> Option<&Message> {
        self.said.as_ref()
    }

    pub(in crate::app) fn said(&mut self, message: Message) {
        self.said = Some(message);
    }
}

/// A round number as the sheets take it: a whole number from 1.
fn is_round_number(text: &str) -> bool {
    text.parse::<u32>().is_ok_and(|n| n > 0)
}
