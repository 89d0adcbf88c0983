//! The club grading points method (等级分记分方法) as Chinese clubs publish it: points, the level they give, and
//! what one game moves.
//!
//! **Points** are kept to one decimal, as a whole number of tenths, so that nothing is lost adding them up. A
//! game's change is computed exactly (as a fraction of tenths) and then rounded once, half away from zero, to one
//! decimal: (10 + 15/10)/2 = 5.75 is 5.8. The loser loses exactly what the winner gains, so the points of the
//! club only move between players. There is no floor: a player who loses can go below zero.
//!
//! **The change.** D is the difference of the two players' points before the game. "Lower" and "higher" mean
//! fewer and more points (two players of the same level still have a lower and a higher one). Each boundary
//! belongs to the band above it: D = 10 is in 10 ≤ D < 100, D = 100 in D ≥ 100, D = 200 in D ≥ 200.
//!
//! | result | D < 10 | 10 ≤ D < 100 | 100 ≤ D < 200 | D ≥ 200 |
//! |---|---|---|---|---|
//! | draw (the lower gains) | 0 | (10 + D/10)/2 | D/4 | D/4 |
//! | the lower wins | 10 | 10 + D/10 | D/2 | D/2 |
//! | the higher wins | 10 | 10 − D/12.5 | 2 | 0 |
//!
//! **Levels.** 100 points a level: below 100 points, 无级别 (no level); 100–199.9 is 30级, 200–299.9 is 29级, …,
//! 2900–2999.9 is 2级, and 3000 points and above is 1级.

use std::fmt;
use std::ops::{Add, AddAssign, Neg, Sub};
use std::str::FromStr;

use shakmaty::{Color, KnownOutcome};

use crate::i18n::{Key, Lang};

/// A number of grading points, kept in tenths.
///
/// ```
/// use jipu::club::Points;
/// let p: Points = "1234.5".parse().unwrap();
/// assert_eq!(p.tenths(), 12345);
/// assert_eq!(p.to_string(), "1234.5");
/// assert_eq!("-3".parse::<Points>().unwrap().to_string(), "-3.0");
/// assert!("12.34".parse::<Points>().is_err());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(i64);

impl Points {
    pub const ZERO: Points = Points(0);

    pub const fn from_tenths(tenths: i64) -> Points {
        Points(tenths)
    }

    pub const fn tenths(self) -> i64 {
        self.0
    }

    /// The level these points give.
    pub fn level(self) -> Level {
        Level::of(self)
    }

    /// `+10.0`, `-5.8`, `0.0`: a change as printed.
    pub fn signed(self) -> String {
        if self.0 > 0 {
            format!("+{self}")
        } else {
            self.to_string()
        }
    }
}

impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let a = self.0.unsigned_abs();
        write!(f, "{sign}{}.{}", a / 10, a % 10)
    }
}

/// Points that are not a number with at most one decimal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadPoints;

impl FromStr for Points {
    type Err = BadPoints;

    /// `1234`, `1234.5`, `-3.0`, `+10`; further decimals only when they are zeros (`12.50`).
    fn from_str(text: &str) -> Result<Points, BadPoints> {
        let t = text.trim();
        let (negative, t) = match t.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, t.strip_prefix('+').unwrap_or(t)),
        };
        let (whole, decimals) = t.split_once('.').unwrap_or((t, ""));
        let digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
        if whole.is_empty() || whole.len() > 12 || !digits(whole) || !digits(decimals) {
            return Err(BadPoints);
        }
        let mut extra = decimals.chars().skip(1);
        if extra.any(|c| c != '0') {
            return Err(BadPoints);
        }
        let tenth = decimals
            .chars()
            .next()
            .map_or(0, |c| i64::from(c as u8 - b'0'));
        let whole: i64 = whole.parse().map_err(|_| BadPoints)?;
        let tenths = whole * 10 + tenth;
        Ok(Points(if negative { -tenths } else { tenths }))
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, other: Points) {
        self.0 += other.0;
    }
}

impl Sub for Points {
    type Output = Points;
    fn sub(self, other: Points) -> Points {
        Points(self.0 - other.0)
    }
}

