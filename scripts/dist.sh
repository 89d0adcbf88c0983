#!/usr/bin/env bash
# Every artefact of a release, into dist/: the Debian package, the Windows installer, the portable zip, SHA256SUMS.
#   scripts/dist.sh
# Builds the release binaries (Linux, and Windows cross-built with mingw in target/windows), then packages them with
# scripts/make-deb.sh and scripts/make-windows.sh. Needs what .ci/run installs (mingw, nsis, dpkg-dev, zip) and the
# Rust target x86_64-pc-windows-gnu.
set -euo pipefail
cd "$(dirname "$0")/.."
out=dist
mkdir -p "$out"
rm -f "$out"/jipu_*.deb "$out"/Jipu-Setup-*.exe "$out"/Jipu-*-portable.zip "$out"/SHA256SUMS

cargo build --release --bin jipu
cargo build --release --bin jipu --target x86_64-pc-windows-gnu --target-dir target/windows

scripts/make-deb.sh target/release/jipu "$out"
scripts/make-windows.sh target/windows/x86_64-pc-windows-gnu/release/jipu.exe "$out"
(cd "$out" && sha256sum jipu_*.deb Jipu-Setup-*.exe Jipu-*-portable.zip > SHA256SUMS)
cat "$out/SHA256SUMS"
