//! Side lines in a remark: a sentence of running text that names only moves the game has passed (`Here 9...Qb4 was
//! the only defence` after `9.Bg5 b5`), or squares and no move number with the game in step after it, is the
//! remark's, not the game's.

use super::Role;
use super::text::{begins_with_move, numbered_plies, outside_brackets};

/// A sentence of running text that begins with words and names only moves before the game's next one (`Here
/// 9...Qb4 was the only` / `defence, …` after `9.Bg5 b5`: a move Black could have played instead) is a remark's, so
/// long as the game goes on after it; so is one that names no move by its number (`the pawn on e5 cramps Black`)
/// with the game going on from its next ply right after it. Read as running text, its move numbers and squares, no
/// words of prose, cost what a move misread does, and the reading stopped at the next row. A row of the game taken
/// for one this way is missed by the next row's number, out of step.
/// How far back a side line's first number goes (plies) when the side line goes on past the game's next ply: an
/// alternative to one of the last two moves. A number further back is a misread one (`3...` for `33...`), its line
/// the game's.
pub const BACK: u32 = 4;

/// Whether a side line's first number at `ply` goes back from the game's next ply `next`: by [`BACK`] at most, and
/// not White's number where Black's move of that number is due (`16...Qxh3` read without its dots, the game's own
/// move).
pub fn goes_back(ply: u32, next: u32) -> bool {
    ply < next && next - ply <= BACK && !(ply.is_multiple_of(2) && ply + 1 == next)
}

