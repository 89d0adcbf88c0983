#!/usr/bin/env bash
# Rebuilds fonts/JipuSans-Regular.ttf from the registries, reproducibly (pinned versions). Needs npm and python3.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
npm pack --silent @expo-google-fonts/noto-sans-sc@0.4.3 >/dev/null
npm pack --silent @expo-google-fonts/noto-sans-symbols-2@0.4.1 >/dev/null
mkdir sc sym
tar xzf expo-google-fonts-noto-sans-sc-0.4.3.tgz -C sc
tar xzf expo-google-fonts-noto-sans-symbols-2-0.4.1.tgz -C sym
python3 -m venv venv
venv/bin/pip install --quiet fonttools==4.60.1
venv/bin/python "$here/make_font.py" \
  sc/package/400Regular/NotoSansSC_400Regular.ttf \
  sym/package/400Regular/NotoSansSymbols2_400Regular.ttf \
  "$here/JipuSans-Regular.ttf"
cp sc/package/LICENSE_FONT "$here/OFL-NotoSansSC.txt"
cp sym/package/LICENSE_FONT "$here/OFL-NotoSansSymbols2.txt"
