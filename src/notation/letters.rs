//! Piece letters in every letter set, and the character clean-up that makes typed text comparable:
//! full-width forms from Chinese input methods, dashes, capture signs and Chinese piece names.

use shakmaty::Role;

/// A set of piece letters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Letters {
    /// `K Q R B N`.
    English,
    /// 王 后 车 象 马.
    Simplified,
    /// 王 後 車 象 馬.
    Traditional,
    /// ♔ ♕ ♖ ♗ ♘.
    Figurine,
}

impl Letters {
    /// The letter of a piece; the pawn has none in SAN but one is given for long forms that need it.
    pub fn of(self, role: Role) -> char {
        match self {
            Letters::English => role.upper_char(),
            Letters::Simplified => match role {
                Role::King => '王',
                Role::Queen => '后',
                Role::Rook => '车',
                Role::Bishop => '象',
                Role::Knight => '马',
                Role::Pawn => '兵',
            },
            Letters::Traditional => match role {
                Role::King => '王',
                Role::Queen => '後',
                Role::Rook => '車',
                Role::Bishop => '象',
                Role::Knight => '馬',
                Role::Pawn => '兵',
            },
            Letters::Figurine => match role {
                Role::King => '♔',
                Role::Queen => '♕',
                Role::Rook => '♖',
                Role::Bishop => '♗',
                Role::Knight => '♘',
                Role::Pawn => '♙',
            },
        }
    }
}

/// The piece named by a non-ASCII character: Chinese names (both scripts) and figurines of both colours.
pub fn role_of_symbol(c: char) -> Option<Role> {
    Some(match c {
        '王' | '♔' | '♚' => Role::King,
        '后' | '後' | '♕' | '♛' => Role::Queen,
        '车' | '車' | '♖' | '♜' => Role::Rook,
        '象' | '♗' | '♝' => Role::Bishop,
        '马' | '馬' | '♘' | '♞' => Role::Knight,
        '兵' | '卒' | '♙' | '♟' => Role::Pawn,
        _ => return None,
    })
}

/// Brings one character to its plain ASCII form where one exists: full-width letters, digits and
/// punctuation, the ideographic space, every kind of dash, `×`, `†`, `½` stays. Other characters are kept.
pub fn plain_char(c: char) -> char {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
        '\u{3000}' => ' ',
        '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{30FC}' => '-',
        '×' | '✕' => 'x',
        '†' | '‡' => '#',
        '。' | '、' => '.',
        _ => c,
    }
}

/// [`plain_char`] over a whole string.
pub fn plain(text: &str) -> String {
    text.chars().map(plain_char).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_width_and_dashes_become_ascii() {
        assert_eq!(plain("ｅ２—ｅ４"), "e2-e4");
        assert_eq!(plain("１．ｅ４（！？）"), "1.e4(!?)");
        assert_eq!(plain("e5×d6"), "e5xd6");
        assert_eq!(plain("1／2–1／2"), "1/2-1/2");
        assert_eq!(plain("马f3"), "马f3");
    }

    #[test]
    fn every_piece_symbol_reads_back() {
        for role in Role::ALL {
            for letters in [Letters::Simplified, Letters::Traditional, Letters::Figurine] {
                assert_eq!(role_of_symbol(letters.of(role)), Some(role));
            }
        }
    }
}
