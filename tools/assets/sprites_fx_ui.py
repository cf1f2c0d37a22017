"""Effects (explosion frames, hit and shield flashes, breach; the hostiles' trap blast,
reveal ping, split burst and repair spark), interface sprites (status badges, cell
highlights, intent arrows, family icons) and fieldwork sprites."""
import math
import random

from svg_kit import (PAL, GlowFilter, LinearGradient, OutlineFilter, PlaceIcon, Polygon,
                     RadialGradient, ShadowFilter, Star, Svg)

CELL = 128
SOFT = '<filter id="soft" x="-50%%" y="-50%%" width="200%%" height="200%%"><feGaussianBlur stdDeviation="%s"/></filter>'

# Family -> (icon, colour). Colours match the card frames.
FAMILIES = {
    "unit": ("visored-helm", "#e0603a"),
    "support": ("lightning-helix", "#2ec4b6"),
    "fieldwork": ("gears", "#ff8a1f"),
    "doctrine": ("open-book", "#b59cf0"),
    "weapon": ("cannon", "#a7b3b8"),
    "hero": ("laurel-crown", "#ffd166"),
}


def ExplosionSvg(frame):
    """Eight frames: a flash, a growing fireball, then smoke that thins out."""
    t = frame / 7.0
    rng = random.Random(77)
    defs = (SOFT % (1.5 + 4 * t)
            + RadialGradient("fire", [("0", "#ffffff", 1), ("0.25", PAL["gold"], 1),
                                      ("0.6", PAL["hazard"], 1), ("1", PAL["danger"], 0)]))
    fire_r = 18 + 44 * min(1.0, t * 2.2)
    fire_op = max(0.0, 1.0 - max(0.0, t - 0.35) * 1.8)
    smoke_op = min(0.8, t * 1.6) * (1.0 - max(0.0, t - 0.7) * 2.5)
    body = ""
    for i in range(7):
        a = rng.uniform(0, 2 * math.pi)
        d = (10 + 30 * t) * rng.uniform(0.6, 1.0)
        r = (10 + 22 * t) * rng.uniform(0.7, 1.1)
        body += '<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s" opacity="%.2f" filter="url(#soft)"/>' % (
            64 + d * math.cos(a), 64 + d * math.sin(a) - 10 * t, r, ["#3b3431", "#5a4e48"][i % 2], max(0, smoke_op))
    body += '<circle cx="64" cy="64" r="%.1f" fill="url(#fire)" opacity="%.2f"/>' % (fire_r, fire_op)
    if frame < 3:
        body += '<polygon points="%s" fill="#fff" opacity="%.2f"/>' % (Star(64, 64, 30 + 20 * frame, 8 + 4 * frame, 8), 0.9 - 0.25 * frame)
    for i in range(10):  # debris
        a = rng.uniform(0, 2 * math.pi)
        d = 12 + 60 * t
        if d < 62 and frame < 6:
            body += '<rect x="%.1f" y="%.1f" width="4" height="4" fill="%s" transform="rotate(%d %.1f %.1f)"/>' % (
                64 + d * math.cos(a), 64 + d * math.sin(a), PAL["ink"], i * 37, 64 + d * math.cos(a), 64 + d * math.sin(a))
    return Svg(CELL, CELL, body, defs)


def HitFlashSvg():
    defs = GlowFilter("glow", PAL["gold"], 4)
    body = ('<polygon points="%s" fill="#fff" stroke="%s" stroke-width="3" filter="url(#glow)"/>' % (Star(64, 64, 54, 16, 8, -67.5), PAL["gold"])
            + '<circle cx="64" cy="64" r="12" fill="#fff"/>')
    return Svg(CELL, CELL, body, defs)


