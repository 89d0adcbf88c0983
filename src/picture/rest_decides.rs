//! A close call the rest of the page decides. The verdict weighs each move on its own span: a blurred `1. e4` read
//! `e4` 85 %, `c4` 14 % stops the reading at the first move. But the page goes on, and the rules read it: followed
//! from `1. c4`, the page's `5. Qxf3` is no legal move, while from `1. e4` the reading goes on. So a close call is
//! decided for the beam's move when each other move that came close (within the margin of the likeliest), taken in
//! its place, leads the reading to a doubt that is no close call of probabilities (a move the page shows no legal
//! move for, a spelling that is not the move, a move number not the one expected), and the beam's move taken there
//! lets the reading go at least `FURTHER` plies past every rival's stop (or to the game's end) with the margin set
//! aside: how far the rules let it go. A rival that goes as far, or stops where the layout is in doubt (text not
//! read, a cell passed over), leaves the stop as it was. Never on a form's cells: a handwritten sheet's later cells say
//! little of an earlier one, and a printed table's cells are read as one game cell by cell already (`sheet_game`).

use shakmaty::{Chess, Move, Position};

use super::beam::Seen;
use super::spellings::Word;
use super::verdict::{Doubt, MARGIN, Taken, Verdict};
use super::{PictureError, Recognised};
use crate::notation::{MoveMatch, match_move};

/// How many plies further than every rival's stop the beam's move lets the reading go.
const FURTHER: usize = 6;

/// How many close calls one page may have decided this way (each costs a reading of the page per rival).
const DECIDED_AT_MOST: usize = 12;

impl Recognised {
    /// The verdict stopping at the first doubt, past the close calls the rest of a printed page decides.
    pub(super) fn decided(&self, forced: &[Move]) -> Result<Verdict, PictureError> {
        let weigh = |f: &[Move], close: bool| {
            let mut t = self.thresholds();
            if !close {
                t.margin = 0.0;
            }
            self.verdicts(f, &[t], super::verdict::Mode::Stop)
                .ok()
                .and_then(|mut v| v.pop())
        };
        let first = weigh(forced, true).ok_or(PictureError::NoText)?;
        Ok(if self.form_cells {
            first
        } else {
            decided(first, weigh)
        })
    }
}

/// The verdict `first` (of a reading whose first moves were `forced`), with each close call the rest of the page
/// decides taken: `weigh` reads the page again with the given first moves forced (`None` when it cannot), with the
/// margin between close moves (`true`) or without it (`false`: how far the rules let the reading go).
pub fn decided(first: Verdict, weigh: impl Fn(&[Move], bool) -> Option<Verdict>) -> Verdict {
    let mut verdict = first;
    for _ in 0..DECIDED_AT_MOST {
        match decide(&verdict, &weigh) {
            Some(further) => verdict = further,
            None => break,
        }
    }
    verdict
}

/// The reading gone on past `verdict`'s stop, when it is a close call the rest of the page decides.
fn decide(verdict: &Verdict, weigh: &impl Fn(&[Move], bool) -> Option<Verdict>) -> Option<Verdict> {
    let stop = verdict.stop.as_ref()?;
    let seen = stop.seen.as_ref()?;
    let Word::Move(chosen) = seen.word else {
        return None;
    };
    // The moves that came close: within the margin of the likeliest on the span. The beam's move among them (the
    // page around it may have made it the beam's choice though another was likelier on its own span).
    let &(_, top) = stop.candidates.first()?;
    let close: Vec<(Move, f32)> = stop
        .candidates
        .iter()
        .copied()
        .filter(|&(_, q)| q >= top * (-MARGIN).exp())
        .collect();
    let p = close.iter().find(|c| c.0 == chosen)?.1;
    if stop.doubt != Doubt::Close || !spelled(verdict, seen, chosen) {
        return None;
    }
    let before: Vec<Move> = verdict.taken.iter().map(|t| t.mv).collect();
    let with = |m: Move| [before.as_slice(), &[m]].concat();
    // How far the rules let a reading go: to its first stop that is no close call.
    let reach = |v: &Verdict| v.stop.as_ref().map_or(usize::MAX, |_| v.taken.len());
    let goes_to = reach(&weigh(&with(chosen), false)?);
    for &(rival, _) in close.iter().filter(|c| c.0 != chosen) {
        let other = weigh(&with(rival), false)?;
        let refuted = other
            .stop
            .as_ref()
            .is_some_and(|s| matches!(s.doubt, Doubt::Unlike | Doubt::Number | Doubt::Close));
        if !refuted || goes_to < other.taken.len().saturating_add(FURTHER) {
            return None;
        }
    }
    let mut taken = weigh(&with(chosen), true)?;
    // The moves forced are taken as they were weighed, not as a user's choice.
    let after = taken
        .taken
        .split_off((before.len() + 1).min(taken.taken.len()));
    taken.taken = verdict.taken.clone();
    taken.taken.push(Taken {
        mv: chosen,
        seen: seen.clone(),
        probability: p,
        offered: stop.candidates.clone(),
    });
    taken.taken.extend(after);
    Some(taken)
}

/// `verdict` (of a reading whose first plies were forced to `decided`'s moves) with those moves as `decided` weighed
/// them.
pub fn as_weighed(mut verdict: Verdict, decided: &Verdict) -> Verdict {
    let n = decided.taken.len().min(verdict.taken.len());
    if verdict.taken[..n]
        .iter()
        .zip(&decided.taken)
        .all(|(a, b)| a.mv == b.mv)
    {
        let after = verdict.taken.split_off(n);
        verdict.taken = decided.taken[..n].to_vec();
        verdict.taken.extend(after);
    }
    verdict
}

