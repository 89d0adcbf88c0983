//! One file per panel of the window.

pub mod board;
pub mod chooser;
pub mod clock;
pub mod details;
pub mod dialogs;
pub mod entry;
pub mod movelist;
pub mod paste;
pub mod print;
pub mod round;
pub mod sign;
pub mod toolbar;
