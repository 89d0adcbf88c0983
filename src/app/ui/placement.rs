//! Where the window opens and how big it is: inside the work area of a screen (the monitor less its taskbars and
//! panels), at the size and place it had last time when that screen is still there and the window still fits it,
//! else at a size that fits the first screen, centred. Plain arithmetic on the screens the system names
//! ([`super::screens`]), in the desktop's pixels, so it is tested without a display.
//!
//! Before the window exists its frame (the title bar and borders the system draws) is not known: [`FRAME`] is
//! reserved for it. Once the window is shown, [`refit`] checks the real frame and the real scale and moves the window
//! in if it still sticks out (a screen whose scale was not known beforehand, a taller title bar).

use egui::{Pos2, Rect, Vec2, pos2, vec2};

/// A screen as the system names it: its work area in the desktop's pixels, and its scale (pixels per point).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Screen {
    pub work: Rect,
    pub scale: f32,
}

/// The window's inside where the screen has room for it, in points.
pub const PREFERRED: Vec2 = vec2(1120.0, 760.0);

/// The least inside the window may be made, in points: the board and the side panel at their smallest, side by side.
pub const LEAST: Vec2 = vec2(520.0, 360.0);

/// The room kept for the window's frame before it is known, in points: a title bar (Windows 10/11 draws 31, GNOME
/// and Deepin up to 46) and the borders.
pub const FRAME: Vec2 = vec2(16.0, 48.0);

/// Where the window was: kept across runs (see [`Placement::to_line`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placement {
    /// The outer top-left corner (the frame's), in the desktop's pixels.
    pub corner: Pos2,
    /// The inside's size in pixels.
    pub inner: Vec2,
    pub maximized: bool,
}

impl Placement {
    /// The file's one line: `x y width height maximized`.
    pub fn to_line(&self) -> String {
        format!(
            "{:.0} {:.0} {:.0} {:.0} {}\n",
            self.corner.x,
            self.corner.y,
            self.inner.x,
            self.inner.y,
            u8::from(self.maximized)
        )
    }

    /// A line written by [`Placement::to_line`]; anything else (a damaged file, another version's) is no placement.
    pub fn from_line(line: &str) -> Option<Placement> {
        let numbers: Vec<f32> = line
            .split_whitespace()
            .map(str::parse)
            .collect::<Result<_, _>>()
            .ok()?;
        let [x, y, w, h, maximized] = numbers[..] else {
            return None;
        };
        let sane = |v: f32| v.is_finite() && v.abs() < 100_000.0;
        if ![x, y, w, h].into_iter().all(sane) || w < 1.0 || h < 1.0 {
            return None;
        }
        Some(Placement {
            corner: pos2(x, y),
            inner: vec2(w, h),
            maximized: maximized == 1.0,
        })
    }
}

/// How the window opens.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Opening {
    /// The outer top-left corner in points of the screen it opens on; `None` leaves it to the system.
    pub position: Option<Pos2>,
    /// The inside's size in points.
    pub inner: Vec2,
    pub maximized: bool,
}

/// Where the window opens: the place kept from last time when a screen it was on is still there (made to fit that
/// screen's work area), else the preferred size or what the first screen has room for, centred on it.
pub fn opening(saved: Option<Placement>, screens: &[Screen]) -> Opening {
    let Some(first) = screens.first() else {
        // Nothing known of the screens: the size asked for (the system keeps it within the monitor), no place.
        return Opening {
            position: None,
            inner: saved.map_or(PREFERRED, |s| s.inner.max(LEAST)),
            maximized: saved.is_some_and(|s| s.maximized),
        };
    };
    if let Some(saved) = saved
        && let Some(screen) = screen_under(screens, saved)
    {
        let frame = FRAME * screen.scale;
        let (corner, inner) = fit(saved.corner, saved.inner, frame, screen.work);
        return Opening {
            position: Some(corner / screen.scale),
            inner: inner / screen.scale,
            maximized: saved.maximized,
        };
    }
    let frame = FRAME * first.scale;
    let inner = (PREFERRED * first.scale).min(first.work.size() - frame);
    let corner = first.work.center() - (inner + frame) / 2.0;
    let (corner, inner) = fit(corner.round(), inner, frame, first.work);
    Opening {
        position: Some(corner / first.scale),
        inner: inner / first.scale,
        maximized: false,
    }
}

