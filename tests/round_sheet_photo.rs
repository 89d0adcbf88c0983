//! A round's sheet that Jipu printed, photographed, goes back to its board: `jipu import --pairings`, run as the real
//! binary. The photo (tests/data/club/PICTURES.md says how it was made) is board 3 of round 5 of `spring-open.trf`,
//! eight moves printed on it, turned upside down and seen in perspective on a dark desk.

use std::path::Path;
use std::process::{Command, Output};

const PHOTO: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/club/round5-board3-photo.jpg"
);
/// The same photo scaled down to 750 × 1000.
const SMALL: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/club/round5-board3-small.jpg"
);
/// Scaled down to 560 × 746: its rows 7 and 8 run together.
const SMALLER: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/club/round5-board3-smaller.jpg"
);
const SPRING: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/club/spring-open.trf"
);

fn jipu(args: &[&str], dir: &Path, lang: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jipu"))
        .args(args)
        .current_dir(dir)
        .env("LANG", lang)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANGUAGE")
        .output()
        .expect("jipu runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_photographed_round_sheet_takes_its_boards_players_from_the_pairing() {
    let dir = tempfile::tempdir().unwrap();
    let out = jipu(
        &["import", "--pairings", SPRING, PHOTO],
        dir.path(),
        "en_US.UTF-8",
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(
        stderr.contains("round 5, board 3: Li, Er – Sun, Li"),
        "{stderr}"
    );
    for tag in [
        "[Round \"5\"]",
        "[Board \"3\"]",
        "[White \"Li, Er\"]",
        "[Black \"Sun, Li\"]",
        "[Event \"2026年春季俱乐部公开赛\"]",
        "[WhiteElo \"2405\"]",
    ] {
        assert!(stdout.contains(tag), "{tag} missing:\n{stdout}");
    }
    // The moves printed on the sheet, read through the perspective (the names printed on it were others').
    assert!(
        stdout.contains(
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3"
        ),
        "{stdout}"
    );
    assert!(!stdout.contains("Wang"), "{stdout}");
}

#[test]
fn without_the_pairing_the_sheets_round_and_board_are_still_read() {
    let dir = tempfile::tempdir().unwrap();
    let out = jipu(&["import", PHOTO], dir.path(), "en_US.UTF-8");
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("[Round \"5\"]") && stdout.contains("[Board \"3\"]"),
        "{stdout}"
    );
}

#[test]
fn pairings_with_a_picture_that_is_no_round_sheet_or_with_a_text_say_so() {
    let dir = tempfile::tempdir().unwrap();
    let page = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/pictures/pages-prose-en-serif-c.png"
    );
    let out = jipu(
        &["import", "--pairings", SPRING, page],
        dir.path(),
        "zh_CN.UTF-8",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("没有找到记谱打印的轮次记录纸"),
        "{}",
        text(&out.stderr)
    );
    assert!(out.stdout.is_empty());
    std::fs::write(dir.path().join("g.pgn"), "1. e4 e5 *\n").unwrap();
    let out = jipu(
        &["import", "--pairings", SPRING, "g.pgn"],
        dir.path(),
        "en_US.UTF-8",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("--pairings and --take-result are for a photographed sheet")
    );
}

#[test]
fn a_sheet_of_a_round_or_board_the_pairing_has_not_is_named_with_its_round_and_board() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("r2.csv"),
        "round,board,white,black\n2,1,王一,李二\n2,2,张三,赵四\n",
    )
    .unwrap();
    let out = jipu(
        &["import", "--pairings", "r2.csv", PHOTO],
        dir.path(),
        "zh_CN.UTF-8",
    );
    assert_eq!(out.status.code(), Some(1));
    let said = text(&out.stderr);
    // The photo first, with the round and board its code names, then the file's own word in Chinese punctuation.
    assert!(
        said.contains(
            "round5-board3-photo.jpg 是第 5 轮第 3 台的记录纸；r2.csv：文件里没有第 5 轮"
        ),
        "{said}"
    );
    assert!(out.stdout.is_empty());
    std::fs::write(
        dir.path().join("r5.csv"),
        "round,board,white,black\n5,1,王一,李二\n5,2,张三,赵四\n",
    )
    .unwrap();
    let out = jipu(
        &["import", "--pairings", "r5.csv", PHOTO],
        dir.path(),
        "en_US.UTF-8",
    );
    assert_eq!(out.status.code(), Some(1));
    let said = text(&out.stderr);
    assert!(
        said.contains("round5-board3-photo.jpg is the sheet of round 5, board 3; r5.csv: round 5 has no board 3"),
        "{said}"
    );
}

