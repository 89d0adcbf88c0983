//! The verdict on lines whose recogniser output is made by hand: a move read at high confidence goes through, two
//! close readings stop, a result with the next move's number after it stops.

use shakmaty::san::San;

use super::super::beam::Beam;
use super::super::recognise::{Alphabet, BLANK, LineProbs, Recogniser};
use super::test_reading::{plainly, sans_of};
use super::{Asked, Doubt, Mode, Verdict, weigh};

/// A line of glyphs, each glyph's classes with their probabilities (the rest of the step goes to the blank), a
/// blank step between glyphs as a recogniser gives them.
pub(in crate::picture) fn line(alphabet: &Alphabet, glyphs: &[Vec<(char, f32)>]) -> LineProbs {
    let classes = alphabet.classes();
    let floor = 1e-6f32;
    let mut logp = Vec::new();
    let mut step = |given: &[(char, f32)]| {
        let mut p = vec![floor; classes];
        let mut rest = 1.0;
        for &(c, q) in given {
            let class = alphabet
                .class(c)
                .unwrap_or_else(|| panic!("the recogniser has no class for {c:?}"));
            p[class as usize] = q;
            rest -= q;
        }
        p[BLANK as usize] = rest.max(floor);
        logp.extend(p.iter().map(|q| q.ln()));
    };
    step(&[]);
    for g in glyphs {
        step(g);
        step(&[]);
    }
    LineProbs::new(glyphs.len() * 2 + 1, classes, logp, 4.0)
}

/// A line read for certain: every glyph of `text` at 0.999.
pub(in crate::picture) fn sure(text: &str) -> Vec<Vec<(char, f32)>> {
    text.chars().map(|c| vec![(c, 0.999)]).collect()
}

/// The verdict on `lines`, each a piece of its own, read by the beam as the picture reader reads them.
pub(super) fn verdict(lines: &[Vec<Vec<(char, f32)>>]) -> (Verdict, Vec<String>) {
    verdict_with_unread(lines, &[])
}

/// The same, the pieces `unread` not given to the beam (a page number, a remark).
fn verdict_with_unread(
    lines: &[Vec<Vec<(char, f32)>>],
    unread: &[usize],
) -> (Verdict, Vec<String>) {
    verdict_in(lines, unread, Mode::Stop)
}

/// The same, in `mode`.
fn verdict_in(
    lines: &[Vec<Vec<(char, f32)>>],
    unread: &[usize],
    mode: Mode,
) -> (Verdict, Vec<String>) {
    verdict_of(lines, unread, mode, false)
}

/// The same, each line running text (moves inside sentences) when `running`.
pub(super) fn verdict_of(
    lines: &[Vec<Vec<(char, f32)>>],
    unread: &[usize],
    mode: Mode,
    running: bool,
) -> (Verdict, Vec<String>) {
    verdict_on(
        lines,
        unread,
        mode,
        running,
        (false, Vec::new(), Vec::new()),
    )
}

/// As [`verdict`], the lines where `run` says run together.
pub(super) fn verdict_runs(
    lines: &[Vec<Vec<(char, f32)>>],
    run: &[bool],
) -> (Verdict, Vec<String>) {
    verdict_on(
        lines,
        &[],
        Mode::Stop,
        false,
        (false, run.to_vec(), Vec::new()),
    )
}

/// As [`verdict_of`], each line a printed table's cell where `table`, and lines run together where `run_together`.
fn verdict_on(
    lines: &[Vec<Vec<(char, f32)>>],
    unread: &[usize],
    mode: Mode,
    running: bool,
    (table, run_together, row_numbers): (bool, Vec<bool>, Vec<Option<u32>>),
) -> (Verdict, Vec<String>) {
    let recogniser = Recogniser::get().unwrap_or_else(|e| panic!("{e}"));
    let alphabet = &recogniser.alphabet;
    let probs: Vec<LineProbs> = lines.iter().map(|l| line(alphabet, l)).collect();
    // (Side lines in brackets are passed over in running text, as the reading sets the beam up.)
    // (And side lines without brackets that go back after words of prose.)
    let asides = match running && !table {
        true => {
            let lines = probs.iter().map(Some).collect::<Vec<_>>();
            super::super::beam::going_back::all_asides(&lines, &lines, alphabet)
        }
        false => vec![Vec::new(); probs.len()],
    };
    let mut beam = Beam::new(alphabet, &[])
        .in_running_text(vec![running; lines.len()])
        .in_tables(vec![table; lines.len()])
        .with_asides(asides);
    let pieces: Vec<(usize, usize, &LineProbs)> = probs
        .iter()
        .enumerate()
        .filter(|(i, _)| !unread.contains(i))
        .map(|(i, p)| (i, i, p))
        .collect();
    let (seen, leftover) = beam.read(&pieces);
    let nothing = LineProbs::new(0, 0, Vec::new(), 1.0);
    let refs: Vec<&LineProbs> = probs
        .iter()
        .enumerate()
        .map(|(i, p)| if unread.contains(&i) { &nothing } else { p })
        .collect();
    let v = weigh(
        &beam,
        alphabet,
        &seen,
        &refs,
        leftover,
        Asked {
            run_together: &run_together,
            row_numbers: &row_numbers,
            cell_rows: if table { &row_numbers } else { &[] },
            mode,
            ..plainly()
        },
    );
    let sans = sans_of(&v);
    (v, sans)
}

