//! The engine against the real Stockfish of Debian's package (`.ci/run` installs it; found in `/usr/games` like the
//! window finds it): a mate in two shown as `#2`, a forty-move game analysed at a small depth with its graph and its
//! marked moves, an engine killed in the middle said and restarted; and, with fake engines, one that never answers
//! and one that is not there, said in both languages.
//!
//! Without Stockfish these tests say so and pass, except under CI (`CI=true`), where they fail.

mod common;

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use jipu::Lang;
// The fake engines are shell scripts, so the tests of an engine that never answers are Unix's only.
#[cfg(unix)]
use jipu::engine::ANSWER_WITHIN;
use jipu::engine::{
    Analyser, EngineError, EngineOptions, EngineSearch, Eval, GameRun, Limit, Mark, Status,
    analyse_game, write_analysis,
};
use jipu::notation::{NotationStyle, write_move};
use shakmaty::{Chess, Color, Position};

/// Stockfish, where the window would find it; `None` (said) when it is not installed outside CI.
fn stockfish() -> Option<PathBuf> {
    let found = EngineSearch::system().stockfish();
    if found.is_none() {
        assert!(
            std::env::var("CI").is_err(),
            "Stockfish is not installed (apt install stockfish)"
        );
        eprintln!("Stockfish is not installed: skipped (apt install stockfish)");
    }
    found
}

fn options() -> EngineOptions {
    EngineOptions {
        threads: 1,
        hash_mb: 16,
        lines: 1,
    }
}

