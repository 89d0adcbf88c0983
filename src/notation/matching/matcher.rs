//! The forgiving move matcher: a written move against the legal moves of a position.
//!
//! The text is read once, into its fields ([`WrittenMove`], by the one lexer of [`written`](crate::notation::written));
//! each legal move is compared with them as shakmaty's `San::to_move` compares a SAN — the piece, the squares written,
//! the promotion — and a move is taken only when exactly one legal move fits. A capture mark is forgiven either way in
//! SAN, where the square alone names the move; in descriptive notation a dash says "no capture" (`B-B4` is `Bf4`, not
//! `Bxc4`), forgiven only where no move without a capture fits. A check or en passant mark must hold, or another move
//! was meant.

use pgn_reader::Nag;
use shakmaty::san::San;
use shakmaty::{Chess, Move, Position, Role};

use super::diagnose::{NoMatch, Reason, diagnose};
use crate::chess::king_or_piece_to;
use crate::notation::writing::style::{NotationStyle, write_move};
use crate::notation::written::descriptive::{Naming, lex_descriptive, takes_after_a_dash};
use crate::notation::written::origins::Origins;
use crate::notation::written::{Target, WrittenMove, read_san};

/// What a piece of typed text is in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveMatch {
    /// Exactly one legal move fits.
    Unique(Move),
    /// Several legal moves fit; the user picks one. All promotions of one pawn when the piece was not said.
    Ambiguous(Vec<Move>),
    /// No legal move fits: why, and the closest legal moves, best first.
    NoMatch(NoMatch),
}

/// How well a legal move fits a written one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Fit {
    No,
    /// A pawn capture written by its target square alone (`d5` for `exd5`), or a capture written with a descriptive
    /// dash (`B-B4` for `BxP`): taken only when nothing fits better.
    Loose,
    Exact,
}

/// How `m` fits `w`. `by_files`: a pawn capture written by files only (`exd`) may fit (in a game text; in the move
/// box `ed` is the start of `exd5`, not a move).
fn fit(pos: &Chess, w: &WrittenMove, m: Move, by_files: bool) -> Fit {
    if let Some(d) = &w.descriptive {
        return if !crate::notation::written::descriptive::fits(pos, d, w.promotion, m) {
            Fit::No
        } else if takes_after_a_dash(w, m) {
            Fit::Loose
        } else {
            Fit::Exact
        };
    }
    if let Some(side) = w.castle {
        return if m
            .castling_side()
            .is_some_and(|s| side.is_none_or(|want| want == s))
        {
            Fit::Exact
        } else {
            Fit::No
        };
    }
    let from = m.from().unwrap_or(m.to());
    match w.to {
        Some(Target::Square(to)) => {
            // Castling may be written as the king's move, to its square or onto its own rook.
            if king_or_piece_to(m) != to && !(m.is_castle() && m.to() == to) {
                return Fit::No;
            }
        }
        Some(Target::File(file)) => {
            let files_fit = by_files
                && m.role() == Role::Pawn
                && m.is_capture()
                && m.to().file() == file
                && w.from_file == Some(from.file());
            return if files_fit { Fit::Exact } else { Fit::No };
        }
        None => return Fit::No,
    }
    match w.piece {
        Some(role) if role != m.role() => return Fit::No,
        // Without a piece letter a move is a pawn's, unless it names the square it leaves (long notation, ICCF).
        None if w.from_square().is_none() && m.role() != Role::Pawn => return Fit::No,
        _ => {}
    }
    if w.from_file.is_some_and(|f| f != from.file())
        || w.from_rank.is_some_and(|r| r != from.rank())
    {
        return Fit::No;
    }
    if w.promotion.is_some() && w.promotion != m.promotion() {
        return Fit::No;
    }
    let target_only = w.piece.is_none() && w.from_file.is_none() && w.from_rank.is_none();
    if target_only && m.role() == Role::Pawn && m.is_capture() {
        return Fit::Loose;
    }
    Fit::Exact
}

/// Whether `w` is written exactly as the SAN of `m`: the same piece letter and the same disambiguation, no more.
/// A descriptive move never is: it tells its pieces apart in its own way (`N/6xN` with two knights to take is
/// two moves, though the SAN of one of them, `Nxb1`, needs no disambiguation).
fn as_san(pos: &Chess, w: &WrittenMove, m: Move) -> bool {
    if w.descriptive.is_some() {
        return false;
    }
    match San::from_move(pos, m) {
        San::Normal {
            role, file, rank, ..
        } => {
            w.piece.filter(|&r| r != Role::Pawn) == (role != Role::Pawn).then_some(role)
                && w.from_file == file
                && w.from_rank == rank
        }
        San::Castle(_) => w.castle.is_some(),
        San::Put { .. } | San::Null => false,
    }
}

