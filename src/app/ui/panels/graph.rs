//! The evaluation graph under the move list: one point for the start and one after each move of the main line, each
//! the winning chances from White's view (White's side above the middle), filled as the whole game's analysis goes;
//! the moves it marked as dots in their colours; the board's move as a line. Click or drag along it to go to a
//! move. With no analysis of this game, the evaluations written in its comments (`[%eval]`, as Lichess exports
//! them) are drawn.

use egui::{Color32, Pos2, Rect, Sense, Stroke, Ui, pos2, vec2};

use crate::app::commands::command::Command;
use crate::app::session::state::AppState;
use crate::engine::{Eval, Mark, evals_in_comments, node_of_point};
use crate::i18n::Key;

/// The graph's height.
pub const HEIGHT: f32 = 72.0;

/// What the graph draws: a value per position of the main line (start first), and the marks by the point after them.
pub struct Points {
    pub values: Vec<Option<Eval>>,
    pub marks: Vec<(usize, Mark)>,
}

/// The points of the game shown: its analysis when there is one, else its `[%eval]` comments; `None` when neither.
pub fn points(state: &AppState) -> Option<Points> {
    let game = state.game();
    let moves = crate::engine::analysable_moves(game);
    let count = moves.len() + 1;
    if let Some(report) = state.analysis().report_for(game.start(), &moves) {
        let mut values: Vec<Option<Eval>> = report
            .analysis()
            .positions
            .iter()
            .map(|p| Some(p.eval))
            .collect();
        values.resize(count, None);
        let marks = report.marks().iter().map(|m| (m.ply + 1, m.mark)).collect();
        return Some(Points { values, marks });
    }
    let values = evals_in_comments(game);
    values.iter().any(Option::is_some).then(|| Points {
        values,
        marks: Vec::new(),
    })
}

/// The graph, the full width of the panel.
pub fn graph(ui: &mut Ui, state: &AppState, points: &Points, commands: &mut Vec<Command>) {
    let (rect, response) =
        ui.allocate_exact_size(vec2(ui.available_width(), HEIGHT), Sense::click_and_drag());
    let name = state.lang().text(Key::EvalGraph).to_string();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &name));
    crate::app::ui::probe::note(ui.ctx(), "evaluation graph", rect);
    let count = points.values.len().max(2);
    let x_of = |i: usize| rect.min.x + rect.width() * i as f32 / (count - 1) as f32;
    let y_of = |eval: Eval| rect.center().y - eval.winning_chances() as f32 * rect.height() / 2.0;

    let painter = ui.painter_at(rect);
    let dark_mode = ui.visuals().dark_mode;
    let (white, black) = if dark_mode {
        (Color32::from_gray(150), Color32::from_gray(40))
    } else {
        (Color32::from_gray(250), Color32::from_gray(90))
    };
    painter.rect_filled(rect, 2.0, black);
    // White's share: the area from the curve down to the bottom.
    let known: Vec<(usize, Pos2)> = points
        .values
        .iter()
        .enumerate()
        .filter_map(|(i, v)| v.map(|e| (i, pos2(x_of(i), y_of(e)))))
        .collect();
    // One mesh of two triangles a segment: no seams between them, as separate shapes would have.
    let mut area = egui::Mesh::default();
    for pair in known.windows(2) {
        let ((_, a), (_, b)) = (pair[0], pair[1]);
        let first = area.vertices.len() as u32;
        for p in [a, b, pos2(b.x, rect.max.y), pos2(a.x, rect.max.y)] {
            area.colored_vertex(p, white);
        }
        area.add_triangle(first, first + 1, first + 2);
        area.add_triangle(first, first + 2, first + 3);
    }
    painter.add(egui::Shape::mesh(area));
    painter.hline(
        rect.x_range(),
        rect.center().y,
        Stroke::new(1.0, Color32::from_rgb(200, 120, 60)),
    );
    let line: Vec<Pos2> = known.iter().map(|(_, p)| *p).collect();
    painter.add(egui::Shape::line(
        line,
        Stroke::new(1.5, Color32::from_rgb(60, 120, 200)),
    ));
    // The board's move, when it is on the main line.
    let game = state.game();
    if game.tree.is_mainline(state.cursor()) {
        let at = game.tree.path_to(state.cursor()).len();
        painter.vline(
            x_of(at),
            rect.y_range(),
            Stroke::new(1.0, Color32::from_rgb(220, 60, 60)),
        );
    }
    for &(i, mark) in &points.marks {
        if let Some(Some(eval)) = points.values.get(i) {
            painter.circle_filled(
                pos2(x_of(i), y_of(*eval)),
                3.5,
                super::engine::mark_color(mark),
            );
        }
    }
    // Click or drag: the move at that point.
    let pointer = response
        .interact_pointer_pos()
        .filter(|_| response.is_pointer_button_down_on() || response.clicked());
    if let Some(p) = pointer {
        let i = point_at(rect, count, p);
        let node = node_of_point(game, i);
        if node != state.cursor() {
            commands.push(Command::GoTo(node));
        }
    }
    if let Some(p) = response.hover_pos() {
        let i = point_at(rect, count, p);
        if let Some(Some(eval)) = points.values.get(i) {
            response.on_hover_text_at_pointer(eval.to_string());
        }
    }
}

/// The point nearest `p` along the graph.
fn point_at(rect: Rect, count: usize, p: Pos2) -> usize {
    let t = ((p.x - rect.min.x) / rect.width()).clamp(0.0, 1.0);
    ((t * (count - 1) as f32).round() as usize).min(count - 1)
}
