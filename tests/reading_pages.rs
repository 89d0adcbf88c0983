//! Issue 18, "Paste from anywhere": games copied from web pages, books and forum posts, with their prose. Each
//! class of the issue in texts shaped like real pages, English and Chinese: the prose goes to the comment of
//! the move it follows, moves named in it stay out of the game, and what cannot be read stops at the move.

use jipu::notation::{
    ImportError, NotationStyle, Problem, Reason, Stop, import_game, write_move_line,
};
use jipu::pgn::read_games;
use jipu::{Game, Lang, NodeId};
use pgn_reader::Nag;
use shakmaty::Position;

fn game(text: &str) -> Game {
    match import_game(text) {
        Ok(imported) => imported.game,
        Err(e) => panic!("`{text}` should read: {}", e.message(Lang::En)),
    }
}

fn line(text: &str) -> String {
    write_move_line(&game(text), NotationStyle::En)
}

fn stops(text: &str) -> Box<Stop> {
    match import_game(text) {
        Err(ImportError::Stopped(stop)) => stop,
        Ok(i) => panic!(
            "`{text}` should stop; read {}",
            write_move_line(&i.game, NotationStyle::En)
        ),
        Err(e) => panic!("{e}"),
    }
}

/// The comment after the `ply`-th move of the main line (from 1).
fn comment_after(g: &Game, ply: usize) -> Option<String> {
    let id = g.tree.mainline()[ply - 1];
    g.tree.notes(id).comment.clone()
}

const ITALIAN: &str = "1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.c3 Nf6 5.d3 d6 6.O-O O-O 7.Re1";

#[test]
fn prose_between_moves_is_the_comment_of_the_move_before() {
    let text = format!(
        "{ITALIAN} 7..h6 This is the wrong plan. A simple 7… a6 would have been much better than 16. Qf3 \
         in the game. 8.h3 a6"
    );
    let g = game(&text);
    assert_eq!(
        write_move_line(&g, NotationStyle::En),
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O 7. Re1 h6 8. h3 a6"
    );
    assert_eq!(
        comment_after(&g, 14).as_deref(),
        Some(
            "This is the wrong plan. A simple 7… a6 would have been much better than 16. Qf3 in the game."
        ),
        "the moves named in the prose stay in the comment"
    );
    // The prose may begin in lower case and name the move just played.
    let g = game(&format!(
        "{ITALIAN} h6 this costs a tempo; 7...a6 is usual. 8.h3"
    ));
    assert_eq!(g.mainline_moves().len(), 15);
    // A move that is the subject of a sentence is not played.
    let g = game(&format!(
        "{ITALIAN} h6\n8.Nd4 would have been met by 8...Nxd4. 8.h3 a6"
    ));
    assert_eq!(
        write_move_line(&g, NotationStyle::En).rsplit("7. ").next(),
        Some("Re1 h6 8. h3 a6")
    );
}

#[test]
fn a_line_named_in_prose_and_taken_for_the_game_is_put_back() {
    // `e.g. 10...Ng6 11.f4` reads like the game going on; the game comes back at 10... with another move.
    let g = game(
        "1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.Bxf7+ Kxf7 5.Nxe5+ Nxe5 6.Qh5+ Ng6 7.Qxc5 d6 8.Qd5+ Be6 9.Qxb7 Ne5 10.f4\n\
         10.d4 was also playable, e.g. 10...Ng6 11.f4 with a balanced game.\n10...Nd7 11.O-O Nc5",
    );
    assert!(
        write_move_line(&g, NotationStyle::En).ends_with("10. f4 Nd7 11. O-O Nc5"),
        "{}",
        write_move_line(&g, NotationStyle::En)
    );
}

