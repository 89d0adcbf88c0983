//! The picture of a printed game beside the board: its name, the reading's progress with Cancel (or Close once read),
//! the picture scaled to its room, every piece of text found outlined faintly, each move read outlined, the board's
//! move (the one clicked in the move list) outlined strongly and scrolled into view when zoomed in, the moves read
//! unsure and where the reading stopped in the warning colour. A
//! click on a move's outline goes to that move. Where the reading stopped, the moves it may be are buttons below.

use egui::{
    Color32, ColorImage, Pos2, Rect, Sense, Shape, Stroke, StrokeKind, TextureHandle,
    TextureOptions, Ui, Vec2,
};
use shakmaty::san::San;

use crate::app::commands::command::Command;
use crate::app::session::state::AppState;
use crate::app::work::picture_reading::{PictureView, Shown};
use crate::chess::NodeId;
use crate::i18n::Key;
use crate::picture::Quad;

/// The room the picture takes beside the board, out of the width the board and the picture share.
pub fn share_of(width: f32) -> f32 {
    (width * 0.42).floor()
}

/// The picture's texture, made once per picture and kept in egui's memory.
fn texture(ui: &Ui, view: &PictureView, shown: &Shown) -> TextureHandle {
    let id = egui::Id::unique(("jipu-picture-texture", view.serial()));
    if let Some(handle) = ui.data(|d| d.get_temp::<TextureHandle>(id)) {
        return handle;
    }
    let image = ColorImage::from_rgba_unmultiplied(
        [shown.image.width() as usize, shown.image.height() as usize],
        shown.image.as_raw(),
    );
    let handle = ui
        .ctx()
        .load_texture("jipu-picture", image, TextureOptions::LINEAR);
    ui.data_mut(|d| d.insert_temp(id, handle.clone()));
    handle
}

/// How far the picture is zoomed in: 1 shows it whole in its room; up to [`MAX_ZOOM`] times that.
fn zoom_id(view: &PictureView) -> egui::Id {
    egui::Id::unique(("jipu-picture-zoom", view.serial()))
}

/// The most the picture is zoomed in, over the size that shows it whole.
const MAX_ZOOM: f32 = 8.0;

/// The buttons that zoom the picture: out, in, whole.
fn zoom_buttons(ui: &mut Ui, view: &PictureView, lang: crate::i18n::Lang) {
    let id = zoom_id(view);
    let zoom = ui.data(|d| d.get_temp::<f32>(id).unwrap_or(1.0));
    let mut wanted = zoom;
    let out = ui.add_enabled(zoom > 1.0, egui::Button::new("−"));
    crate::app::ui::probe::note(ui.ctx(), "picture zoom out", out.rect);
    if out.on_hover_text(lang.text(Key::ZoomOut)).clicked() {
        wanted = zoom / 1.5;
    }
    let more = ui.add_enabled(zoom < MAX_ZOOM, egui::Button::new("+"));
    crate::app::ui::probe::note(ui.ctx(), "picture zoom in", more.rect);
    if more.on_hover_text(lang.text(Key::ZoomIn)).clicked() {
        wanted = zoom * 1.5;
    }
    let whole = ui.add_enabled(zoom > 1.0, egui::Button::new(lang.text(Key::ZoomWhole)));
    crate::app::ui::probe::note(ui.ctx(), "picture zoom whole", whole.rect);
    if whole.clicked() {
        wanted = 1.0;
    }
    if wanted != zoom {
        ui.data_mut(|d| d.insert_temp(id, wanted.clamp(1.0, MAX_ZOOM)));
    }
}

/// A quad of the picture's pixels on the screen.
fn on_screen(quad: &Quad, origin: Pos2, scale: f32) -> Vec<Pos2> {
    quad.iter()
        .map(|&(x, y)| origin + Vec2::new(x, y) * scale)
        .collect()
}

