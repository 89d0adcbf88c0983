//! The real window, driven as a person drives it: the `jipu` binary under Xvfb (see `xvfb.rs`), given the keyboard
//! with `xdotool windowfocus` (a bare Xvfb has no window manager), clicked where its widgets are — the window writes
//! their places when `JIPU_WIDGET_MAP` is set (`src/app/probe.rs`) — and typed into key by key.
//!
//! Tests that use it need Xvfb, xdotool and xmodmap: without them they say so and pass, except under CI (`CI=true`),
//! where they fail. With `JIPU_SHOTS=FOLDER` set, [`Window::shot`] saves screenshots there (ImageMagick's `import`).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use super::xvfb::{Xvfb, wait_for};

/// A step failed: what, and what the window showed by then.
pub type Step = Result<(), String>;

fn have(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Whether Xvfb, xdotool and xmodmap are here; without them the test is skipped, except under CI.
pub fn tools_here() -> bool {
    let missing: Vec<&str> = ["Xvfb", "xdotool", "xmodmap"]
        .into_iter()
        .filter(|t| !have(t))
        .collect();
    if missing.is_empty() {
        return true;
    }
    let why = format!(
        "the real-window test needs {missing:?} (apt-get install xvfb xdotool x11-xserver-utils)"
    );
    assert!(std::env::var("CI").is_err(), "{why}");
    eprintln!("skipped: {why}");
    false
}

/// The window under test.
pub struct Window {
    app: Child,
    display: String,
    id: String,
    map: PathBuf,
    pub data: PathBuf,
    pub home: PathBuf,
}

impl Drop for Window {
    fn drop(&mut self) {
        let _ = self.app.kill();
        let _ = self.app.wait();
    }
}

impl Window {
    /// The window in `lang` (`en_US` or `zh_CN`), its home and data in `dir`, with `args` and more environment.
    pub fn open(
        x: &Xvfb,
        dir: &Path,
        lang: &str,
        args: &[&str],
        env: &[(&str, &str)],
    ) -> Result<Window, String> {
        let (data, home, map) = (dir.join("data"), dir.join("home"), dir.join("widgets.txt"));
        std::fs::create_dir_all(&home).map_err(|e| e.to_string())?;
        let locale = format!("{lang}.UTF-8");
        let app = Command::new(env!("CARGO_BIN_EXE_jipu"))
            .args(args)
            .env("DISPLAY", &x.display)
            .env_remove("WAYLAND_DISPLAY")
            .env("HOME", &home)
            .env("XDG_DATA_HOME", home.join(".local/share"))
            .env("XDG_CONFIG_HOME", home.join(".config"))
            .env("JIPU_DATA_DIR", &data)
            .env("JIPU_WIDGET_MAP", &map)
            // Jipu's own file chooser: the same on every machine (Xvfb has no portal anyway).
            .env("JIPU_FILE_DIALOG", "builtin")
            .env("LANG", &locale)
            .env("LC_ALL", &locale)
            .envs(env.iter().copied())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("jipu does not start: {e}"))?;
        let mut window = Window {
            app,
            display: x.display.clone(),
            id: String::new(),
            map,
            data,
            home,
        };
        if !wait_for(Duration::from_secs(60), || window.widget("board").is_some()) {
            let _ = window.app.kill();
            let mut said = String::new();
            if let Some(mut err) = window.app.stderr.take() {
                let _ = std::io::Read::read_to_string(&mut err, &mut said);
            }
            return Err(format!("the window never drew its board; it said: {said}"));
        }
        let pid = window.app.id().to_string();
        let found = window.xdotool(&["search", "--sync", "--onlyvisible", "--pid", &pid])?;
        window.id = found
            .lines()
            .last()
            .ok_or("xdotool found no window of jipu")?
            .to_string();
        // The window may be found a moment before it can take the keyboard (BadMatch): try again for a while.
        let id = window.id.clone();
        let mut focused = window.xdotool(&["windowfocus", "--sync", &id]);
        for _ in 0..20 {
            if focused.is_ok() {
                break;
            }
            std::thread::sleep(Duration::from_millis(250));
            focused = window.xdotool(&["windowfocus", "--sync", &id]);
        }
        focused?;
        std::thread::sleep(Duration::from_millis(300));
        Ok(window)
    }

    pub fn xdotool(&self, args: &[&str]) -> Result<String, String> {
        let out = Command::new("xdotool")
            .env("DISPLAY", &self.display)
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

    /// Every widget on screen now: name, then x, y, width, height in window pixels.
    pub fn widgets(&self) -> Vec<(String, [f32; 4])> {
        let text = std::fs::read_to_string(&self.map).unwrap_or_default();
        text.lines()
            .filter_map(|line| {
                let mut parts = line.split('\t');
                let name = parts.next()?.to_string();
                let v: Vec<f32> = parts.filter_map(|p| p.parse().ok()).collect();
                (v.len() == 4).then(|| (name, [v[0], v[1], v[2], v[3]]))
            })
            .collect()
    }

    /// Where the widget `name` is.
    pub fn widget(&self, name: &str) -> Option<[f32; 4]> {
        self.widgets()
            .into_iter()
            .find_map(|(n, r)| (n == name).then_some(r))
    }

    /// The first widget whose name starts with `prefix` (a message: `message: saved to …`).
    pub fn widget_starting(&self, prefix: &str) -> Option<String> {
        self.widgets()
            .into_iter()
            .find_map(|(n, _)| n.starts_with(prefix).then_some(n))
    }

    pub fn mouse_to(&self, (x, y): (i32, i32)) -> Step {
        self.xdotool(&[
            "mousemove",
            "--window",
            &self.id,
            &x.to_string(),
            &y.to_string(),
        ])?;
        std::thread::sleep(Duration::from_millis(80));
        Ok(())
    }

    pub fn click(&self, at: (i32, i32)) -> Step {
        self.mouse_to(at)?;
        self.xdotool(&["click", "1"])?;
        std::thread::sleep(Duration::from_millis(300));
        Ok(())
    }

    fn center(&self, name: &str) -> Result<(i32, i32), String> {
        let [x, y, w, h] = self
            .widget(name)
            .ok_or_else(|| format!("`{name}` is not on screen"))?;
        Ok(((x + w / 2.0) as i32, (y + h / 2.0) as i32))
    }

    /// The mouse wheel turned `notches` down over the widget `over`, as a person scrolls a part of the window.
    #[allow(dead_code)]
    pub fn scroll_down(&self, over: &str, notches: u32) -> Step {
        self.mouse_to(self.center(over)?)?;
        self.xdotool(&[
            "click",
            "--repeat",
            &notches.to_string(),
            "--delay",
            "60",
            "5",
        ])?;
        std::thread::sleep(Duration::from_millis(300));
        Ok(())
    }

    /// Waits until the program has ended by itself (File › Exit), within `limit`.
    pub fn wait_closed(&mut self, limit: Duration) -> Step {
        let start = std::time::Instant::now();
        while start.elapsed() < limit {
            if let Ok(Some(status)) = self.app.try_wait() {
                return if status.success() {
                    Ok(())
                } else {
                    Err(format!("the program ended with {status}"))
                };
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        Err(format!(
            "the program was still running {} s after it was asked to end",
            limit.as_secs()
        ))
    }

    /// Waits for the widget, then clicks its middle.
    pub fn click_widget(&self, name: &str) -> Step {
        self.wait_widget(name)?;
        self.click(self.center(name)?)
    }

    /// A double-click, as a person's: two clicks 120 ms apart.
    pub fn double_click_widget(&self, name: &str) -> Step {
        self.wait_widget(name)?;
        self.mouse_to(self.center(name)?)?;
        self.xdotool(&["click", "--repeat", "2", "--delay", "120", "1"])?;
        std::thread::sleep(Duration::from_millis(400));
        Ok(())
    }

    /// Waits until the widget `name` is on screen.
    pub fn wait_widget(&self, name: &str) -> Step {
        if wait_for(Duration::from_secs(8), || self.widget(name).is_some()) {
            Ok(())
        } else {
            let shown: Vec<String> = self.widgets().into_iter().map(|(n, _)| n).collect();
            Err(format!("`{name}` never showed; on screen: {shown:?}"))
        }
    }

    /// Waits until the widget `name` is gone.
    pub fn wait_gone(&self, name: &str) -> Step {
        if wait_for(Duration::from_secs(8), || self.widget(name).is_none()) {
            Ok(())
        } else {
            Err(format!("`{name}` stayed on screen"))
        }
    }

    /// Keys one at a time, 120 ms apart, as a person types.
    pub fn type_keys(&self, text: &str) -> Step {
        self.xdotool(&["type", "--delay", "120", text])?;
        std::thread::sleep(Duration::from_millis(300));
        Ok(())
    }

    pub fn key(&self, key: &str) -> Step {
        self.xdotool(&["key", key])?;
        std::thread::sleep(Duration::from_millis(300));
        Ok(())
    }

    /// Types `path` into Jipu's own file chooser's name field and presses Enter.
    pub fn choose(&self, name_field: &str, path: &Path) -> Step {
        self.click_widget(name_field)?;
        self.key("ctrl+a")?;
        self.type_keys(&path.display().to_string())?;
        self.key("Return")
    }

    /// The centre of a square, White at the bottom.
    pub fn square(&self, name: &str) -> Result<(i32, i32), String> {
        let [x, y, w, _] = self.widget("board").ok_or("no board on screen")?;
        let b = name.as_bytes();
        let (file, rank) = (f32::from(b[0] - b'a'), f32::from(b[1] - b'1'));
        let s = w / 8.0;
        Ok((
            (x + (file + 0.5) * s) as i32,
            (y + (7.0 - rank + 0.5) * s) as i32,
        ))
    }

    /// A piece dragged from one square to another with the mouse, in six steps.
    pub fn drag(&self, from: &str, to: &str) -> Step {
        let (a, b) = (self.square(from)?, self.square(to)?);
        self.mouse_to(a)?;
        self.xdotool(&["mousedown", "1"])?;
        for i in 1..=6 {
            let t = i as f32 / 6.0;
            let p = (
                a.0 + ((b.0 - a.0) as f32 * t) as i32,
                a.1 + ((b.1 - a.1) as f32 * t) as i32,
            );
            self.mouse_to(p)?;
        }
        self.xdotool(&["mouseup", "1"])?;
        std::thread::sleep(Duration::from_millis(300));
        Ok(())
    }

    /// The game as the window stored it: the newest PGN in its data folder, its moves.
    pub fn stored_game(&self) -> Option<String> {
        let text = self.stored_pgn()?;
        let game = jipu::notation::import_game(&text).ok()?.game;
        Some(jipu::notation::write_move_line(
            &game,
            jipu::notation::NotationStyle::En,
        ))
    }

    /// The newest PGN in the window's data folder, as it is written.
    pub fn stored_pgn(&self) -> Option<String> {
        let mut newest: Option<(std::time::SystemTime, PathBuf)> = None;
        let mut dirs = vec![self.data.clone()];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).ok()?.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "pgn") {
                    let modified = entry.metadata().ok()?.modified().ok()?;
                    if newest.as_ref().is_none_or(|(t, _)| modified > *t) {
                        newest = Some((modified, path));
                    }
                }
            }
        }
        std::fs::read_to_string(newest?.1).ok()
    }

    /// A screenshot of the window into `$JIPU_SHOTS/NAME.png`, when `JIPU_SHOTS` is set (ImageMagick's `import`).
    pub fn shot(&self, name: &str) -> Step {
        let Some(dir) = std::env::var_os("JIPU_SHOTS") else {
            return Ok(());
        };
        std::thread::sleep(Duration::from_millis(600));
        let dir = PathBuf::from(dir);
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let out = Command::new("import")
            .env("DISPLAY", &self.display)
            .args(["-window", &self.id])
            .arg(dir.join(format!("{name}.png")))
            .output()
            .map_err(|e| format!("import (imagemagick): {e}"))?;
        if !out.status.success() {
            return Err(format!("import: {}", String::from_utf8_lossy(&out.stderr)));
        }
        Ok(())
    }
}
