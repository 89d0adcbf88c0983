//! Other people's texts and files, round three (issue 37): each pattern in the form the issue gives it, with the
//! moves read, the games counted alike by `import`, `moves --game`, `sheet --game` and the window's list, and the
//! exit status.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use jipu::notation::{NotationStyle, import_game, write_move_line};
use jipu::pgn::{GameIndex, Games};

fn jipu(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_jipu"))
        .args(args)
        .env("LANG", "en_US.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("jipu runs");
    let mut stdin = child.stdin.take().expect("stdin");
    // A command that does not read all of its input (a game picked early) may close it first.
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait_with_output().expect("jipu ends")
}

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// What a text comes to on the command line and in the window's list: each game's moves by `moves --game N` (`None`
/// where the game is refused: nothing printed), and the same count of games everywhere. `import` prints every game
/// it read (a refused one it cannot print) and exits with `status`.
fn counted_alike(input: &str, games: &[Option<&str>], status: i32) {
    let import = jipu(&["import"], input.as_bytes());
    let printed = games.iter().filter(|g| g.is_some()).count();
    assert_eq!(
        out(&import).matches("[Event ").count(),
        printed,
        "import of {input:?}:\n{}{}",
        out(&import),
        err(&import)
    );
    assert_eq!(
        import.status.code(),
        Some(status),
        "import: {}",
        err(&import)
    );
    let dir = tempfile::tempdir().expect("a folder");
    for (i, want) in games.iter().enumerate() {
        let n = (i + 1).to_string();
        let moves = jipu(&["moves", "-n", "en", "--game", &n], input.as_bytes());
        match want {
            Some(line) => assert_eq!(
                out(&moves).trim_end(),
                *line,
                "moves --game {n}: {}",
                err(&moves)
            ),
            None => {
                assert!(
                    out(&moves).is_empty(),
                    "game {n} is refused: {}",
                    out(&moves)
                );
                assert_eq!(moves.status.code(), Some(1), "moves --game {n}");
            }
        }
        let pdf = dir.path().join(format!("{n}.pdf"));
        let sheet = jipu(
            &["sheet", "--game", &n, "-o", &pdf.to_string_lossy()],
            input.as_bytes(),
        );
        if want.is_none() {
            assert!(!pdf.exists(), "no sheet for refused game {n}");
            assert!(!err(&sheet).contains("written"), "{}", err(&sheet));
            assert_eq!(sheet.status.code(), Some(1), "sheet --game {n}");
        }
    }
    // One past the last: both say how many games the input holds, the same number.
    let past = (games.len() + 1).to_string();
    let holds = format!("the input holds {}", games.len());
    for command in ["moves", "sheet"] {
        let pdf = dir.path().join("past.pdf");
        let o = jipu(
            &[command, "--game", &past, "-o", &pdf.to_string_lossy()]
                [..if command == "moves" { 3 } else { 5 }],
            input.as_bytes(),
        );
        assert!(
            err(&o).contains(&holds),
            "{command} --game {past}: {}",
            err(&o)
        );
    }
    // The window lists a PGN file's games as the file is cut (`Games`, `GameIndex`).
    if input.trim_start().starts_with('[') {
        let mut index = GameIndex::new();
        for game in Games::new(input.as_bytes()) {
            index.push(&game.expect("in memory"));
        }
        assert_eq!(index.len(), games.len(), "the window's list");
    }
}

fn line(text: &str) -> String {
    match import_game(text) {
        Ok(imported) => write_move_line(&imported.game, NotationStyle::En),
        Err(e) => panic!("{text}: {}", e.message(jipu::Lang::En)),
    }
}

/// (1) A dash says "no capture" in descriptive notation: `B-B4` with a bishop able to go to f4 or to take on c4 is
/// Bf4; `P-B5` with c4–c5 and exf5 both legal is c5. Where only a capture fits, it is read and the note says so.
#[test]
fn a_descriptive_dash_says_no_capture() {
    let book = "1. P-Q4 P-Q4 2. P-QB4 PxP 3. P-K4 N-KB3 4. N-QB3 P-K3 5. B-B4 B-N5 *";
    let want = "1. d4 d5 2. c4 dxc4 3. e4 Nf6 4. Nc3 e6 5. Bf4 Bb4";
    assert_eq!(line(book), want);
    counted_alike(book, &[Some(want)], 0);
    assert_eq!(
        line("1. P-QB4 P-K4 2. P-K4 P-KB4 3. P-B5 *"),
        "1. c4 e5 2. e4 f5 3. c5"
    );
    // No bishop can go to a fourth rank's bishop file without taking: the capture is forgiven, and noted.
    let game = import_game("1. P-Q4 P-Q4 2. P-QB4 PxP 3. P-K3 P-K3 4. B-B4 *")
        .expect("reads")
        .game;
    assert_eq!(
        write_move_line(&game, NotationStyle::En),
        "1. d4 d5 2. c4 dxc4 3. e3 e6 4. Bxc4"
    );
    let last = game.tree.mainline_end();
    let note = game.tree.notes(last).comment.clone().unwrap_or_default();
    assert!(note.contains("B-B4: read as a capture"), "{note}");
    assert!(note.contains("按吃子读"), "{note}");
}

/// (3) A `;` standing apart from the word before it opens a comment to the end of its line, in a pasted text as in
/// PGN; glued to a move it separates moves, as sheets typed with semicolons have it.
#[test]
fn a_semicolon_standing_apart_is_a_comment_to_the_end_of_its_line() {
    let game = import_game("1. e4 ; e5").expect("reads").game;
    assert_eq!(write_move_line(&game, NotationStyle::En), "1. e4");
    let first = game.tree.mainline()[0];
    assert_eq!(game.tree.notes(first).comment.as_deref(), Some("e5"));
    counted_alike("1. e4 ; e5", &[Some("1. e4")], 0);
    let text = "1. e4 ; note\ne5 2. Nf3 *";
    let game = import_game(text).expect("reads").game;
    assert_eq!(write_move_line(&game, NotationStyle::En), "1. e4 e5 2. Nf3");
    let first = game.tree.mainline()[0];
    assert_eq!(game.tree.notes(first).comment.as_deref(), Some("note"));
    counted_alike(text, &[Some("1. e4 e5 2. Nf3")], 0);
    // With tags before it, the same.
    let tagged = format!("[Event \"x\"]\n\n{text}");
    counted_alike(&tagged, &[Some("1. e4 e5 2. Nf3")], 0);
    // Glued to its move, a separator.
    assert_eq!(line("1. e4; e5; 2. Nf3; Nc6"), "1. e4 e5 2. Nf3 Nc6");
}

/// (4) Reading on after a stop goes past a `{` comment whole: the moves commented out in it are no game.
#[test]
fn reading_on_after_a_stop_does_not_start_inside_a_comment() {
    let text = "1. e4 Qa1 e5 { a note ;\n\n1. c3 f6 }\n2. Nf3 *\n";
    counted_alike(text, &[Some("1. e4")], 2);
    let import = jipu(&["import"], text.as_bytes());
    assert!(!out(&import).contains("c3"), "{}", out(&import));
    // A game after the comment is still read.
    let two = format!("{text}\n1. d4 d5 *\n");
    counted_alike(&two, &[Some("1. e4"), Some("1. d4 d5")], 2);
}

/// (5) A forum's `[pgn]` and `[/pgn]` lines are no games, for every command and the window alike.
#[test]
fn forum_wrapper_lines_are_no_games() {
    let text = "[Event \"A\"]\n\n1. e4 e5 *\n[/pgn]\n\n[Event \"B\"]\n\n1. d4 d5 *\n";
    counted_alike(text, &[Some("1. e4 e5"), Some("1. d4 d5")], 0);
    let wrapped = "[pgn]\n[Event \"A\"]\n\n1. e4 e5 *\n[/pgn]\n\n[pgn]\n[Event \"B\"]\n\n1. d4 d5 *\n[/pgn]\n";
    counted_alike(wrapped, &[Some("1. e4 e5"), Some("1. d4 d5")], 0);
}

/// (6) A refused game (Crazyhouse among chess games) keeps its number: `--game 2` prints nothing and writes no sheet,
/// `--game 3` is the game after it, and every call says the input holds three games.
#[test]
fn a_refused_game_keeps_its_number_and_prints_nothing() {
    let text = "[Event \"A\"]\n\n1. e4 e5 *\n\n[Event \"Z\"]\n[Variant \"Crazyhouse\"]\n\n\
                1. e4 e5 2. Nf3 N@f6 *\n\n[Event \"B\"]\n\n1. d4 d5 *\n";
    counted_alike(text, &[Some("1. e4 e5"), None, Some("1. d4 d5")], 1);
    let second = jipu(&["moves", "--game", "2"], text.as_bytes());
    assert!(err(&second).contains("Crazyhouse"), "{}", err(&second));
}

/// (7) Untagged games after a stop are read: the broken game ends at its result.
#[test]
fn untagged_games_after_a_stop_are_read() {
    let text = "O-O+ *\n\ne4 *\n\nd4 *\n";
    counted_alike(text, &[Some(""), Some("1. e4"), Some("1. d4")], 2);
}

/// (8) A NAG glued to its move is kept.
#[test]
fn a_nag_glued_to_its_move_is_kept() {
    let text = "1. e4$1 e5$2 2. Nf3$14 *";
    let import = jipu(&["import"], text.as_bytes());
    assert!(
        out(&import).contains("1. e4 $1 e5 $2 2. Nf3 $14 *"),
        "{}",
        out(&import)
    );
    counted_alike(text, &[Some("1. e4! e5? 2. Nf3")], 0);
    let tagged = format!("[Event \"x\"]\n\n{text}");
    let import = jipu(&["import"], tagged.as_bytes());
    assert!(
        out(&import).contains("1. e4 $1 e5 $2 2. Nf3 $14 *"),
        "{}",
        out(&import)
    );
}

/// (2) A game laid out as headed steps with pictures between them (a blog's Markdown) reads whole; the same steps in
/// a layout the reader does not know stop where the game goes on in what was read as commentary, with status 2 —
/// never two moves of forty-three and status 0.
#[test]
fn a_game_in_markdown_steps_reads_whole_and_moves_left_in_commentary_stop_it() {
    let blog = include_str!("data/pages/27-markdown-steps-with-pictures.txt");
    let game = import_game(blog).expect("reads").game;
    assert_eq!(game.mainline_moves().len(), 43);
    let whole = write_move_line(&game, NotationStyle::En);
    assert!(whole.ends_with("21. Nd4 Ra1+ 22. Kxa1"), "{whole}");
    counted_alike(blog, &[Some(&whole)], 0);
    let unknown = include_str!("data/pages/28-steps-in-an-unknown-layout.txt");
    counted_alike(unknown, &[Some("1. e4 c5")], 2);
    let import = jipu(&["import"], unknown.as_bytes());
    assert!(err(&import).contains("2. White `Nf3`"), "{}", err(&import));
}

/// (9) A file full of brackets that never close, comments, remarks and NAGs is read (in time linear in its size:
/// `benches/reading.rs`, `hostile`, figures in BENCHMARKS.md; 10,000 `(` took 3.6 s, 50,000 over a minute).
#[test]
fn a_text_of_unclosed_brackets_is_read() {
    let mut text = String::from("1. e4 ");
    text.push_str(&"(".repeat(10_000));
    counted_alike(&text, &[Some("1. e4")], 0);
    let units = ["(", "{a}", "[", "$1", "[b]", "$14"];
    let mixed: Vec<&str> = (0..10_000).map(|i| units[i % units.len()]).collect();
    let text = format!("1. e4 e5 {}", mixed.join(" "));
    counted_alike(&text, &[Some("1. e4 e5")], 0);
}
