"""Attacker sprites (128x128, transparent): each type, and its damaged, incapacitated,
poisoned, frozen and shielded looks; the hero's dug-in look; the concealed contact.

Attackers differ in silhouette (a different icon each, some with a detail drawn on: an
armour band, a sash, orbit rings, static, a slung crate), in marking (enemy_markings: a
plate whose outline AND symbol differ for every type) and in colour, so no distinction
rests on colour alone. The concealed contact is a sensor return, not a figure: it has no
marking and its looks show nothing about what it hides.
"""
import math

from enemy_markings import Marking
from svg_kit import (PAL, GlowFilter, LinearGradient, OutlineFilter, PlaceIcon, Polygon,
                     RadialGradient, ShadowFilter, Star, Svg, Text)

SIZE = 128

# sprite id -> icon, body gradient (top, bottom), outline, marking, flight, rotation; and
# optionally box (x, y, size of the icon), decor (a detail, see _Decor), alpha, hero.
ENEMIES = {
    "black_star_initiate": dict(icon="hooded-figure", top="#5b4470", bottom="#1c1226",
                                outline="#efe3cf", badge="star", air=False, rot=0),
    "killer_krab": dict(icon="crab", top="#ff6b45", bottom="#9c1a10", outline=PAL["ink"],
                        badge="claw", air=False, rot=0),
    "ridge_skimmer": dict(icon="sand-snake", top="#ffe27a", bottom="#c08a14", outline=PAL["ink"],
                          badge="chevron", air=False, rot=0),
    "twinfin_dart": dict(icon="jet-fighter", top="#f4f8fb", bottom="#7d8fa3", outline=PAL["ink"],
                         badge="fins", air=True, rot=-45),
    "aegis_warden": dict(icon="spartan", top="#9dbcff", bottom="#1f3b8c", outline=PAL["ink"],
                         badge="boss", air=False, rot=0),
    "ironclad_brute": dict(icon="brute", top="#c3ccd1", bottom="#2b3236", outline=PAL["ink"],
                           badge="plates", air=False, rot=0, box=(8, 14, 108), decor="armour"),
    "red_sash_duelist": dict(icon="swordman", top="#b4bccb", bottom="#353c4c", outline=PAL["ink"],
                             badge="blades", air=False, rot=0, decor="sash"),
    "orbit_runner": dict(icon="sprint", top="#ff9ce6", bottom="#7d1670", outline=PAL["ink"],
                         badge="orbit", air=False, rot=0, box=(18, 22, 92), decor="orbit"),
    "dust_wraith": dict(icon="spectre", top="#f3e8d8", bottom="#6e5f4c", outline=PAL["ink"],
                        badge="eyes", air=False, rot=0, decor="dust", alpha=0.88),
    "convoy_crawler": dict(icon="great-war-tank", top="#d2ce72", bottom="#4b4a18", outline=PAL["ink"],
                           badge="wheels", air=False, rot=0, box=(8, 16, 112)),
    "minelayer_beetle": dict(icon="scarab-beetle", top="#4a433c", bottom="#0f0d0b", outline=PAL["gold"],
                             badge="bomb", air=False, rot=0, decor="charge"),
    "binary_slug": dict(icon="slime", top="#ffb6d3", bottom="#8a2f5e", outline=PAL["ink"],
                        badge="binary", air=False, rot=0, decor="seam"),
    "slug_half": dict(icon="burst-blob", top="#ffd6e6", bottom="#b0507c", outline=PAL["ink"],
                      badge="half", air=False, rot=0, box=(30, 40, 70)),
    "mending_drone": dict(icon="nano-bot", top="#e2f7da", bottom="#3c7a4a", outline=PAL["ink"],
                          badge="cross", air=False, rot=0, box=(14, 12, 96), decor="wrench"),
    "static_wisp": dict(icon="spark-spirit", top="#d6c9ff", bottom="#4a2fb8", outline=PAL["ink"],
                        badge="bolt", air=False, rot=0, decor="static"),
    "drop_barge": dict(icon="zeppelin", top="#b3bedb", bottom="#333d5c", outline=PAL["ink"],
                       badge="drop", air=True, rot=-8, box=(6, 4, 112), decor="crate"),
    "repo_agent": dict(icon="robber", top="#f0c36a", bottom="#6b4a12", outline=PAL["ink"],
                       badge="hook", air=False, rot=0, box=(12, 14, 104), decor="tag"),
    "the_auditor": dict(icon="sun-priest", top="#4a3a5e", bottom="#0d0912", outline=PAL["ink"],
                        badge="tick", air=False, rot=0, box=(4, 6, 120), decor="hero", hero=True),
}

