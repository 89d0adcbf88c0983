//! The text recogniser: one line of a picture in, the probability of every character at every step out (the CTC
//! output), never a string. PaddleOCR's PP-OCRv4 recognition model (`assets/models/`, Apache-2.0) run by rten.
//!
//! The model takes a line scaled to 48 pixels high, RGB in −1…1, and gives per step of 8 pixels a softmax over its
//! 6,625 classes: 0 the CTC blank, then the characters of `ppocr_keys_v1.txt`, the last a space.
//!
//! Another model of the same shape (a model trained by `scripts/train-recogniser.py`, route b of issue 28) is read
//! instead when `JIPU_RECOGNISER` names a folder holding its `model.onnx` and `keys.txt`: for measuring one with
//! `scripts/picture-bench.py --recogniser DIR` before it is bundled. Users never set it.

use std::sync::OnceLock;

use image::GrayImage;
use image::imageops::{FilterType, resize};
use rten::Model;
use rten_tensor::NdTensor;
use rten_tensor::prelude::*;

use super::PictureError;

static MODEL_BYTES: &[u8] = include_bytes!("../../assets/models/ch_PP-OCRv4_rec_infer.onnx");
static KEYS: &str = include_str!("../../assets/models/ppocr_keys_v1.txt");
/// The recogniser of handwritten cells (`scripts/handwriting/train.py`, trained on generated handwriting only).
static HAND_MODEL_BYTES: &[u8] = include_bytes!("../../assets/models/handwriting/model.onnx");
static HAND_KEYS: &str = include_str!("../../assets/models/handwriting/keys.txt");

/// The height the model reads a line at.
pub const LINE_HEIGHT: u32 = 48;
/// How many pixels of the scaled line one step of the output covers.
pub const STEP: u32 = 8;

/// The narrowest picture given to the model, in its pixels (after scaling to `LINE_HEIGHT`).
const MIN_WIDTH: u32 = 320;
/// Lines narrower than this (a table's cells, its numbers) are read together on shared canvases; wider ones (a
/// heading's players, `Ding - Torre`, whose spaces a shared canvas lost) alone.
const SHARED_UNDER: u32 = 192;
/// The width of the canvases short lines are read together on.
const SHARED_WIDTH: u32 = 1280;
/// The paper between two short lines on a shared canvas (six steps).
const BETWEEN: u32 = 48;

/// How a recogniser is given its lines: on canvases at least `least` pixels wide (after scaling), short lines
/// together on shared canvases or each alone, as it was trained.
#[derive(Clone, Copy, Debug)]
struct Canvas {
    least: u32,
    shares: bool,
}

/// PP-OCR's way: a short word alone on 320 pixels, a table's short cells side by side.
const PRINTED_CANVAS: Canvas = Canvas {
    least: MIN_WIDTH,
    shares: true,
};
/// The recogniser of handwriting learnt each cell alone, padded to 64 pixels at least (`train.py`): its recurrent
/// layer reads the whole canvas, and beside other cells it read almost nothing of a real sheet (sheet 3 of the
/// development sheets: 3 of its first 24 cells read as anything, 16 once each was read alone).
const HAND_CANVAS: Canvas = Canvas {
    least: 64,
    shares: false,
};

/// The CTC blank.
pub const BLANK: u16 = 0;

/// The recogniser's alphabet: class index ↔ character.
pub struct Alphabet {
    chars: Vec<char>,
    classes: std::collections::HashMap<char, u16>,
}

impl Alphabet {
    /// The alphabet of a keys file: one character a line for classes 1 upward; the space is the class after them.
    fn load(keys: &str) -> Alphabet {
        let mut chars = vec!['\u{0}'];
        chars.extend(keys.lines().filter_map(|l| l.chars().next()));
        chars.push(' ');
        let mut classes = std::collections::HashMap::with_capacity(chars.len());
        // The first class of a character listed twice is the one taken; the space is the last class.
        for (i, &c) in chars.iter().enumerate().skip(1) {
            classes.entry(c).or_insert(i as u16);
        }
        classes.insert(' ', chars.len() as u16 - 1);
        Alphabet { chars, classes }
    }

