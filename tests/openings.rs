//! The opening's name, from the Lichess table (`assets/openings/`), by position: thirty positions of the table named in
//! English and Chinese, the same positions reached by other move orders (transpositions), and the Chinese table
//! checked against the Lichess one and the font the sheet prints with.

use jipu::Lang;
use jipu::notation::import_game;
use jipu::opening::{Openings, chinese_table, opening_of_game};
use jipu::sheet::{FontMetrics, Measure};

/// The opening of the game `moves` at its last move: ECO, English, Chinese.
fn named(moves: &str) -> (String, String, String) {
    let game = import_game(moves).expect("the test's moves read").game;
    let opening = opening_of_game(&game, game.tree.mainline_end())
        .unwrap_or_else(|| panic!("no opening named for {moves}"));
    (
        opening.eco().to_string(),
        opening.name(Lang::En).to_string(),
        opening.name(Lang::Zh).to_string(),
    )
}

#[track_caller]
fn check(moves: &str, eco: &str, en: &str, zh: &str) {
    assert_eq!(named(moves), (eco.into(), en.into(), zh.into()), "{moves}");
}

#[test]
fn thirty_positions_of_the_table_in_english_and_chinese() {
    let table = [
        ("1. e4 c5", "B20", "Sicilian Defense", "西西里防御"),
        (
            "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6",
            "B90",
            "Sicilian Defense: Najdorf Variation",
            "西西里防御纳依道夫变例",
        ),
        (
            "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 g6",
            "B70",
            "Sicilian Defense: Dragon Variation",
            "西西里防御龙式变例",
        ),
        (
            "1. e4 e6 2. d4 d5 3. Nc3 Bb4",
            "C15",
            "French Defense: Winawer Variation",
            "法兰西防御维纳威尔变例",
        ),
        ("1. e4 c6", "B10", "Caro-Kann Defense", "卡罗-康防御"),
        (
            "1. e4 c6 2. d4 d5 3. e5",
            "B12",
            "Caro-Kann Defense: Advance Variation",
            "卡罗-康防御推进变例",
        ),
        (
            "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5",
            "C50",
            "Italian Game: Giuoco Piano",
            "意大利开局慢速变例",
        ),
        (
            "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6",
            "C55",
            "Italian Game: Two Knights Defense",
            "双马防御",
        ),
        (
            "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4",
            "C51",
            "Italian Game: Evans Gambit",
            "伊文斯弃兵",
        ),
        (
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6",
            "C65",
            "Ruy Lopez: Berlin Defense",
            "西班牙开局柏林防御",
        ),
        (
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 O-O 8. c3 d5",
            "C89",
            "Ruy Lopez: Marshall Attack",
            "西班牙开局马歇尔进攻",
        ),
        (
            "1. e4 e5 2. Nf3 Nc6 3. d4",
            "C44",
            "Scotch Game",
            "苏格兰开局",
        ),
        (
            "1. e4 e5 2. Nf3 Nf6",
            "C42",
            "Petrov's Defense",
            "彼得罗夫防御",
        ),
        (
            "1. e4 e5 2. Nf3 d6",
            "C41",
            "Philidor Defense",
            "菲利多尔防御",
        ),
        (
            "1. e4 e5 2. f4 exf4",
            "C33",
            "King's Gambit Accepted",
            "接受王翼弃兵",
        ),
        ("1. e4 e5 2. Nc3", "C25", "Vienna Game", "维也纳开局"),
        (
            "1. e4 d5",
            "B01",
            "Scandinavian Defense",
            "斯堪的纳维亚防御",
        ),
        ("1. e4 Nf6", "B02", "Alekhine Defense", "阿廖欣防御"),
        ("1. e4 d6", "B00", "Pirc Defense", "皮尔茨防御"),
        (
            "1. d4 d5 2. c4 e6",
            "D30",
            "Queen's Gambit Declined",
            "拒绝后翼弃兵",
        ),
        (
            "1. d4 d5 2. c4 dxc4",
            "D20",
            "Queen's Gambit Accepted",
            "接受后翼弃兵",
        ),
        ("1. d4 d5 2. c4 c6", "D10", "Slav Defense", "斯拉夫防御"),
        (
            "1. d4 d5 2. c4 c6 3. Nc3 Nf6 4. e3 e6 5. Nf3 Nbd7 6. Bd3 dxc4 7. Bxc4 b5",
            "D47",
            "Semi-Slav Defense: Meran Variation",
            "半斯拉夫防御梅兰变例",
        ),
        (
            "1. d4 Nf6 2. c4 g6 3. Nc3 Bg7 4. e4 d6 5. f3",
            "E80",
            "King's Indian Defense: Sämisch Variation",
            "古印度防御萨米什变例",
        ),
        (
            "1. d4 Nf6 2. c4 e6 3. Nc3 Bb4",
            "E20",
            "Nimzo-Indian Defense",
            "尼姆佐-印度防御",
        ),
        (
            "1. d4 Nf6 2. c4 g6 3. Nc3 d5 4. cxd5 Nxd5",
            "D85",
            "Grünfeld Defense: Exchange Variation",
            "格林菲尔德防御交换变例",
        ),
        (
            "1. d4 Nf6 2. c4 e6 3. Nf3 b6",
            "E12",
            "Queen's Indian Defense",
            "新印度防御",
        ),
        (
            "1. d4 Nf6 2. c4 e6 3. g3",
            "E00",
            "Catalan Opening",
            "卡塔兰开局",
        ),
        (
            "1. d4 f5 2. c4 Nf6 3. g3 e6 4. Bg2 Be7 5. Nf3 O-O 6. O-O d5 7. Nc3",
            "A92",
            "Dutch Defense: Stonewall Variation",
            "荷兰防御石墙变例",
        ),
        (
            "1. c4 c5",
            "A30",
            "English Opening: Symmetrical Variation",
            "英国式开局对称变例",
        ),
    ];
    assert_eq!(table.len(), 30);
    for (moves, eco, en, zh) in table {
        check(moves, eco, en, zh);
    }
}

