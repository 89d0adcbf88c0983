//! One Rust file read as far as the circle test needs: its tokens with comments, strings and characters taken out,
//! and from them the modules it declares, the items it defines, its `use` declarations and the paths written in
//! its code (`crate::a::B`, `super::x`, `dialogs::f`) — each with the inline module it stands in. An inline
//! `#[cfg(test)] mod … { … }` is passed over whole: its `use super::*` is the same file.

/// A token: an identifier or keyword, `::`, or one character of punctuation. Literals become `"`.
pub type Token = String;

/// What a file says about its modules and its imports.
#[derive(Debug, Default)]
pub struct Reading {
    /// Inline modules (`mod x { … }`), by their path within the file.
    pub inline: Vec<Vec<String>>,
    /// `mod x;`: the inline module it stands in, and the name.
    pub declared: Vec<(Vec<String>, String)>,
    /// Items defined at a module's own level (`fn`, `struct`, `enum`, `trait`, `type`, `const`, `static`, `union`).
    pub items: Vec<(Vec<String>, String)>,
    pub uses: Vec<Use>,
    /// Paths written in code (`crate::a::B`, `super::x`, `dialogs::f`), with the inline module they stand in.
    pub paths: Vec<(Vec<String>, Vec<String>)>,
}

/// One path of a `use` declaration, a group taken apart: `use a::{b::C, d as e}` is `a::b::C` and `a::d` as `e`.
#[derive(Clone, Debug, PartialEq)]
pub struct Use {
    /// The inline module the declaration stands in, within the file.
    pub within: Vec<String>,
    pub path: Vec<String>,
    /// `use a::*`.
    pub glob: bool,
    /// The name it brings in: its `as`, else its last segment.
    pub name: Option<String>,
    /// `pub use` (of any visibility): a re-export.
    pub public: bool,
}

