"""Where the handwriting comes from: the pinned stroke data and fonts, fetched, checked and described.

Three kinds of source, each pinned to an exact version:

- the Hershey fonts (public domain vector fonts of 1967), from the PyPI package `Hershey-Fonts` 2.1.0 (MIT), which
  embeds them; its single-stroke faces give the centre lines of Latin letters, digits and signs;
- the stroke centre lines ("medians") of Chinese characters from the npm package `hanzi-writer-data` 2.0.1 (Arphic
  Public Licence; derived from Make Me a Hanzi, itself from Arphic's fonts), fetched at run time with `npm pack` into
  a cache folder and checked against its SHA-256 — it is 13 MB, so it is not vendored;
- Debian's handwriting fonts (bookworm packages, installed with apt-get), rendered and then thinned and re-inked by
  pen.py. A font is used for a character only if its glyph has ink and is not the font's .notdef box: the character
  map alone is not enough (fonts-seto maps 车 and 马 to empty glyphs, fonts-klee has no 车 马 胜).

`describe()` gives what was used, with versions, for the output's sources.json.
"""
import hashlib
import importlib.metadata
import json
import os
import shutil
import subprocess
import tarfile
import tempfile

import numpy as np

HERSHEY_PACKAGE, HERSHEY_VERSION = "Hershey-Fonts", "2.1.0"
# Single-stroke Hershey faces (the duplex and triplex ones draw letters with doubled lines, unlike a pen).
HERSHEY_FACES = ["futural", "rowmans", "scripts", "cursive"]

HANZI_PACKAGE, HANZI_VERSION = "hanzi-writer-data", "2.0.1"
HANZI_SHA256 = "72baf3d82b114e60d6e40ea05f24d2262a05cd39d544e2f322ba2fceb7beff15"

# Debian package, file (and face index of a collection), what the face is: Latin-only hands and two Chinese ones.
DEBIAN_FONTS = [
    ("fonts-dkg-handwriting", "/usr/share/fonts/truetype/fifthhorseman/dkg.ttf", 0),
    ("fonts-dkg-handwriting", "/usr/share/fonts/truetype/fifthhorseman/dkgIt.ttf", 0),
    ("fonts-breip", "/usr/share/fonts/truetype/breip/Breip.ttf", 0),
    ("fonts-comic-neue", "/usr/share/fonts/opentype/comic-neue/ComicNeue-Regular.otf", 0),
    ("fonts-comic-neue", "/usr/share/fonts/opentype/comic-neue/ComicNeue-Italic.otf", 0),
    ("fonts-kristi", "/usr/share/fonts/truetype/kristi/Kristi.ttf", 0),
    ("fonts-dancingscript", "/usr/share/fonts/opentype/dancingscript/DancingScript-Regular.otf", 0),
    ("fonts-klee", "/usr/share/fonts/truetype/klee/KleeOne-Regular.ttf", 0),
    ("fonts-seto", "/usr/share/fonts/truetype/seto/setofont.ttf", 0),
    ("fonts-lxgw-wenkai", "/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Regular.ttf", 0),
    ("fonts-lxgw-wenkai", "/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Light.ttf", 0),
    ("fonts-arphic-ukai", "/usr/share/fonts/truetype/arphic/ukai.ttc", 0),
]
DEBIAN_LICENCES = {
    "fonts-dkg-handwriting": "OFL-1.1 (font), GPL-3+ (sources)",
    "fonts-breip": "OFL-1.0 / GPL-2+",
    "fonts-comic-neue": "OFL-1.1",
    "fonts-kristi": "OFL-1.1",
    "fonts-dancingscript": "OFL-1.1",
    "fonts-klee": "OFL-1.1",
    "fonts-seto": "OFL-1.1",
    "fonts-lxgw-wenkai": "OFL-1.1",
    "fonts-arphic-ukai": "Arphic Public Licence",
}
# The printed forms' typeface (fonts-dejavu-core), not handwriting.
PRINT_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
PRINT_FONT_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


class SourceError(Exception):
    """A source is missing or not the pinned one; the message says how to get it."""


