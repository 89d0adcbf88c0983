//! The fuzz targets' properties as ordinary tests, so that CI catches a regression without a fuzzer: random text
//! through proptest, and every input of the committed fuzzing corpus (`fuzz/corpus/`).

use jipu::notation::{ImportError, import_game, match_move, moves_starting_with};
use jipu::pgn::{decode, read_games, write_games};
use jipu::sheet::{FontMetrics, Mark, Measure, SheetOptions, lay_out_game};
use proptest::prelude::*;
use shakmaty::Chess;

fn move_matcher(text: &str) {
    let pos = Chess::default();
    let _ = match_move(&pos, text);
    let _ = moves_starting_with(&pos, text);
}

fn game_text(text: &str) {
    if let Err(ImportError::Stopped(stop)) = import_game(text) {
        let _ = stop.message(jipu::Lang::Zh);
        if let Some(&m) = stop.offered().first() {
            let _ = stop.resume_with_move(m);
        }
    }
}

fn pgn_reader(bytes: &[u8]) {
    let text = decode(bytes).text;
    let file = read_games(&text);
    let again = read_games(&write_games(&file.games));
    assert_eq!(
        again.games.len(),
        file.games.len(),
        "a written file reads back whole"
    );
}

fn sheet_layout(text: &str) {
    let game = match import_game(text) {
        Ok(imported) => imported.game,
        Err(ImportError::Stopped(stop)) => stop.game().clone(),
        Err(_) => return,
    };
    let font = FontMetrics::jipu_sans();
    for page in lay_out_game(&game, &SheetOptions::default(), font).pages {
        for mark in &page.marks {
            if let Mark::Text {
                x, size_pt, text, ..
            } = mark
            {
                assert!(*x >= 0.0 && x + font.width_mm(text, *size_pt) <= page.width_mm);
            }
        }
    }
}

/// Every file of a target's corpus.
fn corpus(target: &str) -> Vec<Vec<u8>> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(target);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| std::fs::read(e.unwrap().path()).unwrap())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "the corpus of {target} is committed");
    files
}

#[test]
fn the_committed_corpus_runs_clean() {
    for input in corpus("move_matcher") {
        move_matcher(&String::from_utf8_lossy(&input));
    }
    for input in corpus("game_text") {
        game_text(&String::from_utf8_lossy(&input));
    }
    for input in corpus("pgn_reader") {
        pgn_reader(&input);
    }
    for input in corpus("sheet_layout") {
        sheet_layout(&String::from_utf8_lossy(&input));
    }
}

/// Text made of the pieces move text is made of, so that random input reaches deep.
fn chessy() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            Just("e4 ".to_string()),
            Just("Nf3 ".to_string()),
            Just("马f3 ".to_string()),
            Just("0-0 ".to_string()),
            Just("1. ".to_string()),
            Just("{c} ".to_string()),
            Just("(".to_string()),
            Just(")".to_string()),
            Just("[Event \"x\"]\n".to_string()),
            Just("1-0 ".to_string()),
            "[a-h][1-8]".prop_map(|s| s + " "),
            "\\PC{0,4}",
        ],
        0..40,
    )
    .prop_map(|parts| parts.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_text_through_the_matcher(text in "\\PC{0,20}") {
        move_matcher(&text);
    }

    #[test]
    fn any_game_text_imports_or_stops_cleanly(text in chessy()) {
        game_text(&text);
        sheet_layout(&text);
    }

    #[test]
    fn any_bytes_read_as_pgn(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        pgn_reader(&bytes);
    }

    #[test]
    fn pgn_like_text_reads_as_pgn(text in chessy()) {
        pgn_reader(text.as_bytes());
    }
}