#[test]
fn brackets_of_prose_are_comments_and_brackets_of_moves_are_variations() {
    let g = game(
        "1.e4 e5 2.Nf3 Nc6 3.d4 exd4 4.c3 (the Göring Gambit) dxc3 5.Nxc3 (D) Bb4 6.Bc4 d6 7.O-O Bxc3 \
         8.bxc3 (White falls into nothing: the pawns are strong.) Nf6 (8...Nge7 9.Ng5 Ne5) 9.e5 (Suicide.) \
         dxe5 10.Qb3 (The best move was 10.Ng5 at once.) Qe7 0-1",
    );
    assert_eq!(
        write_move_line(&g, NotationStyle::En),
        "1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. c3 dxc3 5. Nxc3 Bb4 6. Bc4 d6 7. O-O Bxc3 8. bxc3 Nf6 9. e5 dxe5 \
         10. Qb3 Qe7 0-1"
    );
    assert_eq!(comment_after(&g, 7).as_deref(), Some("(the Göring Gambit)"));
    assert_eq!(comment_after(&g, 9).as_deref(), Some("(D)"));
    assert_eq!(comment_after(&g, 17).as_deref(), Some("(Suicide.)"));
    // `(8...Nge7 9.Ng5 Ne5)` is legal from the position before 8...Nf6: a variation.
    let main = g.tree.mainline();
    assert_eq!(g.tree.children(main[14]).count(), 2);
    // A bracket at the very start has nothing to vary: a comment of the game.
    let g = game("(A quick one from the club.) 1.e4 e5");
    assert_eq!(g.comment.as_deref(), Some("(A quick one from the club.)"));
    // Annotations in brackets stay annotations.
    let g = game("1.e4 e5 2.Nf3 Nc6 3.d4 (!?) exd4");
    assert_eq!(
        g.tree.notes(g.tree.mainline()[4]).nags,
        vec![Nag::SPECULATIVE_MOVE]
    );
}

#[test]
fn end_words_end_the_game_with_its_result() {
    let opera = "1.e4 e5 2.Nf3 d6 3.d4 Bg4 4.dxe5 Bxf3 5.Qxf3 dxe5 6.Bc4 Nf6 7.Qb3 Qe7 8.Nc3 c6 9.Bg5 b5 \
                 10.Nxb5 cxb5 11.Bxb5+ Nbd7 12.O-O-O Rd8 13.Rxd7 Rxd7 14.Rd1 Qe6 15.Bxd7+ Nxd7 16.Qb8+ Nxb8";
    for (end, result) in [
        ("17.Rd8mate", "1-0"),
        ("17.Rd8 mate", "1-0"),
        // No result written: the mate on the board gives it.
        ("17.Rd8#", "1-0"),
        ("17.Rd8# 1?0", "1-0"),
        ("17.Rd8# Resigns.", "1-0"),
        ("17.Rd8 White wins.", "1-0"),
        ("17.Rd8# 白胜", "1-0"),
        ("17.Rd8# 黑方认输", "1-0"),
        ("17.Rd8# 认输", "1-0"),
    ] {
        let g = game(&format!("{opera} {end}"));
        assert_eq!(g.mainline_moves().len(), 33, "{end}");
        assert_eq!(g.tags.result().as_str(), result, "{end}");
    }
    let scholar = "1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6";
    assert_eq!(
        game(&format!("{scholar} 4.Qxf7mate"))
            .tags
            .result()
            .as_str(),
        "1-0"
    );
    // Resigning after one's own move and a side named in a sentence.
    assert_eq!(
        game(&format!("{scholar} Resigns")).tags.result().as_str(),
        "0-1"
    );
    assert_eq!(
        game(&format!("{scholar} 4.Qxf7# Black resigns"))
            .tags
            .result()
            .as_str(),
        "1-0"
    );
    assert_eq!(
        game(&format!("{scholar} White resigns, and rightly so."))
            .tags
            .result()
            .as_str(),
        "0-1"
    );
    for draw in ["和", "和棋", "Drawn.", "Draw agreed.", "(1／2—1／2)"] {
        assert_eq!(
            game(&format!("1.e4 e5 2.Nf3 Nf6 {draw}"))
                .tags
                .result()
                .as_str(),
            "1/2-1/2",
            "{draw}"
        );
    }
    assert_eq!(game("1.f3 e5 2.g4 Qh4# 黑胜").tags.result().as_str(), "0-1");
    assert_eq!(
        game("1.f3 e5 2.g4 Qh4# 白方认输").tags.result().as_str(),
        "0-1"
    );
    // "mate" that is no mate is prose: the game does not end on it.
    let g = game("1.e4 e5 2.Qh5 Nc6 3.Bc4 mate is threatened on f7. 3...g6");
    assert_eq!(g.mainline_moves().len(), 6);
    assert_eq!(g.tags.result().as_str(), "*");
    // The words after the end stay as the last comment.
    let g = game(&format!(
        "{opera} 17.Rd8# Resigns. A fine finish.\n\nNext week: the Evans Gambit."
    ));
    assert_eq!(comment_after(&g, 33).as_deref(), Some("A fine finish."));
}

