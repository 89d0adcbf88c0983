//! Saving over an existing file in the Windows build (`jipu.exe` under Wine, on Xvfb), as a newcomer does (issue 38):
//! a game opened from `round-3.pgn`, a move typed, Ctrl+S — and again. Windows refuses to rename a file over one
//! that is still open wherever the file system lacks POSIX rename semantics (FAT32 and exFAT sticks, network shares,
//! Wine): the save said "access denied (os error 5)" and the file kept its old content.
//!
//! Needs Wine, mingw-w64, the Rust target, Xvfb and xdotool; see `common/wine.rs`.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use common::wine::{self, Prefix, windows_path};
use common::xvfb::{Xvfb, wait_for};

const GAME: &str =
    "[Event \"城市锦标赛\"]\n[White \"王一\"]\n[Black \"李二\"]\n[Result \"*\"]\n\n1. e4 e5 *\n";

fn xdotool(x: &Xvfb, args: &[&str]) -> Result<String, String> {
    let out = Command::new("xdotool")
        .env("DISPLAY", &x.display)
        .args(args)
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!(
            "xdotool {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Gives the keyboard to Jipu's window (a bare Xvfb has no window manager to do it).
fn focus_jipu(x: &Xvfb) -> Result<(), String> {
    let mut found = String::new();
    wait_for(Duration::from_secs(30), || {
        found = xdotool(x, &["search", "--onlyvisible", "--name", "Jipu"]).unwrap_or_default();
        !found.trim().is_empty()
    });
    let id = found
        .lines()
        .last()
        .ok_or("no window named Jipu")?
        .to_string();
    for _ in 0..20 {
        if xdotool(x, &["windowfocus", "--sync", &id]).is_ok() {
            std::thread::sleep(Duration::from_millis(300));
            return Ok(());
        }
        std::thread::sleep(Duration::from_millis(250));
    }
    Err("Jipu's window never took the keyboard".into())
}

/// Types a move into the move box and saves with Ctrl+S; the file must then hold `want` (and no temporary file be
/// left beside it).
fn type_and_save(x: &Xvfb, path: &Path, typed: &str, want: &str) -> Result<(), String> {
    xdotool(x, &["type", "--delay", "120", typed])?;
    std::thread::sleep(Duration::from_millis(500));
    xdotool(x, &["key", "ctrl+s"])?;
    let mut text = String::new();
    let saved = wait_for(Duration::from_secs(15), || {
        text = std::fs::read_to_string(path).unwrap_or_default();
        text.contains(want)
    });
    if !saved {
        // What the window showed, kept beside the other Wine screenshots.
        let shots = wine::build_dir().join("shots");
        let _ = std::fs::create_dir_all(&shots);
        let _ = x.screenshot(&shots.join("wine-saving-failed.png"));
        return Err(format!(
            "after Ctrl+S the file does not hold `{want}`:\n{text}"
        ));
    }
    let dir = path.parent().ok_or("no folder")?;
    let left: Vec<String> = std::fs::read_dir(dir)
        .map_err(|e| e.to_string())?
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    if !left.is_empty() {
        return Err(format!("temporary files left: {left:?}"));
    }
    Ok(())
}

fn save_over_twice(prefix: &Prefix, x: &Xvfb, dir: &Path) -> Result<(), String> {
    let path = dir.join("round-3.pgn");
    std::fs::write(&path, GAME).map_err(|e| e.to_string())?;
    let exe = wine::windows_exe()?;
    // The widget map in a folder of its own: it is written atomically too, and its temporary file, there at any
    // moment the window changes, is no temporary file of the game's save.
    let probe = dir.join("probe");
    std::fs::create_dir_all(&probe).map_err(|e| e.to_string())?;
    let map = probe.join("widgets.txt");
    let mut app = prefix
        .command(&exe)
        .arg("round-3.pgn")
        .current_dir(dir)
        .env("JIPU_WIDGET_MAP", windows_path(&map))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("wine64 does not start: {e}"))?;
    let drawn = wait_for(Duration::from_secs(120), || {
        std::fs::read_to_string(&map).is_ok_and(|t| t.lines().any(|l| l.starts_with("board\t")))
    });
    let result = (|| {
        if !drawn {
            return Err("the window never drew its board".to_string());
        }
        std::thread::sleep(Duration::from_millis(800));
        let _ = x.screenshot(&wine::build_dir().join("shots/wine-saving-opened.png"));
        focus_jipu(x)?;
        type_and_save(x, &path, "Nf3 ", "2. Nf3")?;
        // And again over the file just written, as a player saves after each few moves.
        type_and_save(x, &path, "Nc6 ", "2. Nf3 Nc6")?;
        let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
        if !text.contains("城市锦标赛") || !text.contains("1. e4 e5") {
            return Err(format!("the game's tags or moves were lost:\n{text}"));
        }
        Ok(())
    })();
    let _ = app.kill();
    let _ = app.wait();
    result
}

#[test]
fn the_windows_window_saves_over_the_file_it_opened_twice() {
    if !wine::available("the Windows saving test", &["Xvfb", "xdotool"]) {
        return;
    }
    let dir = tempfile::tempdir().expect("a folder");
    let x = Xvfb::start().expect("a virtual X server");
    let prefix = Prefix::new("zh_CN.UTF-8")
        .expect("a Wine prefix")
        .on_display(&x.display);
    save_over_twice(&prefix, &x, dir.path()).expect("both saves over the file");
}
