//! Jipu's own file chooser, used where the system's cannot be shown.

area! {
    /// Jipu's own file chooser, used where the system's cannot be shown.
    Chooser(ChooserKey) {
        OwnChooser,
        /// `{0}` the folder.
        CannotReadFolder,
        ChooseAName,
        /// `{0}` the file.
        NoSuchFile,
        /// `{0}` the file.
        ReplaceFile,
        Folder,
        FileName,
        UpFolder,
        Places,
    }
}

/// The English texts.
pub fn en(key: ChooserKey) -> &'static str {
    match key {
        ChooserKey::OwnChooser => {
            "The system's file chooser could not be shown here; Jipu's own is used instead."
        }
        ChooserKey::CannotReadFolder => "The folder {0} cannot be read.",
        ChooserKey::ChooseAName => "Type a file name, or pick a file.",
        ChooserKey::NoSuchFile => "There is no file {0}.",
        ChooserKey::ReplaceFile => "{0} already exists. Press again to replace it.",
        ChooserKey::Folder => "Folder",
        ChooserKey::FileName => "File name",
        ChooserKey::UpFolder => "Up",
        ChooserKey::Places => "Places",
    }
}

/// The Chinese texts.
pub fn zh(key: ChooserKey) -> &'static str {
    match key {
        ChooserKey::OwnChooser => "此处无法显示系统的文件选择窗口，已改用记谱自带的。",
        ChooserKey::CannotReadFolder => "无法读取文件夹 {0}。",
        ChooserKey::ChooseAName => "请输入文件名，或选择一个文件。",
        ChooserKey::NoSuchFile => "没有文件 {0}。",
        ChooserKey::ReplaceFile => "{0} 已存在。再按一次即替换它。",
        ChooserKey::Folder => "文件夹",
        ChooserKey::FileName => "文件名",
        ChooserKey::UpFolder => "上一级",
        ChooserKey::Places => "位置",
    }
}
