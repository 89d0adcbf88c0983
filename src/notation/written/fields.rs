//! A move as written, field by field: [`WrittenMove`], where it goes ([`Target`]), and the parts of a move written in
//! descriptive notation ([`Descriptive`]: pieces, files and squares as it names them). The type every lexer of
//! [`written`](super) gives and everything above it compares; nothing here reads or knows a position.

use pgn_reader::Nag;
use shakmaty::{CastlingSide, Color, File, Rank, Role, Square};

/// Where a move goes, as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Square(Square),
    /// A pawn capture written by its files only (`exd`): the file it takes on.
    File(File),
}

/// The side of the board a file is on, as the piece that starts there names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wing {
    King,
    Queen,
}

/// A file as descriptive notation names it: `K` (e), `Q` (d), `KB` (f), `QN` (b)… or a piece's file on either wing
/// (`B`: c or f).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DescFile {
    pub wing: Option<Wing>,
    /// The piece that starts on the file: rook, knight or bishop; `None` for the king's and queen's own files.
    pub piece: Option<Role>,
}

impl DescFile {
    /// The files it may name.
    pub fn files(self) -> Vec<File> {
        let of = |wing: Wing| -> Option<File> {
            Some(match (wing, self.piece) {
                (Wing::Queen, Some(Role::Rook)) => File::A,
                (Wing::Queen, Some(Role::Knight)) => File::B,
                (Wing::Queen, Some(Role::Bishop)) => File::C,
                (Wing::Queen, None) => File::D,
                (Wing::King, None) => File::E,
                (Wing::King, Some(Role::Bishop)) => File::F,
                (Wing::King, Some(Role::Knight)) => File::G,
                (Wing::King, Some(Role::Rook)) => File::H,
                _ => return None,
            })
        };
        match self.wing {
            Some(w) => of(w).into_iter().collect(),
            None => [Wing::Queen, Wing::King]
                .into_iter()
                .filter_map(of)
                .collect(),
        }
    }
}

/// A square, or part of one, counted from the mover's side: `K4`, `QB3`, `N5`, a rank alone (`/3`), a file alone
/// (`/B`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DescSquare {
    pub file: Option<DescFile>,
    /// 1 to 8, from the side of `side` in [`DescSquare::contains`].
    pub rank: Option<u8>,
}

impl DescSquare {
    /// Whether `sq` is one of the squares this names, counted from `side`'s first rank.
    pub fn contains(self, sq: Square, side: Color) -> bool {
        let rank = match side {
            Color::White => sq.rank().to_u32() + 1,
            Color::Black => 8 - sq.rank().to_u32(),
        };
        self.rank.is_none_or(|r| u32::from(r) == rank)
            && self.file.is_none_or(|f| f.files().contains(&sq.file()))
    }
}

/// A piece as descriptive notation names it: its kind, and what tells it from the others of its kind — the file
/// it stands on or started from (`QR` the queen's rook, `KBP` the king's bishop's pawn), a square (`R(QB1)`), a
/// rank (`N/3`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DescPiece {
    pub role: Role,
    pub file: Option<DescFile>,
    pub square: Option<DescSquare>,
}

/// The descriptive part of a [`WrittenMove`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Descriptive {
    pub mover: DescPiece,
    /// The square it leaves, in the full form (`PK2-K4`).
    pub from: Option<DescSquare>,
    pub to: Option<DescSquare>,
    /// The piece taken (`PxN`, `BxKN`).
    pub captured: Option<DescPiece>,
}

/// A move as written, field by field. See the documentation of the `written` module.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WrittenMove {
    /// The piece letter written; `None` where none was (a pawn in SAN; any piece in long notation and ICCF, which
    /// name the square it leaves).
    pub piece: Option<Role>,
    pub from_file: Option<File>,
    pub from_rank: Option<Rank>,
    pub to: Option<Target>,
    pub promotion: Option<Role>,
    /// Castling written as such; `Some(None)` when the side is not said (`王车易位`).
    pub castle: Option<Option<CastlingSide>>,
    /// A capture mark (`x`, `:`, `×`) was written.
    pub capture: bool,
    /// `+` (1), `++` (2), `#` or `mate` (3) as written.
    pub check: u8,
    pub en_passant: bool,
    /// The annotation glyph written after it (`!?`).
    pub nag: Option<Nag>,
    /// How far the text had to be put right to read it so, in tenths: a Chinese piece name written with a
    /// look-alike character (`乌f3`, 3), a character that only looks like a coordinate (`Rel`, `B65`, 5). A move
    /// read with a slip never matches as written; it is what the suggestions start from.
    pub slip: u8,
    /// Which readings of a text are tried first: the b-pawn before the bishop when a capture mark follows the `b`
    /// (`bxc5`, as SAN writes it); both at once otherwise (`bc8`).
    pub preference: u8,
    /// Written in descriptive notation (`N-KB3`): its squares counted from the mover, the piece taken named.
    pub descriptive: Option<Descriptive>,
}

impl WrittenMove {
    /// The square the move goes to, when written.
    pub fn to_square(&self) -> Option<Square> {
        match self.to {
            Some(Target::Square(sq)) => Some(sq),
            _ => None,
        }
    }

    /// The square the move leaves, when both its file and rank are written (long notation, ICCF).
    pub fn from_square(&self) -> Option<Square> {
        self.from_file
            .zip(self.from_rank)
            .map(|(f, r)| Square::from_coords(f, r))
    }
}

/// The readings of a text starting at one byte: each with the byte where it ends, the longest first.
pub type Readings = Vec<(usize, WrittenMove)>;
