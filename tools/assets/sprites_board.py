"""Board sprites: tileable Martian ground, rock, cell markers, the command base with its
shield states, the cannon and its charge, barricades (whole, burning, bashed), and the
hostiles' pieces: traps (quiet and about to blow), lane markings and the sector-shift
arrow."""
import math
import random

from svg_kit import (PAL, GlowFilter, LinearGradient, OutlineFilter, PlaceIcon, Polygon,
                     RadialGradient, ShadowFilter, Star, Svg, Text)

CELL = 128
SOFT = '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2.5"/></filter>'


def _Wrapped(x, y, draw):
    """Draws a feature at (x, y) and at its wrapped copies so the tile stays seamless."""
    return "".join(draw(x + dx, y + dy) for dx in (-CELL, 0, CELL) for dy in (-CELL, 0, CELL))


def GroundSvg(variant):
    """Every variant shares one seamless noise field, so any two tiles meet without a
    seam; they differ in pebbles, a crack and a soft blotch that fades out before the
    edges."""
    rng = random.Random(1000 + variant)
    noise = ('<filter id="grain" x="0" y="0" width="100%" height="100%">'
             '<feTurbulence type="fractalNoise" baseFrequency="0.0625" numOctaves="4" seed="7" stitchTiles="stitch"/>'
             '<feColorMatrix type="matrix" values="0 0 0 0 0.93  0 0 0 0 0.6  0 0 0 0 0.38  0 0 0 1.5 -0.72"/>'
             '</filter>'
             '<filter id="shade" x="0" y="0" width="100%" height="100%">'
             '<feTurbulence type="fractalNoise" baseFrequency="0.03125" numOctaves="2" seed="31" stitchTiles="stitch"/>'
             '<feColorMatrix type="matrix" values="0 0 0 0 0.22  0 0 0 0 0.08  0 0 0 0 0.05  0 0 0 1.4 -0.55"/>'
             '</filter>'
             + RadialGradient("blotch", [("0", ["#a65a34", "#6f3220", "#b06a3c", "#7a3823"][variant % 4], 0.45),
                                         ("1", "#000000", 0)]))
    bx, by = rng.uniform(44, 84), rng.uniform(44, 84)
    body = ('<rect width="128" height="128" fill="%s"/>' % PAL["ground"]
            + '<rect width="128" height="128" filter="url(#shade)"/>'
            + '<rect width="128" height="128" filter="url(#grain)" opacity="0.45"/>'
            + '<circle cx="%.1f" cy="%.1f" r="40" fill="url(#blotch)"/>' % (bx, by))
    for _ in range(6 + variant * 2):
        x, y = rng.uniform(0, CELL), rng.uniform(0, CELL)
        r = rng.uniform(1.5, 4.5)
        shade = rng.choice([PAL["rock"], PAL["rock_light"], PAL["ground_dark"]])
        body += _Wrapped(x, y, lambda px, py, r=r, s=shade: (
            '<ellipse cx="%.1f" cy="%.1f" rx="%.1f" ry="%.1f" fill="%s"/>'
            '<ellipse cx="%.1f" cy="%.1f" rx="%.1f" ry="%.1f" fill="%s" opacity="0.6"/>'
            % (px, py + 1, r, r * 0.7, "#2a130c", px - 0.5, py - 0.5, r * 0.8, r * 0.55, s)))
    if variant == 3:  # a dry crack that stays inside the tile, so any neighbour fits
        pts = [(22, 74), (38, 66), (54, 72), (70, 60), (88, 66), (106, 58)]
        body += '<polyline points="%s" fill="none" stroke="#3a1a10" stroke-width="2" stroke-linecap="round" opacity="0.6"/>' % Polygon(pts)
        body += '<polyline points="%s" fill="none" stroke="#3a1a10" stroke-width="1.2" stroke-linecap="round" opacity="0.5"/>' % Polygon([(54, 72), (60, 86), (56, 96)])
    return Svg(CELL, CELL, body, noise)


