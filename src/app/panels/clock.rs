//! The clock, large enough to read across a table, with the side to move marked; pause, an arbiter's two minutes;
//! and the ways to end a game: claim a draw, resign, agree a draw (each asked once more).

use std::time::Duration;

use egui::{Color32, RichText, Ui};
use shakmaty::Color;

use crate::app::state::AppState;
use crate::chess::{Verdict, format_duration};
use crate::i18n::Key;

/// A confirmation waiting for an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    Resign(Color),
    Draw,
}

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

pub fn clock(ui: &mut Ui, state: &mut AppState) {
    let lang = state.lang;
    let now = state.now();
    match state.clock.clone() {
        None => {
            if state.outcome.is_none() && ui.button(lang.text(Key::StartClock)).clicked() {
                state.start_clock();
            }
        }
        Some(clock) => {
            let to_move = clock.side_to_move();
            let running = clock.is_running();
            let paused = clock.is_paused();
            // One line per side, Black above White as on a board seen from White; the side to move lit.
            let order = if state.flipped {
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
                    Key::ResumeClock
                } else {
                    Key::PauseClock
                };
                if ui.button(lang.text(pause)).clicked() {
                    let now = state.now();
                    if let Some(c) = &mut state.clock {
                        if paused { c.resume(now) } else { c.pause(now) }
                    }
                }
                for side in [Color::White, Color::Black] {
                    if ui
                        .button(lang.fill(Key::AddTwoMinutes, &[lang.side(side)]))
                        .clicked()
                        && let Some(c) = &mut state.clock
                    {
                        c.adjust(side, 120);
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
    }
}

/// The game-over line, or the buttons that end a game.
pub fn results(ui: &mut Ui, state: &mut AppState, verdict: &Verdict) {
    let lang = state.lang;
    if let Some(outcome) = state.outcome {
        ui.label(
            RichText::new(format!(
                "{} {}",
                lang.fill(Key::GameOver, &[&outcome.describe(lang)]),
                outcome.result()
            ))
            .strong()
            .color(Color32::from_rgb(220, 170, 60)),
        );
        return;
    }
    let at_end = state.game.tree.next(state.cursor).is_none();
    let decided = state.game.tags.get("Result").is_some_and(|r| r != "*");
    if !at_end || decided || state.game.tree.mainline_len() == 0 {
        return;
    }
    if verdict.end.is_some() {
        return;
    }
    let claims = &verdict.claims;
    ui.horizontal(|ui| {
        if !claims.is_empty() && ui.button(lang.text(Key::ClaimDraw)).clicked() {
            state.claim_draw();
        }
        if ui.button(lang.text(Key::Resign)).clicked() {
            state.confirm = Some(Confirm::Resign(state.turn()));
        }
        if ui.button(lang.text(Key::AgreeDraw)).clicked() {
            state.confirm = Some(Confirm::Draw);
        }
    });
    if let Some(confirm) = state.confirm {
        let question = match confirm {
            Confirm::Resign(side) => lang.fill(Key::ConfirmResign, &[lang.side(side)]),
            Confirm::Draw => lang.text(Key::ConfirmDraw).to_string(),
        };
        ui.horizontal(|ui| {
            ui.label(question);
            if ui.button(lang.text(Key::Yes)).clicked() {
                match confirm {
                    Confirm::Resign(_) => state.resign(),
                    Confirm::Draw => state.agree_draw(),
                }
                state.confirm = None;
            }
            if ui.button(lang.text(Key::No)).clicked() {
                state.confirm = None;
            }
        });
    }
}

/// For the move list: the clock reading of a move, as stored.
pub fn clock_text(d: Duration) -> String {
    format_duration(d)
}
