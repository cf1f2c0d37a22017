"""Attacker markings: the plate in an attacker sprite's corner that names its type.

Every kind has its own plate outline AND its own symbol, so two types never differ by
colour alone; MARKINGS lists them, and the asserts below keep both columns free of repeats.
"""
import math

from svg_kit import PAL, Polygon, Star

# kind -> (plate outline, symbol), for the record and for the uniqueness check below.
MARKINGS = {
    "star": ("circle", "five-point star"),
    "claw": ("hexagon", "two upright bars"),
    "chevron": ("diamond", "double chevron"),
    "fins": ("triangle", "two fins"),
    "boss": ("heater shield", "ring with a centre dot"),
    "plates": ("square", "three stacked bars"),
    "blades": ("parallelogram", "crossed blades (X)"),
    "orbit": ("wide pill", "curved arrow"),
    "eyes": ("ghost", "two slanted eye slits"),
    "wheels": ("trapezoid", "three wheels in a row"),
    "bomb": ("eight-point burst", "bomb with a fuse"),
    "binary": ("two joined lobes", "one and zero"),
    "half": ("half disc", "single dot"),
    "cross": ("plus-shaped cross", "small plus"),
    "bolt": ("pentagon", "zigzag bolt"),
    "drop": ("swallowtail banner", "down arrow"),
    "tick": ("crown", "tick"),
    "hook": ("octagon", "hook"),
}
assert len({o for o, _ in MARKINGS.values()}) == len(MARKINGS)
assert len({s for _, s in MARKINGS.values()}) == len(MARKINGS)


def _Plate(points_or_path, ink, edge, is_path=False):
    if is_path:
        return '<path d="%s" fill="%s" stroke="%s" stroke-width="3" stroke-linejoin="round"/>' % (
            points_or_path, ink, edge)
    return '<polygon points="%s" fill="%s" stroke="%s" stroke-width="3"/>' % (Polygon(points_or_path), ink, edge)


def _Ring(cx, cy, r, n, start=0.0):
    return [(cx + r * math.cos(math.radians(start + i * 360.0 / n)),
             cy + r * math.sin(math.radians(start + i * 360.0 / n))) for i in range(n)]


