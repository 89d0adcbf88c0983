//! An index of a PGN file for the game list: each game's place in the file and the header fields the list shows
//! (White, Black, Event, Site, Round, Date, Result), read from its tag lines without reading its moves. Kept compact —
//! one text for all the fields, offsets into it — so a file of a million games is listed in a little over a hundred
//! megabytes; a game is read only when it is shown.

use std::ops::Range;

use shakmaty::Outcome;

use super::split::GameBytes;

/// The fields the list shows, in the order they are kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IndexField {
    White,
    Black,
    Event,
    Site,
    Round,
    Date,
}

impl IndexField {
    pub const ALL: [IndexField; 6] = [
        IndexField::White,
        IndexField::Black,
        IndexField::Event,
        IndexField::Site,
        IndexField::Round,
        IndexField::Date,
    ];

    fn tag(self) -> &'static str {
        match self {
            IndexField::White => "White",
            IndexField::Black => "Black",
            IndexField::Event => "Event",
            IndexField::Site => "Site",
            IndexField::Round => "Round",
            IndexField::Date => "Date",
        }
    }
}

/// One game of the index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IndexEntry<'a> {
    /// 1-based number of the game in the file.
    pub number: usize,
    pub span: Range<u64>,
    fields: [&'a str; 6],
    pub result: Outcome,
}

impl<'a> IndexEntry<'a> {
    /// A field as the file writes it (`""` when the tag is missing or unknown, `?`).
    pub fn get(&self, field: IndexField) -> &'a str {
        self.fields[field as usize]
    }
}

/// See the module documentation.
#[derive(Clone, Debug, Default)]
pub struct GameIndex {
    starts: Vec<u64>,
    lens: Vec<u32>,
    /// For each game, where each of its six fields ends in `text`.
    ends: Vec<[u32; 6]>,
    results: Vec<Outcome>,
    text: String,
}

/// Reads `[Name "value"]` (with `\"` and `\\` escapes): the name and the value's bytes.
fn tag_line(line: &[u8]) -> Option<(&[u8], Vec<u8>)> {
    let line = line.trim_ascii();
    let inner = line.strip_prefix(b"[")?;
    let name_end = inner
        .iter()
        .position(|b| b.is_ascii_whitespace() || *b == b'"')?;
    let (name, rest) = inner.split_at(name_end);
    let rest = rest.trim_ascii_start().strip_prefix(b"\"")?;
    let mut value = Vec::new();
    let mut bytes = rest.iter();
    while let Some(&b) = bytes.next() {
        match b {
            b'\\' => value.extend(bytes.next()),
            b'"' => return Some((name, value)),
            _ => value.push(b),
        }
    }
    None
}

impl GameIndex {
    pub fn new() -> GameIndex {
        GameIndex::default()
    }

    pub fn len(&self) -> usize {
        self.starts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.starts.is_empty()
    }

    /// Adds a game found in the file: its tag lines are read for the fields.
    pub fn push(&mut self, game: &GameBytes) {
        let mut values: [Option<String>; 6] = Default::default();
        let mut result = Outcome::Unknown;
        for line in game.bytes.split(|&b| b == b'\n') {
            let trimmed = line.trim_ascii();
            if trimmed.is_empty() {
                continue;
            }
            if trimmed[0] != b'[' {
                break; // The tags end where the movetext begins.
            }
            let Some((name, value)) = tag_line(trimmed) else {
                continue;
            };
            let value = match String::from_utf8(value) {
                Ok(v) => v,
                Err(e) => super::decode_as(e.as_bytes(), game.encoding).text,
            };
            if name == crate::chess::Tags::RESULT.as_bytes() {
                result = value.trim().parse().unwrap_or(Outcome::Unknown);
                continue;
            }
            if let Some(field) = IndexField::ALL
                .iter()
                .position(|f| f.tag().as_bytes() == name)
            {
                values[field] = Some(value);
            }
        }
        let mut ends = [0u32; 6];
        for (end, value) in ends.iter_mut().zip(&values) {
            let value = value.as_deref().unwrap_or("");
            // PGN's "unknown" marks are shown as nothing.
            if !value.trim().chars().all(|c| c == '?' || c == '.') {
                self.text.push_str(value.trim());
            }
            *end = self.text.len() as u32;
        }
        self.starts.push(game.span.start);
        self.lens
            .push((game.span.end - game.span.start).min(u64::from(u32::MAX)) as u32);
        self.ends.push(ends);
        self.results.push(result);
    }

