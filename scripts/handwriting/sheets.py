"""Whole sheets: a printed form filled in by one writer with a legal game, its header and result, then photographed.

Each sheet gives `sheet-NNNNNN.png` (the photo or scan), `.pgn` (the whole game) and `.json` (the ground truth for
a form finder and a cell reader: the page's corners in the picture, every move cell's quad and what is written in it,
crossed-out tries, ink leaving its cell, the header fields' quads and texts, the writer and the damage done).
Moves past the form's last row are not written (a real game goes on on a second sheet); the JSON says how many are.
"""
import json
import os

import chess
import numpy as np

import moves as mv
from cellwriting import STRIKES, CellStyle, write_in_cell
from pen import lay_ink, render_word
from photo import photograph

PAPER = [(1.0, 1.0, 1.0), (0.99, 0.98, 0.95), (0.97, 0.97, 0.97), (0.98, 0.97, 0.92)]


def wrong_try(board, move, habits, rng):
    """A first try a writer crosses out: another legal move, or the right one miswritten."""
    legal = [m for m in board.legal_moves if m != move]
    if legal and rng.random() < 0.6:
        return mv.spell(board, legal[rng.integers(len(legal))], habits, rng)
    text = mv.spell(board, move, habits, rng)
    i = int(rng.integers(len(text)))
    swap = {"1": "7", "3": "8", "5": "6", "6": "5", "b": "d", "d": "b", "c": "e", "e": "c", "f": "t", "g": "q"}
    return text[:i] + swap.get(text[i], text[i]) + text[i + 1:] if text[i] in swap else text + "?"


