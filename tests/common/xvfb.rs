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
        // Tests of one run each take their own display.
        static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let first = 90
            + std::process::id() % 400
            + 50 * NEXT.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        for n in first..first + 50 {
            if Path::new(&format!("/tmp/.X{n}-lock")).exists() {
                continue;
            }
            let display = format!(":{n}");
            let child = Command::new("Xvfb")
                .args([&display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"])
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .map_err(|e| format!("Xvfb does not start: {e}"))?;
            let mut x = Xvfb { child, display };
            std::thread::sleep(Duration::from_millis(300));
            if x.child.try_wait().is_ok_and(|done| done.is_some()) {
                continue; // The display was taken after all.
            }
            if wait_for(Duration::from_secs(10), || {
                Command::new("xdotool")
                    .env("DISPLAY", &x.display)
                    .arg("getmouselocation")
                    .output()
                    .is_ok_and(|o| o.status.success())
            }) {
                return Ok(x);
            }
            let _ = x.child.kill();
        }
        Err("no free X display".into())
    }
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        let _ = self.child.kill();
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
