//! Descriptive notation, as English chess books printed it before about 1980 and their Chinese translations did:
//! `P-K4`, `N-KB3`, `B-N5ch`, `PxP`, `QRPxN`, `N/3xP`, `R(QB1)-Q1`, the full form `PK2-K4`, `BKR3xQ7ch`, `Castles
//! KR`, `Kt` for the knight; `兵-王4`, `马-王象3` in Chinese.
//!
//! It is one more lexer producing the same [`WrittenMove`], with a [`Descriptive`] part the position resolves: its
//! squares are counted from the side to move (`K4` is e4 for White and e5 for Black), a file named by a piece alone
//! is on either wing (`B3` is c3 or f3), and a capture names the piece taken, not its square.

use shakmaty::{CastlingSide, Chess, Color, File, Move, Position, Role, Square};

use super::letters::{plain_char, role_of_symbol};
use super::origins::Origins;
use super::written::{
    DescFile, DescPiece, DescSquare, Descriptive, Wing, WrittenMove, en_passant_len,
};
use crate::chess::king_or_piece_to;

/// The plain, upper-case characters of a word, with `Kt` as `N` and Chinese names as English letters, each with
/// the byte of the word where it ends.
fn chars_of(word: &str, from: usize) -> Vec<(char, usize)> {
    let mut out = Vec::new();
    let mut iter = word[from..].char_indices().peekable();
    while let Some((i, c)) = iter.next() {
        let end = from + i + c.len_utf8();
        let c = plain_char(c);
        let c = match (role_of_symbol(c), c) {
            (Some(role), _) => role.upper_char(),
            // The Chinese books' words: 吃 takes, 将 check, 将死 mate.
            (None, '吃') => 'X',
            (None, '将' | '將') => '+',
            (None, '死') => '#',
            (None, _) => c.to_ascii_uppercase(),
        };
        if c == 'K'
            && let Some(&(j, t)) = iter.peek()
            && (t == 't' || t == 'T')
            && word[from + j + 1..]
                .chars()
                .next()
                .is_none_or(|n| !n.is_ascii_lowercase() || n == 'x')
        {
            // `Kt`, the knight of old English books.
            iter.next();
            out.push(('N', from + j + 1));
            continue;
        }
        out.push((c, end));
    }
    out
}

/// A cursor over the characters of a descriptive move.
#[derive(Clone, Copy)]
struct Cursor<'a> {
    chars: &'a [(char, usize)],
    at: usize,
}

impl Cursor<'_> {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).map(|&(c, _)| c)
    }

    fn eat(&mut self, want: char) -> bool {
        if self.peek() == Some(want) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    /// The byte of the word after what was read.
    fn end(&self, start: usize) -> usize {
        self.at
            .checked_sub(1)
            .and_then(|i| self.chars.get(i))
            .map_or(start, |&(_, e)| e)
    }
}

fn role_of(c: char) -> Option<Role> {
    match c {
        'K' => Some(Role::King),
        'Q' => Some(Role::Queen),
        'R' => Some(Role::Rook),
        'B' => Some(Role::Bishop),
        'N' => Some(Role::Knight),
        'P' => Some(Role::Pawn),
        _ => None,
    }
}

/// A file name at the cursor: `K`, `Q`, `KB`, `QN`, `R`… (every reading, longest first).
fn file_names(c: Cursor<'_>) -> Vec<(DescFile, Cursor<'_>)> {
    let mut out = Vec::new();
    let wing = match c.peek() {
        Some('K') => Some(Wing::King),
        Some('Q') => Some(Wing::Queen),
        _ => None,
    };
    if let Some(wing) = wing {
        let mut after = c;
        after.at += 1;
        if let Some(piece @ (Role::Rook | Role::Knight | Role::Bishop)) =
            after.peek().and_then(role_of)
        {
            let mut both = after;
            both.at += 1;
            out.push((
                DescFile {
                    wing: Some(wing),
                    piece: Some(piece),
                },
                both,
            ));
        }
        out.push((
            DescFile {
                wing: Some(wing),
                piece: None,
            },
            after,
        ));
    } else if let Some(piece @ (Role::Rook | Role::Knight | Role::Bishop)) =
        c.peek().and_then(role_of)
    {
        let mut after = c;
        after.at += 1;
        out.push((
            DescFile {
                wing: None,
                piece: Some(piece),
            },
            after,
        ));
    }
    out
}