def ShieldFlashSvg():
    defs = GlowFilter("glow", PAL["teal"], 5) + RadialGradient("r", [("0", PAL["teal_light"], 0), ("0.7", PAL["teal"], 0.35), ("1", PAL["teal_light"], 0.9)])
    hexes = "".join('<polygon points="%s" fill="none" stroke="%s" stroke-width="2" opacity="0.8"/>' % (
        Polygon([(64 + 20 * math.cos(math.radians(a + 30)) + dx, 64 + 20 * math.sin(math.radians(a + 30)) + dy) for a in range(0, 360, 60)]), PAL["teal_light"])
        for dx, dy in ((0, 0), (35, 0), (-35, 0), (17.5, 30), (-17.5, 30), (17.5, -30), (-17.5, -30)))
    body = ('<circle cx="64" cy="64" r="58" fill="url(#r)" stroke="%s" stroke-width="5" filter="url(#glow)"/>' % PAL["teal_light"] + hexes)
    return Svg(CELL, CELL, body, defs)


def BreachSvg():
    defs = GlowFilter("glow", PAL["danger"], 5)
    cracks = "".join('<polyline points="%s" fill="none" stroke="%s" stroke-width="4" stroke-linejoin="bevel"/>' % (Polygon(p), PAL["ink"]) for p in (
        [(64, 64), (40, 50), (30, 22)], [(64, 64), (92, 54), (112, 60)], [(64, 64), (70, 92), (56, 116)], [(64, 64), (36, 80), (14, 78)]))
    body = ('<polygon points="%s" fill="%s" opacity="0.85" filter="url(#glow)"/>' % (Star(64, 64, 58, 26, 10), PAL["danger"])
            + cracks + '<polygon points="%s" fill="%s" stroke="%s" stroke-width="3"/>' % (
                Polygon([(64, 38), (88, 82), (40, 82)]), PAL["gold"], PAL["ink"])
            + '<rect x="61" y="52" width="6" height="16" fill="%s"/><rect x="61" y="72" width="6" height="6" fill="%s"/>' % (PAL["ink"], PAL["ink"]))
    return Svg(CELL, CELL, body, defs)


TRAP_BLAST_FRAMES = 4


def TrapBlastSvg(frame):
    """A demolition charge going off: a flash, a flat shockwave ring racing out over the
    ground, a column of dirt and flying slab shards (the barricades and fieldworks it
    takes with it), then settling dust. Four frames; unlike the round fireball of
    explosion_*, it is a ring and a dirt column."""
    t = frame / float(TRAP_BLAST_FRAMES - 1)
    rng = random.Random(91)
    defs = (SOFT % (1.5 + 3 * t) + GlowFilter("glow", PAL["hazard"], 4)
            + RadialGradient("core", [("0", "#ffffff", 1), ("0.35", PAL["gold"], 1), ("0.75", PAL["hazard"], 0.9),
                                      ("1", PAL["danger"], 0)]))
    ring_r = 24 + 34 * t
    body = '<ellipse cx="64" cy="74" rx="%.1f" ry="%.1f" fill="%s" opacity="%.2f" filter="url(#soft)"/>' % (
        30 + 22 * t, 18 + 14 * t, "#1e120c", 0.45 + 0.3 * t)  # scorch
    body += ('<ellipse cx="64" cy="74" rx="%.1f" ry="%.1f" fill="none" stroke="%s" stroke-width="%.1f" opacity="%.2f" filter="url(#glow)"/>'
             % (ring_r, ring_r * 0.6, PAL["white"], 10 - 7 * t, 1.0 - 0.55 * t))
    for i in range(11):  # the dirt column, then dust
        a = rng.uniform(-2.5, -0.6)
        d = (10 + 40 * t) * rng.uniform(0.5, 1.0)
        body += '<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s" opacity="%.2f" filter="url(#soft)"/>' % (
            64 + d * math.cos(a) * 0.7, 70 + d * math.sin(a), (9 + 12 * t) * rng.uniform(0.7, 1.1),
            ["#2e1b12", "#4a2e20", "#6b4630"][i % 3], 0.95 - 0.45 * t)
    if frame < 3:  # flame tongues through the dirt
        for i in range(5):
            x = 44 + i * 10
            h = (34 + 16 * (i % 2)) * (1.0 - 0.35 * abs(frame - 1))
            body += '<path d="M %d 76 Q %d %d %d %d Q %d %d %d 76 Z" fill="url(#core)" opacity="%.2f"/>' % (
                x - 8, x - 6, 76 - h * 0.6, x, 76 - h, x + 6, 76 - h * 0.6, x + 8, 1.0 - 0.35 * frame)
    if frame == 0:
        body += '<circle cx="64" cy="66" r="30" fill="url(#core)"/>'
        body += '<polygon points="%s" fill="#fff" opacity="0.95"/>' % Star(64, 66, 56, 9, 6, -90)
    for i in range(8):  # slab shards
        a = math.radians(i * 45 + rng.uniform(-15, 15))
        d = 16 + 46 * t
        if d < 60:
            x, y = 64 + d * math.cos(a), 70 + d * math.sin(a) * 0.8 - 10 * math.sin(math.pi * t)
            body += '<rect x="%.1f" y="%.1f" width="10" height="6" fill="%s" stroke="%s" stroke-width="1.5" transform="rotate(%d %.1f %.1f)"/>' % (
                x - 5, y - 3, "#8d8a80", PAL["ink"], i * 53 + frame * 40, x, y)
    return Svg(CELL, CELL, body, defs)


