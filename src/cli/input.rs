//! The command's input: a file or standard input, cut into games one at a time, and the tally of what reading them
//! came to (the exit status).

use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use jipu::Game;
use jipu::files::why_unreadable;
use jipu::i18n::{Key, Lang};
use jipu::pgn::{GameBytes, GameFilter, GameIndex, Games, PgnFile, PgnProblem, decode};

use super::output::Failure;

/// The bytes of a file, with a message the user understands when it cannot be read.
pub(super) fn read_file(path: &Path, lang: Lang) -> Result<Vec<u8>, Failure> {
    let unreadable = |e: std::io::Error| {
        Failure(lang.fill(
            Key::CannotReadFile,
            &[&path.display().to_string(), &why_unreadable(&e, lang)],
        ))
    };
    let bytes = std::fs::read(path).map_err(unreadable)?;
    if jipu::pgn::is_binary(&bytes[..bytes.len().min(4096)]) {
        return Err(unreadable(jipu::files::not_text()));
    }
    Ok(bytes)
}

/// The games of the input (a file, or standard input), cut from it one at a time: a file of any size is read in the
/// memory of a few games.
pub(super) struct Input {
    pub(super) games: Box<dyn Iterator<Item = std::io::Result<GameBytes>>>,
    pub(super) name: String,
    pub(super) lang: Lang,
    /// Said once: the input was not UTF-8.
    pub(super) said_encoding: bool,
}

impl Input {
    pub(super) fn open(file: Option<PathBuf>, lang: Lang) -> Result<Input, Failure> {
        let (name, reader): (String, Box<dyn BufRead>) = match file {
            Some(path) if path.as_os_str() != "-" => {
                let file = std::fs::File::open(&path).map_err(|e| {
                    Failure(lang.fill(
                        Key::CannotReadFile,
                        &[&path.display().to_string(), &why_unreadable(&e, lang)],
                    ))
                })?;
                (
                    path.display().to_string(),
                    Box::new(BufReader::with_capacity(1 << 20, file)),
                )
            }
            _ => (
                "stdin".to_string(),
                Box::new(BufReader::new(std::io::stdin())),
            ),
        };
        let mut reader = reader;
        // UTF-16 keeps no byte of ASCII as it is: such a file is decoded whole first (they are small).
        let unreadable = |e: std::io::Error| {
            Failure(lang.fill(Key::CannotReadFile, &[&name, &why_unreadable(&e, lang)]))
        };
        let head = reader.fill_buf().map_err(unreadable)?;
        if jipu::pgn::is_binary(head) {
            return Err(unreadable(jipu::files::not_text()));
        }
        let reader: Box<dyn BufRead> =
            if head.starts_with(&[0xFF, 0xFE]) || head.starts_with(&[0xFE, 0xFF]) {
                let mut bytes = Vec::new();
                reader
                    .read_to_end(&mut bytes)
                    .map_err(|e| Failure(e.to_string()))?;
                let decoded = decode(&bytes);
                if let Some(encoding) = decoded.encoding {
                    eprintln!("jipu: {}", lang.fill(Key::DecodedAs, &[encoding]));
                }
                Box::new(std::io::Cursor::new(decoded.text.into_bytes()))
            } else {
                reader
            };
        Ok(Input {
            games: Box::new(Games::new(reader)),
            name,
            lang,
            said_encoding: false,
        })
    }

    /// The input held nothing but blanks: said with the file's name.
    pub(super) fn empty(&self) -> Failure {
        Failure(if self.name == "stdin" {
            self.lang.text(Key::EmptyInput).into()
        } else {
            self.lang.fill(Key::EmptyFile, &[&self.name])
        })
    }