VARIANTS = ["", "_damaged", "_incapacitated", "_poisoned", "_frozen", "_shielded"]
HERO_VARIANTS = ["_dug_in"]
CONTACT = "contact"  # the concealed contact's sprite id: never an attacker's


def _Box(spec):
    return spec.get("box", (14, 18, 100))


def _Body(spec, fill_ref, filt):
    x, y, size = _Box(spec)
    body = PlaceIcon(spec["icon"], x, y, size, fill_ref, 'filter="url(#%s)"' % filt, rotate=spec["rot"])
    if "alpha" in spec:
        body = '<g opacity="%.2f">%s</g>' % (spec["alpha"], body)
    return body


def _Mask(spec):
    """A mask of the attacker's silhouette, for tints and cracks that stay on the body."""
    x, y, size = _Box(spec)
    return '<mask id="body">%s</mask>' % PlaceIcon(spec["icon"], x, y, size, "#fff", rotate=spec["rot"])


def _Shadow(spec):
    if spec["air"]:
        # Aircraft fly: a small, soft shadow well below and to the side.
        return '<ellipse cx="72" cy="112" rx="30" ry="9" fill="#000" opacity="0.35" filter="url(#soft)"/>'
    if spec.get("hero"):
        return '<ellipse cx="64" cy="114" rx="54" ry="12" fill="#000" opacity="0.5" filter="url(#soft)"/>'
    return '<ellipse cx="64" cy="110" rx="42" ry="12" fill="#000" opacity="0.45" filter="url(#soft)"/>'


