//! The command line of the Windows build (`jipu.exe`, cross-built, run under Wine) gives the same bytes as the Linux
//! build: `import`, `moves -n zh`, `moves -n en,zh` on standard output with the same exit status and messages, and
//! `sheet` a PDF of the same pages and text; on a UTF-8 file with Chinese names, a GBK file, a file whose name is
//! Chinese, and a file of several games. Then the Windows console: a Chinese console (code page 936) shows `马f3`.
//!
//! Needs Wine, mingw-w64 and the Rust target (`.ci/run` installs them); see `common/wine.rs`.

mod common;

use std::path::Path;
use std::process::{Command, Output};

use common::wine::{self, Prefix};

const LEGAL: &str = "[Event \"城市锦标赛 City Open\"]\n[Site \"北京\"]\n[Date \"2026.03.01\"]\n[Round \"3\"]\n\
                     [White \"王一鸣\"]\n[Black \"Li Er\"]\n[Result \"1-0\"]\n\n\
                     1. e4 e5 2. Bc4 d6 3. Nf3 Nc6 4. Nc3 Bg4 5. h3 Bh5 6. d3 h6 7. Nxe5 Bxd1 8. Bxf7+ Ke7 \
                     9. Nd5# 1-0\n";

/// A game as a Chinese club's file has it: GBK, Chinese pieces and castling with zeros.
const GBK_GAME: &str = "[Event \"少年赛\"]\n[White \"张三\"]\n[Black \"李四\"]\n[Result \"1/2-1/2\"]\n\n\
                        1. e4 c5 2. 马f3 d6 3. d4 cxd4 4. 马xd4 马f6 5. 马c3 a6 6. 象e2 e5 7. 马b3 象e7 \
                        8. 0-0 0-0 1/2-1/2\n";

const SEVERAL: &str = "[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n\
                       [White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. d4 d5 2. c4 e6 3. Nc3 Nf6 *\n";

/// The files of the comparison, written into `dir`: name and bytes.
fn files(dir: &Path) -> Vec<String> {
    let (gbk, _, _) = encoding_rs::GBK.encode(GBK_GAME);
    let files: [(&str, Vec<u8>); 4] = [
        ("legal.pgn", LEGAL.as_bytes().to_vec()),
        ("gbk.pgn", gbk.into_owned()),
        (
            "王一鸣对李二.pgn",
            LEGAL.replace("Li Er", "李二").into_bytes(),
        ),
        ("several.pgn", SEVERAL.as_bytes().to_vec()),
    ];
    for (name, bytes) in &files {
        std::fs::write(dir.join(name), bytes).expect("a test file");
    }
    files.iter().map(|(n, _)| n.to_string()).collect()
}

/// The lines Jipu itself wrote to standard error (Wine may add its own).
fn jipu_said(out: &Output) -> Vec<String> {
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter(|l| l.starts_with("jipu:"))
        .map(str::to_string)
        .collect()
}

fn linux(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jipu"))
        .args(args)
        .current_dir(dir)
        .env("LANG", "zh_CN.UTF-8")
        .env("LC_ALL", "zh_CN.UTF-8")
        .output()
        .expect("the Linux build runs")
}

