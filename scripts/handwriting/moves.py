"""What is written on a sheet: legal games, each move spelled as a player writes it, results and header fields.

Games are legal (python-chess): read from a PGN file, or played here by a cheap plausible player (captures, checks,
development and castling preferred, hanging pieces avoided, sampled with noise), so that moves, captures, checks,
castling and promotions come in roughly the proportions of real games.

A writer has notation habits (`Habits`), kept for a whole sheet with a small chance of a slip on any move: the capture
sign (`x`, none, `:`), check and mate marks kept or left out, castling `O-O`/`0-0`/`o-o`, promotion `e8=Q`/`e8Q`/
`e8(Q)`/`e8/Q`, pawn captures shortened (`ed5`, `ed`), long notation (`e2-e4`, `Ng1-f3`), piece letters in English or
Chinese (`马f3`, `后xd7+`, traditional `馬`), a stray `P` for a pawn, `e.p.`, and now and then `!` or `?`.
"""
import re

import chess
import chess.pgn

VALUE = {chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9, chess.KING: 0}
LETTERS = {
    "en": {chess.KING: "K", chess.QUEEN: "Q", chess.ROOK: "R", chess.BISHOP: "B", chess.KNIGHT: "N"},
    "zh": {chess.KING: "王", chess.QUEEN: "后", chess.ROOK: "车", chess.BISHOP: "象", chess.KNIGHT: "马"},
    "zh-hant": {chess.KING: "王", chess.QUEEN: "後", chess.ROOK: "車", chess.BISHOP: "象", chess.KNIGHT: "馬"},
}
SAN_RE = re.compile(r"^([KQRBN]?)([a-h]?[1-8]?)(x?)([a-h][1-8])(?:=([QRBN]))?([+#]?)$")


def pick(rng, options):
    """One of [(value, weight), ...]."""
    total = sum(w for _, w in options)
    r = rng.random() * total
    for v, w in options:
        r -= w
        if r <= 0:
            return v
    return options[-1][0]


class Habits:
    """How one writer spells moves."""

    def __init__(self, rng, lang=None):
        self.lang = lang or pick(rng, [("en", 0.7), ("zh", 0.27), ("zh-hant", 0.03)])
        self.capture = pick(rng, [("x", 0.68), ("", 0.27), (":", 0.05)])
        self.check = pick(rng, [("+", 0.7), ("", 0.3)])
        self.mate = pick(rng, [("#", 0.6), ("++", 0.15), ("+", 0.15), ("", 0.1)])
        self.castle = pick(rng, [("O", 0.35), ("0", 0.5), ("o", 0.15)]) if self.lang == "en" else \
            pick(rng, [("0", 0.85), ("O", 0.15)])
        self.promo = pick(rng, [("=", 0.5), ("", 0.3), ("()", 0.15), ("/", 0.05)])
        self.pawn_short = pick(rng, [("", 0.88), ("ed5", 0.08), ("ed", 0.04)])
        self.long = rng.random() < 0.07
        self.pawn_letter = rng.random() < 0.02
        self.ep = rng.random() < 0.4
        self.annotate = 0.02 if rng.random() < 0.1 else 0.0  # players seldom annotate during a game
        self.slip = 0.03

    def describe(self):
        return {k: v for k, v in vars(self).items()}


def spell(board, move, habits, rng):
    """The move (legal in board) written as this writer writes it, with an occasional slip from their habits."""
    h = habits
    if rng.random() < h.slip:
        h = Habits(rng, lang=habits.lang)
    san = board.san(move)
    letters = LETTERS[h.lang]
    mark = ""
    if san.endswith("#"):
        mark = h.mate
    elif san.endswith("+"):
        mark = h.check
    cap = h.capture if h.capture != "x" or rng.random() > 0.03 else ""
    if board.is_castling(move):
        body = "-".join([h.castle] * (3 if chess.square_file(move.to_square) < 4 else 2))
    else:
        piece = board.piece_at(move.from_square).piece_type
        frm, to = chess.square_name(move.from_square), chess.square_name(move.to_square)
        capture = board.is_capture(move)
        letter = letters.get(piece, "P" if h.pawn_letter and h.lang == "en" else "")
        if h.long:
            body = letter + frm + ((cap or "x") if capture else "-") + to
        else:
            m = SAN_RE.match(san)
            dis = m.group(2) if m else ""
            if piece == chess.PAWN and capture and h.pawn_short:
                body = frm[0] + (to if h.pawn_short == "ed5" else to[0])
            else:
                body = letter + dis + (cap if capture else "") + to
        if move.promotion:
            p = letters[move.promotion]
            body += {"=": "=" + p, "": p, "()": "(" + p + ")", "/": "/" + p}[h.promo]
        if board.is_en_passant(move) and h.ep:
            body += rng.choice(["e.p.", " e.p.", "ep"])
    text = body + mark
    if h.annotate and rng.random() < h.annotate:
        text += rng.choice(["!", "?", "!?", "?!", "!!"])
    return text


