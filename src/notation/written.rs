//! One written move: the one lexer that reads a move as people write it — SAN in any letter set (`Nf3`, `马f3`,
//! `♘f3`), long notation and coordinates (`Ng1-f3`, `e2e4`, `e7e8q`), ICCF digits (`5254`), castling (`0-0`, `O-O-O`,
//! `王车易位`), a pawn capture by files (`exd`), with its promotion, en passant, check and annotation marks — into a
//! [`WrittenMove`]: the fields the text gives, and nothing it does not. Matching a move is a comparison of these
//! fields with each legal move ([`matcher`](super::matcher)); the reason for no match and the ranking of
//! suggestions are costs on the same fields ([`ranking`](super::ranking)).
//!
//! A text may be read more than one way: a move ends at its target square and marks, but `e2e4` is one move or two
//! (`e2`, `e4`), `e8Nf6` promotes or not, a lower-case `b` is the b-pawn or the bishop. The lexer gives every
//! reading with the byte where it ends; the reader keeps the one the position bears out.
//!
//! Nothing here knows the position: this is the shape of the text only. Characters are read in their plain form
//! (full-width letters and digits, every dash, `×` — see [`letters`](super::letters)).

use pgn_reader::Nag;
use shakmaty::{CastlingSide, Color, File, Rank, Role, Square};

use super::annotation::annotation_of;
use super::letters::{is_cjk, plain_char, role_of_symbol};
use super::vocabulary::{
    CASTLING_WORDS, CHECK_WORDS, EN_PASSANT_FORMS, iccf_promotion, look_alike_piece,
};

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

/// A move as written, field by field. See the module documentation.
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

/// The plain character at byte `i` of `s` and the byte after it.
pub(crate) fn at(s: &str, i: usize) -> Option<(char, usize)> {
    let c = s.get(i..)?.chars().next()?;
    Some((plain_char(c), i + c.len_utf8()))
}

pub(crate) fn is_file(c: char) -> bool {
    matches!(c, 'a'..='h')
}

pub(crate) fn is_rank(c: char) -> bool {
    matches!(c, '1'..='8')
}

pub(crate) fn is_capture(c: char) -> bool {
    matches!(c, 'x' | 'X' | ':')
}

/// A dash between two squares: any dash (made plain), an arrow, `->`. The byte after it.
pub(crate) fn dash(s: &str, i: usize) -> Option<usize> {
    let (c, next) = at(s, i)?;
    match c {
        '-' => match at(s, next) {
            Some(('>', after)) => Some(after),
            _ => Some(next),
        },
        '→' | '⟶' | '~' => Some(next),
        _ => None,
    }
}

/// A capture mark or a dash at `i`: the byte after it, and whether it was a capture.
fn capture_or_dash(s: &str, i: usize) -> Option<(usize, bool)> {
    match at(s, i) {
        Some((c, next)) if is_capture(c) => Some((next, true)),
        _ => dash(s, i).map(|n| (n, false)),
    }
}

/// `pattern` (lower-case ASCII) at byte `i` of `s` in any case and width: the byte after it. No allocation: this runs
/// for every piece of every word.
pub(crate) fn starts_with_plain(s: &str, mut i: usize, pattern: &str) -> Option<usize> {
    for want in pattern.chars() {
        let (c, next) = at(s, i)?;
        if c.to_ascii_lowercase() != want {
            return None;
        }
        i = next;
    }
    Some(i)
}

/// `pattern` at `i` in any case and width with no letter or digit after it: the byte after it.
fn word_at(s: &str, i: usize, pattern: &str) -> Option<usize> {
    let end = starts_with_plain(s, i, pattern)?;
    (!at(s, end).is_some_and(|(c, _)| c.is_ascii_alphanumeric())).then_some(end)
}

/// The length in bytes of an en passant mark at the start of `rest` (see [`EN_PASSANT_FORMS`]).
pub(crate) fn en_passant_len(rest: &str) -> Option<usize> {
    EN_PASSANT_FORMS
        .iter()
        .find_map(|form| starts_with_plain(rest, 0, form))
        .or_else(|| word_at(rest, 0, "ep"))
}

