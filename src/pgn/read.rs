//! Reading PGN files: one pgn-reader visitor builds each game, checking every move with shakmaty.
//!
//! A game whose moves are not plain SAN (zeros for castling, Chinese letters, long notation…) or not legal
//! is read again by the forgiving game-text import, which either reads it or says exactly which move is
//! wrong. A broken game is reported with its number and line; the other games still load.

use std::io::{Cursor, Seek};
use std::ops::ControlFlow;
use std::ops::Range;

use pgn_reader::{Nag, Outcome, RawComment, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::san::San;

use crate::chess::{FenRepair, Game, Ply, Tags};
use crate::i18n::{Key, Lang};
use crate::notation::{
    GameBuilder, ImportError, Part, Stop, import_game, import_pgn_game, part_at, tag_extent,
};
use crate::pgn::write_game;

/// A game of a file that could not be read whole.
#[derive(Debug)]
pub struct PgnProblem {
    /// 1-based number of the game in the file.
    pub game_number: usize,
    /// 1-based line where the trouble is.
    pub line: usize,
    pub error: ImportError,
}

impl PgnProblem {
    /// "game 3, line 41: 9. White `e2—e3`: there is no white piece on e2; did you mean: c3".
    pub fn message(&self, lang: Lang) -> String {
        let place = lang.fill(
            Key::GameAtLine,
            &[&self.game_number.to_string(), &self.line.to_string()],
        );
        let what = self.error.message(lang);
        let sep = match lang {
            Lang::En => ": ",
            Lang::Zh => "：",
        };
        format!("{place}{sep}{what}")
    }

    /// The stop, when the game stopped at a move.
    pub fn stop(&self) -> Option<&Stop> {
        match &self.error {
            ImportError::Stopped(s) => Some(s),
            ImportError::BadStart(_) => None,
        }
    }
}

/// Something a game's text needed put right, said without stopping the reading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnRepair {
    /// 1-based number of the game in the file.
    pub game_number: usize,
    pub line: usize,
    pub repair: FenRepair,
}

impl PgnRepair {
    /// "game 3, line 12: the position … has castling rights no king and rook can have: they are dropped".
    pub fn message(&self, lang: Lang) -> String {
        let place = lang.fill(
            Key::GameAtLine,
            &[&self.game_number.to_string(), &self.line.to_string()],
        );
        let sep = match lang {
            Lang::En => ": ",
            Lang::Zh => "：",
        };
        format!("{place}{sep}{}", self.repair.describe(lang))
    }
}

/// Every game of a file, in order; a game that stopped at a move is kept up to that move, and its
/// problem is listed.
#[derive(Debug, Default)]
pub struct PgnFile {
    pub games: Vec<Game>,
    /// Where each game stands in the text read (byte ranges, parallel to `games`), so that one game can be
    /// written back with every other game left as it was.
    pub spans: Vec<Range<usize>>,
    pub problems: Vec<PgnProblem>,
    /// What was put right on the way (each game still read whole).
    pub repairs: Vec<PgnRepair>,
    /// The number of each game of `games` in the text (from 1, parallel to `games`): a game refused (another
    /// variant, a FEN that is no position) keeps its number, and its problem is listed, but it is not in `games`.
    pub numbers: Vec<usize>,
}

impl PgnFile {
    /// The text read, with game `index` replaced by `game` written as PGN; every other byte stays.
    pub fn with_game_replaced(&self, text: &str, index: usize, game: &Game) -> String {
        let Some(span) = self.spans.get(index).filter(|s| s.end <= text.len()) else {
            return text.to_string();
        };
        let mut out = String::with_capacity(text.len() + 256);
        out.push_str(&text[..span.start]);
        out.push_str(&write_game(game));
        let rest = &text[span.end..];
        if !rest.trim().is_empty() {
            out.push('\n');
        }
        out.push_str(rest);
        out
    }

    /// How many games the text holds, those refused counted: how every command and the window number games.
    pub fn count(&self) -> usize {
        let refused = self
            .problems
            .iter()
            .filter(|p| matches!(p.error, ImportError::BadStart(_)))
            .count();
        self.games.len() + refused
    }

    /// Game `number` of the text (from 1, as [`PgnFile::count`] counts), taken out: `None` when it was refused or is
    /// not there.
    pub fn take_numbered(self, number: usize) -> Option<Game> {
        let i = self.numbers.iter().position(|&n| n == number)?;
        self.games.into_iter().nth(i)
    }