/// `2. 马f3` with the knight read at 98 % (and 2 % nothing there, which would make it `f3`, a legal move too): the
/// move is taken, no question (issue 35: `马f6` read at 98 % stopped the reading).
#[test]
fn a_move_read_at_98_percent_is_taken() {
    let mut second = sure("2.");
    second.push(vec![(' ', 0.999)]);
    second.push(vec![('马', 0.98)]);
    second.extend(sure("f3"));
    let (v, sans) = verdict(&[sure("1.e4 e5"), second, sure("马c6 1-0")]);
    assert!(v.stop.is_none(), "stopped: {:?}", v.stop.map(|s| s.doubt));
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(v.result, Some("1-0"));
}

/// `2. Nf3` whose file reads `f` at 60 % and `h` at 40 %: `Nf3` and `Nh3` both fit, and the reading stops there
/// with both offered, the likelier first.
#[test]
fn two_close_readings_stop_with_both_offered() {
    let mut second = sure("2. N");
    second.push(vec![('f', 0.6), ('h', 0.4)]);
    second.extend(sure("3"));
    let (v, sans) = verdict(&[sure("1.e4 e5"), second, sure("Nc6 1-0")]);
    assert_eq!(sans, ["e4", "e5"]);
    let stop = v.stop.unwrap_or_else(|| panic!("no stop"));
    assert_eq!(stop.doubt, Doubt::Close);
    let pos = {
        let mut p = shakmaty::Chess::default();
        for m in ["e4", "e5"] {
            let san: San = m.parse().unwrap_or_else(|e| panic!("{e}"));
            let mv = san.to_move(&p).unwrap_or_else(|e| panic!("{e}"));
            shakmaty::Position::play_unchecked(&mut p, mv);
        }
        p
    };
    let offered: Vec<String> = stop
        .candidates
        .iter()
        .take(2)
        .map(|(m, _)| San::from_move(&pos, *m).to_string())
        .collect();
    assert_eq!(offered, ["Nf3", "Nh3"]);
}

/// The same two close readings, read on (`--mark-unsure`): the beam's move taken, marked with both offered, the reply
/// marked too (no number read between them), and the game read to its end.
#[test]
fn two_close_readings_are_read_on_and_marked_when_asked() {
    let mut second = sure("2. N");
    second.push(vec![('f', 0.6), ('h', 0.4)]);
    second.extend(sure("3"));
    let (v, sans) = verdict_in(
        &[sure("1.e4 e5"), second, sure("Nc6 1-0")],
        &[],
        Mode::MarkUnsure,
    );
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6"]);
    assert!(v.stop.is_none());
    assert_eq!(v.result, Some("1-0"));
    // White's second move, and Black's reply read before any number said the reading is in step again.
    let at: Vec<usize> = v.unsure.iter().map(|(at, _)| *at).collect();
    assert_eq!(at, [2, 3]);
    let offered = &v.unsure[0].1;
    assert!(offered.len() >= 2, "both readings offered: {offered:?}");
}

/// Read on past an unsure move to a game's end with no result, the last move unsure still: not a game read whole (a
/// handwritten sheet gave one unsure move, then its rows read as prose, and "whole").
#[test]
fn a_game_ending_on_an_unsure_move_with_no_result_is_no_game_read_whole() {
    let mut first = sure("1. N");
    first.push(vec![('f', 0.6), ('h', 0.4)]);
    first.extend(sure("3"));
    let (v, sans) = verdict_in(&[first], &[], Mode::MarkUnsure);
    assert_eq!(sans, ["Nf3"]);
    assert_eq!(v.stop.map(|s| s.doubt), Some(Doubt::Unread));
}

