//! The CTC likelihood of one spelling over a span of a line's steps: how well the recogniser's output fits the
//! spelling, its best alignment (Viterbi), blanks and separators allowed before and after it.

use super::recognise::{BLANK, LineProbs};
use super::spellings::ANY;

/// The log-likelihood of the best alignment of `labels` over steps `start..end` of `probs`, the steps before and
/// after the spelling taken by a blank or one of `fillers`. Minus infinity when the span is too short for it.
pub fn span_score(
    probs: &LineProbs,
    start: usize,
    end: usize,
    labels: &[u16],
    fillers: &[u16],
) -> f32 {
    let n = labels.len();
    if n == 0 || end <= start || end > probs.steps {
        return f32::NEG_INFINITY;
    }
    let filler = |t: usize| {
        fillers
            .iter()
            .map(|&c| probs.at(t, c))
            .fold(probs.at(t, BLANK), f32::max)
    };
    let emit = |t: usize, c: u16| {
        if c == ANY {
            probs.best(t).max(probs.at(t, BLANK) - 1e-3)
        } else {
            probs.at(t, c)
        }
    };
    // States: 0 the filler before; 1 + 2i label i; 2 + 2i the blank after label i; 1 + 2n the filler after.
    let states = 2 + 2 * n;
    let mut v = vec![f32::NEG_INFINITY; states];
    let mut next = vec![f32::NEG_INFINITY; states];
    v[0] = filler(start);
    v[1] = emit(start, labels[0]);
    for t in start + 1..end {
        next.iter_mut().for_each(|x| *x = f32::NEG_INFINITY);
        next[0] = v[0] + filler(t);
        for i in 0..n {
            let label = 1 + 2 * i;
            let mut from = v[label];
            if i == 0 {
                from = from.max(v[0]);
            } else {
                from = from.max(v[label - 1]);
                if labels[i] != labels[i - 1] || labels[i] == ANY {
                    from = from.max(v[label - 2]);
                }
            }
            next[label] = from + emit(t, labels[i]);
            next[label + 1] = v[label].max(v[label + 1]) + probs.at(t, BLANK);
        }
        let last = 2 * n - 1;
        next[states - 1] = v[last].max(v[last + 1]).max(v[states - 1]) + filler(t);
        std::mem::swap(&mut v, &mut next);
    }
    v[2 * n - 1].max(v[2 * n]).max(v[states - 1])
}

/// What the unconstrained reading scores over the same steps: the best class at every step.
pub fn best_score(probs: &LineProbs, start: usize, end: usize) -> f32 {
    (start..end.min(probs.steps)).map(|t| probs.best(t)).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Three classes (blank, a, b) over steps whose probabilities spell `a a - b`.
    fn probs() -> LineProbs {
        let rows: [[f32; 3]; 4] = [
            [0.1, 0.8, 0.1],
            [0.1, 0.8, 0.1],
            [0.8, 0.1, 0.1],
            [0.1, 0.1, 0.8],
        ];
        let logp = rows.iter().flatten().map(|p| p.ln()).collect();
        LineProbs::new(4, 3, logp, 8.0)
    }

    #[test]
    fn the_spelling_seen_scores_best() {
        let p = probs();
        let ab = span_score(&p, 0, 4, &[1, 2], &[]);
        let ba = span_score(&p, 0, 4, &[2, 1], &[]);
        let a = span_score(&p, 0, 4, &[1], &[]);
        assert!((ab - best_score(&p, 0, 4)).abs() < 1e-5, "{ab}");
        assert!(ab > ba && ab > a, "{ab} {ba} {a}");
    }

    #[test]
    fn a_repeated_label_needs_a_blank_between() {
        let p = probs();
        // `a a` must pass the blank at step 2, so the second `a` falls on step 3, where `b` is seen.
        let aa = span_score(&p, 0, 4, &[1, 1], &[]);
        assert!(
            (aa - (0.8f32.ln() * 2.0 + 0.8f32.ln() + 0.1f32.ln())).abs() < 1e-5,
            "{aa}"
        );
    }
}
