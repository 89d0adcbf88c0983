//! The club's grading points: the table at every boundary in both directions, the levels, the ladder file, and a
//! season of rounds applied at once or round by round.

use encoding_rs::GBK;
use jipu::club::{
    Board, BoardResult, ClubError, Ladder, Level, Player, Points, Round, grade_game, read_pairings,
    read_results,
};
use jipu::i18n::Lang;
use proptest::prelude::*;
use shakmaty::{Color, KnownOutcome};

const SPRING: &str = include_str!("data/club/spring-open.trf");

fn p(tenths: i64) -> Points {
    Points::from_tenths(tenths)
}

const WHITE_WINS: KnownOutcome = KnownOutcome::Decisive {
    winner: Color::White,
};
const BLACK_WINS: KnownOutcome = KnownOutcome::Decisive {
    winner: Color::Black,
};

/// D in tenths, and what the gaining side gains in tenths: in a draw (the lower), when the lower wins, when the
/// higher wins. Worked by hand from the published table, rounded half away from zero to one decimal.
const TABLE: [(i64, i64, i64, i64); 14] = [
    (0, 0, 100, 100),
    (90, 0, 100, 100),     // D = 9
    (99, 0, 100, 100),     // D = 9.9
    (100, 55, 110, 92),    // D = 10: (10+1)/2, 10+1, 10−0.8
    (150, 58, 115, 88),    // D = 15: 5.75 → 5.8
    (990, 100, 199, 21),   // D = 99: 9.95 → 10.0, 19.9, 2.08 → 2.1
    (999, 100, 200, 20),   // D = 99.9: 9.995 → 10.0, 19.99 → 20.0, 2.008 → 2.0
    (1000, 250, 500, 20),  // D = 100: D/4, D/2, 2
    (1500, 375, 750, 20),  // D = 150
    (1990, 498, 995, 20),  // D = 199: 49.75 → 49.8
    (1999, 500, 1000, 20), // D = 199.9: 49.975 → 50.0, 99.95 → 100.0
    (2000, 500, 1000, 0),  // D = 200: the higher's win gives nothing
    (2005, 501, 1003, 0),  // D = 200.5: 50.125 → 50.1, 100.25 → 100.3
    (5000, 1250, 2500, 0), // D = 500
];

#[test]
fn the_table_at_every_boundary_in_both_directions() {
    for (d, draw, lower_wins, higher_wins) in TABLE {
        let (low, high) = (p(10_000), p(10_000 + d));
        let at = format!("D = {}", p(d));
        // White is the lower player.
        assert_eq!(
            grade_game(low, high, KnownOutcome::Draw),
            p(draw),
            "draw, {at}"
        );
        assert_eq!(
            grade_game(low, high, WHITE_WINS),
            p(lower_wins),
            "lower wins, {at}"
        );
        assert_eq!(
            grade_game(low, high, BLACK_WINS),
            p(-higher_wins),
            "higher wins, {at}"
        );
        // White is the higher player: the same points move the other way.
        assert_eq!(
            grade_game(high, low, KnownOutcome::Draw),
            p(-draw),
            "draw, {at}"
        );
        assert_eq!(
            grade_game(high, low, BLACK_WINS),
            p(-lower_wins),
            "lower wins, {at}"
        );
        assert_eq!(
            grade_game(high, low, WHITE_WINS),
            p(higher_wins),
            "higher wins, {at}"
        );
    }
}

#[test]
fn the_difference_is_what_counts_not_where_it_lies() {
    // Below zero and far up the ladder, D = 10 is D = 10.
    for base in [-500, 0, 12_345, 29_990] {
        assert_eq!(grade_game(p(base), p(base + 100), WHITE_WINS), p(110));
        assert_eq!(
            grade_game(p(base), p(base + 100), KnownOutcome::Draw),
            p(55)
        );
    }
}

#[test]
fn levels_a_hundred_points_each() {
    let cases = [
        (-100, Level::None),
        (0, Level::None),
        (999, Level::None),
        (1000, Level::Grade(30)),
        (1999, Level::Grade(30)),
        (2000, Level::Grade(29)),
        (15_550, Level::Grade(16)),
        (29_999, Level::Grade(2)),
        (30_000, Level::Grade(1)),
        (55_000, Level::Grade(1)),
    ];
    for (tenths, level) in cases {
        assert_eq!(Level::of(p(tenths)), level, "{}", p(tenths));
    }
    assert_eq!(Level::Grade(30).name(Lang::Zh), "30级");
    assert_eq!(Level::None.name(Lang::Zh), "无级别");
    assert_eq!(Level::Grade(1).name(Lang::En), "level 1");
}

fn spring_rounds() -> Vec<Round> {
    read_pairings(SPRING.as_bytes()).unwrap().rounds
}

