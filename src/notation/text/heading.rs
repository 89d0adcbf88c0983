//! The players named in the heading a book, a bulletin or a printed sheet sets above a game: `余泰来—韦奕`,
//! `Kasparov – Topalov`, `Anand vs. Carlsen`, `白方 卜祥志  黑方 余泰来`, `White: Carlsen  Black: Nepomniachtchi`. A
//! game's number before them (`第8局`, `Game 12`) and a place or a year after a comma are no part of a name.
//!
//! A heading read from a picture has its long dash as `一` (the recogniser's `—` and `一` look alike): between two
//! Chinese names of two to four characters it is the dash.

use shakmaty::Color;

use crate::notation::characters::vocabulary::SIDE_WORDS;

/// White's and Black's names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Players {
    pub white: String,
    pub black: String,
}

/// What stands between two players' names, longest first.
const BETWEEN: [&str; 10] = [
    " vs. ", " vs ", " v. ", " v ", " – ", " — ", " - ", "—", "–", "－",
];

/// Chinese "against": between two names as a dash is.
const AGAINST: [char; 2] = ['对', '對'];

/// The players a heading line names, if it names two.
///
/// ```
/// use jipu::notation::players_in_heading;
/// let p = players_in_heading("第8局  余泰来—韦奕").unwrap();
/// assert_eq!((p.white.as_str(), p.black.as_str()), ("余泰来", "韦奕"));
/// let p = players_in_heading("Kasparov – Topalov, Wijk aan Zee 1999").unwrap();
/// assert_eq!((p.white.as_str(), p.black.as_str()), ("Kasparov", "Topalov"));
/// assert!(players_in_heading("1. e4 e5 2. Nf3").is_none());
/// ```
pub fn players_in_heading(line: &str) -> Option<Players> {
    let line = line.trim();
    labelled(line).or_else(|| dashed(without_number(line)))
}

/// `白方 A 黑方 B`, `White: A Black: B`.
fn labelled(line: &str) -> Option<Players> {
    let lower = line.to_lowercase();
    if lower.len() != line.len() {
        // A letter whose lower case is longer: the labels' places would not be the line's.
        return None;
    }
    // Each side's label, where it starts and ends.
    let mut labels: Vec<(usize, usize, Color)> = Vec::new();
    for (word, side) in SIDE_WORDS {
        if let Some(at) = lower.find(word) {
            labels.push((at, at + word.len(), side));
        }
    }
    labels.sort_unstable_by_key(|l| (l.0, l.1));
    let [(w0, w1, Color::White), (b0, b1, Color::Black)] = labels[..] else {
        return None;
    };
    if w0 != 0 {
        return None;
    }
    let white = name(&line[w1..b0])?;
    let black = name(&line[b1..])?;
    Some(Players { white, black })
}

/// A name between labels: what is left of it once the colon and the spaces are gone.
fn name(text: &str) -> Option<String> {
    let text = text.trim_matches(|c: char| {
        c.is_whitespace() || matches!(c, ':' | '：' | ',' | '，' | ';' | '；')
    });
    is_name(text).then(|| text.to_string())
}

/// Whether `text` may be a player's name: letters (and the marks of names), no digits, not too long.
fn is_name(text: &str) -> bool {
    !text.is_empty()
        && text.chars().count() <= 40
        && text.chars().any(char::is_alphabetic)
        && !text.chars().any(|c| c.is_ascii_digit())
}

/// The line without a game's number before the names: `第8局`, `Game 12`, `12.`.
fn without_number(line: &str) -> &str {
    let rest = if let Some(after) = line.strip_prefix('第') {
        match after.find(['局', '盘', '盤']) {
            Some(end) if after[..end].chars().all(|c| c.is_ascii_digit()) => {
                &after[end + '局'.len_utf8()..]
            }
            _ => line,
        }
    } else if line.to_lowercase().starts_with("game ") {
        line[5..].trim_start_matches(|c: char| c.is_ascii_digit() || c == '.' || c == ':')
    } else {
        line.trim_start_matches(|c: char| c.is_ascii_digit())
            .strip_prefix('.')
            .filter(|_| line.starts_with(|c: char| c.is_ascii_digit()))
            .unwrap_or(line)
    };
    rest.trim()
}

/// `A — B`, `A - B`, `A vs B`, `A对B`; and `A一B` between Chinese names.
fn dashed<'a>(line: &'a str) -> Option<Players> {
    let split = BETWEEN
        .iter()
        .find_map(|sep| line.split_once(sep))
        .or_else(|| line.split_once(AGAINST))
        .or_else(|| dash_read_as_one(line))
        .or_else(|| hyphen_read_without_spaces(line))?;
    // After a name: `, Wijk aan Zee 1999`, `（1999）`, the side `（白）`.
    let bare = |name: &'a str| match name.find([',', '，', '(', '（']) {
        Some(cut) => name[..cut].trim(),
        None => name.trim(),
    };
    let (white, black) = (bare(split.0), bare(split.1));
    (is_name(white) && is_name(black)).then(|| Players {
        white: white.to_string(),
        black: black.to_string(),
    })
}

