//! The move list, read like a scoresheet: rows of number, White, Black, in English, Chinese or both side by side.
//! Variations are shown indented under the move they replace, comments under their move. The moves come from the
//! game's one walk (`Game::walk`), so they are numbered as PGN and the sheet number them. Click a move to go there;
//! right-click to annotate, comment, set its clock time, delete from it or make its variation the main line.

use egui::{Color32, Id, RichText, ScrollArea, Ui};
use shakmaty::Color;

use crate::app::command::Command;
use crate::app::state::AppState;
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

/// One move of the list: its node and its text (with number for variations).
struct Cell {
    id: NodeId,
    text: String,
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
    let mut out = Vec::new();
    let mut variation: Vec<Token> = Vec::new();
    let mut elided = false;
    for visit in game.walk() {
        match visit {
            Visit::Move(m) if m.depth == 0 => {
                let cell = Cell {
                    id: m.id,
                    text: write_node(game, &m.before, m.id, styles).join(" "),
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
                if let Some(comment) = &game.tree.notes(m.id).comment {
                    out.push(Line::Comment(comment.clone()));
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
                variation.push(Token::Move(Cell { id: m.id, text }));
                if let Some(comment) = &game.tree.notes(m.id).comment {
                    variation.push(Token::Comment(comment.clone()));
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
    let response = ui.selectable_label(current, &cell.text);
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

fn comment(ui: &mut Ui, text: &str) {
    ui.label(RichText::new(text).italics().color(Color32::from_gray(120)));
}

/// The whole list.
pub fn move_list(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    crate::app::probe::note(ui.ctx(), "move list", ui.available_rect_before_wrap());
    if state.game().tree.next(NodeId::ROOT).is_none() {
        ui.label(RichText::new(state.lang().text(Key::NoMovesYet)).color(Color32::GRAY));
        return;
    }
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
        crate::app::probe::note(ui.ctx(), "result", shown.rect);
    }
}
