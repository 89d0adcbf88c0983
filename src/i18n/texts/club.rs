//! The club's files: pairings and results as TRF or CSV and the ladder, what is wrong in them (each on its line), and
//! their columns.

area! {
    /// The club's files: pairings and results as TRF or CSV, the ladder, and what is wrong in them.
    Club(ClubKey) {
        /// `{0}` line number, `{1}` what is wrong there.
        ClubAtLine,
        /// `{0}` the column the line ends at.
        TrfShortLine,
        /// `{0}` the text.
        TrfBadStartingRank,
        /// `{0}` the starting rank, `{1}` the line it was first on.
        TrfDuplicateRank,
        /// `{0}` the text.
        TrfBadRating,
        /// `{0}` round, `{1}` the text.
        TrfBadOpponent,
        /// `{0}` round, `{1}` the character.
        TrfBadColour,
        /// `{0}` round, `{1}` the character.
        TrfBadResultCode,
        /// `{0}` round, `{1}` player, `{2}` the starting rank paired with.
        TrfMissingOpponent,
        /// `{0}` round, `{1}` player, `{2}` opponent, `{3}` the opponent's line.
        TrfNotMutual,
        /// `{0}` round, `{1}` player, `{2}` opponent, `{3}` the side.
        TrfSameColour,
        /// `{0}` round, `{1}` player, `{2}` opponent.
        TrfNoColour,
        /// `{0}` round, `{1}` player, `{2}` opponent.
        TrfResultsDisagree,
        /// `{0}` the date as written.
        PairingBadDate,
        TrfNoPlayers,
        /// `{0}` round asked for, `{1}` the rounds there are.
        RoundNotInFile,
        /// `{0}` round asked for.
        FilePairsNoRound,
        /// `{0}` round.
        RoundWithoutBoards,
        /// `{0}` the column.
        CsvMissingColumn,
        /// `{0}` the column.
        CsvEmptyCell,
        /// `{0}` the text, `{1}` the column.
        CsvBadNumber,
        /// `{0}` the text.
        CsvBadResult,
        /// `{0}` board, `{1}` the line it was first on.
        CsvDuplicateBoard,
        /// `{0}` player, `{1}` the line they were first on.
        CsvPlaysTwice,
        CsvUnclosedQuote,
        CsvNoRows,
        /// `{0}` game number.
        GameWithoutRound,
        /// `{0}` game number.
        PgnGameUnreadable,
        /// `{0}` the text.
        LadderBadPoints,
        /// `{0}` name, `{1}` the line it was first on.
        LadderDuplicateName,
        ColumnBoard,
        ColumnWhite,
        ColumnBlack,
        ColumnWhiteRating,
        ColumnBlackRating,
        ColumnWhiteTitle,
        ColumnBlackTitle,
        ColumnRound,
        ColumnEvent,
        ColumnDate,
        ColumnSite,
        ColumnResult,
        ColumnName,
        ColumnPoints,
        ColumnGames,
        ColumnLevel,
    }
}

/// The English texts.
pub fn en(key: ClubKey) -> &'static str {
    match key {
        ClubKey::ClubAtLine => "line {0}: {1}",
        ClubKey::TrfShortLine => {
            "a player line (001) must reach column 84 (the points), but this one ends at column {0}"
        }
        ClubKey::TrfBadStartingRank => "`{0}` is not a starting rank",
        ClubKey::TrfDuplicateRank => "starting rank {0} is already used on line {1}",
        ClubKey::TrfBadRating => "`{0}` is not a rating",
        ClubKey::TrfBadOpponent => "round {0}: `{1}` is not an opponent's starting rank",
        ClubKey::TrfBadColour => "round {0}: `{1}` is not a colour (w, b or -)",
        ClubKey::TrfBadResultCode => "round {0}: `{1}` is not a result (1 = 0 + - W D L H F U Z)",
        ClubKey::TrfMissingOpponent => {
            "round {0} pairs {1} with number {2}, who is not in the file"
        }
        ClubKey::TrfNotMutual => {
            "round {0} pairs {1} with {2}, but {2}'s line ({3}) does not pair them with {1}"
        }
        ClubKey::TrfSameColour => "in round {0}, {1} and {2} both have {3}",
        ClubKey::TrfNoColour => "in round {0}, {1} is paired with {2} but has no colour",
        ClubKey::TrfResultsDisagree => "in round {0}, the results of {1} and {2} do not agree",
        ClubKey::PairingBadDate => "`{0}` is not a date",
        ClubKey::TrfNoPlayers => "the file has no players (no 001 lines)",
        ClubKey::RoundNotInFile => "there is no round {0} in the file; it has round {1}",
        ClubKey::FilePairsNoRound => "there is no round {0} in the file; it pairs no round yet",
        ClubKey::RoundWithoutBoards => "round {0} has no boards: nobody is paired",
        ClubKey::CsvMissingColumn => "the header has no `{0}` column",
        ClubKey::CsvEmptyCell => "the `{0}` is empty",
        ClubKey::CsvBadNumber => "`{0}` is not a number ({1})",
        ClubKey::CsvBadResult => "`{0}` is not a result (1-0, 0-1, ½-½, +-, -+)",
        ClubKey::CsvDuplicateBoard => "board {0} is already on line {1}",
        ClubKey::CsvPlaysTwice => "{0} already plays in this round (line {1})",
        ClubKey::CsvUnclosedQuote => "a quote opened here is never closed",
        ClubKey::CsvNoRows => "the file has no boards",
        ClubKey::GameWithoutRound => {
            "game {0} has no round number, but other games of the file have one"
        }
        ClubKey::PgnGameUnreadable => "game {0} cannot be read, so its result is not known",
        ClubKey::LadderBadPoints => "`{0}` is not a number of points (one decimal at most)",
        ClubKey::LadderDuplicateName => "{0} is already in the ladder on line {1}",
        ClubKey::ColumnBoard => "board",
        ClubKey::ColumnWhite => "white",
        ClubKey::ColumnBlack => "black",
        ClubKey::ColumnWhiteRating => "white_rating",
        ClubKey::ColumnBlackRating => "black_rating",
        ClubKey::ColumnWhiteTitle => "white_title",
        ClubKey::ColumnBlackTitle => "black_title",
        ClubKey::ColumnRound => "round",
        ClubKey::ColumnEvent => "event",
        ClubKey::ColumnDate => "date",
        ClubKey::ColumnSite => "site",
        ClubKey::ColumnResult => "result",
        ClubKey::ColumnName => "name",
        ClubKey::ColumnPoints => "points",
        ClubKey::ColumnGames => "games",
        ClubKey::ColumnLevel => "level",
    }
}

