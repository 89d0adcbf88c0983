//! Move annotations: the six glyphs people write after a move (`! ? !! ?? !? ?!`) and the numeric annotation glyphs
//! (NAGs, pgn-reader's [`Nag`]) that PGN keeps them as.

use pgn_reader::Nag;

/// The six move annotations, in the order menus offer them.
pub const MOVE_ANNOTATIONS: [Nag; 6] = [
    Nag::GOOD_MOVE,
    Nag::MISTAKE,
    Nag::BRILLIANT_MOVE,
    Nag::BLUNDER,
    Nag::SPECULATIVE_MOVE,
    Nag::DUBIOUS_MOVE,
];

/// Whether `nag` is one of the six move annotations (a move carries at most one of them).
pub fn is_move_annotation(nag: Nag) -> bool {
    MOVE_ANNOTATIONS.contains(&nag)
}

/// The NAG of an annotation glyph as written (`!?` gives `$5`); full-width marks are made plain first.
///
/// ```
/// use jipu::notation::annotation_of;
/// assert_eq!(annotation_of("!?").map(|n| n.0), Some(5));
/// assert_eq!(annotation_of("！？").map(|n| n.0), Some(5));
/// assert_eq!(annotation_of("+"), None);
/// ```
pub fn annotation_of(text: &str) -> Option<Nag> {
    let plain = super::letters::plain(text.trim());
    Nag::from_ascii(plain.as_bytes())
        .ok()
        .filter(|&n| is_move_annotation(n) && !plain.starts_with('$'))
}

/// The glyph of a move annotation; other NAGs have none.
pub fn annotation_glyph(nag: Nag) -> Option<&'static str> {
    Some(match nag {
        Nag::GOOD_MOVE => "!",
        Nag::MISTAKE => "?",
        Nag::BRILLIANT_MOVE => "!!",
        Nag::BLUNDER => "??",
        Nag::SPECULATIVE_MOVE => "!?",
        Nag::DUBIOUS_MOVE => "?!",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_glyph_reads_back_to_its_nag() {
        for nag in MOVE_ANNOTATIONS {
            let glyph = annotation_glyph(nag).expect("a move annotation has a glyph");
            assert_eq!(annotation_of(glyph), Some(nag));
        }
        assert_eq!(annotation_glyph(Nag(14)), None);
        assert_eq!(annotation_of("$1"), None, "a NAG number is not a glyph");
    }
}
