//! A game saved, or not: the question before unsaved changes are lost, and the games restored after a window closed
//! without saving them.

area! {
    /// A game saved, or not: unsaved changes, and the games restored after a window closed unsaved.
    Unsaved(UnsavedKey) {
        UnsavedChanges,
        SaveAndClose,
        Discard,
        /// `{0}` the file.
        Saved,
        /// `{0}` the file.
        Saving,
        /// `{0}` the file.
        StillSaving,
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
pub fn en(key: UnsavedKey) -> &'static str {
    match key {
        UnsavedKey::UnsavedChanges => "The game has changes that are not saved.",
        UnsavedKey::SaveAndClose => "Save",
        UnsavedKey::Discard => "Discard changes",
        UnsavedKey::Saved => "saved to {0}",
        UnsavedKey::Saving => "saving to {0}…",
        UnsavedKey::StillSaving => "{0} is still being saved: wait until it is",
        UnsavedKey::Restored => "Restored the game that was not saved when Jipu last closed.",
        UnsavedKey::UnsavedGamesFound => "Unsaved games were found",
        UnsavedKey::UnsavedGamesExplain => {
            "A Jipu window closed without saving these games (a crash, a kill, a power cut). Each can be restored here or in a new window."
        }
        UnsavedKey::WaitingGame => "{0} — {1} moves, stored {2} min ago",
        UnsavedKey::RestoreHere => "Restore here",
        UnsavedKey::RestoreInNewWindow => "Open in a new window",
        UnsavedKey::Later => "Later",
        UnsavedKey::NotSaved => "Not saved",
        UnsavedKey::SavedIn => "saved in {0}",
    }
}

/// The Chinese texts.
pub fn zh(key: UnsavedKey) -> &'static str {
    match key {
        UnsavedKey::UnsavedChanges => "对局有未保存的修改。",
        UnsavedKey::SaveAndClose => "保存",
        UnsavedKey::Discard => "放弃修改",
        UnsavedKey::Saved => "已保存到 {0}",
        UnsavedKey::Saving => "正在保存到 {0}……",
        UnsavedKey::StillSaving => "{0} 仍在保存中，请等保存完成",
        UnsavedKey::Restored => "已恢复上次关闭时未保存的对局。",
        UnsavedKey::UnsavedGamesFound => "发现未保存的对局",
        UnsavedKey::UnsavedGamesExplain => {
            "有记谱窗口未保存就关闭了（崩溃、被强行结束或断电）。每局都可以在此窗口或新窗口中恢复。"
        }
        UnsavedKey::WaitingGame => "{0}——{1} 回合，{2} 分钟前保存",
        UnsavedKey::RestoreHere => "在此恢复",
        UnsavedKey::RestoreInNewWindow => "在新窗口打开",
        UnsavedKey::Later => "稍后",
        UnsavedKey::NotSaved => "未保存",
        UnsavedKey::SavedIn => "已保存在 {0}",
    }
}
