"""Small SVG toolkit for the sprite generators: palette, game-icons lookup, common
shapes and filters, and rendering to PNG with rsvg-convert.

Every generator builds SVG text with these helpers and calls Job(path, svg, w, h);
RenderAll() turns the queued jobs into PNG files in parallel.
"""
import json
import math
import os
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ICON_JSON = os.path.join(HERE, "node_modules", "@iconify-json", "game-icons", "icons.json")

# The board's palette: Martian ground, teal friendly technology, hazard orange.
PAL = {
    "ground_dark": "#5a2a1c",
    "ground": "#8a4128",
    "ground_light": "#b5673d",
    "ochre": "#c98a3f",
    "sand": "#e0b27a",
    "dust": "#f1d2a6",
    "rock": "#4a2e26",
    "rock_light": "#7d5142",
    "teal": "#2ec4b6",
    "teal_dark": "#127a74",
    "teal_light": "#9ff3ea",
    "hazard": "#ff8a1f",
    "hazard_dark": "#b34f00",
    "danger": "#e8392e",
    "steel": "#a7b3b8",
    "steel_dark": "#4b575c",
    "ink": "#1b1414",
    "white": "#fff7ec",
    "poison": "#7ddc3a",
    "poison_dark": "#2f6b12",
    "ice": "#bfeaff",
    "ice_dark": "#4f9fd1",
    "gold": "#ffd166",
}

_icons = None
_used_icons = set()


def Icon(name):
    """The path markup of a game-icons.net icon (512x512 view box, fill=currentColor)."""
    global _icons
    if _icons is None:
        with open(ICON_JSON, encoding="utf-8") as f:
            data = json.load(f)
        _icons = dict(data["icons"])
        for alias, target in data.get("aliases", {}).items():
            _icons.setdefault(alias, _icons.get(target["parent"], {}))
    if name not in _icons:
        raise KeyError("game-icons has no icon named %r" % name)
    _used_icons.add(name)
    return _icons[name]["body"]


def UsedIcons():
    """Names of every icon drawn so far (for CREDITS.md)."""
    return sorted(_used_icons)


def PlaceIcon(name, x, y, size, fill, extra="", rotate=0, flip=False):
    """An icon scaled into the square (x, y, size), optionally rotated about its centre."""
    s = size / 512.0
    tf = "translate(%.2f %.2f)" % (x, y)
    if rotate:
        tf += " rotate(%.2f %.2f %.2f)" % (rotate, size / 2, size / 2)
    if flip:
        tf += " translate(%.2f 0) scale(-1 1)" % size
    tf += " scale(%.5f)" % s
    body = Icon(name).replace('fill="currentColor"', 'fill="%s"' % fill)
    # Filters go on an outer group so their radii are in sprite pixels, not icon units.
    return '<g %s><g transform="%s" fill="%s">%s</g></g>' % (extra, tf, fill, body)


def Svg(w, h, body, defs=""):
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
            'viewBox="0 0 %d %d"><defs>%s</defs>%s</svg>' % (w, h, w, h, defs, body))


def RadialGradient(gid, stops, cx="50%", cy="50%", r="50%", fx=None, fy=None):
    f = ""
    if fx is not None:
        f = ' fx="%s" fy="%s"' % (fx, fy)
    s = "".join('<stop offset="%s" stop-color="%s" stop-opacity="%s"/>' % st for st in stops)
    return '<radialGradient id="%s" cx="%s" cy="%s" r="%s"%s>%s</radialGradient>' % (gid, cx, cy, r, f, s)


def LinearGradient(gid, stops, x1="0", y1="0", x2="0", y2="1"):
    s = "".join('<stop offset="%s" stop-color="%s" stop-opacity="%s"/>' % st for st in stops)
    return ('<linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s">%s</linearGradient>'
            % (gid, x1, y1, x2, y2, s))


def ShadowFilter(fid, dx=3, dy=5, blur=3, opacity=0.55):
    """A soft drop shadow under whatever the filter is applied to."""
    return ('<filter id="%s" x="-30%%" y="-30%%" width="160%%" height="160%%">'
            '<feGaussianBlur in="SourceAlpha" stdDeviation="%s"/>'
            '<feOffset dx="%s" dy="%s" result="b"/>'
            '<feComponentTransfer><feFuncA type="linear" slope="%s"/></feComponentTransfer>'
            '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>'
            % (fid, blur, dx, dy, opacity))


def OutlineFilter(fid, color, radius=4):
    """A solid outline around the shape (dilated alpha under the source)."""
    return ('<filter id="%s" x="-20%%" y="-20%%" width="140%%" height="140%%">'
            '<feMorphology in="SourceAlpha" operator="dilate" radius="%s" result="d"/>'
            '<feFlood flood-color="%s"/><feComposite in2="d" operator="in" result="o"/>'
            '<feMerge><feMergeNode in="o"/><feMergeNode in="SourceGraphic"/></feMerge></filter>'
            % (fid, radius, color))


def GlowFilter(fid, color, blur=6):
    return ('<filter id="%s" x="-50%%" y="-50%%" width="200%%" height="200%%">'
            '<feGaussianBlur in="SourceAlpha" stdDeviation="%s" result="b"/>'
            '<feFlood flood-color="%s"/><feComposite in2="b" operator="in" result="g"/>'
            '<feMerge><feMergeNode in="g"/><feMergeNode in="g"/><feMergeNode in="SourceGraphic"/>'
            '</feMerge></filter>' % (fid, blur, color))


def Star(cx, cy, r_out, r_in, points=5, rot=-90):
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180.0 / points)
        pts.append("%.2f,%.2f" % (cx + r * math.cos(a), cy + r * math.sin(a)))
    return " ".join(pts)


def Polygon(points):
    return " ".join("%.2f,%.2f" % p for p in points)


def Text(x, y, text, size, fill, weight=700, anchor="middle", extra=""):
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return ('<text x="%.1f" y="%.1f" font-family="Inter" font-weight="%d" font-size="%.1f" '
            'fill="%s" text-anchor="%s" %s>%s</text>' % (x, y, weight, size, fill, anchor, extra, text))


class Renderer:
    """Queues SVG -> PNG jobs and runs rsvg-convert on them in parallel."""

    def __init__(self):
        self.jobs = []
        self.tmp = tempfile.mkdtemp(prefix="bc_svg_")

    def Add(self, out_path, svg, w, h):
        self.jobs.append((out_path, svg, w, h))

    def _Run(self, job):
        out_path, svg, w, h = job
        os.makedirs(os.path.dirname(out_path), exist_ok=True)
        src = os.path.join(self.tmp, "%d.svg" % (abs(hash(out_path)) % 10**12))
        with open(src, "w", encoding="utf-8") as f:
            f.write(svg)
        r = subprocess.run(["rsvg-convert", "-w", str(w), "-h", str(h), "-f", "png", "-o",
                            out_path, src], capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError("rsvg-convert failed for %s: %s" % (out_path, r.stderr.strip()))
        return out_path

    def RenderAll(self):
        with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
            done = list(pool.map(self._Run, self.jobs))
        self.jobs = []
        return done
