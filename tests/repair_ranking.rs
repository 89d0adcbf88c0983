//! The repair of a wrong move: realistic slips of handwriting, each on a real position, and where the move the
//! writer meant comes among the suggestions. The ranking (notation/ranking.rs) must put it first in most
//! cases and in the first three in all.

use jipu::notation::{ImportError, NotationStyle, import_game, write_move};

/// (moves before, as written, meant).
const MISTAKES: &[(&str, &str, &str)] = &[
    // spec: long move from a square the pawn left, same slip in both squares (c/e)
    (
        "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5 a7-a6 4. Bb5-a4 Ng8-f6 5. 0-0 Bf8-e7 6. Rf1-e1 b7-b5 7. Ba4-b3 d7-d6 8. h2-h3 0-0",
        "e2—e3",
        "c3",
    ),
    // spec: 6 for 8 in long notation (车a8—b8)
    ("1. e4 b5 2. Bxb5 Bb7 3. Nf3 Nc6 4. O-O", "车a8—b6", "Rb8"),
    // c for e
    ("1. e4 e5 2. Nf3 Nc6", "Be4", "Bc4"),
    // c for e, the other way
    (
        "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6",
        "Bc2",
        "Be2",
    ),
    // h for b
    ("1. e4 e5 2. Nf3 Nc6", "Bh5", "Bb5"),
    // 6 for b (a character that is no file)
    ("1. e4 e5 2. Nf3 Nc6", "B65", "Bb5"),
    // a for d, capture unmarked
    ("1. e4 e5 2. d4 exd4", "Qa4", "Qxd4"),
    // 7 for 1
    ("1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7", "Rd7", "Rd1"),
    // l for 1 (a character that is no rank)
    (
        "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Rc1 c6 8. Bd3 dxc4 9. Bxc4 Nd5 10. Bxe7 Qxe7 11. O-O Nxc3 12. Rxc3 e5 13. Qc2 exd4",
        "Rel",
        "Re1",
    ),
    // 8 for 3
    ("1. e4 e5", "Nf8", "Nf3"),
    // 6 for 5
    (
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 d5 5. exd5",
        "Na6",
        "Na5",
    ),
    // 8 for 6
    (
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O Nxe4 5. d4",
        "Nd8",
        "Nd6",
    ),
    // a rank off by one (not the look-alike capture Bxa6)
    ("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6", "Ba5", "Ba4"),
    // a mirrored square: Black writes the square from White's side
    (
        "1. d4 Nf6 2. c4 g6 3. Nc3 Bg7 4. e4 d6 5. Nf3 O-O 6. Be2 e5 7. O-O",
        "Nc3",
        "Nc6",
    ),
    // 乌 for 马
    ("1. e4 e5", "乌f3", "Nf3"),
    // 東 for 车
    (
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O Bc5 5. d3 O-O 6. Bg5 d6 7. Nc3 h6 8. Bh4 Bg4 9. h3 Bh5",
        "東e1",
        "Re1",
    ),
    // 兔 for 象
    ("1. e4 e5 2. Nf3 Nc6", "兔c4", "Bc4"),
    // long notation: the knight on g1 has gone; the other knight to d2
    (
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. d4 b5",
        "Ng1—d2",
        "Nbd2",
    ),
    // long notation: the e-pawn has gone; the neighbouring pawn takes on e3
    (
        r#"[FEN "4k3/8/8/8/8/4n3/3P4/4K3 w - - 0 1"] "#,
        "e2—e3",
        "dxe3",
    ),
    // castling the other way
    (
        r#"[FEN "r3k3/8/8/8/8/8/5PPP/6K1 b q - 0 1"] "#,
        "0-0",
        "O-O-O",
    ),
    // a rank off by one in a rook move
    (
        "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7",
        "Rc2",
        "Rc1",
    ),
    // long notation: the e-pawn has gone; d2—d4 (the same slip in both squares, files next to each other)
    ("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6", "e2—e4", "d4"),
];

/// The piece written is the strongest clue a sheet gives: (moves before, as written, meant, within the first).
const PIECE_FIRST: &[(&str, &str, &str, usize)] = &[
    // The Opera game, 11. Bxb5+ written 象b6 (5/6 look alike; White's ranks are not mirrored: not Bb3).
    (
        "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 \
         10. Nxb5 cxb5",
        "象b6",
        "Bxb5+",
        2,
    ),
    // No knight reaches g5: a knight's move before the queen's or a pawn's to g4.
    ("1. e4 e5", "Ng5", "Nf3", 1),
    // Coordinates name no piece: `d1d4` where the rook on d1 cannot go is the queen's capture on d4, before `a4`
    // (a look-alike in both squares; issue 38, where Enter played it).
    (
        "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 g6 6. Be3 Bg7 7. f3 Nc6 8. Qd2 O-O 9. O-O-O Nxd4 \
         10. Kb1 Bd7",
        "d1d4",
        "Qxd4",
        1,
    ),
];

#[test]
fn the_written_piece_is_ranked_first() {
    for &(before, written, meant, within) in PIECE_FIRST {
        let text = format!("{before} {written}");
        let Err(ImportError::Stopped(stop)) = import_game(&text) else {
            panic!("`{written}` after `{before}` should stop");
        };
        let offered: Vec<String> = stop
            .offered()
            .iter()
            .map(|&m| write_move(stop.position(), m, NotationStyle::En))
            .collect();
        let rank = offered.iter().position(|o| o == meant);
        assert!(
            rank.is_some_and(|r| r < within),
            "`{written}` meant `{meant}`: offered {offered:?}"
        );
    }
}

#[test]
fn the_move_meant_comes_first_or_nearly() {
    let mut first = 0;
    let mut table = Vec::new();
    for &(before, written, meant) in MISTAKES {
        let text = format!("{before} {written}");
        let Err(ImportError::Stopped(stop)) = import_game(&text) else {
            panic!("`{written}` after `{before}` should stop");
        };
        assert_eq!(stop.written, written, "{text}");
        let offered: Vec<String> = stop
            .offered()
            .iter()
            .map(|&m| write_move(stop.position(), m, NotationStyle::En))
            .collect();
        let rank = offered.iter().position(|o| o == meant);
        table.push(format!("{written:>10} → {meant:<6} {rank:?} {offered:?}"));
        assert!(
            rank.is_some_and(|r| r < 3),
            "`{written}` meant `{meant}`: offered {offered:?}"
        );
        first += usize::from(rank == Some(0));
    }
    println!("{}", table.join("\n"));
    assert!(MISTAKES.len() >= 15);
    assert!(
        first >= 12,
        "the move meant first in {first} of {}:\n{}",
        MISTAKES.len(),
        table.join("\n")
    );
}