/// A piece letter that may open a move: a Chinese name or a figurine, upper-case `KQRBNP`, lower-case `kqrnp`
/// before a square or capture, or a Chinese name written with a look-alike (before a square). The role, the byte
/// after it, and its slip. A lower-case `b` is a file: the readings say bishop or pawn.
fn role_at(s: &str, i: usize) -> Option<(Role, usize, u8)> {
    let (c, next) = at(s, i)?;
    if let Some(role) = role_of_symbol(c) {
        return Some((role, next, 0));
    }
    if let Some(role) = look_alike_piece(c)
        && square(s, next).is_some()
    {
        return Some((role, next, 3));
    }
    let role = match c {
        'K' | 'Q' | 'R' | 'B' | 'N' | 'P' => Role::from_char(c)?,
        'k' | 'q' | 'r' | 'n' | 'p' => {
            let follows = at(s, next).map(|(d, _)| d);
            if !follows.is_some_and(|d| is_file(d) || is_rank(d) || is_capture(d)) {
                return None;
            }
            Role::from_char(c)?
        }
        _ => return None,
    };
    Some((role, next, 0))
}

/// A square at `i`: the square, the byte after it and its slip.
///
/// Handwriting read back gives characters that only look like coordinates: `l`, `I` or `|` for the rank `1` at the
/// end of a move (`Rel`), `6` for the file `b` before a rank (`B65`). They are read as the square they stand for,
/// with a slip, so that the move stops with its suggestions instead of passing for prose.
fn square(s: &str, i: usize) -> Option<(Square, usize, u8)> {
    let (f, next) = at(s, i)?;
    let (r, after) = at(s, next)?;
    let mut slip = 0;
    let file = if is_file(f) {
        File::from_char(f)?
    } else if f == '6' && is_rank(r) && i > 0 {
        slip = 5;
        File::B
    } else {
        return None;
    };
    let rank = if is_rank(r) {
        Rank::from_char(r)?
    } else if matches!(r, 'l' | 'I' | '|')
        && !at(s, after).is_some_and(|(c, _)| c.is_ascii_alphanumeric())
    {
        slip = 5;
        Rank::First
    } else {
        return None;
    };
    Some((Square::from_coords(file, rank), after, slip))
}

/// The marks after a move — en passant, check and mate (`+`, `#`, `ch`, `mate`), annotation glyphs — in any order:
/// what they say, put into `w`, and the byte after them.
fn marks(s: &str, mut i: usize, w: &mut WrittenMove) -> usize {
    let mut glyphs = String::new();
    for _ in 0..6 {
        if let Some(len) = s.get(i..).and_then(en_passant_len) {
            w.en_passant = true;
            i += len;
            continue;
        }
        if let Some((end, check)) = CHECK_WORDS
            .iter()
            .find_map(|&(word, check)| word_at(s, i, word).map(|e| (e, check)))
        {
            w.check = w.check.max(check);
            i = end;
            continue;
        }
        match at(s, i) {
            Some(('+', next)) => {
                w.check = if w.check >= 1 { 2 } else { 1 };
                i = next;
            }
            Some(('#', next)) => {
                w.check = 3;
                i = next;
            }
            Some((c @ ('!' | '?'), next)) => {
                glyphs.push(c);
                i = next;
            }
            _ => break,
        }
    }
    if !glyphs.is_empty() {
        w.nag = annotation_of(&glyphs);
    }
    i
}

/// A square at `i` (as a move's target square is read): the byte after it.
pub(crate) fn square_end(s: &str, i: usize) -> Option<usize> {
    square(s, i).map(|(_, end, _)| end)
}

/// The marks after a move at `i` (see [`WrittenMove`]): the byte after them.
pub(crate) fn marks_end(s: &str, i: usize) -> usize {
    marks(s, i, &mut WrittenMove::default())
}