    /// The next game's bytes, or the end; a read error ends the program with status 1.
    pub(super) fn next_game(&mut self) -> Result<Option<GameBytes>, Failure> {
        match self.games.next() {
            None => Ok(None),
            Some(Ok(game)) => {
                if !self.said_encoding
                    && !game.bytes.is_ascii()
                    && std::str::from_utf8(&game.bytes).is_err()
                {
                    self.said_encoding = true;
                    let name = jipu::pgn::detect(&game.bytes).name();
                    eprintln!("jipu: {}", self.lang.fill(Key::DecodedAs, &[name]));
                }
                Ok(Some(game))
            }
            Some(Err(e)) => Err(Failure(self.lang.fill(
                Key::CannotReadFile,
                &[&self.name, &why_unreadable(&e, self.lang)],
            ))),
        }
    }
}

/// What a whole input came to: games seen, and whether reading stopped at a move somewhere or met other problems.
#[derive(Default)]
pub(super) struct Tally {
    pub(super) games: usize,
    pub(super) stopped: bool,
    pub(super) other_problems: bool,
}

impl Tally {
    /// Says a game's problems on standard error, and counts them.
    pub(super) fn take(&mut self, read: &PgnFile, lang: Lang) {
        self.games += read.games.len();
        self.repairs(&read.repairs, lang);
        self.problems(&read.problems, lang);
    }

    /// Says on standard error what was put right to read a game (it was still read whole).
    pub(super) fn repairs(&mut self, repairs: &[jipu::pgn::PgnRepair], lang: Lang) {
        for repair in repairs {
            eprintln!("jipu: {}", repair.message(lang));
        }
    }

    /// Says problems on standard error, and counts them.
    pub(super) fn problems(&mut self, problems: &[PgnProblem], lang: Lang) {
        for problem in problems {
            eprintln!("jipu: {}", problem.message(lang));
            if problem.stop().is_some() {
                self.stopped = true;
            } else {
                self.other_problems = true;
            }
        }
    }

    /// The exit status: 2 when reading stopped at a move, 1 for other problems, 0 when all was read.
    pub(super) fn status(&self) -> ExitCode {
        if self.stopped {
            ExitCode::from(2)
        } else if self.other_problems {
            ExitCode::from(1)
        } else {
            ExitCode::SUCCESS
        }
    }
}

/// Whether a game's bytes are one of those the selection asks for (read from its tags, without its moves).
pub(super) fn selected(game: &GameBytes, filter: &GameFilter) -> bool {
    if filter.is_empty() {
        return true;
    }
    let mut one = GameIndex::new();
    one.push(game);
    one.get(0).is_some_and(|entry| filter.matches(&entry))
}

/// Game `number` (from 1) of the input, reading only the games before it that may hold more than one game (text
/// without tags): a file's last game is found without reading every game's moves. Games are counted as
/// [`jipu::pgn::PgnFile::count`] counts them, a refused game (another variant) too: `None` for such a game, whose
/// problem is said, and nothing is printed for it.
pub(super) fn nth_game(
    input: &mut Input,
    number: usize,
    lang: Lang,
) -> Result<(Option<Game>, Tally), Failure> {
    let mut tally = Tally::default();
    let mut seen = 0;
    let mut seen_any = false;
    while let Some(game) = input.next_game()? {
        seen_any |= !game.bytes.iter().all(u8::is_ascii_whitespace);
        let tagged = game.bytes.trim_ascii_start().starts_with(b"[");
        if tagged && seen + 1 < number {
            seen += 1;
            continue;
        }
        let read = game.read();
        let count = read.count();
        tally.take(&read, lang);
        if number > seen && number <= seen + count {
            // `read` numbers its games from the piece's own number on.
            let chosen = read.take_numbered(number - seen + game.number - 1);
            return Ok((chosen, tally));
        }
        seen += count;
    }
    if !seen_any {
        return Err(input.empty());
    }
    if tally.stopped && seen == 0 {
        return Err(Failure(String::new()));
    }
    Err(Failure(lang.fill(
        Key::NoSuchGame,
        &[&number.to_string(), &seen.to_string()],
    )))
}
