//! Running text: moves inside sentences (`The game began 1. f3 b6 2. f4 and Black had to be careful. Then came
//! 2... a6`), as book pages and magazines tell a game. A word between moves may be prose, read as the recogniser
//! reads it at [`PROSE_WORD_GLYPH`] a glyph. What keeps such a reading from passing over a misread move: the move
//! after words of prose comes after its number (the numbers keep the reading in step); that number is printed
//! with its full stop (`2.`, `2...`: a bare `4` is a digit inside a word, `16.fxe4`); a square, and once the game
//! has begun any digit, is never a word of prose, but passed over at a glyph's regret, which a move number after it
//! forgives (`hitting both f7 and b7. The reply 7...Qe7`: the number shows no move was passed over); and words of
//! prose after the last move, with no result, leave the reading unfinished.

use super::super::hypothesis::Hyp;
use super::super::recognise::{BLANK, LineProbs};
use super::{Beam, PRUNE};

/// What a glyph of a word of prose in running text costs (nats): less than passing over it as blanks costs on a
/// photo (at 3 nats, as a heading's glyphs, `The next moves were` was read as blanks before `11.`, and its regret
/// stopped the reading there). Cheap is safe: after prose the next move comes after its number, which must be the
/// move's own.
pub(super) const PROSE_WORD_GLYPH: f32 = 1.0;

/// The regret left after the last word when words of running text follow the last move and no result (nats): more
/// than any threshold of the verdict.
const UNREAD: f32 = 1000.0;

impl Beam<'_> {
    /// In running text, a word of prose begun with glyph `c`, when it is the one the recogniser reads best (never
    /// after a number: a number is followed by its move; and once the game has begun, never with a digit).
    pub(super) fn begin_prose(&self, h: &Hyp, c: u16, p: f32, best: f32, out: &mut Vec<Hyp>) {
        let digit = self.alphabet.char(c).is_ascii_digit();
        if self.running_here && !h.numbered && p >= best && !(h.started && digit) {
            let mut w = h.clone();
            w.prose = true;
            w.prose_last = c;
            w.after_prose = true;
            w.score += p - PROSE_WORD_GLYPH;
            w.last = c;
            out.push(w);
        }
    }

    /// A word of prose in running text goes on with what the recogniser reads best, each glyph at
    /// [`PROSE_WORD_GLYPH`], and ends at a separator; or a move number begins in it (`开局是1.e4`, and a photo's
    /// `were11.`). A square is never prose (`4.b5` after a move is the next move, not a word to pass over; a sentence
    /// naming a square, `the pawn on e5`, is passed over only at a glyph's regret), and once the game has begun no
    /// digit is: a move number is read as one (`7. Xq9 (7. Bd2 …`: read as words, the game's number and its
    /// misprinted move let a variation's `7. Bd2` be read as the game's, with no doubt).
    pub(super) fn prose_step(&mut self, h: Hyp, probs: &LineProbs, t: usize, out: &mut Vec<Hyp>) {
        let (best, best_class) = (probs.best(t), probs.argmax(t));
        let glyph = self.alphabet.char(best_class);
        let square =
            ('1'..='8').contains(&glyph) && ('a'..='h').contains(&self.alphabet.char(h.prose_last));
        let no_prose = square || (h.started && glyph.is_ascii_digit());
        if !no_prose {
            let mut n = h.clone();
            n.score += best;
            if best_class != BLANK && best_class != h.last {
                n.score -= PROSE_WORD_GLYPH;
                n.prose_last = best_class;
            }
            n.last = best_class;
            if self.separators.contains(&best_class) {
                n.prose = false;
                n.gap_start = t;
            }
            out.push(n);
        } else {
            // Passed over as nothing, at the regret of a glyph not read: the word goes on after it (dropped here,
            // every reading in a sentence naming a square died, and the page was said to hold no game). The regret
            // is held apart: the next word, if a move number, shows that no move was passed over.
            let blank = probs.at(t, BLANK);
            let mut n = h.clone();
            n.score += blank;
            n.prose_squares += blank - best;
            n.last = BLANK;
            out.push(n);
        }
        // A move number may begin inside a word of prose (`开局是1.e4`), and on a line of words ending in the result,
        // the result too (`结果：*`: no separator after the colon, and the `*` of a helper's tables had been read as
        // prose, the reading left unfinished). (By index: `begin_word` needs the beam itself, and a copy of the
        // glyphs at every step of every word of prose was an allocation in the beam's inner loop.)
        let results = if self.result_line_here {
            self.result_firsts.len()
        } else {
            0
        };
        for k in 0..self.digits.len() + results {
            let c = match self.digits.get(k) {
                Some(&digit) => digit,
                None => self.result_firsts[k - self.digits.len()],
            };
            if self.alphabet.char(c) == '.' || c == h.last || probs.at(t, c) < best - PRUNE {
                continue;
            }
            let mut b = h.clone();
            b.prose = false;
            b.gap_start = t;
            self.begin_word(b, c, probs.at(t, c), best, t, out);
        }
    }
}

/// Words of running text after the last move and no result: the moves may go on in them, misread (a game's last
/// moves read as prose would end it early, with nothing said). They are left unread, so the verdict stops there.
pub(super) fn unread_after_the_last_move(beam: &mut [Hyp]) {
    for h in beam.iter_mut() {
        if h.after_prose && h.started && !h.ended {
            h.regret = h.regret.min(-UNREAD);
        }
    }
}
