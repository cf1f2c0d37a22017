"""The player's dossier: emblems (128x128 badges) and calling cards (480x120 banners),
and the application icon (256x256)."""
import math
import os

from svg_kit import (PAL, GlowFilter, LinearGradient, OutlineFilter, PlaceIcon, Polygon,
                     RadialGradient, ShadowFilter, Star, Svg, Text)

# (icon, plate shape, plate colour, accent)
EMBLEMS = [
    ("habitat-dome", "circle", "#1d2b2a", PAL["teal"]),
    ("crab-claw", "shield", "#3a1410", "#ff6b45"),
    ("eagle-emblem", "hexagon", "#2a2010", PAL["gold"]),
    ("wolf-head", "circle", "#24201e", PAL["steel"]),
    ("rocket", "shield", "#101c2a", "#7fb8ff"),
    ("laser-turret", "hexagon", "#10201f", PAL["teal_light"]),
    ("star-medal", "circle", "#2a1e0c", PAL["gold"]),
    ("ringed-planet", "shield", "#2a140e", PAL["hazard"]),
    ("alien-skull", "hexagon", "#1c1226", "#c9a3ff"),
    ("mars-curiosity", "circle", "#2a1810", PAL["sand"]),
    ("energy-shield", "shield", "#0c2220", PAL["teal"]),
    ("sentry-gun", "hexagon", "#2a1a0c", PAL["hazard"]),
    ("satellite", "circle", "#141a24", "#a9c6ff"),
    ("lion", "shield", "#2a200c", PAL["gold"]),
    ("radioactive", "hexagon", "#1a240c", PAL["poison"]),
    ("trophy", "circle", "#2a220e", PAL["gold"]),
    ("compass", "shield", "#141c20", PAL["teal_light"]),
    ("treasure-map", "hexagon", "#2a1c0c", PAL["hazard"]),
    ("watchtower", "shield", "#14201a", PAL["teal_light"]),
]

# (icon, motto, sky top, sky bottom, accent)
CALLING_CARDS = [
    ("habitat-dome", "MOSTLY INSURED", "#3a1a2e", "#c0552e", PAL["teal"]),
    ("crab", "KRAB CONTROL", "#1e1020", "#9c2a18", "#ff6b45"),
    ("cannon", "PWR 5", "#101820", "#4b575c", PAL["hazard"]),
    ("jet-fighter", "CLEAR SKIES", "#0e2030", "#3b6a8a", PAL["white"]),
    ("sand-snake", "RIDGE RUNNER", "#2a1a0a", "#c98a3f", PAL["gold"]),
    ("hooded-figure", "NO INITIATION", "#120c1a", "#4a2a5a", "#efe3cf"),
    ("energy-shield", "FOUR QUADRANTS", "#0a1e1c", "#127a74", PAL["teal_light"]),
    ("brick-wall", "BURN THE LINE", "#1e0e08", "#b34f00", PAL["gold"]),
    ("land-mine", "WATCH YOUR STEP", "#1a120c", "#7a4414", PAL["hazard"]),
    ("mars-curiosity", "SURVEY COMPLETE", "#2e1a14", "#e0b27a", PAL["ink"]),
    ("orbital-rays", "ORBITAL APPROVED", "#0c0c1e", "#5a3a8a", PAL["gold"]),
    ("laurel-crown", "FLAWLESS", "#2a220e", "#ffd166", PAL["ink"]),
    ("sunrise", "MAKE MARS BEHAVE", "#1e0c14", "#ff8a1f", PAL["white"]),
    ("radar-dish", "ALWAYS LISTENING", "#0c1a1c", "#2e6a66", PAL["teal_light"]),
    ("medal", "DECORATED", "#1a140c", "#8a6a1e", PAL["gold"]),
    ("rocket", "NEXT SHIFT", "#0c1020", "#30508a", PAL["white"]),
    ("path-distance", "DEEP FIELD", "#1a0e0a", "#a4462a", PAL["teal_light"]),
    ("alarm-clock", "OFFICE HOURS", "#0e1420", "#4a6a7a", PAL["gold"]),
    ("watchtower", "GROUND HELD", "#161a0e", "#6a7a2e", PAL["gold"]),
]


