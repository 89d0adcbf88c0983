pub mod fonts;
pub mod frame;
pub mod panels;
pub mod pieces;
pub mod placement;
pub mod probe;
pub mod screens;
pub mod window_place;
