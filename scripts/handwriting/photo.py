"""A filled sheet photographed or scanned: the geometry (with a map of points, for the ground truth) and the damage.

photo: the page lies on a desk, cloth or board and is taken from a little off square: turned, in perspective of a
few degrees, a little curled (a bow across and along the page), under uneven light (a gradient, a vignette, a soft
shadow of a hand or phone), with a colour cast, sensor noise, a little blur (sometimes a shake), and JPEG.
scan: the page on a flatbed: barely turned, flat light, the scanner's grey and dust, a little blur, maybe JPEG.

`photograph` returns the picture and a function taking page points to picture points, which the sheet's JSON uses
for each cell's quad.
"""
import io
import math

import numpy as np
from PIL import Image, ImageFilter

from pen import smooth_field


def homography(src, dst):
    """The 3×3 projective map taking four points src to four points dst."""
    A, b = [], []
    for (x, y), (u, v) in zip(src, dst):
        A.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        A.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        b += [u, v]
    h = np.linalg.solve(np.array(A, np.float64), np.array(b, np.float64))
    return np.append(h, 1.0).reshape(3, 3)


def apply_h(Hm, x, y):
    w = Hm[2, 0] * x + Hm[2, 1] * y + Hm[2, 2]
    return (Hm[0, 0] * x + Hm[0, 1] * y + Hm[0, 2]) / w, (Hm[1, 0] * x + Hm[1, 1] * y + Hm[1, 2]) / w


class Geometry:
    """Page → picture: a bow (y moved by a function of x, then x by a function of y), then a homography."""

    def __init__(self, W, H, Hm, bow_y, bow_x):
        self.W, self.H, self.Hm = W, H, Hm
        self.Hinv = np.linalg.inv(Hm)
        self.bow_y, self.bow_x = bow_y, bow_x  # amplitudes in page pixels

    def d1(self, x):
        return self.bow_y * (2 * x / self.W - 1) ** 2

    def d2(self, y):
        return self.bow_x * np.sin(math.pi * y / self.H)

    def forward(self, pts):
        p = np.asarray(pts, np.float64)
        x, y = p[..., 0], p[..., 1]
        y1 = y + self.d1(x)
        x1 = x + self.d2(y1)
        u, v = apply_h(self.Hm, x1, y1)
        return np.stack([u, v], axis=-1)

    def backward(self, u, v):
        x1, y1 = apply_h(self.Hinv, u, v)
        x = x1 - self.d2(y1)
        y = y1 - self.d1(x)
        return x, y


def sample(img, x, y, fill):
    """Bilinear sampling of img (H×W×3 float) at float coordinates; fill (H'×W'×3) where outside."""
    H, W = img.shape[:2]
    inside = (x >= 0) & (y >= 0) & (x <= W - 1) & (y <= H - 1)
    xc = np.clip(x, 0, W - 1.001)
    yc = np.clip(y, 0, H - 1.001)
    x0 = xc.astype(np.int32)
    y0 = yc.astype(np.int32)
    fx = (xc - x0)[..., None].astype(np.float32)
    fy = (yc - y0)[..., None].astype(np.float32)
    a = img[y0, x0] * (1 - fx) + img[y0, x0 + 1] * fx
    b = img[y0 + 1, x0] * (1 - fx) + img[y0 + 1, x0 + 1] * fx
    out = a * (1 - fy) + b * fy
    return np.where(inside[..., None], out, fill), inside


