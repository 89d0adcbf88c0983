//! Side lines in brackets inside a line of moves or running text (`10...Kc7 [or 10...Ke8 11.Rd8#]`, `9.Bg5 (9.Nd5
//! Nxd5 10.exd5) 9...b5`): what the recogniser alone reads between an opening bracket at a word's start and its
//! closing bracket on the same line, when it names a square, is passed over, as a remark is. Read as moves, a side
//! line that goes on from where the game stands is in step, and would be taken for the game; one that goes back
//! stopped the reading at its number (a new user's page: "the picture shows `11.`"); a bracket right after Chinese
//! words opens one too (`也可以走（23...后xh2`). After it the next move comes
//! after its number, as after words of prose. (A promotion's `(N)` is no word's start; a table's `(12)` names no
//! square; brackets over whole lines are the layout's, `layout/brackets.rs`.)

use super::super::hypothesis::{BETWEEN, Hyp, merge, prune};
use super::super::layout::{closes_bracket, opens_bracket};
use super::super::recognise::{Alphabet, BLANK, LineProbs};
use super::Beam;

/// The lines a side line opened at a line's end may go on over before it is closed; with no closing bracket by
/// then, the bracket opens no side line.
const LINES_ON: usize = 2;

/// The steps `open..=close` of each side line in brackets on each line (`None`: a line that is not running text
/// or moves, which no side line crosses): the recogniser's own best reading of it. A side line opened near a line's
/// end and closed on one of the next [`LINES_ON`] lines (`After (23...Qxb2` / `24.Bxb2 Bxa3) with a complex game`)
/// is passed over on each of them.
pub fn asides(lines: &[Option<&LineProbs>], alphabet: &Alphabet) -> Vec<Vec<(usize, usize)>> {
    let glyphs: Vec<Option<Vec<(char, usize)>>> = lines
        .iter()
        .map(|l| l.map(|probs| glyphs_read(probs, alphabet)))
        .collect();
    let mut out = vec![Vec::new(); lines.len()];
    // Where each line's own reading begins: after a side line's close carried over from the line before.
    let mut from = vec![0; lines.len()];
    for n in 0..lines.len() {
        let Some(line) = &glyphs[n] else { continue };
        let mut i = from[n];
        while i < line.len() {
            // A word's start: after a space, or after a glyph of Chinese text (`也可以走（23...后xh2`: Chinese sets
            // no space before a bracket). Not after a letter, a digit or `=` (a promotion's `e8(Q)`).
            let at_word_start =
                i == 0 || line[i - 1].0.is_whitespace() || !line[i - 1].0.is_ascii();
            if !(at_word_start && opens_bracket(line[i].0)) {
                i += 1;
                continue;
            }
            if let Some(k) = (i + 1..line.len()).find(|&k| closes_bracket(line[k].0)) {
                if names_a_square(line[i + 1..k].iter().map(|g| g.0)) {
                    out[n].push((line[i].1, line[k].1));
                }
                i = k + 1;
                continue;
            }
            // Not closed on its line: closed at the start of a next one, or no side line.
            let mut inside: Vec<char> = line[i + 1..].iter().map(|g| g.0).collect();
            for m in n + 1..(n + 1 + LINES_ON).min(lines.len()) {
                let Some(next) = &glyphs[m] else { break };
                if let Some(k) = next.iter().position(|g| closes_bracket(g.0)) {
                    inside.extend(next[..k].iter().map(|g| g.0));
                    if names_a_square(inside.iter().copied()) {
                        out[n].push((line[i].1, lines[n].map_or(0, |p| p.steps)));
                        for (o, whole) in out.iter_mut().zip(lines).take(m).skip(n + 1) {
                            o.push((0, whole.map_or(0, |p| p.steps)));
                        }
                        out[m].push((0, next[k].1));
                        from[m] = k + 1;
                    }
                    break;
                }
                inside.extend(next.iter().map(|g| g.0));
            }
            break;
        }
    }
    out
}

/// The glyphs the recogniser alone reads on a line, each with its first step.
pub(super) fn glyphs_read(probs: &LineProbs, alphabet: &Alphabet) -> Vec<(char, usize)> {
    let mut glyphs = Vec::new();
    let mut last = BLANK;
    for t in 0..probs.steps {
        let c = probs.argmax(t);
        if c != BLANK && c != last {
            glyphs.push((alphabet.char(c), t));
        }
        last = c;
    }
    glyphs
}

fn names_a_square(text: impl Iterator<Item = char>) -> bool {
    let text: Vec<char> = text.collect();
    text.windows(2)
        .any(|w| ('a'..='h').contains(&w[0]) && ('1'..='8').contains(&w[1]))
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
