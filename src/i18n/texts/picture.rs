//! A game read from a picture or a scanned PDF: why one cannot be read, where its reading stopped, and the picture
//! shown beside the board.

area! {
    /// A game read from a picture: why a picture cannot be read, where its reading stopped, the picture beside the board.
    Picture(PictureKey) {
        /// Said with a picture on which no game was found: what Jipu reads, and what to do with a handwritten sheet.
        PictureTypeBeside,
        /// `{0}` the reason.
        PictureNotReadable,
        /// `{0}` the reason.
        PictureRecogniserFailed,
        PictureNoText,
        PictureCancelled,
        /// `{0}` move number, `{1}` side, `{2}` what the recogniser sees.
        PictureStopUnlike,
        /// `{0}` move number, `{1}` side, `{2}` what the recogniser sees.
        PictureStopClose,
        /// `{0}` move number, `{1}` side, `{2}` what the recogniser sees: a closer look read another move.
        PictureStopViews,
        /// `{0}` move number, `{1}` side, `{2}` what the recogniser sees: a legal move before it was passed over.
        PictureStopAside,
        /// `{0}` move number, `{1}` side, `{2}` what the recogniser sees.
        PictureStopNumber,
        /// `{0}` move number, `{1}` side: text after the moves read was not read.
        PictureStopUnread,
        /// `{0}` move number, `{1}` side, `{2}` what the recogniser sees: read from lines run together.
        PictureStopRunTogether,
        /// `{0}` move number, `{1}` side, `{2}` the result read: moves go on after it on the page.
        PictureStopGoesOn,
        PictureStopPassedOver,
        PictureStopCellPassedOver,
        PictureStartsMidGame,
        /// After the stop of a sheet read as handwriting, without `--mark-unsure`.
        PictureMarkUnsureHint,
        /// A scoresheet's form found with nothing written in its cells.
        PictureBlankForm,
        PictureNoFirstMove,
        /// `{0}` plies read, `{1}` lines.
        PictureRead,
        /// `{0}` how many moves.
        PictureUnsureMarked,
        /// `{0}` the move's number with its dots, `{1}` the move taken.
        PictureUnsureMove,
        /// `{0}` the other readings of an unsure move.
        PictureUnsureOr,
        /// `{0}` the file.
        PicturePageOfPdf,
        /// `{0}` the picture: `--pairings` given, and no Jipu round sheet's code read on it.
        PictureNotRoundSheet,
        /// `{0}` the pairing file, `{1}` the round, `{2}` the board the code names, which the round does not have.
        PictureBoardNotPaired,
        /// `{0}` the picture, `{1}` the round and `{2}` the board its code names, `{3}` why the pairing file has no
        /// such board (the file named).
        PictureSheetNotPaired,
        /// `{0}` the round, `{1}` the board, `{2}` White, `{3}` Black: a round sheet put back to its board.
        PictureRoundSheetBoard,
        /// `--pairings` or `--take-result` with a text or PGN file.
        PairingsForPictures,
        /// `{0}` the result (`1-0`), `{1}` its probability in per cent: read on Jipu's sheet's result line.
        PictureResultWritten,
        /// After `PictureResultWritten`, on the command line with `--take-result`.
        PictureResultTaken,
        /// After `PictureResultWritten`, on the command line without `--take-result`.
        PictureResultNotTaken,
        /// After `PictureResultWritten`, on the command line, when the moves read gave the game `{0}`, its result.
        PictureResultKept,
        /// After `PictureResultWritten`, in the window.
        PictureResultConfirm,
        /// File › Open a picture…
        OpenPicture,
        ClosePicture,
        /// The name shown for a picture pasted from the clipboard.
        PastedPicture,
        /// `{0}` the picture's name.
        NoGameInPicture,
        /// `{0}` the picture's name: its game was read, and the user kept the board's game when asked.
        PictureGameNotTaken,
        /// `{0}` pieces of text read, `{1}` of how many.
        ReadingPicture,
        /// While the page is laid out, before any text is read.
        LayingOutPicture,
        /// Before the buttons of the moves offered where a picture's reading stopped.
        PictureMayBe,
        /// How to read a picture: open, drop or paste it.
        PictureHint,
        /// Why a picture's bytes give no pixels: the file is empty.
        PictureEmpty,
        /// … not a format Jipu reads.
        PictureFormat,
        /// … the file is damaged or cut short.
        PictureDamaged,
        /// … too many pixels.
        PictureTooLarge,
        /// `{0}` the page asked for, `{1}` the PDF's pages.
        PdfNoSuchPage,
        PdfOtherPages,
        /// `{0}` the page: text and drawings, no scanned picture.
        PdfNoScan,
        /// The scanned image is stored in a way not read.
        PdfScanForm,
        /// The picture's zoom buttons: in, out (hover texts), and back to the whole picture.
        ZoomIn,
        ZoomOut,
        ZoomWhole,
        /// F8 and Shift+F8: the moves read unsure, one after another.
        NextUnsure,
        PreviousUnsure,
        /// Said by F8 when no move of the game is marked unsure.
        NoUnsureMoves,
        /// Said once the last unsure move is settled.
        NoUnsureMovesLeft,
        /// `{0}` how many moves are still marked unsure.
        UnsureMovesLeft,
        /// `{0}` how many later moves were carried over before one was no legal move any more.
        UnsureRestKept,
        /// Above an unsure move's candidates: `{0}` which unsure move, `{1}` of how many, `{2}` the move taken.
        UnsureHere,
        /// The button that confirms an unsure move as read: `{0}` the move.
        UnsureRight,
    }
}