/// Polls `analyser` until `done` holds; fails after a minute (a safety net, not a measure).
#[track_caller]
fn until(analyser: &mut Analyser, what: &str, done: impl Fn(&Analyser) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !done(analyser) {
        assert!(
            Instant::now() < deadline,
            "never: {what} ({:?})",
            analyser.status()
        );
        analyser.poll(Instant::now());
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Légal's mate, as the spec writes it, before White's 8th move: White mates in two (8. Bxf7+ Ke7 9. Nd5#).
const LEGAL: &str = "1. e4 e5 2. Bc4 d6 3. Nf3 Nc6 4. Nc3 Bg4 5. h3 Bh5 6. d3 h6 7. Nxe5 Bxd1";

#[test]
fn a_mate_in_two_is_found_and_shown_as_hash_two() {
    let Some(path) = stockfish() else { return };
    let game = common::read_game(LEGAL);
    let moves = game.mainline_moves();
    let mut analyser = Analyser::start(&path, options(), Instant::now()).expect("Stockfish starts");
    analyser.analyse(game.start(), &moves);
    until(&mut analyser, "a mate found", |a| {
        a.lines()
            .first()
            .is_some_and(|l| matches!(l.eval, Eval::Mate { .. }))
    });
    let line = &analyser.lines()[0];
    assert_eq!(line.eval.to_string(), "#2");
    assert_eq!(
        line.eval,
        Eval::Mate {
            by: Color::White,
            moves: 2
        }
    );
    let pos = game.position_at(game.tree.mainline_end());
    assert_eq!(write_move(&pos, line.moves[0], NotationStyle::En), "Bxf7+");
    assert_eq!(write_move(&pos, line.moves[0], NotationStyle::Zh), "象xf7+");
    assert!(
        analyser.name().starts_with("Stockfish"),
        "{}",
        analyser.name()
    );
}

#[test]
fn a_forty_move_game_is_analysed_with_its_graph_and_the_moves_that_lost_most() {
    let Some(path) = stockfish() else { return };
    let text = std::fs::read_to_string("tests/data/engine/forty-moves.pgn").expect("test game");
    let mut game = common::read_game(&text);
    let moves = game.mainline_moves();
    assert_eq!(moves.len(), 80, "forty moves each");
    let started = Instant::now();
    let mut seen = 0;
    let analysis = analyse_game(
        &path,
        options(),
        game.start(),
        &moves,
        Limit::Depth(8),
        &AtomicBool::new(false),
        |_| seen += 1,
    )
    .expect("the game is analysed");
    eprintln!(
        "81 positions at depth 8 in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    assert_eq!(seen, 81, "progress told for every position");

    // The graph: a point for the start and one after each move, each a winning chance from White's view.
    let points = analysis.points();
    assert_eq!(points.len(), 81);
    assert!(points.iter().all(|p| (-1.0..=1.0).contains(p)));
    assert!(analysis.positions.iter().all(|p| p.depth >= 8));
    // After 20. Qa4?? Bxa4 White has given a queen for a pawn: the graph is deep on Black's side.
    assert!(points[40] < -0.6, "after 20...Bxa4: {}", points[40]);

    let marks = analysis.marks(game.start(), &moves);
    for m in &marks {
        eprintln!("ply {} {:?} {} → {}", m.ply, m.mark, m.before, m.after);
    }
    let qa4 = marks
        .iter()
        .find(|m| m.ply == 38)
        .expect("20. Qa4 is marked");
    assert_eq!(qa4.mark, Mark::Blunder);
    let before = game.position_at(game.tree.mainline()[37]);
    assert_eq!(write_move(&before, qa4.played, NotationStyle::En), "Qa4");
    assert_ne!(qa4.best_line.first(), Some(&qa4.played));
    assert!(
        marks.len() < 20,
        "only the moves that lost much: {}",
        marks.len()
    );
    assert!(marks.iter().all(|m| m.best_line.first() != Some(&m.played)));

    // Written into the game: the evaluation of every move, the marks, the best lines as variations; twice is once.
    write_analysis(&mut game, &analysis, &marks);
    let pgn = jipu::pgn::write_game(&game);
    assert!(pgn.contains("20. Qa4 $4 {[%eval -"), "{pgn}");
    assert_eq!(pgn.matches("[%eval ").count(), 80, "{pgn}");
    assert_eq!(
        game.tree.children(game.tree.mainline()[37]).count(),
        2,
        "the best move beside 20. Qa4"
    );
    let once = game.clone();
    write_analysis(&mut game, &analysis, &marks);
    assert!(game.same_as(&once), "written twice, the game is the same");
    let read_back = jipu::engine::evals_in_comments(&common::read_game(&pgn));
    assert_eq!(read_back.len(), 81);
    assert_eq!(
        read_back[1..].iter().flatten().count(),
        80,
        "every move's evaluation reads back"
    );
}

#[test]
fn an_engine_killed_in_the_middle_is_said_and_restarted() {
    let Some(path) = stockfish() else { return };
    let game = common::read_game("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6");
    let moves = game.mainline_moves();
    let mut analyser = Analyser::start(&path, options(), Instant::now()).expect("Stockfish starts");
    analyser.analyse(game.start(), &moves);
    until(&mut analyser, "a line", |a| !a.lines().is_empty());
    kill(analyser.pid());
    until(&mut analyser, "the engine's end said", |a| {
        matches!(a.status(), Status::Failed(_))
    });
    let Status::Failed(error) = analyser.status() else {
        unreachable!()
    };
    assert!(matches!(error, EngineError::Stopped { .. }), "{error:?}");
    let name = analyser.name().to_string();
    assert_eq!(error.describe(Lang::En), format!("{name} stopped."));
    assert_eq!(error.describe(Lang::Zh), format!("{name} 已停止运行。"));
    // Restarted, as the panel's button does: a new process, the same position.
    let mut analyser = Analyser::start(&path, options(), Instant::now()).expect("restarts");
    analyser.analyse(game.start(), &moves);
    until(&mut analyser, "a line after the restart", |a| {
        !a.lines().is_empty()
    });

    // The whole game's run, its engine killed: it ends, saying so, keeping what it had done.
    let text = std::fs::read_to_string("tests/data/engine/forty-moves.pgn").expect("test game");
    let long = common::read_game(&text);
    let run = GameRun::start(
        path.clone(),
        options(),
        long.start().clone(),
        long.mainline_moves(),
        Limit::Depth(14),
    );
    let deadline = Instant::now() + Duration::from_secs(60);
    let pid = run.engine_pid().expect("the run's engine started");
    // Killed while it works: once the first positions are in.
    while run.progress().0 < 2 {
        assert!(Instant::now() < deadline, "the run never began");
        std::thread::sleep(Duration::from_millis(10));
    }
    kill(pid);
    let outcome = loop {
        if let Some(outcome) = run.outcome() {
            break outcome;
        }
        assert!(Instant::now() < deadline, "the run never ended");
        std::thread::sleep(Duration::from_millis(10));
    };
    assert!(
        matches!(outcome, Err(EngineError::Stopped { .. })),
        "{outcome:?}"
    );
    let (done, total) = run.progress();
    assert!(done < total);
}

/// The fake engines are shell scripts.
#[cfg(unix)]
#[test]
fn an_engine_that_never_answers_is_said_not_to_answer_in_both_languages() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let silent = script(dir.path(), "silent-engine", "while read line; do :; done");
    let t0 = Instant::now();
    let mut analyser = Analyser::start(&silent, options(), t0).expect("the script starts");
    analyser.analyse(&Chess::default(), &[]);
    analyser.poll(t0 + ANSWER_WITHIN / 2);
    assert!(
        matches!(analyser.status(), Status::Starting),
        "{:?}",
        analyser.status()
    );
    analyser.poll(t0 + ANSWER_WITHIN + Duration::from_secs(1));
    let Status::Failed(error) = analyser.status() else {
        panic!("{:?}", analyser.status())
    };
    assert_eq!(error.describe(Lang::En), "silent-engine does not answer.");
    assert_eq!(error.describe(Lang::Zh), "silent-engine 没有响应。");

    // A program that floods its output with words that are no UCI: each poll takes a bounded share and returns; it
    // is said not to answer in time.
    let flood = script(dir.path(), "chatty-engine", "exec yes 'not an engine'");
    let mut analyser = Analyser::start(&flood, options(), t0).expect("the script starts");
    for _ in 0..20 {
        analyser.poll(t0);
    }
    assert!(
        matches!(analyser.status(), Status::Starting),
        "{:?}",
        analyser.status()
    );
    analyser.poll(t0 + ANSWER_WITHIN + Duration::from_secs(1));
    assert!(
        matches!(
            analyser.status(),
            Status::Failed(EngineError::NotAnswering { .. })
        ),
        "{:?}",
        analyser.status()
    );

    // A program that ends at once, saying why on its error output, is an engine that stopped, with its words.
    let broken = script(
        dir.path(),
        "broken-engine",
        "echo 'cannot load the network' >&2; exit 3",
    );
    let mut analyser = Analyser::start(&broken, options(), t0).expect("the script starts");
    let deadline = Instant::now() + Duration::from_secs(30);
    while !matches!(analyser.status(), Status::Failed(_)) {
        assert!(Instant::now() < deadline);
        analyser.poll(Instant::now());
        std::thread::sleep(Duration::from_millis(5));
    }
    let Status::Failed(error) = analyser.status() else {
        unreachable!()
    };
    assert_eq!(
        error.describe(Lang::En),
        "broken-engine stopped: cannot load the network"
    );
}

#[test]
fn an_engine_that_is_not_there_is_said_in_both_languages() {
    let missing = EngineSearch::nowhere()
        .engine(None)
        .expect_err("nothing found");
    assert_eq!(missing.describe(Lang::En), "No chess engine was found.");
    assert_eq!(missing.describe(Lang::Zh), "没有找到国际象棋引擎。");
    let gone = EngineSearch::nowhere()
        .engine(Some(Path::new("/nowhere/stockfish")))
        .expect_err("a chosen engine that is gone");
    assert_eq!(
        gone.describe(Lang::En),
        "The engine /nowhere/stockfish cannot be started: there is no such file"
    );
    assert!(
        gone.describe(Lang::Zh)
            .starts_with("无法启动引擎 /nowhere/stockfish：")
    );
}

#[test]
fn more_lines_and_another_position_restart_the_search() {
    let Some(path) = stockfish() else { return };
    let mut analyser = Analyser::start(&path, options(), Instant::now()).expect("Stockfish starts");
    analyser.analyse(&Chess::default(), &[]);
    until(&mut analyser, "a line", |a| !a.lines().is_empty());
    analyser.set_options(EngineOptions {
        lines: 3,
        ..options()
    });
    until(&mut analyser, "three lines", |a| a.lines().len() == 3);
    let game = common::read_game("1. d4 Nf6 2. c4 e6");
    let moves = game.mainline_moves();
    analyser.analyse(game.start(), &moves);
    assert!(analyser.lines().is_empty(), "no line of the old position");
    until(&mut analyser, "lines of the new position", |a| {
        a.lines().len() == 3
    });
    let pos = game.position_at(game.tree.mainline_end());
    assert!(analyser.lines().iter().all(|l| pos.is_legal(l.moves[0])));
}

/// An executable shell script in `dir`.
#[cfg(unix)]
fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).expect("script written");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("executable");
    path
}

fn kill(pid: u32) {
    let status = std::process::Command::new("kill")
        .args(["-KILL", &pid.to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success());
}

#[test]
fn chess960_castling_is_sent_as_the_king_taking_its_rook_and_read_back() {
    let fen: shakmaty::fen::Fen = "1r2kr2/pppppppp/8/8/8/8/PPPPPPPP/1R2KR2 w FBfb - 0 1"
        .parse()
        .expect("FEN");
    let pos: Chess = fen
        .into_position(shakmaty::CastlingMode::Chess960)
        .expect("a Chess960 position");
    assert!(jipu::engine::is_chess960(&pos));
    let short = pos
        .legal_moves()
        .into_iter()
        .find(|m| m.is_castle() && m.castling_side() == Some(shakmaty::CastlingSide::KingSide))
        .expect("castling short is legal");
    // Standard UCI would write e1g1; Chess960's writes the king onto its rook.
    assert!(jipu::engine::position_command(&pos, &[short]).ends_with(" moves e1f1"));
    let Some(path) = stockfish() else { return };
    let mut analyser = Analyser::start(&path, options(), Instant::now()).expect("Stockfish starts");
    let mut after = pos.clone();
    after.play_unchecked(short);
    analyser.analyse(&pos, &[short]);
    until(&mut analyser, "a line", |a| !a.lines().is_empty());
    assert!(
        analyser
            .lines_of(&after)
            .iter()
            .all(|l| after.is_legal(l.moves[0]))
    );
}

#[test]
fn after_a_null_move_the_engine_is_given_the_position_after_it() {
    let game = common::read_game("1. e4 -- 2. d4");
    let end = game.tree.mainline_end();
    let (start, moves) = jipu::engine::position_for_engine(&game, end);
    assert_eq!(moves.len(), 1, "only 2. d4 after the null move");
    let mut pos = start.clone();
    pos.play_unchecked(moves[0]);
    assert_eq!(pos, game.position_at(end));
    assert_eq!(
        jipu::engine::analysable_moves(&game).len(),
        1,
        "the whole game's analysis stops at the null move"
    );
    let Some(path) = stockfish() else { return };
    let mut analyser = Analyser::start(&path, options(), Instant::now()).expect("Stockfish starts");
    analyser.analyse(&start, &moves);
    until(&mut analyser, "a line", |a| !a.lines().is_empty());
    assert!(analyser.lines().iter().all(|l| pos.is_legal(l.moves[0])));
}
