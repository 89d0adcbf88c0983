//! A newcomer's first hour, round two (issue 26), item by item in the window: the status line never says a game is
//! saved when it is not (3); a finished game says it is over, in the words of a game finished live (5); the move
//! list keeps its room, the clock its height (6); clock times, notation names, messages and the paste window (7);
//! the limit's unit (8); an arbiter's corrections while the clock runs; Help › Keys. Jipu's own file chooser (4) is
//! tested in `chooser.rs`, a sheet's corrections recorded (9) in `sheet_corrections.rs`.

use jipu::app::PasteMessage;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use crate::common::window::*;
use egui::Event;
use egui_kittest::kittest::Queryable;
use jipu::Lang;
use jipu::app::{AppState, Command, FilePurpose, Time};
use jipu::chess::TimeSource;
use jipu::pgn::write_game;
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

const RUY: &str = include_str!("../data/sheets/44-ruy-wrong-move.txt");

// ---- 3. The status line and the save status ----

#[test]
fn the_message_line_never_says_saved_for_a_game_that_is_not() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.pgn");
    let mut h = harness(english());
    type_keys(&mut h, "e4 ");
    assert!(
        h.query_by_label("● Not saved").is_some(),
        "a new game with a move"
    );
    apply(
        h.state_mut(),
        Command::FileChosen(FilePurpose::SaveGame, Some(path.clone())),
    );
    h.run();
    let said = h.state().message_text().unwrap_or_default();
    assert!(said.starts_with("saved to"), "{said}");
    assert!(h.query_by_label("saved in club.pgn").is_some());
    // The next move: the game is not saved any more, and nothing says it is.
    type_keys(&mut h, "e5 ");
    assert_eq!(h.state().game().tree.mainline_len(), 2);
    assert!(
        !h.state()
            .message_text()
            .unwrap_or_default()
            .starts_with("saved"),
        "the old message went: {:?}",
        h.state().message_text()
    );
    assert!(h.query_by_label("● Not saved").is_some());
    assert!(h.query_by_label("saved in club.pgn").is_none());
    // Undo back to what is on disk: saved again.
    apply(h.state_mut(), Command::Undo);
    h.run();
    assert!(h.query_by_label("saved in club.pgn").is_some());
}

// ---- 5. A finished game says it is over ----

#[test]
fn a_pasted_mate_says_the_game_is_over_in_the_words_of_a_game_finished_live() {
    let mut h = harness(english());
    apply(
        h.state_mut(),
        Command::PasteText("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#".into()),
    );
    settle(&mut h);
    assert_eq!(h.state().game().tree.mainline_len(), 7);
    let pasted = "Game over: checkmate 1-0";
    assert!(h.query_by_label(pasted).is_some(), "said as a game over");
    assert!(h.query_by_label_contains("to move").is_none());
    // Played live to the same mate: the same words.
    let mut live = harness(english());
    type_keys(&mut live, "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#");
    assert!(live.query_by_label(pasted).is_some(), "the same words live");
}

#[test]
fn a_restored_flag_loss_says_who_lost_on_time_as_the_clock_said_it() {
    // A game a window left behind, lost on time by White.
    let text = "[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n[Termination \"time forfeit\"]\n\n1. e4 e5 0-1";
    let h = harness(english_with(text));
    let said = "Game over: White lost on time 0-1";
    assert!(h.query_by_label(said).is_some());
    assert!(h.query_by_label_contains("to move").is_none());
    // The flag falling live says the same.
    let fake = Arc::new(Fake::default());
    let mut s = english()
        .with_time(Time(fake.clone()))
        .with_game(game("[TimeControl \"60+0\"]"));
    apply(&mut s, Command::StartClock);
    type_move(&mut s, "e4");
    type_move(&mut s, "e5");
    fake.advance(61);
    apply(&mut s, Command::Tick);
    let live = harness(s);
    assert!(live.query_by_label(said).is_some());
}

// ---- 6. The move list's room, the clock's height ----

