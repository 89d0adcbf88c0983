//! A position set up: a FEN read (and why one cannot be), and the board editor that sets one up piece by piece.

area! {
    /// A position set up: from a FEN, or piece by piece on the board editor.
    Position(PositionKey) {
        /// `{0}` the FEN as written, `{1}` reason.
        BadFen,
        SetUpFen,
        FenUnreadable,
        FenBoard,
        FenTurn,
        FenCastling,
        FenEnPassant,
        FenCounters,
        FenNoPieces,
        FenMissingKing,
        FenTooManyKings,
        FenPawnsOnBackRank,
        FenOppositeCheck,
        FenImpossibleCheck,
        FenTooMuchMaterial,
        EditBoardMenu,
        EditorBoardName,
        EditorEraser,
        SideToMove,
        CastlingRights,
        CastlingNotPossible,
        EnPassantSquare,
        NoEnPassant,
        PositionReady,
        EditorStart,
        EditorClear,
        GameFromPosition,
        EditorTitle,
    }
}

/// The English texts.
pub fn en(key: PositionKey) -> &'static str {
    match key {
        PositionKey::BadFen => "The position “{0}” cannot be set up: {1}.",
        PositionKey::SetUpFen => "Set up position from FEN…",
        PositionKey::FenUnreadable => {
            "this is not a FEN (it has six parts: pieces, side to move, castling, en passant, two counters)"
        }
        PositionKey::FenBoard => {
            "the pieces (first part) cannot be read: eight ranks separated by /, letters KQRBNP kqrbnp and digits"
        }
        PositionKey::FenTurn => "the side to move must be w or b",
        PositionKey::FenCastling => "the castling rights do not fit the kings and rooks",
        PositionKey::FenEnPassant => "the en passant square is not possible",
        PositionKey::FenCounters => "the move counters must be numbers",
        PositionKey::FenNoPieces => "there are no pieces on the board",
        PositionKey::FenMissingKing => "a king is missing",
        PositionKey::FenTooManyKings => "a side has more than one king",
        PositionKey::FenPawnsOnBackRank => "a pawn stands on the first or last rank",
        PositionKey::FenOppositeCheck => "the side not to move is in check",
        PositionKey::FenImpossibleCheck => "no move could have given this check",
        PositionKey::FenTooMuchMaterial => "a side has more pieces than a game allows",
        PositionKey::EditBoardMenu => "Set up a position…",
        PositionKey::EditorBoardName => "the position being set up",
        PositionKey::EditorEraser => "× take off",
        PositionKey::SideToMove => "Side to move",
        PositionKey::CastlingRights => "Castling",
        PositionKey::CastlingNotPossible => "the king and that rook are not on their squares",
        PositionKey::EnPassantSquare => "En passant",
        PositionKey::NoEnPassant => "none",
        PositionKey::PositionReady => "A position chess can be played from.",
        PositionKey::EditorStart => "Start position",
        PositionKey::EditorClear => "Clear the board",
        PositionKey::GameFromPosition => "Start a game from this position",
        PositionKey::EditorTitle => "Set up a position",
    }
}

/// The Chinese texts.
pub fn zh(key: PositionKey) -> &'static str {
    match key {
        PositionKey::BadFen => "无法摆出局面“{0}”：{1}。",
        PositionKey::SetUpFen => "用 FEN 摆局面…",
        PositionKey::FenUnreadable => {
            "这不是 FEN（应有六部分：棋子、轮到哪方、易位、吃过路兵、两个计数）"
        }
        PositionKey::FenBoard => {
            "棋子部分（第一部分）无法读取：应为用 / 分隔的八横排，字母 KQRBNP kqrbnp 与数字"
        }
        PositionKey::FenTurn => "轮到哪方须为 w 或 b",
        PositionKey::FenCastling => "易位权与王和车的位置不符",
        PositionKey::FenEnPassant => "吃过路兵的格子不可能",
        PositionKey::FenCounters => "步数计数须为数字",
        PositionKey::FenNoPieces => "棋盘上没有棋子",
        PositionKey::FenMissingKing => "缺少王",
        PositionKey::FenTooManyKings => "一方有不止一个王",
        PositionKey::FenPawnsOnBackRank => "有兵在第一或最后一横排",
        PositionKey::FenOppositeCheck => "不该走棋的一方正被将军",
        PositionKey::FenImpossibleCheck => "没有哪步棋能造成这样的将军",
        PositionKey::FenTooMuchMaterial => "一方棋子多于一盘棋所能有的",
        PositionKey::EditBoardMenu => "摆局面…",
        PositionKey::EditorBoardName => "正在摆的局面",
        PositionKey::EditorEraser => "× 移除棋子",
        PositionKey::SideToMove => "轮到谁走",
        PositionKey::CastlingRights => "易位权",
        PositionKey::CastlingNotPossible => "王和该车不在原位",
        PositionKey::EnPassantSquare => "吃过路兵",
        PositionKey::NoEnPassant => "无",
        PositionKey::PositionReady => "可以从这个局面开始下棋。",
        PositionKey::EditorStart => "初始局面",
        PositionKey::EditorClear => "清空棋盘",
        PositionKey::GameFromPosition => "从这个局面开始对局",
        PositionKey::EditorTitle => "摆局面",
    }
}
