//! The result written on the result line of Jipu's own sheet, read from the flattened photo: the line's place is
//! known from the paper (`sheet::result_line`), what is written above it is read by the recogniser of handwriting and
//! weighed against the ways a result is written — `1-0`, `1:0`, `0-1`, `½-½`, `1/2-1/2`, `=`, `白胜`, `黑胜`, `和棋` —
//! never read as a string. A result is taken only when one of the three is clearly what is written and the writing
//! fits it about as well as anything the recogniser could read there. Where the sheet's fields lie (the header above
//! the table, the result line) also says which pieces of the page are no moves.

use image::GrayImage;
use shakmaty::{Color, KnownOutcome};

use super::PictureError;
use super::ctc::span_score;
use super::recognise::{LineProbs, Recogniser};
use crate::sheet::{GRID_TOP, Paper, result_line};

/// The ways each result is written on a sheet.
const SPELLINGS: [(KnownOutcome, &[&str]); 3] = [
    (
        KnownOutcome::Decisive {
            winner: Color::White,
        },
        &["1-0", "1:0", "白胜"],
    ),
    (
        KnownOutcome::Decisive {
            winner: Color::Black,
        },
        &["0-1", "0:1", "黑胜"],
    ),
    (
        KnownOutcome::Draw,
        &["½-½", "1/2-1/2", "½:½", "1/2", "和棋"],
    ),
];
/// The share of the three results' probability the best must have.
const SURE: f32 = 0.97;
/// How far (nats) the result's spelling may fit worse than the recogniser's own best reading of the line.
const FITS: f32 = 4.0;
/// The writing area around the line, millimetres: before its left end, after its right end, above it, below it.
const AREA: (f32, f32, f32, f32) = (3.0, 8.0, 7.0, 1.2);
/// How much darker than the paper a pixel of ink is, at least.
const INK: u8 = 45;
/// Dark pixels (of the area's) below which nothing is written.
const FEWEST_INKED: usize = 40;

/// The result written on the flat page of a Jipu sheet (`per_mm` pixels a millimetre), with its probability among
/// the three; `None` where nothing is written or the writing is not clearly one of them.
pub fn read(
    flat: &GrayImage,
    paper: Paper,
    per_mm: f32,
) -> Result<Option<(KnownOutcome, f32)>, PictureError> {
    let Some(area) = writing(flat, paper, per_mm) else {
        return Ok(None);
    };
    let hand = Recogniser::handwriting()?;
    let probs = hand.read_lines(&[&area], &mut |_| true)?;
    let Some(probs) = probs.first() else {
        return Ok(None);
    };
    Ok(weigh(probs, &|c| hand.alphabet.class(c)))
}

/// Whether a piece of text at `rect` (pixels of the flat page, `per_mm` a millimetre) stands above the table of
/// moves: the sheet's title and header, printed or written (names, event, date), never moves.
pub fn in_the_header(rect: [f32; 4], per_mm: f32) -> bool {
    (rect[1] + rect[3]) / 2.0 / per_mm < GRID_TOP
}

/// Whether a piece of text at `rect` (pixels of the flat page, `per_mm` a millimetre) stands on the result line's row:
/// its label `结果 Result:` or what is written on it.
pub fn on_the_line(rect: [f32; 4], paper: Paper, per_mm: f32) -> bool {
    let (_, _, y) = result_line(paper);
    let (_, _, above, below) = AREA;
    let middle = (rect[1] + rect[3]) / 2.0 / per_mm;
    middle > y - above && middle < y + below
}

fn writing(flat: &GrayImage, paper: Paper, per_mm: f32) -> Option<GrayImage> {
    let (left, right, y) = result_line(paper);
    let (before, after, above, below) = AREA;
    let px = |mm: f32| (mm * per_mm).round().max(0.0) as u32;
    let (x0, y0) = (px(left - before), px(y - above));
    let (x1, y1) = (
        px(right + after).min(flat.width()),
        px(y + below).min(flat.height()),
    );
    if x1 <= x0 || y1 <= y0 {
        return None;
    }
    let area = image::imageops::crop_imm(flat, x0, y0, x1 - x0, y1 - y0).to_image();
    // Ink above the printed line only (the line itself is in every sheet's area): darker than the area's paper by a
    // pen's faintest stroke on a photo.
    let line = px(y) - y0;
    let mut greys: Vec<u8> = area.pixels().map(|p| p.0[0]).collect();
    greys.sort_unstable();
    let paper = greys[greys.len() / 2];
    let inked = area
        .enumerate_pixels()
        .filter(|(_, row, p)| (*row + 2 < line) && p.0[0].saturating_add(INK) < paper)
        .count();
    (inked >= FEWEST_INKED).then_some(area)
}

