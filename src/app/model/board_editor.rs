//! The board editor, as data: a position being set up piece by piece (for a lesson, an adjourned game), the side to
//! move, the castling rights and the en passant square — each offered only where the pieces allow it — and its
//! FEN, shown and editable. A game starts from it once it is a position chess can be played from.

use shakmaty::fen::Fen;
use shakmaty::{
    Bitboard, Board, ByColor, CastlingMode, CastlingSide, Chess, Color, File, FromSetup, Piece,
    Position, Rank, Role, Setup, Square,
};

use crate::chess::FenProblem;
use crate::i18n::Lang;

/// See the module documentation.
#[derive(Clone, Debug)]
pub struct BoardEditor {
    board: Board,
    turn: Color,
    /// The castling rights asked for, kept while the pieces do not allow them (a rook taken off and put back).
    castling: ByColor<[bool; 2]>,
    ep: Option<Square>,
    /// The move number and the halfmove clock of the position opened or typed, kept while pieces are moved: a
    /// position set up from move 13 of a game is still at move 13.
    fullmoves: std::num::NonZeroU32,
    halfmoves: u32,
    /// What a click on a square puts there.
    brush: Option<Piece>,
    /// The FEN as typed, while it is typed; `None` shows the position's.
    fen_typed: Option<String>,
    /// Why the FEN typed is not one.
    fen_problem: Option<FenProblem>,
}

fn side_index(side: CastlingSide) -> usize {
    match side {
        CastlingSide::KingSide => 0,
        CastlingSide::QueenSide => 1,
    }
}

