//! Typing a sheet as it is written, one key a frame: move numbers, check and mate marks, castling both ways, a
//! promotion typed late, an en passant mark, annotations, a result — and a mistake on the sheet, after which the
//! typist goes on without looking up. In English and in Chinese.

use crate::common::window::*;
use egui_kittest::kittest::Queryable;
use jipu::Lang;
use jipu::app::{AppState, MoveListMode, Settings};
use jipu::chess::Game;
use jipu::notation::{NotationStyle, write_move_line};
use pgn_reader::Nag;

/// A window in `lang`, its move list in that language, showing `game`.
fn window(lang: Lang, game: Game) -> AppState {
    let mut settings = Settings::new(lang);
    settings.set_list_mode(match lang {
        Lang::En => MoveListMode::English,
        Lang::Zh => MoveListMode::Chinese,
    });
    AppState::with_settings(settings).with_game(game)
}

fn fresh(lang: Lang) -> AppState {
    window(lang, Game::new())
}

fn from_fen(lang: Lang, fen: &str) -> AppState {
    window(lang, Game::from_fen(fen).expect("the test's FEN reads"))
}

fn line(h: &egui_kittest::Harness<'_, AppState>) -> String {
    write_move_line(h.state().game(), NotationStyle::En)
}

const OPERA_EN: &str = "1.e4 e5 2.Nf3 d6 3.d4 Bg4 4.dxe5 Bxf3 5.Qxf3 dxe5 6.Bc4 Nf6 7.Qb3 Qe7 8.Nc3 c6 \
                        9.Bg5 b5 10.Nxb5 cxb5 11.Bxb5+ Nbd7 12.0-0-0 Rd8 13.Rxd7 Rxd7 14.Rd1 Qe6 \
                        15.Bxd7+ Nxd7 16.Qb8+ Nxb8 17.Rd8# 1-0";
const OPERA_ZH: &str = "1.e4 e5 2.马f3 d6 3.d4 象g4 4.dxe5 象xf3 5.后xf3 dxe5 6.象c4 马f6 7.后b3 后e7 \
                        8.马c3 c6 9.象g5 b5 10.马xb5 cxb5 11.象xb5+ 马bd7 12.0-0-0 车d8 13.车xd7 车xd7 \
                        14.车d1 后e6 15.象xd7+ 马xd7 16.后b8+ 马xb8 17.车d8# 1-0";
const OPERA_SAN: &str = "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 \
                         8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 \
                         14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0";

#[test]
fn the_opera_game_typed_as_the_sheet_writes_it() {
    for (lang, sheet) in [(Lang::En, OPERA_EN), (Lang::Zh, OPERA_ZH)] {
        let mut h = harness(fresh(lang));
        type_keys(&mut h, sheet);
        assert_eq!(line(&h), OPERA_SAN, "{lang:?}");
        assert_eq!(h.state().game().tags.result().as_str(), "1-0", "{lang:?}");
        assert_eq!(
            h.state().entry().text(),
            "",
            "{lang:?}: nothing left in the box"
        );
    }
}

#[test]
fn moves_glued_together_as_a_fast_typist_writes_them() {
    // No spaces at all: each move ends where the next cannot continue it.
    let mut h = harness(fresh(Lang::Zh));
    type_keys(&mut h, "1.e4e52.马f3马c63.象b5a64.象a4马f65.0-0象e7");
    assert_eq!(
        line(&h),
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7"
    );
}

#[test]
fn a_check_mark_belongs_to_the_move_before_it() {
    for lang in [Lang::En, Lang::Zh] {
        let mut h = harness(window(
            lang,
            game(
                "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 \
                  8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5",
            ),
        ));
        // Bxb5 is the only bishop capture there: played at the `5`, the `+` read with it.
        let bishop = if lang == Lang::En { "B" } else { "象" };
        type_keys(&mut h, &format!("11.{bishop}xb5+"));
        assert!(line(&h).ends_with("11. Bxb5+"), "{lang:?}: {}", line(&h));
        assert_eq!(
            h.state().entry().text(),
            "",
            "{lang:?}: the + is not left in the box"
        );
        type_keys(&mut h, if lang == Lang::En { " Nbd7" } else { " 马bd7" });
        assert!(
            line(&h).ends_with("11. Bxb5+ Nbd7"),
            "{lang:?}: {}",
            line(&h)
        );
    }
}

