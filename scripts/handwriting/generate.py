#!/usr/bin/env python3
"""Synthetic handwriting for chess scoresheets: cell crops for a line recogniser, and whole filled-in sheets.

    python3 scripts/handwriting/generate.py fetch  [--cache DIR]
    python3 scripts/handwriting/generate.py cells  OUT --count N --seed S [--height 48] [--pgn FILE] [--jobs J]
    python3 scripts/handwriting/generate.py sheets OUT --count N --seed S [--forms jipu,fide] [--jipu PATH]
                                                   [--pgn FILE] [--jobs J] [--pairings CSV]

fetch   gets and checks the pinned stroke data (npm hanzi-writer-data into the cache) and prints which fonts draw
        which characters; cells and sheets do the same on first use.
cells   OUT/cells/NNNNNN.png (RGB, `height` px high), OUT/labels.tsv (`cells/NNNNNN.png<TAB>text`, one a line),
        OUT/cells.jsonl (one JSON a line: the text, what it is, the writer, crossing-out, damage).
sheets  OUT/sheet-NNNNNN.png (a photo or scan of a filled form), .pgn (the game), .json (each cell's quad and text).
Both write OUT/sources.json (the sources and their versions) and OUT/run.json (the command and its speed).

Everything is decided by --seed and the item's number (each item has its own random stream), so the same command
gives the same files, with any --jobs. See README.md beside this file.
"""
import argparse
import json
import multiprocessing as mp
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import numpy as np  # noqa: E402

import forms  # noqa: E402
import moves as mv  # noqa: E402
import sources  # noqa: E402

_state = {}


def _init(args):
    from hands import Hands
    _state["hands"] = Hands(args.cache)
    _state["args"] = args
    _state["pgn"] = mv.games_from_pgn(args.pgn) if args.pgn else []
    if args.cmd == "sheets":
        _state["forms"] = args.forms.split(",")
        if "jipu" in _state["forms"]:
            jipu = forms.find_jipu(args.jipu)
            _state["jipu_form"] = forms.jipu_form(jipu, sources.cache_dir(args.cache))
        if args.pairings:
            _state["round_forms"] = forms.jipu_round_forms(forms.find_jipu(args.jipu), args.pairings)


def _form_of(index, rng):
    if "round_forms" in _state:
        # A round's sheets: sheet N is board N's (in the pairing's order), round after round of boards.
        rounds = _state["round_forms"]
        return rounds[(index - _state["args"].start) % len(rounds)]
    names = _state["forms"]
    name = names[index % len(names)]
    if name == "jipu":
        return _state["jipu_form"]
    if name == "fide":
        return forms.fide_form(rng, rows=30)
    if name == "fide50":
        f = forms.fide_form(rng, rows=25)
        f.name = "fide50"
        return f
    raise SystemExit(f"unknown form {name!r} (jipu, fide, fide50)")


def _cell(index):
    from cells import make_cell
    a = _state["args"]
    img, label, meta, words = make_cell(index, a.seed, _state["hands"], _state["pgn"], a.height)
    name = f"cells/{index:06d}.png"
    img.save(os.path.join(a.out, name), compress_level=6)
    meta = {"image": name, **meta}
    return index, name, label, meta, words


def _sheet(index):
    from sheets import make_sheet
    a = _state["args"]
    game = None
    if _state["pgn"]:
        rng = np.random.default_rng([a.seed, 4, index])
        game = _state["pgn"][rng.integers(len(_state["pgn"]))]
    kind = None if a.picture == "any" else a.picture
    return index, make_sheet(index, a.seed, _state["hands"], _form_of, a.out, game, kind)


def run_items(args, fn):
    """The items in order; the sources are loaded before the first (in each worker with --jobs)."""
    if args.jobs > 1:
        with mp.get_context("fork").Pool(args.jobs, initializer=_init, initargs=(args,)) as pool:
            yield from pool.imap(fn, range(args.start, args.start + args.count), chunksize=4)
    else:
        for i in range(args.start, args.start + args.count):
            yield fn(i)


