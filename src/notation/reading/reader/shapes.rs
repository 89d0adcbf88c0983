//! What a word is when it is not read as a move: a drop from the hand, a miswritten move's shape, the legal moves
//! near the square it names; and what a whole written move is in the position.

use shakmaty::{Chess, Move, Position};

use crate::notation::matching::diagnose::Problem;
use crate::notation::matching::matcher::MoveMatch;
use crate::notation::written::origins::Origins;

/// Whether a word puts a piece on the board from the hand, as crazyhouse does (`N@f6`, `@e6`).
pub(super) fn is_a_drop(word: &str) -> bool {
    let Some((piece, square)) = word.split_once('@') else {
        return false;
    };
    piece.len() <= 1
        && piece.chars().all(|c| "KQRBNP".contains(c))
        && square.len() >= 2
        && matches!(square.as_bytes()[0], b'a'..=b'h')
        && matches!(square.as_bytes()[1], b'1'..=b'8')
}

/// Whether a word the scanner could not read as a move still has a move's shape: short, ending in a file
/// letter and a digit (`Bb9`, `Nf9`, `Mf3`, `a9`, `Ng1-g9`), made of nothing but piece letters, squares and
/// marks. Prose words do not look like this (`B02` and `C42` end in two digits; `Guest249` is too long).
pub(super) fn looks_like_a_move(word: &str) -> bool {
    let p: String = crate::notation::characters::letters::plain(word);
    let core = p.trim_end_matches(['+', '#', '!', '?']);
    let chars: Vec<char> = core.chars().collect();
    let n = chars.len();
    if !(2..=7).contains(&n) || !chars[n - 1].is_ascii_digit() || !matches!(chars[n - 2], 'a'..='h')
    {
        return false;
    }
    let letters = chars.iter().filter(|c| c.is_ascii_alphabetic()).count();
    letters <= 4
        && chars.iter().all(|&c| {
            c.is_ascii_alphanumeric()
                || matches!(c, '-' | 'x' | ':' | '=')
                || crate::notation::characters::letters::role_of_symbol(c).is_some()
        })
}

/// The legal moves to the square a miswritten move ends on (`Mf3` → `Nf3`, `f3`), or, when its rank is no rank
/// (`Bb9`), to the squares of its file — the moves of the piece it names first, the nearest ranks first.
pub(super) fn near_target(pos: &Chess, word: &str) -> Vec<Move> {
    let p: String = crate::notation::characters::letters::plain(word);
    let core: Vec<char> = p.trim_end_matches(['+', '#', '!', '?']).chars().collect();
    let n = core.len();
    let (Some(&digit), Some(file)) = (core.get(n.wrapping_sub(1)), core.get(n.wrapping_sub(2)))
    else {
        return Vec::new();
    };
    let Some(file) = shakmaty::File::from_char(*file) else {
        return Vec::new();
    };
    let rank = digit.to_digit(10).unwrap_or(0) as i64;
    let role = core.first().and_then(|&c| {
        shakmaty::Role::from_char(c.to_ascii_lowercase()).filter(|_| c.is_ascii_uppercase())
    });
    let mut moves: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| {
            m.to().file() == file
                && (!(1..=8).contains(&rank) || i64::from(u32::from(m.to().rank())) + 1 == rank)
        })
        .collect();
    moves.sort_by_key(|m| {
        (
            // A capital that is no piece letter (`M`) still names a piece, not a pawn.
            match role {
                Some(r) => r != m.role(),
                None => {
                    core.first().is_some_and(char::is_ascii_uppercase)
                        && m.role() == shakmaty::Role::Pawn
                }
            } as u8,
            (i64::from(u32::from(m.to().rank())) + 1 - rank).abs(),
        )
    });
    moves.truncate(5);
    moves
}

/// What `written`, a whole move of a game text, is in `pos` (its pieces followed from where they began in
/// `origins`): see [`crate::notation::matching::matcher::match_following`].
pub(super) fn fits(pos: &Chess, origins: &Origins, written: &str) -> MoveMatch {
    crate::notation::matching::matcher::match_following(pos, origins, written)
}

pub(super) fn problem_of(m: MoveMatch) -> Problem {
    match m {
        MoveMatch::Unique(mv) => Problem::Ambiguous(vec![mv]),
        MoveMatch::Ambiguous(c) => Problem::Ambiguous(c),
        MoveMatch::NoMatch(n) => Problem::NoMatch(n),
    }
}
