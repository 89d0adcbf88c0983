//! The clock, large enough to read across a table, with the side to move marked; pause, an arbiter's corrections
//! (a move taken back, time given or taken);
//! and the ways to end a game: claim a draw, resign (either player, whoever is to move), agree a draw — each asked
//! once more.

use std::time::Duration;

use egui::{Color32, RichText, Ui};
use shakmaty::{Color, Position};

use crate::app::commands::command::Command;
use crate::app::model::play::Confirm;
use crate::app::session::state::AppState;
use crate::chess::Verdict;
use crate::i18n::Key;

fn shown(d: Duration) -> String {
    let s = d.as_secs();
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, (s / 60) % 60, s % 60)
    } else if s >= 20 {
        format!("{}:{:02}", s / 60, s % 60)
    } else {
        // The last seconds with tenths.
        format!("{}.{}", s, d.subsec_millis() / 100)
    }
}

/// The clock's part of the panel keeps this height with or without a clock, so nothing below it moves when a clock
/// is turned on: the two faces side by side, then one row of controls.
fn clock_height(ui: &Ui) -> f32 {
    FACE_HEIGHT + ui.spacing().item_spacing.y * 2.0 + ui.spacing().interact_size.y
}

const FACE_HEIGHT: f32 = 46.0;

/// One side's face: its name small, its time large; lit while it is that side's turn, greyed before the clock runs.
fn face(ui: &mut Ui, rect: egui::Rect, name: &str, time: &str, lit: bool, idle: bool) {
    let visuals = ui.visuals();
    let (fill, text) = if lit {
        (Color32::from_rgb(60, 110, 60), Color32::WHITE)
    } else if idle {
        (visuals.faint_bg_color, visuals.weak_text_color())
    } else {
        (visuals.extreme_bg_color, visuals.strong_text_color())
    };
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, fill);
    painter.text(
        rect.left_top() + egui::vec2(6.0, 3.0),
        egui::Align2::LEFT_TOP,
        name,
        egui::FontId::proportional(12.0),
        text,
    );
    painter.text(
        rect.center_bottom() - egui::vec2(0.0, 4.0),
        egui::Align2::CENTER_BOTTOM,
        time,
        egui::FontId::monospace(26.0),
        text,
    );
    let label = format!("{name} {time}");
    let response = ui.interact(rect, ui.scope_id().with(name), egui::Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
}