    fn push(&mut self, game: Game, span: Range<usize>, number: usize) {
        self.numbers.push(number);
        self.games.push(game);
        self.spans.push(span);
    }
}

/// Why the visitor gave a game up to the forgiving reader.
struct NotPlain;

/// The one visitor: builds a [`Game`] from plain, legal PGN, or gives up at the first thing that is not.
struct GameVisitor;

impl Visitor for GameVisitor {
    type Tags = GameBuilder;
    type Movetext = GameBuilder;
    type Output = Result<(Game, Vec<FenRepair>), NotPlain>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(GameBuilder::new())
    }

    fn tag(
        &mut self,
        builder: &mut GameBuilder,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        let (Ok(name), Ok(value)) = (std::str::from_utf8(name), value.decode_utf8()) else {
            return ControlFlow::Break(Err(NotPlain));
        };
        match builder.tag(name, value.into_owned()) {
            Ok(()) => ControlFlow::Continue(()),
            Err(_) => ControlFlow::Break(Err(NotPlain)),
        }
    }

    fn begin_movetext(&mut self, builder: GameBuilder) -> ControlFlow<Self::Output, GameBuilder> {
        ControlFlow::Continue(builder)
    }

    fn san(&mut self, builder: &mut GameBuilder, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        if san_plus.san == San::Null {
            if !Ply::Null.is_legal(&builder.pos) {
                return ControlFlow::Break(Err(NotPlain));
            }
            builder.play_ply(Ply::Null, Vec::new());
            return ControlFlow::Continue(());
        }
        if matches!(san_plus.san, San::Put { .. }) {
            return ControlFlow::Break(Err(NotPlain));
        }
        match san_plus.san.to_move(&builder.pos) {
            Ok(mv) => {
                builder.play(mv, Vec::new());
                ControlFlow::Continue(())
            }
            Err(_) => ControlFlow::Break(Err(NotPlain)),
        }
    }

    fn nag(&mut self, builder: &mut GameBuilder, nag: Nag) -> ControlFlow<Self::Output> {
        builder.nag(nag);
        ControlFlow::Continue(())
    }

    fn comment(
        &mut self,
        builder: &mut GameBuilder,
        comment: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        match std::str::from_utf8(comment.as_bytes()) {
            Ok(text) => {
                builder.comment(text);
                ControlFlow::Continue(())
            }
            Err(_) => ControlFlow::Break(Err(NotPlain)),
        }
    }

    fn begin_variation(&mut self, builder: &mut GameBuilder) -> ControlFlow<Self::Output, Skip> {
        builder.start_variation();
        ControlFlow::Continue(Skip(false))
    }

    fn end_variation(&mut self, builder: &mut GameBuilder) -> ControlFlow<Self::Output> {
        builder.end_variation();
        ControlFlow::Continue(())
    }

    fn outcome(
        &mut self,
        builder: &mut GameBuilder,
        outcome: Outcome,
    ) -> ControlFlow<Self::Output> {
        if builder.variations.is_empty() && builder.game.tags.get(Tags::RESULT).is_none() {
            builder.game.tags.set_result(outcome);
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, mut builder: GameBuilder) -> Self::Output {
        if builder.variations.is_empty() {
            builder.result_from_board();
            Ok((builder.game, builder.repairs))
        } else {
            Err(NotPlain)
        }
    }
}

/// Whether pgn-reader would read every word of this movetext: it passes over words it cannot read, so
/// a game with any such word (Chinese letters, `e2-e4`, full-width digits) goes to the forgiving reader.
/// The text is cut into parts by the game-text reader's own tokenizer, so both readers agree on what a word is.
fn is_plain_movetext(chunk: &str) -> bool {
    // pgn-reader closes a comment at `\}`, where some programs escape a brace and the forgiving reader reads on.
    !chunk.contains("\\}") && plain_at_a_glance(chunk).unwrap_or_else(|| is_plain_by_parts(chunk))
}

