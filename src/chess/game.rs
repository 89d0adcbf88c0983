//! A game: its tags, its start position and its tree of moves.

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Move, Position};
use thiserror::Error;

use super::tags::Tags;
use super::tree::{MoveTree, NodeId};
use crate::i18n::{Key, Lang};

/// What can go wrong when building a game.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum GameError {
    #[error("the position “{fen}” cannot be set up: {}", problem.describe(Lang::En))]
    BadFen { fen: String, problem: FenProblem },
    #[error("the move is not legal in this position")]
    IllegalMove,
    /// A game of another variant (`[Variant "Crazyhouse"]`): its moves follow other rules.
    #[error("the game is {0}, not chess: Jipu reads chess and Chess960")]
    Variant(String),
}

/// The rules a game follows, as its `Variant` tag names them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Variant {
    #[default]
    Standard,
    /// Fischer random: the pieces of the back rank shuffled, castling to the usual squares.
    Chess960,
}

impl Variant {
    /// The variant a `Variant` tag names, or the tag refused by name when it is no kind of chess Jipu plays.
    pub fn of_tag(value: &str) -> Result<Variant, GameError> {
        let name: String = value
            .chars()
            .filter(|c| c.is_alphanumeric())
            .collect::<String>()
            .to_lowercase();
        match name.as_str() {
            "" | "standard" | "chess" | "normal" | "fromposition" | "classical" => {
                Ok(Variant::Standard)
            }
            "chess960" | "960" | "fischerandom" | "fischerrandom" | "frc"
            | "fischerrandomchess" => Ok(Variant::Chess960),
            _ => Err(GameError::Variant(value.trim().to_string())),
        }
    }

    fn castling_mode(self) -> CastlingMode {
        match self {
            Variant::Standard => CastlingMode::Standard,
            Variant::Chess960 => CastlingMode::Chess960,
        }
    }
}

/// What was put right to set up a FEN position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenRepair {
    /// Castling rights that no king and rook on their squares support, dropped (the FEN as written).
    CastlingRightsDropped { fen: String },
}

impl FenRepair {
    /// What was done, in `lang`.
    pub fn describe(&self, lang: Lang) -> String {
        match self {
            FenRepair::CastlingRightsDropped { fen } => {
                lang.fill(Key::CastlingRightsDropped, &[fen])
            }
        }
    }
}

/// Why a FEN is not a position a game can start from, as a player would say it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenProblem {
    /// Not a FEN at all (too few parts, stray characters).
    Unreadable,
    /// The piece placement cannot be read.
    Board,
    /// The side to move is not `w` or `b`.
    Turn,
    Castling,
    EnPassant,
    /// The move counters are not numbers.
    Counters,
    NoPieces,
    MissingKing,
    TooManyKings,
    PawnsOnBackRank,
    /// The side not to move is in check.
    OppositeCheck,
    /// A check no legal move could have given.
    ImpossibleCheck,
    TooMuchMaterial,
}

impl FenProblem {
    pub(crate) fn of_parse(e: shakmaty::fen::ParseFenError) -> FenProblem {
        use shakmaty::fen::ParseFenError as E;
        match e {
            E::InvalidBoard | E::InvalidPocket => FenProblem::Board,
            E::InvalidTurn => FenProblem::Turn,
            E::InvalidCastling => FenProblem::Castling,
            E::InvalidEpSquare => FenProblem::EnPassant,
            E::InvalidHalfmoveClock | E::InvalidFullmoves | E::InvalidRemainingChecks => {
                FenProblem::Counters
            }
            _ => FenProblem::Unreadable,
        }
    }