/// Whether the word is the move as the notation module reads it (a close call of the spelling, not of the
/// probabilities, is not the rules' to decide).
fn spelled(verdict: &Verdict, seen: &Seen, m: Move) -> bool {
    let mut pos = Chess::default();
    for t in &verdict.taken {
        if !pos.is_legal(t.mv) {
            return false;
        }
        pos.play_unchecked(t.mv);
    }
    match_move(&pos, &seen.text.replace('X', "x")) == MoveMatch::Unique(m)
}

#[cfg(test)]
pub(super) mod tests {
    use shakmaty::{Chess, Move, Position};

    use super::super::beam::Seen;
    use super::super::spellings::Word;
    use super::super::verdict::{Doubt, Stopped, Taken, Verdict};
    use super::decided;
    use crate::notation::{MoveMatch, match_move};

    fn mv(pos: &Chess, san: &str) -> Move {
        match match_move(pos, san) {
            MoveMatch::Unique(m) => m,
            other => panic!("{san}: {other:?}"),
        }
    }

    fn seen(m: Move, text: &str) -> Seen {
        Seen {
            word: Word::Move(m),
            text: text.to_string(),
            position: 0,
            piece: 0,
            from: 0,
            start: 0,
            end: 0,
            regret: 0.0,
            carried: None,
        }
    }

    /// Why a reading stops, at which move, with its candidates and their probabilities.
    pub(in crate::picture) type Stop<'a> = (Doubt, &'a str, &'a [(&'a str, f32)]);

    /// A reading of `moves` (SAN from the start), stopped after them by `doubt` at the next move `at` (its
    /// candidates with their probabilities), or not stopped.
    pub(in crate::picture) fn reading(moves: &[&str], stop: Option<Stop>) -> Verdict {
        let mut pos = Chess::default();
        let mut taken = Vec::new();
        for san in moves {
            let m = mv(&pos, san);
            taken.push(Taken {
                mv: m,
                seen: seen(m, san),
                probability: 0.99,
                offered: Vec::new(),
            });
            pos.play_unchecked(m);
        }
        let stop = stop.map(|(doubt, at, candidates)| Stopped {
            doubt,
            seen: Some(seen(mv(&pos, at), at)),
            candidates: candidates.iter().map(|&(s, p)| (mv(&pos, s), p)).collect(),
        });
        Verdict {
            taken,
            result: None,
            stop,
            unsure: Vec::new(),
        }
    }

    pub(in crate::picture) const GAME: [&str; 12] = [
        "e4", "e5", "Nf3", "d6", "d4", "Bg4", "dxe5", "Bxf3", "Qxf3", "dxe5", "Bc4", "Nf6",
    ];

    /// The page's `1. e4`, read `e4` 85 %, `c4` 14 %: followed from `1. c4`, `5. Qxf3` reads as no legal move;
    /// from `1. e4` the reading goes on to the end. The close call is decided, the reading goes on, and `1. e4`
    /// keeps its own probability.
    #[test]
    fn a_rival_the_rules_refute_decides_the_close_call() {
        let first = reading(
            &[],
            Some((Doubt::Close, "e4", &[("e4", 0.85), ("c4", 0.14)])),
        );
        let weigh = |forced: &[Move], _close: bool| {
            let pos = Chess::default();
            Some(if forced[0] == mv(&pos, "e4") {
                reading(&GAME, None)
            } else {
                let rival = ["c4", "e5", "Nf3", "d6", "d4", "Bg4", "dxe5", "Bxf3"];
                reading(&rival, Some((Doubt::Unlike, "gxf3", &[("gxf3", 0.5)])))
            })
        };
        let got = decided(first, weigh);
        assert!(got.stop.is_none());
        assert_eq!(got.taken.len(), GAME.len());
        assert_eq!(got.taken[0].probability, 0.85);
    }

    /// The rival reads on as far (both lines legal to the page's end), or stops where the layout is in doubt: the
    /// stop stays.
    #[test]
    fn a_rival_not_refuted_leaves_the_stop() {
        let close: &[(&str, f32)] = &[("e4", 0.85), ("c4", 0.14)];
        for (doubt, rival_reach) in [
            (Doubt::Unlike, 8),
            (Doubt::Unread, 2),
            (Doubt::CellPassedOver, 2),
        ] {
            let first = reading(&[], Some((Doubt::Close, "e4", close)));
            let weigh = |forced: &[Move], _close: bool| {
                let pos = Chess::default();
                Some(if forced[0] == mv(&pos, "e4") {
                    reading(&GAME[..10], Some((Doubt::Unlike, "Bc4", &[("Bc4", 0.5)])))
                } else {
                    let mut rival = vec!["c4"];
                    rival.extend(&GAME[1..rival_reach]);
                    reading(&rival, Some((doubt, "a3", &[("a3", 0.5)])))
                })
            };
            let got = decided(first, weigh);
            let stop = got.stop.as_ref().map(|s| s.doubt);
            assert_eq!(
                (got.taken.len(), stop),
                (0, Some(Doubt::Close)),
                "{doubt:?} {rival_reach}"
            );
        }
    }
}