/// A square at the cursor: a file name and a rank digit.
fn squares(c: Cursor<'_>) -> Vec<(DescSquare, Cursor<'_>)> {
    file_names(c)
        .into_iter()
        .filter_map(|(file, mut after)| {
            let rank = after.peek()?.to_digit(10).filter(|d| (1..=8).contains(d))?;
            after.at += 1;
            Some((
                DescSquare {
                    file: Some(file),
                    rank: Some(rank as u8),
                },
                after,
            ))
        })
        .collect()
}

/// A piece at the cursor with what qualifies it: `P`, `N`, `QRP`, `KN`, `N/3`, `N/B`, `N(1)`, `R(QB1)`.
fn pieces(c: Cursor<'_>) -> Vec<(DescPiece, Cursor<'_>)> {
    let mut out = Vec::new();
    // The piece's own file first (`QRP`, `KBP`, `KN`, `QR`), then the bare piece.
    let mut starts: Vec<(Option<DescFile>, Cursor<'_>)> = file_names(c)
        .into_iter()
        .map(|(f, after)| (Some(f), after))
        .collect();
    starts.push((None, c));
    for (file, after) in starts {
        let Some(role) = after.peek().and_then(role_of) else {
            continue;
        };
        // `KB` read as a file then nothing is no piece; `K` alone is the king, `Q` the queen.
        let mut next = after;
        next.at += 1;
        out.push((
            DescPiece {
                role,
                file,
                square: None,
            },
            next,
        ));
        // A qualifier: `/3`, `/B`, `/KB1`, `(1)`, `(QB1)`.
        for (square, after_q) in qualifier(next) {
            out.push((
                DescPiece {
                    role,
                    file,
                    square: Some(square),
                },
                after_q,
            ));
        }
    }
    out
}

/// What may follow a piece's letter to tell it from the others of its kind: `/3`, `/B`, `/KB1`, `(1)`, `(QB1)`.
fn qualifier(c: Cursor<'_>) -> Vec<(DescSquare, Cursor<'_>)> {
    let close = match c.peek() {
        Some('/') => None,
        Some('(') => Some(')'),
        _ => return Vec::new(),
    };
    let mut q = c;
    q.at += 1;
    let mut found: Vec<(DescSquare, Cursor<'_>)> = Vec::new();
    if let Some(rank) = q
        .peek()
        .and_then(|d| d.to_digit(10))
        .filter(|d| (1..=8).contains(d))
    {
        let mut after = q;
        after.at += 1;
        let rank = Some(rank as u8);
        found.push((DescSquare { file: None, rank }, after));
    }
    found.extend(squares(q));
    if close.is_none() {
        // A file alone only after a stroke: `N/B`.
        found.extend(file_names(q).into_iter().map(|(f, after)| {
            (
                DescSquare {
                    file: Some(f),
                    rank: None,
                },
                after,
            )
        }));
    }
    found
        .into_iter()
        .filter_map(|(square, mut after)| match close {
            Some(ch) => after.eat(ch).then_some((square, after)),
            None => Some((square, after)),
        })
        .collect()
}

/// The marks after a descriptive move: `ch`, `dis ch`, `dbl ch`, `+`, `++`, `+++`, `mate`, `e.p.`, annotation
/// glyphs. What they say, put into `w`, and the cursor after them.
fn marks<'a>(word: &str, mut c: Cursor<'a>, w: &mut WrittenMove) -> Cursor<'a> {
    loop {
        let rest: String = c.chars[c.at..].iter().map(|&(ch, _)| ch).collect();
        let take = |n: usize, c: &mut Cursor<'a>| c.at += n;
        if rest.starts_with("MATE") {
            w.check = 3;
            take(4, &mut c);
        } else if rest.starts_with("DBL") || rest.starts_with("DIS") {
            // `dbl ch`, `dis ch`: the `ch` follows, glued or apart.
            w.check = w.check.max(if rest.starts_with("DBL") { 2 } else { 1 });
            take(3, &mut c);
        } else if rest.starts_with("CH") {
            w.check = w.check.max(1);
            take(2, &mut c);
        } else if rest.starts_with("+++") {
            w.check = 3;
            take(3, &mut c);
        } else if rest.starts_with('+') {
            w.check = if w.check >= 1 { 2 } else { 1 };
            take(1, &mut c);
        } else if rest.starts_with('#') {
            w.check = 3;
            take(1, &mut c);
        } else if rest.starts_with('.') {
            take(1, &mut c);
        } else if rest.starts_with(' ') && rest.trim_start().len() < rest.len() {
            // A mark written apart within one move's text (`PxP e.p.`, `P-K4 ch`): read on past the space, and
            // back again where no mark follows.
            let mut past = c;
            past.at += rest.len() - rest.trim_start().len();
            let mut probe = w.clone();
            let after = marks(word, past, &mut probe);
            if after.at == past.at {
                return c;
            }
            *w = probe;
            c = after;
        } else if let Some(n) = en_passant_chars(word, c) {
            w.en_passant = true;
            take(n, &mut c);
        } else if matches!(rest.chars().next(), Some('!' | '?')) {
            let glyphs: String = rest
                .chars()
                .take_while(|ch| matches!(ch, '!' | '?'))
                .collect();
            w.nag = super::annotation::annotation_of(&glyphs);
            take(glyphs.len(), &mut c);
        } else {
            return c;
        }
    }
}

