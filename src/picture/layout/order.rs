//! The order a reader reads the pieces in. Sections top to bottom. A section of one column, or whose columns hold
//! a line or two each (a heading cut at a wide gap), or whose "columns" are a justified paragraph's spaces falling
//! one under another, row by row: as the page was read before the layout step. A section of columns, block by
//! block, left to right, and each block row by row: a column of numbers (the rows' move numbers; narrow beside the
//! next column, or read as numbers alone) begins a block and takes the columns after it up to the next one (a score
//! table's White and Black); a column of numbered White moves (`1 e4`, a ruled table's number close to its move) and
//! Black's replies beside it on the same rows are a block read row by row, its cells unnumbered; every other column
//! is a block of its own (a book's column, a column of `12. Nf3 Nc6` lines).

use std::collections::BTreeMap;

use super::text::{has_move_number, is_number, is_prose, names_a_move};
use super::{Cell, Piece};

/// A piece in reading order: which piece, its line, its cell when it is in a table with a number column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arranged {
    pub piece: usize,
    pub line: usize,
    pub cell: Option<Cell>,
}

/// The pieces a column must hold for its section to be read column by column.
const COLUMN_PIECES: usize = 3;

pub fn order(pieces: &[Piece], texts: &[String]) -> Vec<Arranged> {
    let typical = typical_height(pieces);
    let mut sections: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (i, p) in pieces.iter().enumerate() {
        sections.entry(p.place.section).or_default().push(i);
    }
    let mut out = Vec::with_capacity(pieces.len());
    let mut line = 0;
    for members in sections.values() {
        let mut columns: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
        for &i in members {
            columns.entry(pieces[i].place.column).or_default().push(i);
        }
        let full = columns
            .values()
            .filter(|c| c.len() >= COLUMN_PIECES)
            .count();
        if full == 0
            || columns.len() < 2
            || justified_prose(pieces, texts, &columns, typical)
            || moves_beside_their_replies(pieces, texts, &columns)
        {
            // Row by row, each row a line, its pieces left to right.
            let mut rows: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
            for &i in members {
                rows.entry(pieces[i].place.row).or_default().push(i);
            }
            for row in rows.values_mut() {
                row.sort_by(|&a, &b| pieces[a].rect[0].total_cmp(&pieces[b].rect[0]));
                out.extend(row.iter().map(|&piece| Arranged {
                    piece,
                    line,
                    cell: None,
                }));
                line += 1;
            }
            continue;
        }
        let keys: Vec<usize> = columns.keys().copied().collect();
        let starts: Vec<bool> = keys
            .iter()
            .enumerate()
            .map(|(k, c)| {
                let next = keys.get(k + 1).map(|n| &columns[n]);
                begins_block(pieces, texts, &columns[c], next, typical)
            })
            .collect();
        // Blocks: a number column and the columns after it; any other column alone. Inside a block a narrow column
        // of a stray piece or two that are no numbers goes on with it: a heading's `（` set above a table, narrow
        // beside the Black column, had begun a block of that column alone, and a clean table was read with all
        // White's moves first. (A first column of one piece still begins a block: a result under a table.)
        let stray = |c: &usize| {
            let column = &columns[c];
            column.len() < COLUMN_PIECES && !column.iter().any(|&i| is_number(&texts[i]))
        };
        // A column of numbered White moves and Black's replies beside it on the same rows are one block read row by
        // row, its cells unnumbered: a ruled table whose numbers stand close to White's moves (its rules taken away,
        // `1 e4` one piece, `e5` beside it) had been read all White's moves of a block first, and read no move.
        let answers = |k: usize| {
            k > 0
                && !starts[k]
                && columns[&keys[k]].len() >= COLUMN_PIECES
                && replies_beside(pieces, texts, &columns[&keys[k - 1]], &columns[&keys[k]])
        };
        let mut blocks: Vec<(bool, Vec<usize>)> = Vec::new();
        for (k, &c) in keys.iter().enumerate() {
            match blocks.last_mut() {
                Some((true, cols)) if !starts[k] || stray(&c) => cols.push(c),
                Some((false, cols)) if cols.len() == 1 && answers(k) => cols.push(c),
                _ => blocks.push((starts[k], vec![c])),
            }
        }
        for (b, (numbered, cols)) in blocks.iter().enumerate() {
            // A cell's column counts the block's columns of rows: a stray piece of a heading in the block (`（`
            // between `叶江川` and `白）`) is in the column of rows before it.
            let full: Vec<usize> = cols
                .iter()
                .copied()
                .filter(|c| columns[c].len() >= COLUMN_PIECES)
                .collect();
            let mut rows: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
            for c in cols {
                for &i in &columns[c] {
                    rows.entry(pieces[i].place.row).or_default().push(i);
                }
            }
            for (r, row) in rows.values_mut().enumerate() {
                row.sort_by(|&a, &bb| {
                    (pieces[a].place.column, pieces[a].rect[0] as i64)
                        .cmp(&(pieces[bb].place.column, pieces[bb].rect[0] as i64))
                });
                out.extend(row.iter().map(|&piece| Arranged {
                    piece,
                    line,
                    cell: numbered.then(|| {
                        Cell {
                            block: b,
                            row: r,
                            column: full
                                .iter()
                                .rposition(|&c| c <= pieces[piece].place.column)
                                .unwrap_or(0),
                        }
                    }),
                }));
                line += 1;
            }
        }
    }
    out
}

