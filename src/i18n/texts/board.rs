//! The board and the moves beside it: moving through the game, typing a move into the move box, editing the move list.

area! {
    /// The board and the moves beside it: moving through the game, typing a move, editing the move list.
    Board(BoardKey) {
        BoardName,
        FlipBoard,
        PreviousMove,
        NextMove,
        FirstPosition,
        LastMove,
        MoveEntryHint,
        /// `{0}` the piece.
        PromoteTo,
        Annotate,
        CommentMenu,
        DeleteFromHere,
        MakeMainLine,
        NewGame,
        NoMoveFits,
        /// `{0}` the side.
        ToMove,
        Moves,
        NoMovesYet,
        Untitled,
        /// `{0}` the move number typed, `{1}` the number of the move it was typed for.
        MoveNumberWrong,
        /// `{0}` the result typed.
        TypedResult,
        /// `{0}` the result typed, `{1}` the result the board gave.
        TypedResultDiffers,
        MoveBox,
        /// Ctrl+V with nothing on the clipboard Jipu can read.
        ClipboardNothingToRead,
    }
}

/// The English texts.
pub fn en(key: BoardKey) -> &'static str {
    match key {
        BoardKey::BoardName => "Chess board",
        BoardKey::FlipBoard => "Flip board",
        BoardKey::PreviousMove => "Previous move",
        BoardKey::NextMove => "Next move",
        BoardKey::FirstPosition => "Start position",
        BoardKey::LastMove => "Last move",
        BoardKey::MoveEntryHint => "Type a move: Nf3, 马f3, g1-f3 …",
        BoardKey::PromoteTo => "Promote to {0}",
        BoardKey::Annotate => "Annotate",
        BoardKey::CommentMenu => "Comment…",
        BoardKey::DeleteFromHere => "Delete from here",
        BoardKey::MakeMainLine => "Make main line",
        BoardKey::NewGame => "New game",
        BoardKey::NoMoveFits => "No legal move fits",
        BoardKey::ToMove => "{0} to move",
        BoardKey::Moves => "Moves",
        BoardKey::NoMovesYet => "No moves yet: drag a piece or type a move.",
        BoardKey::Untitled => "New game",
        BoardKey::MoveNumberWrong => {
            "The sheet says move {0} here; this is move {1}. The move is played."
        }
        BoardKey::TypedResult => "Result {0} set.",
        BoardKey::TypedResultDiffers => {
            "The sheet says {0}, but the board ended the game {1}: the result stays {1}."
        }
        BoardKey::MoveBox => "Your move",
        BoardKey::ClipboardNothingToRead => {
            "The clipboard holds nothing Jipu can read: no text, no picture as PNG, no file. Save the picture and open it (File › Open a picture), or drop it on the window"
        }
    }
}

/// The Chinese texts.
pub fn zh(key: BoardKey) -> &'static str {
    match key {
        BoardKey::BoardName => "棋盘",
        BoardKey::FlipBoard => "翻转棋盘",
        BoardKey::PreviousMove => "上一步",
        BoardKey::NextMove => "下一步",
        BoardKey::FirstPosition => "开始局面",
        BoardKey::LastMove => "最后一步",
        BoardKey::MoveEntryHint => "输入着法：马f3、Nf3、g1-f3 …",
        BoardKey::PromoteTo => "升变为{0}",
        BoardKey::Annotate => "注释符号",
        BoardKey::CommentMenu => "评注…",
        BoardKey::DeleteFromHere => "从此处删除",
        BoardKey::MakeMainLine => "设为主线",
        BoardKey::NewGame => "新对局",
        BoardKey::NoMoveFits => "没有相符的合法着法",
        BoardKey::ToMove => "轮到{0}走棋",
        BoardKey::Moves => "着法",
        BoardKey::NoMovesYet => "还没有着法：拖动棋子或输入着法。",
        BoardKey::Untitled => "新对局",
        BoardKey::MoveNumberWrong => "记录纸此处写的是第{0}回合，实为第{1}回合。着法已走出。",
        BoardKey::TypedResult => "结果已设为 {0}。",
        BoardKey::TypedResultDiffers => "记录纸写的是 {0}，但棋盘上的结果是 {1}：结果仍为 {1}。",
        BoardKey::MoveBox => "走棋",
        BoardKey::ClipboardNothingToRead => {
            "剪贴板上没有可以读取的内容：没有文字、PNG 图片或文件。请保存图片后打开（文件 › 打开对局图片），或把它拖到窗口上"
        }
    }
}
