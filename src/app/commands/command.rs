//! Every action of the window as one value: buttons, menus, keys, the board, the move box and the dialogs all produce
//! a [`Command`], and [`AppState::apply`](crate::app::AppState::apply) is the one place that carries it out. A command
//! knows its label in both languages and its keys (`keys.rs`), so menus, buttons and keys cannot drift apart. What only the
//! window can do (the clipboard, the theme, closing) comes back from `apply` as an [`Effect`].

use std::path::PathBuf;

use pgn_reader::Nag;
use shakmaty::{Color, Move, Role, Square};

use super::dialog_messages::{
    ChooserMessage, EditorMessage, PasteMessage, PrintMessage, RoundMessage,
};
use crate::app::file_purpose::FilePurpose;
use crate::app::model::settings::MoveListMode;
use crate::chess::NodeId;
use crate::i18n::{Key as Text, Lang};
use crate::notation::NotationStyle;
use crate::sheet::{Field, Paper};

/// The answer to "the game has unsaved changes".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsaved {
    Save,
    Discard,
    Cancel,
}

/// One thing the user asks for.
#[derive(Clone, Debug, PartialEq)]
#[must_use]
pub enum Command {
    // Moving around the game.
    PreviousMove,
    NextMove,
    FirstPosition,
    LastMove,
    GoTo(NodeId),
    /// The next move read unsure (marked `[%unsure …]`), or the one before.
    NextUnsure,
    PreviousUnsure,
    /// An unsure move settled: the move read confirmed (the same move), or another reading taken in its place.
    ChooseReading {
        node: NodeId,
        mv: Move,
    },
    // The board.
    FlipBoard,
    /// The board's size dragged by its edge (`None`: the largest that fits).
    BoardSize(Option<f32>),
    /// A square clicked, or a piece picked up to drag.
    Select(Option<Square>),
    /// A piece put down (or clicked) from one square onto another.
    MovePiece {
        from: Square,
        to: Square,
    },
    Promote(Role),
    CancelPromotion,
    /// A legal move of the board's position, with the annotations written with it (a candidate button).
    PlayMove {
        mv: Move,
        nags: Vec<Nag>,
    },
    // The move box.
    EntryEdited {
        text: String,
        composing: bool,
    },
    EntrySubmit,
    /// A move picked under the move box: in place of the move being typed or the one that cannot be right.
    EntryChoose(Move),
    // Changes to the game.
    Annotate(NodeId, Nag),
    EditComment(NodeId),
    EditClock(NodeId),
    NoteEdited(String),
    NoteDone(bool),
    DeleteFrom(NodeId),
    MakeMainLine(NodeId),
    SetDetail(Field, String),
    /// Typing into a field ended: the next key there is a new undo step.
    DetailDone,
    Undo,
    Redo,
    // Other games.
    NewGame,
    OpenPaste,
    ClosePaste,
    /// Text pasted where no text is being edited: a FEN, a move, or a whole game.
    PasteText(String),
    /// A picture of a printed game: a file chosen, then read beside the board.
    OpenPicture,
    /// A picture pasted from the clipboard (Ctrl+V with an image), read beside the board.
    PastePicture(crate::app::work::picture_reading::PastedPicture),
    /// Files dropped on the window or pasted (copied in a file manager): a picture is read, a game file opened.
    DroppedFiles(Vec<PathBuf>),
    /// Ctrl+V with nothing on the clipboard that can be read (a JPEG only, a format of another program's own).
    PastedNothing,
    CancelPicture,
    ClosePicture,
    SetUpFen,
    FenEdited(String),
    FenDone(bool),
    ChooseGame(usize),
    /// The game list's filter typed.
    GameFilterEdited(String),
    /// The sheets of the games the list shows, in one print.
    PrintListed,
    /// After "unsaved changes": what to do with them before the game is replaced or the window closed.
    AnswerUnsaved(Unsaved),
    /// After a move on a finished game: play on with the result taken back (true), or not.
    AnswerAfterEnd(bool),
    /// A game left by a window that is gone: restore it here, open it in a new window, or discard it.
    RestoreWaiting(usize),
    RestoreInNewWindow(usize),
    DiscardWaiting(usize),
    /// Leave the waiting games for later (another window will offer them).
    LaterWaiting,
    // Files.
    Open,
    OpenRecent(usize),
    OpenPath(PathBuf),
    /// The file shown read again as the encoding `pgn::ENCODINGS[i]` (when Jipu's guess was wrong).
    ReopenAs(usize),
    Save,
    SaveAs,
    ExportSheet,
    /// A file chooser answered (`None`: cancelled).
    FileChosen(FilePurpose, Option<PathBuf>),
    /// Jipu's own chooser, where the system's cannot be shown (`system_failed`: it was tried and failed).
    OpenChooser {
        purpose: FilePurpose,
        name: String,
        system_failed: bool,
    },
    /// The print dialog, for this game or for blank forms.
    Print,
    PrintBlank,
    // A round at the club.
    /// The round's dialog: the one shown last, else a pairing file to open.
    RoundSheets,
    // The board editor.
    /// The board editor, on the position shown.
    EditBoard,
    // Help.
    /// Help › User's guide, installed with the program, shown in a window of its own.
    ShowGuide,
    CloseGuide,
    /// A section of the guide chosen (by its id, the same in both languages).
    GuideSection(String),
    /// Help › Keys: every key the window knows.
    ShowKeys,
    CloseKeys,
    CopyPgn,
    CancelLoading,
    // Over the board.
    StartClock,
    PauseClock,
    ResumeClock,
    /// An arbiter's correction of one side's clock, in seconds (more, or less when negative).
    AdjustClock(Color, i64),
    /// An arbiter takes back the last move: asks whether the clocks are given back.
    ArbiterTakeBack,
    /// The answer: `Some(true)` the clocks read what they read before the move, `Some(false)` they keep what they
    /// read, `None` nothing is taken back.
    TakeBackAnswer(Option<bool>),
    ClaimDraw,
    Resign(Color),
    OfferDraw,
    Confirm(bool),
    /// Time went by: a fallen flag ends the game, a file read in the background is shown.
    Tick,
    // Settings.
    SwitchLanguage,
    ListMode(MoveListMode),
    SheetStyle(NotationStyle),
    SheetPaper(Paper),
    /// Whether sheets list the moves repaired when the game was entered.
    SheetCorrections(bool),
    ToggleTheme,
    // The window.
    Escape,
    /// The system asks the window to close (its close button, Alt+F4).
    CloseRequested,
    /// File › Exit: as the close button, asking first when the game has unsaved changes.
    Exit,
    DismissMessage,
    // Help.
    /// The About window: version, licence, the data folder, credits.
    About,
    AboutClose,
    // The engine.
    /// Opens the analysis panel and starts the engine, or closes it and stops the engine.
    ToggleEngine,
    ChooseEngine,
    /// Back from an engine chosen to the Stockfish found on this computer.
    UseFoundEngine,
    RestartEngine,
    EngineOptions(crate::engine::EngineOptions),
    /// Every position of the main line evaluated, the graph drawn, the moves that lost most marked.
    AnalyseGame,
    CancelGameAnalysis,
    PerPosition(crate::app::model::settings::PerPosition),
    /// Moves of an engine's line, from the board's position.
    PlayLine(Vec<Move>),
    /// The whole game's analysis written into the game (one undo step).
    WriteAnalysis,
    /// The game's opening into its ECO and Opening tags.
    FillOpening,
    // What a dialog says to its own state (see `dialog_messages.rs`).
    PasteDialog(PasteMessage),
    Chooser(ChooserMessage),
    PrintDialog(PrintMessage),
    RoundDialog(RoundMessage),
    Editor(EditorMessage),
}

