"""A simulated pen: one writer's hand drawing a word, as an ink layer to lay on paper.

A `Writer` is sampled once per person (a sheet has one, a cell has its own): which letter shapes they make (a
Hershey face, or a Debian handwriting font thinned to a pen line; for Chinese, hanzi-writer-data's stroke medians or a
Chinese font), their slant, letter width, letter spacing, baseline wobble and tilt, how much each letter wanders
(turn, size, height), how shaky their strokes are, their pen (ballpoint, gel, felt-tip, pencil; its colour, width,
pressure and grain).

`render_word` lays a word out letter by letter in glyph units (cap height 1, baseline y = 0, y down, see glyphs.py),
draws the strokes three times larger than wanted with the pen's width varying along each stroke (pressure), then
scales down for anti-aliasing and multiplies by the ink's darkness field (pressure and ballpoint skips) and, for a
pencil, the paper's grain. The result is an alpha layer (0..1) and where the word's baseline starts in it; `lay_ink`
puts it on a picture in the ink's colour.
"""
import math

import numpy as np
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

from glyphs import fraction_parts

SS = 3  # supersampling of the pen
REF = 128  # pixels a unit at which font glyphs are thinned and widened to the pen, before being scaled to the word
CJK_RANGE = (0x2E80, 0x9FFF)


def is_cjk(ch):
    return CJK_RANGE[0] <= ord(ch) <= CJK_RANGE[1]


# Inks: kind, weight, colours (RGB 0..255), darkness range.
INKS = [
    ("ballpoint", 0.34, [(28, 42, 130), (20, 35, 105), (40, 60, 165), (32, 48, 150)], (0.85, 1.0)),
    ("ballpoint", 0.22, [(28, 28, 34), (45, 45, 52), (20, 22, 40)], (0.85, 1.0)),
    ("pencil", 0.20, [(45, 45, 50), (60, 60, 66), (70, 70, 74)], (0.60, 0.95)),
    ("ballpoint", 0.12, [(175, 35, 45), (200, 50, 70), (160, 30, 40)], (0.80, 1.0)),
    ("ballpoint", 0.07, [(30, 125, 70), (40, 140, 100), (20, 110, 60)], (0.75, 1.0)),
    ("felt", 0.05, [(15, 15, 20), (20, 30, 90)], (0.90, 1.0)),
]


class Ink:
    def __init__(self, rng):
        weights = np.array([w for _, w, _, _ in INKS])
        kind, _, colours, (lo, hi) = INKS[rng.choice(len(INKS), p=weights / weights.sum())]
        self.kind = kind
        self.colour = np.array(colours[rng.integers(len(colours))], np.float32) / 255.0
        self.darkness = float(rng.uniform(lo, hi))
        # Width of the line as a fraction of the cap height (ballpoint about 0.4 mm on 5 mm letters).
        self.width = float({"ballpoint": rng.uniform(0.055, 0.10), "pencil": rng.uniform(0.05, 0.09),
                            "felt": rng.uniform(0.10, 0.15)}[kind])
        # How much pressure changes darkness along the line, and the pencil's grain.
        self.pressure = float({"ballpoint": rng.uniform(0.05, 0.30), "pencil": rng.uniform(0.25, 0.55),
                               "felt": rng.uniform(0.0, 0.1)}[kind])
        self.grain = float(rng.uniform(0.25, 0.55)) if kind == "pencil" else 0.0
        self.skips = float(rng.uniform(0.0, 0.35)) if kind == "ballpoint" else 0.0

    def describe(self):
        return {"kind": self.kind, "colour": [int(round(c * 255)) for c in self.colour],
                "darkness": round(self.darkness, 2), "width": round(self.width, 3)}