def Marking(kind, cx=106, cy=22, edge=None):
    """The plate and symbol of `kind`, centred on (cx, cy), about 36 px across."""
    ink, white = PAL["ink"], PAL["white"]
    edge = edge or white
    line = 'fill="none" stroke="%s" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"' % white
    if kind == "star":
        plate = '<circle cx="%d" cy="%d" r="16" fill="%s" stroke="%s" stroke-width="3"/>' % (cx, cy, ink, edge)
        sym = '<polygon points="%s" fill="%s"/>' % (Star(cx, cy, 11, 4.5), white)
    elif kind == "claw":
        plate = _Plate(_Ring(cx, cy, 17, 6), ink, edge)
        sym = ('<rect x="%d" y="%d" width="5" height="16" fill="%s"/>'
               '<rect x="%d" y="%d" width="5" height="16" fill="%s"/>'
               % (cx - 7, cy - 8, white, cx + 2, cy - 8, white))
    elif kind == "chevron":
        plate = _Plate([(cx, cy - 18), (cx + 18, cy), (cx, cy + 18), (cx - 18, cy)], ink, edge)
        sym = ('<polyline points="%s" fill="none" stroke="%s" stroke-width="3.5"/>'
               '<polyline points="%s" fill="none" stroke="%s" stroke-width="3.5"/>'
               % (Polygon([(cx - 8, cy - 6), (cx - 2, cy), (cx - 8, cy + 6)]), white,
                  Polygon([(cx, cy - 6), (cx + 6, cy), (cx, cy + 6)]), white))
    elif kind == "fins":
        plate = _Plate([(cx, cy - 18), (cx + 18, cy + 14), (cx - 18, cy + 14)], ink, edge)
        sym = ('<rect x="%d" y="%d" width="4" height="11" fill="%s"/>'
               '<rect x="%d" y="%d" width="4" height="11" fill="%s"/>'
               % (cx - 6, cy - 2, white, cx + 2, cy - 2, white))
    elif kind == "boss":  # a heater shield with a round boss
        d = ("M %d %d L %d %d L %d %d C %d %d %d %d %d %d C %d %d %d %d %d %d Z"
             % (cx - 15, cy - 16, cx + 15, cy - 16, cx + 15, cy - 2, cx + 15, cy + 8, cx + 6, cy + 14,
                cx, cy + 18, cx - 6, cy + 14, cx - 15, cy + 8, cx - 15, cy - 2))
        plate = _Plate(d, ink, edge, True)
        sym = ('<circle cx="%d" cy="%d" r="7" fill="none" stroke="%s" stroke-width="3"/>'
               '<circle cx="%d" cy="%d" r="2.5" fill="%s"/>' % (cx, cy - 2, white, cx, cy - 2, white))
    elif kind == "plates":
        plate = '<rect x="%d" y="%d" width="32" height="32" fill="%s" stroke="%s" stroke-width="3"/>' % (
            cx - 16, cy - 16, ink, edge)
        sym = "".join('<rect x="%d" y="%d" width="18" height="4" fill="%s"/>' % (cx - 9, cy + dy, white)
                      for dy in (-9, -2, 5))
    elif kind == "blades":
        plate = _Plate([(cx - 10, cy - 15), (cx + 20, cy - 15), (cx + 10, cy + 15), (cx - 20, cy + 15)], ink, edge)
        sym = ('<polyline points="%s" %s/><polyline points="%s" %s/>'
               % (Polygon([(cx - 7, cy - 8), (cx + 7, cy + 8)]), line,
                  Polygon([(cx + 7, cy - 8), (cx - 7, cy + 8)]), line))
    elif kind == "orbit":
        plate = '<rect x="%d" y="%d" width="40" height="24" rx="12" fill="%s" stroke="%s" stroke-width="3"/>' % (
            cx - 20, cy - 12, ink, edge)
        sym = ('<path d="M %d %d A 11 6 0 1 1 %d %d" %s/>' % (cx - 6, cy + 5, cx + 9, cy + 3, line)
               + '<polygon points="%s" fill="%s"/>' % (
                   Polygon([(cx - 11, cy + 2), (cx - 3, cy + 1), (cx - 7, cy + 9)]), white))
    elif kind == "eyes":  # a ghost: dome on top, three scallops below
        d = ("M %d %d L %d %d A 15 15 0 0 1 %d %d L %d %d Q %d %d %d %d Q %d %d %d %d Q %d %d %d %d Q %d %d %d %d Z"
             % (cx - 15, cy + 16, cx - 15, cy - 2, cx + 15, cy - 2, cx + 15, cy + 16,
                cx + 10, cy + 10, cx + 5, cy + 16, cx + 2, cy + 10, cx - 2, cy + 16,
                cx - 5, cy + 10, cx - 8, cy + 16, cx - 11, cy + 10, cx - 15, cy + 16))
        plate = _Plate(d, ink, edge, True)
        sym = ('<polygon points="%s" fill="%s"/><polygon points="%s" fill="%s"/>'
               % (Polygon([(cx - 10, cy - 5), (cx - 2, cy - 1), (cx - 3, cy + 3), (cx - 10, cy)]), white,
                  Polygon([(cx + 10, cy - 5), (cx + 2, cy - 1), (cx + 3, cy + 3), (cx + 10, cy)]), white))
    elif kind == "wheels":
        plate = _Plate([(cx - 11, cy - 13), (cx + 11, cy - 13), (cx + 20, cy + 13), (cx - 20, cy + 13)], ink, edge)
        sym = "".join('<circle cx="%d" cy="%d" r="3.6" fill="%s"/>' % (cx + dx, cy + 4, white) for dx in (-10, 0, 10))
        sym += '<rect x="%d" y="%d" width="14" height="3" fill="%s"/>' % (cx - 7, cy - 6, white)
    elif kind == "bomb":
        plate = '<polygon points="%s" fill="%s" stroke="%s" stroke-width="3" stroke-linejoin="round"/>' % (
            Star(cx, cy, 20, 13, 8), ink, edge)
        sym = ('<circle cx="%d" cy="%d" r="6.5" fill="%s"/>' % (cx - 1, cy + 3, white)
               + '<path d="M %d %d q 3 -6 8 -5" %s/>' % (cx + 3, cy - 2, line.replace("3.5", "2.5")))
    elif kind == "binary":
        plate = ('<circle cx="%d" cy="%d" r="12.5" fill="%s" stroke="%s" stroke-width="3"/>'
                 '<circle cx="%d" cy="%d" r="12.5" fill="%s" stroke="%s" stroke-width="3"/>'
                 '<circle cx="%d" cy="%d" r="11" fill="%s"/>'
                 % (cx - 9, cy, ink, edge, cx + 9, cy, ink, edge, cx - 9, cy, ink))
        sym = ('<rect x="%d" y="%d" width="3.5" height="12" fill="%s"/>' % (cx - 11, cy - 6, white)
               + '<ellipse cx="%d" cy="%d" rx="4" ry="5.5" fill="none" stroke="%s" stroke-width="2.8"/>' % (cx + 9, cy, white))
    elif kind == "half":
        plate = _Plate("M %d %d A 18 18 0 0 1 %d %d Z" % (cx - 18, cy + 9, cx + 18, cy + 9), ink, edge, True)
        sym = '<circle cx="%d" cy="%d" r="4.5" fill="%s"/>' % (cx, cy + 1, white)
    elif kind == "cross":
        a, b = 7, 17
        plate = _Plate([(cx - a, cy - b), (cx + a, cy - b), (cx + a, cy - a), (cx + b, cy - a), (cx + b, cy + a),
                        (cx + a, cy + a), (cx + a, cy + b), (cx - a, cy + b), (cx - a, cy + a), (cx - b, cy + a),
                        (cx - b, cy - a), (cx - a, cy - a)], ink, edge)
        sym = ('<rect x="%d" y="%d" width="3.5" height="12" fill="%s"/><rect x="%d" y="%d" width="12" height="3.5" fill="%s"/>'
               % (cx - 1.75, cy - 6, white, cx - 6, cy - 1.75, white))
    elif kind == "bolt":
        plate = _Plate(_Ring(cx, cy + 1, 18, 5, -90), ink, edge)
        sym = '<polyline points="%s" %s/>' % (
            Polygon([(cx + 2, cy - 10), (cx - 5, cy + 1), (cx + 4, cy + 1), (cx - 3, cy + 11)]), line)
    elif kind == "drop":
        plate = _Plate([(cx - 15, cy - 17), (cx + 15, cy - 17), (cx + 15, cy + 17), (cx, cy + 8), (cx - 15, cy + 17)],
                       ink, edge)
        sym = ('<rect x="%d" y="%d" width="4" height="9" fill="%s"/>' % (cx - 2, cy - 12, white)
               + '<polygon points="%s" fill="%s"/>' % (Polygon([(cx - 7, cy - 4), (cx + 7, cy - 4), (cx, cy + 4)]), white))
    elif kind == "tick":
        plate = _Plate([(cx - 19, cy + 14), (cx - 19, cy - 12), (cx - 10, cy - 2), (cx, cy - 17), (cx + 10, cy - 2),
                        (cx + 19, cy - 12), (cx + 19, cy + 14)], ink, edge)
        sym = '<polyline points="%s" %s/>' % (Polygon([(cx - 8, cy + 4), (cx - 2, cy + 9), (cx + 9, cy - 2)]), line)
    elif kind == "hook":  # a repossession hook on an octagon
        plate = _Plate(_Ring(cx, cy, 18, 8, 22.5), ink, edge)
        sym = ('<path d="M %d %d L %d %d A 6 6 0 1 1 %d %d" %s/>'
               % (cx + 2, cy - 11, cx + 2, cy + 4, cx - 10, cy + 4, line))
    else:
        raise KeyError("no marking named %r" % kind)
    return plate + sym
