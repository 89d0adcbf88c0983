//! Reading PGN files: one pgn-reader visitor builds each game, checking every move with shakmaty.
//!
//! A game whose moves are not plain SAN (zeros for castling, Chinese letters, long notation…) or not legal
//! is read again by the forgiving game-text import, which either reads it or says exactly which move is
//! wrong. A broken game is reported with its number and line; the other games still load.

use std::io::{Cursor, Seek};
use std::ops::ControlFlow;

use pgn_reader::{Nag, Outcome, RawComment, RawTag, Reader, SanPlus, Skip, Visitor};

use super::plain::is_plain_movetext;
use super::split::GameBytes;
use shakmaty::san::San;

pub use super::file::{PgnFile, PgnProblem, PgnRepair};
use crate::chess::{FenRepair, Game, Ply, Tags};
use crate::notation::{GameBuilder, ImportError, import_game, import_pgn_game};

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

impl GameBytes {
    /// Reads the game (or the games, when a file has no tags between them): the forgiving reader when its moves are not
    /// plain PGN. A problem names the game's number and its line in the file.
    pub fn read(&self) -> PgnFile {
        let text = self.text();
        let mut file = if self.pgn {
            read_pgn(&text)
        } else {
            read_games(&text)
        };
        for number in &mut file.numbers {
            *number += self.number - 1;
        }
        for problem in &mut file.problems {
            problem.game_number += self.number - 1;
            problem.line += self.line - 1;
        }
        file
    }
}