pub fn clock(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let height = clock_height(ui);
    let mut area = super::reserved(ui, height, egui::Layout::top_down(egui::Align::Min));
    let ui = &mut area;
    let lang = state.lang();
    let play = state.play();
    let over = state.document().ending().is_some();
    // Black on the left as on a board seen from White, the side nearer the player on the right.
    let order = if state.flipped() {
        [Color::White, Color::Black]
    } else {
        [Color::Black, Color::White]
    };
    let width = ui.available_width();
    let gap = 6.0;
    let (faces, _) = ui.allocate_exact_size(egui::vec2(width, FACE_HEIGHT), egui::Sense::hover());
    let face_width = (width - gap) / 2.0;
    let Some(clock) = play.clock() else {
        // Before a clock is used: the time each side will start with, greyed, and the button that starts it; for a
        // game whose moves record the clocks (played with one, opened from a file), the time each side had left.
        let left = state.game().clocks_left();
        let base = state
            .game()
            .tags
            .time_control()
            .and_then(|tc| tc.stages.first().map(|s| s.base))
            .unwrap_or(Duration::from_secs(5400));
        for (i, side) in order.into_iter().enumerate() {
            let rect = egui::Rect::from_min_size(
                faces.min + egui::vec2(i as f32 * (face_width + gap), 0.0),
                egui::vec2(face_width, FACE_HEIGHT),
            );
            let time = left.get(side).unwrap_or(base);
            face(ui, rect, lang.side(side), &shown(time), false, true);
        }
        ui.horizontal(|ui| {
            // Greyed once the game is over, so that nothing below it moves when a game ends.
            let start = ui.add_enabled(!over, egui::Button::new(lang.text(Key::StartClock)));
            crate::app::ui::probe::note(ui.ctx(), lang.text(Key::StartClock), start.rect);
            if start.clicked() {
                commands.push(Command::StartClock);
            }
        });
        return;
    };
    let now = play.now();
    let to_move = clock.side_to_move();
    let running = clock.is_running();
    let paused = clock.is_paused();
    for (i, side) in order.into_iter().enumerate() {
        let rect = egui::Rect::from_min_size(
            faces.min + egui::vec2(i as f32 * (face_width + gap), 0.0),
            egui::vec2(face_width, FACE_HEIGHT),
        );
        let lit = to_move == side && (running || paused) && !over;
        face(
            ui,
            rect,
            lang.side(side),
            &shown(clock.remaining(side, now)),
            lit,
            false,
        );
    }
    ui.horizontal(|ui| {
        // Once the game is over the clock only shows the times: nothing to pause or adjust.
        if over {
            return;
        }
        let pause = if paused {
            Command::ResumeClock
        } else {
            Command::PauseClock
        };
        let button = ui.button(pause.label(lang));
        crate::app::ui::probe::note(ui.ctx(), &pause.label(lang), button.rect);
        if button.clicked() {
            commands.push(pause);
        }
        let arbiter = ui.menu_button(lang.text(Key::ArbiterMenu), |ui| {
            arbiter_menu(ui, state, commands);
        });
        crate::app::ui::probe::note(ui.ctx(), lang.text(Key::ArbiterMenu), arbiter.response.rect);
    });
    if running {
        // Repaint when the shown time changes, not every frame: true time comes from the clock itself.
        let left = clock.remaining(to_move, now);
        let step: u64 = if left.as_secs() < 20 { 100 } else { 1000 };
        let wait = step - (left.as_millis() % u128::from(step)) as u64;
        ui.ctx()
            .request_repaint_after(Duration::from_millis(wait.max(10)));
    }
}

/// An arbiter's corrections while the clock runs: the last move taken back (the clocks given back or kept, asked
/// next), a minute more or less for one side. Each is written into the game's clock comments.
fn arbiter_menu(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let lang = state.lang();
    let any_move = state.game().tree.mainline_len() > 0;
    let take_back = ui.add_enabled(
        any_move,
        egui::Button::new(Command::ArbiterTakeBack.label(lang)),
    );
    crate::app::ui::probe::note(
        ui.ctx(),
        &Command::ArbiterTakeBack.label(lang),
        take_back.rect,
    );
    if take_back.clicked() {
        commands.push(Command::ArbiterTakeBack);
        ui.close();
    }
    ui.separator();
    for side in [Color::White, Color::Black] {
        ui.horizontal(|ui| {
            for seconds in [60, -60] {
                let command = Command::AdjustClock(side, seconds);
                let button = ui.button(command.label(lang));
                crate::app::ui::probe::note(ui.ctx(), &command.label(lang), button.rect);
                if button.clicked() {
                    commands.push(command);
                }
            }
        });
    }
}

/// A row of one line's height, whatever is in it (or nothing) — two lines in a panel too narrow for the buttons in one
/// — so that what is below does not move when its content changes. What does not fit is cut, never pushed down.
fn row(ui: &mut Ui, labels: &[String], add: impl FnOnce(&mut Ui)) {
    let line = ui.spacing().interact_size.y;
    let spacing = ui.spacing().item_spacing.x + 2.0 * ui.spacing().button_padding.x;
    // As many lines as the buttons take when they wrap in this width, counted the way the row lays them out.
    let width = ui.available_width();
    let (mut lines, mut x) = (1.0_f32, 0.0_f32);
    for label in labels {
        let w = egui::WidgetText::from(label.as_str())
            .into_galley(
                ui,
                Some(egui::TextWrapMode::Extend),
                f32::INFINITY,
                egui::TextStyle::Button,
            )
            .size()
            .x
            + spacing;
        if x > 0.0 && x + w > width {
            lines += 1.0;
            x = 0.0;
        }
        x += w;
    }
    let height = lines * line + (lines - 1.0) * ui.spacing().item_spacing.y;
    let layout = egui::Layout::left_to_right(egui::Align::Min).with_main_wrap(true);
    add(&mut super::reserved(ui, height, layout));
}

