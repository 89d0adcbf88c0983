"""The hands a writer can have: every stroke face and every usable font, loaded once, and a writer drawn from them."""
import sources
from glyphs import HanziStrokes, HersheyFace
from pen import FontHand, StrokeHand, Writer

# Every character a sheet may need from a Latin hand: moves, results, numbers, dates, names, events.
LATIN_CHARS = ("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
               "x+#=-()/:.,'!?½ ")
# The Chinese characters a sheet's moves and results need (header fields may need more: see moves.py).
CJK_MOVE_CHARS = "王后车象马兵後車馬白胜黑和棋"


class Hands:
    """All sources, ready to write with. `stroke_share` is how often a writer gets a stroke face rather than a font."""

    def __init__(self, cache=None, stroke_share=0.55):
        sources.check_hershey()
        self.hanzi_dir = sources.fetch_hanzi(sources.cache_dir(cache))
        self.hanzi = StrokeHand(HanziStrokes(self.hanzi_dir), "hanzi-writer-data")
        self.hershey = [StrokeHand(HersheyFace(n), "hershey-" + n) for n in sources.HERSHEY_FACES]
        self.fallback = self.hershey[0]
        self.latin_fonts, self.cjk_fonts, self.fonts_used = [], [], []
        for package, path, index in sources.installed_fonts():
            cov = sources.font_coverage(path, index, LATIN_CHARS + CJK_MOVE_CHARS)
            hand = FontHand(package, path, index, cov)
            used = False
            # A Latin hand must draw every letter and sign of a move; a Chinese hand every piece and result.
            # AR PL UKai's Latin letters are a printed serif: it is a Chinese hand only.
            if package != "fonts-arphic-ukai" and all(c in cov for c in "abcdefgh12345678KQRBNOx+#=-()/"):
                self.latin_fonts.append(hand)
                used = True
            if all(c in cov for c in CJK_MOVE_CHARS):
                self.cjk_fonts.append(hand)
                used = True
            if used:
                self.fonts_used.append((package, path, index))
        self.stroke_share = stroke_share

    def writer(self, rng, chinese_font_share=0.35):
        """A new writer: a Latin hand (Hershey face or font), a Chinese hand (strokes or font) and a pen."""
        if rng.random() < self.stroke_share or not self.latin_fonts:
            # futural and rowmans print like most players write; the two script faces are rarer.
            latin = self.hershey[rng.choice(len(self.hershey), p=[0.4, 0.3, 0.15, 0.15])]
        else:
            latin = self.latin_fonts[rng.integers(len(self.latin_fonts))]
        if self.cjk_fonts and rng.random() < chinese_font_share:
            cjk = self.cjk_fonts[rng.integers(len(self.cjk_fonts))]
        else:
            cjk = self.hanzi
        w = Writer(rng, latin, cjk, self.fallback, cjk_fallback=self.hanzi)
        if latin.name in ("hershey-scripts", "hershey-cursive"):
            w.caps = self.hershey[rng.integers(2)]
        return w

    def can_write(self, text, writer=None):
        """Whether some hand has every character of text (Chinese from hanzi-writer-data when no font has it)."""
        for ch in text:
            if ch == " ":
                continue
            if ord(ch) >= 0x2E80:
                if not self.hanzi.has(ch):
                    return False
            elif not (self.fallback.has(ch) or ch == "½"):
                return False
        return True

    def describe(self):
        return sources.describe(None, self.fonts_used, self.hanzi_dir)
