//! The part of the UCI protocol a GUI needs (https://backscattering.de/chess/uci/): the lines an engine writes read
//! into [`FromEngine`], and the commands written to it. Written here rather than taken from a crate: what Jipu reads
//! is four kinds of line, and its moves must be shakmaty's (the UCI crates bring their own move and board types and
//! a parser generator for a grammar this small).

use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Move, Position};

/// A score as the engine gives it: from the side to move's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RawScore {
    /// Centipawns.
    Cp(i32),
    /// Mate in so many moves: positive when the side to move mates, negative when it is mated, 0 when it is mated now.
    Mate(i32),
}

/// One `info` line, with the parts Jipu uses.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Info {
    pub depth: Option<u32>,
    pub seldepth: Option<u32>,
    /// Which of the best lines this is (from 1), when the engine shows several.
    pub multipv: Option<u32>,
    pub score: Option<RawScore>,
    /// The score is only a bound (`lowerbound`, `upperbound`), not the evaluation.
    pub bound: bool,
    pub nodes: Option<u64>,
    pub time_ms: Option<u64>,
    pub pv: Vec<UciMove>,
}

/// What one line from the engine says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FromEngine {
    /// `id name Stockfish 15.1`.
    Name(String),
    UciOk,
    ReadyOk,
    Info(Info),
    /// The search ended; its best move (`None` for `bestmove (none)`, in a position without moves).
    BestMove(Option<UciMove>),
    /// Anything else (`option …`, `id author …`, banners).
    Other,
}

impl FromEngine {
    /// Reads one line as the engine wrote it. Unknown words are passed over, as the protocol asks.
    ///
    /// ```
    /// use jipu::engine::{FromEngine, RawScore};
    /// let line = "info depth 12 seldepth 18 multipv 1 score mate 2 nodes 4096 nps 1 time 3 pv d1h5 g7g6 h5e5";
    /// let FromEngine::Info(info) = FromEngine::read(line) else { panic!() };
    /// assert_eq!(info.depth, Some(12));
    /// assert_eq!(info.score, Some(RawScore::Mate(2)));
    /// assert_eq!(info.pv.len(), 3);
    /// assert_eq!(FromEngine::read("bestmove e2e4 ponder e7e5"), FromEngine::BestMove(Some("e2e4".parse().unwrap())));
    /// ```
    pub fn read(line: &str) -> FromEngine {
        let mut words = line.split_whitespace();
        match words.next() {
            Some("uciok") => FromEngine::UciOk,
            Some("readyok") => FromEngine::ReadyOk,
            Some("id") if words.next() == Some("name") => {
                FromEngine::Name(words.collect::<Vec<_>>().join(" "))
            }
            Some("bestmove") => FromEngine::BestMove(words.next().and_then(|w| w.parse().ok())),
            Some("info") => FromEngine::Info(read_info(words)),
            _ => FromEngine::Other,
        }
    }
}

fn read_info<'a>(mut words: impl Iterator<Item = &'a str>) -> Info {
    let mut info = Info::default();
    while let Some(word) = words.next() {
        match word {
            "depth" => info.depth = words.next().and_then(|w| w.parse().ok()),
            "seldepth" => info.seldepth = words.next().and_then(|w| w.parse().ok()),
            "multipv" => info.multipv = words.next().and_then(|w| w.parse().ok()),
            "nodes" => info.nodes = words.next().and_then(|w| w.parse().ok()),
            "time" => info.time_ms = words.next().and_then(|w| w.parse().ok()),
            "score" => {
                let kind = words.next();
                let value = words.next().and_then(|w| w.parse().ok());
                info.score = match (kind, value) {
                    (Some("cp"), Some(v)) => Some(RawScore::Cp(v)),
                    (Some("mate"), Some(v)) => Some(RawScore::Mate(v)),
                    _ => None,
                };
            }
            "lowerbound" | "upperbound" => info.bound = true,
            // The rest of the line is the text of the string, or the moves of the line.
            "string" => break,
            "pv" => {
                info.pv = words.by_ref().map_while(|w| w.parse().ok()).collect();
            }
            _ => {}
        }
    }
    info
}

