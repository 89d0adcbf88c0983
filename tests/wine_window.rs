//! The window of the Windows build (`jipu.exe` under Wine, on Xvfb: glow through WGL, ending in Mesa's software
//! OpenGL), driven as a person would with xdotool:
//! - it starts and draws the board (read back from a screenshot), a drag plays e2–e4, typed `e5` `Nf3` land, and the
//!   autosave is in the Windows user's folder (`%APPDATA%`);
//! - every program of the prefix is killed at once (`wineserver -k`, as `taskkill /F` or a crash), and the next start
//!   offers the game, which is restored;
//! - Ctrl+S opens the Windows save dialog (rfd's, which Wine provides), a name is typed, and the PGN written reads back;
//! - printing: under `zh_CN`, a game opened from a file whose name is Chinese is printed through Jipu's print dialog,
//!   which lists the spooler's printers (Wine's come from CUPS: the queue `PDF` that `.ci/run` sets up, the default);
//!   the job is drawn through GDI and the printer's driver, handed by Wine's spooler on to CUPS, and the page its
//!   cups-pdf queue writes matches, as pixels, the same sheet exported as PDF by `jipu.exe sheet`, with the Chinese
//!   header and moves.
//!
//! Where to click comes from the window itself (`JIPU_WIDGET_MAP`, see `src/app/probe.rs`), with where its inside is
//! on the screen. Screenshots are kept in `target/windows/shots/`. Needs Wine, mingw-w64, the Rust target, Xvfb,
//! xdotool and ImageMagick (and CUPS for printing); see `common/wine.rs`.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, SystemTime};

use common::pages::{printed_pdf, same_page};
use common::wine::{self, Prefix, windows_path};
use common::xvfb::{Xvfb, wait_for};
use jipu::notation::{NotationStyle, import_game, write_move_line};

type Step = Result<(), String>;

/// The tests here run one at a time: each starts Wine and a window on a busy machine.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn shots() -> PathBuf {
    let dir = wine::build_dir().join("shots");
    let _ = std::fs::create_dir_all(&dir);
    dir
}

/// `jipu.exe` running in a prefix on an X display.
struct Window<'a> {
    prefix: &'a Prefix,
    x: &'a Xvfb,
    app: Child,
    map: PathBuf,
}

impl Drop for Window<'_> {
    fn drop(&mut self) {
        let _ = self.app.kill();
        let _ = self.app.wait();
    }
}

