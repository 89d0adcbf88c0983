//! What may be written next on a page, in the recogniser's classes: the spellings of every legal move (the
//! notation module's own writers, in every style a printed score uses, with the variants printers use for the
//! capture mark, the dash and castling), the move number expected here, and the results. One trie a position.

use shakmaty::{Chess, Move, Position, Role};

use super::recognise::Alphabet;
use crate::notation::{NotationStyle, write_move, write_move_in};

/// What a spelling stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    Move(Move),
    /// The number of the move (`12.`, `12`, `⑫`, `12...` before Black's move).
    Number,
    /// The result: 1-0, 0-1, a draw.
    Result(&'static str),
}

/// The results as books and sheets print them, with the PGN result each stands for (`*`, a game not finished, as
/// programs print it: a result only at the end of its line, see [`super::beam`]).
pub const RESULTS: [(&str, &str); 15] = [
    ("1-0", "1-0"),
    ("0-1", "0-1"),
    ("1/2-1/2", "1/2-1/2"),
    ("½-½", "1/2-1/2"),
    ("1:0", "1-0"),
    ("0:1", "0-1"),
    ("白胜", "1-0"),
    ("黑胜", "0-1"),
    ("白方胜", "1-0"),
    ("黑方胜", "0-1"),
    ("白方获胜", "1-0"),
    ("黑方获胜", "0-1"),
    ("和棋", "1/2-1/2"),
    ("和局", "1/2-1/2"),
    ("*", "*"),
];

/// How the printed recogniser reads a draw's `½`, a glyph it has no class for (PP-OCR's dictionary lacks it): as
/// `1/2`, or with a `%` for its figures and slash (probed on `½-½` set in eleven faces: `1/2-1/2`, `%-%2`, `12-1/2`,
/// `/2-1%2`; a page of new user H ended `57.Rh7+ ½-½`, read `%-%2`, and stopped there).
const HALF_AS_READ: [&str; 6] = ["1/2", "1%2", "%2", "%", "12", "/2"];

