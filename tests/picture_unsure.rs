//! `jipu import --mark-unsure PICTURE`: a move made unclear on a printed page (its last glyph partly rubbed out) stops the
//! reading as always; asked to read on, Jipu reads the whole game, takes the likeliest legal move there and marks it
//! `{[%unsure …]}`, every move right, exit status 3.

use std::path::Path;
use std::process::{Command, Output};

use jipu::notation::import_game;

const PAGE: &str = "tests/data/pictures/06-book-en-serif.png";

fn jipu(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jipu"))
        .args(args)
        .env("LANG", "en_US.UTF-8")
        .output()
        .expect("jipu runs")
}

/// The page with the last glyph of move `ply` partly rubbed out (painted the paper's white), and the moves the page
/// holds.
fn rubbed(dir: &Path, ply: usize) -> (std::path::PathBuf, Vec<String>) {
    let bytes = std::fs::read(PAGE).expect("the page");
    let reading = jipu::picture::read_picture(&bytes, &mut |_, _| true).expect("read");
    let sans: Vec<String> = {
        let mut pos = shakmaty::Chess::default();
        reading
            .moves
            .iter()
            .map(|m| {
                let san = shakmaty::san::San::from_move(&pos, m.mv).to_string();
                shakmaty::Position::play_unchecked(&mut pos, m.mv);
                san
            })
            .collect()
    };
    let quad = reading.moves[ply].quad;
    let (x0, y0) = quad[0];
    let (x1, y1) = quad[2];
    let mut picture = image::load_from_memory(&bytes)
        .expect("a picture")
        .to_rgb8();
    // Its last glyph (a rank's digit) half rubbed out: the outline ends a little after the move.
    let x_start = x0 + (x1 - x0) * 0.72;
    let x_end = x0 + (x1 - x0) * 0.88;
    for y in y0.max(0.0) as u32..(y1 as u32).min(picture.height()) {
        for x in x_start.max(0.0) as u32..(x_end as u32).min(picture.width()) {
            picture.put_pixel(x, y, image::Rgb([255, 255, 255]));
        }
    }
    let path = dir.join("rubbed.png");
    picture.save(&path).expect("saved");
    (path, sans)
}

#[test]
fn a_rubbed_out_move_stops_the_reading_and_is_marked_when_asked_to_read_on() {
    let dir = tempfile::tempdir().expect("a folder");
    // Black's third move, `exd4`: half its `4` rubbed out.
    let ply = 5;
    let (path, sans) = rubbed(dir.path(), ply);
    let path = path.to_str().expect("a path");

    let plain = jipu(&["import", path]);
    let said = String::from_utf8_lossy(&plain.stderr);
    assert_eq!(plain.status.code(), Some(2), "the reading stops: {said}");

    let marked = jipu(&["import", "--mark-unsure", path]);
    let said = String::from_utf8_lossy(&marked.stderr);
    assert_eq!(
        marked.status.code(),
        Some(3),
        "read whole, a move marked: {said}"
    );
    assert!(said.contains("unsure: 3…exd4"), "the move is named: {said}");
    let pgn = String::from_utf8_lossy(&marked.stdout);
    let game = import_game(&pgn).expect("the PGN reads").game;
    let line = game.tree.mainline();
    assert_eq!(line.len(), sans.len(), "every move of the page: {pgn}");
    let mut pos = shakmaty::Chess::default();
    let got: Vec<String> = game
        .mainline_moves()
        .into_iter()
        .map(|m| {
            let san = shakmaty::san::San::from_move(&pos, m).to_string();
            shakmaty::Position::play_unchecked(&mut pos, m);
            san
        })
        .collect();
    assert_eq!(got, sans, "every move right");
    let comment = game
        .tree
        .notes(line[ply])
        .comment
        .clone()
        .unwrap_or_default();
    assert!(comment.contains("[%unsure"), "the move is marked: {pgn}");
    let unmarked = line
        .iter()
        .enumerate()
        .filter(|&(i, &n)| {
            i != ply
                && game
                    .tree
                    .notes(n)
                    .comment
                    .as_deref()
                    .is_some_and(|c| c.contains("%unsure"))
        })
        .count();
    // The moves after it are marked too until a move number says the reading is in step again.
    assert!(
        unmarked <= 2,
        "only the moves up to the next number marked too: {pgn}"
    );
}

/// After a repair in the window, the reading goes on over the recogniser's output with the game's moves forced: it
/// must read as far as the page does, however many moves are forced (the forced moves once drifted onto earlier
/// words, and the reading stopped right after them).
#[test]
fn a_reading_gone_on_with_moves_forced_reads_as_far_as_the_page_does() {
    for page in [
        "tests/data/pictures/02-book-en-lserif-photo.jpg",
        "tests/data/pictures/03-full-zh-song-photo.jpg",
    ] {
        let bytes = std::fs::read(page).expect("the page");
        let picture = image::load_from_memory(&bytes)
            .expect("a picture")
            .to_luma8();
        let recognised = jipu::picture::recognise(&picture, &mut |_, _| true).expect("recognised");
        let whole = recognised.read(&[]).expect("read");
        let moves: Vec<shakmaty::Move> = whole.moves.iter().map(|m| m.mv).collect();
        assert!(moves.len() > 12, "{page}: the page is read");
        for forced in [1, moves.len() / 2, moves.len() - 2] {
            let again = recognised.read(&moves[..forced]).expect("read again");
            let read: Vec<shakmaty::Move> = again.moves.iter().map(|m| m.mv).collect();
            assert_eq!(read, moves, "{page}, {forced} moves forced");
            assert_eq!(
                again.stop.is_some(),
                whole.stop.is_some(),
                "{page}, {forced} forced"
            );
        }
    }
}
