//! The board: squares, coordinates, pieces; drag and drop or click-click to move, legal targets shown, the last
//! move and a king in check highlighted, a picker of four pieces for a promotion.

use egui::{
    Align2, Color32, FontId, Id, Pos2, Rect, Response, Role as A11yRole, Sense, Stroke, Ui, Vec2,
    WidgetInfo,
};
use shakmaty::{Chess, File, Move, Piece, Position, Rank, Role, Square};

use crate::app::commands::command::Command;
use crate::app::model::board_view::{own_piece_on, targets};
use crate::app::session::state::AppState;
use crate::app::ui::pieces;
use crate::i18n::Key;
use crate::notation::king_or_piece_to;

// Overlays are premultiplied: the colour channels are already scaled by the alpha.
pub(super) const LIGHT: Color32 = Color32::from_rgb(0xF0, 0xD9, 0xB5);
pub(super) const DARK: Color32 = Color32::from_rgb(0xB5, 0x88, 0x63);
const LAST_MOVE: Color32 = Color32::from_rgba_premultiplied(64, 82, 0, 105);
const SELECTED: Color32 = Color32::from_rgba_premultiplied(10, 43, 15, 128);
const TARGET: Color32 = Color32::from_rgba_premultiplied(9, 37, 13, 110);
const CHECK: Color32 = Color32::from_rgba_premultiplied(147, 13, 13, 170);
const ARROW: Color32 = Color32::from_rgba_premultiplied(20, 90, 170, 200);

/// Where the board is on screen and which way up.
#[derive(Clone, Copy, Debug)]
pub struct BoardGeometry {
    pub rect: Rect,
    pub flipped: bool,
}

impl BoardGeometry {
    fn square_size(&self) -> f32 {
        self.rect.width() / 8.0
    }

    /// The screen rectangle of a square.
    pub fn square_rect(&self, sq: Square) -> Rect {
        let (file, rank) = (sq.file().to_u32() as f32, sq.rank().to_u32() as f32);
        let (col, row) = if self.flipped {
            (7.0 - file, rank)
        } else {
            (file, 7.0 - rank)
        };
        let s = self.square_size();
        Rect::from_min_size(self.rect.min + Vec2::new(col * s, row * s), Vec2::splat(s))
    }

    /// The square under a point, if any.
    pub fn square_at(&self, pos: Pos2) -> Option<Square> {
        if !self.rect.contains(pos) {
            return None;
        }
        let s = self.square_size();
        let col = ((pos.x - self.rect.min.x) / s).floor().clamp(0.0, 7.0) as u32;
        let row = ((pos.y - self.rect.min.y) / s).floor().clamp(0.0, 7.0) as u32;
        let (file, rank) = if self.flipped {
            (7 - col, row)
        } else {
            (col, 7 - row)
        };
        Some(Square::from_coords(File::new(file), Rank::new(rank)))
    }
}

/// Where a piece is being dragged from, kept between frames.
fn drag_id() -> Id {
    Id::unique("jipu-board-drag")
}

/// The square last under the held piece: the drop square when the pointer is gone at release.
fn over_id() -> Id {
    Id::unique("jipu-board-drag-over")
}

