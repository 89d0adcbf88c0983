//! Where and why the reading of a picture stopped, and what the stop says to the player.

use shakmaty::Color;

use super::layout;
use super::{Doubt, Quad};
use crate::i18n::{Key, Lang};

/// Where and why the reading stopped.
#[derive(Clone, Debug)]
pub struct PictureStop {
    pub move_number: u32,
    pub side: Color,
    pub doubt: Doubt,
    /// What the recogniser alone reads there.
    pub seen: String,
    pub quad: Option<Quad>,
    /// The legal moves in SAN with the recogniser's probabilities, best first.
    pub candidates: Vec<(String, f32)>,
}

impl PictureStop {
    /// Whether the reading stopped at White's first move on a move number other than 1 (`2. Nf3`, `23.Rxe4`,
    /// `10.`, a table's `23 Rxe4`): a page from the middle of a game, where no first move is to be offered. A number
    /// of prose (`14 June.` on a club's notice) is none: such a page holds no game.
    pub fn begins_mid_game(&self) -> bool {
        let seen = self.seen.trim_start();
        let digits: String = seen.chars().take_while(char::is_ascii_digit).collect();
        let rest = &seen[digits.len()..];
        let a_move_number = rest.is_empty()
            || rest.starts_with(['.', '…'])
            || layout::names_a_move(rest.split_whitespace().next().unwrap_or(""));
        self.move_number == 1
            && self.side == Color::White
            && a_move_number
            && digits.parse::<u32>().is_ok_and(|n| n > 1)
    }

    /// "12. White: the picture is unclear at `马f3` — which one: 马f3 71 %, 马d2 20 %", in `lang` ("did you mean"
    /// where what was seen is no legal move).
    pub fn message(&self, lang: Lang) -> String {
        // At the first move, a number that is not 1 (a page from the middle of a game), or no word at all (no game).
        if self.begins_mid_game() {
            return lang.text(Key::PictureStartsMidGame).to_string();
        }
        if self.move_number == 1 && self.side == Color::White {
            match self.doubt {
                Doubt::Number => return lang.text(Key::PictureNoFirstMove).to_string(),
                Doubt::Unlike if self.seen.trim().is_empty() => {
                    return lang.text(Key::PictureNoFirstMove).to_string();
                }
                _ => {}
            }
        }
        let key = match self.doubt {
            Doubt::Unlike => Key::PictureStopUnlike,
            Doubt::Close => Key::PictureStopClose,
            Doubt::Number => Key::PictureStopNumber,
            Doubt::Unread => Key::PictureStopUnread,
            Doubt::RunTogether => Key::PictureStopRunTogether,
            Doubt::GoesOn => Key::PictureStopGoesOn,
            Doubt::PassedOver => Key::PictureStopPassedOver,
            Doubt::CellPassedOver => Key::PictureStopCellPassedOver,
            Doubt::Blank => Key::PictureBlankForm,
            Doubt::Views => Key::PictureStopViews,
            Doubt::Aside => Key::PictureStopAside,
        };
        let mut out = lang.fill(
            key,
            &[
                &self.move_number.to_string(),
                lang.side(self.side),
                &self.seen,
            ],
        );
        if !self.candidates.is_empty() {
            let list: Vec<String> = self
                .candidates
                .iter()
                .map(|(san, p)| format!("{} {:.0} %", in_letters_of(san, lang), p * 100.0))
                .collect();
            // Two legal moves fit: which one. Otherwise what was seen is no legal move, or a move may be missing:
            // the moves offered are guesses, and the page's move may be none of them.
            let offer = if matches!(self.doubt, Doubt::Close | Doubt::Views | Doubt::Aside) {
                Key::Candidates
            } else {
                Key::Suggestions
            };
            out.push_str(" — ");
            out.push_str(&lang.fill(offer, &[&list.join(", ")]));
        }
        out
    }
}

/// A candidate's SAN in the notation of `lang`: `马xd4` and `0-0` in Chinese, as the move list writes them.
fn in_letters_of(san: &str, lang: Lang) -> String {
    use crate::notation::{NotationStyle, write_san_plus};
    shakmaty::san::SanPlus::from_ascii(san.as_bytes()).map_or_else(
        |_| san.to_string(),
        |san_plus| write_san_plus(san_plus, NotationStyle::of_lang(lang)),
    )
}

#[cfg(test)]
mod tests {
    use super::{Doubt, Lang, PictureStop};

    /// Where two legal moves fit, the stop asks which one; where what was seen is no legal move, its guesses are
    /// offered as such (a new user's page: `1...e5` printed, `e7-` seen, `e6` offered first), in both languages.
    #[test]
    fn a_close_call_asks_which_one_and_a_misreading_offers_guesses() {
        let stop = |doubt| PictureStop {
            move_number: 1,
            side: shakmaty::Color::Black,
            doubt,
            seen: "e7-".to_string(),
            quad: None,
            candidates: vec![("e6".to_string(), 0.68), ("e5".to_string(), 0.32)],
        };
        let close = stop(Doubt::Close);
        let unlike = stop(Doubt::Unlike);
        assert!(
            close
                .message(Lang::En)
                .contains("which one: e6 68 %, e5 32 %")
        );
        assert!(
            unlike
                .message(Lang::En)
                .contains("did you mean: e6 68 %, e5 32 %")
        );
        assert!(close.message(Lang::Zh).contains("是哪一步"));
        assert!(unlike.message(Lang::Zh).contains("您是不是指"));
    }
}