def RevealPingSvg():
    """A contact revealed: the radar's rings snapping out from the cell with corner
    brackets closing in, in the contact marker's green."""
    green = "#72ff9c"
    defs = GlowFilter("glow", green, 4)
    rings = "".join('<circle cx="64" cy="64" r="%d" fill="none" stroke="%s" stroke-width="%s" opacity="%s"/>'
                    % (r, green, w, o) for r, w, o in ((56, 3, 0.5), (42, 5, 0.8), (26, 6, 1.0)))
    corners = ""
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        cx, cy = 64 - sx * 34, 64 - sy * 34
        corners += '<polyline points="%s" fill="none" stroke="%s" stroke-width="6" stroke-linecap="round"/>' % (
            Polygon([(cx, cy + sy * 14), (cx, cy), (cx + sx * 14, cy)]), PAL["white"])
    body = ('<g filter="url(#glow)">%s</g>%s<circle cx="64" cy="64" r="8" fill="%s"/>' % (rings, corners, PAL["white"]))
    return Svg(CELL, CELL, body, defs)


def SplitBurstSvg():
    """An attacker splitting in two: a goo splash with two halves flying apart."""
    goo, dark = "#ff9cc8", "#8a2f5e"
    defs = GlowFilter("glow", goo, 4)
    rng = random.Random(33)
    drops = "".join('<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s" stroke="%s" stroke-width="2"/>'
                    % (64 + d * math.cos(a), 64 + d * math.sin(a), r, goo, dark)
                    for a, d, r in [(rng.uniform(0, 6.28), rng.uniform(30, 52), rng.uniform(3, 6)) for _ in range(10)])
    splash = '<polygon points="%s" fill="%s" stroke="%s" stroke-width="3" filter="url(#glow)"/>' % (
        Star(64, 64, 34, 18, 9), goo, dark)
    seam = ('<polyline points="66,30 58,50 70,66 58,84 66,100" fill="none" stroke="%s" stroke-width="5" '
            'stroke-linejoin="round"/>' % PAL["white"])
    arrows = "".join('<polygon points="%s" fill="%s" stroke="%s" stroke-width="2.5"/>' % (
        Polygon([(64 + sx * 34, 56), (64 + sx * 54, 64), (64 + sx * 34, 72)]), PAL["white"], PAL["ink"]) for sx in (-1, 1))
    return Svg(CELL, CELL, drops + splash + seam + arrows, defs)


def RepairSparkSvg():
    """An attacker mended: a burst of green-white repair sparks around a plus."""
    green = "#8dff6a"
    defs = GlowFilter("glow", green, 4)
    sparks = "".join('<polygon points="%s" fill="%s"/>' % (Star(64 + d * math.cos(math.radians(a)), 64 + d * math.sin(math.radians(a)), r, r / 3.5, 4), PAL["white"])
                     for a, d, r in ((20, 40, 9), (95, 44, 7), (160, 38, 10), (230, 44, 7), (300, 40, 8)))
    plus = ('<rect x="56" y="36" width="16" height="56" rx="3" fill="%s" stroke="%s" stroke-width="3"/>'
            '<rect x="36" y="56" width="56" height="16" rx="3" fill="%s" stroke="%s" stroke-width="3"/>'
            '<rect x="58" y="38" width="12" height="52" fill="%s"/>'
            % (green, PAL["ink"], green, PAL["ink"], green))
    ring = '<circle cx="64" cy="64" r="50" fill="none" stroke="%s" stroke-width="3" stroke-dasharray="4 8" opacity="0.8"/>' % green
    return Svg(CELL, CELL, '<g filter="url(#glow)">%s%s</g>%s' % (ring, sparks, plus), defs)


