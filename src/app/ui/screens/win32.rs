//! The screens of Windows: every monitor's work area (`rcWork`: the monitor less the taskbar and docked bars) and its
//! effective DPI, the primary monitor first. winit makes the process aware of each monitor's DPI before the window is
//! made, so the rectangles are in real pixels.

use egui::{Rect, pos2};
use windows_sys::Win32::Foundation::{LPARAM, RECT};
use windows_sys::Win32::Graphics::Gdi::{
    EnumDisplayMonitors, GetMonitorInfoW, HDC, HMONITOR, MONITORINFO,
};
use windows_sys::Win32::UI::HiDpi::{GetDpiForMonitor, MDT_EFFECTIVE_DPI};
use windows_sys::Win32::UI::WindowsAndMessaging::MONITORINFOF_PRIMARY;
use windows_sys::core::BOOL;

use crate::app::ui::placement::Screen;

pub fn work_areas() -> Vec<Screen> {
    let mut found: Vec<(bool, Screen)> = Vec::new();
    // SAFETY: the callback runs during the call only, with the pointer to `found` it was given.
    unsafe {
        EnumDisplayMonitors(
            std::ptr::null_mut(),
            std::ptr::null(),
            Some(each),
            &mut found as *mut Vec<(bool, Screen)> as LPARAM,
        );
    }
    found.sort_by_key(|(primary, _)| !primary);
    found.into_iter().map(|(_, s)| s).collect()
}

unsafe extern "system" fn each(monitor: HMONITOR, _: HDC, _: *mut RECT, data: LPARAM) -> BOOL {
    // SAFETY: `data` is the `Vec` `work_areas` passed, alive for the whole enumeration.
    let found = unsafe { &mut *(data as *mut Vec<(bool, Screen)>) };
    let mut info = MONITORINFO {
        cbSize: std::mem::size_of::<MONITORINFO>() as u32,
        rcMonitor: RECT {
            left: 0,
            top: 0,
            right: 0,
            bottom: 0,
        },
        rcWork: RECT {
            left: 0,
            top: 0,
            right: 0,
            bottom: 0,
        },
        dwFlags: 0,
    };
    // SAFETY: `info` is a MONITORINFO with its size set, as the call requires.
    if unsafe { GetMonitorInfoW(monitor, &mut info) } == 0 {
        return 1;
    }
    let (mut dpi_x, mut dpi_y) = (96u32, 96u32);
    // SAFETY: two u32s for the answer; on failure they keep 96.
    let known =
        unsafe { GetDpiForMonitor(monitor, MDT_EFFECTIVE_DPI, &mut dpi_x, &mut dpi_y) } == 0;
    let scale = if known { dpi_x as f32 / 96.0 } else { 1.0 };
    let w = info.rcWork;
    found.push((
        info.dwFlags & MONITORINFOF_PRIMARY != 0,
        Screen {
            work: Rect::from_min_max(
                pos2(w.left as f32, w.top as f32),
                pos2(w.right as f32, w.bottom as f32),
            ),
            scale,
        },
    ));
    1
}