/// The screen a window kept from last time was on: the one it overlaps most, none when it overlaps none (that
/// screen is gone).
fn screen_under(screens: &[Screen], saved: Placement) -> Option<&Screen> {
    screens
        .iter()
        .map(|s| {
            let outer = Rect::from_min_size(saved.corner, saved.inner + FRAME * s.scale);
            (s, outer.intersect(s.work))
        })
        .filter(|(_, overlap)| overlap.is_positive())
        .max_by(|a, b| a.1.area().total_cmp(&b.1.area()))
        .map(|(s, _)| s)
}

/// A window (outer corner, inside's size, its frame; all in pixels) made to lie within `work`: smaller where it is
/// bigger than the work area (never below [`LEAST`] where the work area has room for that), then moved in.
fn fit(corner: Pos2, inner: Vec2, frame: Vec2, work: Rect) -> (Pos2, Vec2) {
    let room = (work.size() - frame).max(Vec2::splat(1.0));
    let inner = inner.min(room).round();
    let outer = inner + frame;
    let x = corner
        .x
        .clamp(work.min.x, (work.max.x - outer.x).max(work.min.x));
    let y = corner
        .y
        .clamp(work.min.y, (work.max.y - outer.y).max(work.min.y));
    (pos2(x, y).round(), inner)
}