/// Whether the text at `i` continues a word so that a move cannot end there: a letter or digit that opens no piece
/// (`e4and`). Only the first characters of what follows are looked at: a long glued word is not read again and
/// again.
pub(crate) fn blocks_end(s: &str, i: usize) -> bool {
    let Some((c, next)) = at(s, i) else {
        return false;
    };
    if !c.is_ascii_alphanumeric() {
        return false;
    }
    let follows = at(s, next).map(|(d, _)| d);
    let opens = c.is_ascii_digit()
        || role_at(s, i).is_some()
        || (is_file(c)
            && follows.is_some_and(|d| is_rank(d) || is_file(d) || is_capture(d) || d == '-'))
        || (matches!(c, 'O' | 'o') && follows.is_some_and(|d| matches!(d, '-' | 'O' | 'o' | '0')));
    !opens
}

/// A promotion after a pawn's move to the last rank: `=Q`, `/Q`, `(Q)`, `(=Q)`, `Q`, `q`, `=后`. The piece, the
/// byte after it, and whether it was written bare before a file letter (`e8Nf6`), where it may instead be the next
/// move's piece.
fn promotion(s: &str, i: usize) -> Option<(Role, usize, bool)> {
    let piece = |j: usize| -> Option<(Role, usize)> {
        let (c, next) = at(s, j)?;
        let role = role_of_symbol(c)
            .filter(|&r| r != Role::King && r != Role::Pawn)
            .or_else(|| match c {
                'Q' | 'R' | 'B' | 'N' | 'q' | 'r' | 'n' | 'b' => Role::from_char(c),
                _ => None,
            })?;
        Some((role, next))
    };
    let (c, next) = at(s, i)?;
    match c {
        '=' | '/' => piece(next).map(|(r, e)| (r, e, false)),
        '(' => {
            let j = match at(s, next) {
                Some(('=', n)) => n,
                _ => next,
            };
            let (role, e) = piece(j)?;
            match at(s, e) {
                Some((')', after)) => Some((role, after, false)),
                _ => None,
            }
        }
        _ => {
            let (role, end) = piece(i)?;
            let follows = at(s, end).map(|(d, _)| d);
            // A lower-case `b` before a rank or a capture is the b-file of the next move (`f7g8 b5`).
            if c == 'b' && follows.is_some_and(|d| is_rank(d) || is_capture(d) || is_file(d)) {
                return None;
            }
            if matches!(c, 'q' | 'r' | 'n') && follows.is_some_and(is_rank) {
                return None;
            }
            Some((role, end, follows.is_some_and(is_file)))
        }
    }
}

/// ICCF digits at `i`: four digits 1–8 and an optional promotion digit. The reading and the byte after the digits.
fn iccf(s: &str, i: usize) -> Option<(WrittenMove, usize)> {
    let mut digits = [0u8; 5];
    let mut count = 0;
    let mut j = i;
    while let Some((c, next)) = at(s, j) {
        if !c.is_ascii_digit() {
            break;
        }
        if !is_rank(c) || count == 5 {
            return None;
        }
        digits[count] = c as u8;
        count += 1;
        j = next;
    }
    if count < 4 {
        return None;
    }
    let file = |d: u8| File::new(u32::from(d - b'1'));
    let rank = |d: u8| Rank::new(u32::from(d - b'1'));
    let promotion = if count == 5 {
        Some(iccf_promotion(digits[4])?)
    } else {
        None
    };
    let w = WrittenMove {
        from_file: Some(file(digits[0])),
        from_rank: Some(rank(digits[1])),
        to: Some(Target::Square(Square::from_coords(
            file(digits[2]),
            rank(digits[3]),
        ))),
        promotion,
        ..WrittenMove::default()
    };
    Some((w, j))
}

