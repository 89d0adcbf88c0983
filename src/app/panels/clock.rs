//! The clock, large enough to read across a table, with the side to move marked; pause, an arbiter's two minutes;
//! and the ways to end a game: claim a draw, resign (either player, whoever is to move), agree a draw — each asked
//! once more.

use std::time::Duration;

use egui::{Color32, RichText, Ui};
use shakmaty::Color;

use crate::app::command::Command;
use crate::app::play::Confirm;
use crate::app::state::AppState;
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

pub fn clock(ui: &mut Ui, state: &AppState, commands: &mut Vec<Command>) {
    let lang = state.lang();
    let play = state.play();
    let Some(clock) = play.clock() else {
        let over =
            state.document().ending().is_some() || state.game().tags.known_result().is_some();
        // Shown greyed out once the game is over, so that nothing below it moves when a game ends.
        if ui
            .add_enabled(!over, egui::Button::new(lang.text(Key::StartClock)))
            .clicked()
        {
            commands.push(Command::StartClock);
        }
        return;
    };
    let now = play.now();
    let to_move = clock.side_to_move();
    let running = clock.is_running();
    let paused = clock.is_paused();
    // One line per side, Black above White as on a board seen from White; the side to move lit.
    let order = if state.flipped() {
        [Color::White, Color::Black]
    } else {
        [Color::Black, Color::White]
    };
    for side in order {
        let left = clock.remaining(side, now);
        let active = to_move == side && (running || paused);
        let text = RichText::new(format!("{} {}", lang.side(side), shown(left)))
            .size(28.0)
            .monospace();
        let text = if active {
            text.strong()
                .background_color(Color32::from_rgb(60, 110, 60))
                .color(Color32::WHITE)
        } else {
            text
        };
        ui.label(text);
    }
    ui.horizontal(|ui| {
        let pause = if paused {
            Command::ResumeClock
        } else {
            Command::PauseClock
        };
        if ui.button(pause.label(lang)).clicked() {
            commands.push(pause);
        }
        for side in [Color::White, Color::Black] {
            let add = Command::AddTime(side);
            if ui.button(add.label(lang)).clicked() {
                commands.push(add);
            }
        }
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
            ui.label(
                RichText::new(format!(
                    "{} {}",
                    lang.fill(Key::GameOver, &[&ending.describe(lang)]),
                    ending.result()
                ))
                .strong()
                .color(ui.visuals().warn_fg_color),
            );
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