def _Plate(shape, fill, accent):
    if shape == "circle":
        return '<circle cx="64" cy="64" r="58" fill="%s" stroke="%s" stroke-width="6"/>' % (fill, accent)
    if shape == "hexagon":
        pts = [(64 + 60 * math.cos(math.radians(a - 90)), 64 + 60 * math.sin(math.radians(a - 90))) for a in range(0, 360, 60)]
        return '<polygon points="%s" fill="%s" stroke="%s" stroke-width="6" stroke-linejoin="round"/>' % (Polygon(pts), fill, accent)
    return ('<path d="M64 6 L118 22 V62 C118 92 94 112 64 122 C34 112 10 92 10 62 V22 Z" fill="%s" stroke="%s" stroke-width="6"/>'
            % (fill, accent))


def EmblemSvg(index):
    icon, shape, fill, accent = EMBLEMS[index]
    defs = (RadialGradient("shine", [("0", "#ffffff", 0.18), ("1", "#ffffff", 0)], cx="40%", cy="30%")
            + OutlineFilter("edge", "#0c0a0a", 3) + GlowFilter("glow", accent, 3))
    pips = "".join('<polygon points="%s" fill="%s"/>' % (Star(40 + 24 * i, {"circle": 108, "hexagon": 100, "shield": 102}[shape], 5, 2), accent) for i in range(3))
    body = (_Plate(shape, fill, accent) + _Plate(shape, "url(#shine)", "none")
            + PlaceIcon(icon, 30, 26, 68, accent, 'filter="url(#edge)"') + pips)
    return Svg(128, 128, body, defs)


def CallingCardSvg(index, motto=None):
    icon, english, top, bottom, accent = CALLING_CARDS[index]
    motto = motto or english
    defs = (LinearGradient("sky", [("0", top, 1), ("1", bottom, 1)])
            + RadialGradient("sun", [("0", "#fff2d0", 0.9), ("1", "#fff2d0", 0)])
            + ShadowFilter("drop", 3, 4, 3, 0.6) + OutlineFilter("edge", "#0c0a0a", 3))
    size = min(30.0, 326.0 / (0.82 * len(motto)))
    if motto != english:  # a translation: its letters (Cyrillic ones are wider) and spacing kept in 326 px
        size = min(size, (326.0 - 3.0 * len(motto)) / (0.76 * len(motto)))
    sun_x = 300 + (index * 37) % 140
    ridge = "M0 96 Q 60 78 120 90 T 240 84 T 360 92 T 480 80 V120 H0 Z"
    stripes = "".join('<rect x="%d" y="0" width="6" height="120" fill="#ffffff" opacity="0.05" transform="skewX(-20)"/>' % x
                      for x in range(20, 560, 28))
    body = ('<rect width="480" height="120" fill="url(#sky)"/>' + stripes
            + '<circle cx="%d" cy="70" r="44" fill="url(#sun)"/>' % sun_x
            + '<path d="%s" fill="#1a0c08" opacity="0.75"/>' % ridge
            + '<g filter="url(#drop)">%s</g>' % PlaceIcon(icon, 14, 10, 100, "#f6efe4", 'filter="url(#edge)"')
            + Text(136, 66, motto, size, "#f6efe4", 800, "start", 'letter-spacing="3" filter="url(#drop)"')
            + '<rect x="136" y="78" width="%d" height="4" fill="%s"/>' % (min(326, size * 0.62 * len(motto)), accent)
            + '<rect x="1.5" y="1.5" width="477" height="117" rx="8" fill="none" stroke="%s" stroke-width="3"/>' % accent)
    return Svg(480, 120, body, defs)


