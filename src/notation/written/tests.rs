use super::*;
use pgn_reader::Nag;
use shakmaty::{CastlingSide, File, Role, Square};

fn one(text: &str) -> WrittenMove {
    let readings = read_san(text);
    assert!(!readings.is_empty(), "`{text}` reads as no move");
    readings[0].clone()
}

#[test]
fn the_fields_of_each_way_of_writing_a_move() {
    let w = one("Ng1-f3");
    assert_eq!(
        (w.piece, w.from_square(), w.to_square()),
        (Some(Role::Knight), Some(Square::G1), Some(Square::F3))
    );
    let w = one("e8(=Q)");
    assert_eq!(w.promotion, Some(Role::Queen));
    assert_eq!(one("ｅ８／Ｑ").promotion, Some(Role::Queen));
    assert_eq!(one("e8=后").promotion, Some(Role::Queen));
    assert_eq!(one("e7e8q").promotion, Some(Role::Queen));
    assert_eq!(one("f7g8b").promotion, Some(Role::Bishop));
    assert_eq!(one("0-0-0").castle, Some(Some(CastlingSide::QueenSide)));
    assert_eq!(one("長易位").castle, Some(Some(CastlingSide::QueenSide)));
    assert_eq!(one("王车易位").castle, Some(None));
    assert_eq!(one("Qh4++").check, 2);
    assert_eq!(one("Rd8mate").check, 3);
    assert_eq!(one("e4！？").nag, Some(Nag::SPECULATIVE_MOVE));
    let w = one("5254");
    assert_eq!(
        (w.from_square(), w.to_square()),
        (Some(Square::E2), Some(Square::E4))
    );
    assert_eq!(one("52581").promotion, Some(Role::Queen));
    assert_eq!(one("exd").to, Some(Target::File(File::D)));
    assert!(one("N:f3").capture);
    assert_eq!(one("♘f3").piece, Some(Role::Knight));
}

#[test]
fn look_alike_characters_are_read_with_a_slip() {
    assert_eq!(one("乌f3").slip, 3);
    assert_eq!(one("乌f3").piece, Some(Role::Knight));
    assert_eq!(one("Rel").to_square(), Some(Square::E1));
    assert_eq!(one("Rel").slip, 5);
    assert_eq!(one("B65").to_square(), Some(Square::B5));
}

#[test]
fn a_lower_case_b_is_the_pawn_or_the_bishop() {
    let r = read_san("bxc5");
    assert_eq!(r.len(), 2);
    assert_eq!((r[0].piece, r[0].preference), (None, 0));
    assert_eq!((r[1].piece, r[1].preference), (Some(Role::Bishop), 1));
    let r = read_san("bc8");
    assert!(r.iter().all(|w| w.preference == 0));
    assert_eq!(read_san("b5").len(), 1, "b5 is a pawn's move");
}

#[test]
fn where_a_move_may_end() {
    let ends = |s: &str| lex_move(s, 0).iter().map(|(e, _)| *e).collect::<Vec<_>>();
    assert_eq!(
        ends("e8Nf6"),
        [3, 2],
        "promoted to a knight, or e8 then Nf6"
    );
    assert_eq!(ends("e4and"), Vec::<usize>::new());
    assert_eq!(ends("Nbd7+"), [5]);
    assert_eq!(ends("1858年"), Vec::<usize>::new());
}
