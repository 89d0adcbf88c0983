//! Files from other chess programs, read as their peers read them: python-chess's own test files (tests/data/peer,
//! each game compared with python-chess's reading), and the cases its test suite, Lichess and the issue reports
//! name — a variation that repeats the main-line move, a byte-order mark, `;` comments, null moves, a word that is
//! no move, other variants, Chess960, impossible castling rights, Latin-1. Where Jipu reads differently on purpose
//! (it stops at what it cannot read; other variants are refused by name) the test says so.

use std::process::Command;

use jipu::chess::{Game, NodeId, Ply};
use jipu::pgn::{Games, PgnFile, read_games, write_game};
use shakmaty::Chess;
use shakmaty::san::SanPlus;

/// A game as python-chess's reading is written in tests/data/peer/*.expected: SAN moves, a variation in brackets
/// after the move it replaces, `--` for a null move, then the result.
fn canonical(game: &Game) -> String {
    let mut out = line(game, NodeId::ROOT, game.start().clone());
    out.push(game.tags.result().as_str().to_string());
    out.join(" ")
}

fn san(pos: &Chess, ply: Ply) -> String {
    match ply {
        Ply::Move(m) => SanPlus::from_move(pos.clone(), m).to_string(),
        Ply::Null => "--".into(),
    }
}

fn line(game: &Game, mut at: NodeId, mut pos: Chess) -> Vec<String> {
    let mut out = Vec::new();
    loop {
        let children: Vec<NodeId> = game.tree.children(at).collect();
        let Some((&main, others)) = children.split_first() else {
            return out;
        };
        let Some(ply) = game.tree.ply(main) else {
            return out;
        };
        out.push(san(&pos, ply));
        for &var in others {
            let Some(first) = game.tree.ply(var) else {
                continue;
            };
            let mut after = pos.clone();
            first.play(&mut after);
            let mut inner = vec![san(&pos, first)];
            inner.extend(line(game, var, after));
            out.push(format!("({})", inner.join(" ")));
        }
        ply.play(&mut pos);
        at = main;
    }
}

fn read(text: &str) -> PgnFile {
    read_games(text)
}

fn games(text: &str) -> Vec<String> {
    read(text).games.iter().map(canonical).collect()
}

/// The same text read game by game, as the command line and the window read a file.
fn streamed(text: &str) -> Vec<String> {
    Games::new(text.as_bytes())
        .flat_map(|g| g.expect("from memory").read().games)
        .map(|g| canonical(&g))
        .collect()
}

fn jipu(args: &[&str], input: &[u8]) -> std::process::Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_jipu"))
        .args(args)
        .env("LANG", "en_US.UTF-8")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("jipu runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input)
        .expect("input written");
    child.wait_with_output().expect("jipu ends")
}

#[test]
fn python_chess_test_files_read_game_for_game_as_python_chess_reads_them() {
    // Files of other variants, refused by name (python-chess reads their moves on other rules).
    const OTHER_VARIANTS: [&str; 3] = [
        "antichess-programfox",
        "knightvuillaume-jannlee-zh-lichess",
        "saturs-jannlee-zh-lichess",
    ];
    let mut compared = 0;
    for entry in std::fs::read_dir("tests/data/peer").expect("the peer files") {
        let path = entry.expect("an entry").path();
        if path.extension().is_none_or(|e| e != "pgn") {
            continue;
        }
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_string();
        let bytes = std::fs::read(&path).expect("the file");
        let text = jipu::pgn::decode(&bytes).text;
        let read = read(&text);
        if OTHER_VARIANTS.contains(&name.as_str()) {
            assert!(
                read.games.is_empty(),
                "{name}: a game of another variant was read"
            );
            assert!(
                read.problems
                    .iter()
                    .all(|p| p.message(jipu::Lang::En).contains("not chess")),
                "{name}: refused by name"
            );
            continue;
        }
        let expected = std::fs::read_to_string(path.with_extension("expected")).expect("expected");
        let want: Vec<&str> = expected.lines().collect();
        let got: Vec<String> = read.games.iter().map(canonical).collect();
        assert!(read.problems.is_empty(), "{name}: {:?}", read.problems);
        assert_eq!(got, want, "{name}");
        assert_eq!(streamed(&text), got, "{name}: game by game as whole");
        compared += 1;
    }
    assert!(compared >= 9, "only {compared} files compared");
}

