//! The whole game at once: every position of the main line evaluated to a set depth or for a set time, one after the
//! other, by an engine of its own on a thread of its own ([`GameRun`]), with progress and cancel; the evaluations as
//! the points of a graph; the moves that lost most ([`MarkedMove`]); and all of it written into the game on request
//! (`[%eval]` comments, the marks, the best line as a variation).

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use shakmaty::{Chess, Move, Position};

use super::error::EngineError;
use super::eval::Eval;
use super::marks::{Mark, MarkedMove};
use super::process::{EngineProcess, Output};
use super::search::{ANSWER_WITHIN, EngineOptions, Line};
use super::uci::{FromEngine, chess960_command, is_chess960, position_command};
use crate::chess::{Game, NodeId};
use crate::notation::is_move_annotation;

/// How long each position is searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    Depth(u32),
    Time(Duration),
}

/// How long a searching engine may be silent before it is said not to answer.
const SILENT_FOR: Duration = Duration::from_secs(30);
/// How often a cancel is looked for while waiting on the engine.
const CANCEL_CHECK: Duration = Duration::from_millis(50);

/// One position of the game, evaluated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionEval {
    pub eval: Eval,
    /// The depth searched (0 for a position the rules decide: mate, stalemate).
    pub depth: u32,
    /// The engine's best line, its best move first (none where there is no move).
    pub line: Vec<Move>,
}

/// The evaluations of the positions of a main line: the first is the start, then one after each move. A cancelled
/// run keeps those it finished.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameAnalysis {
    pub positions: Vec<PositionEval>,
}

impl GameAnalysis {
    /// The graph's points: the winning chances from White's view (−1 to 1) of each position evaluated.
    pub fn points(&self) -> Vec<f64> {
        self.positions
            .iter()
            .map(|p| p.eval.winning_chances())
            .collect()
    }

    /// The moves of `moves` (played from `start`) that lost the most, in the order played. A move the engine
    /// itself chose is never marked.
    pub fn marks(&self, start: &Chess, moves: &[Move]) -> Vec<MarkedMove> {
        let mut out = Vec::new();
        let mut mover = start.turn();
        for (ply, (&played, pair)) in moves.iter().zip(self.positions.windows(2)).enumerate() {
            let (before, after) = (&pair[0], &pair[1]);
            if before.line.first() != Some(&played)
                && let Some(mark) = Mark::judge(before.eval, after.eval, mover)
            {
                out.push(MarkedMove {
                    ply,
                    mark,
                    played,
                    before: before.eval,
                    after: after.eval,
                    best_line: before.line.clone(),
                });
            }
            mover = !mover;
        }
        out
    }
}

/// Evaluates every position of `moves` from `start` with the engine at `path`, one at a time; `progress` is told
/// each position done. A `cancel` set stops it between lines of the engine, with the positions done so far.
pub fn analyse_game(
    path: &Path,
    options: EngineOptions,
    start: &Chess,
    moves: &[Move],
    limit: Limit,
    cancel: &AtomicBool,
    progress: impl FnMut(&PositionEval),
) -> Result<GameAnalysis, EngineError> {
    let engine = EngineProcess::start(path)?;
    analyse_with(&engine, options, start, moves, limit, cancel, progress)
}

/// [`analyse_game`] with an engine already started.
fn analyse_with(
    engine: &EngineProcess,
    options: EngineOptions,
    start: &Chess,
    moves: &[Move],
    limit: Limit,
    cancel: &AtomicBool,
    mut progress: impl FnMut(&PositionEval),
) -> Result<GameAnalysis, EngineError> {
    let mut name = engine.file_name();
    engine.send("uci");
    let cancelled = || cancel.load(Ordering::SeqCst);
    if !wait_for(engine, &mut name, ANSWER_WITHIN, &cancelled, |s| {
        s == &FromEngine::UciOk
    })? {
        return Ok(GameAnalysis::default());
    }
    // One line is enough here: the best.
    let options = EngineOptions {
        lines: 1,
        ..options
    };
    for command in options.commands() {
        engine.send(&command);
    }
    if is_chess960(start) {
        engine.send(&chess960_command(true));
    }
    engine.send("ucinewgame");
    engine.send("isready");
    if !wait_for(engine, &mut name, ANSWER_WITHIN, &cancelled, |s| {
        s == &FromEngine::ReadyOk
    })? {
        return Ok(GameAnalysis::default());
    }
    let go = match limit {
        Limit::Depth(depth) => format!("go depth {}", depth.max(1)),
        Limit::Time(time) => format!("go movetime {}", time.as_millis().max(1)),
    };
    let mut analysis = GameAnalysis::default();
    let mut pos = start.clone();
    for ply in 0..=moves.len() {
        if cancelled() {
            break;
        }
        let evaluated = match by_the_rules(&pos) {
            Some(eval) => PositionEval {
                eval,
                depth: 0,
                line: Vec::new(),
            },
            None => {
                engine.send(&position_command(start, &moves[..ply]));
                engine.send(&go);
                let mut last: Option<Line> = None;
                let ended = wait_for(engine, &mut name, SILENT_FOR, &cancelled, |said| {
                    if let FromEngine::Info(info) = said
                        && info.multipv.unwrap_or(1) == 1
                        && let Some(line) = Line::of_info(info, &pos)
                    {
                        last = Some(line);
                    }
                    matches!(said, FromEngine::BestMove(_))
                })?;
                let Some(line) = last.filter(|_| ended) else {
                    break;
                };
                PositionEval {
                    eval: line.eval,
                    depth: line.depth,
                    line: line.moves,
                }
            }
        };
        progress(&evaluated);
        analysis.positions.push(evaluated);
        if let Some(&m) = moves.get(ply) {
            pos.play_unchecked(m);
        }
    }
    Ok(analysis)
}

