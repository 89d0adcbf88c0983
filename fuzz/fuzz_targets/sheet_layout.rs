//! The scoresheet layout of any game text: nothing may leave the page.
#![no_main]

use jipu::notation::import_game;
use jipu::sheet::{FontMetrics, Mark, Measure, SheetOptions, lay_out_game};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let game = match import_game(text) {
        Ok(imported) => imported.game,
        Err(jipu::notation::ImportError::Stopped(stop)) => stop.game().clone(),
        Err(_) => return,
    };
    let font = FontMetrics::jipu_sans();
    let sheet = lay_out_game(&game, &SheetOptions::default(), font);
    for page in &sheet.pages {
        for mark in &page.marks {
            if let Mark::Text { x, size_pt, text, .. } = mark {
                assert!(*x >= 0.0 && x + font.width_mm(text, *size_pt) <= page.width_mm, "{text}");
            }
        }
    }
});
