//! Characters and words, the lowest layer of `notation`: piece letters in every letter set and the plain form of
//! typed characters (`letters`), every written word of chess, each table once (`vocabulary`), the six move
//! annotations (`annotation`). Imports nothing else of `notation`.

pub(super) mod annotation;
pub(super) mod letters;
pub(super) mod vocabulary;