impl Neg for Points {
    type Output = Points;
    fn neg(self) -> Points {
        Points(-self.0)
    }
}

/// A player's level: 无级别, or 30级 (lowest) up to 1级.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Below 100 points.
    None,
    /// 30 (100–199.9 points) down to 1 (3000 points and above).
    Grade(u8),
}

impl Level {
    /// ```
    /// use jipu::club::{Level, Points};
    /// assert_eq!(Level::of(Points::from_tenths(999)), Level::None);
    /// assert_eq!(Level::of(Points::from_tenths(1000)), Level::Grade(30));
    /// assert_eq!(Level::of(Points::from_tenths(29_999)), Level::Grade(2));
    /// assert_eq!(Level::of(Points::from_tenths(30_000)), Level::Grade(1));
    /// ```
    pub fn of(points: Points) -> Level {
        let hundreds = points.0.div_euclid(1000);
        if hundreds < 1 {
            Level::None
        } else {
            Level::Grade(u8::try_from((31 - hundreds).max(1)).unwrap_or(1))
        }
    }

    /// `无级别`, `30级`; `no level`, `level 30`.
    pub fn name(self, lang: Lang) -> String {
        match self {
            Level::None => lang.text(Key::LevelNone).to_string(),
            Level::Grade(n) => lang.fill(Key::LevelGrade, &[&n.to_string()]),
        }
    }
}

/// `num / den` rounded half away from zero (`den` > 0).
fn rounded(num: i64, den: i64) -> i64 {
    let q = (2 * num.abs() + den) / (2 * den);
    if num < 0 { -q } else { q }
}

/// What White's points change by after a game between players with `white` and `black` points; Black's change is
/// the opposite. See the module documentation for the table.
///
/// ```
/// use jipu::club::{Points, grade_game};
/// use shakmaty::{Color, KnownOutcome};
/// let p = |t| Points::from_tenths(t);
/// // 1500 beats 1600 (the lower wins, D = 100): D/2 = 50.
/// let won = KnownOutcome::Decisive { winner: Color::White };
/// assert_eq!(grade_game(p(15_000), p(16_000), won), p(500));
/// // 1600 and 1585 draw (D = 15): the lower gains (10 + 1.5)/2 = 5.75, kept as 5.8.
/// assert_eq!(grade_game(p(16_000), p(15_850), KnownOutcome::Draw), p(-58));
/// ```
pub fn grade_game(white: Points, black: Points, outcome: KnownOutcome) -> Points {
    let d = (white.0 - black.0).abs();
    // The side with fewer points; with equal points every row of the table gives the same to either side.
    let lower = if white.0 <= black.0 {
        Color::White
    } else {
        Color::Black
    };
    let (gain_of_lower, tenths) = match outcome {
        KnownOutcome::Draw => (true, draw(d)),
        KnownOutcome::Decisive { winner } if winner == lower => (true, lower_wins(d)),
        KnownOutcome::Decisive { .. } => (false, higher_wins(d)),
    };
    let to_lower = if gain_of_lower { tenths } else { -tenths };
    Points(if lower == Color::White {
        to_lower
    } else {
        -to_lower
    })
}

/// The lower player's gain in a draw, in tenths, for a difference of `d` tenths.
fn draw(d: i64) -> i64 {
    match d {
        ..100 => 0,
        // (10 + D/10)/2 points = (1000 + d)/20 tenths.
        100..1000 => rounded(1000 + d, 20),
        // D/4 points = d/4 tenths.
        _ => rounded(d, 4),
    }
}

/// The lower player's gain when they win.
fn lower_wins(d: i64) -> i64 {
    match d {
        ..100 => 100,
        // 10 + D/10 points = (1000 + d)/10 tenths.
        100..1000 => rounded(1000 + d, 10),
        // D/2.
        _ => rounded(d, 2),
    }
}

/// The higher player's gain when they win.
fn higher_wins(d: i64) -> i64 {
    match d {
        ..100 => 100,
        // 10 − D/12.5 points = 100 − 0.08 d tenths = (2500 − 2d)/25.
        100..1000 => rounded(2500 - 2 * d, 25),
        1000..2000 => 20,
        _ => 0,
    }
}
