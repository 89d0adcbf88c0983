//! Every move written in every style comes out as the spec prints it.

mod common;

use common::{after, fen, written};
use jipu::notation::NotationStyle::{self, *};
use jipu::notation::{import_game, write_move_line};
use jipu::pgn::{read_games, write_game};
use shakmaty::Chess;

const LEGAL_ZH: &str = "1. e4 e5 2. 象c4 d6 3. 马f3 马c6 4. 马c3 象g4 5. h3 象h5 6. d3 h6 7. 马xe5 象xd1 8. 象xf7+ 王e7 9. 马d5# 1-0";
const LEGAL_EN: &str = "1. e4 e5 2. Bc4 d6 3. Nf3 Nc6 4. Nc3 Bg4 5. h3 Bh5 6. d3 h6 7. Nxe5 Bxd1 8. Bxf7+ Ke7 9. Nd5# 1-0";

fn check_all(pos: &Chess, san: &str, expected: [&str; 7]) {
    let styles = [En, Zh, ZhHant, Figurine, Long, LongEn, Iccf];
    for (style, want) in styles.into_iter().zip(expected) {
        assert_eq!(written(pos, san, style), want, "{san} in {style}");
    }
}

#[test]
fn legals_mate_reads_and_writes_back_identically_in_zh_and_en() {
    for text in [LEGAL_ZH, LEGAL_EN] {
        let game = import_game(text).unwrap().game;
        assert_eq!(write_move_line(&game, Zh), LEGAL_ZH);
        assert_eq!(write_move_line(&game, En), LEGAL_EN);
        // And through PGN.
        let again = read_games(&write_game(&game));
        assert!(again.problems.is_empty());
        assert_eq!(write_move_line(&again.games[0], Zh), LEGAL_ZH);
    }
}

#[test]
fn castling_both_sides() {
    let pos = after("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5");
    check_all(
        &pos,
        "O-O",
        ["O-O", "0-0", "0-0", "O-O", "0-0", "O-O", "5171"],
    );
    let pos = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    check_all(
        &pos,
        "O-O-O",
        ["O-O-O", "0-0-0", "0-0-0", "O-O-O", "0-0-0", "O-O-O", "5131"],
    );
}

#[test]
fn en_passant() {
    let pos = after("1. e4 a6 2. e5 d5");
    check_all(
        &pos,
        "exd6",
        [
            "exd6",
            "exd6",
            "exd6",
            "exd6",
            "e5xd6 e.p.",
            "e5xd6 e.p.",
            "5546",
        ],
    );
}

#[test]
fn every_promotion_piece() {
    let pos = fen("7k/P7/8/8/8/8/8/7K w - - 0 1");
    check_all(
        &pos,
        "a8=Q",
        [
            "a8=Q+",
            "a8=后+",
            "a8=後+",
            "a8=♕+",
            "a7-a8=后+",
            "a7-a8=Q+",
            "17181",
        ],
    );
    check_all(
        &pos,
        "a8=R",
        [
            "a8=R+",
            "a8=车+",
            "a8=車+",
            "a8=♖+",
            "a7-a8=车+",
            "a7-a8=R+",
            "17182",
        ],
    );
    check_all(
        &pos,
        "a8=B",
        [
            "a8=B",
            "a8=象",
            "a8=象",
            "a8=♗",
            "a7-a8=象",
            "a7-a8=B",
            "17183",
        ],
    );
    check_all(
        &pos,
        "a8=N",
        [
            "a8=N",
            "a8=马",
            "a8=馬",
            "a8=♘",
            "a7-a8=马",
            "a7-a8=N",
            "17184",
        ],
    );
}

#[test]
fn disambiguation_by_file_rank_and_both() {
    let pos = after("1. d4 Nf6 2. c4 e6 3. Nc3 d5 4. Bg5");
    check_all(
        &pos,
        "Nbd7",
        [
            "Nbd7", "马bd7", "馬bd7", "♘bd7", "马b8-d7", "Nb8-d7", "2847",
        ],
    );
    let pos = fen("k7/8/8/8/4R3/8/8/4R1K1 w - - 0 1");
    check_all(
        &pos,
        "R1e3",
        [
            "R1e3", "车1e3", "車1e3", "♖1e3", "车e1-e3", "Re1-e3", "5153",
        ],
    );
    let pos = fen("8/2k5/8/8/4Q2Q/8/8/K6Q w - - 0 1");
    check_all(
        &pos,
        "Qh4e1",
        [
            "Qh4e1", "后h4e1", "後h4e1", "♕h4e1", "后h4-e1", "Qh4-e1", "8451",
        ],
    );
}

#[test]
fn check_double_check_and_mate_marks() {
    let pos = fen("4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1");
    check_all(
        &pos,
        "Nf6",
        [
            "Nf6+",
            "马f6++",
            "馬f6++",
            "♘f6+",
            "马e4-f6++",
            "Ne4-f6+",
            "5466",
        ],
    );
    let pos = after("1. f3 e5 2. g4");
    check_all(
        &pos,
        "Qh4",
        [
            "Qh4#",
            "后h4#",
            "後h4#",
            "♕h4#",
            "后d8-h4#",
            "Qd8-h4#",
            "4884",
        ],
    );
}

#[test]
fn style_names_parse() {
    for style in NotationStyle::ALL {
        assert_eq!(style.name().parse::<NotationStyle>().unwrap(), style);
    }
    assert!("klingon".parse::<NotationStyle>().is_err());
}