#[test]
fn the_move_list_keeps_ten_rows_and_the_result_with_the_clock_and_the_details_open() {
    let forty = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O \
                 9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4 15. Nb1 h6 \
                 16. Bh4 c5 17. dxe5 Nxe4 18. Bxe7 Qxe7 19. exd6 Qf6 20. Nbd2 Nxd6 21. Nc4 Nxc4 \
                 22. Bxc4 Nb6 23. Ne5 Rae8 24. Bxf7+ Rxf7 25. Nxf7 Rxe1+ 26. Qxe1 Kxf7 27. Qe3 Qg5 \
                 28. Qxg5 hxg5 29. b3 Ke6 30. a3 Kd6 31. axb4 cxb4 32. Ra5 Nd5 33. f3 Bc8 34. Kf2 Bf5 \
                 35. Ra7 g6 36. Ra6+ Kc5 37. Ke1 Nf4 38. g3 Nxh3 39. Kd2 Kb5 40. Rd6 Kc5 41. Ra6 Nf2 \
                 42. g4 Bd3 43. Re6 1/2-1/2";
    let mut h = harness(english_with(forty));
    let entry = rect_of(&h, "Your move");
    apply(h.state_mut(), Command::StartClock);
    h.run();
    assert_eq!(
        rect_of(&h, "Your move"),
        entry,
        "turning the clock on moves nothing below it"
    );
    h.get_by_label("Game details").click();
    h.run();
    apply(h.state_mut(), Command::FirstPosition);
    h.run();
    let first = rect_of(&h, "1.");
    let pitch = rect_of(&h, "2.").top() - first.top();
    let result = rect_of(&h, "1/2-1/2");
    let rows = (result.top() - first.top()) / pitch;
    assert!(
        rows >= 10.0,
        "{rows:.1} rows of moves in sight (the first move at {first:?}, the result at {result:?})"
    );
    assert!(result.bottom() <= 760.0, "the result stays in the window");
}

#[test]
fn pause_and_the_arbiter_go_when_the_game_is_over() {
    let fake = Arc::new(Fake::default());
    let mut s = english()
        .with_time(Time(fake.clone()))
        .with_game(game("[TimeControl \"300+2\"]"));
    apply(&mut s, Command::StartClock);
    type_move(&mut s, "e4");
    let mut h = harness(s);
    assert!(h.query_by_label("Pause").is_some());
    assert!(h.query_by_label("Arbiter").is_some());
    let entry = rect_of(&h, "Your move");
    apply(h.state_mut(), Command::Resign(Color::Black));
    apply(h.state_mut(), Command::Confirm(true));
    h.run();
    assert!(h.query_by_label("Pause").is_none(), "nothing to pause");
    assert!(h.query_by_label("Arbiter").is_none(), "nothing to adjust");
    assert!(
        h.query_by_label_contains("White 5:").is_some(),
        "the times stay"
    );
    assert_eq!(rect_of(&h, "Your move"), entry, "and nothing moves");
}

// ---- 7. The sheet's clock times, the notations' names, the messages, the paste window ----

#[test]
fn clock_times_on_the_sheet_are_minutes_and_seconds_in_a_rapid_game() {
    let g = game("1. e4 {[%clk 0:14:55]} e5 {[%clk 0:14:58]} 2. Nf3 {[%clk 0:03:25]} *");
    let sheet = jipu::sheet::lay_out_game(
        &g,
        &jipu::sheet::SheetOptions::default(),
        jipu::sheet::FontMetrics::jipu_sans(),
    );
    let texts: Vec<&str> = sheet.pages[0].texts().collect();
    for clock in ["14:55", "14:58", "3:25"] {
        assert!(texts.contains(&clock), "{clock} in {texts:?}");
    }
    assert!(!texts.contains(&"0:03"), "not h:mm");
}

#[test]
fn the_notations_are_named_in_the_user_s_language() {
    for (lang, english, chinese) in [
        (Lang::En, "English (Nf3)", "Chinese (马f3)"),
        (Lang::Zh, "英文（Nf3）", "中文（马f3）"),
    ] {
        let mut h = harness(AppState::new(lang).with_game(game("1. e4")));
        apply(h.state_mut(), Command::Print);
        wait_for_printers(&mut h);
        h.run();
        let notation = match lang {
            Lang::En => "Sheet notation",
            Lang::Zh => "记录纸记法",
        };
        h.get_by_label(notation).click();
        h.run();
        assert!(h.query_by_label(english).is_some(), "{lang:?}: {english}");
        assert!(h.query_by_label(chinese).is_some(), "{lang:?}: {chinese}");
        assert!(h.query_by_label("zh-hant").is_none(), "{lang:?}: no codes");
    }
}

#[test]
fn a_stopped_paste_says_its_move_without_backticks_and_leaves_the_board_in_sight() {
    let mut h = harness(english());
    apply(h.state_mut(), Command::OpenPaste);
    h.run();
    apply(
        h.state_mut(),
        Command::PasteDialog(PasteMessage::Edited(RUY.into())),
    );
    apply(h.state_mut(), Command::PasteDialog(PasteMessage::Import));
    settle(&mut h);
    let said = h
        .query_by_label_contains("9. White e2—e3: there is no white piece on e2")
        .expect("the move and why");
    assert!(
        h.query_by_label_contains("`").is_none(),
        "no backticks shown"
    );
    let board = board_rect(&h);
    assert!(
        said.rect().left() >= board.right(),
        "the paste window keeps off the board: {:?} {board:?}",
        said.rect()
    );
    let c3 = h.get_by_label("c3").rect();
    assert!(c3.left() >= board.right(), "its suggestions too");
}