/// The quick look of [`is_plain_movetext`] at the ASCII PGN that game sites write: tag pairs, `{}` comments, NAGs
/// and words of SAN letters. `Some(true)` only when every piece is one the game-text tokenizer
/// would cut the same way and find plain; anything else (a bracket, a letter outside SAN, a character outside
/// ASCII in the movetext) is left to the full look, `None`.
fn plain_at_a_glance(chunk: &str) -> Option<bool> {
    let bytes = chunk.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        let line_start = at == 0 || bytes[at - 1] == b'\n';
        match bytes[at] {
            b' ' | b'\t' | b'\r' | b'\n' => at += 1,
            b'[' if line_start => {
                let line_end = memchr::memchr(b'\n', &bytes[at..]).map_or(bytes.len(), |i| at + i);
                let line = &chunk[at..line_end];
                let starts = |p: &str| {
                    line.get(..p.len())
                        .is_some_and(|s| s.eq_ignore_ascii_case(p))
                };
                if starts("[pgn]") || starts("[/pgn]") {
                    return None;
                }
                let (_, _, used) = tag_extent(line)?;
                at += used;
            }
            b'{' => {
                let close = memchr::memchr(b'}', &bytes[at..])?;
                let body = &chunk[at + 1..at + close];
                if !body.is_ascii() && body.contains('｝') {
                    return None;
                }
                at += close + 1;
            }
            // A `;` comment: pgn-reader passes over it, the forgiving reader keeps it as the move's comment.
            b';' => return None,
            b'%' if line_start => {
                at = memchr::memchr(b'\n', &bytes[at..]).map_or(bytes.len(), |i| at + i)
            }
            b'$' => {
                let digits = bytes[at + 1..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                chunk[at + 1..at + 1 + digits].parse::<u8>().ok()?;
                at += 1 + digits;
            }
            _ => {
                let len = bytes[at..]
                    .iter()
                    .take_while(|&&b| {
                        b.is_ascii_alphanumeric()
                            || matches!(b, b'+' | b'#' | b'=' | b'-' | b'.' | b'!' | b'?' | b'/')
                    })
                    .count();
                let end = at + len;
                let ends_cleanly = bytes.get(end).is_none_or(|b| b.is_ascii_whitespace());
                if len == 0 || !ends_cleanly || !is_plain_word(&chunk[at..end]) {
                    return None;
                }
                at = end;
            }
        }
    }
    Some(true)
}

/// The full look of [`is_plain_movetext`], part by part.
fn is_plain_by_parts(chunk: &str) -> bool {
    let mut at = 0;
    loop {
        at += chunk[at..].len() - chunk[at..].trim_start().len();
        let Some(c) = chunk[at..].chars().next() else {
            return true;
        };
        if c == ';' {
            // A PGN comment to the end of the line, which pgn-reader would not keep.
            return false;
        }
        let (part, next) = part_at(chunk, at);
        if next <= at {
            // A separator PGN does not know (`,` `，`): not plain PGN.
            return false;
        }
        let plain = match part {
            Part::Word(word) => is_plain_word(word),
            Part::Comment { closed, .. } => closed,
            Part::Remark(_) => false,
            Part::Tag { .. }
            | Part::VariationStart
            | Part::VariationEnd
            | Part::Nag(_)
            | Part::Ignored => true,
        };
        if !plain {
            return false;
        }
        at = next;
    }
}

fn is_plain_word(word: &str) -> bool {
    if matches!(word, "(" | ")" | "1-0" | "0-1" | "1/2-1/2" | "*") {
        return true;
    }
    if !word.is_ascii() {
        return word == "½-½";
    }
    let word = word.trim_start_matches(|c: char| c.is_ascii_digit());
    let word = word.trim_start_matches('.');
    let word = word.trim_end_matches(['!', '?']);
    if word.is_empty() {
        return true;
    }
    if let Some(n) = word.strip_prefix('$') {
        return n.bytes().all(|b| b.is_ascii_digit());
    }
    if word.starts_with('0') {
        return false; // `0-0`: read by the forgiving reader, which also knows the mark.
    }
    SanPlus::from_ascii(word.as_bytes()).is_ok()
}