pub(super) fn are_remarks(lines: &[String], of_lines: &mut [Role]) {
    let read = |role: Role| matches!(role, Role::Moves | Role::Running);
    // (Outside brackets: a side line in brackets is passed over by the beam, and no part of the game's count.)
    let plies: Vec<Vec<(u32, u32)>> = lines
        .iter()
        .map(|l| numbered_plies(&outside_brackets(l)))
        .collect();
    // The ply the game reaches by each line: its last number's ply, and the moves after that number.
    let mut next_ply: Vec<Option<u32>> = Vec::with_capacity(lines.len());
    let mut reached: Option<u32> = None;
    for (numbers, role) in plies.iter().zip(of_lines.iter()) {
        next_ply.push(reached);
        if !read(*role) {
            continue;
        }
        // Up to a number going back: a side line inside the line (`25.车f4 … 另一种选择是25.后c3+王h7。`, the game
        // going on `25...车xe6` on the next line) does not carry the game on.
        for &(ply, moves) in numbers {
            if reached.is_some_and(|r| ply < r) {
                break;
            }
            reached = Some(ply + moves);
        }
    }
    for l in 0..lines.len() {
        let Some(expected) = next_ply[l] else {
            continue;
        };
        if of_lines[l] != Role::Running {
            continue;
        }
        // Superseded: the next line with a number goes back to this line's first number, or a move or two before it
        // (not `3...Kg8`, `33...` misread, after `33.e6+? Threatening …`; a remark's
        // side line going on onto a line of its own, `38.gxf5 was more solid.` after `The alternative 37...f5`, the
        // game going on `38.Bxd6 Kxd6`).
        let superseded = plies[l].first().is_some_and(|&(ply, _)| {
            (l + 1..lines.len())
                .filter(|&m| read(of_lines[m]))
                .find_map(|m| plies[m].first())
                .is_some_and(|&(next, _)| next <= ply && ply - next <= BACK)
        });
        if superseded {
            of_lines[l] = Role::Remark;
            continue;
        }
        if begins_with_move(&lines[l]) {
            continue;
        }
        // Going back: its first number is of a move the game has passed. The side line may go on past the game's
        // next ply (`After 9...Bg4 10.h3 Bh5 the game would` after `9.Bc2! d5`, the game going on `10.exd5`).
        // A move or two back (`3...Kg8 34.g4`, `33...` with its first digit lost, is the game's).
        let going_back = !plies[l].is_empty() && plies[l].iter().all(|&(ply, _)| ply < expected)
            || plies[l]
                .first()
                .is_some_and(|&(ply, _)| goes_back(ply, expected));
        let game_goes_on = (l + 1..lines.len()).any(|m| {
            read(of_lines[m]) && plies[m].first().is_some_and(|&(ply, _)| ply >= expected)
        });
        // Or it names no move by number, and the game goes on from its next ply right after it (past sentences like
        // it): a square it names (`the pawn on e5 cramps Black`) is no move of the game, which would have put the
        // next number a ply further.
        let in_step_after = || {
            (l + 1..lines.len())
                .filter(|&m| read(of_lines[m]))
                .find(|&m| !plies[m].is_empty() || begins_with_move(&lines[m]))
                .and_then(|m| plies[m].first())
                .is_some_and(|&(ply, _)| ply == expected)
        };
        if (going_back && game_goes_on) || (plies[l].is_empty() && in_step_after()) {
            of_lines[l] = Role::Remark;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Role::{self, Moves, Remark, Running};
    use super::are_remarks;

    /// The roles of `lines` (each with its role before) after the side lines are found.
    fn roles_after(lines: &[(&str, Role)]) -> Vec<Role> {
        let text: Vec<String> = lines.iter().map(|l| l.0.to_string()).collect();
        let mut roles: Vec<Role> = lines.iter().map(|l| l.1).collect();
        are_remarks(&text, &mut roles);
        roles
    }

    /// A remark's sentence naming a move Black could have played instead (`9...` after `9.Bg5 b5`) is the remark's
    /// while the game goes on after it; as the last line, or naming the game's next move, it is running text.
    #[test]
    fn a_remark_s_sentence_naming_a_side_line_is_the_remark_s() {
        let side = ("Here 9...Qb4 was the only", Running);
        let (first, ninth, tenth) = (
            ("1.e4 e5", Moves),
            ("9.Bg5 b5", Moves),
            ("10. Nxb5 cxb5", Moves),
        );
        let text = ("defence, offering the", Remark);
        assert_eq!(roles_after(&[first, ninth, side, text, tenth])[2], Remark);
        assert_eq!(
            roles_after(&[first, ninth, side, text])[2],
            Running,
            "the last line"
        );
        // A sentence naming a square and no move number, the game going on in step after it, is the remark's; with
        // the game a ply further after it (the sentence may hold the game's move), it is running text.
        let square = ("and the pawn on e5 cramps Black.", Running);
        assert_eq!(roles_after(&[first, ninth, square, tenth])[2], Remark);
        let eleventh = ("11. Nxd4 Qxd4", Moves);
        assert_eq!(roles_after(&[first, ninth, square, eleventh])[2], Running);
        assert_eq!(roles_after(&[first, ninth, square])[2], Running);
        let white_only = ("9.Bg5", Moves);
        assert_eq!(
            roles_after(&[first, white_only, side, tenth])[2],
            Running,
            "Black's move"
        );
    }

    /// A side line going on past the game's next ply is the remark's (`After 9...Bg4 10.h3 Bh5` after `9.Bc2! d5`);
    /// so is one going on onto a line of its own that the game's next line numbers again (`38.gxf5 was more solid.`
    /// before `38.Bxd6`). A side line inside a line of the game does not carry the game on; a side line in brackets
    /// counts for nothing; a number misread, far back or White's where Black's move is due, is the game's.
    #[test]
    fn side_lines_going_on_past_the_game_are_the_remark_s() {
        let ninth = ("8.c3 O-O 9.Bc2! d5", Moves);
        let tenth = ("10.exd5 Qxd5", Moves);
        let side = ("tell. After 9...Bg4 10.h3 Bh5 the game would", Running);
        assert_eq!(roles_after(&[ninth, side, tenth])[1], Remark);
        let own = ("38.gxf5 was more solid.", Running);
        let game = ("38.Bxd6 Kxd6 39.bxa4", Moves);
        assert_eq!(roles_after(&[("37.Bf4 bxa4", Moves), own, game])[1], Remark);
        // `25.后c3+王h7` inside the line: the game's next ply is still Black's 25th.
        let inside = ("25.车f4 另一种选择是25.后c3+王h7。", Running);
        let next = ("25...车xe6 26.车d3 后c7", Running);
        let roles = roles_after(&[("24.象xe4 车xe4", Moves), inside, next]);
        assert_eq!(roles[1..], [Running, Running]);
        let bracket = (
            "alternative is [28...Qxe3+ 29.Bxe3] with a complex game. 29.Rg3 Qa6",
            Running,
        );
        let roles = roles_after(&[
            ("28.Rh3!? Re7 The", Running),
            bracket,
            ("30.Qf5 Nb6", Moves),
        ]);
        assert_eq!(roles[1], Running);
        let misread = ("Dunmore replied with 16.Qxh3 17.Qe1 Qg4+", Running);
        let roles = roles_after(&[
            ("15.Nh3 Bxh3 16.gxh3", Moves),
            misread,
            ("18.Qg3 e4", Moves),
        ]);
        assert_eq!(roles[1], Running);
        let far = ("3...Kg8 34.g4 Qd5+", Running);
        let roles = roles_after(&[("33.e6+? Threatening to win material.", Running), far]);
        assert_eq!(roles, [Running, Running]);
        // A PGN file printed: a comment in braces over two lines names the side line (`8.Nf4`), which the next
        // line's game numbers again after it: the comment's, not a side line taking the game's line with it.
        let comment = ("8. h4 {A committal decision. Also", Running);
        let closed = ("possible was 8.Nf4.} 8... c6 9. Nf4 Nf6", Running);
        let roles = roles_after(&[("7. Nd5 a5", Moves), comment, closed]);
        assert_eq!(roles[1..], [Running, Running]);
    }
}
