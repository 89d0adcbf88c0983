use shakmaty::{CastlingSide, Color, Role, Square};

use super::lex_descriptive;
use crate::notation::written::fields::{DescFile, DescSquare, Descriptive, Wing};

fn first(text: &str) -> Descriptive {
    let readings = lex_descriptive(text, 0);
    readings
        .iter()
        .find(|(e, _)| *e == text.len())
        .and_then(|(_, w)| w.descriptive)
        .unwrap_or_else(|| panic!("`{text}` reads as no descriptive move: {readings:?}"))
}

#[test]
fn every_form_books_print_reads() {
    for text in [
        "P-K4",
        "N-QB3",
        "B-QN5ch",
        "PxN",
        "QRPxN",
        "N/3xP",
        "N/BxP",
        "PK2-K4",
        "NQN1-QB3",
        "BKR3xQ7ch",
        "QQ1-Q2xB",
        "Kt-KB3",
        "R(QB1)-Q1",
        "N(1)-B3",
        "N/1-B3",
        "PxQP",
        "BxKN",
        "PxP(5)",
        "P-K8=Q",
        "P-K8(Q)",
        "P-Q8/N",
        "Q-R5mate",
        "B-N5+",
        "PxPe.p.",
    ] {
        first(text);
    }
    assert_eq!(first("B-QN5ch").to.and_then(|t| t.rank), Some(5));
    assert!(lex_descriptive("Castles KR", 0)[0].1.castle == Some(Some(CastlingSide::KingSide)));
}

#[test]
fn squares_are_counted_from_the_mover() {
    let k4 = DescSquare {
        file: Some(DescFile {
            wing: Some(Wing::King),
            piece: None,
        }),
        rank: Some(4),
    };
    assert!(k4.contains(Square::E4, Color::White));
    assert!(k4.contains(Square::E5, Color::Black));
    let b3 = DescSquare {
        file: Some(DescFile {
            wing: None,
            piece: Some(Role::Bishop),
        }),
        rank: Some(3),
    };
    assert!(b3.contains(Square::C3, Color::White) && b3.contains(Square::F3, Color::White));
    assert!(!b3.contains(Square::D3, Color::White));
}

/// Two knights that can take (a3, c7 for Black) and two knights to take (b5, b1): `N/6xN` names a3 but not which
/// knight it takes, so it is two moves, though the SAN of one of them (`Nxb1`) needs no disambiguation; `NxN/4`
/// names b5 but not which knight takes. Found by the property of the writer's games read back (`N/6xN/4` was cut
/// as `N/6xN`, taken as `Nxb1`).
#[test]
fn a_capture_that_names_too_little_is_no_move_though_one_san_is_plain() {
    let pos: shakmaty::Chess = "k7/2n5/8/1N6/8/n7/8/1N4K1 b - - 0 1"
        .parse::<shakmaty::fen::Fen>()
        .ok()
        .and_then(|f| f.into_position(shakmaty::CastlingMode::Standard).ok())
        .unwrap_or_else(|| panic!("the test's position"));
    for text in ["N/6xN", "NxN/4", "NxN"] {
        assert!(
            matches!(
                crate::notation::match_move(&pos, text),
                crate::notation::MoveMatch::Ambiguous(_)
            ),
            "{text}: {:?}",
            crate::notation::match_move(&pos, text)
        );
    }
    assert!(matches!(
        crate::notation::match_move(&pos, "N/6xN/4"),
        crate::notation::MoveMatch::Unique(m) if m.from() == Some(Square::A3) && m.to() == Square::B5
    ));
}
