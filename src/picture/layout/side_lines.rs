//! Side lines in a remark: a sentence of running text that names only moves the game has passed (`Here 9...Qb4 was
//! the only defence` after `9.Bg5 b5`) is the remark's, not the game's.

use super::Role;
use super::text::{begins_with_move, numbered_plies};

/// A sentence of running text that begins with words and names only moves before the game's next one (`Here
/// 9...Qb4 was the only` / `defence, …` after `9.Bg5 b5`: a move Black could have played instead) is a remark's, so
/// long as the game goes on after it: read as running text, its move numbers and squares, no words of prose, cost
/// what a move misread does, and the reading stopped at the next row. A row of the game taken for one this way is
/// missed by the next row's number, out of step.
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
        if going_back && game_goes_on {
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
        let white_only = ("9.Bg5", Moves);
        assert_eq!(
            roles_after(&[first, white_only, side, tenth])[2],
            Running,
            "Black's move"
        );
    }
}