def fill_sheet(form, hands, rng, game=None):
    """Writes a game into the form. Returns the page (float RGB), the ground truth (page coordinates), and the PGN."""
    page = np.asarray(form.image, np.float32) / 255.0
    page = page * np.array(PAPER[rng.integers(len(PAPER))], np.float32)
    lang = ("en" if rng.random() < 0.5 else "zh") if form.name == "jipu" else ("en" if rng.random() < 0.88 else "zh")
    habits = mv.Habits(rng, lang=lang)
    writer = hands.writer(rng)
    if game is None:
        moves_, result = mv.plausible_game(rng)
        pgn_headers = {}
    else:
        moves_, result, pgn_headers = game
    row_h = form.cells[0]["box"][3] - form.cells[0]["box"][1]
    style = CellStyle(rng, row_h)
    cells = {(c["move"], c["side"]): c for c in form.cells}
    truth_cells = []
    board = chess.Board()
    written = 0
    p_strike = float(rng.choice([0.0, 0.02, 0.06], p=[0.4, 0.4, 0.2]))
    for ply, m in enumerate(moves_):
        key = (ply // 2 + 1, "white" if ply % 2 == 0 else "black")
        if key not in cells:
            break
        san = board.san(m)
        text = mv.spell(board, m, habits, rng)
        struck = strike = None
        if rng.random() < p_strike:
            struck, strike = wrong_try(board, m, habits, rng), str(rng.choice(STRIKES))
        info = write_in_cell(page, cells[key]["box"], text, writer, style, rng, struck=struck, strike=strike)
        truth_cells.append(dict(move=key[0], side=key[1], ply=ply, kind="move", san=san, text=text,
                                box=cells[key]["box"], **info))
        board.push(m)
        written += 1
    # The result: on the result line, and sometimes also in the cell after the last move.
    result_text = mv.written_result(result, lang, rng)
    next_key = (written // 2 + 1, "white" if written % 2 == 0 else "black")
    if result_text and next_key in cells and written == len(moves_) and rng.random() < 0.3:
        info = write_in_cell(page, cells[next_key]["box"], result_text, writer, style, rng, leave=False)
        truth_cells.append(dict(move=next_key[0], side=next_key[1], ply=None, kind="result", san=None,
                                text=result_text, box=cells[next_key]["box"], **info))
    used = {(c["move"], c["side"]) for c in truth_cells}
    for c in form.cells:
        if (c["move"], c["side"]) not in used:
            truth_cells.append(dict(move=c["move"], side=c["side"], ply=None, kind="empty", san=None, text="",
                                    box=c["box"], leaves_cell=False))
    truth_cells.sort(key=lambda c: (c["move"], c["side"] == "black"))
    # The header.
    head = mv.header(rng, lang, result)
    fields = []
    for name, box in form.fields.items():
        text = head.get(name, "")
        # A round's pre-filled sheet has its header printed: only the result and the signatures are written.
        if form.prefilled and not (name == "result" or name.endswith("signature") or name.startswith("tick_")):
            continue
        if name == "result":
            text = result_text if rng.random() < 0.85 else ""
        elif name.startswith("tick_"):
            text = {"tick_white": "1-0", "tick_draw": "1/2-1/2", "tick_black": "0-1"}[name]
            if text == result and rng.random() < 0.6:
                write_tick(page, box, writer, rng)
                fields.append({"name": name, "text": "✓", "box": box})
            continue
        elif name.endswith("signature") or name == "arbiter":
            who = {"white_signature": head.get("white") or "", "black_signature": head.get("black") or ""}.get(name, "")
            if who and rng.random() < 0.5:
                text = who.split()[-1].strip(",.")
        if not text or not hands.can_write(text):
            continue
        x0, y0, x1, y1 = box
        h = y1 - y0
        cap = min(h * rng.uniform(0.4, 0.6), row_h * style.size * 1.1)
        word = render_word(text, writer, cap, rng)
        ww = word.box[2] - word.box[0]
        if ww > (x1 - x0) * 0.95:
            word = render_word(text, writer, cap * (x1 - x0) * 0.93 / ww, rng)
            ww = word.box[2] - word.box[0]
        x = x0 + rng.uniform(0.0, max(0.0, min((x1 - x0) - ww, 0.25 * (x1 - x0))))
        base = y1 - h * rng.uniform(0.18, 0.32)
        ox = x - (word.box[0] - word.origin[0])
        lay_ink(page, word, ox, base, writer.ink.colour)
        fields.append({"name": name, "text": text, "box": box})
    tags = {"Event": head.get("event") or "?", "Site": head.get("site") or "?", "Date": "????.??.??",
            "Round": head.get("round") or "?", "White": head.get("white") or "?", "Black": head.get("black") or "?"}
    tags.update({k: v for k, v in pgn_headers.items() if k in ("Event", "Site", "Date", "Round", "White", "Black")})
    tags.update(form.prefilled or {})
    pgn = mv.pgn_text(moves_, result, tags)
    truth = {"form": form.name, "lang": lang, "result": result, "plies": len(moves_), "plies_on_sheet": written,
             "writer": writer.describe(), "habits": habits.describe(),
             "style": {k: (round(v, 3) if isinstance(v, float) else v) for k, v in vars(style).items()},
             "cells": truth_cells, "fields": fields}
    return page, truth, pgn


def write_tick(page, box, writer, rng):
    """A tick or a cross in a result box."""
    x0, y0, x1, y1 = box
    h = y1 - y0
    word = render_word("x" if rng.random() < 0.5 else "v", writer, h * 0.9, rng)
    lay_ink(page, word, x0 + 0.15 * h - (word.box[0] - word.origin[0]), y1 - 0.1 * h, writer.ink.colour)


def quad_of(geo, box):
    x0, y0, x1, y1 = box
    q = geo.forward([[x0, y0], [x1, y0], [x1, y1], [x0, y1]])
    return [[round(float(a), 1), round(float(b), 1)] for a, b in q]


def make_sheet(index, seed, hands, form_of, out, game=None, kind=None):
    """Sheet number `index` of the seed: fills the form chosen for it, photographs it (or scans it: `kind`), writes
    PNG, PGN and JSON."""
    rng = np.random.default_rng([seed, 2, index])
    form = form_of(index, rng)
    page, truth, pgn = fill_sheet(form, hands, rng, game)
    img, geo, info = photograph(page, rng, kind)
    name = f"sheet-{index:06d}"
    img.save(os.path.join(out, name + ".png"), optimize=False, compress_level=3)
    with open(os.path.join(out, name + ".pgn"), "w", encoding="utf-8") as f:
        f.write(pgn)
    H, W = page.shape[:2]
    for c in truth["cells"]:
        c["quad"] = quad_of(geo, c["box"])
        c["page_box"] = [round(float(v), 1) for v in c.pop("box")]
    for f_ in truth["fields"]:
        f_["quad"] = quad_of(geo, f_["box"])
        f_["page_box"] = [round(float(v), 1) for v in f_.pop("box")]
    truth = {"image": name + ".png", "pgn": name + ".pgn", "seed": seed, "index": index,
             "picture": info, "page_size": [W, H], "page_dpi": 150,
             "page_quad": quad_of(geo, [0, 0, W, H]), **truth}
    with open(os.path.join(out, name + ".json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=None, separators=(",", ":"))
    return sum(c.get("words", 0) for c in truth["cells"]) + len(truth["fields"])
