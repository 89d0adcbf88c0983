//! The window's size and place on the screen: chosen before it is made (the place kept from last time, or what fits
//! the screen's work area: [`super::placement`]), fitted once more when it is shown, and kept while it runs in
//! `window.txt` in the data folder — a second after it was moved or sized, and when the window closes — so the next
//! start opens it there, whatever way this one ends.
//!
//! eframe's own keeping of the window is off: it fits the window to the monitor, not to the work area, and on Windows
//! puts it back at its old place after the window is made.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use egui::{Context, ViewportBuilder, ViewportCommand};

use super::placement::{self, Placement, Screen};

/// The file in the data folder.
const FILE: &str = "window.txt";

/// How long the window is watched, once shown, for a frame or a scale that makes it stick out of the work area.
const SETTLING: Duration = Duration::from_secs(3);

/// A change is written once the window has kept still this long (a drag moves it every frame).
const STILL: Duration = Duration::from_secs(1);

/// The place kept from last time, read from the data folder.
pub fn kept(data_dir: Option<&std::path::Path>) -> Option<Placement> {
    let text = std::fs::read_to_string(data_dir?.join(FILE)).ok()?;
    Placement::from_line(&text)
}

/// The window's size and place, set on the builder as it is made (eframe calls this once the system's DPI awareness
/// is set, just before the window is made).
pub fn place(builder: ViewportBuilder, saved: Option<Placement>) -> ViewportBuilder {
    let opening = placement::opening(saved, &super::screens::work_areas());
    let builder = builder
        .with_inner_size(opening.inner)
        .with_maximized(opening.maximized);
    match opening.position {
        Some(p) => builder.with_position(p),
        None => builder,
    }
}

/// The window's place while it runs.
pub struct WindowPlace {
    file: Option<PathBuf>,
    shown: Option<Instant>,
    /// The window was moved in once shown, or found within the work area until [`SETTLING`] was over.
    settled: bool,
    screens: Option<Vec<Screen>>,
    /// The place now, the one written last, and when it last changed.
    now: Option<Placement>,
    written: Option<Placement>,
    changed: Option<Instant>,
}

impl WindowPlace {
    pub fn new(data_dir: Option<PathBuf>, saved: Option<Placement>) -> WindowPlace {
        WindowPlace {
            file: data_dir.map(|d| d.join(FILE)),
            shown: None,
            settled: false,
            screens: None,
            now: saved,
            written: saved,
            changed: None,
        }
    }

    /// Each frame: the window fitted while it settles, and its place noted (and written once it keeps still).
    pub fn frame(&mut self, ctx: &Context) {
        let (outer, inner, maximized, minimized) = ctx.input(|i| {
            let v = i.viewport();
            (v.outer_rect, v.inner_rect, v.maximized, v.minimized)
        });
        let (Some(outer), Some(inner)) = (outer, inner) else {
            return; // Wayland tells no window its place.
        };
        let ppp = ctx.pixels_per_point();
        let shown = *self.shown.get_or_insert_with(Instant::now);
        let maximized = maximized.unwrap_or(false);
        if !self.settled && !maximized {
            let screens = self.screens.get_or_insert_with(super::screens::work_areas);
            if let Some((corner, size)) = placement::refit(outer * ppp, inner.size(), ppp, screens)
            {
                ctx.send_viewport_cmd(ViewportCommand::InnerSize(size));
                ctx.send_viewport_cmd(ViewportCommand::OuterPosition(corner));
                self.settled = true;
            }
        }
        if shown.elapsed() > SETTLING {
            self.settled = true;
        }
        if minimized == Some(true) {
            return;
        }
        // A maximized window keeps the place it goes back to.
        let place = match (maximized, self.now) {
            (true, Some(normal)) => Placement {
                maximized: true,
                ..normal
            },
            _ => Placement {
                corner: (outer.min.to_vec2() * ppp).to_pos2().round(),
                inner: (inner.size() * ppp).round(),
                maximized,
            },
        };
        if self.now != Some(place) {
            self.now = Some(place);
            self.changed = Some(Instant::now());
        }
        match self.changed {
            Some(at) if at.elapsed() >= STILL => self.write(),
            Some(at) => ctx.request_repaint_after(STILL.saturating_sub(at.elapsed())),
            None => {}
        }
    }

    /// Writes the place now, if it is not the one written last (also when the window closes).
    pub fn write(&mut self) {
        self.changed = None;
        let (Some(file), Some(now)) = (&self.file, self.now) else {
            return;
        };
        if self.written == Some(now) {
            return;
        }
        // The place is a comfort: a data folder that cannot be written is said by the autosave, not here.
        if crate::files::write_atomically(file, now.to_line().as_bytes()).is_ok() {
            self.written = Some(now);
        }
    }
}
