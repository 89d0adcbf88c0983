#!/usr/bin/env bash
# The Windows artefacts of Jipu from a built jipu.exe (cross-built here, see docs/developing.md):
#   scripts/make-windows.sh JIPU_EXE OUT_DIR   → OUT_DIR/Jipu-Setup-VERSION.exe (NSIS) and OUT_DIR/Jipu-VERSION-portable.zip
# The .ico is the one build.rs made beside the exe's build. Needs makensis (apt-get install nsis) and zip.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
exe=$(realpath "$1")
out=$(mkdir -p "$2" && realpath "$2")
version=$(sed -n 's/^version = "\(.*\)"/\1/p' "$root/Cargo.toml" | head -1)
ico=$(ls -t "$(dirname "$exe")"/build/jipu-*/out/jipu.ico 2>/dev/null | head -1)
[ -n "$ico" ] || { echo "no jipu.ico beside the build of $exe (build.rs makes it)" >&2; exit 1; }
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

cp "$exe" "$stage/jipu.exe"
x86_64-w64-mingw32-strip --strip-unneeded "$stage/jipu.exe" 2>/dev/null || true
cp "$ico" "$stage/jipu.ico"
# The user's guide beside jipu.exe (guide\en, guide\zh), where the program looks for it: Help › User's guide.
mkdir -p "$stage/guide"
cp -r "$root/docs/guide/en" "$root/docs/guide/zh" "$stage/guide/"
sed 's/$/\r/' "$root/LICENSE" > "$stage/LICENSE.txt"
{
  printf 'Jipu %s - over-the-board chess scoresheets in Chinese and English\n' "$version"
  printf '记谱 %s - 国际象棋记谱、对弈与打印记录本\n\n' "$version"
  printf 'Double-click jipu.exe to open the window. From cmd.exe or PowerShell:\n'
  printf '  jipu.exe moves game.pgn -n zh\n  jipu.exe sheet game.pgn -o sheet.pdf\n  jipu.exe --help\n\n'
  printf '%s\n' "The user's guide: Help > User's guide in the window (F1), or guide\en\guide.md." \
    '使用说明：在窗口中点 帮助 > 使用说明（F1），或打开 guide\zh\guide.md。'
  printf 'Your unsaved games and settings are kept in %%APPDATA%%\\Jipu\\jipu\\data.\n'
  printf 'Licence: GPL-3.0-or-later (LICENSE.txt); fonts, pieces, icon, opening names and the text recogniser: CREDITS.txt.\n'
} | sed 's/$/\r/' > "$stage/README.txt"
cat "$root/fonts/README.md" "$root/assets/pieces/cburnett/CREDITS.md" "$root/assets/icon/README.md" \
  "$root/assets/openings/README.md" "$root/assets/models/README.md" \
  "$root"/fonts/OFL-*.txt "$root/assets/openings/COPYING.txt" "$root/assets/models/LICENSE-Apache-2.0" \
  | sed 's/$/\r/' > "$stage/CREDITS.txt"

setup="$out/Jipu-Setup-$version.exe"
makensis -V2 -DVERSION="$version" -DSTAGE="$stage" -DOUTFILE="$setup" "$root/packaging/windows/jipu.nsi" >&2
zip_name="$out/Jipu-$version-portable.zip"
rm -f "$zip_name"
(cd "$stage" && mkdir "Jipu-$version" && cp -r jipu.exe README.txt LICENSE.txt CREDITS.txt guide "Jipu-$version/" \
  && zip -qr9 "$zip_name" "Jipu-$version")
echo "$setup"
echo "$zip_name"
