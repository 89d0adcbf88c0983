#!/usr/bin/env bash
# The Debian package of Jipu, made with Debian's own tools (dpkg-deb, dpkg-shlibdeps: on every Debian, nothing to
# build first) from a built Linux binary:
#   scripts/make-deb.sh BINARY OUT_DIR      → OUT_DIR/jipu_VERSION_amd64.deb
# The binary goes to /usr/bin (stripped), with the desktop entry, the icon in the hicolor theme, the PGN MIME type,
# the manual page (`jipu manual`, made from the clap commands), the user's guide in both languages with its
# screenshots in /usr/share/jipu/guide (where /usr/bin/jipu looks for it: Help › User's guide; not under
# /usr/share/doc, which minimal systems leave out), the licence and the credits in /usr/share/doc/jipu.
# Depends: what dpkg-shlibdeps finds the binary linked against, and the libraries the window opens at run time
# with dlopen (OpenGL/EGL, X11, Wayland, xkbcommon), which no tool can see: found by starting the window in a clean
# Debian (tests/clean_system.rs), where it fails without each.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$(realpath "$1")
out=$(mkdir -p "$2" && realpath "$2")
version=$(sed -n 's/^version = "\(.*\)"/\1/p' "$root/Cargo.toml" | head -1)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
pkg="$stage/jipu"

install -Dm755 "$bin" "$pkg/usr/bin/jipu"
strip --strip-unneeded "$pkg/usr/bin/jipu"
install -Dm644 "$root/packaging/linux/jipu.desktop" "$pkg/usr/share/applications/jipu.desktop"
install -Dm644 "$root/packaging/linux/jipu-mime.xml" "$pkg/usr/share/mime/packages/jipu.xml"
for png in "$root"/assets/icon/png/jipu-*.png; do
  size=$(basename "$png" .png); size=${size#jipu-}
  install -Dm644 "$png" "$pkg/usr/share/icons/hicolor/${size}x${size}/apps/jipu.png"
done
install -Dm644 "$root/assets/icon/jipu.svg" "$pkg/usr/share/icons/hicolor/scalable/apps/jipu.svg"
for file in "$root"/docs/guide/*/*; do
  install -Dm644 "$file" "$pkg/usr/share/jipu/guide/${file#"$root"/docs/guide/}"
done
mkdir -p "$pkg/usr/share/man/man1"
"$pkg/usr/bin/jipu" manual | gzip -9n > "$pkg/usr/share/man/man1/jipu.1.gz"

doc="$pkg/usr/share/doc/jipu"
install -Dm644 "$root/README.md" "$doc/README.md"
install -Dm644 "$root/fonts/README.md" "$doc/credits/fonts.md"
install -Dm644 "$root"/fonts/OFL-*.txt -t "$doc/credits/"
install -Dm644 "$root/assets/pieces/cburnett/CREDITS.md" "$doc/credits/pieces.md"
install -Dm644 "$root/assets/icon/README.md" "$doc/credits/icon.md"
install -Dm644 "$root/assets/openings/README.md" "$doc/credits/openings.md"
install -Dm644 "$root/assets/openings/COPYING.txt" "$doc/credits/openings-CC0.txt"
install -Dm644 "$root/assets/models/README.md" "$doc/credits/text-recognition-model.md"
install -Dm644 "$root/assets/models/LICENSE-Apache-2.0" "$doc/credits/text-recognition-model-Apache-2.0.txt"
cat > "$doc/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: jipu

Files: *
Copyright: The Jipu developers
License: GPL-3.0-or-later
 On Debian systems the full text is in /usr/share/common-licenses/GPL-3.

Files: fonts/JipuSans-Regular.ttf
Copyright: 2014-2021 Adobe (Noto Sans SC); 2022 The Noto Project Authors (Noto Sans Symbols 2)
License: OFL-1.1
 See credits/fonts.md and credits/OFL-*.txt.

Files: assets/pieces/cburnett/*
Copyright: Colin M. L. Burnett
License: GPL-2.0-or-later
 See credits/pieces.md.

Files: assets/openings/[a-e].tsv
Copyright: The contributors of lichess-org/chess-openings
License: CC0-1.0
 See credits/openings.md and credits/openings-CC0.txt.

Files: assets/models/*
Copyright: The PaddlePaddle Authors (PaddleOCR); RapidAI (RapidOCR's ONNX export)
License: Apache-2.0
 See credits/text-recognition-model.md; on Debian systems the full text is also in
 /usr/share/common-licenses/Apache-2.0.
COPYRIGHT

# What the binary is linked against, as dpkg-shlibdeps reads it (it wants a debian/control beside it).
mkdir -p "$stage/debian"
printf 'Source: jipu\n\nPackage: jipu\nArchitecture: amd64\n' > "$stage/debian/control"
linked=$(cd "$stage" && dpkg-shlibdeps -O -e"$pkg/usr/bin/jipu" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
# Opened at run time (dlopen): glutin's EGL and GLX, winit's X11 and Wayland clients and xkbcommon.
opened="libegl1, libgl1, libx11-6, libx11-xcb1, libxcursor1, libxi6, libxrandr2, libxkbcommon0, libxkbcommon-x11-0, libwayland-client0, libwayland-cursor0, libwayland-egl1"

mkdir -p "$pkg/DEBIAN"
cat > "$pkg/DEBIAN/control" <<CONTROL
Package: jipu
Version: $version
Architecture: amd64
Maintainer: The Jipu developers <jipu@localhost>
Installed-Size: $(du -sk "$pkg/usr" | cut -f1)
Depends: $linked, $opened
Recommends: xdg-utils, shared-mime-info, desktop-file-utils
Section: games
Priority: optional
Description: over-the-board chess scoresheets in Chinese and English (记谱)
 Play chess over the board on a laptop with a clock, enter a paper scoresheet
 game (typed or pasted, in English or Chinese notation) with repair of the
 sheet's mistakes, and print the 记录本 scoresheet.
CONTROL
deb="$out/jipu_${version}_amd64.deb"
dpkg-deb --root-owner-group -Zxz --build "$pkg" "$deb" >/dev/null
echo "$deb"
