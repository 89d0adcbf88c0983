//! `jipu sheet --pairings` and `jipu grade`: a round at the club from the command line. Reading the files, the
//! rounds, the grading and the ladder are the library's (`jipu::club`); this prints and writes.

use std::path::Path;
use std::process::ExitCode;

use jipu::chess::Game;
use jipu::club::{
    BoardResult, ClubError, GameChange, Ladder, Round, read_pairings, read_results, sheet_board,
    sheet_round,
};
use jipu::i18n::{Key, Lang};
use jipu::sheet::{FontMetrics, SheetOptions, lay_out_games, parse_date};

use super::args::{GradeRequest, RoundSheets};
use super::input::read_file;
use super::output::{Failure, print, write_file, write_sheet};

/// A club file's error as the user reads it: the file, the line and what is wrong.
fn club_failure(path: &Path, error: &ClubError, lang: Lang) -> Failure {
    Failure(lang.labelled(&path.display().to_string(), &error.message(lang)))
}

/// `jipu import --pairings FILE PHOTO`: the game read from a photographed round sheet given the tags of the board its
/// code names (round and board, read from the sheet), from the round's pairing — its players, event, site, date —
/// with the result as the picture gave it. Said back as "round 5, board 3: White – Black".
pub(super) fn put_back_to_board(
    game: &mut Game,
    picture: &str,
    path: &Path,
    lang: Lang,
) -> Result<String, Failure> {
    let (Some(round), Some(board)) = (sheet_round(game), sheet_board(game)) else {
        return Err(Failure(lang.fill(Key::PictureNotRoundSheet, &[picture])));
    };
    let bytes = read_file(path, lang)?;
    let tournament = read_pairings(&bytes).map_err(|e| club_failure(path, &e, lang))?;
    // Where the file has no such round or board, the photo is named first: it is the sheet the user asked about.
    let (round_no, board_no) = (round.to_string(), board.to_string());
    let not_paired = |why: String| {
        Failure(lang.fill(
            Key::PictureSheetNotPaired,
            &[picture, &round_no, &board_no, &why],
        ))
    };
    let paired = tournament
        .round(round)
        .map_err(|e| not_paired(club_failure(path, &e, lang).0))?;
    let Ok(on_board) = paired.board_of_sheet(game) else {
        let shown = path.display().to_string();
        let why = lang.fill(Key::PictureBoardNotPaired, &[&shown, &round_no, &board_no]);
        return Err(not_paired(why));
    };
    paired.give_board_tags(on_board, game);
    Ok(lang.fill(
        Key::PictureRoundSheetBoard,
        &[
            &round_no,
            &board_no,
            &on_board.white.name,
            &on_board.black.name,
        ],
    ))
}

/// `jipu sheet --pairings FILE [--round N]`: one sheet per board of the round, all or nothing.
pub(super) fn sheets_for_round(
    path: &Path,
    req: RoundSheets,
    options: &SheetOptions,
    output: &Path,
    lang: Lang,
) -> Result<ExitCode, Failure> {
    let bytes = read_file(path, lang)?;
    let tournament = read_pairings(&bytes).map_err(|e| club_failure(path, &e, lang))?;
    let mut round = tournament
        .round_to_print(req.round)
        .map_err(|e| club_failure(path, &e, lang))?;
    if let Some(event) = req.event {
        round.event = Some(event);
    }
    if let Some(site) = req.site {
        round.site = Some(site);
    }
    if let Some(date) = req.date {
        round.date = Some(parse_date(&date).map_err(|e| Failure(e.message(lang)))?);
    }
    if round.boards.is_empty() {
        let error = ClubError::RoundWithoutBoards {
            round: round.number.unwrap_or_default(),
        };
        return Err(club_failure(path, &error, lang));
    }
    let games = round.games();
    let laid_out = lay_out_games(&games, options, FontMetrics::jipu_sans());
    let number = round.number.map(|n| n.to_string()).unwrap_or_default();
    let (shown, boards) = (path.display().to_string(), round.boards.len().to_string());
    let said = match round.number {
        Some(_) => lang.fill(Key::RoundSheets, &[&shown, &number, &boards]),
        None => lang.fill(Key::UnnumberedRoundSheets, &[&shown, &boards]),
    };
    eprintln!("jipu: {said}");
    let title = format!("{} – {number}", round.event.as_deref().unwrap_or_default());
    write_sheet(&laid_out, &title, output, lang)?;
    Ok(ExitCode::SUCCESS)
}

