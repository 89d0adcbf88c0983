//! Over the board with a clock driven by a fake time source (no sleeping): times per move stored and written to
//! PGN, Used on the sheet equal to the clock's account, every end of game with its Result and Termination.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use crate::common::window::*;
use egui_kittest::kittest::Queryable;
use jipu::Lang;
use jipu::app::{AppState, Command, Time};
use jipu::chess::TimeSource;
use jipu::pgn::{read_pgn, write_game};
use shakmaty::Color;

/// A wall clock the test moves by hand.
#[derive(Default)]
struct Fake(AtomicU64);

impl TimeSource for Fake {
    fn now(&self) -> Duration {
        Duration::from_millis(self.0.load(Ordering::SeqCst))
    }
}

impl Fake {
    fn advance(&self, secs: u64) {
        self.0.fetch_add(secs * 1000, Ordering::SeqCst);
    }
}

/// A window showing the game of `text`, with a clock started for its time control, read from a fake time source.
fn clocked(text: &str) -> (AppState, Arc<Fake>) {
    let fake = Arc::new(Fake::default());
    let mut s = english()
        .with_time(Time(fake.clone()))
        .with_game(game(text));
    apply(&mut s, Command::StartClock);
    (s, fake)
}

fn state_with_clock(tc: &str) -> (AppState, Arc<Fake>) {
    clocked(&format!("[TimeControl \"{tc}\"]"))
}

fn play(s: &mut AppState, fake: &Fake, moves: &[(&str, u64)]) {
    for (m, think) in moves {
        fake.advance(*think);
        let before = s.game().tree.mainline_len();
        type_move(s, m);
        assert_eq!(s.game().tree.mainline_len(), before + 1, "{m} plays");
    }
}

/// A window showing the game of `text`, without a clock.
fn board(text: &str) -> AppState {
    AppState::new(Lang::En).with_game(game(text))
}

#[test]
fn each_move_stores_its_clock_and_time_and_they_survive_pgn() {
    let (mut s, fake) = state_with_clock("300+2");
    play(
        &mut s,
        &fake,
        &[("e4", 5), ("e5", 12), ("Nf3", 30), ("Nc6", 8)],
    );
    let main = s.game().tree.mainline();
    let notes = |i: usize| s.game().tree.notes(main[i]).clone();
    // White's first move starts the clock: it costs nothing.
    assert_eq!(notes(0).clock, Some(Duration::from_secs(302)));
    assert_eq!(notes(0).emt, Some(Duration::ZERO));
    assert_eq!(notes(1).clock, Some(Duration::from_secs(290)));
    assert_eq!(notes(1).emt, Some(Duration::from_secs(12)));
    assert_eq!(notes(2).clock, Some(Duration::from_secs(274)));
    assert_eq!(notes(3).emt, Some(Duration::from_secs(8)));
    // Used on the sheet is the clock's account.
    assert_eq!(
        s.game().tags.time_used(Color::White),
        Some(Duration::from_secs(30))
    );
    assert_eq!(
        s.game().tags.time_used(Color::Black),
        Some(Duration::from_secs(20))
    );
    let pgn = write_game(s.game());
    assert!(pgn.contains("{[%clk 0:04:34] [%emt 0:00:30]}"), "{pgn}");
    let back = read_pgn(&pgn);
    assert!(back.games[0].tree.same_as(&s.game().tree));
    assert_eq!(
        back.games[0].tags.time_used(Color::Black),
        Some(Duration::from_secs(20))
    );
    let sheet = jipu::sheet::lay_out_game(
        &back.games[0],
        &s.sheet_options(),
        jipu::sheet::FontMetrics::jipu_sans(),
    );
    let texts: Vec<&str> = sheet.pages[0].texts().collect();
    assert!(
        texts.contains(&"0:00:30"),
        "White's Used on the sheet: {texts:?}"
    );
}

#[test]
fn a_flag_falls_as_a_loss_or_a_draw_without_mating_material() {
    let (mut s, fake) = state_with_clock("60");
    play(&mut s, &fake, &[("e4", 0), ("e5", 10)]);
    fake.advance(61);
    apply(&mut s, Command::Tick);
    assert_eq!(s.game().tags.get("Result"), Some("0-1"));
    assert_eq!(s.game().tags.get("Termination"), Some("time forfeit"));

    // Black has only a king: White's flag falls, it is a draw.
    let (mut s, fake) = clocked("[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n[TimeControl \"60\"]");
    play(&mut s, &fake, &[("e3", 1), ("Kd7", 1)]);
    fake.advance(100);
    apply(&mut s, Command::Tick);
    assert_eq!(s.game().tags.get("Result"), Some("1/2-1/2"));
    assert!(
        s.document()
            .ending()
            .unwrap()
            .describe(Lang::En)
            .contains("cannot mate")
    );
}

