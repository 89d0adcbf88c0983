//! Move text told from the rest, by what the recogniser alone reads on a line and where the line stands. A line
//! with a square (`e4`, `马f3`), castling, a result or a circled number may be moves; a line with words no move
//! spells (`Both sides have chances.`, `双方都有机会。`, a table's `No. White Black`) and none of those is prose.
//! Prose before the first line of moves is the heading (the beam reads it as prose, as it always has); prose after
//! it is a remark, and a short line of no moves alone at the page's top or foot, far from the rest, is the running
//! head or the page number: neither is given to the beam. A row of a score table with a move number is never
//! prose: a row misread is for the beam and the verdict to weigh, not for the layout to drop; a block's first row
//! with neither a number nor a move is the head of its block. A line of moves with a word no move spells, not in a
//! table, is running text (moves inside sentences): the beam reads words of prose between its moves.

use super::order::{Arranged, typical_height};
use super::text::{
    begins_with_move, ends_a_sentence, ends_in_broken_move, ends_in_move_number, ends_in_result,
    has_circled_number, has_move_number, has_stray_word, is_move_text, is_number, is_number_head,
    is_prose, names_a_move, prose_words,
};
use super::{Piece, Role};

/// The role of each piece of `arranged` (`lines[l]`: what line `l` reads; `table_rows[l]`: its row in its block
/// when it is a row of a table with a number column).
pub fn roles(
    pieces: &[Piece],
    arranged: &[Arranged],
    lines: &[String],
    table_rows: &[Option<usize>],
) -> Vec<Role> {
    // (A result alone is no first line of moves: a game does not begin with one; a sheet's header may print it.)
    let first_moves = lines
        .iter()
        .position(|t| is_move_text(t) && (names_a_move(t) || has_circled_number(t)));
    let mut furniture = furniture(pieces, arranged, lines);
    furniture.extend(super::diagram::lines_of_diagrams(lines));
    let moves = |l: usize| -> Role {
        if table_rows[l].is_none() && prose_words(&lines[l]) >= 1 {
            Role::Running
        } else {
            Role::Moves
        }
    };
    let role_of_line = |l: usize| -> Role {
        if furniture.contains(&l) {
            return Role::Furniture;
        }
        match first_moves {
            Some(first) if l > first => {
                let in_table = table_rows[l].is_some();
                // (A number column's head, `步` or `No.`, is no number here: the head row of a block holds it.)
                let numbered_row = in_table
                    && lines[l]
                        .split_whitespace()
                        .any(|w| is_number(w) && !is_number_head(w));
                // The head of a table's next block (`白 黑`, `White Black`): its first row, with no number and no
                // move. A later row with neither (the result under the last move, rows a crooked photo ran
                // together) is for the beam and the verdict to weigh, as any row misread.
                let table_head = table_rows[l] == Some(0) && !numbered_row;
                // A sentence ending in a move number goes on into its move on the next line (`Play continued
                // 2...` / `h6 3. Nf3`): running text, not a remark.
                let into_a_move = !in_table
                    && ends_in_move_number(&lines[l])
                    && lines.get(l + 1).is_some_and(|next| begins_with_move(next));
                // A line that begins with the rest of a move the line before broke (`4.d4 O-` / `O A natural
                // developing move.`): running text, not a remark.
                let rest_of_a_move = !in_table && ends_in_broken_move(&lines[l - 1]);
                if !numbered_row
                    && !into_a_move
                    && !rest_of_a_move
                    && (is_prose(&lines[l]) || table_head)
                    && !is_move_text(&lines[l])
                {
                    Role::Remark
                } else {
                    moves(l)
                }
            }
            Some(first) if l == first => moves(l),
            _ => Role::Heading,
        }
    };
    let mut of_lines: Vec<Role> = (0..lines.len()).map(role_of_line).collect();
    let mut columns = vec![(usize::MAX, 0); lines.len()];
    for a in arranged.iter().rev() {
        columns[a.line] = (pieces[a.piece].place.section, pieces[a.piece].place.column);
    }
    let in_table: Vec<bool> = table_rows.iter().map(Option::is_some).collect();
    super::brackets::are_remarks(lines, &columns, &in_table, &mut of_lines);
    // (After the side lines in brackets: counted as the game's, `(37...Rxg2 38.Nxc6 Bxc6 39.Qxb5)` took the game to
    // move 40, and the game's next line, `38.Kd1 Bb3+`, seemed to go back.)
    super::side_lines::are_remarks(lines, &mut of_lines);
    // The lines after a remark's first that go on with words and no moves are the rest of the remark (`queenside.`);
    // so is a sentence of it that names a square in passing, with no move number and not begun with a move (`如改走
    // d5 则较稳健。`, "had Black played d5": read as running text, its `d5` was a move not read, and the reading
    // stopped at the next row's number).
    for l in 1..lines.len() {
        let rest = match of_lines[l] {
            Role::Moves => !is_move_text(&lines[l]) && prose_words(&lines[l]) >= 1,
            Role::Running => !has_move_number(&lines[l]) && !begins_with_move(&lines[l]),
            _ => false,
        };
        // (Not the result alone on its line, `黑胜` under a game in a box beside a column of news.)
        let result_alone =
            is_move_text(&lines[l]) && !names_a_move(&lines[l]) && prose_words(&lines[l]) <= 2;
        if rest && !result_alone && of_lines[l - 1] == Role::Remark && table_rows[l].is_none() {
            of_lines[l] = Role::Remark;
        }
    }
    // A line of moves with a stray word between lines of running text is a line of the same sentences
    // (`17. Nxe4 a` / `natural developing move`: `a` is too short for a word of prose): its words may be prose too.
    // So is one whose last word is stray before a remark: the remark's sentence begins there (`15.Bc4 Nxc3 An` /
    // `ambitious idea, but it weakens the`). So is a paragraph's last line of moves that ends its sentence beside
    // running text (`6.Nf3 h6.`: read as moves, its full stop was no move, and the reading stopped there).
    let before = of_lines.clone();
    for l in 0..lines.len() {
        let running = |o: Option<usize>| o.and_then(|o| before.get(o)) == Some(&Role::Running);
        let into_a_remark = before.get(l + 1) == Some(&Role::Remark)
            && lines[l]
                .split_whitespace()
                .last()
                .is_some_and(has_stray_word);
        let sentence =
            ends_a_sentence(&lines[l]) && (running(l.checked_sub(1)) || running(Some(l + 1)));
        if of_lines[l] == Role::Moves
            && table_rows[l].is_none()
            && (sentence
                || has_stray_word(&lines[l])
                    && (running(l.checked_sub(1)) || running(Some(l + 1)) || into_a_remark))
        {
            of_lines[l] = Role::Running;
        }
    }
    // The rows of a form left empty after the game's last move (their printed numbers only): the game ended there.
    // Only after the last line naming a move: an empty row between moves is a move not read, for the verdict.
    // A form's empty rows come as the rest of its table: two of its rows at least. (A row may then stand apart from
    // its table, where the layout cut the page into sections; a page number alone under a game that goes on over the
    // page is no empty row: the verdict says the game may go on there.)
    let last_move = lines.iter().rposition(|t| names_a_move(t));
    if let Some(last) = last_move {
        let numbers_only: Vec<usize> = (last + 1..lines.len())
            .filter(|&l| lines[l].split_whitespace().all(is_number) && of_lines[l] == Role::Moves)
            .collect();
        if numbers_only
            .iter()
            .filter(|&&l| table_rows[l].is_some())
            .count()
            >= 2
        {
            for l in numbers_only {
                of_lines[l] = Role::EmptyRow;
            }
        }
    }
    // A line of words after the moves ending in the result (`Result: 1-0`): the result is read after its words. So
    // is the last line of moves inside sentences (`之后是28...g4，最后黑方认输，1-0。`).
    if let Some(last) = last_move {
        for l in last..lines.len() {
            let after = l > last || of_lines[l] == Role::Running;
            if after
                && of_lines[l] != Role::Furniture
                && prose_words(&lines[l]) >= 1
                && ends_in_result(&lines[l])
            {
                of_lines[l] = Role::ResultLine;
            }
        }
    }
    arranged.iter().map(|a| of_lines[a.line]).collect()
}