def cache_dir(explicit=None):
    """The folder fetched data is kept in: --cache, $JIPU_HANDWRITING_CACHE, or ~/.cache/jipu-handwriting."""
    d = explicit or os.environ.get("JIPU_HANDWRITING_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "jipu-handwriting")
    os.makedirs(d, exist_ok=True)
    return d


def sha256_of(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def fetch_hanzi(cache):
    """Puts hanzi-writer-data 2.0.1 in the cache (npm pack, checked, unpacked) and returns the folder of its JSON files."""
    folder = os.path.join(cache, f"{HANZI_PACKAGE}-{HANZI_VERSION}")
    done = os.path.join(folder, ".checked")
    if os.path.exists(done):
        return os.path.join(folder, "package")
    tgz = os.path.join(cache, f"{HANZI_PACKAGE}-{HANZI_VERSION}.tgz")
    if not os.path.exists(tgz):
        if shutil.which("npm") is None:
            raise SourceError("npm is needed once to fetch hanzi-writer-data (apt-get install npm), "
                              f"or put {os.path.basename(tgz)} (sha256 {HANZI_SHA256}) in {cache}")
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run(["npm", "pack", f"{HANZI_PACKAGE}@{HANZI_VERSION}", "--pack-destination", tmp],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            shutil.move(os.path.join(tmp, os.path.basename(tgz)), tgz)
    got = sha256_of(tgz)
    if got != HANZI_SHA256:
        raise SourceError(f"{tgz}: sha256 {got}, expected {HANZI_SHA256}; delete it and fetch again")
    shutil.rmtree(folder, ignore_errors=True)
    with tarfile.open(tgz) as t:
        t.extractall(folder, filter="data")
    open(done, "w").close()
    return os.path.join(folder, "package")


def check_hershey():
    try:
        version = importlib.metadata.version(HERSHEY_PACKAGE)
    except importlib.metadata.PackageNotFoundError:
        raise SourceError(f"pip install {HERSHEY_PACKAGE}=={HERSHEY_VERSION}") from None
    if version != HERSHEY_VERSION:
        raise SourceError(f"{HERSHEY_PACKAGE} {version} is installed; this generator is pinned to "
                          f"{HERSHEY_VERSION} (pip install {HERSHEY_PACKAGE}=={HERSHEY_VERSION})")
    return version


def debian_version(package):
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True)
        return out.stdout.strip() or None
    except OSError:
        return None


def glyph_has_ink(font, ch, notdef=None):
    """Whether `ch` draws something in this PIL font other than the .notdef box."""
    m = font.getmask(ch)
    if m.size[0] * m.size[1] == 0:
        return False
    a = np.frombuffer(bytes(m), np.uint8)
    if int(a.sum()) < 255 * 8:
        return False
    if notdef is None:
        nd = font.getmask("\uffff")
        notdef = (nd.size, bytes(nd))
    return not (m.size == notdef[0] and bytes(m) == notdef[1])


def font_coverage(path, index, chars, size=64):
    """The characters of `chars` this font really draws."""
    from PIL import ImageFont
    font = ImageFont.truetype(path, size, index=index)
    nd = font.getmask("\uffff")
    notdef = (nd.size, bytes(nd))
    return {c for c in set(chars) if c == " " or glyph_has_ink(font, c, notdef)}


def installed_fonts():
    """The Debian handwriting fonts present here, as (package, path, index); missing ones are left out."""
    return [(p, f, i) for p, f, i in DEBIAN_FONTS if os.path.exists(f)]


def describe(cache, fonts_used, hanzi_dir):
    """What the output was made from, for sources.json."""
    return {
        "hershey": {"package": f"pypi:{HERSHEY_PACKAGE}=={HERSHEY_VERSION}", "faces": HERSHEY_FACES,
                    "licence": "Hershey font data: public domain (US NBS, A. V. Hershey, 1967); package: MIT"},
        "hanzi": {"package": f"npm:{HANZI_PACKAGE}@{HANZI_VERSION}", "sha256": HANZI_SHA256,
                  "licence": "Arphic Public Licence (ARPHICPL.TXT in the package)", "folder": hanzi_dir},
        "fonts": [{"package": p, "version": debian_version(p), "file": f, "licence": DEBIAN_LICENCES.get(p)}
                  for p, f, _ in fonts_used],
        "print_font": {"package": "fonts-dejavu-core", "version": debian_version("fonts-dejavu-core"),
                       "file": PRINT_FONT},
    }


def write_describe(path, info):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(info, f, ensure_ascii=False, indent=1)
