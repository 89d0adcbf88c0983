//! A picture chosen with File › Open a picture and read beside the board: its moves outlined and a click on an
//! outline going to its move, a misprinted move stopping the reading with the moves it may be, the reading going on
//! from the move typed at the stop, the zoom.

use crate::common::window::*;
use egui_kittest::kittest::Queryable;
use jipu::app::{Command, FilePurpose};
use jipu::notation::{NotationStyle, write_move, write_move_line};

use super::{expected, picture_beside_the_board, picture_path, read_through, settle_reading, wide};

#[test]
fn a_picture_chosen_is_read_beside_the_board_and_its_moves_are_outlined() {
    let name = "01-book-zh-song.png";
    let (want, _) = expected(name);
    let mut h = wide(english());
    h.run();
    // File › Open a picture…: the menu item is there, and the chooser's answer reads the picture.
    h.get_by_label("File").click();
    h.run();
    assert!(h.query_by_label("Open a picture of a game…").is_some());
    h.key_press(egui::Key::Escape);
    h.run();
    apply(
        h.state_mut(),
        Command::FileChosen(FilePurpose::OpenPicture, Some(picture_path(name))),
    );
    read_through(&mut h);
    assert_eq!(write_move_line(h.state().game(), NotationStyle::En), want);
    let said = h.state().message_text().unwrap_or_default();
    assert!(said.contains("half-moves read"), "{said}");
    let picture = picture_beside_the_board(&h, name);

    // Every move read has its outline; a click on the outline of Black's third move goes to that move.
    let view = h.state().picture().expect("the picture stays shown");
    let reading = view.reading().expect("the reading is kept");
    let quads: Vec<jipu::picture::Quad> = reading.moves.iter().map(|m| m.quad).collect();
    let scale = picture.width() / view.pixels().expect("the picture's pixels").size.0 as f32;
    let nodes = h.state().game().tree.mainline();
    assert_eq!(quads.len(), nodes.len());
    let quad = quads[5];
    let (x, y) = quad
        .iter()
        .fold((0.0, 0.0), |(x, y), p| (x + p.0 / 4.0, y + p.1 / 4.0));
    click_at(&mut h, picture.min + egui::vec2(x, y) * scale);
    assert_eq!(h.state().cursor(), nodes[5], "the click on 3…Bg4's outline");

    // Close the picture: the board has its room back.
    h.get_by_label("Close the picture").click();
    h.run();
    assert!(h.state().picture().is_none());
    assert!(h.query_by_label_contains(name).is_none());
}

#[test]
fn a_misprinted_move_stops_the_reading_with_the_moves_it_may_be() {
    let name = "02-book-en-lserif-misprint.png";
    let (want, stop) = expected(name);
    let at = stop.expect("the misprint's place");
    let mut h = wide(english());
    h.run();
    apply(h.state_mut(), Command::OpenPath(picture_path(name)));
    read_through(&mut h);
    let game = h.state().game().clone();
    let read = game.mainline_moves();
    assert_eq!(read.len(), at, "read up to the misprint");
    let whole = crate::common::read_game(&want).mainline_moves();
    assert_eq!(
        read[..],
        whole[..at],
        "the moves before it are the printed ones"
    );
    let said = h.state().message_text().unwrap_or_default();
    assert!(said.contains("5. White"), "the stop is said: {said}");
    // The buttons offer the moves it may be, best first, with the recogniser's probabilities; the first plays.
    let offered = h
        .state()
        .picture()
        .map(|p| p.candidates())
        .unwrap_or_default();
    let (san, p) = offered
        .first()
        .cloned()
        .expect("moves offered where it stopped");
    let position = h.state().position().clone();
    let mv = san
        .parse::<shakmaty::san::San>()
        .expect("SAN")
        .to_move(&position)
        .expect("a legal move");
    let label = format!(
        "{} {:.0} %",
        write_move(&position, mv, NotationStyle::En),
        p * 100.0
    );
    let button = h
        .get_by_role_and_label(egui::accesskit::Role::Button, &label)
        .rect();
    click_at(&mut h, button.center());
    settle_reading(&mut h);
    let played = h.state().game().mainline_moves();
    assert!(played.len() > at, "the move offered is played");
    let mut before = shakmaty::Chess::default();
    for &m in &played[..at] {
        shakmaty::Position::play_unchecked(&mut before, m);
    }
    assert_eq!(
        shakmaty::san::San::from_move(&before, played[at]).to_string(),
        san
    );
}

