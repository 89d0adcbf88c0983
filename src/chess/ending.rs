//! How a game ended, every way the Laws allow, with its PGN result and `Termination`.

use shakmaty::{Chess, Color, KnownOutcome, Position};

use super::rules::{DrawClaim, GameEnd};
use super::tags::Tags;
use crate::i18n::{Key, Lang};

/// How a game ended: its result and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
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

impl Ending {
    /// A flag fall in `pos`: lost, or a draw when the opponent has no material to mate (FIDE 6.9).
    pub fn flag_fall(flagged: Color, pos: &Chess) -> Ending {
        Ending::Time {
            flagged,
            opponent_can_mate: !pos.has_insufficient_material(!flagged),
        }
    }

    /// The result (`1-0`, `0-1` or `1/2-1/2`).
    pub fn result(self) -> KnownOutcome {
        let win = |winner: Color| KnownOutcome::Decisive { winner };
        match self {
            Ending::Rules(end) => end.result(),
            Ending::Claimed(_) | Ending::Agreement => KnownOutcome::Draw,
            Ending::Resignation { loser } => win(!loser),
            Ending::Time {
                flagged,
                opponent_can_mate: true,
            } => win(!flagged),
            Ending::Time { .. } => KnownOutcome::Draw,
        }
    }

    /// The PGN `Termination` tag.
    pub fn termination(self) -> &'static str {
        match self {
            Ending::Time { .. } => "time forfeit",
            _ => "normal",
        }
    }

    /// Why the game ended, in words.
    pub fn describe(self, lang: Lang) -> String {
        match self {
            Ending::Rules(end) => lang
                .text(match end {
                    GameEnd::Checkmate { .. } => Key::Checkmate,
                    GameEnd::Stalemate => Key::Stalemate,
                    GameEnd::DeadPosition => Key::DeadPosition,
                    GameEnd::FivefoldRepetition => Key::FivefoldRepetition,
                    GameEnd::SeventyFiveMoves => Key::SeventyFiveMoves,
                })
                .to_string(),
            Ending::Claimed(DrawClaim::ThreefoldRepetition) => {
                lang.text(Key::ThreefoldClaimed).into()
            }
            Ending::Claimed(DrawClaim::FiftyMoves) => lang.text(Key::FiftyMovesClaimed).into(),
            Ending::Resignation { loser } => lang.fill(Key::Resignation, &[lang.side(loser)]),
            Ending::Agreement => lang.text(Key::Agreement).into(),
            Ending::Time {
                flagged,
                opponent_can_mate: true,
            } => lang.fill(Key::TimeForfeit, &[lang.side(flagged)]),
            Ending::Time { flagged, .. } => lang.fill(Key::TimeOutNoMate, &[lang.side(flagged)]),
        }
    }

    /// Writes the result and the termination into the tags.
    pub fn record(self, tags: &mut Tags) {
        tags.set_result(self.result().into());
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
        let o = Ending::flag_fall(Color::White, &lone_king);
        assert_eq!(o.result(), KnownOutcome::Draw);
        assert_eq!(o.termination(), "time forfeit");
        assert!(o.describe(Lang::En).contains("cannot mate"));
        let o = Ending::flag_fall(Color::Black, &lone_king);
        assert_eq!(o.result().as_str(), "1-0", "White's pawn can still mate");
    }

    #[test]
    fn resignation_and_agreement_are_recorded() {
        let mut tags = Tags::new();
        Ending::Resignation {
            loser: Color::Black,
        }
        .record(&mut tags);
        assert_eq!(tags.result().as_str(), "1-0");
        assert_eq!(tags.get("Termination"), Some("normal"));
        Ending::Agreement.record(&mut tags);
        assert_eq!(tags.known_result(), Some(KnownOutcome::Draw));
        assert_eq!(
            Ending::Resignation {
                loser: Color::White
            }
            .describe(Lang::Zh),
            "白方认输"
        );
    }
}
