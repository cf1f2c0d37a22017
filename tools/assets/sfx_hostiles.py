"""Sound effects for the hostiles: unit shields and perks, sector shifts, contacts,
traps, splitting and mending attackers, the jammed cannon, drops, overwatch and the
enemy hero's abilities. Same synthesizer and levels as make_sfx.py, which writes them.

Each one is built to be told from the others and from the base's own sounds by ear: the
unit shield is a glassy ting (the base shield is a low FM hum), the contact a clean
radar ping with echoes, the trap detonation a crack and rattle over a long boom (the
mine is a click and a fireball), overwatch a warning chirp and one shot (the sentry
fires three).
"""
import math

from synth import (RATE, BandPass, Envelope, ExpDecay, FadeEdges, Gain, HighPass, LowPass,
                   Mix, Noise, Silence, SoftClip, Tone)


def _Thud(freq, end, seconds, seed):
    body = ExpDecay(Tone(freq, end, seconds), seconds * 0.8)
    click = ExpDecay(LowPass(Noise(0.05, seed), 2500), 0.04)
    return Mix(body, Gain(click, 0.7))


def _Ping(freq, seconds, partials=((1, 0.6), (2.76, 0.2), (5.4, 0.08))):
    return Mix(*[Gain(ExpDecay(Tone(freq * m, freq * m, seconds), seconds * (0.9 / m ** 0.3)), g)
                 for m, g in partials])


def _Beep(freq, seconds, shape="square", cutoff=4000):
    return FadeEdges(LowPass(Tone(freq, freq, seconds, shape), cutoff), 0.003, 0.012)


def _Lfo(signal, rate, depth, floor=0.0):
    return [s * (floor + (1 - floor) * (1 - depth + depth * (0.5 + 0.5 * math.sin(2 * math.pi * rate * i / RATE))))
            for i, s in enumerate(signal)]


def AttackerShieldHit():
    """A blow absorbed by an attacker's shield: a bright glassy ting with a ring-modulated
    shimmer over a soft knock."""
    n = len(Silence(0.32))
    ring = [math.sin(2 * math.pi * 1480 * i / RATE) * math.sin(2 * math.pi * 230 * i / RATE) for i in range(n)]
    return SoftClip(Mix(Gain(ExpDecay(ring, 0.28), 0.8), _Ping(2350, 0.3), Gain(_Thud(220, 120, 0.12, 101), 0.5),
                        Gain(ExpDecay(HighPass(Noise(0.08, 102), 3500), 0.06), 0.35)), 1.8)


def PerkStripped():
    """A perk stripped off: a latch click, then a power-down whine falling away."""
    whine = Envelope(LowPass(Tone(1100, 110, 0.5, "saw", 0.7), 2600), 0.01, 1.4)
    click = ExpDecay(BandPass(Noise(0.03, 110), 3000, 3.0), 0.02)
    return Mix(Gain(click, 1.2), Gain(_Lfo(whine, 22, 0.5), 0.8), Gain(Tone(220, 90, 0.4, "triangle"), 0.2),
               offsets=[0.0, 0.02, 0.02])


def SectorShift():
    """An attacker sliding around the base to another sector: a rushing whoosh that
    rises and falls with a Doppler-bent hum inside it."""
    s = 0.62
    n = Noise(s, 120)
    whoosh = BandPass(n, lambda i: 500 + 1800 * math.sin(math.pi * i / len(n)) ** 2, 2.5)
    bend = Tone(260, 430, s / 2, "triangle") + Tone(430, 240, s / 2, "triangle")
    env = lambda sig: [v * math.sin(math.pi * i / len(sig)) ** 1.5 for i, v in enumerate(sig)]
    return Mix(Gain(env(whoosh), 1.0), Gain(env(LowPass(bend, 1500)), 0.35))


def ContactRevealed():
    """A contact identified: a clean radar ping and two fading echoes."""
    ping = Mix(_Ping(1320, 0.45, ((1, 0.7), (2.0, 0.12))), Gain(ExpDecay(Tone(1980, 1980, 0.1), 0.08), 0.2))
    return Mix(ping, Gain(ping, 0.35), Gain(ping, 0.15), offsets=[0.0, 0.18, 0.36])


def TrapLaid():
    """A charge set down and armed: a heavy clunk, a latch, two arming beeps."""
    clunk = _Thud(95, 50, 0.2, 130)
    latch = ExpDecay(HighPass(Noise(0.03, 131), 2000), 0.025)
    beeps = [Gain(_Beep(2400, 0.05), 0.22), Gain(_Beep(2400, 0.05), 0.22)]
    return Mix(clunk, Gain(latch, 0.9), *beeps, offsets=[0.0, 0.12, 0.24, 0.34])