impl<'a> Window<'a> {
    fn open(
        prefix: &'a Prefix,
        x: &'a Xvfb,
        dir: &Path,
        args: &[&str],
    ) -> Result<Window<'a>, String> {
        Window::open_with(prefix, x, dir, args, &[])
    }

    fn open_with(
        prefix: &'a Prefix,
        x: &'a Xvfb,
        dir: &Path,
        args: &[&str],
        env: &[(&str, &str)],
    ) -> Result<Window<'a>, String> {
        let exe = wine::windows_exe()?;
        let map = dir.join("widgets.txt");
        let _ = std::fs::remove_file(&map);
        let app = prefix
            .command(&exe)
            .args(args)
            .current_dir(dir)
            .env("JIPU_WIDGET_MAP", windows_path(&map))
            .envs(env.iter().copied())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("wine64 does not start: {e}"))?;
        let window = Window {
            prefix,
            x,
            app,
            map,
        };
        if !wait_for(Duration::from_secs(120), || {
            window.widget("board").is_some() && window.widget("client").is_some()
        }) {
            return Err("the window never drew its board".into());
        }
        std::thread::sleep(Duration::from_millis(800));
        Ok(window)
    }

    fn xdotool(&self, args: &[&str]) -> Result<String, String> {
        let out = Command::new("xdotool")
            .env("DISPLAY", &self.x.display)
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

    /// Where a widget is on the screen: x, y, width, height.
    fn widget(&self, name: &str) -> Option<[f32; 4]> {
        let text = std::fs::read_to_string(&self.map).ok()?;
        let find = |wanted: &str| {
            text.lines().find_map(|line| {
                let mut parts = line.split('\t');
                if parts.next()? != wanted {
                    return None;
                }
                let v: Vec<f32> = parts.filter_map(|p| p.parse().ok()).collect();
                (v.len() == 4).then(|| [v[0], v[1], v[2], v[3]])
            })
        };
        let client = find("client")?;
        if name == "client" {
            return Some(client);
        }
        let [x, y, w, h] = find(name)?;
        Some([client[0] + x, client[1] + y, w, h])
    }

    fn wait_widget(&self, name: &str, limit: Duration) -> Step {
        if wait_for(limit, || self.widget(name).is_some()) {
            Ok(())
        } else {
            Err(format!("`{name}` never showed"))
        }
    }

    /// The centre of a square on the screen, White at the bottom.
    fn square(&self, name: &str) -> Result<(i32, i32), String> {
        let [x, y, w, _] = self.widget("board").ok_or("no board on screen")?;
        let b = name.as_bytes();
        let (file, rank) = (f32::from(b[0] - b'a'), f32::from(b[1] - b'1'));
        let s = w / 8.0;
        Ok((
            (x + (file + 0.5) * s) as i32,
            (y + (7.0 - rank + 0.5) * s) as i32,
        ))
    }

    fn mouse_to(&self, (x, y): (i32, i32)) -> Step {
        self.xdotool(&["mousemove", &x.to_string(), &y.to_string()])?;
        std::thread::sleep(Duration::from_millis(80));
        Ok(())
    }

    fn click_widget(&self, name: &str) -> Step {
        let [x, y, w, h] = self
            .widget(name)
            .ok_or_else(|| format!("`{name}` is not on screen"))?;
        self.mouse_to(((x + w / 2.0) as i32, (y + h / 2.0) as i32))?;
        self.xdotool(&["click", "1"])?;
        std::thread::sleep(Duration::from_millis(300));
        Ok(())
    }

    fn drag(&self, from: &str, to: &str) -> Step {
        let (a, b) = (self.square(from)?, self.square(to)?);
        self.mouse_to(a)?;
        self.xdotool(&["mousedown", "1"])?;
        for i in 1..=6 {
            let t = i as f32 / 6.0;
            self.mouse_to((
                a.0 + ((b.0 - a.0) as f32 * t) as i32,
                a.1 + ((b.1 - a.1) as f32 * t) as i32,
            ))?;
        }
        self.xdotool(&["mouseup", "1"])?;
        std::thread::sleep(Duration::from_millis(400));
        Ok(())
    }

    /// The X window whose name matches `pattern`, once it shows.
    fn x_window(&self, pattern: &str) -> Result<String, String> {
        let mut found = String::new();
        wait_for(Duration::from_secs(30), || {
            found = self
                .xdotool(&["search", "--onlyvisible", "--name", pattern])
                .unwrap_or_default();
            !found.trim().is_empty()
        });
        found
            .lines()
            .last()
            .map(str::to_string)
            .ok_or_else(|| format!("no window named {pattern}"))
    }

    /// Gives the keyboard to the X window `id` (a bare Xvfb has no window manager to do it).
    fn focus(&self, id: &str) -> Step {
        let mut focused = self.xdotool(&["windowfocus", "--sync", id]);
        for _ in 0..20 {
            if focused.is_ok() {
                break;
            }
            std::thread::sleep(Duration::from_millis(250));
            focused = self.xdotool(&["windowfocus", "--sync", id]);
        }
        focused.map(|_| std::thread::sleep(Duration::from_millis(300)))
    }

    fn type_keys(&self, text: &str) -> Step {
        self.xdotool(&["type", "--delay", "120", text])?;
        std::thread::sleep(Duration::from_millis(400));
        Ok(())
    }

    fn key(&self, key: &str) -> Step {
        self.xdotool(&["key", key])?;
        std::thread::sleep(Duration::from_millis(300));
        Ok(())
    }

    /// The game of the newest autosave in the Windows user's application data (`%APPDATA%`).
    fn autosaved(&self) -> Option<String> {
        let roaming = self.prefix.user_dir().ok()?.join("AppData/Roaming");
        let mut newest: Option<(SystemTime, PathBuf)> = None;
        let mut dirs = vec![roaming];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).ok()?.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "pgn")
                    && path.parent().is_some_and(|p| p.ends_with("autosave"))
                {
                    let modified = entry.metadata().ok()?.modified().ok()?;
                    if newest.as_ref().is_none_or(|(t, _)| modified > *t) {
                        newest = Some((modified, path));
                    }
                }
            }
        }
        moves_of(&newest?.1)
    }
}

fn moves_of(path: &Path) -> Option<String> {
    let text = std::fs::read_to_string(path).ok()?;
    Some(write_move_line(
        &import_game(&text).ok()?.game,
        NotationStyle::En,
    ))
}

