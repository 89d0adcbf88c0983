//! A game's text read: why a written move fits no legal move, where the reading stopped and what may be meant there,
//! and the dialog a game is pasted into.

area! {
    /// A game's text read: why a move does not fit, where the reading stopped, a pasted game.
    Reading(ReadingKey) {
        /// `{0}` move number with dots, `{1}` side, `{2}` text as written, `{3}` reason.
        MoveProblem,
        Unreadable,
        /// `{0}` side, `{1}` square.
        NoPieceOn,
        /// `{0}` square, `{1}` side of the piece there, `{2}` side to move.
        OpponentPieceOn,
        /// `{0}` square, `{1}` piece found, `{2}` piece written.
        WrongPieceOn,
        /// `{0}` piece, `{1}` square from, `{2}` square to.
        PieceCannotReach,
        /// `{0}` side, `{1}` piece, `{2}` square to.
        NoPieceCanReach,
        /// `{0}` side, `{1}` piece.
        SideHasNoSuchPiece,
        /// `{0}` side.
        LeavesKingInCheck,
        /// `{0}` side.
        CastlingNotAllowed,
        NotEnPassant,
        NotCheck,
        NullMoveInCheck,
        PieceDropped,
        /// `{0}` the move as written. A note on a descriptive move written with a dash and read as a capture.
        CaptureNotWritten,
        /// The game goes on in text read as commentary.
        MovesInComment,
        /// `{0}` the FEN.
        CastlingRightsDropped,
        /// `{0}` the variant.
        GameIsVariant,
        /// `{0}` side, `{1}` move number.
        MoveMissing,
        TypeMissingMove,
        /// `{0}` side.
        GameIsOver,
        Ambiguous,
        /// `{0}` list of moves.
        Candidates,
        /// `{0}` list of moves.
        Suggestions,
        NoSuggestions,
        PromotionNeedsPiece,
        /// `{0}` game number, `{1}` line.
        GameAtLine,
        EmptyInput,
        NoGameFound,
        NoGameInText,
        PasteGame,
        PasteHint,
        Import,
        KeepToHere,
        ReadCorrection,
        InTheText,
    }
}

/// The English texts.
pub fn en(key: ReadingKey) -> &'static str {
    match key {
        ReadingKey::MoveProblem => "{0} {1} `{2}`: {3}",
        ReadingKey::Unreadable => "this cannot be read as a move",
        ReadingKey::NoPieceOn => "there is no {0} piece on {1}",
        ReadingKey::OpponentPieceOn => "the piece on {0} is {1}'s, but it is {2}'s move",
        ReadingKey::WrongPieceOn => "the piece on {0} is a {1}, not a {2}",
        ReadingKey::PieceCannotReach => "the {0} on {1} cannot move to {2}",
        ReadingKey::NoPieceCanReach => "no {0} {1} can move to {2}",
        ReadingKey::SideHasNoSuchPiece => "{0} has no {1}",
        ReadingKey::LeavesKingInCheck => "that would leave the {0} king in check",
        ReadingKey::CastlingNotAllowed => "{0} cannot castle that way here",
        ReadingKey::NotEnPassant => "it is marked en passant, but it is not an en passant capture",
        ReadingKey::NotCheck => "it is marked as check, but it gives no check",
        ReadingKey::NullMoveInCheck => {
            "a null move (--) is not possible while the king is in check"
        }
        ReadingKey::PieceDropped => {
            "a piece is put on the board from the hand: that is crazyhouse, and Jipu reads chess and Chess960"
        }
        ReadingKey::CaptureNotWritten => {
            "{0}: read as a capture, as no move without one fits (a dash says no capture)"
        }
        ReadingKey::MovesInComment => {
            "the game seems to go on here, in text read as commentary: legal moves follow one another"
        }
        ReadingKey::CastlingRightsDropped => {
            "the position “{0}” has castling rights no king and rook can have: they are dropped"
        }
        ReadingKey::GameIsVariant => "the game is {0}, not chess: Jipu reads chess and Chess960",
        ReadingKey::MoveMissing => "{0}'s move {1} is missing: the text goes on with a later move",
        ReadingKey::TypeMissingMove => "type the missing move",
        ReadingKey::GameIsOver => "the game is already over; {0} has no legal move",
        ReadingKey::Ambiguous => "this fits more than one legal move",
        ReadingKey::Candidates => "which one: {0}",
        ReadingKey::Suggestions => "did you mean: {0}",
        ReadingKey::NoSuggestions => "there is no legal move close to it",
        ReadingKey::PromotionNeedsPiece => {
            "a pawn reaching the last rank must say which piece it becomes"
        }
        ReadingKey::GameAtLine => "game {0}, line {1}",
        ReadingKey::EmptyInput => "the input is empty: there is no game in it",
        ReadingKey::NoGameFound => "no game was found in the input",
        ReadingKey::NoGameInText => {
            "No moves and no game details were found in this text; the game is unchanged."
        }
        ReadingKey::PasteGame => "Paste a game…",
        ReadingKey::PasteHint => "Paste or type a whole game, in any notation",
        ReadingKey::Import => "Import",
        ReadingKey::KeepToHere => "Keep the moves before it",
        ReadingKey::ReadCorrection => "Read this instead",
        ReadingKey::InTheText => "In the text:",
    }
}

