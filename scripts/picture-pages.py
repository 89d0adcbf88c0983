#!/usr/bin/env python3
"""Renders test pages the way a publisher's typesetter does, not as Jipu's own corpus script does.

    scripts/picture-pages.py OUT --set fit|measure [--games N] [--small]

A second generator beside scripts/picture-corpus.py (which draws every line itself with Pillow): here the pages are
set by ReportLab's typesetter (platypus: paragraphs justified and broken by its own line breaker, frames for the
columns, tables with its own ruling), written as a PDF and rasterised by poppler's `pdftoppm` at 200 dpi, so that the
fonts are hinted, the spacing and the ruling are another program's. Layouts:

  book2    a two-column book page: a running head with a rule, a heading across both columns (game, players), the
           moves as justified paragraphs in the columns, remarks between them as paragraphs of their own in another
           face (italic, or 楷体), the page number at the foot
  book1    the same set in one column
  full     (with --kinds) the full notation, one move a line: a circled number, `马g1—f3`, `e4xd5`, `0-0` in aligned
           columns, no ruling, as Chinese game collections print it
  prose    (with --kinds) the game told in running text, its moves inside the sentences, one column justified
  table    a printed score table: numbered rows with a White and a Black column, in two or three blocks side by side,
           ruled as a grid or set as aligned columns only; Chinese and English piece letters mixed (`马f6`, `Nxe3`,
           `bxa1=后`), a heading, the result under it, the page number

English or Chinese text by page. Each page once clean (`NAME.png`, 200 dpi) and once photographed (`NAME-photo.jpg`:
turned, perspective, a shadow across the page, uneven light, blur, noise, JPEG). `NAME.expected` holds the game as
`game 1. e4 e5 … 1-0` (as scripts/picture-bench.py reads it) and `layout KIND`.

The two sets share no game, no seed and no font, so that a choice made on one is measured on the other:
  --set fit      Liberation Serif and Sans, AR PL UMing (明体), WenQuanYi Zen Hei; remarks in AR PL UKai (楷体)
  --set measure  Nimbus Roman and Sans (the PDF's base fonts, as poppler draws them), AR PL SungtiL GB (宋体),
                 WenQuanYi Micro Hei; remarks in LXGW WenKai (霞鹜文楷)
`--seed S` makes a fresh set in the set's fonts (new games, layouts and damage; names and `.expected` as before).
`--small` renders the few small pages `cargo test` reads for the layout step (the first moves of a game, 150 dpi).
Needs python3 with reportlab, Pillow, numpy and python-chess, and poppler-utils (`pdftoppm`); the fonts are
Debian's fonts-liberation, fonts-wqy-zenhei, fonts-wqy-microhei, fonts-arphic-uming, fonts-arphic-ukai,
fonts-arphic-gbsn00lp and fonts-lxgw-wenkai (a set whose font is missing stops with "no afm found").

Here: the command line, the pages rasterised and photographed, the `.expected` files. The games and how a page writes
them are in picture_pages/games.py, the layouts set by ReportLab in picture_pages/layouts.py.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image, ImageFilter

from picture_pages.games import long_moves, random_game
from picture_pages.layouts import book, full_notation, prose, register_fonts, score_table

# Per set and language: (body, remark, heading) faces taken in turn.
FACES = {
    "fit": {
        "en": [("LSerif", "LSerifIt", "LSerifBd"), ("LSans", "LSerifIt", "LSansBd")],
        "zh": [("UMing", "UKai", "ZenHei"), ("ZenHei", "UKai", "ZenHei")],
    },
    "measure": {
        "en": [("Times-Roman", "Times-Italic", "Times-Bold"), ("Helvetica", "Times-Italic", "Helvetica-Bold")],
        "zh": [("MicroHei", "WenKai", "MicroHei"), ("GBSong", "WenKai", "MicroHei")],
    },
}
SEEDS = {"fit": 3501, "measure": 3502}


def rasterise(pdf, png, dpi):
    base = png[:-4]
    subprocess.run(["pdftoppm", "-r", str(dpi), "-gray", "-png", "-singlefile", pdf, base], check=True)


def perspective(img, d, rng, fill):
    """`img` seen at an angle: each corner moved in by up to `d` of the side."""
    w, h = img.size
    src = [(rng.uniform(0, d) * w, rng.uniform(0, d) * h), (w - rng.uniform(0, d) * w, rng.uniform(0, d) * h),
           (w - rng.uniform(0, d) * w, h - rng.uniform(0, d) * h), (rng.uniform(0, d) * w, h - rng.uniform(0, d) * h)]
    dst = [(0, 0), (w, 0), (w, h), (0, h)]
    m = []
    for (x, y), (u, v) in zip(dst, src):
        m.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        m.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    coeffs = np.linalg.solve(np.array(m, float), np.array([c for p in src for c in p], float)).tolist()
    return img.transform((w, h), Image.PERSPECTIVE, coeffs, Image.BICUBIC, fillcolor=fill)


def photo(img, rng):
    """A phone photo: turned, perspective, a shadow across the page, uneven light, blur, noise, smaller."""
    img = img.convert("RGB")
    angle = rng.uniform(0.5, 3.0) * rng.choice([-1, 1])
    img = img.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=(90, 80, 70))
    w, h = img.size
    img = perspective(img, 0.02, rng, (90, 80, 70))
    a = np.asarray(img).astype(np.float32)
    yy, xx = np.mgrid[0:h, 0:w]
    light = rng.uniform(0.8, 0.95) - 0.25 * (((xx - rng.uniform(0, w)) / w) ** 2 + ((yy - rng.uniform(0, h)) / h) ** 2)
    # A soft shadow across the page (a hand, the phone), its edge a straight line at an angle.
    t = rng.uniform(0, np.pi)
    edge = (xx - w * rng.uniform(0.3, 0.7)) * np.cos(t) + (yy - h * rng.uniform(0.3, 0.7)) * np.sin(t)
    light *= 1.0 - rng.uniform(0.15, 0.3) / (1.0 + np.exp(-edge / (0.02 * w)))
    a = a * light[..., None] * np.array([1.0, 0.97, 0.9])
    a += np.random.default_rng(rng.randint(0, 1 << 30)).normal(0, 5, a.shape)
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.2)))
    scale = rng.uniform(0.7, 0.9)
    return img.resize((int(w * scale), int(h * scale)), Image.BILINEAR)


def sample(a, sx, sy, fill):
    """`a` (h × w × 3) read at the points (sx, sy), bilinear; points off the page give `fill`."""
    h, w = a.shape[:2]
    x0 = np.floor(sx).astype(int)
    y0 = np.floor(sy).astype(int)
    fx = (sx - x0)[..., None]
    fy = (sy - y0)[..., None]
    out = np.zeros(sx.shape + (3,), np.float32)
    for dy, wy in ((0, 1 - fy), (1, fy)):
        for dx, wx in ((0, 1 - fx), (1, fx)):
            xi = np.clip(x0 + dx, 0, w - 1)
            yi = np.clip(y0 + dy, 0, h - 1)
            out += a[yi, xi] * wx * wy
    off = (sx < 0) | (sx > w - 1) | (sy < 0) | (sy > h - 1)
    out[off] = fill
    return out


def harsh_photo(img, rng, gutter):
    """A careless phone photo: the page curled (a bound book's gutter bending its lines and darkening), fingers holding
    it at an edge (in the margin, not on the text), a hard shadow, more perspective, dim light."""
    grey = np.asarray(img.convert("L")).astype(np.float32)
    h, w = grey.shape
    ink = np.argwhere(grey < 128)
    top, left = ink.min(axis=0)
    bottom, right = ink.max(axis=0)
    a = np.repeat(grey[..., None], 3, axis=2)
    desk = np.array([rng.uniform(40, 110), rng.uniform(35, 95), rng.uniform(30, 80)], np.float32)
    # Margins of desk around the page, so that the curl and the perspective show its edges.
    pad = int(0.06 * max(w, h))
    canvas = np.tile(desk, (h + 2 * pad, w + 2 * pad, 1))
    canvas[pad:pad + h, pad:pad + w] = a
    a, (H, W) = canvas, canvas.shape[:2]
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    u = (xx - pad) / w  # 0 … 1 across the page
    v = (yy - pad) / h
    # The curl: the page lifts towards one side (the gutter's side of a book page, either side of a loose one); its
    # lines bend there, more at the top and bottom than in the middle, and the paper narrows as it turns away.
    side = rng.choice([0, 1])
    d = u if side == 0 else 1 - u  # 0 at the lifted side
    reach = rng.uniform(0.2, 0.4)
    lift = np.clip(1 - d / reach, 0, 1) ** 2
    bend = rng.uniform(0.006, 0.015) * h * (1.6 if gutter else 1.0)
    sy = yy + bend * lift * (v - 0.5) * 2 + rng.uniform(0.002, 0.006) * h * np.sin(np.pi * u)
    squeeze = rng.uniform(0.02, 0.05) * w * lift
    sx = xx + (-squeeze if side == 0 else squeeze)
    a = sample(a, sx, sy, desk)
    # Where the text lies now, for the fingers to keep off it.
    ink = np.argwhere(a.mean(axis=2) < 128)
    ink = ink[(ink[:, 0] >= pad) & (ink[:, 0] < pad + h) & (ink[:, 1] >= pad) & (ink[:, 1] < pad + w)] - pad
    top, left = ink.min(axis=0)
    bottom, right = ink.max(axis=0)
    light = rng.uniform(0.65, 0.85) - 0.3 * (((xx - rng.uniform(0, W)) / W) ** 2 + ((yy - rng.uniform(0, H)) / H) ** 2)
    if gutter or rng.random() < 0.5:
        # The turn of the paper into the gutter is in its own shade.
        light *= 1 - rng.uniform(0.25, 0.45) * np.clip(1 - d / (reach * 0.6), 0, 1) ** 1.5
    # A hard shadow (the phone, the photographer's arm): a sharp edge at an angle, dark.
    t = rng.uniform(0, np.pi)
    edge = (xx - W * rng.uniform(0.25, 0.75)) * np.cos(t) + (yy - H * rng.uniform(0.25, 0.75)) * np.sin(t)
    light *= 1.0 - rng.uniform(0.3, 0.5) / (1.0 + np.exp(-edge / (rng.uniform(0.002, 0.01) * W)))
    a = a * light[..., None] * np.array([1.0, 0.95, 0.85])
    # Fingers holding the page at its left, right or bottom edge, their tips in the margin short of the text.
    where = rng.choice(["left", "right", "bottom"])
    skin = np.array([rng.uniform(170, 220), rng.uniform(120, 160), rng.uniform(95, 130)], np.float32)
    for k in range(rng.randint(1, 3)):
        if where == "bottom":
            cx = pad + w * rng.uniform(0.2, 0.8) + k * 0.05 * w
            tip = pad + bottom + rng.uniform(0.25, 0.8) * (h - bottom)
            along, across = (yy - tip) / (H - tip + 1), (xx - cx) / (0.025 * w)
        else:
            cy = pad + h * rng.uniform(0.3, 0.7) + k * 0.06 * h
            if where == "left":
                tip = pad + left * rng.uniform(0.2, 0.75)
                along = (tip - xx) / (tip + 1)
            else:
                tip = pad + right + rng.uniform(0.25, 0.8) * (w - right)
                along = (xx - tip) / (W - tip + 1)
            across = (yy - cy) / (0.025 * h)
        # A rounded tip and a finger's width; shaded towards its sides.
        inside = (along > 0) & (across ** 2 + np.clip(0.05 - along, 0, None) ** 2 * 400 < 1)
        shade = (1 - 0.35 * across ** 2)[..., None]
        a = np.where(inside[..., None], skin * shade * rng.uniform(0.7, 1.0), a)
    a += np.random.default_rng(rng.randint(0, 1 << 30)).normal(0, 7, a.shape)
    out = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    # Perspective: the phone held at an angle.
    fill = tuple(int(c) for c in desk)
    out = perspective(out, 0.05, rng, fill)
    out = out.rotate(rng.uniform(1.0, 4.0) * rng.choice([-1, 1]), resample=Image.BICUBIC, fillcolor=fill)
    # Blur and size as the ordinary photo's: the harshness is the paper's and the light's, not a worse camera's.
    out = out.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.2)))
    scale = rng.uniform(0.7, 0.9)
    return out.resize((int(W * scale), int(H * scale)), Image.BILINEAR)


def expected(sans, result, shown, kind):
    """`game 1. e4 e5 …` of the moves the page shows, with the result when it shows all, and the layout."""
    out = []
    for i, s in enumerate(sans[:shown]):
        if i % 2 == 0:
            out.append(f"{i // 2 + 1}.")
        out.append(s)
    if shown == len(sans):
        out.append(result)
    return "game " + " ".join(out) + f"\nlayout {kind}\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--set", choices=["fit", "measure"], required=True)
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--small", action="store_true")
    ap.add_argument("--seed", type=int, help="another seed than the set's own: a fresh set of pages in the set's fonts")
    ap.add_argument("--harsh", action="store_true",
                    help="photograph each page a second time, harder (NAME-harsh.jpg): curl, gutter, fingers, hard shadow")
    ap.add_argument("--kinds", default="book2,book1,table",
                    help="the layouts, taken in turn: book2, book1, table, full, prose (default: the first three)")
    args = ap.parse_args()
    register_fonts()
    seed = args.seed if args.seed is not None else SEEDS[args.set]
    rng = random.Random(seed + (1000 if args.small else 0))
    os.makedirs(args.out, exist_ok=True)
    kinds = args.kinds.split(",")
    dpi = 150 if args.small else 200
    index = []
    with tempfile.TemporaryDirectory() as tmp:
        for g in range(args.games):
            kind = kinds[g % len(kinds)]
            lang = ["en", "zh"][(g // len(kinds)) % 2]
            faces = FACES[args.set][lang][(g // (2 * len(kinds))) % 2]
            plies = rng.randint(14, 18) if args.small and kind == "table" else rng.randint(24, 30) if args.small else rng.randint(50, 130 if kind == "table" else 100)
            sans, result = random_game(rng, plies)
            board_moves = long_moves(sans)
            name = f"{args.set}-{g + 1:02}-{kind}-{lang}"
            pdf = os.path.join(tmp, name + ".pdf")
            shown = len(sans)
            page_seed = rng.randint(0, 1 << 30)
            while True:
                # The same page each try (its own random numbers), only shorter.
                page_rng = random.Random(page_seed)
                shown_result = result if shown == len(sans) else None
                if kind == "table":
                    cell_faces = FACES[args.set]["zh"][(g // (2 * len(kinds))) % 2]
                    pages = score_table(lang, faces, cell_faces, sans[:shown], shown_result, page_rng, pdf,
                                        args.small)
                elif kind == "full":
                    pages = full_notation(lang, faces, board_moves[:shown], shown_result, page_rng, pdf)
                elif kind == "prose":
                    pages = prose(lang, faces, sans[:shown], shown_result, page_rng, pdf)
                else:
                    pages = book(kind, lang, faces, sans[:shown], shown_result, page_rng, pdf, args.small)
                if pages == 1:
                    break
                # The game is longer than the page: the page shows its first moves, without the result.
                shown -= 6
            png = os.path.join(args.out, name + ".png")
            rasterise(pdf, png, dpi)
            exp = expected(sans, result, shown, kind)
            open(os.path.join(args.out, name + ".expected"), "w", encoding="utf-8").write(exp)
            if not args.small:
                ph = photo(Image.open(png), rng).convert("L")
                ph.save(os.path.join(args.out, name + "-photo.jpg"), quality=rng.randint(55, 80))
                open(os.path.join(args.out, name + "-photo.expected"), "w", encoding="utf-8").write(exp)
            if args.harsh and not args.small:
                # Its own random numbers, so that a set made with --harsh has the same pages and photos as without.
                hp = harsh_photo(Image.open(png), random.Random(page_seed ^ 0x5EED), kind == "book2").convert("L")
                hp.save(os.path.join(args.out, name + "-harsh.jpg"), quality=random.Random(page_seed).randint(55, 80))
                open(os.path.join(args.out, name + "-harsh.expected"), "w", encoding="utf-8").write(exp)
            print(f"{name}: {kind} {lang} {faces[0]}, {shown} plies shown of {len(sans)}", file=sys.stderr)
            index.append({"name": name, "layout": kind, "lang": lang, "font": faces[0], "plies": shown})
    # scripts/picture-bench.py measures a folder that holds an index.
    json.dump(index, open(os.path.join(args.out, "index.json"), "w"), indent=1)


if __name__ == "__main__":
    main()
