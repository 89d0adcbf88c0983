//! A picture of a printed game read in the window, as a person brings one: chosen with File › Open a picture (the
//! chooser's answer given as the choosers give it), dropped on the window, pasted from the clipboard (Ctrl+V with an
//! image), named when opening a file. The picture is shown beside the board, never over it; each move read is
//! outlined on it and a click on an outline goes to that move; a misprinted move stops the reading with the moves it
//! may be as buttons; an unsaved game is not replaced without asking; Cancel stops the reading and keeps the game.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::common::window::*;
use egui::Event;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use jipu::app::{AppState, Command, FilePurpose};
use jipu::notation::{NotationStyle, write_move, write_move_line};

fn picture_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/pictures")
        .join(name)
}

/// The moves a test picture holds (its `.expected` file's `game` line) and the plies before a misprint, if any.
fn expected(name: &str) -> (String, Option<usize>) {
    let text = std::fs::read_to_string(picture_path(name).with_extension("expected"))
        .expect("the picture's expected moves");
    let mut game = String::new();
    let mut stop = None;
    for line in text.lines() {
        if let Some(g) = line.strip_prefix("game ") {
            game = g.trim().to_string();
        } else if let Some(n) = line.strip_prefix("stop ") {
            stop = n.trim().parse().ok();
        }
    }
    (game, stop)
}

/// Frames until the picture is read, as a person waits for the progress bar (the recogniser runs on another thread).
fn read_through(h: &mut Harness<'static, AppState>) {
    let start = Instant::now();
    let mut saw_progress = false;
    while h.state().reading_a_picture() {
        assert!(
            start.elapsed() < Duration::from_secs(300),
            "the picture was still being read after 5 minutes"
        );
        h.step();
        saw_progress |= h.state().picture().is_some_and(|p| p.progress().is_some());
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(saw_progress, "the reading showed no progress");
    h.run();
}

/// Frames until a reading going on from a repair has come back (it reads the recogniser's output kept: a moment).
fn settle_reading(h: &mut Harness<'static, AppState>) {
    let start = Instant::now();
    while h.state().reading_a_picture() {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the reading had not gone on after 2 minutes"
        );
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    h.run();
}

/// Ctrl+V with `image` on the clipboard, as egui hands it over.
fn pasted(image: &image::RgbaImage) -> Event {
    Event::PasteImage(Arc::new(egui::ColorImage::from_rgba_unmultiplied(
        [image.width() as usize, image.height() as usize],
        image.as_raw(),
    )))
}

fn wide(state: AppState) -> Harness<'static, AppState> {
    harness_sized(state, [1400.0, 900.0])
}

/// The picture is drawn beside the board: right of it, within the window, apart from the board and the side panel.
fn picture_beside_the_board(h: &Harness<'static, AppState>, name: &str) -> egui::Rect {
    let picture = h
        .get_by_role_and_label(egui::accesskit::Role::Image, name)
        .rect();
    let board = board_rect(h);
    assert!(
        picture.min.x >= board.max.x,
        "the picture ({picture:?}) is not beside the board ({board:?})"
    );
    assert!(
        picture.width() > 100.0 && picture.height() > 100.0,
        "{picture:?}"
    );
    assert!(
        picture.max.x <= 1400.0 && picture.max.y <= 900.0,
        "{picture:?}"
    );
    let side = h.get_by_label("Game details").rect();
    assert!(
        picture.max.x <= side.min.x,
        "{picture:?} runs into the side panel {side:?}"
    );
    assert!(board.width() >= 300.0, "the board shrank to {board:?}");
    picture
}

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

/// A file dropped on the window, as egui hands it over.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

