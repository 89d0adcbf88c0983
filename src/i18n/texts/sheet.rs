//! The scoresheet: the words printed on it, the corrections it lists, and writing it to a file.

area! {
    /// The scoresheet: its printed words, its corrections, writing it.
    Sheet(SheetKey) {
        SheetNotWrittenStopped,
        SheetTitle,
        Event,
        Date,
        Site,
        Used,
        Limit,
        Winner,
        Round,
        Table,
        MoveNumber,
        Result,
        WhiteSignature,
        BlackSignature,
        Arbiter,
        Draw,
        /// `{0}` this page, `{1}` pages in all.
        PageOf,
        /// `{0}` the text, `{1}` the character.
        MissingGlyph,
        /// `{0}` the file.
        SheetWritten,
        /// `{0}` the move as the paper sheet had it. The note a repaired move keeps: what comes before `{0}` is how it is recognised.
        SheetHadWritten,
        SheetHadNothing,
        SheetCorrections,
        SheetNeedsOutput,
        BlankCountZero,
        /// `{0}` the file.
        SheetSaved,
    }
}

/// The English texts.
pub fn en(key: SheetKey) -> &'static str {
    match key {
        SheetKey::SheetNotWrittenStopped => {
            "the sheet was not written: a game stops at the move named above, and would print as if it ended there; correct the move (jipu import shows the game) and print again"
        }
        SheetKey::SheetTitle => "Record of Chess",
        SheetKey::Event => "Event",
        SheetKey::Date => "Date",
        SheetKey::Site => "Site",
        SheetKey::Used => "Used",
        SheetKey::Limit => "Limit",
        SheetKey::Winner => "Winner",
        SheetKey::Round => "Round",
        SheetKey::Table => "Table",
        SheetKey::MoveNumber => "No.",
        SheetKey::Result => "Result",
        SheetKey::WhiteSignature => "White's signature",
        SheetKey::BlackSignature => "Black's signature",
        SheetKey::Arbiter => "Arbiter",
        SheetKey::Draw => "Draw",
        SheetKey::PageOf => "page {0} of {1}",
        SheetKey::MissingGlyph => {
            "`{1}` in “{0}” cannot be printed: the font has no such character"
        }
        SheetKey::SheetWritten => "scoresheet written to {0}",
        SheetKey::SheetHadWritten => "sheet: {0}",
        SheetKey::SheetHadNothing => "sheet: no move written",
        SheetKey::SheetCorrections => "Corrections from the paper sheet",
        SheetKey::SheetNeedsOutput => "the sheet needs a file to be written to: -o FILE.pdf",
        SheetKey::BlankCountZero => "--count must be 1 or more",
        SheetKey::SheetSaved => "scoresheet written to {0}",
    }
}

/// The Chinese texts.
pub fn zh(key: SheetKey) -> &'static str {
    match key {
        SheetKey::SheetNotWrittenStopped => {
            "未生成记录纸：有一局在上面所说的那步停下，打印出来会像对局在那里结束；请先改正这步棋（jipu import 可查看该局）再打印"
        }
        SheetKey::SheetTitle => "国际象棋记录",
        SheetKey::Event => "比赛名称",
        SheetKey::Date => "日期",
        SheetKey::Site => "地点",
        SheetKey::Used => "用时",
        SheetKey::Limit => "时限",
        SheetKey::Winner => "胜方",
        SheetKey::Round => "轮",
        SheetKey::Table => "台",
        SheetKey::MoveNumber => "序号",
        SheetKey::Result => "结果",
        SheetKey::WhiteSignature => "白方签名",
        SheetKey::BlackSignature => "黑方签名",
        SheetKey::Arbiter => "裁判",
        SheetKey::Draw => "和棋",
        SheetKey::PageOf => "第 {0} 页，共 {1} 页",
        SheetKey::MissingGlyph => "“{0}”中的 `{1}` 无法打印：字体中没有这个字符",
        SheetKey::SheetWritten => "记录纸已写入 {0}",
        SheetKey::SheetHadWritten => "记录纸写作 {0}",
        SheetKey::SheetHadNothing => "记录纸未记此着",
        SheetKey::SheetCorrections => "记录纸更正",
        SheetKey::SheetNeedsOutput => "需要指定记录纸要写入的文件：-o 文件.pdf",
        SheetKey::BlankCountZero => "--count 至少为 1 张",
        SheetKey::SheetSaved => "记录纸已写入 {0}",
    }
}
