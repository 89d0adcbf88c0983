"""The printed forms to write on, with where each move and each header field goes.

- `jipu`: Jipu's own blank 记录本, printed by Jipu (`jipu sheet --blank`), rasterised at 150 dpi with pdftoppm, its
  table found from the ruling of the raster (so a change of Jipu's layout is followed, and a change that breaks the
  finding stops with a clear message rather than misplacing the moves);
- `fide`: a FIDE-style English form drawn here: a title, header boxes (event, date, round, board, players, ratings),
  moves 1–60 in two halves of 30 rows (No. | White | Black, numbers and headings on grey), a result line with tick
  boxes, and signatures; line weights and shading vary a little with the seed.

A form is a page (RGB, 150 dpi, A4) and boxes in its pixels: one per move cell (move number, side), one per header
field (the writing area, below or beside the printed label), one for the result, and the signature lines.
"""
import os
import shutil
import subprocess
import tempfile

import numpy as np
from PIL import Image, ImageDraw, ImageFont

import sources

DPI = 150
A4 = (1240, 1754)


class Form:
    def __init__(self, name, image, cells, fields, lang):
        self.name = name
        self.image = image  # PIL RGB
        self.cells = cells  # [{"move": n, "side": "white"|"black", "box": [x0, y0, x1, y1]}]
        self.fields = fields  # {"event": [x0, y0, x1, y1], ...} writing areas, "result" among them
        self.lang = lang  # the language of its printed headings: "en" or "zh+en"
        # A round's pre-filled sheet: the tags Jipu printed in its header (Round, Board, White, Black), which the hand
        # does not write again.
        self.prefilled = None

    def rows(self):
        return max(c["move"] for c in self.cells)


class FormError(Exception):
    pass


# --- Jipu's form --------------------------------------------------------------------------------------------------

def find_jipu(explicit=None):
    """The jipu binary: --jipu, $JIPU, target/release/jipu of this repository, or jipu on PATH."""
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(os.path.dirname(here))
    for c in [explicit, os.environ.get("JIPU"), os.path.join(repo, "target", "release", "jipu"), shutil.which("jipu")]:
        if c and os.path.exists(c):
            return c
    return None


