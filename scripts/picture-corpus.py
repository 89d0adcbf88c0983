#!/usr/bin/env python3
"""Renders the picture corpus: printed game scores as clean scans and as phone photos, each with the game it shows.

    scripts/picture-corpus.py OUT [--games N] [--seed S] [--jipu PATH] [--small]

Games: the real games of tests/data/pages/*.expected, then random legal games (python-chess, seeded) up to N.
Each game is written by Jipu itself (`jipu moves -n en|zh|long`), so the corpus uses the writer the reader matches,
and laid out as one of four kinds of page:

  book-zh    a Chinese book page: a heading, the players, `1.e4 e5 2.马f3 马c6 …` (captures `×` or `x`), 和棋/1-0
  book-en    an English book page: `Game 3`, the players, `1. e4 e5 2. Nf3 Nc6 …`, `1/2-1/2`
  full-zh    the full notation as old Chinese books print it, one move a line: `①  e2—e4  e7—e5`
  sheet      a printed scoresheet table: a grid, `No. | 白方 | 黑方` and one row a move, in Chinese SAN

in several fonts (Debian packages: fonts-arphic-uming 明/宋体, fonts-arphic-ukai 楷体, fonts-wqy-zenhei 黑体,
fonts-dejavu-core and fonts-liberation serif and sans; their licences in tests/data/pictures/FONTS.md), each once
clean (`NAME.png`) and once as a phone photo (`NAME-photo.jpg`: rotated a few degrees, perspective, uneven light,
blur, noise, JPEG). `NAME.expected` holds the game as `game 1. e4 e5 … 1-0`, as tests/data/pages has it.
`--small` renders the few small pictures `cargo test` reads (the first moves of a game only), two of them again
with a misprinted move (`NAME-misprint.png`, `stop 8` in its `.expected`: the reading must stop there), and two as
phone photos (`NAME-photo.jpg`).
Needs python3 with Pillow, numpy and python-chess (`pip install pillow numpy chess`).
"""
import argparse
import glob
import io
import json
import math
import os
import random
import subprocess
import sys

import chess
import chess.pgn
import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

FONTS = {
    "song": "/usr/share/fonts/truetype/arphic/uming.ttc",
    "kai": "/usr/share/fonts/truetype/arphic/ukai.ttc",
    "hei": "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
    "serif": "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
    "sans": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "lserif": "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
    "lsans": "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
}
# Which fonts each kind of page is set in, taken in turn.
KIND_FONTS = {
    "book-zh": ["song", "kai", "hei"],
    "book-en": ["lserif", "serif", "sans", "lsans"],
    "full-zh": ["song", "hei", "kai"],
    "sheet": ["hei", "song", "kai"],
}
PLAYERS_ZH = ["王皓", "丁立人", "余泰来", "卜祥志", "居文君", "侯逸凡", "谢军", "李超", "韦奕", "倪华"]
PLAYERS_EN = ["Adams", "Torre", "Carlsen", "Anand", "Polgar", "Short", "Kramnik", "Nakamura", "Ding", "Caruana"]
WIDTH, HEIGHT, MARGIN = 1240, 1754, 100
PAPER = (250, 248, 242)
INK = (20, 20, 24)


def real_games():
    games = []
    for path in sorted(glob.glob(os.path.join(os.path.dirname(__file__), "..", "tests/data/pages/*.expected"))):
        for line in open(path, encoding="utf-8"):
            if line.startswith("game "):
                # The move numbers dropped: a game is its moves and its result.
                words = [w.rstrip("!?") for w in line.split()[1:] if not w.rstrip(".").isdigit()]
                if words and words[-1] not in ("1-0", "0-1", "1/2-1/2", "*"):
                    words.append("*")
                if len(words) >= 20 and words not in games:
                    games.append(words)
    return games


def random_game(rng):
    board = chess.Board()
    game = chess.pgn.Game()
    node = game
    for _ in range(rng.randint(30, 90)):
        moves = list(board.legal_moves)
        if not moves:
            break
        captures = [m for m in moves if board.is_capture(m)]
        m = rng.choice(captures) if captures and rng.random() < 0.4 else rng.choice(moves)
        board.push(m)
        node = node.add_variation(m)
    result = board.result(claim_draw=True)
    if result == "*":
        result = rng.choice(["1-0", "0-1", "1/2-1/2"])
    game.headers["Result"] = result
    return [w for w in str(game.mainline_moves()).split() if not w.rstrip(".").isdigit()] + [result]


