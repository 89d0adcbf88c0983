//! Where the reading of a picture stops: each move the beam chose is weighed again on its own span, against every
//! legal move of its position, and the first that is not clearly what the picture shows stops the reading there,
//! with the legal moves ranked by the recogniser's probabilities. Never a silently wrong move.
//!
//! | test | stops when | why |
//! |---|---|---|
//! | regret | the move's steps are `REGRET` (natural log) less likely than the recogniser's own best reading of them | the picture shows something no legal move spells: a misprint, a smudge, a word the reader does not know |
//! | margin | the best other legal move scores within `MARGIN` of it on the same span (a move right after its number on the same piece: the number's steps too, the two split anywhere between them) | two legal moves fit what was seen (`象` or `马` unclear); the number took the move's first glyph (`1马c3` read as `1` and `c3`) |
//! | first move | the game's first move has digits other than `1` in the steps the beam passed over before it, or a number other than 1 printed at the left of its row in a piece of its own | a later row taken for the first move (`5e4`; a photographed table's first row run together with its head, `2  c4  bxc4` read as `1. c4`): the page is said to begin in the middle of a game |
//! | vocabulary | the notation module's matcher does not read the spelling as exactly this move | one vocabulary: the picture reader never accepts a move the text reader would not |
//! | number | a move number came out `REGRET` less likely than what was seen | the number printed is not the one expected: a move is missing |
//! | result | the result came out `REGRET` less likely than what was seen, or half that with text after it | what ended the game may be a move not read, or a rule or a speck: the game may go on there |
//! | goes on | the next move's number is read after the result, or the next text after it is a legal move there | the page was read out of order (a result set under one block of a table, read before the next block; a table's result read before its last rows) |
//! | passed over | the game's first move is read after a line the layout gave the beam as moves, naming a move, that it passed over | the page was read out of order (a photographed table's first Black move lifted into the heading's section by the photo's turn: the beam began with the first White move and took Black's second for his first) |
//! | run together | the move was read from a piece much taller than a line of the page (lines a curled or crooked photo ran together), or such a piece the beam passed over whole lies between it and the last move taken | the recogniser reads one line; two run together read as a garble that may fit legal moves at a small regret (a photo's `27. Ba3 c4 28. Rxb1 bxa6 29. Bxd6` read as `27. Ba3 c4 28. Bxd6`; a photo's shadow edge ran a full-notation table's rows ⑬ and ⑭ together, read as nothing, and their moves were missing) |
//! | cell passed over | a printed table's cell that the recogniser alone reads as a move (or, past the number column, as nothing) lies between the last move taken and this one, passed over | a cell is one half-move: a row passed over leaves the next row's moves legal in its place, and a full-notation table's circled numbers (no class in the recogniser's alphabet) check nothing |
//! | views | a second look at a line where the reading stopped (read closer, `second_look.rs`) reads another legal move at an earlier ply than the first look, and the reading is at that ply by the same moves | the first look of a blurred photo's line lost glyphs (`4.Nxe4 Bf5` read `Nxe4f5`: a legal `f5`, with no rival on its span); the closer look read `Bf5`. Which view is right is the player's to say |
//! | aside | right after the last move taken, with only a space or a mark between, the recogniser alone reads a legal move other than the one the beam took next, which it passed over as words | running text tells a side line after words with no brackets: `45.王f1 车a1+。……另一种选择是45...g3` read with `车a1+` passed over and the side line's `45...g3` in step as the game's (`passed_move.rs`) |
//! | unread | after the last move, no result, a piece of text the recogniser reads nothing from or much taller than a line (in `super::Recognised`), or a move number read last that shows a digit | rows a crooked photo ran together, a faint cell, a curled last line's `41.王f2` read as `41`: the game may go on there (not after mate or stalemate: the game is over) |
//!
//! The two constants are measured, not guessed: `examples/picture_thresholds.rs` weighs a corpus at a grid of both
//! and checks the point chosen on a second corpus made by another generator (BENCHMARKS.md, issue 35): fitted on
//! the pages Jipu's own corpus script draws (four corpora, 136 pictures), measured on pages set by ReportLab's
//! typesetter (`scripts/picture-pages.py`, 72 pictures). No point of the grid read a wrong move on either; REGRET 8
//! nats (about one glyph clearly not what the recogniser saw) reads the most pages whole with the fewest ended
//! early; MARGIN 3 nats (the move at least 20 times likelier than the next legal one: 95 %) is the strictest point
//! that reads as many whole as any. Margin 4 (98 %) stopped moves read at 97–98 % against a move one glyph away
//! (`Kc7` 98 %, `Ke7` 2 %) and read fewer pages whole on the second corpus, with no wrong move saved.

