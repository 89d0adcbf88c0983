//! The pictures of tests/data/pictures read: every clean page whole and right, a misprinted move stopped at, never
//! a wrong move. Each `NAME.png` has `NAME.expected` beside it: `game 1. e4 e5 …` as the page shows it, and for a
//! page with a misprint `stop PLY` (the plies read before the misprint).

use std::path::{Path, PathBuf};

use shakmaty::san::San;
use shakmaty::{Chess, Position};

use super::{PictureReading, read_picture};

fn pictures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/pictures");
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("png" | "jpg")))
        .collect();
    out.sort();
    assert!(
        out.len() >= 4,
        "the test pictures are missing from {}",
        dir.display()
    );
    out
}

struct Expected {
    sans: Vec<String>,
    result: Option<String>,
    stop: Option<usize>,
    /// The players the page's heading names.
    white: Option<String>,
    black: Option<String>,
}

fn expected(picture: &Path) -> Expected {
    let path = picture.with_extension("expected");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut sans = Vec::new();
    let mut result = None;
    let mut stop = None;
    let (mut white, mut black) = (None, None);
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("white ") {
            white = Some(name.trim().to_string());
        }
        if let Some(name) = line.strip_prefix("black ") {
            black = Some(name.trim().to_string());
        }
        if let Some(game) = line.strip_prefix("game ") {
            for w in game.split_whitespace() {
                if w.trim_end_matches('.').chars().all(|c| c.is_ascii_digit()) {
                    continue;
                }
                if ["1-0", "0-1", "1/2-1/2", "*"].contains(&w) {
                    result = Some(w.to_string());
                } else {
                    sans.push(w.to_string());
                }
            }
        } else if let Some(n) = line.strip_prefix("stop ") {
            stop = n.trim().parse().ok();
        }
    }
    Expected {
        sans,
        result,
        stop,
        white,
        black,
    }
}

/// The moves read, in SAN.
fn sans(reading: &PictureReading) -> Vec<String> {
    let mut pos = Chess::default();
    reading
        .moves
        .iter()
        .map(|m| {
            let san = San::from_move(&pos, m.mv).to_string();
            pos.play_unchecked(m.mv);
            san
        })
        .collect()
}

/// Plain SAN, without the check marks the printers leave out (the game adds them back).
fn bare(san: &str) -> &str {
    san.trim_end_matches(['+', '#'])
}

