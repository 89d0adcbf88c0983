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
Needs python3 with reportlab, Pillow, numpy and python-chess, and poppler-utils (`pdftoppm`).
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

import chess
import numpy as np
from PIL import Image, ImageFilter
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import cm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import BaseDocTemplate, Frame, FrameBreak, PageTemplate, Paragraph, Spacer, Table, TableStyle
from reportlab.platypus.flowables import BalancedColumns

FONT_FILES = {
    "LSerif": ("/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf", 0),
    "LSerifIt": ("/usr/share/fonts/truetype/liberation/LiberationSerif-Italic.ttf", 0),
    "LSerifBd": ("/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf", 0),
    "LSans": ("/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf", 0),
    "LSansBd": ("/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf", 0),
    "UMing": ("/usr/share/fonts/truetype/arphic/uming.ttc", 0),
    "UKai": ("/usr/share/fonts/truetype/arphic/ukai.ttc", 0),
    "ZenHei": ("/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", 0),
    "GBSong": ("/usr/share/fonts/truetype/arphic-gbsn00lp/gbsn00lp.ttf", 0),
    "MicroHei": ("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", 0),
    "WenKai": ("/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Regular.ttf", 0),
}
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
# A Latin face's circled numbers taken from a Chinese face of the same set (the full notation's numbers).
FACES_WITH_CIRCLES = {"LSerif": "UMing", "LSans": "ZenHei", "Times-Roman": "GBSong", "Helvetica": "MicroHei"}
ZH_PIECES = {"K": "王", "Q": "后", "R": "车", "B": "象", "N": "马"}
PLAYERS_EN = ["Petrov", "Lasker", "Rubinstein", "Tal", "Smyslov", "Keres", "Bronstein", "Larsen", "Spassky", "Hort"]
PLAYERS_ZH = ["叶江川", "徐俊", "彭小民", "诸宸", "许昱华", "王玥", "卜祥志", "周健超", "赵骏", "张忠"]
REMARKS_EN = ["Both sides have chances.", "A sharp position, typical of this opening.",
              "White keeps the initiative for the moment.", "Black had to be careful here.",
              "This quiet move prepares a long plan on the queenside."]
REMARKS_ZH = ["双方都有机会。", "局面复杂，黑方必须小心。", "白方保持主动。", "这是本变化的典型局面。", "黑方准备在后翼展开反击。"]
HEADS_EN = ["CHESS REVIEW", "SELECTED GAMES", "The Middlegame in Practice"]
HEADS_ZH = ["国际象棋精选", "对局选评", "中局的实战"]


def register_fonts():
    for name, (path, index) in FONT_FILES.items():
        if os.path.exists(path):
            pdfmetrics.registerFont(TTFont(name, path, subfontIndex=index))


def random_game(rng, plies):
    """A random legal game of at most `plies` plies: its SAN moves and its result."""
    board = chess.Board()
    sans = []
    while len(sans) < plies and not board.is_game_over():
        moves = list(board.legal_moves)
        captures = [m for m in moves if board.is_capture(m)]
        m = rng.choice(captures) if captures and rng.random() < 0.35 else rng.choice(moves)
        sans.append(board.san(m))
        board.push(m)
    result = board.result(claim_draw=True)
    if result == "*":
        result = rng.choice(["1-0", "0-1", "1/2-1/2"])
    return sans, result


def written(san, lang, times, rng=None):
    """A SAN move as the page prints it: piece letters in Chinese (`马f3`, `bxa1=后`), or mixed move by move when
    `rng` is given; captures as `x` or `×`."""
    zh = lang == "zh" if rng is None else rng.random() < 0.5
    out = san
    if zh:
        out = "".join(ZH_PIECES.get(c, c) for c in out)
    return out.replace("x", times)


def result_text(result, lang):
    if lang == "zh":
        return {"1-0": "1-0", "0-1": "0-1", "1/2-1/2": "和棋"}[result]
    return result


def escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def book(kind, lang, faces, sans, result, rng, out_pdf, small):
    body_face, remark_face, head_face = faces
    size = 10.5 if not small else 12
    leading = size * 1.45
    body = ParagraphStyle("body", fontName=body_face, fontSize=size, leading=leading, alignment=TA_JUSTIFY,
                          wordWrap=None)
    remark = ParagraphStyle("remark", parent=body, fontName=remark_face, spaceBefore=size * 0.5,
                            spaceAfter=size * 0.5, alignment=TA_LEFT, leftIndent=size)
    head = ParagraphStyle("head", fontName=head_face, fontSize=size * 1.5, leading=size * 2.0, alignment=TA_LEFT,
                          spaceAfter=size * 0.8)
    times = "×" if lang == "zh" and rng.random() < 0.6 else "x"
    number = rng.randint(2, 80)
    a, b = rng.sample(range(10), 2)
    if lang == "zh":
        title = f"第{number}局　{PLAYERS_ZH[a]}—{PLAYERS_ZH[b]}"
    else:
        title = f"Game {number}　{PLAYERS_EN[a]} – {PLAYERS_EN[b]}"
    # The moves cut into paragraphs, with remarks between them (never after the last).
    words = []
    for i, s in enumerate(sans):
        w = written(s, lang, times)
        if i % 2 == 0:
            # A number and its move are kept on one line, as typesetters do (a no-break space).
            words.append(f"{i // 2 + 1}.{w}" if lang == "zh" else f"{i // 2 + 1}.\u00a0{w}")
        else:
            words.append(w)
    cuts = sorted(rng.sample(range(4, max(5, len(sans) - 4), 2), min(2 if not small else 1,
                                                                       max(0, (len(sans) - 8) // 8))))
    story_moves = []
    start = 0
    for c in cuts + [len(sans)]:
        story_moves.append(words[start:c])
        start = c
    remarks = REMARKS_ZH if lang == "zh" else REMARKS_EN
    story = []
    for k, chunk in enumerate(story_moves):
        text = " ".join(chunk)
        if k == len(story_moves) - 1 and result:
            text += " " + result_text(result, lang)
        story.append(Paragraph(escape(text), body))
    said = rng.sample(remarks, len(story_moves) - 1)
    for k in range(len(story_moves) - 1, 0, -1):
        story.insert(k, Paragraph(escape(said[k - 1]), remark))
    width, height = A4
    margin = 2.0 * cm
    head_text = rng.choice(HEADS_ZH if lang == "zh" else HEADS_EN)
    folio = rng.randint(11, 240)

    def furniture(canvas, doc):
        canvas.saveState()
        canvas.setFont(body_face, size * 0.8)
        canvas.drawString(margin, page_height - margin * 0.7, head_text)
        canvas.setLineWidth(0.6)
        canvas.line(margin, page_height - margin * 0.7 - 4, width - margin, page_height - margin * 0.7 - 4)
        canvas.drawCentredString(width / 2, margin * 0.5, str(folio))
        canvas.restoreState()

    page_height = height if not small else height * 0.5
    doc = BaseDocTemplate(out_pdf, pagesize=(width, page_height), leftMargin=margin, rightMargin=margin,
                          topMargin=margin, bottomMargin=margin)
    title_h = size * 3.2
    top = page_height - margin - title_h
    frames = [Frame(margin, page_height - margin - title_h, width - 2 * margin, title_h, id="title",
                    leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)]
    frames.append(Frame(margin, margin, width - 2 * margin, top - margin, id="body",
                        leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0))
    if kind == "book2":
        # Two columns balanced by the typesetter, a rule between them on some pages.
        gap = rng.uniform(0.8, 1.1) * cm
        rule = rng.random() < 0.5
        story = [BalancedColumns(story, nCols=2, endSlack=0.1, innerPadding=gap, leftPadding=0, rightPadding=0,
                                 vLinesStrokeColor=colors.black if rule else None, vLinesStrokeWidth=0.5 if rule else None)]
    doc.addPageTemplates([PageTemplate(id="page", frames=frames, onPage=furniture)])
    doc.build([Paragraph(escape(title), head), FrameBreak()] + story)
    return doc.page


def numbered_page(out_pdf, face, size, rng, height_share=1.0):
    """An A4 page (or the top `height_share` of one) of one frame within 2 cm margins, its number at the foot in
    `face`: the document a table or a list of moves is built into."""
    width, height = A4
    margin = 2.0 * cm
    page_height = height * height_share
    doc = BaseDocTemplate(out_pdf, pagesize=(width, page_height), leftMargin=margin, rightMargin=margin,
                          topMargin=margin, bottomMargin=margin)
    folio = rng.randint(11, 240)

    def on_page(canvas, doc):
        canvas.saveState()
        canvas.setFont(face, size * 0.8)
        canvas.drawCentredString(width / 2, margin * 0.5, str(folio))
        canvas.restoreState()

    doc.addPageTemplates([PageTemplate(id="page", frames=[Frame(margin, margin, width - 2 * margin,
                                                                 page_height - 2 * margin)], onPage=on_page)])
    return doc


def score_table(lang, faces, cell_faces, sans, result, rng, out_pdf, small):
    """A score table; its cells set in `cell_faces`' body face (a Chinese face, whose Latin letters the English moves
    take too: the piece letters are mixed), the heading and the column heads in `faces`'."""
    body_face, _, head_face = faces
    cell_face = cell_faces[0]
    size = 10 if not small else 11
    blocks = rng.choice([2, 3]) if not small else 2
    rows = -(-((len(sans) + 1) // 2) // blocks)
    rows = max(rows, 4)
    ruled = rng.random() < 0.6
    times = "x" if rng.random() < 0.7 else "×"
    a, b = rng.sample(range(10), 2)
    if lang == "zh":
        title = f"记录　{PLAYERS_ZH[a]}（白）—{PLAYERS_ZH[b]}（黑）"
        header = rng.choice([["步", "白方", "黑方"], ["", "白", "黑"]])
    else:
        title = f"Score of the game　{PLAYERS_EN[a]} – {PLAYERS_EN[b]}"
        header = rng.choice([["No.", "White", "Black"], ["", "White", "Black"]])
    cells = [written(s, lang, times, rng) for s in sans]
    data = [[] for _ in range(rows + 1)]
    widths = []
    for k in range(blocks):
        if k:
            for r in range(rows + 1):
                data[r].append("")
            widths.append(0.8 * cm)
        for r in range(rows + 1):
            if r == 0:
                data[r].extend(header)
                continue
            move = k * rows + r
            w, bl = 2 * (move - 1), 2 * (move - 1) + 1
            data[r].append(str(move) if w < len(cells) or k == 0 else "")
            data[r].append(cells[w] if w < len(cells) else "")
            data[r].append(cells[bl] if bl < len(cells) else "")
        widths.extend([1.1 * cm, 2.3 * cm, 2.3 * cm])
    style = [("FONT", (0, 0), (-1, -1), cell_face, size), ("FONT", (0, 0), (-1, 0), head_face, size),
             ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("ALIGN", (0, 0), (-1, -1), "LEFT"),
             ("TOPPADDING", (0, 0), (-1, -1), 3), ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]
    for k in range(blocks):
        c0 = k * 4
        style.append(("ALIGN", (c0, 1), (c0, -1), "RIGHT"))
        if ruled:
            style.append(("GRID", (c0, 0), (c0 + 2, -1), 0.6, colors.black))
        else:
            style.append(("LINEBELOW", (c0, 0), (c0 + 2, 0), 0.6, colors.black))
    doc = numbered_page(out_pdf, body_face, size, rng, height_share=1.0 if not small else 0.5)
    head = ParagraphStyle("head", fontName=head_face, fontSize=size * 1.4, leading=size * 2.0, alignment=TA_LEFT,
                          spaceAfter=size)
    res = ParagraphStyle("res", fontName=body_face, fontSize=size * 1.2, leading=size * 2, alignment=TA_CENTER,
                         spaceBefore=size)
    table = Table(data, colWidths=widths, hAlign="LEFT")
    table.setStyle(TableStyle(style))
    ending = [Spacer(1, size), Paragraph(result_text(result, lang), res)] if result else []
    doc.build([Paragraph(escape(title), head), table] + ending)
    return doc.page


def long_moves(sans):
    """Each move of `sans` in the long notation's parts: (piece letter or "", from, capture, to, promotion, check,
    castling "0-0"/"0-0-0" or None)."""
    board = chess.Board()
    out = []
    for san in sans:
        m = board.parse_san(san)
        castle = None
        if board.is_castling(m):
            castle = "0-0" if chess.square_file(m.to_square) > chess.square_file(m.from_square) else "0-0-0"
        piece = board.piece_at(m.from_square).symbol().upper()
        capture = board.is_capture(m)
        promo = chess.piece_symbol(m.promotion).upper() if m.promotion else ""
        board.push(m)
        check = "#" if board.is_checkmate() else "+" if board.is_check() else ""
        out.append(("" if piece == "P" else piece, chess.square_name(m.from_square), capture,
                    chess.square_name(m.to_square), promo, check, castle))
    return out


def long_written(move, lang, dash, times):
    """A move in the full (long) notation a book prints: `马g1—f3`, `e4xd5`, `0-0`; piece names in Chinese for
    `zh`."""
    piece, frm, capture, to, promo, check, castle = move
    if castle:
        return castle + check
    name = ZH_PIECES.get(piece, piece) if lang == "zh" else piece
    if promo:
        promo = "=" + (ZH_PIECES.get(promo, promo) if lang == "zh" else promo)
    return f"{name}{frm}{times if capture else dash}{to}{promo}{check}"


def circled(n):
    """①…㊿ for 1…50."""
    if n <= 20:
        return chr(0x2460 + n - 1)
    if n <= 35:
        return chr(0x3251 + n - 21)
    return chr(0x32B1 + n - 36)


def full_notation(lang, faces, moves, result, rng, out_pdf):
    """A game in the full notation, one move a line: a circled number, White's and Black's moves in aligned
    columns (no ruling), as Chinese game collections print it; past move 50 the numbers are plain."""
    body_face, _, head_face = faces
    size = 11
    dash = "—" if lang == "zh" or rng.random() < 0.5 else "-"
    times = "x" if rng.random() < 0.6 else ":"
    a, b = rng.sample(range(10), 2)
    number = rng.randint(2, 80)
    title = f"第{number}局　{PLAYERS_ZH[a]}—{PLAYERS_ZH[b]}" if lang == "zh" else \
        f"Game {number}　{PLAYERS_EN[a]} – {PLAYERS_EN[b]}"
    data = []
    for k in range(0, len(moves), 2):
        n = k // 2 + 1
        row = [circled(n) if n <= 50 else f"{n}.", long_written(moves[k], lang, dash, times)]
        row.append(long_written(moves[k + 1], lang, dash, times) if k + 1 < len(moves) else "")
        data.append(row)
    doc = numbered_page(out_pdf, body_face, size, rng)
    head = ParagraphStyle("head", fontName=head_face, fontSize=size * 1.4, leading=size * 2.0, alignment=TA_LEFT,
                          spaceAfter=size)
    res = ParagraphStyle("res", fontName=body_face, fontSize=size * 1.1, leading=size * 2, alignment=TA_LEFT,
                         spaceBefore=size * 0.5)
    table = Table(data, colWidths=[1.2 * cm, 4.0 * cm, 4.0 * cm], hAlign="LEFT")
    # The numbers' face: a Chinese face has the circled numbers, a Latin one may not.
    number_face = FACES_WITH_CIRCLES.get(body_face, body_face)
    table.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), body_face, size), ("FONT", (0, 0), (0, -1), number_face, size),
                               ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]))
    ending = [Paragraph(result_text(result, lang), res)] if result else []
    doc.build([Paragraph(escape(title), head), table] + ending)
    return doc.page


def prose(lang, faces, sans, result, rng, out_pdf):
    """A game told in running text, its moves inside the sentences (`After 1. e4 e5 2. Nf3 d6 White went on with
    3. d4, …`), one column justified: how a magazine's report or a blog prints a game."""
    body_face, _, head_face = faces
    size = 10.5
    body = ParagraphStyle("body", fontName=body_face, fontSize=size, leading=size * 1.5, alignment=TA_JUSTIFY)
    head = ParagraphStyle("head", fontName=head_face, fontSize=size * 1.5, leading=size * 2.0, alignment=TA_LEFT,
                          spaceAfter=size * 0.8)
    a, b = rng.sample(range(10), 2)
    if lang == "zh":
        title = f"{PLAYERS_ZH[a]}—{PLAYERS_ZH[b]}"
        joins = ["开局走成", "接下来", "随后双方走了", "白方继续", "对局进行到", "之后"]
        ends = ["，局面复杂。", "，双方都有机会。", "。", "，黑方必须小心。"]
    else:
        title = f"{PLAYERS_EN[a]} – {PLAYERS_EN[b]}"
        joins = ["The game began", "Then came", "After", "Play went on with", "The next moves were", "Then"]
        ends = [" and the position was balanced.", ", with chances for both sides.", ".",
                " and Black had to be careful."]
    sentences = []
    i = 0
    while i < len(sans):
        n = rng.randint(3, 8)
        words = []
        for k in range(i, min(i + n, len(sans))):
            w = written(sans[k], lang, "x")
            if k % 2 == 0:
                words.append(f"{k // 2 + 1}.{w}" if lang == "zh" else f"{k // 2 + 1}.\u00a0{w}")
            elif k == i:
                words.append(f"{k // 2 + 1}...{w}" if lang == "zh" else f"{k // 2 + 1}...\u00a0{w}")
            else:
                words.append(w)
        i += n
        join = joins[1 + (len(sentences) - 1) % (len(joins) - 1)] if sentences else joins[0]
        end = rng.choice(ends)
        if i >= len(sans) and result:
            end = f"，{result_text(result, lang)}。" if lang == "zh" else f", {result}."
        sep = "" if lang == "zh" else " "
        sentences.append(f"{join}{sep}{' '.join(words)}{end}")
    width, height = A4
    margin = 2.0 * cm
    doc = BaseDocTemplate(out_pdf, pagesize=(width, height), leftMargin=margin, rightMargin=margin,
                          topMargin=margin, bottomMargin=margin)
    doc.addPageTemplates([PageTemplate(id="page", frames=[Frame(margin, margin, width - 2 * margin,
                                                                 height - 2 * margin)])])
    doc.build([Paragraph(escape(title), head), Paragraph(escape(" ".join(sentences) if lang == "en"
                                                                 else "".join(sentences)), body)])
    return doc.page


def rasterise(pdf, png, dpi):
    base = png[:-4]
    subprocess.run(["pdftoppm", "-r", str(dpi), "-gray", "-png", "-singlefile", pdf, base], check=True)


def photo(img, rng):
    """A phone photo: turned, perspective, a shadow across the page, uneven light, blur, noise, smaller."""
    img = img.convert("RGB")
    angle = rng.uniform(0.5, 3.0) * rng.choice([-1, 1])
    img = img.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=(90, 80, 70))
    w, h = img.size
    d = 0.02
    src = [(rng.uniform(0, d) * w, rng.uniform(0, d) * h), (w - rng.uniform(0, d) * w, rng.uniform(0, d) * h),
           (w - rng.uniform(0, d) * w, h - rng.uniform(0, d) * h), (rng.uniform(0, d) * w, h - rng.uniform(0, d) * h)]
    dst = [(0, 0), (w, 0), (w, h), (0, h)]
    m = []
    for (x, y), (u, v) in zip(dst, src):
        m.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        m.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    coeffs = np.linalg.solve(np.array(m, float), np.array([c for p in src for c in p], float)).tolist()
    img = img.transform((w, h), Image.PERSPECTIVE, coeffs, Image.BICUBIC, fillcolor=(90, 80, 70))
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
            print(f"{name}: {kind} {lang} {faces[0]}, {shown} plies shown of {len(sans)}", file=sys.stderr)
            index.append({"name": name, "layout": kind, "lang": lang, "font": faces[0], "plies": shown})
    # scripts/picture-bench.py measures a folder that holds an index.
    json.dump(index, open(os.path.join(args.out, "index.json"), "w"), indent=1)


if __name__ == "__main__":
    main()
