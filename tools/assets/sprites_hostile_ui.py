"""Interface sprites for the hostiles: the enemy hero's ability icons (shown as its
intent) and the hostiles archive's redacted silhouette for types not yet met."""
from svg_kit import PAL, OutlineFilter, PlaceIcon, Polygon, Svg, Text

# ability id (data/enemies, the hero's "abilities") -> icon, colour. Each icon is its own
# shape, so the intent reads without colour.
ABILITIES = {
    "call_reinforcements": ("bugle-call", PAL["hazard"]),
    "shield_escorts": ("shield-echoes", PAL["teal_light"]),
    "charge": ("charging-bull", "#ff6b5a"),
    "jam_cannon": ("battery-minus", "#b9a6ff"),
    "dig_in": ("trench-spade", PAL["sand"]),
}


def AbilitySvg(ability):
    """64x64: the icon on a dark plate inside the hero's gold crown-notched ring."""
    icon, color = ABILITIES[ability]
    defs = OutlineFilter("edge", PAL["ink"], 2.5)
    notches = "".join('<polygon points="%s" fill="%s"/>' % (Polygon([(x - 5, 9), (x, 1), (x + 5, 9)]), PAL["gold"])
                      for x in (20, 32, 44))
    body = ('<circle cx="32" cy="34" r="27" fill="%s" stroke="%s" stroke-width="4"/>' % (PAL["ink"], PAL["gold"])
            + notches
            + '<circle cx="32" cy="34" r="21" fill="none" stroke="%s" stroke-width="1.5" opacity="0.6"/>' % color
            + PlaceIcon(icon, 15, 17, 34, color, 'filter="url(#edge)"'))
    return Svg(64, 64, body, defs)


def RedactedSvg():
    """128x128: a generic figure under black redaction bars and a stamp. It shows no
    attacker's shape, so the archive gives nothing away."""
    ink = PAL["ink"]
    defs = ('<pattern id="scan" width="4" height="4" patternUnits="userSpaceOnUse">'
            '<rect width="4" height="2" fill="#fff" opacity="0.08"/></pattern>')
    figure = ('<path d="M 64 18 a 18 18 0 1 1 -0.1 0 Z" fill="%s"/>'
              '<path d="M 26 112 Q 26 64 64 60 Q 102 64 102 112 Z" fill="%s"/>' % ("#7a6c66", "#7a6c66"))
    bars = ('<rect x="14" y="32" width="100" height="16" fill="%s"/>'
            '<rect x="8" y="78" width="112" height="18" fill="%s"/>' % (ink, ink))
    stamp = ('<g transform="rotate(-12 64 64)"><rect x="18" y="52" width="92" height="24" rx="3" fill="none" '
             'stroke="%s" stroke-width="3"/>%s</g>' % (PAL["danger"], Text(64, 70, "REDACTED", 15, PAL["danger"], 800,
                                                                          extra='letter-spacing="1.5"')))
    frame = ('<rect x="3" y="3" width="122" height="122" rx="10" fill="#2a2320" stroke="%s" stroke-width="3" '
             'stroke-dasharray="8 5"/>' % PAL["steel_dark"])
    return Svg(128, 128, frame + figure + '<rect x="3" y="3" width="122" height="122" fill="url(#scan)"/>' + bars + stamp,
               defs)


def Generate(renderer, assets):
    ui = assets + "/sprites/ui/"
    for ability in ABILITIES:
        renderer.Add(ui + "ability_%s.png" % ability, AbilitySvg(ability), 64, 64)
    renderer.Add(ui + "hostile_redacted.png", RedactedSvg(), 128, 128)
