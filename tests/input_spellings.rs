//! Every input spelling listed in the spec finds its move; ambiguous input lists the candidates; a wrong
//! move gets a reason in both languages and the intended move among the first suggestions.

mod common;

use common::{after, fen, unique};
use jipu::Lang;
use jipu::notation::{
    MoveMatch, NotationStyle, Reason, match_move, moves_starting_with, write_move,
    written_annotations,
};
use shakmaty::{Chess, Position};

fn san(pos: &Chess, text: &str) -> String {
    write_move(pos, unique(pos, text), NotationStyle::En)
}

fn all_mean(pos: &Chess, spellings: &[&str], want: &str) {
    for s in spellings {
        assert_eq!(san(pos, s), want, "`{s}` should be {want}");
    }
}

fn candidates(pos: &Chess, text: &str) -> Vec<String> {
    match match_move(pos, text) {
        MoveMatch::Ambiguous(c) => c
            .into_iter()
            .map(|m| write_move(pos, m, NotationStyle::En))
            .collect(),
        other => panic!("`{text}` should be ambiguous, got {other:?}"),
    }
}

#[test]
fn piece_letters_in_every_script_and_case() {
    let start = Chess::default();
    all_mean(
        &start,
        &[
            "Nf3",
            "nf3",
            "马f3",
            "馬f3",
            "♘f3",
            "♞f3",
            "Ｎｆ３",
            "ｎｆ３",
        ],
        "Nf3",
    );
    all_mean(
        &start,
        &["e4", "Pe4", "pe4", "兵e4", "ｅ４", "Ｐｅ４"],
        "e4",
    );
    let pos = after("1. e4 e5");
    all_mean(&pos, &["Bc4", "bc4", "象c4", "♗c4"], "Bc4");
    all_mean(&pos, &["Qh5", "qh5", "后h5", "後h5"], "Qh5");
    all_mean(&pos, &["Ke2", "ke2", "王e2"], "Ke2");
    let pos = after("1. a4 h5 2. Ra3");
    all_mean(&pos, &["Rh6", "rh6", "车h6", "車h6"], "Rh6");
}

#[test]
fn lower_case_b_is_resolved_by_what_is_legal_or_asked() {
    // Only the bishop can go to c4: `bc4` is the bishop.
    assert_eq!(san(&after("1. e4 e5"), "bc4"), "Bc4");
    // Both the b-pawn and the bishop can take on c5: asked.
    let pos = fen("4k3/8/8/2p5/1P6/4B3/8/4K3 w - - 0 1");
    assert_eq!(candidates(&pos, "bc5"), ["Bxc5", "bxc5"]);
    assert_eq!(san(&pos, "Bc5"), "Bxc5");
    assert_eq!(san(&pos, "bxc5"), "bxc5");
}

#[test]
fn capture_marks_of_every_kind_or_none() {
    let pos = after("1. e4 d5");
    all_mean(
        &pos,
        &["exd5", "eXd5", "e×d5", "e:d5", "ed5", "e4d5", "ｅｘｄ５"],
        "exd5",
    );
    let pos = after("1. e4 e5 2. Nf3 Nc6 3. Bc4 d6");
    all_mean(&pos, &["Nxe5", "Ne5", "N:e5", "马×e5"], "Nxe5");
    let pos = after("1. Nf3 d5 2. Nd4 e5 3. Nf5 g6 4. Ng3 h5");
    all_mean(
        &pos,
        &["Nxh5", "N:h5", "NXh5", "N×h5", "Nh5", "马xh5", "马h5"],
        "Nxh5",
    );
    // An extra x is forgiven.
    all_mean(&Chess::default(), &["Nxf3", "N:f3"], "Nf3");
}

#[test]
fn long_algebraic_and_coordinates() {
    let start = Chess::default();
    all_mean(
        &start,
        &["e2e4", "e2-e4", "e2—e4", "e2–e4", "ｅ２－ｅ４", "e2e4"],
        "e4",
    );
    all_mean(
        &start,
        &["Ng1-f3", "马g1—f3", "g1f3", "g1-f3", "馬g1-f3"],
        "Nf3",
    );
    let pos = after("1. e4 a6 2. e5 d5");
    all_mean(&pos, &["e5×d6", "e5xd6", "e5-d6", "exd6", "e5d6"], "exd6");
}

