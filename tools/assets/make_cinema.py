"""Builds the archive cinema's picture reels (assets/cinema/) from NASA/JPL imagery in
Debian's stellarium-data package, unpacked by tools/build-assets into a cache folder.

  python3 make_cinema.py STELLARIUM_ROOT ASSETS_DIR

STELLARIUM_ROOT is the folder `dpkg-deb -x stellarium-data_*.deb` filled (it holds
usr/share/stellarium). Writes:

  cinema/husband_hill_strip.jpg  the Husband Hill summit panorama's horizon band, all
                                 360 degrees (the game pans across it: reels 01 and 02)
  cinema/mars_turning.webp       90 frames of Mars turning, rendered from the JPL map on
                                 a sphere (reels 03 and 05)
  cinema/phobos_turning.webp     90 frames of Phobos turning, rendered from the JPL map
                                 on its triaxial ellipsoid (reels 04 and 05)

The frame sheets are WebP with an alpha channel (lossy colour, lossless alpha), so the
game can set Phobos in front of Mars; PNG would be ten times the size.

Only files whose licence the package's copyright and CREDITS.md record as NASA/JPL
material are used (see assets/CREDITS.md). The Deimos map in the same package is not:
its CREDITS.md (section 4.5c) gives it to Oleg Pluton under CC BY 4.0, so it stays out.
Each source file is checked against the SHA-256 it had when its licence was read; a
changed file stops the build until someone reads the licence again.

Rendering is plain Python (no numpy): orthographic projection, Lambert shading under one
fixed sun, bilinear sampling of the map, anti-aliased limbs. The pixels are computed in
a fixed order with IEEE doubles, and ImageMagick encodes them with fixed settings and no
timestamps, so a rerun gives the same bytes.
"""
import hashlib
import math
import os
import subprocess
import sys

SOURCES = {
    # path under usr/share/stellarium: SHA-256 of stellarium-data 0.22.2-1's copy
    "landscapes/mars/mars.png": "c9f2fece30a6839dbb7ff15b4224940646539d41e5487a61b778dda0f6751f5a",
    "textures/mars.png": "01ba38fe108bc19041c6bdc8abcb613cafd9031380a332b365ac4e94553cae7d",
    "textures/phobos.png": "670302674e12ccc9f4544a44ce1339efeddc56ef7c8dc0e1ddb39d1dae712419",
}

# Frame sheets: the game (src/ui/cinema_screen.cpp) declares the same layout, and a test
# checks the committed images against it.
SHEET_COLS, SHEET_FRAMES = 10, 90
STEP_DEGREES = 360.0 / SHEET_FRAMES
MARS_FRAME, MARS_RADIUS = 288, 136.0       # the globe's radius in pixels
PHOBOS_FRAME, PHOBOS_LONG_AXIS = 224, 104.0  # the long semi-axis in pixels
# Phobos's best-fit ellipsoid, km (Ernst et al. 2023, Earth Planets Space 75:103).
PHOBOS_AXES = (12.95, 11.30, 9.16)
VIEW_LATITUDE = math.radians(12.0)          # seen from 12 degrees north of the equator
SUN = (-0.55, 0.30, 0.78)                  # view space: x right, y up, z toward the viewer
AMBIENT = 0.035
# The panorama band: rows of the 2048x1024 panorama, and the sky painted behind its
# transparent sky (the Stellarium landscape leaves the sky to the planetarium).
STRIP_TOP, STRIP_BOTTOM = 464, 992
SKY_TOP, SKY_HORIZON = (118, 86, 62), (196, 150, 112)
JPEG_QUALITY = "86"


def Sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def ReadImage(path):
    """(width, height, channels=4, bytes) of any image ImageMagick reads, as RGBA."""
    size = subprocess.run(["identify", "-format", "%w %h", path], check=True,
                          capture_output=True, text=True).stdout.split()
    w, h = int(size[0]), int(size[1])
    raw = subprocess.run(["convert", path, "-depth", "8", "rgba:-"], check=True,
                         capture_output=True).stdout
    if len(raw) != w * h * 4:
        raise SystemExit("cinema: %s decoded to %d bytes, expected %d" % (path, len(raw), w * h * 4))
    return w, h, raw


def WriteImage(path, w, h, pixels, alpha):
    """pixels: bytes, RGBA when alpha else RGB. JPEG without alpha, WebP with it."""
    fmt = "rgba" if alpha else "rgb"
    args = ["convert", "-size", "%dx%d" % (w, h), "-depth", "8", "%s:-" % fmt, "-strip"]
    if alpha:
        args += ["-quality", JPEG_QUALITY, "-define", "webp:method=6", "-define", "webp:alpha-quality=100",
                 "-define", "webp:thread-level=0", "WEBP:" + path]
    else:
        args += ["-quality", JPEG_QUALITY, "-sampling-factor", "2x2", "-interlace", "none", path]
    subprocess.run(args, input=bytes(pixels), check=True)


