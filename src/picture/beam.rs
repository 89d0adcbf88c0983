//! The reading constrained by the rules: a beam over the game, step by step of the recogniser's output.
//!
//! A hypothesis is a game read so far (a position), where it is inside the word being read (a node of that
//! position's [`Trie`] of spellings), and the CTC state (the class of the last step, for the collapse of repeats).
//! At every step each hypothesis may take a blank, repeat its last glyph, or go on with a glyph that some spelling
//! allows next: a legal move's, the move number's, a result's, a separator between words. A word finished plays
//! its move, and the next word is read in the new position. Hypotheses in the same state are merged (the best
//! alignment kept, Viterbi), and the best `WIDTH` go on. A whole line may be prose before the game starts (a
//! heading, the players), and nothing after the result is read (what stands there still costs: `after_the_end`).
//! On a line of running text a word between moves may be prose (`running`), and side lines in brackets are passed
//! over (`asides`); the move after either comes after its number: the numbers keep the reading in step.
//!
//! Each word keeps its span and its *regret*: how much less likely the constrained reading made its steps than
//! the recogniser's own best guess at each step. The regret and the margin over the next best legal move (see
//! [`super::verdict`]) decide where the reading stops.

use std::collections::HashMap;
use std::rc::Rc;

use shakmaty::{Chess, Move, Position};

pub use super::hypothesis::Seen;
use super::hypothesis::{BETWEEN, Hyp, end_prose, merge, prune};
use super::recognise::{Alphabet, BLANK, LineProbs};
use super::spellings::{ANY, ANY_GLYPH, SEPARATORS, Trie, result_first_glyphs};

mod after_the_end;
pub mod asides;
mod carry;
mod finish;
pub mod going_back;
mod running;

/// A class is tried at a step only when it is at most this far (natural log) below the step's best.
const PRUNE: f32 = 9.0;
/// The same for a scoresheet's cells: a recogniser of handwriting sure of a blank where a faint move is written
/// must not leave the cell with no move to read at all (every legal move is weighed on its cell).
const CELL_PRUNE: f32 = 30.0;
/// What a line read as prose costs, so that a line that reads as moves is read as moves: so much a line and so
/// much a glyph the recogniser sees on it. A heading of a few words is cheap; a long line of moves is dearer as
/// prose than as moves with a misprint in it, so that a misprint stops the reading there instead of making the
/// game begin after it.
const PROSE_LINE: f32 = 4.0;
const PROSE_GLYPH: f32 = 3.0;
/// What each glyph of a move the user chose costs when read as a word of any glyphs (a misprint at its place), in
/// nats: the move's own spelling, where the picture has it, is read before any other word, so the reading stays in
/// step. Free, a chosen move could be any word: a reading gone on after a repair read the moves before it on earlier
/// words and stopped right after them (a book page's photo: 1 forced move of 67 read, the next unlike); at 2 nats,
/// 64 of 77 forced moves drifted onto earlier lines; at 8, every count of forced moves tried on 11 pages reads as far
/// as the page does unforced.
const ANY_GLYPH_COST: f32 = 8.0;
/// What a scoresheet's cell with writing in it costs when no move is read in it (nats): a cell is one half-move,
/// so a reading that passes over a written cell (and reads its move from the next) is unlikely, not impossible
/// (a move crossed out and written again in the next cell).
const EMPTY_CELL: f32 = 20.0;
/// What a move read in the cell of another ply costs (nats): a move written a cell off (a shifted column), or a
/// cell passed over, is unlikely but happens on real sheets; it costs, it does not break the game.
const SHIFT: f32 = 6.0;

struct Position_ {
    pos: Chess,
    ply: u32,
    trie: Option<Rc<Trie>>,
    next: HashMap<Move, u32>,
}

