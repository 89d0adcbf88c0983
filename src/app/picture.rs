//! A picture of a printed game read in the window: opened from a file (File › Open a picture…, or any picture opened,
//! dropped on the window or named on the command line) or pasted from the clipboard. It is decoded and read by
//! `picture::read_gray` on another thread, with its progress and a Cancel; the window shows it beside the board the
//! whole time, each move outlined where it was read. The game read replaces the board's (asking first when that one
//! has unsaved changes); where the reading stopped is said with the candidates, as a typed sheet's stop is. Once the
//! move meant there is played (a candidate's button, the move box, the board), the reading goes on from it over the
//! recogniser's output kept (no second recognition), and the moves read after it are added to the game.
//! No egui here: the panel (`panels/picture.rs`) draws the picture from the pixels kept.

use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use image::{DynamicImage, RgbaImage};
use shakmaty::Move;

use super::background::Background;
use super::dialogs::Replacement;
use super::message::{Message, Tone};
use super::state::AppState;
use crate::i18n::{Key, Lang};
use crate::picture::{PictureError, PictureReading, Quad, Recognised, decode, recognise};

/// The longest side of the picture as shown: a phone photo is scaled down once, on the reading thread.
const MAX_SHOWN: u32 = 2048;

/// Where the bytes of a picture come from: a file's, or pixels pasted.
enum PictureSource {
    Bytes(Vec<u8>),
    Pixels(RgbaImage),
}

/// A picture pasted from the clipboard, as its pixels (what a command carries).
#[derive(Clone, PartialEq)]
pub struct PastedPicture(pub Arc<RgbaImage>);

/// The picture as shown: in its colours, at most [`MAX_SHOWN`] pixels a side, and the size of the picture read (what
/// the outlines are in).
#[derive(Debug)]
pub struct Shown {
    pub image: RgbaImage,
    pub size: (u32, u32),
}

impl std::fmt::Debug for PastedPicture {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PastedPicture({}×{})", self.0.width(), self.0.height())
    }
}

/// A picture shown beside the board: being read, or read.
#[derive(Debug)]
pub struct PictureView {
    /// The file's name, or "the pasted picture".
    name: String,
    /// Changes with every picture opened: the panel keeps one texture per picture.
    serial: u64,
    /// The picture as shown, once decoded (on the reading thread).
    pixels: Arc<Mutex<Option<Arc<Shown>>>>,
    done: Arc<AtomicUsize>,
    of: Arc<AtomicUsize>,
    cancel: Arc<AtomicBool>,
    answer: Option<Background<Result<Read, PictureError>>>,
    reading: Option<Arc<PictureReading>>,
    /// The recogniser's output, once there: what a reading going on from a repair reads again.
    recognised: Option<Arc<Recognised>>,
    /// The moves a reading going on was started from (the game's, up to and with the repair): that reading's
    /// moves after them are added to the game. Kept after it came back, so that it is not tried twice.
    resumed_from: Option<Vec<Move>>,
    /// The picture's bytes or pixels, hashed: the same picture opened again is known.
    fingerprint: u64,
    /// The same picture as the one shown before, whose game the board holds (perhaps repaired and gone on): that
    /// game is kept, not replaced by the reading again.
    again: bool,
}

/// What a reading on the other thread gives: the recogniser's output and the game read from it.
type Read = (Arc<Recognised>, PictureReading);

static SERIAL: AtomicU64 = AtomicU64::new(1);

