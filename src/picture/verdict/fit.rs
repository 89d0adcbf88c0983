//! How well a move's spellings fit the steps the beam gave it, and the legal moves that fit a span best, as
//! probabilities: what the verdict weighs each move with.

use shakmaty::{Move, Position};

use super::super::beam::Seen;
use super::super::ctc::{best_score, span_score};
use super::super::recognise::{Alphabet, LineProbs};
use super::super::spellings::move_spellings;

/// How well a spelling fits a move's steps. A move read right after its number on the same piece is weighed with
/// the number's steps: the number may have taken the move's first glyph as its own at a small regret (`1马c3` read
/// as `1` and `c3`, on a photographed table), and the move's rivals are given the steps the number took, the number
/// spelled as it was read before them (the number and the move split at any step between them).
pub(super) struct Fit<'a> {
    line: &'a LineProbs,
    fillers: &'a [u16],
    end: usize,
    /// Each step the move may start at, with the score of the steps before it (the number's, or nothing).
    starts: Vec<(usize, f32)>,
}

impl<'a> Fit<'a> {
    pub(super) fn new(
        line: &'a LineProbs,
        seen: &Seen,
        number: Option<&Seen>,
        alphabet: &Alphabet,
        fillers: &'a [u16],
    ) -> Fit<'a> {
        let lead = number.and_then(|n| Some((n, alphabet.spelled(&n.text)?)));
        let starts = match lead {
            Some((n, labels)) if !labels.is_empty() && n.start < seen.start => {
                (n.start + labels.len()..=seen.start)
                    .map(|at| (at, span_score(line, n.from, at, &labels, fillers)))
                    .filter(|(_, score)| score.is_finite())
                    .collect()
            }
            _ => vec![(seen.from, 0.0)],
        };
        Fit {
            line,
            fillers,
            end: seen.end,
            starts,
        }
    }

    pub(super) fn score(&self, labels: &[u16]) -> f32 {
        self.starts
            .iter()
            .map(|&(at, before)| before + span_score(self.line, at, self.end, labels, self.fillers))
            .fold(f32::NEG_INFINITY, f32::max)
    }
}

/// The legal moves ranked by how well each fits some stretch of steps `from..end` (the stretch starting within the
/// first steps): the regret of its best stretch, as probabilities among the moves.
pub(super) fn first_fit(
    pos: &shakmaty::Chess,
    alphabet: &Alphabet,
    line: &LineProbs,
    from: usize,
    end: usize,
    fillers: &[u16],
) -> Vec<(Move, f32)> {
    /// How far into the span a move's stretch may start, in steps.
    const LEAD: usize = 16;
    let mut scored: Vec<(Move, f32)> = pos
        .legal_moves()
        .into_iter()
        .map(|lm| {
            let spellings: Vec<Vec<u16>> = move_spellings(pos, lm)
                .iter()
                .filter_map(|sp| alphabet.spelled(sp))
                .collect();
            let mut best = f32::NEG_INFINITY;
            for start in from..end.min(from + LEAD) {
                for stop in start + 1..=end {
                    let own = best_score(line, start, stop);
                    for cl in &spellings {
                        if cl.len() > stop - start {
                            continue;
                        }
                        best = best.max(span_score(line, start, stop, cl, fillers) - own);
                    }
                }
            }
            (lm, best)
        })
        .collect();
    scored.sort_by(|a, b| b.1.total_cmp(&a.1));
    probabilities(&scored)
}

/// Scores (log-likelihoods) as probabilities among the legal moves, the five best.
pub(super) fn probabilities(scored: &[(Move, f32)]) -> Vec<(Move, f32)> {
    let top = scored.first().map_or(0.0, |x| x.1);
    if !top.is_finite() {
        return Vec::new();
    }
    let total: f32 = scored.iter().map(|x| (x.1 - top).exp()).sum();
    scored
        .iter()
        .take(5)
        .map(|&(m, s)| (m, (s - top).exp() / total))
        .collect()
}