/// The legal moves that the readings of a text fit, the readings tried in their order of preference (the b-pawn
/// before the bishop after `bx`): exact fits, or the loose ones when there is none.
fn fitting(pos: &Chess, readings: &[WrittenMove], by_files: bool) -> Vec<Move> {
    let legal = pos.legal_moves();
    let mut preferences: Vec<u8> = readings.iter().map(|w| w.preference).collect();
    preferences.sort_unstable();
    preferences.dedup();
    for preference in preferences {
        let tried: Vec<&WrittenMove> = readings
            .iter()
            .filter(|w| w.preference == preference && w.slip == 0)
            .collect();
        let mut best = Fit::No;
        let mut moves: Vec<Move> = Vec::new();
        for &m in &legal {
            let f = tried
                .iter()
                .map(|w| fit(pos, w, m, by_files))
                .max()
                .unwrap_or(Fit::No);
            if f > best {
                best = f;
                moves.clear();
            }
            if f == best && f != Fit::No && !moves.contains(&m) {
                moves.push(m);
            }
        }
        if moves.len() > 1 {
            // Among exact fits, a move written exactly as its SAN wins over moves it only names (`Nf3` with two
            // knights able to go there stays ambiguous: neither's SAN is `Nf3`).
            let by_san: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|&m| {
                    tried
                        .iter()
                        .any(|w| fit(pos, w, m, by_files) == Fit::Exact && as_san(pos, w, m))
                })
                .collect();
            if by_san.len() == 1 {
                moves = by_san;
            }
        }
        if !moves.is_empty() {
            return moves;
        }
    }
    Vec::new()
}

/// Matches the readings of a written move against the legal moves of `pos`; `text` is the move as written (for the
/// reason and the suggestions).
pub(crate) fn match_readings(pos: &Chess, readings: &[WrittenMove], by_files: bool) -> MoveMatch {
    let mut moves = fitting(pos, readings, by_files);
    let marks = readings.first().cloned().unwrap_or_default();
    if marks.en_passant && moves.len() > 1 && moves.iter().any(|m| m.is_en_passant()) {
        moves.retain(|m| m.is_en_passant());
    }
    // A check mark tells apart moves that the rest does not (`B-N5ch`: b4 gives check, g4 does not).
    if marks.check > 0 && moves.len() > 1 && moves.iter().any(|&m| gives_check(pos, m)) {
        moves.retain(|&m| gives_check(pos, m));
    }
    match moves.len() {
        0 => MoveMatch::NoMatch(diagnose(pos, readings)),
        // `exd6 e.p.` for a move that takes no pawn en passant: the mark says the sheet is wrong here.
        1 if marks.en_passant && !moves[0].is_en_passant() => MoveMatch::NoMatch(NoMatch {
            reason: Reason::NotEnPassant,
            suggestions: moves,
        }),
        // `Re8+` where the rook on e8 gives no check: the mark says another move was meant (`Re7+`).
        1 if marks.check > 0 && !gives_check(pos, moves[0]) => MoveMatch::NoMatch(NoMatch {
            reason: Reason::NotCheck,
            suggestions: diagnose(pos, readings).suggestions,
        }),
        1 => MoveMatch::Unique(moves[0]),
        _ => {
            moves.sort_by_key(|&m| write_move(pos, m, NotationStyle::En));
            MoveMatch::Ambiguous(moves)
        }
    }
}

/// Matches typed text against the legal moves of `pos`.
///
/// ```
/// use jipu::notation::{MoveMatch, match_move};
/// use shakmaty::Chess;
///
/// let pos = Chess::default();
/// for text in ["Nf3", "nf3", "马f3", "Ng1-f3", "g1f3", "7163", "Ｎｆ３"] {
///     assert!(matches!(match_move(&pos, text), MoveMatch::Unique(_)), "{text}");
/// }
/// assert!(matches!(match_move(&pos, "e2—e5"), MoveMatch::NoMatch(_)));
/// ```
pub fn match_move(pos: &Chess, text: &str) -> MoveMatch {
    match_readings(pos, &read_move(text), false)
}