/// Castling at `i`: `0-0`, `O-O-O`, `o-o`, `00`, `０－０`, `王车易位`, `短易位`, `长易位`, with its marks.
fn castle(s: &str, i: usize) -> Option<(WrittenMove, usize)> {
    let rest = s.get(i..)?;
    for (word, side) in CASTLING_WORDS {
        if rest.starts_with(word) {
            let mut w = WrittenMove {
                castle: Some(side),
                ..WrittenMove::default()
            };
            let end = marks(s, i + word.len(), &mut w);
            return Some((w, end));
        }
    }
    let zero = |j: usize| match at(s, j) {
        Some(('0' | 'O' | 'o', next)) => Some(next),
        _ => None,
    };
    let mut j = zero(i)?;
    let mut count = 1;
    let mut dashed = None;
    while count < 3 {
        let k = dash(s, j);
        // Dashes are written between all the zeros or none: `O-OO-O` is two castlings glued, not `O-O-O`.
        if dashed.is_some_and(|d| d != k.is_some()) {
            break;
        }
        match zero(k.unwrap_or(j)) {
            Some(next) => {
                j = next;
                count += 1;
                dashed = Some(k.is_some());
            }
            None => break,
        }
    }
    if count < 2 {
        return None;
    }
    let side = if count == 3 {
        CastlingSide::QueenSide
    } else {
        CastlingSide::KingSide
    };
    let mut w = WrittenMove {
        castle: Some(Some(side)),
        ..WrittenMove::default()
    };
    let end = marks(s, j, &mut w);
    (!blocks_end(s, end)).then_some((w, end))
}

