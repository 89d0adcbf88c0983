//! The moves taken where the reading was unsure: `jipu import --mark-unsure`. Where the reading would stop on a move —
//! what is seen spells no legal move, or two legal moves fit it — the verdict (`verdict::Mode::MarkUnsure`) takes the
//! beam's move there, the likeliest legal move in the light of the whole game read, and goes on. The move gets an
//! embedded command comment, `[%unsure Bxc4 Be2]`, naming the other readings there, likeliest first (the `[%clk]`
//! convention: a program that does not know the command keeps it as a comment). A stop where no move is in doubt — a
//! move number not the one expected (a move may be missing), text left unread, the moves going on after a result, a
//! page from the middle of a game — stays a stop: a wrong move is worse.

use shakmaty::san::San;
use shakmaty::{Chess, Position};

use super::SeenMove;
use crate::chess::Game;

/// Readings given at least this probability are named among the others.
const NAMED: f32 = 0.01;

/// A move taken where the reading was unsure.
#[derive(Clone, Debug, PartialEq)]
pub struct UnsureMove {
    /// Its place in the game: 0 for White's first move.
    pub ply: usize,
    /// The move taken, in SAN.
    pub taken: String,
    /// The other readings offered there, in SAN, likeliest first, with their probabilities.
    pub others: Vec<(String, f32)>,
}

impl UnsureMove {
    /// The embedded command comment that marks it: `[%unsure Bxc4 Be2]`.
    pub fn command(&self) -> String {
        let mut out = String::from("[%unsure");
        for (san, _) in &self.others {
            out.push(' ');
            out.push_str(san);
        }
        out.push(']');
        out
    }
}

/// The unsure moves of a verdict (each with its index among `moves` and the legal moves offered there) in SAN.
pub(super) fn unsure_moves(
    marked: &[(usize, Vec<(shakmaty::Move, f32)>)],
    moves: &[SeenMove],
) -> Vec<UnsureMove> {
    let mut pos = Chess::default();
    let mut out = Vec::new();
    let mut marked = marked.iter().peekable();
    for (ply, seen) in moves.iter().enumerate() {
        if let Some((_, offered)) = marked.next_if(|(at, _)| *at == ply) {
            let others = offered
                .iter()
                .filter(|(m, p)| *m != seen.mv && *p >= NAMED)
                .map(|&(m, p)| (San::from_move(&pos, m).to_string(), p))
                .collect();
            out.push(UnsureMove {
                ply,
                taken: San::from_move(&pos, seen.mv).to_string(),
                others,
            });
        }
        pos.play_unchecked(seen.mv);
    }
    out
}

/// Each unsure move's command written into its comment, after what the comment says.
pub(super) fn mark(game: &mut Game, unsure: &[UnsureMove]) {
    let line = game.tree.mainline();
    for u in unsure {
        let Some(&node) = line.get(u.ply) else {
            continue;
        };
        let notes = game.tree.notes_mut(node);
        notes.comment = Some(match notes.comment.take() {
            Some(said) => format!("{said} {}", u.command()),
            None => u.command(),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_names_the_other_readings_likeliest_first() {
        let u = UnsureMove {
            ply: 12,
            taken: "Bf4".into(),
            others: vec![("Bxc4".into(), 0.2), ("Be2".into(), 0.05)],
        };
        assert_eq!(u.command(), "[%unsure Bxc4 Be2]");
        let alone = UnsureMove {
            others: Vec::new(),
            ..u
        };
        assert_eq!(alone.command(), "[%unsure]");
    }

    #[test]
    fn the_mark_goes_after_what_the_comment_says() {
        let mut game = crate::notation::import_game("1. e4 {good} e5 2. Nf3")
            .unwrap()
            .game;
        let unsure = [
            UnsureMove {
                ply: 0,
                taken: "e4".into(),
                others: vec![("e3".into(), 0.3)],
            },
            UnsureMove {
                ply: 2,
                taken: "Nf3".into(),
                others: Vec::new(),
            },
        ];
        mark(&mut game, &unsure);
        let text = crate::pgn::write_game(&game);
        assert!(
            text.contains("1. e4 {good [%unsure e3]} 1... e5 2. Nf3 {[%unsure]}"),
            "{text}"
        );
    }
}