#[test]
fn a_picture_dropped_or_pasted_is_read_and_an_unsaved_game_is_asked_about_first() {
    let name = "05-book-zh-kai.png";
    let (want, _) = expected(name);
    let mut h = wide(english());
    h.run();
    h.input_mut()
        .dropped_files
        .push(Arc::new(Dropped(picture_path(name))));
    h.step();
    read_through(&mut h);
    assert_eq!(write_move_line(h.state().game(), NotationStyle::En), want);
    picture_beside_the_board(&h, name);

    // The game read is unsaved: a picture pasted now asks before replacing it, and Cancel keeps it.
    assert!(h.state().is_dirty());
    let other = "06-book-en-serif.png";
    let rgba = image::open(picture_path(other))
        .expect("the PNG")
        .to_rgba8();
    h.event(pasted(&rgba));
    h.step();
    read_through(&mut h);
    assert!(
        h.state().dialogs().asks_to_replace(),
        "an unsaved game is replaced only after asking"
    );
    assert!(
        h.query_by_role_and_label(egui::accesskit::Role::Image, "the pasted picture")
            .is_some()
    );
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(write_move_line(h.state().game(), NotationStyle::En), want);
    let said = h.state().message_text().unwrap_or_default();
    assert!(
        said.contains("the pasted picture") && said.contains("was not put on the board"),
        "{said}"
    );
    // The picture shown is not the game on the board: nothing is outlined as read from it.
    let moves = h.state().game().mainline_moves();
    assert!(!h.state().picture().expect("shown").read_into(&moves));
    // Asked again and discarded: the pasted picture's game is there.
    h.event(pasted(&rgba));
    h.step();
    read_through(&mut h);
    h.get_by_label("Discard changes").click();
    h.run();
    assert_eq!(
        write_move_line(h.state().game(), NotationStyle::En),
        expected(other).0
    );
}

#[test]
fn cancel_stops_the_reading_and_keeps_the_game() {
    let mut h = wide(english_with("1. e4 e5 2. Nf3"));
    h.run();
    apply(
        h.state_mut(),
        Command::FileChosen(
            FilePurpose::OpenPicture,
            Some(picture_path("03-full-zh-song.png")),
        ),
    );
    h.step();
    assert!(h.state().reading_a_picture());
    h.get_by_label("Cancel").click();
    let start = Instant::now();
    while h.state().reading_a_picture() && start.elapsed() < Duration::from_secs(300) {
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    h.run();
    assert_eq!(moves_en(&h), "1. e4 e5 2. Nf3");
    let said = h.state().message_text().unwrap_or_default();
    assert!(said.contains("cancelled"), "{said}");
    // A file that is no picture of a game, named like one, is said to be unreadable; the game stays.
    let dir = tempfile::tempdir().expect("a folder");
    let broken = dir.path().join("photo.png");
    std::fs::write(&broken, b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01").expect("written");
    apply(h.state_mut(), Command::OpenPath(broken));
    read_through_quietly(&mut h);
    assert_eq!(moves_en(&h), "1. e4 e5 2. Nf3");
    let said = h.state().message_text().unwrap_or_default();
    assert!(said.contains("cannot be read"), "{said}");
}

/// [`read_through`] for a reading that may end before any progress (a picture that does not decode).
fn read_through_quietly(h: &mut Harness<'static, AppState>) {
    let start = Instant::now();
    while h.state().reading_a_picture() && start.elapsed() < Duration::from_secs(60) {
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    h.run();
}

#[test]
fn a_picture_with_no_game_keeps_the_game_on_the_board() {
    let mut h = wide(english_with("1. e4 e5 2. Nf3"));
    h.run();
    // The top of a book page: the game's heading and the players, no move.
    let page = image::open(picture_path("01-book-zh-song.png")).expect("the PNG");
    let top = page
        .crop_imm(0, 0, page.width(), page.height() * 42 / 100)
        .to_rgba8();
    h.event(pasted(&top));
    h.step();
    read_through_quietly(&mut h);
    assert_eq!(moves_en(&h), "1. e4 e5 2. Nf3");
    assert!(!h.state().dialogs().asks_to_replace());
    let said = h.state().message_text().unwrap_or_default();
    assert!(said.contains("no game was found"), "{said}");
    // A handwritten sheet comes here too (issue 38): what is read, and what to do, with the photo kept open.
    assert!(said.contains("Jipu reads printed pages"), "{said}");
    assert!(said.contains("type its moves into the move box"), "{said}");
    let zh = h
        .state()
        .message()
        .map(|m| m.text(jipu::Lang::Zh))
        .unwrap_or_default();
    assert!(zh.contains("还不能读手写") && zh.contains("着法框"), "{zh}");
    assert!(
        h.state().picture().is_some(),
        "the photo stays open to type from"
    );
}