#[test]
fn a_blank_round_sheet_is_said_to_have_no_move_written_and_still_goes_back_to_its_board() {
    let dir = tempfile::tempdir().unwrap();
    let blank = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/club/blank-round3-board1.png"
    );
    let out = jipu(&["import", blank], dir.path(), "zh_CN.UTF-8");
    assert_eq!(out.status.code(), Some(2));
    let said = text(&out.stderr);
    // Before, its printed row numbers were taken for a page from the middle of a game.
    assert!(said.contains("这张记录纸上没有写着法"), "{said}");
    assert!(!said.contains("第一步开始"), "{said}");
    std::fs::write(
        dir.path().join("r3.csv"),
        "round,board,white,black\n3,1,王一,李二\n3,2,Smith,Jones\n",
    )
    .unwrap();
    let out = jipu(
        &["import", "--pairings", "r3.csv", blank],
        dir.path(),
        "en_US.UTF-8",
    );
    let (stdout, said) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(2), "{said}");
    assert!(said.contains("round 3, board 1: 王一 – 李二"), "{said}");
    assert!(
        said.contains("no move is written on this scoresheet"),
        "{said}"
    );
    assert!(stdout.contains("[White \"王一\"]"), "{stdout}");
    assert!(!stdout.contains("1."), "no move: {stdout}");
    // A blurred photo of a sheet with twenty moves printed on it, whose cells' ink is too faint to mark them written:
    // not blank (it had been said to be).
    let blurred = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/club/blurred-sheet.jpg"
    );
    let out = jipu(&["import", blurred], dir.path(), "en_US.UTF-8");
    let (stdout, said) = (text(&out.stdout), text(&out.stderr));
    assert!(!said.contains("no move is written"), "{said}");
    // Read whole (as it is since the beam's and the layout's changes of 2026-12-06), it is the sheet's game; else
    // the reading stops.
    if out.status.code() == Some(0) {
        assert!(
            stdout.contains("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5") && stdout.contains("20. Qf7# 1-0"),
            "{stdout}"
        );
    } else {
        assert_eq!(out.status.code(), Some(2), "{said}");
    }
}

/// A generated photo of Jipu's sheet filled in by a generated hand, `1-0` on its result line
/// (tests/data/handwritten/README.md).
const HANDWRITTEN: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/handwritten/jipu-photo.jpg"
);

#[test]
fn the_written_result_is_said_and_taken_only_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    // Handwritten: said, with its probability.
    let out = jipu(
        &["import", "--mark-unsure", HANDWRITTEN],
        dir.path(),
        "en_US.UTF-8",
    );
    let stderr = text(&out.stderr);
    // (The sheet's last row holds its result too: the game has it from there.)
    assert!(
        stderr.contains("the sheet's result line reads 1-0")
            && stderr.contains("the game's result stays 1-0, as the moves read give it"),
        "{stderr}"
    );
    // Without the flag the handwritten sheet stops at its first unsure move, and the flag that reads it whole is
    // named (a new user had read a round's sheets with no move and no idea why).
    let out = jipu(&["import", HANDWRITTEN], dir.path(), "zh_CN.UTF-8");
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("这张记录纸按手写读取：加 --mark-unsure 可读完整张"),
        "{stderr}"
    );
    // A sheet read in part (its rows run together): the result line's is said, and not put into the game unless asked.
    let out = jipu(&["import", SMALLER], dir.path(), "en_US.UTF-8");
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("the sheet's result line reads 1-0")
            && stderr.contains(
                "not put into the game: check it and set the Result, or give --take-result"
            ),
        "{stderr}"
    );
    // The round sheet's result line holds `1-0` printed by Jipu: a field of the sheet's header, not text after the
    // moves — the moves read to their end, and the result is the game's only when asked.
    let out = jipu(&["import", PHOTO], dir.path(), "en_US.UTF-8");
    let stdout = text(&out.stdout).replace('\n', " ");
    assert!(stdout.contains("8. c3 O-O *"), "{stdout}");
    assert!(stdout.contains("[Result \"*\"]"), "{stdout}");
    let out = jipu(
        &["import", "--take-result", "--pairings", SPRING, PHOTO],
        dir.path(),
        "zh_CN.UTF-8",
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(stderr.contains("已作为棋局结果写入"), "{stderr}");
    assert!(stdout.contains("[Result \"1-0\"]"), "{stdout}");
    // And the round is graded from the photo: board 3 of round 5 won by White.
    std::fs::write(dir.path().join("round5.pgn"), &stdout).unwrap();
    std::fs::write(dir.path().join("ladder.csv"), "name,points,games\n").unwrap();
    let out = jipu(
        &["grade", "ladder.csv", "round5.pgn"],
        dir.path(),
        "en_US.UTF-8",
    );
    let graded = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        graded.contains("board 3  Li, Er (0.0) 1-0 Sun, Li (0.0)"),
        "{graded}"
    );
}

