"""Letters as pen strokes: the centre lines of Hershey glyphs and of hanzi-writer-data's Chinese characters.

Every glyph is given in one unit system: the cap height of a Latin capital is 1.0, the baseline is y = 0 and y grows
downwards (as in an image), x = 0 is the glyph's left side. A glyph is a list of strokes (each an N×2 float array,
in the order a pen would draw them) and an advance width.
"""
import json
import os

import numpy as np


class Glyph:
    __slots__ = ("strokes", "advance")

    def __init__(self, strokes, advance):
        self.strokes = strokes
        self.advance = advance


class HersheyFace:
    """One single-stroke Hershey face (futural, rowmans, scripts, cursive)."""

    def __init__(self, name):
        from HersheyFonts import HersheyFonts
        self.name = name
        self.font = HersheyFonts()
        self.font.load_default_font(name)
        self.cache = {}

    def glyph(self, ch):
        if ch in self.cache:
            return self.cache[ch]
        g = None
        glyphs = list(self.font.glyphs_for_text(ch))
        if glyphs and (glyphs[0].strokes or ch == " "):
            h = glyphs[0]
            cap, base = h.cap_line, h.base_line
            unit = float(base - cap)
            left = h.left_offset
            strokes = [np.array([((x - left) / unit, (y - base) / unit) for x, y in s], np.float32)
                       for s in h.strokes if len(s) >= 2]
            g = Glyph(strokes, h.char_width / unit)
        self.cache[ch] = g
        return g


class HanziStrokes:
    """Chinese characters from hanzi-writer-data: each stroke's median, in the order it is written."""

    # The strokes of a character span about y = 0..800 and x = 100..900 of the data's 1024-unit box (y up): that
    # height is drawn 1.25 capitals tall, standing on the baseline, so that 马 comes out a little taller than the F
    # of f3, as people write it.
    SCALE = 1.25 / 800.0

    def __init__(self, folder):
        self.folder = folder
        self.cache = {}

    def has(self, ch):
        return os.path.exists(os.path.join(self.folder, ch + ".json"))

    def glyph(self, ch):
        if ch in self.cache:
            return self.cache[ch]
        g = None
        path = os.path.join(self.folder, ch + ".json")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
            s = self.SCALE
            strokes = [np.array([((x - 60) * s, -y * s) for x, y in med], np.float32) for med in data["medians"]]
            g = Glyph(strokes, 900 * s)
        self.cache[ch] = g
        return g


def fraction_parts():
    """How ½ is written when a source has no glyph for it: a small 1 raised, a slash, a small 2 (scale, dx, dy)."""
    return [("1", 0.55, 0.0, -0.45), ("/", 0.85, 0.42, -0.05), ("2", 0.55, 0.78, 0.0)]
