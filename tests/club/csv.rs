//! Pairing CSVs: UTF-8 with quotes and English headers, GBK tab-separated with Chinese headers, and broken files
//! each named by their line.

use encoding_rs::GBK;
use jipu::club::{ClubError, read_pairings};
use jipu::i18n::Lang;

use super::pairs;

#[test]
fn a_csv_in_utf8_with_quotes_and_english_headers() {
    let csv = "board,white,white_rating,black,black_rating,round,event,date,site\n\
               2,\"Wang, Yi\",2510,Li Er,,4,\"Club, Spring\",2026-03-28,Beijing\n\
               1,张三,1800,李四,1750,4,,,\n";
    let round = read_pairings(csv.as_bytes()).unwrap().round(4).unwrap();
    assert_eq!(
        pairs(&round),
        ["张三–李四", "Wang, Yi–Li Er"],
        "sorted by board"
    );
    assert_eq!(round.event.as_deref(), Some("Club, Spring"));
    assert_eq!(round.date.as_deref(), Some("2026.03.28"));
    assert_eq!(round.site.as_deref(), Some("Beijing"));
    assert_eq!(round.board(2).unwrap().black.rating, None);
    assert_eq!(round.board(1).unwrap().black.rating, Some(1750));
    assert!(read_pairings(csv.as_bytes()).unwrap().round(3).is_err());
}

#[test]
fn a_csv_in_gbk_tab_separated_with_chinese_headers() {
    let text = "台次\t白方\t白方等级分\t黑方\t黑方等级分\t轮次\t比赛名称\r\n\
                1\t王一\t2100\t李二\t2050\t3\t市级联赛\r\n\
                2\t张三\t\t赵四\t\t3\t\r\n";
    let (gbk, _, _) = GBK.encode(text);
    assert!(
        std::str::from_utf8(&gbk).is_err(),
        "the test file really is GBK"
    );
    let round = read_pairings(&gbk).unwrap().round(3).unwrap();
    assert_eq!(pairs(&round), ["王一–李二", "张三–赵四"]);
    assert_eq!(round.event.as_deref(), Some("市级联赛"));
    assert_eq!(round.board(1).unwrap().white.rating, Some(2100));
    // With only 台 白方 黑方 and no round column, the file is whichever round is asked for.
    let plain = "台,白方,黑方\n1,王一,李二\n";
    let r = read_pairings(plain.as_bytes()).unwrap().round(6).unwrap();
    assert_eq!(r.number, Some(6));
    assert_eq!(r.games()[0].tags.get("Round"), Some("6"));
}

#[test]
fn broken_csv_files_name_the_line() {
    let e = read_pairings("board,white\n1,a\n".as_bytes()).unwrap_err();
    assert_eq!(
        e.message(Lang::En),
        "line 1: the header has no `black` column"
    );
    assert_eq!(e.message(Lang::Zh), "第 1 行：表头没有“黑方”这一列");
    let e = read_pairings("board,white,black\n1,a,b\n1,c,d\n".as_bytes()).unwrap_err();
    assert_eq!(e.message(Lang::En), "line 3: board 1 is already on line 2");
    let e = read_pairings("board,white,black\n1,a,b\n2,c,a\n".as_bytes()).unwrap_err();
    assert_eq!(
        e.message(Lang::En),
        "line 3: a already plays in this round (line 2)"
    );
    let e = read_pairings("board,white,black,result\n1,a,b,2-0\n".as_bytes()).unwrap_err();
    assert_eq!(e.line(), Some(2));
    let e = read_pairings("board,white,black\nx,a,b\n".as_bytes()).unwrap_err();
    assert_eq!(e.message(Lang::En), "line 2: `x` is not a number (board)");
    let e = read_pairings("board,white,black\n1,,b\n".as_bytes()).unwrap_err();
    assert_eq!(e.message(Lang::En), "line 2: the `white` is empty");
    let e = read_pairings("white,black\n\"a,b\n".as_bytes()).unwrap_err();
    assert_eq!(e.line(), Some(2));
    assert_eq!(
        read_pairings("white,black\n".as_bytes()).unwrap_err(),
        ClubError::NoRows
    );
}
