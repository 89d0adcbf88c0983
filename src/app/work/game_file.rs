//! A game file open in the window, of any size: an index of its games, filled by a thread that reads the file once
//! (the list shows the first games while the rest are read, with a progress bar and Cancel), and a game read from the
//! file only when it is shown. Saving a game rewrites only its bytes, streaming every other byte through.
//!
//! A text that is not PGN (a pasted paper game saved as a file: no tags) is read whole instead, as it always was; such
//! texts are small.

use std::io;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use crate::chess::Game;
use crate::pgn::{
    GameBytes, GameIndex, PgnFile, bytes_at, decode_as, games_of, read_games, write_game,
};

/// Where the games' bytes are.
#[derive(Debug)]
enum Store {
    /// In the file, read a game at a time.
    Disk,
    /// A text held whole (not PGN, or UTF-16), its games' spans into it.
    Held(String),
}

/// The reading of a file into its index, on another thread.
#[derive(Debug, Default)]
pub struct Scan {
    done: AtomicU64,
    total: AtomicU64,
    cancel: AtomicBool,
    finished: AtomicBool,
    error: Mutex<Option<String>>,
}

/// See the module documentation.
#[derive(Debug)]
pub struct GameFile {
    path: PathBuf,
    /// Whether the file opens with a tag pair: its games are read as PGN.
    pgn: bool,
    /// The encoding the user chose to read the file as (`None`: the one it is most likely in).
    encoding: Option<&'static encoding_rs::Encoding>,
    /// The encoding found in the file's first game that is not UTF-8, while indexing: every game is read and
    /// saved in it.
    detected: Mutex<Option<&'static encoding_rs::Encoding>>,
    store: Mutex<Store>,
    index: Mutex<GameIndex>,
    scan: Arc<Scan>,
}

/// Games found are handed to the list in batches, so that the window is not held by the reading thread.
const BATCH: usize = 2000;

impl GameFile {
    /// Opens `path`: a PGN file is indexed on another thread; any other text is read whole now.
    pub fn open(path: &Path) -> io::Result<Arc<GameFile>> {
        GameFile::open_as(path, None)
    }

    /// [`GameFile::open`], the file read as `encoding` (the user's choice) or, with `None`, as the encoding it is
    /// most likely in.
    pub fn open_as(
        path: &Path,
        encoding: Option<&'static encoding_rs::Encoding>,
    ) -> io::Result<Arc<GameFile>> {
        let total = std::fs::metadata(path)?.len();
        let mut head = [0u8; 4096];
        let n = io::Read::read(&mut std::fs::File::open(path)?, &mut head)?;
        let head = &head[..n];
        if crate::pgn::is_binary(head) {
            return Err(crate::files::not_text());
        }
        let utf16 = head.starts_with(&[0xFF, 0xFE]) || head.starts_with(&[0xFE, 0xFF]);
        let pgn = head
            .strip_prefix(&[0xEF, 0xBB, 0xBF])
            .unwrap_or(head)
            .trim_ascii_start()
            .starts_with(b"[");
        let file = Arc::new(GameFile {
            path: path.to_path_buf(),
            pgn,
            encoding,
            detected: Mutex::new(None),
            store: Mutex::new(Store::Disk),
            index: Mutex::new(GameIndex::new()),
            scan: Arc::new(Scan::default()),
        });
        file.scan.total.store(total.max(1), Ordering::Relaxed);
        // Read on another thread in both cases: the window never waits for a file.
        let scanning = file.clone();
        std::thread::spawn(move || {
            if utf16 || !pgn {
                if let Err(e) = scanning.hold_whole() {
                    *lock(&scanning.scan.error) = Some(e.to_string());
                    scanning.scan.finished.store(true, Ordering::Relaxed);
                }
            } else {
                scanning.index_all();
            }
        });
        Ok(file)
    }

    /// A file Jipu has just written with one game as `bytes` (UTF-8 PGN): listed from those bytes, with no reading
    /// thread to wait for.
    pub fn written(path: &Path, bytes: &[u8]) -> Arc<GameFile> {
        let file = GameFile {
            path: path.to_path_buf(),
            pgn: true,
            encoding: None,
            detected: Mutex::new(None),
            store: Mutex::new(Store::Disk),
            index: Mutex::new(GameIndex::new()),
            scan: Arc::new(Scan::default()),
        };
        lock(&file.index).push(&GameBytes {
            number: 1,
            span: 0..bytes.len() as u64,
            line: 1,
            bytes: bytes.to_vec(),
            pgn: true,
            encoding: None,
        });
        file.scan
            .total
            .store((bytes.len() as u64).max(1), Ordering::Relaxed);
        file.scan.done.store(bytes.len() as u64, Ordering::Relaxed);
        file.scan.finished.store(true, Ordering::Relaxed);
        Arc::new(file)
    }