/// `Anand-Carlsen`: the spaces around a dash lost in a picture's reading. Only a line that is the one hyphen between
/// two capitalised words of letters: `Vachier-Lagrave` alone would be read as two players, but a heading names two,
/// and `Vachier-Lagrave-Carlsen` (two hyphens) names none.
fn hyphen_read_without_spaces(line: &str) -> Option<(&str, &str)> {
    let (a, b) = line.split_once('-')?;
    let word = |s: &str| {
        s.len() >= 2
            && s.starts_with(|c: char| c.is_uppercase())
            && s.chars().all(char::is_alphabetic)
    };
    (word(a) && word(b)).then_some((a, b))
}

/// `余泰来一韦奕`: the one `一` that leaves two Chinese names of two to four characters each side of it.
fn dash_read_as_one(line: &str) -> Option<(&str, &str)> {
    let chinese_name = |s: &str| {
        let n = s.chars().count();
        (2..=4).contains(&n) && s.chars().all(crate::notation::characters::letters::is_cjk)
    };
    let mut found = None;
    for (at, _) in line.match_indices('一') {
        let (a, b) = (&line[..at], &line[at + '一'.len_utf8()..]);
        if chinese_name(a) && chinese_name(b) {
            if found.is_some() {
                return None;
            }
            found = Some((a, b));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn players(line: &str) -> Option<(String, String)> {
        players_in_heading(line).map(|p| (p.white, p.black))
    }

    fn pair(w: &str, b: &str) -> Option<(String, String)> {
        Some((w.to_string(), b.to_string()))
    }

    #[test]
    fn headings_as_books_print_them() {
        assert_eq!(players("余泰来—韦奕"), pair("余泰来", "韦奕"));
        assert_eq!(players("第41局  李超—谢军"), pair("李超", "谢军"));
        assert_eq!(players("Anand - Carlsen"), pair("Anand", "Carlsen"));
        assert_eq!(
            players("Game 13  Adams – Kramnik"),
            pair("Adams", "Kramnik")
        );
        assert_eq!(
            players("Anand vs. Carlsen, London 2013"),
            pair("Anand", "Carlsen")
        );
        assert_eq!(players("张三对李四"), pair("张三", "李四"));
        assert_eq!(
            players("白方 卜祥志　黑方 余泰来"),
            pair("卜祥志", "余泰来")
        );
        assert_eq!(
            players("White: Carlsen  Black: Nepomniachtchi"),
            pair("Carlsen", "Nepomniachtchi")
        );
    }

    #[test]
    fn the_side_after_a_name_and_a_full_width_dash() {
        // A helper's heading, its dash read from the picture as the full-width hyphen.
        let heading = "安德森（白）－基塞利茨基（黑)";
        assert_eq!(players(heading), pair("安德森", "基塞利茨基"));
        assert_eq!(
            players("安德森（白）— 基塞利茨基（黑）"),
            pair("安德森", "基塞利茨基")
        );
    }

    #[test]
    fn a_dash_read_as_one_between_chinese_names() {
        assert_eq!(players("余泰来一韦奕"), pair("余泰来", "韦奕"));
        assert_eq!(players("第41局李超一谢军"), pair("李超", "谢军"));
        // `王一飞` has a 一 of its own: only the split that leaves two names is taken.
        assert_eq!(players("王一飞一韦奕"), pair("王一飞", "韦奕"));
        // Two ways to split: no names.
        assert_eq!(players("王一一飞"), None);
    }

    #[test]
    fn a_hyphen_read_without_its_spaces_between_two_names() {
        assert_eq!(players("Anand-Carlsen"), pair("Anand", "Carlsen"));
        assert_eq!(players("Torre-Short"), pair("Torre", "Short"));
        assert_eq!(players("Vachier-Lagrave-Carlsen"), None);
        assert_eq!(players("e2-e4"), None);
        assert_eq!(players("O-O"), None);
    }

    #[test]
    fn lines_that_name_no_players() {
        for line in [
            "第8局",
            "Game 12",
            "1. e4 e5 2. Nf3",
            "国际象棋记录 Record of Chess",
            "1 - 0",
            "e2-e4 e7-e5",
            "Chapter 3 - The Sicilian",
        ] {
            assert_eq!(players(line), None, "{line}");
        }
    }
}
