//! The numbered move list of a game's main line, as a scoresheet and the command line show it.

use shakmaty::{Chess, Color};
use unicode_width::UnicodeWidthStr;

use super::style::{NotationStyle, write_move};
use crate::chess::{Game, NodeId, Ply};
use crate::notation::characters::annotation::annotation_glyph;

/// One row of a scoresheet: the move number, White's move and Black's move, each written in the styles asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    pub number: u32,
    /// `None` in the first row of a game that starts with Black to move.
    pub white: Option<Vec<String>>,
    pub black: Option<Vec<String>>,
    /// The clock readings (`[%clk]`) of White's and Black's move, when recorded.
    pub clocks: [Option<std::time::Duration>; 2],
}

/// The move at `id`, played from `pos`, written in each of `styles`, with its annotation glyphs (`Nf3!?`).
///
/// With several styles (the bilingual list), a spelling that two styles share is written once — `e4`, `exd4`,
/// not `e4 e4` — and castling is written once in the form of the FIDE Laws, with zeros: `0-0`, `0-0-0`, in
/// every place a list of several styles is shown (the window's "Both", `jipu moves -n en,zh`).
///
/// ```
/// use jipu::notation::{NotationStyle, import_game, write_node};
/// let game = import_game("1. e4 Nf6 2. Nf3 g6 3. Bc4 Bg7 4. O-O").unwrap().game;
/// let both = [NotationStyle::En, NotationStyle::Zh];
/// let main = game.tree.mainline();
/// let at = |i: usize| game.position_at(game.tree.parent(main[i]).unwrap());
/// assert_eq!(write_node(&game, &at(0), main[0], &both), ["e4"]);
/// assert_eq!(write_node(&game, &at(2), main[2], &both), ["Nf3", "马f3"]);
/// assert_eq!(write_node(&game, &at(6), main[6], &both), ["0-0"]);
/// ```
pub fn write_node(game: &Game, pos: &Chess, id: NodeId, styles: &[NotationStyle]) -> Vec<String> {
    let glyphs: String = game
        .tree
        .notes(id)
        .nags
        .iter()
        .filter_map(|&n| annotation_glyph(n))
        .collect();
    let mv = match game.tree.ply(id) {
        Some(Ply::Move(mv)) => mv,
        // A null move reads the same in every style.
        Some(Ply::Null) => return vec![format!("--{glyphs}")],
        None => return Vec::new(),
    };
    let mut out: Vec<String> = Vec::with_capacity(styles.len());
    for &style in styles {
        let mut written = write_move(pos, mv, style);
        if styles.len() > 1 && mv.is_castle() && style != NotationStyle::Iccf {
            written = written.replace('O', "0");
        }
        written.push_str(&glyphs);
        if !out.contains(&written) {
            out.push(written);
        }
    }
    out
}

/// The main line as scoresheet rows, each move written in every style of `styles` (with its annotation glyphs).
pub fn move_rows(game: &Game, styles: &[NotationStyle]) -> Vec<MoveRow> {
    let mut rows: Vec<MoveRow> = Vec::new();
    for visit in game.walk_mainline() {
        let written = write_node(game, &visit.before, visit.id, styles);
        let number = visit.number;
        let clock = game.tree.notes(visit.id).clock;
        match visit.turn() {
            Color::White => rows.push(MoveRow {
                number,
                white: Some(written),
                black: None,
                clocks: [clock, None],
            }),
            Color::Black => match rows.last_mut() {
                Some(row) if row.number == number && row.black.is_none() => {
                    row.black = Some(written);
                    row.clocks[1] = clock;
                }
                _ => rows.push(MoveRow {
                    number,
                    white: None,
                    black: Some(written),
                    clocks: [None, clock],
                }),
            },
        }
    }
    rows
}

/// The main line on one line, as books print it: `1. e4 e5 2. 象c4 d6 … 1-0`.
///
/// ```
/// let game = jipu::notation::import_game("1. e4 e5 2. Bc4 1-0").unwrap().game;
/// let zh = jipu::notation::write_move_line(&game, jipu::notation::NotationStyle::Zh);
/// assert_eq!(zh, "1. e4 e5 2. 象c4 1-0");
/// ```
pub fn write_move_line(game: &Game, style: NotationStyle) -> String {
    let mut parts = Vec::new();
    for row in move_rows(game, &[style]) {
        match (row.white, row.black) {
            (Some(w), b) => {
                parts.push(format!("{}. {}", row.number, w.join(" ")));
                if let Some(b) = b {
                    parts.push(b.join(" "));
                }
            }
            (None, Some(b)) => parts.push(format!("{}... {}", row.number, b.join(" "))),
            (None, None) => {}
        }
    }
    if let Some(result) = game.tags.known_result() {
        parts.push(result.to_string());
    }
    parts.join(" ")
}

/// The main line as a table, one row per move number, each move in every style side by side
/// (`12. Nf3 马f3    Nf6 马f6`).
pub fn write_move_table(game: &Game, styles: &[NotationStyle]) -> String {
    let rows = move_rows(game, styles);
    let cell = |m: &Option<Vec<String>>| m.as_ref().map(|v| v.join(" ")).unwrap_or_default();
    // Columns line up by display width: a Chinese character takes two columns of a terminal.
    let width = rows
        .iter()
        .map(|r| cell(&r.white).width())
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    for row in &rows {
        let white = match &row.white {
            Some(_) => cell(&row.white),
            None => "…".to_string(),
        };
        let pad = width.saturating_sub(white.width());
        let line = format!(
            "{:>3}. {white}{}    {}",
            row.number,
            " ".repeat(pad),
            cell(&row.black)
        );
        out.push_str(line.trim_end());
        out.push('\n');
    }
    if let Some(result) = game.tags.known_result() {
        out.push_str(result.as_str());
        out.push('\n');
    }
    out
}
