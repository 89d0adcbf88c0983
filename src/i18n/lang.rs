//! The language of the interface and of messages: a key's text in it, its placeholders filled, and the system's
//! language at the first start.

use serde::{Deserialize, Serialize};
use shakmaty::{Color, Role};

use super::Key;

/// The language of the interface and of messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    En,
    Zh,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The raw template for `key` in this language.
    pub fn text(self, key: Key) -> &'static str {
        match self {
            Lang::En => key.en(),
            Lang::Zh => key.zh(),
        }
    }

    /// The text for `key` with `{0}`, `{1}`, … replaced by `args`.
    ///
    /// The text is read once: a value that itself holds `{1}` (a file's name) is put in as it is.
    ///
    /// ```
    /// use jipu::{Key, Lang};
    /// let said = Lang::En.fill(Key::CannotReadFile, &["a{1}b.pgn", "missing"]);
    /// assert!(said.contains("a{1}b.pgn"), "{said}");
    /// ```
    pub fn fill(self, key: Key, args: &[&str]) -> String {
        let text = self.text(key);
        let mut out =
            String::with_capacity(text.len() + args.iter().map(|a| a.len()).sum::<usize>());
        let mut rest = text;
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            let after = &rest[open + 1..];
            let digits = after.bytes().take_while(u8::is_ascii_digit).count();
            let index = after[..digits].parse::<usize>().ok();
            match index
                .and_then(|i| args.get(i))
                .filter(|_| after[digits..].starts_with('}'))
            {
                Some(arg) => {
                    out.push_str(arg);
                    rest = &after[digits + 1..];
                }
                None => {
                    out.push('{');
                    rest = after;
                }
            }
        }
        out.push_str(rest);
        out
    }

    /// `label: text` in English, `label：text` in Chinese (a full-width colon, no space), as a message names its file
    /// or field.
    ///
    /// ```
    /// use jipu::Lang;
    /// assert_eq!(Lang::En.labelled("r2.csv", "no rows"), "r2.csv: no rows");
    /// assert_eq!(Lang::Zh.labelled("r2.csv", "没有对局"), "r2.csv：没有对局");
    /// ```
    pub fn labelled(self, label: &str, text: &str) -> String {
        match self {
            Lang::En => format!("{label}: {text}"),
            Lang::Zh => format!("{label}：{text}"),
        }
    }

    /// "White" / "白方".
    pub fn side(self, color: Color) -> &'static str {
        self.text(match color {
            Color::White => Key::White,
            Color::Black => Key::Black,
        })
    }

    /// "knight" / "马".
    pub fn piece(self, role: Role) -> &'static str {
        self.text(match role {
            Role::King => Key::King,
            Role::Queen => Key::Queen,
            Role::Rook => Key::Rook,
            Role::Bishop => Key::Bishop,
            Role::Knight => Key::Knight,
            Role::Pawn => Key::Pawn,
        })
    }
}

impl Lang {
    /// The language of the system: on Windows the user's display language (Chinese for any Chinese one); elsewhere
    /// `LC_ALL`, `LC_MESSAGES`, `LANG`, `LANGUAGE`: Chinese for `zh…`, else English.
    pub fn from_env() -> Lang {
        if let Some(lang) = system::display_language() {
            return lang;
        }
        for var in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] {
            if let Ok(value) = std::env::var(var)
                && !value.is_empty()
            {
                return if value.to_ascii_lowercase().starts_with("zh") {
                    Lang::Zh
                } else {
                    Lang::En
                };
            }
        }
        Lang::En
    }
}

/// The system's own setting of the user's language, where it has one apart from the environment.
mod system {
    use super::Lang;

    /// Windows: the user's display language (`GetUserDefaultUILanguage`); Chinese is primary language 0x04.
    #[cfg(windows)]
    pub fn display_language() -> Option<Lang> {
        // SAFETY: no arguments; reads the user's setting.
        let id = unsafe { windows_sys::Win32::Globalization::GetUserDefaultUILanguage() };
        const LANG_CHINESE: u16 = 0x04;
        match id & 0x3ff {
            0 => None,
            LANG_CHINESE => Some(Lang::Zh),
            _ => Some(Lang::En),
        }
    }

    /// Elsewhere the environment's locale is the setting.
    #[cfg(not(windows))]
    pub fn display_language() -> Option<Lang> {
        None
    }
}
