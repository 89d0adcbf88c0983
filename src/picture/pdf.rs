//! A page of a scanned PDF as a picture: the largest image drawn on the page (a scanner puts the page there as one
//! JPEG, or as raw grey or RGB pixels). A PDF whose page is text and drawings, not a scan, holds no such image.

use image::{DynamicImage, GrayImage, RgbImage};
use lopdf::Document;

use super::undecodable::{Undecodable, undecodable};

/// Whether `bytes` is a PDF file.
pub fn is_pdf(bytes: &[u8]) -> bool {
    bytes.starts_with(b"%PDF-")
}

/// How many pages a PDF has (none when it cannot be read).
pub fn pdf_pages(bytes: &[u8]) -> usize {
    Document::load_mem(bytes).map_or(0, |doc| doc.get_pages().len())
}

/// The scanned image of page `page` (from 1) of a PDF.
pub fn pdf_page_image(bytes: &[u8], page: u32) -> Result<DynamicImage, Undecodable> {
    let doc = Document::load_mem(bytes).map_err(|_| Undecodable::Damaged)?;
    let pages = doc.get_pages();
    let id = *pages.get(&page).ok_or(Undecodable::NoSuchPage {
        asked: page,
        pages: pages.len(),
    })?;
    let images = doc.get_page_images(id).map_err(|_| Undecodable::Damaged)?;
    let image = images
        .iter()
        .max_by_key(|i| i.width * i.height)
        .ok_or(Undecodable::NoScan { page })?;
    let filters = image.filters.clone().unwrap_or_default();
    if filters.iter().any(|f| f == "DCTDecode") {
        return image::load_from_memory(image.content).map_err(|e| undecodable(&e));
    }
    if filters.iter().any(|f| f != "FlateDecode") {
        return Err(Undecodable::ScanForm);
    }
    let data = if filters.is_empty() {
        image.content.to_vec()
    } else {
        doc.get_object(image.id)
            .and_then(|o| o.as_stream())
            .and_then(|s| s.decompressed_content())
            .map_err(|_| Undecodable::Damaged)?
    };
    let (w, h) = (image.width as u32, image.height as u32);
    let bits = image.bits_per_component.unwrap_or(8);
    let space = image.color_space.as_deref().unwrap_or("DeviceGray");
    match (space, bits) {
        ("DeviceGray", 8) => GrayImage::from_raw(w, h, data)
            .map(DynamicImage::ImageLuma8)
            .ok_or(Undecodable::Damaged),
        ("DeviceRGB", 8) => RgbImage::from_raw(w, h, data)
            .map(DynamicImage::ImageRgb8)
            .ok_or(Undecodable::Damaged),
        ("DeviceGray", 1) => {
            let row = w.div_ceil(8) as usize;
            if data.len() < row * h as usize {
                return Err(Undecodable::Damaged);
            }
            Ok(DynamicImage::ImageLuma8(GrayImage::from_fn(
                w,
                h,
                |x, y| {
                    let byte = data[y as usize * row + x as usize / 8];
                    let bit = byte >> (7 - x % 8) & 1;
                    image::Luma([if bit == 1 { 255 } else { 0 }])
                },
            )))
        }
        _ => Err(Undecodable::ScanForm),
    }
}
