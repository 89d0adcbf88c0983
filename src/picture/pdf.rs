//! A page of a scanned PDF as a picture: the largest image drawn on the page (a scanner puts the page there as one
//! JPEG, or as raw grey or RGB pixels). A PDF whose page is text and drawings, not a scan, holds no such image.

use image::{GrayImage, RgbImage};
use lopdf::Document;

use super::PictureError;

/// Whether `bytes` is a PDF file.
pub fn is_pdf(bytes: &[u8]) -> bool {
    bytes.starts_with(b"%PDF-")
}

/// The scanned image of page `page` (from 1) of a PDF.
pub fn pdf_page_image(bytes: &[u8], page: u32) -> Result<GrayImage, PictureError> {
    let bad = |e: String| PictureError::Decode(e);
    let doc = Document::load_mem(bytes).map_err(|e| bad(e.to_string()))?;
    let pages = doc.get_pages();
    let id = *pages.get(&page).ok_or_else(|| {
        bad(format!(
            "page {page} asked for, the PDF has {}",
            pages.len()
        ))
    })?;
    let images = doc.get_page_images(id).map_err(|e| bad(e.to_string()))?;
    let image = images
        .iter()
        .max_by_key(|i| i.width * i.height)
        .ok_or_else(|| bad(format!("page {page} holds no scanned image")))?;
    let filters = image.filters.clone().unwrap_or_default();
    if filters.iter().any(|f| f == "DCTDecode") {
        return image::load_from_memory(image.content)
            .map(|i| i.to_luma8())
            .map_err(|e| bad(e.to_string()));
    }
    if let Some(other) = filters.iter().find(|f| *f != "FlateDecode") {
        return Err(bad(format!("images compressed as {other} are not read")));
    }
    let data = if filters.is_empty() {
        image.content.to_vec()
    } else {
        doc.get_object(image.id)
            .and_then(|o| o.as_stream())
            .and_then(|s| s.decompressed_content())
            .map_err(|e| bad(e.to_string()))?
    };
    let (w, h) = (image.width as u32, image.height as u32);
    let bits = image.bits_per_component.unwrap_or(8);
    let space = image.color_space.as_deref().unwrap_or("DeviceGray");
    let wrong = || {
        bad(format!(
            "an image of {w}×{h} {space} with {} bytes",
            data.len()
        ))
    };
    match (space, bits) {
        ("DeviceGray", 8) => GrayImage::from_raw(w, h, data.clone()).ok_or_else(wrong),
        ("DeviceRGB", 8) => RgbImage::from_raw(w, h, data.clone())
            .map(|i| image::DynamicImage::ImageRgb8(i).to_luma8())
            .ok_or_else(wrong),
        ("DeviceGray", 1) => {
            let row = w.div_ceil(8) as usize;
            if data.len() < row * h as usize {
                return Err(wrong());
            }
            Ok(GrayImage::from_fn(w, h, |x, y| {
                let byte = data[y as usize * row + x as usize / 8];
                let bit = byte >> (7 - x % 8) & 1;
                image::Luma([if bit == 1 { 255 } else { 0 }])
            }))
        }
        _ => Err(bad(format!(
            "images in {space} with {bits} bits are not read"
        ))),
    }
}
