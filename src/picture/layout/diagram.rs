//! A diagram printed between the moves: its files' letters above and below the board (`a b c d e f g h`, each a
//! piece of its own), and the board's rows between them (the pieces' figures, the ranks' digits). None of it is the
//! game's text: read as moves, the letters stopped a book page at the move after the diagram ("the move number
//! printed here is not 32 (`h`)").

/// The lines of a diagram: each line that reads as the files' letters in order, and every line between two such
/// lines no more than `BOARD_LINES` apart.
pub(super) fn lines_of_diagrams(lines: &[String]) -> Vec<usize> {
    let files: Vec<usize> = (0..lines.len()).filter(|&l| are_files(&lines[l])).collect();
    let mut out = files.clone();
    for pair in files.windows(2) {
        if pair[1] - pair[0] <= BOARD_LINES {
            out.extend(pair[0] + 1..pair[1]);
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The most lines a board's rows are read as between its two rows of letters (eight ranks, some run together or
/// cut in two).
const BOARD_LINES: usize = 12;

/// Whether a line reads as a diagram's files: six letters or more of `a`…`h` alone, in order, and nothing else.
fn are_files(line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    let letters: Option<Vec<char>> = words
        .iter()
        .map(|w| {
            let mut c = w.chars();
            match (c.next(), c.next()) {
                (Some(f @ 'a'..='h'), None) => Some(f),
                _ => None,
            }
        })
        .collect();
    letters.is_some_and(|l| l.len() >= 6 && l.windows(2).all(|w| w[0] < w[1]))
}

#[cfg(test)]
mod tests {
    use super::lines_of_diagrams;

    /// The files' letters above and below a board, and the board's rows between them, are the diagram's; a line of
    /// moves, or letters out of order, is not.
    #[test]
    fn a_diagram_is_its_files_and_the_rows_between() {
        let lines: Vec<String> = [
            "30. h4 h5 31. Kh2 Rc8",
            "a  b  c  d  e  f  g  h",
            "8  8",
            "",
            "7  7",
            "a  b  c  d  e  f  g  h",
            "Diagram 27. Position after 31...Rc8.",
            "32. Kg3 Rce8",
            "h  g  f  e  d  c  b  a",
        ]
        .map(String::from)
        .to_vec();
        assert_eq!(lines_of_diagrams(&lines), [1, 2, 3, 4, 5]);
    }
}
