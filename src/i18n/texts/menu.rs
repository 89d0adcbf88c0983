//! The window itself: its title, why it cannot open, its menus, and the buttons every dialog shares.

area! {
    /// The window itself: its title, its menus, the buttons every dialog shares.
    Menu(MenuKey) {
        /// `{0}` the reason.
        CannotOpenWindow,
        BuiltWithoutWindow,
        AppTitle,
        Cancel,
        Ok,
        OpenFile,
        SaveFile,
        SaveFileAs,
        /// File › Exit: the window closes (asking first when the game has unsaved changes).
        Exit,
        ExportSheet,
        PrintSheet,
        PrintBlank,
        CopyPgn,
        FileMenu,
        RecentFiles,
        Yes,
        No,
        EditMenu,
        Undo,
        Redo,
        CloseDialog,
    }
}

/// The English texts.
pub fn en(key: MenuKey) -> &'static str {
    match key {
        MenuKey::CannotOpenWindow => "cannot open the window: {0}",
        MenuKey::BuiltWithoutWindow => {
            "this jipu was built without the window (cargo build --no-default-features); the commands import, moves and sheet work — see jipu --help"
        }
        MenuKey::AppTitle => "Jipu 记谱",
        MenuKey::Cancel => "Cancel",
        MenuKey::Ok => "OK",
        MenuKey::OpenFile => "Open…",
        MenuKey::SaveFile => "Save",
        MenuKey::SaveFileAs => "Save as…",
        MenuKey::Exit => "Exit",
        MenuKey::ExportSheet => "Export scoresheet…",
        MenuKey::PrintSheet => "Print",
        MenuKey::PrintBlank => "Print blank sheets",
        MenuKey::CopyPgn => "Copy game as PGN",
        MenuKey::FileMenu => "File",
        MenuKey::RecentFiles => "Recent files",
        MenuKey::Yes => "Yes",
        MenuKey::No => "No",
        MenuKey::EditMenu => "Edit",
        MenuKey::Undo => "Undo",
        MenuKey::Redo => "Redo",
        MenuKey::CloseDialog => "Close",
    }
}

/// The Chinese texts.
pub fn zh(key: MenuKey) -> &'static str {
    match key {
        MenuKey::CannotOpenWindow => "无法打开窗口：{0}",
        MenuKey::BuiltWithoutWindow => {
            "此 jipu 在编译时未包含窗口（cargo build --no-default-features）；命令 import、moves、sheet 可用，详见 jipu --help"
        }
        MenuKey::AppTitle => "记谱 Jipu",
        MenuKey::Cancel => "取消",
        MenuKey::Ok => "确定",
        MenuKey::OpenFile => "打开…",
        MenuKey::SaveFile => "保存",
        MenuKey::SaveFileAs => "另存为…",
        MenuKey::Exit => "退出",
        MenuKey::ExportSheet => "导出记录纸…",
        MenuKey::PrintSheet => "打印",
        MenuKey::PrintBlank => "打印空白记录纸",
        MenuKey::CopyPgn => "复制为 PGN",
        MenuKey::FileMenu => "文件",
        MenuKey::RecentFiles => "最近的文件",
        MenuKey::Yes => "是",
        MenuKey::No => "否",
        MenuKey::EditMenu => "编辑",
        MenuKey::Undo => "撤销",
        MenuKey::Redo => "重做",
        MenuKey::CloseDialog => "关闭",
    }
}