def AppIconSvg():
    defs = (RadialGradient("planet", [("0", "#d9774a", 1), ("0.7", "#8a3a22", 1), ("1", "#4a1a10", 1)], fx="35%", fy="30%")
            + RadialGradient("dome", [("0", PAL["teal_light"], 1), ("0.6", PAL["teal"], 1), ("1", PAL["teal_dark"], 1)], fx="35%", fy="30%")
            + GlowFilter("glow", PAL["teal"], 8) + OutlineFilter("edge", "#0c0a0a", 6)
            + LinearGradient("bg", [("0", "#1a1020", 1), ("1", "#2a1410", 1)]))
    body = ('<rect x="8" y="8" width="240" height="240" rx="52" fill="url(#bg)" stroke="%s" stroke-width="6"/>' % PAL["hazard"]
            + '<circle cx="128" cy="150" r="92" fill="url(#planet)"/>'
            + '<path d="M 40 150 A 88 88 0 0 1 216 150" fill="none" stroke="%s" stroke-width="10" filter="url(#glow)"/>' % PAL["teal_light"]
            + PlaceIcon("habitat-dome", 64, 58, 128, "url(#dome)", 'filter="url(#edge)"')
            + "".join('<polygon points="%s" fill="#fff7ec"/>' % Star(x, y, 5, 2) for x, y in ((44, 52), (206, 44), (190, 86))))
    return Svg(256, 256, body, defs)


def _Translations(po_file):
    """msgid -> msgstr of the plain (no context, no plural) translated entries of a .po file."""
    out, entry, field = {}, {}, None

    def flush():
        if "msgid" in entry and entry.get("msgstr") and "msgctxt" not in entry and "msgid_plural" not in entry:
            out[entry["msgid"]] = entry["msgstr"]

    for line in open(po_file, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#~"):
            flush()
            entry, field = {}, None
            continue
        if line.startswith("#"):
            continue
        for key in ("msgctxt", "msgid_plural", "msgid", "msgstr"):
            if line.startswith(key + ' "'):
                field = key
                entry[key] = line[len(key) + 2:-1]
                break
        else:
            if line.startswith('"') and field:
                entry[field] += line[1:-1]
    flush()
    return {k.replace('\\"', '"'): v.replace('\\"', '"') for k, v in out.items()}


def LocalisedCallingCards(po_dir):
    """(index, language, motto) for each calling card whose motto the interface's catalogue
    (po_dir/<language>.po, the base-command domain) translates: the game shows that art in
    that language (ui/dossier_screen.cpp, DossierBadge::Art)."""
    out = []
    for name in sorted(os.listdir(po_dir)) if os.path.isdir(po_dir) else []:
        if not name.endswith(".po"):
            continue
        words = _Translations(os.path.join(po_dir, name))
        for i, card in enumerate(CALLING_CARDS):
            motto = words.get(card[1])
            if motto and motto != card[1]:
                out.append((i, name[:-3], motto))
    return out


def Generate(renderer, assets, po_dir=None):
    for i in range(len(EMBLEMS)):
        renderer.Add("%s/dossier/emblem_%d.png" % (assets, i), EmblemSvg(i), 128, 128)
    for i in range(len(CALLING_CARDS)):
        renderer.Add("%s/dossier/calling_card_%d.png" % (assets, i), CallingCardSvg(i), 480, 120)
    if po_dir:
        GenerateLocalised(renderer, assets, po_dir)
    renderer.Add("%s/icon.png" % assets, AppIconSvg(), 256, 256)


def GenerateLocalised(renderer, assets, po_dir):
    """The calling cards whose motto is translated, once per language: calling_card_<n>.<code>.png."""
    for i, language, motto in LocalisedCallingCards(po_dir):
        renderer.Add("%s/dossier/calling_card_%d.%s.png" % (assets, i, language), CallingCardSvg(i, motto), 480, 120)
