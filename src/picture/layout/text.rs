//! What a piece's or a line's text, as the recogniser alone reads it, looks like, before any role is given: move
//! text (a square, castling, a result, a circled number), prose (words no move spells), or a move number alone.
//! The reading order asks it which column holds the move numbers; the roles ask it which lines are moves.

use super::super::spellings::result_spellings;
use crate::notation::role_of_symbol;

/// The results as a recogniser may read them, the draw's `½` as one that lacks it reads it too.
static RESULT_TEXTS: std::sync::LazyLock<Vec<(String, &'static str)>> =
    std::sync::LazyLock::new(|| result_spellings(None));

/// Whether a text may hold moves: a square (`e4`), castling, a result, a circled number.
pub fn is_move_text(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    // A result, as the beam spells them (not `*`, which stands in prose too), or half of a draw's.
    has_square(&chars)
        || ["0-0", "O-O", "o-o", "1/2", "½"]
            .iter()
            .any(|w| text.contains(w))
        || RESULT_TEXTS
            .iter()
            .any(|(spelled, _)| spelled != "*" && text.contains(spelled.as_str()))
        || chars.iter().any(|&c| circled(c))
}

/// Whether a text reads as words no move spells: two or more Latin words of three letters or more with a letter
/// no move has (`the`, `White`), or three or more Chinese characters that name no piece.
pub fn is_prose(text: &str) -> bool {
    let (words, chinese) = prose_counts(text);
    words >= 2 || chinese >= 3
}

/// The words of a text no move spells: Latin words and Chinese characters counted together.
pub fn prose_words(text: &str) -> usize {
    let (words, chinese) = prose_counts(text);
    words + chinese
}

/// Latin words of three letters or more with a letter no move has, and Chinese characters that name no piece.
fn prose_counts(text: &str) -> (usize, usize) {
    // A word run together from a sentence on a photo (`Bothsideshavechances.`, twelve letters or more, longer
    // than any move) counts as two.
    let words = text
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3 && w.chars().any(|c| !"abcdefghxKQRBNO".contains(c)))
        .map(|w| if w.len() >= 12 { 2 } else { 1 })
        .sum();
    let chinese = text
        .chars()
        .filter(|&c| ('\u{4E00}'..='\u{9FFF}').contains(&c) && role_of_symbol(c).is_none())
        .count();
    (words, chinese)
}

/// Whether a text is a move number alone: `12`, `12.`, `(12)`, a circled number, or the head of a number column.
/// Whether a text holds a circled move number (`⑪`, the full notation's).
pub fn has_circled_number(text: &str) -> bool {
    text.chars().any(circled)
}

/// Whether a text ends in a game's result (`Result: 1-0`, `结果：和棋`, `白方获胜`), a full stop or a reason in
/// brackets after it or not.
pub fn ends_in_result(text: &str) -> bool {
    let t = text.trim().trim_end_matches(['.', '。']);
    // A reason in brackets after it is no part of it (`结果：和棋（三次重复局面）`, `1/2-1/2 (repetition)`).
    let t = match t.strip_suffix([')', '）']) {
        Some(within) => within[..within.rfind(['(', '（']).unwrap_or(within.len())].trim_end(),
        None => t,
    };
    // An unfinished game's `*` only after a label's colon (`Result: *`, `结果：*`), not a remark's footnote mark.
    let unfinished = t
        .strip_suffix('*')
        .is_some_and(|before| before.trim_end().ends_with([':', '：']));
    // The results the beam reads, and as the recogniser alone may read them: a zero as a letter O (`O-1`), a draw's
    // first half as `V2` (`-1/2`).
    let finished = RESULT_TEXTS
        .iter()
        .map(|r| r.0.as_str())
        .filter(|r| *r != "*");
    unfinished || (finished.chain(["1-O", "O-1", "-1/2", "-½"])).any(|r| t.ends_with(r))
}

/// Whether a glyph is one of castling's letters, as the recogniser may read it (`O`, `0`, `o`).
fn castling_letter(c: char) -> bool {
    matches!(c, 'O' | '0' | 'o')
}

/// Whether a text names a move itself: a square or castling (not a result, nor a move number alone). Castling's
/// letters may be read as zeros and back, each on its own (`O-0`).
pub fn names_a_move(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    has_square(&chars)
        || chars
            .windows(3)
            .any(|w| castling_letter(w[0]) && w[1] == '-' && castling_letter(w[2]))
}

/// Whether the text has a square: a file and a rank, not at the end of a word of other letters (`Round3` of a
/// footer run together on a photo, `Games of Round 3`, had made the footer the last line of moves; a capture's `x`
/// and a file before it stay, `exd5`, `Nbd7`).
fn has_square(chars: &[char]) -> bool {
    (0..chars.len().saturating_sub(1)).any(|i| is_square_at(chars, i))
}

