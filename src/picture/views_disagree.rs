//! Two looks at a line that disagree. Where the reading stops on a close call, the line is read again closer
//! (`second_look.rs`); a view that reads the same moves and goes on confirms the first look. A view that reads
//! another legal move *before* the stop is no confirmation, and no answer either: the first look's move there is as
//! doubtful as the view's. A blurred photo's `4.Nxe4 Bf5 5.Ng3` was read `4.Nxe4f5Ng3` (the `B` and the `5.` lost
//! in the blur): `f5` is legal, and no other legal move fits its two glyphs, so it went out as sure, and the
//! reading stopped at `Ng3` after it. Read closer, the line gave `Bf5`. So where the views part, the reading stops
//! (or, marking the unsure moves, marks the move) with both moves as the candidates.

use shakmaty::Move;

use super::verdict::{Doubt, Mode, Stopped, Verdict};

/// A move a second look read where the first look had read another one.
#[derive(Clone, Debug)]
pub struct Dispute {
    /// The moves both looks read before it.
    pub before: Vec<Move>,
    /// The move the second look read there, and its probability on its span.
    pub mv: Move,
    pub probability: f32,
}

/// Where `again` (a second look's verdict) first read another move than `first` did, before `first` stopped.
pub fn disputed(first: &Verdict, again: &Verdict) -> Option<Dispute> {
    let ply = first
        .taken
        .iter()
        .zip(&again.taken)
        .position(|(a, b)| a.mv != b.mv)?;
    let theirs = &again.taken[ply];
    Some(Dispute {
        before: first.taken[..ply].iter().map(|t| t.mv).collect(),
        mv: theirs.mv,
        probability: theirs.probability,
    })
}

impl Dispute {
    /// `verdict` with the dispute held: where its reading follows the same moves to the disputed ply and takes
    /// another move than the second look's there (not one of the `forced` plies the player chose), it stops there
    /// with both moves as candidates ([`Mode::Stop`]), or marks the move unsure ([`Mode::MarkUnsure`]).
    pub fn held_to(&self, mut verdict: Verdict, forced: usize, mode: Mode) -> Verdict {
        let ply = self.before.len();
        let same_way = verdict.taken.len() > ply
            && verdict.taken[..ply]
                .iter()
                .zip(&self.before)
                .all(|(t, &m)| t.mv == m);
        if ply < forced || !same_way || verdict.taken[ply].mv == self.mv {
            return verdict;
        }
        let ours = &verdict.taken[ply];
        let total = (ours.probability + self.probability).max(f32::MIN_POSITIVE);
        let mut candidates = vec![
            (ours.mv, ours.probability / total),
            (self.mv, self.probability / total),
        ];
        candidates.sort_by(|a, b| b.1.total_cmp(&a.1));
        match mode {
            Mode::Stop => {
                let seen = ours.seen.clone();
                verdict.taken.truncate(ply);
                verdict.unsure.retain(|u| u.0 < ply);
                verdict.result = None;
                verdict.stop = Some(Stopped {
                    doubt: Doubt::Views,
                    seen: Some(seen),
                    candidates,
                });
            }
            Mode::MarkUnsure => {
                verdict.unsure.retain(|u| u.0 != ply);
                verdict.unsure.push((ply, candidates));
                verdict.unsure.sort_by_key(|u| u.0);
            }
        }
        verdict
    }
}

#[cfg(test)]
mod tests {
    use super::super::rest_decides::tests::{GAME, reading};
    use super::*;

    /// A photo's line read `… 3. d4 Bg4 4. dxe5` by the first look, which stopped at a close call after it; read
    /// closer, the same line gave `3… Nf6`. Not a confirmation: the reading stops at Black's third move, asking which
    /// of the two; marking the unsure moves, it marks it with both.
    #[test]
    fn a_closer_look_reading_another_move_before_the_stop_asks_there() {
        let first = reading(
            &GAME[..7],
            Some((Doubt::Close, "Bxf3", &[("Bxf3", 0.6), ("Nf6", 0.4)])),
        );
        let again = reading(&["e4", "e5", "Nf3", "d6", "d4", "Nf6", "dxe5"], None);
        let dispute = disputed(&first, &again).expect("the views part at Black's third move");
        assert_eq!(dispute.before.len(), 5);
        let sans =
            |v: &Verdict| -> Vec<String> { v.taken.iter().map(|t| t.seen.text.clone()).collect() };

        let held = dispute.held_to(first, 0, Mode::Stop);
        assert_eq!(sans(&held), GAME[..5]);
        let stop = held.stop.as_ref().expect("a stop where the views part");
        assert_eq!(stop.doubt, Doubt::Views);
        assert_eq!(stop.seen.as_ref().map(|s| s.text.as_str()), Some("Bg4"));
        let offered: Vec<String> = stop.candidates.iter().map(|c| c.0.to_string()).collect();
        assert_eq!(offered, ["Bc8-g4", "Ng8-f6"]);
        assert!(stop.candidates.iter().all(|c| (c.1 - 0.5).abs() < 0.01));

        // Marking the unsure moves: the first look's move taken and marked, the reading as it was.
        let marking = reading(&GAME, None);
        let marked = dispute.held_to(marking, 0, Mode::MarkUnsure);
        assert_eq!(sans(&marked), GAME);
        assert_eq!(marked.unsure.len(), 1);
        assert_eq!(marked.unsure[0].0, 5);
        assert_eq!(marked.unsure[0].1.len(), 2);
    }

    /// The dispute holds only where the reading stands where it was read: not past a move the player chose there,
    /// not on a reading gone another way before it, not where the reading takes the closer look's move.
    #[test]
    fn a_dispute_holds_only_where_the_reading_took_the_first_looks_way() {
        let first = reading(&GAME[..8], None);
        let again = reading(&["e4", "e5", "Nf3", "d6", "d4", "Nf6"], None);
        let dispute = disputed(&first, &again).expect("the views part");
        let unchanged = |v: Verdict, forced: usize| {
            let n = v.taken.len();
            let held = dispute.held_to(v, forced, Mode::Stop);
            held.stop.is_none() && held.taken.len() == n
        };
        // The player chose Black's third move: the reading goes on from it.
        assert!(unchanged(reading(&GAME[..8], None), 6));
        // Another way before it (`2. Bc4`), or the closer look's move taken.
        assert!(unchanged(
            reading(&["e4", "e5", "Bc4", "d6", "d4", "Bg4"], None),
            0
        ));
        assert!(unchanged(
            reading(&["e4", "e5", "Nf3", "d6", "d4", "Nf6", "dxe5"], None),
            0
        ));
        // Two readings that agree as far as both go are no dispute.
        assert!(disputed(&first, &reading(&GAME[..4], None)).is_none());
    }
}
