//! One file per panel of the window.

pub mod board;
pub mod chooser;
pub mod clock;
pub mod details;
pub mod dialogs;
pub mod editor;
pub mod engine;
pub mod entry;
pub mod graph;
pub mod guide;
pub mod help;
pub mod keyboard;
pub mod movelist;
pub mod paste;
pub mod picture;
pub mod print;
pub mod round;
pub mod round_results;
pub mod side;
pub mod sign;
pub mod status;
pub mod toolbar;
pub mod unsure;

/// A part of a panel of exactly `height`, the full width, whatever is drawn in it: the room is taken here, and what
/// is drawn goes into the returned child (laid out by `layout`), cut at its edge. Nothing below it ever moves when
/// its content changes.
pub fn reserved(ui: &mut egui::Ui, height: f32, layout: egui::Layout) -> egui::Ui {
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), height),
        egui::Sense::hover(),
    );
    let mut child = ui.new_child(egui::UiBuilder::new().max_rect(rect).layout(layout));
    child.set_clip_rect(rect.intersect(child.clip_rect()));
    child
}