/// The lines at the very top and foot of the page that stand apart (a gap of more than two lines and a half to
/// the nearest other line; a page number alone at the foot, a line and a half) and read as no moves.
fn furniture(pieces: &[Piece], arranged: &[Arranged], lines: &[String]) -> Vec<usize> {
    if lines.len() < 3 {
        return Vec::new();
    }
    let typical = typical_height(pieces);
    // Each line's top and bottom.
    let mut spans: Vec<(f32, f32)> = vec![(f32::MAX, f32::MIN); lines.len()];
    for a in arranged {
        let r = pieces[a.piece].rect;
        let s = &mut spans[a.line];
        s.0 = s.0.min(r[1]);
        s.1 = s.1.max(r[3]);
    }
    let mut out = Vec::new();
    let top = (0..lines.len()).min_by(|&a, &b| spans[a].0.total_cmp(&spans[b].0));
    let foot = (0..lines.len()).max_by(|&a, &b| spans[a].1.total_cmp(&spans[b].1));
    for (l, at_top) in [(top, true), (foot, false)] {
        let Some(l) = l else { continue };
        let gap = (0..lines.len())
            .filter(|&o| o != l)
            .map(|o| {
                if at_top {
                    spans[o].0 - spans[l].1
                } else {
                    spans[l].0 - spans[o].1
                }
            })
            .fold(f32::MAX, f32::min);
        // A page number alone (digits only) stands apart from less: a table ending near the page's foot left a
        // photo's `23` 2.4 lines under its last row, read as text after the moves that could not be read.
        let page_number = (1..=4).contains(&lines[l].trim().chars().count())
            && lines[l].trim().chars().all(|c| c.is_ascii_digit());
        let apart = if page_number && !at_top { 1.5 } else { 2.5 };
        if gap > apart * typical && !is_move_text(&lines[l]) && !out.contains(&l) {
            out.push(l);
        }
    }
    out
}

#[cfg(test)]
mod tests;
