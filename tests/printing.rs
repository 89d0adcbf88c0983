//! Printing on a real CUPS server with a cups-pdf queue (`.ci/run` sets one up as the default printer): a game is printed
//! through the window's own print dialog — the same commands and code as Ctrl+P, Enter — from a process running under
//! `zh_CN.UTF-8` and one under `en_US.UTF-8`; the PDF cups-pdf writes is read back (lopdf) for the header and the moves.
//! Then the ways it goes wrong, each said: a printer that rejects jobs (`cupsreject`), no default printer, the server
//! stopped (killed), and a server that does not answer (stopped with SIGSTOP: the window keeps drawing, and says so after
//! the time limit).
//!
//! The failure paths change the machine's CUPS: they run only under CI (`CI=true`) or with `JIPU_CUPS_TESTS=1`. Without
//! CUPS the file says so and passes, except under CI, where it fails. This test has its own `main` (harness = false):
//! run as a child when `JIPU_PRINT_CHILD` is set.

use jipu::app::PrintMessage;
use std::path::Path;
use std::process::Command as Process;
use std::time::{Duration, Instant};

use jipu::Lang;
use jipu::app::{AppState, Command, Printers};
use jipu::notation::import_game;

mod common;
use common::pages::{printed_pdf, same_page};

const GAME: &str = "[Event \"城市锦标赛 City Open\"]\n[Site \"北京\"]\n[Round \"3\"]\n\
                    [White \"王一鸣\"]\n[Black \"Li Er\"]\n[Result \"1-0\"]\n\n\
                    1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0";

fn sh(command: &str) -> bool {
    Process::new("sh")
        .args(["-c", command])
        .status()
        .is_ok_and(|s| s.success())
}

fn wait_for(limit: Duration, mut ok: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        if ok() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    false
}

/// The child: a window's state prints the game through its print dialog, as Ctrl+P then Enter do, and says what the
/// window said. `JIPU_PRINT_CHILD` holds the White player's name, to find the job's PDF.
fn child(white: &str) {
    let text = GAME.replace("王一鸣", white);
    let game = import_game(&text).expect("the game reads").game;
    let mut state = AppState::new(Lang::from_env()).with_game(game);
    let _ = state.apply(Command::Print);
    // The window draws on while CUPS is asked: frames go on, each short.
    let mut longest = Duration::ZERO;
    let asked = wait_for(Duration::from_secs(30), || {
        let start = Instant::now();
        let _ = state.apply(Command::Tick);
        longest = longest.max(start.elapsed());
        !matches!(
            state.dialogs().print().map(|d| d.printers()),
            Some(Printers::Asking(_))
        )
    });
    if !asked {
        println!("printers never listed");
        return;
    }
    if let Some(Printers::Unavailable(e)) = state.dialogs().print().map(|d| d.printers()) {
        println!("unavailable: {}", e.message(state.lang()));
        println!("longest frame: {} ms", longest.as_millis());
        return;
    }
    let _ = state.apply(Command::PrintDialog(PrintMessage::Send));
    wait_for(Duration::from_secs(30), || {
        let start = Instant::now();
        let _ = state.apply(Command::Tick);
        longest = longest.max(start.elapsed());
        !state.dialogs().print().is_some_and(|d| d.is_sending())
    });
    let said = state
        .dialogs()
        .print()
        .and_then(|d| d.problem())
        .map(|p| p.text(state.lang()))
        .or_else(|| state.message_text())
        .unwrap_or_default();
    println!("said: {said}");
    println!("longest frame: {} ms", longest.as_millis());
}

