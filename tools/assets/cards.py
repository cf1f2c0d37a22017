"""Card art (256x320): a frame per family, and each card in data/cards/*.json composed
onto its family's frame with an icon chosen from the card's id and name.

The art carries no words: the family is its badge and colours, and the game sets the
card's name, in the player's language, beside the art (src/ui/card_tile.cpp, the CARDS
screen). The picture window is WINDOW; the hand's tiles show the middle of it.

Rerunnable: it reads whatever cards exist, so new cards get art on the next run. A card
whose family is unknown gets the support frame and a warning, never a crash.
"""
import glob
import hashlib
import json
import os
import re
import sys

from svg_kit import (PAL, GlowFilter, LinearGradient, OutlineFilter, PlaceIcon, RadialGradient,
                     ShadowFilter, Svg)
from sprites_fx_ui import FAMILIES

W, H = 256, 320
WINDOW = (16, 44, 224, 260)  # x, y, w, h of the picture window (src/ui/card_tile.cpp crops to it)

# Keyword in a card's id or name -> icon. First match wins, so specific words come first.
KEYWORDS = [
    ("double", "falling-bomb"), ("fall", "falling-bomb"), ("orbital", "orbital-rays"),
    ("overcharge", "lightning-arc"), ("capacitor", "battery-pack"), ("shield", "energy-shield"),
    ("repair", "auto-repair"), ("patch", "auto-repair"), ("weld", "spanner"), ("medic", "medical-pack"),
    ("trauma", "medical-pack"), ("heal", "healing"), ("stim", "syringe"),
    ("poison", "poison-bottle"), ("toxin", "poison-bottle"), ("nerve", "gas-mask"), ("gas", "gas-mask"),
    ("acid", "acid-blob"), ("venom", "poison-bottle"), ("freeze", "frozen-orb"), ("frost", "frozen-orb"),
    ("cryo", "frozen-orb"), ("ice", "ice-bolt"), ("stun", "stun-grenade"), ("flash", "stun-grenade"),
    ("daze", "stun-grenade"), ("emp", "electric"), ("ion", "electric"), ("static", "lightning-arc"),
    ("push", "push"), ("shove", "push"), ("repel", "push"), ("repulsor", "push"),
    ("execute", "guillotine"), ("coup", "guillotine"), ("cull", "guillotine"), ("luck", "clover"),
    ("fortune", "clover"), ("sniper", "crosshair"), ("marksman", "crosshair"), ("scope", "crosshair"),
    ("mech", "battle-mech"), ("walker", "battle-mech"), ("tank", "tank"), ("bulldozer", "bulldozer"),
    ("crawler", "tank"), ("artillery", "artillery-shell"), ("mortar", "artillery-shell"),
    ("howitzer", "artillery-shell"), ("flak", "anti-aircraft-gun"), ("laser", "laser-blast"),
    ("rail", "laser-turret"), ("beam", "laser-precision"), ("rocket", "missile-pod"), ("missile", "missile-pod"),
    ("grenad", "grenade"), ("flame", "flamethrower"), ("burn", "flamethrower"), ("fire", "fire"),
    ("incendi", "fire"), ("shotgun", "shotgun"), ("rifle", "ak47"), ("machine", "minigun"),
    ("gatling", "minigun"), ("smg", "mp5"), ("pistol", "pistol-gun"), ("sapper", "dynamite"),
    ("demolition", "dynamite"), ("drone", "delivery-drone"), ("robot", "robot-golem"),
    ("ace", "jet-pack"), ("jet", "jet-pack"), ("pilot", "jet-pack"), ("scout", "binoculars"),
    ("observer", "binoculars"), ("recon", "spyglass"), ("sweep", "radar-sweep"), ("scan", "radar-sweep"),
    ("radar", "radar-sweep"), ("signal", "radio-tower"), ("comms", "walkie-talkie"),
    ("jammer", "radio-tower"), ("blackout", "walkie-talkie"), ("satellite", "satellite-communication"),
    ("uplink", "satellite-communication"), ("intel", "magnifying-glass"), ("discover", "magnifying-glass"),
    ("survey", "compass"), ("supply", "cargo-crate"), ("logistic", "cargo-crate"), ("crate", "cargo-crate"),
    ("requisition", "contract"), ("insurance", "contract"), ("orders", "scroll-unfurled"),
    ("sergeant", "rank-3"), ("rank", "rank-3"), ("promot", "rank-3"), ("veteran", "rank-2"),
    ("drill", "rank-2"), ("rally", "rally-the-troops"), ("leader", "rally-the-troops"),
    ("command", "rally-the-troops"), ("berserk", "viking-helmet"), ("fury", "fist"), ("rage", "fist"),
    ("behemoth", "strong"), ("reinforced", "armor-upgrade"), ("hull", "armor-upgrade"),
    ("armor", "armor-vest"), ("armour", "armor-vest"), ("plating", "armor-vest"),
    ("reactive", "shield-reflect"), ("protect", "templar-shield"), ("guard", "templar-shield"),
    ("range", "target-arrows"), ("target", "bullseye"), ("strike", "missile-swarm"),
    ("barrage", "missile-swarm"), ("bomb", "fire-bomb"), ("sentry", "sentry-gun"), ("turret", "sentry-gun"),
    ("mine", "mine-explosion"), ("proximity", "mine-explosion"), ("watch", "watchtower"),
    ("terrain", "brick-wall"), ("barricade", "brick-wall"), ("wall", "brick-wall"),
    ("wire", "barbed-wire"), ("trap", "wolf-trap"), ("skip", "hourglass"), ("delay", "hourglass"),
    ("time", "hourglass"), ("siren", "siren"), ("alarm", "siren"), ("discard", "card-random"),
    ("shuffle", "card-random"), ("vortex", "vortex"), ("storm", "tornado"), ("dust", "whirlwind"),
    ("sonic", "sonic-boom"), ("quake", "hammer-drop"), ("hammer", "hammer-drop"), ("blade", "bowie-knife"),
    ("knife", "bowie-knife"), ("spear", "trident"), ("lance", "trident"), ("axe", "war-axe"),
    ("astronaut", "astronaut-helmet"), ("suit", "space-suit"), ("engineer", "spanner"),
    ("marine", "visored-helm"), ("trooper", "visored-helm"), ("soldier", "visored-helm"),
    ("squad", "meeple-army"), ("team", "meeple-army"), ("platoon", "meeple-army"), ("brain", "brain"),
    ("idea", "light-bulb"), ("beacon", "lighthouse"), ("portal", "portal"),
    ("cannon", "cannon"), ("ballistic", "cannon"), ("reactor", "radioactive"), ("nuclear", "radioactive"),
    ("sun", "sun"), ("score", "trophy"), ("medal", "star-medal"), ("hero", "laurel-crown"),
    # Second choices, used when a card's first icon is already another card's.
    ("burst", "explosion-rays"), ("battery", "missile-launcher"), ("nest", "cctv-camera"),
    ("crew", "mortar"), ("siege", "siege-tower"), ("doctrine", "open-book"), ("drop", "parachute"),
    ("form", "stamper"), ("insurance", "papers"), ("restart", "power-button"),
    ("trauma", "bandage-roll"), ("kit", "bandage-roll"), ("jammer", "sound-waves"),
    ("corps", "electrical-crescent"), ("training", "target-dummy"), ("cadre", "medal"),
]
# Family -> frame colours (accent, dark, art sky top, art ground).
FRAME = {
    "unit": ("#e0603a", "#2a1410", "#6e2a1c", "#3a160e"),
    "support": ("#2ec4b6", "#0e2422", "#1d5955", "#0b2b29"),
    "fieldwork": ("#ff8a1f", "#2a1a0c", "#7a4414", "#3a200a"),
    "doctrine": ("#b59cf0", "#1c1628", "#4a3a70", "#221a36"),
    "weapon": ("#a7b3b8", "#181c1e", "#4b575c", "#23292c"),
    "hero": ("#ffd166", "#2a220e", "#8a6a1e", "#3a2c0c"),
}


