//! The side panel beside the board: the clock, whose move it is, the end-of-game buttons, the move box; then the
//! details and the engine's panel, which open and close; then the move list, and the evaluation graph at the bottom.
//!
//! Its parts of a fixed height come first, each keeping its height whatever it shows; the parts that open take at
//! most what leaves the move list its share; the move list takes the rest. On a window too short for all of that (a
//! laptop at 150 %), the panel keeps each part's least height and scrolls as a whole, so nothing is out of reach.

use egui::{Panel, ScrollArea, Ui};

use crate::app::commands::command::Command;
use crate::app::session::state::AppState;
use crate::chess::Verdict;
use crate::i18n::Key;

/// The least room a part that opens (the details, the engine's panel) takes, scrolled inside.
const MIN_OPENED: f32 = 96.0;

/// The room the details leave for the engine's panel below them when it is open: its evaluation and three lines.
const ENGINE_ROOM: f32 = 150.0;

/// The move list's least rows.
const LIST_ROWS: f32 = 4.0;

/// The room the move list keeps below the parts that open and close: a third of the panel, ten moves with the lines
/// around them (the opening's name above, the result below) when that is more (but never more than 45% of a small
/// panel) — so that the first moves and the result stay in sight with the clock and the details open. A short game
/// keeps only what its moves take, and the details have the rest.
fn move_list_share(ui: &Ui, plies: usize) -> f32 {
    let row = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
    let panel = ui.max_rect().height();
    let share = (panel / 3.0).max(13.0 * row).min(panel * 0.45);
    let needed = (plies.div_ceil(2) + 3) as f32 * row;
    share.min(needed)
}

/// The side panel, drawn into the panel's `ui`.
pub fn side_panel(
    ui: &mut Ui,
    state: &AppState,
    verdict: &Verdict,
    composing: bool,
    commands: &mut Vec<Command>,
) {
    ScrollArea::vertical()
        .id_salt("jipu-side-scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| parts(ui, state, verdict, composing, commands));
}

fn parts(
    ui: &mut Ui,
    state: &AppState,
    verdict: &Verdict,
    composing: bool,
    commands: &mut Vec<Command>,
) {
    let top = ui.min_rect().top();
    ui.add_space(4.0);
    super::clock::clock(ui, state, commands);
    super::toolbar::status_line(ui, state, verdict);
    super::clock::results(ui, state, verdict, commands);
    super::entry::move_entry(ui, state, composing, commands);
    // The move list keeps its share, and the evaluation graph its height, below whatever opens above them: the
    // details and the engine's panel share the rest, each scrolled inside its part.
    let points = super::graph::points(state);
    let graph = if points.is_some() {
        super::graph::HEIGHT + 8.0
    } else {
        0.0
    };
    let engine_open = state.analysis().is_open();
    let row = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
    let fixed = LIST_ROWS * row;
    let details_open = egui::collapsing_header::CollapsingState::load(ui.ctx(), details_id(ui))
        .is_some_and(|s| s.is_open());
    let problems = ui.spacing().interact_size.y * 2.0;
    let opened = if details_open {
        MIN_OPENED + problems
    } else {
        0.0
    } + if engine_open { MIN_OPENED } else { 0.0 };
    // What the parts below need at the least: the details' heading, what is open, the separators, four rows of the
    // list and the graph. Where the panel is shorter, it grows, and scrolls.
    let least_below = row + opened + 2.0 * ui.spacing().item_spacing.y + 8.0 + fixed + graph;
    if ui.available_height() < least_below {
        let used = ui.cursor().top() - top;
        ui.set_min_height(used + least_below);
    }
    // On a short window the parts that open keep their least room too: the list's share gives way, down to four
    // rows, before anything is pushed out of sight.
    let list = (move_list_share(ui, state.game().tree.mainline_len()) + graph)
        .min(ui.available_height() - fixed - opened)
        .max(fixed + graph);
    let engine_room = if engine_open {
        ENGINE_ROOM
            .min(ui.available_height() - list - fixed - MIN_OPENED)
            .max(MIN_OPENED)
    } else {
        0.0
    };
    let details = egui::CollapsingHeader::new(state.lang().text(Key::GameDetails))
        .id_salt("jipu-details")
        .show(ui, |ui| {
            let room = (ui.available_height() - list - problems - engine_room).max(MIN_OPENED);
            ScrollArea::vertical()
                .id_salt("jipu-details-scroll")
                .max_height(room)
                .auto_shrink([false, true])
                .show(ui, |ui| super::details::details(ui, state, commands));
            super::details::problems(ui, state);
        });
    crate::app::ui::probe::note(ui.ctx(), "game details", details.header_response.rect);
    if engine_open {
        ui.separator();
        let room = (ui.available_height() - list).max(MIN_OPENED);
        ScrollArea::vertical()
            .id_salt("jipu-engine-scroll")
            .max_height(room)
            .auto_shrink([false, true])
            .show(ui, |ui| super::engine::engine_panel(ui, state, commands));
    }
    ui.separator();
    // The evaluation graph keeps the bottom of the panel; the move list has the rest.
    if let Some(points) = points {
        Panel::bottom("jipu-graph")
            .exact_size(super::graph::HEIGHT + 8.0)
            .show_separator_line(false)
            .show(ui, |ui| super::graph::graph(ui, state, &points, commands));
    }
    super::movelist::move_list(ui, state, commands);
}

/// The details' collapsing header's id, as `CollapsingHeader` makes it from its salt in this `ui`.
fn details_id(ui: &Ui) -> egui::Id {
    ui.make_persistent_id(egui::IdSalt::new("jipu-details"))
}

pub(super) fn side_panel_id() -> egui::Id {
    egui::Id::unique("jipu-side-panel")
}

/// Where the side panel was drawn last (the whole window before the first frame): dialogs that must leave the
/// board in sight keep to it.
pub fn side_panel_rect(ctx: &egui::Context) -> egui::Rect {
    ctx.data(|d| d.get_temp(side_panel_id()))
        .unwrap_or_else(|| ctx.content_rect())
}

/// The side panel was drawn in `rect` this frame.
pub fn keep_side_panel_rect(ctx: &egui::Context, rect: egui::Rect) {
    ctx.data_mut(|d| d.insert_temp(side_panel_id(), rect));
}
