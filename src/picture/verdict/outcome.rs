//! What the verdict gives: the reading stopped before a move, and what `--mark-unsure` marks. The verdict weighs the moves in order (`weigh_in_order`), marking the moves it is
//! unsure of; on a printed page a move number read in step after an unsure move says the reading is in step
//! again, and the moves after it go unmarked. That holds when the reading then goes on to the game's end. When it
//! stops instead, the numbers may have been another line's: a variation in brackets (`7. Nc3 (7. Bd2 Bxd2+ 8.
//! Nbxd2 d5 is the old main line) 7... Nxe4`) read as the game after its first move was passed over, its own
//! numbers in step, until the game's `7...` stopped it — and `8. Nbxd2 d5` went out unmarked. So where the reading
//! stops, every move after the first unsure one is marked too.

use std::collections::BTreeSet;

use super::super::beam::{Beam, Seen};
use super::super::recognise::{Alphabet, LineProbs};
use shakmaty::Move;

use super::{Asked, Doubt, Mode, Stopped, Taken, Verdict, weigh_in_order};

/// The verdict on `seen` (see the module's doc of `super`), with the moves after the first unsure one marked when
/// the reading stops in [`Mode::MarkUnsure`].
pub fn weigh(
    beam: &Beam,
    alphabet: &Alphabet,
    seen: &[Seen],
    probs: &[&LineProbs],
    leftover: f32,
    asked: Asked,
) -> Verdict {
    let mut verdict = weigh_in_order(beam, alphabet, seen, probs, leftover, asked);
    if asked.mode == Mode::MarkUnsure && verdict.stop.is_some() {
        mark_after_the_first(&mut verdict);
    }
    verdict
}

/// Every move after the first unsure one marked, with the moves that fit its span.
fn mark_after_the_first(verdict: &mut Verdict) {
    let Some(first) = verdict.unsure.first().map(|u| u.0) else {
        return;
    };
    let marked: BTreeSet<usize> = verdict.unsure.iter().map(|u| u.0).collect();
    for i in first + 1..verdict.taken.len() {
        if !marked.contains(&i) {
            verdict.unsure.push((i, verdict.taken[i].offered.clone()));
        }
    }
    verdict.unsure.sort_by_key(|u| u.0);
}

/// The verdict of a reading stopped before a move: the moves taken, the doubt, the word and the candidates there.
pub(super) fn stopped(
    doubt: Doubt,
    seen: Option<Seen>,
    candidates: Vec<(Move, f32)>,
    taken: Vec<Taken>,
    unsure: Vec<(usize, Vec<(Move, f32)>)>,
) -> Verdict {
    Verdict {
        taken,
        result: None,
        stop: Some(Stopped {
            doubt,
            seen,
            candidates,
        }),
        unsure,
    }
}
