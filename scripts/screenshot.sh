#!/usr/bin/env bash
# A screenshot of the real window at a given size and language, after typing some moves, for the docs and for looking
# at the layout: the window is resized with xdotool (a bare Xvfb has no window manager to maximize it).
#
#   scripts/screenshot.sh OUT.png WIDTHxHEIGHT LANG [KEYS...]
#   scripts/screenshot.sh docs/app-english.png 1400x900 en_US e4 e5 Nf3
#
# Each KEYS argument is typed (120 ms between keys) with a pause after it; an argument starting with `key:` is sent as
# a key (`key:ctrl+n`), `click:X,Y` clicks there, `press:NAME` clicks the middle of the widget NAME as the window's
# widget map gives it (`src/app/probe.rs`), `wait:S` waits S seconds, `clip:TEXT` puts TEXT on the clipboard (xclip);
# `file:F` opens the game file F given on the command line instead (first argument only).
# Needs Xvfb, xdotool, imagemagick. Uses the release binary (cargo build --release) unless JIPU_BIN says otherwise.
set -euo pipefail
out=$1 size=$2 lang=$3; shift 3
bin=${JIPU_BIN:-$(dirname "$0")/../target/release/jipu}
w=${size%x*} h=${size#*x}
tmp=$(mktemp -d)
display=:$((200 + RANDOM % 300))
Xvfb "$display" -screen 0 "${w}x${h}x24" -nolisten tcp >/dev/null 2>&1 & xvfb=$!
trap 'kill $app $xvfb 2>/dev/null; rm -rf "$tmp"' EXIT
sleep 1
export DISPLAY=$display
file=()
if [ $# -gt 0 ] && [[ $1 == file:* ]]; then file=("${1#file:}"); shift; fi
HOME=$tmp JIPU_DATA_DIR=$tmp/data JIPU_WIDGET_MAP=$tmp/widgets LANG=$lang.UTF-8 LC_ALL=$lang.UTF-8 "$bin" "${file[@]}" >/dev/null 2>&1 & app=$!
win=$(xdotool search --sync --onlyvisible --pid $app | tail -1)
xdotool windowmove "$win" 0 0 windowsize --sync "$win" "$w" "$h" windowfocus --sync "$win"
sleep 1.5
for keys in "$@"; do
  case $keys in
    key:*) xdotool key "${keys#key:}" ;;
    click:*) xy=${keys#click:}; xdotool mousemove "${xy%,*}" "${xy#*,}" click 1 ;;
    press:*)
      read -r x y ww hh < <(awk -F'\t' -v n="${keys#press:}" '$1 == n { print $2, $3, $4, $5; exit }' "$tmp/widgets")
      xdotool mousemove $((x + ww / 2)) $((y + hh / 2)) click 1 ;;
    wait:*) sleep "${keys#wait:}" ;;
    clip:*) printf '%s' "${keys#clip:}" | xclip -selection clipboard ;;
    *) xdotool type --delay 120 "$keys" ;;
  esac
  sleep 0.6
done
sleep 0.5
import -window root "$out"
echo "screenshot: $out"