fn line_of(text: &str, offset: usize) -> usize {
    text.as_bytes()[..offset.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

/// A pgn-reader over `text` that reads long tags (a 1,000-character event) and long comments whole, not cut at its
/// default 255 bytes.
///
/// pgn-reader keeps that many bytes ahead of each token: a limit larger than the text makes it move what is left
/// of the text back to the start of its buffer at every token, and zero a buffer twice the limit for every game
/// read one by one. So the limit is the longest a tag line or a comment of this text can be.
fn reader_for(text: &str) -> Reader<Cursor<&[u8]>> {
    let limit = longest_tag_or_comment(text.as_bytes()).min(1 << 16);
    Reader::build(Cursor::new(text.as_bytes()))
        .set_supported_tag_line_length(limit)
        .set_supported_comment_length(limit)
        .finish()
}

/// The length of the longest line and the longest `{...}` comment of a text (a comment may span lines).
fn longest_tag_or_comment(text: &[u8]) -> usize {
    let mut longest = 0;
    let mut line_start = 0;
    let mut comment_start = None;
    for i in memchr::memchr3_iter(b'\n', b'{', b'}', text) {
        match text[i] {
            b'\n' => {
                longest = longest.max(i - line_start);
                line_start = i + 1;
            }
            b'{' => {
                comment_start.get_or_insert(i);
            }
            _ => {
                if let Some(start) = comment_start.take() {
                    longest = longest.max(i + 1 - start);
                }
            }
        }
    }
    longest = longest.max(text.len() - line_start);
    if let Some(start) = comment_start {
        longest = longest.max(text.len() - start);
    }
    longest
}

/// Reads every game of a PGN text. See the module documentation.
pub fn read_pgn(text: &str) -> PgnFile {
    read_pgn_with(text, &mut |_| true)
}

/// [`read_pgn`], telling `progress` how many bytes are read after each game; reading stops when it answers false
/// (the user cancelled), with the games read so far.
///
/// The text is cut into games where a file read game by game is cut ([`super::Games`]), so that both read the
/// same games; each piece is then read as a PGN text of its own.
pub fn read_pgn_with(text: &str, progress: &mut dyn FnMut(usize) -> bool) -> PgnFile {
    let text = &*super::split::without_forum_wrappers(text);
    let mut file = PgnFile::default();
    let mut number = 0;
    // Lines before `counted`, counted only when a problem needs its line.
    let (mut counted, mut lines_before) = (0, 0);
    for span in super::split::game_spans(text.as_bytes()) {
        let Some(piece) = text.get(span.clone()) else {
            break;
        };
        let read = read_piece(piece, &mut number);
        for ((game, at), n) in read.games.into_iter().zip(read.spans).zip(read.numbers) {
            file.push(game, at.start + span.start..at.end + span.start, n);
        }
        if !read.problems.is_empty() || !read.repairs.is_empty() {
            lines_before +=
                memchr::memchr_iter(b'\n', &text.as_bytes()[counted..span.start]).count();
            counted = span.start;
        }
        for mut problem in read.problems {
            problem.line += lines_before;
            file.problems.push(problem);
        }
        for mut repair in read.repairs {
            repair.line += lines_before;
            file.repairs.push(repair);
        }
        if !progress(span.end) {
            break;
        }
    }
    file
}

/// Reads one game's text (or several, when games have no tags between them), numbering games on from `number`.
fn read_piece(text: &str, number: &mut usize) -> PgnFile {
    let mut file = PgnFile::default();
    let mut visitor = GameVisitor;
    // Where the current pgn-reader starts in the text: after a game read by the forgiving reader, pgn-reader
    // starts again where that game ended.
    let mut base = 0;
    'restart: while base < text.len() {
        let mut reader = reader_for(text.get(base..).unwrap_or(""));
        while let Ok(true) = reader.has_more() {
            let start = base + reader.stream_position().unwrap_or(0) as usize;
            let (outcome, broken) = match reader.read_game(&mut visitor) {
                Ok(Some(outcome)) => (outcome, false),
                Ok(None) => break 'restart,
                // pgn-reader gives up on the rest (an unclosed comment, say): the forgiving reader takes it.
                Err(_) => (Err(NotPlain), true),
            };
            // A game that stopped early must be skipped to its end before the position is read.
            let end = if broken {
                text.len()
            } else {
                let _ = reader.has_more();
                (base + reader.stream_position().unwrap_or(text.len() as u64) as usize)
                    .min(text.len())
            };
            let chunk = text.get(start..end).unwrap_or("");
            *number += 1;
            // pgn-reader ends a game at a blank line; movetext after it without tags of its own (the next
            // paragraph of an annotated game) belongs to the same game.
            let after = text.get(end..).unwrap_or("").trim_start();
            let whole = !after.is_empty() && !after.starts_with('[') || broken;
            match outcome {
                Ok((game, repairs)) if !whole && is_plain_movetext(chunk) => {
                    let line = line_of(text, start);
                    file.repairs
                        .extend(repairs.into_iter().map(|repair| PgnRepair {
                            game_number: *number,
                            line,
                            repair,
                        }));
                    file.push(game, start..end, *number);
                }
                _ => {
                    let next = read_forgiving(text, start, *number, &mut file);
                    if next <= start {
                        break 'restart;
                    }
                    base = next;
                    continue 'restart;
                }
            }
            if end <= start {
                break 'restart;
            }
        }
        break;
    }
    file
}

/// Reads the game starting at `start` with the forgiving reader, to its own end (its result, the next tag
/// pair, the next game); where the next game starts.
fn read_forgiving(text: &str, start: usize, number: usize, file: &mut PgnFile) -> usize {
    let rest = &text[start..];
    match import_pgn_game(rest) {
        Ok(imported) => {
            let end = text.len() - imported.rest.len();
            let line = line_of(text, start);
            file.repairs
                .extend(imported.repairs.into_iter().map(|repair| PgnRepair {
                    game_number: number,
                    line,
                    repair,
                }));
            let game = imported.game;
            // Prose after the last game is no game of its own.
            if game.tree.mainline_len() > 0 || game.tags.iter().next().is_some() {
                file.push(game, start..end, number);
            }
            end
        }
        Err(error) => {
            let (line, end) = match &error {
                ImportError::Stopped(stop) => {
                    // The broken game runs to the next tag pair at the start of a line.
                    let end = super::after_stop::next_tag_line_after(text, start + stop.offset);
                    file.push(stop.game().clone(), start..end, number);
                    (line_of(text, start) + line_of(rest, stop.offset) - 1, end)
                }
                ImportError::BadStart(_) => {
                    let end = text[start..]
                        .find("\n\n[")
                        .map_or(text.len(), |i| start + i + 2);
                    (line_of(text, start), end)
                }
            };
            file.problems.push(PgnProblem {
                game_number: number,
                line,
                error,
            });
            end
        }
    }
}

/// Reads every game of any game text: a PGN file (it starts with a tag pair) through [`read_pgn`], any
/// other text (a pasted paper game) through the forgiving game-text import, game after game. A text that
/// stops at a move ends there: what follows belongs to the broken game.
pub fn read_games(text: &str) -> PgnFile {
    read_games_with(text, &mut |_| true)
}

/// [`read_games`] with progress and cancelling, as [`read_pgn_with`].
pub fn read_games_with(text: &str, progress: &mut dyn FnMut(usize) -> bool) -> PgnFile {
    let trimmed = text.trim_start_matches(['\u{feff}', ' ', '\t', '\r', '\n']);
    if super::split::opens_with_a_tag(text.as_bytes())
        && !trimmed.to_ascii_lowercase().starts_with("[pgn]")
    {
        return read_pgn_with(text, progress);
    }
    let mut file = PgnFile::default();
    let mut rest: &str = text;
    // The games numbered so far, those refused counted.
    let mut number = 0;
    while !rest.trim().is_empty() {
        let consumed = text.len() - rest.len();
        match import_game(rest) {
            Ok(imported) => {
                let game = imported.game;
                let next = text.len() - imported.rest.len();
                if game.tree.mainline_len() > 0 || game.tags.iter().next().is_some() {
                    number += 1;
                    file.push(game, consumed..next, number);
                }
                if next <= consumed {
                    break;
                }
                rest = &text[next..];
            }
            Err(error) => {
                number += 1;
                let game_number = number;
                let (line, from) = match &error {
                    ImportError::Stopped(stop) => (
                        line_of(text, consumed + stop.offset),
                        consumed + stop.offset,
                    ),
                    ImportError::BadStart(_) => (line_of(text, consumed), consumed),
                };
                // What follows the broken game belongs to it, up to a paragraph that begins another game.
                let next = super::after_stop::next_game_after(text, from);
                if let ImportError::Stopped(stop) = &error {
                    file.push(
                        stop.game().clone(),
                        consumed..next.unwrap_or(text.len()),
                        number,
                    );
                }
                file.problems.push(PgnProblem {
                    game_number,
                    line,
                    error,
                });
                match next {
                    Some(next) => rest = &text[next..],
                    None => break,
                }
            }
        }
    }
    file
}