class Map:
    """An equirectangular map: x = longitude -180..180 east, y = latitude 90..-90."""

    def __init__(self, path):
        self.w, self.h, self.raw = ReadImage(path)

    def Sample(self, lon, lat):
        """Bilinear (r, g, b) at longitude/latitude in radians; longitude wraps."""
        w, h, raw = self.w, self.h, self.raw
        u = (lon / (2.0 * math.pi) + 0.5) * w - 0.5
        v = (0.5 - lat / math.pi) * h - 0.5
        x0 = math.floor(u)
        y0 = math.floor(v)
        fx, fy = u - x0, v - y0
        y0c = min(max(y0, 0), h - 1)
        y1c = min(max(y0 + 1, 0), h - 1)
        xa, xb = x0 % w, (x0 + 1) % w
        out = []
        for c in range(3):
            p00 = raw[(y0c * w + xa) * 4 + c]
            p10 = raw[(y0c * w + xb) * 4 + c]
            p01 = raw[(y1c * w + xa) * 4 + c]
            p11 = raw[(y1c * w + xb) * 4 + c]
            top = p00 + (p10 - p00) * fx
            bottom = p01 + (p11 - p01) * fx
            out.append(top + (bottom - top) * fy)
        return out


def Normalize(v):
    n = math.sqrt(sum(c * c for c in v))
    return tuple(c / n for c in v)


def ViewToBody(view_latitude, central_longitude):
    """Rows of the matrix taking view coordinates to body coordinates (x toward
    longitude 0, y toward 90 east, z north) for a body seen from `view_latitude` with
    `central_longitude` at the centre of the disc."""
    s, c = math.sin(view_latitude), math.cos(view_latitude)
    # Body axes in view coordinates before the spin: the sub-observer point on the
    # equator (ex), east (ey) and north (ez).
    ex, ey, ez = (0.0, -s, c), (1.0, 0.0, 0.0), (0.0, c, s)
    cl, sl = math.cos(central_longitude), math.sin(central_longitude)
    # Spin about the pole so `central_longitude` faces the viewer.
    bx = tuple(cl * a - sl * b for a, b in zip(ex, ey))
    by = tuple(sl * a + cl * b for a, b in zip(ex, ey))
    return bx, by, ez


def Dot(a, b):
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def RenderBody(body_map, size, axes, scale, central_longitude):
    """One frame of an ellipsoid with semi-axes `axes` (x, y, z in body units), `scale`
    pixels per unit, lit by SUN. Returns RGBA bytes, straight alpha."""
    rows = ViewToBody(VIEW_LATITUDE, central_longitude)
    sun = Normalize(SUN)
    inv = [1.0 / (a * a) for a in axes]
    # The viewing ray through pixel (X, Y): o + t d with o = (X, Y, 0), d = (0, 0, 1) in
    # view space; in body space o = X*col0 + Y*col1 and d = col2.
    col = [tuple(rows[i][j] for i in range(3)) for j in range(3)]
    u, w, d = col
    qa = sum(d[i] * d[i] * inv[i] for i in range(3))
    # m(X, Y) = ca X^2 + 2 cb X Y + cc Y^2 - 1 is the ray's least value of the
    # ellipsoid's equation: negative inside the silhouette, zero on the limb.
    du = sum(inv[i] * d[i] * u[i] for i in range(3))
    dw = sum(inv[i] * d[i] * w[i] for i in range(3))
    ca = sum(inv[i] * u[i] * u[i] for i in range(3)) - du * du / qa
    cb = sum(inv[i] * u[i] * w[i] for i in range(3)) - du * dw / qa
    cc = sum(inv[i] * w[i] * w[i] for i in range(3)) - dw * dw / qa
    sun_body = tuple(Dot(rows[i], sun) for i in range(3))
    out = bytearray(size * size * 4)
    half = size / 2.0
    pixel = 1.0 / scale
    for py in range(size):
        Y = (half - py - 0.5) * pixel
        for px in range(size):
            X = (px + 0.5 - half) * pixel
            m = ca * X * X + 2.0 * cb * X * Y + cc * Y * Y - 1.0
            # Signed distance to the limb in pixels, from m's gradient.
            gx, gy = 2.0 * (ca * X + cb * Y), 2.0 * (cb * X + cc * Y)
            grad = math.sqrt(gx * gx + gy * gy) * pixel
            cover = 0.5 - m / grad if grad > 0.0 else 1.0
            if cover <= 0.0:
                continue
            cover = min(1.0, cover)
            o = (X * u[0] + Y * w[0], X * u[1] + Y * w[1], X * u[2] + Y * w[2])
            t = -(o[0] * d[0] * inv[0] + o[1] * d[1] * inv[1] + o[2] * d[2] * inv[2]) / qa
            if m < 0.0:
                t += math.sqrt(-m / qa)
            p = (o[0] + t * d[0], o[1] + t * d[1], o[2] + t * d[2])
            if m >= 0.0:  # just outside: the limb point the ray passes closest to
                k = 1.0 / math.sqrt(p[0] * p[0] * inv[0] + p[1] * p[1] * inv[1] + p[2] * p[2] * inv[2])
                p = (p[0] * k, p[1] * k, p[2] * k)
            n = (p[0] * inv[0], p[1] * inv[1], p[2] * inv[2])
            nl = math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2])
            light = (n[0] * sun_body[0] + n[1] * sun_body[1] + n[2] * sun_body[2]) / nl
            shade = AMBIENT + (1.0 - AMBIENT) * max(0.0, light)
            lon = math.atan2(p[1], p[0])
            lat = math.atan2(p[2], math.sqrt(p[0] * p[0] + p[1] * p[1]))
            r, g, b = body_map.Sample(lon, lat)
            i = (py * size + px) * 4
            out[i] = min(255, int(r * shade + 0.5))
            out[i + 1] = min(255, int(g * shade + 0.5))
            out[i + 2] = min(255, int(b * shade + 0.5))
            out[i + 3] = int(cover * 255.0 + 0.5)
    return out


