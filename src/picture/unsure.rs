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
use crate::chess::{Game, NodeId};

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

/// The command that marks an unsure move, as it begins.
const COMMAND: &str = "[%unsure";

/// Where the `[%unsure …]` command of `comment` is: its start and the end past its `]`.
fn command_in(comment: &str) -> Option<(usize, usize)> {
    let start = comment.find(COMMAND)?;
    let after = &comment[start + COMMAND.len()..];
    // `[%unsure]` or `[%unsure Bxc4 Be2]`, not `[%unsured …]`.
    if !after.starts_with([']', ' ']) {
        return None;
    }
    let end = start + COMMAND.len() + after.find(']')? + 1;
    Some((start, end))
}

/// The other readings an `[%unsure …]` command in `comment` names (in SAN, likeliest first; none when it names
/// none), or `None` when the comment marks no unsure move.
pub fn readings_named(comment: &str) -> Option<Vec<String>> {
    let (start, end) = command_in(comment)?;
    Some(
        comment[start + COMMAND.len()..end - 1]
            .split_whitespace()
            .map(str::to_string)
            .collect(),
    )
}

/// `comment` without its `[%unsure …]` command (a move confirmed); `None` when nothing else is left.
pub fn without_mark(comment: &str) -> Option<String> {
    let left = match command_in(comment) {
        Some((start, end)) => format!("{} {}", &comment[..start], &comment[end..]),
        None => comment.to_string(),
    };
    let left = left.split_whitespace().collect::<Vec<_>>().join(" ");
    (!left.is_empty()).then_some(left)
}

/// The moves of the game's main line marked unsure, in playing order.
pub fn marked_moves(game: &Game) -> Vec<NodeId> {
    game.tree
        .mainline()
        .into_iter()
        .filter(|&id| {
            game.tree
                .notes(id)
                .comment
                .as_deref()
                .is_some_and(|c| readings_named(c).is_some())
        })
        .collect()
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

    #[test]
    fn a_mark_is_read_back_and_taken_away_leaving_what_else_the_comment_says() {
        assert_eq!(
            readings_named("good [%unsure Bxc4 Be2] here"),
            Some(vec!["Bxc4".to_string(), "Be2".to_string()])
        );
        assert_eq!(readings_named("[%unsure]"), Some(Vec::new()));
        assert_eq!(readings_named("[%clk 0:10:00]"), None);
        assert_eq!(readings_named("[%unsured e4]"), None);
        assert_eq!(readings_named("[%unsure e4"), None);
        assert_eq!(
            without_mark("good [%unsure Bxc4] here").as_deref(),
            Some("good here")
        );
        assert_eq!(without_mark("[%unsure Bxc4]"), None);
        assert_eq!(
            without_mark("[%clk 0:10:00]").as_deref(),
            Some("[%clk 0:10:00]")
        );
    }

    #[test]
    fn the_marked_moves_of_the_main_line_are_found_in_order() {
        let game = crate::notation::import_game(
            "1. e4 {[%unsure e3]} e5 2. Nf3 {fine} (2. Nc3 {[%unsure]}) Nc6 {[%unsure Nf6]}",
        )
        .unwrap()
        .game;
        let line = game.tree.mainline();
        assert_eq!(marked_moves(&game), vec![line[0], line[3]]);
    }
}