/// Whether a square begins at `chars[i]`, not at the end of a word of other letters (see [`has_square`]).
fn is_square_at(chars: &[char], i: usize) -> bool {
    let in_a_word = i > 0
        && chars[i - 1].is_ascii_lowercase()
        && !('a'..='h').contains(&chars[i - 1])
        && chars[i - 1] != 'x';
    i + 1 < chars.len()
        && ('a'..='h').contains(&chars[i])
        && ('1'..='8').contains(&chars[i + 1])
        && !in_a_word
}

pub fn is_number(text: &str) -> bool {
    let t = text.trim();
    number_value(t).is_some()
        || (t.chars().count() == 1 && t.chars().all(circled))
        || is_number_head(t)
}

/// The move number a text is alone, in digits (`12`, `12.`, `(12)`, `（12）`, `12、`). No move number is 0 or
/// begins with 0: `0` is what is left of a number half read (a photo's circled `⑩` read `0` had stopped a table's
/// reading at move 10, "the number printed here is not 10").
pub fn number_value(text: &str) -> Option<u32> {
    let digits = text
        .trim()
        .trim_start_matches(['(', '（'])
        .trim_end_matches(['.', ')', '）', '、']);
    if digits.is_empty()
        || digits.len() > 3
        || digits.starts_with('0')
        || !digits.chars().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    digits.parse().ok()
}

/// Whether a line of text ends in a move number with its full stop (`Play continued 2...`, `Then came 17.`): the
/// sentence goes on into its move on the next line.
pub fn ends_in_move_number(text: &str) -> bool {
    let t = text.trim_end();
    let digits = t.trim_end_matches(['.', '…']);
    if digits.len() == t.len() {
        return false;
    }
    let number = digits
        .chars()
        .rev()
        .take_while(|c| c.is_ascii_digit())
        .count();
    // A number of its own, not a square's rank (`e4...`).
    let before = digits.chars().rev().nth(number);
    (1..=3).contains(&number) && before.is_none_or(|c| !c.is_ascii_alphanumeric())
}

/// Whether a line of text ends in a move broken at a place a typesetter breaks a line: after its hyphen (`4.d4 O-`,
/// `e2-`) or after its Chinese piece character (`17.象c4马`). Its rest begins the next line.
pub fn ends_in_broken_move(text: &str) -> bool {
    let Some(word) = text.split_whitespace().last() else {
        return false;
    };
    // (The word after its move number: `4.O-`; not the `0` of `0-`.)
    let number = word
        .char_indices()
        .take_while(|&(_, c)| c.is_ascii_digit() || c == '.' || c == '…')
        .filter(|&(_, c)| c == '.' || c == '…')
        .last()
        .map_or(0, |(i, c)| i + c.len_utf8());
    let word = &word[number..];
    // A piece character at the word's end, alone or after a move run together with it (`17.象c4马`), not after
    // Chinese words (`走马`).
    let mut back = word.chars().rev();
    if back.next().is_some_and(|c| role_of_symbol(c).is_some())
        && back.next().is_none_or(|c| c.is_ascii())
    {
        return true;
    }
    let Some(begun) = word.strip_suffix('-') else {
        return false;
    };
    let castling = ["O", "0", "o", "O-O", "0-0", "o-o"].contains(&begun);
    // A square, after a piece letter or character maybe (`e2-`, `Ng1-`, `马g1-`).
    let chars: Vec<char> = begun.chars().collect();
    let square = match chars[..] {
        [f, r] => ('a'..='h').contains(&f) && ('1'..='8').contains(&r),
        [p, f, r] => {
            ("KQRBN".contains(p) || role_of_symbol(p).is_some())
                && ('a'..='h').contains(&f)
                && ('1'..='8').contains(&r)
        }
        _ => false,
    };
    castling || square
}

/// Whether a text holds a move number: one to three digits with a full stop or dots after them (`8.`, `9...Qb4`,
/// `12…`), not a square's rank (`played e4.`), or a circled number.
pub fn has_move_number(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    let numbered = (0..chars.len()).any(|i| {
        let digits = chars[..i]
            .iter()
            .rev()
            .take_while(|c| c.is_ascii_digit())
            .count();
        matches!(chars[i], '.' | '…')
            && (1..=3).contains(&digits)
            && (i == digits || !chars[i - digits - 1].is_ascii_alphabetic())
    });
    numbered || has_circled_number(text)
}

/// The move numbers a line prints, each as the ply it numbers (`9.`, White's ninth move: 16; `9...`: 17), with how
/// many words naming a move follow it on the line before the next number (`9.Bg5 b5`: 16 and 2). A number may stand
/// inside a word, not after a letter (`开局走成1.b4`; not a square's rank, `e4.`).
pub fn numbered_plies(text: &str) -> Vec<(u32, u32)> {
    let mut plies: Vec<(u32, u32)> = Vec::new();
    for word in text.split(|c: char| c.is_whitespace() || "，。；、,;".contains(c)) {
        let chars: Vec<char> = word.chars().collect();
        let mut i = 0;
        let mut move_after = 0;
        while i < chars.len() {
            let digits = chars[i..].iter().take_while(|c| c.is_ascii_digit()).count();
            let dots = chars[i + digits..]
                .iter()
                .take_while(|&&c| matches!(c, '.' | '…'))
                .count();
            let after_letter = i > 0 && chars[i - 1].is_ascii_alphabetic();
            let number: String = chars[i..i + digits].iter().collect();
            match number_value(&number).filter(|_| dots > 0 && !after_letter) {
                Some(n) => {
                    let black = dots > 1 || chars[i + digits] == '…';
                    plies.push((2 * (n - 1) + u32::from(black), 0));
                    i += digits + dots;
                    move_after = i;
                }
                None => i += digits.max(1),
            }
        }
        if let Some(last) = plies.last_mut() {
            last.1 += moves_named(&chars[move_after..]);
        }
    }
    plies
}

