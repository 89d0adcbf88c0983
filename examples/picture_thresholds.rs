//! Fits the picture reader's two thresholds (see `src/picture/verdict.rs`) on one rendered corpus and checks them on
//! another, never seen while fitting:
//!
//! ```text
//! python3 scripts/picture-corpus.py /tmp/tune --games 24 --seed 28
//! python3 scripts/picture-corpus.py /tmp/holdout --games 24 --seed 29
//! cargo run --release --example picture_thresholds -- /tmp/tune /tmp/holdout
//! ```
//!
//! Every picture is recognised once and weighed at every point of a grid of thresholds. A point's figures: games
//! read whole and right, stopped, and wrong (a move read that the page does not show, or more moves than it shows).
//! The point chosen on the tuning corpus: no wrong move there, the most games whole and right, then the fewest games
//! read to the end with something missed and no stop; among equals the strictest (the largest margin, then the
//! smallest regret). Its figures on the holdout are what BENCHMARKS.md quotes.

use std::path::{Path, PathBuf};

use jipu::picture::{PictureReading, Thresholds, decode, recognise};
use shakmaty::san::San;
use shakmaty::{Chess, Position};

const REGRETS: [f32; 6] = [4.0, 6.0, 8.0, 12.0, 16.0, 32.0];
const MARGINS: [f32; 6] = [1.0, 2.0, 3.0, 4.0, 6.0, 8.0];

/// What a picture's `.expected` says: the moves in SAN and the result, when the page shows one.
struct Expected {
    sans: Vec<String>,
    result: Option<String>,
}

fn expected(path: &Path) -> Option<Expected> {
    let text = std::fs::read_to_string(path.with_extension("expected")).ok()?;
    let game = text.lines().find_map(|l| l.strip_prefix("game "))?;
    let mut sans = Vec::new();
    let mut result = None;
    for w in game.split_whitespace() {
        if w.trim_end_matches('.').chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        if ["1-0", "0-1", "1/2-1/2", "*"].contains(&w) {
            result = Some(w.to_string());
        } else {
            sans.push(w.trim_end_matches(['+', '#']).to_string());
        }
    }
    Some(Expected { sans, result })
}

#[derive(Clone, Copy, Default)]
struct Tally {
    whole: usize,
    stopped: usize,
    wrong: usize,
    /// Read to the end without a stop, but something missed (a move or the result).
    short: usize,
}

fn judge(reading: &PictureReading, want: &Expected, tally: &mut Tally) {
    let mut pos = Chess::default();
    let got: Vec<String> = reading
        .moves
        .iter()
        .map(|m| {
            let san = San::from_move(&pos, m.mv).to_string();
            pos.play_unchecked(m.mv);
            san.trim_end_matches(['+', '#']).to_string()
        })
        .collect();
    let wrong = got.len() > want.sans.len() || got.iter().zip(&want.sans).any(|(g, w)| g != w);
    if wrong {
        tally.wrong += 1;
    } else if reading.stop.is_some() {
        tally.stopped += 1;
    } else if got.len() == want.sans.len()
        && (want.result.is_none() || reading.game.tags.get("Result") == want.result.as_deref())
    {
        tally.whole += 1;
    } else {
        tally.short += 1;
    }
}

fn pictures(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("png" | "jpg")))
        .filter(|p| p.with_extension("expected").exists())
        .collect();
    out.sort();
    out
}

/// The tallies of every grid point on a corpus, split into clean pages and photos.
fn measure(dir: &Path, grid: &[Thresholds]) -> (Vec<Tally>, Vec<Tally>) {
    let mut clean = vec![Tally::default(); grid.len()];
    let mut photo = vec![Tally::default(); grid.len()];
    for path in pictures(dir) {
        let Some(want) = expected(&path) else {
            continue;
        };
        let tallies = if path.to_string_lossy().contains("-photo") {
            &mut photo
        } else {
            &mut clean
        };
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let readings = decode(&bytes, 1)
            .map_err(jipu::picture::PictureError::Decode)
            .and_then(|p| recognise(&p.to_luma8(), &mut |_, _| true))
            .and_then(|r| r.weighed(&[], grid));
        match readings {
            Ok(readings) => {
                for (reading, tally) in readings.iter().zip(tallies.iter_mut()) {
                    judge(reading, &want, tally);
                }
            }
            Err(e) => {
                eprintln!("{}: {e}", path.display());
                for tally in tallies.iter_mut() {
                    tally.stopped += 1;
                }
            }
        }
        eprint!(".");
    }
    eprintln!();
    (clean, photo)
}

fn row(t: Thresholds, clean: Tally, photo: Tally) -> String {
    format!(
        "| {:>4} | {:>3} | {} whole, {} stopped, {} wrong, {} short | {} whole, {} stopped, {} wrong, {} short |",
        t.regret,
        t.margin,
        clean.whole,
        clean.stopped,
        clean.wrong,
        clean.short,
        photo.whole,
        photo.stopped,
        photo.wrong,
        photo.short
    )
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [tune, holdout] = &args[..] else {
        eprintln!("usage: picture_thresholds TUNING_CORPUS HOLDOUT_CORPUS");
        std::process::exit(2);
    };
    let mut grid = Vec::new();
    for &regret in &REGRETS {
        for &margin in &MARGINS {
            grid.push(Thresholds { regret, margin });
        }
    }
    let (clean, photo) = measure(Path::new(tune), &grid);
    println!("Tuning corpus {tune}:\n");
    println!("| regret | margin | clean pages | photos |\n|---|---|---|---|");
    for (i, &t) in grid.iter().enumerate() {
        println!("{}", row(t, clean[i], photo[i]));
    }
    let chosen = (0..grid.len())
        .filter(|&i| clean[i].wrong + photo[i].wrong == 0)
        .max_by(|&a, &b| {
            let key = |i: usize| {
                (
                    clean[i].whole + photo[i].whole,
                    // A game read to its end without a stop but with something missed is silent: the fewer the
                    // better (most are misses of the layout, which no threshold mends).
                    -((clean[i].short + photo[i].short) as i64),
                    // Among equals the strictest: the largest margin, then the smallest regret.
                    (grid[i].margin * 10.0) as i64,
                    -((grid[i].regret * 10.0) as i64),
                )
            };
            key(a).cmp(&key(b))
        });
    let Some(chosen) = chosen else {
        println!("\nNo grid point reads the tuning corpus without a wrong move.");
        return;
    };
    let t = grid[chosen];
    println!(
        "\nChosen on the tuning corpus: regret {}, margin {}.",
        t.regret, t.margin
    );
    let default = Thresholds::default();
    let points = [t, default];
    let (clean, photo) = measure(Path::new(holdout), &points);
    println!("\nHoldout corpus {holdout}:\n");
    println!("| regret | margin | clean pages | photos |\n|---|---|---|---|");
    for (i, &t) in points.iter().enumerate() {
        println!("{}", row(t, clean[i], photo[i]));
    }
}
