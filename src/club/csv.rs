//! CSV as clubs keep it in a spreadsheet: comma, tab or semicolon separated (the header row tells which),
//! fields in double quotes when they hold the separator, a header row naming the columns in English or Chinese.
//! Every record keeps the line it starts on, so that an error can name it.

use super::column::Column;
use super::error::ClubError;
use crate::i18n::Lang;

/// One record: its fields, trimmed, and the line it starts on (from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Record {
    pub line: usize,
    pub fields: Vec<String>,
}

/// The header row: which column each field is, and the language its names were written in.
#[derive(Clone, Debug)]
pub(super) struct Header {
    pub line: usize,
    columns: Vec<Option<Column>>,
    pub lang: Lang,
}

impl Header {
    pub fn has(&self, column: Column) -> bool {
        self.columns.contains(&Some(column))
    }

    /// The field of `column` in `record`, when the column exists and the field is not empty.
    pub fn get<'r>(&self, record: &'r Record, column: Column) -> Option<&'r str> {
        let i = self.columns.iter().position(|c| *c == Some(column))?;
        record
            .fields
            .get(i)
            .map(String::as_str)
            .filter(|f| !f.is_empty())
    }

    /// The field of a column that must be there and be filled.
    pub fn require<'r>(&self, record: &'r Record, column: Column) -> Result<&'r str, ClubError> {
        self.get(record, column).ok_or(ClubError::EmptyCell {
            line: record.line,
            column,
        })
    }

    /// A whole number from `column`, or `None` when the field is empty.
    pub fn number(&self, record: &Record, column: Column) -> Result<Option<u32>, ClubError> {
        match self.get(record, column) {
            None => Ok(None),
            Some(text) => text.parse().map(Some).map_err(|_| ClubError::BadNumber {
                line: record.line,
                column,
                text: text.to_string(),
            }),
        }
    }
}

/// The header and the records after it; blank lines are passed over. Errors when a column in `required` is missing.
pub(super) fn table(text: &str, required: &[Column]) -> Result<(Header, Vec<Record>), ClubError> {
    let mut records = records(text)?.into_iter();
    let Some(first) = records.next() else {
        return Err(ClubError::MissingColumn {
            line: 1,
            column: required.first().copied().unwrap_or(Column::Name),
        });
    };
    let found: Vec<Option<(Column, Lang)>> =
        first.fields.iter().map(|f| Column::of_header(f)).collect();
    let lang = if found.iter().flatten().any(|(_, l)| *l == Lang::Zh) {
        Lang::Zh
    } else {
        Lang::En
    };
    let header = Header {
        line: first.line,
        columns: found.into_iter().map(|f| f.map(|(c, _)| c)).collect(),
        lang,
    };
    if let Some(&column) = required.iter().find(|c| !header.has(**c)) {
        return Err(ClubError::MissingColumn {
            line: header.line,
            column,
        });
    }
    Ok((header, records.collect()))
}

/// The separator of a file: the first of tab, comma, full-width comma and semicolon that its first line holds.
fn separator(text: &str) -> char {
    let first = text
        .lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or_default();
    ['\t', ',', '，', ';']
        .into_iter()
        .find(|s| first.contains(*s))
        .unwrap_or(',')
}

/// Splits the text into records. A quoted field may hold the separator, `""` for a quote, and line breaks.
fn records(text: &str) -> Result<Vec<Record>, ClubError> {
    let sep = separator(text);
    let mut out = Vec::new();
    let mut fields: Vec<String> = Vec::new();
    let mut field = String::new();
    let mut line = 1;
    let mut record_line = 1;
    let mut quoted_since: Option<usize> = None;
    let mut chars = text.chars().peekable();
    let finish =
        |fields: &mut Vec<String>, field: &mut String, out: &mut Vec<Record>, at: usize| {
            fields.push(std::mem::take(field).trim().to_string());
            let fields = std::mem::take(fields);
            if fields.iter().any(|f| !f.is_empty()) {
                out.push(Record { line: at, fields });
            }
        };
    while let Some(c) = chars.next() {
        if quoted_since.is_some() {
            match c {
                '"' if chars.peek() == Some(&'"') => {
                    chars.next();
                    field.push('"');
                }
                '"' => quoted_since = None,
                '\n' => {
                    line += 1;
                    field.push('\n');
                }
                _ => field.push(c),
            }
            continue;
        }
        match c {
            '"' if field.trim().is_empty() => {
                field.clear();
                quoted_since = Some(line);
            }
            '\n' => {
                finish(&mut fields, &mut field, &mut out, record_line);
                line += 1;
                record_line = line;
            }
            '\r' => {}
            c if c == sep => fields.push(std::mem::take(&mut field).trim().to_string()),
            _ => field.push(c),
        }
    }
    if let Some(at) = quoted_since {
        return Err(ClubError::UnclosedQuote { line: at });
    }
    finish(&mut fields, &mut field, &mut out, record_line);
    Ok(out)
}

/// A field as CSV writes it: in quotes when it holds a comma, a quote or a line break.
pub(super) fn quoted(field: &str) -> String {
    if field.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_fields_hold_separators_quotes_and_line_breaks() {
        let text = "white,black\n\"Wang, Yi\",\"Li \"\"Er\"\"\"\n\n\"two\nlines\",x\n";
        let recs = records(text).unwrap();
        assert_eq!(recs.len(), 3);
        assert_eq!(recs[1].fields, ["Wang, Yi", "Li \"Er\""]);
        assert_eq!(recs[1].line, 2);
        assert_eq!(recs[2].fields, ["two\nlines", "x"]);
        assert_eq!(
            recs[2].line, 4,
            "a record is named by the line it starts on"
        );
        assert_eq!(
            records("a,b\n\"open,c\n").unwrap_err(),
            ClubError::UnclosedQuote { line: 2 }
        );
    }

    #[test]
    fn tab_separated_with_chinese_headers() {
        let (header, rows) =
            table("台号\t白方\t黑方\r\n1\t王一\t李二\r\n", &[Column::White]).unwrap();
        assert_eq!(header.lang, Lang::Zh);
        assert_eq!(header.get(&rows[0], Column::Black), Some("李二"));
        assert_eq!(header.number(&rows[0], Column::Board).unwrap(), Some(1));
        let missing = table("board,white\n1,a\n", &[Column::White, Column::Black]).unwrap_err();
        assert_eq!(
            missing,
            ClubError::MissingColumn {
                line: 1,
                column: Column::Black
            }
        );
    }

    #[test]
    fn writing_quotes_only_what_needs_it() {
        assert_eq!(quoted("王一"), "王一");
        assert_eq!(quoted("Wang, Yi"), "\"Wang, Yi\"");
        assert_eq!(quoted("a\"b"), "\"a\"\"b\"");
    }
}
