//! 中文文本。

use super::Key;

pub fn text(key: Key) -> &'static str {
    match key {
        Key::White => "白方",
        Key::Black => "黑方",
        Key::King => "王",
        Key::Queen => "后",
        Key::Rook => "车",
        Key::Bishop => "象",
        Key::Knight => "马",
        Key::Pawn => "兵",
        Key::MoveProblem => "第{0}回合 {1} `{2}`：{3}",
        Key::Unreadable => "无法识别为一步棋",
        Key::NoPieceOn => "{1} 格上没有{0}的棋子",
        Key::OpponentPieceOn => "{0} 格上是{1}的棋子，现在轮到{2}走",
        Key::WrongPieceOn => "{0} 格上是{1}，不是{2}",
        Key::PieceCannotReach => "{1} 格的{0}走不到 {2}",
        Key::NoPieceCanReach => "{0}没有{1}能走到 {2}",
        Key::SideHasNoSuchPiece => "{0}没有{1}",
        Key::LeavesKingInCheck => "这样走{0}的王会被将军",
        Key::CastlingNotAllowed => "{0}此时不能这样王车易位",
        Key::GameIsOver => "对局已经结束，{0}没有合法着法",
        Key::Ambiguous => "这一步对应不止一个合法着法",
        Key::Candidates => "是哪一步：{0}",
        Key::Suggestions => "您是不是指：{0}",
        Key::NoSuggestions => "没有相近的合法着法",
        Key::PromotionNeedsPiece => "兵到达底线时要写明升变成什么棋子",
        Key::GameAtLine => "第 {0} 局，第 {1} 行",
        Key::CannotReadFile => "无法读取 {0}：{1}",
        Key::EmptyInput => "输入为空，没有对局",
        Key::NoGameFound => "输入中没有找到对局",
        Key::BadFen => "起始局面 `{0}` 无效：{1}",
        Key::NoSuchGame => "没有第 {0} 局：输入中共有 {1} 局",
        Key::GamesRead => "已读取 {0} 局",
        Key::AppNotYet => {
            "记谱 Jipu —— 桌面棋盘即将推出：可拖动的棋盘、棋钟和打印记录纸。现在请使用 `jipu import`、`jipu moves`（见 `jipu --help`）。"
        }
        Key::Checkmate => "将死",
        Key::Stalemate => "逼和（无子可动）",
        Key::DeadPosition => "死局面：双方都无法将死对方",
        Key::FivefoldRepetition => "同一局面第五次出现",
        Key::SeventyFiveMoves => "75 回合内没有吃子也没有走兵",
        Key::ThreefoldClaim => "可以要求和棋：同一局面第三次出现",
        Key::FiftyMovesClaim => "可以要求和棋：50 回合内没有吃子也没有走兵",
        Key::UnclosedVariation => "以 `(` 开始的变着没有结束：{0}",
        Key::UnclosedComment => "以 `{` 开始的注释没有结束",
        Key::DecodedAs => "文件不是 UTF-8 编码，已按 {0} 读取",
    }
}
