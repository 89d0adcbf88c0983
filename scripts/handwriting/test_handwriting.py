"""Tests of the handwriting generator: spellings, the glyph-ink check, the form finder, the photo geometry, and that
the same seed gives the same files.

    python3 -m unittest discover -s scripts/handwriting -p 'test_*.py'

Tests that need the pinned sources (Hershey-Fonts, hanzi-writer-data in the cache, Debian fonts) are skipped when
they are missing; nothing here reads the development sheets.
"""
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import chess  # noqa: E402
import numpy as np  # noqa: E402

import forms  # noqa: E402
import moves as mv  # noqa: E402
import sources  # noqa: E402
from photo import Geometry, homography  # noqa: E402


def habits(**kw):
    h = mv.Habits(np.random.default_rng(0), lang=kw.pop("lang", "en"))
    h.capture, h.check, h.mate, h.castle, h.promo = "x", "+", "#", "O", "="
    h.pawn_short, h.long, h.pawn_letter, h.ep, h.annotate, h.slip = "", False, False, False, 0.0, 0.0
    for k, v in kw.items():
        setattr(h, k, v)
    return h


def spelled(fen, uci, **kw):
    board = chess.Board(fen)
    return mv.spell(board, chess.Move.from_uci(uci), habits(**kw), np.random.default_rng(1))


class Spelling(unittest.TestCase):
    CASTLE = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    PROMO = "8/4P3/8/8/8/8/k7/6K1 w - - 0 1"
    CAPTURE = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"

    def test_castling_styles(self):
        self.assertEqual(spelled(self.CASTLE, "e1g1"), "O-O")
        self.assertEqual(spelled(self.CASTLE, "e1c1", castle="0"), "0-0-0")
        self.assertEqual(spelled(self.CASTLE, "e1g1", castle="o"), "o-o")

    def test_promotion_styles(self):
        self.assertEqual(spelled(self.PROMO, "e7e8q"), "e8=Q")
        self.assertEqual(spelled(self.PROMO, "e7e8q", promo=""), "e8Q")
        self.assertEqual(spelled(self.PROMO, "e7e8q", promo="()"), "e8(Q)")
        self.assertEqual(spelled(self.PROMO, "e7e8q", lang="zh"), "e8=后")

    def test_captures_and_pawn_shortcuts(self):
        self.assertEqual(spelled(self.CAPTURE, "e4d5"), "exd5")
        self.assertEqual(spelled(self.CAPTURE, "e4d5", capture=""), "ed5")
        self.assertEqual(spelled(self.CAPTURE, "e4d5", pawn_short="ed"), "ed")
        self.assertEqual(spelled(self.CAPTURE, "e4d5", long=True), "e4xd5")
        self.assertEqual(spelled(chess.STARTING_FEN, "g1f3", long=True), "Ng1-f3")
        self.assertEqual(spelled(chess.STARTING_FEN, "g1f3", lang="zh"), "马f3")
        self.assertEqual(spelled(chess.STARTING_FEN, "g1f3", lang="zh-hant"), "馬f3")

    def test_check_marks(self):
        fen = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"
        self.assertEqual(spelled(fen, "d1d7"), "Qd7+")
        self.assertEqual(spelled(fen, "d1d7", check=""), "Qd7")

    def test_games_are_legal_and_spelled_whole(self):
        for i in range(3):
            rng = np.random.default_rng([5, i])
            game, result = mv.plausible_game(rng)
            self.assertIn(result, ("1-0", "0-1", "1/2-1/2"))
            board = chess.Board()
            for m in game:
                self.assertTrue(board.is_legal(m))
                board.push(m)
            words = mv.written_moves(game, mv.Habits(rng), rng)
            self.assertEqual(len(words), len(game))
            self.assertTrue(all(w for _, w in words))


class GlyphInk(unittest.TestCase):
    SETO = "/usr/share/fonts/truetype/seto/setofont.ttf"

    @unittest.skipUnless(os.path.exists(SETO), "fonts-seto not installed")
    def test_a_mapped_but_empty_glyph_is_not_counted(self):
        cov = sources.font_coverage(self.SETO, 0, "王车马e4")
        self.assertIn("王", cov)
        self.assertIn("e", cov)
        self.assertNotIn("车", cov)
        self.assertNotIn("马", cov)


class FormFinder(unittest.TestCase):
    def test_the_drawn_fide_form_is_found_again_from_its_ruling(self):
        form = forms.fide_form(np.random.default_rng(3))
        cells, _ = forms.find_table(np.asarray(form.image.convert("L")) < 170)
        self.assertEqual(len(cells), 120)
        drawn = {(c["move"], c["side"]): c["box"] for c in form.cells}
        for c in cells:
            for a, b in zip(c["box"], drawn[(c["move"], c["side"])]):
                self.assertLess(abs(a - b), 3.0, c)

    def test_jipu_form(self):
        jipu = forms.find_jipu()
        if not jipu:
            self.skipTest("no jipu binary (cargo build --release)")
        import tempfile
        with tempfile.TemporaryDirectory() as tmp:
            form = forms.jipu_form(jipu, tmp)
        self.assertEqual(form.rows(), 60)
        for name in ("event", "white", "black", "result"):
            self.assertIn(name, form.fields)


class PhotoGeometry(unittest.TestCase):
    def test_backward_undoes_forward(self):
        W, H = 1240, 1754
        src = [[0, 0], [W, 0], [W, H], [0, H]]
        dst = [[40, 30], [1300, 60], [1280, 1800], [20, 1770]]
        geo = Geometry(W, H, homography(src, dst), 7.0, -4.0)
        pts = np.array([[100.0, 200.0], [600.0, 900.0], [1200.0, 1700.0]])
        u = geo.forward(pts)
        x, y = geo.backward(u[:, 0], u[:, 1])
        np.testing.assert_allclose(np.stack([x, y], axis=1), pts, atol=1e-6)


class Determinism(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        try:
            from hands import Hands
            cls.hands = Hands()
        except Exception as e:  # the sources are not here: skip, saying why
            raise unittest.SkipTest(f"sources not available: {e}")

    def test_same_seed_same_cell(self):
        from cells import make_cell
        a = make_cell(7, 42, self.hands, [])
        b = make_cell(7, 42, self.hands, [])
        c = make_cell(8, 42, self.hands, [])
        self.assertEqual(a[1], b[1])
        self.assertEqual(a[0].tobytes(), b[0].tobytes())
        self.assertEqual(a[0].height, 48)
        self.assertNotEqual(a[0].tobytes(), c[0].tobytes())

    def test_a_sheet_holds_its_game(self):
        from sheets import fill_sheet
        rng = np.random.default_rng([1, 2, 3])
        form = forms.fide_form(rng)
        page, truth, pgn = fill_sheet(form, self.hands, rng)
        self.assertEqual(page.shape[:2], (form.image.height, form.image.width))
        moves_ = [c for c in truth["cells"] if c["kind"] == "move"]
        self.assertEqual(len(moves_), truth["plies_on_sheet"])
        board = chess.Board()
        for c in moves_:
            board.push_san(c["san"])
        self.assertIn(truth["result"], pgn)


if __name__ == "__main__":
    unittest.main()