/// Draws the board and turns pointer input into commands: a piece picked up or clicked, a piece put down, a
/// promotion picked.
pub fn board(ui: &mut Ui, state: &AppState, side: f32, commands: &mut Vec<Command>) -> Response {
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(side), Sense::click_and_drag());
    crate::app::ui::probe::note(ui.ctx(), "board", rect);
    let label = state.lang().text(Key::BoardName).to_string();
    response.widget_info(|| WidgetInfo::labeled(A11yRole::Image, true, &label));
    let geo = BoardGeometry {
        rect,
        flipped: state.flipped(),
    };
    // While a pasted game stopped at a move, the board shows the position that move was to be played in, and the
    // suggestion under the mouse; it takes no moves meanwhile.
    let stop = state
        .dialogs()
        .paste()
        .stop()
        .filter(|_| state.dialogs().paste().is_open());
    let shown = match stop {
        Some(stop) => Shown {
            pos: stop.position(),
            last: stop.last_move(),
            arrow: ui.data(|d| d.get_temp::<Move>(suggestion_id())),
        },
        None => Shown {
            pos: state.position(),
            last: state.game().tree.mv(state.cursor()),
            // The engine's best move, while its panel is open.
            arrow: state
                .analysis()
                .live()
                .and_then(|a| a.lines_of(state.position()).first())
                .and_then(|l| l.moves.first().copied()),
        },
    };
    let pos = shown.pos;
    let selected = state.board().selected();
    let mut dragging: Option<Square> = ui.data(|d| d.get_temp(drag_id()));

    // Input: a drag starts where the button was pressed, not where the pointer is after the threshold.
    if state.board().promotion().is_none() && stop.is_none() {
        if response.drag_started() {
            let origin = ui.input(|i| i.pointer.press_origin());
            dragging = origin
                .and_then(|p| geo.square_at(p))
                .filter(|&sq| own_piece_on(pos, sq));
            commands.push(Command::Select(dragging));
        }
        if dragging.is_some()
            && let Some(sq) = ui
                .input(|i| i.pointer.latest_pos())
                .and_then(|p| geo.square_at(p))
        {
            ui.data_mut(|d| d.insert_temp(over_id(), sq));
        }
        if response.drag_stopped()
            && let Some(from) = dragging.take()
        {
            let to = ui
                .input(|i| i.pointer.interact_pos())
                .and_then(|p| geo.square_at(p))
                .or_else(|| ui.data(|d| d.get_temp::<Square>(over_id())));
            ui.data_mut(|d| d.remove::<Square>(over_id()));
            commands.push(match to {
                Some(to) if to != from => Command::MovePiece { from, to },
                _ => Command::Select(Some(from)),
            });
        }
        if response.clicked() {
            let at = ui
                .input(|i| i.pointer.interact_pos())
                .and_then(|p| geo.square_at(p));
            if let Some(sq) = at {
                commands.push(match selected {
                    Some(from) if from != sq && targets(pos, from).contains(&sq) => {
                        Command::MovePiece { from, to: sq }
                    }
                    _ if own_piece_on(pos, sq) && selected != Some(sq) => Command::Select(Some(sq)),
                    _ => Command::Select(None),
                });
            }
        }
    }
    ui.data_mut(|d| match dragging {
        Some(sq) => {
            d.insert_temp(drag_id(), sq);
        }
        None => d.remove::<Square>(drag_id()),
    });

    paint(ui, state, &shown, &geo, dragging);
    if let Some(p) = state.board().promotion() {
        promotion_picker(ui, state, &geo, p.to, commands);
    }
    response
}

/// What the board shows: the game's position, or a pasted game's where it stopped.
struct Shown<'a> {
    pos: &'a Chess,
    last: Option<Move>,
    /// A move pointed at (the suggestion under the mouse).
    arrow: Option<Move>,
}

/// The suggestion under the mouse in the paste dialog, for the board to point at.
pub fn suggestion_id() -> Id {
    Id::unique("jipu-paste-suggestion")
}