def IconChoices(card_id, name, family):
    """Icons of every keyword that starts a word of the card's id or name, in table
    order (so "ion" matches ION LANCERS but not STATION), then the family's icon."""
    words = set(re.split(r"[^a-z0-9]+", (card_id + " " + name).lower()))
    out = [icon for key, icon in KEYWORDS if any(w.startswith(key) for w in words)]
    return out + [FAMILIES[family][0]]


def IconFor(card_id, name, family, taken=()):
    """The first choice no other card has taken yet, else the first choice."""
    choices = IconChoices(card_id, name, family)
    return next((c for c in choices if c not in taken), choices[0])


def _FrameDefs(family):
    accent, dark, sky, ground = FRAME[family]
    return (LinearGradient("bg", [("0", dark, 1), ("1", "#0c0a0a", 1)])
            + LinearGradient("art", [("0", sky, 1), ("0.62", ground, 1), ("1", "#120a08", 1)])
            + LinearGradient("rim", [("0", accent, 1), ("0.5", "#ffffff", 0.7), ("1", accent, 1)], x2="1", y2="1")
            + RadialGradient("halo", [("0", accent, 0.55), ("1", accent, 0)])
            + GlowFilter("glow", accent, 6) + OutlineFilter("edge", "#0c0a0a", 4)
            + ShadowFilter("drop", 0, 6, 5, 0.7))


