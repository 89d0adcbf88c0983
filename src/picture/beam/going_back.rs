//! Side lines without brackets in running text: after words of prose, a move number going back a move or two from
//! where the game stands begins a remark's alternative (`14.b3 O-O The king is brought to safety before the centre
//! opens. Instead, 14...f6` / `was worth considering.`). It is passed over, as a side line in brackets is, up to the
//! next number in step that comes after words of prose again (`… was worth considering. 15.Re1`), or to the line's
//! end. Read as the game's, `14...f6` in step with its number had been taken for Black's 14th move, the castling
//! before it passed over as a word, and a wrong move went out. Where the game stands is what the recogniser alone
//! reads on the lines before: a number misread there may pass a move of the game over, and the next number, out of
//! step, stops the reading; it never puts a move in.

use super::super::layout::{
    closes_bracket as closes, goes_back, names_a_move, numbered_plies, opens_bracket as opens,
};
use super::super::recognise::{Alphabet, LineProbs};
use super::asides::glyphs_read;

/// The steps `start..=end` of each side line without brackets on each line (`None`: a line the beam does not read,
/// which is no part of the game's count): see the module's doc.
pub fn asides(lines: &[Option<&LineProbs>], alphabet: &Alphabet) -> Vec<Vec<(usize, usize)>> {
    let mut out = vec![Vec::new(); lines.len()];
    // The ply of the game's next move, as the numbers and moves read so far count it. (Not the furthest reached: a
    // number misread ahead, `15.` for `13.`, is set right by the next one.)
    let mut next: Option<u32> = None;
    // A word of prose (or a line not read) since the last move or number.
    let mut after_prose = false;
    // Moves with no number count only in a run of moves after a number (`14.b3 O-O`), not after words or a line
    // not read (`Nxc5 was more solid.`, the end of a remark's `The alternative 27.Qb5`).
    let mut counting = false;
    for (n, line) in lines.iter().enumerate() {
        let Some(probs) = line else {
            (after_prose, counting) = (true, false);
            continue;
        };
        let glyphs = glyphs_read(probs, alphabet);
        // The side line being passed over: its first step, and whether words of prose have followed it.
        let mut open: Option<(usize, bool)> = None;
        let words = words(&glyphs);
        // Inside brackets (a side line the brackets' own rule passes over, no part of the count): from a line's
        // start to a close with no open before it, and from an open to its close.
        let first_open = words.iter().position(|w| w.0.starts_with(opens));
        let first_close = words.iter().position(|w| w.0.starts_with(closes));
        let mut inside = first_close.is_some_and(|c| first_open.is_none_or(|o| c < o));
        for (word, start) in words {
            if word.starts_with(opens) || word.starts_with(closes) {
                inside = word.starts_with(opens);
                continue;
            }
            if inside {
                continue;
            }
            let plies = numbered_plies(&word);
            let first = plies.first().map(|&(ply, _)| ply);
            let is_move = names_a_move(&word);
            let prose = first.is_none() && !is_move && word.chars().any(char::is_alphabetic);
            if let Some((from, prose_after)) = open {
                let in_step = first.zip(next).is_some_and(|(p, r)| p >= r);
                if in_step && prose_after {
                    out[n].push((from, start.saturating_sub(1)));
                    open = None;
                } else {
                    open = Some((from, prose_after || prose));
                    continue;
                }
            }
            if let (Some(p), Some(r)) = (first, next)
                && after_prose
                && goes_back(p, r)
            {
                open = Some((start, false));
                continue;
            }
            match first {
                Some(_) => {
                    // The last number's ply and the moves named after it (`王f6!31.车fc4!?车dd6`: two).
                    next = plies.last().map(|&(ply, moves)| ply + moves);
                    (after_prose, counting) = (false, true);
                }
                None if is_move => {
                    if counting {
                        next = next.map(|p| p + 1);
                    }
                    after_prose = false;
                }
                None if prose => (after_prose, counting) = (true, false),
                None => {}
            }
        }
        if let Some((from, _)) = open {
            out[n].push((from, probs.steps));
        }
    }
    out
}

/// The side lines the beam passes over on each line: in brackets (`lines`, a remark's line among them, where a
/// bracket may close) and, going back, without brackets (`read`, the lines the beam reads).
pub fn all_asides(
    lines: &[Option<&LineProbs>],
    read: &[Option<&LineProbs>],
    alphabet: &Alphabet,
) -> Vec<Vec<(usize, usize)>> {
    let mut all = super::asides::asides(lines, alphabet);
    for (line, more) in all.iter_mut().zip(asides(read, alphabet)) {
        line.extend(more);
    }
    all
}

/// The words of a line's glyphs (split at spaces; a bracket a word of its own, for Chinese sets none before it:
/// `如果走（41.后b8`), each with the step its first glyph begins at.
fn words(glyphs: &[(char, usize)]) -> Vec<(String, usize)> {
    let mut out: Vec<(String, usize)> = Vec::new();
    let mut word = String::new();
    let mut start = 0;
    for &(c, t) in glyphs {
        let bracket = opens(c) || closes(c);
        if (c.is_whitespace() || bracket) && !word.is_empty() {
            out.push((std::mem::take(&mut word), start));
        }
        if c.is_whitespace() {
            continue;
        }
        if word.is_empty() {
            start = t;
        }
        word.push(c);
        if bracket {
            out.push((std::mem::take(&mut word), start));
        }
    }
    if !word.is_empty() {
        out.push((word, start));
    }
    out
}
