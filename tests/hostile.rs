//! Hostile input: huge games, huge tags, unmatched brackets, deep nesting, control characters. Each gives a clear
//! message or a best-effort read — never a panic, a hang or a stack overflow.

use jipu::Lang;
use jipu::notation::{NotationStyle, import_game, write_move_line};
use jipu::pgn::{decode, read_games, read_pgn, write_game};
use jipu::sheet::{FontMetrics, Paper, SheetOptions, lay_out_game, sheet_pdf};
use shakmaty::{Chess, Position};

/// A game of `plies` legal moves, the same every run.
fn long_game_text(plies: usize) -> String {
    let mut seed = 99u64;
    'again: loop {
        let mut pos = Chess::default();
        let mut out = String::new();
        for i in 0..plies {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                seed += 1;
                continue 'again;
            }
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            // Prefer quiet moves so that the game lasts: captures only now and then.
            let quiet: Vec<_> = legal.iter().filter(|m| !m.is_capture()).collect();
            let m = if !quiet.is_empty() && !seed.is_multiple_of(5) {
                *quiet[(seed >> 33) as usize % quiet.len()]
            } else {
                legal[(seed >> 33) as usize % legal.len()]
            };
            if i % 2 == 0 {
                out.push_str(&format!("{}. ", i / 2 + 1));
            }
            out.push_str(&shakmaty::san::SanPlus::from_move(pos.clone(), m).to_string());
            out.push(' ');
            pos.play_unchecked(m);
        }
        return out;
    }
}

fn in_a_thread_with_a_small_stack(f: impl FnOnce() + Send + 'static) {
    // Test threads are small; a recursion that only fits in a big main thread fails here.
    std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .expect("no panic, no stack overflow");
}

#[test]
fn a_10000_move_game_reads_writes_and_prints() {
    in_a_thread_with_a_small_stack(|| {
        let text = long_game_text(20_000);
        let game = import_game(&text).expect("reads").game;
        assert_eq!(game.mainline_moves().len(), 20_000);
        let pgn = write_game(&game);
        let again = read_pgn(&pgn);
        assert!(again.problems.is_empty());
        assert!(again.games[0].same_as(&game) || again.games[0].tree.same_as(&game.tree));
        let sheet = lay_out_game(
            &game,
            &SheetOptions {
                paper: Paper::A4,
                style: NotationStyle::Zh,
                corrections: false,
            },
            FontMetrics::jipu_sans(),
        );
        assert_eq!(sheet.pages.len(), 10_000 / 60 + 1);
    });
}

#[test]
fn deeply_nested_variations_do_not_overflow_the_stack() {
    in_a_thread_with_a_small_stack(|| {
        let text = format!("1. e4 {} e5 *", "(1. d4 ".repeat(5000) + &")".repeat(5000));
        let file = read_games(&text);
        let _ = write_game(&file.games[0]);
        assert!(file.games[0].tree.same_as(&file.games[0].tree.clone()));
        for p in &file.problems {
            let _ = p.message(Lang::En);
        }
    });
}

#[test]
fn long_tags_and_unmatched_brackets_are_read_as_far_as_they_go() {
    let long = "名".repeat(1000);
    let text = format!(
        "[Event \"{long}\"]\n[White \"{}\"]\n\n1. e4 {{unclosed comment 2. d4",
        "x".repeat(1000)
    );
    let file = read_games(&text);
    assert_eq!(file.games[0].tags.get("Event"), Some(long.as_str()));
    assert_eq!(write_move_line(&file.games[0], NotationStyle::En), "1. e4");
    for text in [
        "1. e4 ) ) ) e5",
        "1. e4 (((( e5",
        "}}}} 1. e4",
        "1. e4 {a} {b} {{c}}",
    ] {
        let file = read_games(text);
        for p in &file.problems {
            assert!(!p.message(Lang::Zh).is_empty());
        }
    }
}

#[test]
fn control_characters_nul_bytes_and_binary_give_a_message_or_a_best_effort_read() {
    let mut bytes = b"[Event \"a\x00b\"]\n\n1. e4\x00 e5\x07 2. Nf3 *".to_vec();
    bytes.extend((0u8..=255).cycle().take(5000));
    let text = decode(&bytes).text;
    let file = read_games(&text);
    assert!(!file.games.is_empty() || !file.problems.is_empty());
    for p in &file.problems {
        let _ = p.message(Lang::En);
    }
}

#[test]
fn extreme_sheets_are_still_valid_pdfs() {
    let text = format!(
        "[White \"Magnus 😀 שלום مرحبا\"]\n[Black \"{}\"]\n[Event \"{} 🏆\"]\n\n{}",
        "李".repeat(300),
        "Ω".repeat(300),
        long_game_text(1000)
    );
    let game = import_game(&text).expect("reads").game;
    let sheet = lay_out_game(&game, &SheetOptions::default(), FontMetrics::jipu_sans());
    assert!(sheet.warnings.iter().any(|w| w.ch == '😀'));
    let pdf = sheet_pdf(&sheet, "extreme").expect("a PDF");
    let doc = lopdf::Document::load_mem(&pdf).expect("a valid PDF");
    assert_eq!(doc.get_pages().len(), 500 / 60 + 1);
}

/// Runs `f` and fails (instead of hanging the test run) when it takes more than a minute.
fn within_a_minute(f: impl FnOnce() + Send + 'static) {
    let (done, wait) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || {
            f();
            let _ = done.send(());
        })
        .unwrap();
    wait.recv_timeout(std::time::Duration::from_secs(60))
        .expect("finishes: no reading again and again of a long glued word");
}

#[test]
fn long_glued_words_are_cut_once() {
    within_a_minute(|| {
        // Four thousand coordinate moves with no separator: each piece is cut once, never re-read to its end.
        let glued = "e2e4e7e5".to_string() + &"g1f3g8f6f3g1f6g8".repeat(1000);
        let game = import_game(&glued).expect("reads").game;
        assert_eq!(game.mainline_moves().len(), 4002);
        let glued_san = "1.e4e52.Nf3Nc6".to_string() + &"Ng1Nb8Nf3Nc6".repeat(1000);
        assert!(import_game(&glued_san).is_ok());
        // Letters, digits and marks with no separator: prose, read in one pass.
        for word in [
            "abcdefgh".repeat(3000),
            "e4".repeat(5000),
            "Nf3".repeat(4000),
            "1.".repeat(5000),
            "0-0".repeat(4000),
            "马马马".repeat(3000),
            "(e.p.)".repeat(3000),
        ] {
            let _ = import_game(&word);
            let _ = import_game(&format!("1. e4 {word} e5"));
        }
    });
}
