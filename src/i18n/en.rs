//! English texts.

use super::Key;

pub fn text(key: Key) -> &'static str {
    match key {
        Key::White => "White",
        Key::Black => "Black",
        Key::King => "king",
        Key::Queen => "queen",
        Key::Rook => "rook",
        Key::Bishop => "bishop",
        Key::Knight => "knight",
        Key::Pawn => "pawn",
        Key::MoveProblem => "{0} {1} `{2}`: {3}",
        Key::Unreadable => "this cannot be read as a move",
        Key::NoPieceOn => "there is no {0} piece on {1}",
        Key::OpponentPieceOn => "the piece on {0} is {1}'s, but it is {2}'s move",
        Key::WrongPieceOn => "the piece on {0} is a {1}, not a {2}",
        Key::PieceCannotReach => "the {0} on {1} cannot move to {2}",
        Key::NoPieceCanReach => "no {0} {1} can move to {2}",
        Key::SideHasNoSuchPiece => "{0} has no {1}",
        Key::LeavesKingInCheck => "that would leave the {0} king in check",
        Key::CastlingNotAllowed => "{0} cannot castle that way here",
        Key::NotEnPassant => "it is marked en passant, but it is not an en passant capture",
        Key::NotCheck => "it is marked as check, but it gives no check",
        Key::NullMoveInCheck => "a null move (--) is not possible while the king is in check",
        Key::CastlingRightsDropped => {
            "the position “{0}” has castling rights no king and rook can have: they are dropped"
        }
        Key::GameIsVariant => "the game is {0}, not chess: Jipu reads chess and Chess960",
        Key::CaptureNotWritten => {
            "{0}: read as a capture, as no move without one fits (a dash says no capture)"
        }
        Key::MovesInComment => {
            "the game seems to go on here, in text read as commentary: legal moves follow one another"
        }
        Key::PieceDropped => {
            "a piece is put on the board from the hand: that is crazyhouse, and Jipu reads chess and Chess960"
        }
        Key::MoveMissing => "{0}'s move {1} is missing: the text goes on with a later move",
        Key::TypeMissingMove => "type the missing move",
        Key::GameIsOver => "the game is already over; {0} has no legal move",
        Key::Ambiguous => "this fits more than one legal move",
        Key::Candidates => "which one: {0}",
        Key::Suggestions => "did you mean: {0}",
        Key::NoSuggestions => "there is no legal move close to it",
        Key::PromotionNeedsPiece => "a pawn reaching the last rank must say which piece it becomes",
        Key::GameAtLine => "game {0}, line {1}",
        Key::CannotReadFile => "cannot read {0}: {1}",
        Key::FileMissing => "there is no such file",
        Key::NoPermission => "you are not allowed to read it",
        Key::IsAFolder => "it is a folder, not a file",
        Key::NotText => {
            "it is not a text file of games (it holds binary data, such as a picture or an archive)"
        }
        Key::NoGameInFile => "There is no game in {0}.",
        Key::ReplaceGames => {
            "{0} already holds {1} games: saving replaces them all with this one. Press again to replace them."
        }
        Key::EmptyFile => "{0} is empty: there is no game in it",
        Key::SheetNotWrittenStopped => {
            "the sheet was not written: a game stops at the move named above, and would print as if it ended there; correct the move (jipu import shows the game) and print again"
        }
        Key::EmptyInput => "the input is empty: there is no game in it",
        Key::NoGameFound => "no game was found in the input",
        Key::NoGameInText => {
            "No moves and no game details were found in this text; the game is unchanged."
        }
        Key::BadFen => "The position “{0}” cannot be set up: {1}.",
        Key::NoSuchGame => "there is no game {0}: the input holds {1}",
        Key::BuiltWithoutWindow => {
            "this jipu was built without the window (cargo build --no-default-features); the commands import, moves and sheet work — see jipu --help"
        }
        Key::CannotOpenWindow => "cannot open the window: {0}",
        Key::Checkmate => "checkmate",
        Key::Stalemate => "stalemate",
        Key::DeadPosition => "dead position: neither side can mate",
        Key::FivefoldRepetition => "the same position for the fifth time",
        Key::SeventyFiveMoves => "75 moves without a capture or a pawn move",
        Key::ThreefoldClaim => "a draw may be claimed: the same position for the third time",
        Key::FiftyMovesClaim => "a draw may be claimed: 50 moves without a capture or a pawn move",
        Key::DecodedAs => "the file is not UTF-8; it was read as {0}",
        Key::SheetTitle => "Record of Chess",
        Key::Event => "Event",
        Key::Date => "Date",
        Key::Site => "Site",
        Key::Used => "Used",
        Key::Limit => "Limit",
        Key::Winner => "Winner",
        Key::Round => "Round",
        Key::Table => "Table",
        Key::MoveNumber => "No.",
        Key::Result => "Result",
        Key::WhiteSignature => "White's signature",
        Key::BlackSignature => "Black's signature",
        Key::Arbiter => "Arbiter",
        Key::Draw => "Draw",
        Key::PageOf => "page {0} of {1}",
        Key::MissingGlyph => "`{1}` in “{0}” cannot be printed: the font has no such character",
        Key::SheetWritten => "scoresheet written to {0}",
        Key::CannotWriteFile => "cannot write {0}: {1}",
        Key::FileStillReading => {
            "{0} is still being read: save again once all its games are listed (nothing was written)"
        }
        Key::AppTitle => "Jipu 记谱",
        Key::BoardName => "Chess board",
        Key::FlipBoard => "Flip board",
        Key::PreviousMove => "Previous move",
        Key::NextMove => "Next move",
        Key::FirstPosition => "Start position",
        Key::LastMove => "Last move",
        Key::SwitchLanguage => "中文界面",
        Key::ListEnglish => "English",
        Key::ListChinese => "中文",
        Key::ListBoth => "Both",
        Key::ListDescriptive => "Descriptive (P-K4)",
        Key::MoveEntryHint => "Type a move: Nf3, 马f3, g1-f3 …",
        Key::PasteGame => "Paste a game…",
        Key::PasteHint => "Paste or type a whole game, in any notation",
        Key::Import => "Import",
        Key::Cancel => "Cancel",
        Key::KeepToHere => "Keep the moves before it",
        Key::ReadCorrection => "Read this instead",
        Key::InTheText => "In the text:",
        Key::PromoteTo => "Promote to {0}",
        Key::Annotate => "Annotate",
        Key::CommentMenu => "Comment…",
        Key::DeleteFromHere => "Delete from here",
        Key::MakeMainLine => "Make main line",
        Key::Ok => "OK",
        Key::NewGame => "New game",
        Key::NoMoveFits => "No legal move fits",
        Key::ToMove => "{0} to move",
        Key::Moves => "Moves",
        Key::NoMovesYet => "No moves yet: drag a piece or type a move.",
        Key::NoSuchDate => "there is no such date: {0}",
        Key::DateFormat => "write the date as 2026.11.30",
        Key::NotATime => "not a time: write h:mm, such as 1:25",
        Key::NegativeTime => "a time cannot be negative",
        Key::NotATimeControl => {
            "cannot read the time control: write 90+30 (minutes + seconds) or 40/5400:1800+30"
        }
        Key::TableNumber => "the table is a number, such as 7",
        Key::ResultValue => "the result is 1-0, 0-1, 1/2-1/2 or *",
        Key::GameDetails => "Game details",
        Key::OpenFile => "Open…",
        Key::SaveFile => "Save",
        Key::SaveFileAs => "Save as…",
        Key::Exit => "Exit",
        Key::PictureTypeBeside => {
            "Jipu reads printed pages (a book, a magazine, a printed game score); handwriting is not read yet. For a handwritten sheet, type its moves into the move box: the photo stays open beside the board to read from."
        }
        Key::ExportSheet => "Export scoresheet…",
        Key::PrintSheet => "Print",
        Key::PrintBlank => "Print blank sheets",
        Key::CopyPgn => "Copy game as PGN",
        Key::SetUpFen => "Set up position from FEN…",
        Key::FileMenu => "File",
        Key::RecentFiles => "Recent files",
        Key::ChooseGame => "Choose a game",
        Key::UnsavedChanges => "The game has changes that are not saved.",
        Key::SaveAndClose => "Save",
        Key::Discard => "Discard changes",
        Key::Saved => "saved to {0}",
        Key::Saving => "saving to {0}…",
        Key::StillSaving => "{0} is still being saved: wait until it is",
        Key::SentToPrinter => "Sent to {0} (job {1}).",
        Key::OpenedViewer => "Opened in the PDF viewer: {0}",
        Key::SheetNotation => "Sheet notation",
        Key::Paper => "Paper",
        Key::Untitled => "New game",
        Key::Resignation => "{0} resigned",
        Key::Agreement => "draw by agreement",
        Key::TimeForfeit => "{0} lost on time",
        Key::TimeOutNoMate => "{0}'s flag fell, but the opponent cannot mate: draw",
        Key::ThreefoldClaimed => "draw claimed: the same position three times",
        Key::FiftyMovesClaimed => "draw claimed: 50 moves without a capture or a pawn move",
        Key::ClaimDraw => "Claim draw",
        Key::AgreeDraw => "Agree draw",
        Key::ConfirmResign => "{0} resigns?",
        Key::ConfirmDraw => "Both players agree to a draw?",
        Key::Yes => "Yes",
        Key::No => "No",
        Key::StartClock => "Use a clock",
        Key::PauseClock => "Pause",
        Key::ResumeClock => "Resume",
        Key::GameOver => "Game over: {0}",
        Key::Restored => "Restored the game that was not saved when Jipu last closed.",
        Key::ClockMenu => "Clock time…",
        Key::Loading => "Reading {0}…",
        Key::Cancelled => "Reading {0} was cancelled.",
        Key::EditMenu => "Edit",
        Key::Undo => "Undo",
        Key::Redo => "Redo",
        Key::SideResigns => "{0} resigns",
        Key::ClockPausedNoMove => "The clock is paused: resume it to play on.",
        Key::MoveNumberWrong => {
            "The sheet says move {0} here; this is move {1}. The move is played."
        }
        Key::TypedResult => "Result {0} set.",
        Key::FileReadAs => {
            "{0} is not UTF-8: it was read as {1}. If names look wrong, File › Reopen as… reads it as another encoding."
        }
        Key::ReopenAs => "Reopen as",
        Key::TypedResultDiffers => {
            "The sheet says {0}, but the board ended the game {1}: the result stays {1}."
        }
        Key::FieldBlocksSheet => "The sheet is not printed: {0} — {1}. Correct the field first.",
        Key::GameAlreadyOver => "The game is over ({0}). Play on? The result is taken back.",
        Key::PlayOn => "Play on",
        Key::UnsavedGamesFound => "Unsaved games were found",
        Key::UnsavedGamesExplain => {
            "A Jipu window closed without saving these games (a crash, a kill, a power cut). Each can be restored here or in a new window."
        }
        Key::WaitingGame => "{0} — {1} moves, stored {2} min ago",
        Key::RestoreHere => "Restore here",
        Key::RestoreInNewWindow => "Open in a new window",
        Key::Later => "Later",
        Key::OwnChooser => {
            "The system's file chooser could not be shown here; Jipu's own is used instead."
        }
        Key::CannotReadFolder => "The folder {0} cannot be read.",
        Key::ChooseAName => "Type a file name, or pick a file.",
        Key::NoSuchFile => "There is no file {0}.",
        Key::ReplaceFile => "{0} already exists. Press again to replace it.",
        Key::Folder => "Folder",
        Key::FileName => "File name",
        Key::UpFolder => "Up",
        Key::Places => "Places",
        Key::StandardPlay => "standard",
        Key::RapidPlay => "rapid",
        Key::BlitzPlay => "blitz",
        Key::ViewMenu => "View",
        Key::MoveBox => "Your move",
        Key::PrintNoCups => "Printing needs CUPS, which is not installed here",
        Key::PrintServerDown => "The printing service (CUPS) is not running",
        Key::PrintNoPrinter => "No printer is set up",
        Key::PrintNotAccepting => "The printer {0} is not accepting jobs",
        Key::PrintNoSuchPrinter => "There is no printer {0}",
        Key::PrintTimedOut => "The printing service did not answer",
        Key::PrintFailed => "Printing failed: {0}",
        Key::PrintPreview => "Preview of the page",
        Key::Printer => "Printer",
        Key::FindingPrinters => "Asking for the printers…",
        Key::DefaultPrinter => "default",
        Key::NotAcceptingShort => "not accepting jobs",
        Key::Copies => "Copies",
        Key::PrintWhat => "Print",
        Key::ThisGame => "This game",
        Key::BlankForms => "Blank forms",
        Key::Sending => "Sending…",
        Key::PrintButton => "Print",
        Key::SaveAsPdf => "Save as PDF…",
        Key::OpenInViewer => "Open in PDF viewer",
        Key::FindGames => "Find",
        Key::FindGamesHint => "王 round:5 date:2024..2025 result:1-0",
        Key::GamesShown => "{0} of {1} games",
        Key::PrintListed => "Print these games' sheets…",
        Key::BadFilter => {
            "“{0}” cannot be read: write a word, or white:, black:, player:, event:, site:, round:, date:2024..2025, result:1-0"
        }
        Key::RoundBoards => "These games' sheets ({0} pages)",
        Key::RoundHasNoBoards => "This round has no boards paired.",
        Key::TookBoard => "A new game for table {0}, round {1}: its details are in the form.",
        Key::MoveNotation => "Moves",
        Key::InterfaceLanguage => "Interface",
        Key::LargestBoard => "Largest board",
        Key::FenUnreadable => {
            "this is not a FEN (it has six parts: pieces, side to move, castling, en passant, two counters)"
        }
        Key::FenBoard => {
            "the pieces (first part) cannot be read: eight ranks separated by /, letters KQRBNP kqrbnp and digits"
        }
        Key::FenTurn => "the side to move must be w or b",
        Key::FenCastling => "the castling rights do not fit the kings and rooks",
        Key::FenEnPassant => "the en passant square is not possible",
        Key::FenCounters => "the move counters must be numbers",
        Key::FenNoPieces => "there are no pieces on the board",
        Key::FenMissingKing => "a king is missing",
        Key::FenTooManyKings => "a side has more than one king",
        Key::FenPawnsOnBackRank => "a pawn stands on the first or last rank",
        Key::FenOppositeCheck => "the side not to move is in check",
        Key::FenImpossibleCheck => "no move could have given this check",
        Key::FenTooMuchMaterial => "a side has more pieces than a game allows",
        Key::CustomLimit => {
            "Other: type it in the field, in minutes and seconds (60+30 is 60′ + 30″; 40/90′ + 30″)"
        }
        Key::LightTheme => "Light",
        Key::DarkTheme => "Dark",
        Key::ClubAtLine => "line {0}: {1}",
        Key::TrfShortLine => {
            "a player line (001) must reach column 84 (the points), but this one ends at column {0}"
        }
        Key::TrfBadStartingRank => "`{0}` is not a starting rank",
        Key::TrfDuplicateRank => "starting rank {0} is already used on line {1}",
        Key::TrfBadRating => "`{0}` is not a rating",
        Key::TrfBadOpponent => "round {0}: `{1}` is not an opponent's starting rank",
        Key::TrfBadColour => "round {0}: `{1}` is not a colour (w, b or -)",
        Key::TrfBadResultCode => "round {0}: `{1}` is not a result (1 = 0 + - W D L H F U Z)",
        Key::TrfMissingOpponent => "round {0} pairs {1} with number {2}, who is not in the file",
        Key::TrfNotMutual => {
            "round {0} pairs {1} with {2}, but {2}'s line ({3}) does not pair them with {1}"
        }
        Key::TrfSameColour => "in round {0}, {1} and {2} both have {3}",
        Key::TrfNoColour => "in round {0}, {1} is paired with {2} but has no colour",
        Key::TrfResultsDisagree => "in round {0}, the results of {1} and {2} do not agree",
        Key::PairingBadDate => "`{0}` is not a date",
        Key::TrfNoPlayers => "the file has no players (no 001 lines)",
        Key::RoundNotInFile => "there is no round {0} in the file; it has round {1}",
        Key::FilePairsNoRound => "there is no round {0} in the file; it pairs no round yet",
        Key::RoundWithoutBoards => "round {0} has no boards: nobody is paired",
        Key::CsvMissingColumn => "the header has no `{0}` column",
        Key::CsvEmptyCell => "the `{0}` is empty",
        Key::CsvBadNumber => "`{0}` is not a number ({1})",
        Key::CsvBadResult => "`{0}` is not a result (1-0, 0-1, ½-½, +-, -+)",
        Key::CsvDuplicateBoard => "board {0} is already on line {1}",
        Key::CsvPlaysTwice => "{0} already plays in this round (line {1})",
        Key::CsvUnclosedQuote => "a quote opened here is never closed",
        Key::CsvNoRows => "the file has no boards",
        Key::GameWithoutRound => {
            "game {0} has no round number, but other games of the file have one"
        }
        Key::PgnGameUnreadable => "game {0} cannot be read, so its result is not known",
        Key::LadderBadPoints => "`{0}` is not a number of points (one decimal at most)",
        Key::LadderDuplicateName => "{0} is already in the ladder on line {1}",
        Key::ColumnBoard => "board",
        Key::ColumnWhite => "white",
        Key::ColumnBlack => "black",
        Key::ColumnWhiteRating => "white_rating",
        Key::ColumnBlackRating => "black_rating",
        Key::ColumnWhiteTitle => "white_title",
        Key::ColumnBlackTitle => "black_title",
        Key::ColumnRound => "round",
        Key::ColumnEvent => "event",
        Key::ColumnDate => "date",
        Key::ColumnSite => "site",
        Key::ColumnResult => "result",
        Key::ColumnName => "name",
        Key::ColumnPoints => "points",
        Key::ColumnGames => "games",
        Key::ColumnLevel => "level",
        Key::LevelNone => "no level",
        Key::LevelGrade => "level {0}",
        Key::GradeRound => "Round {0}",
        Key::GradeGames => "Games",
        Key::GradeBoard => "board {0}",
        Key::GradeForfeit => "forfeit, not graded",
        Key::GradeUnderOneMove => "less than one move, not graded",
        Key::GradeNoResult => "no result yet",
        Key::GradeNothing => "{0} has no finished games to grade",
        Key::LadderStarted => "{0} does not exist yet: a new ladder starts, everyone at 0 points",
        Key::LadderNewPlayer => "{0} is new to the ladder and starts at 0 points",
        Key::LadderWritten => "ladder written: {0}",
        Key::LadderDryRun => "dry run: {0} was not written",
        Key::RoundSheets => "{0}: round {1}, boards: {2}",
        Key::UnnumberedRoundSheets => "{0}: boards: {1}",
        Key::PrintSpoolerDown => "The Windows print spooler is not running",
        Key::PrintOffline => "The printer {0} is offline",
        Key::PrintRefused => "The printer {0} refused the job: {1}",
        Key::HelpMenu => "Help",
        Key::GuideMenu => "User's guide",
        Key::GuideContents => "Contents",
        Key::GuideNotFound => {
            "The user's guide is not installed with this copy of Jipu (looked for in {0}): install Jipu again to have it"
        }
        Key::GuideUnreadable => "The user's guide {0} cannot be read: {1}",
        Key::GuideEmpty => "The user's guide {0} is empty or damaged: install Jipu again",
        Key::AboutMenu => "About Jipu",
        Key::AboutVersion => "Version {0}",
        Key::AboutLicence => {
            "Free software under the {0} licence: you may use, share and change it."
        }
        Key::AboutDataFolder => "Your unsaved games and settings are kept in {0}",
        Key::AboutNoDataFolder => {
            "This system gives Jipu no folder for its data: games are not kept between runs"
        }
        Key::AboutFontCredit => {
            "Font: Jipu Sans, made from Noto Sans SC (Adobe) and Noto Sans Symbols 2 (the Noto Project Authors), SIL Open Font License 1.1"
        }
        Key::AboutPiecesCredit => {
            "Pieces: cburnett, drawn by Colin M. L. Burnett, GPL version 2 or later"
        }
        Key::AboutIconCredit => "Icon: drawn for Jipu, GPL version 3 or later",
        Key::AboutOpeningsCredit => {
            "Opening names: the Lichess chess-openings table (its contributors), CC0 1.0; the Chinese names are Jipu's own"
        }
        Key::AboutModelCredit => {
            "Reading pictures: PaddleOCR's PP-OCRv4 recognition model (PaddlePaddle authors, converted by RapidOCR), Apache License 2.0"
        }
        Key::CloseDialog => "Close",
        Key::PictureNotReadable => "this picture cannot be read: {0}",
        Key::PictureRecogniserFailed => "the text recogniser failed: {0}",
        Key::PictureNoText => "no text was found on the picture",
        Key::PictureCancelled => "reading the picture was cancelled",
        Key::PictureStopUnlike => {
            "{0}. {1}: the picture shows `{2}`, which is no legal move here (misprinted, smudged or not read)"
        }
        Key::PictureStopClose => {
            "{0}. {1}: the picture is unclear at `{2}`; more than one legal move fits"
        }
        Key::PictureStopNumber => {
            "{0}. {1}: the move number printed here is not {0} (`{2}`); a move may be missing"
        }
        Key::PictureStopUnread => {
            "{0}. {1}: text after the last move read could not be read (lines run together or faint); the game may go on there"
        }
        Key::PictureStopGoesOn => {
            "{0}. {1}: the result `{2}` was read here, but the moves go on after it on the page (read out of order?): check where the game ends"
        }
        Key::PictureStartsMidGame => {
            "the moves on the picture do not begin at the game's first move: Jipu reads a game from its start (open the page where it begins)"
        }
        Key::PictureNoFirstMove => {
            "no game's first move was found on the picture: is it a page of moves, from move 1?"
        }
        Key::PicturePageOfPdf => "{0}: --page is for a scanned PDF; a picture has one page",
        Key::PictureRead => "{0} half-moves read from {1} lines of the picture",
        Key::OpenPicture => "Open a picture of a game…",
        Key::ClosePicture => "Close the picture",
        Key::PastedPicture => "the pasted picture",
        Key::PictureGameNotTaken => {
            "{0}: the game read from this picture was not put on the board; the board's game is kept (save it, then open the picture again to take its game)"
        }
        Key::NoGameInPicture => "{0}: no game was found on this picture; the board's game is kept",
        Key::ReadingPicture => "Reading the picture: {0} of {1} pieces of text",
        Key::LayingOutPicture => "Finding the lines of the picture…",
        Key::PictureMayBe => "The move there may be:",
        Key::PictureHint => {
            "A photo or scan of a printed game: File › Open a picture, drop it on the window, or paste it (Ctrl+V)"
        }
        Key::PictureEmpty => "the file is empty (was it copied or downloaded to the end?)",
        Key::PictureFormat => "it is not a PNG, JPEG, WebP, TIFF or BMP picture, nor a PDF",
        Key::PictureDamaged => "the file is damaged or cut short",
        Key::PictureTooLarge => "it has too many pixels to be read",
        Key::PdfNoSuchPage => "the PDF has no page {0}: it has {1}",
        Key::PdfOtherPages => "page {0} of the PDF's {1} was read; --page N reads another",
        Key::PdfNoScan => "page {0} of the PDF is text and drawings, not a scanned picture",
        Key::PdfScanForm => "the scanned picture in the PDF is stored in a way Jipu does not read",
        Key::ZoomIn => "Zoom in (Ctrl and the mouse wheel)",
        Key::ZoomOut => "Zoom out",
        Key::ZoomWhole => "Whole picture",
        Key::ClipboardNothingToRead => {
            "The clipboard holds nothing Jipu can read: no text, no picture as PNG, no file. Save the picture and open it (File › Open a picture), or drop it on the window"
        }
        Key::RecordedWin => "{0} won",
        Key::RecordedDraw => "drawn",
        Key::SheetHadWritten => "sheet: {0}",
        Key::SheetHadNothing => "sheet: no move written",
        Key::SheetCorrections => "Corrections from the paper sheet",
        Key::SheetNeedsOutput => "the sheet needs a file to be written to: -o FILE.pdf",
        Key::BlankCountZero => "--count must be 1 or more",
        Key::SheetSaved => "scoresheet written to {0}",
        Key::NotSaved => "Not saved",
        Key::SavedIn => "saved in {0}",
        Key::StyleEn => "English (Nf3)",
        Key::StyleZh => "Chinese (马f3)",
        Key::StyleZhHant => "Traditional Chinese (馬f3)",
        Key::StyleFigurine => "Figurines (♘f3)",
        Key::StyleLong => "Full notation (马g1-f3)",
        Key::StyleLongEn => "Full notation, English (Ng1-f3)",
        Key::StyleIccf => "ICCF numbers (7163)",
        Key::PrintCorrections => "List the moves repaired from the paper sheet",
        Key::ArbiterMenu => "Arbiter",
        Key::TakeBackLast => "Take back the last move…",
        Key::AdjustClockBy => "{0} {1}",
        Key::ArbiterAdjusted => "arbiter: {0} {1}",
        Key::ArbiterTookBackRestored => "arbiter: {0} taken back, clocks given back",
        Key::ArbiterTookBackKept => "arbiter: {0} taken back, clocks kept",
        Key::TakeBackQuestion => "Take back {0}?",
        Key::TakeBackClocks => "The clocks:",
        Key::ClocksRestore => "Give the time back",
        Key::ClocksKeep => "Keep them as they are",
        Key::RoundMenu => "A round at the club…",
        Key::OpenPairings => "Open another pairing file…",
        Key::RoundBoardsTab => "Boards and sheets",
        Key::RoundResultsTab => "Results",
        Key::RoundGradingTab => "Grading points",
        Key::BoardsOfRound => "Boards of round",
        Key::NewGameForBoard => "Start this game",
        Key::NewGameForBoardHint => {
            "A new game with this board's details (the game shown is asked about first when it has unsaved changes)"
        }
        Key::PrintSheets => "Print the sheets…",
        Key::NotARoundNumber => "`{0}` is not a round number (1, 2, 3…)",
        Key::TookBoardNoRound => "A new game for table {0}: its details are in the form.",
        Key::ResultKeys => {
            "Keys: ↑ ↓ a board · 1 White wins · 0 Black wins · = draw · + White by forfeit · - Black by forfeit · x both forfeit · Delete no result"
        }
        Key::ResultsIn => "{0} of {1} results in",
        Key::WriteResultsCsv => "Write a results CSV…",
        Key::WriteResultsTrf => "Write into the TRF",
        Key::ResultsWritten => "results written: {0}",
        Key::ResultsFileSuffix => "results",
        Key::SheetsFileSuffix => "sheets",
        Key::LadderFileName => "ladder.csv",
        Key::BlankFileName => "blank-sheets",
        Key::LadderFile => "Ladder:",
        Key::LadderIsNew => "(new: everyone starts at 0)",
        Key::NoLadderYet => {
            "No ladder chosen yet: choose the club's ladder file, or start a new one."
        }
        Key::ChooseLadder => "Choose the ladder…",
        Key::NewLadder => "New ladder…",
        Key::GradeChanges => "Each game",
        Key::GradeChange => "change",
        Key::LadderTable => "The ladder, before and after the round",
        Key::Place => "#",
        Key::PointsBefore => "before",
        Key::PointsAfter => "after",
        Key::ApplyGrading => "Apply the grading and write the ladder",
        Key::GradingApplied => "The ladder file holds this round's grading.",
        Key::RoundNothingToGrade => "No board has a played result yet: nothing to grade.",
        Key::EditBoardMenu => "Set up a position…",
        Key::EditorBoardName => "the position being set up",
        Key::EditorEraser => "× take off",
        Key::SideToMove => "Side to move",
        Key::CastlingRights => "Castling",
        Key::CastlingNotPossible => "the king and that rook are not on their squares",
        Key::EnPassantSquare => "En passant",
        Key::NoEnPassant => "none",
        Key::PositionReady => "A position chess can be played from.",
        Key::EditorStart => "Start position",
        Key::EditorClear => "Clear the board",
        Key::GameFromPosition => "Start a game from this position",
        Key::KeysMenu => "Keys",
        Key::KeysColumn => "keys",
        Key::DoesColumn => "does",
        Key::KeysTyping => "any letter, digit or 汉字",
        Key::KeysTypingDoes => "typed into the move box: a move, a move number, a result",
        Key::EnterKey => {
            "In the move box: play the first move offered; in a dialog: its main button"
        }
        Key::EscapeKey => {
            "Clear the move box; close a dialog (Cancel); a list that is open closes first"
        }
        Key::PasteKey => "Paste a game or a FEN (where no text is being edited)",
        Key::CloseKeys => "Close",
        Key::LimitHint => "minutes + seconds: 90+30",
        Key::LimitMeaning => "Limit {0} is {1}: minutes, then seconds added each move",
        Key::RoundTitle => "A round at the club",
        Key::EditorTitle => "Set up a position",
        Key::EngineNotFound => "No chess engine was found.",
        Key::EngineNotAProgram => {
            "it is not a program that can be run (choose the engine's program itself, e.g. stockfish)"
        }
        Key::EngineCannotStart => "The engine {0} cannot be started: {1}",
        Key::EngineNotAnswering => "{0} does not answer.",
        Key::EngineStopped => "{0} stopped.",
        Key::EngineStoppedSaying => "{0} stopped: {1}",
        Key::EngineAnalysis => "Engine analysis",
        Key::EngineStarting => "Starting {0}…",
        Key::EngineDepth => "depth {0}",
        Key::EngineLines => "Lines",
        Key::EngineThreads => "Threads",
        Key::EngineHash => "Hash (MB)",
        Key::ChooseEngine => "Choose engine…",
        Key::UseFoundEngine => "Use the Stockfish on this computer",
        Key::RestartEngine => "Restart the engine",
        Key::HowToGetEngine => {
            "Jipu analyses with a UCI chess engine; Stockfish is free.\nLinux: sudo apt install stockfish\nWindows: download stockfish.exe from stockfishchess.org, then Choose engine…\nmacOS: brew install stockfish"
        }
        Key::AnalyseGame => "Analyse the game",
        Key::EachPosition => "Each position",
        Key::Seconds => "{0} s",
        Key::AnalysingGame => "Analysing the game: {0} of {1} positions",
        Key::AnalysisStopped => "Stopped after {0} of {1} positions",
        Key::GameMarks => "?! inaccuracies: {0} · ? mistakes: {1} · ?? blunders: {2}",
        Key::WriteAnalysis => "Write into the game",
        Key::WriteAnalysisHint => {
            "The marks ?! ? ??, the best moves as variations, the evaluations as [%eval] comments — one step to undo"
        }
        Key::BestWas => "best {0}",
        Key::Inaccuracy => "Inaccuracy",
        Key::Mistake => "Mistake",
        Key::Blunder => "Blunder",
        Key::EvalGraph => "Evaluation graph",
        Key::EvalBar => "Evaluation bar",
        Key::Opening => "Opening",
        Key::FillOpening => "Fill in ECO and Opening",
        Key::NoMovesToAnalyse => "The game is over in this position: nothing to analyse.",
        Key::EngineChosen => "Engine: {0}",
        Key::EngineButton => "Engine",
        Key::NoOpening => "no named opening was reached",
    }
}
