//! The board editor's window (see `model/board_editor.rs`): its own board, a palette of the twelve pieces and an
//! eraser beside it; drag a piece from the palette onto a square, from square to square, or off the board to take it
//! away — or pick one in the palette and click squares (a click on the same piece takes it off, a right-click takes
//! any off). Then the side to move, castling and en passant (only what the pieces allow), the FEN shown and
//! editable, and a game started from the position.

use crate::app::commands::dialog_messages::EditorMessage;
use egui::{Color32, Id, Rect, RichText, Sense, Stroke, Ui, Vec2};
use shakmaty::{CastlingSide, Color, Piece, Role, Square};

use super::board::{BoardGeometry, DARK, LIGHT, piece_at};
use crate::app::commands::command::Command;
use crate::app::model::board_editor::BoardEditor;
use crate::app::session::state::AppState;
use crate::i18n::{Key, Lang};

/// What is being dragged: a piece from the palette, or the piece of a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Held {
    Palette(Piece),
    Square(Square),
}

fn held_id() -> Id {
    Id::unique("jipu-editor-held")
}

const ROLES: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// A piece's name for the screen reader and the tests: "White knight", "白方马".
fn piece_name(piece: Piece, lang: Lang) -> String {
    format!("{} {}", lang.side(piece.color), lang.piece(piece.role))
}

pub fn board_editor(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let Some(editor) = state.dialogs().editor() else {
        return;
    };
    let lang = state.lang();
    let mut open = true;
    let screen = ui.ctx().content_rect();
    let side = (screen.height() - 200.0).clamp(240.0, 400.0);
    egui::Window::new(lang.text(Key::EditorTitle))
        .id(Id::unique("jipu-board-editor"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(screen.center())
        .show(ui.ctx(), |ui| {
            let mut held: Option<Held> = ui.data(|d| d.get_temp(held_id()));
            ui.horizontal_top(|ui| {
                let geo = editor_board(ui, state, editor, side, &mut held, commands);
                palette(ui, editor, lang, side, &mut held, commands);
                ui.separator();
                ui.vertical(|ui| settings(ui, editor, lang, commands));
                // The held piece follows the pointer, over everything; let go, it lands where it is.
                if let Some(held) = held
                    && let Some(p) = ui.input(|i| i.pointer.latest_pos())
                {
                    let piece = match held {
                        Held::Palette(piece) => Some(piece),
                        Held::Square(sq) => editor.board().piece_at(sq),
                    };
                    if let Some(piece) = piece {
                        let size = geo.rect.width() / 8.0;
                        piece_at(ui, piece, Rect::from_center_size(p, Vec2::splat(size)));
                    }
                }
                if ui.input(|i| i.pointer.any_released())
                    && let Some(h) = held.take()
                {
                    let at = ui
                        .input(|i| i.pointer.interact_pos())
                        .and_then(|p| geo.square_at(p));
                    match (h, at) {
                        (Held::Palette(piece), Some(sq)) => {
                            commands.push(Command::Editor(EditorMessage::Put(sq, Some(piece))))
                        }
                        (Held::Square(from), Some(to)) if from != to => {
                            commands.push(Command::Editor(EditorMessage::Move { from, to }))
                        }
                        // Dragged off the board: taken away.
                        (Held::Square(from), None) => {
                            commands.push(Command::Editor(EditorMessage::Put(from, None)))
                        }
                        _ => {}
                    }
                }
            });
            ui.data_mut(|d| match held {
                Some(h) => {
                    d.insert_temp(held_id(), h);
                }
                None => d.remove::<Held>(held_id()),
            });
        });
    if !open {
        commands.push(Command::Editor(EditorMessage::Done(false)));
    }
}

/// Where the button went down, while the pointer is being dragged from there.
fn dragged_from(ui: &Ui) -> Option<egui::Pos2> {
    ui.input(|i| {
        (i.pointer.primary_down() && i.pointer.is_decidedly_dragging())
            .then(|| i.pointer.press_origin())
            .flatten()
    })
}

/// The editor's board: squares, coordinates, pieces; a drag starts on a piece, a click puts the palette's piece.
fn editor_board(
    ui: &mut Ui,
    state: &AppState,
    editor: &BoardEditor,
    side: f32,
    held: &mut Option<Held>,
    commands: &mut Vec<Command>,
) -> BoardGeometry {
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(side), Sense::click_and_drag());
    crate::app::ui::probe::note(ui.ctx(), "editor board", rect);
    let name = state.lang().text(Key::EditorBoardName).to_string();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &name));
    let geo = BoardGeometry {
        rect,
        flipped: state.flipped(),
    };
    if held.is_none()
        && let Some(sq) = dragged_from(ui).and_then(|p| geo.square_at(p))
        && editor.board().piece_at(sq).is_some()
    {
        *held = Some(Held::Square(sq));
    }
    let at = ui
        .input(|i| i.pointer.interact_pos())
        .and_then(|p| geo.square_at(p));
    if response.clicked()
        && let Some(sq) = at
    {
        let put = match editor.brush() {
            Some(brush) if editor.board().piece_at(sq) == Some(brush) => None,
            brush => brush,
        };
        commands.push(Command::Editor(EditorMessage::Put(sq, put)));
    }
    if response.secondary_clicked()
        && let Some(sq) = at
    {
        commands.push(Command::Editor(EditorMessage::Put(sq, None)));
    }
    let painter = ui.painter_at(rect);
    let s = rect.width() / 8.0;
    for sq in Square::ALL {
        let r = geo.square_rect(sq);
        painter.rect_filled(r, 0.0, if sq.is_light() { LIGHT } else { DARK });
        if editor.ep() == Some(sq) {
            painter.circle_stroke(
                r.center(),
                s * 0.3,
                Stroke::new(2.0, Color32::from_rgb(20, 90, 170)),
            );
        }
    }
    for (sq, piece) in editor.board().clone() {
        if *held == Some(Held::Square(sq)) {
            continue;
        }
        piece_at(ui, piece, geo.square_rect(sq));
    }
    let font = egui::FontId::proportional((s * 0.2).max(9.0));
    for i in 0..8u32 {
        let file = shakmaty::File::new(i);
        let bottom = if geo.flipped {
            shakmaty::Rank::Eighth
        } else {
            shakmaty::Rank::First
        };
        let sq = Square::from_coords(file, bottom);
        painter.text(
            geo.square_rect(sq).right_bottom() + Vec2::new(-2.0, -1.0),
            egui::Align2::RIGHT_BOTTOM,
            file.char().to_string(),
            font.clone(),
            if sq.is_light() { DARK } else { LIGHT },
        );
        let rank = shakmaty::Rank::new(i);
        let left = if geo.flipped {
            shakmaty::File::H
        } else {
            shakmaty::File::A
        };
        let sq = Square::from_coords(left, rank);
        painter.text(
            geo.square_rect(sq).left_top() + Vec2::new(2.0, 1.0),
            egui::Align2::LEFT_TOP,
            rank.char().to_string(),
            font.clone(),
            if sq.is_light() { DARK } else { LIGHT },
        );
    }
    geo
}

