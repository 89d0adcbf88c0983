//! A hypothesis of the beam (`super::beam`): a game read so far, where it is inside the word being read, and how it
//! got there; hypotheses merged and pruned between steps.

use std::collections::HashMap;
use std::rc::Rc;

use super::spellings::Word;

/// Hypotheses kept at every step.
const WIDTH: usize = 48;

/// One word read: what it was, in which position, where.
#[derive(Clone, Debug)]
pub struct Seen {
    pub word: Word,
    pub text: String,
    /// The position the word was read in (an index of the beam's positions).
    pub position: u32,
    pub piece: usize,
    /// Steps of the piece from the end of the word before (its separators included) to the end of this one.
    pub from: usize,
    pub start: usize,
    pub end: usize,
    /// The regret of its steps (≤ 0).
    pub regret: f32,
    /// A move begun at the end of the line before, after its piece character (`马` / `b6`): that piece and the step
    /// the word began at there.
    pub carried: Option<(usize, usize)>,
}

pub struct Step {
    pub seen: Seen,
    pub prev: Option<Rc<Step>>,
}

/// The state of one hypothesis between steps.
#[derive(Clone)]
pub struct Hyp {
    pub score: f32,
    pub position: u32,
    /// Inside a word: the trie node; between words: `BETWEEN`.
    pub state: u32,
    pub last: u16,
    pub numbered: bool,
    pub started: bool,
    pub ended: bool,
    /// Ended by `*` (a game not finished) on the line being read: only while nothing but separators follows it on
    /// that line, for a `*` with moves after it is a footnote's mark, not the end of the game.
    pub star: bool,
    pub regret: f32,
    /// The regret of squares passed over in words of prose since the last word (`hitting both f7 and b7`): a move
    /// number after them shows no move was passed over (the numbers keep the reading in step), and it is dropped;
    /// any other word takes it as its own.
    pub prose_squares: f32,
    /// The word being read was begun on the line before (`beam::carry`): that piece and the step it began at.
    pub carry: Option<(usize, usize)>,
    /// Moves finished in the piece being read (a scoresheet's cell holds one).
    pub moves_here: u8,
    /// Ended before the piece being read began.
    pub ended_before: bool,
    pub token_start: usize,
    pub gap_start: usize,
    /// Inside a word of running text that is no move (`began`, `careful.`), read as the recogniser reads it.
    pub prose: bool,
    /// The last glyph of the word of prose being read (a square is no prose: `b` then `5`).
    pub prose_last: u16,
    /// Words of running text read since the last move: the next move comes after its number (`2... a6`).
    pub after_prose: bool,
    /// A move number has been read: the text numbers its moves, so a White move beginning a line comes after its
    /// number (a line's end lost in shade, `9.Bxh8` gone, must not let the Black move under it be read as White's
    /// ninth).
    pub counting: bool,
    pub history: Option<Rc<Step>>,
}

pub const BETWEEN: u32 = u32::MAX;

impl Hyp {
    pub fn key(&self) -> (u32, u32, u16, u16) {
        let flags = self.numbered as u16
            | (self.started as u16) << 1
            | (self.ended as u16) << 2
            | (self.star as u16) << 3
            | (self.moves_here.min(1) as u16) << 4
            | (self.ended_before as u16) << 5
            | (self.prose as u16) << 6
            | (self.after_prose as u16) << 7
            | (self.counting as u16) << 8;
        (self.position, self.state, self.last, flags)
    }
}

/// The line over: the hypotheses that read it as prose pay for it, and may read the next line afresh.
pub fn end_prose(beam: &mut [Hyp], prose: f32) {
    for h in beam.iter_mut() {
        if !h.started && h.ended {
            h.score -= prose;
            h.ended = false;
        }
    }
}

/// Hypotheses in the same state merged: the best kept.
pub fn merge(hyps: Vec<Hyp>) -> Vec<Hyp> {
    let mut at: HashMap<(u32, u32, u16, u16), usize> = HashMap::with_capacity(hyps.len());
    let mut out: Vec<Hyp> = Vec::with_capacity(hyps.len());
    for h in hyps {
        match at.get(&h.key()) {
            Some(&i) => {
                if h.score > out[i].score {
                    out[i] = h;
                }
            }
            None => {
                at.insert(h.key(), out.len());
                out.push(h);
            }
        }
    }
    out
}

/// The best [`WIDTH`] hypotheses, and the best between words besides when none of those is: at the end of a piece only
/// a hypothesis between words goes on, and a beam of words begun and never finished (a misprint late in a line, read
/// as glyphs of moves to the piece's end) would die there, losing the game read before it instead of stopping at it.
pub fn prune(mut hyps: Vec<Hyp>) -> Vec<Hyp> {
    if hyps.len() > WIDTH {
        hyps.select_nth_unstable_by(WIDTH, |a, b| b.score.total_cmp(&a.score));
        let kept_between = hyps[..WIDTH].iter().any(|h| h.state == BETWEEN);
        let best_between = (WIDTH..hyps.len())
            .filter(|&i| hyps[i].state == BETWEEN)
            .max_by(|&a, &b| hyps[a].score.total_cmp(&hyps[b].score));
        match best_between {
            Some(i) if !kept_between => {
                hyps.swap(WIDTH, i);
                hyps.truncate(WIDTH + 1);
            }
            _ => hyps.truncate(WIDTH),
        }
    }
    hyps
}
