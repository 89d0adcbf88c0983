//! Results by the rules: what ends a game by itself and what a player may claim.

use jipu::notation::import_game;
use jipu::{DrawClaim, Game, GameEnd, judge, repetition_count};
use shakmaty::Color;

fn verdict_after(game: &Game) -> jipu::Verdict {
    judge(&game.positions_to(game.tree.mainline_end()))
}

fn game(text: &str) -> Game {
    import_game(text).expect("test game reads").game
}

#[test]
fn checkmate_and_stalemate_end_the_game() {
    let v = verdict_after(&game("1. f3 e5 2. g4 Qh4#"));
    assert_eq!(
        v.end,
        Some(GameEnd::Checkmate {
            winner: Color::Black
        })
    );
    assert_eq!(
        GameEnd::Checkmate {
            winner: Color::Black
        }
        .result()
        .as_str(),
        "0-1"
    );
    let stalemate = game("[FEN \"7k/8/6K1/8/8/8/8/5Q2 w - - 0 1\"]\n1. Qf7");
    let v = verdict_after(&stalemate);
    assert_eq!(v.end, Some(GameEnd::Stalemate));
    assert_eq!(GameEnd::Stalemate.result().as_str(), "1/2-1/2");
}

#[test]
fn dead_positions_are_drawn() {
    for fen in [
        "8/8/8/4k3/8/8/8/4K3 w - - 0 1",     // K v K
        "8/8/8/4k3/8/8/8/2B1K3 w - - 0 1",   // K+B v K
        "8/8/8/4k3/8/8/8/1N2K3 b - - 0 1",   // K+N v K
        "8/8/8/2b1k3/8/8/8/2B1K3 w - - 0 1", // bishops on one colour
    ] {
        let g = Game::from_fen(fen).unwrap();
        assert_eq!(verdict_after(&g).end, Some(GameEnd::DeadPosition), "{fen}");
    }
    // A capture that leaves K v K ends the game.
    let g = game("[FEN \"8/8/8/6k1/7q/8/8/K6R w - - 0 1\"]\n1. Rxh4 Kxh4");
    assert_eq!(verdict_after(&g).end, Some(GameEnd::DeadPosition));
    // K+R v K is not dead.
    let g = Game::from_fen("8/8/8/4k3/8/8/8/R3K3 w - - 0 1").unwrap();
    assert_eq!(verdict_after(&g).end, None);
}

#[test]
fn threefold_may_be_claimed_and_fivefold_ends_the_game() {
    let shuffle = "Nf3 Nf6 Ng1 Ng8 ";
    let twice = game(shuffle);
    let history = twice.positions_to(twice.tree.mainline_end());
    assert_eq!(repetition_count(&history), 2);
    assert!(verdict_after(&twice).claims.is_empty());

    let thrice = game(&shuffle.repeat(2));
    assert_eq!(
        repetition_count(&thrice.positions_to(thrice.tree.mainline_end())),
        3
    );
    let v = verdict_after(&thrice);
    assert_eq!(v.end, None);
    assert_eq!(v.claims, vec![DrawClaim::ThreefoldRepetition]);

    let five = game(&shuffle.repeat(4));
    assert_eq!(
        repetition_count(&five.positions_to(five.tree.mainline_end())),
        5
    );
    assert_eq!(verdict_after(&five).end, Some(GameEnd::FivefoldRepetition));
}

#[test]
fn castling_rights_make_positions_different() {
    // The king goes out and back: same pieces, but White lost castling, so no repetition of the start.
    let g = game("1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Ke2 Ke7 5. Ke1 Ke8");
    let history = g.positions_to(g.tree.mainline_end());
    assert_eq!(repetition_count(&history), 2);
}

#[test]
fn fifty_moves_may_be_claimed_and_seventy_five_end_the_game() {
    let at = |halfmoves: u32| {
        Game::from_fen(&format!("8/8/8/4k3/8/8/8/R3K3 w - - {halfmoves} 80")).unwrap()
    };
    assert!(verdict_after(&at(99)).claims.is_empty());
    assert_eq!(verdict_after(&at(100)).claims, vec![DrawClaim::FiftyMoves]);
    assert_eq!(verdict_after(&at(149)).end, None);
    assert_eq!(verdict_after(&at(150)).end, Some(GameEnd::SeventyFiveMoves));
    // Checkmate on the 75th move counts as mate.
    let mate = game("[FEN \"6k1/Q7/6K1/8/8/8/8/8 w - - 149 90\"]\n90. Qg7#");
    assert_eq!(
        verdict_after(&mate).end,
        Some(GameEnd::Checkmate {
            winner: Color::White
        })
    );
}