/// The twelve pieces, White's column and Black's, and the eraser under them; the one a click puts is framed.
fn palette(
    ui: &mut Ui,
    editor: &BoardEditor,
    lang: Lang,
    side: f32,
    held: &mut Option<Held>,
    commands: &mut Vec<Command>,
) {
    let size = (side / 7.0).min(48.0);
    // The piece dragged is the one the button went down on: egui gives a drag to the widget the pointer has reached
    // by the time it tells a drag from a click, which a fast hand may have left already.
    let mut items: Vec<(Rect, Piece)> = Vec::new();
    ui.vertical(|ui| {
        for role in ROLES {
            ui.horizontal(|ui| {
                for color in [Color::White, Color::Black] {
                    let piece = Piece { color, role };
                    let (rect, response) =
                        ui.allocate_exact_size(Vec2::splat(size), Sense::click_and_drag());
                    let name = piece_name(piece, lang);
                    response.widget_info(|| {
                        egui::WidgetInfo::selected(
                            egui::Role::Button,
                            true,
                            editor.brush() == Some(piece),
                            &name,
                        )
                    });
                    crate::app::ui::probe::note(ui.ctx(), &name, rect);
                    let fill = if editor.brush() == Some(piece) {
                        ui.visuals().selection.bg_fill
                    } else if response.hovered() {
                        ui.visuals().widgets.hovered.bg_fill
                    } else {
                        ui.visuals().faint_bg_color
                    };
                    ui.painter().rect_filled(rect, 4.0, fill);
                    piece_at(ui, piece, rect.shrink(2.0));
                    items.push((rect, piece));
                    if response.clicked() {
                        commands.push(Command::Editor(EditorMessage::Brush(Some(piece))));
                    }
                }
            });
        }
        if held.is_none()
            && let Some(origin) = dragged_from(ui)
            && let Some(&(_, piece)) = items.iter().find(|(r, _)| r.contains(origin))
        {
            *held = Some(Held::Palette(piece));
        }
        let erase = ui.selectable_label(editor.brush().is_none(), lang.text(Key::EditorEraser));
        crate::app::ui::probe::note(ui.ctx(), lang.text(Key::EditorEraser), erase.rect);
        if erase.clicked() {
            commands.push(Command::Editor(EditorMessage::Brush(None)));
        }
    });
}

