//! `jipu opening` and `jipu analyse`: a game's opening name, and an engine's look at the whole game — the moves that
//! lost most, or the game written back as PGN with the evaluations, marks and best lines.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

use jipu::engine::{EngineOptions, EngineSearch, Limit, Mark, analyse_game, write_analysis};
use jipu::i18n::{Key, Lang};
use jipu::notation::{NotationStyle, write_move};
use shakmaty::Position;

use super::args::{AnalyseRequest, OpeningRequest};
use super::input::{Input, nth_game};
use super::output::{Failure, print};

/// The game asked for, with the status reading it gave; `Err(status)` when reading stopped before any game or the
/// game was refused (its problem said).
fn the_game(
    file: Option<PathBuf>,
    number: usize,
    lang: Lang,
) -> Result<Result<(jipu::Game, ExitCode), ExitCode>, Failure> {
    let mut input = Input::open(file, lang)?;
    match nth_game(&mut input, number, lang) {
        Ok((Some(game), tally)) => Ok(Ok((game, tally.status()))),
        Ok((None, tally)) => Ok(Err(tally.status())),
        Err(Failure(message)) if message.is_empty() => Ok(Err(ExitCode::from(2))),
        Err(failure) => Err(failure),
    }
}

pub fn opening(req: OpeningRequest, lang: Lang) -> Result<ExitCode, Failure> {
    let (game, status) = match the_game(req.file, req.game, lang)? {
        Ok(found) => found,
        Err(status) => return Ok(status),
    };
    match jipu::opening::opening_of_game(&game, game.tree.mainline_end()) {
        Some(opening) => print(&format!("{} {}\n", opening.eco(), opening.name(lang)))?,
        None => return Err(Failure(lang.text(Key::NoOpening).to_string())),
    }
    Ok(status)
}

pub fn analyse(req: AnalyseRequest, lang: Lang) -> Result<ExitCode, Failure> {
    let engine = EngineSearch::system()
        .engine(req.engine.as_deref())
        .map_err(|e| Failure(e.describe(lang)))?;
    let (mut game, status) = match the_game(req.file, req.game, lang)? {
        Ok(found) => found,
        Err(status) => return Ok(status),
    };
    let moves = jipu::engine::analysable_moves(&game);
    let options = EngineOptions {
        threads: req.threads.max(1),
        hash_mb: 64,
        lines: 1,
    };
    let total = moves.len() + 1;
    let mut done = 0;
    // Progress on a terminal only: a log or a pipe gets the result alone.
    let terminal = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let analysis = analyse_game(
        &engine,
        options,
        game.start(),
        &moves,
        Limit::Depth(req.depth.clamp(1, 60)),
        &AtomicBool::new(false),
        |_| {
            done += 1;
            if terminal {
                let text = lang.fill(Key::AnalysingGame, &[&done.to_string(), &total.to_string()]);
                eprint!("\r{text}");
            }
        },
    )
    .map_err(|e| Failure(e.describe(lang)))?;
    if terminal {
        eprintln!();
    }
    let marks = analysis.marks(game.start(), &moves);
    if req.pgn {
        write_analysis(&mut game, &analysis, &marks);
        print(&jipu::pgn::write_game(&game))?;
        return Ok(status);
    }
    let style = NotationStyle::of_lang(lang);
    let mut out = String::new();
    let mut pos = game.start().clone();
    let mut marked = marks.iter().peekable();
    for (ply, &m) in moves.iter().enumerate() {
        if let Some(mark) = marked.next_if(|k| k.ply == ply) {
            let number = pos.fullmoves();
            let dots = if pos.turn().is_white() { "." } else { "..." };
            let best = mark
                .best_line
                .first()
                .map(|&b| write_move(&pos, b, style))
                .unwrap_or_default();
            let name = lang.text(match mark.mark {
                Mark::Inaccuracy => Key::Inaccuracy,
                Mark::Mistake => Key::Mistake,
                Mark::Blunder => Key::Blunder,
            });
            out.push_str(&format!(
                "{number}{dots} {}{}\t{name}\t{} → {}\t{}\n",
                write_move(&pos, m, style),
                mark.mark.glyph(),
                mark.before,
                mark.after,
                lang.fill(Key::BestWas, &[&best]),
            ));
        }
        pos.play_unchecked(m);
    }
    let counts = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder]
        .map(|k| marks.iter().filter(|m| m.mark == k).count().to_string());
    out.push_str(&lang.fill(Key::GameMarks, &[&counts[0], &counts[1], &counts[2]]));
    out.push('\n');
    print(&out)?;
    Ok(status)
}