/// An en passant mark at the cursor: how many characters it takes.
fn en_passant_chars(word: &str, c: Cursor<'_>) -> Option<usize> {
    let &(first, end) = c.chars.get(c.at)?;
    let start = end - first.len_utf8().min(end);
    // The cursor's characters are the word's from `start` on, one for one but for `Kt` (not in a mark).
    let start = word[..end]
        .char_indices()
        .next_back()
        .map_or(start, |(i, _)| i);
    let len = en_passant_len(word.get(start..)?)?;
    let n = c.chars[c.at..]
        .iter()
        .take_while(|&&(_, e)| e <= start + len)
        .count();
    (n > 0).then_some(n)
}

/// A promotion: `=Q`, `(Q)`, `/Q`.
fn promotion<'a>(mut c: Cursor<'a>) -> Option<(Role, Cursor<'a>)> {
    let open = c.peek()?;
    if !matches!(open, '=' | '(' | '/') {
        return None;
    }
    c.at += 1;
    let role = c
        .peek()
        .and_then(role_of)
        .filter(|r| !matches!(r, Role::King | Role::Pawn))?;
    c.at += 1;
    if open == '(' && !c.eat(')') {
        return None;
    }
    Some((role, c))
}

/// Castling in words: `Castles`, `Castles KR`, `Castles QR` (`K`, `Q` too), `O-O`.
fn castles(word: &str, from: usize) -> Option<(WrittenMove, usize)> {
    let rest = &word[from..];
    let lower = rest.to_ascii_lowercase();
    let base = ["castles", "castled"]
        .into_iter()
        .find(|w| lower.starts_with(w))?;
    let mut end = from + base.len();
    let tail = lower[base.len()..].trim_start();
    let skipped = lower.len() - base.len() - tail.len();
    let side = if tail.starts_with("kr")
        || (tail.starts_with('k') && !tail[1..].starts_with(char::is_alphabetic))
    {
        end += skipped + if tail.starts_with("kr") { 2 } else { 1 };
        Some(CastlingSide::KingSide)
    } else if tail.starts_with("qr")
        || (tail.starts_with('q') && !tail[1..].starts_with(char::is_alphabetic))
    {
        end += skipped + if tail.starts_with("qr") { 2 } else { 1 };
        Some(CastlingSide::QueenSide)
    } else {
        None
    };
    if word[end..].starts_with(|c: char| c.is_alphanumeric()) {
        return None;
    }
    Some((
        WrittenMove {
            castle: Some(side),
            ..WrittenMove::default()
        },
        end,
    ))
}

/// What follows the piece (and the square it leaves) in a move: a dash or `x`, then the square it goes to or the
/// piece it takes, or both (`Q2xB`). Each reading with whether it captures and where it ends.
fn moves_after(
    mover: DescPiece,
    from: Option<DescSquare>,
    mut c: Cursor<'_>,
) -> Vec<(Descriptive, bool, Cursor<'_>)> {
    let capture = if c.eat('-') {
        false
    } else if c.eat('X') || c.eat(':') {
        true
    } else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let made = |to, captured| Descriptive {
        mover,
        from,
        to,
        captured,
    };
    if capture {
        for (captured, after) in pieces(c) {
            out.push((made(None, Some(captured)), true, after));
        }
    }
    for (to, after_to) in squares(c) {
        out.push((made(Some(to), None), capture, after_to));
        let mut tail = after_to;
        if tail.eat('X') || tail.eat(':') {
            for (captured, after) in pieces(tail) {
                out.push((made(Some(to), Some(captured)), true, after));
            }
        }
    }
    out
}

