//! A PGN file of any size, cut into its games as it is read: one game's bytes at a time, with where they are in the
//! file, so that a gigabyte is read in a few megabytes of memory. A game starts at a tag line (`[` at the start of a
//! line) that follows movetext; a `[` inside a `{…}` comment that runs over lines, or after a `;` comment, is not
//! one. The cut is made on bytes, which works for UTF-8 and GB18030/GBK alike (both keep ASCII as it is); each game
//! is decoded on its own (see [`GameBytes::text`]).

use std::io::{self, BufRead};
use std::ops::Range;

/// The bytes of one game of a file, and where they are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameBytes {
    /// 1-based number of the game in the file.
    pub number: usize,
    /// Where the game's bytes are in the file.
    pub span: Range<u64>,
    /// The line of the file the game begins on (from 1), for messages.
    pub line: usize,
    pub bytes: Vec<u8>,
    /// Whether the game is part of a PGN file (the file opens with a tag pair): its movetext is then read as PGN
    /// (`;` comments, no prose among the moves) even where the game has no tags of its own.
    pub pgn: bool,
    /// The encoding the user chose to read the file as; `None`: the one it is most likely in.
    pub encoding: Option<&'static encoding_rs::Encoding>,
}

impl GameBytes {
    /// The game's text: UTF-8 when its bytes are, else the encoding chosen or detected, as `decode` reads files.
    pub fn text(&self) -> String {
        super::decode_as(&self.bytes, self.encoding).text
    }
}

/// Where the cutter stands between lines.
#[derive(Clone, Debug, Default)]
struct State {
    /// Inside a `{…}` comment that has not ended on its line.
    in_comment: bool,
    /// The game being gathered has movetext (so a tag line begins the next one).
    has_moves: bool,
    /// The names of the tags of the game being gathered, while it has no movetext, and whether a blank line came
    /// after them: the same tag again after a blank line is the next game's (two games of tags alone), where a blank
    /// line inside one game's tags (as ChessBase writes after `Event`) is not.
    tags: Vec<Vec<u8>>,
    blank_after_tags: bool,
    /// Brackets open in the movetext, outside comments.
    depth: u32,
    /// The movetext so far ends in a result outside any bracket: more movetext on a later line is the next game,
    /// as a PGN reader reads it (`1. e4 e5 1-0` then `1. d4 d5 0-1`).
    ended: bool,
}

impl State {
    /// Follows one line; returns whether the line begins a new game (checked before the line is taken in).
    fn line(&mut self, line: &[u8]) -> bool {
        // A byte-order mark is no text: the first tag of a file written by Notepad is a tag.
        let line = line.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(line);
        let start = line.iter().position(|b| !b.is_ascii_whitespace());
        if !self.in_comment && is_forum_wrapper(line) {
            // `[pgn]`, `[/pgn]` around a game copied from a forum: neither a game nor a part of one.
            return false;
        }
        let tag_line = !self.in_comment && start.is_some_and(|i| is_tag_pair(&line[i..]));
        let name = start.filter(|_| tag_line).map(|i| tag_name(&line[i..]));
        let repeated = self.blank_after_tags
            && name
                .as_ref()
                .is_some_and(|n| self.tags.iter().any(|t| t == n));
        // A move number after a result: the next game's first move. (Words after it, `White resigns`, stay with
        // the game they end.)
        let movetext_after_result = self.ended
            && !tag_line
            && !self.in_comment
            && start.is_some_and(|i| line[i].is_ascii_digit());
        let begins = (tag_line && (self.has_moves || repeated)) || movetext_after_result;
        if begins {
            self.has_moves = false;
            self.tags.clear();
            self.blank_after_tags = false;
            self.depth = 0;
            self.ended = false;
        }
        let Some(start) = start else {
            self.blank_after_tags |= !self.tags.is_empty();
            return begins;
        };
        if let Some(name) = name {
            self.tags.push(name);
            // Movetext after the tag on the same line (`[Result "1-0"] 1. e4 *`) is the game's movetext.
            let after = tag_end(&line[start..]);
            let rest = &line[start + after..];
            if !rest.iter().all(u8::is_ascii_whitespace)
                && rest.trim_ascii_start().first() != Some(&b'[')
            {
                self.has_moves = true;
                self.movetext(rest);
            }
            return begins;
        }
        if !self.in_comment && line[start] == b'%' {
            return begins; // An escape line.
        }
        self.movetext(&line[start..]);
        begins
    }

