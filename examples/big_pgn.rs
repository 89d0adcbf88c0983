//! Writes a large PGN file for the measurements of BENCHMARKS.md: games of random legal moves (the same every run),
//! with the seven tags, a rating, a time control and a `[%clk]` comment after every move, as game sites export them.
//!
//!   cargo run --release --example big_pgn -- GAMES OUT.pgn
//!
//! 20,000 games make about 43 MB. Repeat the file (`for i in $(seq 23); do cat f.pgn; done > big.pgn`) for a
//! gigabyte: the games are read one by one either way.

use std::io::Write;
use std::time::Duration;

use jipu::pgn::write_game;
use jipu::{Game, NodeId};
use shakmaty::{Chess, Position};

/// A small deterministic generator, so that every run writes the same games.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as usize
    }
}

fn game(rng: &mut Lcg, number: usize) -> Game {
    let mut game = Game::new();
    let mut pos = Chess::default();
    let mut at = NodeId::ROOT;
    let plies = 40 + rng.next() % 80;
    let mut clocks = [Duration::from_secs(180); 2];
    for ply in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[rng.next() % legal.len()];
        at = game.tree.add_move(at, m);
        let side = ply % 2;
        clocks[side] = clocks[side].saturating_sub(Duration::from_secs((rng.next() % 9) as u64));
        game.tree.notes_mut(at).clock = Some(clocks[side] + Duration::from_secs(2));
        pos.play_unchecked(m);
    }
    let tags = &mut game.tags;
    tags.set("Event", format!("Rated Blitz game {}", number % 97));
    tags.set("Site", format!("https://example.org/{number:08}"));
    tags.set(
        "Date",
        format!("2024.{:02}.{:02}", 1 + number % 12, 1 + number % 28),
    );
    tags.set("Round", format!("{}", 1 + number % 9));
    tags.set("White", format!("player{}", rng.next() % 5000));
    tags.set("Black", format!("player{}", rng.next() % 5000));
    // A game cut short by the generator gets any result; one that ends in mate or stalemate, its own.
    let any = ["1-0", "0-1", "1/2-1/2"][rng.next() % 3];
    let result = if pos.is_checkmate() {
        if pos.turn().is_white() { "0-1" } else { "1-0" }
    } else if pos.is_stalemate() {
        "1/2-1/2"
    } else {
        any
    };
    tags.set("Result", result);
    tags.set("WhiteElo", format!("{}", 1200 + rng.next() % 1400));
    tags.set("BlackElo", format!("{}", 1200 + rng.next() % 1400));
    tags.set("TimeControl", "180+2");
    game
}

fn main() {
    let mut args = std::env::args().skip(1);
    let (Some(count), Some(out)) = (args.next(), args.next()) else {
        eprintln!("usage: big_pgn GAMES OUT.pgn");
        std::process::exit(2);
    };
    let Ok(count) = count.parse::<usize>() else {
        eprintln!("GAMES is a number");
        std::process::exit(2);
    };
    let file = std::fs::File::create(&out).unwrap_or_else(|e| {
        eprintln!("{out}: {e}");
        std::process::exit(1);
    });
    let mut out = std::io::BufWriter::new(file);
    let mut rng = Lcg(20_261_130);
    for number in 0..count {
        let text = write_game(&game(&mut rng, number));
        if out
            .write_all(text.as_bytes())
            .and_then(|()| out.write_all(b"\n"))
            .is_err()
        {
            eprintln!("cannot write");
            std::process::exit(1);
        }
    }
}
