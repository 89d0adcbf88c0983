//! Descriptive notation written: the shortest form books used that says the move and no other.

use shakmaty::{CastlingSide, Chess, Color, File, Move, Position, Role, Square};

use super::fit::{fits, takes_after_a_dash};
use super::lex::lex_descriptive;
use crate::chess::king_or_piece_to;
use crate::notation::written::fields::WrittenMove;

/// The letter of a piece in descriptive notation.
fn letter(role: Role) -> char {
    role.upper_char()
}

/// The names of a file: its piece's (`B`) and with its wing (`KB`); the king's and queen's files have one.
fn file_names_of(file: File) -> [&'static str; 2] {
    match file {
        File::A => ["R", "QR"],
        File::B => ["N", "QN"],
        File::C => ["B", "QB"],
        File::D => ["Q", "Q"],
        File::E => ["K", "K"],
        File::F => ["B", "KB"],
        File::G => ["N", "KN"],
        _ => ["R", "KR"],
    }
}

/// The rank of `sq` counted from `side`'s first rank (1–8).
fn rank_from(sq: Square, side: Color) -> u32 {
    match side {
        Color::White => sq.rank().to_u32() + 1,
        Color::Black => 8 - sq.rank().to_u32(),
    }
}

/// The names of a square from `side`'s view, shortest first: `B3`, `KB3`.
fn square_names(sq: Square, side: Color) -> Vec<String> {
    let rank = rank_from(sq, side);
    let mut out: Vec<String> = file_names_of(sq.file())
        .into_iter()
        .map(|f| format!("{f}{rank}"))
        .collect();
    out.dedup();
    out
}

/// The names of the piece on `sq` (of either side), shortest first: `N`, `N/1`, `N(KN1)` — for a pawn `P`, `BP`, `KBP`.
/// A piece is not named by its side (`KN`): books differ on whether that is where it stands or where it began (see
/// [`origins`](crate::notation::written::origins)), and a name one reader could take for another piece is not written.
fn piece_names(role: Role, sq: Square, side: Color) -> Vec<String> {
    let l = letter(role);
    let [short, long] = file_names_of(sq.file());
    let mut out = vec![l.to_string()];
    if role == Role::Pawn {
        out.push(format!("{short}P"));
        out.push(format!("{long}P"));
    }
    out.push(format!("{l}/{}", rank_from(sq, side)));
    out.push(format!("{l}({long}{})", rank_from(sq, side)));
    out.dedup();
    out
}

/// Which reader a descriptive move is written for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    /// Any reader, also one that forgives a capture written with a dash: `B-KB4` where `B-B4` could be read as
    /// taking on c4.
    Safe,
    /// A book's reader, for whom a dash says "no capture": `B-B4` for Bf4 though a bishop could take on c4.
    Book,
}

/// How well the descriptive `text` says the legal move `m` of `pos`: `Some(true)` when it is `m` and no other and
/// no shorter reading of it says another move (a game text may be cut there: `N/5xP` of `N/5xP/6`), `Some(false)`
/// when only the whole text is `m` alone, `None` when it is not.
fn says_only(pos: &Chess, text: &str, m: Move, form: Form) -> Option<bool> {
    let legal = pos.legal_moves();
    let fitting = |w: &WrittenMove| {
        let mut moves: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|&x| w.descriptive.is_some_and(|d| fits(pos, &d, w.promotion, x)))
            .collect();
        if form == Form::Book && moves.iter().any(|&x| !takes_after_a_dash(w, x)) {
            moves.retain(|&x| !takes_after_a_dash(w, x));
        }
        moves
    };
    let mut whole: Vec<Move> = Vec::new();
    let mut cut_elsewhere = false;
    for (end, w) in lex_descriptive(text, 0) {
        let moves = fitting(&w);
        if end < text.len() {
            cut_elsewhere |= moves.iter().any(|&x| x != m);
            continue;
        }
        for x in moves {
            if !whole.contains(&x) {
                whole.push(x);
            }
        }
    }
    (whole == [m]).then_some(!cut_elsewhere)
}