/// The Chinese texts.
pub fn zh(key: ReadingKey) -> &'static str {
    match key {
        ReadingKey::MoveProblem => "第{0}回合 {1} `{2}`：{3}",
        ReadingKey::Unreadable => "无法识别为一步棋",
        ReadingKey::NoPieceOn => "{1} 格上没有{0}的棋子",
        ReadingKey::OpponentPieceOn => "{0} 格上是{1}的棋子，现在轮到{2}走",
        ReadingKey::WrongPieceOn => "{0} 格上是{1}，不是{2}",
        ReadingKey::PieceCannotReach => "{1} 格的{0}走不到 {2}",
        ReadingKey::NoPieceCanReach => "{0}没有{1}能走到 {2}",
        ReadingKey::SideHasNoSuchPiece => "{0}没有{1}",
        ReadingKey::LeavesKingInCheck => "这样走{0}的王会被将军",
        ReadingKey::CastlingNotAllowed => "{0}此时不能这样王车易位",
        ReadingKey::NotEnPassant => "标为吃过路兵，但这步棋不是吃过路兵",
        ReadingKey::NotCheck => "标了将军，但这步棋没有将军",
        ReadingKey::NullMoveInCheck => "王被将军时不能走空着（--）",
        ReadingKey::PieceDropped => {
            "这是把手中的棋子放到棋盘上：那是疯狂屋象棋（Crazyhouse），记谱只读国际象棋和960象棋"
        }
        ReadingKey::CaptureNotWritten => {
            "{0}：按吃子读，因为没有不吃子的着法相符（横线表示不吃子）"
        }
        ReadingKey::MovesInComment => {
            "对局似乎在这里继续，而这段文字被读作了评注：后面是一步接一步的合法着法"
        }
        ReadingKey::CastlingRightsDropped => "局面“{0}”中的易位权与王和车的位置不符：已去掉",
        ReadingKey::GameIsVariant => "这局棋是{0}，不是国际象棋：记谱只读国际象棋和960象棋",
        ReadingKey::MoveMissing => "缺少{0}第{1}回合的着法：文本接着写的是后面的着法",
        ReadingKey::TypeMissingMove => "请输入缺少的着法",
        ReadingKey::GameIsOver => "对局已经结束，{0}没有合法着法",
        ReadingKey::Ambiguous => "这一步对应不止一个合法着法",
        ReadingKey::Candidates => "是哪一步：{0}",
        ReadingKey::Suggestions => "您是不是指：{0}",
        ReadingKey::NoSuggestions => "没有相近的合法着法",
        ReadingKey::PromotionNeedsPiece => "兵到达底线时要写明升变成什么棋子",
        ReadingKey::GameAtLine => "第 {0} 局，第 {1} 行",
        ReadingKey::EmptyInput => "输入为空，没有对局",
        ReadingKey::NoGameFound => "输入中没有找到对局",
        ReadingKey::NoGameInText => "这段文字里没有找到着法或对局信息；当前对局保持不变。",
        ReadingKey::PasteGame => "粘贴对局…",
        ReadingKey::PasteHint => "粘贴或输入整局棋谱，任何记法均可",
        ReadingKey::Import => "导入",
        ReadingKey::KeepToHere => "保留此前的着法",
        ReadingKey::ReadCorrection => "改为此着并继续",
        ReadingKey::InTheText => "原文：",
    }
}