fn paint(
    ui: &Ui,
    state: &AppState,
    shown: &Shown<'_>,
    geo: &BoardGeometry,
    dragging: Option<Square>,
) {
    let painter = ui.painter_at(geo.rect);
    let pos = shown.pos;
    let s = geo.square_size();
    let last = shown.last;
    let checked_king = pos
        .is_check()
        .then(|| pos.board().king_of(pos.turn()))
        .flatten();
    for sq in Square::ALL {
        let r = geo.square_rect(sq);
        painter.rect_filled(r, 0.0, if sq.is_light() { LIGHT } else { DARK });
        // A castling move lights the king's two squares (e1, g1), not its rook's.
        if last.is_some_and(|m| m.from() == Some(sq) || king_or_piece_to(m) == sq) {
            painter.rect_filled(r, 0.0, LAST_MOVE);
        }
        if state.board().selected() == Some(sq) {
            painter.rect_filled(r, 0.0, SELECTED);
        }
        if checked_king == Some(sq) {
            painter.circle_filled(r.center(), s * 0.48, CHECK);
        }
    }
    // Coordinates on the edges, in the colour of the other square.
    let font = FontId::proportional((s * 0.2).max(9.0));
    for i in 0..8u32 {
        let file = File::new(i);
        let rank = Rank::new(i);
        let bottom_rank = if geo.flipped {
            Rank::Eighth
        } else {
            Rank::First
        };
        let left_file = if geo.flipped { File::H } else { File::A };
        let fsq = Square::from_coords(file, bottom_rank);
        let r = geo.square_rect(fsq);
        painter.text(
            r.right_bottom() + Vec2::new(-2.0, -1.0),
            Align2::RIGHT_BOTTOM,
            file.char().to_string(),
            font.clone(),
            if fsq.is_light() { DARK } else { LIGHT },
        );
        let rsq = Square::from_coords(left_file, rank);
        let r = geo.square_rect(rsq);
        painter.text(
            r.left_top() + Vec2::new(2.0, 1.0),
            Align2::LEFT_TOP,
            rank.char().to_string(),
            font.clone(),
            if rsq.is_light() { DARK } else { LIGHT },
        );
    }
    for (sq, piece) in pos.board().clone() {
        if dragging == Some(sq) {
            continue;
        }
        piece_at(ui, piece, geo.square_rect(sq));
    }
    // Legal targets of the held or selected piece.
    if let Some(from) = dragging.or(state.board().selected()) {
        for to in targets(pos, from) {
            let r = geo.square_rect(to);
            if pos.board().piece_at(to).is_some() {
                painter.circle_stroke(r.center(), s * 0.45, Stroke::new(s * 0.07, TARGET));
            } else {
                painter.circle_filled(r.center(), s * 0.15, TARGET);
            }
        }
    }
    if let Some(m) = shown.arrow {
        let from = geo.square_rect(m.from().unwrap_or(m.to())).center();
        let to = geo.square_rect(king_or_piece_to(m)).center();
        painter.arrow(from, to - from, Stroke::new(s * 0.12, ARROW));
    }
    // The held piece follows the pointer, over everything else.
    if let Some(from) = dragging
        && let (Some(piece), Some(p)) = (
            pos.board().piece_at(from),
            ui.input(|i| i.pointer.latest_pos()),
        )
    {
        piece_at(ui, piece, Rect::from_center_size(p, Vec2::splat(s)));
    }
}

pub(super) fn piece_at(ui: &Ui, piece: Piece, r: Rect) {
    egui::Image::new(pieces::image(piece)).paint_at(ui, r);
}

/// The four pieces a pawn may become, stacked on the promotion square towards the middle of the board.
fn promotion_picker(
    ui: &mut Ui,
    state: &AppState,
    geo: &BoardGeometry,
    to: Square,
    commands: &mut Vec<Command>,
) {
    let s = geo.square_size();
    let color = state.position().turn();
    let start = geo.square_rect(to);
    let downwards = start.center().y < geo.rect.center().y;
    let painter = ui.painter();
    painter.rect_filled(geo.rect, 0.0, Color32::from_black_alpha(90));
    let mut picked = false;
    for (i, role) in [Role::Queen, Role::Knight, Role::Rook, Role::Bishop]
        .into_iter()
        .enumerate()
    {
        let dy = if downwards {
            i as f32 * s
        } else {
            -(i as f32) * s
        };
        let r = start.translate(Vec2::new(0.0, dy));
        picked |= ui.rect_contains_pointer(r);
        let id = ui.scope_id().with(("promote", i));
        let response = ui.interact(r, id, Sense::click());
        let label = Command::Promote(role).label(state.lang());
        response.widget_info(|| WidgetInfo::labeled(A11yRole::Button, true, &label));
        let fill = if response.hovered() {
            Color32::from_gray(250)
        } else {
            Color32::from_gray(225)
        };
        ui.painter().circle_filled(r.center(), s * 0.5, fill);
        piece_at(ui, Piece { color, role }, r.shrink(s * 0.08));
        if response.clicked() {
            commands.push(Command::Promote(role));
        }
    }
    // Escape, or a click on the board beside the four pieces, takes the pawn back to its square, as on Lichess.
    let clicked_beside =
        ui.input(|i| i.pointer.primary_clicked()) && !picked && ui.rect_contains_pointer(geo.rect);
    if clicked_beside || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
        commands.push(Command::CancelPromotion);
    }
}