#[test]
fn a_variation_that_repeats_the_main_line_move_stays_a_variation() {
    assert_eq!(
        games("1. e4 (1. e4 c5) e5 2. Nf3 *"),
        ["e4 (e4 c5) e5 Nf3 *"]
    );
    // As Lichess writes analysis; and twice over.
    assert_eq!(
        games("1. e4 e5 2. Nf3 (2. Nf3 Nc6 3. Bb5) 2... Nf6 *"),
        ["e4 e5 Nf3 (Nf3 Nc6 Bb5) Nf6 *"]
    );
    assert_eq!(
        games("1. e4 (1. e4 e5) (1. e4 c5) e6 *"),
        ["e4 (e4 e5) (e4 c5) e6 *"]
    );
    // Written back, it reads back the same.
    let game = &read("1. e4 (1. e4 c5) e5 2. Nf3 *").games[0];
    assert_eq!(games(&write_game(game)), ["e4 (e4 c5) e5 Nf3 *"]);
}

#[test]
fn a_byte_order_mark_does_not_detach_the_first_tag_read_whole_or_streamed() {
    let text =
        "\u{feff}[Event \"BOM\"]\n[White \"A\"]\n\n1. e4 e5 *\n\n[Event \"Two\"]\n\n1. d4 *\n";
    assert_eq!(games(text), ["e4 e5 *", "d4 *"]);
    assert_eq!(streamed(text), ["e4 e5 *", "d4 *"]);
    let file = read(text);
    assert_eq!(file.games[0].tags.get("Event"), Some("BOM"));
}

#[test]
fn a_semicolon_is_a_comment_in_pgn_and_a_separator_in_a_pasted_text() {
    assert_eq!(games("[Event \"x\"]\n\n1. e4 ; e5\n d5 *"), ["e4 d5 *"]);
    let file = read("[Event \"x\"]\n\n1. e4 ; the king's pawn\n d5 *");
    let first = file.games[0].tree.mainline()[0];
    assert_eq!(
        file.games[0].tree.notes(first).comment.as_deref(),
        Some("the king's pawn")
    );
    // A `{` inside a `;` comment opens nothing.
    assert_eq!(
        games("[Event \"x\"]\n\n1. e4 ; a { b\n e5 2. Nf3 *\n\n[Event \"y\"]\n\n1. d4 *"),
        ["e4 e5 Nf3 *", "d4 *"]
    );
    // A sheet typed with semicolons between its moves.
    assert_eq!(games("1. e4; e5; 2. Nf3; Nc6"), ["e4 e5 Nf3 Nc6 *"]);
}

#[test]
fn import_and_moves_game_count_games_alike() {
    let text = b"[Result \"1-0\"] e4 *\n[Result \"0-1\"] d4 *\n";
    let out = jipu(&["import"], text);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout)
            .matches("[Event")
            .count(),
        2
    );
    let second = jipu(&["moves", "--game", "2"], text);
    assert_eq!(
        second.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&second.stderr)
    );
    assert!(String::from_utf8_lossy(&second.stdout).contains("1. d4"));
    // Two games of tags alone are two games, each listed.
    assert_eq!(
        games("[Event \"A\"]\n\n[Event \"B\"]\n\n1. e4 *"),
        ["*", "e4 *"]
    );
    // Games after a result without tags of their own.
    let text = "[Event \"A\"]\n\n1. e4 e5 1-0\n1. d4 d5 0-1\n";
    assert_eq!(games(text), ["e4 e5 1-0", "d4 d5 0-1"]);
    let third = jipu(&["moves", "--game", "2"], text.as_bytes());
    assert!(String::from_utf8_lossy(&third.stdout).contains("1. d4 d5 0-1"));
}