#[test]
fn castling_every_way() {
    let pos = after("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5");
    all_mean(
        &pos,
        &[
            "O-O",
            "0-0",
            "o-o",
            "OO",
            "00",
            "０－０",
            "王车易位",
            "短易位",
            "e1g1",
            "e1h1",
            "Ke1g1",
            "5171",
        ],
        "O-O",
    );
    let pos = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    all_mean(
        &pos,
        &[
            "O-O-O",
            "0-0-0",
            "ooo",
            "000",
            "长易位",
            "長易位",
            "e1c1",
            "e1a1",
        ],
        "O-O-O",
    );
    all_mean(&pos, &["0-0", "短易位", "e1g1", "e1h1"], "O-O");
    // With both sides possible, 王车易位 alone is asked.
    assert_eq!(candidates(&pos, "王车易位"), ["O-O", "O-O-O"]);
}

#[test]
fn promotion_every_way_and_asked_when_the_piece_is_missing() {
    let pos = fen("7k/4P3/8/8/8/8/8/K7 w - - 0 1");
    all_mean(
        &pos,
        &[
            "e8=Q",
            "e8Q",
            "e8(Q)",
            "e8(=Q)",
            "e8/Q",
            "e8=后",
            "e8=後",
            "e7e8q",
            "e7-e8=Q",
            "57581",
            "ｅ８＝Ｑ",
        ],
        "e8=Q+",
    );
    all_mean(&pos, &["e8=N", "e8N", "e8=马", "e7e8n", "57584"], "e8=N");
    assert_eq!(candidates(&pos, "e8"), ["e8=B", "e8=N", "e8=Q+", "e8=R+"]);
}

#[test]
fn en_passant_markers() {
    let pos = after("1. e4 a6 2. e5 d5");
    all_mean(
        &pos,
        &[
            "exd6 e.p.",
            "exd6 ep",
            "exd6(e.p.)",
            "exd6 (e.p.)",
            "exd6(e．p．)",
            "e5xd6 e.p.",
            "exd6e.p.",
        ],
        "exd6",
    );
}

#[test]
fn check_mate_marks_and_annotations_are_kept() {
    let pos = after("1. f3 e5 2. g4");
    all_mean(
        &pos,
        &["Qh4#", "Qh4+", "Qh4++", "Qh4†", "Qh4", "后h4#"],
        "Qh4#",
    );
    for (text, nag) in [
        ("e4!", 1),
        ("e4?", 2),
        ("e4!!", 3),
        ("e4??", 4),
        ("e4!?", 5),
        ("e4?!", 6),
        ("e4！", 1),
        ("e4！？", 5),
        ("Nf3+?!", 6),
    ] {
        assert_eq!(
            written_annotations(text),
            vec![pgn_reader::Nag(nag)],
            "{text}"
        );
        assert!(
            matches!(match_move(&Chess::default(), text), MoveMatch::Unique(_))
                || text.starts_with('N')
        );
    }
}

#[test]
fn iccf_and_uci() {
    let start = Chess::default();
    all_mean(&start, &["5254", "５２５４"], "e4");
    all_mean(&start, &["7163"], "Nf3");
    all_mean(&start, &["g1f3"], "Nf3");
}

#[test]
fn two_pieces_that_can_reach_the_square_are_asked_about() {
    let pos = after("1. Nc3 a6 2. Nf3 a5 3. Ng5 a4");
    assert_eq!(candidates(&pos, "Ne4"), ["Nce4", "Nge4"]);
    assert_eq!(san(&pos, "Nce4"), "Nce4");
    assert_eq!(san(&pos, "马c3-e4"), "Nce4");
}

