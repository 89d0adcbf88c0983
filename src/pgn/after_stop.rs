//! Where a game whose reading stopped at a move ends, and the next game of the text begins: what follows a broken
//! game belongs to it up to its result at the end of a line (`O-O+ *`, then `e4 *`: the next game), a paragraph that
//! opens with a first move number (`1.`, `1)`, `①`) or a line that opens with a tag pair — never inside a `{…}`
//! comment, whose moves are commented out (`{ ; … 1. c3 f6 }`).

use crate::notation::result_of;

/// One line of a text, as the search for the next game sees it.
struct Line<'a> {
    /// Where the line starts in the text, and the line (without its line break).
    start: usize,
    text: &'a str,
    /// Whether it starts inside a `{…}` comment.
    in_comment: bool,
    /// Whether its last word outside comments is a result.
    ends_in_result: bool,
}

/// The lines of `text` from byte `from` (the first one from there), comments followed across them: `{…}` (also
/// full-width), and a `;` that stands apart from the word before it, which comments out the rest of its line.
fn lines(text: &str, from: usize) -> impl Iterator<Item = Line<'_>> {
    let mut at = from;
    let mut in_comment = false;
    std::iter::from_fn(move || {
        if at >= text.len() {
            return None;
        }
        let end = text[at..].find('\n').map_or(text.len(), |i| at + i);
        let line = &text[at..end];
        let starts_in_comment = in_comment;
        let mut outside = String::new();
        let mut before = ' ';
        for c in line.chars() {
            match c {
                '}' | '｝' if in_comment => in_comment = false,
                _ if in_comment => {}
                '{' | '｛' => {
                    in_comment = true;
                    outside.push(' ');
                }
                ';' if before.is_whitespace() => break,
                _ => outside.push(c),
            }
            before = c;
        }
        let ends_in_result = outside
            .split_whitespace()
            .next_back()
            .is_some_and(|w| result_of(w).is_some());
        let item = Line {
            start: at,
            text: line,
            in_comment: starts_in_comment,
            ends_in_result: ends_in_result && !in_comment,
        };
        at = end + 1;
        Some(item)
    })
}

/// Whether a line (white space before it taken off) opens a game: a first move number or a tag pair.
fn opens_a_game(opening: &str) -> bool {
    opening
        .strip_prefix('1')
        .is_some_and(|r| r.starts_with(['.', ')', '…', ' ']) && !r.starts_with(". .."))
        || opening.starts_with(['①', '['])
}

/// Where the next game begins after byte `from` of a text that is not PGN, where reading stopped: after the line
/// where the broken game's result stands, or at a paragraph (after a blank line) that opens a game.
pub(super) fn next_game_after(text: &str, from: usize) -> Option<usize> {
    let mut blank_before = false;
    let mut first = true;
    for line in lines(text, from) {
        let trimmed = line.text.trim_start();
        if !first && blank_before && !line.in_comment && opens_a_game(trimmed) {
            return Some(line.start + line.text.len() - trimmed.len());
        }
        if line.ends_in_result {
            let next = line.start + line.text.len() + 1;
            return (next < text.len() && !text[next..].trim().is_empty()).then_some(next);
        }
        blank_before = trimmed.trim_end().is_empty() && !line.in_comment;
        first = false;
    }
    None
}

/// Where a broken game of PGN movetext ends, read from byte `from`: at the next line that opens with a tag pair
/// outside a comment, or the end of the text.
pub(super) fn next_tag_line_after(text: &str, from: usize) -> usize {
    lines(text, from)
        .skip(1)
        .find(|line| !line.in_comment && line.text.starts_with('['))
        .map_or(text.len(), |line| line.start)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_paragraph_inside_a_comment_opens_no_game() {
        let text = "1. e4 Qa1 e5 { a note ;\n\n1. c3 f6 }\n2. Nf3 *\n\n1. d4 *\n";
        let at = next_game_after(text, 6).expect("the game after");
        assert_eq!(text[at..].trim_start(), "1. d4 *\n");
    }

    #[test]
    fn a_result_at_the_end_of_a_line_ends_the_broken_game() {
        let text = "O-O+ *\n\ne4 *\n\nd4 *\n";
        let at = next_game_after(text, 0).expect("the game after");
        assert_eq!(text[at..].trim_start(), "e4 *\n\nd4 *\n");
        assert_eq!(next_game_after("1. e4 Qa1 e5 *\n\n", 6), None);
    }
}