/// Side to move, castling, en passant, the FEN, and the buttons.
fn settings(ui: &mut Ui, editor: &BoardEditor, lang: Lang, commands: &mut Vec<Command>) {
    ui.set_max_width(300.0);
    ui.label(RichText::new(lang.text(Key::SideToMove)).strong());
    ui.horizontal(|ui| {
        for color in [Color::White, Color::Black] {
            if ui.radio(editor.turn() == color, lang.side(color)).clicked() {
                commands.push(Command::Editor(EditorMessage::Turn(color)));
            }
        }
    });
    ui.add_space(4.0);
    ui.label(RichText::new(lang.text(Key::CastlingRights)).strong());
    for color in [Color::White, Color::Black] {
        ui.horizontal(|ui| {
            ui.label(lang.side(color));
            for (side, name) in [
                (CastlingSide::KingSide, "0-0"),
                (CastlingSide::QueenSide, "0-0-0"),
            ] {
                let possible = editor.castling_possible(color, side);
                let mut on = editor.castling(color, side);
                let label = format!("{} {name}", lang.side(color));
                let response = ui
                    .add_enabled(possible, egui::Checkbox::new(&mut on, name))
                    .on_disabled_hover_text(lang.text(Key::CastlingNotPossible));
                response.widget_info(|| {
                    egui::WidgetInfo::selected(egui::Role::CheckBox, possible, on, &label)
                });
                if response.changed() {
                    commands.push(Command::Editor(EditorMessage::Castling(color, side, on)));
                }
            }
        });
    }
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        let name = ui.label(RichText::new(lang.text(Key::EnPassantSquare)).strong());
        let squares = editor.en_passant_squares();
        let none = lang.text(Key::NoEnPassant).to_string();
        let shown = editor.ep().map_or(none.clone(), |sq| sq.to_string());
        ui.add_enabled_ui(!squares.is_empty(), |ui| {
            egui::ComboBox::from_id_salt("jipu-editor-ep")
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    if ui.selectable_label(editor.ep().is_none(), none).clicked() {
                        commands.push(Command::Editor(EditorMessage::EnPassant(None)));
                    }
                    for sq in squares {
                        if ui
                            .selectable_label(editor.ep() == Some(sq), sq.to_string())
                            .clicked()
                        {
                            commands.push(Command::Editor(EditorMessage::EnPassant(Some(sq))));
                        }
                    }
                })
                .response
                .labelled_by(name.id);
        });
    });
    ui.add_space(4.0);
    let name = ui.label(RichText::new("FEN").strong());
    let mut fen = editor.fen();
    let field = ui
        .add(
            egui::TextEdit::multiline(&mut fen)
                .desired_rows(2)
                .desired_width(290.0),
        )
        .labelled_by(name.id);
    crate::app::ui::probe::note(ui.ctx(), "FEN", field.rect);
    crate::app::ui::probe::note(
        ui.ctx(),
        &format!("fen {}", editor.position_fen()),
        field.rect,
    );
    if field.changed() {
        commands.push(Command::Editor(EditorMessage::Fen(fen.replace('\n', " "))));
    }
    // One line, whatever is said: nothing under the mouse moves while pieces are put on the board.
    let line = ui.spacing().interact_size.y;
    let mut said = super::reserved(ui, line, egui::Layout::left_to_right(egui::Align::Center));
    match editor.problem(lang) {
        Some(problem) => super::sign::problem_one_line(&mut said, problem),
        None => {
            said.add(
                egui::Label::new(RichText::new(lang.text(Key::PositionReady)).weak()).truncate(),
            );
        }
    }
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        for (key, command) in [
            (
                Key::EditorStart,
                Command::Editor(EditorMessage::StartPosition),
            ),
            (Key::EditorClear, Command::Editor(EditorMessage::Clear)),
        ] {
            let button = ui.button(lang.text(key));
            crate::app::ui::probe::note(ui.ctx(), lang.text(key), button.rect);
            if button.clicked() {
                commands.push(command);
            }
        }
    });
    ui.horizontal(|ui| {
        let start = ui.add_enabled(
            editor.position().is_ok(),
            egui::Button::new(lang.text(Key::GameFromPosition)),
        );
        crate::app::ui::probe::note(ui.ctx(), lang.text(Key::GameFromPosition), start.rect);
        if start.clicked() {
            commands.push(Command::Editor(EditorMessage::Done(true)));
        }
        if ui.button(lang.text(Key::Cancel)).clicked() {
            commands.push(Command::Editor(EditorMessage::Done(false)));
        }
    });
}
