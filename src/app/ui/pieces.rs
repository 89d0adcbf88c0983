//! The cburnett piece images (see `assets/pieces/cburnett/CREDITS.md`), drawn from SVG at any size.

use egui::{ImageSource, include_image};
use shakmaty::{Color, Piece, Role};

/// The image of a piece.
pub fn image(piece: Piece) -> ImageSource<'static> {
    match (piece.color, piece.role) {
        (Color::White, Role::King) => include_image!("../../../assets/pieces/cburnett/wk.svg"),
        (Color::White, Role::Queen) => include_image!("../../../assets/pieces/cburnett/wq.svg"),
        (Color::White, Role::Rook) => include_image!("../../../assets/pieces/cburnett/wr.svg"),
        (Color::White, Role::Bishop) => include_image!("../../../assets/pieces/cburnett/wb.svg"),
        (Color::White, Role::Knight) => include_image!("../../../assets/pieces/cburnett/wn.svg"),
        (Color::White, Role::Pawn) => include_image!("../../../assets/pieces/cburnett/wp.svg"),
        (Color::Black, Role::King) => include_image!("../../../assets/pieces/cburnett/bk.svg"),
        (Color::Black, Role::Queen) => include_image!("../../../assets/pieces/cburnett/bq.svg"),
        (Color::Black, Role::Rook) => include_image!("../../../assets/pieces/cburnett/br.svg"),
        (Color::Black, Role::Bishop) => include_image!("../../../assets/pieces/cburnett/bb.svg"),
        (Color::Black, Role::Knight) => include_image!("../../../assets/pieces/cburnett/bn.svg"),
        (Color::Black, Role::Pawn) => include_image!("../../../assets/pieces/cburnett/bp.svg"),
    }
}