/// Every reading of a descriptive move starting at byte `from` of `word`, each with the byte where it ends,
/// longest first. A move has a dash or a capture sign (`P-K4`, `PxP`, `PK2-K4`): without one no word is read so.
///
/// ```
/// use jipu::notation::lex_descriptive;
/// let readings = lex_descriptive("N-KB3", 0);
/// assert_eq!(readings[0].0, 5);
/// assert!(readings[0].1.descriptive.is_some());
/// assert!(lex_descriptive("Kt-B3", 0).iter().any(|(e, _)| *e == 5));
/// assert!(lex_descriptive("King", 0).is_empty());
/// ```
pub fn lex_descriptive(word: &str, from: usize) -> Vec<(usize, WrittenMove)> {
    if let Some((castled, end)) = castles(word, from) {
        return vec![(end, castled)];
    }
    let chars = chars_of(word, from);
    let start = Cursor {
        chars: &chars,
        at: 0,
    };
    let mut out: Vec<(usize, WrittenMove)> = Vec::new();
    let mut push = |d: Descriptive, capture: bool, after: Cursor<'_>| {
        let mut w = WrittenMove {
            capture,
            descriptive: Some(d),
            piece: Some(d.mover.role),
            ..WrittenMove::default()
        };
        let mut after = after;
        if let Some((role, promoted)) = promotion(after) {
            w.promotion = Some(role);
            after = promoted;
        }
        let after = marks(word, after, &mut w);
        let end = after.end(from);
        // The move must end the word, or be followed by what ends a move.
        let next = word[end..].chars().next();
        if next.is_some_and(|n| n.is_alphanumeric() && !n.is_ascii_digit()) {
            return;
        }
        if !out.iter().any(|(e, o)| *e == end && *o == w) {
            out.push((end, w));
        }
    };
    // The short form: a piece (with what tells it from the others), a dash or `x`, a square or the piece taken
    // (`PxP(5)`, `BxKN`). The full form: the piece, the square it leaves, a dash or `x`, the square it goes to, maybe
    // the piece taken (`PK2-K4`, `BKR3xQ7ch`, `QQ1-Q2xB`, `PQ2xB`). Then promotion and marks.
    let mut starts: Vec<(DescPiece, Option<DescSquare>, Cursor<'_>)> = pieces(start)
        .into_iter()
        .map(|(mover, after)| (mover, None, after))
        .collect();
    if let Some(role) = start.peek().and_then(role_of) {
        let mut after_role = start;
        after_role.at += 1;
        let mover = DescPiece {
            role,
            file: None,
            square: None,
        };
        starts.extend(
            squares(after_role)
                .into_iter()
                .map(|(from, after)| (mover, Some(from), after)),
        );
    }
    for (mover, from, after) in starts {
        for (d, capture, end) in moves_after(mover, from, after) {
            push(d, capture, end);
        }
    }
    out.sort_by_key(|r| std::cmp::Reverse(r.0));
    out
}

/// How a side name (`KN`, `QR`) is read: by where the piece stands now, or by where it began the game (see
/// [`super::origins`]).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Naming<'a> {
    Standing,
    Origin(&'a Origins),
}