#[test]
fn pawn_captures_by_files_only() {
    assert_eq!(
        line(
            "1. e4 e5 2. Nf3 Bc5 3. c3 Nc6 4. Bc4 h6 5. 0-0 Nf6 6. d4 exd 7. cxd Na5 8. Bxf7+ Kxf7 9. dxc"
        ),
        "1. e4 e5 2. Nf3 Bc5 3. c3 Nc6 4. Bc4 h6 5. O-O Nf6 6. d4 exd4 7. cxd4 Na5 8. Bxf7+ Kxf7 9. dxc5"
    );
    assert_eq!(line("1. e4 d5 2. e×d"), "1. e4 d5 2. exd5");
    // In the move box, `ed` is only the start of `exd5`: it plays nothing yet.
    let pos = game("1. e4 d5").position_at(game("1. e4 d5").tree.mainline_end());
    assert!(!matches!(
        jipu::notation::match_move(&pos, "ed"),
        jipu::notation::MoveMatch::Unique(_)
    ));
    assert_eq!(
        line("1.e4 e5 2.Nf3 f6 3.Nxe5 f : e"),
        "1. e4 e5 2. Nf3 f6 3. Nxe5 fxe5"
    );
    // When two captures fit the files, reading stops and asks.
    let stop = stops("[FEN \"4k3/8/8/3p4/4P3/3b4/4P3/4K3 w - - 0 1\"]\nexd");
    assert!(matches!(stop.problem, Problem::Ambiguous(_)));
}

#[test]
fn placeholders_stand_for_the_move_not_shown() {
    for dots in ["…….", "………", "...", "….....", "… …"] {
        let text = format!(
            "1. e4 e6 2. d4 d5 3. Nc3 {dots}\nThe main line. A note interrupts.\n3. {dots} Bb4 4. e5"
        );
        assert_eq!(line(&text), "1. e4 e6 2. d4 d5 3. Nc3 Bb4 4. e5", "{dots}");
    }
}

#[test]
fn square_bracket_remarks_and_evaluation_signs() {
    let g = game(
        "1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.b4 [the Evans Gambit] Bxb4 +/= 5.c3 Ba5 = 6.d4 exd4 ∞ 7.O-O d3 N \
         8.Qb3 Qf6 ± 9.e5 Qg6 -+ 10.Re1 Nge7 =/+ 11.Ba3 b5 +- 12.Qxb5 Rb8 ∓",
    );
    let main = g.tree.mainline();
    let nags = |ply: usize| g.tree.notes(main[ply - 1]).nags.clone();
    assert_eq!(
        g.tree.notes(main[6]).comment.as_deref(),
        Some("the Evans Gambit")
    );
    assert_eq!(nags(8), vec![Nag(14)]);
    assert_eq!(nags(10), vec![Nag(10)]);
    assert_eq!(nags(12), vec![Nag(13)]);
    assert_eq!(nags(14), vec![Nag(146)]);
    assert_eq!(nags(16), vec![Nag(16)]);
    assert_eq!(nags(18), vec![Nag(19)]);
    assert_eq!(nags(20), vec![Nag(15)]);
    assert_eq!(nags(22), vec![Nag(18)]);
    assert_eq!(nags(24), vec![Nag(17)]);
    assert_eq!(g.mainline_moves().len(), 24);
    // An evaluation in round brackets, as books print it.
    let g = game("1.e4 e5 2.Nf3 Nc6 (=) 3.Bb5 a6 (±)");
    assert_eq!(g.tree.notes(g.tree.mainline()[3]).nags, vec![Nag(10)]);
    assert_eq!(g.tree.notes(g.tree.mainline()[5]).nags, vec![Nag(16)]);
    assert_eq!(g.mainline_moves().len(), 6);
    // An annotation in square brackets stays an annotation.
    let g =
        game("1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6 6.Bc4\n[!?] The Sozin idea.\n6...e6");
    assert_eq!(
        g.tree.notes(g.tree.mainline()[10]).nags,
        vec![Nag::SPECULATIVE_MOVE]
    );
    // A label after a move is a remark on it, not a sentence naming it.
    assert_eq!(
        line(
            "1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6 6.Bg5 e6 7.f4 Be7 8.Qd2 last book move"
        ),
        "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Bg5 e6 7. f4 Be7 8. Qd2"
    );
}

#[test]
fn tags_then_moves_in_paragraphs_are_one_game() {
    let text = "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 Nc6\n\nThe most natural developing move.\n\n\
                3. Bb5 a6 4. Ba4\n\n{A comment in braces.}\n\n4... Nf6 5. O-O Be7\n\nAnd so on.\n\n6. Re1 b5 7. Bb3 d6 1-0\n\n\
                [Event \"Club\"]\n[White \"C\"]\n\n1. d4 d5 *\n";
    let file = read_games(text);
    assert!(file.problems.is_empty());
    assert_eq!(file.games.len(), 2);
    assert_eq!(
        write_move_line(&file.games[0], NotationStyle::En),
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 1-0"
    );
    assert_eq!(file.games[1].tags.get("White"), Some("C"));
}