/// A number not the one expected (a move may be missing) stops the reading even when asked to read on: no move is in
/// doubt there, a move is missing, and taking one would be a wrong move.
#[test]
fn a_missing_move_stops_even_when_asked_to_read_on() {
    let (v, sans) = verdict_in(
        &[sure("1.e4 e5"), sure("3.Nf3 Nc6"), sure("4.Bb5 1-0")],
        &[],
        Mode::MarkUnsure,
    );
    assert_eq!(sans, ["e4", "e5"]);
    assert_eq!(v.stop.map(|s| s.doubt), Some(Doubt::Number));
}

/// The page number under the game, `3` where the game ended at move 2, is no move number: it is not given to the
/// beam, and the result above it ends the game (`measure-13-book2-en`, page 33, a game ending at move 33).
#[test]
fn a_page_number_like_the_next_move_number_does_not_stop() {
    let (v, sans) = verdict_with_unread(
        &[sure("1.e4 e5"), sure("2.Nf3 Nc6"), sure("1-0"), sure("3")],
        &[3],
    );
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6"]);
    assert!(v.stop.is_none(), "stopped: {:?}", v.stop.map(|s| s.doubt));
    assert_eq!(v.result, Some("1-0"));
}

/// Lines of running text, each read for certain.
pub(super) fn running(lines: &[&str]) -> (Verdict, Vec<String>) {
    let lines: Vec<Vec<Vec<(char, f32)>>> = lines.iter().map(|l| sure(l)).collect();
    verdict_of(&lines, &[], Mode::Stop, true)
}

/// Moves inside sentences, as a book tells a game: the words between them are passed over, the moves read, the
/// result after a comma and before a full stop read.
#[test]
fn moves_inside_sentences_are_read_between_the_words() {
    let (v, sans) = running(&[
        "The game began 1. e4 e5 2. Nf3 and Black had to be careful. Then",
        "came 2... Nc6 3. Bb5, with chances for both sides. After 3... a6, 1-0.",
    ]);
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    assert!(v.stop.is_none(), "stopped at {:?}", v.stop.map(|s| s.doubt));
    assert_eq!(v.result, Some("1-0"));
}

/// A move the recogniser misread (`Nq6`, no move) is not passed over as a word: the move after words is read after
/// its number, `3.` is not Black's second move's, and no digit is a word once the game has begun. The reading
/// stops there, every move before the stop the page's.
#[test]
fn a_misread_move_in_running_text_is_no_word_to_pass_over() {
    let (v, sans) = running(&["The game began 1. e4 e5 2. Nf3 Nq6 3. Bb5 a6 4. Ba4, 1-0."]);
    assert!(v.stop.is_some());
    let truth = ["e4", "e5", "Nf3"];
    assert!(
        sans.len() <= truth.len() && sans.iter().zip(truth).all(|(a, b)| a == b),
        "{sans:?}"
    );
}

/// A sentence naming a square (`the pawn on e5`): a square is no word of prose (it may be a move misread), so one of
/// its glyphs is passed over at the regret of a glyph not read, and the number after it (`2...`, Black's second
/// move's) says the reading is in step. With a number out of step after it, the reading stops there.
#[test]
fn a_square_in_a_sentence_is_passed_over_only_with_the_next_number_in_step() {
    let (v, sans) =
        running(&["1. e4 e5 2. Nf3 and the pawn on e5 falls. Then 2... Nc6 3. Bb5, 1-0."]);
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    assert!(v.stop.is_none());
    let (v, sans) =
        running(&["1. e4 e5 2. Nf3 Nc6 and the pawn on e5 falls. Then 4. Bb5 a6, 1-0."]);
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6"]);
    assert!(v.stop.is_some());
}

/// A sentence naming several squares in passing (`hitting both f7 and b7`, a new user's prose page): each is passed
/// over at a glyph's regret, which the number after them (`7...`, in step) forgives: they are no move missed. Before
/// a move with no number of its own, or the result, they are not forgiven.
#[test]
fn squares_named_in_passing_before_a_number_in_step_do_not_stop_the_reading() {
    let (v, sans) =
        running(&["1. e4 e5 2. Qh5, hitting f7, e5, b5 and a5. The reply 2... Nc6 3. Bc4, 1-0."]);
    assert_eq!(sans, ["e4", "e5", "Qh5", "Nc6", "Bc4"]);
    assert!(v.stop.is_none(), "stopped at {:?}", v.stop.map(|s| s.doubt));
    let (v, sans) = running(&["1. e4 e5 2. Qh5 Nc6, hitting f7, e5, b5 and a5, 1-0."]);
    assert!(v.stop.is_some(), "{sans:?}");
}