/// The pages and text of a PDF.
fn pdf_text(path: &Path) -> Result<(usize, String), String> {
    let doc = lopdf::Document::load(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    let text = doc.extract_text(&pages).map_err(|e| e.to_string())?;
    Ok((pages.len(), text))
}

#[test]
fn the_windows_command_line_gives_the_linux_bytes() {
    if !wine::available("the Windows command-line test", &[]) {
        return;
    }
    let exe = wine::windows_exe().expect("jipu.exe builds");
    let prefix = Prefix::new("zh_CN.UTF-8").expect("a Wine prefix");
    let dir = tempfile::tempdir().expect("a folder");
    let mut failures = Vec::new();
    let mut compared = 0;
    for file in files(dir.path()) {
        for args in [
            vec!["import", file.as_str()],
            vec!["moves", "-n", "zh", file.as_str()],
            vec!["moves", "-n", "en,zh", file.as_str()],
        ] {
            let want = linux(dir.path(), &args);
            let got = prefix.run(&exe, dir.path(), &args).expect("wine runs");
            compared += 1;
            if got.stdout != want.stdout {
                failures.push(format!(
                    "jipu {args:?}: standard output differs\nLinux:\n{}\nWindows:\n{}",
                    String::from_utf8_lossy(&want.stdout),
                    String::from_utf8_lossy(&got.stdout)
                ));
            }
            if got.status.code() != want.status.code() || jipu_said(&got) != jipu_said(&want) {
                failures.push(format!(
                    "jipu {args:?}: status {:?} and {:?}, said {:?} and {:?}",
                    want.status.code(),
                    got.status.code(),
                    jipu_said(&want),
                    jipu_said(&got)
                ));
            }
        }
        let linux_pdf = dir.path().join(format!("{file}.linux.pdf"));
        let windows_pdf = dir.path().join(format!("{file}.windows.pdf"));
        let want = linux(
            dir.path(),
            &["sheet", &file, "-o", &linux_pdf.to_string_lossy()],
        );
        let windows_name = windows_pdf
            .file_name()
            .map(|n| n.to_string_lossy().into_owned());
        let got = prefix
            .run(
                &exe,
                dir.path(),
                &[
                    "sheet",
                    &file,
                    "-o",
                    windows_name.as_deref().unwrap_or_default(),
                ],
            )
            .expect("wine runs");
        compared += 1;
        if got.status.code() != want.status.code() {
            failures.push(format!(
                "jipu sheet {file}: status {:?} and {:?}; Windows said {}",
                want.status.code(),
                got.status.code(),
                String::from_utf8_lossy(&got.stderr)
            ));
            continue;
        }
        match (pdf_text(&linux_pdf), pdf_text(&windows_pdf)) {
            (Ok(a), Ok(b)) if a == b => {}
            (a, b) => failures.push(format!("jipu sheet {file}: {a:?}\nand\n{b:?}")),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {compared} differ:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// `jipu.exe moves -n zh` in a Chinese Windows console (Wine's console on a pseudo-terminal, code page 936): the
/// moves are written to the console as text, not as UTF-8 bytes read in GBK.
#[test]
fn a_chinese_console_shows_chinese_moves() {
    if !wine::available("the Windows console test", &["script"]) {
        return;
    }
    let exe = wine::windows_exe().expect("jipu.exe builds");
    let prefix = Prefix::new("zh_CN.UTF-8").expect("a Wine prefix");
    let dir = tempfile::tempdir().expect("a folder");
    std::fs::write(dir.path().join("legal.pgn"), LEGAL).expect("a test file");
    // `cmd /c chcp` names the console's code page; then the moves, in the same console.
    let line = format!(
        "{} cmd /c \"chcp & {} moves -n zh legal.pgn\"",
        wine::WINE64,
        wine::windows_path(&exe)
    );
    let out = Command::new("script")
        .args(["-qec", &line, "/dev/null"])
        .current_dir(dir.path())
        .envs(prefix_env(&prefix))
        .stdin(std::process::Stdio::null())
        .output()
        .expect("script runs");
    let screen = String::from_utf8_lossy(&out.stdout);
    assert!(screen.contains("936"), "the console's code page: {screen}");
    assert!(
        screen.contains("2. 象c4 d6 3. 马f3 马c6"),
        "the console shows: {screen}"
    );
}

fn prefix_env(prefix: &Prefix) -> Vec<(String, String)> {
    vec![
        ("WINEPREFIX".into(), prefix.path().display().to_string()),
        ("WINEDEBUG".into(), "-all".into()),
        ("LANG".into(), "zh_CN.UTF-8".into()),
        ("LC_ALL".into(), "zh_CN.UTF-8".into()),
        ("TERM".into(), "xterm".into()),
    ]
}