def Sheet(frames, frame_size, alpha=True):
    """Frames (RGBA bytes) laid out SHEET_COLS wide; RGB on black when not alpha."""
    rows = (len(frames) + SHEET_COLS - 1) // SHEET_COLS
    w, h = SHEET_COLS * frame_size, rows * frame_size
    channels = 4 if alpha else 3
    out = bytearray(w * h * channels)
    for k, frame in enumerate(frames):
        ox, oy = (k % SHEET_COLS) * frame_size, (k // SHEET_COLS) * frame_size
        for y in range(frame_size):
            src = frame[y * frame_size * 4:(y + 1) * frame_size * 4]
            if alpha:
                line = src
            else:  # premultiply onto black
                line = bytearray(frame_size * 3)
                for x in range(frame_size):
                    a = src[x * 4 + 3]
                    for c in range(3):
                        line[x * 3 + c] = (src[x * 4 + c] * a + 127) // 255
            start = ((oy + y) * w + ox) * channels
            out[start:start + frame_size * channels] = line
    return w, h, out


def PanoramaStrip(path, out_path):
    w, h, raw = ReadImage(path)
    rows = STRIP_BOTTOM - STRIP_TOP
    out = bytearray(w * rows * 3)
    for y in range(rows):
        sy = STRIP_TOP + y
        # The painted sky: a plain gradient from SKY_TOP down to SKY_HORIZON at row 512.
        f = min(1.0, max(0.0, (sy - STRIP_TOP) / float(512 - STRIP_TOP)))
        sky = [SKY_TOP[c] + (SKY_HORIZON[c] - SKY_TOP[c]) * f for c in range(3)]
        for x in range(w):
            i = (sy * w + x) * 4
            a = raw[i + 3]
            j = (y * w + x) * 3
            for c in range(3):
                out[j + c] = (raw[i + c] * a + int(sky[c] + 0.5) * (255 - a) + 127) // 255
    WriteImage(out_path, w, rows, out, alpha=False)
    return w, rows


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    share = os.path.join(argv[1], "usr", "share", "stellarium")
    out_dir = os.path.join(argv[2], "cinema")
    for rel, digest in sorted(SOURCES.items()):
        path = os.path.join(share, rel)
        if not os.path.isfile(path):
            raise SystemExit("cinema: %s is missing from the stellarium-data cache" % path)
        got = Sha256(path)
        if got != digest:
            raise SystemExit("cinema: %s has SHA-256 %s, not the %s whose licence was checked; "
                             "read its entry in usr/share/doc/stellarium-data/copyright and "
                             "CREDITS.md again, then update SOURCES in %s" % (rel, got, digest, __file__))
    os.makedirs(out_dir, exist_ok=True)
    only = os.environ.get("CINEMA_ONLY", "")

    if not only or only == "strip":
        w, h = PanoramaStrip(os.path.join(share, "landscapes/mars/mars.png"),
                             os.path.join(out_dir, "husband_hill_strip.jpg"))
        print("cinema: husband_hill_strip.jpg %dx%d" % (w, h))

    if not only or only == "mars":
        mars = Map(os.path.join(share, "textures/mars.png"))
        frames = [RenderBody(mars, MARS_FRAME, (1.0, 1.0, 1.0), MARS_RADIUS, math.radians(-k * STEP_DEGREES))
                  for k in range(SHEET_FRAMES)]
        w, h, pixels = Sheet(frames, MARS_FRAME)
        WriteImage(os.path.join(out_dir, "mars_turning.webp"), w, h, pixels, alpha=True)
        print("cinema: mars_turning.webp %dx%d, %d frames" % (w, h, len(frames)))

    if not only or only == "phobos":
        phobos = Map(os.path.join(share, "textures/phobos.png"))
        scale = PHOBOS_LONG_AXIS / PHOBOS_AXES[0]
        frames = [RenderBody(phobos, PHOBOS_FRAME, PHOBOS_AXES, scale, math.radians(180.0 - k * STEP_DEGREES))
                  for k in range(SHEET_FRAMES)]
        w, h, pixels = Sheet(frames, PHOBOS_FRAME)
        WriteImage(os.path.join(out_dir, "phobos_turning.webp"), w, h, pixels, alpha=True)
        print("cinema: phobos_turning.webp %dx%d, %d frames" % (w, h, len(frames)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