#[test]
fn round_one_of_the_spring_open_from_an_empty_ladder() {
    let mut ladder = Ladder::new(Lang::Zh);
    let changes = ladder.apply_round(&spring_rounds()[0]);
    assert_eq!(changes.len(), 4);
    let points = |name: &str| ladder.points(name).to_string();
    assert_eq!(points("王一鸣"), "10.0");
    assert_eq!(points("Li, Er"), "10.0");
    assert_eq!(points("赵敏"), "10.0");
    assert_eq!(points("Chen, Wei"), "-10.0");
    assert_eq!(points("张三丰"), "0.0", "a draw at D = 0 moves nothing");
    assert!(ladder.rung("吴昊").is_none(), "a bye is not a game");
    assert_eq!(ladder.rung("张三丰").unwrap().games, 1);
}

#[test]
fn forfeits_and_unplayed_games_are_not_graded() {
    let rounds = spring_rounds();
    let mut ladder = Ladder::new(Lang::En);
    ladder.apply(&rounds[..1]);
    let before = ladder.clone();
    let changes = ladder.apply_round(&rounds[1]);
    let forfeit = changes.iter().find(|c| c.names.white == "Sun, Li").unwrap();
    assert!(!forfeit.graded);
    assert_eq!(forfeit.change.white, Points::ZERO);
    assert_eq!(
        ladder.rung("Sun, Li").unwrap().games,
        before.rung("Sun, Li").unwrap().games
    );
    // Round 5 is paired and not played: nothing moves.
    let after = ladder.clone();
    assert!(ladder.apply_round(&rounds[4]).iter().all(|c| !c.graded));
    assert_eq!(ladder, after);
}

#[test]
fn every_change_in_a_round_comes_from_the_points_before_it() {
    // A plays twice in one round (a blitz evening): both games from A's 100 points before the round.
    let board = |number, white: &str, black: &str, o| Board {
        number,
        white: Player {
            name: white.into(),
            ..Player::default()
        },
        black: Player {
            name: black.into(),
            ..Player::default()
        },
        result: Some(BoardResult::Played(o)),
    };
    let round = Round {
        number: Some(1),
        boards: vec![
            board(1, "A", "B", WHITE_WINS),
            board(2, "C", "A", WHITE_WINS),
        ],
        ..Round::default()
    };
    let mut ladder = Ladder::read(b"name,points\nA,100\nB,50\nC,150\n").unwrap();
    let changes = ladder.apply_round(&round);
    // A (higher by 50) beats B: 10 − 50/12.5 = 6. C (higher by 50) beats A: A loses 6.
    assert_eq!(changes[0].before.white, p(1000));
    assert_eq!(
        changes[1].before.black,
        p(1000),
        "not A's points after board 1"
    );
    assert_eq!(ladder.points("A"), p(1000));
    assert_eq!(ladder.points("B"), p(440));
    assert_eq!(ladder.points("C"), p(1560));
}

#[test]
fn the_ladder_file_reads_and_writes_in_its_own_language() {
    let text = "姓名,积分,局数,级别\n王一,1234.5,12,18级\n李二,,0,\n\"Wang, Yi\",99.9,3,无级别\n";
    let (gbk, _, _) = GBK.encode(text);
    let ladder = Ladder::read(&gbk).unwrap();
    assert_eq!(ladder.points("李二"), Points::ZERO, "empty points are 0");
    assert_eq!(
        ladder.points("Wang,  Yi"),
        p(999),
        "spaces inside a name do not count"
    );
    let written = ladder.to_csv();
    assert_eq!(
        written,
        "姓名,积分,局数,级别\n王一,1234.5,12,19级\n\"Wang, Yi\",99.9,3,无级别\n李二,0.0,0,无级别\n"
    );
    assert_eq!(Ladder::read(written.as_bytes()).unwrap(), ladder);
    let english = Ladder::read(b"name,points\nA,1\n").unwrap().to_csv();
    assert_eq!(english, "name,points,games,level\nA,1.0,0,no level\n");
}

#[test]
fn a_broken_ladder_names_the_line() {
    let e = Ladder::read("name,points\nA,10\nB,12.34\n".as_bytes()).unwrap_err();
    assert_eq!(
        e.message(Lang::En),
        "line 3: `12.34` is not a number of points (one decimal at most)"
    );
    let e = Ladder::read("姓名,积分\n王一,10\n王一,20\n".as_bytes()).unwrap_err();
    assert_eq!(e.message(Lang::Zh), "第 3 行：王一 已在积分表第 2 行");
    assert!(matches!(
        Ladder::read(b"player,score\nA,1\n").unwrap_err(),
        ClubError::MissingColumn { line: 1, .. }
    ));
}

#[test]
fn a_season_at_once_or_round_by_round_gives_the_same_ladder() {
    let rounds = spring_rounds();
    let start =
        Ladder::read("name,points\n王一鸣,2300\n\"Li, Er\",2290.5\n刘洋,150\n".as_bytes()).unwrap();
    let mut at_once = start.clone();
    at_once.apply(&rounds);
    let mut by_round = start.clone();
    for round in &rounds {
        by_round.apply(std::slice::from_ref(round));
    }
    assert_eq!(at_once, by_round);
    assert_ne!(at_once, start);
}

