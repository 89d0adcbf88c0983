//! Writing games as PGN: the seven-tag roster first, SAN moves, NAGs as `$n`, comments with clock commands,
//! variations in brackets, lines of at most 80 characters, UTF-8.

use shakmaty::{Color, Position};

use crate::chess::{Game, MoveStep, Ply, Step};
use crate::notation::{push_comment_text, san_of, write_comment};

/// Appends a tag value with `\\` and `"` escaped and control characters made spaces.
fn push_escaped(out: &mut String, value: &str) {
    for c in value.chars() {
        match c {
            '\\' | '"' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
}

/// Appends a tag name as PGN allows it (letters, digits, `_`): another character, which a PGN reader would stop at,
/// becomes `_`.
fn push_tag_name(out: &mut String, name: &str) {
    if name.is_empty() {
        out.push('_');
    }
    for c in name.chars() {
        out.push(if c.is_ascii_alphanumeric() || c == '_' {
            c
        } else {
            '_'
        });
    }
}

/// Appends the decimal digits of `n`.
fn push_decimal(out: &mut String, n: u32) {
    if n >= 10 {
        push_decimal(out, n / 10);
    }
    out.push(char::from(b'0' + (n % 10) as u8));
}

/// The movetext as it is written: tokens in lines of at most 80 characters (a longer token stands on its own
/// line), an opening bracket stuck to the token after it and a closing one to the token before.
///
/// Each token is written into one reused buffer and kept there until the next one comes (a closing bracket may
/// still join it), then placed on the line: a game of thousands of moves allocates no string per move.
struct Movetext {
    out: String,
    line_len: usize,
    /// The last token, not yet placed.
    pending: String,
    /// An opening bracket waits for the next token.
    open: bool,
}

impl Movetext {
    fn new() -> Movetext {
        Movetext {
            out: String::new(),
            line_len: 0,
            pending: String::new(),
            open: false,
        }
    }

    /// Places the pending token on the line.
    fn flush(&mut self) {
        if self.pending.is_empty() {
            return;
        }
        let len = if self.pending.is_ascii() {
            self.pending.len()
        } else {
            self.pending.chars().count()
        };
        if self.line_len > 0 && self.line_len + 1 + len > 80 {
            self.out.push('\n');
            self.line_len = 0;
        } else if self.line_len > 0 {
            self.out.push(' ');
            self.line_len += 1;
        }
        self.out.push_str(&self.pending);
        self.line_len += len;
        self.pending.clear();
    }

    /// Starts a new token and lets `write` write it.
    fn token(&mut self, write: impl FnOnce(&mut String)) {
        self.flush();
        if std::mem::take(&mut self.open) {
            self.pending.push('(');
        }
        write(&mut self.pending);
    }

    fn comment(&mut self, write: impl FnOnce(&mut String)) {
        self.token(|t| {
            t.push('{');
            write(t);
            t.push('}');
        });
    }

    fn open_variation(&mut self) {
        self.open = true;
    }

    fn close_variation(&mut self) {
        // With nothing before it, the bracket is a token of its own.
        self.pending.push(')');
    }

    /// Writes one move met on the walk, with its number, NAGs and comments.
    fn write_move(&mut self, game: &Game, visit: &MoveStep) {
        let node = game.tree.notes(visit.id);
        if let Some(before) = &node.comment_before {
            self.comment(|t| push_comment_text(t, before));
        }
        self.token(|t| {
            match (visit.turn(), visit.numbered) {
                (Color::White, _) => {
                    push_decimal(t, visit.number);
                    t.push_str(". ");
                }
                (Color::Black, true) => {
                    push_decimal(t, visit.number);
                    t.push_str("... ");
                }
                (Color::Black, false) => {}
            }
            // The SAN of a known move: only a move that checks needs the moves of the position after it.
            match visit.ply {
                Ply::Move(mv) => san_of(visit.before, mv).append_to_string(t),
                // A null move as python-chess, Lichess and ChessBase's PGN export write it.
                Ply::Null => t.push_str("--"),
            }
            if visit.after.is_check() {
                t.push(if visit.after.legal_moves().is_empty() {
                    '#'
                } else {
                    '+'
                });
            }
        });
        for nag in &node.nags {
            self.token(|t| {
                t.push('$');
                push_decimal(t, u32::from(nag.0));
            });
        }
        let text = node.comment.as_deref().filter(|t| !t.trim().is_empty());
        if text.is_some() || node.clock.is_some() || node.emt.is_some() {
            self.comment(|t| {
                write_comment(t, text, node.clock, node.emt);
            });
        }
    }

    fn finish(mut self) -> String {
        self.flush();
        self.out
    }
}

/// One game as PGN text, ending with a newline.
///
/// ```
/// let game = jipu::notation::import_game("1. e4 e5 2. 马f3 1-0").unwrap().game;
/// let pgn = jipu::pgn::write_game(&game);
/// assert!(pgn.ends_with("1. e4 e5 2. Nf3 1-0\n"));
/// assert!(pgn.starts_with("[Event \"?\"]\n"));
/// ```
pub fn write_game(game: &Game) -> String {
    let mut out = String::with_capacity(1024);
    for (name, value) in game.tags.for_pgn() {
        out.push('[');
        push_tag_name(&mut out, name);
        out.push_str(" \"");
        push_escaped(&mut out, value);
        out.push_str("\"]\n");
    }
    out.push('\n');
    let mut movetext = Movetext::new();
    if let Some(c) = &game.comment {
        movetext.comment(|t| push_comment_text(t, c));
    }
    let mut walk = game.walk();
    while let Some(step) = walk.step() {
        match step {
            Step::Move(m) => movetext.write_move(game, &m),
            Step::VariationStart { .. } => movetext.open_variation(),
            Step::VariationEnd { .. } => movetext.close_variation(),
        }
    }
    // The movetext ends with a result PGN knows, whatever the tag holds, so that the next game starts cleanly.
    let result = game.tags.result();
    movetext.token(|t| t.push_str(result.as_str()));
    out.push_str(&movetext.finish());
    out.push('\n');
    out
}

/// Several games, separated by a blank line.
pub fn write_games(games: &[Game]) -> String {
    games.iter().map(write_game).collect::<Vec<_>>().join("\n")
}
