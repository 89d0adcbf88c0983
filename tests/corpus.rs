//! The corpus of game texts in `tests/data/`: every layout of Chinese and English books, club sheets and web
//! pages, each held to "reads whole, right moves, right result" — or, for a text with a wrong or missing move,
//! to stopping exactly there.
//!
//! Each `name.txt` has a `name.expected` beside it: lines `game <move list with result>` (one per game, as
//! [`write_move_line`] writes it in English) and at most one `stop <message start>` (`9. White \`e2—e3\``);
//! lines starting with `#` say what the text is for.

use std::path::{Path, PathBuf};

use jipu::Lang;
use jipu::notation::{NotationStyle, write_move_line};
use jipu::pgn::read_games;

/// Every text of the corpus, with what is expected of it.
fn corpus(folder: &str) -> Vec<(PathBuf, String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(folder);
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("a corpus file").path();
        if path.extension().is_some_and(|e| e == "txt") {
            let text = std::fs::read_to_string(&path).expect("a corpus text is UTF-8");
            let expected = std::fs::read_to_string(path.with_extension("expected"))
                .unwrap_or_else(|e| panic!("{}: no .expected beside it: {e}", path.display()));
            out.push((path, text, expected));
        }
    }
    out.sort();
    out
}

/// What went wrong with one text, or nothing.
fn check(text: &str, expected: &str) -> Result<(), String> {
    let file = read_games(text);
    let games: Vec<String> = file
        .games
        .iter()
        .map(|g| write_move_line(g, NotationStyle::En))
        .collect();
    let want_games: Vec<&str> = expected
        .lines()
        .filter_map(|l| l.strip_prefix("game "))
        .collect();
    let want_stop = expected.lines().find_map(|l| l.strip_prefix("stop "));
    if games != want_games {
        return Err(format!(
            "games read:\n  {}\nexpected:\n  {}\nproblems: {:?}",
            games.join("\n  "),
            want_games.join("\n  "),
            file.problems
                .iter()
                .map(|p| p.message(Lang::En))
                .collect::<Vec<_>>()
        ));
    }
    let stops: Vec<String> = file
        .problems
        .iter()
        .filter_map(|p| p.stop())
        .map(|s| s.message(Lang::En))
        .collect();
    match (want_stop, stops.as_slice()) {
        (None, []) if file.problems.is_empty() => Ok(()),
        (Some(want), [one]) if one.starts_with(want) => Ok(()),
        _ => Err(format!(
            "expected stop {want_stop:?}, got {:?}",
            file.problems
                .iter()
                .map(|p| p.message(Lang::En))
                .collect::<Vec<_>>()
        )),
    }
}

fn run(folder: &str, at_least: usize) {
    let texts = corpus(folder);
    assert!(
        texts.len() >= at_least,
        "{folder}: {} texts, want at least {at_least}",
        texts.len()
    );
    let failures: Vec<String> = texts
        .iter()
        .filter_map(|(path, text, expected)| {
            check(text, expected)
                .err()
                .map(|e| format!("{}:\n{e}", path.display()))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} texts:\n\n{}",
        failures.len(),
        texts.len(),
        failures.join("\n\n")
    );
}

#[test]
fn every_sheet_and_book_layout_reads_whole() {
    run("sheets", 40);
}

#[test]
fn every_web_and_book_page_reads_to_the_right_moves() {
    run("pages", 20);
}

#[test]
fn descriptive_notation_as_books_print_it_reads_whole() {
    run("descriptive", 8);
}
