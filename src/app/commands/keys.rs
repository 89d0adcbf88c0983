//! Every key of the window, once: the command it gives, who hears it, and its keys. Menus and tooltips, the frame's
//! check of shortcuts, Help › Keys and the user's guide all read this table, and a test fails when two keys clash.

use egui::{Key, KeyboardShortcut, Modifiers};

use super::command::Command;
use crate::i18n::{Key as Text, Lang};

/// Who acts on a command's keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heard {
    /// The frame, before any widget sees them (unless a field being typed in has a use for them).
    Frame,
    /// The widget that has the keyboard, or the frame's own reading of it: Enter in the move box, Escape, copy and
    /// paste. Listed in Help › Keys; no menu shows them.
    Widget,
}

/// One row of the table: a command and its keys, the first the one menus and tooltips show.
pub struct Binding {
    pub command: Command,
    pub heard: Heard,
    pub keys: &'static [KeyboardShortcut],
}

const fn key(modifiers: Modifiers, key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(modifiers, key)
}

const COMMAND_SHIFT: Modifiers = Modifiers::COMMAND.plus(Modifiers::SHIFT);

/// Every key, in the order Help › Keys lists them.
pub static KEYS: [Binding; 20] = [
    // F1, as help is opened in every desktop program.
    bind(
        Command::ShowGuide,
        Heard::Frame,
        &[key(Modifiers::NONE, Key::F1)],
    ),
    bind(
        Command::PreviousMove,
        Heard::Frame,
        &[key(Modifiers::NONE, Key::ArrowLeft)],
    ),
    bind(
        Command::NextMove,
        Heard::Frame,
        &[key(Modifiers::NONE, Key::ArrowRight)],
    ),
    bind(
        Command::FirstPosition,
        Heard::Frame,
        &[key(Modifiers::NONE, Key::Home)],
    ),
    bind(
        Command::LastMove,
        Heard::Frame,
        &[key(Modifiers::NONE, Key::End)],
    ),
    // F8, as "next problem" in many programs: the moves a sheet was read unsure of, one after another.
    bind(
        Command::NextUnsure,
        Heard::Frame,
        &[key(Modifiers::NONE, Key::F8)],
    ),
    bind(
        Command::PreviousUnsure,
        Heard::Frame,
        &[key(Modifiers::SHIFT, Key::F8)],
    ),
    // Shift+F: a lone `f` begins a move such as `f4`.
    bind(
        Command::FlipBoard,
        Heard::Frame,
        &[key(Modifiers::SHIFT, Key::F)],
    ),
    bind(
        Command::NewGame,
        Heard::Frame,
        &[key(Modifiers::COMMAND, Key::N)],
    ),
    bind(
        Command::Open,
        Heard::Frame,
        &[key(Modifiers::COMMAND, Key::O)],
    ),
    bind(
        Command::Save,
        Heard::Frame,
        &[key(Modifiers::COMMAND, Key::S)],
    ),
    bind(Command::SaveAs, Heard::Frame, &[key(COMMAND_SHIFT, Key::S)]),
    bind(
        Command::Print,
        Heard::Frame,
        &[key(Modifiers::COMMAND, Key::P)],
    ),
    bind(
        Command::Undo,
        Heard::Frame,
        &[key(Modifiers::COMMAND, Key::Z)],
    ),
    // Ctrl+Y too, as on Windows.
    bind(
        Command::Redo,
        Heard::Frame,
        &[key(COMMAND_SHIFT, Key::Z), key(Modifiers::COMMAND, Key::Y)],
    ),
    // E for engine; a plain key would be typed into the move box.
    bind(
        Command::ToggleEngine,
        Heard::Frame,
        &[key(Modifiers::COMMAND, Key::E)],
    ),
    bind(
        Command::EntrySubmit,
        Heard::Widget,
        &[key(Modifiers::NONE, Key::Enter)],
    ),
    bind(
        Command::Escape,
        Heard::Widget,
        &[key(Modifiers::NONE, Key::Escape)],
    ),
    bind(
        Command::CopyPgn,
        Heard::Widget,
        &[key(Modifiers::COMMAND, Key::C)],
    ),
    bind(
        Command::PasteText(String::new()),
        Heard::Widget,
        &[key(Modifiers::COMMAND, Key::V)],
    ),
];

const fn bind(command: Command, heard: Heard, keys: &'static [KeyboardShortcut]) -> Binding {
    Binding {
        command,
        heard,
        keys,
    }
}

/// The row of `command` (of its kind: a paste of any text is the paste).
pub fn binding(command: &Command) -> Option<&'static Binding> {
    let kind = std::mem::discriminant(command);
    KEYS.iter()
        .find(|b| std::mem::discriminant(&b.command) == kind)
}