/// As [`match_move`] in a game text whose pieces were followed from where they began (`origins`): a pawn capture
/// written by its files (`exd`, `f : e`) fits too, as old books and quick notes write it, and a side name of
/// descriptive notation (`KN`) is read both by where the piece stands and by where it began (see
/// [`crate::notation::written::origins`]). Where one reading names a single move and the other none or the same, that
/// move; where they name different moves, both, as candidates: a wrong move is worse than a stop.
pub(crate) fn match_following(pos: &Chess, origins: &Origins, text: &str) -> MoveMatch {
    let readings = read_move(text);
    let found = match_readings(pos, &readings, true);
    let named = |w: &&WrittenMove| {
        w.descriptive
            .is_some_and(|d| d.mover.file.is_some() && d.mover.role != Role::Pawn)
    };
    let named: Vec<&WrittenMove> = readings.iter().filter(named).collect();
    if named.is_empty() {
        return found;
    }
    let mut by_origin: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|&m| {
            named.iter().any(|w| {
                w.descriptive.is_some_and(|d| {
                    crate::notation::written::descriptive::fits_named(
                        pos,
                        &d,
                        w.promotion,
                        m,
                        Naming::Origin(origins),
                    )
                })
            })
        })
        .collect();
    // A dash says no capture here too, where a move without one fits.
    let quiet = |m: &Move| named.iter().any(|w| !takes_after_a_dash(w, *m));
    if by_origin.iter().any(quiet) {
        by_origin.retain(quiet);
    }
    // The marks hold for the reading by origin as written: a move they contradict is not one it names.
    if named[0].check > 0 {
        by_origin.retain(|&m| gives_check(pos, m));
    }
    if named[0].en_passant {
        by_origin.retain(|m| m.is_en_passant());
    }
    let by_standing: Vec<Move> = match &found {
        MoveMatch::Unique(m) => vec![*m],
        MoveMatch::Ambiguous(moves) => moves.clone(),
        MoveMatch::NoMatch(_) => Vec::new(),
    };
    let within = |a: &[Move], b: &[Move]| a.iter().all(|m| b.contains(m));
    match (by_standing.len(), by_origin.len()) {
        (_, 0) => found,
        (1, _) if within(&by_standing, &by_origin) => found,
        (_, 1) if by_standing.is_empty() || within(&by_origin, &by_standing) => {
            MoveMatch::Unique(by_origin[0])
        }
        _ => {
            let mut moves = by_standing;
            for m in by_origin {
                if !moves.contains(&m) {
                    moves.push(m);
                }
            }
            moves.sort_by_key(|&m| write_move(pos, m, NotationStyle::En));
            MoveMatch::Ambiguous(moves)
        }
    }
}

/// The readings of a whole text that is one move: by the SAN lexer (`Nxf3+!?`, `e5×d6 e.p.`, `bc8` as the b-pawn
/// and the bishop), or, where it reads nothing, as descriptive notation (`N-KB3`, `Castles KR`).
///
/// ```
/// use jipu::notation::read_move;
/// let w = &read_move("Nxf3+!?")[0];
/// assert!(w.capture);
/// assert_eq!(w.check, 1);
/// assert_eq!(w.nag, Some(pgn_reader::Nag::SPECULATIVE_MOVE));
/// assert!(read_move("e5×d6 e.p.")[0].en_passant);
/// assert_eq!(read_move("bc8").len(), 2, "the b-pawn and the bishop");
/// assert!(read_move("N-KB3")[0].descriptive.is_some());
/// ```
pub fn read_move(text: &str) -> Vec<WrittenMove> {
    let san = read_san(text);
    if !san.is_empty() {
        return san;
    }
    let spaced = crate::notation::characters::letters::lower_coordinates(text.trim());
    let spaced = spaced.trim();
    lex_descriptive(spaced, 0)
        .into_iter()
        .filter(|(end, _)| *end == spaced.len())
        .map(|(_, w)| w)
        .collect()
}

/// Whether `m`, read from `written`, takes a piece that the text does not say it takes: a descriptive move written
/// with a dash (`B-B4`) read as a capture because no move without one fits. The reader notes it on the move.
pub(crate) fn capture_unwritten(written: &str, m: Move) -> bool {
    let readings = read_move(written);
    !readings.is_empty() && readings.iter().all(|w| takes_after_a_dash(w, m))
}

/// Whether `m` puts the other king in check.
pub(crate) fn gives_check(pos: &Chess, m: Move) -> bool {
    let mut after = pos.clone();
    after.play_unchecked(m);
    after.is_check()
}

/// The annotation glyph (as a NAG) written with a move: `e4!?` gives `[5]`.
pub fn written_annotations(text: &str) -> Vec<Nag> {
    read_move(text)
        .first()
        .and_then(|w| w.nag)
        .into_iter()
        .collect()
}