/// Writes the legal move `m` of `pos` in descriptive notation, in the shortest form that says it and no other move,
/// as books did: `P-K4`, `N-KB3` (`N-B3` where only one bishop's third is reachable), `PxP`, `QRPxN`, `N/1-Q2`,
/// `R(QB1)-Q1`, `P-K8=Q`, `O-O`, with `ch` for check and `mate`.
///
/// ```
/// use jipu::notation::{import_game, write_descriptive};
/// let game = import_game("1. e4 e5 2. Nf3 Nc6 3. Bb5").unwrap().game;
/// let written: Vec<String> = game
///     .walk_mainline()
///     .map(|v| write_descriptive(&v.before, v.ply.mv().unwrap()))
///     .collect();
/// assert_eq!(written, ["P-K4", "P-K4", "N-KB3", "N-QB3", "B-N5"]);
/// ```
pub fn write_descriptive(pos: &Chess, m: Move) -> String {
    write_in(pos, m, Form::Safe)
}

/// [`write_descriptive`] as a book prints it: a dash says the move takes nothing, so the shortest form is the one
/// that says the move among the moves of its kind (`B-B4` for Bf4 where a bishop could also take on c4, which Jipu's
/// own form writes `B-KB4` for readers that forgive a missing `x`).
///
/// ```
/// use jipu::notation::{import_game, write_descriptive, write_descriptive_as_books};
/// let game = import_game("1. d4 d5 2. c4 dxc4 3. e4 Nf6 4. Nc3 e6").unwrap().game;
/// let pos = game.position_at(game.tree.mainline_end());
/// let bf4 = jipu::notation::match_move(&pos, "Bf4");
/// let jipu::notation::MoveMatch::Unique(bf4) = bf4 else { panic!() };
/// assert_eq!(write_descriptive_as_books(&pos, bf4), "B-B4");
/// assert_eq!(write_descriptive(&pos, bf4), "B-KB4");
/// ```
pub fn write_descriptive_as_books(pos: &Chess, m: Move) -> String {
    write_in(pos, m, Form::Book)
}

fn write_in(pos: &Chess, m: Move, form: Form) -> String {
    let mut after = pos.clone();
    after.play_unchecked(m);
    let suffix = if after.is_checkmate() {
        "mate"
    } else if after.is_check() {
        "ch"
    } else {
        ""
    };
    if let Some(side) = m.castling_side() {
        let castle = match side {
            CastlingSide::KingSide => "O-O",
            CastlingSide::QueenSide => "O-O-O",
        };
        return format!("{castle}{suffix}");
    }
    let side = pos.turn();
    let from = m.from().unwrap_or(m.to());
    let to = king_or_piece_to(m);
    let promotion: String = m
        .promotion()
        .map(|p| format!("={}", letter(p)))
        .unwrap_or_default();
    let movers = piece_names(m.role(), from, side);
    let mut candidates: Vec<String> = Vec::new();
    match m.capture() {
        Some(taken) => {
            let taken_on = match m {
                Move::EnPassant { to, .. } => Square::from_coords(to.file(), from.rank()),
                _ => to,
            };
            let names = piece_names(taken, taken_on, side);
            for mover in &movers {
                for name in &names {
                    candidates.push(format!("{mover}x{name}{promotion}"));
                }
            }
        }
        None => {
            for mover in &movers {
                for square in square_names(to, side) {
                    candidates.push(format!("{mover}-{square}{promotion}"));
                }
            }
        }
    }
    // The shortest first; among as short, the order above (the mover named least, then the square).
    candidates.sort_by_key(String::len);
    let [_, from_long] = file_names_of(from.file());
    let [_, to_long] = file_names_of(to.file());
    let sign = if m.is_capture() { 'x' } else { '-' };
    let full = format!(
        "{}{from_long}{}{sign}{to_long}{}{promotion}",
        letter(m.role()),
        rank_from(from, side),
        rank_from(to, side)
    );
    candidates.push(full);
    let said: Vec<Option<bool>> = candidates
        .iter()
        .map(|c| says_only(pos, c, m, form))
        .collect();
    let pick = said
        .iter()
        .position(|&s| s == Some(true))
        .or_else(|| said.iter().position(|&s| s == Some(false)))
        .unwrap_or(candidates.len() - 1);
    let chosen = candidates.swap_remove(pick);
    let ep = if m.is_en_passant() { " e.p." } else { "" };
    format!("{chosen}{suffix}{ep}")
}