/// The game's positions as the hypotheses reach them, each with its trie, made once.
pub struct Beam<'a> {
    alphabet: &'a Alphabet,
    positions: Vec<Position_>,
    /// The first moves of the game, chosen by the user: at those plies no other move is read.
    forced: &'a [Move],
    separators: Vec<u16>,
    /// Digits and the full stop: never taken for the glyph of a circled number the recogniser has no class for
    /// (a printed `7.` where `⑥` or `6.` is expected is a wrong number, not an unknown one).
    digits: Vec<u16>,
    /// The first glyphs of the results not begun with a digit (`*`, `和棋`).
    result_firsts: Vec<u16>,
    /// Each piece is a scoresheet's cell: one move in it at most, and a cell read as no move costs [`EMPTY_CELL`].
    cells: bool,
    /// The ply of each piece's cell (its row's number, its column): a move read in another ply's cell costs [`SHIFT`].
    cell_plies: Vec<Option<u32>>,
    /// How far below a step's best a class is still tried ([`PRUNE`], [`CELL_PRUNE`]).
    prune: f32,
    /// Which pieces are running text (moves inside sentences): words of prose may stand between their moves.
    running: Vec<bool>,
    /// Whether the piece being read is running text.
    running_here: bool,
    /// Which pieces are a line of words ending in the game's result after the moves (`Result: 1-0`): the one place a
    /// result may follow words of prose.
    result_lines: Vec<bool>,
    /// Whether the piece being read is such a line.
    result_line_here: bool,
    /// Which pieces the layout found to hold moves (lines of moves, a table's cells): read after the result, as no
    /// moves, each glyph costs what a line of prose before the game does.
    move_lines: Vec<bool>,
    /// Whether the piece being read is such a piece.
    move_line_here: bool,
    /// Which pieces are a printed table's cells (its rows numbered in a column of their own, which may go unread:
    /// a faint `⑪`): their White moves may come with no number read.
    table_cells: Vec<bool>,
    /// The full stops that may end a sentence after the result (`1-0.`, `1-0。`).
    full_stops: Vec<u16>,
    /// The steps of each piece's side lines in brackets, passed over (`asides`).
    asides: Vec<Vec<(usize, usize)>>,
}

