//! Game-text import of any text, and resuming at the stop with the first offered move.
#![no_main]

use jipu::notation::{ImportError, import_game};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Err(ImportError::Stopped(stop)) = import_game(text) {
        let _ = stop.message(jipu::Lang::En);
        let _ = stop.message(jipu::Lang::Zh);
        if let Some(&m) = stop.offered().first() {
            let _ = stop.resume_with_move(m);
        }
    }
});
