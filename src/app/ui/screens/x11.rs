//! The screens of an X11 desktop: RandR's monitors (the primary first), each cut to the window manager's work area
//! (`_NET_WORKAREA` of the current desktop: the screen less the panels and docks that reserve their room). Without a
//! window manager there is no work area, and a monitor is all work area. The scale is winit's where it is set the
//! same way (`WINIT_X11_SCALE_FACTOR`, else the `Xft.dpi` resource); where it comes from elsewhere (XSETTINGS), the
//! window is fitted again once it is shown (`placement::refit`).

use egui::{Rect, pos2, vec2};
use x11rb::connection::Connection;
use x11rb::protocol::randr::ConnectionExt as _;
use x11rb::protocol::xproto::{AtomEnum, ConnectionExt as _, Window};
use x11rb::rust_connection::RustConnection;

use crate::app::ui::placement::Screen;

pub fn work_areas() -> Vec<Screen> {
    let Ok((conn, number)) = x11rb::connect(None) else {
        return Vec::new();
    };
    let Some(root) = conn.setup().roots.get(number) else {
        return Vec::new();
    };
    let scale = scale(&conn);
    let mut monitors = monitors(&conn, root.root);
    if monitors.is_empty() {
        let size = vec2(
            f32::from(root.width_in_pixels),
            f32::from(root.height_in_pixels),
        );
        monitors.push(Rect::from_min_size(pos2(0.0, 0.0), size));
    }
    let work = work_area(&conn, root.root);
    monitors
        .into_iter()
        .map(|monitor| {
            let cut = work.map(|w| w.intersect(monitor));
            Screen {
                work: cut.filter(|c| c.is_positive()).unwrap_or(monitor),
                scale,
            }
        })
        .collect()
}

/// RandR's monitors, the primary first.
fn monitors(conn: &RustConnection, root: Window) -> Vec<Rect> {
    let Ok(reply) = conn
        .randr_get_monitors(root, true)
        .map_err(|_| ())
        .and_then(|c| c.reply().map_err(|_| ()))
    else {
        return Vec::new();
    };
    let mut monitors: Vec<_> = reply.monitors;
    monitors.sort_by_key(|m| !m.primary);
    monitors
        .iter()
        .map(|m| {
            Rect::from_min_size(
                pos2(f32::from(m.x), f32::from(m.y)),
                vec2(f32::from(m.width), f32::from(m.height)),
            )
        })
        .collect()
}

/// The window manager's work area on the current desktop, if it names one.
fn work_area(conn: &RustConnection, root: Window) -> Option<Rect> {
    let cardinals = |name: &str| -> Option<Vec<u32>> {
        let atom = conn
            .intern_atom(true, name.as_bytes())
            .ok()?
            .reply()
            .ok()?
            .atom;
        if atom == 0 {
            return None;
        }
        let reply = conn
            .get_property(false, root, atom, AtomEnum::CARDINAL, 0, 4 * 64)
            .ok()?
            .reply()
            .ok()?;
        Some(reply.value32()?.collect())
    };
    let desktop = cardinals("_NET_CURRENT_DESKTOP")
        .and_then(|d| d.first().copied())
        .unwrap_or(0) as usize;
    let areas = cardinals("_NET_WORKAREA")?;
    let area = areas
        .chunks_exact(4)
        .nth(desktop)
        .or(areas.chunks_exact(4).next())?;
    // CARDINALs hold the signed x and y of a work area left of or above the first monitor.
    let (x, y) = (area[0] as i32 as f32, area[1] as i32 as f32);
    Some(Rect::from_min_size(
        pos2(x, y),
        vec2(area[2] as f32, area[3] as f32),
    ))
}

/// The scale winit gives windows, where it is found as winit finds it: its variable, else `Xft.dpi` over 96.
fn scale(conn: &RustConnection) -> f32 {
    if let Some(s) = std::env::var("WINIT_X11_SCALE_FACTOR")
        .ok()
        .and_then(|v| v.parse::<f32>().ok())
    {
        return s;
    }
    x11rb::resource_manager::new_from_default(conn)
        .ok()
        .and_then(|db| db.get_string("Xft.dpi", "")?.parse::<f32>().ok())
        .map_or(1.0, |dpi| dpi / 96.0)
}
