//! A game from a picture: a photo or scan of a printed game score read into the game.
//!
//! Below the reader and beside it: `page` finds the lines (light evened out, skew taken out, a table's ruling
//! removed), `recognise` gives the recogniser's probabilities per line (never a string), and the reading is the
//! rules' — `beam` takes the most likely *legal* game through those probabilities, spelling every legal move as the
//! notation module writes it (`spellings`), and `verdict` weighs each move again on its own span and stops at the
//! first that is not clearly what the picture shows, with the legal moves ranked by the recogniser's own
//! probabilities. The game is then built by the text import from the moves' SAN, so a picture gives exactly the
//! `Game` a typed text would.
//!
//! ```no_run
//! let bytes = std::fs::read("page.jpg").unwrap();
//! let reading = jipu::picture::read_picture(&bytes, &mut |_done, _of| true).unwrap();
//! println!("{} moves", reading.moves.len());
//! ```

mod beam;
mod beam_read;
mod boards;
mod ctc;
mod decode;
mod form;
mod form_reading;
mod handwritten;
mod hypothesis;
mod jipu_sheet;
mod kinds;
mod layout;
mod light;
mod page;
mod page_edges;
mod pdf;
mod plane;
mod reading;
mod recognise;
mod rest_decides;
mod rules;
mod run_together;
mod second_look;
mod sheet_game;
mod spellings;
mod stop;
mod surroundings;
mod undecodable;
mod unsure;
mod verdict;
mod views_disagree;
mod written_result;

use shakmaty::Move;
use thiserror::Error;

use crate::chess::Game;
use crate::i18n::{Key, Lang};
use recognise::greedy_span;

pub use decode::{Undecodable, decode};
pub use kinds::{PICTURE_EXTENSIONS, is_picture, names_picture};
pub use layout::Cell;
pub use pdf::{is_pdf, pdf_page_image, pdf_pages};
pub use stop::PictureStop;
pub use unsure::{UnsureMove, marked_moves, readings_named, without_mark};
pub use verdict::{Doubt, Thresholds};

/// Why a picture could not be read at all.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum PictureError {
    /// Not a picture Jipu can decode (PNG, JPEG, WebP; a PDF page with a scanned image).
    #[error("this picture cannot be read: {0}")]
    Decode(Undecodable),
    /// The recogniser failed (a broken build, not the picture's fault).
    #[error("the text recogniser failed: {0}")]
    Model(String),
    /// No text was found on the picture.
    #[error("no text was found on the picture")]
    NoText,
    /// Reading was cancelled.
    #[error("cancelled")]
    Cancelled,
}

impl PictureError {
    /// What went wrong, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            PictureError::Decode(why) => lang.fill(Key::PictureNotReadable, &[&why.message(lang)]),
            PictureError::Model(why) => lang.fill(Key::PictureRecogniserFailed, &[why]),
            PictureError::NoText => lang.text(Key::PictureNoText).to_string(),
            PictureError::Cancelled => lang.text(Key::PictureCancelled).to_string(),
        }
    }
}

/// Four corners on the picture (top left, top right, bottom right, bottom left), in the picture's pixels.
pub type Quad = [(f32, f32); 4];

/// A move read, and where.
#[derive(Clone, Debug)]
pub struct SeenMove {
    pub mv: Move,
    /// The move as the picture spells it (`马f3`, `e2—e4`).
    pub text: String,
    pub quad: Quad,
    /// The recogniser's probability of this move among the legal moves on its span.
    pub probability: f32,
    /// The cell of a score table it was read from (its block, row and column), when it was read from one.
    pub cell: Option<Cell>,
}

/// What was read from a picture.
#[derive(Clone, Debug)]
pub struct PictureReading {
    /// The game as far as it was read (with the result when the picture gave it and nothing stopped).
    pub game: Game,
    pub moves: Vec<SeenMove>,
    pub stop: Option<PictureStop>,
    /// The text lines found.
    pub lines: usize,
    /// Every piece of text found, as the outline of the area read.
    pub pieces: Vec<Quad>,
    /// The moves taken where the reading was unsure (only when asked to read on: `read_marking_unsure`), each also
    /// marked in the game with `[%unsure …]`.
    pub unsure: Vec<UnsureMove>,
    /// The result written on the result line of Jipu's own sheet, when it is clearly one, and its probability: a
    /// candidate for the user to confirm, never put into the game by the reading.
    pub written_result: Option<(shakmaty::KnownOutcome, f32)>,
}

