"""Generates every image under assets/: attackers (and the concealed contact), board,
effects, interface (with the hostiles' ability icons and archive art, and the unit cards'
rank and perk marks), fieldworks, card art, dossier and the application icon.

  python3 make_sprites.py ASSETS_DIR DATA_DIR [ICON_LIST_OUT]

Cards (and fieldwork sprites) are made for whatever ids data/cards/*.json holds when it
runs; stale card images from removed cards are left for the caller to clean.
"""
import glob
import json
import os
import sys

import cards
import dossier
import sprites_board
import sprites_card_marks
import sprites_enemies
import sprites_fx_ui
import sprites_hostile_ui
from svg_kit import Renderer, UsedIcons


def ReadAttackers(data_dir):
    """(sprite id, is aircraft) for every attacker in data_dir/enemies/*.json."""
    out = []
    for path in sorted(glob.glob(os.path.join(data_dir, "enemies", "*.json"))):
        try:
            doc = json.load(open(path, encoding="utf-8"))
        except (OSError, ValueError) as err:
            print("sprites: skipping %s: %s" % (path, err), file=sys.stderr)
            continue
        records = doc.get("enemies", []) if isinstance(doc, dict) else doc
        for r in records if isinstance(records, list) else []:
            if isinstance(r, dict) and isinstance(r.get("sprite", r.get("id")), str):
                tags = r.get("tags", [])
                out.append((r.get("sprite", r.get("id")), "aircraft" in tags if isinstance(tags, list) else False))
    return out


def main(argv):
    if len(argv) not in (3, 4):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    assets, data = os.path.abspath(argv[1]), os.path.abspath(argv[2])
    card_list = cards.ReadCards(data)
    fieldworks = [cid for cid, _, fam in card_list if fam == "fieldwork"]
    renderer = Renderer()
    sprites_enemies.Generate(renderer, assets, ReadAttackers(data))
    sprites_board.Generate(renderer, assets)
    sprites_fx_ui.Generate(renderer, assets, fieldworks)
    sprites_hostile_ui.Generate(renderer, assets)
    sprites_card_marks.Generate(renderer, assets)
    cards.Generate(renderer, assets, card_list)
    dossier.Generate(renderer, assets, os.path.join(os.path.dirname(data), "po", "base-command"))
    done = renderer.RenderAll()
    print("sprites: %d images, %d cards from %s" % (len(done), len(card_list), data))
    if len(argv) == 4:  # the icon names drawn, for CREDITS.md
        with open(argv[3], "w", encoding="utf-8") as f:
            f.write("\n".join(UsedIcons()) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