#[test]
fn a_check_mark_on_a_move_that_gives_no_check_stops_there() {
    for (lang, knight, said) in [
        (Lang::En, "N", "2. White `Nf3+`"),
        (Lang::Zh, "马", "第2回合 白方 `马f3+`"),
    ] {
        let mut h = harness(fresh(lang));
        type_keys(&mut h, &format!("1.e4 e5 2.{knight}f3+"));
        assert_eq!(
            line(&h),
            "1. e4 e5",
            "{lang:?}: Nf3+ is not Nf3: taken back"
        );
        let (stop, read) = h.state().entry().stop().expect("a stop at Nf3+");
        let reason = stop.reason(read, lang);
        assert!(reason.starts_with(said), "{lang:?}: {reason}");
        // The typist goes on; what follows is kept, not played.
        type_keys(&mut h, &format!(" {knight}c6"));
        assert_eq!(line(&h), "1. e4 e5", "{lang:?}");
        assert!(h.state().entry().text().ends_with("c6"), "{lang:?}");
        // Taking the mark away is the correction: both moves are played.
        let text = h.state().entry().text().replacen('+', "", 1);
        apply(
            h.state_mut(),
            jipu::app::Command::EntryEdited {
                text,
                composing: false,
            },
        );
        h.run();
        assert_eq!(line(&h), "1. e4 e5 2. Nf3 Nc6", "{lang:?}");
    }
}

#[test]
fn castling_short_waits_only_while_the_long_one_is_legal() {
    const BOTH: &str = "r3k2r/pppq1ppp/2n1bn2/2bpp3/2BPP3/2N1BN2/PPPQ1PPP/R3K2R w KQkq - 0 1";
    for (lang, rook) in [(Lang::En, "R"), (Lang::Zh, "车")] {
        // A separator plays 0-0.
        let mut h = harness(from_fen(lang, BOTH));
        type_keys(&mut h, "0-0");
        assert_eq!(line(&h), "", "{lang:?}: 0-0 may still become 0-0-0");
        assert_eq!(h.state().entry().candidates().len(), 2);
        type_keys(&mut h, " ");
        assert_eq!(line(&h), "1. O-O", "{lang:?}");
        // 0-0-0 is the long one.
        let mut h = harness(from_fen(lang, BOTH));
        type_keys(&mut h, "0-0-0 0-0-0");
        assert_eq!(line(&h), "1. O-O-O O-O-O", "{lang:?}");
        // A piece letter after 0-0 plays it and starts the next move.
        let mut h = harness(from_fen(lang, BOTH));
        type_keys(&mut h, &format!("0-0{rook}d8"));
        assert_eq!(line(&h), "1. O-O Rd8", "{lang:?}");
        // A move number after 0-0 too.
        let mut h = harness(from_fen(lang, BOTH));
        type_keys(&mut h, "1.0-0 0-0 2.");
        assert_eq!(line(&h), "1. O-O O-O", "{lang:?}");
    }
}

#[test]
fn a_promotion_typed_late_with_its_piece() {
    const PAWNS: &str = "8/4P1k1/8/8/8/8/1p4K1/8 w - - 0 1";
    for (lang, queen, knight) in [(Lang::En, "Q", "N"), (Lang::Zh, "后", "马")] {
        let mut h = harness(from_fen(lang, PAWNS));
        type_keys(&mut h, "e8");
        assert_eq!(line(&h), "", "{lang:?}: e8 waits for its piece");
        type_keys(&mut h, &format!("={queen}"));
        assert_eq!(line(&h), "1. e8=Q", "{lang:?}");
        type_keys(&mut h, &format!(" b1({knight})"));
        assert_eq!(line(&h), "1. e8=Q b1=N", "{lang:?}");
        assert_eq!(
            h.state().entry().text(),
            "",
            "{lang:?}: the bracket is not left"
        );
    }
}

#[test]
fn an_en_passant_mark_written_after_the_capture() {
    const EP: &str = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
    for lang in [Lang::En, Lang::Zh] {
        let mut h = harness(from_fen(lang, EP));
        type_keys(&mut h, "3.exf6 e.p. ");
        assert_eq!(line(&h), "3. exf6", "{lang:?}");
        assert_eq!(h.state().entry().text(), "", "{lang:?}");
        type_keys(&mut h, "e6");
        assert_eq!(line(&h), "3. exf6 e6", "{lang:?}");
    }
    // `e.p.` on a capture that is not en passant says the sheet is wrong there.
    let mut h = harness(fresh(Lang::En));
    type_keys(&mut h, "1.e4 d5 2.exd5 e.p. ");
    assert_eq!(line(&h), "1. e4 d5");
    assert!(h.state().entry().stop().is_some());
}

