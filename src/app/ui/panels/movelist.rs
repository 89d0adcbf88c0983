//! The move list, read like a scoresheet: rows of number, White, Black, in English, Chinese or both side by side.
//! Variations are shown indented under the move they replace, comments under their move (without the commands of
//! programs, `[%eval …]`, `[%clk …]`, which the graph and the clock show). The moves come from the game's one walk
//! (`Game::walk`), so they are numbered as PGN and the sheet number them. Above the list, the opening's name at the
//! board's move; a move the engine's analysis marked, with its mark in its colour until it is written into the game.
//! Moves read unsure from a picture are in the warning colour, underlined, and the bar above the list settles them
//! (`unsure.rs`). Click a move to go there; right-click to annotate, comment, set its clock time, delete from it or make its
//! variation the main line.

use egui::{Color32, Id, RichText, ScrollArea, Ui};
use shakmaty::Color;

use crate::app::commands::command::Command;
use crate::app::session::state::AppState;
use crate::chess::{NodeId, Visit};
use crate::i18n::Key;
use crate::notation::{MOVE_ANNOTATIONS, annotation_glyph, write_node};

/// How deep nested variations are drawn before they are summarised.
const MAX_DEPTH: usize = 8;

/// Set when the board's move changed: the list brings the current move into view once.
fn scroll_id() -> Id {
    Id::unique("jipu-movelist-scroll")
}

/// Asks the list to bring the current move into view when it is next drawn.
pub fn scroll_to_current(ui: &Ui) {
    ui.data_mut(|d| d.insert_temp(scroll_id(), true));
    ui.ctx().request_repaint();
}

/// One move of the list: its node and its text (with number for variations), and the engine's mark, if any.
struct Cell {
    id: NodeId,
    text: String,
    mark: Option<crate::engine::Mark>,
    /// Read unsure from a picture (marked `[%unsure …]`).
    unsure: bool,
}

/// A comment as the list shows it: without the `[%…]` commands of programs; `None` when nothing else is left.
fn shown_comment(comment: &str) -> Option<String> {
    let mut out = String::new();
    let mut rest = comment;
    while let Some(start) = rest.find("[%") {
        out.push_str(&rest[..start]);
        match rest[start..].find(']') {
            Some(end) => rest = &rest[start + end + 1..],
            None => {
                rest = "";
            }
        }
    }
    out.push_str(rest);
    let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
    (!out.is_empty()).then_some(out)
}

/// A piece of a variation line.
enum Token {
    Open,
    Close,
    Move(Cell),
    Comment(String),
    /// Deeper variations, not drawn.
    Elided,
}

/// What the list shows, top to bottom.
enum Line {
    Row {
        number: u32,
        white: Option<Cell>,
        black: Option<Cell>,
    },
    Comment(String),
    Variation(Vec<Token>),
}

/// The lines of the list, from the walk.
fn lines(state: &AppState) -> Vec<Line> {
    let game = state.game();
    let styles = state.list_mode().styles();
    // The marks of the engine's analysis of this main line, by move, while they are not written into the game.
    let mainline = game.tree.mainline();
    let moves = crate::engine::analysable_moves(game);
    let marks: std::collections::HashMap<NodeId, crate::engine::Mark> = state
        .analysis()
        .report_for(game.start(), &moves)
        .map(|r| {
            r.marks()
                .iter()
                .filter_map(|m| mainline.get(m.ply).map(|&id| (id, m.mark)))
                .filter(|(id, m)| !game.tree.notes(*id).nags.contains(&m.nag()))
                .collect()
        })
        .unwrap_or_default();
    let unsure: std::collections::HashSet<NodeId> =
        crate::picture::marked_moves(game).into_iter().collect();
    let mut out = Vec::new();
    let mut variation: Vec<Token> = Vec::new();
    let mut elided = false;
    for visit in game.walk() {
        match visit {
            Visit::Move(m) if m.depth == 0 => {
                let cell = Cell {
                    id: m.id,
                    text: write_node(game, &m.before, m.id, styles).join(" "),
                    mark: marks.get(&m.id).copied(),
                    unsure: unsure.contains(&m.id),
                };
                match (m.turn(), out.last_mut()) {
                    (
                        Color::Black,
                        Some(Line::Row {
                            number,
                            black: black @ None,
                            ..
                        }),
                    ) if *number == m.number => *black = Some(cell),
                    (Color::White, _) => out.push(Line::Row {
                        number: m.number,
                        white: Some(cell),
                        black: None,
                    }),
                    (Color::Black, _) => out.push(Line::Row {
                        number: m.number,
                        white: None,
                        black: Some(cell),
                    }),
                }
                if let Some(comment) = game
                    .tree
                    .notes(m.id)
                    .comment
                    .as_deref()
                    .and_then(shown_comment)
                {
                    out.push(Line::Comment(comment));
                }
            }
            Visit::Move(m) if m.depth > MAX_DEPTH => {
                if !elided {
                    variation.push(Token::Elided);
                    elided = true;
                }
            }
            Visit::Move(m) => {
                let written = write_node(game, &m.before, m.id, styles).join(" ");
                let text = match (m.turn(), m.numbered) {
                    (Color::White, _) => format!("{}. {written}", m.number),
                    (Color::Black, true) => format!("{}... {written}", m.number),
                    (Color::Black, false) => written,
                };
                variation.push(Token::Move(Cell {
                    id: m.id,
                    text,
                    mark: None,
                    unsure: false,
                }));
                if let Some(comment) = game
                    .tree
                    .notes(m.id)
                    .comment
                    .as_deref()
                    .and_then(shown_comment)
                {
                    variation.push(Token::Comment(comment));
                }
            }
            Visit::VariationStart { depth } if depth <= MAX_DEPTH => variation.push(Token::Open),
            Visit::VariationEnd { depth } if depth <= MAX_DEPTH => {
                variation.push(Token::Close);
                if depth == 1 {
                    out.push(Line::Variation(std::mem::take(&mut variation)));
                    elided = false;
                }
            }
            Visit::VariationStart { .. } | Visit::VariationEnd { .. } => {}
        }
    }
    out
}

