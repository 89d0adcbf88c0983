//! The user's guide opened from Help in an installed program (the `.deb` in a clean Debian, the setup exe under
//! Wine), driven through its widget map (`JIPU_WIDGET_MAP`, see `src/app/probe.rs`) with xdotool: *Help*, then
//! *User's guide*; the guide's window must list its sections and draw the first section's screenshot — so the
//! program found the guide where it was installed, Markdown and pictures.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use super::xvfb::wait_for;

/// Where the window's widgets are, as it writes them.
pub struct WidgetMap {
    pub path: PathBuf,
    pub display: String,
}

impl WidgetMap {
    /// Where a widget is on the screen (x, y, width, height): its place in the window plus where the window's inside
    /// is (Wine draws the title bar itself).
    pub fn find(&self, name: &str) -> Option<[f32; 4]> {
        let text = std::fs::read_to_string(&self.path).ok()?;
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
        let client = find("client").unwrap_or([0.0; 4]);
        let [x, y, w, h] = find(name)?;
        Some([client[0] + x, client[1] + y, w, h])
    }

    pub fn wait(&self, name: &str, limit: Duration) -> Result<(), String> {
        if wait_for(limit, || self.find(name).is_some()) {
            Ok(())
        } else {
            Err(format!(
                "`{name}` never showed; the window showed:\n{}",
                std::fs::read_to_string(&self.path).unwrap_or_default()
            ))
        }
    }

    pub fn click(&self, name: &str) -> Result<(), String> {
        self.wait(name, Duration::from_secs(20))?;
        let [x, y, w, h] = self.find(name).ok_or_else(|| format!("no `{name}`"))?;
        let (x, y) = ((x + w / 2.0) as i32, (y + h / 2.0) as i32);
        // As a person does: the pointer there first, then the click (moved and clicked at once, Wine lost the click
        // now and then on a window just shown).
        let out = Command::new("xdotool")
            .env("DISPLAY", &self.display)
            .args([
                "mousemove",
                &x.to_string(),
                &y.to_string(),
                "sleep",
                "0.2",
                "click",
                "1",
            ])
            .output()
            .map_err(|e| format!("xdotool: {e}"))?;
        if !out.status.success() {
            return Err(format!("xdotool: {}", String::from_utf8_lossy(&out.stderr)));
        }
        std::thread::sleep(Duration::from_millis(400));
        Ok(())
    }
}

/// Help › User's guide in an English window: its sections listed, the first section's screenshot drawn.
pub fn open_from_help(map: &WidgetMap) -> Result<(), String> {
    // A menu that did not open (the first click only woke a window just shown) is clicked again, as a person would.
    for _ in 0..3 {
        map.click("Help")?;
        if map.wait("User's guide", Duration::from_secs(5)).is_ok() {
            break;
        }
    }
    map.click("User's guide")?;
    map.wait("guide:clock", Duration::from_secs(30))?;
    map.wait("guide-picture:window.png", Duration::from_secs(30))
}

/// Every file the guide of the source tree has (each language's Markdown and its pictures), as paths relative to
/// the guide's folder: what an installed guide must hold.
pub fn files() -> Vec<PathBuf> {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/guide");
    let mut found = Vec::new();
    for lang in ["en", "zh"] {
        let Ok(entries) = std::fs::read_dir(source.join(lang)) else {
            continue;
        };
        for entry in entries.flatten() {
            found.push(Path::new(lang).join(entry.file_name()));
        }
    }
    found.sort();
    found
}