/// The Chinese texts.
pub fn zh(key: ClubKey) -> &'static str {
    match key {
        ClubKey::ClubAtLine => "第 {0} 行：{1}",
        ClubKey::TrfShortLine => "选手行（001）至少要写到第 84 列（积分），这一行只写到第 {0} 列",
        ClubKey::TrfBadStartingRank => "“{0}”不是选手序号",
        ClubKey::TrfDuplicateRank => "选手序号 {0} 已在第 {1} 行用过",
        ClubKey::TrfBadRating => "“{0}”不是等级分",
        ClubKey::TrfBadOpponent => "第 {0} 轮：“{1}”不是对手的序号",
        ClubKey::TrfBadColour => "第 {0} 轮：“{1}”不是执子颜色（w、b 或 -）",
        ClubKey::TrfBadResultCode => "第 {0} 轮：“{1}”不是结果代码（1 = 0 + - W D L H F U Z）",
        ClubKey::TrfMissingOpponent => "第 {0} 轮 {1} 的对手是 {2} 号，但文件里没有这名选手",
        ClubKey::TrfNotMutual => {
            "第 {0} 轮 {1} 的对手是 {2}，但 {2} 那一行（第 {3} 行）的对手不是 {1}"
        }
        ClubKey::TrfSameColour => "第 {0} 轮 {1} 和 {2} 都执{3}",
        ClubKey::TrfNoColour => "第 {0} 轮 {1} 与 {2} 配对，但没有执子颜色",
        ClubKey::TrfResultsDisagree => "第 {0} 轮 {1} 和 {2} 的结果对不上",
        ClubKey::PairingBadDate => "“{0}”不是日期",
        ClubKey::TrfNoPlayers => "文件里没有选手（没有 001 行）",
        ClubKey::RoundNotInFile => "文件里没有第 {0} 轮；文件中有第 {1} 轮",
        ClubKey::FilePairsNoRound => "文件里没有第 {0} 轮；还没有任何一轮的配对",
        ClubKey::RoundWithoutBoards => "第 {0} 轮没有对局：没有人配对",
        ClubKey::CsvMissingColumn => "表头没有“{0}”这一列",
        ClubKey::CsvEmptyCell => "“{0}”是空的",
        ClubKey::CsvBadNumber => "“{0}”不是数字（{1}）",
        ClubKey::CsvBadResult => "“{0}”不是结果（白胜、黑胜、和棋、1-0、0-1、½-½）",
        ClubKey::CsvDuplicateBoard => "第 {0} 台已在第 {1} 行",
        ClubKey::CsvPlaysTwice => "{0} 在本轮已有对局（第 {1} 行）",
        ClubKey::CsvUnclosedQuote => "这里的引号没有闭合",
        ClubKey::CsvNoRows => "文件里没有对局",
        ClubKey::GameWithoutRound => "第 {0} 局没有轮次，但文件里其他对局有",
        ClubKey::PgnGameUnreadable => "第 {0} 局无法读取，不知道它的结果",
        ClubKey::LadderBadPoints => "“{0}”不是积分（最多一位小数）",
        ClubKey::LadderDuplicateName => "{0} 已在积分表第 {1} 行",
        ClubKey::ColumnBoard => "台号",
        ClubKey::ColumnWhite => "白方",
        ClubKey::ColumnBlack => "黑方",
        ClubKey::ColumnWhiteRating => "白方等级分",
        ClubKey::ColumnBlackRating => "黑方等级分",
        ClubKey::ColumnWhiteTitle => "白方称号",
        ClubKey::ColumnBlackTitle => "黑方称号",
        ClubKey::ColumnRound => "轮次",
        ClubKey::ColumnEvent => "比赛名称",
        ClubKey::ColumnDate => "日期",
        ClubKey::ColumnSite => "地点",
        ClubKey::ColumnResult => "结果",
        ClubKey::ColumnName => "姓名",
        ClubKey::ColumnPoints => "积分",
        ClubKey::ColumnGames => "局数",
        ClubKey::ColumnLevel => "级别",
    }
}
