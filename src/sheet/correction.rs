//! What a paper sheet had where the game entered from it differs: when a repair replaces a move the sheet's writer
//! got wrong (`e2—e3` where c3 was played) or gives one the sheet left out, the move keeps a comment saying what the
//! sheet had — `{sheet: e2—e3}`, `{记录纸写作 e2—e3}` — in the language of whoever entered it. An arbiter reads it in
//! the move list and in the PGN; a new sheet prints it only when asked ([`SheetOptions::corrections`]).
//!
//! ```
//! use jipu::Lang;
//! use jipu::sheet::{correction_note, sheet_had};
//! let note = correction_note(Lang::Zh, Some("e2—e3"));
//! assert_eq!(note, "记录纸写作 e2—e3");
//! assert_eq!(sheet_had(&note), Some(Some("e2—e3")));
//! assert_eq!(sheet_had("a good move sheet: Bb6"), Some(Some("Bb6")));
//! assert_eq!(sheet_had(&correction_note(Lang::En, None)), Some(None));
//! assert_eq!(sheet_had("a good move"), None);
//! ```
//!
//! [`SheetOptions::corrections`]: super::SheetOptions::corrections

use shakmaty::Color;

use crate::chess::Game;
use crate::i18n::{Key, Lang};
use crate::notation::{NotationStyle, write_node};

/// The comment recording a repair: what the sheet had written (`None`: the sheet had no move there).
pub fn correction_note(lang: Lang, written: Option<&str>) -> String {
    match written {
        Some(text) => lang.fill(Key::SheetHadWritten, &[text.trim()]),
        None => lang.text(Key::SheetHadNothing).to_string(),
    }
}

/// What the sheet had, when `comment` records a repair (in either language): `Some(Some(text))` what it had
/// written, `Some(None)` that it had nothing there; `None` for a comment that records none. The note is the last
/// thing in its comment (any comment of the text comes before it).
pub fn sheet_had(comment: &str) -> Option<Option<&str>> {
    for lang in Lang::ALL {
        let nothing = lang.text(Key::SheetHadNothing);
        if comment.trim_end().ends_with(nothing) {
            return Some(None);
        }
        let template = lang.text(Key::SheetHadWritten);
        let prefix = template.split("{0}").next().unwrap_or_default();
        if prefix.is_empty() {
            continue;
        }
        if let Some(at) = comment.rfind(prefix) {
            let written = comment[at + prefix.len()..].trim();
            if !written.is_empty() {
                return Some(Some(written));
            }
        }
    }
    None
}

/// The moves of the main line repaired when the game was entered, each as `9. c3 ← e2—e3` (`←` what the sheet had;
/// `—` when it had no move there), in the sheet's notation.
pub(super) fn corrections(game: &Game, style: NotationStyle) -> Vec<String> {
    let mut out = Vec::new();
    for visit in game.walk() {
        let crate::chess::Visit::Move(m) = visit else {
            continue;
        };
        if m.depth > 0 {
            continue;
        }
        let Some(had) = game.tree.notes(m.id).comment.as_deref().and_then(sheet_had) else {
            continue;
        };
        let number = match m.turn() {
            Color::White => format!("{}.", m.number),
            Color::Black => format!("{}...", m.number),
        };
        let played = write_node(game, &m.before, m.id, &[style]).join(" ");
        out.push(format!("{number} {played} ← {}", had.unwrap_or("—")));
    }
    out
}
