pub mod command;
pub mod dialog_messages;
pub mod keys;
