#!/usr/bin/env bash
# Validate-and-rewrite of one PGN file, side by side in one run: jipu on one core and on all cores, pgn-extract,
# and python-chess once. Paired runs (each round runs every program once, in turn); prints each run and the
# medians of CPU time (user + system), wall time and peak memory. Quote the medians in BENCHMARKS.md.
#
#   scripts/compare-pgn-extract.sh [FILE.pgn] [ROUNDS]
#
# Without a file, 20,000 games are written with `cargo run --release --example big_pgn`. Needs pgn-extract
# (Debian: apt-get install pgn-extract) and, for its line, python-chess (pip install chess). Not part of CI.
set -euo pipefail
cd "$(dirname "$0")/.."
file=${1:-}
rounds=${2:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$file" ]; then
  file=$work/games.pgn
  cargo run --quiet --release --no-default-features --example big_pgn -- 20000 "$file"
fi
cargo build --quiet --release --no-default-features
jipu=./target/release/jipu
pgn_extract=$(command -v pgn-extract || echo /usr/games/pgn-extract)
echo "file: $file ($(du -h "$file" | cut -f1), $(grep -c '^\[Event ' "$file") games); $(nproc) cores"

# One measured run: NAME COMMAND...; appends "NAME cpu wall kib" to the results.
run() {
  local name=$1; shift
  /usr/bin/time -f "%U %S %e %M" -o "$work/time" "$@" >/dev/null 2>"$work/err" || true
  read -r user sys wall kib <"$work/time"
  local cpu
  cpu=$(python3 -c "print(round($user + $sys, 2))")
  echo "$name $cpu $wall $kib" | tee -a "$work/results"
}

for i in $(seq "$rounds"); do
  run jipu-1-core env RAYON_NUM_THREADS=1 sh -c "$jipu import '$file' > '$work/jipu.pgn'"
  run jipu-all-cores sh -c "$jipu import '$file' > '$work/jipu.pgn'"
  run pgn-extract "$pgn_extract" -s "$file" -o "$work/pgn-extract.pgn"
done
if [ -z "${SKIP_PYTHON:-}" ] && python3 -c "import chess" 2>/dev/null; then
  cat >"$work/rewrite.py" <<'PY'
import sys, chess.pgn
with open(sys.argv[1], encoding="utf-8") as f, open(sys.argv[2], "w", encoding="utf-8") as out:
    while (game := chess.pgn.read_game(f)) is not None:
        print(str(game), file=out, end="\n\n")
PY
  run python-chess python3 "$work/rewrite.py" "$file" "$work/python.pgn"
else
  echo "python-chess: not installed (pip install chess)"
fi

echo
echo "medians (CPU s = user + system, wall s, peak MiB):"
python3 - "$work/results" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    name, cpu, wall, kib = line.split()
    rows.setdefault(name, []).append((float(cpu), float(wall), int(kib)))
base = statistics.median(r[0] for r in rows["pgn-extract"])
for name, runs in rows.items():
    cpu = statistics.median(r[0] for r in runs)
    wall = statistics.median(r[1] for r in runs)
    mib = statistics.median(r[2] for r in runs) / 1024
    print(f"{name:15} cpu {cpu:6.2f} s ({cpu / base:5.2f} x pgn-extract)  wall {wall:6.2f} s  peak {mib:6.1f} MiB  ({len(runs)} runs)")
PY