    /// The class of `c`, if the recogniser knows it.
    pub fn class(&self, c: char) -> Option<u16> {
        self.classes.get(&c).copied()
    }

    /// `text` in the recogniser's classes, if it knows every character of it.
    pub fn spelled(&self, text: &str) -> Option<Vec<u16>> {
        text.chars().map(|c| self.class(c)).collect()
    }

    /// How many classes: the blank, the characters, the space.
    #[cfg(test)]
    pub fn classes(&self) -> usize {
        self.chars.len()
    }

    pub fn char(&self, class: u16) -> char {
        self.chars
            .get(class as usize)
            .copied()
            .unwrap_or('\u{fffd}')
    }
}

/// The recogniser's view of one line: `steps × classes` log-probabilities.
#[derive(Clone, Debug)]
pub struct LineProbs {
    pub steps: usize,
    pub classes: usize,
    logp: Vec<f32>,
    /// The best log-probability at each step: what an unconstrained reading would score.
    best: Vec<f32>,
    /// How many pixels of the line picture (before scaling) one step covers.
    pub step_width: f32,
}

impl LineProbs {
    pub fn new(steps: usize, classes: usize, logp: Vec<f32>, step_width: f32) -> LineProbs {
        let best = (0..steps)
            .map(|t| {
                logp[t * classes..(t + 1) * classes]
                    .iter()
                    .copied()
                    .fold(f32::NEG_INFINITY, f32::max)
            })
            .collect();
        LineProbs {
            steps,
            classes,
            logp,
            best,
            step_width,
        }
    }

    #[inline]
    pub fn at(&self, step: usize, class: u16) -> f32 {
        self.logp[step * self.classes + class as usize]
    }

    #[inline]
    pub fn best(&self, step: usize) -> f32 {
        self.best[step]
    }

    /// How many glyphs the recogniser alone sees on the line (its best class at each step, repeats and blanks
    /// collapsed).
    pub fn glyphs(&self) -> usize {
        let mut n = 0;
        let mut last = BLANK;
        for t in 0..self.steps {
            let c = self.argmax(t);
            if c != BLANK && c != last {
                n += 1;
            }
            last = c;
        }
        n
    }

    /// The steps of this line from `from` on, then all of `next`'s: a word begun at the end of one line and ended
    /// on the next, weighed whole.
    pub fn joined(&self, from: usize, next: &LineProbs) -> LineProbs {
        let mut logp = self.logp[from.min(self.steps) * self.classes..].to_vec();
        logp.extend_from_slice(&next.logp);
        LineProbs::new(
            self.steps.saturating_sub(from) + next.steps,
            self.classes,
            logp,
            self.step_width,
        )
    }

    /// The most likely class at `step`.
    pub fn argmax(&self, step: usize) -> u16 {
        let row = &self.logp[step * self.classes..(step + 1) * self.classes];
        let mut best = 0;
        for (i, &v) in row.iter().enumerate() {
            if v > row[best] {
                best = i;
            }
        }
        best as u16
    }
}

/// The environment variable naming a folder with another recogniser (`model.onnx`, `keys.txt`).
pub const RECOGNISER_VAR: &str = "JIPU_RECOGNISER";
/// The same for the recogniser of handwriting.
pub const HANDWRITING_VAR: &str = "JIPU_HANDWRITING";

/// The loaded model and its alphabet, made once per process.
pub struct Recogniser {
    model: Model,
    pub alphabet: Alphabet,
    canvas: Canvas,
}

static RECOGNISER: OnceLock<Result<Recogniser, String>> = OnceLock::new();
static HANDWRITING: OnceLock<Result<Recogniser, String>> = OnceLock::new();

