//! Reading speed: PGN with full move validation beside pgn-reader's raw speed (no validation) on the same
//! 10,000 generated games, and the forgiving game-text import of a pasted paper game.
//!
//! And a hostile text (issue 37): 10,000, 50,000 and 100,000 brackets that never close, `{}` comments, `[` remarks
//! closed and not, and NAGs after two moves, pasted and as PGN; its time must grow linearly with its size.
//!
//! Run: `cargo bench --bench reading` (`cargo bench --bench reading -- hostile` for that group alone). Figures go in
//! BENCHMARKS.md.

use std::hint::black_box;
use std::io::Cursor;
use std::ops::ControlFlow;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use jipu::notation::{NotationStyle, import_game, write_move};
use jipu::pgn::{read_games, read_pgn, write_games};
use jipu::{Game, NodeId};
use pgn_reader::{Reader, SanPlus, Visitor};
use shakmaty::{Chess, Position};

/// A small deterministic generator, so that every run reads the same games.
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

fn random_game(rng: &mut Lcg, plies: usize) -> Game {
    let mut game = Game::new();
    let mut pos = Chess::default();
    let mut at = NodeId::ROOT;
    for _ in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[rng.next() % legal.len()];
        at = game.tree.add_move(at, m);
        pos.play_unchecked(m);
    }
    game.tags.set("Event", "Bench");
    game.tags.set("White", "王一");
    game.tags.set("Black", "Li Er");
    game
}

/// Counts moves without checking them: what pgn-reader does alone.
struct CountMoves;

impl Visitor for CountMoves {
    type Tags = ();
    type Movetext = usize;
    type Output = usize;

    fn begin_tags(&mut self) -> ControlFlow<usize> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _: ()) -> ControlFlow<usize, usize> {
        ControlFlow::Continue(0)
    }

    fn san(&mut self, n: &mut usize, _: SanPlus) -> ControlFlow<usize> {
        *n += 1;
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, n: usize) -> usize {
        n
    }
}

/// Checks and plays every move with shakmaty and keeps nothing: the floor of any validating reader.
struct ValidateOnly;

impl Visitor for ValidateOnly {
    type Tags = ();
    type Movetext = Chess;
    type Output = bool;

    fn begin_tags(&mut self) -> ControlFlow<bool> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _: ()) -> ControlFlow<bool, Chess> {
        ControlFlow::Continue(Chess::default())
    }

    fn san(&mut self, pos: &mut Chess, san: SanPlus) -> ControlFlow<bool> {
        match san.san.to_move(pos) {
            Ok(m) => {
                pos.play_unchecked(m);
                ControlFlow::Continue(())
            }
            Err(_) => ControlFlow::Break(false),
        }
    }

    fn end_game(&mut self, _: Chess) -> bool {
        true
    }
}

fn bench(c: &mut Criterion) {
    let mut rng = Lcg(20261130);
    let games: Vec<Game> = (0..10_000)
        .map(|_| {
            let plies = 40 + rng.next() % 80;
            random_game(&mut rng, plies)
        })
        .collect();
    let pgn = write_games(&games);

    let mut group = c.benchmark_group("pgn_10000_games");
    group.sample_size(10);
    group.throughput(Throughput::Elements(games.len() as u64));
    group.bench_function("pgn_reader_raw_no_validation", |b| {
        b.iter(|| {
            let mut reader = Reader::new(Cursor::new(pgn.as_bytes()));
            let mut moves = 0;
            while let Ok(Some(n)) = reader.read_game(&mut CountMoves) {
                moves += n;
            }
            black_box(moves)
        })
    });
    group.bench_function("shakmaty_validation_only", |b| {
        b.iter(|| {
            let mut reader = Reader::new(Cursor::new(pgn.as_bytes()));
            let mut ok = 0;
            while let Ok(Some(valid)) = reader.read_game(&mut ValidateOnly) {
                ok += usize::from(valid);
            }
            black_box(ok)
        })
    });
    group.bench_function("jipu_read_pgn_validated", |b| {
        b.iter(|| black_box(read_pgn(black_box(&pgn)).games.len()))
    });
    group.finish();

    // A pasted paper game: 60 moves in mixed Chinese, long and full-width notation.
    let game = &games[0];
    let mut pos = game.start().clone();
    let mut text = String::new();
    for (i, id) in game.tree.mainline().into_iter().enumerate() {
        let Some(m) = game.tree.mv(id) else { continue };
        let style = [NotationStyle::Zh, NotationStyle::Long, NotationStyle::En][i % 3];
        if i % 2 == 0 {
            text.push_str(&format!("{}．", i / 2 + 1));
        }
        text.push_str(&write_move(&pos, m, style));
        text.push('，');
        pos.play_unchecked(m);
    }
    let mut group = c.benchmark_group("game_text_import");
    group.throughput(Throughput::Elements(1));
    group.bench_function("mixed_notation_paper_game", |b| {
        b.iter(|| {
            black_box(
                import_game(black_box(&text))
                    .map(|g| g.game.tree.mainline_len())
                    .ok(),
            )
        })
    });
    group.finish();
}

/// `1. e4 e5` and then `n` of `(`, `{a}`, `[`, `$1`, `[b]`, `$14` in turn: brackets and remarks that never close,
/// comments and NAGs (the text of issue 37; 10,000 `(` took 3.6 s before it, 50,000 over a minute).
fn hostile_text(n: usize) -> String {
    const UNITS: [&str; 6] = ["(", "{a}", "[", "$1", "[b]", "$14"];
    let units: Vec<&str> = (0..n).map(|i| UNITS[i % UNITS.len()]).collect();
    format!("1. e4 e5 {}\n", units.join(" "))
}

fn hostile(c: &mut Criterion) {
    let mut group = c.benchmark_group("hostile");
    group.sample_size(10);
    for n in [10_000, 50_000, 100_000] {
        let text = hostile_text(n);
        let pgn = format!("[Event \"x\"]\n\n{text}");
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_function(format!("pasted_{n}"), |b| {
            b.iter(|| black_box(read_games(black_box(&text)).games.len()))
        });
        group.bench_function(format!("pgn_{n}"), |b| {
            b.iter(|| black_box(read_pgn(black_box(&pgn)).games.len()))
        });
    }
    group.finish();
}

criterion_group!(benches, bench, hostile);
criterion_main!(benches);