    pub(crate) fn of_position(kinds: shakmaty::PositionErrorKinds) -> FenProblem {
        use shakmaty::PositionErrorKinds as K;
        [
            (K::EMPTY_BOARD, FenProblem::NoPieces),
            (K::MISSING_KING, FenProblem::MissingKing),
            (K::TOO_MANY_KINGS, FenProblem::TooManyKings),
            (K::PAWNS_ON_BACKRANK, FenProblem::PawnsOnBackRank),
            (K::INVALID_CASTLING_RIGHTS, FenProblem::Castling),
            (K::INVALID_EP_SQUARE, FenProblem::EnPassant),
            (K::OPPOSITE_CHECK, FenProblem::OppositeCheck),
            (K::IMPOSSIBLE_CHECK, FenProblem::ImpossibleCheck),
            (K::TOO_MUCH_MATERIAL, FenProblem::TooMuchMaterial),
        ]
        .into_iter()
        .find(|(kind, _)| kinds.contains(*kind))
        .map_or(FenProblem::Unreadable, |(_, problem)| problem)
    }

    /// The problem in words, in `lang`.
    pub fn describe(self, lang: Lang) -> &'static str {
        lang.text(match self {
            FenProblem::Unreadable => Key::FenUnreadable,
            FenProblem::Board => Key::FenBoard,
            FenProblem::Turn => Key::FenTurn,
            FenProblem::Castling => Key::FenCastling,
            FenProblem::EnPassant => Key::FenEnPassant,
            FenProblem::Counters => Key::FenCounters,
            FenProblem::NoPieces => Key::FenNoPieces,
            FenProblem::MissingKing => Key::FenMissingKing,
            FenProblem::TooManyKings => Key::FenTooManyKings,
            FenProblem::PawnsOnBackRank => Key::FenPawnsOnBackRank,
            FenProblem::OppositeCheck => Key::FenOppositeCheck,
            FenProblem::ImpossibleCheck => Key::FenImpossibleCheck,
            FenProblem::TooMuchMaterial => Key::FenTooMuchMaterial,
        })
    }
}

/// One game of chess as a scoresheet records it.
#[derive(Clone, Debug, Default)]
pub struct Game {
    pub tags: Tags,
    /// The comment written before the first move.
    pub comment: Option<String>,
    pub tree: MoveTree,
    start: Chess,
}

impl Game {
    pub fn new() -> Game {
        Game::default()
    }

    /// A game that starts from a FEN position; sets the `FEN` and `SetUp` tags.
    pub fn from_fen(fen_text: &str) -> Result<Game, GameError> {
        let bad = |problem: FenProblem| GameError::BadFen {
            fen: fen_text.trim().to_string(),
            problem,
        };
        let fen: Fen = fen_text
            .trim()
            .parse()
            .map_err(|e| bad(FenProblem::of_parse(e)))?;
        let start: Chess = fen
            .into_position(CastlingMode::Standard)
            .map_err(|e| bad(FenProblem::of_position(e.kinds())))?;
        Ok(Game::from_position(start))
    }

    /// A game that starts from a FEN position of `variant`, as a file gives it: castling rights that no king and
    /// rook support are dropped (and said) rather than the game refused. Chess960 reads X-FEN and Shredder-FEN.
    pub fn from_fen_of(
        fen_text: &str,
        variant: Variant,
    ) -> Result<(Game, Option<FenRepair>), GameError> {
        let bad = |problem: FenProblem| GameError::BadFen {
            fen: fen_text.trim().to_string(),
            problem,
        };
        let fen: Fen = fen_text
            .trim()
            .parse()
            .map_err(|e| bad(FenProblem::of_parse(e)))?;
        let mode = variant.castling_mode();
        let (start, repair): (Chess, _) = match fen.into_position(mode) {
            Ok(start) => (start, None),
            Err(e) if e.kinds() == shakmaty::PositionErrorKinds::INVALID_CASTLING_RIGHTS => {
                let start = e
                    .ignore_invalid_castling_rights()
                    .map_err(|e| bad(FenProblem::of_position(e.kinds())))?;
                let repair = FenRepair::CastlingRightsDropped {
                    fen: fen_text.trim().to_string(),
                };
                (start, Some(repair))
            }
            Err(e) => return Err(bad(FenProblem::of_position(e.kinds()))),
        };
        Ok((Game::from_position(start), repair))
    }