def plausible_game(rng, max_plies=None):
    """A legal game played by a cheap plausible player; returns (moves, result)."""
    board = chess.Board()
    target = max_plies or int(rng.choice([rng.integers(20, 60), rng.integers(60, 100), rng.integers(100, 140)],
                                         p=[0.3, 0.5, 0.2]))
    moves = []
    while len(moves) < target:
        legal = list(board.legal_moves)
        if not legal:
            break
        best, best_score = None, -1e9
        for m in legal:
            piece = board.piece_at(m.from_square)
            kind = piece.piece_type
            s = 0.0
            if board.is_capture(m):
                victim = board.piece_at(m.to_square)
                s += 1.5 + 1.2 * VALUE[victim.piece_type if victim else chess.PAWN]
            if board.is_castling(m):
                s += 3.0
            elif kind == chess.KING:
                s -= 1.5 if len(moves) < 60 else 0.0
            if m.promotion:
                s += 8.0 if m.promotion == chess.QUEEN else -2.0
            if len(moves) < 24:
                # The opening: centre pawns and minor pieces out, rooks, queen and edge pawns later.
                if kind in (chess.KNIGHT, chess.BISHOP) and chess.square_rank(m.from_square) in (0, 7):
                    s += 1.5
                if kind == chess.KNIGHT and chess.square_file(m.to_square) in (0, 7):
                    s -= 1.0
                if kind == chess.PAWN:
                    s += 1.2 if chess.square_file(m.from_square) in (2, 3, 4) else -0.6
                if kind == chess.ROOK or (kind == chess.QUEEN and len(moves) < 12):
                    s -= 1.0
            attackers = board.attackers(not board.turn, m.to_square)
            if attackers and kind != chess.KING:
                cheapest = min(VALUE[board.piece_type_at(a)] for a in attackers)
                defended = board.is_attacked_by(board.turn, m.to_square)
                # A piece put where it is lost: to a cheaper attacker, or undefended.
                loss = VALUE[kind] - cheapest if defended else VALUE[kind]
                if loss > 0:
                    s -= 1.1 * loss
            if board.gives_check(m):
                s += 0.8
            s += rng.gumbel() * 1.0
            if s > best_score:
                best, best_score = m, s
        moves.append(best)
        board.push(best)
        if board.is_checkmate() or board.is_stalemate() or board.is_insufficient_material() or \
                board.is_fifty_moves() or board.is_repetition(3):
            break
    return moves, result_of(board, rng)


def result_of(board, rng):
    if board.is_checkmate():
        return "0-1" if board.turn == chess.WHITE else "1-0"
    if board.is_game_over(claim_draw=True):
        return "1/2-1/2"
    material = sum((1 if p.color == chess.WHITE else -1) * VALUE[p.piece_type] for p in board.piece_map().values())
    if material >= 3:
        return "1-0"
    if material <= -3:
        return "0-1"
    return str(rng.choice(["1/2-1/2", "1/2-1/2", "1-0", "0-1"]))


def games_from_pgn(path):
    """Every game of a PGN file as (moves, result, headers)."""
    out = []
    with open(path, encoding="utf-8", errors="replace") as f:
        while True:
            g = chess.pgn.read_game(f)
            if g is None:
                break
            moves = list(g.mainline_moves())
            if moves:
                out.append((moves, g.headers.get("Result", "*"), dict(g.headers)))
    return out


def written_moves(moves, habits, rng):
    """Every move of the game spelled by this writer: a list of (san, written)."""
    board = chess.Board()
    out = []
    for m in moves:
        out.append((board.san(m), spell(board, m, habits, rng)))
        board.push(m)
    return out


def written_result(result, lang, rng):
    if lang.startswith("zh") and rng.random() < 0.5:
        return {"1-0": "白胜", "0-1": "黑胜", "1/2-1/2": "和棋"}.get(result, "")
    if result == "1/2-1/2":
        return pick(rng, [("½-½", 0.45), ("1/2-1/2", 0.35), ("½:½", 0.1), ("=", 0.1)])
    if result in ("1-0", "0-1"):
        return result if rng.random() < 0.85 else result.replace("-", ":")
    return ""


def pgn_text(moves, result, headers):
    game = chess.pgn.Game()
    for k, v in headers.items():
        game.headers[k] = v
    game.headers["Result"] = result
    node = game
    for m in moves:
        node = node.add_variation(m)
    return str(game) + "\n"


# Header fields: names, events, places and dates as written at a sheet's top.
SURNAMES_EN = ["Smith", "Jones", "Brown", "Taylor", "Wilson", "Kowalski", "Nguyen", "Garcia", "Ivanov", "Chen",
               "Kim", "Patel", "Martin", "Novak", "Fischer", "Silva", "Hughes", "Walker", "Rossi", "Berg", "Young",
               "Lee", "Khan", "Moreau", "Petrov", "Evans", "Clarke", "Murphy", "Schmidt", "Lopez"]