/// A line's end lost (in a photo's shade, past a curl): `2. h4` gone from the end of the first line, the next line's
/// `a5` (Black's second move) is also White's a4–a5, and the result after it would end the game there. In a text
/// that numbers its moves, a White move beginning a line comes after its number: the reading stops before `a5`, it
/// does not read it as White's second move.
#[test]
fn a_white_move_beginning_a_line_without_its_number_is_not_taken() {
    let (v, sans) = verdict(&[sure("1. a4 h5 "), sure("a5 1-0")]);
    assert!(
        sans.len() <= 2 && sans[..] == ["a4", "h5"][..sans.len()],
        "{sans:?}"
    );
    assert!(v.stop.is_some());
    // With its line whole, the same moves read on.
    let (v, sans) = verdict(&[sure("1. a4 h5 2. h4 "), sure("a5 1-0")]);
    assert_eq!(sans, ["a4", "h5", "h4", "a5"]);
    assert!(v.stop.is_none());
    // A table's cells stand beside a column of numbers of their own, which may go unread (a faint `⑪`): there a
    // White move with no number read is read on.
    let cells: Vec<_> = ["1.", "a4", "h5", "h4", "a5", "1-0"]
        .iter()
        .map(|c| sure(c))
        .collect();
    let (v, sans) = verdict_on(
        &cells,
        &[],
        Mode::Stop,
        false,
        (true, Vec::new(), Vec::new()),
    );
    assert_eq!(sans, ["a4", "h5", "h4", "a5"]);
    assert!(v.stop.is_none());
}

/// A photo's line ending where a `*` is faintly likely (8 nats), and sentences with moves after it: the words after
/// a result cost what words between moves cost, so the game is not ended at the `*` to read the sentences free.
#[test]
fn a_faint_star_at_a_line_end_does_not_end_a_game_that_goes_on() {
    let mut first = sure("The game began 1. e4 e5 2. Nf3 ");
    first.push(vec![('*', 0.0003)]);
    let lines = [
        first,
        sure(
            "and Black had to be careful. Then came 2... Nc6 3. Bb5, with chances for both sides.",
        ),
        sure("After 3... a6, 1-0."),
    ];
    let (v, sans) = verdict_of(&lines, &[], Mode::Stop, true);
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    assert!(
        v.stop.is_none(),
        "stopped at {:?} {:?}",
        v.stop.map(|s| s.doubt),
        v.result
    );
    assert_eq!(v.result, Some("1-0"));
}

/// Words after the last move and no result: the game may go on in them, misread. Not a game read whole.
#[test]
fn running_text_ending_in_words_is_no_game_read_whole() {
    let (v, sans) = running(&["1. e4 e5 2. Nf3 Nc6 and after a long fight the game was drawn."]);
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6"]);
    assert!(v.stop.is_some());
}

/// With `--mark-unsure`, a move number read in step after an unsure move says the reading is in step again — when
/// the reading goes on to the game's end. Where it stops, the numbers may have been another line's (a photo's
/// variation in brackets, `7. Nc3 (7. Bd2 Bxd2+ 8. Nbxd2 d5 …) 7... Nxe4`, was read as the game, `8. Nbxd2 d5`
/// unmarked, before the game's `7...` stopped it): every move after the first unsure one is marked.
#[test]
fn where_a_reading_marking_unsure_moves_stops_every_move_after_the_first_unsure_is_marked() {
    let text = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Nc3 Nxe4 8. O-O Bxc3 9. d5 Bf6 \
                10. Re1 Ne7 11. Rxe4 d6 ";
    let rook = text.find("Re1").expect("the rook's move");
    let mut glyphs = sure(text);
    // `10. Re1` or `10. Qe1`: the piece unclear.
    glyphs[rook] = vec![('R', 0.5), ('Q', 0.45)];
    let mut stopping = glyphs.clone();
    stopping.extend(sure("13. Bg5 Bxg5"));
    let (v, sans) = verdict_of(&[stopping], &[], Mode::MarkUnsure, false);
    assert!(
        v.stop.is_some(),
        "the number 13 where 12 is expected stops the reading"
    );
    let marked: Vec<usize> = v.unsure.iter().map(|u| u.0).collect();
    // Read up to `11. Rxe4` at least (`d6` may go with the stop: `12.` is missing before `13. Bg5`).
    assert!(sans.len() >= 21, "{sans:?}");
    assert_eq!(marked, (18..sans.len()).collect::<Vec<_>>(), "{sans:?}");
    // Read to the game's end, the number after the unsure move is believed: the moves up to it are marked.
    let mut whole = glyphs;
    whole.extend(sure("12. Bg5 Bxg5 1/2-1/2"));
    let (v, _) = verdict_of(&[whole], &[], Mode::MarkUnsure, false);
    assert!(v.stop.is_none());
    let marked: Vec<usize> = v.unsure.iter().map(|u| u.0).collect();
    assert_eq!(marked, vec![18, 19]);
}

