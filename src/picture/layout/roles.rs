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
    begins_with_move, ends_in_move_number, ends_in_result, has_circled_number, has_move_number,
    has_stray_word, is_move_text, is_number, is_number_head, is_prose, names_a_move, prose_words,
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
                if !numbered_row
                    && !into_a_move
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
    super::side_lines::are_remarks(lines, &mut of_lines);
    let mut columns = vec![(usize::MAX, 0); lines.len()];
    for a in arranged.iter().rev() {
        columns[a.line] = (pieces[a.piece].place.section, pieces[a.piece].place.column);
    }
    let in_table: Vec<bool> = table_rows.iter().map(Option::is_some).collect();
    super::brackets::are_remarks(lines, &columns, &in_table, &mut of_lines);
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
    let before = of_lines.clone();
    for l in 0..lines.len() {
        let running = |o: Option<usize>| o.and_then(|o| before.get(o)) == Some(&Role::Running);
        if of_lines[l] == Role::Moves
            && table_rows[l].is_none()
            && has_stray_word(&lines[l])
            && (running(l.checked_sub(1)) || running(Some(l + 1)))
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
mod tests {
    use super::*;

    /// `n` pieces `width` wide, one a line, one under another.
    fn lines_of_pieces(n: usize, width: f32) -> Vec<Piece> {
        let place = super::super::columns::Place {
            section: 0,
            column: 0,
            row: 0,
        };
        (0..n)
            .map(|i| Piece {
                rect: [0.0, 40.0 * i as f32, width, 40.0 * i as f32 + 30.0],
                image: image::GrayImage::new(1, 1),
                ink_rows: (0, 1),
                line: i,
                place,
                role: Role::Moves,
                cell: None,
            })
            .collect()
    }

    /// The roles of lines of text, one piece a line, none in a table.
    fn roles_of_lines(lines: &[&str]) -> Vec<Role> {
        roles_of_pieces(&lines_of_pieces(lines.len(), 900.0), lines)
    }

    /// The roles of `lines`, line `i` the text of piece `i`, none in a table.
    fn roles_of_pieces(pieces: &[Piece], lines: &[&str]) -> Vec<Role> {
        let arranged: Vec<Arranged> = (0..lines.len())
            .map(|i| Arranged {
                piece: i,
                line: i,
                cell: None,
            })
            .collect();
        let lines: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
        super::roles(pieces, &arranged, &lines, &vec![None; lines.len()])
    }

    /// A page number alone at the foot two lines under the text (a table ending near the foot; seed 5101's
    /// `measure-04-full-en-photo`) is furniture; a word as far under it is not (two lines and a half for that).
    #[test]
    fn a_page_number_alone_at_the_foot_stands_apart_from_less() {
        for (foot, furniture) in [("23", true), ("Notes", false)] {
            let lines = [
                "Game 4",
                "1. e4 e5 2. Nf3 Nc6",
                "3. Bb5 a6 4. Ba4 Nf6",
                foot,
            ];
            let mut pieces = lines_of_pieces(lines.len(), 900.0);
            // 30 high a line, 10 apart; the foot's line 60 under the last (two lines).
            pieces[3].rect = [400.0, 170.0, 440.0, 200.0];
            let roles = roles_of_pieces(&pieces, &lines);
            assert_eq!(roles[3] == Role::Furniture, furniture, "{foot}: {roles:?}");
        }
    }

    /// A table's rows: its head, two numbered rows, a row misread with neither a number nor a move (the result
    /// under the last move, `0.1`), then the head of the next block. The row misread is for the beam to weigh; only a
    /// block's first row is taken for its head and passed over. (`52-sheet-hei`, photographed: the result row was
    /// passed over, and the game read to its end without its result, no stop.)
    #[test]
    fn only_a_blocks_first_row_with_no_number_and_no_move_is_its_head() {
        use super::super::Cell;
        let rows: [(&str, usize, usize); 7] = [
            ("No.  White  Black", 0, 0),
            ("1  e4  e5", 0, 1),
            ("2  Nf3  Nc6", 0, 2),
            ("0.1", 0, 3),
            ("White  Black", 1, 0),
            // The next blocks' heads with the number column's own head (`measure-06-table-zh`: `步 白方 黑方`
            // was given to the beam as moves, and the reading stopped at the block's first number).
            ("步  白方  黑方", 2, 0),
            ("No.  White  Black", 3, 0),
        ];
        let pieces = lines_of_pieces(rows.len(), 300.0);
        let arranged: Vec<Arranged> = rows
            .iter()
            .enumerate()
            .map(|(i, &(_, block, row))| Arranged {
                piece: i,
                line: i,
                cell: Some(Cell {
                    block,
                    row,
                    column: 0,
                }),
            })
            .collect();
        let lines: Vec<String> = rows.iter().map(|r| r.0.to_string()).collect();
        let table_rows: Vec<Option<usize>> = rows.iter().map(|r| Some(r.2)).collect();
        let got = super::roles(&pieces, &arranged, &lines, &table_rows);
        assert_eq!(
            got,
            vec![
                Role::Heading,
                Role::Moves,
                Role::Moves,
                Role::Moves,
                Role::Remark,
                Role::Remark,
                Role::Remark
            ]
        );
    }

    /// A remark's second line that names a square in passing (`如改走 d5 则较稳健。`) is the rest of the remark; a
    /// line of running text after a remark, with its move numbers, is not.
    #[test]
    fn a_remark_s_sentence_naming_a_square_is_the_remark_s() {
        let lines = [
            "⑦ 0-0 兵d4—d3",
            "这是著名的“常青树”对局。黑方第七步",
            "如改走 d5 则较稳健。",
            "Black had to be careful here.",
            // The same sentence run together on a photo: begun with words, not a move.
            "如改走d5则较稳健。",
            "Then 8.Qb3 Qf6 came, the usual move",
        ];
        let roles = roles_of_lines(&lines);
        assert_eq!(roles[1], Role::Remark, "{roles:?}");
        assert_eq!(roles[2], Role::Remark, "{roles:?}");
        assert_eq!(roles[4], Role::Remark, "{roles:?}");
        assert_eq!(roles[5], Role::Running, "{roles:?}");
    }

    /// Lines of moves with words between them are running text (read with words of prose between the moves); a
    /// line of moves alone, a remark of words alone and a table's row are not.
    #[test]
    fn a_line_of_moves_inside_sentences_is_running_text() {
        let lines = [
            "Rubinstein – Larsen",
            "The game began 1. f3 b6 2. f4 and Black had to be careful. Then came",
            // (Its numbers go on from the line before's: numbers going back would be a remark's side line.)
            "开局走成3.b4 马c6 4.c3 a5，黑方必须小心。",
            "12. Nf3 Nc6 13. Be2 Be7",
            "Both sides have chances.",
            "Then 26... Bg7 27. Rxb8+, 1/2-1/2.",
        ];
        let got = roles_of_lines(&lines);
        assert_eq!(
            got,
            vec![
                Role::Heading,
                Role::Running,
                Role::Running,
                Role::Moves,
                Role::Remark,
                // The last line of moves in sentences, ending in the result: read as running text, the result after
                // its words.
                Role::ResultLine
            ]
        );
    }

    /// A sentence ending in a move number goes on into its move on the next line: running text, not a remark; and a
    /// line of moves whose one word is too short for prose (`a`), between lines of running text, is running text
    /// too. A remark ending in a number and followed by words stays a remark.
    #[test]
    fn sentences_going_on_into_the_next_line_are_running_text() {
        let lines = [
            "Annotated games",
            "The game began 1. b4 Nc6 2. g4 with",
            "chances for both sides. Play continued 2...",
            "h6 3. Nf3 Rh7 a natural developing move.",
            "15. Nc3 Bc5 16. Qa1 Qb6 17. Nxe4 a",
            "natural developing move. After that, 17...",
            "Bf8 18. a4 Qa5",
            "This was the idea of move 18.",
            "Both sides have chances.",
        ];
        let got = roles_of_lines(&lines);
        assert_eq!(
            got,
            vec![
                Role::Heading,
                Role::Running,
                Role::Running,
                Role::Running,
                Role::Running,
                Role::Running,
                Role::Moves,
                Role::Remark,
                Role::Remark
            ]
        );
    }

    /// A scoresheet filled in and photographed: the header's `B (0-1)` is no first line of moves; after the last
    /// move the form's rows hold only their numbers (one stands apart from its table, where the layout cut the page):
    /// the game ended there, they are not read (but a page number under a table is no form's empty rows); a row with no move between two rows of moves is for the verdict. The
    /// result line's words end in the result, which the beam reads after them.
    #[test]
    fn a_forms_rows_left_empty_after_the_last_move_are_not_read() {
        let rows: [(&str, Option<usize>); 9] = [
            ("胜方Winner B(0-1)", None),
            ("序号 白方White 黑方Black", Some(0)),
            ("1 f3 e5", Some(1)),
            ("2", Some(2)),
            ("3 g4 Qh4#", Some(3)),
            ("4", Some(4)),
            ("31", Some(1)),
            ("14 44", None),
            ("结果Result: 0-1", None),
        ];
        let pieces = lines_of_pieces(rows.len(), 300.0);
        let arranged: Vec<Arranged> = (0..rows.len())
            .map(|i| Arranged {
                piece: i,
                line: i,
                cell: None,
            })
            .collect();
        let lines: Vec<String> = rows.iter().map(|r| r.0.to_string()).collect();
        let table_rows: Vec<Option<usize>> = rows.iter().map(|r| r.1).collect();
        let got = super::roles(&pieces, &arranged, &lines, &table_rows);
        assert_eq!(
            got,
            vec![
                Role::Heading,
                Role::Heading,
                Role::Moves,
                Role::Moves,
                Role::Moves,
                Role::EmptyRow,
                Role::EmptyRow,
                Role::EmptyRow,
                Role::ResultLine
            ]
        );
        // A table's game going on over the page: its page number alone under the last row is no empty row of a
        // form (two of the table's rows at least are); it stays for the verdict, which says the game may go on.
        let rows: [(&str, Option<usize>); 4] = [
            ("① e4 e5", Some(1)),
            ("② Nf3 Nc6", Some(2)),
            ("③ Bb5 a6", Some(3)),
            ("56", None),
        ];
        let lines: Vec<String> = rows.iter().map(|r| r.0.to_string()).collect();
        let table_rows: Vec<Option<usize>> = rows.iter().map(|r| r.1).collect();
        let got = super::roles(&pieces[..4], &arranged[..4], &lines, &table_rows);
        assert_eq!(got[3], Role::Moves);
        // Not a form: a number alone after the moves may be the next move's, misread; it stays for the verdict.
        let got = roles_of_lines(&["Game 1", "1. e4 e5 2. Nf3 Nc6", "3", "Result: 1-0"]);
        assert_eq!(
            got,
            vec![Role::Heading, Role::Moves, Role::Moves, Role::ResultLine]
        );
        // A draw's result line as the recogniser alone reads it at 150 dpi (`1/2` as `V2`) is one too.
        let got = roles_of_lines(&["1. e4 e5 2. Nf3 Nc6", "结果Result:V2-1/2"]);
        assert_eq!(got, vec![Role::Moves, Role::ResultLine]);
        // An unfinished game's `*` after a label (`Result: *`, `结果：*`); not a footnote's mark.
        let of = |line| roles_of_lines(&["1. e4 e5", line])[1];
        let (result, remark) = (Role::ResultLine, Role::Remark);
        assert_eq!(
            [of("Result: *"), of("结果：*"), of("see the note*")],
            [result, result, remark]
        );
        for words in [
            "之后是2.马f3，最后黑方认输，1-0。",
            "之后是2.马f3，白方获胜。",
        ] {
            let last = roles_of_lines(&["1. e4 e5", words])[1];
            assert_eq!(
                last,
                Role::ResultLine,
                "the last line of moves in sentences"
            );
        }
    }

    /// A result alone on its line after a remark (a game in a box beside a column of news, its `黑胜` read after the
    /// news column's heading) is no rest of that remark: the beam reads it.
    #[test]
    fn a_result_alone_after_a_remark_is_read() {
        let lines = [
            "1. d4 马f6 2. 马d2 e5",
            "活动预告",
            "黑胜",
            "白方认输。（如5.fxe3 后h4+）",
        ];
        let got = roles_of_lines(&lines);
        assert_eq!(got[1], Role::Remark);
        assert_eq!(got[2], Role::Running);
    }
}