    /// Follows movetext: comments opened and closed, whether it holds moves.
    fn movetext(&mut self, line: &[u8]) {
        let mut rest = line;
        loop {
            if self.in_comment {
                match memchr::memchr(b'}', rest) {
                    Some(end) => {
                        self.in_comment = false;
                        rest = &rest[end + 1..];
                    }
                    None => break,
                }
            } else {
                match memchr::memchr3(b'{', b';', b'}', rest) {
                    Some(i) if rest[i] == b'{' => {
                        self.segment(&rest[..i]);
                        self.in_comment = true;
                        rest = &rest[i + 1..];
                    }
                    Some(i) if rest[i] == b';' => {
                        self.segment(&rest[..i]);
                        break;
                    }
                    Some(i) => {
                        // A stray `}`: text around it is movetext.
                        self.segment(&rest[..i]);
                        self.has_moves = true;
                        rest = &rest[i + 1..];
                    }
                    None => {
                        self.segment(rest);
                        break;
                    }
                }
            }
        }
        if self.has_moves {
            self.tags.clear();
        }
    }
}

impl State {
    /// Movetext outside comments: whether it holds moves, its brackets, whether it ends in a result.
    fn segment(&mut self, text: &[u8]) {
        let Some(last) = text.split(u8::is_ascii_whitespace).rfind(|w| !w.is_empty()) else {
            return;
        };
        self.has_moves = true;
        for &b in text {
            match b {
                b'(' => self.depth += 1,
                b')' => self.depth = self.depth.saturating_sub(1),
                _ => {}
            }
        }
        let result =
            matches!(last, b"1-0" | b"0-1" | b"1/2-1/2" | b"*") || last == "½-½".as_bytes();
        self.ended = result && self.depth == 0;
    }
}

/// Whether a text opens with a tag pair (after a byte-order mark, white space and a forum's `[pgn]` line): a PGN
/// file.
pub(crate) fn opens_with_a_tag(bytes: &[u8]) -> bool {
    let mut rest = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    loop {
        rest = rest.trim_ascii_start();
        let line_end = memchr::memchr(b'\n', rest).unwrap_or(rest.len());
        if !is_forum_wrapper(&rest[..line_end]) {
            return rest.first() == Some(&b'[');
        }
        rest = &rest[line_end..];
    }
}

/// Whether a line is a forum's `[pgn]` or `[/pgn]` alone (in any case), which wraps a game on a web page.
pub(crate) fn is_forum_wrapper(line: &[u8]) -> bool {
    let line = line.trim_ascii();
    line.eq_ignore_ascii_case(b"[pgn]") || line.eq_ignore_ascii_case(b"[/pgn]")
}