/// A notation's name in the user's language, with an example, as the lists of notations show it.
pub fn style_name(style: NotationStyle, lang: Lang) -> &'static str {
    lang.text(match style {
        NotationStyle::En => Text::StyleEn,
        NotationStyle::Zh => Text::StyleZh,
        NotationStyle::ZhHant => Text::StyleZhHant,
        NotationStyle::Figurine => Text::StyleFigurine,
        NotationStyle::Long => Text::StyleLong,
        NotationStyle::LongEn => Text::StyleLongEn,
        NotationStyle::Iccf => Text::StyleIccf,
        NotationStyle::Descriptive => Text::ListDescriptive,
    })
}

/// What only the window can carry out, handed back by `apply`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    CopyToClipboard(String),
    ToggleTheme,
    /// Close the window (the user said so, or nothing was unsaved).
    Close,
    /// Open the system's file chooser.
    ChooseFile {
        purpose: FilePurpose,
        name: String,
    },
    /// Open a file in the system's viewer.
    OpenInViewer(PathBuf),
    /// Start another Jipu window that restores the waiting game with this id (its lock let go here first).
    NewWindow {
        restore: String,
    },
}

impl Command {
    /// The label on a button or in a menu.
    pub fn label(&self, lang: Lang) -> String {
        let key = match self {
            Command::FlipBoard => Text::FlipBoard,
            Command::PreviousMove => Text::PreviousMove,
            Command::NextMove => Text::NextMove,
            Command::FirstPosition => Text::FirstPosition,
            Command::LastMove => Text::LastMove,
            Command::NextUnsure => Text::NextUnsure,
            Command::PreviousUnsure => Text::PreviousUnsure,
            Command::SwitchLanguage => Text::SwitchLanguage,
            Command::ListMode(MoveListMode::English) => Text::ListEnglish,
            Command::ListMode(MoveListMode::Chinese) => Text::ListChinese,
            Command::ListMode(MoveListMode::Both) => Text::ListBoth,
            Command::ListMode(MoveListMode::Descriptive) => Text::ListDescriptive,
            Command::OpenPaste => Text::PasteGame,
            Command::OpenPicture => Text::OpenPicture,
            Command::CancelPicture => Text::Cancel,
            Command::ClosePicture => Text::ClosePicture,
            Command::NewGame => Text::NewGame,
            Command::Promote(role) => {
                return lang.fill(Text::PromoteTo, &[lang.piece(*role)]);
            }
            Command::Annotate(..) => Text::Annotate,
            Command::EditComment(_) => Text::CommentMenu,
            Command::EditClock(_) => Text::ClockMenu,
            Command::DeleteFrom(_) => Text::DeleteFromHere,
            Command::MakeMainLine(_) => Text::MakeMainLine,
            Command::Open => Text::OpenFile,
            Command::OpenRecent(_) => Text::RecentFiles,
            Command::Save => Text::SaveFile,
            Command::SaveAs => Text::SaveFileAs,
            Command::Exit => Text::Exit,
            Command::ExportSheet => Text::ExportSheet,
            Command::Print => Text::PrintSheet,
            Command::PrintBlank => Text::PrintBlank,
            Command::RoundSheets => Text::RoundMenu,
            Command::EditBoard => Text::EditBoardMenu,
            Command::ShowGuide => Text::GuideMenu,
            Command::ShowKeys => Text::KeysMenu,
            Command::ArbiterTakeBack => Text::TakeBackLast,
            Command::AdjustClock(side, seconds) => {
                let by = if *seconds >= 0 {
                    format!("+{}′", seconds / 60)
                } else {
                    format!("−{}′", seconds.unsigned_abs() / 60)
                };
                return lang.fill(Text::AdjustClockBy, &[lang.side(*side), &by]);
            }
            Command::Escape => Text::EscapeKey,
            Command::PasteText(_) => Text::PasteKey,
            Command::EntrySubmit => Text::EnterKey,
            Command::CopyPgn => Text::CopyPgn,
            Command::SetUpFen => Text::SetUpFen,
            Command::ToggleTheme => Text::DarkTheme,
            Command::Undo => Text::Undo,
            Command::BoardSize(_) => Text::LargestBoard,
            Command::Redo => Text::Redo,
            Command::StartClock => Text::StartClock,
            Command::PauseClock => Text::PauseClock,
            Command::ResumeClock => Text::ResumeClock,
            Command::ClaimDraw => Text::ClaimDraw,
            Command::OfferDraw => Text::AgreeDraw,
            Command::Resign(side) => return lang.fill(Text::SideResigns, &[lang.side(*side)]),
            Command::SheetStyle(style) => return style_name(*style, lang).to_string(),
            Command::SheetPaper(Paper::A4) => return "A4".to_string(),
            Command::SheetPaper(Paper::Letter) => return "Letter".to_string(),
            Command::About => Text::AboutMenu,
            Command::AboutClose => Text::CloseDialog,
            Command::ToggleEngine => Text::EngineAnalysis,
            Command::ChooseEngine => Text::ChooseEngine,
            Command::UseFoundEngine => Text::UseFoundEngine,
            Command::RestartEngine => Text::RestartEngine,
            Command::AnalyseGame => Text::AnalyseGame,
            Command::CancelGameAnalysis => Text::Cancel,
            Command::WriteAnalysis => Text::WriteAnalysis,
            Command::FillOpening => Text::FillOpening,
            Command::PerPosition(per) => return per.label(lang),
            // Never on a button or in a menu: said by what they do, not by a name.
            Command::GoTo(..)
            | Command::Select(..)
            | Command::MovePiece { .. }
            | Command::CancelPromotion
            | Command::PlayMove { .. }
            | Command::ChooseReading { .. }
            | Command::EntryEdited { .. }
            | Command::EntryChoose(..)
            | Command::NoteEdited(..)
            | Command::NoteDone(..)
            | Command::SetDetail(..)
            | Command::DetailDone
            | Command::ClosePaste
            | Command::PastePicture(..)
            | Command::DroppedFiles(..)
            | Command::PastedNothing
            | Command::PasteDialog(_)
            | Command::FenEdited(..)
            | Command::FenDone(..)
            | Command::ChooseGame(..)
            | Command::GameFilterEdited(..)
            | Command::PrintListed
            | Command::AnswerUnsaved(..)
            | Command::AnswerAfterEnd(..)
            | Command::RestoreWaiting(..)
            | Command::RestoreInNewWindow(..)
            | Command::DiscardWaiting(..)
            | Command::LaterWaiting
            | Command::OpenPath(..)
            | Command::ReopenAs(..)
            | Command::FileChosen(..)
            | Command::OpenChooser { .. }
            | Command::Chooser(_)
            | Command::PrintDialog(_)
            | Command::RoundDialog(_)
            | Command::Editor(_)
            | Command::CloseKeys
            | Command::CloseGuide
            | Command::GuideSection(..)
            | Command::CancelLoading
            | Command::TakeBackAnswer(..)
            | Command::Confirm(..)
            | Command::Tick
            | Command::SheetCorrections(..)
            | Command::CloseRequested
            | Command::DismissMessage
            | Command::EngineOptions(..)
            | Command::PlayLine(..) => Text::AppTitle,
        };
        lang.text(key).to_string()
    }
}
