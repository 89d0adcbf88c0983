"""Writing one entry into one cell of a form: its size and place, a crossed-out try, ink leaving the cell.

A `CellStyle` is how a writer fills cells (drawn once per sheet): letters about `size` of the row high, set to the
left, the middle or the right of the cell (or anywhere), the baseline a little above the lower rule, now and then
larger or lower so that the ink crosses a rule. `write_in_cell` writes a text there, shrinking it when it would not
fit the cell's width (as people do), and when asked crosses out a first try and writes the text beside or above it.
"""
import numpy as np

from pen import lay_ink, render_word

STRIKES = ["line", "line", "double", "zigzag", "scribble", "cross"]


class CellStyle:
    def __init__(self, rng, row_h):
        # Cap height / row height. Measured on the development sheets, the ink (ascenders to descenders) is 0.5 of
        # the row (10-90 %: 0.28-0.72, at 150 dpi); a cap of 0.41 gives about that.
        self.size = float(np.clip(rng.normal(0.41, 0.10), 0.26, 0.8))
        self.align = str(rng.choice(["left", "centre", "right", "any"], p=[0.35, 0.35, 0.1, 0.2]))
        self.inset = float(rng.uniform(0.03, 0.18))  # from the cell's side, in cell heights
        self.base = float(rng.uniform(0.14, 0.32))  # baseline above the lower rule, in row heights
        self.overflow = float(rng.choice([0.0, rng.uniform(0.02, 0.08), rng.uniform(0.08, 0.2)], p=[0.35, 0.45, 0.2]))
        self.row_h = row_h


def _x_of(style, box, width, rng):
    x0, y0, x1, y1 = box
    h = y1 - y0
    room = (x1 - x0) - width
    inset = style.inset * h
    align = style.align if style.align != "any" else rng.choice(["left", "centre", "right"])
    if align == "left":
        x = x0 + inset + rng.normal(0, 0.05 * h)
    elif align == "right":
        x = x1 - inset - width + rng.normal(0, 0.05 * h)
    else:
        x = x0 + room / 2 + rng.normal(0, 0.12 * h)
    # Keep the ink within the cell's sides unless the word is too wide anyway.
    return float(np.clip(x, x0 + 0.02 * h, max(x0 + 0.02 * h, x1 - width - 0.02 * h)))


def write_in_cell(picture, box, text, writer, style, rng, struck=None, strike=None, leave=None, run_over=True):
    """Writes text in the cell box (page pixels) of a float RGB picture. Returns what was done, for the ground truth.

    struck: a first try, crossed out (`strike` says how) before text is written beside or above it.
    leave: None to let the style decide, True to make the ink cross a rule, False to keep it in.
    run_over: whether leaving the cell may also mean running past its right side."""
    x0, y0, x1, y1 = box
    h, w = y1 - y0, x1 - x0
    cap = style.size * h * float(np.clip(rng.normal(1.0, 0.07), 0.8, 1.25))
    if leave is None:
        leave = rng.random() < style.overflow
    how = None
    if leave:
        how = str(rng.choice(["big", "low", "high", "long"], p=[0.3, 0.3, 0.3, 0.1]) if run_over else
                  rng.choice(["big", "low", "high"]))
        if how == "big":
            cap = h * rng.uniform(0.75, 0.95)
    info = {"leaves_cell": False}
    parts = []
    if struck:
        first = render_word(struck, writer, cap, rng, strike=strike)
        second = render_word(text, writer, cap, rng)
        place = rng.choice(["beside", "above"], p=[0.65, 0.35])
        fw, sw = first.box[2] - first.box[0], second.box[2] - second.box[0]
        if place == "beside" and fw + sw + 0.3 * cap > w * 0.98:
            k = w * 0.95 / (fw + sw + 0.3 * cap)
            if k < 0.55:
                place = "above"
            else:
                cap *= k
                first = render_word(struck, writer, cap, rng, strike=strike)
                second = render_word(text, writer, cap, rng)
                fw, sw = first.box[2] - first.box[0], second.box[2] - second.box[0]
        base = y1 - style.base * h
        if place == "beside":
            fx = x0 + style.inset * h * 0.5 + rng.uniform(0, 0.1 * h)
            parts.append((first, fx, base))
            parts.append((second, fx + fw + rng.uniform(0.2, 0.6) * cap, base + rng.normal(0, 0.04 * h)))
        else:
            fx = _x_of(style, box, fw, rng)
            parts.append((first, fx, base))
            # The try low in the cell, the move small above it, its top crossing the upper rule or not.
            parts[-1] = (first, fx, y1 - rng.uniform(0.0, 0.1) * h)
            small_cap = min(cap * rng.uniform(0.55, 0.75), 0.45 * h)
            small = render_word(text, writer, small_cap, rng)
            sx = fx + rng.normal(0.1, 0.2) * cap
            parts.append((small, sx, y0 + small_cap * rng.uniform(1.05, 1.3)))
        info["struck"] = struck
        info["strike"] = strike
        info["rewritten"] = place
    else:
        word = render_word(text, writer, cap, rng)
        ww = word.box[2] - word.box[0]
        if ww > w * 0.96 and how != "long":
            # Too long for the cell: write smaller (most), or let it run over.
            word = render_word(text, writer, cap * w * 0.94 / ww, rng)
            ww = word.box[2] - word.box[0]
        base = y1 - style.base * h + rng.normal(0, 0.03 * h)
        if how == "low":
            base = y1 + rng.uniform(0.0, 0.15) * h
        elif how == "high":
            base = y0 + (word.origin[1] - word.box[1]) + rng.uniform(-0.18, 0.0) * h
        x = _x_of(style, box, ww, rng)
        if how == "long":
            x = x1 - ww * rng.uniform(0.7, 0.95)
        parts.append((word, x, base))
    ink_box = [1e9, 1e9, -1e9, -1e9]
    for word, x, base in parts:
        # x is where the ink starts; the word's origin lies left of its ink by box[0] - origin[0].
        ox = x - (word.box[0] - word.origin[0])
        lay_ink(picture, word, ox, base, writer.ink.colour)
        bx0 = ox - word.origin[0] + word.box[0]
        by0 = base - word.origin[1] + word.box[1]
        bx1 = ox - word.origin[0] + word.box[2]
        by1 = base - word.origin[1] + word.box[3]
        ink_box = [min(ink_box[0], bx0), min(ink_box[1], by0), max(ink_box[2], bx1), max(ink_box[3], by1)]
    tol = 0.02 * h
    info["ink_box"] = [round(v, 1) for v in ink_box]
    info["leaves_cell"] = bool(ink_box[0] < x0 - tol or ink_box[1] < y0 - tol or ink_box[2] > x1 + tol or
                               ink_box[3] > y1 + tol)
    info["words"] = len(parts)
    return info
