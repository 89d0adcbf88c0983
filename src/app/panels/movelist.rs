//! The move list, read like a scoresheet: rows of number, White, Black, in English, Chinese or both side by
//! side. Variations are shown indented under the move they replace; comments under their move. Click a move to
//! go there; right-click to annotate, comment, delete or make a variation the main line.

use egui::{Color32, RichText, ScrollArea, Ui};
use shakmaty::{Chess, Color, Position};

use crate::app::command::Command;
use crate::app::state::AppState;
use crate::chess::NodeId;
use crate::i18n::Key;
use crate::notation::{MOVE_ANNOTATIONS, annotation_glyph, write_node};

/// How deep nested variations are drawn before they are summarised.
const MAX_DEPTH: usize = 8;

/// The text of the move at `id`, played from `pos`, in the list's styles, with its annotation glyphs.
fn move_text(state: &AppState, pos: &Chess, id: NodeId) -> String {
    write_node(&state.game, pos, id, state.list_mode.styles()).join(" ")
}

/// One clickable move, highlighted when it is the current one, with its context menu.
fn move_button(
    ui: &mut Ui,
    state: &AppState,
    id: NodeId,
    text: String,
    commands: &mut Vec<Command>,
) {
    let current = state.cursor == id;
    let response = ui.selectable_label(current, text);
    if current && state.cursor_moved {
        response.scroll_to_me(None);
    }
    if response.clicked() {
        commands.push(Command::GoTo(id));
    }
    response.context_menu(|ui| {
        let lang = state.lang;
        ui.label(lang.text(Key::Annotate));
        ui.horizontal(|ui| {
            for nag in MOVE_ANNOTATIONS {
                if ui
                    .button(annotation_glyph(nag).unwrap_or_default())
                    .clicked()
                {
                    commands.push(Command::Annotate(id, nag));
                    ui.close();
                }
            }
        });
        ui.separator();
        for command in [
            Command::EditComment(id),
            Command::EditClock(id),
            Command::DeleteFrom(id),
        ] {
            if ui.button(command.label(lang)).clicked() {
                commands.push(command);
                ui.close();
            }
        }
        if !state.game.tree.is_mainline(id)
            && ui.button(Command::MakeMainLine(id).label(lang)).clicked()
        {
            commands.push(Command::MakeMainLine(id));
            ui.close();
        }
    });
}

fn comment_line(ui: &mut Ui, state: &AppState, id: NodeId, indent: f32) {
    if let Some(comment) = &state.game.tree.notes(id).comment {
        ui.horizontal_wrapped(|ui| {
            ui.add_space(indent);
            ui.label(
                RichText::new(comment)
                    .italics()
                    .color(Color32::from_gray(110)),
            );
        });
    }
}

/// A variation starting with `first` (played from `pos`), written inline: `3... Nf6 4. d4 (4. c4 …)`.
fn variation_line(
    ui: &mut Ui,
    state: &AppState,
    first: NodeId,
    pos: &Chess,
    depth: usize,
    commands: &mut Vec<Command>,
) {
    let mut pos = pos.clone();
    let mut at = Some(first);
    let mut number_next = true;
    while let Some(id) = at {
        let Some(mv) = state.game.tree.mv(id) else {
            break;
        };
        let number = pos.fullmoves().get();
        let text = match (pos.turn(), number_next) {
            (Color::White, _) => format!("{number}. {}", move_text(state, &pos, id)),
            (Color::Black, true) => format!("{number}... {}", move_text(state, &pos, id)),
            (Color::Black, false) => move_text(state, &pos, id),
        };
        move_button(ui, state, id, text, commands);
        number_next = false;
        // Sub-variations of this move.
        if let Some(parent) = state.game.tree.parent(id)
            && state.game.tree.next(parent) == Some(id)
            && id != first
        {
            for sub in state.game.tree.children(parent).skip(1) {
                if depth >= MAX_DEPTH {
                    ui.label("(…)");
                    break;
                }
                ui.label("(");
                variation_line(ui, state, sub, &pos, depth + 1, commands);
                ui.label(")");
                number_next = true;
            }
        }
        pos.play_unchecked(mv);
        at = state.game.tree.next(id);
    }
}

/// The whole list.
pub fn move_list(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let tree = &state.game.tree;
    if tree.next(NodeId::ROOT).is_none() {
        ui.label(RichText::new(state.lang.text(Key::NoMovesYet)).color(Color32::GRAY));
        return;
    }
    ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let number_w = 34.0;
            let column_w = ((ui.available_width() - number_w) / 2.0 - 8.0).max(60.0);
            let mut pos = state.game.start().clone();
            let mut parent = NodeId::ROOT;
            // Variations waiting to be shown under the current row: (first move, position before it).
            let mut pending: Vec<(NodeId, Chess)> = Vec::new();
            while let Some(id) = tree.next(parent) {
                let number = pos.fullmoves().get();
                let white_first = pos.turn() == Color::White;
                // One scoresheet row: White's move and Black's reply.
                let mut row: Vec<(NodeId, Chess)> = Vec::new();
                let mut at = Some(id);
                let mut row_parent = parent;
                let mut row_pos = pos.clone();
                for slot in 0..2 {
                    let Some(node) = at else { break };
                    if slot == 1 && !white_first {
                        break;
                    }
                    row.push((node, row_pos.clone()));
                    for v in tree.children(row_parent).skip(1) {
                        pending.push((v, row_pos.clone()));
                    }
                    if let Some(mv) = tree.mv(node) {
                        row_pos.play_unchecked(mv);
                    }
                    row_parent = node;
                    at = tree.next(node);
                    if tree.notes(node).comment.is_some() || !pending.is_empty() {
                        break;
                    }
                }
                ui.horizontal(|ui| {
                    ui.add_sized(
                        [number_w, 18.0],
                        egui::Label::new(RichText::new(format!("{number}.")).color(Color32::GRAY)),
                    );
                    let mut cells = row.iter();
                    if !white_first {
                        ui.add_sized([column_w, 18.0], egui::Label::new("…"));
                    }
                    for (node, before) in cells.by_ref() {
                        let text = move_text(state, before, *node);
                        ui.allocate_ui(egui::vec2(column_w, 18.0), |ui| {
                            ui.set_min_width(column_w);
                            move_button(ui, state, *node, text, commands);
                        });
                    }
                });
                for (node, _) in &row {
                    comment_line(ui, state, *node, number_w);
                }
                for (first, before) in pending.drain(..) {
                    ui.horizontal_wrapped(|ui| {
                        ui.add_space(number_w);
                        ui.label(RichText::new("(").color(Color32::GRAY));
                        variation_line(ui, state, first, &before, 1, commands);
                        ui.label(RichText::new(")").color(Color32::GRAY));
                    });
                }
                pos = row_pos;
                parent = row_parent;
            }
            if let Some(result) = state.game.tags.get("Result").filter(|r| *r != "*") {
                ui.label(RichText::new(result).strong());
            }
        });
}