// ---- 8. The limit's unit ----

#[test]
fn a_limit_typed_as_bare_numbers_is_said_in_minutes_and_seconds() {
    let mut h = harness(english());
    h.get_by_label("Game details").click();
    h.run();
    h.get_by_label("Limit").scroll_to_me();
    h.run();
    h.get_by_label("Limit").click();
    h.run();
    type_keys(&mut h, "1+0");
    assert_eq!(h.state().game().tags.get("TimeControl"), Some("60"));
    assert!(
        h.query_by_label("Limit 1+0 is 1′: minutes, then seconds added each move")
            .is_some(),
        "the unit is said"
    );
}

// ---- An arbiter's corrections while the clock runs ----

fn clocked(moves: &[(&str, u64)]) -> (AppState, Arc<Fake>) {
    let fake = Arc::new(Fake::default());
    let mut s = english()
        .with_time(Time(fake.clone()))
        .with_game(game("[TimeControl \"300+5\"]"));
    apply(&mut s, Command::StartClock);
    for (m, think) in moves {
        fake.advance(*think);
        type_move(&mut s, m);
    }
    (s, fake)
}

fn left(s: &AppState, side: Color) -> u64 {
    s.play()
        .clock()
        .expect("a clock")
        .remaining(side, s.play().now())
        .as_secs()
}

#[test]
fn an_arbiter_gives_or_takes_a_minute_and_the_pgn_says_so() {
    let (mut s, _fake) = clocked(&[("e4", 0), ("e5", 10)]);
    let before = left(&s, Color::White);
    apply(&mut s, Command::AdjustClock(Color::White, 60));
    assert_eq!(left(&s, Color::White), before + 60);
    apply(&mut s, Command::AdjustClock(Color::Black, -60));
    let pgn = write_game(s.game());
    assert!(
        pgn.contains("arbiter: White +1:00 arbiter: Black −1:00"),
        "recorded in the last move's comment: {pgn}"
    );
    assert!(pgn.contains("[%clk"), "beside the clock readings: {pgn}");
}

#[test]
fn an_arbiter_takes_back_a_move_the_clocks_given_back_or_kept() {
    // 5:00 + 5″. White's first move starts the clock (5:05 after it); Black thinks 0:10 on e5 (4:55), White 0:30 on
    // Nf3 (4:40); Black has thought 0:20 more (4:35) when the arbiter steps in.
    for (restore, white, black) in [(true, 305, 295), (false, 280, 275)] {
        let (mut s, fake) = clocked(&[("e4", 5), ("e5", 10), ("Nf3", 30)]);
        fake.advance(20);
        let mut h = harness(s);
        h.get_by_label("Arbiter").click();
        h.run();
        h.get_by_label("Take back the last move…").click();
        h.run();
        assert!(h.query_by_label("Take back 2. Nf3?").is_some());
        let answer = if restore {
            "Give the time back"
        } else {
            "Keep them as they are"
        };
        h.get_by_label(answer).click();
        h.run();
        s = std::mem::replace(h.state_mut(), english());
        assert_eq!(
            jipu::notation::write_move_line(s.game(), jipu::notation::NotationStyle::En),
            "1. e4 e5"
        );
        assert_eq!(s.turn(), Color::White, "White to move again");
        // Given back: both clocks as when Nf3 was begun (after e4 and e5); kept: as they read.
        assert_eq!(
            (left(&s, Color::White), left(&s, Color::Black)),
            (white, black),
            "restore: {restore}"
        );
        assert_eq!(
            s.play().clock().map(|c| c.side_to_move()),
            Some(Color::White),
            "White's clock runs"
        );
        let pgn = write_game(s.game());
        let said = if restore {
            "arbiter: 2. Nf3 taken back, clocks given back"
        } else {
            "arbiter: 2. Nf3 taken back, clocks kept"
        };
        assert!(pgn.contains(said), "{pgn}");
    }
}

// ---- Help › Keys ----

#[test]
fn help_keys_lists_every_key_of_the_command_list() {
    let mut h = harness(english());
    h.get_by_label("Help").click();
    h.run();
    h.get_by_label("Keys").click();
    h.run();
    for command in jipu::app::KEYS.iter().map(|binding| &binding.command) {
        let label = command.label(Lang::En);
        assert!(
            h.query_all_by_label(&label).count() > 0,
            "{label} is listed"
        );
        for key in command.keys() {
            let shown = h.ctx.format_shortcut(&key);
            assert!(
                h.query_all_by_label_contains(&shown).count() > 0,
                "{shown} ({label}) is shown"
            );
        }
    }
    // The user's guide lists the same keys, in both languages (tests/app/guide.rs).
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(!h.state().dialogs().keys(), "Escape closes it");
    let _ = Event::Copy;
}
