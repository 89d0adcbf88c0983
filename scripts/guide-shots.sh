#!/usr/bin/env bash
# The screenshots of the user's guide (docs/guide/{en,zh}/*.png), taken again from the real window whenever it
# changes: each in the guide's language, at 1366×768 (a common laptop's screen), with scripts/screenshot.sh.
#
#   scripts/guide-shots.sh [en|zh ...]        # both languages by default
#   GUIDE_SHOTS="round analysis" scripts/guide-shots.sh   # only these pictures
#
# Uses the debug binary (cargo build --bin jipu) unless JIPU_BIN names another. Needs Xvfb, xdotool, xclip,
# ImageMagick, and Stockfish for the analysis screenshot (apt-get install stockfish). The round's picture opens a
# pairing CSV through Jipu's own file chooser. Each picture is checked after it is taken: a picture that is one flat
# colour (a window that never drew) stops the script.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export JIPU_BIN=${JIPU_BIN:-$root/target/debug/jipu}
export JIPU_FILE_DIALOG=builtin
[ -x "$JIPU_BIN" ] || { echo "no $JIPU_BIN: cargo build --bin jipu first" >&2; exit 1; }
size=1366x768
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

only=${GUIDE_SHOTS:-}
# The round's pairing file, in a folder whose name reads well in the round's dialog.
club=/tmp/club
mkdir -p "$club"

shot() {
  local out=$1; shift
  [ -z "$only" ] || [[ " $only " == *" $(basename "$out" .png) "* ]] || return 0
  scripts/screenshot.sh "$out" "$size" "$locale" "$@" >/dev/null
  local colours
  colours=$(convert "$out" -format '%k' info:)
  if [ "$colours" -lt 50 ]; then
    echo "$out has $colours colours: the window did not draw" >&2
    exit 1
  fi
  # Smaller files for the installed guide: the same pixels, recompressed.
  convert "$out" -strip -define png:compression-level=9 "$out"
  echo "$out"
}

langs=("$@")
[ ${#langs[@]} -gt 0 ] || langs=(en zh)
for lang in "${langs[@]}"; do
  case $lang in
    en) locale=en_US; file=File; round='A round at the club…'; name='File name'
        results=Results; photos="Read the sheets' photos…"
        help=Help; keys=Keys; clock='Use a clock'; picture=tests/data/pictures/02-book-en-lserif.png
        event='Spring Rapid'; site='Chess Club' ;;
    zh) locale=zh_CN; file=文件; round='俱乐部比赛轮次…'; name=文件名
        results=成绩; photos=读取记录纸照片…
        help=帮助; keys=快捷键; clock=使用棋钟; picture=tests/data/pictures/01-book-zh-song.png
        event=春季快棋赛; site=俱乐部 ;;
    *) echo "no language $lang (en or zh)" >&2; exit 1 ;;
  esac
  out=docs/guide/$lang
  mkdir -p "$out"
  # The window as it opens a game.
  shot "$out/window.png" file:docs/example-game.pgn
  # A game played with the clock: the clock turned on, four moves typed.
  shot "$out/clock.png" "press:$clock" wait:1 'e4 ' wait:2 'e5 ' wait:2 'Nf3 ' wait:2 'Nc6 ' wait:3
  # A sheet typed with a mistake on it: the reading stops at 3.Bb6, the moves meant offered.
  shot "$out/typing.png" '1.e4 e5 2.Nf3 Nc6 3.Bb6'
  # A whole game pasted (Ctrl+V on the board) whose sheet has e2—e3 where c3 was played.
  shot "$out/paste.png" "clip:1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6 8.e2—e3 O-O" \
    key:ctrl+v wait:3
  # A book page read: every move outlined on it.
  shot "$out/picture.png" "file:$picture" wait:45
  # A handwritten sheet (generated, tests/data/handwritten) read whole, on its third unsure move with the candidates.
  shot "$out/sheet.png" file:tests/data/handwritten/jipu-scan.jpg wait:30 key:F8 key:F8 key:F8
  # The print dialog on a game.
  shot "$out/print.png" file:docs/example-game.pgn key:ctrl+p wait:4
  # The round's boards, from a pairing CSV opened through File › A round at the club….
  printf 'board,white,black,white_rating,black_rating,round,event,date,site\n1,王一鸣,Li Er,1510,1490,5,%s,2026-03-14,%s\n2,Zhang San,赵四,880,1200,5,%s,2026-03-14,%s\n3,刘洋,Chen Wei,95,200,5,%s,2026-03-14,%s\n' \
    "$event" "$site" "$event" "$site" "$event" "$site" > "$club/round5.csv"
  shot "$out/round.png" "press:$file" "press:$round" wait:1 "press:$name" key:ctrl+a "$club/round5.csv" key:Return wait:2
  rm -f "$club/round5.csv"
  # The round's results page with its sheets' photos read back to their boards (tests/data/club: Jipu's pre-filled
  # sheets of round 5, two filled in by a generated hand, one with printed moves photographed upside down), their
  # results proposed.
  cp tests/data/club/round5.csv "$club/round5.csv"
  steps=("press:$file" "press:$round" wait:1 "press:$name" key:ctrl+a "$club/round5.csv" key:Return wait:2
    "press:$results" wait:1)
  for photo in round5-board2-handwritten.jpg round5-board3-photo.jpg round5-board4-handwritten.jpg; do
    steps+=("press:$photos" wait:1 "press:$name" key:ctrl+a "$root/tests/data/club/$photo" key:Return wait:12)
  done
  shot "$out/round-photos.png" "${steps[@]}"
  rm -f "$club/round5.csv"
  # The engine's panel and the whole game analysed (Stockfish from /usr/games), three moves before the mate.
  shot "$out/analysis.png" file:docs/example-game.pgn key:ctrl+e wait:3 "press:analyse the game" wait:40 \
    key:Left key:Left key:Left wait:6
  # Help › Keys.
  shot "$out/keys.png" "press:$help" "press:$keys" wait:1
done
