//! Help: the user's guide, the table of keys, and About Jipu with its credits.

area! {
    /// Help: the user's guide, the keys, and About Jipu.
    Help(HelpKey) {
        HelpMenu,
        /// Help › User's guide, and its window's title.
        GuideMenu,
        /// The guide's list of sections.
        GuideContents,
        /// `{0}` the folders looked in.
        GuideNotFound,
        /// `{0}` the file, `{1}` why.
        GuideUnreadable,
        /// `{0}` the file.
        GuideEmpty,
        AboutMenu,
        /// `{0}` version.
        AboutVersion,
        /// `{0}` the licence's name.
        AboutLicence,
        /// `{0}` folder.
        AboutDataFolder,
        AboutNoDataFolder,
        AboutFontCredit,
        AboutPiecesCredit,
        AboutIconCredit,
        AboutOpeningsCredit,
        AboutModelCredit,
        KeysMenu,
        KeysColumn,
        DoesColumn,
        KeysTyping,
        KeysTypingDoes,
        EnterKey,
        EscapeKey,
        PasteKey,
        CloseKeys,
    }
}

/// The English texts.
pub fn en(key: HelpKey) -> &'static str {
    match key {
        HelpKey::HelpMenu => "Help",
        HelpKey::GuideMenu => "User's guide",
        HelpKey::GuideContents => "Contents",
        HelpKey::GuideNotFound => {
            "The user's guide is not installed with this copy of Jipu (looked for in {0}): install Jipu again to have it"
        }
        HelpKey::GuideUnreadable => "The user's guide {0} cannot be read: {1}",
        HelpKey::GuideEmpty => "The user's guide {0} is empty or damaged: install Jipu again",
        HelpKey::AboutMenu => "About Jipu",
        HelpKey::AboutVersion => "Version {0}",
        HelpKey::AboutLicence => {
            "Free software under the {0} licence: you may use, share and change it."
        }
        HelpKey::AboutDataFolder => "Your unsaved games and settings are kept in {0}",
        HelpKey::AboutNoDataFolder => {
            "This system gives Jipu no folder for its data: games are not kept between runs"
        }
        HelpKey::AboutFontCredit => {
            "Font: Jipu Sans, made from Noto Sans SC (Adobe) and Noto Sans Symbols 2 (the Noto Project Authors), SIL Open Font License 1.1"
        }
        HelpKey::AboutPiecesCredit => {
            "Pieces: cburnett, drawn by Colin M. L. Burnett, GPL version 2 or later"
        }
        HelpKey::AboutIconCredit => "Icon: drawn for Jipu, GPL version 3 or later",
        HelpKey::AboutOpeningsCredit => {
            "Opening names: the Lichess chess-openings table (its contributors), CC0 1.0; the Chinese names are Jipu's own"
        }
        HelpKey::AboutModelCredit => {
            "Reading pictures: PaddleOCR's PP-OCRv4 recognition model (PaddlePaddle authors, converted by RapidOCR), Apache License 2.0"
        }
        HelpKey::KeysMenu => "Keys",
        HelpKey::KeysColumn => "keys",
        HelpKey::DoesColumn => "does",
        HelpKey::KeysTyping => "any letter, digit or 汉字",
        HelpKey::KeysTypingDoes => "typed into the move box: a move, a move number, a result",
        HelpKey::EnterKey => {
            "In the move box: play the first move offered; in a dialog: its main button"
        }
        HelpKey::EscapeKey => {
            "Clear the move box; close a dialog (Cancel); a list that is open closes first"
        }
        HelpKey::PasteKey => "Paste a game or a FEN (where no text is being edited)",
        HelpKey::CloseKeys => "Close",
    }
}

/// The Chinese texts.
pub fn zh(key: HelpKey) -> &'static str {
    match key {
        HelpKey::HelpMenu => "帮助",
        HelpKey::GuideMenu => "使用说明",
        HelpKey::GuideContents => "目录",
        HelpKey::GuideNotFound => "这份记谱没有安装使用说明（查找过：{0}）：重新安装记谱即可",
        HelpKey::GuideUnreadable => "无法读取使用说明 {0}：{1}",
        HelpKey::GuideEmpty => "使用说明 {0} 是空的或已损坏：请重新安装记谱",
        HelpKey::AboutMenu => "关于记谱",
        HelpKey::AboutVersion => "版本 {0}",
        HelpKey::AboutLicence => "自由软件，{0} 许可证：可以自由使用、分享和修改。",
        HelpKey::AboutDataFolder => "未保存的对局和设置保存在 {0}",
        HelpKey::AboutNoDataFolder => "系统没有为记谱提供数据文件夹：对局不会在两次运行之间保留",
        HelpKey::AboutFontCredit => {
            "字体：Jipu Sans，由 Noto Sans SC（Adobe）和 Noto Sans Symbols 2（Noto 项目作者）制作，SIL 开放字体许可证 1.1"
        }
        HelpKey::AboutPiecesCredit => {
            "棋子：cburnett，Colin M. L. Burnett 绘制，GPL 第 2 版或更高版本"
        }
        HelpKey::AboutIconCredit => "图标：为记谱绘制，GPL 第 3 版或更高版本",
        HelpKey::AboutOpeningsCredit => {
            "开局名称：Lichess chess-openings 表（其贡献者），CC0 1.0；中文名称由记谱自编"
        }
        HelpKey::AboutModelCredit => {
            "图片识别：PaddleOCR 的 PP-OCRv4 文字识别模型（PaddlePaddle 作者，RapidOCR 转换），Apache 许可证 2.0"
        }
        HelpKey::KeysMenu => "快捷键",
        HelpKey::KeysColumn => "按键",
        HelpKey::DoesColumn => "作用",
        HelpKey::KeysTyping => "任何字母、数字或汉字",
        HelpKey::KeysTypingDoes => "输入到着法框：着法、回合数、结果",
        HelpKey::EnterKey => "在着法框中：走第一个候选着法；在对话框中：确认",
        HelpKey::EscapeKey => "清空着法框；关闭对话框（取消）；先关闭打开的列表",
        HelpKey::PasteKey => "粘贴对局或 FEN（未在编辑文字时）",
        HelpKey::CloseKeys => "关闭",
    }
}