def pgn_of(words):
    return " ".join(words) + "\n"


def jipu_moves(jipu, words, notation):
    """The game's moves written by Jipu in `notation`: one list of words a ply, move numbers and result dropped."""
    out = subprocess.run([jipu, "moves", "-n", notation], input=pgn_of(words).encode(), capture_output=True, check=True)
    plies = []
    for w in out.stdout.decode().split():
        if w[0].isdigit() and w.rstrip(".").isdigit():
            continue
        if w in ("1-0", "0-1", "1/2-1/2", "½-½", "*"):
            continue
        plies.append(w)
    # `e5xd6 e.p.` is one move written as two words.
    joined = []
    for w in plies:
        if w == "e.p." and joined:
            joined[-1] += " e.p."
        else:
            joined.append(w)
    return joined


def result_word(result, lang):
    if lang == "zh":
        return {"1-0": "1-0", "0-1": "0-1", "1/2-1/2": "和棋"}.get(result, "")
    return result if result != "*" else ""


def circled(n):
    if n <= 20:
        return chr(0x2460 + n - 1)
    if n <= 35:
        return chr(0x3251 + n - 21)
    if n <= 50:
        return chr(0x32B1 + n - 36)
    return f"({n})"


def long_dash(ply):
    return ply if ply.startswith(("0-0", "O-O")) else ply.replace("-", "—")


def wrap(draw, font, words, width):
    lines, line = [], ""
    for w in words:
        trial = (line + " " + w) if line else w
        if draw.textlength(trial, font=font) > width and line:
            lines.append(line)
            line = w
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


PLAYERS_OF_PAGE = {}


