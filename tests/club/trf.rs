//! TRF files: the event and its rounds, boards numbered, byes and forfeits, Chinese names padded by bytes, and
//! broken files each named by their line.

use encoding_rs::GBK;
use jipu::club::{BoardResult, ClubError, Player, read_pairings};
use jipu::i18n::Lang;
use shakmaty::{Color, KnownOutcome};

use super::{SPRING, pairs, spring};

/// The fixture with one player line changed by `edit` (the line of the player with this starting rank).
fn with_player_line(rank: u32, edit: impl Fn(&str) -> String) -> (String, usize) {
    let mut at = 0;
    let text = SPRING
        .split("\r\n")
        .enumerate()
        .map(|(i, line)| {
            if line.starts_with("001") && line[4..8].trim() == rank.to_string() {
                at = i + 1;
                edit(line)
            } else {
                line.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\r\n");
    (text, at)
}

/// A line with the character at column `column` (from 1) replaced.
fn replace_column(line: &str, column: usize, with: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out: String = chars[..column - 1].iter().collect();
    out.push_str(with);
    out.extend(&chars[column - 1 + with.chars().count()..]);
    out
}

#[test]
fn a_trf_gives_the_event_and_every_round_it_pairs() {
    let t = spring();
    assert_eq!(t.round_numbers(), [1, 2, 3, 4, 5]);
    assert_eq!(t.latest_round(), Some(5));
    let r5 = t.round(5).unwrap();
    assert_eq!(r5.event.as_deref(), Some("2026年春季俱乐部公开赛"));
    assert_eq!(r5.site.as_deref(), Some("北京"));
    assert_eq!(
        r5.date.as_deref(),
        Some("2026.04.04"),
        "the round's own date (132)"
    );
    assert_eq!(t.round(2).unwrap().date.as_deref(), Some("2026.03.14"));
    // 222 (TRF-2026) is read before the free text of 122.
    assert_eq!(
        r5.time_control.as_ref().map(|tc| tc.to_pgn()),
        Some("5400+30".into())
    );
    // Round 5 is paired and not played: every board, no result; the bye (周杰) has no board.
    assert_eq!(
        pairs(&r5),
        [
            "张三丰–赵敏",
            "刘洋–王一鸣",
            "Li, Er–Sun, Li",
            "吴昊–Chen, Wei"
        ]
    );
    assert!(r5.boards.iter().all(|b| b.result.is_none()));
    let b1 = r5.board(1).unwrap();
    assert_eq!(
        b1.white,
        Player {
            name: "张三丰".into(),
            title: Some("FM".into()),
            rating: Some(2301)
        }
    );
    assert_eq!(b1.black.title.as_deref(), Some("WFM"));
    let b4 = r5.board(4).unwrap();
    assert_eq!(b4.white.rating, None, "an unrated player has no rating");
    assert_eq!(b4.white.title, None);
}

#[test]
fn boards_are_numbered_by_the_higher_score_then_the_sum_then_the_better_rank() {
    let t = spring();
    // Round 1: everyone on 0, so by starting rank.
    assert_eq!(
        pairs(&t.round(1).unwrap()),
        [
            "王一鸣–Chen, Wei",
            "刘洋–Li, Er",
            "张三丰–Sun, Li",
            "周杰–赵敏"
        ]
    );
    // Round 4: 赵敏 (2) v Sun (2) sum 4 comes before Li (1½) v 吴昊 (2) sum 3½, though Li has the better rank.
    assert_eq!(
        pairs(&t.round(4).unwrap()),
        [
            "王一鸣–张三丰",
            "Sun, Li–赵敏",
            "Li, Er–吴昊",
            "Chen, Wei–周杰"
        ]
    );
    // Round 5: 张三丰 3 v 赵敏 3 (sum 6) is board 1; 刘洋 2½ v 王一鸣 3 (sum 5½) board 2.
    let r5 = t.round(5).unwrap();
    assert_eq!(r5.board(1).unwrap().white.name, "张三丰");
    assert_eq!(r5.board(2).unwrap().black.name, "王一鸣");
}

#[test]
fn byes_and_forfeits_are_read_from_the_result_columns() {
    let t = spring();
    let r2 = t.round(2).unwrap();
    assert_eq!(r2.boards.len(), 4, "张三丰 has the pairing-allocated bye");
    let forfeit = r2
        .boards
        .iter()
        .find(|b| b.white.name == "Sun, Li")
        .unwrap();
    assert_eq!(
        forfeit.result,
        Some(BoardResult::Forfeit(Some(Color::White)))
    );
    assert_eq!(
        r2.board(1).unwrap().result,
        Some(BoardResult::Played(KnownOutcome::Draw))
    );
    let r3 = t.round(3).unwrap();
    assert!(
        r3.boards
            .iter()
            .all(|b| b.white.name != "Chen, Wei" && b.black.name != "Chen, Wei"),
        "a half-point bye has no board"
    );
    assert_eq!(
        r3.board(1).unwrap().result,
        Some(BoardResult::Played(KnownOutcome::Decisive {
            winner: Color::Black
        }))
    );
}

/// The fixture with each Chinese name padded to its columns the way `width` counts it (GBK bytes: 2, UTF-8: 3).
fn padded_by(width: impl Fn(char) -> usize) -> String {
    SPRING
        .split("\r\n")
        .map(|line| {
            if !line.starts_with("001") {
                return line.to_string();
            }
            let chars: Vec<char> = line.chars().collect();
            let name: String = chars[14..47].iter().collect();
            let extra: usize = name.trim_end().chars().map(|c| width(c) - 1).sum();
            let kept = 47 - extra;
            chars[..14]
                .iter()
                .chain(name.trim_end().chars().collect::<Vec<_>>().iter())
                .chain(std::iter::repeat_n(
                    &' ',
                    kept - 14 - name.trim_end().chars().count(),
                ))
                .chain(&chars[47..])
                .collect()
        })
        .collect::<Vec<_>>()
        .join("\r\n")
}

#[test]
fn chinese_names_padded_by_gbk_or_utf8_bytes_read_the_same() {
    let by_chars = spring();
    let gbk_text = padded_by(|c| if c.is_ascii() { 1 } else { 2 });
    let (gbk, _, _) = GBK.encode(&gbk_text);
    assert_eq!(read_pairings(&gbk).unwrap(), by_chars);
    let utf8_bytes = padded_by(char::len_utf8);
    assert_eq!(read_pairings(utf8_bytes.as_bytes()).unwrap(), by_chars);
}

#[test]
fn broken_trf_files_name_the_line() {
    // A 001 line cut short.
    let (text, line) = with_player_line(6, |l| l.chars().take(75).collect());
    let e = read_pairings(text.as_bytes()).unwrap_err();
    assert_eq!(e, ClubError::ShortPlayerLine { line, length: 75 });
    assert!(
        e.message(Lang::En).starts_with(&format!("line {line}: ")),
        "{e}"
    );
    assert!(e.message(Lang::Zh).contains(&format!("第 {line} 行")));

    // Li, Er paired in round 1 with number 12, who does not exist.
    let (text, line) = with_player_line(2, |l| replace_column(l, 92, "  12"));
    let e = read_pairings(text.as_bytes()).unwrap_err();
    assert_eq!(
        e,
        ClubError::MissingOpponent {
            line,
            round: 1,
            player: "Li, Er".into(),
            opponent: 12
        }
    );
    assert_eq!(
        e.message(Lang::En),
        format!("line {line}: round 1 pairs Li, Er with number 12, who is not in the file")
    );

    // Chen, Wei has white in round 1 as 王一鸣 does: the second line is wrong.
    let (text, line) = with_player_line(5, |l| replace_column(l, 97, "w"));
    let e = read_pairings(text.as_bytes()).unwrap_err();
    assert_eq!(e.line(), Some(line));
    assert_eq!(
        e.message(Lang::En),
        format!("line {line}: in round 1, Chen, Wei and 王一鸣 both have White")
    );
    assert_eq!(
        e.message(Lang::Zh),
        format!("第 {line} 行：第 1 轮 Chen, Wei 和 王一鸣 都执白方")
    );

    // 吴昊's round 3 names 刘洋, whose line says Sun, Li: the pairing is not mutual.
    let (text, _) = with_player_line(9, |l| replace_column(l, 112, "   6"));
    let e = read_pairings(text.as_bytes()).unwrap_err();
    assert!(matches!(e, ClubError::NotMutual { round: 3, .. }), "{e:?}");

    // Results that do not agree: both won.
    let (text, line) = with_player_line(5, |l| replace_column(l, 99, "1"));
    let e = read_pairings(text.as_bytes()).unwrap_err();
    assert!(
        matches!(e, ClubError::ResultsDisagree { round: 1, .. }),
        "{e:?}"
    );
    assert_eq!(e.line(), Some(line));

    // A colour that is none.
    let (text, line) = with_player_line(3, |l| replace_column(l, 97, "x"));
    assert_eq!(
        read_pairings(text.as_bytes()).unwrap_err(),
        ClubError::BadColour {
            line,
            round: 1,
            code: 'x'
        }
    );
}

#[test]
fn a_round_that_is_not_there_and_a_file_with_no_players() {
    let e = spring().round(7).unwrap_err();
    assert_eq!(
        e.message(Lang::En),
        "there is no round 7 in the file; it has round 1, 2, 3, 4, 5"
    );
    let header_only: String = SPRING
        .split("\r\n")
        .filter(|l| !l.starts_with("001"))
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(
        read_pairings(header_only.as_bytes()).unwrap_err(),
        ClubError::NoPlayers
    );
}