/// At a misprint the move meant is typed, key by key, as the sheet's repair is: the reading goes on from it to the
/// end of the picture's game, the moves after it added to the game as one undo step, the stop and its outline gone,
/// the players of the heading in the game's details.
#[test]
fn the_reading_goes_on_from_the_move_typed_at_the_stop() {
    let name = "01-book-zh-song-misprint.png";
    let (want, stop) = expected(name);
    let at = stop.expect("the misprint's place");
    let whole = crate::common::read_game(&want);
    let moves = whole.mainline_moves();
    let mut h = wide(english());
    h.run();
    apply(h.state_mut(), Command::OpenPath(picture_path(name)));
    read_through(&mut h);
    assert_eq!(h.state().game().mainline_moves().len(), at);
    assert!(
        h.state()
            .picture()
            .and_then(|p| p.reading())
            .is_some_and(|r| r.stop.is_some())
    );
    let quads_before: Vec<jipu::picture::Quad> = h
        .state()
        .picture()
        .and_then(|p| p.reading())
        .map(|r| r.moves.iter().map(|m| m.quad).collect())
        .unwrap_or_default();
    assert_eq!(quads_before.len(), at);
    let mut pos = shakmaty::Chess::default();
    for &m in &moves[..at] {
        shakmaty::Position::play_unchecked(&mut pos, m);
    }
    let meant = write_move(&pos, moves[at], NotationStyle::En);
    type_keys(&mut h, &meant);
    settle_reading(&mut h);
    assert_eq!(
        write_move_line(h.state().game(), NotationStyle::En),
        write_move_line(&whole, NotationStyle::En),
        "the rest of the picture's game read after {meant}"
    );
    let reading = h
        .state()
        .picture()
        .and_then(|p| p.reading())
        .expect("the reading");
    assert!(reading.stop.is_none(), "the stop is gone after the repair");
    // The moves read before the stop are outlined where they were read then, each in its own place.
    let quads_after: Vec<jipu::picture::Quad> = reading.moves.iter().map(|m| m.quad).collect();
    assert_eq!(
        quads_after[..at],
        quads_before[..],
        "the outlines before the stop moved"
    );
    for pair in quads_after.windows(2) {
        assert_ne!(pair[0], pair[1], "two moves outlined in one place");
    }
    assert!(
        h.query_by_label_contains("The move there may be").is_none(),
        "no moves offered any more"
    );
    let said = h.state().message_text().unwrap_or_default();
    assert!(
        said.contains(&format!("{} half-moves read", moves.len())),
        "{said}"
    );
    assert_eq!(h.state().game().tags.get("White"), Some("谢军"));
    assert_eq!(h.state().game().tags.get("Black"), Some("倪华"));
    // One undo takes back the moves read after the repair, and only those.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(h.state().game().mainline_moves().len(), at + 1);
    // The reading does not go on again by itself from the same moves.
    h.run();
    assert!(!h.state().reading_a_picture());
    assert_eq!(h.state().game().mainline_moves().len(), at + 1);
    // The moves left are still outlined where they were read.
    let left = h.state().game().mainline_moves();
    assert!(h.state().picture().expect("shown").agrees_with(&left));

    // The same picture opened again over its repaired game (unsaved): nothing is asked, the game stays, and the
    // reading goes on from it to the end as after the repair.
    assert!(h.state().is_dirty());
    apply(h.state_mut(), Command::OpenPath(picture_path(name)));
    read_through(&mut h);
    settle_reading(&mut h);
    assert!(
        !h.state().dialogs().asks_to_replace(),
        "the picture's own game is not asked about"
    );
    assert_eq!(
        write_move_line(h.state().game(), NotationStyle::En),
        write_move_line(&whole, NotationStyle::En),
        "the picture opened again goes on from the repaired game"
    );
    let all = h.state().game().mainline_moves();
    let view = h.state().picture().expect("shown");
    assert!(view.read_into(&all) && view.agrees_with(&all));
    assert!(view.reading().is_some_and(|r| r.stop.is_none()));
}

