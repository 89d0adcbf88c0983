//! `jipu sheet --pairings` and `jipu grade`, run as the real binary in a temporary folder.

use std::path::Path;
use std::process::{Command, Output};

const SPRING: &str = include_str!("data/club/spring-open.trf");

fn jipu(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jipu"))
        .args(args)
        .current_dir(dir)
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

fn pdf_pages(path: &Path) -> Vec<String> {
    let doc = lopdf::Document::load(path).expect("a valid PDF");
    doc.get_pages()
        .keys()
        .map(|&n| doc.extract_text(&[n]).expect("text extracts"))
        .collect()
}

fn folder_with_spring() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("spring.trf"), SPRING).unwrap();
    dir
}

#[test]
fn help_lists_grade() {
    let dir = tempfile::tempdir().unwrap();
    let out = jipu(&["--help"], dir.path());
    assert!(text(&out.stdout).contains("grade"));
    let out = jipu(&["sheet", "--help"], dir.path());
    assert!(text(&out.stdout).contains("--pairings"));
}

#[test]
fn sheets_for_the_round_being_played() {
    let dir = folder_with_spring();
    let out = jipu(
        &["sheet", "--pairings", "spring.trf", "-o", "r5.pdf"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("spring.trf: round 5, boards: 4"),
        "{}",
        text(&out.stderr)
    );
    let pages = pdf_pages(&dir.path().join("r5.pdf"));
    assert_eq!(pages.len(), 4);
    assert!(pages[0].contains("FM 张三丰 (2301)"));
    assert!(pages[3].contains("吴昊"));
    assert!(pages[3].contains("Chen, Wei (2105)"));
}

#[test]
fn options_override_the_file() {
    let dir = folder_with_spring();
    let out = jipu(
        &[
            "sheet",
            "--pairings",
            "spring.trf",
            "--round",
            "2",
            "-o",
            "r2.pdf",
            "--event",
            "Club night",
            "--date",
            "2026年3月15日",
            "--site",
            "Room 3",
            "--paper",
            "letter",
            "-n",
            "en",
        ],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let pages = pdf_pages(&dir.path().join("r2.pdf"));
    assert_eq!(pages.len(), 4);
    for page in &pages {
        assert!(page.contains("Club night"));
        assert!(page.contains("2026.03.15"));
        assert!(page.contains("Room 3"));
        assert!(!page.contains("春季"));
    }
    let bad_date = jipu(
        &[
            "sheet",
            "--pairings",
            "spring.trf",
            "-o",
            "x.pdf",
            "--date",
            "2026.02.30",
        ],
        dir.path(),
    );
    assert_eq!(bad_date.status.code(), Some(1));
    assert!(!dir.path().join("x.pdf").exists());
}

#[test]
fn a_broken_file_names_its_line_and_prints_nothing() {
    let dir = tempfile::tempdir().unwrap();
    // Chen, Wei given white in round 1, as 王一鸣 is.
    let broken: String = SPRING
        .split("\r\n")
        .map(|l| {
            if l.starts_with("001    5") {
                let mut chars: Vec<char> = l.chars().collect();
                chars[96] = 'w';
                chars.into_iter().collect()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\r\n");
    std::fs::write(dir.path().join("broken.trf"), broken).unwrap();
    let out = jipu(
        &["sheet", "--pairings", "broken.trf", "-o", "out.pdf"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "jipu: broken.trf: line 25: in round 1, Chen, Wei and 王一鸣 both have White\n"
    );
    assert!(
        !dir.path().join("out.pdf").exists(),
        "nothing is printed half"
    );
    let out = jipu(
        &[
            "--lang",
            "zh",
            "sheet",
            "--pairings",
            "broken.trf",
            "-o",
            "out.pdf",
        ],
        dir.path(),
    );
    assert!(text(&out.stderr).contains("第 25 行：第 1 轮 Chen, Wei 和 王一鸣 都执白方"));
    let out = jipu(
        &["sheet", "--pairings", "missing.csv", "-o", "out.pdf"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(1));
    let dir = folder_with_spring();
    let out = jipu(
        &[
            "sheet",
            "--pairings",
            "spring.trf",
            "--round",
            "9",
            "-o",
            "o.pdf",
        ],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("there is no round 9"));
}

#[test]
fn a_gbk_csv_with_chinese_headers_prints_its_boards() {
    let dir = tempfile::tempdir().unwrap();
    let (gbk, _, _) =
        encoding_rs::GBK.encode("台号,白方,黑方,白方等级分\n1,王一,李二,1800\n2,张三,赵四,\n");
    std::fs::write(dir.path().join("r.csv"), &gbk).unwrap();
    let out = jipu(
        &[
            "sheet",
            "--pairings",
            "r.csv",
            "--round",
            "3",
            "-o",
            "r.pdf",
            "--event",
            "周赛",
        ],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let pages = pdf_pages(&dir.path().join("r.pdf"));
    assert_eq!(pages.len(), 2);
    assert!(pages[0].contains("王一 (1800)"));
    assert!(pages[1].contains("张三"));
    assert!(pages[1].contains("周赛"));
}

#[test]
fn grade_prints_each_change_and_the_table_and_writes_the_ladder() {
    let dir = folder_with_spring();
    std::fs::write(
        dir.path().join("ladder.csv"),
        "name,points,games\n王一鸣,2300,40\n",
    )
    .unwrap();
    let out = jipu(
        &["grade", "ladder.csv", "spring.trf", "--round", "1"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("Round 1\n"), "{stdout}");
    // 王一鸣 (2300) beats Chen, Wei (0): the higher wins with D ≥ 200, nothing moves.
    assert!(
        stdout.contains("board 1  王一鸣 (2300.0) 1-0 Chen, Wei (0.0)  王一鸣 0.0, Chen, Wei 0.0"),
        "{stdout}"
    );
    assert!(stdout.contains("board 2  刘洋 (0.0) 0-1 Li, Er (0.0)  刘洋 -10.0, Li, Er +10.0"));
    assert!(stdout.contains("1  王一鸣     2300.0  level 8"), "{stdout}");
    assert!(text(&out.stderr).contains("ladder written: ladder.csv"));
    let ladder = std::fs::read_to_string(dir.path().join("ladder.csv")).unwrap();
    assert!(
        ladder.starts_with("name,points,games,level\n王一鸣,2300.0,41,level 8\n"),
        "{ladder}"
    );
    assert!(ladder.contains("\"Li, Er\",10.0,1,no level\n"));

    let dry = jipu(
        &[
            "grade",
            "ladder.csv",
            "spring.trf",
            "--round",
            "2",
            "--dry-run",
        ],
        dir.path(),
    );
    assert_eq!(dry.status.code(), Some(0));
    assert!(text(&dry.stdout).contains("forfeit, not graded"));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("ladder.csv")).unwrap(),
        ladder
    );

    // The round paired and not played has nothing to grade.
    let none = jipu(
        &["grade", "ladder.csv", "spring.trf", "--round", "5"],
        dir.path(),
    );
    assert_eq!(none.status.code(), Some(1));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("ladder.csv")).unwrap(),
        ladder
    );
}

#[test]
fn grading_round_by_round_writes_the_same_ladder_as_the_season_at_once() {
    let dir = folder_with_spring();
    let out = jipu(&["grade", "season.csv", "spring.trf"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("does not exist yet"));
    for round in ["1", "2", "3", "4"] {
        let out = jipu(
            &["grade", "rounds.csv", "spring.trf", "--round", round],
            dir.path(),
        );
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    }
    let season = std::fs::read_to_string(dir.path().join("season.csv")).unwrap();
    assert_eq!(
        season,
        std::fs::read_to_string(dir.path().join("rounds.csv")).unwrap()
    );
    assert_eq!(
        season.lines().count(),
        10,
        "nine players and the header:\n{season}"
    );
}

#[test]
fn grade_speaks_chinese() {
    let dir = folder_with_spring();
    let out = jipu(
        &[
            "--lang",
            "zh",
            "grade",
            "梯子.csv",
            "spring.trf",
            "--round",
            "1",
        ],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("第 1 轮\n"), "{stdout}");
    assert!(stdout.contains("第 1 台"));
    assert!(stdout.contains("姓名"));
    assert!(stdout.contains("无级别"));
    let ladder = std::fs::read_to_string(dir.path().join("梯子.csv")).unwrap();
    assert!(ladder.starts_with("姓名,积分,局数,级别\n"), "{ladder}");
    let out = jipu(
        &["--lang", "zh", "grade", "梯子.csv", "nothing.pgn"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(1));
}