/// Every reading of a move starting at byte `i` of `s`, each with the byte where it ends, longest first. Empty when
/// nothing there reads as a move. See the module documentation.
///
/// ```
/// use jipu::notation::{Target, lex_move};
/// use shakmaty::{Role, Square};
///
/// let readings = lex_move("马g1—f3+", 0);
/// let (end, w) = &readings[0];
/// assert_eq!(*end, "马g1—f3+".len());
/// assert_eq!(w.piece, Some(Role::Knight));
/// assert_eq!(w.to, Some(Target::Square(Square::F3)));
/// assert_eq!(w.check, 1);
/// // `e2e4`: one move, or `e2` and then `e4`.
/// assert_eq!(lex_move("e2e4", 0).iter().map(|(e, _)| *e).collect::<Vec<_>>(), [4, 2]);
/// ```
pub fn lex_move(s: &str, i: usize) -> Readings {
    let mut out: Readings = Vec::new();
    if let Some((w, end)) = castle(s, i) {
        out.push((end, w));
        return out;
    }
    let (piece, j0, piece_slip) = match role_at(s, i) {
        Some((r, next, slip)) => (Some(r), next, slip),
        None => (None, i, 0),
    };
    if piece.is_none()
        && let Some((mut w, after)) = iccf(s, i)
    {
        let end = marks(s, after, &mut w);
        // Digits stand alone as a move: `1858年` is a year, `52545755` no move that can be cut.
        match at(s, end) {
            Some((c, _)) if c.is_alphanumeric() || is_cjk(c) => {}
            _ => out.push((end, w)),
        }
        return out;
    }
    let pawnish = piece.is_none_or(|r| r == Role::Pawn);
    let mut w = WrittenMove {
        piece,
        slip: piece_slip,
        ..WrittenMove::default()
    };
    let after_target;
    let mut split: Option<(usize, WrittenMove)> = None;
    if let Some((first, a1, slip1)) = square(s, j0) {
        let sep = capture_or_dash(s, a1);
        match square(s, sep.map_or(a1, |(n, _)| n)) {
            // Long notation: from-square, maybe a dash or a capture, target square.
            Some((second, a2, slip2)) => {
                if sep.is_none() {
                    // `e2e4` may also be two moves, `e2` and `e4`.
                    let mut alone = w.clone();
                    alone.to = Some(Target::Square(first));
                    alone.slip = alone.slip.max(slip1);
                    split = Some((a1, alone));
                }
                w.from_file = Some(first.file());
                w.from_rank = Some(first.rank());
                w.capture = sep.is_some_and(|(_, x)| x);
                w.to = Some(Target::Square(second));
                w.slip = w.slip.max(slip1).max(slip2);
                after_target = a2;
            }
            None => {
                w.to = Some(Target::Square(first));
                w.slip = w.slip.max(slip1);
                after_target = a1;
            }
        }
    } else {
        let (c, next) = match at(s, j0) {
            Some(found) => found,
            None => return out,
        };
        // A file or (for a piece) a rank that says which one moves: `Nbd7`, `R1e3`, `exd5`.
        let hint = (is_file(c) || (is_rank(c) && piece.is_some())).then_some(next);
        let k0 = hint.unwrap_or(j0);
        let sep = capture_or_dash(s, k0);
        let k = sep.map_or(k0, |(n, _)| n);
        if hint.is_some() {
            if is_file(c) {
                w.from_file = File::from_char(c);
            } else {
                w.from_rank = Rank::from_char(c);
            }
        }
        w.capture = sep.is_some_and(|(_, x)| x);
        if let Some((to, a2, slip2)) = square(s, k) {
            if hint.is_none() && piece.is_none() && !w.capture {
                return out;
            }
            w.to = Some(Target::Square(to));
            w.slip = w.slip.max(slip2);
            after_target = a2;
        } else if pawnish && is_file(c) && w.capture {
            // `exd`: a pawn capture by files only.
            let Some((f, after_file)) = at(s, k) else {
                return out;
            };
            let Some(file) = File::from_char(f).filter(|_| is_file(f)) else {
                return out;
            };
            w.to = Some(Target::File(file));
            let end = marks(s, after_file, &mut w);
            if !blocks_end(s, end) {
                out.push((end, w));
            }
            return out;
        } else {
            return out;
        }
    }
    // The promotion, when a pawn reaches the last rank.
    let mut plain_end = after_target;
    let mut without_promotion = None;
    if pawnish
        && w.to_square()
            .is_some_and(|sq| matches!(sq.rank(), Rank::First | Rank::Eighth))
        && let Some((role, after, bare_before_file)) = promotion(s, after_target)
    {
        if bare_before_file {
            without_promotion = Some((after_target, w.clone()));
        }
        w.promotion = Some(role);
        plain_end = after;
    }
    let mut marked = w.clone();
    let end = marks(s, plain_end, &mut marked);
    if !blocks_end(s, end) {
        out.push((end, marked));
    } else if plain_end != after_target && !blocks_end(s, after_target) {
        // The longest reading runs into letters; the move without its promotion may still end cleanly.
        let mut bare = w.clone();
        bare.promotion = None;
        out.push((after_target, bare));
    }
    for (end, alt) in [without_promotion, split].into_iter().flatten() {
        if !blocks_end(s, end) && !out.iter().any(|(e, _)| *e == end) {
            out.push((end, alt));
        }
    }
    // A character that only looks like a coordinate is read so after a piece letter (`Rel`, `B65`), not in a word
    // of letters alone (`dbl`, `del`).
    out.retain(|(_, w)| w.slip != 5 || w.piece.is_some());
    with_bishop_readings(s, i, &mut out);
    out
}

/// A lower-case `b` opening a move is the b-pawn or the bishop: where it is followed by a file (`bc8`, `bxc5`), each
/// reading gets its bishop twin, tried after the pawn when a capture mark says `b`-pawn as SAN writes it.
fn with_bishop_readings(s: &str, i: usize, out: &mut Readings) {
    let Some(('b', _)) = at(s, i) else {
        return;
    };
    let twins: Vec<(usize, WrittenMove)> = out
        .iter()
        .filter(|(_, w)| {
            w.piece.is_none()
                && w.from_file == Some(File::B)
                && w.from_rank.is_none()
                && matches!(w.to, Some(Target::Square(_)))
        })
        .map(|(end, w)| {
            let mut bishop = w.clone();
            bishop.piece = Some(Role::Bishop);
            bishop.from_file = None;
            bishop.preference = u8::from(w.capture);
            (*end, bishop)
        })
        .collect();
    for twin in twins {
        let at = out
            .iter()
            .rposition(|(e, _)| *e == twin.0)
            .map_or(out.len(), |p| p + 1);
        out.insert(at, twin);
    }
}

