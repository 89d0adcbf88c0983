//! Scoresheet speed: one game's sheet (layout and PDF, font already loaded), 200 games printed at once
//! (`jipu sheet --all`), and a game whose fields are a megabyte long each. Run: `cargo bench --bench sheet`. Figures go
//! in BENCHMARKS.md.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use jipu::Game;
use jipu::notation::{NotationStyle, import_game};
use jipu::sheet::{
    FontMetrics, Paper, SheetOptions, lay_out_game, lay_out_games, preload_font, sheet_pdf,
};

const GAME: &str = "[Event \"城市锦标赛 City Championship\"]\n[Site \"北京\"]\n[Date \"2026.11.29\"]\n[Round \"3\"]\n\
[White \"王一鸣\"]\n[Black \"Li Er\"]\n[Result \"1-0\"]\n[Board \"7\"]\n[TimeControl \"5400+30\"]\n\n\
1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 \
11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4 15. Nb1 h6 16. Bh4 c5 17. dxe5 Nxe4 18. Bxe7 Qxe7 \
19. exd6 Qf6 20. Nbd2 Nxd6 21. Nc4 Nxc4 22. Bxc4 Nb6 23. Ne5 Rae8 24. Bxf7+ Rxf7 25. Nxf7 Rxe1+ \
26. Qxe1 Kxf7 27. Qe3 Qg5 28. Qxg5 hxg5 29. b3 Ke6 30. a3 Kd6 31. axb4 cxb4 32. Ra5 Nd5 33. f3 Bc8 \
34. Kf2 Bf5 35. Ra7 g6 36. Ra6+ Kc5 37. Ke1 Nf4 38. g3 Nxh3 39. Kd2 Kb5 40. Rd6 Kc5 41. Ra6 Nf2 1-0";

fn bench(c: &mut Criterion) {
    preload_font().expect("the font loads");
    let font = FontMetrics::jipu_sans();
    let game: Game = import_game(GAME).expect("the game reads").game;
    let options = SheetOptions {
        paper: Paper::A4,
        style: NotationStyle::Zh,
        corrections: false,
    };
    let mut group = c.benchmark_group("scoresheet");
    group.bench_function("one_game_layout_only", |b| {
        b.iter(|| black_box(lay_out_game(black_box(&game), &options, font)))
    });
    group.bench_function("one_game_pdf", |b| {
        b.iter(|| {
            let sheet = lay_out_game(black_box(&game), &options, font);
            black_box(sheet_pdf(&sheet, "bench").map(|b| b.len()))
        })
    });
    let games: Vec<Game> = (0..200).map(|_| game.clone()).collect();
    group.sample_size(10);
    group.bench_function("all_200_games_pdf", |b| {
        b.iter(|| {
            let sheet = lay_out_games(black_box(&games), &options, font);
            black_box(sheet_pdf(&sheet, "bench").map(|b| b.len()))
        })
    });
    // Long texts: every field a megabyte long (a hostile or broken file) lays out in linear time.
    let mut huge = game.clone();
    for tag in ["Event", "Site", "White", "Black"] {
        huge.tags.set(tag, "国际象棋公开赛 Open ".repeat(1 << 16));
    }
    group.bench_function("layout_1mb_fields", |b| {
        b.iter(|| black_box(lay_out_game(black_box(&huge), &options, font)))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
