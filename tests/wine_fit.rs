//! The Windows window on a 1366×768 laptop (issue 38, point 3): `jipu.exe` under Wine on a virtual X server of
//! 1366×768 whose work area leaves 40 pixels at the bottom for a taskbar (`_NET_WORKAREA`, which Wine gives Windows
//! programs as the monitor's `rcWork`). The window, its title bar (Wine draws it) and its message line are within
//! the work area, in Chinese and in English. `JIPU_FIT_SHOTS=DIR` keeps a screenshot of each.
//!
//! Needs Wine, mingw-w64, the Rust target, Xvfb and xdotool (see `common/wine.rs`); without them the test says so and
//! passes, except under CI.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::time::Duration;

use common::wine::{self, Prefix, windows_path};
use common::xvfb::{Xvfb, wait_for};

/// `jipu.exe` running in a prefix.
struct Window {
    app: Child,
    map: PathBuf,
}

impl Drop for Window {
    fn drop(&mut self) {
        let _ = self.app.kill();
        let _ = self.app.wait();
    }
}

impl Window {
    fn open(prefix: &Prefix, dir: &Path, lang: &str) -> Result<Window, String> {
        let exe = wine::windows_exe()?;
        let map = dir.join(format!("widgets-{lang}.txt"));
        let app = prefix
            .command(&exe)
            .args(["--lang", lang])
            .current_dir(dir)
            .env("JIPU_WIDGET_MAP", windows_path(&map))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("wine64 does not start: {e}"))?;
        let window = Window { app, map };
        if !wait_for(Duration::from_secs(120), || {
            window.widget("board").is_some() && window.widget("client").is_some()
        }) {
            return Err("the window never drew its board".into());
        }
        // The place is checked again once the window is shown: let it settle.
        std::thread::sleep(Duration::from_millis(2500));
        Ok(window)
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
}

fn within(what: &str, r: [f32; 4], width: f32, height: f32) {
    let [x, y, w, h] = r;
    assert!(
        x >= 0.0 && y >= 0.0 && x + w <= width + 0.5 && y + h <= height + 0.5,
        "{what} at {r:?} is not within the work area of {width}×{height}"
    );
}

#[test]
fn the_windows_window_opens_within_a_1366_by_768_laptops_work_area() {
    if !wine::available("the Windows window test", &["Xvfb", "xdotool"]) {
        return;
    }
    let dir = tempfile::tempdir().expect("a folder");
    let x = Xvfb::start_sized(1366, 768).expect("a virtual X server");
    x.set_work_area(1366, 768, 40).expect("the work area set");
    let prefix = Prefix::new("zh_CN.UTF-8")
        .expect("a Wine prefix")
        .on_display(&x.display);
    for lang in ["zh", "en"] {
        let window = Window::open(&prefix, dir.path(), lang).expect("the window opens");
        let inside = window.widget("client").expect("the window's inside");
        // Wine draws the title bar above the inside: it must be on the screen too.
        assert!(inside[1] >= 20.0, "room for the title bar: {inside:?}");
        within("the window's inside", inside, 1366.0, 728.0);
        let line = window
            .widget("saved")
            .or_else(|| window.widget("not saved"))
            .expect("the message line");
        within("the message line", line, 1366.0, 728.0);
        if let Some(shots) = std::env::var_os("JIPU_FIT_SHOTS") {
            x.screenshot(&Path::new(&shots).join(format!("wine-1366x768-{lang}.png")))
                .expect("a screenshot");
        }
        drop(window);
        prefix.kill_all();
    }
}
