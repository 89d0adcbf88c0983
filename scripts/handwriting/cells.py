"""Cell crops for a line recogniser: one written entry in a scoresheet cell, cut as a form finder would cut it.

Each crop is what Jipu's reader would pass its recogniser for one cell: the cell and a little around it (so its ruling
shows at the edges, sometimes cut just inside it), scaled to `height` pixels (48, `LINE_HEIGHT` in
src/picture/recognise.rs). Around the cell a small piece of form is drawn — the cells above and below written by the
same hand, the next column, the printed number column — so that the neighbours' ink reaches in where it does on
real sheets. Sometimes the move is crossed out and written again beside or above it, sometimes it leaves its cell.
Then the crop is turned and skewed a little (an imperfect dewarp) and damaged as a photo or a scan is.

What is written: mostly a move of a legal game spelled as that writer does (moves.py), sometimes a result, a move
number or a header field. The label is the entry that counts: a crossed-out try is not in it, and ink of the
neighbours is not either (both are in the metadata).
"""
import io
import os

import chess
import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

import moves as mv
import sources
from cellwriting import STRIKES, CellStyle, write_in_cell
from pen import smooth_field

K = 2  # the form piece is drawn at twice the crop's final scale, then reduced
_games = {}


def game_for(seed, index, pgn_games):
    """The game a cell takes its move from: one game for each block of 24 cells, so that games are not made per cell."""
    block = index // 24
    if pgn_games:
        rng = np.random.default_rng([seed, 3, block])
        return pgn_games[rng.integers(len(pgn_games))][:2]
    key = (seed, block)
    if key not in _games:
        if len(_games) > 8:
            _games.clear()
        _games[key] = mv.plausible_game(np.random.default_rng([seed, 3, block]))
    return _games[key]


def position_at(moves_, ply):
    board = chess.Board()
    for m in moves_[:ply]:
        board.push(m)
    return board


def entry(rng, seed, index, pgn_games, habits):
    """What the cell holds: (kind, text, extra) and a function giving texts for its neighbours."""
    r = rng.random()
    game, result = game_for(seed, index, pgn_games)
    if r < 0.86 and game:
        ply = int(rng.integers(len(game)))
        board = position_at(game, ply)
        text = mv.spell(board, game[ply], habits, rng)
        return "move", text, {"san": board.san(game[ply]), "ply": ply}, board, game[ply]
    if r < 0.90:
        res = str(rng.choice(["1-0", "0-1", "1/2-1/2"]))
        return "result", mv.written_result(res, habits.lang, rng) or res, {}, None, None
    if r < 0.93:
        n = int(rng.integers(1, 100))
        return "number", str(rng.choice([f"{n}", f"{n}.", f"{n}"])), {}, None, None
    head = {k: v for k, v in mv.header(rng, habits.lang, "1-0").items() if v}
    k = sorted(head)[int(rng.integers(len(head)))] if head else "round"
    return "header", head.get(k, "1"), {"field": k}, None, None


def neighbour_text(rng, seed, index, pgn_games, habits):
    game, _ = game_for(seed, index + 1000003, pgn_games)
    if not game:
        return "e4"
    ply = int(rng.integers(len(game)))
    return mv.spell(position_at(game, ply), game[ply], habits, rng)


