//! A move broken across two lines after its piece character (`17.象c4马` / `b6? 18.b3`): line breakers set Chinese
//! characters as places a line may break, between `马` and its square too (a new user's Typst page broke four moves
//! so); and one broken after a hyphen (`O-` / `O`), where every typesetter may break a line. A word begun with
//! nothing but a Chinese piece character, or read up to a hyphen, at a line's end goes on at the start of the next
//! line of the same text (not in a table's cell, not on a scoresheet: a cell holds its move whole); the word is seen
//! on the next line, and remembers where on its line it began (`Seen::carried`) for the verdict to weigh it whole.

use super::super::hypothesis::{BETWEEN, Hyp};
use super::Beam;

/// The piece characters a move may begin with.
const PIECE_CHARACTERS: &str = "王后车象马兵";

impl Beam<'_> {
    /// `h`, inside a word at the end of piece `piece`, carried over to the next line when all it has read of the
    /// word is one piece character, or when what it has read ends at a hyphen.
    pub(super) fn carried_over(&mut self, h: &Hyp, piece: usize) -> Option<Hyp> {
        if self.cells || h.state == BETWEEN || h.prose || h.carry.is_some() {
            return None;
        }
        let trie = self.trie(h.position);
        let begun_with_a_piece = PIECE_CHARACTERS.chars().any(|c| {
            self.alphabet
                .class(c)
                .and_then(|class| trie.child(0, class))
                .is_some_and(|n| n == h.state)
        });
        // Or broken after a hyphen, as a typesetter breaks a word at its hyphen (`4.d4 O-` / `O A natural
        // developing move.`, a new user's Typst page; `e2-` / `e4` in the full notation).
        let after_a_hyphen = || {
            self.alphabet.class('-').is_some_and(|hyphen| {
                trie.nodes
                    .iter()
                    .any(|n| n.children.contains(&(hyphen, h.state)))
            })
        };
        (begun_with_a_piece || after_a_hyphen()).then(|| {
            let mut c = h.clone();
            c.carry = Some((piece, h.token_start));
            c
        })
    }

    /// At the start of piece `index`: a word carried over goes on only on the next line of the same text (`new_line`,
    /// not a table's cell), from its first step.
    pub(super) fn carry_into(&self, beam: &mut Vec<Hyp>, index: usize, new_line: bool) {
        let cell = self.table_cells.get(index).copied().unwrap_or(false);
        beam.retain(|h| h.carry.is_none() || h.state == BETWEEN || (new_line && !cell));
        for h in beam
            .iter_mut()
            .filter(|h| h.carry.is_some() && h.state != BETWEEN)
        {
            h.token_start = 0;
        }
    }
}