/// The picture is zoomed with its buttons (and Ctrl and the wheel): larger, scrolled inside its room beside the board,
/// the move chosen in the list brought into view, and back to the whole picture.
#[test]
fn the_picture_zooms_in_and_back_to_the_whole() {
    let name = "06-book-en-serif.png";
    let mut h = wide(english());
    h.run();
    apply(h.state_mut(), Command::OpenPath(picture_path(name)));
    read_through(&mut h);
    let whole = picture_beside_the_board(&h, name);
    h.get_by_role_and_label(egui::accesskit::Role::Button, "+")
        .click();
    h.run();
    let zoomed = h
        .get_by_role_and_label(egui::accesskit::Role::Image, name)
        .rect();
    assert!(
        zoomed.width() > whole.width() * 1.4,
        "zoomed in: {zoomed:?}, whole {whole:?}"
    );

    // Zoomed in further, a move chosen in the list far down the page (the one before the last) is scrolled into
    // view on the picture.
    for _ in 0..3 {
        h.get_by_role_and_label(egui::accesskit::Role::Button, "+")
            .click();
        h.run();
    }
    let nodes = h.state().game().tree.mainline();
    let last = nodes.len() - 2;
    apply(h.state_mut(), Command::GoTo(nodes[last]));
    for _ in 0..30 {
        h.step();
    }
    h.run();
    let zoomed = h
        .get_by_role_and_label(egui::accesskit::Role::Image, name)
        .rect();
    let view = h.state().picture().expect("shown");
    let scale = zoomed.width() / view.pixels().expect("pixels").size.0 as f32;
    let quad = view
        .quad_of(last)
        .expect("the last move was read somewhere");
    let (x, y) = quad
        .iter()
        .fold((0.0, 0.0), |(x, y), p| (x + p.0 / 4.0, y + p.1 / 4.0));
    let at = zoomed.min + egui::vec2(x, y) * scale;
    let side = h.get_by_label("Game details").rect();
    assert!(
        at.x >= whole.min.x && at.x <= side.min.x && at.y >= whole.min.y && at.y <= 900.0,
        "the move's outline at {at:?} is out of the picture's room (from {:?}, zoomed picture {zoomed:?})",
        whole.min
    );
    h.get_by_label("Whole picture").click();
    h.run();
    let back = picture_beside_the_board(&h, name);
    assert!(
        (back.width() - whole.width()).abs() < 1.0,
        "{back:?} {whole:?}"
    );
}

/// A page telling a game in running sentences (`开局走成1.b4 马c6 2.c3 a5，黑方必须小心。接下来…`), opened in the
/// Chinese interface: the moves between the words are read whole, each outlined, and said in Chinese.
#[test]
fn a_game_told_in_sentences_is_read_whole_in_the_chinese_window() {
    for name in ["pages-prose-zh.png", "pages-prose-en.png"] {
        let (want, _) = expected(name);
        let mut settings = jipu::app::Settings::new(jipu::Lang::Zh);
        settings.set_list_mode(jipu::app::MoveListMode::Chinese);
        let mut h = wide(jipu::app::AppState::with_settings(settings));
        h.run();
        apply(
            h.state_mut(),
            Command::FileChosen(FilePurpose::OpenPicture, Some(picture_path(name))),
        );
        read_through(&mut h);
        assert_eq!(
            write_move_line(h.state().game(), NotationStyle::En),
            want,
            "{name}"
        );
        let said = h.state().message_text().unwrap_or_default();
        assert!(said.contains("步（半回合）"), "{name}: {said}");
        let view = h.state().picture().expect("the picture stays shown");
        let reading = view.reading().expect("the reading is kept");
        assert_eq!(
            reading.moves.len(),
            h.state().game().tree.mainline().len(),
            "{name}: every move outlined"
        );
    }
}
