pub mod analysis;
pub mod autosave;
pub mod background;
pub mod clipboard;
pub mod game_file;
pub mod game_list;
pub mod native_dialog;
pub mod picture_reading;
