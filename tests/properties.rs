//! Properties over random legal games: every move written in every style reads back as the same move, and a
//! game written as PGN reads back as the same game.

use jipu::notation::{MoveMatch, NotationStyle, match_move, write_move};
use jipu::pgn::{read_pgn, write_game};
use jipu::{Game, NodeId};
use proptest::prelude::*;
use shakmaty::{Chess, Position};
use std::time::Duration;

/// Plays a game from choice numbers: each picks one of the legal moves.
fn random_game(choices: &[(u16, u8)]) -> Game {
    let mut game = Game::new();
    let mut pos = Chess::default();
    let mut at = NodeId::ROOT;
    for &(choice, extra) in choices {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[usize::from(choice) % legal.len()];
        // Now and then a variation: another legal move from the same position.
        if extra % 7 == 0 && legal.len() > 1 {
            let other = legal[(usize::from(choice) + 1) % legal.len()];
            let v = game.tree.add_move(at, other);
            game.tree.notes_mut(v).comment = Some("变着 variation".into());
        }
        let id = game.tree.add_move(at, m);
        // Put the main move first again, in case the variation was added before it.
        game.tree.promote_to_mainline(id);
        let node = game.tree.notes_mut(id);
        match extra % 5 {
            0 => node.nags.push(pgn_reader::Nag(1 + extra % 6)),
            1 => node.comment = Some(format!("note {extra}")),
            2 => node.clock = Some(Duration::from_secs(u64::from(extra) * 37)),
            3 => node.emt = Some(Duration::from_secs(u64::from(extra))),
            _ => {}
        }
        pos.play_unchecked(m);
        at = id;
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_move_in_every_style_reads_back(choices in proptest::collection::vec(any::<u16>(), 0..150)) {
        let mut pos = Chess::default();
        for choice in choices {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[usize::from(choice) % legal.len()];
            for style in NotationStyle::ALL {
                let text = write_move(&pos, m, style);
                prop_assert_eq!(match_move(&pos, &text), MoveMatch::Unique(m), "{} in {}", text, style);
            }
            pos.play_unchecked(m);
        }
    }

    #[test]
    fn a_game_written_as_pgn_reads_back_the_same(
        choices in proptest::collection::vec((any::<u16>(), any::<u8>()), 0..120),
        white in "[A-Za-z 王李]{0,12}",
    ) {
        let mut game = random_game(&choices);
        game.tags.set("White", white);
        game.tags.set("Result", "*");
        let pgn = write_game(&game);
        let file = read_pgn(&pgn);
        prop_assert!(file.problems.is_empty(), "{:?}", file.problems);
        prop_assert_eq!(file.games.len(), 1);
        let back = &file.games[0];
        prop_assert!(back.tree.same_as(&game.tree), "tree differs:\n{}", pgn);
        prop_assert_eq!(write_game(back), pgn);
    }
}