/// The evaluation of a position the rules decide: the side to move mated, or a draw (stalemate, no mating material).
fn by_the_rules(pos: &Chess) -> Option<Eval> {
    if pos.is_checkmate() {
        Some(Eval::Mate {
            by: !pos.turn(),
            moves: 0,
        })
    } else if pos.is_stalemate() || pos.is_insufficient_material() {
        Some(Eval::Cp(0))
    } else {
        None
    }
}

/// Reads the engine's lines, each given to `done`, until `done` says the awaited one came (`Ok(true)`) or a cancel
/// came (`Ok(false)`). Silence for `silent` is an engine that does not answer; its output ending, one that stopped.
fn wait_for(
    engine: &EngineProcess,
    name: &mut String,
    silent: Duration,
    cancelled: &dyn Fn() -> bool,
    mut done: impl FnMut(&FromEngine) -> bool,
) -> Result<bool, EngineError> {
    let mut quiet = Duration::ZERO;
    loop {
        if cancelled() {
            engine.send("stop");
            return Ok(false);
        }
        match engine.output_within(CANCEL_CHECK) {
            None => {
                quiet += CANCEL_CHECK;
                if quiet > silent {
                    return Err(EngineError::NotAnswering { name: name.clone() });
                }
            }
            Some(Output::Closed) => {
                return Err(EngineError::Stopped {
                    name: name.clone(),
                    last_words: engine.last_words(),
                });
            }
            Some(Output::Line(line)) => {
                quiet = Duration::ZERO;
                let said = FromEngine::read(&line);
                if let FromEngine::Name(n) = &said {
                    *name = n.clone();
                }
                if done(&said) {
                    return Ok(true);
                }
            }
        }
    }
}

/// How far a run has come, shared with its thread.
#[derive(Debug, Default)]
struct Shared {
    positions: Vec<PositionEval>,
    outcome: Option<Result<(), EngineError>>,
}

/// [`analyse_game`] on a thread of its own: the window looks at its progress each frame and never waits on it.
#[derive(Debug)]
pub struct GameRun {
    shared: Arc<Mutex<Shared>>,
    cancel: Arc<AtomicBool>,
    total: usize,
    pid: Option<u32>,
}

impl GameRun {
    /// Starts the engine at `path` and evaluates the positions of `moves` from `start` on a thread of its own.
    pub fn start(
        path: PathBuf,
        options: EngineOptions,
        start: Chess,
        moves: Vec<Move>,
        limit: Limit,
    ) -> GameRun {
        let shared = Arc::new(Mutex::new(Shared::default()));
        let cancel = Arc::new(AtomicBool::new(false));
        let mut run = GameRun {
            shared: shared.clone(),
            cancel: cancel.clone(),
            total: moves.len() + 1,
            pid: None,
        };
        let engine = match EngineProcess::start(&path) {
            Ok(engine) => engine,
            Err(e) => {
                run.finish(Err(e));
                return run;
            }
        };
        run.pid = Some(engine.id());
        let work = move || {
            let outcome = analyse_with(&engine, options, &start, &moves, limit, &cancel, |p| {
                if let Ok(mut shared) = shared.lock() {
                    shared.positions.push(p.clone());
                }
            });
            if let Ok(mut shared) = shared.lock() {
                shared.outcome = Some(outcome.map(|_| ()));
            }
        };
        if let Err(e) = std::thread::Builder::new()
            .name("game analysis".into())
            .spawn(work)
        {
            run.finish(Err(EngineError::CannotStart {
                path: path.display().to_string(),
                source: Arc::new(e),
            }));
        }
        run
    }

    fn finish(&self, outcome: Result<(), EngineError>) {
        if let Ok(mut shared) = self.shared.lock() {
            shared.outcome = Some(outcome);
        }
    }

    /// The id of the run's engine process (the tests kill it).
    pub fn engine_pid(&self) -> Option<u32> {
        self.pid
    }

    /// Positions evaluated so far, and how many there are in all.
    pub fn progress(&self) -> (usize, usize) {
        let done = self.shared.lock().map_or(0, |s| s.positions.len());
        (done, self.total)
    }

