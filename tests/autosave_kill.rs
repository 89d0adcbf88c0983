//! A game typed into Jipu survives a SIGKILL: a child process plays moves through the app's own state and
//! autosaver (with `JIPU_DATA_DIR` set), is killed mid-game, and a new process finds every move restored.
//!
//! This test has its own `main` (harness = false): run as the child when `JIPU_TEST_CHILD` is set.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use jipu::Lang;
use jipu::app::AppState;
use jipu::app::autosave::{Autosaver, data_dir};
use jipu::notation::{NotationStyle, write_move_line};

const MOVES: [&str; 7] = ["e4", "e5", "马f3", "Nc6", "Bb5", "a6", "Ba4"];

/// The child: plays moves read from standard input as the window would, storing after each.
fn child(mode: &str) {
    let mut state = AppState::new(Lang::En);
    let mut autosaver = Autosaver::new(data_dir());
    if mode == "restore" {
        let restored = autosaver.restore(&mut state);
        println!(
            "restored={restored} {}",
            write_move_line(state.game(), NotationStyle::En)
        );
        return;
    }
    let stdin = std::io::stdin();
    for (n, line) in stdin.lock().lines().map_while(Result::ok).enumerate() {
        let _ = state.apply(jipu::app::Command::EntryEdited {
            text: line,
            composing: false,
        });
        let _ = state.apply(jipu::app::Command::EntrySubmit);
        autosaver.store(&state);
        println!("played {}", n + 1);
        let _ = std::io::stdout().flush();
    }
}

fn run_child(dir: &std::path::Path, mode: &str) -> std::process::Child {
    Command::new(std::env::current_exe().expect("the test binary"))
        .env("JIPU_TEST_CHILD", mode)
        .env("JIPU_DATA_DIR", dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the child starts")
}

fn killed_mid_game_every_move_is_restored() -> Result<(), String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let mut child = run_child(dir.path(), "play");
    let played = (|| -> Result<(), String> {
        let mut stdin = child.stdin.take().ok_or("no stdin")?;
        let mut out = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        for (i, m) in MOVES.iter().take(6).enumerate() {
            writeln!(stdin, "{m}").map_err(|e| e.to_string())?;
            stdin.flush().map_err(|e| e.to_string())?;
            let mut line = String::new();
            out.read_line(&mut line).map_err(|e| e.to_string())?;
            if line.trim() != format!("played {}", i + 1) {
                return Err(format!("child said {line:?}"));
            }
        }
        // Keep stdin open: the child is mid-game, waiting for the seventh move.
        std::mem::forget(stdin);
        Ok(())
    })();
    // SIGKILL: no chance to clean up.
    let killed = child.kill();
    let status = child.wait().map_err(|e| e.to_string())?;
    played?;
    killed.map_err(|e| e.to_string())?;
    if status.success() {
        return Err("the child was not killed".into());
    }
    let again = run_child(dir.path(), "restore")
        .wait_with_output()
        .map_err(|e| e.to_string())?;
    let said = String::from_utf8_lossy(&again.stdout).trim().to_string();
    let want = "restored=true 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6";
    if said != want {
        return Err(format!("after the kill: {said:?}, wanted {want:?}"));
    }
    Ok(())
}

fn main() {
    if let Ok(mode) = std::env::var("JIPU_TEST_CHILD") {
        child(&mode);
        return;
    }
    match killed_mid_game_every_move_is_restored() {
        Ok(()) => {
            println!("test killed_mid_game_every_move_is_restored ... ok");
            println!("1 passed, 0 failed");
        }
        Err(why) => {
            println!("test killed_mid_game_every_move_is_restored ... FAILED: {why}");
            println!("0 passed, 1 failed");
            std::process::exit(1);
        }
    }
}