/// Whether `column` is a column of move numbers: most of its pieces read as a number alone, or it is narrow
/// beside a wider column after it (a circled number the recogniser has no class for reads as nothing useful) and
/// holds a few pieces. (A speck of the dark desk at a photo's edge, read as `保` beside a page of prose, had made
/// the prose a table of one block, its lines rows, whose words could not be prose.)
fn begins_block(
    pieces: &[Piece],
    texts: &[String],
    column: &[usize],
    next: Option<&Vec<usize>>,
    typical: f32,
) -> bool {
    let read: Vec<&String> = column
        .iter()
        .map(|&i| &texts[i])
        .filter(|t| !t.trim().is_empty())
        .collect();
    let numbers = read.iter().filter(|t| is_number(t)).count();
    if !read.is_empty() && numbers * 10 >= read.len() * 6 {
        return true;
    }
    let Some(next) = next else {
        return false;
    };
    if column.len() < COLUMN_PIECES {
        return false;
    }
    let wide = |c: &[usize]| {
        let mut w: Vec<f32> = c
            .iter()
            .map(|&i| pieces[i].rect[2] - pieces[i].rect[0])
            .collect();
        w.sort_by(f32::total_cmp);
        w[(w.len() * 4 / 5).min(w.len() - 1)]
    };
    let own = wide(column);
    own <= 1.6 * typical && wide(next) >= 1.25 * own
}

/// Whether a section's two columns are White's moves (after their numbers, or with numbers not read) and, on the
/// same rows, Black's replies with none (`① d2—d3` … `f7—f6`; `1. e4` … `e5`): a page of one column of moves whose
/// short White moves left a wide gap before Black's, read row by row. (A new user's full-notation page of short pawn
/// moves was read as two columns, all White's moves first, and stopped at 1…; the same page set narrower, its
/// circled `⑩`…`㉕` not in the recogniser's alphabet, had half its White moves with no number read, and stopped at
/// 10…. A two-column book's second column has its own numbers.)
fn moves_beside_their_replies(
    pieces: &[Piece],
    texts: &[String],
    columns: &BTreeMap<usize, Vec<usize>>,
) -> bool {
    let mut two = columns.values();
    let (Some(left), Some(right), None) = (two.next(), two.next(), two.next()) else {
        return false;
    };
    replies_beside(pieces, texts, left, right)
}