def _Frame(family):
    """The card, its family badge in the corner and a rule along its head, and the
    picture window below."""
    accent = FRAME[family][0]
    x, y, w, h = WINDOW
    icon, _ = FAMILIES[family]
    return ('<rect x="3" y="3" width="250" height="314" rx="16" fill="url(#bg)" stroke="url(#rim)" stroke-width="5"/>'
            + '<rect x="%d" y="%d" width="%d" height="%d" rx="6" fill="url(#art)" stroke="%s" stroke-width="2"/>' % (x, y, w, h, accent)
            + '<circle cx="30" cy="24" r="15" fill="#0c0a0a" stroke="%s" stroke-width="2"/>' % accent
            + PlaceIcon(icon, 19, 13, 22, accent)
            + '<rect x="52" y="22.5" width="164" height="3" rx="1.5" fill="%s" opacity="0.55"/>' % accent
            + '<circle cx="228" cy="24" r="4" fill="none" stroke="%s" stroke-width="2" opacity="0.8"/>' % accent)


def FrameSvg(family):
    return Svg(W, H, _Frame(family), _FrameDefs(family))


def _Hills(seed):
    """Martian horizon inside the picture window, varied per card."""
    h = int(hashlib.sha1(seed.encode()).hexdigest()[:6], 16)
    a, b = 204 + h % 30, 214 + (h >> 5) % 30
    return ('<path d="M16 %d Q 80 %d 130 %d T 240 %d V 304 H 16 Z" fill="#000" opacity="0.35"/>' % (a, a - 26, b, a - 10)
            + '<circle cx="%d" cy="%d" r="10" fill="#f1d2a6" opacity="0.5"/>' % (40 + h % 170, 70 + (h >> 8) % 30))


def CardSvg(card_id, name, family, icon):
    """A card's art: its icon in the picture window. `name` only chose the icon."""
    accent = FRAME[family][0]
    x, y, w, h = WINDOW
    cy = y + h // 2
    return Svg(W, H,
               _Frame(family)
               + '<svg x="%d" y="%d" width="%d" height="%d" viewBox="%d %d %d %d">%s</svg>' % (x, y, w, h, x, y, w, h, _Hills(card_id))
               + '<circle cx="128" cy="%d" r="92" fill="url(#halo)"/>' % cy
               + '<g filter="url(#drop)">%s</g>' % PlaceIcon(icon, 53, cy - 75, 150, "#f6efe4", 'filter="url(#edge)"')
               + '<rect x="104" y="%d" width="48" height="3" fill="%s"/>' % (y + h - 12, accent),
               _FrameDefs(family))


def _Family(record, path):
    fam = str(record.get("family", "")).lower()
    if record.get("hero") is True or fam == "hero":
        return "hero"
    if fam in ("weapon", "base_weapon") or "weapon" in os.path.basename(path):
        return "weapon"
    return fam if fam in FRAME else ""


def ReadCards(data_dir):
    """(id, name, family) for every card in data_dir/cards/*.json and every base weapon
    in data_dir/weapons.json (or data_dir/cards/weapons*.json)."""
    cards = {}
    paths = sorted(glob.glob(os.path.join(data_dir, "cards", "*.json")))
    paths += [p for p in [os.path.join(data_dir, "weapons.json")] if os.path.isfile(p)]
    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                doc = json.load(f)
        except (OSError, ValueError) as err:
            print("cards: skipping %s: %s" % (path, err), file=sys.stderr)
            continue
        records = doc
        if isinstance(doc, dict):
            records = []
            for key in ("cards", "weapons", "base_weapons", "items"):
                if isinstance(doc.get(key), list):
                    records += [dict(r, family=r.get("family", "weapon" if "weapon" in key else r.get("family", ""))) for r in doc[key] if isinstance(r, dict)]
            if not records and "id" in doc:
                records = [doc]
        if not isinstance(records, list):
            continue
        for r in records:
            if not isinstance(r, dict) or not isinstance(r.get("id"), str):
                continue
            fam = _Family(r, path)
            if not fam:
                print("cards: %s in %s has no known family; using the support frame" % (r["id"], path), file=sys.stderr)
                fam = "support"
            cards[r["id"]] = (r["id"], str(r.get("name", r["id"].replace("_", " "))), fam)
    return list(cards.values())


def Generate(renderer, assets, cards):
    for family in FRAME:
        renderer.Add("%s/cards/frame_%s.png" % (assets, family), FrameSvg(family), W, H)
    taken = set()
    for card_id, name, family in sorted(cards, key=lambda c: (list(FRAME).index(c[2]), c[0])):
        icon = IconFor(card_id, name, family, taken)
        taken.add(icon)
        renderer.Add("%s/cards/%s.png" % (assets, card_id), CardSvg(card_id, name, family, icon), W, H)