    /// Reads a text whole, its games found by the forgiving reader.
    fn hold_whole(&self) -> io::Result<()> {
        let decoded = decode_as(&std::fs::read(&self.path)?, self.encoding);
        if self.encoding.is_none() {
            *lock(&self.detected) = decoded.encoding.and_then(crate::pgn::encoding_named);
        }
        let text = decoded.text;
        let games = read_games(&text);
        let mut index = GameIndex::new();
        for (i, span) in games.spans.iter().enumerate() {
            index.push(&GameBytes {
                number: i + 1,
                span: span.start as u64..span.end as u64,
                line: 1,
                bytes: text.as_bytes()[span.clone()].to_vec(),
                pgn: crate::pgn::opens_with_a_tag(text.as_bytes()),
                encoding: None,
            });
        }
        *lock(&self.index) = index;
        *lock(&self.store) = Store::Held(text);
        self.scan.finished.store(true, Ordering::Relaxed);
        Ok(())
    }

    /// The reading thread: every game's fields into the index, in batches.
    fn index_all(&self) {
        let games = match games_of(&self.path) {
            Ok(games) => games,
            Err(e) => {
                *lock(&self.scan.error) = Some(e.to_string());
                self.scan.finished.store(true, Ordering::Relaxed);
                return;
            }
        };
        let mut batch = Vec::with_capacity(BATCH);
        for game in games {
            if self.scan.cancel.load(Ordering::Relaxed) {
                break;
            }
            match game {
                Ok(mut game) => {
                    self.scan.done.store(game.span.end, Ordering::Relaxed);
                    if self.encoding().is_none() && std::str::from_utf8(&game.bytes).is_err() {
                        *lock(&self.detected) = Some(crate::pgn::detect(&game.bytes));
                    }
                    game.encoding = self.encoding();
                    batch.push(game);
                }
                Err(e) => {
                    *lock(&self.scan.error) = Some(e.to_string());
                    break;
                }
            }
            if batch.len() == BATCH {
                self.add(&mut batch);
            }
        }
        self.add(&mut batch);
        self.scan.finished.store(true, Ordering::Relaxed);
    }