def BlockedSvg():
    defs = (LinearGradient("rk", [("0", PAL["rock_light"], 1), ("1", PAL["rock"], 1)])
            + SOFT + OutlineFilter("edge", "#1d0f0b", 2.5))
    body = ('<ellipse cx="64" cy="104" rx="52" ry="14" fill="#000" opacity="0.45" filter="url(#soft)"/>'
            + PlaceIcon("rock", 10, 6, 108, "url(#rk)", 'filter="url(#edge)"'))
    return Svg(CELL, CELL, body, defs)


def MarkerSvg(kind):
    """Cell markers: objective (flag in an ochre ring), deployment (teal bracket pad),
    reinforcement (hazard corners with an inbound arrow)."""
    defs = SOFT + GlowFilter("glow", PAL["hazard"], 3) + GlowFilter("tglow", PAL["teal"], 3)
    if kind == "objective":
        body = ('<circle cx="64" cy="64" r="50" fill="%s" opacity="0.18"/>'
                '<circle cx="64" cy="64" r="50" fill="none" stroke="%s" stroke-width="5" stroke-dasharray="14 8"/>'
                % (PAL["gold"], PAL["gold"])
                + PlaceIcon("flag-objective", 30, 26, 68, PAL["gold"], 'filter="url(#glow)"'))
    elif kind == "deployment":
        corners = ""
        for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
            cx, cy = 64 - sx * 52, 64 - sy * 52
            corners += '<polyline points="%s" fill="none" stroke="%s" stroke-width="6" stroke-linecap="square"/>' % (
                Polygon([(cx, cy + sy * 22), (cx, cy), (cx + sx * 22, cy)]), PAL["teal"])
        body = ('<rect x="12" y="12" width="104" height="104" fill="%s" opacity="0.15"/>' % PAL["teal"]
                + '<g filter="url(#tglow)">%s</g>' % corners
                + '<polygon points="%s" fill="%s" opacity="0.85"/>'
                % (Polygon([(64, 40), (88, 64), (74, 64), (74, 88), (54, 88), (54, 64), (40, 64)]), PAL["teal_light"]))
    else:
        stripes = "".join('<polygon points="%s" fill="%s"/>' % (Polygon([(x, 0), (x + 10, 0), (x - 10, 20), (x - 20, 20)]), PAL["ink"])
                          for x in range(10, 150, 20))
        band = '<svg x="0" y="0" width="128" height="20"><rect width="128" height="20" fill="%s"/>%s</svg>' % (PAL["hazard"], stripes)
        body = ('<rect x="6" y="6" width="116" height="116" fill="%s" opacity="0.12"/>' % PAL["hazard"]
                + band + '<g transform="translate(0 108)">%s</g>' % band
                + '<polygon points="%s" fill="%s" stroke="%s" stroke-width="3" filter="url(#glow)"/>'
                % (Polygon([(64, 90), (90, 62), (74, 62), (74, 34), (54, 34), (54, 62), (38, 62)]), PAL["hazard"], PAL["ink"]))
    return Svg(CELL, CELL, body, defs)


def BaseSvg():
    """The 2x2 command base (256x256): an octagonal pad, a dome, four quadrant lights."""
    defs = (RadialGradient("pad", [("0", "#5f6b70", 1), ("0.8", "#3a4247", 1), ("1", "#252b2e", 1)])
            + RadialGradient("dome", [("0", PAL["teal_light"], 1), ("0.6", PAL["teal"], 1), ("1", PAL["teal_dark"], 1)], fx="35%", fy="30%")
            + ShadowFilter("drop", 0, 6, 5, 0.6) + GlowFilter("glow", PAL["teal"], 5) + OutlineFilter("edge", PAL["ink"], 3))
    octagon = [(128 + 118 * math.cos(math.radians(22.5 + 45 * i)), 128 + 118 * math.sin(math.radians(22.5 + 45 * i))) for i in range(8)]
    inner = [(128 + 96 * math.cos(math.radians(22.5 + 45 * i)), 128 + 96 * math.sin(math.radians(22.5 + 45 * i))) for i in range(8)]
    stripes = "".join('<line x1="128" y1="128" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="3" opacity="0.7"/>'
                      % (128 + 118 * math.cos(math.radians(a)), 128 + 118 * math.sin(math.radians(a)), "#1d2326") for a in (0, 90, 180, 270))
    lights = "".join('<circle cx="%d" cy="%d" r="7" fill="%s" filter="url(#glow)"/>' % (x, y, PAL["teal_light"])
                     for x, y in ((40, 40), (216, 40), (40, 216), (216, 216)))
    hazard = "".join('<rect x="%d" y="%d" width="22" height="8" fill="%s" transform="rotate(%d 128 128)"/>' % (117, 14, PAL["hazard"], a)
                     for a in (0, 90, 180, 270))
    body = ('<g filter="url(#drop)"><polygon points="%s" fill="url(#pad)" stroke="%s" stroke-width="4"/></g>' % (Polygon(octagon), "#1d2326")
            + '<polygon points="%s" fill="none" stroke="%s" stroke-width="2" stroke-dasharray="10 6" opacity="0.8"/>' % (Polygon(inner), PAL["steel"])
            + stripes + hazard + lights
            + '<circle cx="128" cy="128" r="72" fill="#1d2326"/>'
            + PlaceIcon("habitat-dome", 64, 58, 128, "url(#dome)", 'filter="url(#edge)"'))
    # The name under the dome is the game's (board_overlays.cpp), in the player's language.
    return Svg(256, 256, body, defs)