#[test]
fn a_position_reached_by_another_order_of_moves_has_the_same_name() {
    // The Nimzo-Indian from the English Opening's first moves.
    check(
        "1. c4 e6 2. Nc3 Nf6 3. d4 Bb4",
        "E20",
        "Nimzo-Indian Defense",
        "尼姆佐-印度防御",
    );
    // The Caro-Kann from the queen's pawn.
    check(
        "1. d4 c6 2. e4 d5",
        "B12",
        "Caro-Kann Defense",
        "卡罗-康防御",
    );
    // The Najdorf after 1. Nf3.
    check(
        "1. Nf3 c5 2. e4 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6",
        "B90",
        "Sicilian Defense: Najdorf Variation",
        "西西里防御纳依道夫变例",
    );
    // The Queen's Gambit Declined after 1. c4.
    check(
        "1. c4 e6 2. d4 d5",
        "D30",
        "Queen's Gambit Declined",
        "拒绝后翼弃兵",
    );
}

#[test]
fn a_game_past_the_table_keeps_the_last_name_it_reached() {
    // The English Attack of the Najdorf, then moves the table does not name; its Chinese is the main line's.
    check(
        "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 8. f3 Be7 9. Qd2 O-O 10. O-O-O Nbd7 11. g4 b5 12. g5 b4",
        "B90",
        "Sicilian Defense: Najdorf Variation, English Attack",
        "西西里防御纳依道夫变例",
    );
    let start = import_game("1. e4 e5").expect("reads").game;
    assert!(
        opening_of_game(&start, jipu::NodeId::ROOT).is_none(),
        "no name before a move"
    );
}

#[test]
fn every_chinese_name_names_a_line_of_the_table_and_prints_in_jipu_sans() {
    let table = Openings::get();
    let font = FontMetrics::jipu_sans();
    for (english, chinese) in chinese_table() {
        assert!(
            table.all().iter().any(|o| {
                let name = o.name(Lang::En);
                name == english
                    || name
                        .strip_prefix(english)
                        .is_some_and(|rest| rest.starts_with(':') || rest.starts_with(','))
            }),
            "zh.tsv names `{english}`, which no line of the table begins with"
        );
        for c in chinese.chars() {
            assert!(font.covers(c), "{chinese}: `{c}` is not in Jipu Sans");
        }
    }
}
