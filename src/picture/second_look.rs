//! A second look where a printed page's reading stops on a move the recogniser was not sure enough of.
//!
//! The recogniser reads a line scaled to 48 pixels high with a quarter of its height of paper above and below. In
//! small serif type that leaves a `c` and an `e` a few pixels apart, and a page stopped at `Kc7` 95 %, `Ke7` 5 %
//! (both legal; the verdict asks for a margin of 3 nats). Read again with less paper around it (and, if that is not
//! enough, drawn a fifth wider), the same line's glyphs are larger and `Kc7` is read past the margin. A view is taken
//! only as confirmation: the piece's new probabilities replace its old ones only when the reading with them takes
//! every move the first reading took, then the move the first reading had first at its stop, and goes on past it.
//! Where a view reads anything else — another move there, another move before it on the same line — the first look
//! stands, and so does its stop: two views disagreeing is a question, not an answer. Where the view read another
//! move before the stop, the question is asked there (`views_disagree.rs`).

use std::collections::BTreeSet;

use super::layout::Piece;
use super::recognise::Recogniser;
use super::verdict::{Doubt, Mode, Verdict};
use super::views_disagree::disputed;
use super::{PictureError, Recognised};

/// The most pieces of a page looked at again.
const LOOKS: usize = 6;
/// The views of a second look, tried in turn until one confirms the first: the paper kept above and below the line's
/// ink, as a share of its height (the first look keeps a quarter), and how much wider the line is drawn.
const VIEWS: &[(f32, f32)] = &[(0.08, 1.0), (0.08, 1.2)];

impl Recognised {
    /// The printed reading looked at again where it stops on a move read with too little margin (see the module's
    /// doc); a handwritten sheet's cells are not (they are read alone, with their own recogniser).
    pub(super) fn looked_at_again(mut self, recogniser: &Recogniser) -> Result<Self, PictureError> {
        if self.handwritten {
            return Ok(self);
        }
        let thresholds = [self.thresholds()];
        let mut looked = BTreeSet::new();
        let Some(mut verdict) = self.verdicts(&[], &thresholds, Mode::Stop)?.pop() else {
            return Ok(self);
        };
        while looked.len() < LOOKS {
            let Some((piece, first)) = close_call(&verdict) else {
                break;
            };
            if !looked.insert(piece) {
                break;
            }
            let before = self.probs[piece].clone();
            let mut confirmed = false;
            let mut dispute = None;
            for &(margin, stretch) in VIEWS {
                let image = view(&self.page.pieces[piece], margin, stretch);
                let Some(mut probs) = recogniser.read_lines(&[&image], &mut |_| true)?.pop() else {
                    continue;
                };
                // The steps in the page's pixels, as the first look's.
                probs.step_width /= stretch;
                self.probs[piece] = probs;
                if let Some(again) = self.verdicts(&[], &thresholds, Mode::Stop)?.pop() {
                    if confirms(&verdict, first, &again) {
                        verdict = again;
                        confirmed = true;
                        break;
                    }
                    dispute = dispute.or_else(|| disputed(&verdict, &again));
                }
            }
            if !confirmed {
                self.probs[piece] = before;
                self.disputes.extend(dispute);
                break;
            }
        }
        Ok(self)
    }
}

/// Where `verdict` stopped on a move the recogniser was unsure of: the piece, and the legal move ranked first there.
fn close_call(verdict: &Verdict) -> Option<(usize, shakmaty::Move)> {
    let stop = verdict.stop.as_ref()?;
    if !matches!(stop.doubt, Doubt::Close | Doubt::Unlike) {
        return None;
    }
    let &(first, _) = stop.candidates.first()?;
    Some((stop.seen.as_ref()?.piece, first))
}

/// Whether `again` takes every move `verdict` took, then `first`, and reads on past it.
fn confirms(verdict: &Verdict, first: shakmaty::Move, again: &Verdict) -> bool {
    let expected = verdict.taken.iter().map(|t| t.mv).chain([first]);
    again.taken.len() > verdict.taken.len()
        && again.taken.iter().zip(expected).all(|(t, mv)| t.mv == mv)
}

/// The piece's picture with its margins above and below cut to `margin` of its line's height, drawn `stretch` times
/// as wide.
pub(super) fn view(piece: &Piece, margin: f32, stretch: f32) -> image::GrayImage {
    let (w, h) = piece.image.dimensions();
    let (top, bottom) = piece.ink_rows;
    let bottom = bottom.min(h);
    let (from, to) = if top < bottom {
        let keep = ((bottom - top) as f32 * margin).round() as u32;
        (top.saturating_sub(keep), (bottom + keep).min(h))
    } else {
        (0, h)
    };
    let cut = image::imageops::crop_imm(&piece.image, 0, from, w, to - from).to_image();
    if stretch == 1.0 {
        return cut;
    }
    let wide = ((w as f32 * stretch).round() as u32).max(1);
    image::imageops::resize(&cut, wide, to - from, image::imageops::FilterType::Triangle)
}

#[cfg(test)]
mod tests {
    use super::super::layout::{Place, Role};
    use super::*;

    fn piece(height: u32, ink_rows: (u32, u32)) -> Piece {
        let mut image = image::GrayImage::from_pixel(100, height, image::Luma([255]));
        for y in ink_rows.0..ink_rows.1 {
            image.put_pixel(50, y, image::Luma([0]));
        }
        Piece {
            rect: [0.0, 0.0, 100.0, height as f32],
            image,
            ink_rows,
            line: 0,
            place: Place {
                section: 0,
                column: 0,
                row: 0,
            },
            role: Role::Moves,
            cell: None,
        }
    }

    #[test]
    fn the_second_look_keeps_the_line_whole_with_less_paper_around_it() {
        // A line of 25 rows with a quarter of its height of paper above and below (6 rows each side).
        let looked = view(&piece(37, (6, 31)), 0.08, 1.0);
        // Two rows of paper kept each side (8 % of 25), the ink whole, the width the same.
        assert_eq!(looked.dimensions(), (100, 29));
        let ink: Vec<u32> = (0..29)
            .filter(|&y| looked.get_pixel(50, y).0[0] == 0)
            .collect();
        assert_eq!(ink.first(), Some(&2));
        assert_eq!(ink.len(), 25);
    }

    #[test]
    fn a_line_at_the_page_edge_keeps_what_paper_it_has() {
        // Cut at the top of the page: no paper above the ink to keep.
        let looked = view(&piece(30, (0, 24)), 0.08, 1.0);
        assert_eq!(looked.dimensions(), (100, 26));
        assert_eq!(looked.get_pixel(50, 0).0[0], 0);
    }
}
