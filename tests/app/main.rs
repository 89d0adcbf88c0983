//! The window's tests, driven through egui_kittest one frame at a time (no display needed): one test binary for
//! all of them, as each links the whole window stack (about 110 MB apiece when they were nineteen binaries).
//! One module per part of the window or moment of use.

#[path = "../common/mod.rs"]
mod common;

mod chooser;
mod clock;
mod closing;
mod editor;
mod engine;
mod files;
mod first_hour;
mod fit;
mod gui;
mod guide;
mod layout;
mod loading;
mod messages;
mod picture;
mod print;
mod reopened;
mod round;
mod round_photos;
mod safety;
mod saving;
mod sheet_corrections;
mod sheet_typing;
mod typing;
