//! Which legal moves a writer most likely meant by a move that fits none, best first: ranked by what people
//! really confuse when they write a scoresheet by hand, or read one back.
//!
//! Every legal move gets a cost — the slips it takes to turn it into what was written — and the cheapest come
//! first. The slips, as they happen on paper:
//!
//! | slip | written → meant | cost |
//! |---|---|---|
//! | characters that look alike: `c`/`e`, `b`/`h`, `a`/`d`, `1`/`7`, `3`/`8`, `3`/`5`, `5`/`6`, `6`/`8`, `2`/`7` | `Be4` → `Bc4`, `Rd7` → `Rd1` | 0.5 |
//! | a rank off by one | `Ba5` → `Ba4` | 0.55 |
//! | a square mirrored: Black's rank counted from Black's side (3 ↔ 6), as descriptive notation counts | Black's `Nc3` → `Nc6` | 0.6 |
//! | a file off by one | `Bh5` → `Bg5` | 0.8 |
//! | any other coordinate | | 1.0 |
//! | a character that is no coordinate but looks like one: `l` `I` `\|` for `1`, `6` for `b` | `Rel` → `Re1`, `B65` → `Bb5` | 0.5 |
//! | a Chinese piece name written with a look-alike: 马/乌 (鸟), 车/東 (东), 象/兔 | `乌f3` → `马f3` | 0.3 |
//! | another piece letter | `Bf3` → `Nf3` | 0.9 |
//! | no piece letter for a piece | `f3` → `Nf3` | 1.5 |
//! | coordinates from a square that holds a piece of the mover's, not a pawn: any piece's move (they name none) | `d1d4` → `Qxd4` | 0 |
//! | long notation whose from-square no longer holds the piece: the same piece type's move to the written target | `Ng1—d2` → `Nb1—d2` | 0.35 |
//! | … or the pawn of the neighbouring file taking on the written target | `e2—e3` → `d2xe3` | 0.45 |
//! | the same slip in both squares of long notation (the shape of the move written right) | `e2—e3` → `c2—c3` | −0.7 |
//! | a capture left unmarked / marked where there is none | | 0.1 / 0.3 |
//! | a check mark on a move that gives none | | 0.3 |
//! | another promotion piece | | 1.0 |
//! | castling the other way / a king move for castling | `0-0-0` → `0-0` | 1.0 / 1.5 |
//!
//! A rank off by one is cheaper than a look-alike plus an unmarked capture, so `Ba5` in the Ruy Lopez is `Ba4`,
//! not `Bxa6`; the same slip in both squares outweighs a single look-alike, so the spec's `e2—e3` with the
//! e-pawn gone is `c3` first. `3` and `5` are the digits handwriting confuses most after `1`/`7`, so `Ng5` where no
//! knight goes is `Nf3` before `Qg4` or `g4` (the piece written, a file off and a look-alike rank, against another
//! piece a rank off). White's ranks are never mirrored: White counts from the side the board is
//! read from, so White's `Bb6` in the Opera game is `Bxb5+` (5/6 look alike) before `Bb3`. Coordinates name no
//! piece, so `d1d4` where the rook on d1 cannot go is the queen's capture on d4 (the target written right, the
//! from-square a rank off), not `a4` (a look-alike in both squares): the square a move goes to is what a writer
//! gets right most.

use shakmaty::{Chess, Color, Move, Position, Role, Square};

use crate::chess::king_or_piece_to;
use crate::notation::writing::style::{NotationStyle, write_move};
use crate::notation::written::WrittenMove;

/// Suggestions beyond this cost are too far from what was written to offer.
const FARTHEST: f32 = 3.0;
/// How many suggestions are offered.
const OFFERED: usize = 5;

/// Coordinate characters that handwriting confuses.
fn look_alike(a: char, b: char) -> bool {
    const PAIRS: [(char, char); 9] = [
        ('c', 'e'),
        ('b', 'h'),
        ('a', 'd'),
        ('1', '7'),
        ('3', '8'),
        ('3', '5'),
        ('5', '6'),
        ('6', '8'),
        ('2', '7'),
    ];
    PAIRS
        .iter()
        .any(|&(x, y)| (a, b) == (x, y) || (a, b) == (y, x))
}

/// The cost of writing the coordinate `wrote` for `meant` (files or ranks): a look-alike, then one off
/// (`off_by_one`), then a rank mirrored (`mirrored`), then any other.
fn coordinate_cost(
    wrote: char,
    meant: char,
    distance: u32,
    off_by_one: f32,
    mirrored: bool,
) -> f32 {
    if wrote == meant {
        0.0
    } else if look_alike(wrote, meant) {
        0.5
    } else if distance == 1 {
        off_by_one
    } else if mirrored {
        0.6
    } else {
        1.0
    }
}

/// The cost of writing the file `wrote` for `meant`.
fn file_cost(wrote: shakmaty::File, meant: shakmaty::File) -> f32 {
    coordinate_cost(
        wrote.char(),
        meant.char(),
        wrote.distance(meant),
        0.8,
        false,
    )
}