/// The readings of a whole text that is one move (what a move box holds, a word of a game) by the SAN lexer:
/// its readings that take the text whole, spaces inside it passed over (`e5×d6 e.p.`, `N x e4`). See
/// [`read_move`](super::read_move), which reads descriptive notation too.
pub(crate) fn read_san(text: &str) -> Vec<WrittenMove> {
    let lowered = super::letters::lower_coordinates(text.trim());
    let joined: String = lowered
        .chars()
        .filter(|c| !matches!(c, ' ' | '\t' | '\u{3000}'))
        .collect();
    lex_move(&joined, 0)
        .into_iter()
        .filter(|(end, _)| *end == joined.len())
        .map(|(_, w)| w)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> WrittenMove {
        let readings = read_san(text);
        assert!(!readings.is_empty(), "`{text}` reads as no move");
        readings[0].clone()
    }

    #[test]
    fn the_fields_of_each_way_of_writing_a_move() {
        let w = one("Ng1-f3");
        assert_eq!(
            (w.piece, w.from_square(), w.to_square()),
            (Some(Role::Knight), Some(Square::G1), Some(Square::F3))
        );
        let w = one("e8(=Q)");
        assert_eq!(w.promotion, Some(Role::Queen));
        assert_eq!(one("ｅ８／Ｑ").promotion, Some(Role::Queen));
        assert_eq!(one("e8=后").promotion, Some(Role::Queen));
        assert_eq!(one("e7e8q").promotion, Some(Role::Queen));
        assert_eq!(one("f7g8b").promotion, Some(Role::Bishop));
        assert_eq!(one("0-0-0").castle, Some(Some(CastlingSide::QueenSide)));
        assert_eq!(one("長易位").castle, Some(Some(CastlingSide::QueenSide)));
        assert_eq!(one("王车易位").castle, Some(None));
        assert_eq!(one("Qh4++").check, 2);
        assert_eq!(one("Rd8mate").check, 3);
        assert_eq!(one("e4！？").nag, Some(Nag::SPECULATIVE_MOVE));
        let w = one("5254");
        assert_eq!(
            (w.from_square(), w.to_square()),
            (Some(Square::E2), Some(Square::E4))
        );
        assert_eq!(one("52581").promotion, Some(Role::Queen));
        assert_eq!(one("exd").to, Some(Target::File(File::D)));
        assert!(one("N:f3").capture);
        assert_eq!(one("♘f3").piece, Some(Role::Knight));
    }

    #[test]
    fn look_alike_characters_are_read_with_a_slip() {
        assert_eq!(one("乌f3").slip, 3);
        assert_eq!(one("乌f3").piece, Some(Role::Knight));
        assert_eq!(one("Rel").to_square(), Some(Square::E1));
        assert_eq!(one("Rel").slip, 5);
        assert_eq!(one("B65").to_square(), Some(Square::B5));
    }

    #[test]
    fn a_lower_case_b_is_the_pawn_or_the_bishop() {
        let r = read_san("bxc5");
        assert_eq!(r.len(), 2);
        assert_eq!((r[0].piece, r[0].preference), (None, 0));
        assert_eq!((r[1].piece, r[1].preference), (Some(Role::Bishop), 1));
        let r = read_san("bc8");
        assert!(r.iter().all(|w| w.preference == 0));
        assert_eq!(read_san("b5").len(), 1, "b5 is a pawn's move");
    }

    #[test]
    fn where_a_move_may_end() {
        let ends = |s: &str| lex_move(s, 0).iter().map(|(e, _)| *e).collect::<Vec<_>>();
        assert_eq!(
            ends("e8Nf6"),
            [3, 2],
            "promoted to a knight, or e8 then Nf6"
        );
        assert_eq!(ends("e4and"), Vec::<usize>::new());
        assert_eq!(ends("Nbd7+"), [5]);
        assert_eq!(ends("1858年"), Vec::<usize>::new());
    }
}