/// Whether the piece on `square` (of the side to move, or taken from the other) answers to `piece`'s name.
fn answers(pos: &Chess, piece: DescPiece, square: Square, side: Color, naming: Naming<'_>) -> bool {
    let board = pos.board();
    let Some(found) = board.piece_at(square) else {
        return false;
    };
    if found.role != piece.role {
        return false;
    }
    if let Some(file) = piece.file {
        // A pawn is named by its file alone (`QP`, `KBP`); a piece by its wing too (`KN`, `QR`).
        let named_by_wing =
            piece.role != Role::Pawn && (file.piece == Some(piece.role) || file.piece.is_none());
        let named = match naming {
            // `KN`: the knight that began on the king's knight's file.
            Naming::Origin(origins) if named_by_wing => {
                let home = DescFile {
                    wing: file.wing,
                    piece: Some(piece.role),
                };
                origins
                    .of(square)
                    .is_some_and(|from| home.files().contains(&from.file()))
            }
            // `KN`: the knight now on the king's side, or on the king's knight's file; both are let through and
            // the legal moves decide. A pawn is named by the file it stands on in every book.
            _ => {
                let on_wing = match file.wing {
                    Some(Wing::King) => square.file() >= File::E,
                    Some(Wing::Queen) => square.file() <= File::D,
                    None => true,
                };
                file.files().contains(&square.file()) || (named_by_wing && on_wing)
            }
        };
        if !named {
            return false;
        }
    }
    piece.square.is_none_or(|sq| sq.contains(square, side))
}

/// Whether the legal move `m` of `pos` is what the descriptive move `d` says, its side names read by where the
/// pieces stand.
pub(crate) fn fits(pos: &Chess, d: &Descriptive, promotion: Option<Role>, m: Move) -> bool {
    fits_named(pos, d, promotion, m, Naming::Standing)
}

/// Whether the legal move `m` of `pos` is what the descriptive move `d` says, the moving piece's side name read by
/// `naming`.
pub(crate) fn fits_named(
    pos: &Chess,
    d: &Descriptive,
    promotion: Option<Role>,
    m: Move,
    naming: Naming<'_>,
) -> bool {
    let side = pos.turn();
    if let Move::Castle { .. } = m {
        return false;
    }
    let from = m.from().unwrap_or(m.to());
    let to = king_or_piece_to(m);
    if !answers(pos, d.mover, from, side, naming) {
        return false;
    }
    if d.from.is_some_and(|f| !f.contains(from, side))
        || d.to.is_some_and(|t| !t.contains(to, side))
    {
        return false;
    }
    if let Some(captured) = d.captured {
        let taken_on = match m {
            Move::EnPassant { to, .. } => Square::from_coords(to.file(), from.rank()),
            _ => to,
        };
        // The piece taken is the other side's: its ranks are counted from the mover's side all the same.
        // The piece taken is named by where it stands (`BxKN`: the knight on the king's side): read by its
        // origin as well, `NQ7xKB8` could be cut as `NQ7xKB` (the king's bishop, wherever it is) and `8`.
        if !m.is_capture() || !answers(pos, captured, taken_on, side, Naming::Standing) {
            return false;
        }
    }
    promotion.is_none_or(|p| m.promotion() == Some(p))
}

/// The SAN fields a descriptive move stands for in `pos`, one reading for each square it may name — what the reason
/// for no match and the suggestions are worked out from (`PQB4-QB4` for Black: a pawn from c5 to c5).
pub(crate) fn concrete(pos: &Chess, w: &WrittenMove) -> Vec<WrittenMove> {
    let Some(d) = w.descriptive else {
        return vec![w.clone()];
    };
    let side = pos.turn();
    let squares_of = |sq: Option<DescSquare>| -> Vec<Option<Square>> {
        match sq {
            None => vec![None],
            Some(sq) => Square::ALL
                .into_iter()
                .filter(|&s| sq.contains(s, side))
                .filter(|_| sq.rank.is_some() && sq.file.is_some())
                .map(Some)
                .collect(),
        }
    };
    let mut targets = squares_of(d.to);
    if let Some(captured) = d.captured {
        // The piece taken stands where the move goes.
        targets = Square::ALL
            .into_iter()
            .filter(|&s| {
                pos.board().color_at(s) == Some(!side)
                    && answers(pos, captured, s, side, Naming::Standing)
            })
            .map(Some)
            .collect();
    }
    let mut out = Vec::new();
    for from in squares_of(d.from) {
        for &to in &targets {
            let Some(to) = to else {
                continue;
            };
            let file = d.mover.file.map(DescFile::files).filter(|f| f.len() == 1);
            out.push(WrittenMove {
                piece: Some(d.mover.role),
                from_file: from.map(Square::file).or(file.map(|f| f[0])),
                from_rank: from.map(Square::rank),
                to: Some(super::written::Target::Square(to)),
                promotion: w.promotion,
                capture: w.capture,
                check: w.check,
                en_passant: w.en_passant,
                nag: w.nag,
                ..WrittenMove::default()
            });
        }
    }
    if out.is_empty() {
        out.push(WrittenMove {
            piece: Some(d.mover.role),
            ..WrittenMove::default()
        });
    }
    out
}