/// How many moves a word names: its squares, a square right after another (`d2—d3`, `d2xd3`) no move of its own, and
/// its castlings. Moves run together count each (`王f6!31.车fc4!?车dd6`: after `31.`, two moves, and the game's
/// next ply is Black's 32nd, so a remark's `31..车a2` after it goes back).
fn moves_named(chars: &[char]) -> u32 {
    let mut count = 0;
    let mut last_square_end: Option<usize> = None;
    let mut i = 0;
    while i + 1 < chars.len() {
        if is_square_at(chars, i) {
            let joined = last_square_end.is_some_and(|end| {
                i == end || (i == end + 1 && matches!(chars[end], '-' | '—' | '–' | 'x' | ':'))
            });
            count += u32::from(!joined);
            last_square_end = Some(i + 2);
            i += 2;
        } else if castling_letter(chars[i])
            && chars[i + 1] == '-'
            && chars.get(i + 2).copied().is_some_and(castling_letter)
        {
            count += 1;
            i += 3;
            // Queenside: `-O` once more.
            while chars.get(i) == Some(&'-')
                && chars.get(i + 1).copied().is_some_and(castling_letter)
            {
                i += 2;
            }
        } else {
            i += 1;
        }
    }
    count
}

/// Whether a glyph opens a side line's bracket (round, square or full-width).
pub fn opens_bracket(c: char) -> bool {
    matches!(c, '(' | '[' | '{' | '（')
}

/// Whether a glyph closes one.
pub fn closes_bracket(c: char) -> bool {
    matches!(c, ')' | ']' | '}' | '）')
}

/// The text of a line outside its brackets: a side line in brackets (`[28...Qxe3+ 29.Bxe3] with a complex game.
/// 29.Rg3`) is no part of the game's count. A bracket closed with none opened before it on the line closes one opened
/// on a line before (all before it is inside); one opened and not closed goes on past the line's end.
pub fn outside_brackets(text: &str) -> String {
    let (opens, closes) = (opens_bracket, closes_bracket);
    let first_open = text.find(opens);
    let mut depth: usize = match text.find(closes) {
        Some(close) if first_open.is_none_or(|open| close < open) => 1,
        _ => 0,
    };
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if opens(c) {
            depth += 1;
        } else if closes(c) {
            depth = depth.saturating_sub(1);
        } else if depth == 0 {
            out.push(c);
        }
    }
    out
}

/// Whether a text has a word that is neither move text nor a number (`17. Nxe4 a`: the `a` of `a natural move`).
pub fn has_stray_word(text: &str) -> bool {
    text.split_whitespace()
        .map(|w| w.trim_matches([',', ';', ':', '!', '?', '，', '。']))
        .any(|w| w.chars().any(char::is_alphabetic) && !is_move_text(w) && !is_number(w))
}

/// Whether a line of text ends a sentence with a move: its last word a move with a full stop after it (`6.Nf3 h6.`,
/// `10.Bxc4.`, `车a1+。`; not a move number's, `10.`).
pub fn ends_a_sentence(text: &str) -> bool {
    text.split_whitespace().last().is_some_and(|w| {
        let bare = w.trim_end_matches(['.', '。']);
        bare.len() < w.len()
            && !ends_in_move_number(w)
            && names_a_move(bare)
            && !bare.ends_with('.')
    })
}

/// Whether a line of text begins with move text (`h6 3. Nf3`, `Bf8 18. a4`): its first word is move text and begins
/// as a move does, with a file, a piece or castling's `0`/`O` (not `如改走d5则较稳健。`, words run together on a photo
/// around a square).
pub fn begins_with_move(text: &str) -> bool {
    text.split_whitespace().next().is_some_and(|w| {
        is_move_text(w)
            && w.chars()
                .next()
                .is_some_and(|c| ("abcdefghKQRBN0Oo").contains(c) || role_of_symbol(c).is_some())
    })
}

/// Whether a text is the head of a number column: `No.`, `#`, `步`, `回合`.
pub fn is_number_head(text: &str) -> bool {
    ["No.", "No", "#", "步", "回合"].contains(&text.trim())
}

fn circled(c: char) -> bool {
    matches!(c, '\u{2460}'..='\u{2473}' | '\u{3251}'..='\u{325F}' | '\u{32B1}'..='\u{32BF}')
}

#[cfg(test)]
mod tests;
