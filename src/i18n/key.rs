//! One key per user-visible text: the one list of them, which both languages' tables match exhaustively.

/// Declares [`Key`] and its list [`Key::ALL`] from one list of names, so that no key can be missing from the list
/// the tests check.
macro_rules! keys {
    ($($(#[$doc:meta])* $name:ident,)*) => {
        /// One key per user-visible text.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Key {
            $($(#[$doc])* $name,)*
        }

        impl Key {
            /// Every key, for the tests that check both tables.
            pub const ALL: &'static [Key] = &[$(Key::$name,)*];
        }
    };
}

keys! {
    White,
    Black,
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
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
    /// `{0}` file name, `{1}` reason.
    CannotReadFile,
    FileMissing,
    NoPermission,
    IsAFolder,
    NotText,
    NoGameInFile,
    ReplaceGames,
    EmptyFile,
    SheetNotWrittenStopped,
    EmptyInput,
    NoGameFound,
    NoGameInText,
    /// `{0}` the FEN as written, `{1}` reason.
    BadFen,
    /// `{0}` requested number, `{1}` number of games.
    NoSuchGame,
    /// `{0}` the reason.
    CannotOpenWindow,
    BuiltWithoutWindow,
    Checkmate,
    Stalemate,
    DeadPosition,
    FivefoldRepetition,
    SeventyFiveMoves,
    ThreefoldClaim,
    FiftyMovesClaim,
    /// `{0}` the name of the encoding.
    DecodedAs,
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
    /// `{0}` the file, `{1}` the reason.
    CannotWriteFile,
    /// A game saved into its file while the file is still being read.
    FileStillReading,
    AppTitle,
    BoardName,
    FlipBoard,
    PreviousMove,
    NextMove,
    FirstPosition,
    LastMove,
    /// The name of the other language, on the button that switches to it.
    SwitchLanguage,
    ListEnglish,
    ListChinese,
    ListBoth,
    ListDescriptive,
    MoveEntryHint,
    PasteGame,
    PasteHint,
    Import,
    Cancel,
    KeepToHere,
    ReadCorrection,
    InTheText,
    /// `{0}` the piece.
    PromoteTo,
    Annotate,
    CommentMenu,
    DeleteFromHere,
    MakeMainLine,
    Ok,
    NewGame,
    NoMoveFits,
    /// `{0}` the side.
    ToMove,
    Moves,
    NoMovesYet,
    /// `{0}` the date as written.
    NoSuchDate,
    DateFormat,
    NotATime,
    NegativeTime,
    NotATimeControl,
    TableNumber,
    ResultValue,
    GameDetails,
    OpenFile,
    SaveFile,
    SaveFileAs,
    /// File › Exit: the window closes (asking first when the game has unsaved changes).
    Exit,
    /// Said with a picture on which no game was found: what Jipu reads, and what to do with a handwritten sheet.
    PictureTypeBeside,
    ExportSheet,
    PrintSheet,
    PrintBlank,
    CopyPgn,
    SetUpFen,
    FileMenu,
    RecentFiles,
    ChooseGame,
    UnsavedChanges,
    SaveAndClose,
    Discard,
    /// `{0}` the file.
    Saved,
    /// `{0}` file.
    Saving,
    /// `{0}` file.
    StillSaving,
    /// `{0}` the printer, `{1}` the job number.
    SentToPrinter,
    /// `{0}` the file.
    OpenedViewer,
    SheetNotation,
    Paper,
    Untitled,
    /// `{0}` the side.
    Resignation,
    Agreement,
    /// `{0}` the side.
    TimeForfeit,
    /// `{0}` the side.
    TimeOutNoMate,
    ThreefoldClaimed,
    FiftyMovesClaimed,
    ClaimDraw,
    AgreeDraw,
    /// `{0}` the side.
    ConfirmResign,
    ConfirmDraw,
    Yes,
    No,
    StartClock,
    PauseClock,
    ResumeClock,
    /// `{0}` why.
    GameOver,
    Restored,
    ClockMenu,
    /// `{0}` the file.
    Loading,
    /// `{0}` the file.
    Cancelled,
    EditMenu,
    Undo,
    Redo,
    /// `{0}` the side.
    SideResigns,
    ClockPausedNoMove,
    /// `{0}` the move number typed, `{1}` the number of the move it was typed for.
    MoveNumberWrong,
    /// `{0}` the result typed.
    TypedResult,
    /// `{0}` the result typed, `{1}` the result the board gave.
    TypedResultDiffers,
    /// `{0}` the file, `{1}` the encoding.
    FileReadAs,
    ReopenAs,
    /// `{0}` the field's label, `{1}` why its value is refused.
    FieldBlocksSheet,
    /// `{0}` the result.
    GameAlreadyOver,
    PlayOn,
    UnsavedGamesFound,
    UnsavedGamesExplain,
    /// `{0}` the players, `{1}` how many moves, `{2}` how many minutes ago.
    WaitingGame,
    RestoreHere,
    RestoreInNewWindow,
    Later,
    OwnChooser,
    /// `{0}` the folder.
    CannotReadFolder,
    ChooseAName,
    /// `{0}` the file.
    NoSuchFile,
    /// `{0}` the file.
    ReplaceFile,
    Folder,
    FileName,
    UpFolder,
    Places,
    StandardPlay,
    RapidPlay,
    BlitzPlay,
    CustomLimit,
    ViewMenu,
    MoveBox,
    PrintNoCups,
    PrintServerDown,
    PrintNoPrinter,
    /// `{0}` the printer.
    PrintNotAccepting,
    /// `{0}` the printer.
    PrintNoSuchPrinter,
    PrintTimedOut,
    /// `{0}` what CUPS said.
    PrintFailed,
    PrintPreview,
    Printer,
    FindingPrinters,
    DefaultPrinter,
    NotAcceptingShort,
    Copies,
    PrintWhat,
    ThisGame,
    BlankForms,
    Sending,
    PrintButton,
    SaveAsPdf,
    OpenInViewer,
    FindGames,
    FindGamesHint,
    /// `{0}` games shown, `{1}` games in the file (so far).
    GamesShown,
    PrintListed,
    /// `{0}` the part of the filter.
    BadFilter,
    /// `{0}` how many pages.
    RoundBoards,
    RoundHasNoBoards,
    /// `{0}` the table, `{1}` the round.
    TookBoard,
    MoveNotation,
    InterfaceLanguage,
    LargestBoard,
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
    LightTheme,
    DarkTheme,
    // A round at the club (`club`, `jipu sheet --pairings`, `jipu grade`).
    /// `{0}` line number, `{1}` what is wrong there.
    ClubAtLine,
    /// `{0}` the column the line ends at.
    TrfShortLine,
    /// `{0}` the text.
    TrfBadStartingRank,
    /// `{0}` the starting rank, `{1}` the line it was first on.
    TrfDuplicateRank,
    /// `{0}` the text.
    TrfBadRating,
    /// `{0}` round, `{1}` the text.
    TrfBadOpponent,
    /// `{0}` round, `{1}` the character.
    TrfBadColour,
    /// `{0}` round, `{1}` the character.
    TrfBadResultCode,
    /// `{0}` round, `{1}` player, `{2}` the starting rank paired with.
    TrfMissingOpponent,
    /// `{0}` round, `{1}` player, `{2}` opponent, `{3}` the opponent's line.
    TrfNotMutual,
    /// `{0}` round, `{1}` player, `{2}` opponent, `{3}` the side.
    TrfSameColour,
    /// `{0}` round, `{1}` player, `{2}` opponent.
    TrfNoColour,
    /// `{0}` round, `{1}` player, `{2}` opponent.
    TrfResultsDisagree,
    /// `{0}` the date as written.
    PairingBadDate,
    TrfNoPlayers,
    /// `{0}` round asked for, `{1}` the rounds there are.
    RoundNotInFile,
    /// `{0}` round asked for.
    FilePairsNoRound,
    /// `{0}` round.
    RoundWithoutBoards,
    /// `{0}` the column.
    CsvMissingColumn,
    /// `{0}` the column.
    CsvEmptyCell,
    /// `{0}` the text, `{1}` the column.
    CsvBadNumber,
    /// `{0}` the text.
    CsvBadResult,
    /// `{0}` board, `{1}` the line it was first on.
    CsvDuplicateBoard,
    /// `{0}` player, `{1}` the line they were first on.
    CsvPlaysTwice,
    CsvUnclosedQuote,
    CsvNoRows,
    /// `{0}` game number.
    GameWithoutRound,
    /// `{0}` game number.
    PgnGameUnreadable,
    /// `{0}` the text.
    LadderBadPoints,
    /// `{0}` name, `{1}` the line it was first on.
    LadderDuplicateName,
    ColumnBoard,
    ColumnWhite,
    ColumnBlack,
    ColumnWhiteRating,
    ColumnBlackRating,
    ColumnWhiteTitle,
    ColumnBlackTitle,
    ColumnRound,
    ColumnEvent,
    ColumnDate,
    ColumnSite,
    ColumnResult,
    ColumnName,
    ColumnPoints,
    ColumnGames,
    ColumnLevel,
    LevelNone,
    /// `{0}` the level, 30 (lowest) to 1.
    LevelGrade,
    /// `{0}` round.
    GradeRound,
    GradeGames,
    /// `{0}` board.
    GradeBoard,
    GradeForfeit,
    GradeUnderOneMove,
    GradeNoResult,
    /// `{0}` the file.
    GradeNothing,
    /// `{0}` the file.
    LadderStarted,
    /// `{0}` name.
    LadderNewPlayer,
    /// `{0}` the file.
    LadderWritten,
    /// `{0}` the file.
    LadderDryRun,
    /// `{0}` the file, `{1}` round, `{2}` number of boards.
    RoundSheets,
    /// `{0}` the file, `{1}` number of boards.
    UnnumberedRoundSheets,
    PrintSpoolerDown,
    /// `{0}` printer.
    PrintOffline,
    /// `{0}` printer, `{1}` the system's reason.
    PrintRefused,
    HelpMenu,
    /// Help › User's guide, and its window's title.
    GuideMenu,
    /// The guide's list of sections.
    GuideContents,
    /// `{0}` the folders looked in.
    GuideNotFound,
    /// `{0}` the file, `{1}` why.
    GuideUnreadable,
    /// `{0}` the file.
    GuideEmpty,
    AboutMenu,
    /// `{0}` version.
    AboutVersion,
    /// `{0}` the licence's name.
    AboutLicence,
    /// `{0}` folder.
    AboutDataFolder,
    AboutNoDataFolder,
    AboutFontCredit,
    AboutPiecesCredit,
    AboutIconCredit,
    AboutOpeningsCredit,
    AboutModelCredit,
    CloseDialog,
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
    /// `{0}` move number, `{1}` side, `{2}` what the recogniser sees.
    PictureStopNumber,
    /// `{0}` move number, `{1}` side: text after the moves read was not read.
    PictureStopUnread,
    /// `{0}` move number, `{1}` side, `{2}` the result read: moves go on after it on the page.
    PictureStopGoesOn,
    PictureStartsMidGame,
    PictureNoFirstMove,
    /// `{0}` plies read, `{1}` lines.
    PictureRead,
    /// `{0}` the file.
    PicturePageOfPdf,
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
    /// Ctrl+V with nothing on the clipboard Jipu can read.
    ClipboardNothingToRead,
    /// The picture's zoom buttons: in, out (hover texts), and back to the whole picture.
    ZoomIn,
    ZoomOut,
    ZoomWhole,
    /// `{0}` the side.
    RecordedWin,
    RecordedDraw,
    /// `{0}` the move as the paper sheet had it. The note a repaired move keeps: what comes before `{0}` is how it is recognised.
    SheetHadWritten,
    SheetHadNothing,
    SheetCorrections,
    SheetNeedsOutput,
    BlankCountZero,
    /// `{0}` the file.
    SheetSaved,
    NotSaved,
    /// `{0}` the file's name.
    SavedIn,
    StyleEn,
    StyleZh,
    StyleZhHant,
    StyleFigurine,
    StyleLong,
    StyleLongEn,
    StyleIccf,
    PrintCorrections,
    ArbiterMenu,
    TakeBackLast,
    /// `{0}` the side, `{1}` the time (`+1′`).
    AdjustClockBy,
    /// `{0}` the side, `{1}` the time (`+1:00`).
    ArbiterAdjusted,
    /// `{0}` the move (`23. Nf3`).
    ArbiterTookBackRestored,
    /// `{0}` the move (`23. Nf3`).
    ArbiterTookBackKept,
    /// `{0}` the move.
    TakeBackQuestion,
    TakeBackClocks,
    ClocksRestore,
    ClocksKeep,
    RoundMenu,
    OpenPairings,
    RoundBoardsTab,
    RoundResultsTab,
    RoundGradingTab,
    BoardsOfRound,
    NewGameForBoard,
    NewGameForBoardHint,
    PrintSheets,
    /// `{0}` the text.
    NotARoundNumber,
    /// `{0}` table.
    TookBoardNoRound,
    ResultKeys,
    /// `{0}` boards with a result, `{1}` boards.
    ResultsIn,
    WriteResultsCsv,
    WriteResultsTrf,
    /// `{0}` the file.
    ResultsWritten,
    ResultsFileSuffix,
    SheetsFileSuffix,
    LadderFileName,
    BlankFileName,
    LadderFile,
    LadderIsNew,
    NoLadderYet,
    ChooseLadder,
    NewLadder,
    GradeChanges,
    GradeChange,
    LadderTable,
    Place,
    PointsBefore,
    PointsAfter,
    ApplyGrading,
    GradingApplied,
    RoundNothingToGrade,
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
    KeysMenu,
    KeysColumn,
    DoesColumn,
    KeysTyping,
    KeysTypingDoes,
    EnterKey,
    EscapeKey,
    PasteKey,
    CloseKeys,
    LimitHint,
    /// `{0}` as typed, `{1}` as read (`1′ + 0″`).
    LimitMeaning,
    RoundTitle,
    EditorTitle,
    // Looking at the game afterwards: the engine (`engine`), the opening's name (`opening`).
    EngineNotFound,
    /// `{0}` the engine's file, `{1}` why.
    EngineCannotStart,
    EngineNotAProgram,
    /// `{0}` the engine's name.
    EngineNotAnswering,
    /// `{0}` the engine's name.
    EngineStopped,
    /// `{0}` the engine's name, `{1}` the last thing it wrote.
    EngineStoppedSaying,
    EngineAnalysis,
    /// `{0}` the engine's name.
    EngineStarting,
    /// `{0}` the depth.
    EngineDepth,
    EngineLines,
    EngineThreads,
    EngineHash,
    ChooseEngine,
    UseFoundEngine,
    RestartEngine,
    HowToGetEngine,
    AnalyseGame,
    EachPosition,
    /// `{0}` how many seconds.
    Seconds,
    /// `{0}` positions done, `{1}` positions in all.
    AnalysingGame,
    /// `{0}` positions done, `{1}` positions in all.
    AnalysisStopped,
    /// `{0}` inaccuracies, `{1}` mistakes, `{2}` blunders.
    GameMarks,
    WriteAnalysis,
    WriteAnalysisHint,
    /// `{0}` the best move.
    BestWas,
    Inaccuracy,
    Mistake,
    Blunder,
    EvalGraph,
    EvalBar,
    Opening,
    FillOpening,
    NoMovesToAnalyse,
    /// `{0}` the engine's file.
    EngineChosen,
    /// The engine's panel in the bar above the board: short.
    EngineButton,
    NoOpening,
}
