//! Side lines in a remark: a sentence of running text that names only moves the game has passed (`Here 9...Qb4 was
//! the only defence` after `9.Bg5 b5`), or squares and no move number with the game in step after it, is the
//! remark's, not the game's.

use super::Role;
use super::text::{begins_with_move, numbered_plies};

/// A sentence of running text that begins with words and names only moves before the game's next one (`Here
/// 9...Qb4 was the only` / `defence, …` after `9.Bg5 b5`: a move Black could have played instead) is a remark's, so
/// long as the game goes on after it; so is one that names no move by its number (`the pawn on e5 cramps Black`)
/// with the game going on from its next ply right after it. Read as running text, its move numbers and squares, no
/// words of prose, cost what a move misread does, and the reading stopped at the next row. A row of the game taken
/// for one this way is missed by the next row's number, out of step.
pub(super) fn are_remarks(lines: &[String], of_lines: &mut [Role]) {
    let read = |role: Role| matches!(role, Role::Moves | Role::Running);
    let plies: Vec<Vec<(u32, u32)>> = lines.iter().map(|l| numbered_plies(l)).collect();
    // The ply the game reaches by each line: its last number's ply, and the moves after that number.
    let mut next_ply: Vec<Option<u32>> = Vec::with_capacity(lines.len());
    let mut reached: Option<u32> = None;
    for (numbers, role) in plies.iter().zip(of_lines.iter()) {
        next_ply.push(reached);
        if read(*role)
            && let Some(&(ply, moves)) = numbers.last()
        {
            reached = Some(reached.map_or(ply + moves, |r| r.max(ply + moves)));
        }
    }
    for l in 0..lines.len() {
        let Some(expected) = next_ply[l] else {
            continue;
        };
        if of_lines[l] != Role::Running || begins_with_move(&lines[l]) {
            continue;
        }
        let going_back = !plies[l].is_empty() && plies[l].iter().all(|&(ply, _)| ply < expected);
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
}