/// Whether the column `right` is Black's replies, on the same rows, to the moves of the column `left` (see
/// [`moves_beside_their_replies`]): most of `left` names a move, most of `right` a move with no number, hardly any of
/// `right` has a number, and most of its pieces share a row with one of `left`'s.
fn replies_beside(pieces: &[Piece], texts: &[String], left: &[usize], right: &[usize]) -> bool {
    let most = |c: &[usize], test: &dyn Fn(&str) -> bool| {
        c.iter().filter(|&&i| test(&texts[i])).count() * 10 >= c.len() * 6
    };
    let moves = most(left, &|t| names_a_move(t));
    let replies = most(right, &|t| names_a_move(t) && !has_move_number(t));
    let numbered_replies = right
        .iter()
        .filter(|&&i| has_move_number(&texts[i]))
        .count();
    let rows_shared = right
        .iter()
        .filter(|&&i| {
            left.iter()
                .any(|&l| pieces[l].place.row == pieces[i].place.row)
        })
        .count();
    moves && replies && numbered_replies * 10 <= right.len() && rows_shared * 10 >= right.len() * 6
}

/// Whether a section cut into columns is lines of running text whose wide spaces happen to fall one under another
/// (a justified Chinese paragraph of moves, its spaces stretched): most of its rows read as prose, no column is
/// one of move numbers, and the columns' edges at a cut are ragged on both sides of it — a column set by a
/// typesetter has its left edge (after the first) straight down, but for a paragraph's first line. (Its right edge
/// is ragged where a paragraph ends or a short remark stands: a two-column book page with a remark in each column
/// had been read row by row across its columns, its clean page stopped at move 5.) A column of fewer than
/// [`COLUMN_PIECES`] pieces has no straight edge to show (seed 5601's clean `measure-10-prose-zh`: two justified lines
/// cut into five "columns" of one to four pieces had been read column by column, and stopped at move 32).
fn justified_prose(
    pieces: &[Piece],
    texts: &[String],
    columns: &BTreeMap<usize, Vec<usize>>,
    typical: f32,
) -> bool {
    let mut rows: BTreeMap<usize, String> = BTreeMap::new();
    for &i in columns.values().flatten() {
        let row = rows.entry(pieces[i].place.row).or_default();
        row.push(' ');
        row.push_str(&texts[i]);
    }
    let prose = rows.values().filter(|t| is_prose(t)).count();
    if prose * 10 < rows.len() * 6 {
        return false;
    }
    let keys: Vec<usize> = columns.keys().copied().collect();
    let ragged = |edges: Vec<f32>| {
        // A "column" of a piece or two shows no straight edge: such are the bits a paragraph's wide spaces cut off.
        if edges.len() < COLUMN_PIECES {
            return true;
        }
        let mut sorted = edges.clone();
        sorted.sort_by(f32::total_cmp);
        let middle = sorted[sorted.len() / 2];
        let straight = edges
            .iter()
            .filter(|&&e| (e - middle).abs() <= 0.5 * typical)
            .count();
        straight * 10 < edges.len() * 6
    };
    keys.windows(2).any(|pair| {
        let (left, right) = (&columns[&pair[0]], &columns[&pair[1]]);
        let numbers =
            |c: &Vec<usize>| c.iter().filter(|&&i| is_number(&texts[i])).count() * 2 >= c.len();
        !numbers(left)
            && ragged(left.iter().map(|&i| pieces[i].rect[2]).collect())
            && ragged(right.iter().map(|&i| pieces[i].rect[0]).collect())
    })
}

/// The median height of the pieces.
pub fn typical_height(pieces: &[Piece]) -> f32 {
    let mut h: Vec<f32> = pieces.iter().map(|p| p.rect[3] - p.rect[1]).collect();
    h.sort_by(f32::total_cmp);
    h.get(h.len() / 2).copied().unwrap_or(1.0)
}

/// What the recogniser reads on each line, its pieces joined by two spaces.
pub fn line_texts(arranged: &[Arranged], texts: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for a in arranged {
        if out.len() <= a.line {
            out.resize(a.line + 1, String::new());
        }
        let t = &mut out[a.line];
        if !t.is_empty() {
            t.push_str("  ");
        }
        t.push_str(&texts[a.piece]);
    }
    out
}