/// The same sheet photographed small (750 × 1000): the code and the result line still read, the printed moves not —
/// the board's game is written all the same, with its players and its result, and the round can be graded.
#[test]
fn a_small_photo_of_a_round_sheet_brings_its_moves_and_result_back() {
    let dir = tempfile::tempdir().unwrap();
    let out = jipu(
        &["import", "--pairings", SPRING, "--take-result", SMALL],
        dir.path(),
        "en_US.UTF-8",
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    // Its printed header (other players' names, `Wang (1-0)`) had been read as the first move (`c4` 47 %, `e4` 46 %)
    // and the reading stopped there; the header is the sheet's fields, not moves.
    assert_eq!(out.status.code(), Some(0), "read whole: {stderr}");
    assert!(
        stdout.contains("[Board \"3\"]") && stdout.contains("[Result \"1-0\"]"),
        "{stdout}"
    );
    assert!(
        stdout.contains("7. Bb3 d6 8. c3\nO-O 1-0") || stdout.contains("7. Bb3 d6 8. c3 O-O 1-0"),
        "{stdout}"
    );
    std::fs::write(dir.path().join("round5.pgn"), &stdout).unwrap();
    std::fs::write(dir.path().join("ladder.csv"), "name,points,games\n").unwrap();
    let out = jipu(
        &["grade", "ladder.csv", "round5.pgn"],
        dir.path(),
        "en_US.UTF-8",
    );
    assert!(text(&out.stdout).contains("board 3  Li, Er (0.0) 1-0 Sun, Li (0.0)"));
}

/// The same photo scaled down to 560 × 746: its rules are faint, ink only in parts. Rows 7 and 8 ran together
/// there (the rule between them left in the ink), and the reading stopped at move 7. Since a rule is followed
/// along its faint line as well as its ink, the rows stand apart and the game reads whole, with its board and its
/// result.
#[test]
fn the_smaller_photo_reads_whole_with_its_board_and_result() {
    let dir = tempfile::tempdir().unwrap();
    let out = jipu(
        &["import", "--pairings", SPRING, "--take-result", SMALLER],
        dir.path(),
        "en_US.UTF-8",
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "read whole: {stderr}");
    assert!(
        stdout.contains("7. Bb3 d6 8. c3\nO-O 1-0") || stdout.contains("7. Bb3 d6 8. c3 O-O 1-0"),
        "{stdout}"
    );
    assert!(
        stdout.contains("[Board \"3\"]") && stdout.contains("[Result \"1-0\"]"),
        "{stdout}"
    );
}

/// Jipu's sheet of a short game, scanned: the rows left empty after the mate end the game (no stop at row 3), the
/// result printed on the result line is read after its words, and `--take-result` keeps the result the moves gave.
#[test]
fn a_sheet_read_to_its_mate_ends_at_its_empty_rows_and_keeps_its_result() {
    let sheet = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/club/fools-mate-sheet.png"
    );
    let dir = tempfile::tempdir().unwrap();
    let out = jipu(
        &["import", "--take-result", sheet],
        dir.path(),
        "en_US.UTF-8",
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stdout.contains("1. f3 e5 2. g4 Qh4# 0-1"), "{stdout}");
    assert!(
        stderr.contains("the sheet's result line reads 0-1")
            && stderr.contains("the game's result stays 0-1, as the moves read give it"),
        "{stderr}"
    );
    assert!(!stderr.contains("give --take-result"), "{stderr}");
}