#[test]
fn the_test_pictures_are_read_whole_and_right_or_stopped_where_they_are_wrong() {
    let mut failures = Vec::new();
    for picture in pictures() {
        let name = picture
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        let want = expected(&picture);
        let bytes = std::fs::read(&picture).unwrap_or_else(|e| panic!("{name}: {e}"));
        let reading = match read_picture(&bytes, &mut |_, _| true) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let got = sans(&reading);
        // Never a wrong move: what was read is the start of the game printed.
        for (i, (g, w)) in got.iter().zip(&want.sans).enumerate() {
            if bare(g) != bare(w) {
                failures.push(format!(
                    "{name}: ply {} read as {g}, the page shows {w}",
                    i + 1
                ));
            }
        }
        if got.len() > want.sans.len() {
            failures.push(format!(
                "{name}: {} plies read, the page shows {}",
                got.len(),
                want.sans.len()
            ));
        }
        if !got.is_empty() {
            for (tag, want) in [("White", &want.white), ("Black", &want.black)] {
                let read = reading.game.tags.get(tag).map(str::to_string);
                if want.is_some() && &read != want {
                    failures.push(format!(
                        "{name}: {tag} read as {read:?}, the page names {want:?}"
                    ));
                }
            }
        }
        match want.stop {
            None => {
                if let Some(stop) = &reading.stop {
                    failures.push(format!(
                        "{name}: stopped after {} plies: {}",
                        got.len(),
                        stop.message(crate::i18n::Lang::En)
                    ));
                } else if got.len() != want.sans.len() {
                    failures.push(format!(
                        "{name}: {} plies read of {}",
                        got.len(),
                        want.sans.len()
                    ));
                }
                let result = reading.game.tags.get("Result").map(str::to_string);
                if want.result.is_some() && result != want.result {
                    failures.push(format!(
                        "{name}: result {result:?}, the page shows {:?}",
                        want.result
                    ));
                }
            }
            Some(at) => {
                if reading.stop.is_none() || got.len() != at {
                    failures.push(format!(
                        "{name}: should stop after {at} plies, read {} and {}",
                        got.len(),
                        if reading.stop.is_some() {
                            "stopped"
                        } else {
                            "did not stop"
                        }
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// At a misprint, the move the page means is chosen (as from the window's buttons): the reading goes on from it to
/// the end of the game, every move after it right.
#[test]
fn the_reading_goes_on_after_the_move_meant_is_chosen_at_a_misprint() {
    let mut tried = 0;
    for picture in pictures() {
        let want = expected(&picture);
        let Some(at) = want.stop else {
            continue;
        };
        tried += 1;
        let name = picture.display().to_string();
        let bytes = std::fs::read(&picture).unwrap_or_else(|e| panic!("{name}: {e}"));
        let gray = image::load_from_memory(&bytes)
            .unwrap_or_else(|e| panic!("{name}: {e}"))
            .to_luma8();
        let recognised =
            super::recognise(&gray, &mut |_, _| true).unwrap_or_else(|e| panic!("{name}: {e}"));
        let first = recognised
            .read(&[])
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(
            first.moves.len(),
            at,
            "{name}: the first reading stops at the misprint"
        );
        let mut pos = Chess::default();
        let mut forced = Vec::new();
        for san in &want.sans[..=at] {
            let mv = san
                .parse::<San>()
                .ok()
                .and_then(|s| s.to_move(&pos).ok())
                .unwrap_or_else(|| panic!("{name}: {san} is not legal"));
            forced.push(mv);
            pos.play_unchecked(mv);
        }
        let again = recognised
            .read(&forced)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let got = sans(&again);
        let wanted: Vec<&str> = want.sans.iter().map(|s| bare(s)).collect();
        let read: Vec<&str> = got.iter().map(|s| bare(s)).collect();
        assert_eq!(read, wanted, "{name}: the game read on after the repair");
        assert!(
            again.stop.is_none(),
            "{name}: {:?}",
            again.stop.map(|s| s.message(crate::i18n::Lang::En))
        );
        if want.result.is_some() {
            assert_eq!(
                again.game.tags.get("Result"),
                want.result.as_deref(),
                "{name}"
            );
        }
    }
    assert!(tried >= 2, "the misprinted pictures are missing");
}

/// Below the game, two lines run together (as the bottom rows of a crooked photo of a sheet are): the moves above
/// are read, and the reading stops there instead of ending as if the game had.
#[test]
fn text_run_together_after_the_moves_stops_the_reading() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/pictures/06-book-en-serif.png");
    let want = expected(&path);
    let page = image::open(&path)
        .unwrap_or_else(|e| panic!("{e}"))
        .to_luma8();
    let (w, h) = page.dimensions();
    // The last line of moves (rows 266..312 of the page), twice, the second half a line lower, and blurred past
    // reading, below the page: ink the recogniser reads nothing from.
    let band = image::imageops::crop_imm(&page, 0, 266, w, 46).to_image();
    let mut longer = image::GrayImage::from_pixel(w, h + 140, image::Luma([248]));
    image::imageops::replace(&mut longer, &page, 0, 0);
    let smear = image::imageops::blur(&band, 5.0);
    for dy in [0u32, 23] {
        for y in 0..46u32 {
            for x in 0..w {
                let at = (x, h + 20 + dy + y);
                let dark =
                    255u32.saturating_sub((255 - u32::from(smear.get_pixel(x, y).0[0])) * 4) as u8;
                let v = longer.get_pixel(at.0, at.1).0[0].min(dark);
                longer.put_pixel(at.0, at.1, image::Luma([v]));
            }
        }
    }
    let reading = super::read_gray(&longer, &mut |_, _| true).unwrap_or_else(|e| panic!("{e}"));
    let got = sans(&reading);
    let read: Vec<&str> = got.iter().map(|s| bare(s)).collect();
    let wanted: Vec<&str> = want.sans.iter().map(|s| bare(s)).collect();
    assert_eq!(read, wanted, "the moves above are read");
    let stop = reading.stop.expect("the reading stops at the unread lines");
    // Read as ink nothing is read from, or — its lighter parts evened out as shade (`super::light`) — as marks no
    // move number spells: either way a stop there, not the game's end.
    assert!(
        matches!(stop.doubt, super::Doubt::Unread | super::Doubt::Number),
        "{}",
        stop.message(crate::i18n::Lang::En)
    );
    assert!(stop.quad.is_some(), "where is outlined");
}

#[test]
fn a_picture_without_text_says_so() {
    let blank = image::GrayImage::from_pixel(400, 300, image::Luma([250]));
    let err = super::read_gray(&blank, &mut |_, _| true).err();
    assert_eq!(err, Some(super::PictureError::NoText));
}

#[test]
fn bytes_that_are_no_picture_are_refused() {
    let err = read_picture(b"1. e4 e5 2. Nf3", &mut |_, _| true).err();
    assert!(
        matches!(err, Some(super::PictureError::Decode(_))),
        "{err:?}"
    );
}

/// The picture named by `PICTURE`, recognised (for the tracing tests below).
fn recognised_from_env() -> super::Recognised {
    let path = std::env::var("PICTURE").unwrap_or_default();
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let picture = image::load_from_memory(&bytes)
        .map(|i| i.to_luma8())
        .unwrap_or_else(|e| panic!("{e}"));
    super::recognise(&picture, &mut |_, _| true).unwrap_or_else(|e| panic!("{e}"))
}

/// `PICTURE=path cargo test --lib picture::tests::trace -- --ignored --nocapture`: what the beam read, word by word
/// (with `PIECES=dir`, each piece's picture saved there as `p000.png`, …).
#[test]
#[ignore]
fn trace() {
    let recognised = recognised_from_env();
    let (page, probs) = (&recognised.page, &recognised.probs);
    let alphabet = recognised.alphabet().unwrap_or_else(|e| panic!("{e}"));
    for (i, (piece, p)) in page.pieces.iter().zip(probs).enumerate() {
        if let Ok(dir) = std::env::var("PIECES") {
            let _ = piece.image.save(format!("{dir}/p{i:03}.png"));
        }
        println!(
            "piece {i} line {} (image {} high) {:?} {:?} {:?} {:?}: {}",
            piece.line,
            piece.image.height(),
            piece.role,
            piece.place,
            piece.cell,
            piece.rect,
            super::greedy_span(p, alphabet, 0, p.steps)
        );
    }
    // The beam as the reading sets it up (cells, tables, running text), over the pieces it reads.
    let (_, seen, leftover, _) = recognised.read_beam(alphabet, &[]);
    for s in &seen {
        println!(
            "{:?} {:?} piece {} steps {}..{}..{} regret {:.2} sees {:?}",
            s.word,
            s.text,
            s.piece,
            s.from,
            s.start,
            s.end,
            s.regret,
            super::greedy_span(&probs[s.piece], alphabet, s.from, s.end)
        );
    }
    println!("leftover {leftover:.2}");
}

/// A stop at White's first move with a number that is not 1 says what the picture is: a page from the middle of a
/// game (`23.Rxe4`), or no page of moves at all, in both languages.
#[test]
fn a_first_number_not_1_says_the_page_is_mid_game_or_no_game() {
    use super::{Doubt, PictureStop};
    use crate::i18n::Lang;
    let stop = |seen: &str| PictureStop {
        move_number: 1,
        side: shakmaty::Color::White,
        doubt: Doubt::Number,
        seen: seen.to_string(),
        quad: None,
        candidates: Vec::new(),
    };
    // What the stop says, in `lang`, holds `part`.
    let says = |s: &PictureStop, lang: Lang, part: &str| {
        let message = s.message(lang);
        assert!(message.contains(part), "{message}");
    };
    let mid = stop("23.Rxe4 Bd7");
    assert!(mid.begins_mid_game());
    says(&mid, Lang::En, "do not begin at the game's first move");
    says(&mid, Lang::Zh, "不是从棋局的第一步开始");
    // Whatever the doubt the first word gave: `2. Nf3` read as a misprinted first move is a page from move 2.
    for seen in ["2. Nf3", "10."] {
        let s = PictureStop {
            doubt: Doubt::Unlike,
            ..stop(seen)
        };
        assert!(s.begins_mid_game(), "{seen}");
        says(&s, Lang::En, "do not begin at the game's first move");
    }
    for prose in [
        stop("Chapter Four"),
        // A club's notice: `14 June.` read as the number of a first move, `Members e4` as the move.
        stop("14 June."),
        PictureStop {
            doubt: Doubt::Unlike,
            ..stop("")
        },
    ] {
        says(&prose, Lang::En, "no game's first move");
        says(&prose, Lang::Zh, "找不到棋局的第一步");
    }
    // A first move misprinted is said as any misprint.
    let misprint = PictureStop {
        doubt: Doubt::Unlike,
        ..stop("1.Kh5")
    };
    says(&misprint, Lang::En, "no legal move here");
    // Later in the game the number is said as before.
    let later = PictureStop {
        move_number: 5,
        ..stop("7.Nf3")
    };
    says(&later, Lang::En, "not 5");
}

/// A score table of two blocks set by another program (scripts/picture-pages.py): every move is read from a cell of
/// its own, White's from the White column and Black's from the Black column, the first block's rows before the
/// second's.
#[test]
fn each_move_of_a_score_table_is_read_from_its_own_cell() {
    for name in ["pages-table-en.png", "pages-table-zh.png"] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/pictures")
            .join(name);
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let reading =
            read_picture(&bytes, &mut |_, _| true).unwrap_or_else(|e| panic!("{name}: {e}"));
        let want = expected(&path);
        assert_eq!(
            reading.moves.len(),
            want.sans.len(),
            "{name}: the moves read"
        );
        let cells: Vec<super::Cell> = reading
            .moves
            .iter()
            .map(|m| {
                m.cell
                    .unwrap_or_else(|| panic!("{name}: {} read outside a cell", m.text))
            })
            .collect();
        for (ply, cell) in cells.iter().enumerate() {
            assert_eq!(
                cell.column,
                1 + ply % 2,
                "{name}: ply {} from {cell:?}",
                ply + 1
            );
        }
        let places: Vec<(usize, usize)> = cells.iter().map(|c| (c.block, c.row)).collect();
        assert!(
            places.windows(2).all(|w| w[0] <= w[1]),
            "{name}: not read block by block, row by row: {places:?}"
        );
        let pairs = cells
            .chunks(2)
            .all(|p| p.len() < 2 || (p[0].block, p[0].row) == (p[1].block, p[1].row));
        assert!(
            pairs,
            "{name}: a move's two halves are not on one row: {places:?}"
        );
        assert_eq!(places.last().map(|p| p.0), Some(1), "{name}: two blocks");
    }
}

/// `PICTURE=path cargo test --release --lib picture::tests::forced -- --ignored --nocapture`: the picture read again
/// with its first moves forced, as after a repair in the window.
#[test]
#[ignore]
fn forced() {
    let recognised = recognised_from_env();
    let first = recognised.read(&[]).unwrap_or_else(|e| panic!("{e}"));
    let all: Vec<shakmaty::Move> = first.moves.iter().map(|m| m.mv).collect();
    println!("unforced: read {}", all.len());
    for n in (1..=all.len()).step_by(9) {
        let reading = recognised.read(&all[..n]).unwrap_or_else(|e| panic!("{e}"));
        println!(
            "forced {n}: read {} stop {:?}",
            reading.moves.len(),
            reading
                .stop
                .as_ref()
                .map(|s| (s.move_number, s.side, s.doubt)),
        );
    }
}

/// The candidates of a stop are written with the message's piece letters: `马xd4` in Chinese, `Nxd4` in English.
#[test]
fn a_stop_s_candidates_are_in_the_message_s_letters() {
    use crate::i18n::Lang;
    let candidates = [("Nxd4", 0.6), ("O-O", 0.3), ("exd8=Q", 0.1)];
    let stop = super::PictureStop {
        move_number: 7,
        side: shakmaty::Color::White,
        doubt: super::Doubt::Close,
        seen: "Nd4".to_string(),
        quad: None,
        candidates: candidates
            .iter()
            .map(|&(m, p)| (m.to_string(), p))
            .collect(),
    };
    let zh = stop.message(Lang::Zh);
    assert!(zh.contains("马xd4 60 %") && zh.contains("exd8=后"), "{zh}");
    assert!(stop.message(Lang::En).contains("Nxd4 60 %"));
}
