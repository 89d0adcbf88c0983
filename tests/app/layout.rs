//! A newcomer's first hour, measured: nothing moves under the mouse when a message, a row of buttons or the move box's
//! suggestions come and go; the board takes the largest square beside the panel at 1400×900 and at 800×600; every
//! control of the bar is in the window at 800×600 (the bar wrapped onto a second row; the view's controls are in the
//! View menu too); the interface language and the move notation are chosen apart; errors are said next to what caused
//! them and go when it is fixed.

use crate::common::window::*;
use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use jipu::Lang;
use jipu::app::{AppState, Command, MoveListMode};

fn open_details(h: &mut Harness<'_, AppState>) {
    h.get_by_label("Game details").click();
    h.run();
}

#[test]
fn nothing_moves_when_buttons_errors_or_suggestions_appear() {
    let mut h = harness_sized(english(), [1400.0, 900.0]);
    open_details(&mut h);
    let used = rect_of(&h, "Used (Black)");
    let move_box = rect_of(&h, "Your move");
    // The first move brings the Resign and Draw buttons.
    type_keys(&mut h, "e4");
    assert!(h.query_by_label("White resigns").is_some());
    assert_eq!(
        rect_of(&h, "Used (Black)"),
        used,
        "the Resign row took no new room"
    );
    // Suggestions under the move box.
    type_keys(&mut h, "N");
    assert!(h.query_by_label("Nc6").is_some(), "suggestions are shown");
    assert_eq!(
        rect_of(&h, "Used (Black)"),
        used,
        "the suggestions took no new room"
    );
    h.key_press(egui::Key::Escape);
    h.run();
    // A date that does not exist: the error is said under the form, not above a field.
    h.get_by_label("Date").click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    type_keys(&mut h, "2024-02-30");
    assert!(h.query_by_label_contains("there is no such date").is_some());
    assert_eq!(
        rect_of(&h, "Used (Black)"),
        used,
        "the error took no room above the fields"
    );
    assert_eq!(move_box.top(), rect_of(&h, "Your move").top());
}

#[test]
fn the_side_panel_keeps_its_width_whatever_is_typed() {
    let mut h = harness_sized(english(), [1400.0, 900.0]);
    open_details(&mut h);
    let board = board_rect(&h);
    h.get_by_label("Limit").click();
    h.run();
    type_keys(&mut h, "1+0");
    h.get_by_label("Event").click();
    h.run();
    type_keys(
        &mut h,
        "第三届城市国际象棋公开赛暨青少年等级赛选拔赛（成年组与少年组合并进行）",
    );
    h.run();
    assert_eq!(board_rect(&h), board, "the board did not shrink");
}

#[test]
fn the_board_takes_the_largest_square_beside_the_panel() {
    for (size, least_board, least_panel) in [
        ([1400.0, 900.0], 800.0, 280.0),
        ([800.0, 600.0], 480.0, 280.0),
    ] {
        let h = harness_sized(english(), size);
        let board = board_rect(&h);
        let panel = rect_of(&h, "Game details");
        let move_box = rect_of(&h, "Your move");
        assert!((board.width() - board.height()).abs() < 1.0, "square");
        assert!(
            board.width() >= least_board,
            "{size:?}: board {}",
            board.width()
        );
        let panel_width = move_box.right() - board.right();
        assert!(
            panel_width >= least_panel - 20.0,
            "{size:?}: panel {panel_width}"
        );
        assert!(
            panel.left() - board.right() < 40.0,
            "{size:?}: no empty margin between board and panel ({} → {})",
            board.right(),
            panel.left()
        );
        assert!(board.bottom() <= size[1] && move_box.right() <= size[0]);
    }
}

#[test]
fn dragging_the_edge_sizes_the_board_and_it_is_remembered() {
    let mut h = harness_sized(english(), [1400.0, 900.0]);
    let before = board_rect(&h);
    apply(h.state_mut(), Command::BoardSize(Some(500.0)));
    h.run();
    assert_eq!(board_rect(&h).width(), 500.0);
    assert_eq!(
        h.state().settings().board_side(),
        Some(500.0),
        "kept in the settings"
    );
    apply(h.state_mut(), Command::BoardSize(None));
    h.run();
    assert_eq!(board_rect(&h), before, "Largest board again");
}

