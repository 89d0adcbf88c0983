//! How the window is shared: the board the largest square that fits (or the size dragged to), the evaluation bar
//! and the picture beside it, the side panel the rest; and the edge between them that sizes the board.

use egui::Ui;

use crate::app::commands::command::Command;

/// How the window is shared between the board and the side panel: the board takes the largest square that fits
/// (or the size the user dragged it to), the side panel the rest.
pub(super) struct Layout {
    pub(super) board_side: f32,
    pub(super) panel_width: f32,
}

/// The side panel is never narrower than this, nor the board smaller.
pub(super) const MIN_PANEL: f32 = 280.0;
pub(super) const MIN_BOARD: f32 = 160.0;
/// The central panel's margins and the edge between board and panel.
pub(super) const MARGINS: f32 = 16.0;
pub(super) const EDGE: f32 = 8.0;

/// The evaluation bar beside the board while the engine's panel is open, and its gap to the board.
pub(super) const BAR: f32 = 16.0;
pub(super) const BAR_GAP: f32 = 4.0;

impl Layout {
    /// `beside`: what is drawn beside the board in its row (the evaluation bar).
    pub(super) fn of(area: egui::Rect, chosen: Option<f32>, beside: f32) -> Layout {
        let fit = (area.height() - MARGINS)
            .min(area.width() - MIN_PANEL - MARGINS - EDGE - beside)
            .max(MIN_BOARD);
        let board_side = chosen.map_or(fit, |c| c.clamp(MIN_BOARD, fit)).floor();
        Layout {
            board_side,
            panel_width: (area.width() - board_side - MARGINS - EDGE - beside).max(MIN_PANEL),
        }
    }
}

/// The edge between the board and the side panel: drag it to size the board, double-click it for the largest board.
pub(super) fn edge_handle(ui: &mut Ui, layout: &Layout, commands: &mut Vec<Command>) {
    let (rect, response) = ui.allocate_exact_size(
        egui::vec2(EDGE, layout.board_side),
        egui::Sense::click_and_drag(),
    );
    let response = response.on_hover_cursor(egui::CursorIcon::ResizeHorizontal);
    if response.hovered() || response.dragged() {
        let stroke = ui.visuals().widgets.hovered.fg_stroke;
        ui.painter().vline(rect.center().x, rect.y_range(), stroke);
    }
    if response.double_clicked() {
        commands.push(Command::BoardSize(None));
    } else if response.dragged() {
        let side = layout.board_side + response.drag_delta().x;
        commands.push(Command::BoardSize(Some(side)));
    }
}