def background(rng, h, w):
    kind = rng.integers(4)
    base = [np.array([0.55, 0.40, 0.26]), np.array([0.35, 0.35, 0.37]), np.array([0.12, 0.13, 0.16]),
            np.array([0.30, 0.42, 0.33])][kind] * rng.uniform(0.7, 1.2)
    tex = smooth_field(rng, h, w, int(rng.integers(8, 60)), 0.8, 1.15)
    if kind == 0:  # wood grain: stretched along x
        grain = smooth_field(rng, h, max(2, w // 20), 3, 0.85, 1.1)
        tex = tex * np.asarray(Image.fromarray((grain * 200).astype(np.uint8)).resize((w, h), Image.BILINEAR),
                               np.float32) / 200.0
    return np.clip(base[None, None, :] * tex[..., None], 0, 1).astype(np.float32)


def photograph(page, rng, kind=None):
    """page: float32 H×W×3 in 0..1. Returns (uint8 picture, Geometry, info)."""
    H, W = page.shape[:2]
    kind = kind or ("photo" if rng.random() < 0.7 else "scan")
    if kind == "photo":
        zoom = rng.uniform(0.8, 1.25)
        margin = rng.uniform(1.03, 1.18)
        ow, oh = int(W * zoom * margin), int(H * zoom * margin)
        turn = math.radians(np.clip(rng.normal(0, 2.0), -5, 5))
        cx, cy = ow / 2 + rng.normal(0, 0.01 * ow), oh / 2 + rng.normal(0, 0.01 * oh)
        corners = np.array([[0, 0], [W, 0], [W, H], [0, H]], np.float64)
        c = (corners - [W / 2, H / 2]) * zoom
        rot = np.array([[math.cos(turn), -math.sin(turn)], [math.sin(turn), math.cos(turn)]])
        c = c @ rot.T + [cx, cy]
        # Perspective: the camera a few degrees off square — one side nearer than the other.
        tilt_x, tilt_y = rng.normal(0, 0.025), rng.normal(0, 0.025)
        c[:, 0] += (c[:, 1] - cy) * tilt_x * np.sign(c[:, 0] - cx)
        c[:, 1] += (c[:, 0] - cx) * tilt_y * np.sign(c[:, 1] - cy)
        c += rng.normal(0, 0.006 * ow, c.shape)
        geo = Geometry(W, H, homography(corners, c), rng.normal(0, 6.0), rng.normal(0, 4.0))
    else:
        ow, oh = W + int(rng.integers(0, 30)), H + int(rng.integers(0, 30))
        turn = math.radians(rng.normal(0, 0.5))
        corners = np.array([[0, 0], [W, 0], [W, H], [0, H]], np.float64)
        rot = np.array([[math.cos(turn), -math.sin(turn)], [math.sin(turn), math.cos(turn)]])
        c = (corners - [W / 2, H / 2]) @ rot.T + [ow / 2 + rng.normal(0, 5), oh / 2 + rng.normal(0, 5)]
        geo = Geometry(W, H, homography(corners, c), 0.0, 0.0)
    vv, uu = np.mgrid[0:oh, 0:ow].astype(np.float32)
    x, y = geo.backward(uu, vv)
    if kind == "photo":
        bg = background(rng, oh, ow)
    else:
        bg = np.full((oh, ow, 3), rng.uniform(0.82, 0.95), np.float32)
    out, inside = sample(page, x, y, bg)
    if kind == "photo":
        # The page's shadow on the desk, just outside its edge.
        m = Image.fromarray((inside * 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(6))
        m = np.asarray(m, np.float32)[..., None] / 255.0
        out = np.where(inside[..., None], out, out * (0.55 + 0.45 * (1 - m)))
        light = light_field(rng, oh, ow)
        out = out * light[..., None]
        out = out * (1 + rng.normal(0, 0.015, 3)).astype(np.float32)  # what is left of a colour cast after white balance
        out = out + rng.normal(0, rng.uniform(0.004, 0.025), out.shape).astype(np.float32)
    else:
        out = out * np.float32(rng.uniform(0.9, 1.0))
        g = smooth_field(rng, oh, ow, 400, 0.96, 1.02)
        out = out * g[..., None]
        # Dust and toner specks of a scanner.
        n = int(rng.integers(50, 600))
        ys, xs = rng.integers(0, oh, n), rng.integers(0, ow, n)
        out[ys, xs] *= rng.uniform(0.4, 0.9, (n, 1)).astype(np.float32)
        out = out + rng.normal(0, 0.008, out.shape).astype(np.float32)
    img = Image.fromarray((np.clip(out, 0, 1) * 255).astype(np.uint8), "RGB")
    blur = rng.uniform(0.2, 1.4) if kind == "photo" else rng.uniform(0.0, 0.6)
    if blur > 0.25:
        img = img.filter(ImageFilter.GaussianBlur(blur))
    if kind == "photo" and rng.random() < 0.15:
        img = img.filter(ImageFilter.Kernel((5, 5), [0] * 10 + [1] * 5 + [0] * 10, scale=5))  # a shake
    quality = int(rng.integers(35, 92)) if kind == "photo" or rng.random() < 0.5 else None
    if quality:
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=quality)
        img = Image.open(io.BytesIO(buf.getvalue())).convert("RGB")
    info = {"kind": kind, "size": [ow, oh], "turn_deg": round(math.degrees(turn), 2), "blur": round(blur, 2),
            "jpeg_quality": quality}
    return img, geo, info


def light_field(rng, h, w):
    """Uneven light: a gradient, a vignette, and maybe a soft shadow across part of the page."""
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    xn, yn = xx / w - 0.5, yy / h - 0.5
    g = 1.0 + rng.normal(0, 0.12) * xn + rng.normal(0, 0.12) * yn
    g = g * (1.0 - rng.uniform(0.0, 0.35) * (xn ** 2 + yn ** 2))
    if rng.random() < 0.6:
        # A shadow: the dark side of a soft line at a random angle, or a soft blob (a hand, a phone).
        a = rng.uniform(0, 2 * math.pi)
        d = xn * math.cos(a) + yn * math.sin(a) - rng.uniform(-0.1, 0.45)
        soft = rng.uniform(0.01, 0.08)
        s = 1.0 / (1.0 + np.exp(-d / soft))
        g = g * (1.0 - rng.uniform(0.15, 0.45) * s)
    return (g * rng.uniform(0.85, 1.08)).astype(np.float32)
