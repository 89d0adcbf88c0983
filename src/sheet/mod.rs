//! The scoresheet (记录本): its fields as typed and checked, its layout as data, and its PDF.

mod correction;
mod details;
mod font;
mod layout;
mod pdf;

pub use correction::{correction_note, sheet_had};
pub use details::{
    DetailError, Field, GameDetails, LIMIT_PRESETS, parse_date, parse_limit, parse_used,
};
pub use font::{FontMetrics, JIPU_SANS, Measure};
pub use layout::{
    Mark, MissingGlyph, Page, Paper, ROWS_PER_BLOCK, ROWS_PER_PAGE, Sheet, SheetOptions,
    lay_out_blank, lay_out_game, lay_out_games,
};
pub use pdf::{PdfError, preload_font, sheet_pdf};
