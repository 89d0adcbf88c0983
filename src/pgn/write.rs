//! Writing games as PGN: the seven-tag roster first, SAN moves, NAGs as `$n`, comments with clock commands,
//! variations in brackets, lines of at most 80 characters, UTF-8.

use shakmaty::Color;
use shakmaty::san::SanPlus;

use crate::chess::{Game, MoveVisit, Visit};
use crate::notation::join_comment;

fn escape(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace(|c: char| c.is_control(), " ")
}

/// A tag name as PGN allows it (letters, digits, `_`): another character, which a PGN reader would stop at, becomes `_`.
fn tag_name(name: &str) -> String {
    let clean: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if clean.is_empty() {
        "_".to_string()
    } else {
        clean
    }
}

fn comment_token(body: &str) -> String {
    format!("{{{}}}", body.replace('}', ")"))
}

struct Tokens {
    out: Vec<String>,
    open: bool,
}

impl Tokens {
    /// Adds a token; brackets stick to the moves they enclose.
    fn push(&mut self, t: impl Into<String>) {
        let t = t.into();
        if t == "(" {
            self.open = true;
        } else if t == ")" {
            match self.out.last_mut() {
                Some(last) => last.push(')'),
                None => self.out.push(t),
            }
        } else if std::mem::take(&mut self.open) {
            self.out.push(format!("({t}"));
        } else {
            self.out.push(t);
        }
    }

    /// Writes one move met on the walk, with its number, NAGs and comments.
    fn write_move(&mut self, game: &Game, visit: &MoveVisit) {
        let node = game.tree.notes(visit.id);
        if let Some(before) = &node.comment_before {
            self.push(comment_token(before));
        }
        let san = SanPlus::from_move(visit.before.clone(), visit.mv).to_string();
        match (visit.turn(), visit.numbered) {
            (Color::White, _) => self.push(format!("{}. {san}", visit.number)),
            (Color::Black, true) => self.push(format!("{}... {san}", visit.number)),
            (Color::Black, false) => self.push(san),
        }
        for nag in &node.nags {
            self.push(nag.to_string());
        }
        if let Some(body) = join_comment(node.comment.as_deref(), node.clock, node.emt) {
            self.push(comment_token(&body));
        }
    }
}

/// Joins tokens into lines of at most 80 characters (a longer token stands on its own line).
fn wrap(tokens: &[String]) -> String {
    let mut out = String::new();
    let mut line_len = 0;
    for t in tokens {
        let len = t.chars().count();
        if line_len > 0 && line_len + 1 + len > 80 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(t);
        line_len += len;
    }
    out
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
    let mut out = String::new();
    for (name, value) in game.tags.for_pgn() {
        out.push_str(&format!("[{} \"{}\"]\n", tag_name(name), escape(value)));
    }
    out.push('\n');
    let mut tokens = Tokens {
        out: Vec::new(),
        open: false,
    };
    if let Some(c) = &game.comment {
        tokens.push(comment_token(c));
    }
    for visit in game.walk() {
        match visit {
            Visit::Move(m) => tokens.write_move(game, &m),
            Visit::VariationStart { .. } => tokens.push("("),
            Visit::VariationEnd { .. } => tokens.push(")"),
        }
    }
    // The movetext ends with a result PGN knows, whatever the tag holds, so that the next game starts cleanly.
    tokens.push(game.tags.result().as_str());
    out.push_str(&wrap(&tokens.out));
    out.push('\n');
    out
}

/// Several games, separated by a blank line.
pub fn write_games(games: &[Game]) -> String {
    games.iter().map(write_game).collect::<Vec<_>>().join("\n")
}