/// The letter of a piece in descriptive notation.
fn letter(role: Role) -> char {
    role.upper_char()
}

/// The names of a file: its piece's (`B`) and with its wing (`KB`); the king's and queen's files have one.
fn file_names_of(file: File) -> [&'static str; 2] {
    match file {
        File::A => ["R", "QR"],
        File::B => ["N", "QN"],
        File::C => ["B", "QB"],
        File::D => ["Q", "Q"],
        File::E => ["K", "K"],
        File::F => ["B", "KB"],
        File::G => ["N", "KN"],
        _ => ["R", "KR"],
    }
}

/// The rank of `sq` counted from `side`'s first rank (1–8).
fn rank_from(sq: Square, side: Color) -> u32 {
    match side {
        Color::White => sq.rank().to_u32() + 1,
        Color::Black => 8 - sq.rank().to_u32(),
    }
}

/// The names of a square from `side`'s view, shortest first: `B3`, `KB3`.
fn square_names(sq: Square, side: Color) -> Vec<String> {
    let rank = rank_from(sq, side);
    let mut out: Vec<String> = file_names_of(sq.file())
        .into_iter()
        .map(|f| format!("{f}{rank}"))
        .collect();
    out.dedup();
    out
}

/// The names of the piece on `sq` (of either side), shortest first: `N`, `N/1`, `N(KN1)` — for a pawn `P`, `BP`,
/// `KBP`. A piece is not named by its side (`KN`): books differ on whether that is where it stands or where it
/// began (see [`super::origins`]), and a name one reader could take for another piece is not written.
fn piece_names(role: Role, sq: Square, side: Color) -> Vec<String> {
    let l = letter(role);
    let [short, long] = file_names_of(sq.file());
    let mut out = vec![l.to_string()];
    if role == Role::Pawn {
        out.push(format!("{short}P"));
        out.push(format!("{long}P"));
    }
    out.push(format!("{l}/{}", rank_from(sq, side)));
    out.push(format!("{l}({long}{})", rank_from(sq, side)));
    out.dedup();
    out
}

/// How well the descriptive `text` says the legal move `m` of `pos`: `Some(true)` when it is `m` and no other and
/// no shorter reading of it says another move (a game text may be cut there: `N/5xP` of `N/5xP/6`), `Some(false)`
/// when only the whole text is `m` alone, `None` when it is not.
fn says_only(pos: &Chess, text: &str, m: Move) -> Option<bool> {
    let legal = pos.legal_moves();
    let fitting = |w: &WrittenMove| {
        legal
            .iter()
            .copied()
            .filter(|&x| w.descriptive.is_some_and(|d| fits(pos, &d, w.promotion, x)))
            .collect::<Vec<Move>>()
    };
    let mut whole: Vec<Move> = Vec::new();
    let mut cut_elsewhere = false;
    for (end, w) in lex_descriptive(text, 0) {
        let moves = fitting(&w);
        if end < text.len() {
            cut_elsewhere |= moves.iter().any(|&x| x != m);
            continue;
        }
        for x in moves {
            if !whole.contains(&x) {
                whole.push(x);
            }
        }
    }
    (whole == [m]).then_some(!cut_elsewhere)
}