BADGES = {
    "poison": ("poison-bottle", PAL["poison"], "drop"),
    "incapacitated": ("knockout", PAL["gold"], "circle"),
    "frozen": ("snowflake-2", PAL["ice"], "hexagon"),
    "aircraft": ("jet-fighter", PAL["white"], "triangle"),
    "shield": ("checked-shield", PAL["teal"], "square"),
    "perk": ("upgrade", PAL["gold"], "pentagon"),
    "concealed": ("semi-closed-eye", "#72ff9c", "diamond"),
    "trap": ("time-bomb", PAL["danger"], "octagon"),
    "lane": ("road", PAL["dust"], "pill"),
    "jammer": ("lightning-frequency", "#b9a6ff", "down"),
}


def BadgeSvg(kind):
    """48x48 status badges. Each has its own plate shape as well as its own icon."""
    icon, color, shape = BADGES[kind]
    ink = PAL["ink"]
    if shape == "circle":
        plate = '<circle cx="24" cy="24" r="21" fill="%s" stroke="%s" stroke-width="3"/>' % (ink, color)
    elif shape == "hexagon":
        plate = '<polygon points="%s" fill="%s" stroke="%s" stroke-width="3"/>' % (
            Polygon([(24 + 22 * math.cos(math.radians(a + 30)), 24 + 22 * math.sin(math.radians(a + 30))) for a in range(0, 360, 60)]), ink, color)
    elif shape == "triangle":
        plate = '<polygon points="24,2 46,44 2,44" fill="%s" stroke="%s" stroke-width="3" stroke-linejoin="round"/>' % (ink, color)
    elif shape == "drop":
        plate = '<path d="M24 2 C34 16 44 24 44 32 A20 14 0 0 1 4 32 C4 24 14 16 24 2Z" fill="%s" stroke="%s" stroke-width="3"/>' % (ink, color)
    elif shape == "pentagon":
        plate = '<polygon points="%s" fill="%s" stroke="%s" stroke-width="3" stroke-linejoin="round"/>' % (
            Polygon([(24 + 22 * math.cos(math.radians(a - 90)), 26 + 22 * math.sin(math.radians(a - 90))) for a in range(0, 360, 72)]), ink, color)
    elif shape == "diamond":
        plate = '<polygon points="24,1 47,24 24,47 1,24" fill="%s" stroke="%s" stroke-width="3" stroke-linejoin="round"/>' % (ink, color)
    elif shape == "octagon":
        plate = '<polygon points="%s" fill="%s" stroke="%s" stroke-width="3"/>' % (
            Polygon([(24 + 22 * math.cos(math.radians(a + 22.5)), 24 + 22 * math.sin(math.radians(a + 22.5))) for a in range(0, 360, 45)]), ink, color)
    elif shape == "pill":
        plate = '<rect x="2" y="9" width="44" height="30" rx="15" fill="%s" stroke="%s" stroke-width="3"/>' % (ink, color)
    elif shape == "down":
        plate = '<polygon points="2,4 46,4 24,46" fill="%s" stroke="%s" stroke-width="3" stroke-linejoin="round"/>' % (ink, color)
    else:
        plate = '<rect x="3" y="3" width="42" height="42" rx="8" fill="%s" stroke="%s" stroke-width="3"/>' % (ink, color)
    x, y, size = {"triangle": (12, 16, 24), "drop": (12, 16, 24), "down": (13, 7, 22),
                  "pill": (13, 13, 22), "pentagon": (12, 14, 24)}.get(shape, (12, 10, 24))
    if shape in ("diamond", "octagon"):
        x, y = 12, 12
    return Svg(48, 48, plate + PlaceIcon(icon, x, y, size, color), "")


