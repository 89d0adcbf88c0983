//! The pieces a word of a game text is cut into (see [`glue`](super::glue)): a move number, a move with every end it
//! may have, a result, a mark or annotation written apart, a game-ending word, a side's name, punctuation, prose.
//! A type of its own, below the modules that find each kind.

use pgn_reader::Nag;
use shakmaty::{Color, Outcome};

/// What a piece of a word is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Piece {
    /// `12.`, `12...`, `12…`, `12)`, `①`, `第12回合`, a bare `12`. `black` is `Some(true)` when the dots say
    /// Black's move, `Some(false)` for a number that opens White's move, `None` when the number does not say.
    Number {
        n: u32,
        black: Option<bool>,
    },
    /// `...`, `……`, `…..`: the other side's move, not shown here.
    Dots,
    /// A move with its marks (or something written like one).
    Move(Ends),
    /// A null move, `--` or `Z0`: the side to move passes (engines and annotators write a threat so).
    Null,
    Result(Outcome),
    /// An annotation or evaluation written apart (`!?`, `+-`, `±`, `N`).
    Nag(Nag),
    /// A check or mate mark written apart (`+`, `ch`, `#`).
    Check,
    /// An en passant mark written apart (`e.p.`, `ep`, `(e.p.)`).
    EnPassant,
    /// A word that ends the game: `resigns`, `mate`, `drawn`, `认输`, `白方认输`.
    End(Ending),
    /// `White:`, `黑方`: the side whose move follows.
    Side(Color),
    /// Punctuation alone; `stop` when it ends a sentence.
    Punct {
        stop: bool,
    },
    /// Words that are not chess. `lower`: it starts with a lower-case letter; `stop`: it ends a sentence.
    Prose {
        lower: bool,
        stop: bool,
    },
}

/// How a game-ending word ends the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ending {
    /// `resigns`, `认输`: the side to move gives up.
    Resigns,
    /// `白方认输`: that side gives up.
    SideResigns(Color),
    /// `mate`: the last move mated.
    Mate,
    /// `drawn`, `draw agreed`.
    Drawn,
    /// `wins` after a side's name (`Black wins`): read with the word before.
    Wins,
}

/// Where a move may end, longest first (byte offsets in the word).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Ends {
    ends: [usize; 3],
    len: u8,
}

impl Ends {
    pub(crate) fn one(end: usize) -> Ends {
        Ends {
            ends: [end, 0, 0],
            len: 1,
        }
    }

    pub(crate) fn push(&mut self, end: usize) {
        if usize::from(self.len) < self.ends.len() && !self.as_slice().contains(&end) {
            self.ends[usize::from(self.len)] = end;
            self.len += 1;
        }
    }

    /// Every end, the longest reading first.
    pub(crate) fn as_slice(&self) -> &[usize] {
        &self.ends[..usize::from(self.len)]
    }

    pub(crate) fn first(&self) -> usize {
        self.ends[0]
    }

    /// No end yet, to push onto.
    pub(crate) fn none() -> Ends {
        Ends {
            ends: [0; 3],
            len: 0,
        }
    }
}