#[test]
fn results_from_a_csv_or_pgn_move_the_ladder_as_the_trf_does() {
    let rounds = spring_rounds();
    let mut from_trf = Ladder::new(Lang::En);
    from_trf.apply(&rounds);
    let csv = "round,white,black,result\n\
               1,王一鸣,\"Chen, Wei\",1-0\n1,刘洋,\"Li, Er\",0-1\n1,张三丰,\"Sun, Li\",½-½\n1,周杰,赵敏,黑胜\n\
               2,\"Li, Er\",王一鸣,和棋\n2,赵敏,吴昊,1:0\n2,\"Sun, Li\",\"Chen, Wei\",+:-\n2,刘洋,周杰,1-0\n\
               3,赵敏,王一鸣,0-1\n3,张三丰,\"Li, Er\",1-0\n3,\"Sun, Li\",刘洋,=\n3,吴昊,周杰,白胜\n\
               4,王一鸣,张三丰,1/2-1/2\n4,\"Sun, Li\",赵敏,0-1\n4,\"Li, Er\",吴昊,1-0\n4,\"Chen, Wei\",周杰,1-0\n";
    let mut from_csv = Ladder::new(Lang::En);
    from_csv.apply(&read_results(csv.as_bytes()).unwrap().rounds);
    assert_eq!(from_csv, from_trf);

    let pgn: String = csv
        .lines()
        .skip(1)
        .filter(|l| !l.contains("+:-"))
        .map(|l| {
            let f: Vec<String> = split_csv(l);
            let result = match f[3].as_str() {
                "1-0" | "1:0" | "白胜" => "1-0",
                "0-1" | "黑胜" => "0-1",
                _ => "1/2-1/2",
            };
            format!(
                "[Round \"{}\"]\n[White \"{}\"]\n[Black \"{}\"]\n[Result \"{result}\"]\n\n{result}\n\n",
                f[0], f[1], f[2]
            )
        })
        .collect();
    let mut from_pgn = Ladder::new(Lang::En);
    from_pgn.apply(&read_results(pgn.as_bytes()).unwrap().rounds);
    assert_eq!(from_pgn, from_trf);
}

/// The fields of one line of the test CSV above.
fn split_csv(line: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            ',' if !quoted => out.push(String::new()),
            _ => out.last_mut().unwrap().push(c),
        }
    }
    out
}

#[test]
fn pgn_games_must_all_say_their_round_or_none_of_them() {
    let pgn = "[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1-0\n\n\
               [White \"C\"]\n[Black \"D\"]\n[Result \"0-1\"]\n\n0-1\n";
    assert_eq!(
        read_results(pgn.as_bytes()).unwrap_err(),
        ClubError::GameWithoutRound { game: 2 }
    );
}

/// A game of a generated season: White's and Black's numbers, and 0 (White won), 1 (Black won) or 2 (a draw).
type SeasonGame = (usize, usize, u8);

/// A small season: the starting points (tenths) of players 0..6, and each round's games.
fn season() -> impl Strategy<Value = (Vec<i64>, Vec<Vec<SeasonGame>>)> {
    let points = prop::collection::vec(-500i64..40_000, 6);
    let game = (0usize..6, 0usize..6, 0u8..3);
    let round = prop::collection::vec(game, 0..5);
    (points, prop::collection::vec(round, 1..6))
}

fn rounds_of(games: &[Vec<SeasonGame>]) -> Vec<Round> {
    games
        .iter()
        .zip(1..)
        .map(|(boards, n)| Round {
            number: Some(n),
            boards: boards
                .iter()
                .zip(1..)
                .filter(|((w, b, _), _)| w != b)
                .map(|(&(w, b, r), number)| Board {
                    number,
                    white: Player {
                        name: format!("P{w}"),
                        ..Player::default()
                    },
                    black: Player {
                        name: format!("P{b}"),
                        ..Player::default()
                    },
                    result: Some(BoardResult::Played(match r {
                        0 => WHITE_WINS,
                        1 => BLACK_WINS,
                        _ => KnownOutcome::Draw,
                    })),
                })
                .collect(),
            ..Round::default()
        })
        .collect()
}

proptest! {
    #[test]
    fn any_season_is_the_same_at_once_round_by_round_and_in_any_board_order(
        (start, games) in season()
    ) {
        let file: String = start
            .iter()
            .enumerate()
            .map(|(i, t)| format!("P{i},{}\n", p(*t)))
            .collect();
        let ladder = Ladder::read(format!("name,points\n{file}").as_bytes()).unwrap();
        let rounds = rounds_of(&games);
        let mut at_once = ladder.clone();
        at_once.apply(&rounds);
        let mut by_round = ladder.clone();
        for r in &rounds {
            by_round.apply_round(r);
        }
        let mut reversed = ladder.clone();
        for r in &rounds {
            let mut r = r.clone();
            r.boards.reverse();
            reversed.apply_round(&r);
        }
        prop_assert_eq!(&at_once, &by_round);
        prop_assert_eq!(&at_once, &reversed);
        // Points only move between players.
        let total = |l: &Ladder| l.standings().iter().map(|r| r.points.tenths()).sum::<i64>();
        prop_assert_eq!(total(&at_once), total(&ladder));
    }
}
