//! What each dialog says to its own state: one enum a dialog, carried by [`Command`](super::command::Command) and
//! handled by that dialog's own `match` in the session, exhaustively.

use std::path::PathBuf;

use shakmaty::{Color, Move, Square};

/// What the paste dialog says.
#[derive(Clone, Debug, PartialEq)]
pub enum PasteMessage {
    Edited(String),
    Import,
    Accept(Move),
    CorrectionEdited(String),
    Correct,
    Keep,
}

/// What Jipu's own file chooser says.
#[derive(Clone, Debug, PartialEq)]
pub enum ChooserMessage {
    Go(PathBuf),
    Up,
    Name(String),
    /// An entry of the chooser's list clicked.
    Select(String),
    Accept,
    Cancel,
}

/// What the print dialog says.
#[derive(Clone, Debug, PartialEq)]
pub enum PrintMessage {
    ChoosePrinter(usize),
    Copies(u32),
    WhatIs(crate::app::model::print_dialog::PrintWhat),
    BlankCount(usize),
    Page(usize),
    Send,
    SaveAs,
    InViewer,
    Close,
    /// The Print button took the keyboard when the dialog opened.
    Focused,
}

/// What the round's dialog says.
#[derive(Clone, Debug, PartialEq)]
pub enum RoundMessage {
    /// Another pairing file.
    OpenFile,
    Choose(u32),
    /// The round's event, date, site or round number typed.
    Detail(crate::app::model::round_dialog::RoundField, String),
    Tab(crate::app::model::round_dialog::RoundTab),
    /// A new game whose details are this board's (asking first when the game shown has unsaved changes).
    UseBoard(u32),
    Print,
    SaveAs,
    Close,
    /// The row of the results table the keys go to.
    Select(usize),
    /// A board's result entered (by its row), `None` to clear it.
    Result(usize, Option<crate::club::BoardResult>),
    /// The results written as a results CSV (a file chooser first).
    WriteCsv,
    /// The results written into the result columns of the TRF they were paired in.
    WriteTrf,
    ChooseLadder,
    NewLadder,
    /// The round's grading applied to the ladder, and the ladder written.
    ApplyGrading,
    /// A photo of a sheet to read back to its board (a file chooser first).
    ReadPhotos,
    /// The photos being read: stop after the one being read.
    CancelPhotos,
    /// The result the photo of a board (by its row) proposes entered.
    TakePhotoResult(usize),
    /// The photo of a board (by its row) opened beside the board, its game to check and correct.
    OpenPhoto(usize),
}

/// What the board editor says.
#[derive(Clone, Debug, PartialEq)]
pub enum EditorMessage {
    /// A piece put on a square (`None`: the square emptied).
    Put(Square, Option<shakmaty::Piece>),
    /// A piece moved on the editor's board.
    Move {
        from: Square,
        to: Square,
    },
    /// The piece a click on a square puts there (`None`: a click empties it).
    Brush(Option<shakmaty::Piece>),
    Turn(Color),
    Castling(Color, shakmaty::CastlingSide, bool),
    EnPassant(Option<Square>),
    Fen(String),
    StartPosition,
    Clear,
    /// A game from the editor's position (true), or the editor closed (false).
    Done(bool),
}
