"""Writes NAME.expected for each PGN: python-chess's reading of each game as a canonical line:
SAN moves separated by spaces, variations in brackets, null moves as --, then the result."""
import chess.pgn, io, sys

def line(node):
    out = []
    while node.variations:
        main = node.variations[0]
        out.append(node.board().san(main.move) if main.move else "--")
        for var in node.variations[1:]:
            out.append("(" + " ".join([node.board().san(var.move) if var.move else "--"] + line(var)) + ")")
        node = main
    return out

for path in sys.argv[1:]:
    text = open(path, "rb").read().decode("utf-8-sig", "replace")
    f = io.StringIO(text)
    games = []
    while True:
        g = chess.pgn.read_game(f)
        if g is None:
            break
        games.append(" ".join(line(g) + [g.headers.get("Result", "*")]))
    open(path.rsplit(".", 1)[0] + ".expected", "w").write("\n".join(games) + "\n")
