//! Side lines in brackets inside a line of moves or running text (`10...Kc7 [or 10...Ke8 11.Rd8#]`, `9.Bg5 (9.Nd5
//! Nxd5 10.exd5) 9...b5`): what the recogniser alone reads between an opening bracket at a word's start and its
//! closing bracket on the same line, when it names a square, is passed over, as a remark is. Read as moves, a side
//! line that goes on from where the game stands is in step, and would be taken for the game; one that goes back
//! stopped the reading at its number (a new user's page: "the picture shows `11.`"). After it the next move comes
//! after its number, as after words of prose. (A promotion's `(N)` is no word's start; a table's `(12)` names no
//! square; brackets over whole lines are the layout's, `layout/brackets.rs`.)

use super::super::hypothesis::{BETWEEN, Hyp, merge, prune};
use super::super::recognise::{Alphabet, BLANK, LineProbs};
use super::Beam;

/// The steps `open..=close` of each side line in brackets on a line: the recogniser's own best reading of it.
pub fn asides(probs: &LineProbs, alphabet: &Alphabet) -> Vec<(usize, usize)> {
    // The glyphs read, each with its first step.
    let mut glyphs: Vec<(char, usize)> = Vec::new();
    let mut last = BLANK;
    for t in 0..probs.steps {
        let c = probs.argmax(t);
        if c != BLANK && c != last {
            glyphs.push((alphabet.char(c), t));
        }
        last = c;
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < glyphs.len() {
        let at_word_start = i == 0 || glyphs[i - 1].0.is_whitespace();
        if !(at_word_start && matches!(glyphs[i].0, '(' | '[' | '（')) {
            i += 1;
            continue;
        }
        let Some(k) = (i + 1..glyphs.len()).find(|&k| matches!(glyphs[k].0, ')' | ']' | '）'))
        else {
            break;
        };
        let inside: Vec<char> = glyphs[i + 1..k].iter().map(|g| g.0).collect();
        let square = inside
            .windows(2)
            .any(|w| ('a'..='h').contains(&w[0]) && ('1'..='8').contains(&w[1]));
        if square {
            out.push((glyphs[i].1, glyphs[k].1));
        }
        i = k + 1;
    }
    out
}

impl Beam<'_> {
    /// The side lines in brackets on each piece (by index), to be passed over.
    pub fn with_asides(mut self, asides: Vec<Vec<(usize, usize)>>) -> Self {
        self.asides = asides;
        self
    }

    /// Whether step `t` of piece `piece` is inside a side line in brackets.
    pub(super) fn aside(&self, piece: usize, t: usize) -> bool {
        self.asides
            .get(piece)
            .is_some_and(|a| a.iter().any(|&(open, close)| open <= t && t <= close))
    }

    /// A step of a side line in brackets: a word being read ends before it (or the reading dies there), and the step
    /// is passed over at no cost; the next move comes after its number.
    pub(super) fn aside_step(
        &mut self,
        beam: Vec<Hyp>,
        probs: &LineProbs,
        piece: usize,
        t: usize,
    ) -> Vec<Hyp> {
        let mut out = Vec::with_capacity(beam.len());
        for h in beam {
            let between = if h.state == BETWEEN || h.prose || h.ended {
                vec![h]
            } else {
                self.words_ended(&h, piece, t)
            };
            for mut b in between {
                b.score += probs.best(t);
                b.prose = false;
                b.last = BLANK;
                b.gap_start = t + 1;
                if b.started {
                    b.after_prose = true;
                }
                out.push(b);
            }
        }
        prune(merge(out))
    }
}
