//! Where the reading stops after its last word: every word weighed and taken, what follows the last move (nothing
//! read, a number with no move, text after an unsure move) may still be the game.

use shakmaty::Position;

use super::super::beam::{Beam, Seen};
use super::super::recognise::{Alphabet, LineProbs};
use super::super::spellings::Word;
use super::{Doubt, Stopped, Taken};

/// How the reading of the words ended.
pub(super) struct End<'a> {
    pub taken: &'a [Taken],
    /// A result was read after the last move.
    pub result_read: bool,
    /// In `Mode::MarkUnsure`: some move taken was unsure.
    pub unsure_marked: bool,
    /// The last moves are unsure still: no move number read since the first unsure one said the reading is in step.
    pub unconfirmed: bool,
    /// Something after the last word was read as nothing the beam spells, beyond the regret a glyph may have.
    pub leftover_unread: bool,
}

/// The stop after the last word, if the game may go on past it; `None` when it was read whole.
pub(super) fn stop_after_the_last_word(
    beam: &Beam,
    alphabet: &Alphabet,
    seen: &[Seen],
    probs: &[&LineProbs],
    end: End,
) -> Option<Stopped> {
    let End {
        taken,
        result_read,
        unsure_marked,
        unconfirmed,
        leftover_unread,
    } = end;
    let unread = |seen: Option<Seen>| {
        Some(Stopped {
            doubt: Doubt::Unread,
            seen,
            candidates: Vec::new(),
        })
    };
    let Some(last) = taken.last() else {
        // No move was read at all: the picture shows no game the reader can follow.
        return Some(Stopped {
            doubt: Doubt::Unlike,
            seen: seen.first().cloned(),
            candidates: Vec::new(),
        });
    };
    // A game read to mate or stalemate is over: nothing after it is more of it (a book's remark under the mate).
    let mut after = beam.position(last.seen.position).clone();
    after.play_unchecked(last.mv);
    if result_read || after.is_game_over() {
        return None;
    }
    let number_last = seen.last().is_some_and(|s| {
        s.word == Word::Number
            && super::super::greedy_span(probs[s.piece], alphabet, s.from, s.end)
                .chars()
                .any(char::is_numeric)
    });
    if number_last || leftover_unread {
        // The last word read is a move number, after the last move: its move was not read (a curled last line's
        // `41.王f2 王h8 和棋` read as `41` and prose), and the game goes on there. Ended there, it was read as a
        // game of 80 half-moves of 82, with no result, and exit 0. Only a number that shows a digit: the beam
        // spells the next number from a last move's `+` at no cost (a clean page ending `马c3—d5+`, no result).
        // Or something after the last word was not read: the game may go on there. (Said so, not as what the last
        // move's span shows: a page ending mid-game was said to show its last move, "no legal move here".)
        return unread(seen.last().cloned());
    }
    let text_follows = probs[last.seen.piece + 1..].iter().any(|p| p.steps > 0);
    if unsure_marked && (unconfirmed || text_follows) {
        // Read on past an unsure move, the game ends with no result, and the last moves are unsure still or text
        // follows them: the rest may be the game, out of step since the unsure move (a handwritten sheet read one
        // move deep, then every row passed over as prose). Not a game read whole.
        return unread(Some(last.seen.clone()));
    }
    None
}