impl PictureView {
    /// Starts reading `source` (named `name`) on another thread.
    fn start(name: String, source: PictureSource, fingerprint: u64, again: bool) -> PictureView {
        let pixels = Arc::new(Mutex::new(None));
        let (done, of) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let cancel = Arc::new(AtomicBool::new(false));
        let (shown, counted, total, stop) =
            (pixels.clone(), done.clone(), of.clone(), cancel.clone());
        let answer = Background::start(move || {
            let picture = match source {
                PictureSource::Pixels(p) => DynamicImage::ImageRgba8(p),
                PictureSource::Bytes(bytes) => decode(&bytes, 1).map_err(PictureError::Decode)?,
            };
            let size = (picture.width(), picture.height());
            let image = if size.0.max(size.1) > MAX_SHOWN {
                picture.thumbnail(MAX_SHOWN, MAX_SHOWN).to_rgba8()
            } else {
                picture.to_rgba8()
            };
            if let Ok(mut slot) = shown.lock() {
                *slot = Some(Arc::new(Shown { image, size }));
            }
            let picture = picture.to_luma8();
            let recognised = Arc::new(recognise(&picture, &mut |d, n| {
                counted.store(d, Ordering::Relaxed);
                total.store(n, Ordering::Relaxed);
                !stop.load(Ordering::Relaxed)
            })?);
            let reading = recognised.read(&[])?;
            Ok((recognised, reading))
        });
        PictureView {
            name,
            serial: SERIAL.fetch_add(1, Ordering::Relaxed),
            pixels,
            done,
            of,
            cancel,
            answer: Some(answer),
            reading: None,
            recognised: None,
            resumed_from: None,
            fingerprint,
            again,
        }
    }

    /// The reading goes on from the game's moves `forced` (those read, the move chosen at the stop, any typed
    /// after it), over the recogniser's output kept: on another thread, though it takes a moment only.
    fn resume(&mut self, forced: Vec<Move>) {
        let Some(recognised) = self.recognised.clone() else {
            return;
        };
        self.resumed_from = Some(forced.clone());
        self.answer = Some(Background::start(move || {
            let reading = recognised.read(&forced)?;
            Ok((recognised, reading))
        }));
    }

    /// Whether a game with main line `moves` went on past where the reading stopped, so that the reading should go
    /// on from there: the picture's game, longer than what was read, and not tried from these moves already.
    fn goes_on_past_the_stop(&self, moves: &[Move]) -> bool {
        self.answer.is_none()
            && self.recognised.is_some()
            && self.reading().is_some_and(|r| {
                // A picture with no move read left the board's game as it was: that game is not the picture's.
                r.stop.is_some() && !r.moves.is_empty() && moves.len() > r.moves.len()
            })
            && self.read_into(moves)
            && self.resumed_from.as_deref() != Some(moves)
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn serial(&self) -> u64 {
        self.serial
    }

    /// The picture as shown, once decoded.
    pub fn pixels(&self) -> Option<Arc<Shown>> {
        self.pixels.lock().ok().and_then(|p| p.clone())
    }

    /// While it is read: the pieces of text recognised, of how many (0 of 0 while the page is laid out).
    pub fn progress(&self) -> Option<(usize, usize)> {
        self.answer.as_ref().map(|_| {
            (
                self.done.load(Ordering::Relaxed),
                self.of.load(Ordering::Relaxed),
            )
        })
    }

    /// What was read, once it is.
    pub fn reading(&self) -> Option<&PictureReading> {
        self.reading.as_deref()
    }

    /// Whether `moves` (a game's main line) begin with every move read: the game shown is the picture's, perhaps
    /// typed on after it (not a game that only shares its first moves).
    pub fn read_into(&self, moves: &[Move]) -> bool {
        self.reading().is_some_and(|r| {
            moves.len() >= r.moves.len() && r.moves.iter().zip(moves).all(|(seen, &m)| seen.mv == m)
        })
    }

    /// Whether the moves read and `moves` (a game's main line) agree as far as the shorter goes, and the game has a
    /// move: its moves read from the picture are outlined there (also once some were taken back).
    pub fn agrees_with(&self, moves: &[Move]) -> bool {
        !moves.is_empty()
            && self.reading().is_some_and(|r| {
                !r.moves.is_empty() && r.moves.iter().zip(moves).all(|(seen, &m)| seen.mv == m)
            })
    }

    /// Where the move of `ply` (0 for White's first) was read.
    pub fn quad_of(&self, ply: usize) -> Option<Quad> {
        Some(self.reading()?.moves.get(ply)?.quad)
    }

    /// The legal moves offered where the reading stopped (in SAN), best first, with their probabilities: those the
    /// recogniser gives at least 1 %.
    pub fn candidates(&self) -> Vec<(String, f32)> {
        self.reading()
            .and_then(|r| r.stop.as_ref())
            .map_or_else(Vec::new, |s| {
                s.candidates
                    .iter()
                    .filter(|(_, p)| *p >= 0.01)
                    .cloned()
                    .collect()
            })
    }
}

impl AppState {
    /// The picture shown beside the board, if any.
    pub fn picture(&self) -> Option<&PictureView> {
        self.picture.as_ref()
    }

