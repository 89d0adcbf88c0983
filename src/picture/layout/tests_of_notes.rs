//! A ruled score table with a notes column right of Black's (new user H's `h15`, `回合 白方 黑方 注释`).

use super::tests::placed as at;
use super::{Role, arrange};

/// The roles of a table of six rows, its notes column holding a note on each row of `noted`, with each piece's text.
fn roles_with_notes(noted: &[usize]) -> Vec<(String, Role)> {
    let moves = [
        ("e4", "e5"),
        ("Nf3", "Nc6"),
        ("Bb5", "a6"),
        ("Ba4", "Nf6"),
        ("O-O", "Be7"),
        ("Re1", "b5"),
    ];
    let columns = [
        (220.0, 260.0),
        (320.0, 400.0),
        (560.0, 640.0),
        (800.0, 1060.0),
    ];
    let mut pieces = Vec::new();
    let mut texts: Vec<String> = Vec::new();
    for (c, head) in ["回合", "白方", "黑方", "注释"].iter().enumerate() {
        pieces.push(at([columns[c].0, 340.0, columns[c].1, 380.0], c, 0));
        texts.push(head.to_string());
    }
    for (r, (white, black)) in moves.iter().enumerate() {
        let (top, bottom) = (390.0 + 48.0 * r as f32, 430.0 + 48.0 * r as f32);
        let number = (r + 1).to_string();
        let mut row = vec![(0, number.as_str()), (1, white), (2, black)];
        if noted.contains(&r) {
            row.push((3, "此后残局很难守和。"));
        }
        for (c, text) in row {
            pieces.push(at([columns[c].0, top, columns[c].1, bottom], c, r + 1));
            texts.push(text.to_string());
        }
    }
    let with: Vec<String> = texts.clone();
    let (pieces, read) = arrange(pieces, with, &texts);
    read.into_iter()
        .zip(pieces)
        .map(|(text, piece)| (text, piece.role))
        .collect()
}

/// A remark in the notes column is a remark, not read for moves, whether the column holds notes on many rows (a
/// column of its own) or on one (its note in Black's cell, right of Black's move); the moves of its row are moves
/// still. (Read as moves with its row, `此后残局很难守和。` stood where move 10's number was due, and the reading
/// stopped at move 10.)
#[test]
fn a_note_beside_a_table_s_row_is_a_remark() {
    for noted in [&[1, 3, 5][..], &[3]] {
        let roles = roles_with_notes(noted);
        let role = |text: &str| roles.iter().find(|(t, _)| t == text).map(|(_, r)| *r);
        let notes: Vec<Role> = (roles.iter().filter(|(t, _)| t.starts_with("此后")))
            .map(|(_, r)| *r)
            .collect();
        assert_eq!(notes, vec![Role::Remark; noted.len()], "{noted:?}");
        for m in ["e4", "Nf6", "Ba4", "b5"] {
            assert_eq!(role(m), Some(Role::Moves), "{m} with notes on {noted:?}");
        }
    }
}