def _Decor(kind):
    """A detail drawn under and over the body that makes the silhouette say what the type
    does; returns (under, over, extra defs)."""
    ink, white = PAL["ink"], PAL["white"]
    if kind == "armour":  # riveted bands across the chest
        bands = "".join('<rect x="0" y="%d" width="128" height="6" fill="%s" opacity="0.85"/>' % (y, "#1b2226")
                        for y in (70,))
        rivets = "".join('<circle cx="%d" cy="%d" r="2.6" fill="%s"/>' % (x, y + 3, PAL["steel"])
                         for y in (70,) for x in range(22, 110, 14))
        return "", '<g mask="url(#body)">%s%s</g>' % (bands, rivets), ""
    if kind == "sash":  # a broad red sash from shoulder to hip
        sash = '<polygon points="%s" fill="%s"/>' % (Polygon([(26, 60), (84, 44), (86, 56), (28, 72)]), "#e8253a")
        tail = ('<path d="M 40 64 q -14 14 -32 12 l 3 9 q 10 2 18 -6 l -2 12 l 8 1 q 4 -16 11 -24 z" '
                'fill="%s" stroke="%s" stroke-width="2.5" stroke-linejoin="round"/>' % ("#e8253a", ink))
        return "", '<g mask="url(#body)">%s</g>%s' % (sash, tail), ""
    if kind == "orbit":  # two orbit rings around the runner, with a satellite bead on each
        rings = []
        for rot, rx, ry, bead in ((-18, 56, 15, 0.15), (22, 52, 12, 0.62)):
            rings.append((rot, rx, ry, bead))
        back = front = ""
        for rot, rx, ry, bead in rings:
            tf = 'transform="rotate(%d 64 66)"' % rot
            back += ('<path d="M %d 66 A %d %d 0 0 1 %d 66" fill="none" stroke="%s" stroke-width="3" opacity="0.55" %s/>'
                     % (64 - rx, rx, ry, 64 + rx, white, tf))
            front += ('<path d="M %d 66 A %d %d 0 0 0 %d 66" fill="none" stroke="%s" stroke-width="3.5" %s/>'
                      % (64 - rx, rx, ry, 64 + rx, white, tf))
            a = math.pi * (1 + bead)
            bx, by = 64 + rx * math.cos(a), 66 - ry * math.sin(a)
            front += ('<circle cx="%.1f" cy="%.1f" r="5" fill="%s" stroke="%s" stroke-width="2" %s/>'
                      % (bx, by, PAL["gold"], ink, tf))
        return '<g filter="url(#glow)">%s</g>' % back, front, GlowFilter("glow", "#ff9ce6", 2)
    if kind == "dust":  # the wraith trails off into a dust swirl
        swirl = "".join('<ellipse cx="%d" cy="%d" rx="%d" ry="%d" fill="%s" opacity="%.2f" filter="url(#soft)"/>'
                        % (x, y, rx, ry, PAL["sand"], o) for x, y, rx, ry, o in
                        [(40, 104, 22, 6, 0.55), (76, 108, 26, 5, 0.5), (98, 98, 12, 4, 0.45), (26, 94, 10, 3, 0.4)])
        motes = "".join('<circle cx="%d" cy="%d" r="%.1f" fill="%s" opacity="0.8"/>' % (x, y, r, PAL["dust"])
                        for x, y, r in [(20, 80, 2), (108, 84, 2.5), (30, 60, 1.5), (100, 60, 1.5), (88, 110, 2)])
        return swirl, motes, ""
    if kind == "charge":  # a demolition charge trailing on a tether, its light lit
        tether = '<path d="M 40 92 q -10 8 -16 4" fill="none" stroke="%s" stroke-width="2.5"/>' % PAL["gold"]
        pack = ('<rect x="8" y="90" width="22" height="15" rx="2" fill="%s" stroke="%s" stroke-width="2.5"/>'
                '<rect x="11" y="94" width="16" height="3" fill="%s"/>'
                '<circle cx="19" cy="101" r="2.5" fill="%s" filter="url(#glow)"/>'
                % (PAL["danger"], ink, PAL["gold"], PAL["white"]))
        return tether + pack, "", GlowFilter("glow", PAL["danger"], 2)
    if kind == "seam":  # the line it splits along
        seam = ('<polyline points="%s" fill="none" stroke="%s" stroke-width="3.5" stroke-dasharray="6 4" opacity="0.9"/>'
                % (Polygon([(66, 24), (60, 44), (68, 62), (60, 82), (66, 108)]), "#4a0f2c"))
        return "", '<g mask="url(#body)">%s</g>' % seam, ""
    if kind == "wrench":  # a wrench held below and a repair cross beside
        wrench = PlaceIcon("monkey-wrench", 66, 66, 56, PAL["steel"], 'filter="url(#tooledge)"', rotate=20)
        cross = ('<g filter="url(#glow)"><rect x="14" y="84" width="6" height="20" fill="%s"/>'
                 '<rect x="7" y="91" width="20" height="6" fill="%s"/></g>' % (PAL["white"], PAL["white"]))
        return "", wrench + cross, OutlineFilter("tooledge", ink, 2.5) + GlowFilter("glow", "#7ddc3a", 2.5)
    if kind == "static":  # crackling static arcs around the wisp
        arcs = "".join('<polyline points="%s" fill="none" stroke="%s" stroke-width="2.6" stroke-linejoin="round"/>'
                       % (Polygon(p), "#eef2ff") for p in (
                           [(10, 52), (20, 46), (16, 40), (26, 32)], [(104, 70), (114, 64), (108, 58), (120, 50)],
                           [(20, 100), (30, 94), (28, 86)], [(96, 108), (104, 100), (100, 94), (112, 90)]))
        return '<circle cx="64" cy="64" r="46" fill="#8f7aff" opacity="0.25" filter="url(#soft)"/>', (
            '<g filter="url(#glow)">%s</g>' % arcs), GlowFilter("glow", "#8f7aff", 2.5)
    if kind == "crate":  # the walker it carries, crated and slung underneath
        cables = ('<polyline points="48,70 46,96" stroke="%s" stroke-width="2.5"/>'
                  '<polyline points="78,70 80,96" stroke="%s" stroke-width="2.5"/>' % (ink, ink))
        crate = ('<rect x="42" y="92" width="42" height="24" rx="2" fill="%s" stroke="%s" stroke-width="3"/>'
                 '<polyline points="42,92 84,116" stroke="%s" stroke-width="2.5"/>'
                 '<polyline points="84,92 42,116" stroke="%s" stroke-width="2.5"/>'
                 % (PAL["ochre"], ink, ink, ink))
        return cables + crate, "", ""
    if kind == "tag":  # a repossession tag on a string, and a clipboard held out
        string = '<path d="M 84 70 q 10 10 18 14" fill="none" stroke="%s" stroke-width="2.5"/>' % ink
        tag = ('<polygon points="%s" fill="%s" stroke="%s" stroke-width="2.5" stroke-linejoin="round"/>'
               '<circle cx="104" cy="86" r="2.2" fill="%s"/>'
               '<rect x="104" y="92" width="12" height="2.5" fill="%s"/><rect x="104" y="97" width="9" height="2.5" fill="%s"/>'
               % (Polygon([(100, 82), (108, 80), (122, 88), (118, 106), (100, 100)]), PAL["white"], ink, ink, ink, ink))
        return "", string + tag, ""
    if kind == "hero":  # a gold rim, a halo behind and a command ring at its feet
        rays = "".join('<polygon points="%s" fill="%s" opacity="0.9"/>' % (Polygon([
            (64 + 28 * math.cos(math.radians(a - 8)), 46 + 28 * math.sin(math.radians(a - 8))),
            (64 + 46 * math.cos(math.radians(a)), 46 + 46 * math.sin(math.radians(a))),
            (64 + 28 * math.cos(math.radians(a + 8)), 46 + 28 * math.sin(math.radians(a + 8)))]), PAL["gold"])
            for a in range(-180, 1, 30))
        halo = ('<circle cx="64" cy="46" r="46" fill="url(#halo)"/>' + rays
                + '<circle cx="64" cy="46" r="28" fill="none" stroke="%s" stroke-width="4"/>' % PAL["gold"]
                + '<ellipse cx="64" cy="112" rx="52" ry="11" fill="none" stroke="%s" stroke-width="3" '
                  'stroke-dasharray="10 6"/>' % PAL["gold"])
        trim = ('<g mask="url(#body)"><rect x="0" y="96" width="128" height="6" fill="%s" opacity="0.9"/>'
                '<rect x="61" y="40" width="6" height="60" fill="%s" opacity="0.75"/></g>' % (PAL["gold"], PAL["gold"]))
        return halo, trim, RadialGradient("halo", [("0", PAL["gold"], 0.55), ("0.6", PAL["hazard"], 0.2),
                                                    ("1", PAL["hazard"], 0)])
    return "", "", ""


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