    /// Reads the picture of the file at `path`.
    pub(super) fn open_picture_file(&mut self, path: &Path) {
        let shown = path.display().to_string();
        match std::fs::read(path) {
            Ok(bytes) => {
                let name = path
                    .file_name()
                    .map_or(shown, |n| n.to_string_lossy().into_owned());
                self.open_picture(name, PictureSource::Bytes(bytes));
            }
            Err(e) => {
                let e = Arc::new(e);
                self.say(Message::new(Tone::Problem, move |lang| {
                    let why = crate::files::why_unreadable(&e, lang);
                    lang.fill(Key::CannotReadFile, &[&shown, &why])
                }));
            }
        }
    }

    /// Reads a picture pasted from the clipboard.
    pub(super) fn paste_picture(&mut self, pasted: PastedPicture) {
        let name = self.lang().text(Key::PastedPicture).to_string();
        let pixels = Arc::try_unwrap(pasted.0).unwrap_or_else(|shared| (*shared).clone());
        self.open_picture(name, PictureSource::Pixels(pixels));
    }

    fn open_picture(&mut self, name: String, source: PictureSource) {
        self.cancel_picture();
        self.message = None;
        let fingerprint = fingerprint(&source);
        let moves = self.doc.game().mainline_moves();
        let again = self
            .picture
            .as_ref()
            .is_some_and(|shown| shown.fingerprint == fingerprint && shown.agrees_with(&moves));
        self.picture = Some(PictureView::start(name, source, fingerprint, again));
    }

    /// Stops reading the picture (it stays shown until closed).
    pub(super) fn cancel_picture(&mut self) {
        if let Some(view) = &self.picture {
            view.cancel.store(true, Ordering::Relaxed);
        }
    }

    pub(super) fn close_picture(&mut self) {
        self.cancel_picture();
        self.picture = None;
    }

    /// Whether a picture is being read (the window then looks again each frame).
    pub fn reading_a_picture(&self) -> bool {
        self.picture.as_ref().is_some_and(|p| p.answer.is_some())
    }

    /// After every command: when the game shown is the picture's, played on past where its reading stopped (the move
    /// meant there chosen from the buttons, typed, or played on the board), the reading goes on from it.
    pub(super) fn follow_picture(&mut self) {
        let Some(view) = &mut self.picture else {
            return;
        };
        let moves = self.doc.game().mainline_moves();
        if view.goes_on_past_the_stop(&moves) {
            view.resume(moves);
        }
    }