/// Prints from a child process in `lang` and returns what the window said.
fn print_in(lang: &str, white: &str, extra_env: &[(&str, &str)]) -> String {
    let out = Process::new(std::env::current_exe().expect("the test binary"))
        .env("JIPU_PRINT_CHILD", white)
        .env("LANG", lang)
        .env("LC_ALL", lang)
        .envs(extra_env.iter().copied())
        .output()
        .expect("the child runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn text_of(pdf: &Path) -> Result<String, String> {
    let doc = lopdf::Document::load(pdf).map_err(|e| e.to_string())?;
    doc.extract_text(&[1]).map_err(|e| e.to_string())
}

fn prints_under(lang: &str, white: &str, want_said: &str) -> Result<(), String> {
    let said = print_in(lang, white, &[]);
    if !said.contains(want_said) {
        return Err(format!(
            "under {lang} the window said {said:?}, not {want_said:?}"
        ));
    }
    let printed = printed_pdf(white, Duration::from_secs(30))
        .ok_or_else(|| format!("under {lang}: no PDF from cups-pdf for {white}"))?;
    let sent = jipu::printer::temporary_pdf(&format!("{white} – Li Er"));
    let text = text_of(&sent)?;
    let chinese = lang.starts_with("zh");
    for word in [white, "Li Er", "城市锦标赛", "e4", "Nf6", "O-O"] {
        let wanted = match word {
            "Nf6" if chinese => "马f6",
            "O-O" if chinese => "0-0",
            other => other,
        };
        if !text.contains(wanted) {
            return Err(format!(
                "under {lang}: `{wanted}` missing from the sheet sent:\n{text}"
            ));
        }
    }
    same_page(&sent, &printed).map_err(|e| format!("under {lang}: {e}"))?;
    let _ = std::fs::remove_file(printed);
    Ok(())
}

/// The failure paths, each said in words; CUPS is put back as it was after each.
fn failures() -> Result<(), String> {
    // A printer that rejects jobs.
    sh("cupsreject PDF");
    let said = print_in("en_US.UTF-8", "Rejected", &[]);
    sh("cupsaccept PDF");
    if !said.contains("not accepting jobs") {
        return Err(format!("rejecting printer: {said:?}"));
    }
    // No default printer: the default queue is removed; the dialog lists the others and prints to the first.
    sh(
        "lpadmin -p Jipu-Spare -v cups-pdf:/ -E -P /usr/share/ppd/cups-pdf/CUPS-PDF_opt.ppd 2>/dev/null",
    );
    sh("lpadmin -d Jipu-Spare && lpadmin -x Jipu-Spare");
    let said = print_in("en_US.UTF-8", "NoDefault", &[]);
    sh("lpadmin -d PDF");
    if !said.contains("Sent to PDF") {
        return Err(format!("with no default printer: {said:?}"));
    }
    // The server stopped.
    sh("pkill -x cupsd");
    wait_for(Duration::from_secs(5), || !sh("pgrep -x cupsd >/dev/null"));
    let said = print_in("zh_CN.UTF-8", "Stopped", &[]);
    sh("cupsd");
    wait_for(Duration::from_secs(10), || {
        sh("lpstat -r | grep -q 'is running'")
    });
    if !said.contains("打印服务（CUPS）未运行") {
        return Err(format!("server stopped: {said:?}"));
    }
    // A server that does not answer: the window keeps drawing and says so after the limit.
    sh("pkill -STOP -x cupsd");
    let said = print_in(
        "en_US.UTF-8",
        "Hanging",
        &[("JIPU_PRINT_TIMEOUT_MS", "1500")],
    );
    sh("pkill -CONT -x cupsd");
    if !said.contains("did not answer") {
        return Err(format!("server not answering: {said:?}"));
    }
    let longest: u128 = said
        .lines()
        .find_map(|l| l.strip_prefix("longest frame: "))
        .and_then(|l| l.trim_end_matches(" ms").parse().ok())
        .unwrap_or(u128::MAX);
    if longest > 500 {
        return Err(format!("a frame waited {longest} ms on CUPS"));
    }
    Ok(())
}

fn main() {
    if let Ok(white) = std::env::var("JIPU_PRINT_CHILD") {
        child(&white);
        return;
    }
    let ci = std::env::var("CI").is_ok();
    if !sh("lpstat -r 2>/dev/null | grep -q 'scheduler is running' && lpstat -d | grep -q PDF") {
        assert!(
            !ci,
            "printing tests need CUPS with a default cups-pdf queue named PDF (see .ci/run)"
        );
        println!("skipped: no CUPS with a default PDF queue here");
        return;
    }
    let run = std::process::id();
    let mut checks: Vec<(&str, Result<(), String>)> = vec![
        (
            "a_game_prints_under_zh_cn",
            prints_under("zh_CN.UTF-8", &format!("Zhang{run}"), "已发送到 PDF"),
        ),
        (
            "a_game_prints_under_en_us",
            prints_under("en_US.UTF-8", &format!("Wang{run}"), "Sent to PDF (job"),
        ),
    ];
    if ci || std::env::var("JIPU_CUPS_TESTS").is_ok() {
        checks.push((
            "each_failure_is_said_and_the_window_keeps_drawing",
            failures(),
        ));
    }
    let mut failed = 0;
    for (name, result) in &checks {
        match result {
            Ok(()) => println!("test {name} ... ok"),
            Err(why) => {
                println!("test {name} ... FAILED: {why}");
                failed += 1;
            }
        }
    }
    println!("{} passed, {failed} failed", checks.len() - failed);
    if failed > 0 {
        std::process::exit(1);
    }
}