def make_cell(index, seed, hands, pgn_games, height=48):
    """Cell number `index` of the seed: returns (PIL image, label, metadata, words drawn)."""
    rng = np.random.default_rng([seed, 1, index])
    habits = mv.Habits(rng)
    writer = hands.writer(rng)
    kind, text, extra, board, move = entry(rng, seed, index, pgn_games, habits)
    if not hands.can_write(text):
        kind, text, extra, board, move = "move", "e4", {"san": "e4", "ply": 0}, chess.Board(), chess.Move.from_uci("e2e4")
    # The crop's margins around the cell, in cell heights (negative: cut inside the rule).
    mt, mb = rng.uniform(-0.03, 0.2), rng.uniform(-0.03, 0.2)
    ml, mr = rng.uniform(-0.03, 0.25), rng.uniform(-0.03, 0.25)
    ch = K * height / (1 + mt + mb)
    aspect = float(rng.choice([rng.uniform(3.0, 4.5), rng.uniform(4.5, 6.0), rng.uniform(6.0, 7.5)], p=[0.3, 0.45, 0.25]))
    cw = ch * aspect
    side = "white" if rng.random() < 0.5 else "black"
    lw = ch * rng.uniform(1.0, 1.5) if side == "white" else cw
    rw = cw if side == "white" else ch * rng.uniform(0.8, 1.5)
    W, H = int(lw + cw + rw), int(3 * ch)
    paper = np.array([1.0, 1.0, 1.0]) * rng.uniform(0.9, 1.0) - [0, rng.uniform(0, 0.01), rng.uniform(0, 0.04)]
    pic = np.ones((H, W, 3), np.float32) * paper.astype(np.float32)
    cx0, cy0, cx1, cy1 = lw, ch, lw + cw, 2 * ch
    # The number column shaded grey (as on many forms), and sometimes the move cells too.
    shade = rng.uniform(0.78, 0.92)
    number_col = (0, lw) if side == "white" else (lw + cw, W)
    if rng.random() < 0.5:
        pic[:, int(number_col[0]):int(number_col[1])] *= shade
    if rng.random() < 0.08:
        pic[int(cy0):int(cy1), int(cx0):int(cx1)] *= rng.uniform(0.88, 0.96)
    style = CellStyle(rng, ch)
    words = 0
    # Neighbours written by the same hand: above, below, and the other move column.
    neigh = []
    for dy in (-1, 1):
        if rng.random() < 0.75:
            neigh.append([cx0, cy0 + dy * ch, cx1, cy1 + dy * ch])
    other = [0, cy0, lw, cy1] if side == "black" else [lw + cw, cy0, W, cy1]
    if rng.random() < 0.8:
        for dy in (-1, 0, 1):
            neigh.append([other[0], other[1] + dy * ch, other[2], other[3] + dy * ch])
    for box in neigh:
        info = write_in_cell(pic, box, neighbour_text(rng, seed, index, pgn_games, habits), writer, style, rng,
                             run_over=False)
        words += info["words"]
    # The ruling, over the paper and under nothing (ink lies on top of the print, but the print is drawn first in
    # life; drawing it after the neighbours is close enough at this size, and the target is drawn after it).
    rule = draw_ruling(pic, rng, [0, lw, lw + cw, W], [0, ch, 2 * ch, H], number_col, ch, side)
    struck = strike = None
    if rng.random() < 0.07:
        if board is not None:
            legal = [m for m in board.legal_moves if m != move]
            struck = mv.spell(board, legal[rng.integers(len(legal))], habits, rng) if legal else text + "?"
        else:
            struck = text[::-1] if len(text) > 1 else text + "?"
        strike = str(rng.choice(STRIKES))
    # The entry itself may cross the upper or lower rule, but is not let run out of the crop sideways: its label
    # would name letters the crop does not show.
    info = write_in_cell(pic, [cx0, cy0, cx1, cy1], text, writer, style, rng, struck=struck, strike=strike,
                         run_over=False)
    words += info["words"]
    # The crop: the cell and its margins, turned and skewed a little.
    q = np.array([[cx0 - ml * ch, cy0 - mt * ch], [cx0 - ml * ch, cy1 + mb * ch],
                  [cx1 + mr * ch, cy1 + mb * ch], [cx1 + mr * ch, cy0 - mt * ch]])
    q += rng.normal(0, 0.025 * ch, q.shape)
    crop_h = (q[1, 1] - q[0, 1] + q[2, 1] - q[3, 1]) / 2
    crop_w = (q[2, 0] - q[1, 0] + q[3, 0] - q[0, 0]) / 2
    ow = max(8, int(round(height * crop_w / crop_h)))
    img = Image.fromarray((np.clip(pic, 0, 1) * 255).astype(np.uint8), "RGB")
    img = img.transform((ow * K, height * K), Image.QUAD, q.flatten().tolist(), Image.BILINEAR)
    img = img.resize((ow, height), Image.BOX)
    img, damage = damage_cell(img, rng)
    meta = {"text": text, "kind": kind, **extra, "lang": habits.lang, "side": side, "writer": writer.describe(),
            "struck": struck, "strike": strike, "leaves_cell": info["leaves_cell"], "rewritten": info.get("rewritten"),
            "neighbours": len(neigh), "aspect": round(aspect, 2), "ruling": rule, "damage": damage}
    return img, text, meta, words


def draw_ruling(pic, rng, xs, ys, number_col, ch, side):
    H, W = pic.shape[:2]
    grey = rng.uniform(0.05, 0.6)
    t = int(rng.integers(1, 4))
    img = Image.fromarray((np.clip(pic, 0, 1) * 255).astype(np.uint8), "RGB")
    d = ImageDraw.Draw(img)
    c = tuple(int(grey * 255) for _ in range(3))
    for x in xs[1:-1]:
        d.line([(x, 0), (x, H)], fill=c, width=t)
    for y in ys[1:-1]:
        d.line([(0, y), (W, y)], fill=c, width=t)
    # The printed move numbers in the number column.
    if os.path.exists(sources.PRINT_FONT):
        f = ImageFont.truetype(sources.PRINT_FONT, max(8, int(ch * rng.uniform(0.35, 0.5))))
        n = int(rng.integers(1, 60))
        for r in range(3):
            x = (number_col[0] + number_col[1]) / 2
            d.text((x, ys[r] + ch / 2), str(n - 1 + r), font=f, fill=(30, 30, 30), anchor="mm")
    pic[:] = np.asarray(img, np.float32) / 255.0
    return {"grey": round(grey, 2), "width": t}


def damage_cell(img, rng):
    """Light, blur, lost resolution, noise and JPEG, as the cell of a photo or a scan has them."""
    a = np.asarray(img, np.float32) / 255.0
    h, w = a.shape[:2]
    light = smooth_field(rng, h, w, max(8, w // 2), rng.uniform(0.8, 1.0), 1.0) * rng.uniform(0.88, 1.1)
    a = a * light[..., None] * (1 + rng.normal(0, 0.012, 3)).astype(np.float32)
    a = a + rng.normal(0, rng.uniform(0.0, 0.04), a.shape).astype(np.float32)
    img = Image.fromarray((np.clip(a, 0, 1) * 255).astype(np.uint8), "RGB")
    low = rng.uniform(0.35, 1.0) if rng.random() < 0.5 else 1.0
    if low < 1.0:
        img = img.resize((max(4, int(w * low)), max(4, int(h * low))), Image.BILINEAR).resize((w, h), Image.BILINEAR)
    blur = rng.uniform(0.0, 1.2)
    if blur > 0.3:
        img = img.filter(ImageFilter.GaussianBlur(blur))
    q = int(rng.integers(30, 95)) if rng.random() < 0.5 else None
    if q:
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=q)
        img = Image.open(io.BytesIO(buf.getvalue())).convert("RGB")
    return img, {"low_res": round(low, 2), "blur": round(blur, 2), "jpeg_quality": q}