def jipu_form(jipu, cache):
    """Jipu's blank form, printed by jipu and rasterised; cached in `cache` by the binary's size and time."""
    st = os.stat(jipu)
    png = os.path.join(cache, f"jipu-blank-{st.st_size}-{int(st.st_mtime)}.png")
    if not os.path.exists(png):
        if shutil.which("pdftoppm") is None:
            raise FormError("pdftoppm is needed for Jipu's form (apt-get install poppler-utils)")
        with tempfile.TemporaryDirectory() as tmp:
            pdf = os.path.join(tmp, "blank.pdf")
            subprocess.run([jipu, "sheet", "--blank", "--lang", "en", "-o", pdf], check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            subprocess.run(["pdftoppm", "-r", str(DPI), "-png", "-singlefile", pdf, os.path.join(tmp, "p")],
                           check=True)
            shutil.move(os.path.join(tmp, "p.png"), png)
    image = Image.open(png).convert("RGB")
    cells, fields = find_table(np.asarray(image.convert("L")) < 140)
    return Form("jipu", image, cells, fields, "zh+en")


def jipu_round_forms(jipu, pairings):
    """A round's pre-filled sheets, one a board, as `jipu sheet --pairings FILE` prints them (its code naming the round
    and board), rasterised. The boards' tags from a pairing CSV `board,white,black,round,…`."""
    import csv
    if shutil.which("pdftoppm") is None:
        raise FormError("pdftoppm is needed for Jipu's form (apt-get install poppler-utils)")
    with open(pairings, encoding="utf-8") as f:
        boards = list(csv.DictReader(f))
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        pdf = os.path.join(tmp, "round.pdf")
        subprocess.run([jipu, "sheet", "--pairings", pairings, "--lang", "en", "-o", pdf], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        subprocess.run(["pdftoppm", "-r", str(DPI), "-png", pdf, os.path.join(tmp, "p")], check=True)
        pages = sorted(p for p in os.listdir(tmp) if p.startswith("p") and p.endswith(".png"))
        for page, board in zip(pages, boards):
            image = Image.open(os.path.join(tmp, page)).convert("RGB")
            cells, fields = find_table(np.asarray(image.convert("L")) < 140)
            form = Form("jipu-round", image, cells, fields, "zh+en")
            form.prefilled = {"Round": board.get("round", "?"), "Board": board["board"],
                              "White": board["white"], "Black": board["black"]}
            out.append(form)
    if not out:
        raise FormError(f"{pairings}: no boards")
    return out


def segments(dark, min_len, axis):
    """Runs of dark pixels at least min_len long: (position across, start, end) along rows (axis 1) or columns."""
    a = dark if axis == 1 else dark.T
    out = []
    for i in np.nonzero(a.sum(axis=1) >= min_len)[0]:
        row = np.concatenate([[0], a[i].astype(np.int8), [0]])
        d = np.diff(row)
        starts, ends = np.nonzero(d == 1)[0], np.nonzero(d == -1)[0]
        for s, e in zip(starts, ends):
            if e - s >= min_len:
                out.append((int(i), int(s), int(e)))
    return out


def merge_lines(segs, tol=3):
    """Segments in neighbouring rows with the same extent are one ruled line: (centre, start, end)."""
    lines = []
    for pos, s, e in sorted(segs):
        for ln in lines:
            if pos - ln[3] <= 1 and abs(ln[1] - s) <= tol and abs(ln[2] - e) <= tol:
                ln[3] = pos
                ln[1], ln[2] = min(ln[1], s), max(ln[2], e)
                break
        else:
            lines.append([pos, s, e, pos])
    return [((a + d) / 2.0, s, e) for a, s, e, d in lines]


def find_table(dark):
    """The move table(s) and header boxes of a clean form raster, from its ruled lines."""
    H, W = dark.shape
    hl = merge_lines(segments(dark, 40, 1))
    vl = merge_lines(segments(dark, 25, 0))
    long_v = [v for v in vl if v[2] - v[1] > 0.3 * H]
    if len(long_v) < 3:
        raise FormError("no move table found on the form (fewer than 3 long vertical lines)")
    top = min(v[1] for v in long_v)
    bottom = max(v[2] for v in long_v)
    # Blocks: the horizontal lines at the table's top, each spanning one block.
    tops = [h for h in hl if abs(h[0] - top) <= 4 and h[2] - h[1] > 0.2 * W]
    cells = []
    blocks = []
    for _, x0, x1 in sorted(tops, key=lambda h: h[1]):
        xs = sorted(v[0] for v in long_v if x0 - 4 <= v[0] <= x1 + 4)
        ys = sorted(h[0] for h in hl if top - 4 <= h[0] <= bottom + 4 and h[1] <= x0 + 6 and h[2] >= x1 - 6)
        ys = dedupe(ys)
        xs = dedupe(xs)
        if len(xs) != 4 or len(ys) < 3:
            raise FormError(f"a move block of the form has {len(xs) - 1} columns and {len(ys) - 1} rows; "
                            "expected No. | White | Black")
        blocks.append((xs, ys))
    number = 0
    for xs, ys in blocks:
        for r in range(1, len(ys) - 1):
            number += 1
            for side, c in (("white", 1), ("black", 2)):
                cells.append({"move": number, "side": side, "box": [xs[c], ys[r], xs[c + 1], ys[r + 1]]})
    fields = {}
    # Header boxes: bands between long horizontal lines above the table, cut by vertical lines.
    head = dedupe(sorted(h[0] for h in hl if h[0] < top - 6 and h[2] - h[1] > 0.5 * W))
    names = [["event", "date", "site"], ["white", "white_time", "time_control", "winner"],
             ["black", "black_time", "round", "board"]]
    for r in range(len(head) - 1):
        y0, y1 = head[r], head[r + 1]
        xs = dedupe(sorted(v[0] for v in vl if v[1] <= y0 + 4 and v[2] >= y1 - 4 and v[2] - v[1] < 0.3 * H))
        for c in range(len(xs) - 1):
            x0, x1 = xs[c], xs[c + 1]
            name = names[r][c] if r < len(names) and c < len(names[r]) and len(xs) - 1 == len(names[r]) \
                else f"field_{r}_{c}"
            h = y1 - y0
            fields[name] = [x0 + 0.03 * (x1 - x0), y0 + 0.36 * h, x1 - 0.02 * (x1 - x0), y1 - 0.04 * h]
    # Under the table: the result line (the first short line), then the signature lines.
    under = sorted((h for h in hl if h[0] > bottom + 6 and 60 < h[2] - h[1] < 0.5 * W), key=lambda h: (h[0], h[1]))
    row_h = (blocks[0][1][-1] - blocks[0][1][1]) / max(1, len(blocks[0][1]) - 2)
    if under:
        y, x0, x1 = under[0]
        fields["result"] = [x0, y - 1.3 * row_h, x1 + 0.3 * (x1 - x0), y + 0.1 * row_h]
        sig = [h for h in under[1:] if h[0] > y + 10]
        for name, (y, x0, x1) in zip(["white_signature", "black_signature", "arbiter"], sorted(sig, key=lambda h: h[1])):
            fields[name] = [x0, y - 1.3 * row_h, x1, y + 0.1 * row_h]
    return cells, fields


def dedupe(vals, tol=4):
    out = []
    for v in vals:
        if not out or v - out[-1] > tol:
            out.append(v)
    return out


# --- A FIDE-style English form ------------------------------------------------------------------------------------

def fide_form(rng, rows=30):
    """A FIDE-style form drawn here: moves 1..2*rows in two halves."""
    W, H = A4
    img = Image.new("RGB", (W, H), (255, 255, 255))
    d = ImageDraw.Draw(img)
    line = int(rng.integers(60, 140))  # grey of the ruling
    lw = int(rng.integers(1, 3))
    shade = int(rng.integers(205, 235))
    font_path = sources.PRINT_FONT if os.path.exists(sources.PRINT_FONT) else None
    bold_path = sources.PRINT_FONT_BOLD if os.path.exists(sources.PRINT_FONT_BOLD) else font_path

    def font(size, bold=False):
        p = bold_path if bold else font_path
        return ImageFont.truetype(p, size) if p else ImageFont.load_default()

    col = (line, line, line)
    left, right = 100, W - 100
    d.text((left, 70), rng.choice(["CHESS SCORESHEET", "OFFICIAL SCORE SHEET", "SCORE SHEET"]), font=font(40, True),
           fill=(20, 20, 20))
    # Header: label top-left in each box, writing below it.
    fields = {}
    y = 150
    header_rows = [[("EVENT", "event", 0.7), ("DATE", "date", 0.3)],
                   [("ROUND", "round", 0.2), ("BOARD", "board", 0.2), ("SECTION", "site", 0.3),
                    ("TIME CONTROL", "time_control", 0.3)],
                   [("WHITE (name of player)", "white", 0.38), ("RATING", "white_rating", 0.12),
                    ("BLACK (name of player)", "black", 0.38), ("RATING", "black_rating", 0.12)]]
    bh = 62
    for row in header_rows:
        x = left
        for label, name, frac in row:
            x1 = x + (right - left) * frac
            d.rectangle([x, y, x1, y + bh], outline=col, width=lw)
            d.text((x + 8, y + 5), label, font=font(15), fill=(40, 40, 40))
            fields[name] = [x + 0.03 * (x1 - x), y + 0.36 * bh, x1 - 0.02 * (x1 - x), y + bh - 3]
            x = x1
        y += bh
    # The move table: two halves.
    top = y + 30
    row_h = int((H - 260 - top) / (rows + 1))
    gap = 24
    half = (right - left - gap) / 2
    num_w = 48
    cells = []
    for b in range(2):
        x0 = left + b * (half + gap)
        xs = [x0, x0 + num_w, x0 + num_w + (half - num_w) / 2, x0 + half]
        d.rectangle([x0, top, x0 + half, top + row_h], fill=(shade, shade, shade))
        d.rectangle([xs[0], top, xs[1], top + row_h * (rows + 1)], fill=(shade, shade, shade))
        for i, label in ((1, "WHITE"), (2, "BLACK")):
            f = font(17)
            w = d.textlength(label, font=f)
            d.text(((xs[i] + xs[i + 1]) / 2 - w / 2, top + row_h / 2 - 10), label, font=f, fill=(40, 40, 40))
        for r in range(rows + 1):
            yy = top + r * row_h
            d.line([(x0, yy), (x0 + half, yy)], fill=col, width=lw)
            if r >= 1:
                n = b * rows + r
                f = font(15)
                t = str(n)
                w = d.textlength(t, font=f)
                d.text(((xs[0] + xs[1]) / 2 - w / 2, yy + row_h / 2 - 9), t, font=f, fill=(30, 30, 30))
                for side, c in (("white", 1), ("black", 2)):
                    cells.append({"move": n, "side": side, "box": [xs[c], yy, xs[c + 1], yy + row_h]})
        yb = top + (rows + 1) * row_h
        d.line([(x0, yb), (x0 + half, yb)], fill=col, width=lw)
        for x in xs:
            d.line([(x, top), (x, yb)], fill=col, width=lw)
    # Result and signatures.
    yr = top + (rows + 1) * row_h + 40
    d.text((left, yr), "RESULT:", font=font(18, True), fill=(30, 30, 30))
    d.line([(left + 100, yr + 24), (left + 330, yr + 24)], fill=col, width=lw)
    fields["result"] = [left + 105, yr - 14, left + 330, yr + 26]
    bx = left + 400
    for label, name in (("WHITE WON", "tick_white"), ("DRAW", "tick_draw"), ("BLACK WON", "tick_black")):
        d.rectangle([bx, yr + 2, bx + 20, yr + 22], outline=col, width=lw)
        d.text((bx + 28, yr + 2), label, font=font(16), fill=(30, 30, 30))
        fields[name] = [bx - 2, yr, bx + 22, yr + 24]
        bx += 200
    ys = yr + 95
    for i, (label, name) in enumerate((("WHITE SIGNATURE", "white_signature"), ("BLACK SIGNATURE", "black_signature"))):
        x0 = left + i * (right - left) / 2
        d.line([(x0, ys), (x0 + 380, ys)], fill=col, width=lw)
        d.text((x0, ys + 6), label, font=font(14), fill=(40, 40, 40))
        fields[name] = [x0, ys - 42, x0 + 380, ys + 2]
    return Form("fide", img, cells, fields, "en")