impl BoardEditor {
    /// An editor on `pos` (the position on the board when it was opened).
    pub fn new(pos: &Chess) -> BoardEditor {
        let castles = pos.castles();
        BoardEditor {
            board: pos.board().clone(),
            turn: pos.turn(),
            castling: ByColor::new_with(|c| {
                [CastlingSide::KingSide, CastlingSide::QueenSide].map(|s| castles.has(c, s))
            }),
            ep: pos.ep_square(shakmaty::EnPassantMode::Legal),
            fullmoves: pos.fullmoves(),
            halfmoves: pos.halfmoves(),
            brush: Some(Piece {
                color: Color::White,
                role: Role::Pawn,
            }),
            fen_typed: None,
            fen_problem: None,
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn turn(&self) -> Color {
        self.turn
    }

    pub fn brush(&self) -> Option<Piece> {
        self.brush
    }

    pub(in crate::app) fn set_brush(&mut self, piece: Option<Piece>) {
        self.brush = piece;
    }

    /// A piece put on `sq`, or the square emptied.
    pub(in crate::app) fn put(&mut self, sq: Square, piece: Option<Piece>) {
        match piece {
            Some(p) => self.board.set_piece_at(sq, p),
            None => {
                self.board.discard_piece_at(sq);
            }
        }
        self.edited();
    }

    /// The piece on `from` moved to `to` (whatever stood there is taken off).
    pub(in crate::app) fn move_piece(&mut self, from: Square, to: Square) {
        if from == to {
            return;
        }
        if let Some(p) = self.board.remove_piece_at(from) {
            self.board.set_piece_at(to, p);
            self.edited();
        }
    }

    pub(in crate::app) fn set_turn(&mut self, turn: Color) {
        self.turn = turn;
        self.edited();
    }

    pub(in crate::app) fn set_castling(&mut self, color: Color, side: CastlingSide, on: bool) {
        self.castling.get_mut(color)[side_index(side)] = on;
        self.edited();
    }

    pub(in crate::app) fn set_ep(&mut self, ep: Option<Square>) {
        self.ep = ep;
        self.edited();
    }

    pub(in crate::app) fn start_position(&mut self) {
        *self = BoardEditor {
            brush: self.brush,
            ..BoardEditor::new(&Chess::default())
        };
    }

    pub(in crate::app) fn clear(&mut self) {
        self.board = Board::empty();
        self.castling = ByColor::new_with(|_| [false; 2]);
        self.edited();
    }

    /// A change by hand: the FEN shown is the position's again, and an en passant square no longer possible goes.
    fn edited(&mut self) {
        self.fen_typed = None;
        self.fen_problem = None;
        if self
            .ep
            .is_some_and(|sq| !self.en_passant_squares().contains(&sq))
        {
            self.ep = None;
        }
    }

    /// Whether the pieces allow `color` to castle on `side`: the king and that rook on their squares.
    pub fn castling_possible(&self, color: Color, side: CastlingSide) -> bool {
        let rank = color.fold_wb(Rank::First, Rank::Eighth);
        let king = Square::from_coords(File::E, rank);
        let rook = Square::from_coords(
            match side {
                CastlingSide::KingSide => File::H,
                CastlingSide::QueenSide => File::A,
            },
            rank,
        );
        self.board.piece_at(king) == Some(color.king())
            && self.board.piece_at(rook) == Some(color.rook())
    }

    /// Whether `color` may castle on `side` in the position: asked for, and allowed by the pieces.
    pub fn castling(&self, color: Color, side: CastlingSide) -> bool {
        self.castling.get(color)[side_index(side)] && self.castling_possible(color, side)
    }

    /// The squares a pawn may be taken en passant on: behind a pawn of the side not to move that may just have
    /// gone two squares, where a pawn of the side to move can take it by a legal move.
    pub fn en_passant_squares(&self) -> Vec<Square> {
        let mut out = Vec::new();
        for file in File::ALL {
            let target = Square::from_coords(file, self.turn.relative_rank(Rank::Sixth));
            let setup = Setup {
                ep_square: Some(target),
                ..self.setup_without_ep()
            };
            let Ok(pos) = Chess::from_setup(setup, CastlingMode::Standard) else {
                continue;
            };
            if pos.ep_square(shakmaty::EnPassantMode::Legal) == Some(target) {
                out.push(target);
            }
        }
        out
    }

    pub fn ep(&self) -> Option<Square> {
        self.ep
    }

    fn setup_without_ep(&self) -> Setup {
        let mut rights = Bitboard::EMPTY;
        for color in Color::ALL {
            for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
                if self.castling(color, side) {
                    let rank = color.fold_wb(Rank::First, Rank::Eighth);
                    let file = match side {
                        CastlingSide::KingSide => File::H,
                        CastlingSide::QueenSide => File::A,
                    };
                    rights.add(Square::from_coords(file, rank));
                }
            }
        }
        Setup {
            board: self.board.clone(),
            turn: self.turn,
            castling_rights: rights,
            ep_square: None,
            fullmoves: self.fullmoves,
            halfmoves: self.halfmoves,
            ..Setup::empty()
        }
    }

    /// The position as set up (which may not be one chess can be played from).
    pub fn setup(&self) -> Setup {
        Setup {
            ep_square: self.ep,
            ..self.setup_without_ep()
        }
    }

    /// The position, or why chess cannot be played from it.
    pub fn position(&self) -> Result<Chess, FenProblem> {
        Chess::from_setup(self.setup(), CastlingMode::Standard)
            .map_err(|e| FenProblem::of_position(e.kinds()))
    }

    /// The FEN of the position as set up (not as typed).
    pub fn position_fen(&self) -> String {
        Fen::try_from_setup(self.setup())
            .unwrap_or_else(shakmaty::fen::LossyFenError::ignore)
            .to_string()
    }

    /// The FEN shown: as typed while it is being typed, else the position's.
    pub fn fen(&self) -> String {
        match &self.fen_typed {
            Some(text) => text.clone(),
            None => self.position_fen(),
        }
    }

    /// A FEN typed: when it reads, the board shows it at once; while it does not, the board stays and the problem
    /// is said.
    pub(in crate::app) fn set_fen(&mut self, text: String) {
        match text.trim().parse::<Fen>() {
            Ok(fen) => {
                let setup = fen.into_setup();
                self.board = setup.board.clone();
                self.turn = setup.turn;
                self.castling = ByColor::new_with(|color| {
                    [File::H, File::A].map(|file| {
                        let rank = color.fold_wb(Rank::First, Rank::Eighth);
                        setup
                            .castling_rights
                            .contains(Square::from_coords(file, rank))
                    })
                });
                self.ep = setup.ep_square;
                self.fullmoves = setup.fullmoves;
                self.halfmoves = setup.halfmoves;
                self.fen_problem = None;
            }
            Err(e) => self.fen_problem = Some(FenProblem::of_parse(e)),
        }
        self.fen_typed = Some(text);
    }

    /// Why the FEN being typed is not one, or why the position set up is not one chess can be played from.
    pub fn problem(&self, lang: Lang) -> Option<&'static str> {
        if let Some(p) = self.fen_problem {
            return Some(p.describe(lang));
        }
        self.position().err().map(|p| p.describe(lang))
    }
}
