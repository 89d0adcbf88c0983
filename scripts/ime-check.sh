#!/usr/bin/env bash
# Types 马f3 into the real window through a real Chinese input method (fcitx5 pinyin), after a click on the board —
# the box was not clicked first — and checks that 2.马f3 was played. Not part of CI (it needs fcitx5).
#
#   cargo build --release && scripts/ime-check.sh
#
# Needs: xvfb xdotool imagemagick dbus-x11 fcitx5 fcitx5-pinyin fcitx5-chinese-addons, and a zh_CN.UTF-8 locale
# (`localedef -i zh_CN -f UTF-8 zh_CN.UTF-8`). PICK is the candidate number of 马 after `ma` (4 with fcitx5-pinyin's
# dictionary; see the screenshot composing.png if it differs). Screenshots and logs go to $OUT (default /tmp/jipu-ime).
set -euo pipefail
bin=${JIPU_BIN:-$(dirname "$0")/../target/release/jipu}
out=${OUT:-/tmp/jipu-ime}; pick=${PICK:-4}; display=${IME_DISPLAY:-:57}
rm -rf "$out"; mkdir -p "$out/home/.config/fcitx5"
export DISPLAY=$display HOME=$out/home
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 & xvfb=$!
# Only what this script started is stopped: another fcitx5 on the machine (a user's, another check's) is left alone.
app=""; fcitx=""
trap 'kill $app $fcitx $xvfb 2>/dev/null; [ -n "${DBUS_SESSION_BUS_PID:-}" ] && kill $DBUS_SESSION_BUS_PID' EXIT
sleep 1
# One group: the US keyboard and pinyin; Ctrl+Space switches between them.
cat > "$HOME/.config/fcitx5/profile" <<'PROFILE'
[Groups/0]
Name=Default
Default Layout=us
DefaultIM=pinyin

[Groups/0/Items/0]
Name=keyboard-us
Layout=

[Groups/0/Items/1]
Name=pinyin
Layout=

[GroupOrder]
0=Default
PROFILE
eval "$(dbus-launch --sh-syntax)"
export XMODIFIERS=@im=fcitx LANG=zh_CN.UTF-8 LC_ALL=zh_CN.UTF-8
fcitx5 >"$out/fcitx5.log" 2>&1 & fcitx=$!
sleep 2
JIPU_DATA_DIR=$out/data JIPU_WIDGET_MAP=$out/widgets.txt "$bin" >"$out/jipu.log" 2>&1 & app=$!
sleep 3
win=$(xdotool search --sync --pid $app | tail -1)
xdotool windowfocus --sync "$win"; sleep 0.5
xdotool type --delay 150 e4; sleep 0.3; xdotool type --delay 150 e5; sleep 0.5
# A click in the middle of the board: the keyboard is taken from the move box.
read -r bx by bw bh < <(awk -F'\t' '$1=="board"{print $2, $3, $4, $5}' "$out/widgets.txt")
xdotool mousemove --window "$win" $((bx + bw / 2)) $((by + bh / 2)) click 1; sleep 0.5
xdotool key ctrl+space; sleep 0.5          # pinyin on
xdotool type --delay 200 ma; sleep 0.8     # composing: the candidates show at the box
import -window root "$out/composing.png"
xdotool key "$pick"; sleep 0.5             # 马 committed
xdotool key ctrl+space; sleep 0.5          # pinyin off
xdotool type --delay 150 f3; sleep 1.5
import -window root "$out/after.png"
moves=$(find "$out/data" -name "*.pgn" -exec grep -hv "^\[" {} + 2>/dev/null | tr '\n' ' ' | sed 's/  */ /g')
echo "stored: $moves"
case "$moves" in
  *"1. e4 e5 2. Nf3"*) echo "ok: 马f3 typed through fcitx5 pinyin after a click on the board" ;;
  *) echo "FAILED: see $out/composing.png and $out/after.png" >&2; exit 1 ;;
esac