#[test]
fn a_word_that_is_no_move_stops_the_reading_with_its_line_and_the_next_game_is_read() {
    for (text, word) in [
        (
            "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Xyz7 3. Bc4 *\n\n[Event \"y\"]\n\n1. d4 *\n",
            "Xyz7",
        ),
        // A crazyhouse drop: the rest of a 49-game file vanished.
        (
            "[Event \"x\"]\n\n1. e4 N@f6 2. d4 *\n\n[Event \"y\"]\n\n1. d4 *\n",
            "N@f6",
        ),
    ] {
        let out = jipu(&["import"], text.as_bytes());
        let said = String::from_utf8_lossy(&out.stderr).to_string();
        assert_eq!(out.status.code(), Some(2), "{text}: {said}");
        assert!(said.contains("line 3"), "{said}");
        assert!(said.contains(word), "{said}");
        assert!(
            String::from_utf8_lossy(&out.stdout).contains("1. d4 *"),
            "the next game is still read"
        );
    }
    // A pasted text of several games goes on after the one that stopped.
    let out = jipu(&["import"], b"1. e4 Qa1 e5 *\n\n1. a3 *\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stdout).contains("1. a3"));
    // A text whose moves were not read is never reported as read.
    let out = jipu(&["import"], b"1. Z-K9 Z-K9 2. Y-QR9");
    assert_ne!(out.status.code(), Some(0));
    // Descriptive notation is read (it stopped there before it was).
    assert_eq!(
        games("[Event \"x\"]\n\n1. P-K4 P-K4 2. N-KB3 *"),
        ["e4 e5 Nf3 *"]
    );
}

#[test]
fn comments_brackets_and_escapes_lose_no_move() {
    // `\}` inside a comment, as some programs escape it: e5 is read.
    assert_eq!(games("1. e4 { a \\} b } e5 *"), ["e4 e5 *"]);
    // Unclosed brackets before any move (python-chess's test): the game is read.
    assert_eq!(games("((( 1. c4 *"), ["c4 *"]);
    assert_eq!(
        games("1. d4 d5 (1... Nf6 2. c4 (2. Nf3 g6 3. g3))"),
        ["d4 d5 (Nf6 c4 (Nf3 g6 g3)) *"]
    );
    assert_eq!(games("1. e4 {c} (1. d4 d5) e5 *"), ["e4 (d4 d5) e5 *"]);
    assert_eq!(games("{ Game starting comment } 1. d3"), ["d3 *"]);
    assert_eq!(
        games("1. b4?! g6 2. Bb2 Nc6? 3. Bxh8!!"),
        ["b4 g6 Bb2 Nc6 Bxh8 *"]
    );
    assert_eq!(
        games("[Event \"x\"]\r\n\r\n1. e4 e5\r\n2. Nf3 *\r\n"),
        ["e4 e5 Nf3 *"]
    );
    assert_eq!(
        games("[Event \"x\"]\n\n% a comment line\n1. e4 e5 *"),
        ["e4 e5 *"]
    );
    assert_eq!(games("1. d4 1-0"), ["d4 1-0"]);
}

#[test]
fn null_moves_are_kept_written_back_and_shown() {
    assert_eq!(games("1. e4 Z0 2. d4 *"), ["e4 -- d4 *"]);
    assert_eq!(
        games("1. e4 e5 (1... -- 2. d4) 2. Nf3 *"),
        ["e4 e5 (-- d4) Nf3 *"]
    );
    let game = &read("1. e4 e5 (1... -- 2. d4) 2. Nf3 *").games[0];
    let pgn = write_game(game);
    assert!(pgn.contains("(1... -- 2. d4)"), "{pgn}");
    assert_eq!(games(&pgn), ["e4 e5 (-- d4) Nf3 *"]);
    assert_eq!(
        jipu::notation::write_move_line(
            &read("1. e4 -- 2. d4 *").games[0],
            jipu::notation::NotationStyle::Zh
        ),
        "1. e4 -- 2. d4"
    );
    // Not in check: the side in check must answer it (python-chess passes here; that is no legal chess).
    let file = read("1. e4 e5 2. Qh5 Nc6 3. Qxf7+ -- *");
    assert!(
        file.problems[0]
            .message(jipu::Lang::En)
            .contains("in check")
    );
}

#[test]
fn other_variants_are_refused_by_name_and_the_other_games_read() {
    let file = read("[Variant \"Crazyhouse\"]\n\n1. e4 e5 *\n\n[Event \"y\"]\n\n1. d4 *");
    assert_eq!(
        file.games.iter().map(canonical).collect::<Vec<_>>(),
        ["d4 *"]
    );
    assert!(
        file.problems[0]
            .message(jipu::Lang::En)
            .contains("Crazyhouse")
    );
    assert!(
        file.problems[0]
            .message(jipu::Lang::Zh)
            .contains("Crazyhouse")
    );
    let file = read("[Variant \"wild/1\"]\n\n1. e4 *");
    assert!(file.games.is_empty());
    assert!(file.problems[0].message(jipu::Lang::En).contains("wild/1"));
}

#[test]
fn chess960_is_read_played_written_back_and_printed() {
    let text =
        std::fs::read_to_string("tests/data/peer/cutechess-fischerrandom.pgn").expect("the file");
    let file = read(&text);
    assert!(file.problems.is_empty(), "{:?}", file.problems);
    assert_eq!(file.games.len(), 4);
    let game = &file.games[0];
    // Castled in Chess960: the king's move is O-O or O-O-O, written back as such with the Variant tag.
    let pgn = write_game(game);
    assert!(pgn.contains("[Variant \"fischerandom\"]"), "{pgn}");
    assert_eq!(games(&pgn), [canonical(game)]);
    assert!(
        game.mainline_moves().iter().any(|m| m.is_castle()),
        "a game that castles"
    );
    // The sheet prints it.
    let dir = tempfile::tempdir().expect("a folder");
    let pdf = dir.path().join("960.pdf");
    let out = Command::new(env!("CARGO_BIN_EXE_jipu"))
        .args(["sheet", "tests/data/peer/cutechess-fischerrandom.pgn", "-o"])
        .arg(&pdf)
        .output()
        .expect("jipu runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(std::fs::read(&pdf).expect("a PDF").starts_with(b"%PDF"));
}

#[test]
fn impossible_castling_rights_are_dropped_and_said() {
    let file = read("[FEN \"r3k2r/8/8/8/8/8/8/4K3 w KQkq - 0 1\"]\n\n1. Kd2 *");
    assert_eq!(
        file.games.iter().map(canonical).collect::<Vec<_>>(),
        ["Kd2 *"]
    );
    assert!(file.problems.is_empty());
    assert!(
        file.repairs[0]
            .message(jipu::Lang::En)
            .contains("castling rights")
    );
    assert!(file.repairs[0].message(jipu::Lang::Zh).contains("易位权"));
    // Black keeps the rights its king and rooks support.
    assert!(
        file.games[0].start_fen().contains(" kq "),
        "{}",
        file.games[0].start_fen()
    );
    let out = jipu(
        &["import"],
        b"[FEN \"r3k2r/8/8/8/8/8/8/4K3 w KQkq - 0 1\"]\n\n1. Kd2 *",
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stderr).contains("dropped"));
}

#[test]
fn latin1_is_read_as_latin1_not_as_chinese() {
    let bytes = b"[Event \"Caf\xe9 Open\"]\n[White \"M\xfcller, Hans\"]\n\n1. e4 e5 *\n";
    let out = jipu(&["import"], bytes);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("M\u{fc}ller, Hans"), "{said}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("windows-1252"));
    let (gbk, _, _) = encoding_rs::GBK.encode("[White \"王一鸣\"]\n\n1.e4 e5 2.马f3 马c6 *\n");
    let out = jipu(&["import"], &gbk);
    assert!(String::from_utf8_lossy(&out.stdout).contains("王一鸣"));
}
