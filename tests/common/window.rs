//! Helpers for the window's tests: one harness builder (the real window's fonts and piece images), an English window,
//! keys sent one frame at a time as a person types, drags and clicks on squares.

use egui::{Event, Modifiers, PointerButton, Pos2, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use jipu::Lang;
use jipu::app::{AppState, Command, MoveListMode, Printers, Settings};
use jipu::chess::Game;
use jipu::notation::{NotationStyle, import_game, write_move_line};
use shakmaty::Square;

/// The window at its default size.
pub fn harness(state: AppState) -> Harness<'static, AppState> {
    harness_sized(state, [1120.0, 760.0])
}

pub fn harness_sized(state: AppState, size: [f32; 2]) -> Harness<'static, AppState> {
    Harness::builder()
        .with_size(size)
        .with_context_setup(jipu::app::setup)
        .build_ui_state(jipu::app::show, state)
}

/// A window in English with the move list in English.
pub fn english() -> AppState {
    let mut settings = Settings::new(Lang::En);
    settings.set_list_mode(MoveListMode::English);
    AppState::with_settings(settings)
}

/// An English window showing the game of `text`.
pub fn english_with(text: &str) -> AppState {
    english().with_game(game(text))
}

pub fn game(text: &str) -> Game {
    import_game(text).expect("the test's game reads").game
}

/// Carries out a command as the window would (effects that need a window are dropped).
pub fn apply(state: &mut AppState, command: Command) {
    let _ = state.apply(command);
}

/// Types a move into the move box and presses Enter if it did not play by itself.
pub fn type_move(state: &mut AppState, text: &str) {
    let before = state.game().tree.size();
    apply(
        state,
        Command::EntryEdited {
            text: text.to_string(),
            composing: false,
        },
    );
    if state.game().tree.size() == before && !state.entry().text().is_empty() {
        apply(state, Command::EntrySubmit);
    }
}

/// Each character in its own frame, as a person types.
pub fn type_keys(h: &mut Harness<'_, AppState>, text: &str) {
    for ch in text.chars() {
        h.event(Event::Text(ch.to_string()));
        h.run();
    }
}

pub fn moves_en(h: &Harness<'_, AppState>) -> String {
    write_move_line(h.state().game(), NotationStyle::En)
}

/// Where the widget labelled `label` is on screen.
pub fn rect_of(h: &Harness<'_, AppState>, label: &str) -> Rect {
    h.get_by_label(label).rect()
}

pub fn board_rect(h: &Harness<'_, AppState>) -> Rect {
    let label = h.state().lang().text(jipu::Key::BoardName);
    h.get_by_label(label).rect()
}

/// The centre of a square on screen (White at the bottom unless the board is flipped).
pub fn center(h: &Harness<'_, AppState>, sq: Square) -> Pos2 {
    let r = board_rect(h);
    let s = r.width() / 8.0;
    let (f, rank) = (sq.file().to_u32() as f32, sq.rank().to_u32() as f32);
    let (col, row) = if h.state().flipped() {
        (7.0 - f, rank)
    } else {
        (f, 7.0 - rank)
    };
    Pos2::new(r.min.x + (col + 0.5) * s, r.min.y + (row + 0.5) * s)
}

pub fn drag(h: &mut Harness<'_, AppState>, from: Square, to: Square) {
    let (a, b) = (center(h, from), center(h, to));
    h.hover_at(a);
    h.run();
    h.drag_at(a);
    h.run();
    h.hover_at(a + (b - a) * 0.3);
    h.run();
    h.hover_at(b);
    h.run();
    h.drop_at(b);
    h.run();
}

pub fn click_at(h: &mut Harness<'_, AppState>, p: Pos2) {
    h.hover_at(p);
    h.run();
    for pressed in [true, false] {
        h.event(Event::PointerButton {
            pos: p,
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
    h.run();
}

pub fn click(h: &mut Harness<'_, AppState>, sq: Square) {
    let p = center(h, sq);
    click_at(h, p);
}

/// Frames until what the window reads on another thread (a pasted text, a file) is in: as a person waits a moment.
pub fn settle(h: &mut Harness<'_, AppState>) {
    let start = std::time::Instant::now();
    loop {
        // One frame at a time: while it waits the window asks to be drawn again, which `run` takes for a loop.
        h.step();
        if !h.state().reading_a_file() || start.elapsed() > std::time::Duration::from_secs(20) {
            h.run();
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

/// [`settle`] for a window state driven without frames.
pub fn settle_state(state: &mut AppState) {
    let start = std::time::Instant::now();
    while state.reading_a_file() && start.elapsed() < std::time::Duration::from_secs(20) {
        std::thread::sleep(std::time::Duration::from_millis(5));
        apply(state, Command::Tick);
    }
}

/// Frames go on until CUPS has answered about its printers (the print dialog asks on another thread, with a spinner
/// that repaints meanwhile; a busy or just started CUPS answers after more frames than `run` allows).
pub fn wait_for_printers(h: &mut Harness<'static, AppState>) {
    for _ in 0..300 {
        h.step();
        let asking = matches!(
            h.state().dialogs().print().map(|d| d.printers()),
            Some(Printers::Asking(_))
        );
        if !asking {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}