/// The legal moves that some way of writing them (in any style Jipu writes: SAN in every letter set, long, ICCF,
/// coordinates) begins with what has been typed so far, for a move box that lists the candidates while the user
/// types. Empty input gives no moves.
///
/// ```
/// use jipu::notation::moves_starting_with;
/// use shakmaty::Chess;
/// assert_eq!(moves_starting_with(&Chess::default(), "N").len(), 4);
/// assert_eq!(moves_starting_with(&Chess::default(), "马f").len(), 1);
/// assert_eq!(moves_starting_with(&Chess::default(), "g1").len(), 2);
/// // After 1. e4 e5: `bc` begins the bishop's Bc4 too.
/// let game = jipu::notation::import_game("1. e4 e5").unwrap().game;
/// let pos = game.position_at(game.tree.mainline_end());
/// assert!(moves_starting_with(&pos, "bc").iter().any(|m| m.role() == shakmaty::Role::Bishop));
/// ```
pub fn moves_starting_with(pos: &Chess, typed: &str) -> Vec<Move> {
    let typed = bare(typed);
    if typed.is_empty() {
        return Vec::new();
    }
    let mut out: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|&m| {
            if typed.chars().all(|c| c == 'O') {
                // `0-0` may still become `0-0-0`; `0-0-0` is only the long one.
                return m
                    .castling_side()
                    .is_some_and(|s| typed.len() < 3 || s == shakmaty::CastlingSide::QueenSide);
            }
            // A lower-case `b` may begin the bishop's move as well as the b-pawn's.
            let bishop = typed.strip_prefix('b').map(|rest| format!("B{rest}"));
            written_forms(pos, m)
                .iter()
                .any(|f| f.starts_with(&typed) || bishop.as_ref().is_some_and(|b| f.starts_with(b)))
        })
        .collect();
    out.sort_by_key(|&m| write_move(pos, m, NotationStyle::En));
    out
}

/// The ways Jipu writes `m`, made [`bare`]: SAN (its letters English, also for the Chinese styles' characters),
/// long notation, the coordinates, ICCF, descriptive (`P-K4` as `PK4`).
fn written_forms(pos: &Chess, m: Move) -> Vec<String> {
    let mut forms: Vec<String> = [
        NotationStyle::En,
        NotationStyle::LongEn,
        NotationStyle::Iccf,
        NotationStyle::Descriptive,
    ]
    .into_iter()
    .map(|style| bare(&write_move(pos, m, style)))
    .collect();
    let from = m.from().unwrap_or(m.to());
    forms.push(format!("{from}{}", king_or_piece_to(m)));
    if m.role() == Role::Pawn && m.is_capture() {
        // `exd5` also as `ed5`: the capture mark is never needed.
        forms.push(format!("{}{}", from.file().char(), m.to()));
    }
    forms
}

/// A written move or its start, with everything that does not say which move it is taken off — capture marks,
/// dashes, `=`, brackets, spaces, check and annotation marks —, Chinese names and figurines as English letters, and
/// the zeros of castling as `O`: what [`moves_starting_with`] compares.
fn bare(text: &str) -> String {
    let text = crate::notation::characters::letters::lower_coordinates(text);
    let mut out = String::with_capacity(text.len());
    for c in text
        .chars()
        .map(crate::notation::characters::letters::plain_char)
    {
        match c {
            'x' | 'X' | ':' | '-' | '=' | '(' | ')' | '/' | ' ' | '.' | '\t' | '>' | '→' | '+'
            | '#' | '!' | '?' => {}
            '0' | 'o' => out.push('O'),
            'k' | 'q' | 'r' | 'n' | 'p' => out.push(c.to_ascii_uppercase()),
            _ => match crate::notation::characters::letters::role_of_symbol(c) {
                Some(role) => out.push(role.upper_char()),
                None => out.push(c),
            },
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use shakmaty::Square;

    use super::*;

    /// Two knights that can take (a3, c7 for Black) and two knights to take (b5, b1): `N/6xN` names a3 but not which
    /// knight it takes, so it is two moves, though the SAN of one of them (`Nxb1`) needs no disambiguation; `NxN/4`
    /// names b5 but not which knight takes. Found by the property of the writer's games read back (`N/6xN/4` was cut
    /// as `N/6xN`, taken as `Nxb1`).
    #[test]
    fn a_capture_that_names_too_little_is_no_move_though_one_san_is_plain() {
        let pos: shakmaty::Chess = "k7/2n5/8/1N6/8/n7/8/1N4K1 b - - 0 1"
            .parse::<shakmaty::fen::Fen>()
            .ok()
            .and_then(|f| f.into_position(shakmaty::CastlingMode::Standard).ok())
            .unwrap_or_else(|| panic!("the test's position"));
        for text in ["N/6xN", "NxN/4", "NxN"] {
            assert!(
                matches!(match_move(&pos, text), MoveMatch::Ambiguous(_)),
                "{text}: {:?}",
                match_move(&pos, text)
            );
        }
        assert!(matches!(
            match_move(&pos, "N/6xN/4"),
            MoveMatch::Unique(m) if m.from() == Some(Square::A3) && m.to() == Square::B5
        ));
    }
}
