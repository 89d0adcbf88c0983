//! Spellings: what a typed move becomes after clean-up, and every way each legal move may be written.
//!
//! Both sides are brought to one plain form — no capture signs, dashes, `=`, brackets, check marks or
//! annotations; English piece letters in upper case — so that matching is a comparison of strings.

use pgn_reader::Nag;
use shakmaty::{CastlingSide, Move, Role};

use super::annotation::annotation_of;
use super::style::{king_or_piece_to, write_iccf};

use super::letters::{plain_char, role_of_symbol};

/// What a typed move says once cleaned: its plain core and the marks written around it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Written {
    /// The plain form, e.g. `Ng1f3`, `ed5`, `e8Q`, `5254`, `OO`.
    pub core: String,
    /// Castling written as such; `Some(None)` when the side is not said (`王车易位`).
    pub castle: Option<Option<CastlingSide>>,
    pub capture: bool,
    /// `+` (1), `++` (2) or `#` (3) as written.
    pub check: u8,
    pub en_passant: bool,
    /// Annotation glyphs written after the move.
    pub nags: Vec<Nag>,
    /// A leading lower-case `b` followed by a capture mark (`bxc5`): the b-pawn, as SAN writes it.
    pub b_pawn_capture: bool,
}

/// Whether `s` ends with the ASCII `word` in any case. No allocation: the matcher cleans the SAN of every
/// legal move it compares, so this runs thousands of times a game.
fn ends_with_ignoring_case(s: &str, word: &str) -> bool {
    s.len() >= word.len()
        && s.is_char_boundary(s.len() - word.len())
        && s[s.len() - word.len()..].eq_ignore_ascii_case(word)
}

/// Removes an en passant marker (`e.p.`, `ep`, `(e.p.)`) from the end of `s`.
fn strip_en_passant(s: &mut String) -> bool {
    let trimmed = s.trim_end().len();
    for marker in ["(e.p.)", "(ep)", "e.p.", "e.p", "ep."] {
        if ends_with_ignoring_case(&s[..trimmed], marker) {
            s.truncate(trimmed - marker.len());
            return true;
        }
    }
    // A bare `ep` only after a square (`exd6ep`), so that no move is eaten.
    if trimmed >= 4 && ends_with_ignoring_case(&s[..trimmed], "ep") {
        let before = s.as_bytes()[trimmed - 3];
        if before.is_ascii_digit() || before == b' ' {
            s.truncate(trimmed - 2);
            return true;
        }
    }
    false
}

/// Cleans a typed move. See [`Written`].
pub fn read_written(text: &str) -> Written {
    let mut w = Written::default();
    let mut s: String = super::letters::lower_coordinates(text.trim())
        .chars()
        .map(plain_char)
        .map(|c| match role_of_symbol(c) {
            Some(role) => role.upper_char(),
            None => c,
        })
        .collect();
    if s.contains("易位") {
        w.castle = Some(if s.contains('长') || s.contains('長') {
            Some(CastlingSide::QueenSide)
        } else if s.contains('短') {
            Some(CastlingSide::KingSide)
        } else {
            None
        });
        s = s.replace("易位", "").replace(['长', '長', '短'], "");
        // What is left may be a check mark; the piece letters of 王车 are not part of the move.
        s = s.replace(['K', 'R'], "");
    }
    // Marks at the end, in any order: annotations, check marks, en passant.
    let mut annotation = String::new();
    loop {
        let t = s.trim_end().len();
        s.truncate(t);
        if strip_en_passant(&mut s) {
            w.en_passant = true;
            continue;
        }
        // `Rd8mate`, `Qh5ch`: the words for mate and check, glued to the move as books print them.
        if ends_with_ignoring_case(&s, "mate") && s.len() > 4 {
            s.truncate(s.len() - 4);
            w.check = 3;
            continue;
        }
        if ends_with_ignoring_case(&s, "ch")
            && s.len() > 3
            && s[..s.len() - 2].ends_with(|c: char| c.is_ascii_digit())
        {
            s.truncate(s.len() - 2);
            w.check = w.check.max(1);
            continue;
        }
        match s.chars().last() {
            Some(c @ ('!' | '?')) => {
                annotation.insert(0, c);
                s.pop();
            }
            Some('+') => {
                w.check = w.check.max(1) + u8::from(w.check >= 1);
                s.pop();
            }
            Some('#') => {
                w.check = 3;
                s.pop();
            }
            _ => break,
        }
    }
    if let Some(nag) = annotation_of(&annotation) {
        w.nags.push(nag);
    }
    w.b_pawn_capture = {
        let mut chars = s.trim_start().chars();
        chars.next() == Some('b') && matches!(chars.next(), Some('x' | 'X' | ':'))
    };
    let mut core = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            'x' | 'X' | ':' => w.capture = true,
            '-' | '=' | '(' | ')' | '/' | ' ' | '.' | '\t' | '>' | '→' => {}
            'k' | 'q' | 'r' | 'n' | 'p' => core.push(c.to_ascii_uppercase()),
            _ => core.push(c),
        }
    }
    // `f7g8b`, `e2e1b`: a `b` after a square at the end is a bishop the pawn becomes, never a file.
    if core.len() >= 3
        && core.ends_with('b')
        && core[..core.len() - 1].ends_with(|c: char| ('1'..='8').contains(&c))
    {
        core.pop();
        core.push('B');
    }
    if w.castle.is_none() && core.len() >= 2 && core.chars().all(|c| matches!(c, 'O' | 'o' | '0')) {
        w.castle = match core.len() {
            2 => Some(Some(CastlingSide::KingSide)),
            3 => Some(Some(CastlingSide::QueenSide)),
            _ => None,
        };
    }
    if let Some(side) = w.castle {
        core = match side {
            Some(CastlingSide::KingSide) => "OO".into(),
            Some(CastlingSide::QueenSide) => "OOO".into(),
            None => "O".into(),
        };
    }
    w.core = core;
    w
}