use shakmaty::{Move, Position};

use super::beam::{Beam, Seen};
use super::recognise::{Alphabet, LineProbs};
use super::spellings::{SEPARATORS, Word, move_spellings};
use crate::notation::{MoveMatch, match_move};

/// The largest regret of a move taken (natural log over its steps).
pub const REGRET: f32 = 8.0;
/// The smallest margin over the next legal move (natural log).
pub const MARGIN: f32 = 3.0;

/// Where the reading stops: the largest regret of a word taken and the smallest margin of a move over the next
/// legal one (natural logs). [`Thresholds::default`] is what Jipu reads with; others are for fitting them
/// (`examples/picture_thresholds.rs`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Thresholds {
    pub regret: f32,
    pub margin: f32,
}

/// The same for a handwritten scoresheet's cells, read by the recogniser of handwriting (see
/// [`Thresholds::handwriting`]).
pub const HAND_REGRET: f32 = 8.0;
pub const HAND_MARGIN: f32 = 3.0;

impl Thresholds {
    /// What a handwritten sheet is read with.
    pub fn handwriting() -> Thresholds {
        Thresholds {
            regret: HAND_REGRET,
            margin: HAND_MARGIN,
        }
    }
}

impl Default for Thresholds {
    fn default() -> Thresholds {
        Thresholds {
            regret: REGRET,
            margin: MARGIN,
        }
    }
}

/// A move taken, with its word, and the legal moves that fit its span, likeliest first.
#[derive(Clone)]
pub struct Taken {
    pub mv: Move,
    pub seen: Seen,
    pub probability: f32,
    pub offered: Vec<(Move, f32)>,
}

/// The reading stopped before a move.
pub struct Stopped {
    pub doubt: Doubt,
    /// The word that stopped it, when there was one (a move or a number), or the last word read.
    pub seen: Option<Seen>,
    /// Legal moves and their probabilities on the span, best first.
    pub candidates: Vec<(Move, f32)>,
}

pub struct Verdict {
    pub taken: Vec<Taken>,
    pub result: Option<&'static str>,
    pub stop: Option<Stopped>,
    /// In [`Mode::MarkUnsure`]: the moves taken where the reading was unsure (their index in `taken`), with the
    /// legal moves offered there, likeliest first.
    pub unsure: Vec<(usize, Vec<(Move, f32)>)>,
}

/// What the verdict is asked: the first `forced` plies taken as they are (chosen by the user), the thresholds, and
/// what to do where a move is unsure.
#[derive(Clone, Copy, Debug)]
pub struct Asked<'a> {
    pub forced: usize,
    pub thresholds: Thresholds,
    pub mode: Mode,
    /// For a scoresheet's cells (one piece a cell): the ply each piece's cell is the place of (its row's move
    /// number and its column). A move read in another ply's cell is a doubt: a move may be missing.
    pub cell_plies: Option<&'a [Option<u32>]>,
    /// The pieces much taller than a line (lines a curled or crooked photo ran together): what the beam read in
    /// them is garbled lines fitted to moves, never sure.
    pub run_together: &'a [bool],
    /// The number printed at the left of each piece's row, in a piece of its own (a table's number column), where
    /// one is: the game's first move is not taken from a row numbered other than 1.
    pub row_numbers: &'a [Option<u32>],
    /// For each piece that is a printed table's cell, the number in its row's number cell, where one is read: a move
    /// is not taken from another move's row.
    pub cell_rows: &'a [Option<u32>],
    /// For each piece, whether a line before its own holds a line of moves (a piece given to the beam as moves that
    /// names one): the game's first move is not taken after it.
    pub moves_before: &'a [bool],
    /// For each piece, whether it is a printed table's cell that the recogniser alone reads as a move or as nothing:
    /// one passed over between two moves taken may hold a move missing from the game read.
    pub move_cells: &'a [bool],
}

