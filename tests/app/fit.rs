//! The window on the laptops players have (issue 38, point 3): at the size it opens at on a 1366×768 screen, on a
//! 1920×1080 screen at 150 %, on a 1280×720 screen at 100 % and at 150 % — each less its taskbar and the window's
//! title bar —, in English and in Chinese, every control of the bar, the message line and the side panel's parts are
//! within the window (the side panel's by scrolling it, where the window is too short for all of them).
//! The size is the one the window opens at (`placement::opening`); the real window is in `real_window.rs`.

use crate::common::window::{english, game};
use egui::{Pos2, Rect, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use jipu::app::placement::{Screen, opening};
use jipu::app::{AppState, Command, MoveListMode, Settings};
use jipu::{Key, Lang};

/// A screen of `width`×`height` pixels at `scale`, less a taskbar of 40 points at the bottom (48 for Windows 11 at
/// 150 %).
fn screen(width: f32, height: f32, scale: f32) -> Screen {
    let taskbar = if scale > 1.0 { 48.0 } else { 40.0 } * scale;
    Screen {
        work: Rect::from_min_size(Pos2::ZERO, vec2(width, height - taskbar)),
        scale,
    }
}

/// The laptops of the issue: (what it is, the screen).
fn laptops() -> Vec<(&'static str, Screen)> {
    vec![
        ("1366×768", screen(1366.0, 768.0, 1.0)),
        ("1920×1080 at 150 %", screen(1920.0, 1080.0, 1.5)),
        ("1280×720", screen(1280.0, 720.0, 1.0)),
        ("1280×720 at 150 %", screen(1280.0, 720.0, 1.5)),
    ]
}

fn state(lang: Lang) -> AppState {
    let mut settings = Settings::new(lang);
    settings.set_list_mode(MoveListMode::of_lang(lang));
    AppState::with_settings(settings).with_game(game("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *"))
}

/// The window as it opens on `screen`, at its scale.
fn window_on(screen: &Screen, state: AppState) -> (Harness<'static, AppState>, Rect) {
    let o = opening(None, &[*screen]);
    let h = Harness::builder()
        .with_size(o.inner)
        .with_pixels_per_point(screen.scale)
        .with_context_setup(jipu::app::setup)
        .build_ui_state(jipu::app::show, state);
    (h, Rect::from_min_size(Pos2::ZERO, o.inner))
}

/// Every control the bar has, by its label in `lang`.
fn bar_controls(lang: Lang) -> Vec<String> {
    let mut labels: Vec<String> = [Key::FileMenu, Key::EditMenu, Key::ViewMenu, Key::HelpMenu]
        .map(|k| lang.text(k).to_string())
        .into();
    for command in [Command::NewGame, Command::OpenPaste, Command::FlipBoard] {
        labels.push(command.label(lang));
    }
    labels.extend(["|◀", "◀", "▶", "▶|"].map(String::from));
    labels.push(lang.text(Key::EngineButton).into());
    labels.push(lang.text(Key::InterfaceLanguage).to_string() + ":");
    labels.push(Command::SwitchLanguage.label(lang));
    labels.push(lang.text(Key::MoveNotation).to_string() + ":");
    for mode in [
        MoveListMode::English,
        MoveListMode::Chinese,
        MoveListMode::Both,
    ] {
        labels.push(Command::ListMode(mode).label(lang));
    }
    labels.push(lang.text(Key::DarkTheme).into());
    labels
}

#[test]
fn every_control_of_the_bar_is_in_the_window_on_small_and_scaled_screens() {
    for lang in [Lang::En, Lang::Zh] {
        for (name, screen) in laptops() {
            let (h, window) = window_on(&screen, state(lang));
            for label in bar_controls(lang) {
                let Some(node) = h.query_by_label(&label) else {
                    panic!("{lang:?} on {name} ({window:?}): `{label}` is not shown");
                };
                let r = node.rect();
                assert!(
                    window.contains_rect(r),
                    "{lang:?} on {name}: `{label}` at {r:?} is outside the window {window:?}"
                );
            }
        }
    }
}

#[test]
fn the_message_line_and_every_part_of_the_side_panel_are_within_reach() {
    for lang in [Lang::En, Lang::Zh] {
        for (name, screen) in laptops() {
            let (mut h, window) = window_on(&screen, state(lang));
            // A message, and the game unsaved: the message line says both.
            apply(&mut h, Command::OpenPath("/no/such/file.pgn".into()));
            let message = h.get_by_label_contains("/no/such/file.pgn").rect();
            assert!(
                window.contains_rect(message),
                "{lang:?} on {name}: the message at {message:?} is outside {window:?}"
            );
            // The side panel from the top to the last move of the list, scrolled to where needed.
            let to_move = lang.fill(Key::ToMove, &[lang.side(shakmaty::Color::White)]);
            let last = match lang {
                Lang::En => "a6",
                Lang::Zh => "a6",
            };
            for label in [
                lang.text(Key::MoveBox).to_string(),
                to_move,
                lang.text(Key::GameDetails).to_string(),
                last.to_string(),
            ] {
                let r = reach(&mut h, &label, window);
                assert!(
                    window.contains_rect(r),
                    "{lang:?} on {name}: `{label}` at {r:?} cannot be brought into the window {window:?}"
                );
            }
        }
    }
}

#[test]
fn the_details_opened_on_a_short_window_can_be_scrolled_to_the_move_list() {
    let (name, screen) = ("1280×720 at 150 %", screen(1280.0, 720.0, 1.5));
    let (mut h, window) = window_on(&screen, english().with_game(game("1. e4 e5 2. Nf3 *")));
    h.get_by_label("Game details").click();
    h.run();
    for label in ["Event", "Nf3"] {
        let r = reach(&mut h, label, window);
        assert!(
            window.contains_rect(r),
            "{name}: `{label}` at {r:?} is out of reach in {window:?}"
        );
    }
}

/// Where `label` is once the user has scrolled the side panel down to it, as far as it goes (the mouse wheel over
/// the move box, which is in no scrolled part of its own).
fn reach(h: &mut Harness<'static, AppState>, label: &str, window: Rect) -> Rect {
    for _ in 0..20 {
        let r = h.get_by_label(label).rect();
        if window.contains_rect(r) {
            return r;
        }
        let move_box = h.state().lang().text(Key::MoveBox);
        let over = h.get_by_label(move_box).rect().center();
        h.hover_at(over);
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: vec2(0.0, -60.0),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Unknown,
            modifiers: egui::Modifiers::NONE,
        });
        h.run();
    }
    h.get_by_label(label).rect()
}

fn apply(h: &mut Harness<'static, AppState>, command: Command) {
    let _ = h.state_mut().apply(command);
    h.run();
}