class FontHand:
    """A handwriting font used as a pen would write it: each glyph rendered, thinned to its centre line and re-inked."""

    def __init__(self, package, path, index, coverage):
        self.package, self.path, self.index = package, path, index
        self.coverage = set(coverage)
        self.lacks = set()
        self.name = path.rsplit("/", 1)[-1]
        probe = ImageFont.truetype(path, 200, index=index)
        l, t, r, b = probe.getbbox("H", anchor="ls")
        self.cap_ratio = max(1.0, -t) / 200.0
        self.x_ratio = max(0.2, -probe.getbbox("x", anchor="ls")[1] / max(1.0, -t))  # x-height / cap height
        # Condensed faces (Kristi) are drawn wider: at a pen's width their bowls would fill in.
        caps = sum(probe.getlength(c) for c in "NQB") / 3 / max(1.0, -t)
        self.widen = float(np.clip(0.8 / max(caps, 0.1), 1.0, 1.7))
        self.fonts = {}
        self.cache = {}

    def has(self, ch):
        if ch not in self.coverage and ch not in self.lacks:
            # A character outside the set checked at load (a name's 郭): check its ink now.
            from sources import glyph_has_ink
            (self.coverage if glyph_has_ink(self.font(64), ch) else self.lacks).add(ch)
        return ch in self.coverage

    def font(self, px):
        if px not in self.fonts:
            self.fonts[px] = ImageFont.truetype(self.path, px, index=self.index)
        return self.fonts[px]

    def skeleton_glyph(self, ch):
        """The glyph's centre line as a bool array drawn at REF pixels a unit, its baseline-left origin in it."""
        if ch in self.cache:
            return self.cache[ch]
        size = int(round(REF / self.cap_ratio))
        font = self.font(size)
        l, t, r, b = font.getbbox(ch, anchor="ls")
        pad = 4
        img = Image.new("L", (max(1, r - l) + 2 * pad, max(1, b - t) + 2 * pad), 0)
        ImageDraw.Draw(img).text((pad - l, pad - t), ch, font=font, fill=255, anchor="ls")
        # Smooth before thinning so that the outline's steps give no spurs.
        img = img.filter(ImageFilter.BoxBlur(1))
        out = (thin(np.asarray(img) > 110), (pad - l, pad - t))
        self.cache[ch] = out
        return out


def thin(b):
    """Zhang-Suen thinning of a bool array to lines one pixel wide."""
    img = np.pad(b, 1).astype(np.uint8)
    while True:
        changed = False
        for step in (0, 1):
            P = img
            p2, p3, p4 = P[:-2, 1:-1], P[:-2, 2:], P[1:-1, 2:]
            p5, p6, p7 = P[2:, 2:], P[2:, 1:-1], P[2:, :-2]
            p8, p9 = P[1:-1, :-2], P[:-2, :-2]
            c = P[1:-1, 1:-1]
            nb = p2.astype(np.int16) + p3 + p4 + p5 + p6 + p7 + p8 + p9
            seq = (p2, p3, p4, p5, p6, p7, p8, p9, p2)
            a = sum(((seq[i] == 0) & (seq[i + 1] == 1)).astype(np.int16) for i in range(8))
            if step == 0:
                m = ((p2 * p4 * p6) == 0) & ((p4 * p6 * p8) == 0)
            else:
                m = ((p2 * p4 * p8) == 0) & ((p2 * p6 * p8) == 0)
            d = (c == 1) & (nb >= 2) & (nb <= 6) & (a == 1) & m
            if d.any():
                c[d] = 0
                changed = True
        if not changed:
            return img[1:-1, 1:-1].astype(bool)


class Writer:
    """One person's hand and pen."""

    def __init__(self, rng, latin, cjk, fallback, cjk_fallback=None, ink=None):
        self.latin, self.cjk, self.fallback = latin, cjk, fallback
        self.cjk_fallback = cjk_fallback or cjk  # hanzi-writer-data, for what a Chinese font lacks
        self.caps = None  # another hand for capitals (script faces' capitals are flourishes nobody writes)
        self.ink = ink or Ink(rng)
        self.slant = float(np.clip(rng.normal(0.10, 0.13), -0.20, 0.45))
        self.width = float(rng.uniform(0.9, 1.4))
        # Extra space after each letter, in cap heights: most write a little apart, some very apart ("N c 4").
        self.spacing = float(rng.choice([rng.uniform(-0.05, 0.15), rng.uniform(0.15, 0.45), rng.uniform(0.45, 0.9)],
                                        p=[0.45, 0.40, 0.15]))
        self.wobble = float(rng.uniform(0.02, 0.12))
        self.tilt = float(rng.normal(0.0, 0.03))
        self.char_turn = float(rng.uniform(0.01, 0.08))  # radians
        self.char_size = float(rng.uniform(0.03, 0.12))
        self.shake = float(rng.uniform(0.01, 0.05))
        self.roundness = int(rng.integers(1, 4))  # how many times corners are smoothed
        self.pen_lift = float(rng.uniform(0.0, 0.04))  # how far strokes miss each other
        # Capitals and digits against small letters: some write lower case as tall as capitals.
        self.small_ratio = float(rng.uniform(0.6, 0.85))

    def source_of(self, ch):
        if is_cjk(ch):
            return self.cjk if self.cjk.has(ch) else self.cjk_fallback
        if ch.isupper() and self.caps is not None and self.caps.has(ch):
            return self.caps
        if self.latin.has(ch):
            return self.latin
        return self.fallback

    def describe(self):
        def name(src):
            return getattr(src, "name", "?")
        return {"latin": name(self.latin), "cjk": name(self.cjk), "ink": self.ink.describe(),
                "slant": round(self.slant, 3), "spacing": round(self.spacing, 3), "width": round(self.width, 3)}


