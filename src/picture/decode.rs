//! A picture's bytes to its pixels: PNG, JPEG, WebP, or the scanned image on a page of a PDF. What goes wrong is
//! said in the player's words, in either language (not the decoder's English).

use image::DynamicImage;

use super::pdf::{is_pdf, pdf_page_image};
pub use super::undecodable::Undecodable;
use super::undecodable::undecodable;

/// The pixels of a picture file's bytes: PNG, JPEG, WebP, or page `page` (from 1) of a scanned PDF. In colour as
/// the file has them (the window shows them so; the reader reads them grey).
pub fn decode(bytes: &[u8], page: u32) -> Result<DynamicImage, Undecodable> {
    if bytes.is_empty() {
        return Err(Undecodable::Empty);
    }
    if is_pdf(bytes) {
        return pdf_page_image(bytes, page);
    }
    image::load_from_memory(bytes).map_err(|e| undecodable(&e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn what_is_no_picture_is_said_in_both_languages() {
        assert_eq!(decode(b"1. e4 e5", 1).err(), Some(Undecodable::Format));
        assert_eq!(decode(b"", 1).err(), Some(Undecodable::Empty));
        // A PNG cut short after its header.
        let mut png = Vec::new();
        image::GrayImage::from_pixel(40, 30, image::Luma([200]))
            .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
            .unwrap_or_else(|e| panic!("{e}"));
        png.truncate(40);
        let cut = decode(&png, 1).err();
        assert_eq!(cut, Some(Undecodable::Damaged));
        for lang in [Lang::En, Lang::Zh] {
            for why in [
                Undecodable::Empty,
                Undecodable::Format,
                Undecodable::Damaged,
            ] {
                let said = why.message(lang);
                let chinese = said.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
                assert_eq!(chinese, lang == Lang::Zh, "{said}");
            }
        }
    }
}