/// The spellings of [`RESULTS`] with the result each stands for, a draw's `½-½` also as a recogniser that lacks `½`
/// reads it ([`HALF_AS_READ`]): where `alphabet` has no `½`, and always where no alphabet is given (the text a
/// recogniser read, looked at for what it holds).
pub fn result_spellings(alphabet: Option<&Alphabet>) -> Vec<(String, &'static str)> {
    let lacks_half = alphabet.is_none_or(|a| a.class('½').is_none());
    let mut out: Vec<(String, &'static str)> = Vec::new();
    for (text, result) in RESULTS {
        let mut spelled = vec![text.to_string()];
        if lacks_half && text == "½-½" {
            for first in HALF_AS_READ {
                spelled.extend(
                    HALF_AS_READ
                        .iter()
                        .map(|second| format!("{first}-{second}")),
                );
            }
        }
        for s in spelled {
            if !out.iter().any(|(t, _)| *t == s) {
                out.push((s, result));
            }
        }
    }
    out
}

/// The styles whose spellings are tried: SAN in English, Simplified and Traditional characters, and the long
/// notation in both letter sets.
const STYLES: [NotationStyle; 5] = [
    NotationStyle::En,
    NotationStyle::Zh,
    NotationStyle::ZhHant,
    NotationStyle::Long,
    NotationStyle::LongEn,
];

/// Characters between words: spaces, the commas and semicolons of a list, and the marks a book puts after a move
/// (`3.d4 Bg4? 4.dxe5`, `e5!`, `Nf3!?`: the move is the same without them, as the text reader reads it).
/// The first glyphs of the results that do not begin with a digit (`*`, `和棋`, `½-½`): on a result line, where the
/// result follows words (`结果：*`), a result may begin inside a word of prose, as a move number may.
pub fn result_first_glyphs() -> impl Iterator<Item = char> {
    RESULTS
        .iter()
        .filter_map(|(text, _)| text.chars().next())
        .filter(|c| !c.is_ascii_digit())
}

pub const SEPARATORS: [char; 10] = [' ', ',', ';', '，', '；', '、', '!', '?', '！', '？'];

/// The class of a trie edge that any glyph (not a blank, not a separator, not a digit) may take.
pub const ANY: u16 = u16::MAX;
/// The class of a trie edge that any glyph but a separator may take, digits too: the word of a move the user chose,
/// whatever the picture shows there (a misprint `王h5` where `后×f3` was meant).
pub const ANY_GLYPH: u16 = u16::MAX - 1;

#[derive(Default)]
pub struct TrieNode {
    pub children: Vec<(u16, u32)>,
    /// The words spelled by the path to this node.
    pub ends: Vec<u32>,
}

/// Every spelling that may come next in one position, by class.
pub struct Trie {
    pub nodes: Vec<TrieNode>,
    /// Each word with its spelling as text.
    pub words: Vec<(Word, String)>,
}

impl Trie {
    pub fn child(&self, node: u32, class: u16) -> Option<u32> {
        self.nodes[node as usize]
            .children
            .iter()
            .find(|(c, _)| *c == class)
            .map(|&(_, n)| n)
    }

    /// The spellings of `pos`'s legal moves, the number of the move `ply` (plies played from the start), the
    /// results. With `only`, the spellings of that move alone and no result (a move chosen by the user).
    pub fn of_position(pos: &Chess, ply: u32, alphabet: &Alphabet, only: Option<Move>) -> Trie {
        let mut words: Vec<(Word, String)> = Vec::new();
        let mut by_spelling: std::collections::HashMap<String, Option<Move>> = Default::default();
        let moves = match only {
            Some(m) => vec![m],
            None => pos.legal_moves().into_iter().collect(),
        };
        for m in moves {
            for spelling in move_spellings(pos, m) {
                let entry = by_spelling.entry(spelling).or_insert(Some(m));
                if *entry != Some(m) {
                    // A spelling of two moves says neither.
                    *entry = None;
                }
            }
        }
        let mut spellings: Vec<(String, Move)> = by_spelling
            .into_iter()
            .filter_map(|(s, m)| m.map(|m| (s, m)))
            .collect();
        spellings.sort_by(|a, b| a.0.cmp(&b.0));
        words.extend(spellings.into_iter().map(|(s, m)| (Word::Move(m), s)));
        let n = ply / 2 + 1;
        let mut unseen_number = false;
        if ply.is_multiple_of(2) {
            let circled = circled(n);
            unseen_number = circled.chars().any(|c| alphabet.class(c).is_none());
            for s in [format!("{n}."), format!("{n}"), format!("{n})"), circled] {
                words.push((Word::Number, s));
            }
        } else {
            for s in [
                format!("{n}..."),
                format!("{n}…"),
                format!("{n}.…"),
                format!("{n}.."),
            ] {
                words.push((Word::Number, s));
            }
        }
        if only.is_none() {
            for (text, result) in result_spellings(Some(alphabet)) {
                words.push((Word::Result(result), text));
            }
        }
        let mut trie = Trie {
            nodes: vec![TrieNode::default()],
            words: Vec::new(),
        };
        for (word, text) in words {
            let Some(classes) = alphabet.spelled(&text) else {
                // A spelling the recogniser cannot write (`⑤`…: not in PP-OCR's dictionary) is never seen.
                continue;
            };
            let index = trie.words.len() as u32;
            trie.words.push((word, text));
            let mut node = 0u32;
            for c in classes {
                node = match trie.child(node, c) {
                    Some(n) => n,
                    None => {
                        let n = trie.nodes.len() as u32;
                        trie.nodes.push(TrieNode::default());
                        trie.nodes[node as usize].children.push((c, n));
                        n
                    }
                };
            }
            trie.nodes[node as usize].ends.push(index);
        }
        if let Some(m) = only {
            // The move chosen is read from whatever word stands at its place: one or more glyphs of any kind.
            let index = trie.words.len() as u32;
            trie.words
                .push((Word::Move(m), write_move(pos, m, NotationStyle::En)));
            let any = trie.nodes.len() as u32;
            trie.nodes.push(TrieNode {
                children: vec![(ANY_GLYPH, any)],
                ends: vec![index],
            });
            trie.nodes[0].children.push((ANY_GLYPH, any));
        }
        if unseen_number {
            // A circled number the recogniser has no class for (PP-OCR knows ①–④ and ⑧ only): one or two glyphs of
            // any kind where White's move number is expected stand for it. Its value is not checked; the moves are.
            let index = trie.words.len() as u32;
            trie.words.push((Word::Number, format!("({n})")));
            let one = trie.nodes.len() as u32;
            let two = one + 1;
            trie.nodes.push(TrieNode {
                children: vec![(ANY, two)],
                ends: vec![index],
            });
            trie.nodes.push(TrieNode {
                children: Vec::new(),
                ends: vec![index],
            });
            trie.nodes[0].children.push((ANY, one));
        }
        trie
    }
}

/// The ways a printed score spells `m`: each style's writer, then the capture mark as `×`, `:` or `X`, the long
/// notation's dash as `—`, castling with zeros or letters, the check mark left out.
pub fn move_spellings(pos: &Chess, m: Move) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut push = |s: String| {
        if !out.contains(&s) {
            out.push(s);
        }
    };
    for (style, written) in STYLES.into_iter().zip(write_move_in(pos, m, &STYLES)) {
        let mut forms = vec![written.clone()];
        if m.is_castle() {
            forms.push(written.replace('0', "O"));
            forms.push(written.replace('O', "0"));
        }
        if let Some(plain) = written.strip_suffix(" e.p.") {
            forms.push(plain.to_string());
        }
        let with_marks: Vec<String> = forms.clone();
        for f in with_marks {
            let bare = f.trim_end_matches(['+', '#']);
            if bare.len() != f.len() {
                forms.push(bare.to_string());
                if f.ends_with("++") {
                    forms.push(format!("{bare}+"));
                }
            }
        }
        for f in forms {
            push(f.clone());
            if f.contains('x') {
                push(f.replace('x', "×"));
                push(f.replace('x', ":"));
                // A full-width `×` of a Chinese face, as the recogniser reads it (the text reader takes `X` too).
                push(f.replace('x', "X"));
            }
            if matches!(style, NotationStyle::Long | NotationStyle::LongEn) && f.contains('-') {
                let dashed = f.replace('-', "—");
                push(dashed.replace('x', "×"));
                push(dashed);
            }
        }
    }
    // A pawn's move with its piece named, as some Chinese books print it (`兵e2—e4`, `兵e5×d4`, `兵exd5`): the text
    // reader reads it, so the picture reader does.
    if m.role() == Role::Pawn {
        let named: Vec<String> = out.iter().map(|f| format!("兵{f}")).collect();
        out.extend(named);
    }
    out
}

