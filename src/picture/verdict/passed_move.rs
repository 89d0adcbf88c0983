//! A legal move passed over as words, right where the game's next move stands. Running text tells side lines after
//! its words with no brackets (`45.王f1 车a1+。黑王被迫移动……另一种选择是45...g3`), and the beam may read either way:
//! `车a1+` as the game's move and `45...g3` as a side line going back, or `车a1+` as words passed over and `45...g3`
//! in step as the game's. The numbers agree with both. What tells them apart is where `车a1+` stands: right after
//! the last move taken, with nothing but a space or a mark between, and a legal move there. Such a move passed over
//! is a question between it and the move the beam took next (a new user's Chinese blog page put out `45...g3` for
//! `45...车a1+`).

use shakmaty::{Chess, Move};

use super::super::beam::Seen;
use super::super::layout::names_a_move;
use super::super::recognise::{Alphabet, LineProbs};
use crate::notation::{MoveMatch, match_move, role_of_symbol};

/// The legal move in `pos` that the recogniser alone reads right after `prev` (the last move taken, on its line),
/// before `next` (the word the beam took next: the move's number, or the move): a word passed over that is a move
/// other than `mv`, the move the beam took.
pub(super) fn passed_move(
    pos: &Chess,
    prev: &Seen,
    next: &Seen,
    mv: Move,
    line: &LineProbs,
    alphabet: &Alphabet,
) -> Option<Move> {
    let until = if next.piece == prev.piece && next.carried.is_none() {
        next.start.min(next.from.max(prev.end))
    } else {
        line.steps
    };
    if until <= prev.end {
        return None;
    }
    let after = super::super::greedy_span(line, alphabet, prev.end, until);
    let word = first_word(&after)?;
    if !names_a_move(&word) {
        return None;
    }
    match match_move(pos, &word.replace('X', "x")) {
        MoveMatch::Unique(m) if m != mv => Some(m),
        _ => None,
    }
}

/// The first word of `text` after spaces and marks (`!?`, `。`): up to a space, a mark, or a Chinese character that is
/// no piece letter (a piece's letter stands inside a move, `车a1+`, where other Chinese characters end a word).
fn first_word(text: &str) -> Option<String> {
    let word_glyph =
        |c: char| c.is_ascii_alphanumeric() || "+#=-x×".contains(c) || role_of_symbol(c).is_some();
    let start = text.find(word_glyph)?;
    let before = &text[..start];
    // Only spaces and marks between: a word of prose before it makes it a word of the sentence.
    if before.chars().any(|c| c.is_alphanumeric()) {
        return None;
    }
    Some(
        text[start..]
            .chars()
            .take_while(|&c| word_glyph(c))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::first_word;

    #[test]
    fn the_first_word_after_a_move_is_read_up_to_the_sentences_words() {
        assert_eq!(first_word(" 车a1+。黑王被迫移动").as_deref(), Some("车a1+"));
        assert_eq!(first_word("?! Nxe4 was").as_deref(), Some("Nxe4"));
        assert_eq!(first_word("。另一种选择是").as_deref(), None);
        assert_eq!(first_word(" 黑王被迫").as_deref(), None);
        assert_eq!(first_word("   ").as_deref(), None);
    }
}