def TrapDetonated():
    """A demolition charge going off: a sharp crack, a long low boom, and slab debris
    rattling down afterwards."""
    s = 1.5
    crack = ExpDecay(HighPass(Noise(0.05, 140), 1800), 0.04)
    boom = ExpDecay(LowPass(Noise(s, 141), lambda i: 1400 * math.exp(-i / (0.1 * RATE)) + 90), s * 0.9, 0.003)
    sub = ExpDecay(Tone(70, 28, s * 0.7), s * 0.6)
    rattle = Mix(*[Gain(ExpDecay(BandPass(Noise(0.04, 150 + k), 1200 + 300 * (k % 5), 4.0), 0.03), 0.5 - 0.03 * k)
                   for k in range(12)],
                 offsets=[0.28 + 0.06 * k + 0.015 * ((k * 5) % 3) for k in range(12)])
    return SoftClip(Mix(Gain(crack, 1.0), Gain(boom, 1.5), Gain(sub, 0.9), rattle), 1.5)


def TrapDefused():
    """A charge made safe: a wire snipped, three falling beeps, a puff of released air."""
    snip = ExpDecay(BandPass(Noise(0.02, 160), 4500, 3.0), 0.015)
    beeps = [Gain(_Beep(f, 0.07, "triangle"), 0.5) for f in (1250, 940, 620)]
    puff = Envelope(LowPass(Noise(0.25, 161), 1200), 0.03, 2.0)
    return Mix(Gain(snip, 1.3), *beeps, Gain(puff, 0.5), offsets=[0.0, 0.07, 0.17, 0.27, 0.38])


def Split():
    """An attacker splitting in two: a wet squelch and two blips flying apart in pitch."""
    squelch = _Lfo(LowPass(Noise(0.28, 170), 900), 28, 0.9)
    squelch = Envelope(squelch, 0.01, 1.6)
    up = ExpDecay(Tone(320, 720, 0.22, "triangle"), 0.2)
    down = ExpDecay(Tone(320, 140, 0.22, "triangle"), 0.2)
    return Mix(Gain(squelch, 1.3), Gain(up, 0.5), Gain(down, 0.5), Gain(_Thud(160, 80, 0.12, 171), 0.6),
               offsets=[0.0, 0.1, 0.1, 0.0])


def Mend():
    """An attacker repaired: two wrench ratchets and a rising three-note sparkle."""
    ratchet = Mix(*[ExpDecay(BandPass(Noise(0.015, 180 + k), 3200, 5.0), 0.012) for k in range(5)],
                  offsets=[0.025 * k for k in range(5)])
    notes = [Gain(_Ping(f, 0.3, ((1, 0.6), (2.0, 0.15))), 0.6) for f in (660, 880, 1320)]
    return Mix(Gain(ratchet, 0.9), Gain(ratchet, 0.8), *notes, offsets=[0.0, 0.14, 0.26, 0.34, 0.42])