    /// Game `i` (from 0).
    pub fn get(&self, i: usize) -> Option<IndexEntry<'_>> {
        let start = *self.starts.get(i)?;
        let ends = self.ends.get(i)?;
        let mut from = if i == 0 {
            0
        } else {
            self.ends[i - 1][5] as usize
        };
        let mut fields = [""; 6];
        for (field, &end) in fields.iter_mut().zip(ends) {
            *field = self.text.get(from..end as usize).unwrap_or("");
            from = end as usize;
        }
        Some(IndexEntry {
            number: i + 1,
            span: start..start + u64::from(self.lens[i]),
            fields,
            result: self.results[i],
        })
    }

    /// After game `i` was saved with a text of `new_len` bytes: its span, and every later game's place, move.
    pub fn resize(&mut self, i: usize, new_len: u64) {
        let Some(&old) = self.lens.get(i) else {
            return;
        };
        let delta = new_len as i64 - i64::from(old);
        self.lens[i] = new_len.min(u64::from(u32::MAX)) as u32;
        for start in &mut self.starts[i + 1..] {
            *start = start.saturating_add_signed(delta);
        }
    }

    /// Takes over game `i`'s fields from a game as saved (its tags may have changed).
    pub fn refresh(&mut self, i: usize, game: &GameBytes) {
        let mut single = GameIndex::new();
        single.push(game);
        let Some(entry) = single.get(0) else {
            return;
        };
        // The fields of one game are small: rebuilding the text after it costs a copy of the rest, done once a save.
        let from = if i == 0 {
            0
        } else {
            self.ends[i - 1][5] as usize
        };
        let Some(old_end) = self.ends.get(i).map(|e| e[5] as usize) else {
            return;
        };
        let new_fields: String = IndexField::ALL.iter().map(|&f| entry.get(f)).collect();
        let delta = new_fields.len() as i64 - (old_end - from) as i64;
        self.text.replace_range(from..old_end, &new_fields);
        let mut end = from;
        for (slot, field) in self.ends[i].iter_mut().zip(IndexField::ALL) {
            end += entry.get(field).len();
            *slot = end as u32;
        }
        for ends in &mut self.ends[i + 1..] {
            for e in ends.iter_mut() {
                *e = (i64::from(*e) + delta) as u32;
            }
        }
        self.results[i] = entry.result;
    }

    /// Memory the index keeps, in bytes (for the measurements in BENCHMARKS.md).
    pub fn heap_bytes(&self) -> usize {
        self.starts.capacity() * 8
            + self.lens.capacity() * 4
            + self.ends.capacity() * 24
            + self.results.capacity() * std::mem::size_of::<Outcome>()
            + self.text.capacity()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pgn::Games;

    #[test]
    fn the_list_fields_are_read_from_the_tags_and_follow_a_save() {
        let text = "[Event \"Club \\\"A\\\"\"]\n[White \"王一\"]\n[Black \"?\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n\n\
                    [Event \"B\"]\n[Round \"2\"]\n[Result \"1/2-1/2\"]\n\n1. d4 1/2-1/2\n";
        let mut index = GameIndex::new();
        let games: Vec<GameBytes> = Games::new(text.as_bytes()).map(Result::unwrap).collect();
        for g in &games {
            index.push(g);
        }
        assert_eq!(index.len(), 2);
        let first = index.get(0).unwrap();
        assert_eq!(first.get(IndexField::Event), "Club \"A\"");
        assert_eq!(first.get(IndexField::White), "王一");
        assert_eq!(
            first.get(IndexField::Black),
            "",
            "unknown is shown as nothing"
        );
        assert_eq!(first.result.as_str(), "1-0");
        let second = index.get(1).unwrap();
        assert_eq!(second.get(IndexField::Round), "2");
        assert_eq!(second.span, games[1].span);
        // Game 1 saved longer, with another White: game 2 moves along.
        let saved = GameBytes {
            number: 1,
            span: 0..100,
            line: 1,
            bytes: b"[Event \"Club\"]\n[White \"Li Er\"]\n\n1. e4 e5 *\n".to_vec(),
            pgn: true,
            encoding: None,
        };
        index.resize(0, 100);
        index.refresh(0, &saved);
        assert_eq!(index.get(0).unwrap().get(IndexField::White), "Li Er");
        assert_eq!(index.get(1).unwrap().get(IndexField::Event), "B");
        assert_eq!(index.get(1).unwrap().span.start, 100);
    }
}
