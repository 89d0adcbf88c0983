//! Strings as Windows takes and gives them (UTF-16 ending in a zero), and the last error of a call.

use windows_sys::Win32::Foundation::GetLastError;

/// A string as Windows takes it: UTF-16, ending in a zero.
pub fn wide(s: &str) -> Vec<u16> {
    s.encode_utf16().chain(Some(0)).collect()
}

/// A string Windows wrote, up to its zero.
///
/// # Safety
/// `p` is null or points at a zero-terminated UTF-16 string.
pub unsafe fn from_wide(p: *const u16) -> String {
    if p.is_null() {
        return String::new();
    }
    let mut len = 0;
    // SAFETY: the string ends in a zero (the caller's promise).
    while unsafe { *p.add(len) } != 0 {
        len += 1;
    }
    // SAFETY: `len` units were just read.
    String::from_utf16_lossy(unsafe { std::slice::from_raw_parts(p, len) })
}

pub fn last_error() -> i32 {
    // SAFETY: no arguments; reads this thread's last error.
    unsafe { GetLastError() as i32 }
}
