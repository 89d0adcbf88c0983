//! A virtual X server (Xvfb) for the tests that drive a real window, shared by `real_window.rs` and the Wine tests.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A virtual X server on a free display, stopped when dropped.
pub struct Xvfb {
    child: Child,
    pub display: String,
}

impl Xvfb {
    pub fn start() -> Result<Xvfb, String> {
        Xvfb::start_sized(1280, 800)
    }

    /// A virtual X server whose screen is `width`×`height` pixels, on a display the server chooses itself
    /// (`-displayfd`): it takes the first display whose lock it can take, and clears a lock whose server is gone.
    /// Choosing a number here and skipping every lock file found ran out of displays on a machine where killed
    /// servers had left 430 stale locks behind ("no free X display" in CI).
    pub fn start_sized(width: u32, height: u32) -> Result<Xvfb, String> {
        use std::io::BufRead;
        let screen = format!("{width}x{height}x24");
        let mut last = String::new();
        for _ in 0..3 {
            let mut child = Command::new("Xvfb")
                // `-noreset`: without it the server forgets its key map whenever its last client leaves, as
                // `xmodmap` does right after setting it (see `map_chinese_keys`).
                .args([
                    "-displayfd",
                    "1",
                    "-screen",
                    "0",
                    &screen,
                    "-nolisten",
                    "tcp",
                    "-noreset",
                ])
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .map_err(|e| format!("Xvfb does not start: {e}"))?;
            let Some(out) = child.stdout.take() else {
                let _ = child.kill();
                return Err("Xvfb's display number cannot be read".into());
            };
            // The server writes its display's number once it takes connections.
            let mut line = String::new();
            let read = std::io::BufReader::new(out).read_line(&mut line);
            let number = line.trim().parse::<u32>();
            let display = match (read, number) {
                (Ok(_), Ok(n)) => format!(":{n}"),
                _ => {
                    let _ = child.kill();
                    last = format!("it ended ({:?}) without naming a display", child.wait());
                    continue;
                }
            };
            let x = Xvfb { child, display };
            if wait_for(Duration::from_secs(30), || {
                Command::new("xdotool")
                    .env("DISPLAY", &x.display)
                    .arg("getmouselocation")
                    .output()
                    .is_ok_and(|o| o.status.success())
            }) {
                return Ok(x);
            }
            last = format!("{} does not answer xdotool", x.display);
        }
        Err(format!("Xvfb gave no display: {last}"))
    }
}

impl Drop for Xvfb {
    /// Asks the server to end (SIGTERM), so that it takes its lock file and socket away; killed, it leaves them.
    fn drop(&mut self) {
        let asked = Command::new("kill")
            .arg(self.child.id().to_string())
            .status()
            .is_ok_and(|s| s.success());
        if !asked
            || !wait_for(Duration::from_secs(5), || {
                self.child.try_wait().is_ok_and(|d| d.is_some())
            })
        {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}

pub fn wait_for(limit: Duration, mut ok: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        if ok() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    false
}

impl Xvfb {
    /// The whole screen as a PNG (ImageMagick's `import`).
    pub fn screenshot(&self, to: &Path) -> Result<(), String> {
        let out = Command::new("import")
            .env("DISPLAY", &self.display)
            .args(["-window", "root"])
            .arg(to)
            .output()
            .map_err(|e| format!("import (imagemagick): {e}"))?;
        if !out.status.success() {
            return Err(format!("import: {}", String::from_utf8_lossy(&out.stderr)));
        }
        Ok(())
    }
}

impl Xvfb {
    /// A virtual X server whose keyboard types the Chinese characters of a sheet (see `map_chinese_keys`).
    pub fn start_with_chinese_keys() -> Result<Xvfb, String> {
        let x = Xvfb::start()?;
        x.map_chinese_keys()?;
        Ok(x)
    }

    /// Gives the Chinese characters a sheet is typed with keys of their own. `xdotool type` otherwise maps each
    /// character onto a spare key just before pressing it and takes the mapping back right after: a window that
    /// reads the key after the mapping is gone sees no character (seen here: 马 and 象 lost in about one run in
    /// three at 100 ms a key). A person's input method commits text, not keys, so this is the harness, not Jipu.
    pub fn map_chinese_keys(&self) -> Result<(), String> {
        let chars = "王后车象马兵和棋白黑胜认输";
        let mut args = Vec::new();
        for (keycode, c) in (200..).zip(chars.chars()) {
            let sym = format!("U{:04X}", c as u32);
            args.push("-e".to_string());
            args.push(format!("keycode {keycode} = {sym} {sym}"));
        }
        let out = Command::new("xmodmap")
            .env("DISPLAY", &self.display)
            .args(&args)
            .output()
            .map_err(|e| format!("xmodmap does not run: {e}"))?;
        if !out.status.success() {
            return Err(format!("xmodmap: {}", String::from_utf8_lossy(&out.stderr)));
        }
        // The map must still be there once xmodmap has gone (a server that resets drops it, and xdotool's spare-key
        // fallback then loses characters now and then).
        let table = Command::new("xmodmap")
            .env("DISPLAY", &self.display)
            .arg("-pke")
            .output()
            .map_err(|e| format!("xmodmap does not run: {e}"))?;
        let table = String::from_utf8_lossy(&table.stdout);
        let last = format!("U{:04X}", chars.chars().last().map_or(0, |c| c as u32));
        if !table.contains(&last) {
            return Err("the X server did not keep the Chinese keys".into());
        }
        Ok(())
    }
}

impl Xvfb {
    /// Names the work area a window manager with a taskbar of `taskbar` pixels at the bottom would name
    /// (`_NET_WORKAREA` on the root window), for a screen of `width`×`height`.
    #[cfg(all(feature = "gui", unix, not(target_os = "macos")))]
    pub fn set_work_area(&self, width: u32, height: u32, taskbar: u32) -> Result<(), String> {
        use x11rb::connection::Connection;
        use x11rb::protocol::xproto::{AtomEnum, ConnectionExt, PropMode};
        use x11rb::wrapper::ConnectionExt as _;
        let (conn, n) = x11rb::connect(Some(&self.display)).map_err(|e| e.to_string())?;
        let root = conn.setup().roots[n].root;
        let atom = conn
            .intern_atom(false, b"_NET_WORKAREA")
            .map_err(|e| e.to_string())?
            .reply()
            .map_err(|e| e.to_string())?
            .atom;
        conn.change_property32(
            PropMode::REPLACE,
            root,
            atom,
            AtomEnum::CARDINAL,
            &[0, 0, width, height - taskbar],
        )
        .map_err(|e| e.to_string())?;
        conn.sync().map_err(|e| e.to_string())?;
        Ok(())
    }
}

impl Xvfb {
    /// Where the tests are built without X11 (the Windows target's clippy): no work area can be named.
    #[cfg(not(all(feature = "gui", unix, not(target_os = "macos"))))]
    pub fn set_work_area(&self, _width: u32, _height: u32, _taskbar: u32) -> Result<(), String> {
        Err("a work area is named through X11, which this build lacks".into())
    }
}