    /// Each frame while a picture is read: its game, once read, replaces the board's; a reading going on from a
    /// repair adds its moves to it.
    pub(super) fn poll_picture(&mut self) {
        let moves = self.game().mainline_moves();
        let Some(view) = &mut self.picture else {
            return;
        };
        let Some(answer) = view.answer.as_ref().and_then(Background::take) else {
            return;
        };
        view.answer = None;
        let name = view.name.clone();
        let reading = match answer {
            Ok((recognised, mut reading)) => {
                view.recognised = Some(recognised);
                if view.resumed_from.is_some() {
                    keep_where_read(&mut reading, view.reading.as_deref());
                }
                Arc::new(reading)
            }
            Err(PictureError::Cancelled) => {
                self.say(Message::info(Key::PictureCancelled, &[]));
                return;
            }
            Err(e) => {
                let e = Arc::new(e);
                self.say(Message::new(Tone::Problem, move |lang| {
                    format!("{name}: {}", e.message(lang))
                }));
                return;
            }
        };
        view.reading = Some(reading.clone());
        let said = said_of(&reading);
        if let Some(forced) = view.resumed_from.clone() {
            // A reading going on from a repair: its moves after the game's are added, if the game is still the one it
            // went on from.
            if moves == forced && reading.moves.len() >= forced.len() {
                let more: Vec<Move> = reading.moves[forced.len()..].iter().map(|m| m.mv).collect();
                let result = if reading.stop.is_none() {
                    reading
                        .game
                        .tags
                        .known_result()
                        .and_then(|_| reading.game.tags.get(crate::chess::Tags::RESULT))
                        .map(str::to_string)
                } else {
                    None
                };
                // Not set again when the game has it (the same picture opened again over its game).
                let result = result
                    .filter(|r| self.doc.game().tags.get(crate::chess::Tags::RESULT) != Some(r));
                self.doc.extend_mainline(&more, result.as_deref());
                self.say(said);
            }
            return;
        }
        if view.again && view.read_into(&moves) {
            // The same picture opened again over its game (perhaps repaired and gone on): the game stays; if it
            // went on past where the reading stops, the reading goes on from it as after the repair.
            if view.goes_on_past_the_stop(&moves) {
                view.resume(moves);
            } else {
                self.say(said);
            }
            return;
        }
        if reading.moves.is_empty() {
            // Text but no move read (a heading, a photo of something else, a handwritten sheet, or a first move too
            // unclear to read): the board's game stays, what stopped the reading is said, and what Jipu reads and
            // what to do instead (the picture stays open to type from).
            let stop = reading.stop.clone();
            self.say(Message::new(Tone::Problem, move |lang| {
                let mut said = lang.fill(Key::NoGameInPicture, &[&name]);
                if let Some(stop) = stop.as_ref().filter(|s| !s.seen.is_empty()) {
                    said.push_str(" — ");
                    said.push_str(&stop.message(lang));
                }
                // A sentence of its own: a full stop after what was said, unless it ends one already.
                let ended = said.ends_with(['.', '?', '。', '？']);
                said.push_str(match (lang, ended) {
                    (Lang::Zh, false) => "。",
                    (Lang::En, false) => ". ",
                    (Lang::Zh, true) => "",
                    (Lang::En, true) => " ",
                });
                said.push_str(lang.text(Key::PictureTypeBeside));
                said
            }));
            return;
        }
        self.replace(Replacement {
            game: reading.game.clone(),
            source: None,
            unsaved: true,
            said: Some(said),
            kept: Some(Message::problem(Key::PictureGameNotTaken, &[&name])),
        });
    }
}

/// The picture's bytes or pixels, hashed (not kept: a photo's are megabytes).
/// A reading gone on from a repair keeps, for the moves the reading before it took, the places they were read then:
/// those were weighed word by word, while a forced move is matched to any word at all and may sit elsewhere (the
/// first moves of a book page were outlined on its heading after a repair).
fn keep_where_read(reading: &mut PictureReading, before: Option<&PictureReading>) {
    let Some(before) = before else {
        return;
    };
    for (now, then) in reading.moves.iter_mut().zip(&before.moves) {
        if now.mv != then.mv {
            break;
        }
        now.quad = then.quad;
        now.text.clone_from(&then.text);
    }
}

fn fingerprint(source: &PictureSource) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    match source {
        PictureSource::Bytes(bytes) => bytes.hash(&mut hasher),
        PictureSource::Pixels(p) => (p.dimensions(), p.as_raw()).hash(&mut hasher),
    }
    hasher.finish()
}

/// What a reading says: how many moves from how many lines, and where it stopped and why.
fn said_of(reading: &PictureReading) -> Message {
    let read = reading.moves.len().to_string();
    let lines = reading.lines.to_string();
    match reading.stop.clone() {
        Some(stop) => Message::new(Tone::Problem, move |lang| {
            format!(
                "{} — {}",
                lang.fill(Key::PictureRead, &[&read, &lines]),
                stop.message(lang)
            )
        }),
        None => Message::info(Key::PictureRead, &[&read, &lines]),
    }
}