#[test]
fn the_rules_end_the_game_by_themselves() {
    for (text, result, why) in [
        ("1. f3 e5 2. g4 Qh4", "0-1", "checkmate"),
        (
            "[FEN \"7k/8/6K1/8/8/8/8/5Q2 w - - 0 1\"]\n1. Qf7",
            "1/2-1/2",
            "stalemate",
        ),
        (
            "[FEN \"8/8/8/6k1/7q/8/8/K6R w - - 0 1\"]\n1. Rxh4 Kxh4",
            "1/2-1/2",
            "dead position",
        ),
        (
            "[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 149 80\"]\n80. Ra2",
            "1/2-1/2",
            "75 moves",
        ),
        (
            "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8",
            "1/2-1/2",
            "fifth time",
        ),
    ] {
        let game = game(text);
        let mut start = game.clone();
        let moves = start.mainline_moves();
        start.tree = jipu::MoveTree::new();
        start.tags.remove("Result");
        let mut s = AppState::new(Lang::En).with_game(start);
        for mv in moves {
            apply(
                &mut s,
                Command::PlayMove {
                    mv,
                    nags: Vec::new(),
                },
            );
        }
        assert_eq!(s.game().tags.get("Result"), Some(result), "{why}");
        assert_eq!(s.game().tags.get("Termination"), Some("normal"));
        assert!(
            s.document()
                .ending()
                .unwrap()
                .describe(Lang::En)
                .contains(why),
            "{why}"
        );
    }
}

#[test]
fn draws_are_claimed_resignation_and_agreement_end_it_and_a_takeback_reopens_it() {
    let mut s = board("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6");
    apply(&mut s, Command::ClaimDraw);
    assert!(
        s.document().ending().is_none(),
        "twice is not yet a repetition"
    );
    type_move(&mut s, "Ng1");
    type_move(&mut s, "Ng8");
    apply(&mut s, Command::ClaimDraw);
    assert!(
        s.document().ending().is_some(),
        "three times: the claim is valid"
    );
    assert_eq!(s.game().tags.get("Result"), Some("1/2-1/2"));
    let last = s.game().tree.mainline_end();
    apply(&mut s, Command::DeleteFrom(last));
    assert_eq!(
        s.game().tags.get("Result"),
        Some("*"),
        "taking back reopens the game"
    );
    assert!(s.document().ending().is_none());

    let mut s = board("[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 100 80\"]");
    apply(&mut s, Command::ClaimDraw);
    assert!(
        s.document()
            .ending()
            .unwrap()
            .describe(Lang::En)
            .contains("50 moves"),
        "50 moves"
    );

    let mut s = board("1. e4 e5");
    apply(&mut s, Command::Resign(Color::White));
    apply(&mut s, Command::Confirm(true));
    assert_eq!(
        s.game().tags.get("Result"),
        Some("0-1"),
        "White, to move, resigned"
    );
    // Over the board either player resigns, whoever is to move.
    let mut s = board("1. e4 e5");
    apply(&mut s, Command::Resign(Color::Black));
    apply(&mut s, Command::Confirm(true));
    assert_eq!(
        s.game().tags.get("Result"),
        Some("1-0"),
        "Black resigned on White's move"
    );
    let mut s = board("1. e4 e5");
    apply(&mut s, Command::OfferDraw);
    apply(&mut s, Command::Confirm(true));
    assert_eq!(s.game().tags.get("Result"), Some("1/2-1/2"));
}

#[test]
fn the_window_asks_before_a_resignation_and_pause_stops_the_clock() {
    let (mut state, fake) = state_with_clock("600");
    play(&mut state, &fake, &[("e4", 0), ("e5", 3)]);
    let mut h = harness_sized(state, [1120.0, 800.0]);
    h.run_steps(2);
    assert!(
        h.query_by_label_contains("White 10:00").is_some(),
        "the clock is shown"
    );
    h.get_by_label("White resigns").click();
    h.run_steps(2);
    assert!(h.query_by_label("White resigns?").is_some());
    h.get_by_label("No").click();
    h.run_steps(2);
    assert!(h.state().document().ending().is_none());
    h.get_by_label("Pause").click();
    h.run_steps(2);
    fake.advance(500);
    h.run_steps(2);
    assert!(
        h.query_by_label_contains("White 10:00").is_some(),
        "paused: no time passes"
    );
    h.get_by_label("Resume").click();
    h.run_steps(2);
    fake.advance(30);
    h.run_steps(2);
    assert!(h.query_by_label_contains("White 9:30").is_some());
    h.get_by_label("White resigns").click();
    h.run_steps(2);
    h.get_by_label("Yes").click();
    h.run_steps(2);
    assert_eq!(h.state().game().tags.get("Result"), Some("0-1"));
    assert!(h.query_by_label_contains("White resigned").is_some());
}

#[test]
fn clock_times_from_a_paper_sheet_are_typed_per_move_and_print_on_the_sheet() {
    let mut h = harness_sized(english_with("1. e4 e5 2. Nf3 Nc6"), [1120.0, 800.0]);
    h.get_by_label("Nf3").click_secondary();
    h.run();
    h.get_by_label("Clock time…").click();
    h.run();
    h.get_by_role_and_label(egui::Role::TextInput, "Clock time…")
        .click();
    h.run();
    h.get_by_role_and_label(egui::Role::TextInput, "Clock time…")
        .type_text("1:25");
    h.run();
    h.get_by_label("OK").click();
    h.run();
    let id = h.state().game().tree.mainline()[2];
    assert_eq!(
        h.state().game().tree.notes(id).clock,
        Some(Duration::from_secs(5100))
    );
    let sheet = jipu::sheet::lay_out_game(
        h.state().game(),
        &h.state().sheet_options(),
        jipu::sheet::FontMetrics::jipu_sans(),
    );
    assert!(
        sheet.pages[0].texts().any(|t| t == "1:25:00"),
        "the clock prints beside the move, to the second"
    );
    assert!(write_game(h.state().game()).contains("2. Nf3 {[%clk 1:25:00]}"));
}