/// Writes the legal move `m` of `pos` in descriptive notation, in the shortest form that says it and no other move,
/// as books did: `P-K4`, `N-KB3` (`N-B3` where only one bishop's third is reachable), `PxP`, `QRPxN`, `N/1-Q2`,
/// `R(QB1)-Q1`, `P-K8=Q`, `O-O`, with `ch` for check and `mate`.
///
/// ```
/// use jipu::notation::{import_game, write_descriptive};
/// let game = import_game("1. e4 e5 2. Nf3 Nc6 3. Bb5").unwrap().game;
/// let written: Vec<String> = game
///     .walk_mainline()
///     .map(|v| write_descriptive(&v.before, v.ply.mv().unwrap()))
///     .collect();
/// assert_eq!(written, ["P-K4", "P-K4", "N-KB3", "N-QB3", "B-N5"]);
/// ```
pub fn write_descriptive(pos: &Chess, m: Move) -> String {
    let mut after = pos.clone();
    after.play_unchecked(m);
    let suffix = if after.is_checkmate() {
        "mate"
    } else if after.is_check() {
        "ch"
    } else {
        ""
    };
    if let Some(side) = m.castling_side() {
        let castle = match side {
            CastlingSide::KingSide => "O-O",
            CastlingSide::QueenSide => "O-O-O",
        };
        return format!("{castle}{suffix}");
    }
    let side = pos.turn();
    let from = m.from().unwrap_or(m.to());
    let to = king_or_piece_to(m);
    let promotion: String = m
        .promotion()
        .map(|p| format!("={}", letter(p)))
        .unwrap_or_default();
    let movers = piece_names(m.role(), from, side);
    let mut candidates: Vec<String> = Vec::new();
    match m.capture() {
        Some(taken) => {
            let taken_on = match m {
                Move::EnPassant { to, .. } => Square::from_coords(to.file(), from.rank()),
                _ => to,
            };
            let names = piece_names(taken, taken_on, side);
            for mover in &movers {
                for name in &names {
                    candidates.push(format!("{mover}x{name}{promotion}"));
                }
            }
        }
        None => {
            for mover in &movers {
                for square in square_names(to, side) {
                    candidates.push(format!("{mover}-{square}{promotion}"));
                }
            }
        }
    }
    // The shortest first; among as short, the order above (the mover named least, then the square).
    candidates.sort_by_key(String::len);
    let [_, from_long] = file_names_of(from.file());
    let [_, to_long] = file_names_of(to.file());
    let sign = if m.is_capture() { 'x' } else { '-' };
    let full = format!(
        "{}{from_long}{}{sign}{to_long}{}{promotion}",
        letter(m.role()),
        rank_from(from, side),
        rank_from(to, side)
    );
    candidates.push(full);
    let said: Vec<Option<bool>> = candidates.iter().map(|c| says_only(pos, c, m)).collect();
    let pick = said
        .iter()
        .position(|&s| s == Some(true))
        .or_else(|| said.iter().position(|&s| s == Some(false)))
        .unwrap_or(candidates.len() - 1);
    let chosen = candidates.swap_remove(pick);
    let ep = if m.is_en_passant() { " e.p." } else { "" };
    format!("{chosen}{suffix}{ep}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first(text: &str) -> Descriptive {
        let readings = lex_descriptive(text, 0);
        readings
            .iter()
            .find(|(e, _)| *e == text.len())
            .and_then(|(_, w)| w.descriptive)
            .unwrap_or_else(|| panic!("`{text}` reads as no descriptive move: {readings:?}"))
    }

    #[test]
    fn every_form_books_print_reads() {
        for text in [
            "P-K4",
            "N-QB3",
            "B-QN5ch",
            "PxN",
            "QRPxN",
            "N/3xP",
            "N/BxP",
            "PK2-K4",
            "NQN1-QB3",
            "BKR3xQ7ch",
            "QQ1-Q2xB",
            "Kt-KB3",
            "R(QB1)-Q1",
            "N(1)-B3",
            "N/1-B3",
            "PxQP",
            "BxKN",
            "PxP(5)",
            "P-K8=Q",
            "P-K8(Q)",
            "P-Q8/N",
            "Q-R5mate",
            "B-N5+",
            "PxPe.p.",
        ] {
            first(text);
        }
        assert_eq!(first("B-QN5ch").to.and_then(|t| t.rank), Some(5));
        assert!(lex_descriptive("Castles KR", 0)[0].1.castle == Some(Some(CastlingSide::KingSide)));
    }

    #[test]
    fn squares_are_counted_from_the_mover() {
        let k4 = DescSquare {
            file: Some(DescFile {
                wing: Some(Wing::King),
                piece: None,
            }),
            rank: Some(4),
        };
        assert!(k4.contains(Square::E4, Color::White));
        assert!(k4.contains(Square::E5, Color::Black));
        let b3 = DescSquare {
            file: Some(DescFile {
                wing: None,
                piece: Some(Role::Bishop),
            }),
            rank: Some(3),
        };
        assert!(b3.contains(Square::C3, Color::White) && b3.contains(Square::F3, Color::White));
        assert!(!b3.contains(Square::D3, Color::White));
    }
}
