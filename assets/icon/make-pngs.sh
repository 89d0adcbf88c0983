#!/usr/bin/env bash
# Renders jipu.svg to the PNGs beside it (16 to 512 pixels), with ImageMagick. Run after changing the SVG; the PNGs
# are committed, and build.rs makes the Windows .ico from them.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p png
for size in 16 24 32 48 64 128 256 512; do
  convert -background none -density 300 jipu.svg -resize "${size}x${size}" "PNG32:png/jipu-${size}.png"
done