/// The game-over line, or the buttons that end a game, or the question that confirms one: always one row, so the
/// rows below never move when it changes.
pub fn results(ui: &mut Ui, state: &AppState, verdict: &Verdict, commands: &mut Vec<Command>) {
    let lang = state.lang();
    let doc = state.document();
    let labels: Vec<String> = [
        Command::Resign(Color::White),
        Command::Resign(Color::Black),
        Command::OfferDraw,
    ]
    .iter()
    .map(|c| c.label(lang).to_string())
    .collect();
    row(ui, &labels, |ui| {
        if let Some(ending) = doc.ending() {
            let over = ui.label(
                RichText::new(format!(
                    "{} {}",
                    lang.fill(Key::GameOver, &[&ending.describe(lang)]),
                    ending.result()
                ))
                .strong()
                .color(ui.visuals().warn_fg_color),
            );
            crate::app::ui::probe::note(ui.ctx(), "game over", over.rect);
            return;
        }
        let decided = state.game().tags.known_result().is_some();
        if !doc.at_mainline_end()
            || decided
            || state.game().tree.mainline_len() == 0
            || verdict.end.is_some()
        {
            return;
        }
        if let Some(confirm) = state.play().confirm() {
            let question = match confirm {
                Confirm::Resign(side) => lang.fill(Key::ConfirmResign, &[lang.side(side)]),
                Confirm::Draw => lang.text(Key::ConfirmDraw).to_string(),
            };
            // The question and its answers on one line, centred on it.
            ui.horizontal(|ui| {
                ui.label(RichText::new(question).strong());
                if ui.button(lang.text(Key::Yes)).clicked() {
                    commands.push(Command::Confirm(true));
                }
                if ui.button(lang.text(Key::No)).clicked() {
                    commands.push(Command::Confirm(false));
                }
            });
            return;
        }
        if !verdict.claims.is_empty() && ui.small_button(Command::ClaimDraw.label(lang)).clicked() {
            commands.push(Command::ClaimDraw);
        }
        // Over the board either player may resign, whoever is to move.
        for command in [
            Command::Resign(Color::White),
            Command::Resign(Color::Black),
            Command::OfferDraw,
        ] {
            if ui.small_button(command.label(lang)).clicked() {
                commands.push(command);
            }
        }
    });
}

/// An arbiter takes back the last move: the clocks given back (as they read when the move was begun), or kept as they
/// read — or nothing taken back.
pub fn take_back_question(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    if !state.dialogs().asks_take_back() {
        return;
    }
    let lang = state.lang();
    let game = state.game();
    let last = game.tree.mainline_end();
    let move_text = game
        .tree
        .parent(last)
        .and_then(|before| {
            let pos = game.position_at(before);
            let mv = game.tree.mv(last)?;
            let number = pos.fullmoves().get();
            let written = crate::notation::write_move(
                &pos,
                mv,
                crate::notation::NotationStyle::of_lang(lang),
            );
            Some(match pos.turn() {
                Color::White => format!("{number}. {written}"),
                Color::Black => format!("{number}... {written}"),
            })
        })
        .unwrap_or_default();
    egui::Modal::new(egui::Id::unique("jipu-take-back")).show(ui.ctx(), |ui| {
        ui.label(RichText::new(lang.fill(Key::TakeBackQuestion, &[&move_text])).strong());
        ui.label(lang.text(Key::TakeBackClocks));
        ui.horizontal(|ui| {
            for (key, answer) in [
                (Key::ClocksRestore, Some(true)),
                (Key::ClocksKeep, Some(false)),
                (Key::Cancel, None),
            ] {
                let button = ui.button(lang.text(key));
                crate::app::ui::probe::note(ui.ctx(), lang.text(key), button.rect);
                if button.clicked() {
                    commands.push(Command::TakeBackAnswer(answer));
                }
            }
        });
    });
}