/// The English texts.
pub fn en(key: PictureKey) -> &'static str {
    match key {
        PictureKey::PictureTypeBeside => {
            "Jipu reads printed pages (a book, a magazine, a printed game score) and scoresheets filled in by hand, though handwriting often only in part. For a sheet it cannot read, type its moves into the move box: the photo stays open beside the board to read from."
        }
        PictureKey::PictureNotReadable => "this picture cannot be read: {0}",
        PictureKey::PictureRecogniserFailed => "the text recogniser failed: {0}",
        PictureKey::PictureNoText => "no text was found on the picture",
        PictureKey::PictureCancelled => "reading the picture was cancelled",
        PictureKey::PictureStopUnlike => {
            "{0}. {1}: the picture shows `{2}`, which is no legal move here (misprinted, smudged or not read)"
        }
        PictureKey::PictureStopClose => {
            "{0}. {1}: the picture is unclear at `{2}`; more than one legal move fits"
        }
        PictureKey::PictureStopViews => {
            "{0}. {1}: the picture is unclear at `{2}`; read closer, the line shows another legal move here"
        }
        PictureKey::PictureStopAside => {
            "{0}. {1}: a legal move stands on the page before `{2}` and was read as words; `{2}` may be a side line going back"
        }
        PictureKey::PictureStopNumber => {
            "{0}. {1}: the move number printed here is not {0} (`{2}`); a move may be missing"
        }
        PictureKey::PictureStopUnread => {
            "{0}. {1}: text after the last move read could not be read (lines run together or faint); the game may go on there"
        }
        PictureKey::PictureStopRunTogether => {
            "{0}. {1}: the lines of the picture run together here (a curled or crooked page), so the moves in them cannot be read for sure (`{2}`)"
        }
        PictureKey::PictureStopGoesOn => {
            "{0}. {1}: the result `{2}` was read here, but the moves go on after it on the page (read out of order?): check where the game ends"
        }
        PictureKey::PictureStopPassedOver => {
            "{0}. {1}: a line of moves above `{2}` was not read (read out of order?): the game may begin there"
        }
        PictureKey::PictureStopCellPassedOver => {
            "{0}. {1}: a cell of the table before `{2}` was not read; a move may be missing there"
        }
        PictureKey::PictureMarkUnsureHint => {
            "the sheet was read as handwriting: give --mark-unsure to read it whole, each unsure move taken as the likeliest and marked [%unsure]"
        }
        PictureKey::PictureBlankForm => {
            "no move is written on this scoresheet: its cells are empty (a blank form, or a photo of the wrong side)"
        }
        PictureKey::PictureStartsMidGame => {
            "the moves on the picture do not begin at the game's first move: Jipu reads a game from its start (open the page where it begins)"
        }
        PictureKey::PictureNoFirstMove => {
            "no game's first move was found on the picture: is it a page of moves, from move 1?"
        }
        PictureKey::PictureRead => "{0} half-moves read from {1} lines of the picture",
        PictureKey::PictureUnsureMarked => {
            "unsure moves: {0}; at each the likeliest legal move was taken, marked [%unsure] with the other readings"
        }
        PictureKey::PictureUnsureMove => "unsure: {0}{1}",
        PictureKey::PictureUnsureOr => " (or {0})",
        PictureKey::PicturePageOfPdf => "{0}: --page is for a scanned PDF; a picture has one page",
        PictureKey::PictureNotRoundSheet => {
            "{0}: no round sheet printed by Jipu was found on this picture (its corner squares and code were not read, or the sheet names no round and board): --pairings puts such a sheet back to its board"
        }
        PictureKey::PictureBoardNotPaired => "{0}: round {1} has no board {2}",
        PictureKey::PictureSheetNotPaired => "{0} is the sheet of round {1}, board {2}; {3}",
        PictureKey::PictureRoundSheetBoard => "round {0}, board {1}: {2} – {3}",
        PictureKey::PairingsForPictures => {
            "--pairings and --take-result are for a photographed sheet: give a picture (PNG, JPEG, a scanned PDF)"
        }
        PictureKey::PictureResultWritten => "the sheet's result line reads {0} ({1} %)",
        PictureKey::PictureResultTaken => "taken as the game's result (--take-result)",
        PictureKey::PictureResultNotTaken => {
            "not put into the game: check it and set the Result, or give --take-result"
        }
        PictureKey::PictureResultConfirm => {
            "not put into the game: check it and set the result in the game's details"
        }
        PictureKey::PictureResultKept => "the game's result stays {0}, as the moves read give it",
        PictureKey::OpenPicture => "Open a picture of a game…",
        PictureKey::ClosePicture => "Close the picture",
        PictureKey::PastedPicture => "the pasted picture",
        PictureKey::NoGameInPicture => {
            "{0}: no game was found on this picture; the board's game is kept"
        }
        PictureKey::PictureGameNotTaken => {
            "{0}: the game read from this picture was not put on the board; the board's game is kept (save it, then open the picture again to take its game)"
        }
        PictureKey::ReadingPicture => "Reading the picture: {0} of {1} pieces of text",
        PictureKey::LayingOutPicture => "Finding the lines of the picture…",
        PictureKey::PictureMayBe => "The move there may be:",
        PictureKey::PictureHint => {
            "A photo or scan of a printed game: File › Open a picture, drop it on the window, or paste it (Ctrl+V)"
        }
        PictureKey::PictureEmpty => "the file is empty (was it copied or downloaded to the end?)",
        PictureKey::PictureFormat => "it is not a PNG, JPEG, WebP, TIFF or BMP picture, nor a PDF",
        PictureKey::PictureDamaged => "the file is damaged or cut short",
        PictureKey::PictureTooLarge => "it has too many pixels to be read",
        PictureKey::PdfNoSuchPage => "the PDF has no page {0}: it has {1}",
        PictureKey::PdfOtherPages => "page {0} of the PDF's {1} was read; --page N reads another",
        PictureKey::PdfNoScan => "page {0} of the PDF is text and drawings, not a scanned picture",
        PictureKey::PdfScanForm => {
            "the scanned picture in the PDF is stored in a way Jipu does not read"
        }
        PictureKey::ZoomIn => "Zoom in (Ctrl and the mouse wheel)",
        PictureKey::ZoomOut => "Zoom out",
        PictureKey::ZoomWhole => "Whole picture",
        PictureKey::NextUnsure => "Next unsure move",
        PictureKey::PreviousUnsure => "Previous unsure move",
        PictureKey::NoUnsureMoves => "no move of this game is marked unsure",
        PictureKey::NoUnsureMovesLeft => "every unsure move is settled",
        PictureKey::UnsureMovesLeft => "unsure moves left: {0} (F8: the next)",
        PictureKey::UnsureRestKept => {
            "the move is taken; {0} later moves still follow from it, the next does not: the line as it was is kept as a variation"
        }
        PictureKey::UnsureHere => "Unsure move {0} of {1}: read as {2}. It may be",
        PictureKey::UnsureRight => "{0} is right",
    }
}

