//! The scoresheet (记录本): its fields as typed and checked, its layout as data, and its PDF.

mod code;
mod correction;
mod details;
mod drawing;
mod font;
mod header;
mod layout;
mod page;
mod pdf;

pub use code::{CODE_SIDE, CORNER_INSET, CORNER_SIDE, SheetCode, code_origin, corner_centres};
pub use correction::{correction_note, sheet_had};
pub use details::{
    DetailError, Field, GameDetails, LIMIT_PRESETS, parse_date, parse_limit, parse_used,
};
pub use font::{FontMetrics, JIPU_SANS, Measure};
pub use layout::{
    GRID_TOP, ROWS_PER_BLOCK, ROWS_PER_PAGE, lay_out_blank, lay_out_game, lay_out_games,
    result_line,
};
pub use page::{Mark, MissingGlyph, Page, Paper, Sheet, SheetOptions};
pub use pdf::{PdfError, preload_font, sheet_pdf};