#[test]
fn no_match_says_why_in_both_languages() {
    let pos = after("1. e4 e5 2. Nf3 Nc6");
    let MoveMatch::NoMatch(no) = match_move(&pos, "e2-e3") else {
        panic!("e2-e3 cannot be legal");
    };
    assert_eq!(
        no.reason.describe(Lang::En),
        "there is no white piece on e2"
    );
    assert_eq!(no.reason.describe(Lang::Zh), "e2 格上没有白方的棋子");

    let MoveMatch::NoMatch(no) = match_move(&pos, "Nf3-e6") else {
        panic!()
    };
    assert_eq!(
        no.reason.describe(Lang::En),
        "the knight on f3 cannot move to e6"
    );
    assert_eq!(no.reason.describe(Lang::Zh), "f3 格的马走不到 e6");

    let MoveMatch::NoMatch(no) = match_move(&pos, "Qe7") else {
        panic!()
    };
    assert_eq!(
        no.reason.describe(Lang::En),
        "no white queen can move to e7"
    );
    assert_eq!(no.reason.describe(Lang::Zh), "白方没有后能走到 e7");

    let MoveMatch::NoMatch(no) = match_move(&pos, "Bb6") else {
        panic!()
    };
    assert_eq!(
        no.reason.describe(Lang::En),
        "no white bishop can move to b6"
    );

    let MoveMatch::NoMatch(no) = match_move(&pos, "d7d5") else {
        panic!()
    };
    assert_eq!(
        no.reason.describe(Lang::En),
        "the piece on d7 is Black's, but it is White's move"
    );
    assert_eq!(
        no.reason.describe(Lang::Zh),
        "d7 格上是黑方的棋子，现在轮到白方走"
    );

    let MoveMatch::NoMatch(no) = match_move(&pos, "Bf1-e3") else {
        panic!()
    };
    assert_eq!(
        no.reason.describe(Lang::En),
        "the bishop on f1 cannot move to e3"
    );

    let MoveMatch::NoMatch(no) = match_move(&pos, "Ng1-f3") else {
        panic!()
    };
    assert_eq!(
        no.reason.describe(Lang::En),
        "there is no white piece on g1"
    );

    let MoveMatch::NoMatch(no) = match_move(&pos, "Nb1-d2") else {
        panic!()
    };
    assert_eq!(
        no.reason.describe(Lang::En),
        "the knight on b1 cannot move to d2"
    );

    let MoveMatch::NoMatch(no) = match_move(&pos, "hello") else {
        panic!()
    };
    assert_eq!(no.reason, Reason::Unreadable);

    let MoveMatch::NoMatch(no) = match_move(&pos, "O-O-O") else {
        panic!()
    };
    assert_eq!(
        no.reason.describe(Lang::En),
        "White cannot castle that way here"
    );

    let pinned = fen("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
    let MoveMatch::NoMatch(no) = match_move(&pinned, "Bd3") else {
        panic!()
    };
    assert_eq!(
        no.reason.describe(Lang::En),
        "that would leave the white king in check"
    );
    assert_eq!(no.reason.describe(Lang::Zh), "这样走白方的王会被将军");

    let mate = after("1. f3 e5 2. g4 Qh4");
    let MoveMatch::NoMatch(no) = match_move(&mate, "e4") else {
        panic!()
    };
    assert!(matches!(no.reason, Reason::GameIsOver { .. }));
}

fn first_suggestions(pos: &Chess, text: &str, n: usize) -> Vec<String> {
    let MoveMatch::NoMatch(no) = match_move(pos, text) else {
        panic!("`{text}` should not match");
    };
    no.suggestions
        .into_iter()
        .take(n)
        .map(|m| write_move(pos, m, NotationStyle::En))
        .collect()
}

#[test]
fn suggestions_put_the_intended_move_first() {
    // The spec's examples: a paper `e2—e3` where c2–c3 was meant…
    let pos =
        after("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. h3 O-O");
    assert_eq!(first_suggestions(&pos, "e2—e3", 1), ["c3"]);
    // …and `车a8—b6` where `车a8—b8` was meant.
    let pos = fen("r3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(first_suggestions(&pos, "车a8—b6", 1), ["Rb8"]);
    // A wrong rank: Bb6 for Bb5.
    assert_eq!(
        first_suggestions(&after("1. e4 e5 2. Nf3 Nc6"), "Bb6", 1),
        ["Bb5"]
    );
    // A confused piece letter: Bf3 for Nf3.
    assert_eq!(first_suggestions(&after("1. e4 e5"), "Bf3", 1), ["Nf3"]);
    // Handwriting: 1 and 7 look alike (Rd1 written Rd7).
    let pos = fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert!(first_suggestions(&pos, "Rd7", 3).contains(&"Rd1".to_string()));
}

#[test]
fn candidates_while_typing() {
    let start = Chess::default();
    let en = |moves: Vec<shakmaty::Move>| -> Vec<String> {
        moves
            .into_iter()
            .map(|m| write_move(&start, m, NotationStyle::En))
            .collect()
    };
    assert_eq!(
        en(moves_starting_with(&start, "N")),
        ["Na3", "Nc3", "Nf3", "Nh3"]
    );
    assert_eq!(en(moves_starting_with(&start, "马f")), ["Nf3"]);
    assert_eq!(en(moves_starting_with(&start, "e")), ["e3", "e4"]);
    assert!(moves_starting_with(&start, "").is_empty());
    assert!(start.is_legal(moves_starting_with(&start, "nf")[0]));
}

/// Descriptive side names read both ways, as books differ: `KN` as the knight on the king's side and as the king's
/// knight, the one that began on g1.
mod side_names {
    use jipu::notation::{ImportError, Problem, import_game, san_of};
    use shakmaty::{Chess, Move, Square};

    fn sans(pos: &Chess, moves: &[Move]) -> Vec<String> {
        let mut out: Vec<String> = moves.iter().map(|&m| san_of(pos, m).to_string()).collect();
        out.sort();
        out
    }

    /// The knights have changed sides: the king's knight (from g1) stands on d4, the queen's knight (from b1) on e5.
    const CROSSED: &str =
        "1. N-KB3 P-QR3 2. N-QR3 P-QR4 3. N-Q4 P-KR3 4. N-B4 P-KR4 5. N-K5 P-QN3 6. ";

    #[test]
    fn a_side_name_the_two_readings_give_to_different_pieces_stops_with_both() {
        for (next, meant) in [("KN-B3", ["Ndf3", "Nef3"]), ("QN-B6", ["Ndc6", "Nec6"])] {
            let Err(ImportError::Stopped(stop)) = import_game(&format!("{CROSSED}{next}")) else {
                panic!("`{next}` was played: either knight may be meant");
            };
            assert_eq!(stop.move_number, 6, "{next}");
            assert!(
                matches!(stop.problem, Problem::Ambiguous(_)),
                "{next}: {:?}",
                stop.problem
            );
            assert_eq!(sans(stop.position(), stop.offered()), meant, "{next}");
        }
    }

    #[test]
    fn a_side_name_only_the_piece_s_origin_makes_sense_of_is_read_so() {
        // Both knights on the queen's side: `QN` by where they stand names both; the queen's knight is c3's.
        let text = "1. N-KB3 P-QR3 2. N-QB3 P-QR4 3. N-Q4 P-KR3 4. ";
        for (next, from) in [("QN-N5", Square::C3), ("KN-N5", Square::D4)] {
            let game = import_game(&format!("{text}{next}"))
                .unwrap_or_else(|e| panic!("`{next}`: {e:?}"))
                .game;
            let last = game.mainline_moves()[6];
            assert_eq!((last.from(), last.to()), (Some(from), Square::B5), "{next}");
        }
    }

    #[test]
    fn where_the_readings_agree_nothing_changes() {
        // After castling the king's rook stands on f1, on the king's side: both readings name it.
        let game = import_game(
            "1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3 4. B-R4 N-B3 5. O-O B-K2 6. KR-K1",
        )
        .expect("reads")
        .game;
        assert_eq!(game.mainline_moves().len(), 11);
    }
}