class StrokeHand:
    """A stroke source (a Hershey face or hanzi-writer-data) seen as a hand."""

    widen = 1.0

    def __init__(self, source, name):
        self.source, self.name = source, name

    def has(self, ch):
        return self.source.glyph(ch) is not None

    @property
    def x_ratio(self):
        g = self.source.glyph("x")
        return max(0.2, -min(float(s[:, 1].min()) for s in g.strokes)) if g and g.strokes else 0.7


class WordInk:
    """A rendered word: alpha (float32 H×W, 0..1), the baseline-left origin in it, ink box, letter boxes."""

    def __init__(self, alpha, origin, box, advance):
        self.alpha, self.origin, self.box, self.advance = alpha, origin, box, advance


def smooth_field(rng, h, w, cell, lo, hi):
    """A smooth random field over h×w with features about `cell` pixels apart, in lo..hi."""
    gh, gw = max(2, h // cell + 2), max(2, w // cell + 2)
    g = Image.fromarray((rng.random((gh, gw)) * 255).astype(np.uint8), "L")
    f = np.asarray(g.resize((w, h), Image.BICUBIC), np.float32) / 255.0
    return lo + (hi - lo) * f


def resample(points, step):
    seg = np.diff(points, axis=0)
    lens = np.hypot(seg[:, 0], seg[:, 1])
    total = float(lens.sum())
    if total < 1e-6:
        return points[:1].repeat(2, axis=0)
    cum = np.concatenate([[0.0], np.cumsum(lens)])
    n = max(2, int(math.ceil(total / step)) + 1)
    t = np.linspace(0.0, total, n)
    return np.stack([np.interp(t, cum, points[:, 0]), np.interp(t, cum, points[:, 1])], axis=1)


def natural_stroke(points, writer, rng):
    """A glyph's stroke as a hand draws it: corners rounded, a slow wander, the ends missing a little."""
    p = resample(points.astype(np.float64), 0.04)
    for _ in range(writer.roundness):
        if len(p) > 4:
            q = p.copy()
            q[1:-1] = (p[:-2] + 2 * p[1:-1] + p[2:]) / 4.0
            p = q
    n = len(p)
    # A wander of the hand: random knots every ~0.35 units, interpolated.
    k = max(2, int(n * 0.04 / 0.35) + 2)
    knots = rng.normal(0.0, writer.shake, (k, 2))
    t = np.linspace(0, k - 1, n)
    p = p + np.stack([np.interp(t, np.arange(k), knots[:, 0]), np.interp(t, np.arange(k), knots[:, 1])], axis=1)
    p = p + rng.normal(0.0, writer.pen_lift, 2)
    return p


def layout(text, writer, rng):
    """Places each letter: returns a list of (kind, data, transform) and the word's advance in units.

    A transform maps glyph units to word units: (scale_x, scale_y, turn, shear, dx, dy)."""
    items = []
    x = 0.0
    phase = rng.uniform(0, 2 * math.pi)
    freq = rng.uniform(0.8, 2.0)
    for ch in text:
        if ch == " ":
            x += 0.45 + max(0.0, writer.spacing)
            continue
        src = writer.source_of(ch)
        parts = [(ch, 1.0, 0.0, 0.0)]
        if ch == "½" and not src.has("½"):
            parts = fraction_parts()
        k = 1.0 + rng.normal(0.0, writer.char_size)
        if ch.islower() and ch not in "bdfhklt":
            # Small letters as tall as this writer makes them, whatever the face's own x-height.
            k *= float(np.clip(writer.small_ratio / src.x_ratio, 0.8, 2.0))
        turn = rng.normal(0.0, writer.char_turn)
        shear = writer.slant + rng.normal(0.0, writer.char_turn)
        dy = writer.wobble * math.sin(phase + x * freq) + rng.normal(0.0, writer.wobble * 0.4) + writer.tilt * x
        adv_total = 0.0
        for pch, ps, pdx, pdy in parts:
            psrc = src if src.has(pch) else writer.fallback
            if not psrc.has(pch):
                continue
            sx = k * ps * (writer.width * psrc.widen if not is_cjk(pch) else 1.0)
            sy = k * ps
            items.append((psrc, pch, (sx, sy, turn, shear, x + pdx * k, dy + pdy * k)))
            adv = advance_of(psrc, pch) * sx
            adv_total = max(adv_total, pdx * k + adv)
        x += adv_total + writer.spacing + rng.normal(0.0, 0.03)
    return items, x


def advance_of(src, ch):
    if isinstance(src, StrokeHand):
        return src.source.glyph(ch).advance
    return src.font(100).getlength(ch) / (src.cap_ratio * 100)


def transform_points(p, tr):
    sx, sy, turn, shear, dx, dy = tr
    x = p[:, 0] * sx
    y = p[:, 1] * sy
    c, s = math.cos(turn), math.sin(turn)
    xr, yr = c * x - s * y, s * x + c * y
    return np.stack([xr - shear * yr + dx, yr + dy], axis=1)


def strike_strokes(kind, box, rng):
    """Strokes crossing out a word whose ink box (units) is `box`: a line, two lines, a zigzag, a cross or a scribble."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    out = []
    if kind == "line":
        y = y0 + h * rng.uniform(0.4, 0.65)
        out.append(np.array([[x0 - 0.1 * h, y + rng.normal(0, 0.08) * h], [x1 + 0.1 * h, y + rng.normal(0, 0.1) * h]]))
    elif kind == "double":
        for f in (0.4, 0.62):
            y = y0 + h * (f + rng.normal(0, 0.04))
            out.append(np.array([[x0 - 0.05 * h, y], [x1 + 0.05 * h, y + rng.normal(0, 0.06) * h]]))
    elif kind == "cross":
        out.append(np.array([[x0, y0], [x1, y1]]))
        out.append(np.array([[x0, y1], [x1, y0]]))
    elif kind == "zigzag":
        n = int(max(3, w / max(0.15, h * 0.25)))
        xs = np.linspace(x0 - 0.05 * h, x1 + 0.05 * h, n)
        ys = np.where(np.arange(n) % 2 == 0, y0 + 0.25 * h, y1 - 0.2 * h) + rng.normal(0, 0.05 * h, n)
        out.append(np.stack([xs, ys], axis=1))
    else:  # scribble: loops back and forth over the whole word, as when a move is blotted out
        n = int(max(8, 2.5 * w / max(0.1, h * 0.3)))
        t = np.linspace(0, 1, n)
        xs = x0 - 0.05 * h + (w + 0.1 * h) * (t + rng.normal(0, 0.03, n))
        amp = h * rng.uniform(0.3, 0.5, n)
        ys = y0 + h / 2 + np.where(np.arange(n) % 2 == 0, -amp, amp) + rng.normal(0, 0.05 * h, n)
        out.append(np.stack([xs, ys], axis=1))
        back = np.stack([xs[::-1] + rng.normal(0, 0.05 * h, n), ys[::-1] + rng.normal(0, 0.15 * h, n)], axis=1)
        out.append(back)
    return [s.astype(np.float64) for s in out]


def render_word(text, writer, cap_px, rng, strike=None):
    """The word as an alpha layer, with letters `cap_px` output pixels high for a capital.

    strike: None, or how it is crossed out ("line", "double", "cross", "zigzag", "scribble")."""
    items, advance = layout(text, writer, rng)
    S = cap_px * SS  # supersampled pixels per unit
    pen = writer.ink.width
    strokes = []  # word units
    rasters = []  # (bool mask, affine params) for font glyphs
    for src, ch, tr in items:
        if isinstance(src, StrokeHand):
            g = src.source.glyph(ch)
            for s in g.strokes:
                strokes.append(transform_points(natural_stroke(s, writer, rng), tr))
        else:
            rasters.append((src, ch, tr))
    # The ink's box in units, from the strokes and the raster glyphs' boxes.
    boxes = [np.concatenate([s.min(axis=0), s.max(axis=0)]) for s in strokes]
    glyph_rasters = []
    for src, ch, tr in rasters:
        skel, (ox, oy) = src.skeleton_glyph(ch)
        h, w = skel.shape
        # Corners of the glyph raster in glyph units.
        corners = np.array([[0, 0], [w, 0], [w, h], [0, h]], np.float64)
        gu = (corners - [ox, oy]) / REF
        wc = transform_points(gu, tr)
        glyph_rasters.append((skel, wc, src, ch))
        boxes.append(np.concatenate([wc.min(axis=0), wc.max(axis=0)]))
    if not boxes:
        boxes = [np.array([0.0, -1.0, max(advance, 0.5), 0.0])]
    bb = np.stack(boxes)
    box = [float(bb[:, 0].min()), float(bb[:, 1].min()), float(bb[:, 2].max()), float(bb[:, 3].max())]
    if strike:
        for s in strike_strokes(strike, box, rng):
            strokes.append(natural_stroke(s, writer, rng))
        sb = np.concatenate([np.concatenate(strokes)[:, :2].min(axis=0), np.concatenate(strokes).max(axis=0)])
        box = [min(box[0], sb[0]), min(box[1], sb[1]), max(box[2], sb[2]), max(box[3], sb[3])]
    margin = pen * 2 + 0.1
    ux0, uy0 = box[0] - margin, box[1] - margin
    W = int(math.ceil((box[2] - box[0] + 2 * margin) * cap_px)) + 2
    H = int(math.ceil((box[3] - box[1] + 2 * margin) * cap_px)) + 2
    mask = Image.new("L", (W * SS, H * SS), 0)
    draw = ImageDraw.Draw(mask)
    base_w = pen * S
    for s in strokes:
        pts = (s - [ux0, uy0]) * S
        n = len(pts)
        t = np.linspace(0.0, 1.0, n)
        # Pressure along the stroke: lighter as the pen lands and lifts, and a slow wander.
        p = np.minimum(1.0, 0.55 + t * 6.0) * np.minimum(1.0, 0.7 + (1 - t) * 5.0)
        p = p * (1.0 + writer.ink.pressure * 0.5 * np.sin(rng.uniform(0, 6.3) + t * rng.uniform(2, 7)))
        widths = np.maximum(1, np.round(base_w * (0.7 + 0.3 * p))).astype(int)
        start = 0
        for i in range(1, n + 1):
            if i == n or widths[i] != widths[start]:
                seg = [tuple(q) for q in pts[max(0, start - 1):i]]
                wd = int(widths[start])
                if len(seg) >= 2:
                    draw.line(seg, fill=255, width=wd, joint="curve")
                r = wd / 2.0
                x, y = seg[0]
                draw.ellipse([x - r, y - r, x + r, y + r], fill=255)
                start = i
        r = widths[-1] / 2.0
        x, y = pts[-1]
        draw.ellipse([x - r, y - r, x + r, y + r], fill=255)
    for skel, wc, src, ch in glyph_rasters:
        paste_glyph(mask, skel, wc, ux0, uy0, S, base_w, rng, warp=writer.shake * 1.5)
    alpha = np.asarray(mask.resize((W, H), Image.BOX), np.float32) / 255.0
    alpha = apply_ink(alpha, writer.ink, rng, cap_px)
    origin = (-ux0 * cap_px, -uy0 * cap_px)
    pbox = ((box[0] - ux0) * cap_px, (box[1] - uy0) * cap_px, (box[2] - ux0) * cap_px, (box[3] - uy0) * cap_px)
    return WordInk(alpha, origin, pbox, advance * cap_px)


def paste_glyph(mask, skel, wc, ux0, uy0, S, pen_px, rng, warp=0.04):
    """Draws a thinned font glyph into the mask: its centre line widened to the pen, moved to its place (a mesh)."""
    h, w = skel.shape
    img = Image.fromarray((widen(skel, max(1, int(round(pen_px * REF / S)))) * 255).astype(np.uint8), "L")
    dst = (wc - [ux0, uy0]) * S  # where the raster's corners go, in mask pixels
    x0, y0 = np.floor(dst.min(axis=0)).astype(int)
    x1, y1 = np.ceil(dst.max(axis=0)).astype(int)
    ow, oh = max(1, x1 - x0), max(1, y1 - y0)
    # PIL's MESH transform maps output rectangles to quads of the input; we know the opposite (where the input's
    # corners go), so invert that map, then move the mesh's inner points a little: the letter is drawn a little
    # differently each time, not just turned and scaled.
    src = np.array([[0, 0], [w, 0], [w, h], [0, h]], np.float64)
    A = affine_from(dst - [x0, y0], src)
    n = 3
    gx, gy = np.linspace(0, ow, n + 1), np.linspace(0, oh, n + 1)
    grid = np.stack(np.meshgrid(gx, gy), axis=-1)  # (n+1, n+1, 2) output points
    srcg = np.c_[grid.reshape(-1, 2), np.ones((n + 1) ** 2)] @ A.T
    srcg = srcg.reshape(n + 1, n + 1, 2) + rng.normal(0, warp * max(w, h), (n + 1, n + 1, 2))
    mesh = []
    for j in range(n):
        for i in range(n):
            box = (int(round(gx[i])), int(round(gy[j])), int(round(gx[i + 1])), int(round(gy[j + 1])))
            if box[2] <= box[0] or box[3] <= box[1]:
                continue
            q = [srcg[j, i], srcg[j + 1, i], srcg[j + 1, i + 1], srcg[j, i + 1]]  # NW, SW, SE, NE
            mesh.append((box, [float(v) for p in q for v in p]))
    g = img.transform((ow, oh), Image.MESH, mesh, Image.BILINEAR)
    region = (x0, y0, x0 + ow, y0 + oh)
    mask.paste(ImageChops.lighter(mask.crop(region), g), region)


def widen(b, k):
    """A bool array's lines widened to k pixels (a square pen: a max over k shifts along x, then along y)."""
    if k <= 1:
        return b
    lo, hi = (k - 1) // 2, k // 2
    p = np.pad(b, ((lo, hi), (lo, hi)))
    h, w = b.shape
    x = np.zeros((h + lo + hi, w), bool)
    for i in range(k):
        x |= p[:, i:i + w]
    out = np.zeros((h, w), bool)
    for j in range(k):
        out |= x[j:j + h]
    return out


def affine_from(a, b):
    """The affine map (2×3) taking points a to points b, least squares."""
    M = np.c_[a, np.ones(len(a))]
    sol, *_ = np.linalg.lstsq(M, b, rcond=None)
    return sol.T


def apply_ink(alpha, ink, rng, cap_px):
    h, w = alpha.shape
    cell = max(3, int(cap_px * 0.5))
    dark = ink.darkness * smooth_field(rng, h, w, cell, 1.0 - ink.pressure, 1.0)
    if ink.skips > 0:
        # A ballpoint that skips: small light patches along the line.
        sk = smooth_field(rng, h, w, max(2, int(cap_px * 0.15)), 0.0, 1.0)
        dark = dark * np.where(sk > 1.0 - ink.skips * 0.5, 0.55, 1.0)
    a = alpha * dark
    if ink.grain > 0:
        g = rng.random((h, w)).astype(np.float32)
        a = a * (1.0 - ink.grain * g)
    return np.clip(a, 0.0, 1.0)


def lay_ink(picture, word, x, y, colour):
    """Lays the word's ink on a float RGB picture (H×W×3, 0..1) with its origin at (x, y); clips at the edges."""
    H, W = picture.shape[:2]
    ox, oy = word.origin
    left, top = int(round(x - ox)), int(round(y - oy))
    h, w = word.alpha.shape
    ax0, ay0 = max(0, -left), max(0, -top)
    ax1, ay1 = min(w, W - left), min(h, H - top)
    if ax1 <= ax0 or ay1 <= ay0:
        return
    a = word.alpha[ay0:ay1, ax0:ax1, None]
    region = picture[top + ay0:top + ay1, left + ax0:left + ax1]
    # Ink absorbs: the paper's colour is multiplied towards the ink's.
    region[:] = region * (1.0 - a) + region * colour * a