/// The Chinese texts.
pub fn zh(key: PictureKey) -> &'static str {
    match key {
        PictureKey::PictureTypeBeside => {
            "记谱能读印刷的页面（书、杂志、打印的棋谱）和手写的记录纸，但手写的字往往只能读出一部分。读不出的记录纸请在着法框里输入着法：照片一直留在棋盘旁边，可以边看边输入。"
        }
        PictureKey::PictureNotReadable => "无法读取这张图片：{0}",
        PictureKey::PictureRecogniserFailed => "文字识别失败：{0}",
        PictureKey::PictureNoText => "图片上没有找到文字",
        PictureKey::PictureCancelled => "已取消读取图片",
        PictureKey::PictureStopUnlike => {
            "第{0}回合{1}：图片上是“{2}”，这里没有这样的合法着法（印错、污损或未能识别）"
        }
        PictureKey::PictureStopClose => "第{0}回合{1}：图片在“{2}”处不清楚，不止一个合法着法相符",
        PictureKey::PictureStopViews => {
            "第{0}回合{1}：图片在“{2}”处不清楚；放大再看，这一行在这里是另一个合法着法"
        }
        PictureKey::PictureStopAside => {
            "第{0}回合{1}：“{2}”之前有一个合法着法被当作文字略过；“{2}”可能是回头的变着"
        }
        PictureKey::PictureStopNumber => {
            "第{0}回合{1}：这里印的回合数不是 {0}（“{2}”），可能漏了一步"
        }
        PictureKey::PictureStopUnread => {
            "第{0}回合{1}：最后读出的着法之后还有文字无法识别（行挤在一起或太淡），对局可能还在继续"
        }
        PictureKey::PictureStopRunTogether => {
            "第{0}回合{1}：图片上这里几行文字挤在了一起（纸页弯曲或歪斜），其中的着法无法确认（“{2}”）"
        }
        PictureKey::PictureStopGoesOn => {
            "第{0}回合{1}：这里读到了结果“{2}”，但页面上此后还有着法（读的顺序可能有误）：请核对对局在哪里结束"
        }
        PictureKey::PictureStopPassedOver => {
            "第{0}回合{1}：“{2}”上面有一行着法没有读到（读的顺序可能有误）：对局可能从那里开始"
        }
        PictureKey::PictureStopCellPassedOver => {
            "第{0}回合{1}：“{2}”之前表格里有一格没有读到，可能漏了一步"
        }
        PictureKey::PictureMarkUnsureHint => {
            "这张记录纸按手写读取：加 --mark-unsure 可读完整张，每步不确定的着法取最可能的一种并标记 [%unsure]"
        }
        PictureKey::PictureBlankForm => {
            "这张记录纸上没有写着法：格子都是空的（空白记录纸，或拍错了面）"
        }
        PictureKey::PictureStartsMidGame => {
            "图片上的着法不是从棋局的第一步开始的：记谱只能从开局读起（请打开棋局开始的那一页）"
        }
        PictureKey::PictureNoFirstMove => {
            "图片上找不到棋局的第一步：这是从第 1 回合开始的一页着法吗？"
        }
        PictureKey::PictureRead => "从图片的 {1} 行读出 {0} 步（半回合）",
        PictureKey::PictureUnsureMarked => {
            "没有把握的着法：{0} 步；每处取了最可能的合法着法，并用 [%unsure] 标出其他读法"
        }
        PictureKey::PictureUnsureMove => "没有把握：{0}{1}",
        PictureKey::PictureUnsureOr => "（或 {0}）",
        PictureKey::PicturePageOfPdf => "{0}：--page 只用于扫描的 PDF；图片只有一页",
        PictureKey::PictureNotRoundSheet => {
            "{0}：图片上没有找到记谱打印的轮次记录纸（没有读出四角的方块和二维码，或者记录纸上没有轮次和台号）：--pairings 用于把这样的记录纸放回它的台次"
        }
        PictureKey::PictureBoardNotPaired => "{0}：第 {1} 轮没有第 {2} 台",
        PictureKey::PictureSheetNotPaired => "{0} 是第 {1} 轮第 {2} 台的记录纸；{3}",
        PictureKey::PictureRoundSheetBoard => "第 {0} 轮第 {1} 台：{2} – {3}",
        PictureKey::PairingsForPictures => {
            "--pairings 和 --take-result 用于拍下的记录纸：请给出一张图片（PNG、JPEG、扫描的 PDF）"
        }
        PictureKey::PictureResultWritten => "记录纸的结果一栏写的是 {0}（{1} %）",
        PictureKey::PictureResultTaken => "已作为棋局结果写入（--take-result）",
        PictureKey::PictureResultNotTaken => "未写入棋局：请核对后填写结果，或加 --take-result",
        PictureKey::PictureResultKept => "棋局结果仍为 {0}（由读出的着法得出）",
        PictureKey::PictureResultConfirm => "未写入棋局：请核对后在对局信息中填写结果",
        PictureKey::OpenPicture => "打开对局图片…",
        PictureKey::ClosePicture => "关闭图片",
        PictureKey::PastedPicture => "粘贴的图片",
        PictureKey::NoGameInPicture => "{0}：图片上没有找到对局，棋盘上的对局保持不变",
        PictureKey::PictureGameNotTaken => {
            "{0}：从这张图片读出的对局没有放到棋盘上，棋盘上的对局保持不变（先保存，再打开这张图片即可取用它的对局）"
        }
        PictureKey::ReadingPicture => "正在读取图片：第 {0} 段，共 {1} 段文字",
        PictureKey::LayingOutPicture => "正在查找图片上的文字行…",
        PictureKey::PictureMayBe => "这一步可能是：",
        PictureKey::PictureHint => {
            "印刷对局的照片或扫描件：文件 › 打开对局图片，拖到窗口上，或粘贴（Ctrl+V）"
        }
        PictureKey::PictureEmpty => "文件是空的（是否没有复制或下载完整？）",
        PictureKey::PictureFormat => "它不是 PNG、JPEG、WebP、TIFF 或 BMP 图片，也不是 PDF",
        PictureKey::PictureDamaged => "文件已损坏或不完整",
        PictureKey::PictureTooLarge => "图片像素太多，无法读取",
        PictureKey::PdfNoSuchPage => "PDF 没有第 {0} 页：它只有 {1} 页",
        PictureKey::PdfOtherPages => "读的是 PDF 共 {1} 页中的第 {0} 页；用 --page N 读其他页",
        PictureKey::PdfNoScan => "PDF 的第 {0} 页是文字和图形，不是扫描的图片",
        PictureKey::PdfScanForm => "PDF 中扫描图片的存储方式无法读取",
        PictureKey::ZoomIn => "放大（Ctrl 加鼠标滚轮）",
        PictureKey::ZoomOut => "缩小",
        PictureKey::ZoomWhole => "整张图片",
        PictureKey::NextUnsure => "下一步没有把握的着法",
        PictureKey::PreviousUnsure => "上一步没有把握的着法",
        PictureKey::NoUnsureMoves => "这盘棋没有标为没有把握的着法",
        PictureKey::NoUnsureMovesLeft => "没有把握的着法都已确定",
        PictureKey::UnsureMovesLeft => "还有 {0} 步没有把握（F8：下一步）",
        PictureKey::UnsureRestKept => {
            "已改用这一步；其后 {0} 步仍然合法，再往后一步不合法：原来的着法已保留为变着"
        }
        PictureKey::UnsureHere => "第 {0} 处没有把握（共 {1} 处）：读作 {2}。也可能是",
        PictureKey::UnsureRight => "{0} 是对的",
    }
}
