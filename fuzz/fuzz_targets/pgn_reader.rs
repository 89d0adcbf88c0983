//! PGN files as bytes: decoding, reading every game, writing them back and reading that again.
#![no_main]

use jipu::pgn::{decode, read_games, write_games};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = decode(data).text;
    let file = read_games(&text);
    for p in &file.problems {
        let _ = p.message(jipu::Lang::En);
    }
    let written = write_games(&file.games);
    let again = read_games(&written);
    assert_eq!(again.games.len(), file.games.len(), "a written file reads back whole");
});
