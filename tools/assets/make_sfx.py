"""Synthesizes every sound effect (these and the hostiles' of sfx_hostiles.py) into
ASSETS/sfx/<name>.wav (44.1 kHz, 16-bit mono) and the ambience loop (wind and base hum) into ASSETS/sfx/ambience.wav, which
tools/build-assets encodes to OGG.

  python3 make_sfx.py ASSETS_DIR
"""
import math
import os
import sys

import sfx_hostiles
import sfx_posts

from synth import (RATE, BandPass, Concat, Envelope, ExpDecay, FadeEdges, Gain, HighPass,
                   LowPass, Mix, Noise, Normalize, Silence, SoftClip, Tone, WriteWav)


def Thud(freq=150.0, end=55.0, seconds=0.22, seed=1):
    body = ExpDecay(Tone(freq, end, seconds), seconds * 0.8)
    click = ExpDecay(LowPass(Noise(0.05, seed), 2500), 0.04)
    return Mix(body, Gain(click, 0.7))


def Blow():
    return Mix(Thud(170, 60, 0.2, 3), Gain(ExpDecay(BandPass(Noise(0.12, 4), 900, 1.5), 0.1), 0.8))


def Critical():
    ring = Mix(*[Gain(ExpDecay(Tone(f, f * 0.98, 0.5), 0.45), g) for f, g in ((1240, 0.35), (2710, 0.2), (3900, 0.12))])
    crack = ExpDecay(HighPass(Noise(0.08, 5), 1500), 0.07)
    return SoftClip(Mix(Thud(200, 55, 0.26, 6), Gain(crack, 0.9), ring), 1.4)


def Miss():
    n = Noise(0.32, 7)
    sweep = BandPass(n, lambda i: 500 + 2600 * math.sin(math.pi * i / len(n)), 3.0)
    return Gain(Envelope(sweep, 0.08, 2.0), 0.6)


def Impact():
    crunch = ExpDecay(LowPass(Noise(0.3, 8), 1200), 0.25)
    return SoftClip(Mix(Thud(120, 40, 0.32, 9), Gain(crunch, 0.8)), 1.3)


def Explosion(seconds=1.4, seed=10):
    n = Noise(seconds, seed)
    rumble = ExpDecay(LowPass(n, lambda i: 2400 * math.exp(-i / (0.18 * RATE)) + 120), seconds * 0.85, 0.004)
    crack = ExpDecay(HighPass(Noise(0.06, seed + 1), 1200), 0.05)
    sub = ExpDecay(Tone(90, 30, seconds * 0.6), seconds * 0.5)
    return SoftClip(Mix(Gain(rumble, 1.6), Gain(crack, 0.7), Gain(sub, 0.8)), 1.6)


def CannonCharge():
    s = 0.9
    rise = Tone(180, 900, s, "saw", 1.3)
    trem = [math.sin(math.pi * i / len(rise)) ** 0.3 * (0.6 + 0.4 * math.sin(2 * math.pi * 18 * i / RATE)) for i in range(len(rise))]
    body = LowPass([a * b for a, b in zip(rise, trem)], 2500)
    hum = Gain(Envelope(Tone(90, 140, s), 0.1, 1.0), 0.4)
    return FadeEdges(Mix(Gain(body, 0.7), hum), 0.01, 0.05)


def CannonFire():
    boom = Explosion(1.2, 20)
    zap = ExpDecay(Tone(1400, 200, 0.25, "saw"), 0.2)
    return SoftClip(Mix(boom, Gain(LowPass(zap, 4000), 0.5)), 1.3)


def ShieldBlock():
    n = len(Silence(0.4))
    carrier = [math.sin(2 * math.pi * 620 * i / RATE + 3.0 * math.sin(2 * math.pi * 95 * i / RATE)) for i in range(n)]
    fizz = BandPass(Noise(0.4, 30), 3000, 2.0)
    return Mix(ExpDecay(carrier, 0.35), Gain(ExpDecay(fizz, 0.2), 0.6), Gain(Thud(140, 70, 0.15, 31), 0.6))


def ShieldBreak():
    pings = []
    offs = []
    for k in range(14):
        f = 2000 + (k * 733) % 3400
        pings.append(Gain(ExpDecay(Tone(f, f * 0.97, 0.35), 0.3), 0.22))
        offs.append(0.012 * k + 0.002 * ((k * 7) % 5))
    shatter = ExpDecay(HighPass(Noise(0.5, 32), 2500), 0.4)
    drop = ExpDecay(Tone(700, 120, 0.6, "triangle"), 0.55)
    return SoftClip(Mix(Mix(*pings, offsets=offs), Gain(shatter, 0.5), Gain(drop, 0.6)), 1.2)


def BreachAlarm():
    parts = []
    for k in range(4):
        f = 880 if k % 2 == 0 else 660
        parts.append(FadeEdges(LowPass(Tone(f, f, 0.28, "square"), 3000), 0.005, 0.02))
        parts.append(Silence(0.02))
    return Gain(Concat(*parts), 0.7)


def BarricadeBuild():
    clicks = [ExpDecay(HighPass(Noise(0.03, 40 + k), 1800), 0.025) for k in range(4)]
    seq = Mix(*clicks, offsets=[0.0, 0.09, 0.18, 0.27])
    return Mix(Gain(seq, 0.8), Thud(110, 50, 0.35, 44), offsets=[0.0, 0.36])


def BarricadeBash():
    hits = [Mix(Thud(130 - 20 * k, 45, 0.25, 50 + k), Gain(ExpDecay(LowPass(Noise(0.25, 60 + k), 1800), 0.2), 0.9)) for k in range(3)]
    return SoftClip(Mix(*hits, offsets=[0.0, 0.07, 0.16]), 1.5)


