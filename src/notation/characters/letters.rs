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

/// Chinese (and other CJK) characters: prose around moves is glued to them without spaces.
pub(crate) fn is_cjk(c: char) -> bool {
    matches!(c,
        '\u{3400}'..='\u{4DBF}'
        | '\u{4E00}'..='\u{9FFF}'
        | '\u{F900}'..='\u{FAFF}'
        | '\u{20000}'..='\u{2FFFF}'
        | '\u{3000}'..='\u{303F}'
        | '\u{FF01}'..='\u{FF0F}'
        | '\u{FF1A}'..='\u{FF20}')
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

/// Moves written from square to square in capitals, as some club sheets and engines print them (`E2E4`,
/// `NG1-F3`, `B7A8B`), with their file letters made lower-case so that they read as every other move. Only a
/// word that is such a move changes (a leading move number may be glued to it); other text is returned as it is.
/// Byte offsets stay the same: only the case of ASCII or full-width letters changes.
pub fn lower_coordinates(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(is_capital_file) {
        // Most texts: nothing to look at word by word.
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out: Option<String> = None;
    let mut word_start = None;
    for (i, c) in text
        .char_indices()
        .chain(std::iter::once((text.len(), ' ')))
    {
        if c.is_whitespace() {
            if let Some(start) = word_start.take() {
                let word = &text[start..i];
                if let Some(files) = coordinate_files(word) {
                    let buf = out.get_or_insert_with(|| text.to_string());
                    for at in files {
                        let upper = buf[start + at..].chars().next().unwrap_or(' ');
                        let lower = match upper {
                            'A'..='H' => upper.to_ascii_lowercase(),
                            // Full-width Ａ–Ｈ to ａ–ｈ: both are three bytes.
                            '\u{FF21}'..='\u{FF28}' => {
                                char::from_u32(upper as u32 + 0x20).unwrap_or(upper)
                            }
                            _ => upper,
                        };
                        let len = upper.len_utf8();
                        let mut tmp = [0u8; 4];
                        buf.replace_range(
                            start + at..start + at + len,
                            lower.encode_utf8(&mut tmp),
                        );
                    }
                }
            }
        } else if word_start.is_none() {
            word_start = Some(i);
        }
    }
    match out {
        Some(s) => std::borrow::Cow::Owned(s),
        None => std::borrow::Cow::Borrowed(text),
    }
}

/// `A`–`H`, ASCII or full-width.
fn is_capital_file(c: char) -> bool {
    matches!(c, 'A'..='H' | '\u{FF21}'..='\u{FF28}')
}

/// For a word that is a move from square to square with a capital file letter in it: the byte offsets of its
/// capital file letters.
fn coordinate_files(word: &str) -> Option<Vec<usize>> {
    // Two squares need two ranks: `Bb5`, `Nf3` are turned away here, without a look at their letters.
    let ranks = word
        .chars()
        .filter(|&c| matches!(plain_char(c), '1'..='8'))
        .count();
    if ranks < 2 || !word.chars().any(is_capital_file) {
        return None;
    }
    let chars: Vec<(usize, char)> = word
        .char_indices()
        .map(|(i, c)| (i, plain_char(c)))
        .collect();
    // A move number glued in front: `2.E2E4`.
    let mut k = chars.iter().take_while(|(_, c)| c.is_ascii_digit()).count();
    if k > 0 {
        let dots = chars[k..]
            .iter()
            .take_while(|(_, c)| *c == '.' || *c == '…')
            .count();
        if dots == 0 {
            return None;
        }
        k += dots;
    }
    let c = |j: usize| chars.get(j).map(|&(_, c)| c);
    let is_file = |c: Option<char>| c.is_some_and(|c| matches!(c.to_ascii_lowercase(), 'a'..='h'));
    let is_rank = |c: Option<char>| c.is_some_and(|c| matches!(c, '1'..='8'));
    // A piece letter, unless it is the file of the first square (`B7A8`).
    let piece = c(k).is_some_and(|p| {
        (matches!(p, 'K' | 'Q' | 'R' | 'B' | 'N') || role_of_symbol(p).is_some())
            && !is_rank(c(k + 1))
    });
    let first = if piece { k + 1 } else { k };
    if !(is_file(c(first)) && is_rank(c(first + 1))) {
        return None;
    }
    let mut second = first + 2;
    if c(second).is_some_and(|s| matches!(s, '-' | 'x' | 'X' | ':')) {
        second += 1;
    }
    if !(is_file(c(second)) && is_rank(c(second + 1))) {
        return None;
    }
    let rest_ok = chars[second + 2..]
        .iter()
        .all(|&(_, r)| "=/()QRBNqrbn+#!?".contains(r) || role_of_symbol(r).is_some())
        && chars.len() - (second + 2) <= 6;
    if !rest_ok {
        return None;
    }
    let (f1, f2) = (c(first).unwrap_or('a'), c(second).unwrap_or('a'));
    // `B7a8`: a bishop on the seventh rank going to a8, as SAN writes it; not a pawn's move.
    if !piece && f1 == 'B' && f2.is_ascii_lowercase() {
        return None;
    }
    let files: Vec<usize> = [first, second]
        .into_iter()
        .filter(|&j| c(j).is_some_and(|f| f.is_ascii_uppercase()))
        .map(|j| chars[j].0)
        .collect();
    (!files.is_empty()).then_some(files)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_width_and_dashes_become_ascii() {
        for (typed, made) in [
            ("ｅ２—ｅ４", "e2-e4"),
            ("１．ｅ４（！？）", "1.e4(!?)"),
            ("e5×d6", "e5xd6"),
            ("1／2–1／2", "1/2-1/2"),
            ("马f3", "马f3"),
        ] {
            assert_eq!(plain(typed), made);
        }
    }

    #[test]
    fn every_piece_symbol_reads_back() {
        for role in Role::ALL {
            for letters in [Letters::Simplified, Letters::Traditional, Letters::Figurine] {
                assert_eq!(role_of_symbol(letters.of(role)), Some(role));
            }
        }
    }

    #[test]
    fn capital_coordinates_become_lower_case() {
        assert_eq!(lower_coordinates("E2E4 E7E5 G1F3"), "e2e4 e7e5 g1f3");
        assert_eq!(lower_coordinates("2.NG1-F3 b8c6"), "2.Ng1-f3 b8c6");
        assert_eq!(lower_coordinates("B7A8B h7h6"), "b7a8B h7h6");
        assert_eq!(lower_coordinates("Ｅ２Ｅ４"), "ｅ２ｅ４");
        // SAN and prose stay as they are.
        for text in ["B7a8", "Bc4 Nf3", "A4 paper", "Guest249", "C42"] {
            assert_eq!(lower_coordinates(text), text);
        }
    }
}
