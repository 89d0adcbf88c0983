//! Why a picture's bytes give no pixels, in the player's words and either language (not the decoder's English).

use crate::i18n::{Key, Lang};

/// Why a picture's bytes give no pixels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Undecodable {
    /// The file holds nothing (a download or a copy from the phone that did not finish).
    Empty,
    /// Not a PNG, JPEG or WebP picture, nor a PDF.
    Format,
    /// The file is damaged or cut short.
    Damaged,
    /// More pixels than can be read in memory.
    TooLarge,
    /// The PDF has no page `asked`: it has `pages`.
    NoSuchPage { asked: u32, pages: usize },
    /// The PDF's page is text and drawings, not a scanned picture.
    NoScan { page: u32 },
    /// The page's scanned image is stored in a way Jipu does not read (its compression or its colours).
    ScanForm,
}

impl Undecodable {
    /// The reason, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            Undecodable::Empty => lang.text(Key::PictureEmpty).to_string(),
            Undecodable::Format => lang.text(Key::PictureFormat).to_string(),
            Undecodable::Damaged => lang.text(Key::PictureDamaged).to_string(),
            Undecodable::TooLarge => lang.text(Key::PictureTooLarge).to_string(),
            Undecodable::NoSuchPage { asked, pages } => lang.fill(
                Key::PdfNoSuchPage,
                &[&asked.to_string(), &pages.to_string()],
            ),
            Undecodable::NoScan { page } => lang.fill(Key::PdfNoScan, &[&page.to_string()]),
            Undecodable::ScanForm => lang.text(Key::PdfScanForm).to_string(),
        }
    }
}

impl std::fmt::Display for Undecodable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

/// What the image decoder's error means to the player.
pub(super) fn undecodable(e: &image::ImageError) -> Undecodable {
    match e {
        image::ImageError::Unsupported(_) => Undecodable::Format,
        image::ImageError::Limits(_) => Undecodable::TooLarge,
        _ => Undecodable::Damaged,
    }
}
