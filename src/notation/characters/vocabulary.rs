//! The written words of chess, each table once: castling words, en passant forms, check and mate words, the ICCF
//! promotion digits, Chinese piece names written with a look-alike character. The lexer of a written move
//! ([`written`](crate::notation::written)), the writer of each style ([`style`](crate::notation::writing::style)) and
//! the ranking of suggestions ([`ranking`](crate::notation::matching::ranking)) all read them here.

use shakmaty::{CastlingSide, Role};

/// Castling written in words, and the side each names (`None`: the side is not said).
pub(crate) const CASTLING_WORDS: [(&str, Option<CastlingSide>); 5] = [
    ("王车易位", None),
    ("王車易位", None),
    ("短易位", Some(CastlingSide::KingSide)),
    ("长易位", Some(CastlingSide::QueenSide)),
    ("長易位", Some(CastlingSide::QueenSide)),
];

/// The en passant marks, in plain lower-case ASCII, longest first: `(e.p.)`, `e.p.`, `ep.`… A bare `ep` counts
/// only where no letter follows (`epic` is a word).
pub(crate) const EN_PASSANT_FORMS: [&str; 8] = [
    "(e.p.)", "(e.p)", "(ep)", ".e.p.", ".e.p", "e.p.", "e.p", "ep.",
];

/// Check and mate as books glue them to a move (`Qh5ch`, `Rd8mate`), in plain lower-case ASCII: what each says (1
/// check, 3 mate).
pub(crate) const CHECK_WORDS: [(&str, u8); 2] = [("mate", 3), ("ch", 1)];

/// Check and mate marks written apart from the move, as whole words (`dis ch` and `dbl ch` of descriptive books are
/// two of them).
pub(crate) const CHECK_MARKS: [&str; 11] = [
    "+", "++", "#", "ch", "Ch", "ch.", "dbl.ch", "dis", "dis.", "dbl", "dbl.",
];

/// Chinese piece names written with a character that only looks like them, as a hand or an OCR writes them: 乌 for
/// 马, 東 for 车, 兔 for 象.
pub(crate) fn look_alike_piece(c: char) -> Option<Role> {
    Some(match c {
        '乌' | '烏' | '鸟' | '鳥' => Role::Knight,
        '東' | '东' => Role::Rook,
        '兔' => Role::Bishop,
        _ => return None,
    })
}

/// The ICCF digit of a promotion piece (1 queen, 2 rook, 3 bishop, 4 knight).
pub fn iccf_promotion_digit(role: Role) -> char {
    match role {
        Role::Queen => '1',
        Role::Rook => '2',
        Role::Bishop => '3',
        _ => '4',
    }
}

/// The promotion piece of an ICCF digit.
pub(crate) fn iccf_promotion(digit: u8) -> Option<Role> {
    Some(match digit {
        b'1' => Role::Queen,
        b'2' => Role::Rook,
        b'3' => Role::Bishop,
        b'4' => Role::Knight,
        _ => return None,
    })
}

/// Words that open a line of commentary on a move, in English and Chinese (`White Comment:`, `Note:`, `黑方评论：`):
/// the rest of that line is a comment, and no move named in it is played.
const COMMENT_LABELS: [&str; 18] = [
    "comment",
    "comments",
    "commentary",
    "note",
    "notes",
    "explanation",
    "remark",
    "remarks",
    "idea",
    "评论",
    "评注",
    "注",
    "注释",
    "解说",
    "说明",
    "讲解",
    "点评",
    "分析",
];

/// The sides' names as a heading or a label writes them (`白方 张三`, `White: Carlsen`, `白方评论：…`), in lower case.
pub(crate) const SIDE_WORDS: [(&str, shakmaty::Color); 6] = [
    ("白方", shakmaty::Color::White),
    ("黑方", shakmaty::Color::Black),
    ("白棋", shakmaty::Color::White),
    ("黑棋", shakmaty::Color::Black),
    ("white", shakmaty::Color::White),
    ("black", shakmaty::Color::Black),
];

/// Whether a word opens a line of commentary (see [`COMMENT_LABELS`]): a label and its colon, maybe after a
/// side's name glued to it (`白方评论：…`).
pub(crate) fn is_comment_label(word: &str) -> bool {
    let word = SIDE_WORDS
        .iter()
        .filter(|(side, _)| !side.is_ascii())
        .find_map(|(side, _)| word.strip_prefix(side))
        .unwrap_or(word);
    let Some(colon) = word.find([':', '：']) else {
        return false;
    };
    let label = word[..colon].trim().to_lowercase();
    COMMENT_LABELS.contains(&label.as_str())
}

/// Words that head a move of a game set out as steps (`Step 3:`, `Move 3:`); the Chinese `第3步` is a move number
/// already.
pub(crate) const STEP_WORDS: [&str; 3] = ["step", "move", "round"];

/// Words in lower case that, right after a move, open a remark on it rather than make it the subject of a sentence
/// (`7..h6 this is the wrong plan`, `13.Nf5 and White is better`, `23.Qxb7 with a winning attack`).
const REMARK_WORDS: [&str; 34] = [
    "this",
    "that",
    "the",
    "a",
    "an",
    "and",
    "but",
    "with",
    "here",
    "now",
    "then",
    "so",
    "again",
    "black",
    "white",
    "he",
    "she",
    "i",
    "we",
    "it",
    "threatening",
    "winning",
    "last",
    "book",
    "novelty",
    "forced",
    "best",
    "strong",
    "weak",
    "good",
    "bad",
    "interesting",
    "dubious",
    "excellent",
];

/// Whether an English word after a move opens a remark on it (see [`REMARK_WORDS`]).
pub(crate) fn is_remark_word(word: &str) -> bool {
    let word: String = word.chars().take_while(|c| c.is_alphabetic()).collect();
    REMARK_WORDS.contains(&word.to_lowercase().as_str())
}