/// RGB pixels of the screen (ImageMagick: the screenshot as raw bytes).
struct Screen {
    width: usize,
    rgb: Vec<u8>,
}

impl Screen {
    fn take(x: &Xvfb, keep_as: &str) -> Result<Screen, String> {
        let png = shots().join(keep_as);
        x.screenshot(&png)?;
        let out = Command::new("/usr/bin/convert")
            .arg(&png)
            .arg("rgb:-")
            .output()
            .map_err(|e| format!("convert: {e}"))?;
        Ok(Screen {
            width: 1280,
            rgb: out.stdout,
        })
    }

    fn at(&self, (x, y): (i32, i32)) -> [i32; 3] {
        let i = (y as usize * self.width + x as usize) * 3;
        match self.rgb.get(i..i + 3) {
            Some(p) => [i32::from(p[0]), i32::from(p[1]), i32::from(p[2])],
            None => [0; 3],
        }
    }
}

/// The board is drawn: light and dark squares alternate where the board is empty, and a white pawn stands on e2.
fn board_drawn(w: &Window, screen: &Screen) -> Step {
    let colour = |sq: &str| w.square(sq).map(|p| screen.at(p));
    let differ = |a: [i32; 3], b: [i32; 3]| (0..3).map(|i| (a[i] - b[i]).abs()).sum::<i32>();
    let (a3, b3, c3) = (colour("a3")?, colour("b3")?, colour("c3")?);
    if differ(a3, b3) < 60 || differ(a3, c3) > 12 {
        return Err(format!(
            "no board of alternating squares: a3 {a3:?}, b3 {b3:?}, c3 {c3:?}"
        ));
    }
    // A pawn: its dark outline within the square.
    let (x, y) = w.square("e2")?;
    let [_, _, side, _] = w.widget("board").ok_or("no board")?;
    let half = (side / 16.0) as i32;
    let dark = (-half..half)
        .flat_map(|dy| (-half..half).map(move |dx| (x + dx, y + dy)))
        .filter(|&p| screen.at(p).iter().sum::<i32>() < 150)
        .count();
    if dark < 20 {
        return Err(format!("no piece drawn on e2 ({dark} dark pixels)"));
    }
    Ok(())
}

fn play_kill_restore_save(prefix: &Prefix, x: &Xvfb, dir: &Path) -> Step {
    let window = Window::open(prefix, x, dir, &[])?;
    let screen = Screen::take(x, "wine-window-start.png")?;
    board_drawn(&window, &screen)?;
    window.drag("e2", "e4")?;
    let id = window.x_window("Jipu")?;
    window.focus(&id)?;
    window.type_keys("e5")?;
    window.type_keys("Nf3")?;
    let want = "1. e4 e5 2. Nf3";
    let mut got = None;
    wait_for(Duration::from_secs(10), || {
        got = window.autosaved();
        got.as_deref() == Some(want)
    });
    if got.as_deref() != Some(want) {
        return Err(format!(
            "the autosave in %APPDATA% holds {got:?}, not {want}"
        ));
    }
    Screen::take(x, "wine-window-en.png")?;
    // Killed with everything else in the prefix: no chance to clean up.
    prefix.kill_all();
    drop(window);
    let window = Window::open(prefix, x, dir, &[])?;
    window.wait_widget("Restore here", Duration::from_secs(20))?;
    window.click_widget("Restore here")?;
    // Saved: Ctrl+S on a game with no file asks where, in the Windows save dialog.
    let id = window.x_window("Jipu")?;
    window.focus(&id)?;
    window.key("ctrl+s")?;
    let dialog = window.x_window("^Save")?;
    window.focus(&dialog)?;
    Screen::take(x, "wine-save-dialog.png")?;
    let saved = dir.join("saved game.pgn");
    window.key("End")?;
    window.key("shift+Home")?;
    window.xdotool(&["type", "--delay", "40", &windows_path(&saved)])?;
    window.key("Return")?;
    if !wait_for(Duration::from_secs(10), || saved.exists()) {
        return Err(format!("no file at {}", saved.display()));
    }
    let read = moves_of(&saved);
    if read.as_deref() != Some(want) {
        return Err(format!("the saved file reads back as {read:?}"));
    }
    Ok(())
}