/// Once the window is shown: where it must go, and its inside's new size (both in points of `scale`), when its outer
/// rectangle (in pixels) sticks out of the work area of the screen it is on; `None` when it lies within it. The
/// frame is the one the system drew, and no less than [`FRAME`] where the system says none (it may not have drawn
/// it yet).
pub fn refit(outer: Rect, inner: Vec2, scale: f32, screens: &[Screen]) -> Option<(Pos2, Vec2)> {
    let screen = screens
        .iter()
        .filter(|s| outer.intersects(s.work))
        .max_by(|a, b| {
            let area = |s: &Screen| outer.intersect(s.work).area();
            area(a).total_cmp(&area(b))
        })
        .or(screens.first())?;
    let inner_px = inner * scale;
    let frame = (outer.size() - inner_px).max(FRAME * scale);
    let outer_px = Rect::from_min_size(outer.min, inner_px + frame);
    if screen.work.expand(0.5).contains_rect(outer_px) {
        return None;
    }
    let (corner, inner_px) = fit(outer.min, inner_px, frame, screen.work);
    Some((corner / scale, inner_px / scale))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 1366×768 laptop at 100 % with a 40-pixel taskbar at the bottom.
    fn laptop() -> Screen {
        Screen {
            work: Rect::from_min_size(Pos2::ZERO, vec2(1366.0, 728.0)),
            scale: 1.0,
        }
    }

    /// A 1920×1080 laptop at 150 % with Windows 11's 48-point taskbar (72 pixels).
    fn laptop_150() -> Screen {
        Screen {
            work: Rect::from_min_size(Pos2::ZERO, vec2(1920.0, 1008.0)),
            scale: 1.5,
        }
    }

    fn outer_px(o: &Opening, s: &Screen) -> Rect {
        let corner = o.position.expect("placed") * s.scale;
        Rect::from_min_size(corner, (o.inner + FRAME) * s.scale)
    }

    #[test]
    fn a_first_start_fits_the_work_area_with_its_frame() {
        for s in [laptop(), laptop_150()] {
            let o = opening(None, &[s]);
            let outer = outer_px(&o, &s);
            assert!(s.work.contains_rect(outer), "{s:?}: {outer:?}");
            assert!(o.inner.y < PREFERRED.y, "smaller than 760 points: {o:?}");
        }
        let big = Screen {
            work: Rect::from_min_size(pos2(0.0, 0.0), vec2(2560.0, 1400.0)),
            scale: 1.0,
        };
        let o = opening(None, &[big]);
        assert_eq!(o.inner, PREFERRED, "the preferred size where there is room");
        let outer = outer_px(&o, &big);
        assert!(
            (outer.center().x - 1280.0).abs() <= 1.0,
            "centred: {outer:?}"
        );
    }

    #[test]
    fn a_kept_place_is_restored_when_it_still_fits() {
        let kept = Placement {
            corner: pos2(100.0, 50.0),
            inner: vec2(900.0, 600.0),
            maximized: false,
        };
        let o = opening(Some(kept), &[laptop()]);
        assert_eq!(o.position, Some(pos2(100.0, 50.0)));
        assert_eq!(o.inner, vec2(900.0, 600.0));
        // On a 150 % screen the same pixels are fewer points.
        let o = opening(Some(kept), &[laptop_150()]);
        assert_eq!(o.inner, vec2(600.0, 400.0));
    }

    #[test]
    fn a_kept_place_on_a_screen_now_gone_opens_on_the_first_screen() {
        // Last time on a second monitor to the right; now the laptop alone.
        let kept = Placement {
            corner: pos2(2000.0, 100.0),
            inner: vec2(1200.0, 900.0),
            maximized: false,
        };
        let o = opening(Some(kept), &[laptop()]);
        assert_eq!(o, opening(None, &[laptop()]));
        // With the monitor still there, it goes back onto it.
        let second = Screen {
            work: Rect::from_min_size(pos2(1366.0, 0.0), vec2(1920.0, 1080.0)),
            scale: 1.0,
        };
        let o = opening(Some(kept), &[laptop(), second]);
        assert_eq!(o.position, Some(pos2(2000.0, 100.0)));
    }

    #[test]
    fn a_kept_place_too_big_for_its_screen_now_is_made_to_fit() {
        // Kept on a big monitor, now on the 1366×768 laptop, partly off its bottom right.
        let kept = Placement {
            corner: pos2(600.0, 300.0),
            inner: vec2(1600.0, 1000.0),
            maximized: true,
        };
        let s = laptop();
        let o = opening(Some(kept), &[s]);
        assert!(s.work.contains_rect(outer_px(&o, &s)), "{o:?}");
        assert!(o.maximized, "maximized again");
    }

    #[test]
    fn a_window_that_sticks_out_once_shown_is_moved_in() {
        let s = laptop();
        // Opened at 1120×760 at the top left with a 30-pixel title bar: the bottom is under the taskbar.
        let outer = Rect::from_min_size(Pos2::ZERO, vec2(1120.0, 790.0));
        let (corner, inner) = refit(outer, vec2(1120.0, 760.0), 1.0, &[s]).expect("moved");
        assert_eq!(corner, Pos2::ZERO);
        assert!(inner.y + 48.0 <= 728.0, "{inner:?}");
        // One that lies within stays.
        let outer = Rect::from_min_size(pos2(10.0, 10.0), vec2(1000.0, 680.0));
        assert_eq!(refit(outer, vec2(990.0, 640.0), 1.0, &[s]), None);
    }

    #[test]
    fn the_kept_line_reads_back_and_rubbish_is_no_placement() {
        let p = Placement {
            corner: pos2(-8.0, 12.0),
            inner: vec2(1350.0, 680.0),
            maximized: true,
        };
        assert_eq!(Placement::from_line(&p.to_line()), Some(p));
        for bad in [
            "",
            "1 2 3",
            "a b c d e",
            "0 0 0 0 0",
            "1 2 3 4 5 6",
            "0 0 NaN 5 0",
        ] {
            assert_eq!(Placement::from_line(bad), None, "{bad}");
        }
    }
}