def ShieldSvg(state):
    """A shield overlay for the NW base cell: an arc along the cell's outer (north and
    west) sides, centred on the base's middle (the cell's south-east corner)."""
    defs = GlowFilter("glow", PAL["teal"] if state != "down" else PAL["danger"], 4)
    r = 118
    arc = "M %d 128 A %d %d 0 0 1 128 %d" % (128 - r, r, r, 128 - r)
    hexes = ""
    for row in range(9):
        for col in range(9):
            x = col * 16 + (8 if row % 2 else 0)
            y = row * 14
            if (128 - x) ** 2 + (128 - y) ** 2 < (r - 4) ** 2 and (128 - x) ** 2 + (128 - y) ** 2 > 60 ** 2:
                hexes += '<polygon points="%s"/>' % Polygon([(x + 7 * math.cos(math.radians(a + 30)), y + 7 * math.sin(math.radians(a + 30))) for a in range(0, 360, 60)])
    wedge = "M 128 128 L %d 128 A %d %d 0 0 1 128 %d Z" % (128 - r, r, r, 128 - r)
    if state == "up":
        body = ('<path d="%s" fill="%s" opacity="0.18"/>' % (wedge, PAL["teal"])
                + '<g fill="none" stroke="%s" stroke-width="1.5" opacity="0.55">%s</g>' % (PAL["teal_light"], hexes)
                + '<path d="%s" fill="none" stroke="%s" stroke-width="7" filter="url(#glow)"/>' % (arc, PAL["teal"]))
    elif state == "overcharged":
        bolts = "".join('<polyline points="%s" fill="none" stroke="%s" stroke-width="3"/>' % (Polygon(p), PAL["white"]) for p in (
            [(30, 62), (44, 58), (40, 48), (56, 42)], [(62, 30), (60, 44), (72, 40), (70, 54)]))
        body = ('<path d="%s" fill="%s" opacity="0.3"/>' % (wedge, PAL["teal_light"])
                + '<g fill="%s" fill-opacity="0.15" stroke="%s" stroke-width="2" opacity="0.8">%s</g>' % (PAL["gold"], PAL["white"], hexes)
                + '<path d="%s" fill="none" stroke="%s" stroke-width="11" filter="url(#glow)"/>' % (arc, PAL["teal_light"])
                + '<path d="%s" fill="none" stroke="%s" stroke-width="4" stroke-dasharray="18 8"/>' % (arc, PAL["gold"]) + bolts)
    else:
        body = ('<path d="%s" fill="none" stroke="%s" stroke-width="4" stroke-dasharray="10 14" opacity="0.85" filter="url(#glow)"/>' % (arc, PAL["danger"])
                + "".join('<polyline points="%s" fill="none" stroke="%s" stroke-width="3"/>' % (Polygon(p), PAL["danger"]) for p in (
                    [(20, 84), (30, 78), (26, 70)], [(76, 22), (82, 30), (90, 24)])))
    return Svg(CELL, CELL, body, defs)


