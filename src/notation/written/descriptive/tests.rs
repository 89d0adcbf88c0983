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
