"""Effects (explosion frames, hit and shield flashes, breach), interface sprites (status
badges, cell highlights, intent arrows, family icons) and fieldwork sprites."""
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


def BadgeSvg(kind):
    """48x48 status badges. Each has its own plate shape as well as its own icon."""
    spec = {
        "poison": ("poison-bottle", PAL["poison"], "drop"),
        "incapacitated": ("knockout", PAL["gold"], "circle"),
        "frozen": ("snowflake-2", PAL["ice"], "hexagon"),
        "aircraft": ("jet-fighter", PAL["white"], "triangle"),
        "shield": ("checked-shield", PAL["teal"], "square"),
    }[kind]
    icon, color, shape = spec
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
    else:
        plate = '<rect x="3" y="3" width="42" height="42" rx="8" fill="%s" stroke="%s" stroke-width="3"/>' % (ink, color)
    y = 16 if shape in ("triangle", "drop") else 10
    return Svg(48, 48, plate + PlaceIcon(icon, 12, y, 24, color), "")


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
    for kind in ("poison", "incapacitated", "frozen", "aircraft", "shield"):
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
