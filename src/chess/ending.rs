//! How a game ended, every way the Laws allow, with its PGN result and `Termination`.
//!
//! PGN's `Termination` says `normal` for a resignation, an agreement and a claimed draw alike; what it cannot say is
//! kept beside it in `TerminationDetails` (`agreement`, `resignation`, `threefold repetition`, `fifty-move rule`), so
//! that a game ended here is told the same way after a save and a reload. Other programs keep a tag they do not know.

use shakmaty::{Chess, Color, KnownOutcome, Position};

use super::game::Game;
use super::rules::{DrawClaim, GameEnd, judge};
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
    /// A game not played here (a file, a pasted text, a restored game) whose result is all that is known of its
    /// end: neither the board nor its `Termination` says more.
    Recorded(KnownOutcome),
}

impl Ending {
    /// A flag fall in `pos`: lost, or a draw when the opponent has no material to mate (FIDE 6.9).
    pub fn flag_fall(flagged: Color, pos: &Chess) -> Ending {
        Ending::Time {
            flagged,
            opponent_can_mate: !pos.has_insufficient_material(!flagged),
        }
    }

    /// How a game that was not played here ended, as far as its tags and its last position tell: the end by the
    /// rules when the main line's last position is over, a flag when `Termination` says time forfeit, a
    /// resignation, an agreement or a claim when `TerminationDetails` says so (and the result agrees), else the
    /// result as it is recorded. `None` while the game has no result.
    ///
    /// ```
    /// use jipu::chess::{Ending, GameEnd, Game};
    /// let mut game = Game::new();
    /// game.tags.set("Result", "0-1");
    /// game.tags.set("Termination", "time forfeit");
    /// assert!(matches!(Ending::recorded(&game), Some(Ending::Time { flagged: shakmaty::Color::White, .. })));
    /// game.tags.set("Result", "*");
    /// assert_eq!(Ending::recorded(&game), None);
    /// ```
    pub fn recorded(game: &Game) -> Option<Ending> {
        let result = game.tags.known_result()?;
        let end = game.tree.mainline_end();
        if let Some(by_rules) = judge(&game.positions_to(end)).end
            && by_rules.result() == result
        {
            return Some(Ending::Rules(by_rules));
        }
        let time = game
            .tags
            .get("Termination")
            .is_some_and(|t| t.trim().eq_ignore_ascii_case("time forfeit"));
        let details = game.tags.get(DETAILS).map(str::trim).unwrap_or_default();
        let detail = |ending: Ending| {
            (details.eq_ignore_ascii_case(ending.details().unwrap_or_default())
                && ending.result() == result)
                .then_some(ending)
        };
        let told = match result {
            KnownOutcome::Decisive { winner } => detail(Ending::Resignation { loser: !winner }),
            KnownOutcome::Draw => [
                Ending::Agreement,
                Ending::Claimed(DrawClaim::ThreefoldRepetition),
                Ending::Claimed(DrawClaim::FiftyMoves),
            ]
            .into_iter()
            .find_map(detail),
        };
        Some(match (result, told) {
            (KnownOutcome::Decisive { winner }, _) if time => Ending::Time {
                flagged: !winner,
                opponent_can_mate: true,
            },
            (_, Some(told)) => told,
            (other, None) => Ending::Recorded(other),
        })
    }

    /// The result (`1-0`, `0-1` or `1/2-1/2`).
    pub fn result(self) -> KnownOutcome {
        let win = |winner: Color| KnownOutcome::Decisive { winner };
        match self {
            Ending::Recorded(result) => result,
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

    /// What `Termination` cannot say, for the `TerminationDetails` tag (see the module documentation). `None`
    /// where the board or `Termination` tells it all.
    pub fn details(self) -> Option<&'static str> {
        match self {
            Ending::Agreement => Some("agreement"),
            Ending::Resignation { .. } => Some("resignation"),
            Ending::Claimed(DrawClaim::ThreefoldRepetition) => Some("threefold repetition"),
            Ending::Claimed(DrawClaim::FiftyMoves) => Some("fifty-move rule"),
            Ending::Rules(_) | Ending::Time { .. } | Ending::Recorded(_) => None,
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
            Ending::Recorded(KnownOutcome::Decisive { winner }) => {
                lang.fill(Key::RecordedWin, &[lang.side(winner)])
            }
            Ending::Recorded(KnownOutcome::Draw) => lang.text(Key::RecordedDraw).into(),
        }
    }

    /// Writes the result and the termination into the tags.
    pub fn record(self, tags: &mut Tags) {
        tags.set_result(self.result().into());
        tags.set("Termination", self.termination());
        match self.details() {
            Some(details) => tags.set(DETAILS, details),
            None => tags.remove(DETAILS),
        }
    }

    /// Takes the termination out of the tags: the game is not over after all.
    pub fn erase(tags: &mut Tags) {
        tags.remove("Termination");
        tags.remove(DETAILS);
    }
}

/// The tag that says how a game ended where `Termination` says only `normal`.
const DETAILS: &str = "TerminationDetails";

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