/// For each line that is a row of a table with a number column, its row within its block (the block's head, when
/// it has one, is row 0); `None` for a line of no table.
pub fn table_rows(arranged: &[Arranged]) -> Vec<Option<usize>> {
    let mut out: Vec<Option<usize>> = Vec::new();
    for a in arranged {
        if out.len() <= a.line {
            out.resize(a.line + 1, None);
        }
        if let Some(cell) = a.cell {
            out[a.line] = Some(out[a.line].map_or(cell.row, |r| r.min(cell.row)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::{Piece, Place, Role};
    use super::order;

    /// Pieces of one section in two columns, row by row: `rows[r]` is the left and the right piece's text of row `r`.
    fn two_columns(rows: &[(&str, &str)]) -> (Vec<Piece>, Vec<String>) {
        let mut pieces = Vec::new();
        let mut texts = Vec::new();
        for (row, (left, right)) in rows.iter().enumerate() {
            for (column, text) in [(0, left), (1, right)] {
                let (x, y) = (100.0 + 300.0 * column as f32, 40.0 * row as f32);
                pieces.push(Piece {
                    rect: [x, y, x + 150.0, y + 30.0],
                    image: image::GrayImage::new(1, 1),
                    ink_rows: (0, 1),
                    line: 0,
                    place: Place {
                        section: 0,
                        column,
                        row,
                    },
                    role: Role::Moves,
                    cell: None,
                });
                texts.push(text.to_string());
            }
        }
        (pieces, texts)
    }

    /// White's moves after their numbers (read or not) beside Black's replies with none (a full-notation page of short
    /// pawn moves, its Black column far to the right) are read row by row; a two-column book page, its second column numbered
    /// too, column by column.
    #[test]
    fn moves_beside_their_replies_are_read_row_by_row() {
        let read = |rows: &[(&str, &str)]| -> Vec<usize> {
            let (pieces, texts) = two_columns(rows);
            order(&pieces, &texts).iter().map(|a| a.piece).collect()
        };
        let rows = [
            ("① d2—d3", "f7—f6"),
            ("② e2—e4", "e7—e5"),
            ("③ d3—d4", "b7—b6"),
        ];
        assert_eq!(read(&rows), [0, 1, 2, 3, 4, 5]);
        // Circled numbers past ⑨ read as nothing a number is (`@`), or not at all.
        let unread = [
            ("@ f2—f3", "象f8—e7"),
            ("① c2—c3", "象e7—f8"),
            ("车h1—h3", "后e6—g4"),
        ];
        assert_eq!(read(&unread), [0, 1, 2, 3, 4, 5]);
        let book = [
            ("1. e4 e5", "12. O-O Rd8"),
            ("2. Nf3 Nc6", "13. Re1 b5"),
            ("3. Bb5 a6", "14. Bb3 d6"),
        ];
        assert_eq!(read(&book), [0, 2, 4, 1, 3, 5]);
    }

    /// A ruled table whose rules were taken away, each block's number one piece with White's move (`1 e4`) and
    /// Black's reply beside it: each block row by row, the blocks one after another.
    #[test]
    fn a_tables_numbered_moves_beside_their_replies_are_read_block_by_block() {
        let rows = [
            ["1 e4", "e5", "4 Bc4", "Nf6"],
            ["2 Nf3", "马c6", "5 d3", "Be7"],
            ["3 d4", "exd4", "6 O-O", "O-O"],
        ];
        let (mut pieces, mut texts) = (Vec::new(), Vec::new());
        for (row, cells) in rows.iter().enumerate() {
            let (one, _) = two_columns(&[(cells[0], cells[1])]);
            let (two, _) = two_columns(&[(cells[2], cells[3])]);
            for (k, mut p) in one.into_iter().chain(two).enumerate() {
                p.place.column = k;
                p.place.row = row;
                p.rect[0] += 700.0 * (k / 2) as f32;
                p.rect[2] += 700.0 * (k / 2) as f32;
                p.rect[1] += 40.0 * row as f32;
                p.rect[3] += 40.0 * row as f32;
                pieces.push(p);
                texts.push(cells[k].to_string());
            }
        }
        let got: Vec<&str> = order(&pieces, &texts)
            .iter()
            .map(|a| texts[a.piece].as_str())
            .collect();
        assert_eq!(
            got,
            [
                "1 e4", "e5", "2 Nf3", "马c6", "3 d4", "exd4", "4 Bc4", "Nf6", "5 d3", "Be7",
                "6 O-O", "O-O"
            ]
        );
    }
}
