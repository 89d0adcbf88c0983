#!/usr/bin/env bash
# Measures the window's start-up: time from process start to the first presented frame, and resident memory then,
# under Xvfb's software renderer. With a game file, also how the file opens: when the list first shows games, when
# its index is complete, the longest frame and the longest wait between frames meanwhile, and memory (resident at
# the end and its peak). Prints one line per run; quote the median in BENCHMARKS.md.
#
#   scripts/measure-window.sh [GAME.pgn] [RUNS]
#
# Needs: xvfb-run (Debian: xvfb xauth). Builds nothing: run `cargo build --release` first.
set -euo pipefail
cd "$(dirname "$0")/.."
game=${1:-}
runs=${2:-5}
for i in $(seq "$runs"); do
  home=$(mktemp -d)
  # A fresh HOME each time: no saved settings, the same first start every run.
  HOME=$home JIPU_MEASURE=1 xvfb-run -a -s "-screen 0 1280x800x24" ./target/release/jipu ${game:+"$game"} 2>&1 \
    | grep -E 'first_frame_ms|indexed_ms' || true
  rm -rf "$home"
done
