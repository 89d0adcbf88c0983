//! The club's grading points: levels, each game's change, and the ladder before and after a round, in the window and on
//! the command line.

area! {
    /// The club's grading points: levels, each game's change, the ladder before and after a round.
    Grading(GradingKey) {
        LevelNone,
        /// `{0}` the level, 30 (lowest) to 1.
        LevelGrade,
        /// `{0}` round.
        GradeRound,
        GradeGames,
        /// `{0}` board.
        GradeBoard,
        GradeForfeit,
        GradeUnderOneMove,
        GradeNoResult,
        /// `{0}` the file.
        GradeNothing,
        /// `{0}` the file.
        LadderStarted,
        /// `{0}` name.
        LadderNewPlayer,
        /// `{0}` the file.
        LadderWritten,
        /// `{0}` the file.
        LadderDryRun,
        LadderFileName,
        LadderFile,
        LadderIsNew,
        NoLadderYet,
        ChooseLadder,
        NewLadder,
        GradeChanges,
        GradeChange,
        LadderTable,
        Place,
        PointsBefore,
        PointsAfter,
        ApplyGrading,
        GradingApplied,
        RoundNothingToGrade,
    }
}

/// The English texts.
pub fn en(key: GradingKey) -> &'static str {
    match key {
        GradingKey::LevelNone => "no level",
        GradingKey::LevelGrade => "level {0}",
        GradingKey::GradeRound => "Round {0}",
        GradingKey::GradeGames => "Games",
        GradingKey::GradeBoard => "board {0}",
        GradingKey::GradeForfeit => "forfeit, not graded",
        GradingKey::GradeUnderOneMove => "less than one move, not graded",
        GradingKey::GradeNoResult => "no result yet",
        GradingKey::GradeNothing => "{0} has no finished games to grade",
        GradingKey::LadderStarted => {
            "{0} does not exist yet: a new ladder starts, everyone at 0 points"
        }
        GradingKey::LadderNewPlayer => "{0} is new to the ladder and starts at 0 points",
        GradingKey::LadderWritten => "ladder written: {0}",
        GradingKey::LadderDryRun => "dry run: {0} was not written",
        GradingKey::LadderFileName => "ladder.csv",
        GradingKey::LadderFile => "Ladder:",
        GradingKey::LadderIsNew => "(new: everyone starts at 0)",
        GradingKey::NoLadderYet => {
            "No ladder chosen yet: choose the club's ladder file, or start a new one."
        }
        GradingKey::ChooseLadder => "Choose the ladder…",
        GradingKey::NewLadder => "New ladder…",
        GradingKey::GradeChanges => "Each game",
        GradingKey::GradeChange => "change",
        GradingKey::LadderTable => "The ladder, before and after the round",
        GradingKey::Place => "#",
        GradingKey::PointsBefore => "before",
        GradingKey::PointsAfter => "after",
        GradingKey::ApplyGrading => "Apply the grading and write the ladder",
        GradingKey::GradingApplied => "The ladder file holds this round's grading.",
        GradingKey::RoundNothingToGrade => "No board has a played result yet: nothing to grade.",
    }
}

/// The Chinese texts.
pub fn zh(key: GradingKey) -> &'static str {
    match key {
        GradingKey::LevelNone => "无级别",
        GradingKey::LevelGrade => "{0}级",
        GradingKey::GradeRound => "第 {0} 轮",
        GradingKey::GradeGames => "对局",
        GradingKey::GradeBoard => "第 {0} 台",
        GradingKey::GradeForfeit => "弃权，不计分",
        GradingKey::GradeUnderOneMove => "未走满一步，不计分",
        GradingKey::GradeNoResult => "尚无结果",
        GradingKey::GradeNothing => "{0} 里没有可计分的对局",
        GradingKey::LadderStarted => "{0} 还不存在：新建积分表，所有人从 0 分开始",
        GradingKey::LadderNewPlayer => "{0} 新加入积分表，从 0 分开始",
        GradingKey::LadderWritten => "积分表已写入：{0}",
        GradingKey::LadderDryRun => "试算：没有写入 {0}",
        GradingKey::LadderFileName => "积分表.csv",
        GradingKey::LadderFile => "积分表：",
        GradingKey::LadderIsNew => "（新建：所有人从 0 分开始）",
        GradingKey::NoLadderYet => "还没有选择积分表：选择俱乐部的积分表文件，或新建一个。",
        GradingKey::ChooseLadder => "选择积分表…",
        GradingKey::NewLadder => "新建积分表…",
        GradingKey::GradeChanges => "每局变化",
        GradingKey::GradeChange => "变化",
        GradingKey::LadderTable => "积分表：本轮前后",
        GradingKey::Place => "名次",
        GradingKey::PointsBefore => "赛前",
        GradingKey::PointsAfter => "赛后",
        GradingKey::ApplyGrading => "计入等级分并写入积分表",
        GradingKey::GradingApplied => "积分表文件已包含本轮的等级分。",
        GradingKey::RoundNothingToGrade => "还没有下完的对局结果：没有可计分的对局。",
    }
}