/// `jipu grade LADDER RESULTS`: each game's change, the new table, and the ladder written.
pub(super) fn grade(req: GradeRequest, lang: Lang) -> Result<ExitCode, Failure> {
    let mut ladder = if req.ladder.exists() {
        let bytes = read_file(&req.ladder, lang)?;
        Ladder::read(&bytes).map_err(|e| club_failure(&req.ladder, &e, lang))?
    } else {
        eprintln!(
            "jipu: {}",
            lang.fill(Key::LadderStarted, &[&req.ladder.display().to_string()])
        );
        Ladder::new(lang)
    };
    let bytes = read_file(&req.results, lang)?;
    let results = read_results(&bytes).map_err(|e| club_failure(&req.results, &e, lang))?;
    let rounds: Vec<Round> = match req.round {
        Some(n) => vec![
            results
                .round(n)
                .map_err(|e| club_failure(&req.results, &e, lang))?,
        ],
        // Rounds not played yet (a TRF exported for the next round) have nothing to say.
        None => results
            .rounds
            .into_iter()
            .filter(|r| r.boards.iter().any(|b| b.result.is_some()))
            .collect(),
    };
    let before = ladder.clone();
    let changes = ladder.apply(&rounds);
    if !changes.iter().any(|c| c.graded) {
        return Err(Failure(
            lang.fill(Key::GradeNothing, &[&req.results.display().to_string()]),
        ));
    }
    let mut out = String::new();
    let mut heading = None;
    for change in &changes {
        if heading != Some(change.round) {
            heading = Some(change.round);
            let title = match change.round {
                Some(n) => lang.fill(Key::GradeRound, &[&n.to_string()]),
                None => lang.text(Key::GradeGames).to_string(),
            };
            out.push_str(&format!("{title}\n"));
        }
        out.push_str(&change_line(change, lang));
    }
    out.push('\n');
    out.push_str(&table(&ladder, lang));
    print(&out)?;
    for rung in ladder.standings() {
        if before.rung(&rung.name).is_none() {
            eprintln!("jipu: {}", lang.fill(Key::LadderNewPlayer, &[&rung.name]));
        }
    }
    let shown = req.ladder.display().to_string();
    if req.dry_run {
        eprintln!("jipu: {}", lang.fill(Key::LadderDryRun, &[&shown]));
    } else {
        write_file(&req.ladder, ladder.to_csv().as_bytes(), lang)?;
        eprintln!("jipu: {}", lang.fill(Key::LadderWritten, &[&shown]));
    }
    Ok(ExitCode::SUCCESS)
}

/// `  board 1  王一 (1510.0) 1-0 李二 (1490.0)  王一 +10.0, 李二 -10.0`
fn change_line(c: &GameChange, lang: Lang) -> String {
    let board = lang.fill(Key::GradeBoard, &[&c.board.to_string()]);
    let players = format!(
        "{} ({}) {} {} ({})",
        c.names.white,
        c.before.white,
        BoardResult::shown(c.result),
        c.names.black,
        c.before.black
    );
    let effect = if c.graded {
        format!(
            "{} {}, {} {}",
            c.names.white,
            c.change.white.signed(),
            c.names.black,
            c.change.black.signed()
        )
    } else {
        lang.text(match c.result {
            Some(BoardResult::Forfeit(_)) => Key::GradeForfeit,
            Some(BoardResult::UnderOneMove(_)) => Key::GradeUnderOneMove,
            _ => Key::GradeNoResult,
        })
        .to_string()
    };
    format!("  {board}  {players}  {effect}\n")
}

/// How wide a text shows in a terminal: Chinese characters take two columns.
fn shown_width(text: &str) -> usize {
    text.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum()
}

fn padded(text: &str, width: usize) -> String {
    format!(
        "{text}{}",
        " ".repeat(width.saturating_sub(shown_width(text)))
    )
}

/// The ladder as a table: place, name, points, level, games.
fn table(ladder: &Ladder, lang: Lang) -> String {
    use jipu::club::Column;
    let rows: Vec<[String; 5]> = ladder
        .standings()
        .iter()
        .enumerate()
        .map(|(i, r)| {
            [
                (i + 1).to_string(),
                r.name.clone(),
                r.points.to_string(),
                r.points.level().name(lang),
                r.games.to_string(),
            ]
        })
        .collect();
    let head = [
        "#".to_string(),
        Column::Name.name(lang).to_string(),
        Column::Points.name(lang).to_string(),
        Column::Level.name(lang).to_string(),
        Column::Games.name(lang).to_string(),
    ];
    let widths: Vec<usize> = (0..5)
        .map(|i| {
            rows.iter()
                .chain(std::iter::once(&head))
                .map(|r| shown_width(&r[i]))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in std::iter::once(&head).chain(&rows) {
        let cells: Vec<String> = row
            .iter()
            .zip(&widths)
            .map(|(c, &w)| padded(c, w))
            .collect();
        out.push_str(cells.join("  ").trim_end());
        out.push('\n');
    }
    out
}
