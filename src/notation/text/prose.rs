//! The words around the moves of a pasted game: which runs of text are prose, which end a sentence, and the
//! few words that mean something to the game — game-ending words (`resigns`, `mate`, `认输`, `黑胜`), side
//! names (`White:`, `黑方`), evaluation signs (`+-`, `±`, `∞`, `N`) and marks written apart (`ep`, `ch`).

use pgn_reader::Nag;
use shakmaty::{Color, KnownOutcome, Outcome};

use super::word_piece::{Ending, Piece};
use crate::notation::characters::annotation::annotation_of;
use crate::notation::characters::letters::{is_cjk, plain};
use crate::notation::written::en_passant_len;

/// Evaluation signs and their standard NAGs (10 `=`, 13 `∞`, 14 `+/=`, 15 `=/+`, 16 `±`, 17 `∓`, 18 `+-`,
/// 19 `-+`, 146 `N` for a novelty).
const EVALUATIONS: [(&str, u8); 15] = [
    ("=", 10),
    ("∞", 13),
    ("+/=", 14),
    ("+=", 14),
    ("⩲", 14),
    ("=/+", 15),
    ("=+", 15),
    ("⩱", 15),
    ("±", 16),
    ("+/-", 16),
    ("∓", 17),
    ("-/+", 17),
    ("+-", 18),
    ("-+", 19),
    ("N", 146),
];

/// The NAG of an evaluation sign written as a whole word (a full stop after it is allowed: `=.`).
pub(crate) fn evaluation_of(word: &str) -> Option<Nag> {
    let p = plain(word);
    let p = p.trim_end_matches(['.', ',', ';']);
    let p = p.replace('−', "-");
    EVALUATIONS
        .iter()
        .find(|(sign, _)| *sign == p)
        .map(|&(_, n)| Nag(n))
}

/// Whether a word ends a sentence: a full stop, `!`, `?`, `:` or `;` (any width) at its end, before any
/// closing quote or bracket.
pub(crate) fn ends_sentence(word: &str) -> bool {
    let p = plain(word);
    if is_abbreviation(&p) {
        return false;
    }
    let p = p.trim_end_matches(['"', '\'', '”', '’', ')', '」', '』', '*']);
    p.ends_with(['.', '!', '?', ':', ';', '…', '|'])
}

/// Words with a full stop that do not end a sentence: `e.g.`, `i.e.`, `cf.`, `vs.`, an initial (`G.`).
fn is_abbreviation(word: &str) -> bool {
    let w = word.trim_start_matches(['(', '"', '\'', '“', '‘']);
    let lower = w.to_ascii_lowercase();
    const WORDS: [&str; 13] = [
        "e.g.", "i.e.", "cf.", "vs.", "viz.", "etc.", "approx.", "incl.", "mr.", "mrs.", "dr.",
        "st.", "ca.",
    ];
    WORDS.contains(&lower.as_str())
        || (w.len() == 2 && w.starts_with(|c: char| c.is_ascii_uppercase()) && w.ends_with('.'))
}

/// `White` or `Black` as a word (any case, with punctuation after it).
pub(crate) fn side_word(word: &str) -> Option<Color> {
    let w = word.trim_end_matches(|c: char| !c.is_alphanumeric());
    if w.eq_ignore_ascii_case("white") {
        Some(Color::White)
    } else if w.eq_ignore_ascii_case("black") {
        Some(Color::Black)
    } else {
        None
    }
}

fn decisive(winner: Color) -> Outcome {
    Outcome::Known(KnownOutcome::Decisive { winner })
}

/// Chinese words for a result or a resignation, as whole words.
fn chinese_word(word: &str) -> Option<Piece> {
    let w = word.trim_end_matches(['。', '！', '!', '.', '，', ',', '；', ';', '：', ':']);
    Some(match w {
        "白胜" | "白方胜" | "白方获胜" | "白方胜利" | "白棋胜" | "白勝" | "白方勝" => {
            Piece::Result(decisive(Color::White))
        }
        "黑胜" | "黑方胜" | "黑方获胜" | "黑方胜利" | "黑棋胜" | "黑勝" | "黑方勝" => {
            Piece::Result(decisive(Color::Black))
        }
        "和" | "和棋" | "和局" | "平局" | "握手言和" | "双方和棋" | "双方同意和棋" | "雙方和棋" => {
            Piece::Result(Outcome::Known(KnownOutcome::Draw))
        }
        "认输" | "認輸" | "认负" | "投子认负" | "投子認負" => {
            Piece::End(Ending::Resigns)
        }
        "白方认输" | "白认输" | "白棋认输" | "白方認輸" => {
            Piece::End(Ending::SideResigns(Color::White))
        }
        "黑方认输" | "黑认输" | "黑棋认输" | "黑方認輸" => {
            Piece::End(Ending::SideResigns(Color::Black))
        }
        "白方" | "白棋" => Piece::Side(Color::White),
        "黑方" | "黑棋" => Piece::Side(Color::Black),
        _ => return None,
    })
}