/// The tokens of a Rust text, comments, strings, characters and lifetimes left out.
pub fn tokens(text: &str) -> Vec<Token> {
    let c: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let ident = |ch: char| ch.is_alphanumeric() || ch == '_';
    while i < c.len() {
        let ch = c[i];
        let next = c.get(i + 1).copied();
        if ch.is_whitespace() {
            i += 1;
        } else if ch == '/' && next == Some('/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && next == Some('*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if ch == '"' {
            i = skip_string(&c, i + 1);
            out.push("\"".to_string());
        } else if ch == '\'' {
            // A character (`'a'`, `'\n'`, `'\u{4e00}'`) or a lifetime or label (`'a`).
            if next == Some('\\') {
                i += 2;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push("\"".to_string());
            } else if c.get(i + 2) == Some(&'\'') {
                i += 3;
                out.push("\"".to_string());
            } else {
                i += 1;
                while i < c.len() && ident(c[i]) {
                    i += 1;
                }
            }
        } else if ident(ch) {
            let start = i;
            while i < c.len() && ident(c[i]) {
                i += 1;
            }
            let word: String = c[start..i].iter().collect();
            let raw = matches!(word.as_str(), "r" | "br" | "cr");
            if raw && matches!(c.get(i), Some('"' | '#')) {
                let hashes = c[i..].iter().take_while(|&&h| h == '#').count();
                if c.get(i + hashes) == Some(&'"') {
                    // A raw string: up to a quote and as many hashes.
                    i += hashes + 1;
                    while i < c.len()
                        && !(c[i] == '"' && c[i + 1..].iter().take(hashes).all(|&h| h == '#'))
                    {
                        i += 1;
                    }
                    i += hashes + 1;
                    out.push("\"".to_string());
                    continue;
                }
                if word == "r" && hashes == 1 {
                    // A raw identifier, `r#type`: the identifier.
                    i += 1;
                    continue;
                }
            }
            if matches!(word.as_str(), "b" | "c") && c.get(i) == Some(&'"') {
                i = skip_string(&c, i + 1);
                out.push("\"".to_string());
            } else if matches!(word.as_str(), "b") && c.get(i) == Some(&'\'') {
                i += 1;
                while i < c.len() && c[i] != '\'' {
                    i += if c[i] == '\\' { 2 } else { 1 };
                }
                i += 1;
                out.push("\"".to_string());
            } else if word.starts_with(|d: char| d.is_ascii_digit()) {
                out.push("\"".to_string());
            } else {
                out.push(word);
            }
        } else if ch == ':' && next == Some(':') {
            out.push("::".to_string());
            i += 2;
        } else {
            out.push(ch.to_string());
            i += 1;
        }
    }
    out
}

/// The index after the closing quote of a string whose text begins at `i`.
fn skip_string(c: &[char], mut i: usize) -> usize {
    while i < c.len() && c[i] != '"' {
        i += if c[i] == '\\' { 2 } else { 1 };
    }
    i + 1
}

/// The index of the token that closes the bracket opened at `open`.
fn closing(t: &[Token], open: usize) -> usize {
    let (up, down) = match t[open].as_str() {
        "{" => ("{", "}"),
        "(" => ("(", ")"),
        _ => ("[", "]"),
    };
    let mut depth = 0;
    for (i, tok) in t.iter().enumerate().skip(open) {
        if tok == up {
            depth += 1;
        } else if tok == down {
            depth -= 1;
            if depth == 0 {
                return i;
            }
        }
    }
    t.len()
}

fn is_ident(tok: Option<&Token>) -> bool {
    tok.is_some_and(|t| t.starts_with(|c: char| c.is_alphabetic() || c == '_'))
}

/// Whether the tokens at `i` are `#[cfg(test)]`.
fn cfg_test_at(t: &[Token], i: usize) -> bool {
    let want = ["#", "[", "cfg", "(", "test", ")", "]"];
    t.len() >= i + want.len() && want.iter().zip(&t[i..]).all(|(w, tok)| w == tok)
}

/// Reads a file's modules, items, `use` declarations and inline paths.
pub fn read(text: &str) -> Reading {
    let t = tokens(text);
    let mut reading = Reading::default();
    // The inline modules open at this point: each one's name and the depth of braces inside it.
    let mut open: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let mut public = false;
    let mut i = 0;
    while i < t.len() {
        let within: Vec<String> = open.iter().map(|(name, _)| name.clone()).collect();
        let level = open.last().map_or(0, |&(_, d)| d);
        match t[i].as_str() {
            "#" if cfg_test_at(&t, i) => {
                // Past this and any further attributes: a test module with a body is passed over whole.
                let mut j = i;
                while t.get(j).is_some_and(|tok| tok == "#")
                    && t.get(j + 1).is_some_and(|tok| tok == "[")
                {
                    j = closing(&t, j + 1) + 1;
                }
                if t.get(j).is_some_and(|tok| tok == "pub") {
                    j += 1;
                    if t.get(j).is_some_and(|tok| tok == "(") {
                        j = closing(&t, j) + 1;
                    }
                }
                if t.get(j).is_some_and(|tok| tok == "mod")
                    && t.get(j + 2).is_some_and(|tok| tok == "{")
                {
                    i = closing(&t, j + 2) + 1;
                } else {
                    i += 1;
                }
                continue;
            }
            "{" => depth += 1,
            "}" => {
                depth -= 1;
                if open.last().is_some_and(|&(_, d)| d > depth) {
                    open.pop();
                }
            }
            "pub" => {
                public = true;
                if t.get(i + 1).is_some_and(|tok| tok == "(") {
                    // `pub(crate)`, `pub(super)`, `pub(in crate::a)`: a visibility, no path to follow.
                    i = closing(&t, i + 1) + 1;
                    continue;
                }
                i += 1;
                continue;
            }
            "mod" if is_ident(t.get(i + 1)) => match t.get(i + 2).map(String::as_str) {
                Some(";") => reading.declared.push((within, t[i + 1].clone())),
                Some("{") => {
                    let name = t[i + 1].clone();
                    let mut path = within;
                    path.push(name.clone());
                    reading.inline.push(path);
                    depth += 1;
                    open.push((name, depth));
                    i += 3;
                    public = false;
                    continue;
                }
                _ => {}
            },
            "use" if t.get(i + 1).is_some_and(|tok| tok != "<") => {
                let end = (i..t.len()).find(|&j| t[j] == ";").unwrap_or(t.len());
                let mut paths = Vec::new();
                tree(&t[i + 1..end], &mut Vec::new(), &mut paths);
                for (path, glob, name) in paths {
                    reading.uses.push(Use {
                        within: within.clone(),
                        path,
                        glob,
                        name,
                        public,
                    });
                }
                i = end + 1;
                public = false;
                continue;
            }
            "fn" | "struct" | "enum" | "trait" | "type" | "const" | "static" | "union"
                if depth == level
                    && is_ident(t.get(i + 1))
                    && !matches!(t[i + 1].as_str(), "fn" | "mut") =>
            {
                reading.items.push((within, t[i + 1].clone()));
            }
            // A path written in code (`crate::a::B`, `super::x`, `panels::dialogs::f`), not the middle of one.
            first
                if is_ident(t.get(i))
                    && t.get(i + 1).is_some_and(|tok| tok == "::")
                    && is_ident(t.get(i + 2))
                    && (i == 0 || !matches!(t[i - 1].as_str(), "::" | "$") || first == "crate") =>
            {
                let mut path = vec![t[i].clone()];
                let mut j = i + 1;
                while t.get(j).is_some_and(|tok| tok == "::") && is_ident(t.get(j + 1)) {
                    path.push(t[j + 1].clone());
                    j += 2;
                }
                reading.paths.push((within, path));
                i = j;
                public = false;
                continue;
            }
            _ => {}
        }
        public = false;
        i += 1;
    }
    reading
}

/// The paths of a use tree (`a::{b::C, d as e, self}`, `::a`, `*`), each after `prefix`.
fn tree(t: &[Token], prefix: &mut Vec<String>, out: &mut Vec<(Vec<String>, bool, Option<String>)>) {
    let depth = prefix.len();
    let mut i = usize::from(t.first().is_some_and(|tok| tok == "::"));
    loop {
        match t.get(i).map(String::as_str) {
            Some("*") => {
                out.push((prefix.clone(), true, None));
                break;
            }
            Some("{") => {
                let end = closing(t, i);
                let mut start = i + 1;
                // Each part up to a comma outside braces.
                let mut level = 0;
                for j in i + 1..=end {
                    match t[j].as_str() {
                        "{" => level += 1,
                        "}" if level > 0 => level -= 1,
                        "," | "}" if level == 0 => {
                            if j > start {
                                tree(&t[start..j], prefix, out);
                            }
                            start = j + 1;
                        }
                        _ => {}
                    }
                }
                break;
            }
            Some("self") if !prefix.is_empty() => {
                // `a::{self, b}`: `a` itself, perhaps `as` another name.
                let name = match t.get(i + 1).map(String::as_str) {
                    Some("as") => t.get(i + 2).cloned(),
                    _ => prefix.last().cloned(),
                };
                out.push((prefix.clone(), false, name));
                break;
            }
            Some(seg) if is_ident(t.get(i)) => {
                prefix.push(seg.to_string());
                match t.get(i + 1).map(String::as_str) {
                    Some("::") => i += 2,
                    Some("as") => {
                        out.push((prefix.clone(), false, t.get(i + 2).cloned()));
                        break;
                    }
                    _ => {
                        out.push((prefix.clone(), false, prefix.last().cloned()));
                        break;
                    }
                }
            }
            _ => break,
        }
    }
    prefix.truncate(depth);
}