GIVEN_EN = ["Anna", "John", "Tom", "Maria", "David", "Lucy", "Peter", "Sam", "Emma", "Alex", "Ben", "Kate", "Mark",
            "Nina", "Paul", "Oliver", "Sofia", "Ivan", "Max", "Leo"]
SURNAMES_ZH = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘"
GIVEN_ZH = "伟芳娜敏静丽强磊军洋勇艳杰涛明超秀霞平刚桂英华玉兰文斌辉鹏宇浩然晨子轩雨欣怡博"
EVENTS_EN = ["Club Championship", "Spring Open", "Rapid Cup", "League", "Junior Open", "Summer Congress",
             "County Ch.", "Weekend Open", "School Teams", "Club Night", "Open", "Masters"]
EVENTS_ZH = ["俱乐部周赛", "市青少年锦标赛", "校际联赛", "春季公开赛", "等级分赛", "团体赛", "城市联赛",
             "少儿等级赛", "国际象棋公开赛", "冠军赛"]
SITES_EN = ["London", "Leeds", "Oxford", "Club", "Town Hall", "Bristol", "York", "Online"]
SITES_ZH = ["北京", "上海", "成都", "杭州", "深圳", "体育馆", "少年宫", "南京", "武汉"]


def player_name(rng, lang):
    if lang.startswith("zh") and rng.random() < 0.85:
        n = rng.integers(1, 3)
        return SURNAMES_ZH[rng.integers(len(SURNAMES_ZH))] + "".join(
            GIVEN_ZH[rng.integers(len(GIVEN_ZH))] for _ in range(n))
    s, g = SURNAMES_EN[rng.integers(len(SURNAMES_EN))], GIVEN_EN[rng.integers(len(GIVEN_EN))]
    return pick(rng, [(f"{g[0]}. {s}", 0.35), (f"{g} {s}", 0.3), (f"{s}, {g[0]}.", 0.15), (s, 0.2)])


def date_text(rng, lang):
    y, m, d = int(rng.integers(2015, 2027)), int(rng.integers(1, 13)), int(rng.integers(1, 29))
    forms = [(f"{y}.{m}.{d}", 0.2), (f"{d:02d}/{m:02d}/{y}", 0.2), (f"{d}.{m}.{y % 100:02d}", 0.15),
             (f"{y}-{m:02d}-{d:02d}", 0.15), (f"{m}/{d}", 0.05)]
    if lang.startswith("zh"):
        forms += [(f"{y}年{m}月{d}日", 0.3), (f"{m}月{d}日", 0.1)]
    return pick(rng, forms)


def header(rng, lang, result):
    """The fields a player fills in at the top of a sheet (values as written; some left empty)."""
    zh = lang.startswith("zh")
    year = int(rng.integers(2015, 2027))
    event = (EVENTS_ZH if zh else EVENTS_EN)[rng.integers(len(EVENTS_ZH if zh else EVENTS_EN))]
    if rng.random() < 0.3:
        event = f"{year} {event}" if not zh else f"{year}{event}"
    tc = pick(rng, [("90+30", 0.35), ("60+30", 0.15), ("90'", 0.1), ("15+10", 0.15), ("45 min", 0.1), ("120", 0.05),
                    ("G60", 0.1)])
    fields = {
        "event": event,
        "site": (SITES_ZH if zh else SITES_EN)[rng.integers(len(SITES_ZH if zh else SITES_EN))],
        "date": date_text(rng, lang),
        "round": str(rng.integers(1, 10)) if rng.random() < 0.8 else f"R{rng.integers(1, 10)}",
        "board": str(rng.integers(1, 40)),
        "white": player_name(rng, lang),
        "black": player_name(rng, lang),
        "time_control": tc,
        "white_time": f"{rng.integers(0, 2)}:{rng.integers(0, 60):02d}",
        "black_time": f"{rng.integers(0, 2)}:{rng.integers(0, 60):02d}",
        "white_rating": str(rng.integers(1000, 2400)),
        "black_rating": str(rng.integers(1000, 2400)),
        "winner": ({"1-0": "白", "0-1": "黑", "1/2-1/2": "和"} if zh else
                   {"1-0": "White", "0-1": "Black", "1/2-1/2": "Draw"}).get(result, ""),
    }
    # Players leave fields empty: the event and names mostly filled, the times and ratings often not.
    keep = {"event": 0.85, "site": 0.5, "date": 0.8, "round": 0.75, "board": 0.6, "white": 0.95, "black": 0.95,
            "time_control": 0.4, "white_time": 0.25, "black_time": 0.25, "white_rating": 0.4, "black_rating": 0.4,
            "winner": 0.5}
    return {k: (v if rng.random() < keep[k] else "") for k, v in fields.items()}
