pub mod command;
pub mod keys;
