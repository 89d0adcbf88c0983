//! How things are shown (the View menu and its neighbours): the interface's language, the notations of the moves and
//! the sheet, the theme, the board's size.

area! {
    /// How things are shown: the languages, the notations, the theme, the board's size.
    View(ViewKey) {
        /// The name of the other language, on the button that switches to it.
        SwitchLanguage,
        ListEnglish,
        ListChinese,
        ListBoth,
        ListDescriptive,
        SheetNotation,
        Paper,
        ViewMenu,
        MoveNotation,
        InterfaceLanguage,
        LargestBoard,
        LightTheme,
        DarkTheme,
        StyleEn,
        StyleZh,
        StyleZhHant,
        StyleFigurine,
        StyleLong,
        StyleLongEn,
        StyleIccf,
    }
}

/// The English texts.
pub fn en(key: ViewKey) -> &'static str {
    match key {
        ViewKey::SwitchLanguage => "中文界面",
        ViewKey::ListEnglish => "English",
        ViewKey::ListChinese => "中文",
        ViewKey::ListBoth => "Both",
        ViewKey::ListDescriptive => "Descriptive (P-K4)",
        ViewKey::SheetNotation => "Sheet notation",
        ViewKey::Paper => "Paper",
        ViewKey::ViewMenu => "View",
        ViewKey::MoveNotation => "Moves",
        ViewKey::InterfaceLanguage => "Interface",
        ViewKey::LargestBoard => "Largest board",
        ViewKey::LightTheme => "Light",
        ViewKey::DarkTheme => "Dark",
        ViewKey::StyleEn => "English (Nf3)",
        ViewKey::StyleZh => "Chinese (马f3)",
        ViewKey::StyleZhHant => "Traditional Chinese (馬f3)",
        ViewKey::StyleFigurine => "Figurines (♘f3)",
        ViewKey::StyleLong => "Full notation (马g1-f3)",
        ViewKey::StyleLongEn => "Full notation, English (Ng1-f3)",
        ViewKey::StyleIccf => "ICCF numbers (7163)",
    }
}

/// The Chinese texts.
pub fn zh(key: ViewKey) -> &'static str {
    match key {
        ViewKey::SwitchLanguage => "English interface",
        ViewKey::ListEnglish => "英文",
        ViewKey::ListChinese => "中文",
        ViewKey::ListBoth => "双语",
        ViewKey::ListDescriptive => "描述记谱法（P-K4）",
        ViewKey::SheetNotation => "记录纸记法",
        ViewKey::Paper => "纸张",
        ViewKey::ViewMenu => "视图",
        ViewKey::MoveNotation => "着法",
        ViewKey::InterfaceLanguage => "界面",
        ViewKey::LargestBoard => "棋盘最大",
        ViewKey::LightTheme => "浅色",
        ViewKey::DarkTheme => "深色",
        ViewKey::StyleEn => "英文（Nf3）",
        ViewKey::StyleZh => "中文（马f3）",
        ViewKey::StyleZhHant => "繁体中文（馬f3）",
        ViewKey::StyleFigurine => "图形（♘f3）",
        ViewKey::StyleLong => "完整记录法（马g1-f3）",
        ViewKey::StyleLongEn => "完整记录法，英文（Ng1-f3）",
        ViewKey::StyleIccf => "ICCF 数字（7163）",
    }
}