fn outline(ui: &Ui, points: Vec<Pos2>, stroke: Stroke) {
    ui.painter().add(Shape::closed_line(points, stroke));
}

/// The picture panel, `size` wide and high.
pub fn picture(ui: &mut Ui, state: &AppState, size: Vec2, commands: &mut Vec<Command>) {
    let Some(view) = state.picture() else {
        return;
    };
    let lang = state.lang();
    ui.allocate_ui_with_layout(size, egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.set_width(size.x);
        ui.horizontal_wrapped(|ui| {
            ui.add(egui::Label::new(egui::RichText::new(view.name()).strong()).truncate())
                .on_hover_text(view.name());
            match view.progress() {
                Some(_) => {
                    let cancel = ui.button(Command::CancelPicture.label(lang));
                    crate::app::ui::probe::note(ui.ctx(), "cancel picture", cancel.rect);
                    if cancel.clicked() {
                        commands.push(Command::CancelPicture);
                    }
                }
                None => {
                    let close = ui.button(Command::ClosePicture.label(lang));
                    crate::app::ui::probe::note(ui.ctx(), "close picture", close.rect);
                    if close.clicked() {
                        commands.push(Command::ClosePicture);
                    }
                }
            }
            if view.pixels().is_some() {
                zoom_buttons(ui, view, lang);
            }
        });
        if let Some((done, of)) = view.progress() {
            let text = if of == 0 {
                lang.text(Key::LayingOutPicture).to_string()
            } else {
                lang.fill(Key::ReadingPicture, &[&done.to_string(), &of.to_string()])
            };
            let fraction = if of == 0 {
                0.0
            } else {
                done as f32 / of as f32
            };
            ui.add(egui::ProgressBar::new(fraction).text(text).animate(true));
        }
        candidates(ui, state, view, commands);
        let Some(shown) = view.pixels() else {
            return;
        };
        let room = ui.available_size();
        let (w, h) = (shown.size.0 as f32, shown.size.1 as f32);
        let fit = (room.x / w).min(room.y / h).max(0.01);
        let id = zoom_id(view);
        let mut zoom = ui.data(|d| d.get_temp::<f32>(id).unwrap_or(1.0));
        // Scrolled and zoomed inside its room: Ctrl and the wheel (or a pinch) zoom where the pointer is, the wheel
        // scrolls.
        egui::ScrollArea::both()
            .id_salt(("jipu-picture-scroll", view.serial()))
            .max_width(room.x)
            .max_height(room.y)
            .auto_shrink([true, true])
            .show(ui, |ui| {
                let scale = fit * zoom;
                let (rect, response) =
                    ui.allocate_exact_size(Vec2::new(w, h) * scale, Sense::click());
                crate::app::ui::probe::note(ui.ctx(), "picture", rect);
                let label = view.name().to_string();
                response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
                let handle = texture(ui, view, &shown);
                ui.painter().image(
                    handle.id(),
                    rect,
                    Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0)),
                    Color32::WHITE,
                );
                outlines(ui, state, view, rect.min, scale, &response, commands);
                if response.hovered() {
                    let factor = ui.input(|i| i.zoom_delta());
                    if factor != 1.0 {
                        zoom = (zoom * factor).clamp(1.0, MAX_ZOOM);
                        ui.data_mut(|d| d.insert_temp(id, zoom));
                    }
                }
            });
    });
}

