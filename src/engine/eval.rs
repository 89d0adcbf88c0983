//! An evaluation from White's view — centipawns or a mate — as the window shows it (`+0.35`, `#2`, `#-3`), as a share
//! of the bar beside the board, as Lichess's winning chances, and as the `[%eval]` command of a PGN comment.

use std::fmt;

use shakmaty::Color;

use super::uci::RawScore;

/// An evaluation from White's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eval {
    /// Centipawns: positive when White is better.
    Cp(i32),
    /// `by` mates in `moves` moves (0: the side to move is mated on the board).
    Mate { by: Color, moves: u32 },
}

/// Lichess's curve from centipawns to winning chances (scalachess `WinPercent`), and where it stops counting.
const CURVE: f64 = 0.003_682_08;
const CEILING: i32 = 1000;

impl Eval {
    /// The engine's score (from the side to move's view) in a position where `turn` is to move.
    ///
    /// ```
    /// use jipu::engine::{Eval, RawScore};
    /// use shakmaty::Color;
    /// assert_eq!(Eval::from_engine(RawScore::Cp(35), Color::Black), Eval::Cp(-35));
    /// assert_eq!(Eval::from_engine(RawScore::Mate(-2), Color::Black).to_string(), "#2");
    /// assert_eq!(Eval::from_engine(RawScore::Mate(3), Color::Black).to_string(), "#-3");
    /// ```
    pub fn from_engine(score: RawScore, turn: Color) -> Eval {
        match score {
            RawScore::Cp(cp) => Eval::Cp(turn.fold_wb(cp, -cp)),
            RawScore::Mate(n) if n > 0 => Eval::Mate {
                by: turn,
                moves: n.unsigned_abs(),
            },
            RawScore::Mate(n) => Eval::Mate {
                by: !turn,
                moves: n.unsigned_abs(),
            },
        }
    }

    /// The evaluation from `side`'s view, in centipawns, a mate counted as a large advantage (the nearer the larger).
    pub fn centipawns_for(self, side: Color) -> i32 {
        let white = match self {
            Eval::Cp(cp) => cp,
            Eval::Mate { by, moves } => {
                let cp = 100_000 - moves.min(1000) as i32;
                by.fold_wb(cp, -cp)
            }
        };
        side.fold_wb(white, -white)
    }

    /// Lichess's winning chances from White's view, −1 (Black wins) to 1 (White wins): the centipawns, held within
    /// ±1000, through a logistic curve; a mate in n as (21 − min(n, 10)) × 100 centipawns.
    pub fn winning_chances(self) -> f64 {
        let cp = match self {
            Eval::Cp(cp) => cp.clamp(-CEILING, CEILING),
            Eval::Mate { by, moves } => {
                let cp = (21 - moves.min(10) as i32) * 100;
                by.fold_wb(cp, -cp)
            }
        };
        2.0 / (1.0 + (-CURVE * f64::from(cp)).exp()) - 1.0
    }

    /// White's share of the bar beside the board, 0 to 1.
    pub fn white_share(self) -> f32 {
        ((1.0 + self.winning_chances()) / 2.0) as f32
    }

    /// The evaluation as a PGN comment command, as Lichess writes it: `[%eval 0.35]`, `[%eval #-3]`.
    ///
    /// ```
    /// use jipu::engine::Eval;
    /// use shakmaty::Color;
    /// assert_eq!(Eval::Cp(-120).pgn_command(), "[%eval -1.20]");
    /// assert_eq!(Eval::Mate { by: Color::White, moves: 2 }.pgn_command(), "[%eval #2]");
    /// ```
    pub fn pgn_command(self) -> String {
        match self {
            Eval::Cp(cp) => format!("[%eval {}]", pawns(cp, false)),
            Eval::Mate { .. } => format!("[%eval {self}]"),
        }
    }

    /// The evaluation of a PGN comment's `[%eval …]` command, if it has one.
    ///
    /// ```
    /// use jipu::engine::Eval;
    /// use shakmaty::Color;
    /// assert_eq!(Eval::in_comment("a slip [%eval -1.2] here"), Some(Eval::Cp(-120)));
    /// assert_eq!(Eval::in_comment("[%eval #-3,22]"), Some(Eval::Mate { by: Color::Black, moves: 3 }));
    /// assert_eq!(Eval::in_comment("no evaluation"), None);
    /// ```
    pub fn in_comment(comment: &str) -> Option<Eval> {
        let start = comment.find("[%eval ")? + "[%eval ".len();
        let body = &comment[start..];
        let value = body[..body.find(']')?].trim();
        // Lichess may add the depth after a comma.
        let value = value.split(',').next()?.trim();
        if let Some(mate) = value.strip_prefix('#') {
            let n: i32 = mate.parse().ok()?;
            let by = if n < 0 || mate.starts_with('-') {
                Color::Black
            } else {
                Color::White
            };
            return Some(Eval::Mate {
                by,
                moves: n.unsigned_abs(),
            });
        }
        let pawns: f64 = value.parse().ok()?;
        pawns
            .is_finite()
            .then(|| Eval::Cp((pawns * 100.0).round().clamp(-1e6, 1e6) as i32))
    }
}

/// Centipawns as pawns with two decimals, with a `+` before a positive value when `signed`.
fn pawns(cp: i32, signed: bool) -> String {
    let sign = if cp < 0 {
        "-"
    } else if signed && cp > 0 {
        "+"
    } else {
        ""
    };
    let cp = cp.unsigned_abs();
    format!("{sign}{}.{:02}", cp / 100, cp % 100)
}

/// As the window shows it: `+0.35`, `-1.20`, `0.00`, `#2` (White mates in two), `#-2` (Black does).
impl fmt::Display for Eval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Eval::Cp(cp) => f.write_str(&pawns(cp, true)),
            Eval::Mate {
                by: Color::White,
                moves,
            } => write!(f, "#{moves}"),
            Eval::Mate {
                by: Color::Black,
                moves,
            } => write!(f, "#-{moves}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bar_is_even_at_zero_and_nearly_full_at_a_mate() {
        assert!((Eval::Cp(0).white_share() - 0.5).abs() < 1e-6);
        assert!(Eval::Cp(300).white_share() > 0.7);
        let mate = Eval::Mate {
            by: Color::Black,
            moves: 1,
        };
        assert!(mate.white_share() < 0.01);
        assert!(Eval::Cp(5000).winning_chances() == Eval::Cp(1000).winning_chances());
        assert_eq!(Eval::Cp(5).to_string(), "+0.05");
        assert_eq!(Eval::Cp(-5).to_string(), "-0.05");
        assert_eq!(Eval::Cp(0).to_string(), "0.00");
    }
}
