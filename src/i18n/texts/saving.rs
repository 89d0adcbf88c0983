//! A game saved, or not: the question before unsaved changes are lost, and the games restored after a window closed
//! without saving them.

area! {
    /// A game saved, or not: unsaved changes, and the games restored after a window closed unsaved.
    Saving(SavingKey) {
        UnsavedChanges,
        SaveAndClose,
        Discard,
        /// `{0}` the file.
        Saved,
        Restored,
        UnsavedGamesFound,
        UnsavedGamesExplain,
        /// `{0}` the players, `{1}` how many moves, `{2}` how many minutes ago.
        WaitingGame,
        RestoreHere,
        RestoreInNewWindow,
        Later,
        NotSaved,
        /// `{0}` the file's name.
        SavedIn,
    }
}

/// The English texts.
pub fn en(key: SavingKey) -> &'static str {
    match key {
        SavingKey::UnsavedChanges => "The game has changes that are not saved.",
        SavingKey::SaveAndClose => "Save",
        SavingKey::Discard => "Discard changes",
        SavingKey::Saved => "saved to {0}",
        SavingKey::Restored => "Restored the game that was not saved when Jipu last closed.",
        SavingKey::UnsavedGamesFound => "Unsaved games were found",
        SavingKey::UnsavedGamesExplain => {
            "A Jipu window closed without saving these games (a crash, a kill, a power cut). Each can be restored here or in a new window."
        }
        SavingKey::WaitingGame => "{0} — {1} moves, stored {2} min ago",
        SavingKey::RestoreHere => "Restore here",
        SavingKey::RestoreInNewWindow => "Open in a new window",
        SavingKey::Later => "Later",
        SavingKey::NotSaved => "Not saved",
        SavingKey::SavedIn => "saved in {0}",
    }
}

/// The Chinese texts.
pub fn zh(key: SavingKey) -> &'static str {
    match key {
        SavingKey::UnsavedChanges => "对局有未保存的修改。",
        SavingKey::SaveAndClose => "保存",
        SavingKey::Discard => "放弃修改",
        SavingKey::Saved => "已保存到 {0}",
        SavingKey::Restored => "已恢复上次关闭时未保存的对局。",
        SavingKey::UnsavedGamesFound => "发现未保存的对局",
        SavingKey::UnsavedGamesExplain => {
            "有记谱窗口未保存就关闭了（崩溃、被强行结束或断电）。每局都可以在此窗口或新窗口中恢复。"
        }
        SavingKey::WaitingGame => "{0}——{1} 回合，{2} 分钟前保存",
        SavingKey::RestoreHere => "在此恢复",
        SavingKey::RestoreInNewWindow => "在新窗口打开",
        SavingKey::Later => "稍后",
        SavingKey::NotSaved => "未保存",
        SavingKey::SavedIn => "已保存在 {0}",
    }
}
