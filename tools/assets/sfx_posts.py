"""Sound effects for posts (docs/rules.md, Posts): a unit taking its post, an attacker
engaging a post, a unit falling. Same synthesizer and levels as make_sfx.py, which
writes them.

Each is told from the others by ear: taking a post is two boots set down and a radio's
double click (the acknowledgement), an engagement at a post a clash of metal over a
short exchange of shots, a unit falling a falling two-note call over a low thud (the
attacker's death is the explosion, never this).
"""
from synth import (RATE, BandPass, Envelope, ExpDecay, Gain, HighPass, LowPass, Mix, Noise, SoftClip, Tone)


def _Step(seed):
    return Mix(ExpDecay(LowPass(Noise(0.09, seed), 700), 0.07), Gain(ExpDecay(Tone(110, 70, 0.1), 0.08), 0.6))


def _Click(freq, seed):
    return Mix(ExpDecay(BandPass(Noise(0.02, seed), freq, 4.0), 0.015), Gain(ExpDecay(Tone(freq, freq, 0.03, "square"), 0.02), 0.3))


def PostTaken():
    """A unit taking its post: two boots set down, a radio's double click."""
    return Mix(_Step(300), Gain(_Step(301), 0.85), Gain(_Click(2600, 302), 0.7), Gain(_Click(2200, 303), 0.6),
               offsets=[0.0, 0.16, 0.34, 0.42])


def PostEngaged():
    """An attacker engaging a post: a metal clash and a short exchange of shots."""
    clash = Mix(ExpDecay(Tone(1480, 1400, 0.25, "square"), 0.18), ExpDecay(Tone(2230, 2100, 0.2), 0.14),
                ExpDecay(HighPass(Noise(0.08, 310), 2500), 0.05))
    shot = lambda seed: Mix(ExpDecay(BandPass(Noise(0.06, seed), 1600, 1.5), 0.05), Gain(ExpDecay(Tone(180, 90, 0.08), 0.06), 0.8))
    return SoftClip(Mix(Gain(LowPass(clash, 5000), 0.8), shot(311), Gain(shot(312), 0.8), Gain(shot(313), 0.7),
                        offsets=[0.0, 0.12, 0.22, 0.36]), 1.3)


def UnitFalls():
    """A posted unit falling: a falling two-note call over a low thud."""
    call = Mix(Envelope(LowPass(Tone(660, 640, 0.22, "triangle"), 2500), 0.01, 1.3),
               Envelope(LowPass(Tone(495, 470, 0.4, "triangle"), 2500), 0.01, 1.6), offsets=[0.0, 0.22])
    thud = Mix(ExpDecay(Tone(95, 40, 0.45), 0.4), Gain(ExpDecay(LowPass(Noise(0.2, 320), 600), 0.18), 0.7))
    return Mix(Gain(call, 0.7), thud, offsets=[0.0, 0.3])


EFFECTS = {"post_taken": PostTaken, "post_engaged": PostEngaged, "unit_falls": UnitFalls}
PEAKS = {"post_taken": 0.8, "unit_falls": 0.8}