def MineSound():
    click = Gain(ExpDecay(BandPass(Noise(0.03, 70), 2500, 4.0), 0.02), 1.5)
    beep = Gain(FadeEdges(Tone(1800, 1800, 0.06, "square")), 0.25)
    return Mix(click, beep, Explosion(0.9, 71), offsets=[0.0, 0.04, 0.14])


def Sentry():
    shots = [Gain(ExpDecay(LowPass(Tone(1900, 380, 0.13, "saw"), 5000), 0.12), 0.8) for _ in range(3)]
    return Mix(*shots, offsets=[0.0, 0.12, 0.24])


def Blip(f0, f1, seconds=0.07, shape="triangle"):
    return FadeEdges(Envelope(Tone(f0, f1, seconds, shape), 0.004, 1.5), 0.002, 0.01)


def UiConfirm():
    return Gain(Mix(Blip(660, 700), Blip(990, 1040), offsets=[0.0, 0.07]), 0.7)


def UiCancel():
    return Gain(Mix(Blip(660, 620), Blip(440, 410), offsets=[0.0, 0.07]), 0.7)


def UiHover():
    return Gain(Blip(2100, 2300, 0.035, "sine"), 0.35)


def UiError():
    buzz = LowPass(Tone(140, 140, 0.12, "square"), 1800)
    return Gain(Concat(FadeEdges(buzz), Silence(0.05), FadeEdges(buzz)), 0.6)


def Bell(freq, seconds):
    return Mix(*[Gain(ExpDecay(Tone(freq * m, freq * m, seconds), seconds * d), g)
                 for m, g, d in ((1, 0.6, 0.9), (2.0, 0.25, 0.5), (3.01, 0.12, 0.3), (4.2, 0.06, 0.2))])


def Victory():
    notes = [523.25, 659.25, 783.99, 1046.5]
    arp = Mix(*[Bell(f, 1.0 if k < 3 else 1.4) for k, f in enumerate(notes)], offsets=[0.0, 0.12, 0.24, 0.38])
    pad = Gain(Envelope(Mix(Tone(261.6, 261.6, 1.6, "triangle"), Tone(392, 392, 1.6, "triangle")), 0.3, 1.2), 0.25)
    return Mix(arp, pad, offsets=[0.0, 0.3])


def Defeat():
    notes = [392.0, 349.2, 311.1, 261.6]
    line = Mix(*[Gain(Envelope(LowPass(Tone(f, f * 0.99, 0.6, "saw"), 1400), 0.02, 1.3), 0.5) for f in notes],
               offsets=[0.0, 0.35, 0.7, 1.05])
    drone = Gain(Envelope(Tone(65.4, 61.7, 2.0, "saw"), 0.2, 1.1), 0.3)
    return Mix(line, LowPass(drone, 500))


def Ambience(seconds=32.0):
    """Wind (band-passed noise with slow swells) over the base's hum; every modulation
    completes whole cycles in the loop, and the noise tail is crossfaded into the head,
    so the loop has no seam."""
    extra = 2.0
    n_loop = int(seconds * RATE)
    n = Noise(seconds + extra, 90)
    wind = BandPass(n, lambda i: 420 + 260 * math.sin(2 * math.pi * 2 * i / n_loop) + 120 * math.sin(2 * math.pi * 5 * i / n_loop), 1.2)
    gusts = [0.55 + 0.45 * math.sin(2 * math.pi * 3 * i / n_loop) ** 2 for i in range(len(wind))]
    wind = [w * g for w, g in zip(wind, gusts)]
    x = int(extra * RATE)
    loop = wind[:n_loop]
    for i in range(x):  # fold the tail back into the head
        a = i / x
        loop[i] = loop[i] * a + wind[n_loop + i] * (1.0 - a)
    hum = [0.5 * math.sin(2 * math.pi * 55 * i / RATE) + 0.25 * math.sin(2 * math.pi * 110 * i / RATE)
           + 0.08 * math.sin(2 * math.pi * 165 * i / RATE) for i in range(n_loop)]
    return Normalize(Mix(Gain(Normalize(loop), 0.75), Gain(hum, 0.35)), 0.6)


EFFECTS = {
    "blow": Blow, "critical": Critical, "miss": Miss, "impact": Impact, "explosion": Explosion,
    "cannon_charge": CannonCharge, "cannon_fire": CannonFire, "shield_block": ShieldBlock,
    "shield_break": ShieldBreak, "breach_alarm": BreachAlarm, "barricade_build": BarricadeBuild,
    "barricade_bash": BarricadeBash, "mine": MineSound, "sentry": Sentry, "ui_confirm": UiConfirm,
    "ui_cancel": UiCancel, "ui_hover": UiHover, "ui_error": UiError, "victory": Victory, "defeat": Defeat,
}


# Peak levels: dense tones (squares, alarms) and interface sounds sit lower than hits, so
# the loudness of the set stays even.
PEAKS = {"breach_alarm": 0.55, "ui_error": 0.4, "ui_confirm": 0.6, "ui_cancel": 0.6,
         "ui_hover": 0.45, "cannon_charge": 0.7}

EFFECTS.update(sfx_hostiles.EFFECTS)
PEAKS.update(sfx_hostiles.PEAKS)
EFFECTS.update(sfx_posts.EFFECTS)
PEAKS.update(sfx_posts.PEAKS)


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    out = os.path.join(argv[1], "sfx")
    os.makedirs(out, exist_ok=True)
    for name, make in EFFECTS.items():
        WriteWav(os.path.join(out, name + ".wav"), FadeEdges(Normalize(make(), PEAKS.get(name, 0.89)), 0.001, 0.01))
    WriteWav(os.path.join(out, "ambience.wav"), Ambience())
    print("sfx: %d effects and the ambience loop" % len(EFFECTS))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