    /// The evaluations so far.
    pub fn analysis(&self) -> GameAnalysis {
        GameAnalysis {
            positions: self
                .shared
                .lock()
                .map(|s| s.positions.clone())
                .unwrap_or_default(),
        }
    }

    /// Once the run has ended (done, cancelled, or failed): how.
    pub fn outcome(&self) -> Option<Result<(), EngineError>> {
        self.shared.lock().ok().and_then(|s| s.outcome.clone())
    }

    /// Asks the run to stop; it keeps what it evaluated.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::SeqCst);
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::SeqCst)
    }
}

impl Drop for GameRun {
    fn drop(&mut self) {
        self.cancel();
    }
}

/// The moves of `game`'s main line that an engine can be given: up to a null move, if it has one (UCI has no null
/// move). The whole game's analysis, its report and its graph are of these.
pub fn analysable_moves(game: &Game) -> Vec<Move> {
    game.mainline_plies()
        .into_iter()
        .map_while(crate::chess::Ply::mv)
        .collect()
}

/// The position at `at` as an engine is given it: the game's start and the moves to `at` — or, after a null move in
/// the line (UCI has none), the position after the last null move and the moves from there.
pub fn position_for_engine(game: &Game, at: NodeId) -> (Chess, Vec<Move>) {
    let plies = game.tree.plies_to(at);
    let after_null = plies
        .iter()
        .rposition(|p| *p == crate::chess::Ply::Null)
        .map_or(0, |i| i + 1);
    let mut start = game.start().clone();
    for ply in &plies[..after_null] {
        ply.play(&mut start);
    }
    let moves = plies[after_null..].iter().filter_map(|p| p.mv()).collect();
    (start, moves)
}

/// The evaluations written in the comments of a game's main line (`[%eval …]`, as Lichess and Jipu write them):
/// the start's first (never written, so `None`), then one after each move.
pub fn evals_in_comments(game: &Game) -> Vec<Option<Eval>> {
    std::iter::once(None)
        .chain(game.tree.mainline().into_iter().map(|id| {
            game.tree
                .notes(id)
                .comment
                .as_deref()
                .and_then(Eval::in_comment)
        }))
        .collect()
}

/// Writes an analysis of `game`'s main line into it: each move's evaluation as an `[%eval]` comment (replacing one
/// written before), and each marked move's mark and the engine's best line as a variation. Writing it twice changes
/// nothing more.
pub fn write_analysis(game: &mut Game, analysis: &GameAnalysis, marks: &[MarkedMove]) {
    let mainline = game.tree.mainline();
    for (id, evaluated) in mainline.iter().zip(analysis.positions.iter().skip(1)) {
        let mated = matches!(evaluated.eval, Eval::Mate { moves: 0, .. });
        let notes = game.tree.notes_mut(*id);
        let kept = notes
            .comment
            .as_deref()
            .map(without_eval)
            .unwrap_or_default();
        let mut comment = if mated {
            String::new()
        } else {
            evaluated.eval.pgn_command()
        };
        if !kept.is_empty() {
            if !comment.is_empty() {
                comment.push(' ');
            }
            comment.push_str(&kept);
        }
        notes.comment = (!comment.is_empty()).then_some(comment);
    }
    for marked in marks {
        let Some(&id) = mainline.get(marked.ply) else {
            continue;
        };
        let nags = &mut game.tree.notes_mut(id).nags;
        nags.retain(|&n| !is_move_annotation(n));
        nags.push(marked.mark.nag());
        let Some(parent) = game.tree.parent(id) else {
            continue;
        };
        let mut at = parent;
        for &m in &marked.best_line {
            at = game.tree.add_move(at, m);
        }
    }
}

/// A comment without its `[%eval …]` command.
fn without_eval(comment: &str) -> String {
    let Some(start) = comment.find("[%eval ") else {
        return comment.trim().to_string();
    };
    let end = comment[start..]
        .find(']')
        .map_or(comment.len(), |e| start + e + 1);
    let mut out = comment[..start].trim_end().to_string();
    let rest = comment[end..].trim_start();
    if !out.is_empty() && !rest.is_empty() {
        out.push(' ');
    }
    out.push_str(rest);
    out.trim().to_string()
}

/// The node of each move of the main line, for the window (the graph's points are positions: point `i` is after
/// node `i - 1`, point 0 the start).
pub fn node_of_point(game: &Game, point: usize) -> NodeId {
    match point {
        0 => NodeId::ROOT,
        p => game
            .tree
            .mainline()
            .get(p - 1)
            .copied()
            .unwrap_or_else(|| game.tree.mainline_end()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_eval_comment_is_replaced_and_the_words_kept() {
        assert_eq!(without_eval("[%eval 0.31] a fine move"), "a fine move");
        assert_eq!(without_eval("good [%eval #-2] indeed"), "good indeed");
        assert_eq!(without_eval("no evaluation"), "no evaluation");
    }
}