def _Shielded():
    """A unit shield: a bubble with a hex-latticed rim around the body and a shield plate
    at its foot, so it reads without colour and never like the frozen block."""
    hexes = ""
    for row in range(11):
        for col in range(10):
            x, y = col * 14 + (7 if row % 2 else 0), row * 12
            d = math.hypot(x - 64, y - 62)
            if 42 < d < 54:
                hexes += '<polygon points="%s"/>' % Polygon(
                    [(x + 6 * math.cos(math.radians(a + 30)), y + 6 * math.sin(math.radians(a + 30))) for a in range(0, 360, 60)])
    bubble = ('<circle cx="64" cy="62" r="55" fill="url(#bubble)"/>'
              '<g fill="none" stroke="%s" stroke-width="1.6" opacity="0.55">%s</g>'
              '<circle cx="64" cy="62" r="55" fill="none" stroke="%s" stroke-width="5" filter="url(#sglow)"/>'
              '<path d="M 22 42 A 46 46 0 0 1 56 14" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.85"/>'
              % (PAL["teal_light"], hexes, PAL["teal_light"]))
    plate = ('<path d="M 6 88 L 30 88 L 30 100 C 30 110 22 116 18 120 C 14 116 6 110 6 100 Z" fill="%s" '
             'stroke="%s" stroke-width="3"/>' % (PAL["teal"], PAL["ink"])
             + '<polyline points="12,101 17,107 25,95" fill="none" stroke="%s" stroke-width="3.5" '
               'stroke-linecap="round" stroke-linejoin="round"/>' % PAL["ink"])
    return bubble + plate