def page_lines(kind, words, plies, rng, moves_limit=None):
    """The text lines of a page of `kind` (sheet: rows of cells). The players its heading names are kept in
    PLAYERS_OF_PAGE["last"] for the page's `.expected`."""
    result = words[-1]
    n_plies = len(plies) if moves_limit is None else min(len(plies), 2 * moves_limit)
    plies = plies[:n_plies]
    full = moves_limit is None or n_plies == len(words) - 1
    k = rng.randint(1, 60)
    a, b = rng.sample(range(len(PLAYERS_ZH)), 2)
    PLAYERS_OF_PAGE["last"] = (PLAYERS_EN[a], PLAYERS_EN[b]) if kind == "book-en" else (PLAYERS_ZH[a], PLAYERS_ZH[b])
    if kind == "book-zh":
        times = "×" if rng.random() < 0.6 else "x"
        heading = [f"第{k}局", f"{PLAYERS_ZH[a]}—{PLAYERS_ZH[b]}"]
        body = []
        for i, p in enumerate(plies):
            p = p.replace("x", times) if times == "×" else p
            body.append(f"{i // 2 + 1}.{p}" if i % 2 == 0 else p)
        if full and result_word(result, "zh"):
            body.append(result_word(result, "zh"))
        return heading, body
    if kind == "book-en":
        heading = [f"Game {k}", f"{PLAYERS_EN[a]} – {PLAYERS_EN[b]}"]
        body = []
        for i, p in enumerate(plies):
            if i % 2 == 0:
                body.append(f"{i // 2 + 1}.")
            body.append(p)
        if full and result:
            body.append(result)
        # `1.` and its move are kept on one line.
        merged = []
        for w in body:
            if merged and merged[-1].endswith(".") and merged[-1][:-1].isdigit():
                merged[-1] += " " + w
            else:
                merged.append(w)
        return heading, merged
    if kind == "full-zh":
        heading = [f"第{k}局  {PLAYERS_ZH[a]}—{PLAYERS_ZH[b]}"]
        rows = []
        for i in range(0, len(plies), 2):
            # The dash between the squares is long (e2—e4), as these books print it; castling keeps its hyphens.
            row = [circled(i // 2 + 1), long_dash(plies[i])]
            if i + 1 < len(plies):
                row.append(long_dash(plies[i + 1]))
            rows.append(row)
        if full and result_word(result, "zh"):
            rows.append([result_word(result, "zh")])
        return heading, rows
    # sheet
    heading = ["国际象棋记录 Record of Chess", f"白方 {PLAYERS_ZH[a]}    黑方 {PLAYERS_ZH[b]}"]
    rows = [["No.", "白方", "黑方"]]
    for i in range(0, len(plies), 2):
        rows.append([str(i // 2 + 1), plies[i], plies[i + 1] if i + 1 < len(plies) else ""])
    if full and result_word(result, "zh"):
        rows.append(["", result_word(result, "zh"), ""])
    return heading, rows


def render(kind, font_name, words, plies, rng, small):
    size = 30 if not small else 28
    font = ImageFont.truetype(FONTS[font_name], size)
    # Latin pages still need a Chinese font for nothing; Chinese pages take the Latin letters from the same font.
    head_font = ImageFont.truetype(FONTS[font_name], int(size * 1.25))
    limit = 8 if small else None
    heading, body = page_lines(kind, words, plies, rng, limit)
    height = HEIGHT if not small else 0
    img = Image.new("RGB", (WIDTH, height or 2000), PAPER)
    draw = ImageDraw.Draw(img)
    y = MARGIN
    for h in heading:
        draw.text((MARGIN, y), h, font=head_font, fill=INK)
        y += int(size * 2.0)
    y += size // 2
    step = int(size * (1.7 if kind in ("book-zh", "book-en") else 1.8))
    if kind in ("book-zh", "book-en"):
        for line in wrap(draw, font, body, WIDTH - 2 * MARGIN):
            draw.text((MARGIN, y), line, font=font, fill=INK)
            y += step
    elif kind == "full-zh":
        cols = [MARGIN, MARGIN + 90, MARGIN + 400]
        for row in body:
            for x, cell in zip(cols, row):
                draw.text((x, y), cell, font=font, fill=INK)
            y += step
    else:
        cols = [MARGIN, MARGIN + 120, MARGIN + 420, MARGIN + 720]
        top = y - size // 3
        for row in body:
            for x, cell in zip(cols, row):
                draw.text((x + 14, y), cell, font=font, fill=INK)
            y += step
        bottom = y - size // 3
        for i in range(len(body) + 1):
            yy = top + i * step
            draw.line([(cols[0], yy), (cols[-1], yy)], fill=INK, width=2)
        for x in cols:
            draw.line([(x, top), (x, bottom)], fill=INK, width=2)
    if y + MARGIN > img.height:
        raise ValueError(f"{kind}: the game does not fit on a page")
    if small:
        img = img.crop((0, 0, WIDTH, y + MARGIN // 2))
    return img


def photo(img, rng):
    """A phone photo of the page: rotation, perspective, uneven light, blur, noise (the JPEG is written by the caller)."""
    w, h = img.size
    angle = rng.uniform(1.0, 4.0) * rng.choice([-1, 1])
    img = img.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=(120, 110, 100))
    w, h = img.size
    d = 0.025
    src = [(rng.uniform(0, d) * w, rng.uniform(0, d) * h), (w - rng.uniform(0, d) * w, rng.uniform(0, d) * h),
           (w - rng.uniform(0, d) * w, h - rng.uniform(0, d) * h), (rng.uniform(0, d) * w, h - rng.uniform(0, d) * h)]
    dst = [(0, 0), (w, 0), (w, h), (0, h)]
    img = img.transform((w, h), Image.PERSPECTIVE, perspective_coeffs(dst, src), Image.BICUBIC,
                        fillcolor=(120, 110, 100))
    a = np.asarray(img).astype(np.float32)
    yy, xx = np.mgrid[0:h, 0:w]
    cx, cy = rng.uniform(0.2, 0.8) * w, rng.uniform(0.2, 0.8) * h
    light = 1.0 - 0.35 * (((xx - cx) / w) ** 2 + ((yy - cy) / h) ** 2) * 2
    light *= rng.uniform(0.75, 0.95) + 0.15 * (xx / w if rng.random() < 0.5 else yy / h)
    a = a * light[..., None]
    a += np.random.default_rng(rng.randint(0, 1 << 30)).normal(0, 6, a.shape)
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.7, 1.4)))
    scale = rng.uniform(0.75, 0.95)
    return img.resize((int(w * scale), int(h * scale)), Image.BILINEAR)


def perspective_coeffs(dst, src):
    m = []
    for (x, y), (u, v) in zip(dst, src):
        m.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        m.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    a = np.array(m, dtype=np.float64)
    b = np.array([c for p in src for c in p], dtype=np.float64)
    return np.linalg.solve(a, b).tolist()


def players():
    """`white NAME` and `black NAME` of the page last rendered, as its heading names them."""
    white, black = PLAYERS_OF_PAGE["last"]
    return f"white {white}\nblack {black}\n"


def expected(words, plies_shown):
    """`game 1. e4 e5 …` of the moves a picture shows, with the result when it shows all."""
    sans = words[:-1][:plies_shown]
    out = []
    for i, s in enumerate(sans):
        if i % 2 == 0:
            out.append(f"{i // 2 + 1}.")
        out.append(s)
    if plies_shown >= len(words) - 1:
        out.append(words[-1])
    return "game " + " ".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--games", type=int, default=24)
    ap.add_argument("--seed", type=int, default=28)
    ap.add_argument("--jipu", default=os.environ.get("JIPU", "target/release/jipu"))
    ap.add_argument("--small", action="store_true")
    ap.add_argument("--offset", type=int, default=0,
                    help="skip the first K games (a holdout corpus: --offset 24 --games 24 --seed 29 shares no game "
                         "with the default one)")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    games = real_games()
    while len(games) < args.offset + args.games:
        games.append(random_game(rng))
    games = games[args.offset: args.offset + args.games]
    os.makedirs(args.out, exist_ok=True)
    kinds = list(KIND_FONTS)
    index = []
    for g, words in enumerate(games, start=args.offset):
        kind = kinds[g % len(kinds)]
        fonts = KIND_FONTS[kind]
        font = fonts[(g // len(kinds)) % len(fonts)]
        notation = {"book-zh": "zh", "book-en": "en", "full-zh": "long", "sheet": "zh"}[kind]
        plies = jipu_moves(args.jipu, words, notation)
        try:
            img = render(kind, font, words, plies, rng, args.small)
        except ValueError as e:
            print(f"game {g + 1}: {e}; skipped", file=sys.stderr)
            continue
        shown = min(len(plies), 16) if args.small else len(plies)
        name = f"{g + 1:02}-{kind}-{font}"
        exp = expected(words, shown) + "\n" + players()
        if args.small:
            img.convert("L").save(os.path.join(args.out, name + ".png"), optimize=True)
            open(os.path.join(args.out, name + ".expected"), "w", encoding="utf-8").write(exp)
            page = img
            if kind in ("book-zh", "book-en") and g < len(kinds):
                # The same page with White's fifth move misprinted as a king's move no position of an opening
                # allows: the reader must stop there, after 8 plies, and not take a move that merely looks alike.
                bad = list(plies)
                bad[8] = "王h5" if kind == "book-zh" else "Kh5"
                img = render(kind, font, words, bad, random.Random(g), args.small)
                img.convert("L").save(os.path.join(args.out, name + "-misprint.png"), optimize=True)
                open(os.path.join(args.out, name + "-misprint.expected"), "w", encoding="utf-8").write(
                    expected(words, shown) + "\n" + players() + "stop 8\n")
            if kind in ("book-en", "full-zh") and g < len(kinds):
                # A phone photo of the page (its own random numbers, so the other pictures stay as they were): the
                # page tilted on a dark table, whose edges must not run the lines together.
                ph = photo(page, random.Random(1000 + g)).convert("L")
                ph.save(os.path.join(args.out, name + "-photo.jpg"), quality=60, optimize=True)
                open(os.path.join(args.out, name + "-photo.expected"), "w", encoding="utf-8").write(exp)
            continue
        img.save(os.path.join(args.out, name + ".png"), optimize=True)
        open(os.path.join(args.out, name + ".expected"), "w", encoding="utf-8").write(exp)
        ph = photo(img, rng)
        ph.save(os.path.join(args.out, name + "-photo.jpg"), quality=rng.randint(50, 75))
        open(os.path.join(args.out, name + "-photo.expected"), "w", encoding="utf-8").write(exp)
        index.append({"name": name, "kind": kind, "font": font, "plies": len(plies)})
    if not args.small:
        json.dump(index, open(os.path.join(args.out, "index.json"), "w"), indent=1)


if __name__ == "__main__":
    main()