#[test]
fn annotations_are_kept_with_their_move() {
    for (lang, knight) in [(Lang::En, "N"), (Lang::Zh, "马")] {
        let mut h = harness(fresh(lang));
        type_keys(&mut h, &format!("1.e4!? e5 2.{knight}f3! {knight}c6??"));
        let tree = &h.state().game().tree;
        let main = tree.mainline();
        assert_eq!(tree.notes(main[0]).nags, vec![Nag(5)], "{lang:?}");
        assert_eq!(tree.notes(main[2]).nags, vec![Nag(1)], "{lang:?}");
        assert_eq!(tree.notes(main[3]).nags, vec![Nag(4)], "{lang:?}");
        assert_eq!(line(&h), "1. e4!? e5 2. Nf3! Nc6??", "{lang:?}");
    }
}

#[test]
fn a_wrong_move_number_is_said_and_does_not_block() {
    for lang in [Lang::En, Lang::Zh] {
        let mut h = harness(fresh(lang));
        type_keys(&mut h, "1.e4 e5 3.d4 exd4");
        assert_eq!(line(&h), "1. e4 e5 2. d4 exd4", "{lang:?}");
        let said = h
            .state()
            .message()
            .map(|m| m.text(lang))
            .unwrap_or_default();
        let want = match lang {
            Lang::En => "move 3 here; this is move 2",
            Lang::Zh => "第3回合，实为第2回合",
        };
        assert!(said.contains(want), "{lang:?}: {said}");
    }
}

#[test]
fn a_result_typed_at_the_end_sets_the_result() {
    for (lang, typed, result) in [
        (Lang::En, "1.e4 e5 1/2-1/2", "1/2-1/2"),
        (Lang::En, "1.d4 d5 2.c4 0-1", "0-1"),
        (Lang::Zh, "1.e4 e5 白胜", "1-0"),
        (Lang::Zh, "1.e4 e5 ½-½", "1/2-1/2"),
    ] {
        let mut h = harness(fresh(lang));
        type_keys(&mut h, typed);
        assert_eq!(
            h.state().game().tags.result().as_str(),
            result,
            "{lang:?}: {typed}"
        );
        let said = h
            .state()
            .message()
            .map(|m| m.text(lang))
            .unwrap_or_default();
        assert!(said.contains(result), "{lang:?}: {said}");
    }
}

#[test]
fn after_a_sheet_error_ten_more_moves_typed_without_looking_are_played_once_it_is_fixed() {
    for (lang, sheet, fix) in [
        (
            Lang::En,
            "1.e4 e5 2.Nf3 Nc6 3.Bb6 a6 4.Ba4 Nf6 5.0-0 Be7 6.Re1 b5 7.Bb3 d6 8.c3 0-0",
            "Bb5",
        ),
        (
            Lang::Zh,
            "1.e4 e5 2.马f3 马c6 3.象b6 a6 4.象a4 马f6 5.0-0 象e7 6.车e1 b5 7.象b3 d6 8.c3 0-0",
            "象b5",
        ),
    ] {
        let mut h = harness(fresh(lang));
        type_keys(&mut h, sheet);
        assert_eq!(
            line(&h),
            "1. e4 e5 2. Nf3 Nc6",
            "{lang:?}: stopped at move 3"
        );
        let (stop, read) = h.state().entry().stop().expect("a stop at 象b6");
        assert_eq!(&read[stop.start..stop.end], &fix.replace('5', "6"));
        // The move meant is offered first; a click plays it and the rest is read on.
        h.get_by_label(fix).click();
        h.run();
        assert_eq!(
            line(&h),
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O",
            "{lang:?}"
        );
        assert_eq!(h.state().entry().text(), "", "{lang:?}");
    }
}