    /// A game that starts from `start` (with the `FEN` and `SetUp` tags unless it is the standard start).
    pub fn from_position(start: Chess) -> Game {
        let mut game = Game {
            start,
            ..Game::default()
        };
        if !game.is_standard_start() {
            game.tags.set("SetUp", "1");
            game.tags.set("FEN", game.start_fen());
        }
        game
    }

    /// The position before the first move.
    pub fn start(&self) -> &Chess {
        &self.start
    }

    pub fn is_standard_start(&self) -> bool {
        self.start == Chess::default()
    }

    /// The start position as FEN.
    pub fn start_fen(&self) -> String {
        Fen::from_position(&self.start, EnPassantMode::Legal).to_string()
    }

    /// The position after the move at `id`.
    pub fn position_at(&self, id: NodeId) -> Chess {
        let mut pos = self.start.clone();
        for ply in self.tree.plies_to(id) {
            ply.play(&mut pos);
        }
        pos
    }

    /// Every position from the start to `id`, both included.
    pub fn positions_to(&self, id: NodeId) -> Vec<Chess> {
        let mut pos = self.start.clone();
        let mut out = vec![pos.clone()];
        for ply in self.tree.plies_to(id) {
            ply.play(&mut pos);
            out.push(pos.clone());
        }
        out
    }

    /// Plays `mv` after `at` if it is legal there, returning the new (or existing) node.
    pub fn play(&mut self, at: NodeId, mv: Move) -> Result<NodeId, GameError> {
        if !self.position_at(at).is_legal(mv) {
            return Err(GameError::IllegalMove);
        }
        Ok(self.tree.add_move(at, mv))
    }

    /// The moves of the main line (null moves left out: see [`Game::mainline_plies`]).
    pub fn mainline_moves(&self) -> Vec<Move> {
        self.tree.moves_to(self.tree.mainline_end())
    }

    /// The moves and null moves of the main line.
    pub fn mainline_plies(&self) -> Vec<super::Ply> {
        self.tree.plies_to(self.tree.mainline_end())
    }

    /// How many moves the main line has as a scoresheet numbers them, not half-moves: `1. e4 e5 2. Nf3` is two.
    ///
    /// ```
    /// let game = jipu::notation::import_game("1. e4 e5 2. Nf3 Nc6").unwrap().game;
    /// assert_eq!(game.move_count(), 2);
    /// ```
    pub fn move_count(&self) -> usize {
        let plies = self.tree.mainline_len();
        if plies == 0 {
            return 0;
        }
        // A game set up with Black to move numbers its first move `1...`.
        (plies + usize::from(self.start.turn().is_black())).div_ceil(2)
    }

    /// The time each side had left after its last move of the main line, as the game's clock comments (`[%clk]`)
    /// record it; `None` for a side whose moves record none.
    ///
    /// ```
    /// let game = jipu::notation::import_game("1. e4 { [%clk 1:29:50] } e5 { [%clk 1:29:30] } 2. Nf3 *")
    ///     .unwrap()
    ///     .game;
    /// let left = game.clocks_left();
    /// assert_eq!(left.white, Some(std::time::Duration::from_secs(5390)));
    /// assert_eq!(left.black, Some(std::time::Duration::from_secs(5370)));
    /// ```
    pub fn clocks_left(&self) -> shakmaty::ByColor<Option<std::time::Duration>> {
        let mut left = shakmaty::ByColor::<Option<std::time::Duration>>::default();
        let mut side = self.start.turn();
        for id in self.tree.mainline() {
            if let Some(clock) = self.tree.notes(id).clock {
                *left.get_mut(side) = Some(clock);
            }
            side = !side;
        }
        left
    }

    /// Whether two games have the same tags, start, comments and moves.
    pub fn same_as(&self, other: &Game) -> bool {
        self.tags == other.tags
            && self.start == other.start
            && self.comment == other.comment
            && self.tree.same_as(&other.tree)
    }
}
