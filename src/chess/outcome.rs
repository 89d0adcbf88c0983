//! How a game ended, every way the Laws allow, with its PGN result and `Termination`.

use shakmaty::{Chess, Color, Position};

use super::rules::{DrawClaim, GameEnd};
use super::tags::Tags;
use crate::i18n::{Key, Lang};

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Ended by itself on the board (mate, stalemate, dead position, fivefold, 75 moves).
    Rules(GameEnd),
    /// A draw claimed with the right to claim it.
    Claimed(DrawClaim),
    Resignation {
        loser: Color,
    },
    Agreement,
    /// A flag fell: the side lost, or drew when the opponent could not possibly mate.
    Time {
        flagged: Color,
        opponent_can_mate: bool,
    },
}

impl Outcome {
    /// A flag fall in `pos`: lost, or a draw when the opponent has no material to mate (FIDE 6.9).
    pub fn flag_fall(flagged: Color, pos: &Chess) -> Outcome {
        Outcome::Time {
            flagged,
            opponent_can_mate: !pos.has_insufficient_material(!flagged),
        }
    }

    /// `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(self) -> &'static str {
        let win = |winner: Color| winner.fold_wb("1-0", "0-1");
        match self {
            Outcome::Rules(end) => end.result(),
            Outcome::Claimed(_) | Outcome::Agreement => "1/2-1/2",
            Outcome::Resignation { loser } => win(!loser),
            Outcome::Time {
                flagged,
                opponent_can_mate: true,
            } => win(!flagged),
            Outcome::Time { .. } => "1/2-1/2",
        }
    }

    /// The PGN `Termination` tag.
    pub fn termination(self) -> &'static str {
        match self {
            Outcome::Time { .. } => "time forfeit",
            _ => "normal",
        }
    }

    /// Why the game ended, in words.
    pub fn describe(self, lang: Lang) -> String {
        match self {
            Outcome::Rules(end) => lang
                .text(match end {
                    GameEnd::Checkmate { .. } => Key::Checkmate,
                    GameEnd::Stalemate => Key::Stalemate,
                    GameEnd::DeadPosition => Key::DeadPosition,
                    GameEnd::FivefoldRepetition => Key::FivefoldRepetition,
                    GameEnd::SeventyFiveMoves => Key::SeventyFiveMoves,
                })
                .to_string(),
            Outcome::Claimed(DrawClaim::ThreefoldRepetition) => {
                lang.text(Key::ThreefoldClaimed).into()
            }
            Outcome::Claimed(DrawClaim::FiftyMoves) => lang.text(Key::FiftyMovesClaimed).into(),
            Outcome::Resignation { loser } => lang.fill(Key::Resignation, &[lang.side(loser)]),
            Outcome::Agreement => lang.text(Key::Agreement).into(),
            Outcome::Time {
                flagged,
                opponent_can_mate: true,
            } => lang.fill(Key::TimeForfeit, &[lang.side(flagged)]),
            Outcome::Time { flagged, .. } => lang.fill(Key::TimeOutNoMate, &[lang.side(flagged)]),
        }
    }

    /// Writes the result and the termination into the tags.
    pub fn record(self, tags: &mut Tags) {
        tags.set("Result", self.result());
        tags.set("Termination", self.termination());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::CastlingMode;
    use shakmaty::fen::Fen;

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    #[test]
    fn a_flag_fall_is_a_draw_when_the_opponent_cannot_mate() {
        let lone_king = pos("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        let o = Outcome::flag_fall(Color::White, &lone_king);
        assert_eq!(o.result(), "1/2-1/2");
        assert_eq!(o.termination(), "time forfeit");
        assert!(o.describe(Lang::En).contains("cannot mate"));
        let o = Outcome::flag_fall(Color::Black, &lone_king);
        assert_eq!(o.result(), "1-0", "White's pawn can still mate");
    }

    #[test]
    fn resignation_and_agreement_are_recorded() {
        let mut tags = Tags::new();
        Outcome::Resignation {
            loser: Color::Black,
        }
        .record(&mut tags);
        assert_eq!(tags.get("Result"), Some("1-0"));
        assert_eq!(tags.get("Termination"), Some("normal"));
        Outcome::Agreement.record(&mut tags);
        assert_eq!(tags.get("Result"), Some("1/2-1/2"));
        assert_eq!(
            Outcome::Resignation {
                loser: Color::White
            }
            .describe(Lang::Zh),
            "白方认输"
        );
    }
}
