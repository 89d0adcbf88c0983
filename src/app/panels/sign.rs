//! The sign before a problem: a filled circle with "!", drawn rather than taken from a font, so it shows on every
//! machine (a fresh one may have no font with ⚠).

use egui::{Color32, FontId, Response, Sense, Ui, vec2};

/// Draws the sign in `color`, the height of a line of body text.
pub fn warning(ui: &mut Ui, color: Color32) -> Response {
    let size = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, response) = ui.allocate_exact_size(vec2(size, size), Sense::hover());
    let painter = ui.painter();
    painter.circle_filled(rect.center(), size * 0.45, color);
    painter.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        "!",
        FontId::proportional(size * 0.75),
        Color32::WHITE,
    );
    response
}

/// A problem said in a line: the sign, then the text, in the theme's colour for errors.
pub fn problem_line(ui: &mut Ui, text: &str) {
    let color = ui.visuals().error_fg_color;
    ui.horizontal_wrapped(|ui| {
        warning(ui, color);
        ui.label(egui::RichText::new(text).color(color));
    });
}

/// A problem in exactly one line: what does not fit the width is cut with `…` and shown whole under the mouse, so
/// that a long message in a narrow window moves nothing below it.
pub fn problem_one_line(ui: &mut Ui, text: &str) {
    let color = ui.visuals().error_fg_color;
    ui.horizontal(|ui| {
        warning(ui, color);
        // A cut label shows its whole text under the mouse by itself.
        ui.add(egui::Label::new(egui::RichText::new(text).color(color)).truncate());
    });
}
