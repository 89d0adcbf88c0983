//! A picture of a printed game read in the window: opened from a file (File › Open a picture…, or any picture opened,
//! dropped on the window or named on the command line) or pasted from the clipboard. It is decoded and read by
//! `picture::read_gray` on another thread, with its progress and a Cancel; the window shows it beside the board the
//! whole time, each move outlined where it was read. The game read replaces the board's (asking first when that one
//! has unsaved changes); where the reading stopped is said with the candidates, as a typed sheet's stop is. Once the
//! move meant there is played (a candidate's button, the move box, the board), the reading goes on from it over the
//! recogniser's output kept (no second recognition), and the moves read after it are added to the game.
//! This file is the job: the thread that reads, its progress, and what it answers; what the answer does to the game
//! is the session's (`session/pictures.rs`). No egui here: the panel (`ui/panels/picture.rs`) draws the picture from
//! the pixels kept.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use image::{DynamicImage, RgbaImage};
use shakmaty::Move;

use super::background::Background;
use crate::picture::{PictureError, PictureReading, Quad, Recognised, decode, recognise};

/// The longest side of the picture as shown: a phone photo is scaled down once, on the reading thread.
const MAX_SHOWN: u32 = 2048;

/// Where the bytes of a picture come from: a file's, or pixels pasted.
pub enum PictureSource {
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

/// The game read from what was recognised, its first moves `forced`: a handwritten sheet whole, its unsure moves
/// marked (each is then gone to with F8 and corrected from its candidates); a printed page up to its first doubt.
pub(super) fn read(
    recognised: &Recognised,
    forced: &[Move],
) -> Result<PictureReading, PictureError> {
    if recognised.is_handwritten() {
        recognised.read_marking_unsure(forced)
    } else {
        recognised.read(forced)
    }
}

static SERIAL: AtomicU64 = AtomicU64::new(1);

impl PictureView {
    /// Starts reading `source` (named `name`) on another thread. `before` is the picture shown until now and
    /// `moves` the main line of the board's game: the same picture opened again over its game keeps that game.
    pub fn open(
        name: String,
        source: PictureSource,
        before: Option<&PictureView>,
        moves: &[Move],
    ) -> PictureView {
        let fingerprint = fingerprint(&source);
        let again = before
            .is_some_and(|shown| shown.fingerprint == fingerprint && shown.agrees_with(moves));
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
            let reading = read(&recognised, &[])?;
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
    pub fn resume(&mut self, forced: Vec<Move>) {
        let Some(recognised) = self.recognised.clone() else {
            return;
        };
        self.resumed_from = Some(forced.clone());
        self.answer = Some(Background::start(move || {
            let reading = read(&recognised, &forced)?;
            Ok((recognised, reading))
        }));
    }

    /// Whether the picture is a handwritten sheet read whole, its unsure moves marked.
    pub fn is_read_whole(&self) -> bool {
        self.recognised.as_ref().is_some_and(|r| r.is_handwritten())
    }

    /// Whether a game with main line `moves` went on past where the reading stopped, so that the reading should go
    /// on from there: the picture's game, longer than what was read, and not tried from these moves already.
    pub fn goes_on_past_the_stop(&self, moves: &[Move]) -> bool {
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

    /// Stops reading (the picture stays shown until closed).
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Whether the picture is being read (the window then looks again each frame).
    pub fn is_reading(&self) -> bool {
        self.answer.is_some()
    }

    /// The same picture as the one shown before, whose game the board holds (perhaps repaired and gone on).
    pub fn is_again(&self) -> bool {
        self.again
    }

    /// The reading's answer, once it came back (once).
    pub fn take_answer(&mut self) -> Option<Answer> {
        let answer = self.answer.as_ref().and_then(Background::take)?;
        self.answer = None;
        let mut reading = match answer {
            Ok((recognised, reading)) => {
                self.recognised = Some(recognised);
                reading
            }
            Err(PictureError::Cancelled) => return Some(Answer::Cancelled),
            Err(e) => return Some(Answer::Failed(e)),
        };
        if self.resumed_from.is_some() {
            keep_where_read(&mut reading, self.reading.as_deref());
        }
        let reading = Arc::new(reading);
        self.reading = Some(reading.clone());
        Some(match self.resumed_from.clone() {
            Some(from) => Answer::Resumed { from, reading },
            None => Answer::Read(reading),
        })
    }
}

/// What a reading that came back answers.
pub enum Answer {
    Cancelled,
    Failed(PictureError),
    /// The picture read.
    Read(Arc<PictureReading>),
    /// A reading gone on from a repair: the moves it went on from (its moves after those are new), and what it read.
    Resumed {
        from: Vec<Move>,
        reading: Arc<PictureReading>,
    },
}

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

/// The picture's bytes or pixels, hashed (not kept: a photo's are megabytes).
fn fingerprint(source: &PictureSource) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    match source {
        PictureSource::Bytes(bytes) => bytes.hash(&mut hasher),
        PictureSource::Pixels(p) => (p.dimensions(), p.as_raw()).hash(&mut hasher),
    }
    hasher.finish()
}
