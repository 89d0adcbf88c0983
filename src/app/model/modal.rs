//! The windows over the board that take the keyboard: which is open, which is on top, and Escape closing the one on
//! top. Their order is one table, [`Modal::Z_ORDER`]; what each is and how it closes, one exhaustive match each.

use super::dialogs::Dialogs;

/// The windows over the board that take the keyboard, one variant a window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Modal {
    Chooser,
    Print,
    TakeBack,
    Round,
    Editor,
    Keys,
    About,
    Replace,
    AfterEnd,
    Close,
    Note,
    Fen,
    GameList,
    Paste,
    Loading,
    Waiting,
}

impl Modal {
    /// Top first: which window is over which when several are open (Jipu's own file chooser over the print dialog
    /// that opened it, the print dialog over the round's, a question over the list it came from).
    pub const Z_ORDER: [Modal; 16] = [
        Modal::Chooser,
        Modal::Print,
        Modal::TakeBack,
        Modal::Round,
        Modal::Editor,
        Modal::Keys,
        Modal::About,
        Modal::Replace,
        Modal::AfterEnd,
        Modal::Close,
        Modal::Note,
        Modal::Fen,
        Modal::GameList,
        Modal::Paste,
        Modal::Loading,
        Modal::Waiting,
    ];

    /// Whether Escape closes it.
    fn closes_on_escape(self) -> bool {
        match self {
            Modal::Loading | Modal::Waiting => false,
            Modal::Chooser
            | Modal::Print
            | Modal::TakeBack
            | Modal::Round
            | Modal::Editor
            | Modal::Keys
            | Modal::About
            | Modal::Replace
            | Modal::AfterEnd
            | Modal::Close
            | Modal::Note
            | Modal::Fen
            | Modal::GameList
            | Modal::Paste => true,
        }
    }
}

impl Dialogs {
    /// Whether a dialog that takes the keyboard is open (keys then go to it, not to the game).
    pub fn any_open(&self) -> bool {
        self.top().is_some()
    }

    /// The dialog on top: the first open one of [`Modal::Z_ORDER`].
    pub fn top(&self) -> Option<Modal> {
        Modal::Z_ORDER.into_iter().find(|&m| self.is_open(m))
    }

    /// Whether the window of `modal` is open.
    pub fn is_open(&self, modal: Modal) -> bool {
        match modal {
            Modal::Chooser => self.chooser.is_some(),
            Modal::Print => self.print.is_some(),
            Modal::TakeBack => self.take_back,
            Modal::Round => self.round().is_some(),
            Modal::Editor => self.editor.is_some(),
            Modal::Keys => self.keys,
            Modal::About => self.about,
            Modal::Replace => self.replace.is_some(),
            Modal::AfterEnd => self.after_end.is_some(),
            Modal::Close => self.close,
            Modal::Note => self.note.is_some(),
            Modal::Fen => self.fen.is_some(),
            Modal::GameList => self.game_list.is_some(),
            Modal::Paste => self.paste.is_open(),
            Modal::Loading => self.opening.is_some(),
            Modal::Waiting => !self.waiting.is_empty(),
        }
    }

    /// Closes the dialog on top (Escape); returns whether one was open. The round's dialog and the paste dialog are
    /// hidden, keeping what they hold; a file being opened and the waiting games are not closed by Escape (the one has
    /// its Cancel, the others each their answer).
    pub(in crate::app) fn close_top(&mut self) -> bool {
        let Some(top) = Modal::Z_ORDER
            .into_iter()
            .find(|&m| m.closes_on_escape() && self.is_open(m))
        else {
            return false;
        };
        match top {
            Modal::Chooser => self.chooser = None,
            Modal::Print => self.print = None,
            Modal::TakeBack => self.take_back = false,
            Modal::Round => {
                if let Some(round) = &mut self.round {
                    round.show(false);
                }
            }
            Modal::Editor => self.editor = None,
            Modal::Keys => self.keys = false,
            Modal::About => self.about = false,
            Modal::Replace => self.replace = None,
            Modal::AfterEnd => self.after_end = None,
            Modal::Close => self.close = false,
            Modal::Note => self.note = None,
            Modal::Fen => self.fen = None,
            Modal::GameList => self.game_list = None,
            Modal::Paste => self.paste.show(false),
            Modal::Loading | Modal::Waiting => {}
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_window_has_one_place_in_the_order() {
        for (i, a) in Modal::Z_ORDER.iter().enumerate() {
            assert!(!Modal::Z_ORDER[i + 1..].contains(a), "{a:?} twice");
        }
    }

    #[test]
    fn escape_closes_the_window_on_top_and_only_it() {
        let mut dialogs = Dialogs {
            keys: true,
            about: true,
            ..Dialogs::default()
        };
        assert_eq!(dialogs.top(), Some(Modal::Keys));
        assert!(dialogs.close_top());
        assert!(
            !dialogs.keys && dialogs.about,
            "Keys closed, About still open"
        );
        assert!(dialogs.close_top());
        assert!(!dialogs.any_open());
        assert!(!dialogs.close_top(), "nothing left to close");
    }

    #[test]
    fn escape_leaves_a_file_being_opened_and_the_waiting_games_to_their_own_answers() {
        let kept: Vec<Modal> = Modal::Z_ORDER
            .into_iter()
            .filter(|m| !m.closes_on_escape())
            .collect();
        assert_eq!(kept, [Modal::Loading, Modal::Waiting]);
    }
}