/// Every piece of text found, each move read, the board's move, and the stop, outlined on the picture.
fn outlines(
    ui: &Ui,
    state: &AppState,
    view: &PictureView,
    origin: Pos2,
    scale: f32,
    response: &egui::Response,
    commands: &mut Vec<Command>,
) {
    let Some(reading) = view.reading() else {
        return;
    };
    let faint = Stroke::new(1.0, Color32::from_rgba_unmultiplied(120, 120, 120, 90));
    for quad in &reading.pieces {
        outline(ui, on_screen(quad, origin, scale), faint);
    }
    let game = state.game();
    // The outlines are the moves of the game shown only when it is the game read from the picture (perhaps with moves
    // taken back, or played on).
    if !view.agrees_with(&game.mainline_moves()) {
        return;
    }
    let nodes = game.tree.mainline();
    let plies = game.tree.plies_to(game.tree.mainline_end());
    let cursor = state.cursor();
    let read = Color32::from_rgb(40, 140, 70);
    let unsure = crate::picture::marked_moves(game);
    let mut clicked = None;
    let pointer = response
        .clicked()
        .then(|| response.interact_pointer_pos())
        .flatten();
    for (i, (node, ply)) in nodes.iter().zip(&plies).enumerate() {
        let Some(quad) = ply.mv().and_then(|_| view.quad_of(i)) else {
            continue;
        };
        let points = on_screen(&quad, origin, scale);
        let box_of = Rect::from_points(&points);
        if *node == cursor {
            let strong = Stroke::new(3.0, ui.visuals().selection.stroke.color);
            ui.painter()
                .rect_stroke(box_of.expand(2.0), 2.0, strong, StrokeKind::Outside);
            crate::app::ui::probe::note(ui.ctx(), "picture move", box_of);
            // A move chosen in the list (or on the board) is brought into view on a zoomed picture, and again
            // when the zoom changes, once: the picture may then be scrolled away from it by hand.
            let shown_id = egui::Id::unique(("jipu-picture-move-shown", view.serial()));
            let shown = (cursor, scale.to_bits());
            if ui.data(|d| d.get_temp::<(NodeId, u32)>(shown_id)) != Some(shown) {
                ui.data_mut(|d| d.insert_temp(shown_id, shown));
                ui.scroll_to_rect(box_of.expand(24.0), Some(egui::Align::Center));
            }
        } else if unsure.contains(node) {
            outline(
                ui,
                points,
                Stroke::new(2.0, super::unsure::unsure_color(ui)),
            );
        } else {
            outline(ui, points, Stroke::new(1.5, read));
        }
        if pointer.is_some_and(|p| box_of.expand(2.0).contains(p)) {
            clicked = Some(*node);
        }
    }
    if let Some(quad) = reading.stop.as_ref().and_then(|s| s.quad) {
        let points = on_screen(&quad, origin, scale);
        crate::app::ui::probe::note(ui.ctx(), "picture stop", Rect::from_points(&points));
        outline(ui, points, Stroke::new(2.5, ui.visuals().warn_fg_color));
    }
    if let Some(node) = clicked {
        commands.push(Command::GoTo(node));
    }
}

/// Where the reading stopped: the moves it may be, best first, as buttons that play one on the board (at the end of
/// the moves read).
fn candidates(ui: &mut Ui, state: &AppState, view: &PictureView, commands: &mut Vec<Command>) {
    let offered = view.candidates();
    let game = state.game();
    let end = game.tree.mainline_end();
    let read = view.reading().map_or(0, |r| r.moves.len());
    let moves = game.mainline_moves();
    if offered.is_empty() || state.cursor() != end || moves.len() != read || !view.read_into(&moves)
    {
        return;
    }
    let position = state.position();
    ui.horizontal_wrapped(|ui| {
        ui.label(state.lang().text(Key::PictureMayBe));
        for (i, (san, p)) in offered.iter().enumerate().take(5) {
            let Some(mv) = san
                .parse::<San>()
                .ok()
                .and_then(|s| s.to_move(position).ok())
            else {
                continue;
            };
            let shown =
                crate::notation::write_move(position, mv, state.settings().list_mode().styles()[0]);
            let button = ui.button(format!("{shown} {:.0} %", p * 100.0));
            crate::app::ui::probe::note(ui.ctx(), &format!("picture candidate {i}"), button.rect);
            if button.clicked() {
                commands.push(Command::PlayMove {
                    mv,
                    nags: Vec::new(),
                });
            }
        }
    });
}