def HighlightSvg(kind):
    if kind == "target":
        defs = GlowFilter("glow", PAL["hazard"], 3)
        corners = ""
        for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
            cx, cy = 64 - sx * 56, 64 - sy * 56
            corners += '<polyline points="%s" fill="none" stroke="%s" stroke-width="7"/>' % (
                Polygon([(cx, cy + sy * 26), (cx, cy), (cx + sx * 26, cy)]), PAL["hazard"])
        body = ('<rect x="4" y="4" width="120" height="120" fill="%s" opacity="0.16"/>' % PAL["hazard"]
                + '<g filter="url(#glow)">%s</g>' % corners
                + '<circle cx="64" cy="64" r="26" fill="none" stroke="%s" stroke-width="3" stroke-dasharray="8 6"/>' % PAL["hazard"])
    elif kind == "move":
        defs = GlowFilter("glow", PAL["teal"], 3)
        body = ('<rect x="6" y="6" width="116" height="116" rx="10" fill="%s" opacity="0.22" stroke="%s" stroke-width="4" stroke-dasharray="12 8" filter="url(#glow)"/>' % (PAL["teal"], PAL["teal_light"])
                + '<circle cx="64" cy="64" r="8" fill="%s"/>' % PAL["teal_light"])
    else:
        defs = ('<pattern id="haz" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
                '<rect width="12" height="24" fill="%s"/></pattern>' % PAL["danger"])
        body = ('<rect x="0" y="0" width="128" height="128" fill="%s" opacity="0.2"/>' % PAL["danger"]
                + '<rect x="0" y="0" width="128" height="128" fill="url(#haz)" opacity="0.35"/>'
                + '<rect x="3" y="3" width="122" height="122" fill="none" stroke="%s" stroke-width="6"/>' % PAL["danger"])
    return Svg(CELL, CELL, body, defs)


def ArrowSvg(kind):
    """Intent arrows: a shaft crossing the cell eastward, a diagonal shaft crossing it to
    the south-east, and an arrow head pointing east."""
    defs = OutlineFilter("edge", PAL["ink"], 3)
    color = PAL["hazard"]
    if kind == "straight":
        shape = '<rect x="0" y="54" width="128" height="20" fill="%s"/>' % color
        shape += "".join('<polygon points="%s" fill="%s" opacity="0.9"/>' % (Polygon([(x, 54), (x + 10, 64), (x, 74), (x - 6, 74), (x + 4, 64), (x - 6, 54)]), PAL["gold"]) for x in (30, 70, 110))
    elif kind == "diagonal":
        shape = '<g transform="rotate(45 64 64)"><rect x="-27" y="54" width="182" height="20" fill="%s"/>%s</g>' % (
            color, "".join('<polygon points="%s" fill="%s" opacity="0.9"/>' % (Polygon([(x, 54), (x + 10, 64), (x, 74), (x - 6, 74), (x + 4, 64), (x - 6, 54)]), PAL["gold"]) for x in (24, 64, 104)))
    else:
        shape = '<polygon points="%s" fill="%s"/>' % (Polygon([(0, 54), (40, 54), (40, 24), (112, 64), (40, 104), (40, 74), (0, 74)]), color)
        shape += '<polygon points="%s" fill="%s"/>' % (Polygon([(48, 40), (96, 64), (48, 88)]), PAL["gold"])
    return Svg(CELL, CELL, '<g filter="url(#edge)" opacity="0.95">%s</g>' % shape, defs)


def FamilyIconSvg(family):
    icon, color = FAMILIES[family]
    defs = OutlineFilter("edge", PAL["ink"], 3)
    body = ('<circle cx="32" cy="32" r="29" fill="%s" stroke="%s" stroke-width="4"/>' % (PAL["ink"], color)
            + PlaceIcon(icon, 12, 12, 40, color, 'filter="url(#edge)"'))
    return Svg(64, 64, body, defs)


