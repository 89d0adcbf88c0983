#!/usr/bin/env python3
"""Measures the picture reader on the rendered corpus: games read whole and right, stopped, wrong; speed, memory.

    scripts/picture-bench.py [--games N] [--seed S] [--jipu PATH] [--out DIR] [--threads T] [--recogniser DIR]

Renders the corpus with scripts/picture-corpus.py (N games, each as a clean page and as a phone photo) unless DIR
already holds it, runs `jipu import PICTURE` on every picture under /usr/bin/time (RAYON_NUM_THREADS=T, default 1:
one core), and compares the PGN printed with the NAME.expected beside the picture (per layout when the
`.expected` names one, as scripts/picture-pages.py writes them: `--out` that folder; its `NAME-harsh.jpg` photos of
`--harsh` are counted apart). A move that differs from the
page is WRONG (the bar is zero); a reading that stops is STOPPED, with the plies read before the stop; a game
read to its end with its result is WHOLE. Prints one line a picture and the table BENCHMARKS.md shows.
`--recogniser DIR` measures another recogniser (`model.onnx` and `keys.txt`, as scripts/train-recogniser.py writes
them) in place of the bundled one (JIPU_RECOGNISER=DIR).
Needs python3 with Pillow, numpy and python-chess.
"""
import argparse
import io
import os
import re
import subprocess
import sys

import chess.pgn

HERE = os.path.dirname(os.path.abspath(__file__))


def layout(path):
    """The layout an `.expected` names (`layout book2`, as scripts/picture-pages.py writes it), or None."""
    for line in open(path, encoding="utf-8"):
        if line.startswith("layout "):
            return line.split()[1]
    return None


def expected(path):
    sans, result = [], None
    for line in open(path, encoding="utf-8"):
        if line.startswith("game "):
            for w in line.split()[1:]:
                if w.rstrip(".").isdigit():
                    continue
                if w in ("1-0", "0-1", "1/2-1/2", "*"):
                    result = w
                else:
                    sans.append(w)
    return sans, result


def bare(san):
    return san.rstrip("+#")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=24)
    ap.add_argument("--seed", type=int, default=28)
    ap.add_argument("--jipu", default=os.environ.get("JIPU", "target/release/jipu"))
    ap.add_argument("--out", default="/tmp/jipu-picture-corpus")
    ap.add_argument("--threads", default="1")
    ap.add_argument("--recogniser", help="a folder with another model.onnx and its keys.txt")
    args = ap.parse_args()
    if not os.path.exists(os.path.join(args.out, "index.json")):
        subprocess.run([sys.executable, os.path.join(HERE, "picture-corpus.py"), args.out, "--games",
                        str(args.games), "--seed", str(args.seed), "--jipu", args.jipu], check=True)
    pictures = sorted(f for f in os.listdir(args.out) if f.endswith((".png", ".jpg")))
    tally = {}
    env = dict(os.environ, RAYON_NUM_THREADS=args.threads)
    if args.recogniser:
        env["JIPU_RECOGNISER"] = os.path.abspath(args.recogniser)
    for name in pictures:
        kind = "photo" if name.endswith("-photo.jpg") else "harsh photo" if name.endswith("-harsh.jpg") else "clean"
        exp_path = os.path.join(args.out, re.sub(r"\.(png|jpg)$", ".expected", name))
        if layout(exp_path):
            # Pages of scripts/picture-pages.py: counted per layout too.
            kind = f"{layout(exp_path)} {kind}"
        want, want_result = expected(exp_path)
        run = subprocess.run(["/usr/bin/time", "-f", "TIME %e %M", args.jipu, "--lang", "en", "import",
                              os.path.join(args.out, name)], capture_output=True, env=env)
        err = run.stderr.decode()
        secs, kib = next((float(m.group(1)), int(m.group(2))) for m in re.finditer(r"TIME ([\d.]+) (\d+)", err))
        game = chess.pgn.read_game(io.StringIO(run.stdout.decode())) if run.stdout.strip() else None
        got = [] if game is None else [n.san() for n in game.mainline()]
        result = None if game is None else game.headers.get("Result")
        wrong = [i for i, (g, w) in enumerate(zip(got, want)) if bare(g) != bare(w)] or (
            [len(want)] if len(got) > len(want) else [])
        if wrong:
            verdict = f"WRONG at ply {wrong[0] + 1}"
        elif run.returncode == 2:
            verdict = f"STOPPED after {len(got)} of {len(want)} plies"
        elif run.returncode == 0 and len(got) == len(want) and (want_result in (None, "*") or result == want_result):
            verdict = "WHOLE"
        else:
            verdict = f"FAILED (status {run.returncode}, {len(got)} of {len(want)} plies, result {result})"
        note = [l for l in err.splitlines() if l.startswith("jipu:")]
        print(f"{name:40} {secs:6.2f} s {kib / 1024:6.0f} MiB  {verdict}  {' | '.join(note[1:])[:160]}")
        t = tally.setdefault(kind, {"n": 0, "whole": 0, "stopped": 0, "wrong": 0, "failed": 0, "secs": [], "mib": 0,
                                    "plies": 0, "read": 0})
        t["n"] += 1
        t["secs"].append(secs)
        t["mib"] = max(t["mib"], kib / 1024)
        t["plies"] += len(want)
        t["read"] += min(len(got), len(want)) if not wrong else 0
        key = "wrong" if wrong else "stopped" if verdict.startswith("STOPPED") else "whole" if verdict == "WHOLE" \
            else "failed"
        t[key] += 1
    print()
    print("| pictures | games | whole and right | stopped | wrong moves | failed | plies read right | "
          "time a page (median, max) | memory (max RSS) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for kind, t in tally.items():
        s = sorted(t["secs"])
        print(f"| {kind} | {t['n']} | {t['whole']} | {t['stopped']} | {t['wrong']} | {t['failed']} | "
              f"{t['read']} of {t['plies']} | {s[len(s) // 2]:.1f} s, {s[-1]:.1f} s | {t['mib']:.0f} MiB |")


if __name__ == "__main__":
    main()