/// What the verdict does where it is unsure of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Stops there, with the candidates.
    Stop,
    /// Takes the beam's move there (the likeliest legal move, in the context of the whole game read) and goes on,
    /// the move marked unsure. Where no move is in doubt — a number not the one expected (a move may be missing), a
    /// result, a page from the middle of a game, text left unread — it stops all the same.
    MarkUnsure,
}

/// The moves of `seen` taken up to the first doubt; the first `forced` plies (chosen by the user) are taken as
/// they are. `probs`: every piece of the page in reading order, one the beam does not read (a remark, the page
/// number) with no steps.
fn weigh_in_order(
    beam: &Beam,
    alphabet: &Alphabet,
    seen: &[Seen],
    probs: &[&LineProbs],
    leftover: f32,
    asked: Asked,
) -> Verdict {
    let Asked {
        forced,
        thresholds,
        mode,
        cell_plies,
        run_together,
        row_numbers,
        cell_rows,
        moves_before,
        move_cells,
    } = asked;
    let (regret, margin) = (thresholds.regret, thresholds.margin);
    let fillers: Vec<u16> = SEPARATORS
        .iter()
        .filter_map(|&c| alphabet.class(c))
        .collect();
    let mut taken = Vec::new();
    let mut unsure = Vec::new();
    // In `Mode::MarkUnsure`: the doubt of a number's span, which belongs to the move after it.
    let mut doubt_ahead: Option<Vec<(Move, f32)>> = None;
    // In `Mode::MarkUnsure`: a move was taken unsure and no move number read since has said the reading is in step
    // again (a row of a table passed over shows as an unsure move, then a sure-looking one in the wrong place, then
    // the wrong number): the moves until then are marked too.
    let mut unconfirmed = false;
    let mut result = None;
    for (k, s) in seen.iter().enumerate() {
        let pos = beam.position(s.position);
        if (beam.ply(s.position) as usize) < forced {
            if let Word::Move(m) = s.word {
                taken.push(Taken {
                    mv: m,
                    seen: s.clone(),
                    probability: 1.0,
                    offered: Vec::new(),
                });
            }
            continue;
        }
        match s.word {
            Word::Number => {
                if s.regret >= -regret && cell_plies.is_none() {
                    unconfirmed = false;
                }
                if s.regret < -regret {
                    // The expected number printed where the trouble is: the move after it is what is unlike.
                    let number = (beam.ply(s.position) / 2 + 1).to_string();
                    let shown = super::greedy_span(probs[s.piece], alphabet, s.from, s.end);
                    let doubt = if shown.starts_with(&number) {
                        Doubt::Unlike
                    } else {
                        Doubt::Number
                    };
                    let candidates =
                        first_fit(pos, alphabet, probs[s.piece], s.from, s.end, &fillers);
                    if mode == Mode::MarkUnsure && doubt == Doubt::Unlike {
                        doubt_ahead = Some(candidates);
                        continue;
                    }
                    return stopped(doubt, Some(s.clone()), candidates, taken, unsure);
                }
            }
            // After mate or stalemate the game is over, whatever is read after it: the board gives the result
            // (a table's `Result:0-1` cell under the mating move, its label read as part of the result's span).
            Word::Result(_) if pos.is_game_over() => break,
            Word::Result(r) => {
                // A result read in lines run together is a garble's, as any move there: the game may go on.
                if run_together.get(s.piece).copied().unwrap_or(false) {
                    return stopped(
                        Doubt::RunTogether,
                        Some(s.clone()),
                        Vec::new(),
                        taken,
                        unsure,
                    );
                }
                // With text after it, a result must be read more clearly than a move: taking it ends the game,
                // and the rest of the page is then not read at all (a photographed table's rule beside its
                // second row, read as `*` at 5.8 nats, ended the game there with an exit of 0).
                let follows = probs[s.piece + 1..].iter().any(|p| p.steps > 0);
                let limit = if follows { regret / 2.0 } else { regret };
                if s.regret >= -limit {
                    // The next move's number read after the result (a table's last block read after a result
                    // set under the block before, on a photo): the game goes on there.
                    let next = (beam.ply(s.position) / 2 + 1).to_string();
                    let text = |j: usize| super::greedy_span(probs[j], alphabet, 0, probs[j].steps);
                    let goes_on = (s.piece + 1..probs.len()).any(|j| {
                        text(j)
                            .strip_prefix(&next)
                            .is_some_and(|rest| !rest.starts_with(|c: char| c.is_ascii_digit()))
                    });
                    // Or the next text after it is a legal move here, the game's next (a full-notation table whose
                    // numbers a shadow hid, its result read before its last rows: `车a1-b1` after `1-0`).
                    let next_move = (s.piece + 1..probs.len())
                        .map(text)
                        .find(|t| !t.trim().is_empty())
                        .is_some_and(|t| matches!(match_move(pos, t.trim()), MoveMatch::Unique(_)));
                    let goes_on = goes_on || next_move;
                    if goes_on {
                        return stopped(Doubt::GoesOn, Some(s.clone()), Vec::new(), taken, unsure);
                    }
                    result = Some(r);
                } else if follows {
                    // Taken for the result but not clearly one, with text after it: the game may go on there (a
                    // weak recogniser's reading of a table ended here at its second row, the rest passed over).
                    let candidates =
                        first_fit(pos, alphabet, probs[s.piece], s.from, s.end, &fillers);
                    return stopped(Doubt::Unlike, Some(s.clone()), candidates, taken, unsure);
                }
                break;
            }
            Word::Move(m) => {
                // A move begun on the line before after its piece character (`马` / `b6`) is weighed whole: its
                // steps there, then its steps here (`span`: where it stands on the two joined).
                let joined;
                let (line, span) = match s.carried {
                    Some((piece, begun)) => {
                        joined = probs[piece].joined(begun, probs[s.piece]);
                        let before = joined.steps - probs[s.piece].steps;
                        let mut span = s.clone();
                        (span.from, span.start, span.end) = (0, 0, s.end + before);
                        (&joined, std::borrow::Cow::Owned(span))
                    }
                    None => (probs[s.piece], std::borrow::Cow::Borrowed(s)),
                };
                // The game's first move, with a number other than 1 before it that the beam passed over as the
                // lead-in of the move (`5e4` on a table read as `e4`): the beam chose where the game begins, and a
                // later row's move is no first move. Stopped as a page that begins in the middle of a game.
                if beam.ply(s.position) == 0 {
                    let lead = super::greedy_span(line, alphabet, span.from, span.start);
                    let digits: String = lead.chars().filter(char::is_ascii_digit).collect();
                    let row = row_numbers.get(s.piece).copied().flatten();
                    // (Not a digit in a scoresheet's cell: a stroke of the writing, its row numbered by the form.)
                    let numbered_otherwise =
                        !digits.is_empty() && digits != "1" && cell_plies.is_none();
                    if numbered_otherwise || row.is_some_and(|n| n != 1) {
                        return stopped(Doubt::Number, Some(s.clone()), Vec::new(), taken, unsure);
                    }
                    // A line of moves above it passed over (a photographed full-notation table's Black `b7-b6`
                    // lifted into the heading's section by the photo's turn, read before the first row: the beam
                    // began with White's `马b1-a3` and took Black's second move, `马b8-c6`, for his first).
                    if moves_before.get(s.piece).copied().unwrap_or(false) {
                        return stopped(
                            Doubt::PassedOver,
                            Some(s.clone()),
                            Vec::new(),
                            taken,
                            unsure,
                        );
                    }
                }
                // A printed table's cell holds the move of its row: a row numbered otherwise is another move's (on a
                // photographed table, `16 车a3` read as the number `6` and the move `a3`, a row passed over).
                let row = cell_rows.get(s.piece).copied().flatten();
                // (No move is offered there: this move is in another row, if anywhere.)
                if cell_plies.is_none() && row.is_some_and(|n| n != beam.ply(s.position) / 2 + 1) {
                    return stopped(Doubt::Number, Some(s.clone()), Vec::new(), taken, unsure);
                }
                let number = k.checked_sub(1).map(|j| &seen[j]).filter(|n| {
                    matches!(n.word, Word::Number)
                        && s.carried.is_none()
                        && n.piece == s.piece
                        && n.end == s.from
                });
                let fit = Fit::new(line, &span, number, alphabet, &fillers);
                let mut scored: Vec<(Move, f32)> = pos
                    .legal_moves()
                    .into_iter()
                    .map(|lm| {
                        let best = move_spellings(pos, lm)
                            .iter()
                            .filter_map(|sp| alphabet.spelled(sp))
                            .map(|cl| fit.score(&cl))
                            .fold(f32::NEG_INFINITY, f32::max);
                        (lm, best)
                    })
                    .collect();
                scored.sort_by(|a, b| b.1.total_cmp(&a.1));
                let candidates = probabilities(&scored);
                let own = scored
                    .iter()
                    .find(|(lm, _)| *lm == m)
                    .map_or(f32::NEG_INFINITY, |x| x.1);
                let other = scored
                    .iter()
                    .find(|(lm, _)| *lm != m)
                    .map_or(f32::NEG_INFINITY, |x| x.1);
                // What the beam passed over between the last move taken and this one: lines run together, read whole
                // as nothing (a photo's shadow edge ran a full-notation table's rows ⑬ and ⑭ into one piece; their
                // circled numbers unchecked, rows ⑮… were read as ⑬…), or a table's cell that reads as a move (a
                // cell is one half-move; circled row numbers, no class in the recogniser's alphabet, check nothing).
                // Moves may be missing there, in either mode; none is offered here, where the move is not missing.
                let between = taken
                    .last()
                    .map_or(0..0, |prev| prev.seen.piece + 1..s.piece);
                let passed = |of: &[bool], i: usize| of.get(i).copied().unwrap_or(false);
                let passed_over = [
                    (
                        Doubt::RunTogether,
                        between
                            .clone()
                            .any(|i| passed(run_together, i) && probs[i].steps > 0),
                    ),
                    (
                        Doubt::CellPassedOver,
                        between.clone().any(|i| passed(move_cells, i)),
                    ),
                ];
                if let Some(&(doubt, _)) = passed_over.iter().find(|(_, passed)| *passed) {
                    return stopped(doubt, Some(s.clone()), Vec::new(), taken, unsure);
                }
                let mut unsure_here = doubt_ahead.take();
                // A legal move right after the last one, passed over as words (`passed_move.rs`).
                let next = number.unwrap_or(s);
                let passed = taken
                    .last()
                    .filter(|_| cell_plies.is_none())
                    .and_then(|prev| {
                        passed_move(pos, &prev.seen, next, m, probs[prev.seen.piece], alphabet)
                    });
                if let Some(other) = passed {
                    let both = vec![(other, 0.5), (m, 0.5)];
                    if mode == Mode::Stop {
                        return stopped(Doubt::Aside, Some(s.clone()), both, taken, unsure);
                    }
                    unsure_here.get_or_insert(both);
                }
                if run_together.get(s.piece).copied().unwrap_or(false) {
                    if mode == Mode::Stop {
                        return stopped(
                            Doubt::RunTogether,
                            Some(s.clone()),
                            candidates,
                            taken,
                            unsure,
                        );
                    }
                    unsure_here.get_or_insert_with(|| candidates.clone());
                }
                if s.regret < -regret {
                    // What the picture shows at the start of the span is no legal move: the candidates are the
                    // moves that best fit some stretch of it.
                    let candidates = first_fit(pos, alphabet, line, span.from, span.end, &fillers);
                    if mode == Mode::Stop {
                        return stopped(Doubt::Unlike, Some(s.clone()), candidates, taken, unsure);
                    }
                    unsure_here.get_or_insert(candidates);
                }
                // A move read in another ply's cell: a move may be missing, or written a cell off.
                let in_its_cell = cell_plies
                    .and_then(|plies| plies.get(s.piece).copied().flatten())
                    .is_some_and(|ply| ply == beam.ply(s.position));
                if cell_plies.is_some() && !in_its_cell {
                    if mode == Mode::Stop {
                        return stopped(Doubt::Number, Some(s.clone()), candidates, taken, unsure);
                    }
                    unsure_here.get_or_insert_with(|| candidates.clone());
                }
                let doubt =
                    // (A capture's `X` is the picture's spelling of `x`, a full-width `×`: the matcher alone
                    // reads `cXd6` as descriptive too.)
                    if own - other < margin
                        || match_move(pos, &s.text.replace('X', "x")) != MoveMatch::Unique(m)
                    {
                        Some(Doubt::Close)
                    } else {
                        None
                    };
                if let Some(d) = doubt {
                    if mode == Mode::Stop {
                        return stopped(d, Some(s.clone()), candidates, taken, unsure);
                    }
                    unsure_here.get_or_insert_with(|| candidates.clone());
                }
                // On a scoresheet a move read in its own cell is in step, but the game after an unsure move may be
                // another game (a wrong move taken there leaves the next ones legal, and wrong): no cell says it is
                // right again, so every move after an unsure one is marked.
                if unconfirmed && unsure_here.is_none() {
                    unsure_here = Some(candidates.clone());
                }
                if let Some(offered) = unsure_here {
                    // A number other than this move's before it, read as part of the move's span: a move may be
                    // missing, and no move taken here would be the picture's. Stopped as a missing move.
                    // (The number read as a word of its own before it counts too: `19.` read where `18.` was
                    // expected, within the regret a glyph may have, a row of a photographed table passed over.)
                    let lead_from = number.map_or(span.from, |n| n.from);
                    let lead = super::greedy_span(line, alphabet, lead_from, span.start);
                    let digits: String = lead.chars().filter(char::is_ascii_digit).collect();
                    let expected = (beam.ply(s.position) / 2 + 1).to_string();
                    // (Not in a scoresheet's cell: its printed row gives its number, a move read in another row's
                    // cell is marked above, and a digit read in a cell is a stroke of the writing, `1h6` for `h6`.)
                    if !digits.is_empty() && digits != expected && cell_plies.is_none() {
                        return stopped(Doubt::Number, Some(s.clone()), offered, taken, unsure);
                    }
                    unsure.push((taken.len(), offered));
                    unconfirmed = true;
                }
                let probability = candidates.iter().find(|c| c.0 == m).map_or(0.0, |c| c.1);
                taken.push(Taken {
                    mv: m,
                    seen: s.clone(),
                    probability,
                    offered: candidates,
                });
            }
        }
    }
    let end = ending::End {
        taken: &taken,
        result_read: result.is_some(),
        unsure_marked: !unsure.is_empty(),
        unconfirmed,
        leftover_unread: leftover < -regret,
    };
    let stop = ending::stop_after_the_last_word(beam, alphabet, seen, probs, end);
    Verdict {
        taken,
        result,
        stop,
        unsure,
    }
}

mod doubt;
mod ending;
mod fit;
mod outcome;
mod passed_move;
#[cfg(test)]
mod test_reading;
#[cfg(test)]
pub(super) mod tests;
#[cfg(test)]
mod tests_of_breaks;
#[cfg(test)]
mod tests_of_cells;
#[cfg(test)]
mod tests_of_results;
#[cfg(test)]
mod tests_of_tables;

pub use doubt::Doubt;
use fit::{Fit, first_fit, probabilities};
use outcome::stopped;
pub use outcome::weigh;
use passed_move::passed_move;
