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
    if is_jpeg_cut_short(bytes) {
        return Err(Undecodable::Damaged);
    }
    image::load_from_memory(bytes).map_err(|e| undecodable(&e))
}

/// A JPEG whose image data stops before its end: the decoder fills what is missing with grey and says nothing, and
/// the game would be read short of its last lines without a word. The end marker (`FF D9`) must follow the last scan's
/// start (`FF DA`): inside a scan's data a byte `FF` is always followed by `00` or a restart marker, so an end marker
/// found there is the real one (a thumbnail's comes before the main image's scans).
fn is_jpeg_cut_short(bytes: &[u8]) -> bool {
    if !bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        return false;
    }
    let marker = |m: u8| move |w: &[u8]| w[0] == 0xFF && w[1] == m;
    let Some(last_scan) = bytes.windows(2).rposition(marker(0xDA)) else {
        return true;
    };
    !bytes[last_scan..].windows(2).any(marker(0xD9))
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
        // A JPEG cut short (the decoder alone would give its first rows and grey), and the same JPEG whole.
        let mut jpeg = Vec::new();
        image::GrayImage::from_fn(64, 64, |x, y| image::Luma([((x * 7 + y * 3) % 256) as u8]))
            .write_to(
                &mut std::io::Cursor::new(&mut jpeg),
                image::ImageFormat::Jpeg,
            )
            .expect("a JPEG in memory");
        assert!(decode(&jpeg, 1).is_ok());
        assert_eq!(
            decode(&jpeg[..jpeg.len() * 2 / 3], 1).err(),
            Some(Undecodable::Damaged)
        );
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
