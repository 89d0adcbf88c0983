//! Fonts of the window: egui's own for Latin text, then Jipu Sans for Chinese and the chess figurines.
//! Characters neither has fall back to the system's fonts (eframe's `system_fonts`).

use std::sync::Arc;

use egui::{FontData, FontDefinitions, FontFamily};

use crate::sheet::JIPU_SANS;

/// Installs the fonts on a context. Tests call it too: the test harness refuses missing glyphs.
pub fn install(ctx: &egui::Context) {
    let mut fonts = FontDefinitions::default();
    fonts.font_data.insert(
        "jipu-sans".to_owned(),
        Arc::new(FontData::from_static(JIPU_SANS)),
    );
    for family in [FontFamily::Proportional, FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push("jipu-sans".to_owned());
    }
    ctx.set_fonts(fonts);
}
