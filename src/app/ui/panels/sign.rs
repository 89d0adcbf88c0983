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

/// A message as the window shows it: what the texts quote between backticks (a move as written, `e2—e3`) is set
/// in the monospace font on a faint ground, without the backticks — the texts are shared with the command line,
/// where the backticks stay.
pub fn marked(ui: &Ui, text: &str, color: Color32) -> egui::text::LayoutJob {
    let body = egui::TextStyle::Body.resolve(ui.style());
    let mono = FontId::monospace(body.size);
    let quoted_ground = ui.visuals().code_bg_color;
    let mut job = egui::text::LayoutJob::default();
    // Backticks come in pairs; an odd one out is shown as it is.
    let pieces: Vec<&str> = text.split('`').collect();
    let paired = pieces.len() % 2 == 1;
    for (i, piece) in pieces.iter().enumerate() {
        let quoted = paired && i % 2 == 1;
        let format = if quoted {
            egui::TextFormat {
                font_id: mono.clone(),
                color,
                background: quoted_ground,
                ..Default::default()
            }
        } else {
            egui::TextFormat::simple(body.clone(), color)
        };
        let piece = if !paired && i > 0 {
            format!("`{piece}")
        } else {
            piece.to_string()
        };
        job.append(&piece, 0.0, format);
    }
    job
}

/// A problem said in a line: the sign, then the text, in the theme's colour for errors.
pub fn problem_line(ui: &mut Ui, text: &str) {
    let color = ui.visuals().error_fg_color;
    ui.horizontal_wrapped(|ui| {
        warning(ui, color);
        let job = marked(ui, text, color);
        ui.label(job);
    });
}

/// A problem in exactly one line: what does not fit the width is cut with `…` and shown whole under the mouse, so
/// that a long message in a narrow window moves nothing below it.
pub fn problem_one_line(ui: &mut Ui, text: &str) {
    let color = ui.visuals().error_fg_color;
    ui.horizontal(|ui| {
        warning(ui, color);
        // A cut label shows its whole text under the mouse by itself.
        let job = marked(ui, text, color);
        ui.add(egui::Label::new(job).truncate());
    });
}