/// The `position` command for the position after `moves` from `start`: `startpos` for the standard start, else its
/// FEN, then the moves in UCI notation (castling as the king's two-square move; in Chess960 as the king taking its
/// rook, as UCI_Chess960 asks).
///
/// ```
/// use jipu::engine::position_command;
/// use shakmaty::{Chess, Move, Role, Square};
/// let e4 = Move::Normal { role: Role::Pawn, from: Square::E2, capture: None, to: Square::E4, promotion: None };
/// assert_eq!(position_command(&Chess::default(), &[e4]), "position startpos moves e2e4");
/// ```
pub fn position_command(start: &Chess, moves: &[Move]) -> String {
    let mut out = if *start == Chess::default() {
        String::from("position startpos")
    } else {
        let fen = shakmaty::fen::Fen::from_position(start, EnPassantMode::Legal);
        format!("position fen {fen}")
    };
    if !moves.is_empty() {
        let mode = start.castles().mode();
        out.push_str(" moves");
        for &m in moves {
            out.push(' ');
            UciMove::from_move(m, mode).append_to_string(&mut out);
        }
    }
    out
}

/// Whether a game from `start` is Chess960 for the engine (the option `UCI_Chess960`).
pub fn is_chess960(start: &Chess) -> bool {
    start.castles().mode() == CastlingMode::Chess960
}

/// The command that tells the engine whether the game is Chess960.
pub fn chess960_command(chess960: bool) -> String {
    format!("setoption name UCI_Chess960 value {chess960}")
}

/// The engine's line of moves as moves of `pos`, as far as they are legal there (a line from a search of another
/// position, or a faulty engine, is cut where it stops being legal).
pub fn legal_line(pos: &Chess, line: &[UciMove]) -> Vec<Move> {
    let mut pos = pos.clone();
    let mut out = Vec::with_capacity(line.len());
    for uci in line {
        let Ok(m) = uci.to_move(&pos) else {
            break;
        };
        pos.play_unchecked(m);
        out.push(m);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_strings_and_stray_words_are_read_as_the_protocol_says() {
        let FromEngine::Info(info) = FromEngine::read(
            "info depth 20 currmove e2e4 currmovenumber 1 score cp -35 upperbound hashfull 12 time 40",
        ) else {
            panic!("an info line")
        };
        assert_eq!(info.score, Some(RawScore::Cp(-35)));
        assert!(info.bound);
        assert_eq!(info.time_ms, Some(40));
        let FromEngine::Info(info) =
            FromEngine::read("info string NNUE evaluation using nn.nnue pv e2e4")
        else {
            panic!("an info line")
        };
        assert!(info.pv.is_empty(), "the words of a string are not a line");
        assert_eq!(
            FromEngine::read("id name Stockfish 15.1"),
            FromEngine::Name("Stockfish 15.1".into())
        );
        assert_eq!(
            FromEngine::read("bestmove (none)"),
            FromEngine::BestMove(None)
        );
        assert_eq!(
            FromEngine::read("Stockfish 15.1 by the Stockfish developers"),
            FromEngine::Other
        );
    }

    #[test]
    fn a_line_is_cut_where_it_stops_being_legal() {
        let pos = Chess::default();
        let line: Vec<UciMove> = ["e2e4", "e7e5", "e4e5", "g1f3"]
            .iter()
            .map(|w| w.parse().expect("UCI move"))
            .collect();
        assert_eq!(legal_line(&pos, &line).len(), 2);
    }

    #[test]
    fn a_set_up_position_is_sent_as_its_fen_and_castling_as_the_king_s_move() {
        let fen: shakmaty::fen::Fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().expect("FEN");
        let pos: Chess = fen.into_position(CastlingMode::Standard).expect("legal");
        let castle = pos
            .legal_moves()
            .into_iter()
            .find(|m| m.is_castle() && m.to().file() == shakmaty::File::H)
            .expect("short castling");
        assert_eq!(
            position_command(&pos, &[castle]),
            "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1g1"
        );
    }
}