def _ShieldDefs():
    return (RadialGradient("bubble", [("0", PAL["teal_light"], 0), ("0.7", PAL["teal"], 0.06),
                                      ("1", PAL["teal_light"], 0.4)])
            + GlowFilter("sglow", PAL["teal"], 3))


def _DugIn():
    """The hero dug in: a sandbag berm over its lower half and a shield plate across it."""
    berm = ('<path d="M 0 128 L 0 96 Q 20 80 64 82 Q 108 80 128 96 L 128 128 Z" fill="%s" stroke="%s" stroke-width="3"/>'
            % (PAL["ground_dark"], PAL["ink"]))
    bags = ""
    for row, (y, xs) in enumerate(((100, range(4, 128, 24)), (86, range(16, 116, 24)))):
        for x in xs:
            bags += ('<rect x="%d" y="%d" width="26" height="15" rx="7" fill="url(#bag)" stroke="%s" stroke-width="2.5"/>'
                     '<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="1.5" opacity="0.6"/>'
                     % (x - 2, y, PAL["ink"], x + 11, y + 2, x + 11, y + 13, "#5a4630"))
    plate = ('<path d="M 10 84 Q 64 62 118 84" fill="none" stroke="%s" stroke-width="6" filter="url(#sglow)"/>'
             % PAL["teal_light"])
    return berm + bags + plate


def EnemySvg(sprite_id, variant=""):
    spec = ENEMIES[sprite_id]
    under, over, decor_defs = _Decor(spec.get("decor"))
    edge = _HeroEdge() if spec.get("hero") else OutlineFilter("edge", spec["outline"], 3)
    defs = (LinearGradient("skin", [("0", spec["top"], 1), ("1", spec["bottom"], 1)]) + edge
            + '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3"/></filter>'
            + '<filter id="grey"><feColorMatrix type="saturate" values="0.15"/></filter>'
            + RadialGradient("ice", [("0", "#ffffff", 0.5), ("1", PAL["ice_dark"], 0.8)])
            + ShadowFilter("drop", 2, 3, 2, 0.5) + _Mask(spec) + decor_defs)
    if variant in ("_shielded", "_dug_in"):
        defs += _ShieldDefs()
    if variant == "_dug_in":
        defs += LinearGradient("bag", [("0", "#c9a46a", 1), ("1", "#7a5a34", 1)])
    body = _Body(spec, "url(#skin)", "edge")
    marking = Marking(spec["badge"], edge=PAL["gold"] if spec.get("hero") else None)
    figure = under + body + over + marking
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
    elif variant == "_shielded":  # the marking stays readable on top of the bubble
        figure, overlay = under + body + over, _Shielded() + marking
    elif variant == "_dug_in":
        overlay = _DugIn()
    lift = ' transform="translate(0 -6)"' if spec["air"] else ""
    return Svg(SIZE, SIZE, _Shadow(spec) + '<g%s>%s%s</g>' % (lift, figure, overlay), defs)