def CannonSvg():
    defs = (LinearGradient("barrel", [("0", "#d5dde0", 1), ("1", PAL["steel_dark"], 1)])
            + ShadowFilter("drop", 2, 4, 3, 0.6) + OutlineFilter("edge", PAL["ink"], 2.5))
    body = ('<circle cx="64" cy="64" r="40" fill="%s" stroke="%s" stroke-width="4" filter="url(#drop)"/>' % ("#3a4247", PAL["ink"])
            + '<circle cx="64" cy="64" r="30" fill="none" stroke="%s" stroke-width="3" stroke-dasharray="6 5"/>' % PAL["teal"]
            + PlaceIcon("laser-turret", 18, 14, 92, "url(#barrel)", 'filter="url(#edge)"'))
    return Svg(CELL, CELL, body, defs)


def CannonChargeSvg(step):
    """A charge ring: 0..3 lit segments. The game draws the pill under them with the shot's
    power in it (the weapon's, in the player's language), as wide as its text needs:
    base_labels.cpp."""
    color = [PAL["steel_dark"], PAL["teal"], PAL["gold"], PAL["hazard"]][step]
    defs = GlowFilter("glow", color, 4)
    segs = '<circle cx="64" cy="64" r="50" fill="none" stroke="%s" stroke-width="2" opacity="0.6"/>' % PAL["ink"]
    for i in range(3):
        a0, a1 = math.radians(-90 + i * 120 + 6), math.radians(-90 + (i + 1) * 120 - 6)
        lit = i < step
        segs += '<path d="M %.1f %.1f A 50 50 0 0 1 %.1f %.1f" fill="none" stroke="%s" stroke-width="9" stroke-linecap="round" %s/>' % (
            64 + 50 * math.cos(a0), 64 + 50 * math.sin(a0), 64 + 50 * math.cos(a1), 64 + 50 * math.sin(a1),
            color if lit else "#2a3033", 'filter="url(#glow)"' if lit else 'opacity="0.8"')
    body = segs
    return Svg(CELL, CELL, body, defs)