    fn add(&self, batch: &mut Vec<GameBytes>) {
        let mut index = lock(&self.index);
        for game in batch.drain(..) {
            index.push(&game);
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// How many games are listed so far.
    pub fn len(&self) -> usize {
        lock(&self.index).len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Looks at the index (held only for the call).
    pub fn with_index<T>(&self, look: impl FnOnce(&GameIndex) -> T) -> T {
        look(&lock(&self.index))
    }

    /// Whether the file is still being read.
    pub fn is_scanning(&self) -> bool {
        !self.scan.finished.load(Ordering::Relaxed)
    }

    /// How far the reading is, from 0 to 1.
    pub fn fraction(&self) -> f32 {
        let total = self.scan.total.load(Ordering::Relaxed).max(1);
        (self.scan.done.load(Ordering::Relaxed) as f64 / total as f64) as f32
    }

    pub fn cancel(&self) {
        self.scan.cancel.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelled(&self) -> bool {
        self.scan.cancel.load(Ordering::Relaxed)
    }

    /// Why the file could not be read to its end, if it could not.
    pub fn error(&self) -> Option<String> {
        lock(&self.scan.error).clone()
    }

    /// The bytes of game `i` (from 0), read from the file or the text held.
    fn bytes_of(&self, i: usize) -> io::Result<GameBytes> {
        let span = lock(&self.index)
            .get(i)
            .map(|e| e.span)
            .ok_or_else(|| io::Error::new(io::ErrorKind::NotFound, "no such game"))?;
        // A text held is held decoded; the file's bytes are in its encoding.
        let (bytes, encoding) = match &*lock(&self.store) {
            Store::Disk => (bytes_at(&self.path, &span)?, self.encoding()),
            Store::Held(text) => (
                text.as_bytes()
                    .get(span.start as usize..span.end as usize)
                    .unwrap_or_default()
                    .to_vec(),
                None,
            ),
        };
        Ok(GameBytes {
            number: i + 1,
            span,
            line: 1,
            bytes,
            pgn: self.pgn,
            encoding,
        })
    }

    /// The line of the file a byte offset is on: counted when a game with a problem is shown, not kept for every
    /// game of the index.
    fn line_at(&self, offset: u64) -> usize {
        let newlines = match &*lock(&self.store) {
            Store::Held(text) => {
                memchr::memchr_iter(b'\n', &text.as_bytes()[..(offset as usize).min(text.len())])
                    .count()
            }
            Store::Disk => {
                let Ok(file) = std::fs::File::open(&self.path) else {
                    return 1;
                };
                let mut reader =
                    io::BufReader::with_capacity(1 << 20, io::Read::take(file, offset));
                let mut count = 0;
                while let Ok(buf) = io::BufRead::fill_buf(&mut reader)
                    && !buf.is_empty()
                {
                    count += memchr::memchr_iter(b'\n', buf).count();
                    let n = buf.len();
                    io::BufRead::consume(&mut reader, n);
                }
                count
            }
        };
        newlines + 1
    }

    /// Game `i` (from 0) read: its first game, and the problems met.
    pub fn read(&self, i: usize) -> io::Result<(Option<Game>, PgnFile)> {
        let mut bytes = self.bytes_of(i)?;
        let mut read = bytes.read();
        if !read.problems.is_empty() {
            // Problems name their line in the file.
            bytes.line = self.line_at(bytes.span.start);
            read = bytes.read();
        }
        let game = (!read.games.is_empty()).then(|| read.games.remove(0));
        Ok((game, read))
    }

    /// The text of game `i` (from 0), decoded, as it stands in the file.
    pub fn text_of(&self, i: usize) -> io::Result<String> {
        Ok(self.bytes_of(i)?.text())
    }

    /// The encoding the file is read as when it is not UTF-8: the user's choice, or the one its first game that
    /// is not UTF-8 was found in.
    pub fn encoding(&self) -> Option<&'static encoding_rs::Encoding> {
        self.encoding.or(*lock(&self.detected))
    }

    /// Saves `game` as game `i` of the file: only its bytes change (written in the encoding they were in, so a GBK
    /// file stays GBK), and the index follows. Refused while the file is still being read ([`still_reading`]): the
    /// reading thread holds the old file open (Windows refuses to replace an open file) and would go on listing the
    /// old file's games at places the new file no longer has.
    pub fn save(&self, i: usize, game: &Game) -> io::Result<()> {
        if self.is_scanning() {
            return Err(still_reading());
        }
        let old = self.bytes_of(i)?;
        let last = i + 1 == self.len();
        let mut text = write_game(game);
        if !last {
            text.push('\n');
        }
        let bytes: Vec<u8> = match old.encoding {
            Some(enc) if enc != encoding_rs::UTF_8 => {
                crate::pgn::encoder_for(enc).encode(&text).0.into_owned()
            }
            _ => text.into_bytes(),
        };
        let span: Range<u64> = old.span.clone();
        let mut store = lock(&self.store);
        match &mut *store {
            Store::Disk => crate::files::replace_span_atomically(&self.path, &span, &bytes)?,
            Store::Held(held) => {
                let mut new = held.clone();
                let utf8 = String::from_utf8_lossy(&bytes);
                new.replace_range(span.start as usize..span.end as usize, &utf8);
                crate::files::write_atomically(&self.path, new.as_bytes())?;
                *held = new;
            }
        }
        drop(store);
        let mut index = lock(&self.index);
        index.resize(i, bytes.len() as u64);
        index.refresh(
            i,
            &GameBytes {
                number: i + 1,
                span: span.start..span.start + bytes.len() as u64,
                line: old.line,
                bytes,
                pgn: self.pgn,
                encoding: old.encoding,
            },
        );
        Ok(())
    }
}

/// What [`still_reading`] says, to tell it from other errors.
const STILL_READING: &str = "the file is still being read";

/// The error of a save asked for while the file is still being read.
pub fn still_reading() -> io::Error {
    io::Error::new(io::ErrorKind::WouldBlock, STILL_READING)
}

/// Whether `e` is [`still_reading`]'s.
pub fn is_still_reading(e: &io::Error) -> bool {
    e.kind() == io::ErrorKind::WouldBlock && e.to_string() == STILL_READING
}

/// A lock whose holder panicked is still the data: nothing here leaves it half changed.
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_not_saved_into_a_file_still_being_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("games.pgn");
        let text = b"[Event \"A\"]\n\n1. e4 *\n";
        std::fs::write(&path, text).unwrap();
        let file = GameFile::written(&path, text);
        // As while the reading thread goes on through a large file.
        file.scan.finished.store(false, Ordering::Relaxed);
        let game = crate::notation::import_game("1. d4 *").unwrap().game;
        let refused = file.save(0, &game).expect_err("refused while reading");
        assert!(is_still_reading(&refused));
        assert_eq!(std::fs::read(&path).unwrap(), text, "the file is untouched");
        file.scan.finished.store(true, Ordering::Relaxed);
        file.save(0, &game).expect("saved once read");
        assert!(std::fs::read_to_string(&path).unwrap().contains("1. d4"));
    }
}
