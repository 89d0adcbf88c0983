//! Why the verdict did not take a move.

/// Why a move was not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Doubt {
    /// What was seen is not what any legal move spells.
    Unlike,
    /// Two or more legal moves fit what was seen.
    Close,
    /// The number printed before the move is not the one expected.
    Number,
    /// Text after the moves read was not read (rows run together, a faint cell): the game may go on there.
    Unread,
    /// The move was read from lines run together (a piece much taller than a line).
    RunTogether,
    /// A result was read, and the next move's number after it: the page was read out of order, or the result is
    /// no result.
    GoesOn,
    /// The game's first move was read after a line of moves the beam passed over: the page was read out of order.
    PassedOver,
    /// A printed table's cell that reads as a move (or as nothing) was passed over between the last move taken and
    /// this one: a move may be missing there.
    CellPassedOver,
    /// No move read, and the scoresheet's form found has nothing written in its cells: a blank sheet.
    Blank,
    /// A second look at the line (read closer) read another legal move here than the first: two views disagreeing
    /// are a question, not an answer.
    Views,
    /// A legal move right after the last move taken was passed over as words, and the move taken after it may be a
    /// side line's going back.
    Aside,
}