/// `①`…`㊿` for the numbers printed so.
fn circled(n: u32) -> String {
    let c = match n {
        1..=20 => char::from_u32(0x2460 + n - 1),
        21..=35 => char::from_u32(0x3251 + n - 21),
        36..=50 => char::from_u32(0x32B1 + n - 36),
        _ => None,
    };
    c.map(String::from).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use shakmaty::san::San;
    use shakmaty::{Chess, Position};

    use super::move_spellings;

    /// A pawn's capture is spelled with the capture mark as books print it: `x`, `×`, `:`, and the `X` a full-width
    /// `×` of a Chinese face is read as (measure-21-table-en of the second measuring set: `cXd6` stopped the reading).
    #[test]
    fn a_capture_is_spelled_with_every_mark_books_print() {
        let mut pos = Chess::default();
        for m in ["e4", "d5"] {
            let san: San = m.parse().unwrap_or_else(|e| panic!("{e}"));
            let mv = san.to_move(&pos).unwrap_or_else(|e| panic!("{e}"));
            pos.play_unchecked(mv);
        }
        let san: San = "exd5".parse().unwrap_or_else(|e| panic!("{e}"));
        let mv = san.to_move(&pos).unwrap_or_else(|e| panic!("{e}"));
        let spellings = move_spellings(&pos, mv);
        for want in ["exd5", "e×d5", "e:d5", "eXd5"] {
            assert!(
                spellings.iter().any(|s| s == want),
                "{want} not in {spellings:?}"
            );
        }
    }

    /// A pawn's move is spelled with its piece named too, as some Chinese books print it (`兵e2—e4`, `兵e4×d5`):
    /// a full-notation page set so stopped at its first move, `e4` 100 %, "no legal move here".
    #[test]
    fn a_pawn_s_move_is_spelled_with_its_piece_named_too() {
        let mut pos = Chess::default();
        let san: San = "e4".parse().unwrap_or_else(|e| panic!("{e}"));
        let e4 = san.to_move(&pos).unwrap_or_else(|e| panic!("{e}"));
        let spellings = move_spellings(&pos, e4);
        for want in ["e4", "兵e4", "e2—e4", "兵e2—e4", "兵e2-e4"] {
            assert!(
                spellings.iter().any(|s| s == want),
                "{want} not in {spellings:?}"
            );
        }
        pos.play_unchecked(e4);
        let san: San = "Nf6".parse().unwrap_or_else(|e| panic!("{e}"));
        let knight = san.to_move(&pos).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            !move_spellings(&pos, knight)
                .iter()
                .any(|s| s.starts_with('兵'))
        );
    }
}