/// A text with its forum wrapper lines (`[pgn]`, `[/pgn]`) made blanks of the same length, so that a PGN reader
/// sees no game in them and every byte stays where it was.
pub(crate) fn without_forum_wrappers(text: &str) -> std::borrow::Cow<'_, str> {
    if !text
        .split('\n')
        .any(|line| is_forum_wrapper(line.as_bytes()))
    {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        if is_forum_wrapper(line.as_bytes()) {
            out.extend(
                line.chars()
                    .map(|c| if c.is_whitespace() { c } else { ' ' }),
            );
        } else {
            out.push_str(line);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// Whether a line starts with a tag pair, `[Name "value"` — not a remark in brackets (`[Diagram]`, `[D]`) as pages
/// print them among the moves.
fn is_tag_pair(line: &[u8]) -> bool {
    let Some(rest) = line.strip_prefix(b"[") else {
        return false;
    };
    let rest = rest.trim_ascii_start();
    let name = rest
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
        .count();
    name > 0 && rest[name..].trim_ascii_start().first() == Some(&b'"')
}

/// The name of the tag a line starts with (`Event` of `[Event "A"]`).
fn tag_name(line: &[u8]) -> Vec<u8> {
    line.iter()
        .skip(1)
        .skip_while(|b| b.is_ascii_whitespace())
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
        .copied()
        .collect()
}

/// Where the tag a line starts with ends: after its `]`, the quoted value skipped (a `]` inside quotes, `\"`).
fn tag_end(line: &[u8]) -> usize {
    let mut quoted = false;
    let mut i = 1;
    while i < line.len() {
        match line[i] {
            b'\\' if quoted => i += 1,
            b'"' => quoted = !quoted,
            b']' if !quoted => return i + 1,
            _ => {}
        }
        i += 1;
    }
    line.len()
}

/// The games of a file as they are read. See the module documentation.
pub struct Games<R> {
    reader: R,
    offset: u64,
    /// The line the next game begins on.
    line: usize,
    number: usize,
    state: State,
    /// A line read that begins the next game.
    carried: Option<Vec<u8>>,
    done: bool,
    /// Whether the file opens with a tag pair, known at its first game.
    pgn: Option<bool>,
}

impl<R: BufRead> Games<R> {
    pub fn new(reader: R) -> Games<R> {
        Games {
            reader,
            offset: 0,
            line: 1,
            number: 0,
            state: State::default(),
            carried: None,
            done: false,
            pgn: None,
        }
    }
}

impl<R: BufRead> Iterator for Games<R> {
    type Item = io::Result<GameBytes>;

    fn next(&mut self) -> Option<io::Result<GameBytes>> {
        if self.done {
            return None;
        }
        let start = self.offset;
        // The line that began this game was followed already, when it ended the one before.
        let mut bytes = self.carried.take().unwrap_or_default();
        loop {
            // Each line is read straight onto the game's bytes, and split off again when it begins the next game.
            let line_start = bytes.len();
            match self.reader.read_until(b'\n', &mut bytes) {
                Ok(0) => {
                    self.done = true;
                    break;
                }
                Ok(_) => {
                    if self.state.line(&bytes[line_start..]) {
                        self.carried = Some(bytes.split_off(line_start));
                        break;
                    }
                }
                Err(e) => return Some(Err(e)),
            }
        }
        let len = bytes.len() as u64;
        self.offset = start + len;
        let line = self.line;
        self.line += memchr::memchr_iter(b'\n', &bytes).count();
        // A file's last bytes may be only blank lines: no game.
        if bytes.iter().all(u8::is_ascii_whitespace) {
            return if self.done { None } else { self.next() };
        }
        self.number += 1;
        let pgn = *self.pgn.get_or_insert_with(|| opens_with_a_tag(&bytes));
        Some(Ok(GameBytes {
            number: self.number,
            span: start..start + len,
            line,
            bytes,
            pgn,
            encoding: None,
        }))
    }
}

/// The byte ranges of the games of a text in memory, cut as [`Games`] cuts a file; white space between games
/// belongs to no game. Reading a whole text and reading its file game by game so see the same games.
pub(crate) fn game_spans(text: &[u8]) -> impl Iterator<Item = Range<usize>> + '_ {
    let mut state = State::default();
    let mut start = 0;
    let mut at = 0;
    std::iter::from_fn(move || {
        while start < text.len() {
            let span = if at < text.len() {
                let end = memchr::memchr(b'\n', &text[at..]).map_or(text.len(), |i| at + i + 1);
                let begins = state.line(&text[at..end]);
                let line_start = std::mem::replace(&mut at, end);
                if !begins || line_start == start {
                    continue;
                }
                start..line_start
            } else {
                start..text.len()
            };
            start = span.end;
            if !text[span.clone()].iter().all(u8::is_ascii_whitespace) {
                return Some(span);
            }
        }
        None
    })
}

/// The games of a file on disk.
pub fn games_of(path: &std::path::Path) -> io::Result<Games<io::BufReader<std::fs::File>>> {
    let file = std::fs::File::open(path)?;
    Ok(Games::new(io::BufReader::with_capacity(1 << 20, file)))
}

/// The bytes of `span` of the file at `path` (a game found by [`Games`]).
pub fn bytes_at(path: &std::path::Path, span: &Range<u64>) -> io::Result<Vec<u8>> {
    use std::io::{Read, Seek, SeekFrom};
    let mut file = std::fs::File::open(path)?;
    file.seek(SeekFrom::Start(span.start))?;
    let mut bytes = Vec::with_capacity((span.end - span.start) as usize);
    file.take(span.end - span.start).read_to_end(&mut bytes)?;
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_in_memory_is_cut_where_a_file_is() {
        let text = "\n[Event \"a\"]\n\n1. e4 {a [comment\n[over] lines} e5\n\n2. Nf3 *\n\n\n[Event \"b\"]\n1. d4 *\n\n  \n";
        let spans: Vec<_> = game_spans(text.as_bytes()).collect();
        let files: Vec<_> = Games::new(text.as_bytes())
            .map(|g| g.map(|g| g.span.start as usize..g.span.end as usize))
            .collect::<io::Result<_>>()
            .expect("in memory");
        assert_eq!(spans.len(), 2);
        assert!(text[spans[0].clone()].contains("2. Nf3"));
        assert!(text[spans[1].clone()].starts_with("[Event \"b\"]"));
        assert_eq!(spans, files);
    }

    fn cut(text: &str) -> Vec<(Range<u64>, String)> {
        Games::new(text.as_bytes())
            .map(|g| {
                let g = g.unwrap();
                (g.span.clone(), g.text())
            })
            .collect()
    }

    #[test]
    fn games_are_cut_at_the_tags_that_follow_movetext() {
        let text = "[Event \"A\"]\n[White \"x\"]\n\n1. e4 e5 {a comment\n[not a tag]\n} 2. Nf3 *\n\n\
                    [Event \"B\"]\n\n1. d4 ; a [line comment\n[Event \"C\"]\n1. c4 *\n\n\n";
        let games = cut(text);
        assert_eq!(games.len(), 3);
        assert!(
            games[0].1.contains("[not a tag]"),
            "a bracket inside a comment stays in its game"
        );
        assert!(games[1].1.starts_with("[Event \"B\"]"));
        assert!(games[2].1.starts_with("[Event \"C\"]"));
        // The spans cover the file, in order, without a gap.
        assert_eq!(games[0].0.start, 0);
        assert_eq!(games[0].0.end, games[1].0.start);
        assert_eq!(games[2].0.end as usize, text.len());
        for (span, game) in &games {
            assert_eq!(&text[span.start as usize..span.end as usize], game);
        }
    }

    #[test]
    fn a_byte_order_mark_does_not_detach_the_first_tag() {
        let text =
            "\u{feff}[Event \"BOM\"]\n[White \"A\"]\n\n1. e4 e5 *\n\n[Event \"Two\"]\n\n1. d4 *\n";
        let games = cut(text);
        assert_eq!(games.len(), 2, "{games:?}");
        assert!(games[0].1.contains("1. e4"));
        let spans: Vec<_> = game_spans(text.as_bytes()).collect();
        assert_eq!(spans.len(), 2, "read whole, the same games");
    }

    #[test]
    fn tags_and_moves_on_one_line_are_one_game() {
        let games = cut("[Result \"1-0\"] e4 *\n[Result \"0-1\"] d4 *\n");
        assert_eq!(games.len(), 2, "{games:?}");
    }

    #[test]
    fn the_same_tag_again_after_a_blank_line_is_the_next_game() {
        // Two games of tags alone…
        let games = cut("[Event \"A\"]\n\n[Event \"B\"]\n\n1. e4 *\n");
        assert_eq!(games.len(), 2, "{games:?}");
        // …but a blank line among one game's tags, as ChessBase writes it, is one game.
        let games = cut("[Event \"A\"]\n\n[Date \"2017.12.04\"]\n[Round \"1\"]\n\n1. e4 *\n");
        assert_eq!(games.len(), 1, "{games:?}");
    }

    #[test]
    fn a_result_ends_a_game_and_the_movetext_after_it_is_the_next() {
        let games = cut("[Event \"A\"]\n\n1. e4 e5 1-0\n1. d4 d5 0-1\n\n1. c4 (1. e4 *\n) c5 *\n");
        assert_eq!(games.len(), 3, "{games:?}");
        assert!(
            games[2].1.contains("c5"),
            "a result inside a variation ends nothing"
        );
        // Commentary after the moves, in braces or not, stays with the game it follows.
        let games = cut("1. e4 e5 1-0 {White resigned}\n{later}\nWhite resigns.\n");
        assert_eq!(games.len(), 1, "{games:?}");
    }

    #[test]
    fn a_gbk_game_is_decoded_on_its_own() {
        let (gbk, _, _) = encoding_rs::GB18030.encode("[White \"王一\"]\n\n1. e4 *\n");
        let mut bytes = b"[White \"A\"]\n\n1. d4 *\n\n".to_vec();
        bytes.extend_from_slice(&gbk);
        let games: Vec<GameBytes> = Games::new(&bytes[..]).map(Result::unwrap).collect();
        assert_eq!(games.len(), 2);
        assert!(games[1].text().contains("王一"));
    }
}
