"""The unit cards' compact marks (src/ui/card_tile.cpp): a rank's chevrons, one to four on
a gold-edged square plate, and each perk's icon on a round teal-edged plate, 48x48 so
that they stay sharp at twice the UI scale.

  sprites/ui/rank_1.png .. rank_4.png
  sprites/ui/perk_<perk's data name>.png   (first_strike, heavy_weapons, ...)
"""
from svg_kit import PAL, PlaceIcon, Polygon, Svg

SIZE = 48
MAX_RANK = 4

# Perk data name (basecommand/card_defs.h, PerkName) -> game-icons.net icon.
PERKS = {
    "first_strike": "fast-arrow",
    "heavy_weapons": "bullets",
    "protection": "bolt-shield",
    "squad_leader": "rally-the-troops",
    "fury": "burning-passion",
    "behemoth": "armoured-shell",
    "overload": "lightning-arc",
    "ion_weapon": "electric",
    "luck": "rolling-dices",
}


def RankSvg(rank):
    """`rank` chevrons pointing up, stacked and centred on the plate."""
    plate = '<rect x="2" y="2" width="44" height="44" rx="7" fill="%s" stroke="%s" stroke-width="3"/>' % (
        PAL["ink"], PAL["gold"])
    depth, gap, stroke = 9.0, 8.0, 5.5  # a chevron's rise, the step between two, its line
    height = depth + gap * (rank - 1)
    top = 24.0 - height / 2.0
    chevrons = ""
    for i in range(rank):
        y = top + gap * i
        chevrons += '<polyline points="%s" fill="none" stroke="%s" stroke-width="%.1f" stroke-linejoin="miter"/>' % (
            Polygon([(11, y + depth), (24, y), (37, y + depth)]), PAL["gold"], stroke)
    return Svg(SIZE, SIZE, plate + chevrons, "")


def PerkSvg(icon):
    plate = '<circle cx="24" cy="24" r="22" fill="%s" stroke="%s" stroke-width="2.5"/>' % (PAL["ink"], PAL["teal"])
    return Svg(SIZE, SIZE, plate + PlaceIcon(icon, 8, 8, 32, PAL["dust"]), "")


def Generate(renderer, assets):
    ui = assets + "/sprites/ui/"
    for rank in range(1, MAX_RANK + 1):
        renderer.Add(ui + "rank_%d.png" % rank, RankSvg(rank), SIZE, SIZE)
    for perk, icon in PERKS.items():
        renderer.Add(ui + "perk_%s.png" % perk, PerkSvg(icon), SIZE, SIZE)
