//! The screens the window may open on, as the system names them: each monitor's work area (the monitor less the
//! taskbars, docks and panels that keep their room) in the desktop's pixels, and its scale. One function,
//! [`work_areas`], with a side per system chosen at compile time: `x11` (Linux and the BSDs: RandR's monitors and
//! the window manager's `_NET_WORKAREA`; under Wayland the same through XWayland where it runs), `win32` (Windows:
//! each monitor's `rcWork` and its DPI). Elsewhere (macOS) nothing is known, and the window keeps to the size it
//! asks for. The first screen is the primary one.
//!
//! Called while the window is being made (the system's DPI awareness is set by then on Windows) and once it is shown.

#[cfg(windows)]
mod win32;
#[cfg(all(unix, not(target_os = "macos")))]
mod x11;

use super::placement::Screen;

/// The screens' work areas, the primary first; empty when the system says nothing.
pub fn work_areas() -> Vec<Screen> {
    #[cfg(all(unix, not(target_os = "macos")))]
    let screens = x11::work_areas();
    #[cfg(windows)]
    let screens = win32::work_areas();
    #[cfg(not(any(windows, all(unix, not(target_os = "macos")))))]
    let screens = Vec::new();
    screens
        .into_iter()
        .filter(|s| s.work.is_positive() && s.scale.is_finite() && s.scale > 0.0)
        .collect()
}
