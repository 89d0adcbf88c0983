//! The game's own words: the sides, the pieces, and every way a game ends, by the rules or recorded.

area! {
    /// The game's own words: the sides, the pieces, and every way a game ends.
    Chess(ChessKey) {
        White,
        Black,
        King,
        Queen,
        Rook,
        Bishop,
        Knight,
        Pawn,
        Checkmate,
        Stalemate,
        DeadPosition,
        FivefoldRepetition,
        SeventyFiveMoves,
        ThreefoldClaim,
        FiftyMovesClaim,
        /// `{0}` the side.
        Resignation,
        Agreement,
        /// `{0}` the side.
        TimeForfeit,
        /// `{0}` the side.
        TimeOutNoMate,
        ThreefoldClaimed,
        FiftyMovesClaimed,
        /// `{0}` the side.
        RecordedWin,
        RecordedDraw,
    }
}

/// The English texts.
pub fn en(key: ChessKey) -> &'static str {
    match key {
        ChessKey::White => "White",
        ChessKey::Black => "Black",
        ChessKey::King => "king",
        ChessKey::Queen => "queen",
        ChessKey::Rook => "rook",
        ChessKey::Bishop => "bishop",
        ChessKey::Knight => "knight",
        ChessKey::Pawn => "pawn",
        ChessKey::Checkmate => "checkmate",
        ChessKey::Stalemate => "stalemate",
        ChessKey::DeadPosition => "dead position: neither side can mate",
        ChessKey::FivefoldRepetition => "the same position for the fifth time",
        ChessKey::SeventyFiveMoves => "75 moves without a capture or a pawn move",
        ChessKey::ThreefoldClaim => "a draw may be claimed: the same position for the third time",
        ChessKey::FiftyMovesClaim => {
            "a draw may be claimed: 50 moves without a capture or a pawn move"
        }
        ChessKey::Resignation => "{0} resigned",
        ChessKey::Agreement => "draw by agreement",
        ChessKey::TimeForfeit => "{0} lost on time",
        ChessKey::TimeOutNoMate => "{0}'s flag fell, but the opponent cannot mate: draw",
        ChessKey::ThreefoldClaimed => "draw claimed: the same position three times",
        ChessKey::FiftyMovesClaimed => "draw claimed: 50 moves without a capture or a pawn move",
        ChessKey::RecordedWin => "{0} won",
        ChessKey::RecordedDraw => "drawn",
    }
}

/// The Chinese texts.
pub fn zh(key: ChessKey) -> &'static str {
    match key {
        ChessKey::White => "白方",
        ChessKey::Black => "黑方",
        ChessKey::King => "王",
        ChessKey::Queen => "后",
        ChessKey::Rook => "车",
        ChessKey::Bishop => "象",
        ChessKey::Knight => "马",
        ChessKey::Pawn => "兵",
        ChessKey::Checkmate => "将死",
        ChessKey::Stalemate => "逼和（无子可动）",
        ChessKey::DeadPosition => "死局面：双方都无法将死对方",
        ChessKey::FivefoldRepetition => "同一局面第五次出现",
        ChessKey::SeventyFiveMoves => "75 回合内没有吃子也没有走兵",
        ChessKey::ThreefoldClaim => "可以要求和棋：同一局面第三次出现",
        ChessKey::FiftyMovesClaim => "可以要求和棋：50 回合内没有吃子也没有走兵",
        ChessKey::Resignation => "{0}认输",
        ChessKey::Agreement => "双方同意和棋",
        ChessKey::TimeForfeit => "{0}超时负",
        ChessKey::TimeOutNoMate => "{0}超时，但对方无法将死：和棋",
        ChessKey::ThreefoldClaimed => "已要求和棋：同一局面出现三次",
        ChessKey::FiftyMovesClaimed => "已要求和棋：50 回合无吃子无走兵",
        ChessKey::RecordedWin => "{0}胜",
        ChessKey::RecordedDraw => "和棋",
    }
}