#[test]
fn at_800_by_600_every_control_is_in_the_window_and_the_language_is_in_the_view_menu() {
    let mut h = harness_sized(english(), [800.0, 600.0]);
    let window = Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(800.0, 600.0));
    for label in [
        "File",
        "Edit",
        "View",
        "New game",
        "Paste a game…",
        "|◀",
        "◀",
        "▶",
        "▶|",
        "Flip board",
        "Interface:",
        "中文界面",
        "Moves:",
        "English",
        "中文",
        "Both",
        "Dark",
    ] {
        let r = rect_of(&h, label);
        assert!(window.contains_rect(r), "{label} at {r:?}");
    }
    let in_bar = rect_of(&h, "中文界面");
    h.get_by_label("View").click();
    h.run();
    let chinese = h
        .query_all_by_label("中文界面")
        .find(|n| n.rect() != in_bar)
        .expect("the language in the View menu too");
    assert!(window.contains_rect(chinese.rect()));
    chinese.click();
    h.run();
    assert_eq!(h.state().lang(), Lang::Zh);
}

#[test]
fn the_interface_language_and_the_move_notation_are_chosen_apart() {
    let mut h = harness_sized(english_with("1. Nf3"), [1400.0, 900.0]);
    h.get_by_label("Both").click();
    h.run();
    assert_eq!(h.state().list_mode(), MoveListMode::Both);
    h.get_by_label("中文界面").click();
    h.run();
    assert_eq!(h.state().lang(), Lang::Zh);
    assert_eq!(
        h.state().list_mode(),
        MoveListMode::Both,
        "the notation kept its own value"
    );
    assert!(h.query_by_label("Nf3 马f3").is_some());
    h.get_by_label("英文").click();
    h.run();
    assert_eq!(
        h.state().lang(),
        Lang::Zh,
        "the interface kept its own value"
    );
    assert!(
        h.query_by_label("着法:").is_some() && h.query_by_label("界面:").is_some(),
        "each group is named"
    );
}

#[test]
fn a_bad_fen_is_said_in_its_dialog_in_words_and_goes_when_corrected() {
    let mut h = harness(english());
    apply(h.state_mut(), Command::SetUpFen);
    h.run();
    h.get_by_label("FEN").click();
    h.run();
    h.get_by_label("FEN").type_text("8/8/8/8/8/8/8/8 w - - 0 1");
    h.run();
    h.get_by_label("OK").click();
    h.run();
    let said = h
        .state()
        .dialogs()
        .fen()
        .and_then(|f| f.error())
        .map(|e| e.text(Lang::En));
    assert_eq!(
        said.as_deref(),
        Some(
            "The position “8/8/8/8/8/8/8/8 w - - 0 1” cannot be set up: there are no pieces on the board."
        )
    );
    assert!(
        h.query_by_label_contains("there are no pieces on the board")
            .is_some(),
        "in the dialog"
    );
    assert!(h.state().message().is_none(), "not in the status bar");
    h.get_by_label("FEN").click();
    h.run();
    h.get_by_label("FEN").type_text("x");
    h.run();
    assert!(
        h.query_by_label_contains("no pieces").is_none(),
        "gone once the text changes"
    );
}

#[test]
fn the_status_bar_follows_the_interface_language() {
    let mut h = harness(english());
    apply(h.state_mut(), Command::OpenPath("/no/such/file.pgn".into()));
    h.run();
    assert!(h.query_by_label_contains("/no/such/file.pgn").is_some());
    let english = h.state().message_text().unwrap();
    apply(h.state_mut(), Command::SwitchLanguage);
    h.run();
    let chinese = h.state().message_text().unwrap();
    assert_ne!(english, chinese);
    assert!(
        chinese
            .chars()
            .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
        "{chinese}"
    );
}

