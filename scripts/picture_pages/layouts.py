"""The pages set by ReportLab's typesetter, each layout written as a PDF (the number of pages it took returned, so a
game too long for one page is shortened): a book's page in one or two columns, a score table, the full notation,
a game told in prose; and the fonts of both sets registered."""
import os

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import cm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import BaseDocTemplate, Frame, FrameBreak, PageTemplate, Paragraph, Spacer, Table, TableStyle
from reportlab.platypus.flowables import BalancedColumns

from .games import (HEADS_EN, HEADS_ZH, PLAYERS_EN, PLAYERS_ZH, REMARKS_EN, REMARKS_ZH, circled, long_written,
                    result_text, written)

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
# A Latin face's circled numbers taken from a Chinese face of the same set (the full notation's numbers).
FACES_WITH_CIRCLES = {"LSerif": "UMing", "LSans": "ZenHei", "Times-Roman": "GBSong", "Helvetica": "MicroHei"}


def register_fonts():
    for name, (path, index) in FONT_FILES.items():
        if os.path.exists(path):
            pdfmetrics.registerFont(TTFont(name, path, subfontIndex=index))


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
