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
        /// The results page's button: photos of the round's sheets, read back to their boards.
        ReadRoundPhotos,
        ReadRoundPhotosHint,
        /// The results table's column of the photos read.
        RoundPhotoColumn,
        /// `{0}` half-moves read from a board's photo.
        RoundPhotoShort,
        /// `{0}` photos read, `{1}` photos.
        RoundPhotosReading,
        /// `{0}` the photo, `{1}` board, `{2}` White, `{3}` Black, `{4}` half-moves read.
        RoundPhotoBoard,
        /// `{0}` half-moves marked unsure.
        RoundPhotoUnsure,
        RoundPhotoStopped,
        /// `{0}` the photo read before for the same board, whose reading this one replaces.
        RoundPhotoReplaces,
        /// `{0}` the photo.
        RoundPhotoNotSheet,
        /// `{0}` the photo, `{1}` the round its sheet names, `{2}` the round shown.
        RoundPhotoOtherRound,
        /// `{0}` the photo, `{1}` the round shown, `{2}` the board its sheet names.
        RoundPhotoNoBoard,
        /// `{0}` the result the photo proposes.
        RoundPhotoTake,
        /// `{0}` the result.
        RoundPhotoFromMoves,
        /// `{0}` the result, `{1}` its probability in per cent.
        RoundPhotoFromLine,
        RoundPhotoOpen,
        RoundPhotoOpenHint,
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
        ClubRoundKey::ReadRoundPhotos => "Read the sheets' photos…",
        ClubRoundKey::ReadRoundPhotosHint => {
            "Photos or scans of this round's sheets as Jipu printed them: each goes back to its board by the code printed on it. Choose one here, or drop several on this page."
        }
        ClubRoundKey::RoundPhotoColumn => "Photo",
        ClubRoundKey::RoundPhotoShort => "{0} half-moves",
        ClubRoundKey::RoundPhotosReading => "Reading the photos: {0} of {1} done…",
        ClubRoundKey::RoundPhotoBoard => "{0}: board {1}, {2} – {3}: {4} half-moves read",
        ClubRoundKey::RoundPhotoUnsure => "{0} unsure",
        ClubRoundKey::RoundPhotoStopped => "stopped before the end",
        ClubRoundKey::RoundPhotoReplaces => "in place of {0}, read before",
        ClubRoundKey::RoundPhotoNotSheet => {
            "{0}: no round sheet printed by Jipu was found on this photo (its corner squares and code were not read, or it names no board)"
        }
        ClubRoundKey::RoundPhotoOtherRound => {
            "{0}: this is a sheet of round {1}; the round shown is round {2}"
        }
        ClubRoundKey::RoundPhotoNoBoard => "{0}: round {1} has no board {2}",
        ClubRoundKey::RoundPhotoTake => "Take {0}",
        ClubRoundKey::RoundPhotoFromMoves => "{0}: how the moves read end",
        ClubRoundKey::RoundPhotoFromLine => "{0}: written on the sheet's result line ({1} %)",
        ClubRoundKey::RoundPhotoOpen => "Open the photo",
        ClubRoundKey::RoundPhotoOpenHint => {
            "The photo beside the board and its game, to check it and correct its unsure moves"
        }
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
        ClubRoundKey::ReadRoundPhotos => "读取记录纸照片…",
        ClubRoundKey::ReadRoundPhotosHint => {
            "本轮由记谱打印的记录纸的照片或扫描件：每张按纸上印的二维码回到它的台次。可在这里逐张选择，也可把多张一起拖到此页。"
        }
        ClubRoundKey::RoundPhotoColumn => "照片",
        ClubRoundKey::RoundPhotoShort => "{0} 步",
        ClubRoundKey::RoundPhotosReading => "正在读取照片：已完成 {0}/{1} 张…",
        ClubRoundKey::RoundPhotoBoard => "{0}：第 {1} 台，{2} – {3}：读出 {4} 步（半回合）",
        ClubRoundKey::RoundPhotoUnsure => "{0} 步存疑",
        ClubRoundKey::RoundPhotoStopped => "未读到终局",
        ClubRoundKey::RoundPhotoReplaces => "替换了此前读的 {0}",
        ClubRoundKey::RoundPhotoNotSheet => {
            "{0}：照片上没有找到记谱打印的轮次记录纸（没有读出四角的方块和二维码，或者纸上没有台号）"
        }
        ClubRoundKey::RoundPhotoOtherRound => "{0}：这是第 {1} 轮的记录纸；当前显示的是第 {2} 轮",
        ClubRoundKey::RoundPhotoNoBoard => "{0}：第 {1} 轮没有第 {2} 台",
        ClubRoundKey::RoundPhotoTake => "采用 {0}",
        ClubRoundKey::RoundPhotoFromMoves => "{0}：读出的着法以此结束",
        ClubRoundKey::RoundPhotoFromLine => "{0}：记录纸结果栏上写的（{1}%）",
        ClubRoundKey::RoundPhotoOpen => "打开照片",
        ClubRoundKey::RoundPhotoOpenHint => "在棋盘旁显示照片和它的对局，以便核对并改正存疑的着法",
    }
}
