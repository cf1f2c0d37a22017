"""Attacker sprites (128x128, transparent): each type, and its damaged, incapacitated,
poisoned and frozen looks.

Attackers differ in silhouette (a different icon each), in marking (a badge whose
outline AND symbol differ: circle + star, hexagon + claw bars, diamond + chevrons,
triangle + fins) and in colour, so no distinction rests on colour alone.
"""
import math

from svg_kit import (PAL, LinearGradient, OutlineFilter, PlaceIcon, Polygon, RadialGradient,
                     ShadowFilter, Star, Svg)

SIZE = 128

# sprite id -> icon, body gradient (top, bottom), outline, badge, flight, rotation
ENEMIES = {
    "black_star_initiate": dict(icon="hooded-figure", top="#5b4470", bottom="#1c1226",
                                outline="#efe3cf", badge="star", air=False, rot=0),
    "killer_krab": dict(icon="crab", top="#ff6b45", bottom="#9c1a10", outline=PAL["ink"],
                        badge="claw", air=False, rot=0),
    "ridge_skimmer": dict(icon="sand-snake", top="#ffe27a", bottom="#c08a14", outline=PAL["ink"],
                          badge="chevron", air=False, rot=0),
    "twinfin_dart": dict(icon="jet-fighter", top="#f4f8fb", bottom="#7d8fa3", outline=PAL["ink"],
                         badge="fins", air=True, rot=-45),
}

VARIANTS = ["", "_damaged", "_incapacitated", "_poisoned", "_frozen"]


def _Badge(kind, cx=106, cy=22):
    """The marking plate: outline shape and symbol both identify the attacker type."""
    ink, white = PAL["ink"], PAL["white"]
    if kind == "star":
        plate = '<circle cx="%d" cy="%d" r="16" fill="%s" stroke="%s" stroke-width="3"/>' % (
            cx, cy, ink, white)
        sym = '<polygon points="%s" fill="%s"/>' % (Star(cx, cy, 11, 4.5), white)
    elif kind == "claw":
        hexagon = [(cx + 17 * math.cos(math.radians(a)), cy + 17 * math.sin(math.radians(a)))
                   for a in range(0, 360, 60)]
        plate = '<polygon points="%s" fill="%s" stroke="%s" stroke-width="3"/>' % (
            Polygon(hexagon), ink, white)
        sym = ('<rect x="%d" y="%d" width="5" height="16" fill="%s"/>'
               '<rect x="%d" y="%d" width="5" height="16" fill="%s"/>'
               % (cx - 7, cy - 8, white, cx + 2, cy - 8, white))
    elif kind == "chevron":
        plate = '<polygon points="%s" fill="%s" stroke="%s" stroke-width="3"/>' % (
            Polygon([(cx, cy - 18), (cx + 18, cy), (cx, cy + 18), (cx - 18, cy)]), ink, white)
        sym = ('<polyline points="%s" fill="none" stroke="%s" stroke-width="3.5"/>'
               '<polyline points="%s" fill="none" stroke="%s" stroke-width="3.5"/>'
               % (Polygon([(cx - 8, cy - 6), (cx - 2, cy), (cx - 8, cy + 6)]), white,
                  Polygon([(cx, cy - 6), (cx + 6, cy), (cx, cy + 6)]), white))
    else:  # fins: an aircraft's triangle with two fins
        plate = '<polygon points="%s" fill="%s" stroke="%s" stroke-width="3"/>' % (
            Polygon([(cx, cy - 18), (cx + 18, cy + 14), (cx - 18, cy + 14)]), ink, white)
        sym = ('<rect x="%d" y="%d" width="4" height="11" fill="%s"/>'
               '<rect x="%d" y="%d" width="4" height="11" fill="%s"/>'
               % (cx - 6, cy - 2, white, cx + 2, cy - 2, white))
    return plate + sym


def _Body(spec, fill_ref, filt):
    return PlaceIcon(spec["icon"], 14, 18, 100, fill_ref, 'filter="url(#%s)"' % filt,
                     rotate=spec["rot"])


def _Mask(spec):
    """A mask of the attacker's silhouette, for tints and cracks that stay on the body."""
    return '<mask id="body">%s</mask>' % PlaceIcon(spec["icon"], 14, 18, 100, "#fff",
                                                   rotate=spec["rot"])


def _Shadow(spec):
    if spec["air"]:
        # Aircraft fly: a small, soft shadow well below and to the side.
        return '<ellipse cx="72" cy="112" rx="30" ry="9" fill="#000" opacity="0.35" filter="url(#soft)"/>'
    return '<ellipse cx="64" cy="110" rx="42" ry="12" fill="#000" opacity="0.45" filter="url(#soft)"/>'


def _Damaged():
    cracks = ('<g mask="url(#body)">'
              '<rect width="128" height="128" fill="#000" opacity="0.28"/>'
              '<polyline points="40,30 52,48 46,60 60,74 56,92" fill="none" stroke="#160c08" stroke-width="4"/>'
              '<polyline points="84,40 74,58 82,70 72,88" fill="none" stroke="#160c08" stroke-width="3.5"/>'
              '<circle cx="70" cy="60" r="13" fill="#120806" opacity="0.6"/>'
              '<circle cx="44" cy="82" r="9" fill="#120806" opacity="0.55"/></g>')
    smoke = "".join('<circle cx="%d" cy="%d" r="%d" fill="#3b3431" opacity="%.2f" filter="url(#soft)"/>'
                    % (x, y, r, o) for x, y, r, o in
                    [(58, 22, 9, .7), (50, 12, 7, .55), (64, 8, 6, .4), (78, 26, 6, .5)])
    sparks = "".join('<polygon points="%s" fill="%s"/>' % (Star(x, y, 6, 2, 4), PAL["hazard"])
                     for x, y in [(36, 46), (88, 74)])
    return cracks + smoke + sparks