/// One clickable move, highlighted when it is the current one, with its context menu.
fn move_button(ui: &mut Ui, state: &AppState, cell: &Cell, commands: &mut Vec<Command>) {
    let id = cell.id;
    let current = state.cursor() == id;
    let text = match cell.mark {
        Some(mark) => egui::WidgetText::from(
            RichText::new(format!("{}{}", cell.text, mark.glyph()))
                .color(super::engine::mark_color(mark)),
        ),
        None if cell.unsure => egui::WidgetText::from(
            RichText::new(&cell.text)
                .color(super::unsure::unsure_color(ui))
                .underline(),
        ),
        None => egui::WidgetText::from(cell.text.as_str()),
    };
    let response = ui.selectable_label(current, text);
    if current
        && ui
            .data_mut(|d| d.remove_temp::<bool>(scroll_id()))
            .is_some()
    {
        response.scroll_to_me(None);
    }
    if response.clicked() {
        commands.push(Command::GoTo(id));
    }
    response.context_menu(|ui| {
        let lang = state.lang();
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
        if !state.game().tree.is_mainline(id)
            && ui.button(Command::MakeMainLine(id).label(lang)).clicked()
        {
            commands.push(Command::MakeMainLine(id));
            ui.close();
        }
    });
}

/// The opening at the board's move (the last named position on the way to it), on a line always there.
fn opening_line(ui: &mut Ui, state: &AppState) {
    let height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    let mut child = super::reserved(ui, height, egui::Layout::left_to_right(egui::Align::Center));
    let Some(opening) = crate::opening::opening_of_game(state.game(), state.cursor()) else {
        return;
    };
    let lang = state.lang();
    let text = format!("{} {}", opening.eco(), opening.name(lang));
    let label =
        child.add(egui::Label::new(RichText::new(text).color(Color32::from_gray(130))).truncate());
    crate::app::ui::probe::note(child.ctx(), "opening", label.rect);
    label.on_hover_text(lang.labelled(lang.text(Key::Opening), opening.line()));
}

fn comment(ui: &mut Ui, text: &str) {
    ui.label(RichText::new(text).italics().color(Color32::from_gray(120)));
}

/// The whole list.
pub fn move_list(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    opening_line(ui, state);
    crate::app::ui::probe::note(ui.ctx(), "move list", ui.available_rect_before_wrap());
    if state.game().tree.next(NodeId::ROOT).is_none() {
        ui.label(RichText::new(state.lang().text(Key::NoMovesYet)).color(Color32::GRAY));
        return;
    }
    super::unsure::unsure_bar(ui, state, commands);
    let lines = lines(state);
    // The result stays in sight under the list, however long the game.
    let result = state.game().tags.known_result();
    let result_line = if result.is_some() {
        ui.spacing().interact_size.y + ui.spacing().item_spacing.y
    } else {
        0.0
    };
    ScrollArea::vertical()
        .auto_shrink([false, false])
        .max_height((ui.available_height() - result_line).max(0.0))
        .show(ui, |ui| {
            let number_w = 34.0;
            let column_w = ((ui.available_width() - number_w) / 2.0 - 8.0).max(60.0);
            for line in &lines {
                match line {
                    Line::Row {
                        number,
                        white,
                        black,
                    } => {
                        ui.horizontal(|ui| {
                            ui.add_sized(
                                [number_w, 18.0],
                                egui::Label::new(
                                    RichText::new(format!("{number}.")).color(Color32::GRAY),
                                ),
                            );
                            for cell in [white, black] {
                                ui.allocate_ui(egui::vec2(column_w, 18.0), |ui| {
                                    ui.set_min_width(column_w);
                                    match cell {
                                        Some(cell) => move_button(ui, state, cell, commands),
                                        None if white.is_none() => {
                                            ui.label("…");
                                        }
                                        None => {}
                                    }
                                });
                            }
                        });
                    }
                    Line::Comment(text) => {
                        ui.horizontal_wrapped(|ui| {
                            ui.add_space(number_w);
                            comment(ui, text);
                        });
                    }
                    Line::Variation(tokens) => {
                        ui.horizontal_wrapped(|ui| {
                            ui.add_space(number_w);
                            for token in tokens {
                                match token {
                                    Token::Open => {
                                        ui.label(RichText::new("(").color(Color32::GRAY));
                                    }
                                    Token::Close => {
                                        ui.label(RichText::new(")").color(Color32::GRAY));
                                    }
                                    Token::Move(cell) => move_button(ui, state, cell, commands),
                                    Token::Comment(text) => comment(ui, text),
                                    Token::Elided => {
                                        ui.label("(…)");
                                    }
                                }
                            }
                        });
                    }
                }
            }
        });
    if let Some(result) = result {
        let shown = ui.label(RichText::new(result.as_str()).strong());
        crate::app::ui::probe::note(ui.ctx(), "result", shown.rect);
    }
}