impl<'a> Beam<'a> {
    pub fn new(alphabet: &'a Alphabet, forced: &'a [Move]) -> Beam<'a> {
        Beam {
            alphabet,
            forced,
            positions: vec![Position_ {
                pos: Chess::default(),
                ply: 0,
                trie: None,
                next: HashMap::new(),
            }],
            separators: SEPARATORS
                .iter()
                .filter_map(|&c| alphabet.class(c))
                .collect(),
            digits: "0123456789."
                .chars()
                .filter_map(|c| alphabet.class(c))
                .collect(),
            result_firsts: result_first_glyphs()
                .filter_map(|c| alphabet.class(c))
                .collect(),
            cells: false,
            cell_plies: Vec::new(),
            prune: PRUNE,
            running: Vec::new(),
            table_cells: Vec::new(),
            running_here: false,
            result_lines: Vec::new(),
            result_line_here: false,
            move_lines: Vec::new(),
            move_line_here: false,
            full_stops: ['.', '。']
                .iter()
                .filter_map(|&c| alphabet.class(c))
                .collect(),
            asides: Vec::new(),
        }
    }

    /// The beam for a page where `running[i]` says piece `i` is running text, with words of prose between moves.
    pub fn in_running_text(mut self, running: Vec<bool>) -> Beam<'a> {
        self.running = running;
        self
    }

    /// The beam for a page where `lines[i]` says piece `i` is a line of words ending in the result, after the moves.
    pub fn with_result_lines(mut self, lines: Vec<bool>) -> Beam<'a> {
        self.result_lines = lines;
        self
    }

    /// The beam for a page where `lines[i]` says the layout found moves in piece `i`.
    pub fn with_move_lines(mut self, lines: Vec<bool>) -> Beam<'a> {
        self.move_lines = lines;
        self
    }

    /// The beam for a page where `cells[i]` says piece `i` is a cell of a printed table.
    pub fn in_tables(mut self, cells: Vec<bool>) -> Beam<'a> {
        self.table_cells = cells;
        self
    }

    /// The beam for a form's cells, one piece a cell, `plies[i]` the ply of piece `i`'s cell; read `by_hand`, or as
    /// print (within [`PRUNE`]: the printed alphabet within [`CELL_PRUNE`] made 96 cells a minute's reading).
    pub fn of_cells(mut self, plies: &[Option<u32>], by_hand: bool) -> Beam<'a> {
        self.cells = true;
        self.cell_plies = plies.to_vec();
        self.prune = if by_hand { CELL_PRUNE } else { PRUNE };
        self
    }

    pub fn position(&self, index: u32) -> &Chess {
        &self.positions[index as usize].pos
    }

    /// Plies played from the start to position `index`.
    pub fn ply(&self, index: u32) -> u32 {
        self.positions[index as usize].ply
    }

    fn trie(&mut self, index: u32) -> Rc<Trie> {
        let p = &mut self.positions[index as usize];
        if let Some(t) = &p.trie {
            return t.clone();
        }
        let only = self.forced.get(p.ply as usize).copied();
        let t = Rc::new(Trie::of_position(&p.pos, p.ply, self.alphabet, only));
        p.trie = Some(t.clone());
        t
    }

    fn after(&mut self, index: u32, m: Move) -> u32 {
        if let Some(&n) = self.positions[index as usize].next.get(&m) {
            return n;
        }
        let p = &self.positions[index as usize];
        let mut pos = p.pos.clone();
        pos.play_unchecked(m);
        let ply = p.ply + 1;
        let n = self.positions.len() as u32;
        self.positions.push(Position_ {
            pos,
            ply,
            trie: None,
            next: HashMap::new(),
        });
        self.positions[index as usize].next.insert(m, n);
        n
    }

    /// Reads the pieces in order (each as its index, its line and the recogniser's output) and gives the words of
    /// the most likely game, and the regret left after its last word.
    pub fn read(&mut self, pieces: &[(usize, usize, &LineProbs)]) -> (Vec<Seen>, f32) {
        let mut beam = vec![Hyp {
            score: 0.0,
            position: 0,
            state: BETWEEN,
            last: BLANK,
            numbered: false,
            counting: false,
            started: false,
            ended: false,
            star: false,
            regret: 0.0,
            prose_squares: 0.0,
            carry: None,
            moves_here: 0,
            ended_before: false,
            token_start: 0,
            gap_start: 0,
            prose: false,
            prose_last: BLANK,
            after_prose: false,
            history: None,
        }];
        let mut glyphs: HashMap<usize, usize> = HashMap::new();
        // A line the layout found to be a heading (no piece of it a line of moves, running text or a result's line)
        // is read as prose at what words between moves cost a glyph: a harsh photo's long heading, `The Midlegame in
        // Practice`, cost more as prose than the regret of a move read in it, and the game began with `h3` there.
        let mut heading: HashMap<usize, bool> = HashMap::new();
        for &(index, line, probs) in pieces {
            *glyphs.entry(line).or_default() += probs.glyphs();
            let words = !self.move_lines.is_empty()
                && !self.move_lines.get(index).copied().unwrap_or(false)
                && !self.running.get(index).copied().unwrap_or(false)
                && !self.result_lines.get(index).copied().unwrap_or(false);
            *heading.entry(line).or_insert(true) &= words;
        }
        let prose_of = |line: usize| {
            let per_glyph = if heading.get(&line).copied().unwrap_or(false) {
                running::PROSE_WORD_GLYPH
            } else {
                PROSE_GLYPH
            };
            PROSE_LINE + per_glyph * glyphs.get(&line).copied().unwrap_or(0) as f32
        };
        let mut line_before = usize::MAX;
        for &(index, line, probs) in pieces {
            self.carry_into(&mut beam, index, line != line_before);
            if line != line_before {
                // A new line: before the game, it may be prose, read as the recogniser reads it at a small cost.
                // Such a hypothesis is `ended` and not `started` for the line's length. Its cost is paid when the
                // line is over, not when it begins: paid first, it put the prose below every hypothesis still to
                // pay for the line's glyphs, and on a photo (many classes likely at each step) the beam's width
                // dropped it before they had — a heading was then read as blanks, at a regret that stopped the
                // reading at the first move.
                // Hypotheses that were prose for the line before read this one afresh (first, so that two lines of
                // prose in a row — a heading and the players — may both be prose).
                end_prose(&mut beam, prose_of(line_before));
                for h in beam.iter_mut() {
                    h.star = false;
                    // What a line before the game cost is the heading's, not the first move's (`Game 72
                    // Keres–Rubinstein` on a line of running text: its `e7` is no word of prose, and the glyph passed
                    // over there had stopped the reading at `1.`).
                    if !h.started {
                        h.regret = 0.0;
                        h.prose_squares = 0.0;
                    }
                }
                let mut extra = Vec::new();
                for h in &beam {
                    // A scoresheet's first cell holds the first move: no cell is prose.
                    if !h.started && !self.cells {
                        let mut p = h.clone();
                        p.ended = true;
                        extra.push(p);
                    }
                }
                beam.extend(extra);
                beam = merge(beam);
                line_before = line;
            }
            self.running_here = self.running.get(index).copied().unwrap_or(false);
            self.result_line_here = self.result_lines.get(index).copied().unwrap_or(false);
            self.move_line_here = self.move_lines.get(index).copied().unwrap_or(false);
            for h in beam.iter_mut() {
                h.last = BLANK;
                h.gap_start = 0;
                h.moves_here = 0;
                h.ended_before = h.ended;
                // Words of running text before the game (a heading read as a sentence, `Game54 Larsen-Petrov`)
                // ask nothing of a piece that is no running text: its first number may be a table's `①`.
                if !self.running_here && !h.started {
                    h.after_prose = false;
                }
            }
            for t in 0..probs.steps {
                beam = self.step(beam, probs, index, t);
            }
            // The end of a piece ends the word being read.
            let mut finished = Vec::new();
            for mut h in beam {
                if h.state == BETWEEN {
                    // (The end of a line ends a word of prose too.)
                    h.prose = false;
                    finished.push(h);
                } else {
                    finished.extend(self.words_ended(&h, index, probs.steps));
                    finished.extend(self.carried_over(&h, index));
                }
            }
            self.cells_after_the_end(&mut finished, index, probs);
            beam = prune(merge(finished));
            if beam.is_empty() {
                break;
            }
        }
        end_prose(&mut beam, prose_of(line_before));
        running::unread_after_the_last_move(&mut beam);
        // A page of a game score shows a game: a reading that found moves is taken over one that made every line
        // prose, however unlikely (a misprint early in the game makes prose look cheaper than the moves; the
        // verdict then stops at the misprint instead of giving an empty game).
        let Some(best) = beam.into_iter().max_by(|a, b| {
            (a.started, a.score)
                .partial_cmp(&(b.started, b.score))
                .unwrap_or(std::cmp::Ordering::Equal)
        }) else {
            return (Vec::new(), 0.0);
        };
        let mut seen = Vec::new();
        let mut step = best.history.clone();
        while let Some(s) = step {
            seen.push(s.seen.clone());
            step = s.prev.clone();
        }
        seen.reverse();
        (seen, best.regret + best.prose_squares)
    }

    /// One step of the recogniser's output for every hypothesis.
    fn step(&mut self, beam: Vec<Hyp>, probs: &LineProbs, piece: usize, t: usize) -> Vec<Hyp> {
        if self.aside(piece, t) {
            return self.aside_step(beam, probs, piece, t);
        }
        let best = probs.best(t);
        let best_class = probs.argmax(t);
        let below = self.prune;
        let classes: Vec<u16> = (1..probs.classes as u16)
            .filter(|&c| probs.at(t, c) >= best - below)
            .collect();
        let mut out: Vec<Hyp> = Vec::with_capacity(beam.len() * 3);
        for h in beam {
            if h.prose {
                self.prose_step(h, probs, t, &mut out);
                continue;
            }
            if h.ended {
                self.after_the_end(h, best, best_class, &mut out);
                continue;
            }
            let blank = probs.at(t, BLANK);
            let mut b = h.clone();
            b.score += blank;
            b.regret += blank - best;
            b.last = BLANK;
            out.push(b);
            if h.last != BLANK {
                let mut r = h.clone();
                let p = probs.at(t, h.last);
                r.score += p;
                r.regret += p - best;
                out.push(r);
            }
            for &c in &classes {
                if c == h.last {
                    continue;
                }
                let p = probs.at(t, c);
                let is_separator = self.separators.contains(&c);
                let trie = self.trie(h.position);
                if h.state != BETWEEN {
                    // Go on with the word.
                    for (n, any) in self.next_nodes(&trie, h.state, c, is_separator) {
                        let mut g = h.clone();
                        g.state = n;
                        g.score += p - if any { ANY_GLYPH_COST } else { 0.0 };
                        g.regret += p - best;
                        g.last = c;
                        out.push(g);
                    }
                    // Or end it here and begin what follows.
                    let ends = trie.nodes[h.state as usize].ends.clone();
                    for w in ends {
                        if let Some(f) = self.finish(&h, &trie, w, piece, t) {
                            self.begin(f, c, p, best, is_separator, t, &mut out);
                        }
                    }
                } else {
                    self.begin(h.clone(), c, p, best, is_separator, t, &mut out);
                }
            }
        }
        prune(merge(out))
    }

    /// Between words, glyph `c` at step `t`: a separator, or the first glyph of a word.
    #[allow(clippy::too_many_arguments)]
    fn begin(
        &mut self,
        h: Hyp,
        c: u16,
        p: f32,
        best: f32,
        separator: bool,
        t: usize,
        out: &mut Vec<Hyp>,
    ) {
        if h.ended {
            // A full stop right after the result (`Bxd4, 1-0.`, `王d5，1-0。`) ends the sentence, not the reading; a
            // space or a comma after it begins the words after the end (`1-0 (White won)`, `1-0, and the game`:
            // dropped here, the result on a line with words after it had never been read, and the reading had
            // stopped at the last move, "text after the last move read …").
            if !h.star && !self.cells && (self.full_stops.contains(&c) || separator) {
                let mut e = h;
                e.score += p;
                e.last = c;
                out.push(e);
            }
            return;
        }
        if separator {
            let mut s = h;
            s.score += p;
            s.regret += p - best;
            s.last = c;
            out.push(s);
            return;
        }
        self.begin_prose(&h, c, p, best, out);
        self.begin_word(h, c, p, best, t, out);
    }

    /// Glyph `c` at step `t` as the first glyph of a word of the trie (a move, a number, a result).
    fn begin_word(&mut self, h: Hyp, c: u16, p: f32, best: f32, t: usize, out: &mut Vec<Hyp>) {
        let trie = self.trie(h.position);
        for (n, any) in self.next_nodes(&trie, 0, c, false) {
            let mut g = h.clone();
            g.state = n;
            g.token_start = t;
            g.score += p - if any { ANY_GLYPH_COST } else { 0.0 };
            g.regret += p - best;
            g.last = c;
            out.push(g);
        }
    }

    /// The nodes glyph `c` leads to from `node` of `trie`: its own edge, or else the edge any glyph but a digit takes
    /// (a circled number the recogniser cannot write); and besides, the edge of the word of a move the user chose,
    /// which any glyph but a separator takes (so that a word that starts as the move's spelling and goes on as a
    /// misprint is read as that move too).
    /// Each node comes with whether it is the word of any glyphs (which costs [`ANY_GLYPH_COST`] a glyph).
    fn next_nodes(&self, trie: &Trie, node: u32, c: u16, separator: bool) -> Vec<(u32, bool)> {
        let mut out = Vec::with_capacity(2);
        let own = trie.child(node, c).or_else(|| {
            if separator || self.digits.contains(&c) {
                None
            } else {
                trie.child(node, ANY)
            }
        });
        let any_glyph = trie.child(node, ANY_GLYPH);
        out.extend(own.map(|n| (n, own == any_glyph)));
        if !separator
            && let Some(any) = any_glyph
            && own != Some(any)
        {
            out.push((any, true));
        }
        out
    }
}
