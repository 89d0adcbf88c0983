//! Where the window's main widgets are on screen, for the tests that drive the real window with xdotool
//! (`tests/real_window.rs`): with `JIPU_WIDGET_MAP=FILE` set, each frame that moves something writes one line per
//! widget, `name x y width height` in window pixels, and `client` with where the window's inside is on the screen
//! (the Wine tests need it: Wine draws the title bar itself). Without the variable nothing is recorded or written.

use std::path::PathBuf;
use std::sync::OnceLock;

use egui::{Context, Id, Rect};

fn target() -> Option<&'static PathBuf> {
    static TARGET: OnceLock<Option<PathBuf>> = OnceLock::new();
    TARGET
        .get_or_init(|| std::env::var_os("JIPU_WIDGET_MAP").map(PathBuf::from))
        .as_ref()
}

fn frame_id() -> Id {
    Id::unique("jipu-probe-frame")
}

fn written_id() -> Id {
    Id::unique("jipu-probe-written")
}

/// Whether the widgets are recorded (`JIPU_WIDGET_MAP` is set): what only the tests read need not be worked out
/// otherwise.
pub fn enabled() -> bool {
    target().is_some()
}

/// Records where the widget `name` is this frame.
pub fn note(ctx: &Context, name: &str, rect: Rect) {
    if target().is_none() {
        return;
    }
    let ppp = ctx.pixels_per_point();
    let line = format!(
        "{name}\t{:.0}\t{:.0}\t{:.0}\t{:.0}\n",
        rect.min.x * ppp,
        rect.min.y * ppp,
        rect.width() * ppp,
        rect.height() * ppp
    );
    ctx.data_mut(|d| {
        d.get_temp_mut_or_default::<String>(frame_id())
            .push_str(&line)
    });
}

/// At the end of a frame: writes what was recorded, when it differs from what was written last.
pub fn flush(ctx: &Context) {
    let Some(path) = target() else {
        return;
    };
    let mut now = ctx.data_mut(|d| d.remove_temp::<String>(frame_id()).unwrap_or_default());
    if let Some(inside) = ctx.input(|i| i.viewport().inner_rect) {
        let ppp = ctx.pixels_per_point();
        now.push_str(&format!(
            "client\t{:.0}\t{:.0}\t{:.0}\t{:.0}\n",
            inside.min.x * ppp,
            inside.min.y * ppp,
            inside.width() * ppp,
            inside.height() * ppp
        ));
    }
    let last = ctx.data(|d| d.get_temp::<String>(written_id()));
    if last.as_deref() != Some(now.as_str()) {
        let _ = crate::files::write_atomically(path, now.as_bytes());
        ctx.data_mut(|d| d.insert_temp(written_id(), now));
    }
}
