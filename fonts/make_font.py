#!/usr/bin/env python3
"""Builds fonts/JipuSans-Regular.ttf: Noto Sans SC subset to what a scoresheet needs, plus the chess figurines of
Noto Sans Symbols 2, renamed so that it claims no Reserved Font Name ("Source").

Usage: make_font.py NotoSansSC-Regular.ttf NotoSansSymbols2-Regular.ttf OUT.ttf
"""
import sys
import tempfile

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont


def gb2312():
    for hi in range(0xA1, 0xF8):
        for lo in range(0xA1, 0xFF):
            try:
                yield bytes([hi, lo]).decode("gb2312")
            except UnicodeDecodeError:
                pass


def big5_common():
    """The 5,401 frequently used characters of Big5 (level 1, 0xA440-0xC67E), so Traditional names print."""
    for hi in range(0xA4, 0xC7):
        for lo in list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)):
            if (hi, lo) > (0xC6, 0x7E):
                break
            try:
                yield bytes([hi, lo]).decode("big5")
            except UnicodeDecodeError:
                pass


def wanted():
    chars = set(gb2312()) | set(big5_common())
    chars |= set("王后後车車象马馬兵卒記錄記谱譜國際棋賽對局")
    ranges = [
        (0x20, 0x7E),  # ASCII
        (0xA0, 0x17F),  # Latin-1 and Latin Extended-A (names such as Åström, Dvořák)
        (0x2010, 0x2044),  # dashes, quotes, dagger, prime and double prime
        (0x2070, 0x209F),  # super- and subscripts
        (0x2100, 0x215F),  # letterlike symbols, number forms (½ etc.)
        (0x2190, 0x21FF),  # arrows
        (0x2460, 0x24FF),  # circled numbers ① …
        (0x2500, 0x257F),  # box drawing
        (0x25A0, 0x25FF),  # geometric shapes
        (0x3000, 0x303F),  # CJK symbols and punctuation
        (0x3200, 0x32FF),  # enclosed CJK (㉑ …)
        (0xFF00, 0xFFEF),  # full-width forms
    ]
    codes = {ord(c) for c in chars}
    for lo, hi in ranges:
        codes.update(range(lo, hi + 1))
    return codes


def subset_font(path, codes, out):
    options = subset.Options()
    options.layout_features = ["kern", "vert", "vrt2", "locl", "ccmp", "liga"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.glyph_names = False
    font = subset.load_font(path, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codes)
    subsetter.subset(font)
    font.save(out)


def rename(font):
    names = {
        1: "Jipu Sans",
        2: "Regular",
        3: "Jipu Sans Regular; built from Noto Sans SC 2.004 and Noto Sans Symbols 2",
        4: "Jipu Sans Regular",
        6: "JipuSans-Regular",
        16: "Jipu Sans",
        17: "Regular",
    }
    table = font["name"]
    for record in list(table.names):
        if record.nameID in (1, 3, 4, 6, 16, 17, 21, 22):
            table.removeNames(nameID=record.nameID)
    for name_id, value in names.items():
        table.setName(value, name_id, 3, 1, 0x409)
        table.setName(value, name_id, 1, 0, 0)


def main():
    sc, symbols, out = sys.argv[1:4]
    with tempfile.TemporaryDirectory() as tmp:
        sc_sub = f"{tmp}/sc.ttf"
        sym_sub = f"{tmp}/sym.ttf"
        subset_font(sc, wanted(), sc_sub)
        subset_font(symbols, set(range(0x2654, 0x2660)), sym_sub)
        merged = Merger().merge([sc_sub, sym_sub])
        rename(merged)
        merged.save(out)
    font = TTFont(out)
    cmap = font.getBestCmap()
    for c in "王后後车車象马馬兵♔♕♖♗♘♙ｅ４①½′″—":
        assert ord(c) in cmap, f"{c} missing"
    print(f"{out}: {len(cmap)} characters, {font['maxp'].numGlyphs} glyphs")


if __name__ == "__main__":
    main()
