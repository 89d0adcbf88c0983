//! The columns a club's file may have (board, white, black, ratings, results, points…), with the header names,
//! English and Chinese, each is known by. A leaf: the CSV reader and the errors that name a column both use it.

use crate::i18n::{Key, Lang};

/// A column a club file may have, with the header names it is known by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Column {
    Board,
    White,
    Black,
    WhiteRating,
    BlackRating,
    WhiteTitle,
    BlackTitle,
    Round,
    Event,
    Date,
    Site,
    Result,
    Name,
    Points,
    Games,
    Level,
}

impl Column {
    const ALL: [Column; 16] = [
        Column::Board,
        Column::White,
        Column::Black,
        Column::WhiteRating,
        Column::BlackRating,
        Column::WhiteTitle,
        Column::BlackTitle,
        Column::Round,
        Column::Event,
        Column::Date,
        Column::Site,
        Column::Result,
        Column::Name,
        Column::Points,
        Column::Games,
        Column::Level,
    ];

    /// Header names, compared in lower case with spaces and dashes read as `_`.
    fn headers(self) -> &'static [&'static str] {
        match self {
            Column::Board => &["board", "table", "bd", "台", "台号", "台次", "桌号"],
            Column::White => &["white", "白方", "白", "执白"],
            Column::Black => &["black", "黑方", "黑", "执黑"],
            Column::WhiteRating => &["white_rating", "white_elo", "whiteelo", "白方等级分"],
            Column::BlackRating => &["black_rating", "black_elo", "blackelo", "黑方等级分"],
            Column::WhiteTitle => &["white_title", "whitetitle", "白方称号"],
            Column::BlackTitle => &["black_title", "blacktitle", "黑方称号"],
            Column::Round => &["round", "rd", "轮", "轮次"],
            Column::Event => &["event", "tournament", "比赛名称", "比赛", "赛事"],
            Column::Date => &["date", "日期"],
            Column::Site => &["site", "place", "city", "地点"],
            Column::Result => &["result", "res", "结果", "比分"],
            Column::Name => &["name", "player", "姓名", "选手", "棋手"],
            Column::Points => &["points", "pts", "积分", "等级分"],
            Column::Games => &["games", "played", "局数", "对局数"],
            Column::Level => &["level", "级别"],
        }
    }

    /// The name of the column in messages and in the files Jipu writes (`white`, `白方`).
    pub fn name(self, lang: Lang) -> &'static str {
        lang.text(match self {
            Column::Board => Key::ColumnBoard,
            Column::White => Key::ColumnWhite,
            Column::Black => Key::ColumnBlack,
            Column::WhiteRating => Key::ColumnWhiteRating,
            Column::BlackRating => Key::ColumnBlackRating,
            Column::WhiteTitle => Key::ColumnWhiteTitle,
            Column::BlackTitle => Key::ColumnBlackTitle,
            Column::Round => Key::ColumnRound,
            Column::Event => Key::ColumnEvent,
            Column::Date => Key::ColumnDate,
            Column::Site => Key::ColumnSite,
            Column::Result => Key::ColumnResult,
            Column::Name => Key::ColumnName,
            Column::Points => Key::ColumnPoints,
            Column::Games => Key::ColumnGames,
            Column::Level => Key::ColumnLevel,
        })
    }

    pub(super) fn of_header(text: &str) -> Option<(Column, Lang)> {
        let key: String = text
            .trim()
            .trim_start_matches('\u{feff}')
            .to_lowercase()
            .chars()
            .map(|c| if c == ' ' || c == '-' { '_' } else { c })
            .collect();
        Column::ALL.into_iter().find_map(|column| {
            column
                .headers()
                .iter()
                .find(|h| **h == key)
                .map(|h| (column, if h.is_ascii() { Lang::En } else { Lang::Zh }))
        })
    }
}