/// The readings of a written move: as written, and with a leading `b` read as the bishop (`bc8`)
/// unless a capture mark right after it says it is the b-pawn (`bxc8`).
pub fn readings(w: &Written) -> Vec<String> {
    let core = w.core.as_str();
    let mut out = vec![core.to_string()];
    let bytes = core.as_bytes();
    if !w.b_pawn_capture
        && bytes.len() >= 3
        && bytes[0] == b'b'
        && (b'a'..=b'h').contains(&bytes[1])
    {
        out.push(format!("B{}", &core[1..]));
    }
    out
}

/// Every plain spelling of `m`, a legal move, in a position where `san` is its SAN core (plain form).
///
/// The loose spellings (a pawn capture written by its destination only) come separately, and are tried
/// only when nothing matches exactly.
pub fn spellings(m: Move, san: &str) -> (Vec<String>, Vec<String>) {
    let mut exact = vec![san.to_string()];
    let mut loose = Vec::new();
    match m {
        Move::Castle { king, rook } => {
            exact.push("O".into());
            // Dragged or written as the king's move to its square, or onto its own rook.
            for to in [king_or_piece_to(m), rook] {
                exact.push(format!("{king}{to}"));
                exact.push(format!("K{king}{to}"));
            }
            exact.push(write_iccf(m));
        }
        Move::Normal { .. } | Move::EnPassant { .. } => {
            let role = m.role();
            let from = m.from().unwrap_or(m.to());
            let to = m.to();
            let promo: String = m
                .promotion()
                .map(|p| p.upper_char().to_string())
                .unwrap_or_default();
            let letter = role.upper_char().to_string();
            let f = from.file().char().to_string();
            let r = from.rank().char().to_string();
            let t = to.to_string();
            let mut forms = vec![
                format!("{f}{r}{t}"),
                format!("{letter}{f}{r}{t}"),
                format!("{letter}{f}{t}"),
                format!("{letter}{r}{t}"),
                format!("{letter}{t}"),
            ];
            if role == Role::Pawn {
                if m.is_capture() {
                    forms.push(format!("{f}{t}"));
                    loose.push(format!("{t}{promo}"));
                } else {
                    forms.push(t.clone());
                }
            }
            for form in forms {
                if !promo.is_empty() {
                    // Without the piece: the move is found, and the player is asked which piece.
                    exact.push(form.clone());
                }
                exact.push(format!("{form}{promo}"));
            }
            let iccf = write_iccf(m);
            if m.is_promotion() {
                // Without the promotion digit: the player is asked which piece.
                exact.push(iccf[..4].to_string());
            }
            exact.push(iccf);
        }
        Move::Put { .. } => {}
    }
    (exact, loose)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_are_taken_off_and_kept() {
        let w = read_written("Nxf3+!?");
        assert_eq!(w.core, "Nf3");
        assert!(w.capture);
        assert_eq!(w.check, 1);
        assert_eq!(w.nags, vec![Nag::SPECULATIVE_MOVE]);
        let w = read_written("e5×d6 e.p.");
        assert_eq!(w.core, "e5d6");
        assert!(w.en_passant);
        let w = read_written("Qh4++");
        assert_eq!(w.check, 2);
        assert_eq!(read_written("e8(=Q)").core, "e8Q");
        assert_eq!(read_written("ｅ８／Ｑ").core, "e8Q");
        assert_eq!(read_written("马g1—f3").core, "Ng1f3");
        assert_eq!(
            read_written("長易位").castle,
            Some(Some(CastlingSide::QueenSide))
        );
        assert_eq!(read_written("王车易位").castle, Some(None));
        assert_eq!(read_written("0-0-0").core, "OOO");
        assert_eq!(read_written("e4！？").nags, vec![Nag::SPECULATIVE_MOVE]);
    }
}