def cmd_fetch(args):
    from hands import CJK_MOVE_CHARS, LATIN_CHARS, Hands
    h = Hands(args.cache)
    print(f"Hershey-Fonts {sources.check_hershey()}: faces {', '.join(sources.HERSHEY_FACES)}")
    print(f"hanzi-writer-data {sources.HANZI_VERSION}: {h.hanzi_dir}")
    for c in CJK_MOVE_CHARS + "将帅士仕相炮卒":
        print(f"  {c} {'yes' if h.hanzi.has(c) else 'MISSING'}", end="")
    print()
    for package, path, index in sources.installed_fonts():
        cov = sources.font_coverage(path, index, LATIN_CHARS + CJK_MOVE_CHARS)
        lacks = "".join(c for c in LATIN_CHARS + CJK_MOVE_CHARS if c not in cov)
        role = ("latin " if any(f.path == path for f in h.latin_fonts) else "") + \
               ("chinese" if any(f.path == path for f in h.cjk_fonts) else "")
        print(f"{package} {sources.debian_version(package)} {os.path.basename(path)}: {role or 'unused'}"
              f"{'; no ink for ' + lacks if lacks else ''}")
    missing = [p for p, f, _ in sources.DEBIAN_FONTS if not os.path.exists(f)]
    if missing:
        print("not installed:", " ".join(sorted(set(missing))))


def cmd_cells(args):
    if args.jobs <= 1:
        _init(args)  # before the clock starts: loading the sources takes a few seconds once
    os.makedirs(os.path.join(args.out, "cells"), exist_ok=True)
    t0 = time.time()
    words = 0
    with open(os.path.join(args.out, "labels.tsv"), "w", encoding="utf-8") as labels, \
            open(os.path.join(args.out, "cells.jsonl"), "w", encoding="utf-8") as metas:
        for index, name, label, meta, w in run_items(args, _cell):
            labels.write(f"{name}\t{label}\n")
            metas.write(json.dumps(meta, ensure_ascii=False) + "\n")
            words += w
    return t0, words


def cmd_sheets(args):
    if args.jobs <= 1:
        _init(args)  # before the clock starts: loading the sources takes a few seconds once
    os.makedirs(args.out, exist_ok=True)
    t0 = time.time()
    words = 0
    for index, w in run_items(args, _sheet):
        words += w
    return t0, words


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("fetch", help="get and check the pinned sources")
    f.add_argument("--cache")
    for name in ("cells", "sheets"):
        s = sub.add_parser(name)
        s.add_argument("out")
        s.add_argument("--count", type=int, default=10)
        s.add_argument("--seed", type=int, default=1)
        s.add_argument("--start", type=int, default=0, help="number of the first item (to extend a set)")
        s.add_argument("--pgn", help="take the games from this PGN file instead of playing them")
        s.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
        s.add_argument("--cache", help="where fetched data is kept (default ~/.cache/jipu-handwriting)")
        if name == "cells":
            s.add_argument("--height", type=int, default=48, help="crop height in pixels (default 48)")
        else:
            s.add_argument("--forms", default="jipu,fide", help="forms taken in turn: jipu, fide, fide50")
            s.add_argument("--pairings", default=None,
                           help="a pairing CSV (board,white,black,round): each sheet is a board's, pre-filled by "
                                "`jipu sheet --pairings` with its code; the hand writes the moves and the result")
            s.add_argument("--picture", choices=["any", "photo", "scan"], default="any",
                           help="photographed or scanned (default: either, 70 %% photos)")
            s.add_argument("--jipu", help="the jipu binary (default: $JIPU, target/release/jipu, or on PATH)")
    args = p.parse_args()
    try:
        if args.cmd == "fetch":
            cmd_fetch(args)
            return 0
        if args.cmd == "sheets" and "jipu" in args.forms.split(",") and not forms.find_jipu(args.jipu):
            print("jipu not found: build it (cargo build --release), pass --jipu PATH, or use --forms fide",
                  file=sys.stderr)
            return 2
        t0, words = cmd_cells(args) if args.cmd == "cells" else cmd_sheets(args)
    except (sources.SourceError, forms.FormError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    secs = time.time() - t0
    from hands import Hands  # noqa: F401  (sources.json from a fresh load, same as the workers')
    hands = _state.get("hands") or Hands(args.cache)
    sources.write_describe(os.path.join(args.out, "sources.json"), hands.describe())
    run = {"command": sys.argv[1:], "count": args.count, "seed": args.seed, "seconds": round(secs, 2),
           "words_drawn": words, "words_per_second": round(words / max(secs, 1e-9), 1),
           "items_per_second": round(args.count / max(secs, 1e-9), 2), "jobs": args.jobs}
    with open(os.path.join(args.out, "run.json"), "w") as fh:
        json.dump(run, fh, indent=1)
    print(f"{args.count} {args.cmd} in {secs:.1f} s ({run['items_per_second']}/s; {words} words drawn, "
          f"{run['words_per_second']} words/s with {args.jobs} job(s)) -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