/// The result `probs` say is written, and its probability among the three (see the module's documentation).
fn weigh(probs: &LineProbs, class: &dyn Fn(char) -> Option<u16>) -> Option<(KnownOutcome, f32)> {
    let scores: Vec<(KnownOutcome, f32)> = SPELLINGS
        .iter()
        .map(|(outcome, spellings)| {
            let best = spellings
                .iter()
                .filter_map(|s| s.chars().map(class).collect::<Option<Vec<u16>>>())
                .map(|labels| span_score(probs, 0, probs.steps, &labels, &[]))
                .fold(f32::NEG_INFINITY, f32::max);
            (*outcome, best)
        })
        .collect();
    let top = scores.iter().map(|s| s.1).fold(f32::NEG_INFINITY, f32::max);
    if !top.is_finite() {
        return None;
    }
    let total: f32 = scores.iter().map(|s| (s.1 - top).exp()).sum();
    let (outcome, score) = *scores.iter().find(|s| s.1 == top)?;
    let share = 1.0 / total;
    // The recogniser's own best path: a spelling fitting far worse than it is something else written there.
    let free: f32 = (0..probs.steps).map(|t| probs.best(t)).sum();
    (share >= SURE && free - score <= FITS).then_some((outcome, share))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::recognise::BLANK;

    /// Probabilities that spell `text` one step a character with blanks between, over an alphabet of `chars`.
    fn spelling(text: &str, chars: &str, sure: f32) -> LineProbs {
        let classes = chars.chars().count() + 1;
        let class = |c: char| chars.chars().position(|k| k == c).map(|i| i as u16 + 1);
        let mut logp = Vec::new();
        let other = ((1.0 - sure) / (classes - 1) as f32).ln();
        for c in text.chars().flat_map(|c| [Some(c), None]) {
            let want = c.and_then(class).unwrap_or(BLANK);
            for k in 0..classes as u16 {
                logp.push(if k == want { sure.ln() } else { other });
            }
        }
        LineProbs::new(logp.len() / classes, classes, logp, 8.0)
    }

    const CHARS: &str = "012/-:½=白黑胜和棋e4";

    fn class(c: char) -> Option<u16> {
        CHARS.chars().position(|k| k == c).map(|i| i as u16 + 1)
    }

    #[test]
    fn a_result_clearly_written_is_read_in_any_of_its_spellings() {
        let white = KnownOutcome::Decisive {
            winner: Color::White,
        };
        let black = KnownOutcome::Decisive {
            winner: Color::Black,
        };
        for (text, outcome) in [
            ("1-0", white),
            ("1:0", white),
            ("白胜", white),
            ("0-1", black),
            ("黑胜", black),
            ("½-½", KnownOutcome::Draw),
            ("1/2-1/2", KnownOutcome::Draw),
            ("和棋", KnownOutcome::Draw),
        ] {
            let read = weigh(&spelling(text, CHARS, 0.95), &class);
            assert_eq!(read.map(|r| r.0), Some(outcome), "{text}");
        }
    }

    #[test]
    fn writing_that_is_no_result_or_unclear_gives_none() {
        // Something else written on the line.
        assert_eq!(weigh(&spelling("e4", CHARS, 0.95), &class), None);
        // A recogniser torn between `1` and `0` at both ends: `1-0` and `0-1` fit alike.
        let mut torn = spelling("1-0", CHARS, 0.95);
        let (one, zero) = (class('1').unwrap(), class('0').unwrap());
        let classes = torn.classes;
        let mut logp: Vec<f32> = (0..torn.steps)
            .flat_map(|t| (0..classes as u16).map(move |k| (t, k)))
            .map(|(t, k)| torn.at(t, k))
            .collect();
        for t in [0, 4] {
            logp[t * classes + one as usize] = 0.47f32.ln();
            logp[t * classes + zero as usize] = 0.47f32.ln();
        }
        torn = LineProbs::new(torn.steps, classes, logp, 8.0);
        assert_eq!(weigh(&torn, &class), None);
    }
}
