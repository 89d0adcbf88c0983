//! `jipu opening` and `jipu analyse`, the real binary as a user runs it: the opening's name in both languages, the
//! moves that lost most by the real Stockfish, the game as PGN with the analysis written in, a missing engine said.
//! The tests that need Stockfish say so and pass without it, except under CI (`CI=true`), where they fail.

use std::process::{Command, Output};

fn jipu(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jipu"))
        .args(args)
        .env("LANG", "en_US.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANGUAGE")
        .output()
        .expect("jipu runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

const GAME: &str = "tests/data/engine/forty-moves.pgn";

fn have_stockfish() -> bool {
    let found = jipu::engine::EngineSearch::system().stockfish().is_some();
    if !found {
        assert!(
            std::env::var("CI").is_err(),
            "Stockfish is not installed (apt install stockfish)"
        );
        eprintln!("Stockfish is not installed: skipped (apt install stockfish)");
    }
    found
}

#[test]
fn opening_names_the_game_s_opening_in_both_languages() {
    let out = jipu(&["opening", GAME]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "B23 Sicilian Defense: Closed, Traditional\n"
    );
    let out = jipu(&["--lang", "zh", "opening", GAME]);
    assert_eq!(text(&out.stdout), "B23 西西里防御封闭变例\n");
}

#[test]
fn analyse_lists_the_moves_that_lost_most_and_writes_pgn_on_request() {
    if !have_stockfish() {
        return;
    }
    let out = jipu(&["analyse", "--depth", "8", GAME]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let listed = text(&out.stdout);
    assert!(listed.contains("20. Qa4??\tBlunder\t"), "{listed}");
    assert!(
        listed
            .lines()
            .last()
            .is_some_and(|l| l.starts_with("?! inaccuracies: ")),
        "{listed}"
    );
    assert!(out.stderr.is_empty(), "no progress when not on a terminal");
    let out = jipu(&["--lang", "zh", "analyse", "--depth", "8", "--pgn", GAME]);
    let pgn = text(&out.stdout);
    assert!(pgn.contains("20. Qa4 $4 {[%eval -"), "{pgn}");
    assert_eq!(pgn.matches("[%eval ").count(), 80);
}

#[test]
fn analyse_without_the_engine_says_so_and_fails() {
    let out = jipu(&["analyse", "--engine", "/nowhere/stockfish", GAME]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "jipu: The engine /nowhere/stockfish cannot be started: there is no such file\n"
    );
}
