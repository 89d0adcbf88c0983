#!/usr/bin/env python3
"""Measures a round's sheets read back to their boards: the numbers BENCHMARKS.md gives for issue 36's round loop.

    python3 scripts/handwriting/measure_round.py SHEETS PAIRINGS [--jipu PATH]

SHEETS is a folder written by `generate.py sheets --pairings PAIRINGS` (a round's pre-filled sheets, filled in by a
generated hand, photographed or scanned): `sheet-N.png` with `sheet-N.pgn` (its Board and Result) and `sheet-N.json`
(what the hand wrote on the result line) beside each. For each sheet it runs
`jipu import --pairings PAIRINGS --mark-unsure --take-result` and counts: the sheet put back to its own board, to
another board (must be 0), or to none; the result line read right, wrong (must be 0), or not read (blank lines apart).
Needs nothing beyond python3.
"""
import argparse
import glob
import json
import os
import re
import subprocess


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sheets")
    ap.add_argument("pairings")
    ap.add_argument("--jipu", default="target/release/jipu")
    a = ap.parse_args()
    counts = dict(sheets=0, board=0, other_board=0, no_board=0, written=0, read=0, wrong=0, blank_said=0)
    for png in sorted(glob.glob(os.path.join(a.sheets, "sheet-*.png"))):
        stem = png[:-4]
        pgn = open(stem + ".pgn", encoding="utf-8").read()
        board = re.search(r'\[Board "(\d+)"\]', pgn).group(1)
        result = re.search(r'\[Result "([^"]+)"\]', pgn).group(1)
        truth = json.load(open(stem + ".json", encoding="utf-8"))
        line = next((f["text"] for f in truth["fields"] if f["name"] == "result"), "")
        run = subprocess.run([a.jipu, "import", "--pairings", a.pairings, "--mark-unsure", "--take-result", png],
                             capture_output=True, text=True, env={**os.environ, "LANG": "en_US.UTF-8"})
        said = run.stderr
        found = re.search(r"round \d+, board (\d+):", said)
        read = re.search(r"the sheet's result line reads (\S+)", said)
        counts["sheets"] += 1
        if not found:
            counts["no_board"] += 1
        elif found.group(1) == board:
            counts["board"] += 1
        else:
            counts["other_board"] += 1
        if line:
            counts["written"] += 1
            if read:
                right = read.group(1).replace("½-½", "1/2-1/2") == result
                counts["read" if right else "wrong"] += 1
        elif read:
            counts["blank_said"] += 1
        print(f"{os.path.basename(png)}: board {board} → {found.group(1) if found else 'none'}; "
              f"result line {line!r} ({result}) → {read.group(1) if read else 'nothing'}")
    c = counts
    print(f"\n{c['sheets']} sheets: {c['board']} back to their board, {c['other_board']} to another, "
          f"{c['no_board']} to none; result lines written {c['written']}: {c['read']} read right, "
          f"{c['wrong']} wrong, {c['written'] - c['read'] - c['wrong']} not read; blank lines said: {c['blank_said']}")


if __name__ == "__main__":
    main()
