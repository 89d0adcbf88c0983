#!/usr/bin/env python3
"""Measures Jipu's reading of handwritten scoresheets: the numbers BENCHMARKS.md gives for issue 36.

    python3 scripts/handwriting/measure.py [SHEETS] [--jipu PATH] [--markdown]

SHEETS is a folder of `NAME/sheet.png` (or .jpg) with `NAME/moves.txt` beside each (one move pair a line,
`12. Be3 Bxa4+`), as `../shared/handwriting-dev/` holds them (the default), or of `sheet-N.png` with `sheet-N.pgn`
beside each, as `generate.py sheets` writes them. For each sheet it runs `jipu import --mark-unsure` and counts, half-move
by half-move against the sheet's moves: read right with no question, asked about (marked `[%unsure]`, right or not),
wrong and not marked (must be 0), and not read; then `jipu import` without the flag, and where that reading stops.
Time and peak memory a sheet come from `/usr/bin/time -v` when it is there. Nothing of a sheet is written anywhere.
Needs python-chess.
"""
import argparse
import glob
import io
import os
import re
import subprocess
import sys
import time

import chess
import chess.pgn


def truth_of(folder_or_pgn):
    """The sheet's moves as UCI strings."""
    if folder_or_pgn.endswith(".pgn"):
        game = chess.pgn.read_game(open(folder_or_pgn, encoding="utf-8"))
        moves = [m.uci() for m in game.mainline_moves()]
        # Moves past the form's last row are not on the sheet (generate.py's JSON says how many are).
        meta = os.path.splitext(folder_or_pgn)[0] + ".json"
        if os.path.exists(meta):
            import json
            moves = moves[:json.load(open(meta, encoding="utf-8"))["plies_on_sheet"]]
        return moves
    board = chess.Board()
    out = []
    for line in open(os.path.join(folder_or_pgn, "moves.txt"), encoding="utf-8"):
        for token in line.split():
            if re.fullmatch(r"\d+\.+", token) or token in ("1-0", "0-1", "1/2-1/2", "*"):
                continue
            move = board.parse_san(token)
            out.append(move.uci())
            board.push(move)
    return out


def read(jipu, picture, mark):
    """The moves Jipu read (UCI, and whether each is marked unsure), its exit status, seconds and peak kB."""
    command = [jipu, "import"] + (["--mark-unsure"] if mark else []) + [picture]
    timed = os.path.exists("/usr/bin/time")
    if timed:
        command = ["/usr/bin/time", "-v"] + command
    start = time.monotonic()
    run = subprocess.run(command, capture_output=True, text=True)
    seconds = time.monotonic() - start
    memory = None
    m = re.search(r"Maximum resident set size \(kbytes\): (\d+)", run.stderr)
    if m:
        memory = int(m.group(1))
    moves = []
    game = chess.pgn.read_game(io.StringIO(run.stdout)) if run.stdout.strip() else None
    if game is not None:
        for node in game.mainline():
            moves.append((node.move.uci(), "[%unsure" in node.comment))
    stop = next((line for line in run.stderr.splitlines() if line.startswith("jipu:")), "")
    return moves, run.returncode, seconds, memory, stop


def sheets(root):
    found = []
    for folder in sorted(glob.glob(os.path.join(root, "*"))):
        if os.path.isdir(folder) and os.path.exists(os.path.join(folder, "moves.txt")):
            pictures = [p for p in glob.glob(os.path.join(folder, "sheet.*")) if not p.endswith(".txt")]
            if pictures:
                found.append((os.path.basename(folder), pictures[0], folder))
    for picture in sorted(glob.glob(os.path.join(root, "sheet-*.png")) + glob.glob(os.path.join(root, "sheet-*.jpg"))):
        pgn = os.path.splitext(picture)[0] + ".pgn"
        if os.path.exists(pgn):
            found.append((os.path.basename(picture), picture, pgn))
    return sorted(found, key=lambda s: [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", s[0])])


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sheets", nargs="?", default=os.path.join(here, "..", "..", "..", "shared", "handwriting-dev"))
    ap.add_argument("--jipu", default=os.environ.get("JIPU", "target/release/jipu"))
    args = ap.parse_args()
    rows = []
    total = {"plies": 0, "right": 0, "asked": 0, "asked_right": 0, "wrong": 0, "unread": 0, "stopped_at": 0}
    print("| sheet | half-moves | right, no question | asked (of them right) | wrong, not marked | not read | "
          "without the flag: read before the stop | s | MB |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, picture, truth_path in sheets(args.sheets):
        truth = truth_of(truth_path)
        moves, _, seconds, memory, _ = read(args.jipu, picture, True)
        right = asked = asked_right = wrong = 0
        for i, want in enumerate(truth):
            if i >= len(moves):
                break
            got, marked = moves[i]
            in_step = got == want and all(moves[j][0] == truth[j] for j in range(i))
            if marked:
                asked += 1
                asked_right += in_step
            elif in_step:
                right += 1
            else:
                wrong += 1
        unread = max(0, len(truth) - len(moves))
        plain, _, _, _, stop = read(args.jipu, picture, False)
        stopped_at = 0
        for got, want in zip(plain, truth):
            if got[0] != want:
                break
            stopped_at += 1
        for key, value in (("plies", len(truth)), ("right", right), ("asked", asked), ("asked_right", asked_right),
                           ("wrong", wrong), ("unread", unread), ("stopped_at", stopped_at)):
            total[key] += value
        mb = f"{memory / 1024:.0f}" if memory else "?"
        print(f"| {name} | {len(truth)} | {right} | {asked} ({asked_right}) | {wrong} | {unread} | {stopped_at} | "
              f"{seconds:.1f} | {mb} |", flush=True)
    n = max(total["plies"], 1)
    print(f"| **all** | {total['plies']} | {total['right']} ({total['right'] / n:.1%}) | "
          f"{total['asked']} ({total['asked'] / n:.1%}; {total['asked_right']} right) | {total['wrong']} | "
          f"{total['unread']} | "
          f"{total['stopped_at']} ({total['stopped_at'] / n:.1%}) | | |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