#[test]
fn a_sheet_error_fixed_by_enter_or_by_a_correction_typed_in_the_box() {
    for (lang, bishop) in [(Lang::En, "B"), (Lang::Zh, "象")] {
        // Enter takes the first move offered.
        let mut h = harness(fresh(lang));
        type_keys(
            &mut h,
            &format!("1.e4 e5 2.Nf3 Nc6 3.{bishop}b6 a6 4.{bishop}a4"),
        );
        h.key_press(egui::Key::Enter);
        h.run();
        assert_eq!(line(&h), "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4", "{lang:?}");
        // A correction: the wrong text typed again in the box.
        let mut h = harness(fresh(lang));
        type_keys(&mut h, &format!("1.e4 e5 2.Nf3 Nc6 3.{bishop}b6 a6"));
        let text = h.state().entry().text().to_string();
        let fixed = text.replacen("b6", "b5", 1);
        apply(
            h.state_mut(),
            jipu::app::Command::EntryEdited {
                text: fixed,
                composing: false,
            },
        );
        h.run();
        assert_eq!(line(&h), "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6", "{lang:?}");
    }
}

#[test]
fn enter_escape_and_the_arrows_still_do_what_they_did() {
    let mut h = harness(fresh(Lang::En));
    type_keys(&mut h, "N");
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(line(&h), "1. Na3", "Enter plays the first candidate");
    type_keys(&mut h, "Qz");
    h.key_press(egui::Key::Escape);
    h.run();
    assert_eq!(h.state().entry().text(), "");
    assert!(h.state().entry().stop().is_none());
    h.key_press(egui::Key::ArrowLeft);
    h.run();
    assert_eq!(h.state().cursor(), jipu::chess::NodeId::ROOT);
    // Typed after going back: a variation, and the box reads from there.
    type_keys(&mut h, "e4 e5");
    assert_eq!(line(&h), "1. Na3", "the main line stays");
    let here = h.state().game().tree.moves_to(h.state().cursor());
    assert_eq!(here.len(), 2, "e4 e5 is a variation from the start");
}

#[test]
fn a_sheet_in_descriptive_notation_typed_key_by_key_and_shown_so() {
    for lang in [Lang::En, Lang::Zh] {
        let mut h = harness(fresh(lang));
        type_keys(
            &mut h,
            "1 P-K4 P-K4 2 Kt-KB3 Kt-QB3 3 B-N5 P-QR3 4 BxN QPxB 5 Castles B-Q3 ",
        );
        assert_eq!(
            line(&h),
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O Bd6",
            "{lang:?}"
        );
        // The move list in descriptive notation, from the View menu.
        apply(
            h.state_mut(),
            jipu::app::Command::ListMode(MoveListMode::Descriptive),
        );
        h.run();
        assert!(h.query_by_label("QPxB").is_some(), "{lang:?}");
        assert!(h.query_by_label("N-KB3").is_some(), "{lang:?}");
    }
}

/// A Dragon where White castled long: the rook on d1, the queen on d2, Black's knight taken on d4 to take back.
const DRAGON: &str = "1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 g6 6.Be3 Bg7 7.f3 Nc6 8.Qd2 O-O \
                      9.O-O-O Nxd4 10.Kb1 Bd7 ";

#[test]
fn a_move_repaired_while_typing_is_recorded_as_paste_records_it() {
    for (lang, written, note) in [
        (Lang::En, "11.Qd1xd4 ", "sheet: Qd1xd4"),
        (Lang::Zh, "11.后d1xd4 ", "记录纸写作 后d1xd4"),
        // Garbled coordinates: the rook on d1 cannot go to d4, the queen takes there (not `a4`, first before).
        (Lang::En, "11.d1d4 ", "sheet: d1d4"),
    ] {
        let mut h = harness(fresh(lang));
        type_keys(&mut h, DRAGON);
        type_keys(&mut h, written);
        let (stop, _) = h
            .state()
            .entry()
            .stop()
            .expect("the sheet's move cannot be right");
        let first = stop.offered().first().copied().expect("moves offered");
        assert_eq!(
            jipu::notation::write_move(&stop.position, first, NotationStyle::En),
            "Qxd4",
            "{lang:?} {written}: the move meant first, which Enter plays"
        );
        h.key_press(egui::Key::Enter);
        h.run();
        let pgn = jipu::pgn::write_game(h.state().game());
        assert!(
            pgn.contains(&format!("11. Qxd4 {{{note}}}")),
            "{lang:?}: the repair is in the PGN:\n{pgn}"
        );
    }
}