def BarricadeSvg(state):
    defs = (LinearGradient("slab", [("0", "#8d8a80", 1), ("1", "#4e4a44", 1)]) + SOFT
            + ShadowFilter("drop", 2, 4, 3, 0.6) + GlowFilter("fire", PAL["hazard"], 5)
            + LinearGradient("flame", [("0", PAL["gold"], 1), ("0.5", PAL["hazard"], 1), ("1", PAL["danger"], 1)]))
    slabs = [(14, 58, 34, 44), (47, 52, 34, 50), (80, 58, 34, 44)]
    body = '<ellipse cx="64" cy="106" rx="54" ry="10" fill="#000" opacity="0.45" filter="url(#soft)"/>'
    if state == "bashed":
        parts = [(18, 84, 26, 18, -20), (50, 78, 30, 24, 12), (84, 88, 24, 16, 30), (40, 98, 14, 10, 5), (98, 70, 12, 10, -30)]
        for x, y, w, h, rot in parts:
            body += '<rect x="%d" y="%d" width="%d" height="%d" rx="3" fill="url(#slab)" stroke="%s" stroke-width="2.5" transform="rotate(%d %d %d)"/>' % (
                x, y, w, h, PAL["ink"], rot, x + w // 2, y + h // 2)
        body += '<circle cx="62" cy="70" r="20" fill="#3b3431" opacity="0.45" filter="url(#soft)"/>'
        return Svg(CELL, CELL, body, defs)
    wall = ""
    for x, y, w, h in slabs:
        wall += '<rect x="%d" y="%d" width="%d" height="%d" rx="3" fill="url(#slab)" stroke="%s" stroke-width="3"/>' % (x, y, w, h, PAL["ink"])
        wall += '<rect x="%d" y="%d" width="%d" height="6" fill="%s"/>' % (x + 3, y + h - 14, w - 6, PAL["hazard"])
    wire = "".join('<circle cx="%d" cy="50" r="6" fill="none" stroke="%s" stroke-width="2"/>' % (x, PAL["steel"]) for x in range(20, 112, 10))
    body += '<g filter="url(#drop)">%s</g>%s' % (wall, wire)
    if state == "burning":
        flames = ""
        for x, h in ((30, 44), (62, 56), (96, 40)):
            flames += '<path d="M %d 60 C %d %d %d %d %d %d C %d %d %d %d %d 60 Z" fill="url(#flame)" filter="url(#fire)"/>' % (
                x - 14, x - 16, 60 - h * 0.5, x - 2, 60 - h * 0.6, x, 60 - h, x + 2, 60 - h * 0.6, x + 16, 60 - h * 0.5, x + 14)
        body += flames
    return Svg(CELL, CELL, body, defs)


def Generate(renderer, assets):
    board = assets + "/sprites/board/"
    for v in range(4):
        renderer.Add(board + "ground_%d.png" % v, GroundSvg(v), CELL, CELL)
    renderer.Add(board + "blocked.png", BlockedSvg(), CELL, CELL)
    for kind in ("objective", "deployment", "reinforcement"):
        renderer.Add(board + kind + ".png", MarkerSvg(kind), CELL, CELL)
    renderer.Add(board + "base.png", BaseSvg(), 256, 256)
    for state in ("up", "overcharged", "down"):
        renderer.Add(board + "shield_%s.png" % state, ShieldSvg(state), CELL, CELL)
    renderer.Add(board + "cannon.png", CannonSvg(), CELL, CELL)
    for step in range(4):
        renderer.Add(board + "cannon_charge_%d.png" % step, CannonChargeSvg(step), CELL, CELL)
    renderer.Add(board + "barricade.png", BarricadeSvg("whole"), CELL, CELL)
    renderer.Add(board + "barricade_burning.png", BarricadeSvg("burning"), CELL, CELL)
    renderer.Add(board + "barricade_bashed.png", BarricadeSvg("bashed"), CELL, CELL)
    renderer.Add(board + "trap_demolition_charge.png", TrapSvg(False), CELL, CELL)
    renderer.Add(board + "trap_demolition_charge_armed.png", TrapSvg(True), CELL, CELL)
    for kind in ("straight", "diagonal", "end"):
        renderer.Add(board + "lane_%s.png" % kind, LaneSvg(kind), CELL, CELL)
    renderer.Add(board + "sector_shift.png", SectorShiftSvg(), CELL, CELL)


# The hostiles' board pieces: traps, lanes and the sector-shift arrow.

def TrapSvg(armed):
    """A demolition charge on a hazard-ringed pad. Armed (about to blow): lit, sparking,
    ringed in red and flashing warning rays, so it reads without colour too. The
    lower-right corner stays clear for the fuse count the board draws."""
    defs = (SOFT + ShadowFilter("drop", 2, 4, 3, 0.6) + OutlineFilter("edge", PAL["ink"], 2.5)
            + GlowFilter("glow", PAL["danger"], 5) + GlowFilter("spark", PAL["gold"], 2))
    ring = ('<circle cx="64" cy="64" r="46" fill="%s" opacity="0.35"/>'
            '<circle cx="64" cy="64" r="46" fill="none" stroke="%s" stroke-width="9"/>'
            '<circle cx="64" cy="64" r="46" fill="none" stroke="%s" stroke-width="9" stroke-dasharray="12 12"/>'
            % (PAL["ink"], PAL["ink"], PAL["hazard"]))
    charge = PlaceIcon("time-dynamite", 28, 26, 72, "#d8402f", 'filter="url(#edge)"')
    body = '<ellipse cx="64" cy="104" rx="40" ry="9" fill="#000" opacity="0.4" filter="url(#soft)"/>' + ring
    if armed:
        rays = "".join('<polygon points="%s" fill="%s"/>' % (Polygon([
            (64 + 50 * math.cos(math.radians(a - 6)), 64 + 50 * math.sin(math.radians(a - 6))),
            (64 + 63 * math.cos(math.radians(a)), 64 + 63 * math.sin(math.radians(a))),
            (64 + 50 * math.cos(math.radians(a + 6)), 64 + 50 * math.sin(math.radians(a + 6)))]), PAL["white"])
            for a in range(0, 360, 30))
        body = (body + '<circle cx="64" cy="64" r="46" fill="none" stroke="%s" stroke-width="5" filter="url(#glow)"/>' % PAL["danger"]
                + rays + '<circle cx="64" cy="62" r="30" fill="%s" opacity="0.45" filter="url(#glow)"/>' % PAL["danger"]
                + charge
                + '<g filter="url(#spark)">%s</g>' % "".join(
                    '<polygon points="%s" fill="%s"/>' % (Star(x, y, r, r / 3, 4), PAL["white"])
                    for x, y, r in ((40, 30, 10), (30, 42, 6), (52, 22, 5)))
                + '<circle cx="92" cy="34" r="8" fill="%s" stroke="%s" stroke-width="2.5" filter="url(#glow)"/>' % (PAL["white"], PAL["ink"]))
    else:
        body += charge + '<circle cx="92" cy="34" r="6" fill="%s" stroke="%s" stroke-width="2.5"/>' % (PAL["hazard_dark"], PAL["ink"])
    return Svg(CELL, CELL, body, defs)


_LANE = "#f6ead8"  # stencil paint: not the intents' orange


def _LaneChevron(x, y=64):
    return '<polygon points="%s"/>' % Polygon([(x - 9, y - 14), (x + 3, y), (x - 9, y + 14), (x - 3, y + 14),
                                               (x + 9, y), (x - 3, y - 14)])


def LaneSvg(kind):
    """A lane's painted marking: rails and chevrons crossing the cell eastward
    (straight), from the north-west corner to the south-east (diagonal), or ending in the
    cell at a breach bar facing east (end). The board rotates them."""
    defs = OutlineFilter("edge", PAL["ink"], 2)
    rails = lambda x0, x1: "".join(
        '<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="5" stroke-dasharray="14 8"/>'
        % (x0, y, x1, y, _LANE) for y in (38, 90))
    if kind == "straight":
        shape = rails(0, 128) + '<g fill="%s">%s</g>' % (_LANE, "".join(_LaneChevron(x) for x in (34, 94)))
    elif kind == "diagonal":
        shape = ('<g transform="rotate(45 64 64)">%s<g fill="%s">%s</g></g>'
                 % (rails(-27, 155), _LANE, "".join(_LaneChevron(x) for x in (24, 64, 104))))
    else:
        shape = (rails(0, 84) + '<g fill="%s">%s</g>' % (_LANE, _LaneChevron(40))
                 + '<rect x="88" y="30" width="10" height="68" fill="%s"/>' % _LANE
                 + '<polygon points="%s" fill="%s"/>' % (Polygon([(104, 44), (124, 64), (104, 84)]), _LANE))
    return Svg(CELL, CELL, '<g filter="url(#edge)" opacity="0.8">%s</g>' % shape, defs)


def SectorShiftSvg():
    """The intent of an attacker that moves around the base: a curved arrow sweeping
    clockwise over the cell (mirror it for counterclockwise), in the intents' colours."""
    defs = OutlineFilter("edge", PAL["ink"], 3)
    cx, cy, r = 64, 92, 48
    a0, a1 = math.radians(200), math.radians(318)
    arc = ('<path d="M %.1f %.1f A %d %d 0 0 1 %.1f %.1f" fill="none" stroke="%s" stroke-width="16"/>'
           % (cx + r * math.cos(a0), cy + r * math.sin(a0), r, r, cx + r * math.cos(a1), cy + r * math.sin(a1), PAL["hazard"]))
    tip = (cx + (r) * math.cos(math.radians(340)), cy + (r) * math.sin(math.radians(340)))
    head = '<polygon points="%s" fill="%s"/>' % (Polygon([
        (cx + (r - 20) * math.cos(a1), cy + (r - 20) * math.sin(a1)),
        (cx + (r + 20) * math.cos(a1), cy + (r + 20) * math.sin(a1)), tip]), PAL["hazard"])
    dots = "".join('<circle cx="%.1f" cy="%.1f" r="3.5" fill="%s"/>'
                   % (cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)), PAL["gold"])
                   for a in (220, 250, 280))
    return Svg(CELL, CELL, '<g filter="url(#edge)" opacity="0.95">%s%s%s</g>' % (arc, head, dots), defs)