/// Moves read from lines run together (a piece much taller than a line: the end of one line curled into the next)
/// are never sure, however well they fit: the reading stops at the first, or marks them all when asked to read on.
#[test]
fn moves_read_from_lines_run_together_are_never_sure() {
    let lines = [sure("1. e4 e5 2. Nf3 Nc6 1-0")];
    let (v, sans) = verdict_runs(&lines, &[true]);
    assert!(sans.is_empty(), "{sans:?}");
    assert_eq!(v.stop.map(|s| s.doubt), Some(Doubt::RunTogether));
    let (v, sans) = verdict_on(
        &lines,
        &[],
        Mode::MarkUnsure,
        false,
        (false, vec![true], Vec::new()),
    );
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6"]);
    let marked: Vec<usize> = v.unsure.iter().map(|u| u.0).collect();
    assert_eq!(marked, vec![0, 1, 2, 3]);
    // Nor is a result read there: the game may go on (a helper's photo read `1-0` from two lines curled together,
    // 20 of 80 half-moves, exit 0).
    let (sure_lines, run): (Vec<_>, Vec<bool>) = [("1. e4 e5 2. Nf3 Nc6 ", false), ("1-0", true)]
        .iter()
        .map(|(l, r)| (sure(l), *r))
        .unzip();
    let (v, sans) = verdict_runs(&sure_lines, &run);
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(v.stop.map(|s| s.doubt), Some(Doubt::RunTogether));
}

/// A table's first row lost (run together with its head on a photo): the second row's White move, `c4`, is a legal
/// first move, but the number printed at the left of its row is 2. The page is said to begin mid-game; no `1. c4`.
#[test]
fn a_first_move_from_a_row_numbered_other_than_1_is_not_taken() {
    let cells = [sure("c4"), sure("e5")];
    let (v, sans) = verdict_on(
        &cells,
        &[],
        Mode::Stop,
        false,
        (true, Vec::new(), vec![Some(2), Some(2)]),
    );
    assert!(sans.is_empty(), "{sans:?}");
    assert_eq!(v.stop.map(|s| s.doubt), Some(Doubt::Number));
    let (v, sans) = verdict_on(
        &cells,
        &[],
        Mode::Stop,
        false,
        (true, Vec::new(), vec![Some(1), Some(1)]),
    );
    assert_eq!(sans, ["c4", "e5"], "{:?}", v.stop.map(|s| s.doubt));
}

/// A printed table's third cell read from row 16 (on a photo its number `16` read as `6`, its `车a3` as `a3`): the
/// move is another row's; the reading stops before it, at a move number not the one expected.
#[test]
fn a_move_is_not_taken_from_another_rows_cell() {
    let cells = [sure("e4"), sure("e5"), sure("a3")];
    let rows = (true, Vec::new(), vec![Some(1), Some(1), Some(16)]);
    let (v, sans) = verdict_on(&cells, &[], Mode::Stop, false, rows);
    assert_eq!(sans, ["e4", "e5"]);
    assert_eq!(v.stop.map(|s| s.doubt), Some(Doubt::Number));
}

/// Read to its last move, no result, and glyphs after it that spell nothing the beam can read (a smudge, the rest of
/// a line a photo garbled): the game may go on there, and the stop says so — not that the last move's span shows
/// "no legal move".
#[test]
fn glyphs_left_after_the_last_move_stop_as_text_not_read() {
    let (v, sans) = verdict(&[sure("1. e4 e5 2. Nf3 Nc6 3. Bb5 %%%%%%%%%%")]);
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    assert_eq!(v.stop.map(|s| s.doubt), Some(Doubt::Unread));
}
