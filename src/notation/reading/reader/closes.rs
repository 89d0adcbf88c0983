//! Where a text's brackets close, found once for the whole reading (see [`Closes`]): the reader keeps one, and a
//! bracket asks it where it ends.

use std::collections::HashMap;

use crate::notation::text::tokens::{Kind, Tokens};

/// Where the brackets of a text close, each found once: a scan starts at the first bracket asked about and goes on
/// until every bracket it met is closed (or the text ends), noting each one's close on the way, so that no byte is
/// scanned twice. A text of 50,000 brackets that never close is read in one pass, not one pass per bracket.
#[derive(Clone, Debug, Default)]
pub(super) struct Closes {
    found: HashMap<usize, usize>,
    /// The text is scanned up to here.
    scanned_to: usize,
}

impl Closes {
    pub(super) fn of(&mut self, tokens: &Tokens<'_>, open: usize) -> usize {
        if let Some(&end) = self.found.get(&open) {
            return end;
        }
        if open < self.scanned_to {
            // Not a bracket the scan met (the reader came to it another way): looked at on its own.
            return tokens.close_of(open);
        }
        let mut scan = *tokens;
        scan.seek(open);
        let mut open_ones: Vec<usize> = Vec::new();
        while let Some((kind, start, end)) = scan.next_part() {
            match kind {
                Kind::Open => open_ones.push(start),
                Kind::Close => {
                    if let Some(o) = open_ones.pop() {
                        self.found.insert(o, end);
                    }
                    if open_ones.is_empty() {
                        self.scanned_to = end;
                        return self.found.get(&open).copied().unwrap_or(end);
                    }
                }
                _ => {}
            }
        }
        let len = tokens.len();
        for o in open_ones {
            self.found.insert(o, len);
        }
        self.scanned_to = len;
        self.found.get(&open).copied().unwrap_or(len)
    }
}
