//! Reading a file game by game (`pgn::Games`, what the command line and the window's index use) gives the same games
//! as reading the whole text at once, on every input of the PGN fuzz corpus and on a generated file of many games;
//! the index lists each game's fields; a selection on the command line reads only the games it takes.

use std::process::Command;

use jipu::pgn::{GameFilter, GameIndex, Games, IndexField, read_games, write_games};

fn whole(text: &str) -> String {
    write_games(&read_games(text).games)
}

fn streamed(bytes: &[u8]) -> String {
    let games: Vec<jipu::Game> = Games::new(bytes)
        .map(|g| g.expect("reading from memory"))
        .flat_map(|g| g.read().games)
        .collect();
    write_games(&games)
}

#[test]
fn game_by_game_reads_the_same_games_as_the_whole_text_on_the_corpus() {
    let mut compared = 0;
    for entry in std::fs::read_dir("fuzz/corpus/pgn_reader").expect("the corpus") {
        let bytes = std::fs::read(entry.expect("an entry").path()).expect("a file");
        let Ok(text) = std::str::from_utf8(&bytes) else {
            continue;
        };
        // Only texts that are PGN files (a tag first): a text without tags is one piece either way.
        if !text.trim_start().starts_with('[') {
            continue;
        }
        assert_eq!(streamed(text.as_bytes()), whole(text), "{text:?}");
        compared += 1;
    }
    assert!(compared > 100, "only {compared} PGN texts in the corpus");
}

fn many_games(n: usize) -> String {
    (0..n)
        .map(|i| {
            format!(
                "[Event \"Club {}\"]\n[Site \"{}\"]\n[Date \"2024.{:02}.01\"]\n[Round \"{}\"]\n[White \"王{i}\"]\n\
                 [Black \"Li {i}\"]\n[Result \"{}\"]\n\n1. e4 {{[%clk 0:10:00]}} e5 2. Nf3 Nc6 {{a comment\nover lines\n\
                 [not a tag]}} 3. Bb5 {}\n\n",
                i % 7,
                if i % 2 == 0 { "北京" } else { "Shanghai" },
                1 + i % 12,
                1 + i % 9,
                ["1-0", "0-1", "1/2-1/2"][i % 3],
                ["1-0", "0-1", "1/2-1/2"][i % 3],
            )
        })
        .collect()
}

#[test]
fn a_file_of_many_games_streams_to_the_same_games_and_indexes_each() {
    let text = many_games(2000);
    assert_eq!(streamed(text.as_bytes()), whole(&text));
    let mut index = GameIndex::new();
    for g in Games::new(text.as_bytes()) {
        index.push(&g.expect("a game"));
    }
    assert_eq!(index.len(), 2000);
    let last = index.get(1999).expect("the last game");
    assert_eq!(last.get(IndexField::White), "王1999");
    assert_eq!(
        &text[last.span.start as usize..last.span.start as usize + 6],
        "[Event"
    );
    let filter: GameFilter = "round:5 北京 result:0-1".parse().expect("a filter");
    let chosen: Vec<usize> = (0..index.len())
        .filter(|&i| filter.matches(&index.get(i).expect("a game")))
        .collect();
    // Round 5: i % 9 == 4; 北京: even i; 0-1: i % 3 == 1.
    let want: Vec<usize> = (0..2000)
        .filter(|i| i % 9 == 4 && i % 2 == 0 && i % 3 == 1)
        .collect();
    assert!(!want.is_empty());
    assert_eq!(chosen, want);
}

#[test]
fn the_command_line_takes_the_games_a_selection_asks_for() {
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("many.pgn");
    std::fs::write(&file, many_games(200)).expect("written");
    let jipu = env!("CARGO_BIN_EXE_jipu");
    let out = Command::new(jipu)
        .args(["import", "--player", "王12", "--result", "1-0"])
        .arg(&file)
        .output()
        .expect("jipu runs");
    assert!(out.status.success());
    let pgn = String::from_utf8_lossy(&out.stdout);
    let whites: Vec<&str> = pgn.lines().filter(|l| l.starts_with("[White ")).collect();
    assert_eq!(
        whites,
        [
            "[White \"王12\"]",
            "[White \"王120\"]",
            "[White \"王123\"]",
            "[White \"王126\"]",
            "[White \"王129\"]"
        ]
    );
    let pdf = dir.path().join("round5.pdf");
    let out = Command::new(jipu)
        .args(["sheet", "--all", "--round", "5", "--filter", "北京"])
        .arg(&file)
        .arg("-o")
        .arg(&pdf)
        .output()
        .expect("jipu runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc = lopdf::Document::load(&pdf).expect("a PDF");
    // Round 5 (i % 9 == 4) in 北京 (even i) among 200: i ≡ 4 (mod 18).
    assert_eq!(
        doc.get_pages().len(),
        (0..200).filter(|i| i % 18 == 4).count()
    );
    // The last game of the file, found without reading the moves of the others.
    let out = Command::new(jipu)
        .args(["moves", "--game", "200", "-n", "en"])
        .arg(&file)
        .output()
        .expect("jipu runs");
    // Game 200 is i = 199: 199 % 3 == 1, a win for Black.
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 0-1"
    );
}
