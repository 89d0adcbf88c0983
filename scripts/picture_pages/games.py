"""The games on the test pages and how a page writes them: random legal games, their moves in Chinese or English
piece letters (`马f3`, `Nxe3`, `bxa1=后`) and in the full notation (`马g1—f3`), circled move numbers, results, and
the players, remarks and headings set around them."""
import chess

ZH_PIECES = {"K": "王", "Q": "后", "R": "车", "B": "象", "N": "马"}
PLAYERS_EN = ["Petrov", "Lasker", "Rubinstein", "Tal", "Smyslov", "Keres", "Bronstein", "Larsen", "Spassky", "Hort"]
PLAYERS_ZH = ["叶江川", "徐俊", "彭小民", "诸宸", "许昱华", "王玥", "卜祥志", "周健超", "赵骏", "张忠"]
REMARKS_EN = ["Both sides have chances.", "A sharp position, typical of this opening.",
              "White keeps the initiative for the moment.", "Black had to be careful here.",
              "This quiet move prepares a long plan on the queenside."]
REMARKS_ZH = ["双方都有机会。", "局面复杂，黑方必须小心。", "白方保持主动。", "这是本变化的典型局面。", "黑方准备在后翼展开反击。"]
HEADS_EN = ["CHESS REVIEW", "SELECTED GAMES", "The Middlegame in Practice"]
HEADS_ZH = ["国际象棋精选", "对局选评", "中局的实战"]


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
