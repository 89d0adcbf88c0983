//! The move box: what is typed and not yet played, the text of the moves it played last (read again with every key,
//! see `session/typed_moves.rs`), and what it read of the rest: a move being typed with its candidates, or one that
//! cannot be right.

use pgn_reader::Nag;
use shakmaty::Move;

use crate::chess::NodeId;
use crate::notation::TypedStop;

/// The move box: what is typed and not yet played, and what the box has read of it.
#[derive(Clone, Debug, Default)]
pub struct Entry {
    pub(in crate::app) text: String,
    /// While a Chinese input method composes (`ma` before it becomes 马), the text is not a move yet.
    pub(in crate::app) composing: bool,
    /// The moves the box played last and their text, read again with what is typed next.
    pub(in crate::app) kept: Option<Kept>,
    /// What the box's text ends in: a move being typed, or one that cannot be right.
    pub(in crate::app) tail: Tail,
}

/// The text the box has read and played, and where it was read from.
#[derive(Clone, Debug)]
pub(in crate::app) struct Kept {
    /// The position the kept text is read from.
    pub(in crate::app) from: NodeId,
    pub(in crate::app) text: String,
    pub(in crate::app) played: Vec<Played>,
}

/// A move the box played.
#[derive(Clone, Debug)]
pub(in crate::app) struct Played {
    pub(in crate::app) node: NodeId,
    /// Whether the box added it to the game (or followed a move the game already had).
    pub(in crate::app) added: bool,
    pub(in crate::app) nags: Vec<Nag>,
}

/// See [`Entry::tail`]; offsets are in the box's text.
#[derive(Clone, Debug, Default)]
pub(in crate::app) enum Tail {
    #[default]
    Nothing,
    Open {
        start: usize,
        candidates: Vec<Move>,
    },
    Stopped {
        stop: Box<TypedStop>,
        /// The text the stop's offsets are in: the kept text and the box's.
        read: String,
    },
}

impl Entry {
    pub fn text(&self) -> &str {
        &self.text
    }

    pub fn is_composing(&self) -> bool {
        self.composing
    }

    /// The legal moves what is being typed may still become.
    pub fn candidates(&self) -> &[Move] {
        match &self.tail {
            Tail::Open { candidates, .. } => candidates,
            _ => &[],
        }
    }

    /// The move that cannot be right, and the text its offsets are in.
    pub fn stop(&self) -> Option<(&TypedStop, &str)> {
        match &self.tail {
            Tail::Stopped { stop, read } => Some((stop, read)),
            _ => None,
        }
    }

    /// Empties the box and forgets what it kept.
    pub(in crate::app) fn clear(&mut self) {
        *self = Entry::default();
    }
}
