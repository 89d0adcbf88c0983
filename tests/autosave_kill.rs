//! Two windows' games survive a SIGKILL of both at once: two child processes each play a game through the app's own
//! state and autosave (with `JIPU_DATA_DIR` set, both in the same folder), are killed together mid-game, and a new
//! process finds both games waiting, every move of each. While a window runs, a second one started beside it does
//! not see its game; saving in one removes only its own autosave.
//!
//! This test has its own `main` (harness = false): run as a child when `JIPU_TEST_CHILD` is set.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Stdio};

use jipu::Lang;
use jipu::app::autosave::{Autosave, data_dir};
use jipu::app::{AppState, Command as AppCommand};
use jipu::notation::{NotationStyle, write_move_line};

const WHITE_GAME: [&str; 6] = ["e4", "e5", "马f3", "Nc6", "Bb5", "a6"];
const BLACK_GAME: [&str; 5] = ["d4", "d5", "c4", "e6", "Nc3"];

fn moves(state: &AppState) -> String {
    write_move_line(state.game(), NotationStyle::En)
}

/// The child: a window's state and autosave; plays the moves read from standard input, storing after each as the
/// window does after each frame. `list` prints the games left waiting instead; `save PATH` saves after the moves.
fn child(mode: &str) {
    let Some(dir) = data_dir() else {
        println!("no data folder");
        return;
    };
    let (autosave, waiting) = Autosave::open(&dir);
    if mode == "list" {
        let mut games: Vec<String> = waiting
            .iter()
            .map(|w| write_move_line(&w.game, NotationStyle::En))
            .collect();
        games.sort();
        println!("waiting={}", games.join(" | "));
        return;
    }
    let mut state = AppState::new(Lang::En).with_autosave(autosave, Vec::new());
    let stdin = std::io::stdin();
    for line in stdin.lock().lines().map_while(Result::ok) {
        if let Some(path) = line.strip_prefix("save ") {
            let _ = state.apply(AppCommand::FileChosen(
                jipu::app::FilePurpose::SaveGame,
                Some(path.into()),
            ));
            show_frame(&mut state);
            println!("saved {}", moves(&state));
        } else {
            let _ = state.apply(AppCommand::EntryEdited {
                text: line,
                composing: false,
            });
            show_frame(&mut state);
            println!("played {}", state.game().tree.mainline_len());
        }
        let _ = std::io::stdout().flush();
    }
}

/// The end of a window's frame: the autosave's turn. It compares with the disk at most every 300 ms, so when it puts
/// the check off, its turn comes again after that, as the window asks for a frame then.
fn show_frame(state: &mut AppState) {
    while let Some(later) = state.autosave_tick() {
        std::thread::sleep(later);
    }
}

fn spawn(dir: &std::path::Path, mode: &str) -> Result<Child, String> {
    Command::new(std::env::current_exe().map_err(|e| e.to_string())?)
        .env("JIPU_TEST_CHILD", mode)
        .env("JIPU_DATA_DIR", dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())
}

/// A child window that plays `moves` and waits, mid-game.
struct Playing {
    child: Child,
    stdin: std::process::ChildStdin,
    out: BufReader<std::process::ChildStdout>,
}

impl Playing {
    fn start(dir: &std::path::Path, moves: &[&str]) -> Result<Playing, String> {
        let mut child = spawn(dir, "play")?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let out = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let mut playing = Playing { child, stdin, out };
        for (i, m) in moves.iter().enumerate() {
            let said = playing.say(m)?;
            if said != format!("played {}", i + 1) {
                return Err(format!("the child said {said:?} after {m}"));
            }
        }
        Ok(playing)
    }

    fn say(&mut self, line: &str) -> Result<String, String> {
        writeln!(self.stdin, "{line}").map_err(|e| e.to_string())?;
        self.stdin.flush().map_err(|e| e.to_string())?;
        let mut answer = String::new();
        self.out.read_line(&mut answer).map_err(|e| e.to_string())?;
        Ok(answer.trim().to_string())
    }

    fn kill(mut self) -> Result<(), String> {
        self.child.kill().map_err(|e| e.to_string())?;
        let status = self.child.wait().map_err(|e| e.to_string())?;
        if status.success() {
            return Err("the child was not killed".into());
        }
        Ok(())
    }
}

fn waiting(dir: &std::path::Path) -> Result<String, String> {
    let out = spawn(dir, "list")?
        .wait_with_output()
        .map_err(|e| e.to_string())?;
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

fn two_windows_killed_at_once_lose_neither_game() -> Result<(), String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let first = Playing::start(dir.path(), &WHITE_GAME)?;
    let second = Playing::start(dir.path(), &BLACK_GAME)?;
    // A third window started while both run sees neither game: their windows are alive.
    let seen = waiting(dir.path())?;
    if seen != "waiting=" {
        return Err(format!("while both run, a new window was offered {seen:?}"));
    }
    // SIGKILL, both at once: no chance to clean up.
    first.kill()?;
    second.kill()?;
    let after = waiting(dir.path())?;
    let want = "waiting=1. d4 d5 2. c4 e6 3. Nc3 | 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6";
    if after != want {
        return Err(format!("after the kill: {after:?}, wanted {want:?}"));
    }
    Ok(())
}

fn saving_in_one_window_removes_only_its_own_autosave() -> Result<(), String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let mut saver = Playing::start(dir.path(), &WHITE_GAME)?;
    let other = Playing::start(dir.path(), &BLACK_GAME)?;
    let file = dir.path().join("saved.pgn");
    let said = saver.say(&format!("save {}", file.display()))?;
    if !said.starts_with("saved 1. e4") {
        return Err(format!("the save answered {said:?}"));
    }
    saver.kill()?;
    other.kill()?;
    let after = waiting(dir.path())?;
    let want = "waiting=1. d4 d5 2. c4 e6 3. Nc3";
    if after != want {
        return Err(format!(
            "after one saved and both were killed: {after:?}, wanted {want:?}"
        ));
    }
    Ok(())
}

/// One check of this file: Ok, or why it failed.
type Test = fn() -> Result<(), String>;

fn main() {
    if let Ok(mode) = std::env::var("JIPU_TEST_CHILD") {
        child(&mode);
        return;
    }
    let tests: [(&str, Test); 2] = [
        (
            "two_windows_killed_at_once_lose_neither_game",
            two_windows_killed_at_once_lose_neither_game,
        ),
        (
            "saving_in_one_window_removes_only_its_own_autosave",
            saving_in_one_window_removes_only_its_own_autosave,
        ),
    ];
    let mut failed = 0;
    for (name, test) in tests {
        match test() {
            Ok(()) => println!("test {name} ... ok"),
            Err(why) => {
                println!("test {name} ... FAILED: {why}");
                failed += 1;
            }
        }
    }
    println!("{} passed, {failed} failed", tests.len() - failed);
    if failed > 0 {
        std::process::exit(1);
    }
}
