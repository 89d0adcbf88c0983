//! The console a command prints to. On Windows `jipu.exe` is a window program (no console window opens behind it
//! when it is double-clicked), so a command run from `cmd.exe` or PowerShell has no console of its own: it attaches
//! to the console of the program that started it, and takes that console for each standard handle it was not given
//! (a redirected one, `> out.txt` or a pipe, is kept). Text goes to a console through `WriteConsoleW` in UTF-16 (Rust's
//! standard library does that), so `马f3` shows as it is under any code page, 936 included. Elsewhere there is
//! nothing to do.

/// Gives this process its parent's console, where it has none (Windows).
#[cfg(all(windows, feature = "gui"))]
pub fn attach() {
    use std::ptr::null;
    use windows_sys::Win32::Foundation::{
        GENERIC_READ, GENERIC_WRITE, HANDLE, INVALID_HANDLE_VALUE,
    };
    use windows_sys::Win32::Storage::FileSystem::{
        CreateFileW, FILE_SHARE_READ, FILE_SHARE_WRITE, OPEN_EXISTING,
    };
    use windows_sys::Win32::System::Console::{
        ATTACH_PARENT_PROCESS, AttachConsole, GetStdHandle, STD_ERROR_HANDLE, STD_HANDLE,
        STD_INPUT_HANDLE, STD_OUTPUT_HANDLE, SetStdHandle,
    };

    let missing = |which: STD_HANDLE| {
        // SAFETY: reads this process's standard handle.
        let handle: HANDLE = unsafe { GetStdHandle(which) };
        handle.is_null() || handle == INVALID_HANDLE_VALUE
    };
    let handles = [
        (STD_INPUT_HANDLE, "CONIN$"),
        (STD_OUTPUT_HANDLE, "CONOUT$"),
        (STD_ERROR_HANDLE, "CONOUT$"),
    ];
    if !handles.iter().any(|&(which, _)| missing(which)) {
        return; // Everything was handed over (redirected, or a console program started us with its own).
    }
    // SAFETY: fails harmlessly when the parent has no console (started from Explorer).
    if unsafe { AttachConsole(ATTACH_PARENT_PROCESS) } == 0 {
        return;
    }
    for (which, device) in handles {
        if !missing(which) {
            continue;
        }
        let name: Vec<u16> = device.encode_utf16().chain(Some(0)).collect();
        // SAFETY: opens the console just attached; the name is zero-terminated.
        let handle = unsafe {
            CreateFileW(
                name.as_ptr(),
                GENERIC_READ | GENERIC_WRITE,
                FILE_SHARE_READ | FILE_SHARE_WRITE,
                null(),
                OPEN_EXISTING,
                0,
                std::ptr::null_mut(),
            )
        };
        if handle != INVALID_HANDLE_VALUE {
            // SAFETY: the handle is this process's from now on.
            unsafe { SetStdHandle(which, handle) };
        }
    }
}

/// A console program already has its console (Linux, macOS, and the Windows build without the window).
#[cfg(not(all(windows, feature = "gui")))]
pub fn attach() {}
