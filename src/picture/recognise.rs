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

/// The height the model reads a line at.
pub const LINE_HEIGHT: u32 = 48;
/// How many pixels of the scaled line one step of the output covers.
pub const STEP: u32 = 8;

/// The narrowest picture given to the model, in its pixels (after scaling to `LINE_HEIGHT`).
const MIN_WIDTH: u32 = 320;

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

/// The loaded model and its alphabet, made once per process.
pub struct Recogniser {
    model: Model,
    pub alphabet: Alphabet,
}

static RECOGNISER: OnceLock<Result<Recogniser, String>> = OnceLock::new();

impl Recogniser {
    /// The one recogniser of the process (loading takes a fraction of a second; the model is in the binary).
    pub fn get() -> Result<&'static Recogniser, PictureError> {
        RECOGNISER
            .get_or_init(|| match std::env::var_os(RECOGNISER_VAR) {
                Some(dir) => Recogniser::load_from(std::path::Path::new(&dir)),
                None => Model::load_static_slice(MODEL_BYTES)
                    .map(|model| Recogniser {
                        model,
                        alphabet: Alphabet::load(KEYS),
                    })
                    .map_err(|e| e.to_string()),
            })
            .as_ref()
            .map_err(|e| PictureError::Model(e.clone()))
    }

    /// A recogniser from a folder: `model.onnx` and its `keys.txt`.
    fn load_from(dir: &std::path::Path) -> Result<Recogniser, String> {
        let keys = std::fs::read_to_string(dir.join("keys.txt"))
            .map_err(|e| format!("{}: {e}", dir.join("keys.txt").display()))?;
        let model = Model::load_file(dir.join("model.onnx"))
            .map_err(|e| format!("{}: {e}", dir.join("model.onnx").display()))?;
        Ok(Recogniser {
            model,
            alphabet: Alphabet::load(&keys),
        })
    }

    /// The probabilities for one line picture (dark text on light ground, any size).
    pub fn read_line(&self, line: &GrayImage) -> Result<LineProbs, PictureError> {
        let (w, h) = line.dimensions();
        let scale = LINE_HEIGHT as f32 / h.max(1) as f32;
        let scaled_width = ((w as f32 * scale).round() as u32).max(1);
        let scaled = resize(line, scaled_width, LINE_HEIGHT, FilterType::Triangle);
        // A short piece (a cell of a table: `c3`) is read on paper at least `MIN_WIDTH` wide: alone in a crop of its
        // own size the recogniser misreads such a word far more often. The width rounded up to whole steps.
        let width = scaled_width.max(MIN_WIDTH).div_ceil(STEP) * STEP;
        let input = NdTensor::<f32, 4>::from_fn(
            [1, 3, LINE_HEIGHT as usize, width as usize],
            |[_, _, y, x]| {
                if (x as u32) < scaled_width {
                    scaled.get_pixel(x as u32, y as u32).0[0] as f32 / 127.5 - 1.0
                } else {
                    // PaddleOCR pads with zeros after normalising (mid grey), as the model was trained.
                    0.0
                }
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
        // Pixels of the piece a step covers: the canvas's width over the steps, in the piece's own scale.
        let step_width = width as f32 / steps.max(1) as f32 / scale;
        Ok(LineProbs::new(steps, classes, logp, step_width))
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