/// English game-ending words, as whole words (any case, punctuation after them allowed).
fn ending_word(word: &str) -> Option<Ending> {
    let w = word.trim_end_matches(|c: char| !c.is_alphanumeric());
    let lower = w.to_ascii_lowercase();
    Some(match lower.as_str() {
        "resigns" | "resigned" | "resign" => Ending::Resigns,
        "mate" | "checkmate" => Ending::Mate,
        "drawn" | "draw" => Ending::Drawn,
        "wins" | "won" => Ending::Wins,
        _ => return None,
    })
}

/// What a run of text that holds no move, number or result is: a mark, a special word, punctuation or prose.
pub(crate) fn classify_run(run: &str) -> Piece {
    let p = plain(run);
    if p == "*" {
        return Piece::Result(Outcome::Unknown);
    }
    if let Some(nag) = annotation_of(&p) {
        return Piece::Nag(nag);
    }
    if let Some(nag) = evaluation_of(run) {
        return Piece::Nag(nag);
    }
    if crate::notation::characters::vocabulary::CHECK_MARKS.contains(&p.as_str()) {
        return Piece::Check;
    }
    if en_passant_len(run) == Some(run.len()) {
        return Piece::EnPassant;
    }
    if let Some(piece) = chinese_word(run) {
        return piece;
    }
    if let Some(ending) = ending_word(run) {
        return Piece::End(ending);
    }
    let colon = p.ends_with(':');
    if colon && let Some(side) = side_word(&p) {
        return Piece::Side(side);
    }
    let stop = ends_sentence(run);
    // Judged by the plain form: full-width brackets and commas (`（`, `，`) are punctuation, not Chinese words.
    if !p.chars().any(|c| c.is_alphanumeric() || is_cjk(c)) {
        return Piece::Punct { stop };
    }
    let lower = run.chars().next().is_some_and(|c| c.is_ascii_lowercase());
    Piece::Prose { lower, stop }
}

/// Prose made into a comment: its lines joined with single spaces.
pub(crate) fn comment_text(prose: &str) -> String {
    prose.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evaluation_signs_are_nags() {
        assert_eq!(evaluation_of("+-"), Some(Nag(18)));
        assert_eq!(evaluation_of("−+"), Some(Nag(19)));
        assert_eq!(evaluation_of("=."), Some(Nag(10)));
        assert_eq!(evaluation_of("∓"), Some(Nag(17)));
        assert_eq!(evaluation_of("N"), Some(Nag(146)));
        assert_eq!(evaluation_of("Nf3"), None);
    }

    #[test]
    fn sentences_end_where_readers_expect() {
        assert!(ends_sentence("plan."));
        assert!(ends_sentence("this?\""));
        assert!(ends_sentence("自然。"));
        assert!(ends_sentence("moves:"));
        assert!(!ends_sentence("even,"));
        assert!(!ends_sentence("simple"));
        assert!(!ends_sentence("e.g."));
        assert!(!ends_sentence("G."));
    }

    #[test]
    fn special_words() {
        assert_eq!(classify_run("Resigns"), Piece::End(Ending::Resigns));
        assert_eq!(classify_run("resigns?."), Piece::End(Ending::Resigns));
        assert_eq!(classify_run("Black:"), Piece::Side(Color::Black));
        assert_eq!(
            classify_run("和棋"),
            Piece::Result(Outcome::Known(KnownOutcome::Draw))
        );
        assert_eq!(
            classify_run("This"),
            Piece::Prose {
                lower: false,
                stop: false
            }
        );
        assert_eq!(classify_run("—"), Piece::Punct { stop: false });
        assert_eq!(comment_text(" a\n  b "), "a b");
    }
}
