//! A text that ends in prose holding the game's next moves: the prose became the last move's comment, and the moves
//! in it were never read. A page whose layout the reader does not know (a blog's steps with pictures between them)
//! would end so, reading two moves of forty, with nothing said. Where the prose left at the end holds legal moves
//! that follow one another from the position the game reached, reading stops at the first of them instead.

use shakmaty::Position;

use super::shapes::fits;
use super::{Halt, Reader};
use crate::chess::Ply;
use crate::notation::matching::diagnose::{NoMatch, Problem, Reason};
use crate::notation::matching::matcher::MoveMatch;
use crate::notation::text::tokens::{Kind, Tokens};
use crate::notation::text::word_piece::Piece;

/// How many legal moves in a row, from the game's position, make prose hold the game's moves.
const IN_A_ROW: usize = 2;

impl Reader<'_> {
    /// At the end of the text, in prose: the first of the legal moves that follow one another after the game's last
    /// move, from the position it reached, as a stop. Words that are not moves between them break the row (`White
    /// plays e4 here`), and so does a `{…}` comment, whose moves were put there on purpose.
    pub(super) fn moves_swallowed(&self) -> Option<Halt> {
        if !self.s.frames.is_empty() || !self.s.moves_seen {
            return None;
        }
        let mut tokens = Tokens::with_pgn(self.text, self.options.pgn);
        tokens.seek(self.s.moved_to);
        let mut row: Vec<(usize, usize, shakmaty::Move)> = Vec::new();
        let mut pos = self.s.pos.clone();
        let mut origins = self.s.origins.clone();
        while let Some(tok) = tokens.next() {
            match tok.kind {
                Kind::Piece(Piece::Move(_)) => {
                    let written = &self.text[tok.start..tok.end];
                    if let MoveMatch::Unique(m) = fits(&pos, &origins, written) {
                        pos.play_unchecked(m);
                        origins.play(Ply::Move(m));
                        row.push((tok.start, tok.end, m));
                        if row.len() >= IN_A_ROW {
                            let (start, end, first) = row[0];
                            return Some(Halt {
                                start,
                                end,
                                problem: Problem::NoMatch(NoMatch {
                                    reason: Reason::InCommentary,
                                    suggestions: vec![first],
                                }),
                                consumed: true,
                            });
                        }
                        continue;
                    }
                }
                // Numbers, marks and punctuation may stand between moves.
                Kind::Piece(
                    Piece::Number { .. }
                    | Piece::Dots
                    | Piece::Side(_)
                    | Piece::Check
                    | Piece::Nag(_)
                    | Piece::Punct { .. },
                )
                | Kind::Nag(_)
                | Kind::Ignored => continue,
                _ => {}
            }
            if !row.is_empty() {
                row.clear();
                pos = self.s.pos.clone();
                origins = self.s.origins.clone();
            }
        }
        None
    }
}
