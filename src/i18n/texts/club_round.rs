//! A round at the club: its boards, a game started for one of them, the sheets printed for them, the results typed in
//! and written back.

area! {
    /// A round at the club: its boards, a game started for one, their sheets, the results.
    ClubRound(ClubRoundKey) {
        RoundHasNoBoards,
        /// `{0}` the table, `{1}` the round.
        TookBoard,
        /// `{0}` the file, `{1}` round, `{2}` number of boards.
        RoundSheets,
        /// `{0}` the file, `{1}` number of boards.
        UnnumberedRoundSheets,
        RoundMenu,
        OpenPairings,
        RoundBoardsTab,
        RoundResultsTab,
        RoundGradingTab,
        BoardsOfRound,
        NewGameForBoard,
        NewGameForBoardHint,
        PrintSheets,
        /// `{0}` the text.
        NotARoundNumber,
        /// `{0}` table.
        TookBoardNoRound,
        ResultKeys,
        /// `{0}` boards with a result, `{1}` boards.
        ResultsIn,
        WriteResultsCsv,
        WriteResultsTrf,
        /// `{0}` the file.
        ResultsWritten,
        ResultsFileSuffix,
        SheetsFileSuffix,
        BlankFileName,
        RoundTitle,
    }
}

/// The English texts.
pub fn en(key: ClubRoundKey) -> &'static str {
    match key {
        ClubRoundKey::RoundHasNoBoards => "This round has no boards paired.",
        ClubRoundKey::TookBoard => {
            "A new game for table {0}, round {1}: its details are in the form."
        }
        ClubRoundKey::RoundSheets => "{0}: round {1}, boards: {2}",
        ClubRoundKey::UnnumberedRoundSheets => "{0}: boards: {1}",
        ClubRoundKey::RoundMenu => "A round at the club…",
        ClubRoundKey::OpenPairings => "Open another pairing file…",
        ClubRoundKey::RoundBoardsTab => "Boards and sheets",
        ClubRoundKey::RoundResultsTab => "Results",
        ClubRoundKey::RoundGradingTab => "Grading points",
        ClubRoundKey::BoardsOfRound => "Boards of round",
        ClubRoundKey::NewGameForBoard => "Start this game",
        ClubRoundKey::NewGameForBoardHint => {
            "A new game with this board's details (the game shown is asked about first when it has unsaved changes)"
        }
        ClubRoundKey::PrintSheets => "Print the sheets…",
        ClubRoundKey::NotARoundNumber => "`{0}` is not a round number (1, 2, 3…)",
        ClubRoundKey::TookBoardNoRound => "A new game for table {0}: its details are in the form.",
        ClubRoundKey::ResultKeys => {
            "Keys: ↑ ↓ a board · 1 White wins · 0 Black wins · = draw · + White by forfeit · - Black by forfeit · x both forfeit · Delete no result"
        }
        ClubRoundKey::ResultsIn => "{0} of {1} results in",
        ClubRoundKey::WriteResultsCsv => "Write a results CSV…",
        ClubRoundKey::WriteResultsTrf => "Write into the TRF",
        ClubRoundKey::ResultsWritten => "results written: {0}",
        ClubRoundKey::ResultsFileSuffix => "results",
        ClubRoundKey::SheetsFileSuffix => "sheets",
        ClubRoundKey::BlankFileName => "blank-sheets",
        ClubRoundKey::RoundTitle => "A round at the club",
    }
}

/// The Chinese texts.
pub fn zh(key: ClubRoundKey) -> &'static str {
    match key {
        ClubRoundKey::RoundHasNoBoards => "这一轮没有配对的台次。",
        ClubRoundKey::TookBoard => "新对局：第 {1} 轮第 {0} 台，信息已填入表格。",
        ClubRoundKey::RoundSheets => "{0}：第 {1} 轮，共 {2} 台",
        ClubRoundKey::UnnumberedRoundSheets => "{0}：共 {1} 台",
        ClubRoundKey::RoundMenu => "俱乐部比赛轮次…",
        ClubRoundKey::OpenPairings => "打开其他配对文件…",
        ClubRoundKey::RoundBoardsTab => "台次与记录纸",
        ClubRoundKey::RoundResultsTab => "成绩",
        ClubRoundKey::RoundGradingTab => "等级分",
        ClubRoundKey::BoardsOfRound => "显示轮次",
        ClubRoundKey::NewGameForBoard => "开始本台对局",
        ClubRoundKey::NewGameForBoardHint => "以本台信息新建对局（当前对局有未保存的修改时先询问）",
        ClubRoundKey::PrintSheets => "打印记录纸…",
        ClubRoundKey::NotARoundNumber => "`{0}` 不是轮次（1、2、3……）",
        ClubRoundKey::TookBoardNoRound => "新对局：第 {0} 台，信息已填入表格。",
        ClubRoundKey::ResultKeys => {
            "按键：↑ ↓ 选台 · 1 白胜 · 0 黑胜 · = 和棋 · + 白方不战而胜 · - 黑方不战而胜 · x 双方弃权 · Delete 清除"
        }
        ClubRoundKey::ResultsIn => "已录入 {0}/{1} 台结果",
        ClubRoundKey::WriteResultsCsv => "写出成绩 CSV…",
        ClubRoundKey::WriteResultsTrf => "写回 TRF 文件",
        ClubRoundKey::ResultsWritten => "成绩已写入：{0}",
        ClubRoundKey::ResultsFileSuffix => "成绩",
        ClubRoundKey::SheetsFileSuffix => "记录纸",
        ClubRoundKey::BlankFileName => "空白记录纸",
        ClubRoundKey::RoundTitle => "俱乐部比赛轮次",
    }
}