def _HeroEdge():
    """The hero's outline: a dark edge inside a gold rim."""
    return ('<filter id="edge" x="-20%%" y="-20%%" width="140%%" height="140%%">'
            '<feMorphology in="SourceAlpha" operator="dilate" radius="2.5" result="d1"/>'
            '<feMorphology in="SourceAlpha" operator="dilate" radius="5" result="d2"/>'
            '<feFlood flood-color="%s"/><feComposite in2="d2" operator="in" result="gold"/>'
            '<feFlood flood-color="%s"/><feComposite in2="d1" operator="in" result="ink"/>'
            '<feMerge><feMergeNode in="gold"/><feMergeNode in="ink"/><feMergeNode in="SourceGraphic"/></feMerge></filter>'
            % (PAL["gold"], PAL["ink"]))


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


def ContactSvg(variant=""):
    """The concealed contact: a radar return (rings, sweep, one blip and a question mark)
    lying flat on the ground. No figure, no marking, no shadow of a body. A contact shows
    no statuses, so every look but incapacitated is the plain return."""
    green, dark = "#72ff9c", "#0b3a1e"
    defs = (RadialGradient("scope", [("0", "#0f5a2e", 0.75), ("1", "#041a0c", 0.7)])
            + LinearGradient("sweep", [("0", green, 0.0), ("1", green, 0.55)], x1="0", y1="0", x2="1", y2="0")
            + GlowFilter("glow", green, 3)
            + '<filter id="grey"><feColorMatrix type="saturate" values="0.15"/></filter>')
    rings = "".join('<circle cx="64" cy="64" r="%d" fill="none" stroke="%s" stroke-width="%s" opacity="%s"/>'
                    % (r, green, w, o) for r, w, o in ((50, 3.5, 0.95), (34, 2, 0.6), (18, 2, 0.5)))
    cross = ('<line x1="14" y1="64" x2="114" y2="64" stroke="%s" stroke-width="1.5" opacity="0.45"/>'
             '<line x1="64" y1="14" x2="64" y2="114" stroke="%s" stroke-width="1.5" opacity="0.45"/>' % (green, green))
    sweep = '<path d="M 64 64 L 114 64 A 50 50 0 0 0 99.4 28.6 Z" fill="url(#sweep)"/>'
    ticks = "".join('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="3"/>'
                    % (64 + 50 * math.cos(math.radians(a)), 64 + 50 * math.sin(math.radians(a)),
                       64 + 58 * math.cos(math.radians(a)), 64 + 58 * math.sin(math.radians(a)), green)
                    for a in range(0, 360, 45))
    blip = ('<circle cx="92" cy="40" r="7" fill="%s" filter="url(#glow)"/>'
            '<circle cx="92" cy="40" r="12" fill="none" stroke="%s" stroke-width="2" opacity="0.7"/>' % (green, green))
    mark = Text(62, 84, "?", 54, green, 800, extra='stroke="%s" stroke-width="2.5" filter="url(#glow)"' % dark)
    scope = ('<circle cx="64" cy="64" r="52" fill="url(#scope)"/>' + rings + cross + sweep + ticks + blip + mark)
    if variant == "_incapacitated":
        return Svg(SIZE, SIZE, '<g filter="url(#grey)" opacity="0.85">%s</g>%s' % (scope, _Incapacitated()), defs)
    return Svg(SIZE, SIZE, scope, defs)


def Generate(renderer, assets, extra=()):
    """extra: (sprite_id, is_aircraft) pairs read from data/enemies. A data record whose
    sprite is the contact's (a stand-in for what the player cannot see) gets the contact."""
    for sprite_id, air in extra:
        if sprite_id != CONTACT:
            EnsureSpec(sprite_id, air)
    out = "%s/sprites/enemies/" % assets
    for sprite_id, spec in ENEMIES.items():
        for variant in VARIANTS + (HERO_VARIANTS if spec.get("hero") else []):
            renderer.Add(out + sprite_id + variant + ".png", EnemySvg(sprite_id, variant), SIZE, SIZE)
    for variant in VARIANTS:
        renderer.Add(out + CONTACT + variant + ".png", ContactSvg(variant), SIZE, SIZE)