#[test]
fn a_dead_position_is_said_once_and_no_clock_is_offered_after_the_end() {
    let mut h = harness(english_with("[FEN \"8/8/8/6k1/7q/8/8/K6R w - - 0 1\"]"));
    assert!(h.query_by_label("Use a clock").is_some());
    let box_before = rect_of(&h, "Your move");
    type_keys(&mut h, "Rxh4");
    type_keys(&mut h, "Kxh4");
    let said = h.query_all_by_label_contains("dead position").count();
    assert_eq!(said, 1, "said once");
    assert!(
        h.get_by_label("Use a clock").accesskit_node().is_disabled(),
        "no clock after the end"
    );
    assert_eq!(
        rect_of(&h, "Your move").top(),
        box_before.top(),
        "the move box stays where it was when the game ends"
    );
}

#[test]
fn the_first_game_is_dated_today_and_the_date_offers_today_and_yesterday() {
    let mut h = harness_sized(english(), [1400.0, 900.0]);
    assert_eq!(
        h.state().game().tags.get("Date"),
        Some(jipu::app::today().as_str())
    );
    open_details(&mut h);
    h.get_by_label("Date …").click();
    h.run();
    assert!(h.query_by_label(&jipu::app::today()).is_some());
    assert!(h.query_by_label(&jipu::app::days_ago(1)).is_some());
    h.key_press(egui::Key::Escape);
    h.run();
    h.get_by_label("Limit …").click();
    h.run();
    assert!(
        h.query_by_label("40/90′ + 30″, 30′ + 30″ · standard")
            .is_some(),
        "FIDE's standard control with two stages is offered"
    );
    h.get_by_label("40/90′ + 30″, 30′ + 30″ · standard").click();
    h.run();
    assert_eq!(
        h.state().game().tags.get("TimeControl"),
        Some("40/5400+30:1800+30")
    );
}

#[test]
fn a_long_problem_at_a_field_keeps_to_one_line_in_a_small_window() {
    let mut h = harness_sized(english_with("1. e4 e5 2. Nf3"), [800.0, 600.0]);
    open_details(&mut h);
    let below = rect_of(&h, "Nf3");
    // In a small window the form scrolls under its heading; the move list keeps its share.
    h.get_by_label("Limit").scroll_to_me();
    h.run();
    h.get_by_label("Limit").click();
    h.run();
    type_keys(&mut h, "abc");
    assert!(
        h.query_by_label_contains("cannot read the time control")
            .is_some(),
        "the problem is said"
    );
    assert_eq!(
        rect_of(&h, "Nf3").top(),
        below.top(),
        "the move list did not move"
    );
}

#[test]
fn resigning_in_a_small_window_moves_nothing_below() {
    for lang in [Lang::En, Lang::Zh] {
        let mut settings = jipu::app::Settings::new(lang);
        settings.set_list_mode(MoveListMode::of_lang(lang));
        let state = AppState::with_settings(settings).with_game(game("1. e4 e5 2. Nf3 *"));
        let mut h = harness_sized(state, [800.0, 600.0]);
        let (resign, yes, move_box) = match lang {
            Lang::En => ("White resigns", "Yes", "Your move"),
            Lang::Zh => ("白方认输", "是", "走棋"),
        };
        let before = rect_of(&h, move_box);
        let draw = match lang {
            Lang::En => "Agree draw",
            Lang::Zh => "同意和棋",
        };
        let draw = rect_of(&h, draw);
        let white = rect_of(&h, resign);
        assert!(
            draw.bottom() <= before.top(),
            "{lang:?}: every button is shown, above the box: {draw:?} {white:?} box {before:?}"
        );
        h.get_by_label(resign).click();
        h.run();
        assert_eq!(rect_of(&h, move_box), before, "{lang:?}: the question");
        h.get_by_label(yes).click();
        h.run();
        assert_eq!(h.state().game().tags.result().as_str(), "0-1");
        if lang == Lang::En {
            assert!(
                h.query_by_label_contains("to move").is_none(),
                "nobody is to move once a player resigned"
            );
        }
        assert_eq!(rect_of(&h, move_box), before, "{lang:?}: the result");
    }
}