#[test]
fn the_windows_window_plays_survives_a_kill_and_saves_through_the_windows_dialog() {
    if !wine::available(
        "the Windows window test",
        &["Xvfb", "xdotool", "import", "/usr/bin/convert"],
    ) {
        return;
    }
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().expect("a folder");
    let x = Xvfb::start().expect("a virtual X server");
    let prefix = Prefix::new("en_US.UTF-8")
        .expect("a Wine prefix")
        .on_display(&x.display);
    play_kill_restore_save(&prefix, &x, dir.path()).expect("every step could be done");
}

const PRINTED: &str = "[Event \"城市锦标赛 City Open\"]\n[Site \"北京\"]\n[Date \"2026.03.01\"]\n[Round \"3\"]\n\
                       [White \"WHITE\"]\n[Black \"李二\"]\n[Result \"1-0\"]\n\n\
                       1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0\n";

fn pdf_text(path: &Path) -> Result<String, String> {
    let doc = lopdf::Document::load(path).map_err(|e| e.to_string())?;
    doc.extract_text(&[1]).map_err(|e| e.to_string())
}

fn print_through_the_spooler(prefix: &Prefix, x: &Xvfb, dir: &Path) -> Step {
    let white = format!("王Wine{}", std::process::id());
    let file = "城市锦标赛第三轮.pgn";
    std::fs::write(dir.join(file), PRINTED.replace("WHITE", &white)).map_err(|e| e.to_string())?;
    // The same sheet exported as PDF by the Windows command line, to compare the printed page with.
    let exported = dir.join("exported.pdf");
    let exe = wine::windows_exe()?;
    let out = prefix.run(&exe, dir, &["sheet", file, "-o", "exported.pdf"])?;
    if !out.status.success() {
        return Err(format!(
            "jipu.exe sheet: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let text = pdf_text(&exported)?;
    for word in [
        white.as_str(),
        "李二",
        "城市锦标赛",
        "北京",
        "e4",
        "马f6",
        "0-0",
    ] {
        if !text.contains(word) {
            return Err(format!("`{word}` is not on the exported sheet:\n{text}"));
        }
    }
    // The job goes as any job goes on Windows: through the spooler and the printer's driver (PostScript), then, as
    // Wine hands a job to its printer, on to CUPS and its cups-pdf queue, whose PDF is read back.
    let window = Window::open_with(prefix, x, dir, &[file], &[])?;
    let id = window.x_window("Jipu")?;
    window.focus(&id)?;
    window.key("ctrl+p")?;
    // The Print button shows once the spooler has listed its printers, the default (CUPS's PDF) chosen.
    window.wait_widget("print button", Duration::from_secs(30))?;
    Screen::take(x, "wine-print-dialog-zh.png")?;
    window.click_widget("print button")?;
    // The job's name is the sheet's title, kept to ASCII under Wine (see `printer::spooler::job_name`): the Chinese
    // characters of the White player's name are `_` there, and cups-pdf names its file after the job.
    let tag = white.trim_start_matches('王').to_string();
    let printed = printed_pdf(&tag, Duration::from_secs(90));
    Screen::take(x, "wine-window-zh.png")?;
    let printed = printed.ok_or("no page from CUPS's cups-pdf queue for the job Wine handed on")?;
    same_page(&exported, &printed)?;
    let _ = std::fs::copy(&printed, shots().join("wine-printed.pdf"));
    let _ = std::fs::copy(&exported, shots().join("wine-exported.pdf"));
    Ok(())
}

#[test]
fn a_game_prints_through_the_windows_spooler_as_the_exported_page() {
    if !wine::available(
        "the Windows printing test",
        &[
            "Xvfb",
            "xdotool",
            "import",
            "/usr/bin/convert",
            "pdftoppm",
            "lpstat",
        ],
    ) {
        return;
    }
    let cups = Command::new("sh")
        .args([
            "-c",
            "lpstat -r | grep -q 'scheduler is running' && lpstat -d | grep -q PDF",
        ])
        .status()
        .is_ok_and(|s| s.success());
    if !cups {
        let why =
            "printing under Wine needs CUPS with a default cups-pdf queue named PDF (see .ci/run)";
        assert!(std::env::var("CI").is_err(), "{why}");
        eprintln!("skipped: {why}");
        return;
    }
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().expect("a folder");
    let x = Xvfb::start().expect("a virtual X server");
    let prefix = Prefix::new("zh_CN.UTF-8")
        .expect("a Wine prefix")
        .on_display(&x.display);
    print_through_the_spooler(&prefix, &x, dir.path()).expect("the sheet prints");
}
