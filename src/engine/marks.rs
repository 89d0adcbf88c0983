//! The moves that lost the most, judged as Lichess judges them (lila's `Advice.scala`): by how much of the mover's
//! winning chances (−1 to 1, see [`Eval::winning_chances`]) the move gave away, and by mates found or lost.
//!
//! | the mover's winning chances fell by | mark |
//! |---|---|
//! | 0.3 or more | `??` blunder |
//! | 0.2 or more | `?` mistake |
//! | 0.1 or more | `?!` inaccuracy |
//!
//! When a mate is in either evaluation: a move after which the mover is mated by force is a blunder, a mistake when
//! the mover already stood worse than 7 pawns, an inaccuracy when worse than 10; a move that gives away a forced mate
//! of the mover's is a blunder, a mistake when still more than 7 pawns up, an inaccuracy when more than 10.

use pgn_reader::Nag;
use shakmaty::{Color, Move};

use super::eval::Eval;

/// How bad a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    /// The move annotation written for it: `?!`, `?`, `??`.
    pub fn nag(self) -> Nag {
        match self {
            Mark::Inaccuracy => Nag::DUBIOUS_MOVE,
            Mark::Mistake => Nag::MISTAKE,
            Mark::Blunder => Nag::BLUNDER,
        }
    }

    /// The glyph.
    pub fn glyph(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// The mark of a move by `mover` from a position evaluated `before` to one evaluated `after` (White's view).
    ///
    /// ```
    /// use jipu::engine::{Eval, Mark};
    /// use shakmaty::Color;
    /// assert_eq!(Mark::judge(Eval::Cp(30), Eval::Cp(-400), Color::White), Some(Mark::Blunder));
    /// assert_eq!(Mark::judge(Eval::Cp(30), Eval::Cp(0), Color::White), None);
    /// assert_eq!(Mark::judge(Eval::Cp(30), Eval::Cp(-30), Color::White), Some(Mark::Inaccuracy));
    /// assert_eq!(Mark::judge(Eval::Cp(-20), Eval::Cp(120), Color::Black), Some(Mark::Mistake));
    /// ```
    pub fn judge(before: Eval, after: Eval, mover: Color) -> Option<Mark> {
        match (before, after) {
            (Eval::Cp(_), Eval::Cp(_)) => {
                let fell = before.winning_chances() - after.winning_chances();
                let fell = mover.fold_wb(fell, -fell);
                // A hair under a threshold from rounding is not over it.
                let fell = fell + 1e-9;
                [
                    (0.3, Mark::Blunder),
                    (0.2, Mark::Mistake),
                    (0.1, Mark::Inaccuracy),
                ]
                .into_iter()
                .find(|&(threshold, _)| fell >= threshold)
                .map(|(_, mark)| mark)
            }
            _ => judge_mate(before, after, mover),
        }
    }
}

/// Whether the mover mates (`Some(true)`), is mated (`Some(false)`), or neither, by `eval`.
fn mate_for(eval: Eval, mover: Color) -> Option<bool> {
    match eval {
        Eval::Mate { by, .. } => Some(by == mover),
        Eval::Cp(_) => None,
    }
}

fn judge_mate(before: Eval, after: Eval, mover: Color) -> Option<Mark> {
    let pawns = |eval: Eval| match eval {
        Eval::Cp(cp) => mover.fold_wb(cp, -cp),
        Eval::Mate { .. } => 0,
    };
    match (mate_for(before, mover), mate_for(after, mover)) {
        // Mated by force now.
        (None, Some(false)) => Some(match pawns(before) {
            cp if cp < -999 => Mark::Inaccuracy,
            cp if cp < -700 => Mark::Mistake,
            _ => Mark::Blunder,
        }),
        // A mate given away.
        (Some(true), None | Some(false)) => Some(match pawns(after) {
            cp if cp > 999 => Mark::Inaccuracy,
            cp if cp > 700 => Mark::Mistake,
            _ => Mark::Blunder,
        }),
        _ => None,
    }
}

/// A move of the game that lost much, with what the engine preferred.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MarkedMove {
    /// Which move of the main line (0: the first).
    pub ply: usize,
    pub mark: Mark,
    pub played: Move,
    /// The evaluation before the move and after it.
    pub before: Eval,
    pub after: Eval,
    /// The engine's line from the position before the move, its best move first.
    pub best_line: Vec<Move>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mates_found_and_lost_are_judged_by_how_the_mover_stood() {
        let black_mates = Eval::Mate {
            by: Color::Black,
            moves: 3,
        };
        let white_mates = Eval::Mate {
            by: Color::White,
            moves: 2,
        };
        assert_eq!(
            Mark::judge(Eval::Cp(0), black_mates, Color::White),
            Some(Mark::Blunder)
        );
        assert_eq!(
            Mark::judge(Eval::Cp(-800), black_mates, Color::White),
            Some(Mark::Mistake)
        );
        assert_eq!(
            Mark::judge(Eval::Cp(-1200), black_mates, Color::White),
            Some(Mark::Inaccuracy)
        );
        assert_eq!(
            Mark::judge(white_mates, Eval::Cp(1500), Color::White),
            Some(Mark::Inaccuracy)
        );
        assert_eq!(
            Mark::judge(white_mates, Eval::Cp(200), Color::White),
            Some(Mark::Blunder)
        );
        assert_eq!(
            Mark::judge(white_mates, black_mates, Color::White),
            Some(Mark::Blunder)
        );
        // A slower mate is not marked; nor is mate delivered.
        let mated = Eval::Mate {
            by: Color::White,
            moves: 0,
        };
        assert_eq!(Mark::judge(white_mates, mated, Color::White), None);
        assert_eq!(
            Mark::judge(Eval::Cp(5000), Eval::Cp(900), Color::White),
            None,
            "both winning"
        );
    }
}
