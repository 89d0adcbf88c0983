//! The game's details as typed into the form: why a value is refused, and the time limits offered.

area! {
    /// The game's details as typed into the form: what is refused, and the time limits offered.
    Details(DetailsKey) {
        /// `{0}` the date as written.
        NoSuchDate,
        DateFormat,
        NotATime,
        NegativeTime,
        NotATimeControl,
        TableNumber,
        ResultValue,
        GameDetails,
        /// `{0}` the field's label, `{1}` why its value is refused.
        FieldBlocksSheet,
        StandardPlay,
        RapidPlay,
        BlitzPlay,
        CustomLimit,
        LimitHint,
        /// `{0}` as typed, `{1}` as read (`1′ + 0″`).
        LimitMeaning,
    }
}

/// The English texts.
pub fn en(key: DetailsKey) -> &'static str {
    match key {
        DetailsKey::NoSuchDate => "there is no such date: {0}",
        DetailsKey::DateFormat => "write the date as 2026.11.30",
        DetailsKey::NotATime => "not a time: write h:mm, such as 1:25",
        DetailsKey::NegativeTime => "a time cannot be negative",
        DetailsKey::NotATimeControl => {
            "cannot read the time control: write 90+30 (minutes + seconds) or 40/5400:1800+30"
        }
        DetailsKey::TableNumber => "the table is a number, such as 7",
        DetailsKey::ResultValue => "the result is 1-0, 0-1, 1/2-1/2 or *",
        DetailsKey::GameDetails => "Game details",
        DetailsKey::FieldBlocksSheet => {
            "The sheet is not printed: {0} — {1}. Correct the field first."
        }
        DetailsKey::StandardPlay => "standard",
        DetailsKey::RapidPlay => "rapid",
        DetailsKey::BlitzPlay => "blitz",
        DetailsKey::CustomLimit => {
            "Other: type it in the field, in minutes and seconds (60+30 is 60′ + 30″; 40/90′ + 30″)"
        }
        DetailsKey::LimitHint => "minutes + seconds: 90+30",
        DetailsKey::LimitMeaning => "Limit {0} is {1}: minutes, then seconds added each move",
    }
}

/// The Chinese texts.
pub fn zh(key: DetailsKey) -> &'static str {
    match key {
        DetailsKey::NoSuchDate => "没有这个日期：{0}",
        DetailsKey::DateFormat => "日期请写成 2026.11.30",
        DetailsKey::NotATime => "不是时间：请写成 时:分，例如 1:25",
        DetailsKey::NegativeTime => "时间不能为负",
        DetailsKey::NotATimeControl => "无法识别时限：请写成 90+30（分钟+秒）或 40/5400:1800+30",
        DetailsKey::TableNumber => "台号应为数字，例如 7",
        DetailsKey::ResultValue => "结果应为 1-0、0-1、1/2-1/2 或 *",
        DetailsKey::GameDetails => "对局信息",
        DetailsKey::FieldBlocksSheet => "未打印记录纸：{0}——{1}。请先更正该栏。",
        DetailsKey::StandardPlay => "标准棋",
        DetailsKey::RapidPlay => "快棋",
        DetailsKey::BlitzPlay => "超快棋",
        DetailsKey::CustomLimit => {
            "其他：在栏中输入，单位为分钟和秒（60+30 即 60′ + 30″；40/90′ + 30″）"
        }
        DetailsKey::LimitHint => "分钟 + 秒：90+30",
        DetailsKey::LimitMeaning => "时限 {0} 即 {1}：分钟，加上每步加秒",
    }
}