/// Reads the game printed on a picture (PNG, JPEG, WebP). `progress(done, of)` is called after each piece of
/// text is recognised; returning `false` cancels.
pub fn read_picture(
    bytes: &[u8],
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<PictureReading, PictureError> {
    let picture = decode(bytes, 1).map_err(PictureError::Decode)?.to_luma8();
    read_gray(&picture, progress)
}

/// As [`read_picture`], for a picture already decoded.
pub fn read_gray(
    picture: &image::GrayImage,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<PictureReading, PictureError> {
    recognise(picture, progress)?.read(&[])
}

/// `picture`'s page, its corners `seen`, resampled flat (its sides as long as the longer of the two seen), and the
/// map from the flat page to the picture.
fn flattened(
    picture: &image::GrayImage,
    seen: [(f32, f32); 4],
) -> Option<(image::GrayImage, plane::Homography)> {
    let length = |p: (f32, f32), q: (f32, f32)| (p.0 - q.0).hypot(p.1 - q.1);
    let w = length(seen[0], seen[1]).max(length(seen[3], seen[2]));
    let h = length(seen[0], seen[3]).max(length(seen[1], seen[2]));
    let flat = [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)];
    let to_picture = plane::Homography::through(flat, seen)?;
    let image = plane::resample(picture, &to_picture, w as u32, h as u32);
    Some((image, to_picture))
}

/// Lays `picture` out and recognises every piece of text on it: all the slow work of a reading, kept so that the
/// reading can go on after a repair ([`Recognised::read`] with the moves chosen). `progress(done, of)` is called
/// after each piece; returning `false` cancels.
pub fn recognise(
    picture: &image::GrayImage,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Recognised, PictureError> {
    // Jipu's own sheet, found by its corner squares and its code: laid out flat, its perspective undone.
    let sheet = jipu_sheet::find(picture);
    let mut page = match &sheet {
        Some(sheet) => page::Page {
            flat: Some(sheet.to_picture),
            ..page::lay_out(&sheet.image)
        },
        None => match page_edges::corners(picture).and_then(|seen| flattened(picture, seen)) {
            // A page whose edges are seen all round: its perspective undone first.
            Some((flat, to_picture)) => page::Page {
                flat: Some(to_picture),
                ..page::lay_out(&flat)
            },
            None => page::lay_out(picture),
        },
    };
    // The result written on the sheet's result line, where its place is known.
    let written_result = match &sheet {
        Some(sheet) => {
            written_result::read(&sheet.image, sheet.code.paper, jipu_sheet::FLAT_PER_MM)?
        }
        None => None,
    };
    let paper = sheet.as_ref().map(|s| s.code.paper);
    let code = sheet.map(|s| s.code);
    let form = page.form.take();
    if page.pieces.is_empty() && form.is_none() {
        return Err(PictureError::NoText);
    }
    let recogniser = recognise::Recogniser::get()?;
    let images: Vec<&image::GrayImage> = page.pieces.iter().map(|p| &p.image).collect();
    let of = images.len();
    let probs = recogniser.read_lines(&images, &mut |done| progress(done, of))?;
    // The reading order and the roles, from the layout and what the recogniser alone reads on each piece.
    let texts: Vec<String> = probs
        .iter()
        .map(|p| greedy_span(p, &recogniser.alphabet, 0, p.steps))
        .collect();
    // A form is blank only where no text on the page names a move (a blurred photo's ink may not mark its cells).
    let naming_moves = texts.iter().filter(|t| layout::names_a_move(t)).count();
    let (pieces, probs) = layout::arrange(std::mem::take(&mut page.pieces), probs, &texts);
    page.pieces = pieces;
    // On Jipu's own sheet the header above the table and the result line under it are fields: what is written there
    // is a candidate (`written_result`) or the game's details, never read as moves (a blank sheet's event had been
    // read as a first move).
    if let Some(paper) = paper {
        for piece in &mut page.pieces {
            let per_mm = jipu_sheet::FLAT_PER_MM;
            if written_result::in_the_header(piece.rect, per_mm)
                || written_result::on_the_line(piece.rect, paper, per_mm)
            {
                piece.role = layout::Role::Furniture;
            }
        }
    }
    let mut recognised = Recognised {
        page,
        probs,
        handwritten: false,
        form_cells: false,
        code,
        written_result,
        blank_form: false,
        disputes: Vec::new(),
        first_reading: Default::default(),
    }
    .looked_at_again(recogniser)?;
    // A scoresheet's form: its cells read as print or as handwriting, unless the printed text reads (`form_reading`).
    if let Some(form) = form {
        recognised = recognised.with_form(form, naming_moves, progress)?;
    }
    if recognised.page.pieces.is_empty() {
        return Err(PictureError::NoText);
    }
    Ok(recognised)
}

/// A picture laid out, with the recogniser's probabilities for each piece of text on it.
pub struct Recognised {
    page: page::Page,
    probs: Vec<recognise::LineProbs>,
    /// Read as a scoresheet's handwritten cells (by the recogniser of handwriting, in its alphabet).
    handwritten: bool,
    /// Its pieces are a form's cells, each one half-move, numbered by its row (read as handwriting or as print).
    form_cells: bool,
    /// What the code of Jipu's own sheet names, when the picture is of one: the game's round and board.
    code: Option<crate::sheet::SheetCode>,
    /// The result written on the result line of Jipu's own sheet, when it is clearly one, with its probability.
    written_result: Option<(shakmaty::KnownOutcome, f32)>,
    /// A scoresheet's form was found and nothing is written in its cells: a reading of no move says so.
    blank_form: bool,
    /// Where a second look at a line read another move than the first look (`views_disagree.rs`).
    disputes: Vec<views_disagree::Dispute>,
    /// The reading with no move forced, kept once made: the choice among a form's readings makes it, and the
    /// command or the window asks for it again (a ruled table's cells had been read twice, 0.9 s).
    first_reading: std::sync::OnceLock<PictureReading>,
}

impl std::fmt::Debug for Recognised {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Recognised({} pieces)", self.probs.len())
    }
}

impl Recognised {
    /// The most likely legal game on the picture, its first moves being `forced` (the moves read before a stop and
    /// the one chosen there: the reading goes on from the repair; those moves are taken whatever the picture shows
    /// at their places, and the next ones weighed as always).
    /// A printed page's close call the rest of the page decides is taken (`rest_decides.rs`).
    pub fn read(&self, forced: &[Move]) -> Result<PictureReading, PictureError> {
        if let (true, Some(first)) = (forced.is_empty(), self.first_reading.get()) {
            return Ok(first.clone());
        }
        let verdict = self.decided(forced)?;
        let reading = self.reading(verdict, self.alphabet()?)?;
        if forced.is_empty() {
            let _ = self.first_reading.set(reading.clone());
        }
        Ok(reading)
    }

    /// The whole game (`jipu import --mark-unsure`): where the reading is unsure of a move, the likeliest legal move
    /// is taken and marked (see `unsure.rs`); it stops only where no move is in doubt. Its first moves are `forced`,
    /// as in [`Recognised::read`] (a reading gone on from an unsure move corrected).
    /// On a printed page the moves up to a close call the rest of the page did not decide are taken as they are.
    pub fn read_marking_unsure(&self, forced: &[Move]) -> Result<PictureReading, PictureError> {
        let alphabet = self.alphabet()?;
        let marking = |f: &[Move]| {
            self.verdicts(f, &[self.thresholds()], verdict::Mode::MarkUnsure)?
                .pop()
                .ok_or(PictureError::NoText)
        };
        if !self.handwritten {
            let decided = self.decided(forced)?;
            if decided.taken.len() > forced.len() {
                let moves: Vec<Move> = decided.taken.iter().map(|t| t.mv).collect();
                let verdict = rest_decides::as_weighed(marking(&moves)?, &decided);
                return self.reading(verdict, alphabet);
            }
        }
        self.reading(marking(forced)?, alphabet)
    }

    /// Whether the picture was read as a handwritten scoresheet: the window reads such a sheet whole, marking the
    /// moves it is unsure of, rather than stopping at the first.
    pub fn is_handwritten(&self) -> bool {
        self.handwritten
    }

    /// Where the verdict stops: a handwritten sheet's own thresholds, or the printed page's.
    fn thresholds(&self) -> Thresholds {
        if self.handwritten {
            Thresholds::handwriting()
        } else {
            Thresholds::default()
        }
    }

    /// The reading stopped by each of `thresholds` in turn (the beam run once): what fitting the thresholds on a
    /// corpus needs (`examples/picture_thresholds.rs`).
    pub fn weighed(
        &self,
        forced: &[Move],
        thresholds: &[Thresholds],
    ) -> Result<Vec<PictureReading>, PictureError> {
        self.weighed_in(forced, thresholds, verdict::Mode::Stop)
    }

    fn weighed_in(
        &self,
        forced: &[Move],
        thresholds: &[Thresholds],
        mode: verdict::Mode,
    ) -> Result<Vec<PictureReading>, PictureError> {
        let alphabet = self.alphabet()?;
        self.verdicts(forced, thresholds, mode)?
            .into_iter()
            .map(|verdict| self.reading(verdict, alphabet))
            .collect()
    }

    /// The alphabet of the recogniser the pieces were read with.
    fn alphabet(&self) -> Result<&'static recognise::Alphabet, PictureError> {
        Ok(&if self.handwritten {
            recognise::Recogniser::handwriting()?
        } else {
            recognise::Recogniser::get()?
        }
        .alphabet)
    }

    /// The game through a handwritten sheet's cells (every piece with a cell, in the order of play).
    fn sheet_game(&self, alphabet: &recognise::Alphabet, forced: &[Move]) -> Vec<Move> {
        let cells: Vec<&recognise::LineProbs> = (self.page.pieces.iter().zip(&self.probs))
            .filter(|(piece, _)| piece.cell.is_some())
            .map(|(_, p)| p)
            .collect();
        sheet_game::read(&cells, alphabet, forced)
    }

    /// The beam run once over the pieces, and the verdict on its reading by each of `thresholds`.
    fn verdicts(
        &self,
        forced: &[Move],
        thresholds: &[Thresholds],
        mode: verdict::Mode,
    ) -> Result<Vec<verdict::Verdict>, PictureError> {
        let (page, probs) = (&self.page, &self.probs);
        let alphabet = self.alphabet()?;
        // A handwritten sheet's game is read whole first (`sheet_game`), and the beam follows it through the cells.
        let sheet = self.form_cells.then(|| self.sheet_game(alphabet, forced));
        let followed = sheet
            .as_ref()
            .filter(|g| g.len() >= forced.len())
            .map_or(forced, |g| &g[..]);
        let (beam, seen, leftover, cell_plies) = self.read_beam(alphabet, followed);
        let run_together = self.run_together();
        let row_numbers = self.row_numbers(alphabet);
        let cell_rows = self.cell_rows(alphabet);
        let moves_before = self.moves_before(alphabet);
        let move_cells = self.move_cells(alphabet);
        // The verdict sees what the beam reads: a piece not given to it (the page number, a remark) as no text.
        let nothing = recognise::LineProbs::new(0, 0, Vec::new(), 1.0);
        let line_probs: Vec<&recognise::LineProbs> = page
            .pieces
            .iter()
            .zip(probs)
            .map(|(piece, p)| if piece.role.read() { p } else { &nothing })
            .collect();
        Ok(thresholds
            .iter()
            .map(|&t| {
                verdict::weigh(
                    &beam,
                    alphabet,
                    &seen,
                    &line_probs,
                    leftover,
                    verdict::Asked {
                        forced: forced.len(),
                        thresholds: t,
                        mode,
                        cell_plies: cell_plies.as_deref(),
                        run_together: &run_together,
                        row_numbers: &row_numbers,
                        cell_rows: &cell_rows,
                        moves_before: &moves_before,
                        move_cells: &move_cells,
                    },
                )
            })
            .map(|v| {
                self.disputes
                    .iter()
                    .fold(v, |v, d| d.held_to(v, forced.len(), mode))
            })
            .collect())
    }
}

#[cfg(test)]
mod tests;