impl Recogniser {
    /// The one recogniser of printed text of the process (loading takes a fraction of a second; the model is in
    /// the binary).
    pub fn get() -> Result<&'static Recogniser, PictureError> {
        Recogniser::once(
            &RECOGNISER,
            RECOGNISER_VAR,
            MODEL_BYTES,
            KEYS,
            PRINTED_CANVAS,
        )
    }

    /// The one recogniser of handwriting of the process: what a scoresheet's cells are read with.
    pub fn handwriting() -> Result<&'static Recogniser, PictureError> {
        Recogniser::once(
            &HANDWRITING,
            HANDWRITING_VAR,
            HAND_MODEL_BYTES,
            HAND_KEYS,
            HAND_CANVAS,
        )
    }

    fn once(
        cell: &'static OnceLock<Result<Recogniser, String>>,
        var: &str,
        bytes: &'static [u8],
        keys: &str,
        canvas: Canvas,
    ) -> Result<&'static Recogniser, PictureError> {
        cell.get_or_init(|| match std::env::var_os(var) {
            Some(dir) => Recogniser::load_from(std::path::Path::new(&dir), canvas),
            None => Model::load_static_slice(bytes)
                .map(|model| Recogniser {
                    model,
                    alphabet: Alphabet::load(keys),
                    canvas,
                })
                .map_err(|e| e.to_string()),
        })
        .as_ref()
        .map_err(|e| PictureError::Model(e.clone()))
    }

    /// A recogniser from a folder: `model.onnx` and its `keys.txt`.
    fn load_from(dir: &std::path::Path, canvas: Canvas) -> Result<Recogniser, String> {
        let keys = std::fs::read_to_string(dir.join("keys.txt"))
            .map_err(|e| format!("{}: {e}", dir.join("keys.txt").display()))?;
        let model = Model::load_file(dir.join("model.onnx"))
            .map_err(|e| format!("{}: {e}", dir.join("model.onnx").display()))?;
        Ok(Recogniser {
            model,
            alphabet: Alphabet::load(&keys),
            canvas,
        })
    }

    /// The probabilities for each of `lines`, in their order. A line as wide as [`SHARED_UNDER`] or more (scaled to
    /// [`LINE_HEIGHT`]) is read alone; the shorter ones (a table's cells, a move number) are set side by side on
    /// shared canvases [`SHARED_WIDTH`] wide, [`BETWEEN`] pixels of paper apart, and each is given the steps over
    /// its place. Read alone on a canvas of `MIN_WIDTH`, as PaddleOCR reads a short word, a score table's hundred
    /// and more cells took four seconds a page, most of it reading padding; beside its neighbours a cell is read as
    /// a word of a line. `progress(done)` after each canvas; `false` cancels.
    pub fn read_lines(
        &self,
        lines: &[&GrayImage],
        progress: &mut dyn FnMut(usize) -> bool,
    ) -> Result<Vec<LineProbs>, PictureError> {
        let scaled: Vec<(GrayImage, f32)> = lines
            .iter()
            .map(|line| {
                let (w, h) = line.dimensions();
                let scale = LINE_HEIGHT as f32 / h.max(1) as f32;
                let width = ((w as f32 * scale).round() as u32).max(1);
                (
                    resize(*line, width, LINE_HEIGHT, FilterType::Triangle),
                    scale,
                )
            })
            .collect();
        let mut out: Vec<Option<LineProbs>> = vec![None; lines.len()];
        let mut done = 0;
        // Canvases: the lines on each, with where each begins (a whole step, so that its steps begin at its left).
        let mut canvases: Vec<Vec<(usize, u32)>> = Vec::new();
        let mut shared: Vec<(usize, u32)> = Vec::new();
        let mut x = 0;
        for (i, (img, _)) in scaled.iter().enumerate() {
            let w = img.width();
            if w >= SHARED_UNDER || !self.canvas.shares {
                canvases.push(vec![(i, 0)]);
                continue;
            }
            if !shared.is_empty() && x + w + BETWEEN > SHARED_WIDTH {
                canvases.push(std::mem::take(&mut shared));
                x = 0;
            }
            shared.push((i, x));
            x = (x + w + BETWEEN).div_ceil(STEP) * STEP;
        }
        if !shared.is_empty() {
            canvases.push(shared);
        }
        for canvas in canvases {
            let placed: Vec<(&GrayImage, u32)> =
                canvas.iter().map(|&(i, at)| (&scaled[i].0, at)).collect();
            let (steps, classes, logp, width) = self.run(&placed)?;
            let step_px = width as f32 / steps.max(1) as f32;
            for &(i, at) in &canvas {
                let (img, scale) = &scaled[i];
                // Its steps: from its left to its right (its crop holds paper beside its ink), or the canvas's end
                // when alone. (Steps in the paper between two lines may hold a glyph read from the next one.)
                let from = ((at as f32 / step_px).floor() as usize).min(steps);
                let to = if canvas.len() == 1 {
                    steps
                } else {
                    (((at + img.width()) as f32 / step_px).ceil() as usize).min(steps)
                };
                let to = to.max(from);
                let own = logp[from * classes..to * classes].to_vec();
                out[i] = Some(LineProbs::new(to - from, classes, own, step_px / scale));
            }
            done += canvas.len();
            if !progress(done) {
                return Err(PictureError::Cancelled);
            }
        }
        out.into_iter()
            .map(|p| p.ok_or_else(|| PictureError::Model("a line was not read".into())))
            .collect()
    }

    /// The model run over one canvas holding `placed` (each scaled line and where it begins): the steps, the
    /// classes, the log-probabilities step by step, and the canvas's width.
    fn run(
        &self,
        placed: &[(&GrayImage, u32)],
    ) -> Result<(usize, usize, Vec<f32>, u32), PictureError> {
        let end = placed
            .iter()
            .map(|(img, at)| at + img.width())
            .max()
            .unwrap_or(0);
        // A short line alone is read on paper at least `MIN_WIDTH` wide: alone in a crop of its own size the
        // recogniser misreads such a word far more often. The width rounded up to whole steps.
        let width = end.max(self.canvas.least).div_ceil(STEP) * STEP;
        let shared = placed.len() > 1;
        // What each column of the canvas shows: a line's column, or on a shared canvas in the paper between two
        // lines the last column of the line before drawn on (a paper of another shade, or a sharp edge, was read
        // as a glyph: `象e2個`); after the last line, PaddleOCR's padding: zeros after normalising (mid grey), as it
        // was trained.
        let columns: Vec<Option<(&GrayImage, u32)>> = (0..width)
            .map(|x| {
                placed
                    .iter()
                    .rev()
                    .find(|(_, at)| x >= *at)
                    .filter(|(img, at)| x < at + img.width() || (shared && x < end))
                    .map(|&(img, at)| (img, (x - at).min(img.width().saturating_sub(1))))
            })
            .collect();
        let input = NdTensor::<f32, 4>::from_fn(
            [1, 3, LINE_HEIGHT as usize, width as usize],
            |[_, _, y, x]| match columns[x] {
                Some((img, column)) => img.get_pixel(column, y as u32).0[0] as f32 / 127.5 - 1.0,
                None => 0.0,
            },
        );
        let out = self
            .model
            .run_one(input.view().into(), None)
            .map_err(|e| PictureError::Model(e.to_string()))?;
        let out: NdTensor<f32, 3> = out
            .try_into()
            .map_err(|_| PictureError::Model("unexpected output type".into()))?;
        let [_, steps, classes] = out.shape();
        let logp: Vec<f32> = out.iter().map(|&p| p.max(1e-12).ln()).collect();
        Ok((steps, classes, logp, width))
    }
}

/// What the recogniser alone reads over steps `start..end` of a line.
pub fn greedy_span(probs: &LineProbs, alphabet: &Alphabet, start: usize, end: usize) -> String {
    let mut out = String::new();
    let mut last = BLANK;
    for t in start..end.min(probs.steps) {
        let c = probs.argmax(t);
        if c != BLANK && c != last {
            out.push(alphabet.char(c));
        }
        last = c;
    }
    out.trim().to_string()
}