/// The keys the frame checks each frame, each with its command, those with more modifiers first: Ctrl+Shift+Z is
/// also a Ctrl+Z, and must be taken before it.
/// (Worked out once: the frame asks every frame.)
pub fn frame_keys() -> &'static [(KeyboardShortcut, &'static Command)] {
    static FRAME_KEYS: std::sync::LazyLock<Vec<(KeyboardShortcut, &'static Command)>> =
        std::sync::LazyLock::new(|| {
            let mut keys: Vec<_> = KEYS
                .iter()
                .filter(|b| b.heard == Heard::Frame)
                .flat_map(|b| b.keys.iter().map(move |k| (*k, &b.command)))
                .collect();
            keys.sort_by_key(|(k, _)| std::cmp::Reverse(modifier_count(k.modifiers)));
            keys
        });
    &FRAME_KEYS
}

fn modifier_count(m: Modifiers) -> u32 {
    [m.alt, m.ctrl, m.shift, m.mac_cmd, m.command]
        .into_iter()
        .map(u32::from)
        .sum()
}

impl Command {
    /// The key that gives this command, shown in menus and tooltips.
    pub fn shortcut(&self) -> Option<KeyboardShortcut> {
        binding(self)
            .filter(|b| b.heard == Heard::Frame)
            .and_then(|b| b.keys.first().copied())
    }

    /// Every key that gives this command.
    pub fn keys(&self) -> Vec<KeyboardShortcut> {
        binding(self).map_or_else(Vec::new, |b| b.keys.to_vec())
    }

    /// The table of Help › Keys: the keys (as this system writes them) and what each does.
    pub fn keys_table(ctx: &egui::Context, lang: Lang) -> Vec<(String, String)> {
        KEYS.iter()
            .map(|binding| &binding.command)
            .map(|command| {
                let keys: Vec<String> = command
                    .keys()
                    .iter()
                    .map(|k| ctx.format_shortcut(k))
                    .collect();
                (keys.join(" / "), command.label(lang))
            })
            .chain([(
                lang.text(Text::KeysTyping).to_string(),
                lang.text(Text::KeysTypingDoes).to_string(),
            )])
            .collect()
    }

    /// The label with its shortcut, for tooltips.
    pub fn hint(&self, ctx: &egui::Context, lang: Lang) -> String {
        match self.shortcut() {
            Some(s) => format!("{} ({})", self.label(lang), ctx.format_shortcut(&s)),
            None => self.label(lang),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether a press of `pressed` would be taken by a check for `checked` (egui matches logically: a shortcut
    /// without Shift is also pressed with it).
    fn takes(checked: &KeyboardShortcut, pressed: &KeyboardShortcut) -> bool {
        checked.logical_key == pressed.logical_key
            && pressed.modifiers.matches_logically(checked.modifiers)
    }

    #[test]
    fn no_two_keys_are_the_same() {
        let all: Vec<(KeyboardShortcut, &Command)> = KEYS
            .iter()
            .flat_map(|b| b.keys.iter().map(move |k| (*k, &b.command)))
            .collect();
        for (i, (a, ca)) in all.iter().enumerate() {
            for (b, cb) in &all[i + 1..] {
                assert!(a != b, "{ca:?} and {cb:?} share a key: {a:?}");
            }
        }
    }

    #[test]
    fn no_key_the_frame_checks_is_taken_by_one_checked_before_it() {
        let keys = frame_keys();
        for (i, (later, command)) in keys.iter().enumerate() {
            for (earlier, other) in &keys[..i] {
                assert!(
                    !takes(earlier, later),
                    "{other:?}'s {earlier:?} would take {command:?}'s {later:?}"
                );
            }
        }
    }

    #[test]
    fn the_check_sees_a_clash_when_there_is_one() {
        let undo = key(Modifiers::COMMAND, Key::Z);
        let redo = key(COMMAND_SHIFT, Key::Z);
        assert!(
            takes(&undo, &redo),
            "Ctrl+Z checked first takes Ctrl+Shift+Z"
        );
        assert!(!takes(&redo, &undo));
    }

    #[test]
    fn no_key_of_the_frame_types_a_letter_into_the_move_box() {
        for (k, command) in frame_keys() {
            let letter = k.logical_key.name().chars().count() == 1;
            assert!(
                !letter || k.modifiers.command || k.modifiers.shift,
                "{command:?}'s {k:?} would be typed into the move box"
            );
        }
    }

    #[test]
    fn a_command_is_listed_once() {
        for (i, a) in KEYS.iter().enumerate() {
            for b in &KEYS[i + 1..] {
                assert_ne!(
                    std::mem::discriminant(&a.command),
                    std::mem::discriminant(&b.command),
                    "{:?} has two rows",
                    a.command
                );
            }
        }
    }
}