#[test]
fn reasons_on_glued_tokens_name_the_move() {
    let stop = stops("1. e4 e5 2. Nf3 Nc6 3. Bc4 ….Nf4");
    assert_eq!(stop.written, "Nf4");
    assert_eq!(
        stop.message(Lang::En).split(';').next(),
        Some("3... Black `Nf4`: no black knight can move to f4")
    );
    let stop = stops("1.e4e52.Nf3Nc63.Bb6a6");
    assert_eq!(stop.written, "Bb6");
    // A move left out: the text goes on further, and the message says which move is missing.
    let stop = stops("1. e4 e5 2. Nf3\nA note.\n3. Bb5 a6");
    assert!(matches!(stop.problem, Problem::Missing));
    assert_eq!(
        stop.message(Lang::En),
        "2... Black `3. Bb5`: black's move 2 is missing: the text goes on with a later move; type the missing move"
    );
    assert!(
        stop.message(Lang::Zh)
            .starts_with("第2回合 黑方 `3. Bb5`：缺少黑方第2回合的着法")
    );
    let nc6 = stop
        .position()
        .legal_moves()
        .into_iter()
        .find(|m| m.to() == shakmaty::Square::C6 && m.role() == shakmaty::Role::Knight)
        .expect("Nc6 is legal");
    let done = stop.resume_with_move(nc6).unwrap().game;
    assert_eq!(
        write_move_line(&done, NotationStyle::En),
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6"
    );
    // A wrong move named in a glued word: the reason is about that move.
    let stop = stops("①e4 e5②马f3 马c6③象b6");
    assert_eq!(stop.written, "象b6");
    assert!(matches!(
        &stop.problem,
        Problem::NoMatch(n) if matches!(n.reason, Reason::NoPieceCanReach { .. })
    ));
}

#[test]
fn chinese_prose_between_chinese_moves() {
    let g = game(
        "1.e4 e5 2.马f3 马c6 3.象c4 象c5 4.c3 马f6\n这步棋是最自然的出子。黑方也可以走4...d6，但白方会走5.d4占领中心。\n\
         5.d4 e×d4 6.c×d4 象b4+ 7.象d2（白方走法有误？其实7.马c3更积极）象×d2+ 8.马b×d2 d5 和棋",
    );
    assert_eq!(
        write_move_line(&g, NotationStyle::En),
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Bd2 Bxd2+ 8. Nbxd2 d5 1/2-1/2"
    );
    assert_eq!(
        comment_after(&g, 8).as_deref(),
        Some("这步棋是最自然的出子。黑方也可以走4...d6，但白方会走5.d4占领中心。")
    );
    assert_eq!(
        comment_after(&g, 13).as_deref(),
        Some("（白方走法有误？其实7.马c3更积极）")
    );
    // 白方 / 黑方 name the side of the move after them.
    assert_eq!(
        line("白方 兵e2->e4 挺兵占中心；黑方 兵e7->e5 也占中心；白方 马g1->f3 进攻e5兵；"),
        "1. e4 e5 2. Nf3"
    );
    let _ = NodeId::ROOT;
}

#[test]
fn a_game_that_starts_inside_a_sentence() {
    // No sentence ever opens with the first move: the run of legal moves from the start is the game.
    let g = game(
        "Our correspondence game of 1978 begins 1.e4 e5 2.Nf3 Nc6 3.Bb5 Bc5 4.O-O Nf6 [4...d6 is solid] \
         5.Nxe5 Nxe5 6.d4 and Black went wrong.",
    );
    assert_eq!(
        write_move_line(&g, NotationStyle::En),
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 Bc5 4. O-O Nf6 5. Nxe5 Nxe5 6. d4"
    );
    assert_eq!(
        g.comment.as_deref(),
        Some("Our correspondence game of 1978 begins")
    );
    // A table header with no punctuation before the moves.
    assert_eq!(
        line("White Black 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 The Ruy Lopez."),
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6"
    );
    // A line of two moves named in a sentence is not a game.
    assert!(
        import_game("After 1.d4 d6 Black can transpose to a Pirc.").is_ok_and(|i| i
            .game
            .tree
            .mainline_len()
            == 0)
    );
    // Spaced captures, as typed in a hurry.
    assert_eq!(
        line("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O N x e4"),
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Nxe4"
    );
}
