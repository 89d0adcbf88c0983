//! A property over files as other programs write them: a random game with random variations — some starting with
//! the main line's own move, as Lichess and Crafty write analysis —, comments, NAGs and null moves in variations,
//! written as python-chess writes PGN (`( 1... d5 )` with spaces, `{ comment }`, `$1`, `--`, a number after every
//! variation and comment) and read back, is the same tree.

use jipu::chess::{Game, NodeId, Ply};
use jipu::pgn::read_games;
use proptest::prelude::*;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Position};

/// Builds a tree from choice numbers: each step a main move, now and then a variation (another move, the same move,
/// or a null move where the side to move is not in check) running a few plies with notes of its own.
fn random_tree(steps: &[(u16, u8, u8)]) -> Game {
    let mut game = Game::new();
    let mut pos = Chess::default();
    let mut at = NodeId::ROOT;
    for &(choice, kind, notes) in steps {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let main = legal[usize::from(choice) % legal.len()];
        let id = game.tree.add_move(at, main);
        note(&mut game, id, notes);
        let first = match kind % 6 {
            0 => Some(Ply::Move(main)),
            1 if legal.len() > 1 => Some(Ply::Move(legal[(usize::from(choice) + 1) % legal.len()])),
            2 if Ply::Null.is_legal(&pos) => Some(Ply::Null),
            _ => None,
        };
        if let Some(first) = first {
            // The variation after the main move, as PGN writes it.
            let var = game.tree.add_variation(at, first);
            note(&mut game, var, notes.wrapping_add(3));
            let mut vpos = pos.clone();
            first.play(&mut vpos);
            let mut vat = var;
            for k in 0..(kind % 4) {
                let vlegal = vpos.legal_moves();
                if vlegal.is_empty() {
                    break;
                }
                let ply = if k == 1 && Ply::Null.is_legal(&vpos) {
                    Ply::Null
                } else {
                    Ply::Move(
                        vlegal[usize::from(choice.wrapping_mul(31).wrapping_add(u16::from(k)))
                            % vlegal.len()],
                    )
                };
                vat = game.tree.add_ply(vat, ply);
                ply.play(&mut vpos);
            }
        }
        pos.play_unchecked(main);
        at = id;
    }
    game
}

fn note(game: &mut Game, id: NodeId, n: u8) {
    let notes = game.tree.notes_mut(id);
    match n % 5 {
        0 => notes.nags.push(pgn_reader::Nag(1 + n % 6)),
        1 => notes.comment = Some(format!("note {n} 注")),
        2 => notes
            .nags
            .extend([pgn_reader::Nag(1 + n % 6), pgn_reader::Nag(14 + n % 6)]),
        _ => {}
    }
}

/// PGN as python-chess's exporter writes it.
fn python_chess_pgn(game: &Game) -> String {
    let mut out = String::from("[Event \"?\"]\n[Result \"*\"]\n\n");
    write_line(game, NodeId::ROOT, game.start().clone(), true, &mut out);
    out.push_str("*\n");
    out
}

fn write_ply(game: &Game, id: NodeId, pos: &Chess, numbered: bool, out: &mut String) -> Chess {
    let Some(ply) = game.tree.ply(id) else {
        return pos.clone();
    };
    let number = pos.fullmoves().get();
    match pos.turn() {
        Color::White => out.push_str(&format!("{number}. ")),
        Color::Black if numbered => out.push_str(&format!("{number}... ")),
        Color::Black => {}
    }
    let mut after = pos.clone();
    match ply {
        Ply::Move(m) => out.push_str(&SanPlus::from_move(pos.clone(), m).to_string()),
        Ply::Null => out.push_str("--"),
    }
    ply.play(&mut after);
    out.push(' ');
    let notes = game.tree.notes(id);
    for nag in &notes.nags {
        out.push_str(&format!("${} ", nag.0));
    }
    if let Some(comment) = &notes.comment {
        out.push_str(&format!("{{ {comment} }} "));
    }
    after
}

fn write_line(game: &Game, mut at: NodeId, mut pos: Chess, mut numbered: bool, out: &mut String) {
    loop {
        let children: Vec<NodeId> = game.tree.children(at).collect();
        let Some((&main, others)) = children.split_first() else {
            return;
        };
        let after = write_ply(game, main, &pos, numbered, out);
        numbered = game.tree.notes(main).comment.is_some();
        for &var in others {
            out.push_str("( ");
            let vafter = write_ply(game, var, &pos, true, out);
            let vnumbered = game.tree.notes(var).comment.is_some();
            write_line(game, var, vafter, vnumbered, out);
            out.push_str(") ");
            numbered = true;
        }
        pos = after;
        at = main;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn a_tree_written_as_python_chess_writes_it_reads_back_the_same(
        steps in proptest::collection::vec((any::<u16>(), any::<u8>(), any::<u8>()), 0..60)
    ) {
        let game = random_tree(&steps);
        let pgn = python_chess_pgn(&game);
        let file = read_games(&pgn);
        prop_assert!(file.problems.is_empty(), "{pgn}\n{:?}", file.problems.first().map(|p| p.message(jipu::Lang::En)));
        prop_assert_eq!(file.games.len(), 1, "{}", pgn);
        prop_assert!(file.games[0].tree.same_as(&game.tree), "{}\nread back as\n{}", pgn, jipu::pgn::write_game(&file.games[0]));
    }
}