def CannonJammed():
    """The cannon's charge jammed: a gated static buzz over a sagging power tone."""
    s = 0.7
    static = BandPass(Noise(s, 190), 2800, 1.5)
    gate = [1.0 if (i // int(RATE / 34)) % 2 == 0 else 0.25 for i in range(len(static))]
    static = Envelope([a * b for a, b in zip(static, gate)], 0.01, 1.0)
    sag = Envelope(LowPass(Tone(420, 160, s, "saw"), 1500), 0.02, 1.2)
    return Mix(Gain(static, 0.9), Gain(sag, 0.55))


def Drop():
    """A barge unloading a walker: a hydraulic hiss, the release clank, a landing thud."""
    hiss = Envelope(HighPass(Noise(0.3, 200), 3000), 0.02, 1.5)
    clank = Mix(ExpDecay(Tone(780, 760, 0.18, "square"), 0.1), ExpDecay(Tone(1170, 1150, 0.15), 0.1))
    land = _Thud(120, 42, 0.35, 201)
    dust = ExpDecay(LowPass(Noise(0.3, 202), 800), 0.25)
    return Mix(Gain(hiss, 0.5), Gain(LowPass(clank, 3000), 0.4), land, Gain(dust, 0.6),
               offsets=[0.0, 0.2, 0.42, 0.44])


def HeroAbility():
    """The enemy hero acting: a low brass stab, two saw voices a semitone apart, swelling
    and cut short."""
    s = 0.85
    voices = Mix(Tone(110, 110, s, "saw"), Tone(116.5, 116.5, s, "saw"), Gain(Tone(220, 218, s, "saw"), 0.5))
    stab = LowPass(voices, lambda i: 600 + 1400 * math.sin(math.pi * min(1.0, i / (0.5 * s * RATE))) ** 2)
    return Envelope(stab, 0.06, 1.8)


def CallReinforcements():
    """Reinforcements called: a short bugle figure, up a fourth and a third."""
    notes = [(392.0, 0.12), (523.3, 0.12), (659.3, 0.3)]
    parts = [Envelope(LowPass(Mix(Tone(f, f, d, "square"), Gain(Tone(f * 2, f * 2, d, "triangle"), 0.3)), 2200),
                      0.012, 0.6, d * 0.4) for f, d in notes]
    return Mix(*parts, offsets=[0.0, 0.14, 0.28])


def ShieldEscorts():
    """Escorts shielded: a rising, shimmering three-voice swell."""
    s = 0.8
    voices = [Tone(f, f * 1.5, s) for f in (440, 660, 880)]
    chord = _Lfo(Mix(*[Gain(v, g) for v, g in zip(voices, (0.5, 0.35, 0.25))]), 11, 0.4)
    sheen = Gain(BandPass(Noise(s, 210), lambda i: 2000 + 3000 * i / (s * RATE), 4.0), 0.35)
    return Envelope(Mix(chord, sheen), 0.25, 1.2)


def Charge():
    """The hero charging: four drum hits closing in, over a rising rush."""
    hits = [_Thud(150 - 12 * k, 55, 0.2, 220 + k) for k in range(4)]
    rush = Envelope(BandPass(Noise(0.6, 230), lambda i: 400 + 1800 * i / (0.6 * RATE), 1.5), 0.45, 3.0)
    return SoftClip(Mix(*hits, Gain(rush, 0.5), offsets=[0.0, 0.16, 0.28, 0.37, 0.0]), 1.3)


def JamCannon():
    """The hero draining the cannon: a tone sucked down with a fast wobble and crackle."""
    s = 0.75
    drain = _Lfo(Tone(900, 90, s, "triangle", 0.6), 13, 0.6)
    crackle = Mix(*[ExpDecay(HighPass(Noise(0.01, 240 + k), 2500), 0.008) for k in range(9)],
                  offsets=[0.05 + 0.075 * k for k in range(9)])
    return Envelope(Mix(Gain(drain, 0.8), Gain(crackle, 0.6)), 0.01, 1.1)


def DigIn():
    """The hero digging in: two spade scrapes and a heavy sandbag thump."""
    scrape = lambda seed: Envelope(BandPass(Noise(0.16, seed), lambda i: 1800 - 900 * i / (0.16 * RATE), 3.0), 0.02, 1.5)
    bag = Mix(_Thud(85, 45, 0.3, 252), Gain(ExpDecay(LowPass(Noise(0.25, 253), 600), 0.2), 0.8))
    return Mix(Gain(scrape(250), 0.9), Gain(scrape(251), 0.9), bag, offsets=[0.0, 0.22, 0.46])


def Overwatch():
    """A sentry on overwatch firing into a move: a rising warning chirp, then one shot."""
    chirp = Gain(FadeEdges(Tone(1300, 2100, 0.07, "triangle"), 0.003, 0.01), 0.4)
    shot = Mix(ExpDecay(LowPass(Tone(2300, 300, 0.2, "saw"), 6000), 0.17),
               Gain(ExpDecay(HighPass(Noise(0.06, 260), 1500), 0.05), 0.8))
    tail = Gain(ExpDecay(LowPass(Noise(0.3, 261), 1500), 0.25), 0.3)
    return SoftClip(Mix(chirp, shot, tail, offsets=[0.0, 0.09, 0.1]), 1.6)


EFFECTS = {
    "attacker_shield_hit": AttackerShieldHit, "perk_stripped": PerkStripped, "sector_shift": SectorShift,
    "contact_revealed": ContactRevealed, "trap_laid": TrapLaid, "trap_detonated": TrapDetonated,
    "trap_defused": TrapDefused, "split": Split, "mend": Mend, "cannon_jammed": CannonJammed, "drop": Drop,
    "hero_ability": HeroAbility, "ability_call_reinforcements": CallReinforcements,
    "ability_shield_escorts": ShieldEscorts, "ability_charge": Charge, "ability_jam_cannon": JamCannon,
    "ability_dig_in": DigIn, "overwatch": Overwatch,
}

# Peak levels, as in make_sfx.py: dense and tonal sounds sit lower than hits so the set's
# loudness (RMS) stays in the range of the existing effects.
PEAKS = {"cannon_jammed": 0.75, "hero_ability": 0.7, "ability_call_reinforcements": 0.4,
         "ability_shield_escorts": 0.75, "ability_jam_cannon": 0.75, "sector_shift": 0.8, "mend": 0.8}
