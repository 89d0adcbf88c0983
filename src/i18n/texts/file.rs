//! Files of games: why one cannot be read, the encoding it was read in, its games listed and found, writing it.

area! {
    /// Files of games: read, decoded, listed, found in, written.
    File(FileKey) {
        /// `{0}` file name, `{1}` reason.
        CannotReadFile,
        FileMissing,
        NoPermission,
        IsAFolder,
        NotText,
        NoGameInFile,
        ReplaceGames,
        EmptyFile,
        /// `{0}` requested number, `{1}` number of games.
        NoSuchGame,
        /// `{0}` the name of the encoding.
        DecodedAs,
        /// `{0}` the file, `{1}` the reason.
        CannotWriteFile,
        /// A game saved into its file while the file is still being read.
        FileStillReading,
        ChooseGame,
        /// `{0}` the file.
        Loading,
        /// `{0}` the file.
        Cancelled,
        /// `{0}` the file, `{1}` the encoding.
        FileReadAs,
        ReopenAs,
        FindGames,
        FindGamesHint,
        /// `{0}` games shown, `{1}` games in the file (so far).
        GamesShown,
        PrintListed,
        /// `{0}` the part of the filter.
        BadFilter,
    }
}

/// The English texts.
pub fn en(key: FileKey) -> &'static str {
    match key {
        FileKey::CannotReadFile => "cannot read {0}: {1}",
        FileKey::FileMissing => "there is no such file",
        FileKey::NoPermission => "you are not allowed to read it",
        FileKey::IsAFolder => "it is a folder, not a file",
        FileKey::NotText => {
            "it is not a text file of games (it holds binary data, such as a picture or an archive)"
        }
        FileKey::NoGameInFile => "There is no game in {0}.",
        FileKey::ReplaceGames => {
            "{0} already holds {1} games: saving replaces them all with this one. Press again to replace them."
        }
        FileKey::EmptyFile => "{0} is empty: there is no game in it",
        FileKey::NoSuchGame => "there is no game {0}: the input holds {1}",
        FileKey::DecodedAs => "the file is not UTF-8; it was read as {0}",
        FileKey::CannotWriteFile => "cannot write {0}: {1}",
        FileKey::FileStillReading => {
            "{0} is still being read: save again once all its games are listed (nothing was written)"
        }
        FileKey::ChooseGame => "Choose a game",
        FileKey::Loading => "Reading {0}…",
        FileKey::Cancelled => "Reading {0} was cancelled.",
        FileKey::FileReadAs => {
            "{0} is not UTF-8: it was read as {1}. If names look wrong, File › Reopen as… reads it as another encoding."
        }
        FileKey::ReopenAs => "Reopen as",
        FileKey::FindGames => "Find",
        FileKey::FindGamesHint => "王 round:5 date:2024..2025 result:1-0",
        FileKey::GamesShown => "{0} of {1} games",
        FileKey::PrintListed => "Print these games' sheets…",
        FileKey::BadFilter => {
            "“{0}” cannot be read: write a word, or white:, black:, player:, event:, site:, round:, date:2024..2025, result:1-0"
        }
    }
}

/// The Chinese texts.
pub fn zh(key: FileKey) -> &'static str {
    match key {
        FileKey::CannotReadFile => "无法读取 {0}：{1}",
        FileKey::FileMissing => "没有这个文件",
        FileKey::NoPermission => "没有读取它的权限",
        FileKey::IsAFolder => "这是文件夹，不是文件",
        FileKey::NotText => "这不是记录对局的文本文件（其中是图片、压缩包之类的二进制数据）",
        FileKey::NoGameInFile => "{0} 中没有对局。",
        FileKey::ReplaceGames => {
            "{0} 里已有 {1} 局对局：保存会用这一局替换它们全部。再按一次即替换。"
        }
        FileKey::EmptyFile => "{0} 是空的，没有对局",
        FileKey::NoSuchGame => "没有第 {0} 局：输入中共有 {1} 局",
        FileKey::DecodedAs => "文件不是 UTF-8 编码，已按 {0} 读取",
        FileKey::CannotWriteFile => "无法写入 {0}：{1}",
        FileKey::FileStillReading => "{0} 还在读取中：等其中的对局全部列出后再保存（这次没有写入）",
        FileKey::ChooseGame => "选择对局",
        FileKey::Loading => "正在读取 {0}…",
        FileKey::Cancelled => "已取消读取 {0}。",
        FileKey::FileReadAs => {
            "{0} 不是 UTF-8 编码：已按 {1} 读取。若姓名显示不对，可用 文件 › 按其他编码重新打开。"
        }
        FileKey::ReopenAs => "按其他编码重新打开",
        FileKey::FindGames => "查找",
        FileKey::FindGamesHint => "王 轮:5 日期:2024..2025 结果:白胜",
        FileKey::GamesShown => "{1} 局中的 {0} 局",
        FileKey::PrintListed => "打印这些对局的记录纸…",
        FileKey::BadFilter => {
            "“{0}”无法识别：请写词语，或 白方:、黑方:、棋手:、比赛:、地点:、轮:、日期:2024..2025、结果:白胜"
        }
    }
}
