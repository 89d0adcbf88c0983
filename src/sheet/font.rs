//! The font a scoresheet is printed in, and how wide text is in it.

use std::collections::HashMap;
use std::sync::OnceLock;

/// Jipu Sans (Noto Sans SC subset with chess figurines): see `fonts/README.md`.
pub static JIPU_SANS: &[u8] = include_bytes!("../../fonts/JipuSans-Regular.ttf");

/// How wide text is: what the layout needs of a font.
pub trait Measure {
    /// Width of `text` set at `size_pt` points, in millimetres.
    fn width_mm(&self, text: &str, size_pt: f32) -> f32;
    /// Whether the font can draw `c`.
    fn covers(&self, c: char) -> bool;
}

/// The advance widths of a font, read once.
#[derive(Debug)]
pub struct FontMetrics {
    advances: HashMap<char, u16>,
    units_per_em: f32,
    default_advance: u16,
}

impl FontMetrics {
    /// Reads the metrics of a TrueType font; `None` when the bytes are not a font.
    pub fn from_bytes(bytes: &[u8]) -> Option<FontMetrics> {
        let face = ttf_parser::Face::parse(bytes, 0).ok()?;
        let mut advances = HashMap::new();
        if let Some(cmap) = face.tables().cmap {
            for subtable in cmap.subtables {
                if !subtable.is_unicode() {
                    continue;
                }
                subtable.codepoints(|code| {
                    if let (Some(c), Some(glyph)) =
                        (char::from_u32(code), subtable.glyph_index(code))
                        && let Some(adv) = face.glyph_hor_advance(glyph)
                    {
                        advances.insert(c, adv);
                    }
                });
            }
        }
        let units_per_em = f32::from(face.units_per_em());
        Some(FontMetrics {
            advances,
            units_per_em,
            default_advance: face.units_per_em(),
        })
    }

    /// The metrics of Jipu Sans, read on first use.
    pub fn jipu_sans() -> &'static FontMetrics {
        static METRICS: OnceLock<FontMetrics> = OnceLock::new();
        METRICS.get_or_init(|| {
            FontMetrics::from_bytes(JIPU_SANS).unwrap_or(FontMetrics {
                advances: HashMap::new(),
                units_per_em: 1000.0,
                default_advance: 1000,
            })
        })
    }
}

impl Measure for FontMetrics {
    fn width_mm(&self, text: &str, size_pt: f32) -> f32 {
        let units: u64 = text
            .chars()
            .map(|c| u64::from(*self.advances.get(&c).unwrap_or(&self.default_advance)))
            .sum();
        units as f32 / self.units_per_em * size_pt * 25.4 / 72.0
    }

    fn covers(&self, c: char) -> bool {
        c.is_whitespace() || self.advances.contains_key(&c)
    }
}