# Fieldwork card id keyword -> icon.
FIELDWORK_ICONS = [
    ("toxin", "poison-gas"), ("poison", "poison-gas"), ("flak", "anti-aircraft-gun"), ("sentry", "sentry-gun"), ("turret", "sentry-gun"), ("mine", "land-mine"), ("watch", "watchtower"),
    ("tower", "watchtower"), ("terrain", "brick-wall"), ("barric", "brick-wall"), ("wall", "brick-wall"),
    ("wire", "barbed-wire"), ("trap", "wolf-trap"), ("beacon", "radar-dish"), ("radar", "radar-dish"),
    ("drone", "delivery-drone"), ("logistic", "cargo-crate"), ("bay", "cargo-crate"), ("pylon", "power-generator"),
]


def FieldworkIcon(card_id):
    for key, icon in FIELDWORK_ICONS:
        if key in card_id:
            return icon
    return "gears"


def FieldworkSvg(icon):
    defs = (LinearGradient("metal", [("0", "#e6eef0", 1), ("1", PAL["steel_dark"], 1)])
            + OutlineFilter("edge", PAL["ink"], 3) + ShadowFilter("drop", 2, 4, 3, 0.6)
            + GlowFilter("glow", PAL["teal"], 3))
    pad = [(64 + 50 * math.cos(math.radians(a)), 64 + 50 * math.sin(math.radians(a))) for a in range(0, 360, 60)]
    body = ('<polygon points="%s" fill="#2b3235" stroke="%s" stroke-width="4" filter="url(#drop)"/>' % (Polygon(pad), PAL["teal"])
            + '<circle cx="64" cy="64" r="40" fill="none" stroke="%s" stroke-width="2" stroke-dasharray="4 6" opacity="0.8"/>' % PAL["teal_light"]
            + PlaceIcon(icon, 26, 24, 76, "url(#metal)", 'filter="url(#edge)"')
            + '<circle cx="100" cy="30" r="6" fill="%s" filter="url(#glow)"/>' % PAL["teal_light"])
    return Svg(CELL, CELL, body, defs)


def Generate(renderer, assets, fieldwork_ids):
    fx, ui, fw = assets + "/sprites/fx/", assets + "/sprites/ui/", assets + "/sprites/fieldworks/"
    for f in range(8):
        renderer.Add(fx + "explosion_%d.png" % f, ExplosionSvg(f), CELL, CELL)
    renderer.Add(fx + "hit_flash.png", HitFlashSvg(), CELL, CELL)
    renderer.Add(fx + "shield_flash.png", ShieldFlashSvg(), CELL, CELL)
    renderer.Add(fx + "breach.png", BreachSvg(), CELL, CELL)
    for f in range(TRAP_BLAST_FRAMES):
        renderer.Add(fx + "trap_blast_%d.png" % f, TrapBlastSvg(f), CELL, CELL)
    renderer.Add(fx + "trap_blast.png", TrapBlastSvg(1), CELL, CELL)  # the one-image version: the peak
    renderer.Add(fx + "reveal_ping.png", RevealPingSvg(), CELL, CELL)
    renderer.Add(fx + "split_burst.png", SplitBurstSvg(), CELL, CELL)
    renderer.Add(fx + "repair_spark.png", RepairSparkSvg(), CELL, CELL)
    for kind in BADGES:
        renderer.Add(ui + "badge_%s.png" % kind, BadgeSvg(kind), 48, 48)
    for kind in ("target", "move", "danger"):
        renderer.Add(ui + "highlight_%s.png" % kind, HighlightSvg(kind), CELL, CELL)
    for kind in ("straight", "diagonal", "head"):
        renderer.Add(ui + "arrow_%s.png" % kind, ArrowSvg(kind), CELL, CELL)
    for family in FAMILIES:
        renderer.Add(ui + "icon_%s.png" % family, FamilyIconSvg(family), 64, 64)
    generic = {"sentry": "sentry-gun", "mine": "land-mine", "watchman": "watchtower", "terrain_works": "brick-wall"}
    for name, icon in generic.items():
        renderer.Add(fw + name + ".png", FieldworkSvg(icon), CELL, CELL)
    for card_id in fieldwork_ids:
        if card_id not in generic:
            renderer.Add(fw + card_id + ".png", FieldworkSvg(FieldworkIcon(card_id)), CELL, CELL)
