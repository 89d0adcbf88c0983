//! Every text a user sees, in English and Chinese: one key per text, the texts of an area of the program in one file
//! of `texts/`, both languages side by side.
//!
//! The tables are exhaustive `match`es, so a key missing in either language does not compile;
//! the tests check that no text is empty and that placeholders agree.

mod key;
mod lang;
mod texts;

pub use key::Key;
pub use lang::Lang;
pub use texts::{
    AnalysisKey, BoardKey, ChessKey, ChooserKey, ClockKey, ClubKey, ClubRoundKey, DetailsKey,
    FileKey, GradingKey, HelpKey, MenuKey, PictureKey, PositionKey, PrintKey, ReadingKey, SheetKey,
    UnsavedKey, ViewKey,
};

#[cfg(test)]
mod tests {
    use super::*;

    fn placeholders(s: &str) -> Vec<usize> {
        (0..6).filter(|i| s.contains(&format!("{{{i}}}"))).collect()
    }

    #[test]
    fn both_languages_have_every_key_with_the_same_placeholders() {
        for &key in Key::ALL {
            let en = Lang::En.text(key);
            let zh = Lang::Zh.text(key);
            assert!(!en.trim().is_empty(), "{key:?} is empty in English");
            assert!(!zh.trim().is_empty(), "{key:?} is empty in Chinese");
            assert_eq!(
                placeholders(en),
                placeholders(zh),
                "{key:?} placeholders differ"
            );
        }
    }

    #[test]
    fn chinese_texts_are_chinese() {
        // The button that switches to English is named in English in every language.
        for &key in Key::ALL.iter().filter(|&&k| k != Key::SwitchLanguage) {
            let zh = Lang::Zh.text(key);
            assert!(
                zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "{key:?} has no Chinese: {zh}"
            );
        }
    }

    #[test]
    fn fill_replaces_placeholders() {
        let s = Lang::En.fill(Key::NoPieceOn, &["white", "e2"]);
        assert_eq!(s, "there is no white piece on e2");
        let s = Lang::Zh.fill(Key::NoPieceOn, &["白方", "e2"]);
        assert_eq!(s, "e2 格上没有白方的棋子");
    }
}