def _Incapacitated():
    stars = "".join('<polygon points="%s" fill="%s" stroke="%s" stroke-width="1.5"/>'
                    % (Star(64 + 26 * math.cos(a), 14 + 7 * math.sin(a), 7, 3), PAL["gold"], PAL["ink"])
                    for a in (0.3, 2.4, 4.4))
    ring = '<ellipse cx="64" cy="14" rx="26" ry="7" fill="none" stroke="%s" stroke-width="2" stroke-dasharray="5 4"/>' % PAL["gold"]
    return ring + stars


def _Poisoned():
    tint = '<g mask="url(#body)"><rect width="128" height="128" fill="%s" opacity="0.5"/></g>' % PAL["poison"]
    bubbles = "".join('<circle cx="%d" cy="%d" r="%d" fill="%s" stroke="%s" stroke-width="2" opacity="0.9"/>'
                      % (x, y, r, PAL["poison"], PAL["poison_dark"], ) for x, y, r in
                      [(30, 30, 6), (40, 16, 4), (92, 50, 5), (100, 36, 3), (22, 58, 3)])
    drip = ('<path d="M60 96 q4 10 0 14 q-4 -4 0 -14z" fill="%s" stroke="%s" stroke-width="1.5"/>'
            % (PAL["poison"], PAL["poison_dark"]))
    return tint + bubbles + drip


def _Frozen():
    tint = '<g mask="url(#body)"><rect width="128" height="128" fill="%s" opacity="0.6"/></g>' % PAL["ice"]
    block = ('<rect x="12" y="14" width="104" height="100" rx="12" fill="url(#ice)" '
             'stroke="%s" stroke-width="3" opacity="0.55"/>' % PAL["white"])
    glints = ('<polyline points="22,30 30,22" stroke="#fff" stroke-width="4" stroke-linecap="round"/>'
              '<polyline points="22,44 42,24" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity="0.7"/>')
    shards = "".join('<polygon points="%s" fill="#fff" stroke="%s" stroke-width="1.5"/>'
                     % (Star(x, y, 7, 2, 6), PAL["ice_dark"]) for x, y in [(100, 98), (28, 100)])
    return tint + block + glints + shards


def EnemySvg(sprite_id, variant=""):
    spec = ENEMIES[sprite_id]
    defs = (LinearGradient("skin", [("0", spec["top"], 1), ("1", spec["bottom"], 1)])
            + OutlineFilter("edge", spec["outline"], 3)
            + '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3"/></filter>'
            + '<filter id="grey"><feColorMatrix type="saturate" values="0.15"/></filter>'
            + RadialGradient("ice", [("0", "#ffffff", 0.5), ("1", PAL["ice_dark"], 0.8)])
            + ShadowFilter("drop", 2, 3, 2, 0.5) + _Mask(spec))
    body = _Body(spec, "url(#skin)", "edge")
    figure = body + _Badge(spec["badge"])
    overlay = ""
    if variant == "_damaged":
        overlay = _Damaged()
    elif variant == "_incapacitated":
        figure = ('<g filter="url(#grey)" transform="translate(64 70) rotate(14) scale(0.88) translate(-64 -70)" opacity="0.9">%s</g>' % figure)
        overlay = _Incapacitated()
    elif variant == "_poisoned":
        overlay = _Poisoned()
    elif variant == "_frozen":
        overlay = _Frozen()
    lift = ' transform="translate(0 -6)"' if spec["air"] else ""
    return Svg(SIZE, SIZE, _Shadow(spec) + '<g%s>%s%s</g>' % (lift, figure, overlay), defs)


# Attackers added to data/enemies later get a sprite too: an icon by keyword, a colour
# and a marking from their id, until someone designs them properly.
_NEW_ICONS = [("krab", "crab"), ("crab", "crab"), ("dart", "jet-fighter"), ("jet", "jet-fighter"),
              ("wing", "jet-fighter"), ("skimmer", "sand-snake"), ("snake", "sand-snake"),
              ("worm", "sand-snake"), ("bug", "alien-bug"), ("spider", "spider-bot"),
              ("bot", "spider-bot"), ("walker", "spider-bot"), ("hero", "hooded-assassin"),
              ("initiate", "hooded-figure"), ("cult", "cultist")]


def EnsureSpec(sprite_id, air=False):
    if sprite_id in ENEMIES:
        return
    icon = next((i for k, i in _NEW_ICONS if k in sprite_id), "alien-bug")
    h = sum(ord(c) * (i + 1) for i, c in enumerate(sprite_id))
    tops = ["#9fe07a", "#ff9ad5", "#8fb7ff", "#ffb36b", "#d1d1d1"]
    ENEMIES[sprite_id] = dict(icon=icon, top=tops[h % len(tops)], bottom="#2a1c1c", outline=PAL["ink"],
                              badge=["star", "claw", "chevron", "fins"][h % 4], air=air,
                              rot=-45 if icon == "jet-fighter" else 0)


def Generate(renderer, assets, extra=()):
    """extra: (sprite_id, is_aircraft) pairs read from data/enemies."""
    for sprite_id, air in extra:
        EnsureSpec(sprite_id, air)
    for sprite_id in ENEMIES:
        for variant in VARIANTS:
            renderer.Add("%s/sprites/enemies/%s%s.png" % (assets, sprite_id, variant),
                         EnemySvg(sprite_id, variant), SIZE, SIZE)
