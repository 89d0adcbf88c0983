//! Side lines in brackets: `(22...Qxe7 23.Rxc8+ Rxc8` / `24.Qxc8+ wins for White.) All of`, `白方认输。（如5.fxe3` /
//! `后h4+ 6.g3 后xg3#。）`. A line of running text or moves whose moves all stand inside brackets is the remark's, not
//! the game's: read, a side line that goes on from where the game stands is in step (a new user's page read
//! `22...Qxe7 23.Rxc8+ Rxc8` into the game before stopping at `22...Kf8`; another's, whose result the reading had
//! missed, read the line White resigned in view of as the game, with no stop). The lines are followed down their own
//! column. A bracket must close within [`LINES`] lines: an unclosed one is a glyph misread, and no line is taken.

use std::collections::BTreeMap;

use super::Role;
use super::text::{ends_in_move_number, names_a_move};

/// The most lines one bracket spans.
const LINES: usize = 3;

/// Marks as remarks the lines (`lines[l]`, in column `columns[l]`, a table's row when `in_table[l]`) whose moves
/// all stand inside brackets that close within [`LINES`] lines.
pub(super) fn are_remarks(
    lines: &[String],
    columns: &[(usize, usize)],
    in_table: &[bool],
    of_lines: &mut [Role],
) {
    let mut down: BTreeMap<(usize, usize), Vec<usize>> = BTreeMap::new();
    for (l, &column) in columns.iter().enumerate() {
        down.entry(column).or_default().push(l);
    }
    for order in down.values() {
        let mut depth = 0usize;
        // The lines since the bracket open now opened, each with whether all its moves are inside brackets.
        let mut open: Vec<(usize, bool)> = Vec::new();
        for &l in order {
            let read = matches!(of_lines[l], Role::Moves | Role::Running) && !in_table[l];
            let (inside, outside, closed_at) = moves_in_and_out(&lines[l], &mut depth);
            if !open.is_empty() || depth > 0 || closed_at {
                open.push((l, read && inside && !outside));
            }
            if depth == 0 && !open.is_empty() {
                for &(m, side_line) in &open {
                    if side_line {
                        of_lines[m] = Role::Remark;
                    }
                }
                open.clear();
            } else if open.len() >= LINES {
                depth = 0;
                open.clear();
            }
        }
    }
}

/// Whether `text`, begun `depth` brackets deep (and left as deep as it ends), names a move inside brackets, one
/// outside, and whether a bracket closed on it.
fn moves_in_and_out(text: &str, depth: &mut usize) -> (bool, bool, bool) {
    let (mut inside, mut outside, mut closed) = (false, false, false);
    let mut part = String::new();
    let mut weigh = |part: &mut String, depth: usize| {
        if names_a_move(part) {
            if depth > 0 {
                inside = true;
            } else {
                outside = true;
            }
        }
        part.clear();
    };
    for c in text.chars() {
        match c {
            '(' | '{' | '（' => {
                weigh(&mut part, *depth);
                *depth += 1;
            }
            ')' | '}' | '）' => {
                weigh(&mut part, *depth);
                *depth = depth.saturating_sub(1);
                closed = true;
            }
            _ => part.push(c),
        }
    }
    // A move number ending the line outside the brackets (`… was 27.Re7.} 27...`): the game goes on into the next
    // line, and the number is the game's.
    let goes_on = *depth == 0 && ends_in_move_number(&part);
    weigh(&mut part, *depth);
    (inside, outside || goes_on, closed)
}

#[cfg(test)]
mod tests {
    use super::Role::{self, Moves, Remark, Running};
    use super::are_remarks;

    fn roles_after(lines: &[(&str, Role)], columns: &[(usize, usize)]) -> Vec<Role> {
        let text: Vec<String> = lines.iter().map(|l| l.0.to_string()).collect();
        let mut roles: Vec<Role> = lines.iter().map(|l| l.1).collect();
        are_remarks(&text, columns, &vec![false; lines.len()], &mut roles);
        roles
    }

    /// A printed PGN file's comment in braces over two lines, ending in a move's number outside it (`27.Re7.} 27...`,
    /// the move on the next line): the number is the game's, and its line no remark.
    #[test]
    fn a_line_ending_in_the_games_number_after_a_comment_is_no_remark() {
        let lines = [
            ("26. Na7 e5 27. Nxc8 {A necessary capture;", Running),
            (
                "otherwise it would suffer. Also possible was 27.Re7.} 27...",
                Running,
            ),
            ("Nxb7 28. Ne7+ Kf8", Running),
        ];
        let got = roles_after(&lines, &[(0, 0); 3]);
        assert_eq!(got, [Running, Running, Running]);
        // A comment whose line has no move of the game's outside it is the comment's.
        let lines = [
            ("27. Nxc8 {A necessary capture; also", Running),
            ("possible was 27.Re7.}", Running),
            ("27... Nxb7 28. Ne7+ Kf8", Running),
        ];
        assert_eq!(roles_after(&lines, &[(0, 0); 3])[1], Remark);
    }

    /// A side line in brackets over two lines, the game's next move after it: the side line's lines are remarks.
    #[test]
    fn a_side_line_in_brackets_over_two_lines_is_a_remark() {
        let lines = [
            ("22.Rxe7+!!", Moves),
            ("(22...Qxe7 23.Rxc8+ Rxc8", Moves),
            ("24.Qxc8+ wins for White.) All of", Running),
            ("22...Kf8 23.Rf7+", Moves),
        ];
        let got = roles_after(&lines, &[(0, 0); 4]);
        assert_eq!(got, [Moves, Remark, Remark, Moves]);
    }

    /// Followed down its own column: a line of the column beside comes between the two lines of the side line.
    #[test]
    fn a_side_line_in_brackets_is_followed_down_its_column() {
        let lines = [
            ("4.h3 马e3!", Moves),
            ("白方认输，因为白后已被困住。（如5.fxe3", Running),
            ("五月二十五日与东城棋社友谊赛", Remark),
            ("后h4+6.g3 后xg3#。）这盘棋常被列为正式比赛", Running),
        ];
        let got = roles_after(&lines, &[(0, 1), (0, 1), (0, 0), (0, 1)]);
        assert_eq!(got, [Moves, Remark, Remark, Remark]);
    }

    /// A line with the game's moves outside the brackets stays read; a bracket never closed (a glyph misread as
    /// one) makes no remark.
    #[test]
    fn moves_outside_the_brackets_and_an_unclosed_bracket_stay_read() {
        let lines = [
            ("10.Nxb5 (10.Bxb5? a6) cxb5", Moves),
            ("(11.Bxb5+ Nbd7 12.O-O-O", Moves),
            ("Rd8 13.Rxd7 Rxd7", Moves),
            ("14.Rd1 Qe6 15.Bxd7+", Moves),
            ("Nxd7 16.Qb8+ Nxb8", Moves),
        ];
        let got = roles_after(&lines, &[(0, 0); 5]);
        assert_eq!(got, [Moves, Moves, Moves, Moves, Moves]);
    }
}