/// The cost of writing the rank `wrote` for `meant`, in a move of `side`: Black's rank may be mirrored.
fn rank_cost(wrote: shakmaty::Rank, meant: shakmaty::Rank, side: Color) -> f32 {
    let mirrored = side == Color::Black && wrote.to_u32() + meant.to_u32() == 7;
    coordinate_cost(
        wrote.char(),
        meant.char(),
        wrote.distance(meant),
        0.55,
        mirrored,
    )
}

fn square_cost(wrote: Square, meant: Square, side: Color) -> f32 {
    file_cost(wrote.file(), meant.file()) + rank_cost(wrote.rank(), meant.rank(), side)
}

/// The legal moves of `pos` closest to what was written (each reading of it, a reading made by putting a
/// character right costing that slip), best first.
pub(crate) fn closest(pos: &Chess, readings: &[WrittenMove]) -> Vec<Move> {
    let legal = pos.legal_moves();
    let mut best: Vec<f32> = vec![f32::INFINITY; legal.len()];
    for w in readings {
        let slip = f32::from(w.slip) / 10.0;
        for (i, &m) in legal.iter().enumerate() {
            best[i] = best[i].min(slip + cost(pos, w, m));
        }
    }
    let mut scored: Vec<(f32, String, Move)> = legal
        .iter()
        .zip(&best)
        .filter(|&(_, &d)| d <= FARTHEST)
        .map(|(&m, &d)| (d, write_move(pos, m, NotationStyle::En), m))
        .collect();
    scored.sort_by(|a, b| a.0.total_cmp(&b.0).then_with(|| a.1.cmp(&b.1)));
    scored
        .into_iter()
        .take(OFFERED)
        .map(|(_, _, m)| m)
        .collect()
}

/// What it takes to turn the legal move `m` into what was written; lower is closer. See the module table.
fn cost(pos: &Chess, p: &WrittenMove, m: Move) -> f32 {
    if let Some(side) = p.castle {
        return match m.castling_side() {
            Some(s) if side.is_none_or(|want| want == s) => 0.0,
            Some(_) => 1.0,
            None if m.role() == Role::King => 1.5,
            None => 6.0,
        };
    }
    let Some(to) = p.to_square() else {
        return 10.0;
    };
    let from = m.from().unwrap_or(m.to());
    let dest = king_or_piece_to(m);
    let written_from = p
        .from_file
        .zip(p.from_rank)
        .map(|(f, r)| Square::from_coords(f, r));
    // A letter is a piece; long notation without one is a pawn (`e2-e4`) — unless its from-square holds another
    // piece of the mover's (`d1d4` with a rook on d1): coordinates name no piece, so the move may be any piece's.
    let any_piece = p.piece.is_none()
        && written_from
            .and_then(|sq| pos.board().piece_at(sq))
            .is_some_and(|piece| piece.color == pos.turn() && piece.role != Role::Pawn);
    let written_role = match p.piece {
        Some(role) => Some(role),
        None if any_piece => None,
        None => written_from.map(|_| Role::Pawn),
    };
    let mut cost = marks_cost(pos, p, m);
    if let Some(wrote_from) = written_from
        && dest == to
        && stale(pos, wrote_from, written_role)
    {
        // The piece written has left its square: the move meant is another of its kind to that target, or
        // the pawn of the neighbouring file taking there.
        if Some(m.role()) == written_role {
            return cost + 0.35;
        }
        if written_role == Some(Role::Pawn)
            && m.role() == Role::Pawn
            && m.is_capture()
            && from.file().distance(wrote_from.file()) == 1
        {
            return cost + 0.45;
        }
    }
    cost += square_cost(to, dest, pos.turn());
    match written_role {
        Some(r) if r != m.role() => cost += 0.9,
        None if m.role() != Role::Pawn && !any_piece => cost += 1.5,
        _ => {}
    }
    if let Some(f) = p.from_file {
        cost += 0.8 * file_cost(f, from.file());
    }
    if let Some(r) = p.from_rank {
        cost += 0.8 * rank_cost(r, from.rank(), pos.turn());
    }
    if let Some(wrote_from) = written_from {
        // The same slip in both squares (`e2-e3` for `c2-c3`): the move's shape was written right.
        let same_shape = i32::from(to) - i32::from(wrote_from) == i32::from(dest) - i32::from(from)
            && wrote_from != from;
        if same_shape {
            cost -= 0.7;
        }
    }
    cost
}

/// Whether the square a long move was written from no longer holds the piece written (of the side to move).
fn stale(pos: &Chess, from: Square, role: Option<Role>) -> bool {
    pos.board()
        .piece_at(from)
        .is_none_or(|piece| piece.color != pos.turn() || role.is_some_and(|r| r != piece.role))
}

/// Promotion, capture and check marks that the move does not bear out.
fn marks_cost(pos: &Chess, w: &WrittenMove, m: Move) -> f32 {
    let mut cost = 0.0;
    if w.promotion.is_some() && w.promotion != m.promotion() {
        cost += 1.0;
    }
    if w.capture && !m.is_capture() {
        cost += 0.3;
    } else if !w.capture && m.is_capture() {
        cost += 0.1;
    }
    if w.check > 0 {
        let mut after = pos.clone();
        after.play_unchecked(m);
        if !after.is_check() {
            cost += 0.3;
        }
    }
    cost
}
