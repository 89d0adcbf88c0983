//! Move numbers and results in a word: `12.`, `12...`, `12…`, `12)`, `①`, `第12回合`, a bare `12`; `1-0`,
//! `0:1`, `½-½`, `1/2-1/2`, `1?0` with its dash lost. Read from the characters alone, made plain first.

use shakmaty::{Color, KnownOutcome, Outcome};

use super::word_piece::Piece;
use crate::notation::written::{at, lex_move, starts_with_plain};

/// A result at `i` (`1-0`, `0:1`, `½-½`, `1/2-1/2`, `1?0` with its dash lost): the outcome and the byte after.
pub(crate) fn scan_result(s: &str, i: usize) -> Option<(Outcome, usize)> {
    // Every result opens with a digit or ½: most pieces are turned away at the first character.
    if !at(s, i).is_some_and(|(c, _)| matches!(c, '0' | '1' | '½')) {
        return None;
    }
    const FORMS: [(&str, Option<Color>); 12] = [
        ("1/2-1/2", None),
        ("1/2:1/2", None),
        ("1/2?1/2", None),
        ("½-½", None),
        ("½:½", None),
        ("½?½", None),
        ("1-0", Some(Color::White)),
        ("1:0", Some(Color::White)),
        ("1?0", Some(Color::White)),
        ("0-1", Some(Color::Black)),
        ("0:1", Some(Color::Black)),
        ("0?1", Some(Color::Black)),
    ];
    for (form, winner) in FORMS {
        if let Some(end) = starts_with_plain(s, i, form) {
            if at(s, end).is_some_and(|(c, _)| c.is_ascii_alphanumeric() || c == '/') {
                return None;
            }
            let outcome = match winner {
                Some(winner) => Outcome::Known(KnownOutcome::Decisive { winner }),
                None => Outcome::Known(KnownOutcome::Draw),
            };
            return Some((outcome, end));
        }
    }
    None
}

/// Circled numbers ① to ㊿, ⑴ to ⒇ and ⒈ to ⒛, as some Chinese books and sheets number moves.
pub(crate) fn circled_value(c: char) -> Option<u32> {
    let v = c as u32;
    Some(match c {
        '\u{2460}'..='\u{2473}' => v - 0x2460 + 1,
        '\u{2474}'..='\u{2487}' => v - 0x2474 + 1,
        '\u{2488}'..='\u{249B}' => v - 0x2488 + 1,
        '\u{3251}'..='\u{325F}' => v - 0x3251 + 21,
        '\u{32B1}'..='\u{32BF}' => v - 0x32B1 + 36,
        _ => return None,
    })
}

/// The dots after a number: how many bytes, and whether they say Black's move (`...`, `…`).
pub(crate) fn number_dots(s: &str, mut i: usize) -> (usize, u32) {
    let mut dots = 0;
    while let Some((c, next)) = at(s, i) {
        match c {
            '.' => dots += 1,
            '…' | '⋯' => dots += 3,
            _ => break,
        }
        i = next;
    }
    (i, dots)
}

/// A move number at `i`: `12.`, `12...`, `12…`, `12)`, `①`, `第12回合`, or a bare `12` at the end of the word
/// or before a move (`10h:g++`).
pub(crate) fn scan_number(s: &str, i: usize) -> Option<(Piece, usize)> {
    let (c, next) = at(s, i)?;
    if let Some(n) = circled_value(c) {
        let (end, dots) = number_dots(s, next);
        let end = match at(s, end) {
            Some((')', after)) if dots == 0 => after,
            _ => end,
        };
        let black = (dots >= 2).then_some(true);
        return Some((Piece::Number { n, black }, end));
    }
    if c == '第' {
        let (n, after) = digits(s, next)?;
        let rest = s.get(after..)?;
        for unit in ["回合", "步", "着", "手"] {
            if rest.starts_with(unit) {
                // `第3步：` heading a move pair of a game set out as steps: the colon belongs to the heading.
                let end = after + unit.len();
                let end = match at(s, end) {
                    Some((':', next)) => next,
                    _ => end,
                };
                return Some((Piece::Number { n, black: None }, end));
            }
        }
        return None;
    }
    let (n, after) = digits(s, i)?;
    if n == 0 {
        return None;
    }
    let (end, dots) = number_dots(s, after);
    // A bare number is a move number only when short: `1992` is a year.
    let short = n < 1000;
    if dots > 0 {
        return Some((
            Piece::Number {
                n,
                black: Some(dots >= 2),
            },
            end,
        ));
    }
    if !short {
        return None;
    }
    match at(s, after) {
        Some((')', end)) => Some((
            Piece::Number {
                n,
                black: Some(false),
            },
            end,
        )),
        None => Some((Piece::Number { n, black: None }, after)),
        Some((d, _)) if !d.is_ascii_digit() && !lex_move(s, after).is_empty() => {
            Some((Piece::Number { n, black: None }, after))
        }
        _ => None,
    }
}

/// Up to five digits (any width) at `i`: their value, how many, and the byte after them.
pub(crate) fn digits(s: &str, i: usize) -> Option<(u32, usize)> {
    let mut n = 0u32;
    let mut j = i;
    let mut count = 0;
    while let Some((c, next)) = at(s, j) {
        let Some(d) = c.to_digit(10).filter(|_| c.is_ascii_digit()) else {
            break;
        };
        n = n * 10 + d;
        count += 1;
        j = next;
        if count > 5 {
            return None;
        }
    }
    (count > 0).then_some((n, j))
}
